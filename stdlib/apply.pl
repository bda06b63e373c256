/*  hornbook apply library: SWI-Prolog's library(apply): include/3,
    exclude/3, partition/4,5, maplist/2..7, convlist/3, foldl/4..7 and
    scanl/4..7. A program may redefine any of these; the workers are named
    '$...' so that a redefinition does not break the others.
*/
:- module(apply,
        [ include/3, exclude/3, partition/4, partition/5,
          maplist/2, maplist/3, maplist/4, maplist/5, maplist/6, maplist/7,
          convlist/3, foldl/4, foldl/5, foldl/6, foldl/7,
          scanl/4, scanl/5, scanl/6, scanl/7
        ]).
:- meta_predicate
    include(1, +, -),
    exclude(1, +, -),
    partition(1, +, -, -),
    partition(2, +, -, -, -),
    convlist(2, +, -),
    scanl(3, +, +, -),
    scanl(4, +, +, +, -),
    scanl(5, +, +, +, +, -),
    scanl(6, +, +, +, +, +, -),
    maplist(1, ?),
    maplist(2, ?, ?),
    maplist(3, ?, ?, ?),
    maplist(4, ?, ?, ?, ?),
    maplist(5, ?, ?, ?, ?, ?),
    maplist(6, ?, ?, ?, ?, ?, ?),
    foldl(3, +, +, -),
    foldl(4, +, +, +, -),
    foldl(5, +, +, +, +, -),
    foldl(6, +, +, +, +, +, -).

%!  exclude(:Pred, +List, -Excluded) is det
%
%   Excluded holds the elements X of List for which call(Pred, X) fails.
%
%   ?- exclude(integer, [a, 1, b, 2], L).
%   L = [a, b].
exclude(P, L, Out) :- '$exclude'(L, P, Out).
'$exclude'([], _, []).
'$exclude'([X|Xs], P, Out) :-
    (   call(P, X)
    ->  Out = Out1
    ;   Out = [X|Out1]
    ),
    '$exclude'(Xs, P, Out1).

%!  include(:Pred, +List, -Included) is det
%
%   Included holds the elements X of List for which call(Pred, X) succeeds.
%
%   ?- include(integer, [a, 1, b, 2], L).
%   L = [1, 2].
include(P, L, Out) :- '$include'(L, P, Out).
'$include'([], _, []).
'$include'([X|Xs], P, Out) :-
    (   call(P, X)
    ->  Out = [X|Out1]
    ;   Out = Out1
    ),
    '$include'(Xs, P, Out1).

%!  partition(:Pred, +List, -Included, -Excluded) is det
%
%   Splits List into the elements for which call(Pred, X) succeeds and those
%   for which it fails.
%
%   ?- partition(integer, [a, 1, b, 2], I, E).
%   I = [1, 2], E = [a, b].
partition(P, L, I, E) :- '$partition'(L, P, I, E).
'$partition'([], _, [], []).
'$partition'([H|T], P, I, E) :-
    (   call(P, H)
    ->  I = [H|I1], E = E1
    ;   I = I1, E = [H|E1]
    ),
    '$partition'(T, P, I1, E1).

%!  partition(:Pred, +List, -Less, -Equal, -Greater) is semidet
%
%   Splits List by call(Pred, X, Diff), where Diff is <, = or >; any other
%   Diff is a type error.
%
%   ?- assertz((cmp3(X, D) :- compare(D, X, 3))), partition(cmp3, [1, 5, 3, 2], L, E, G).
%   L = [1, 2], E = [3], G = [5].
partition(P, L, Ls, Es, Gs) :- '$partition'(L, P, Ls, Es, Gs).
'$partition'([], _, [], [], []).
'$partition'([H|T], P, L, E, G) :-
    call(P, H, Diff),
    '$partition'(Diff, H, P, T, L, E, G).
'$partition'(<, H, P, T, [H|L], E, G) :- !, '$partition'(T, P, L, E, G).
'$partition'(=, H, P, T, L, [H|E], G) :- !, '$partition'(T, P, L, E, G).
'$partition'(>, H, P, T, L, E, [H|G]) :- !, '$partition'(T, P, L, E, G).
'$partition'(Diff, _, _, _, _, _, _) :-
    (   var(Diff)
    ->  throw(error(instantiation_error, context(partition/5, _)))
    ;   throw(error(type_error(oneof([<, =, >]), Diff), context(partition/5, _)))
    ).

%!  maplist(:Goal, ?List)
%
%   True when call(Goal, X) succeeds for every element X of List.
%
%   ?- maplist(integer, [1, 2, 3]).
%   true.
maplist(G, L1) :- '$maplist'(L1, G).
'$maplist'([], _).
'$maplist'([E1|T1], G) :-
    call(G, E1),
    '$maplist'(T1, G).

%!  maplist(:Goal, ?List1, ?List2)
%
%   True when call(Goal, X, Y) succeeds for the elements X and Y at each
%   position of the two lists.
%
%   ?- maplist(succ, [1, 2, 3], L).
%   L = [2, 3, 4].
maplist(G, L1, L2) :- '$maplist'(L1, L2, G).
'$maplist'([], [], _).
'$maplist'([E1|T1], [E2|T2], G) :-
    call(G, E1, E2),
    '$maplist'(T1, T2, G).

%!  maplist(:Goal, ?List1, ?List2, ?List3)
%
%   True when call(Goal, X, Y, Z) succeeds for the elements at each position
%   of the three lists.
%
%   ?- maplist(plus, [1, 2], [10, 20], L).
%   L = [11, 22].
maplist(G, L1, L2, L3) :- '$maplist'(L1, L2, L3, G).
'$maplist'([], [], [], _).
'$maplist'([E1|T1], [E2|T2], [E3|T3], G) :-
    call(G, E1, E2, E3),
    '$maplist'(T1, T2, T3, G).

%!  maplist(:Goal, ?List1, ?List2, ?List3, ?List4)
%
%   True when Goal, called with the elements at each position of the four
%   lists, succeeds.
%
%   ?- maplist(sub_atom(abcde), [0, 1], [2, 2], A, S).
%   A = [3, 2], S = [ab, bc].
maplist(G, L1, L2, L3, L4) :- '$maplist'(L1, L2, L3, L4, G).
'$maplist'([], [], [], [], _).
'$maplist'([E1|T1], [E2|T2], [E3|T3], [E4|T4], G) :-
    call(G, E1, E2, E3, E4),
    '$maplist'(T1, T2, T3, T4, G).

%!  maplist(:Goal, ?List1, ?List2, ?List3, ?List4, ?List5)
%
%   True when Goal, called with the elements at each position of the five
%   lists, succeeds.
%
%   ?- maplist(sub_atom, [abc, xyz], [0, 1], [1, 1], A, S).
%   A = [2, 1], S = [a, y].
maplist(G, L1, L2, L3, L4, L5) :- '$maplist'(L1, L2, L3, L4, L5, G).
'$maplist'([], [], [], [], [], _).
'$maplist'([E1|T1], [E2|T2], [E3|T3], [E4|T4], [E5|T5], G) :-
    call(G, E1, E2, E3, E4, E5),
    '$maplist'(T1, T2, T3, T4, T5, G).

%!  maplist(:Goal, ?List1, ?List2, ?List3, ?List4, ?List5, ?List6)
%
%   True when Goal, called with the elements at each position of the six
%   lists, succeeds.
%
%   ?- maplist(call, [sub_atom], [abc], [0], [1], A, S).
%   A = [2], S = [a].
maplist(G, L1, L2, L3, L4, L5, L6) :- '$maplist'(L1, L2, L3, L4, L5, L6, G).
'$maplist'([], [], [], [], [], [], _).
'$maplist'([E1|T1], [E2|T2], [E3|T3], [E4|T4], [E5|T5], [E6|T6], G) :-
    call(G, E1, E2, E3, E4, E5, E6),
    '$maplist'(T1, T2, T3, T4, T5, T6, G).

%!  foldl(:Goal, ?List, +V0, -V)
%
%   Folds List: calls call(Goal, X, Acc0, Acc) for each element X in turn,
%   from V0 to the final V.
%
%   ?- foldl(plus, [1, 2, 3], 0, S).
%   S = 6.
foldl(G, L1, V0, V) :- '$foldl'(L1, G, V0, V).
'$foldl'([], _, V, V).
'$foldl'([X1|T1], G, V0, V) :-
    call(G, X1, V0, V1),
    '$foldl'(T1, G, V1, V).

%!  foldl(:Goal, ?List1, ?List2, +V0, -V)
%
%   Folds two lists: calls call(Goal, X, Y, Acc0, Acc) for the elements at
%   each position, from V0 to V.
%
%   ?- assertz((dot(X, Y, S0, S) :- S is S0 + X * Y)), foldl(dot, [1, 2, 3], [4, 5, 6], 0, S).
%   S = 32.
foldl(G, L1, L2, V0, V) :- '$foldl'(L1, L2, G, V0, V).
'$foldl'([], [], _, V, V).
'$foldl'([X1|T1], [X2|T2], G, V0, V) :-
    call(G, X1, X2, V0, V1),
    '$foldl'(T1, T2, G, V1, V).

%!  foldl(:Goal, ?List1, ?List2, ?List3, +V0, -V)
%
%   Folds three lists: calls Goal with the elements at each position and the
%   accumulator, from V0 to V.
%
%   ?- assertz((sum3(X, Y, Z, S0, S) :- S is S0 + X + Y + Z)), foldl(sum3, [1, 2], [3, 4], [5, 6], 0, S).
%   S = 21.
foldl(G, L1, L2, L3, V0, V) :- '$foldl'(L1, L2, L3, G, V0, V).
'$foldl'([], [], [], _, V, V).
'$foldl'([X1|T1], [X2|T2], [X3|T3], G, V0, V) :-
    call(G, X1, X2, X3, V0, V1),
    '$foldl'(T1, T2, T3, G, V1, V).

%!  foldl(:Goal, ?List1, ?List2, ?List3, ?List4, +V0, -V)
%
%   Folds four lists: calls Goal with the elements at each position and the
%   accumulator, from V0 to V.
%
%   ?- assertz((sum4(A, B, C, D, S0, S) :- S is S0 + A + B + C + D)), foldl(sum4, [1], [2], [3], [4], 0, S).
%   S = 10.
foldl(G, L1, L2, L3, L4, V0, V) :- '$foldl'(L1, L2, L3, L4, G, V0, V).
'$foldl'([], [], [], [], _, V, V).
'$foldl'([X1|T1], [X2|T2], [X3|T3], [X4|T4], G, V0, V) :-
    call(G, X1, X2, X3, X4, V0, V1),
    '$foldl'(T1, T2, T3, T4, G, V1, V).

%!  convlist(:Goal, +List1, -List2) is det
%
%   List2 holds Y for each element X of List1 for which call(Goal, X, Y)
%   succeeds (once); elements for which it fails are left out.
%
%   ?- convlist([X, Y]>>(X > 1, Y is X * 2), [1, 2, 3], L).
%   L = [4, 6].
convlist(G, L1, L2) :- '$convlist'(L1, L2, G).
'$convlist'([], [], _).
'$convlist'([X|Xs], Out, G) :-
    (   call(G, X, Y)
    ->  Out = [Y|Out1]
    ;   Out = Out1
    ),
    '$convlist'(Xs, Out1, G).

%!  scanl(:Goal, +List, +V0, -Values)
%
%   As foldl/4, keeping every accumulator: Values is [V0, V1, ...] where
%   call(Goal, X, Vi, Vi+1) for each element X of List.
%
%   ?- scanl(plus, [1, 2, 3], 0, Vs).
%   Vs = [0, 1, 3, 6].
scanl(G, L1, V0, [V0|Vs]) :- '$scanl'(L1, G, V0, Vs).
'$scanl'([], _, _, []).
'$scanl'([X1|T1], G, V0, [V|Vs]) :-
    call(G, X1, V0, V),
    '$scanl'(T1, G, V, Vs).

%!  scanl(:Goal, +List1, +List2, +V0, -Values)
%
%   As foldl/5, keeping every accumulator.
%
%   ?- scanl([X, Y, A0, A]>>(A is A0 + X * Y), [1, 2], [3, 4], 0, Vs).
%   Vs = [0, 3, 11].
scanl(G, L1, L2, V0, [V0|Vs]) :- '$scanl'(L1, L2, G, V0, Vs).
'$scanl'([], [], _, _, []).
'$scanl'([X1|T1], [X2|T2], G, V0, [V|Vs]) :-
    call(G, X1, X2, V0, V),
    '$scanl'(T1, T2, G, V, Vs).

%!  scanl(:Goal, +List1, +List2, +List3, +V0, -Values)
%
%   As foldl/6, keeping every accumulator.
%
%   ?- scanl([X, Y, Z, A0, A]>>(A is A0 + X + Y + Z), [1, 2], [3, 4], [5, 6], 0, Vs).
%   Vs = [0, 9, 21].
scanl(G, L1, L2, L3, V0, [V0|Vs]) :- '$scanl'(L1, L2, L3, G, V0, Vs).
'$scanl'([], [], [], _, _, []).
'$scanl'([X1|T1], [X2|T2], [X3|T3], G, V0, [V|Vs]) :-
    call(G, X1, X2, X3, V0, V),
    '$scanl'(T1, T2, T3, G, V, Vs).

%!  scanl(:Goal, +List1, +List2, +List3, +List4, +V0, -Values)
%
%   As foldl/7, keeping every accumulator.
%
%   ?- scanl([A, B, C, D, S0, S]>>(S is S0 + A + B + C + D), [1], [2], [3], [4], 0, Vs).
%   Vs = [0, 10].
scanl(G, L1, L2, L3, L4, V0, [V0|Vs]) :- '$scanl'(L1, L2, L3, L4, G, V0, Vs).
'$scanl'([], [], [], [], _, _, []).
'$scanl'([X1|T1], [X2|T2], [X3|T3], [X4|T4], G, V0, [V|Vs]) :-
    call(G, X1, X2, X3, X4, V0, V),
    '$scanl'(T1, T2, T3, T4, G, V, Vs).
