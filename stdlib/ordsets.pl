/*  hornbook library(ordsets): sets as ordered lists without duplicates
    (standard order of terms), as SWI-Prolog's library(ordsets).
*/
:- module(ordsets,
        [ is_ordset/1, list_to_ord_set/2, ord_union/3, ord_union/2, ord_union/4,
          ord_subtract/3, ord_intersection/3, ord_intersection/2,
          ord_memberchk/2, ord_add_element/3, ord_del_element/3,
          ord_selectchk/3, ord_subset/2, ord_empty/1, ord_disjoint/2,
          ord_intersect/2, ord_symdiff/3, ord_seteq/2, ord_intersection/4,
          ord_intersect/3
        ]).

%!  is_ordset(@Term) is semidet
%
%   True when Term is a proper list in strictly ascending standard order.
%
%   ?- is_ordset([a, b, c]).
%   true.
is_ordset(Term) :-
    is_list(Term),
    '$is_ordset'(Term).

'$is_ordset'([]).
'$is_ordset'([H|T]) :- '$is_ordset'(T, H).
'$is_ordset'([], _).
'$is_ordset'([H|T], P) :- P @< H, '$is_ordset'(T, H).

%!  list_to_ord_set(+List, -OrdSet) is det
%
%   OrdSet holds the elements of List, sorted, without duplicates.
%
%   ?- list_to_ord_set([c, a, b, a], S).
%   S = [a, b, c].
list_to_ord_set(List, Set) :- sort(List, Set).

%!  ord_union(+Set1, +Set2, -Union) is det
%
%   Union is the union of the ordered sets Set1 and Set2.
%
%   ?- ord_union([a, c], [b, c, d], U).
%   U = [a, b, c, d].
ord_union([], B, B) :- !.
ord_union(A, [], A) :- !.
ord_union([H1|T1], [H2|T2], U) :-
    compare(O, H1, H2),
    '$ord_union'(O, H1, T1, H2, T2, U).

'$ord_union'(<, H1, T1, H2, T2, [H1|U]) :- ord_union(T1, [H2|T2], U).
'$ord_union'(=, H1, T1, _, T2, [H1|U]) :- ord_union(T1, T2, U).
'$ord_union'(>, H1, T1, H2, T2, [H2|U]) :- ord_union([H1|T1], T2, U).

%!  ord_union(+Sets, -Union) is det
%
%   Union is the union of the ordered sets in the list Sets.
%
%   ?- ord_union([[a, b], [c], [b, d]], U).
%   U = [a, b, c, d].

% Sets must be a proper list: a partial one would be enumerated for ever
% (SWI-Prolog's raises existence_error(matching_rule, ...) there).
ord_union(Sets, Union) :-
    '$skip_list'(Sets, _, T),
    (   T == [] -> true
    ;   var(T) -> throw(error(instantiation_error, _))
    ;   throw(error(type_error(list, Sets), _))
    ),
    '$ord_union_all'(Sets, [], Union).

'$ord_union_all'([], U, U).
'$ord_union_all'([S|Ss], U0, U) :- ord_union(U0, S, U1), '$ord_union_all'(Ss, U1, U).

%!  ord_union(+Set1, +Set2, -Union, -New) is det
%
%   As ord_union/3; New holds the elements of Set2 that are not in Set1.
%
%   ?- ord_union([a, c], [b, c], U, N).
%   U = [a, b, c], N = [b].
ord_union(Set1, Set2, Union, New) :-
    ord_union(Set1, Set2, Union),
    ord_subtract(Set2, Set1, New).

%!  ord_subtract(+Set1, +Set2, -Difference) is det
%
%   Difference holds the elements of Set1 that are not in Set2.
%
%   ?- ord_subtract([a, b, c, d], [b, d], D).
%   D = [a, c].
ord_subtract([], _, []) :- !.
ord_subtract(A, [], A) :- !.
ord_subtract([H1|T1], [H2|T2], D) :-
    compare(O, H1, H2),
    '$ord_subtract'(O, H1, T1, H2, T2, D).

'$ord_subtract'(<, H1, T1, H2, T2, [H1|D]) :- ord_subtract(T1, [H2|T2], D).
'$ord_subtract'(=, _, T1, _, T2, D) :- ord_subtract(T1, T2, D).
'$ord_subtract'(>, H1, T1, _, T2, D) :- ord_subtract([H1|T1], T2, D).

%!  ord_intersection(+Set1, +Set2, -Intersection) is det
%
%   Intersection holds the elements of both Set1 and Set2.
%
%   ?- ord_intersection([a, b, c], [b, c, d], I).
%   I = [b, c].
ord_intersection([], _, []) :- !.
ord_intersection(_, [], []) :- !.
ord_intersection([H1|T1], [H2|T2], I) :-
    compare(O, H1, H2),
    '$ord_intersection'(O, H1, T1, H2, T2, I).

'$ord_intersection'(<, _, T1, H2, T2, I) :- ord_intersection(T1, [H2|T2], I).
'$ord_intersection'(=, H1, T1, _, T2, [H1|I]) :- ord_intersection(T1, T2, I).
'$ord_intersection'(>, H1, T1, _, T2, I) :- ord_intersection([H1|T1], T2, I).

%!  ord_intersection(+Set1, +Set2, ?Intersection, ?Difference) is det
%
%   Intersection holds the elements of both sets, and Difference those of
%   Set2 that are not in Set1 (as ord_subtract(Set2, Set1, Difference)).
%
%   ?- ord_intersection([a, b, c], [b, c, d], I, D).
%   I = [b, c], D = [d].
ord_intersection([], L, I, D) :- !,
    I = [],
    D = L.
ord_intersection(_, [], I, D) :- !,
    I = [],
    D = [].
ord_intersection([H1|T1], [H2|T2], I, D) :-
    compare(O, H1, H2),
    '$ord_intersection'(O, H1, T1, H2, T2, I, D).

'$ord_intersection'(<, _, T1, H2, T2, I, D) :- ord_intersection(T1, [H2|T2], I, D).
'$ord_intersection'(=, H1, T1, _, T2, [H1|I], D) :- ord_intersection(T1, T2, I, D).
'$ord_intersection'(>, H1, T1, H2, T2, I, [H2|D]) :- ord_intersection([H1|T1], T2, I, D).

%!  ord_intersect(+Set1, +Set2, -Intersection) is det
%
%   The same as ord_intersection/3 (an older name).
%
%   ?- ord_intersect([a, b], [b, c], I).
%   I = [b].
ord_intersect(Set1, Set2, Intersection) :-
    ord_intersection(Set1, Set2, Intersection).

%!  ord_intersection(+Sets, -Intersection) is det
%
%   Intersection holds the elements common to all ordered sets in Sets.
%
%   ?- ord_intersection([[a, b, c], [b, c], [c, d]], I).
%   I = [c].
ord_intersection([], []).
ord_intersection([S|Ss], I) :- '$ord_intersection_all'(Ss, S, I).

'$ord_intersection_all'([], I, I).
'$ord_intersection_all'([S|Ss], I0, I) :- ord_intersection(I0, S, I1), '$ord_intersection_all'(Ss, I1, I).

%!  ord_memberchk(+Element, +OrdSet) is semidet
%
%   True when Element is in OrdSet (compared with ==).
%
%   ?- ord_memberchk(b, [a, b, c]).
%   true.
ord_memberchk(X, [H|T]) :-
    compare(O, X, H),
    (   O == (=) -> true
    ;   O == (>) -> ord_memberchk(X, T)
    ).

%!  ord_add_element(+Set1, +Element, -Set2) is det
%
%   Set2 is Set1 with Element inserted in order.
%
%   ?- ord_add_element([a, c], b, S).
%   S = [a, b, c].
ord_add_element(Set, E, Set2) :- ord_union(Set, [E], Set2).

%!  ord_del_element(+Set1, +Element, -Set2) is det
%
%   Set2 is Set1 without Element.
%
%   ?- ord_del_element([a, b, c], b, S).
%   S = [a, c].
ord_del_element(Set, E, Set2) :- ord_subtract(Set, [E], Set2).

%!  ord_selectchk(+Element, +Set1, -Set2) is semidet
%
%   Set2 is Set1 without Element, which must be in Set1.
%
%   ?- ord_selectchk(b, [a, b, c], S).
%   S = [a, c].

% Rest is built while the set is walked, so a Rest that cannot match
% fails at once (SWI-Prolog's does the same), even on a cyclic Set.
ord_selectchk(E, [X|Set], Rest) :-
    compare(O, X, E),
    '$ord_selectchk'(O, E, X, Set, Rest).
'$ord_selectchk'(<, E, X, Set, [X|Rest]) :- ord_selectchk(E, Set, Rest).
'$ord_selectchk'(=, _, _, Set, Set).

%!  ord_subset(+Sub, +Set) is semidet
%
%   True when every element of Sub is in Set.
%
%   ?- ord_subset([a, c], [a, b, c]).
%   true.
ord_subset([], _).
ord_subset([H1|T1], [H2|T2]) :-
    compare(O, H1, H2),
    (   O == (=) -> ord_subset(T1, T2)
    ;   O == (>) -> ord_subset([H1|T1], T2)
    ).

%!  ord_empty(?Set) is semidet
%
%   True when Set is the empty ordered set.
%
%   ?- ord_empty(S).
%   S = [].
ord_empty([]).

%!  ord_disjoint(+Set1, +Set2) is semidet
%
%   True when Set1 and Set2 have no element in common.
%
%   ?- ord_disjoint([a, b], [c, d]).
%   true.
ord_disjoint(S1, S2) :- \+ ord_intersect(S1, S2).

%!  ord_intersect(+Set1, +Set2) is semidet
%
%   True when Set1 and Set2 have an element in common.
%
%   ?- ord_intersect([a, b], [b, c]).
%   true.
ord_intersect([H1|T1], [H2|T2]) :-
    compare(O, H1, H2),
    (   O == (=) -> true
    ;   O == (<) -> ord_intersect(T1, [H2|T2])
    ;   ord_intersect([H1|T1], T2)
    ).

%!  ord_symdiff(+Set1, +Set2, -Difference) is det
%
%   Difference holds the elements in exactly one of Set1 and Set2.
%
%   ?- ord_symdiff([a, b, c], [b, c, d], D).
%   D = [a, d].

% One merge of the two sets, the difference built as it goes (so a D that
% cannot match fails at once, as in SWI-Prolog); the difference is
% symmetric, so the sets swap places when the second one leads.
ord_symdiff([], S2, S2).
ord_symdiff([H1|T1], S2, D) :- '$ord_symdiff'(S2, H1, T1, D).
'$ord_symdiff'([], H1, T1, [H1|T1]).
'$ord_symdiff'([H2|T2], H1, T1, D) :-
    compare(O, H1, H2),
    '$ord_symdiff'(O, H1, T1, H2, T2, D).
'$ord_symdiff'(<, H1, T1, H2, T2, [H1|D]) :- '$ord_symdiff'(T1, H2, T2, D).
'$ord_symdiff'(=, _, T1, _, T2, D) :- ord_symdiff(T1, T2, D).
'$ord_symdiff'(>, H1, T1, H2, T2, [H2|D]) :- '$ord_symdiff'(T2, H1, T1, D).

%!  ord_seteq(+Set1, +Set2) is semidet
%
%   True when the two ordered sets are equal.
%
%   ?- ord_seteq([a, b], [a, b]).
%   true.
ord_seteq(S1, S2) :- S1 == S2.
