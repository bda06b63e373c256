% A family database queried with the all-solutions predicates, as in an
% introductory SWI-Prolog course: setof/bagof with ^, aggregate_all,
% forall, format column alignment.

parent(tom, bob).   parent(pam, bob).
parent(tom, liz).   parent(bob, ann).
parent(bob, pat).   parent(pat, jim).
parent(liz, joe).   parent(liz, sue).
female(pam). female(liz). female(ann). female(pat). female(sue).
male(tom). male(bob). male(jim). male(joe).

mother(M, C) :- parent(M, C), female(M).
father(F, C) :- parent(F, C), male(F).
grandparent(G, C) :- parent(G, P), parent(P, C).
sibling(A, B) :- parent(P, A), parent(P, B), A \== B.
ancestor(A, D) :- parent(A, D).
ancestor(A, D) :- parent(A, X), ancestor(X, D).

report :-
    setof(P, C^parent(P, C), Parents),
    format("Parents: ~w~n", [Parents]),
    forall(member(P, Parents),
           ( setof(C, parent(P, C), Cs),
             length(Cs, N),
             plural(N, Suffix), format("~w~t~8|has ~d child~a: ~w~n", [P, N, Suffix, Cs]) )),
    ( bagof(C, parent(P, C), Cs), format("bagof ~w: ~w~n", [P, Cs]), fail ; true ),
    aggregate_all(count, ancestor(tom, _), NDesc),
    format("tom has ~d descendants~n", [NDesc]),
    aggregate_all(bag(G-C), grandparent(G, C), GCs),
    msort(GCs, Sorted),
    format("grandparents: ~w~n", [Sorted]),
    setof(S, X^sibling(X, S), Sibs),
    format("siblings: ~w~n", [Sibs]),
    findall(M, mother(M, _), Ms0), sort(Ms0, Ms),
    format("mothers: ~w~n", [Ms]),
    ( setof(X, parent(nobody, X), _) -> true ; format("nobody has no children~n") ),
    aggregate_all(max(L, Who), (parent(Who, _), atom_length(Who, L)), max(ML, MW)),
    format("longest parent name: ~w (~d)~n", [MW, ML]).

plural(1, '') :- !.
plural(_, ren).

:- initialization(report).
