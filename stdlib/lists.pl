/*  hornbook list library: the list predicates of SWI-Prolog's library(lists)
    that every program expects. A program may define its own versions: a
    definition in a consulted file replaces these.
*/

append([], L, L).
append([H|T], L, [H|R]) :- append(T, L, R).

member(X, [X|_]).
member(X, [_|T]) :- member(X, T).

memberchk(X, L) :- member(X, L), !.

reverse(L, R) :- '$reverse'(L, [], R).
'$reverse'([], A, A).
'$reverse'([H|T], A, R) :- '$reverse'(T, [H|A], R).

select(X, [X|T], T).
select(X, [H|T], [H|R]) :- select(X, T, R).
