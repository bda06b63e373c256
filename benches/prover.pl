% prover -- a Wang-style sequent prover for propositional logic.
%
% A formula is built from propositions (any other term) with not/1,
% and/2, or/2, imp/2 and iff/2.  A sequent L |- R holds when the
% conjunction of L implies the disjunction of R.  The prover takes the
% formulas of L apart first, then those of R, splitting the sequent in
% two where a rule has two premises, and keeps the propositions it has
% seen on each side: a sequent closes when one proposition is on both.
% The workload is a set of twenty-four formulas, tautologies and
% non-theorems, among them pigeonhole formulas (four pigeons do not fit
% in three holes) whose proofs branch heavily.
%
%   bench(N)      try every formula N times, no output
%   bench_check   print t (theorem) or f for each formula

theorem(F) :- sequent([], [F], [], []).

% sequent(L, R, LA, RA): L and R are the formulas still to take apart,
% LA and RA the propositions already met on the left and on the right.
sequent([F|L], R, LA, RA) :- !, left(F, L, R, LA, RA).
sequent([], [F|R], LA, RA) :- right(F, R, LA, RA).

left(not(A), L, R, LA, RA) :- !, sequent(L, [A|R], LA, RA).
left(and(A, B), L, R, LA, RA) :- !, sequent([A, B|L], R, LA, RA).
left(or(A, B), L, R, LA, RA) :- !,
    sequent([A|L], R, LA, RA),
    sequent([B|L], R, LA, RA).
left(imp(A, B), L, R, LA, RA) :- !,
    sequent(L, [A|R], LA, RA),
    sequent([B|L], R, LA, RA).
left(iff(A, B), L, R, LA, RA) :- !,
    sequent([A, B|L], R, LA, RA),
    sequent(L, [A, B|R], LA, RA).
left(P, L, R, LA, RA) :-
    (   seen(RA, P) -> true
    ;   sequent(L, R, [P|LA], RA)
    ).

right(not(A), R, LA, RA) :- !, sequent([A], R, LA, RA).
right(or(A, B), R, LA, RA) :- !, sequent([], [A, B|R], LA, RA).
right(and(A, B), R, LA, RA) :- !,
    sequent([], [A|R], LA, RA),
    sequent([], [B|R], LA, RA).
right(imp(A, B), R, LA, RA) :- !, sequent([A], [B|R], LA, RA).
right(iff(A, B), R, LA, RA) :- !,
    sequent([A], [B|R], LA, RA),
    sequent([B], [A|R], LA, RA).
right(P, R, LA, RA) :-
    (   seen(LA, P) -> true
    ;   sequent([], R, LA, [P|RA])
    ).

seen([Q|Qs], P) :- ( Q == P -> true ; seen(Qs, P) ).

% The formulas: the classic laws, a few that fail, and pigeonhole
% formulas, generated below.
formula(1, imp(p, p)).
formula(2, or(p, not(p))).
formula(3, imp(imp(imp(p, q), p), p)).
formula(4, iff(not(and(p, q)), or(not(p), not(q)))).
formula(5, iff(not(or(p, q)), and(not(p), not(q)))).
formula(6, iff(and(p, or(q, r)), or(and(p, q), and(p, r)))).
formula(7, iff(or(p, and(q, r)), and(or(p, q), or(p, r)))).
formula(8, imp(and(imp(p, q), imp(q, r)), imp(p, r))).
formula(9, iff(imp(p, q), imp(not(q), not(p)))).
formula(10, imp(or(p, q), p)).
formula(11, iff(iff(p, iff(q, r)), iff(iff(p, q), r))).
formula(12, imp(and(or(p, q), and(imp(p, r), imp(q, r))), r)).
formula(13, iff(p, iff(q, iff(r, iff(s, iff(t, iff(p, iff(q, iff(r, iff(s, t)))))))))).
formula(14, imp(and(imp(p, q), imp(r, s)), imp(or(p, r), or(q, s)))).
formula(15, iff(imp(p, imp(q, r)), imp(and(p, q), r))).
formula(16, imp(and(imp(p, q), imp(p, not(q))), not(p))).
formula(17, iff(and(p, q), and(q, r))).
formula(18, imp(and(or(p, q), or(not(p), r)), or(q, r))).
formula(19, imp(and(and(imp(p, q), imp(q, r)), and(imp(r, s), imp(s, t))), imp(p, t))).
formula(20, iff(iff(p, q), iff(not(p), not(q)))).
formula(21, F) :- pigeons(3, 2, F).
formula(22, F) :- pigeons(4, 3, F).
formula(23, F) :- pigeons(3, 3, F).
formula(24, imp(and(or(p, or(q, r)), and(not(p), not(q))), s)).

% pigeons(P, H, F): F says that if each of P pigeons sits in one of H
% holes then some hole holds two of them: a theorem when P > H.
pigeons(P, H, imp(All, Shared)) :-
    every_pigeon(1, P, H, All),
    shared_holes(1, H, P, Shared).

every_pigeon(I, P, H, Some) :- I =:= P, !, some_hole(1, I, H, Some).
every_pigeon(I, P, H, and(Some, Rest)) :-
    some_hole(1, I, H, Some),
    I1 is I + 1,
    every_pigeon(I1, P, H, Rest).

some_hole(J, I, H, in(I, J)) :- J =:= H, !.
some_hole(J, I, H, or(in(I, J), Rest)) :-
    J1 is J + 1,
    some_hole(J1, I, H, Rest).

shared_holes(J, H, P, Pairs) :- J =:= H, !, pairs_in(1, 2, J, P, Pairs).
shared_holes(J, H, P, or(Pairs, Rest)) :-
    pairs_in(1, 2, J, P, Pairs),
    J1 is J + 1,
    shared_holes(J1, H, P, Rest).

% pairs_in(I, K, J, P, F): some two pigeons I < K =< P share hole J.
pairs_in(I, K, J, P, and(in(I, J), in(K, J))) :-
    K =:= P, I =:= P - 1, !.
pairs_in(I, K, J, P, or(and(in(I, J), in(K, J)), Rest)) :-
    next_pair(I, K, P, I1, K1),
    pairs_in(I1, K1, J, P, Rest).

next_pair(I, K, P, I, K1) :- K < P, !, K1 is K + 1.
next_pair(I, _, _, I1, K1) :- I1 is I + 1, K1 is I1 + 1.

% verdicts(I, Vs): t or f for formulas I, I+1, ...
verdicts(I, []) :- \+ formula(I, _), !.
verdicts(I, [V|Vs]) :-
    formula(I, F),
    ( theorem(F) -> V = t ; V = f ),
    I1 is I + 1,
    verdicts(I1, Vs).

bench(N) :- loop(N).

loop(N) :- N =< 0, !.
loop(N) :- \+ \+ verdicts(1, _), N1 is N - 1, loop(N1).

bench_check :- verdicts(1, Vs), write(prover(Vs)), nl.
