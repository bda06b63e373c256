/*  hornbook list library: the predicates of SWI-Prolog's library(lists),
    library(pairs) and library(sort) (predsort/3), with SWI-Prolog's
    semantics. A program may define its own versions: a definition in a
    consulted file replaces these. Internal helpers are named '$...' so
    that such a redefinition does not break the others.
*/

append([], L, L).
append([H|T], L, [H|R]) :- append(T, L, R).

% append(+ListOfLists, ?List): List is the concatenation of the lists.
append(Ls, L) :-
    '$must_be_list'(Ls),
    '$append_lists'(Ls, L).
'$append_lists'([], []).
'$append_lists'([L|Ls], As) :-
    '$append'(L, Ws, As),
    '$append_lists'(Ls, Ws).

'$append'([], L, L).
'$append'([H|T], L, [H|R]) :- '$append'(T, L, R).

% member/2 indexes on the tail, as SWI-Prolog's does, so that the last
% element leaves no choicepoint.
member(X, [Y|Ys]) :- '$member_'(Ys, X, Y).
'$member_'(_, X, X).
'$member_'([Y|Ys], X, _) :- '$member_'(Ys, X, Y).

'$member'(X, [X|_]).
'$member'(X, [_|T]) :- '$member'(X, T).

memberchk(X, L) :- '$member'(X, L), !.

reverse(L, R) :- '$reverse'(L, [], R).
'$reverse'([], A, A).
'$reverse'([H|T], A, R) :- '$reverse'(T, [H|A], R).

select(X, [X|T], T).
select(X, [H|T], [H|R]) :- select(X, T, R).

'$select'(X, [X|T], T).
'$select'(X, [H|T], [H|R]) :- '$select'(X, T, R).

selectchk(X, L, R) :- '$select'(X, L, R0), !, R = R0.

% select(?X, ?Xs, ?Y, ?Ys): Ys is Xs with one occurrence of X replaced by Y.
select(X, Xs, Y, Ys) :- '$select4'(Xs, X, Y, Ys).
'$select4'([X|T], X, Y, [Y|T]).
'$select4'([H|T], X, Y, [H|T2]) :- '$select4'(T, X, Y, T2).

selectchk(X, Xs, Y, Ys) :- '$select4'(Xs, X, Y, Ys0), !, Ys = Ys0.

subtract([], _, []) :- !.
subtract([E|T], D, R) :- memberchk(E, D), !, subtract(T, D, R).
subtract([H|T], D, [H|R]) :- subtract(T, D, R).

intersection([], _, []) :- !.
intersection([X|T], L, I) :-
    (   memberchk(X, L)
    ->  I = [X|R],
        intersection(T, L, R)
    ;   intersection(T, L, I)
    ).

union([], L, L) :- !.
union([H|T], L, R) :- memberchk(H, L), !, union(T, L, R).
union([H|T], L, [H|R]) :- union(T, L, R).

% delete(+List, @Elem, -Rest): removes every element that unifies with
% Elem, without binding anything.
delete([], _, []).
delete([E|T], D, R) :-
    (   \+ E \= D
    ->  delete(T, D, R)
    ;   R = [E|R1],
        delete(T, D, R1)
    ).

exclude(P, L, Out) :- '$exclude'(L, P, Out).
'$exclude'([], _, []).
'$exclude'([X|Xs], P, Out) :-
    (   call(P, X)
    ->  Out = Out1
    ;   Out = [X|Out1]
    ),
    '$exclude'(Xs, P, Out1).

include(P, L, Out) :- '$include'(L, P, Out).
'$include'([], _, []).
'$include'([X|Xs], P, Out) :-
    (   call(P, X)
    ->  Out = [X|Out1]
    ;   Out = Out1
    ),
    '$include'(Xs, P, Out1).

partition(P, L, I, E) :- '$partition'(L, P, I, E).
'$partition'([], _, [], []).
'$partition'([H|T], P, I, E) :-
    (   call(P, H)
    ->  I = [H|I1], E = E1
    ;   I = I1, E = [H|E1]
    ),
    '$partition'(T, P, I1, E1).

% partition(:Pred, +List, -Less, -Equal, -Greater): call(Pred, X, Diff)
% sorts each element by Diff, one of <, = and >. Any other Diff is a
% type error, as SWI-Prolog's must_be/2 reports it.
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
    ->  throw(error(instantiation_error, partition/5))
    ;   throw(error(type_error(oneof([<, =, >]), Diff), partition/5))
    ).

nth0(I, L, E) :-
    (   integer(I)
    ->  I >= 0, '$nth_det'(I, L, E)
    ;   var(I)
    ->  L = [H|T], '$nth_gen'(T, E, H, 0, I)
    ;   throw(error(type_error(integer, I), nth0/3))
    ).
nth1(I, L, E) :-
    (   integer(I)
    ->  I0 is I - 1, I0 >= 0, '$nth_det'(I0, L, E)
    ;   var(I)
    ->  L = [H|T], '$nth_gen'(T, E, H, 1, I)
    ;   throw(error(type_error(integer, I), nth1/3))
    ).
'$nth_det'(0, [E|_], E) :- !.
'$nth_det'(N, [_|T], E) :- N1 is N - 1, '$nth_det'(N1, T, E).
'$nth_gen'(_, E, E, B, B).
'$nth_gen'([H|T], E, _, N, B) :- M is N + 1, '$nth_gen'(T, E, H, M, B).

% nth0(?N, ?List, ?Elem, ?Rest): Rest is List without its N-th element.
nth0(I, L, E, R) :-
    (   var(I)
    ->  '$nth_gen4'(L, E, R, 0, I)
    ;   integer(I), I >= 0
    ->  '$nth_find4'(I, L, E, R)
    ;   throw(error(type_error(nonneg, I), nth0/4))
    ).
nth1(I, L, E, R) :-
    (   var(I)
    ->  '$nth_gen4'(L, E, R, 1, I)
    ;   integer(I), I >= 1
    ->  I0 is I - 1, '$nth_find4'(I0, L, E, R)
    ;   throw(error(type_error(positive_integer, I), nth1/4))
    ).
'$nth_gen4'([H|T], H, T, B, B).
'$nth_gen4'([H|T], E, [H|R], N, B) :- M is N + 1, '$nth_gen4'(T, E, R, M, B).
'$nth_find4'(0, [H|T], H, T) :- !.
'$nth_find4'(N, [H|T], E, [H|R]) :- M is N - 1, '$nth_find4'(M, T, E, R).

last([X|Xs], Last) :- '$last'(Xs, X, Last).
'$last'([], Last, Last).
'$last'([X|Xs], _, Last) :- '$last'(Xs, X, Last).

nextto(X, Y, [X,Y|_]).
nextto(X, Y, [_|Zs]) :- nextto(X, Y, Zs).

proper_length(L, N) :- is_list(L), length(L, N).

% list_to_set(+List, -Set): the first occurrence of each element, compared
% with ==, in their original order. Sorting pairs keeps it O(n log n).
list_to_set(L, Set) :-
    '$must_be_list'(L),
    '$number_list'(L, 1, Numbered),
    sort(1, @=<, Numbered, ByElem),
    '$first_of_keys'(ByElem, Firsts),
    sort(2, @=<, Firsts, ByPos),
    '$pairs_keys'(ByPos, Set).
'$number_list'([], _, []).
'$number_list'([H|T], N, [H-N|R]) :- N1 is N + 1, '$number_list'(T, N1, R).
'$first_of_keys'([], []).
'$first_of_keys'([H|T], [H|R]) :- '$drop_key'(T, H, T1), '$first_of_keys'(T1, R).
'$drop_key'([K-_|T], K0-_, R) :- K == K0, !, '$drop_key'(T, K0-_, R).
'$drop_key'(L, _, L).

sum_list(L, Sum) :- '$sum_list'(L, 0, Sum).
sumlist(L, Sum) :- '$sum_list'(L, 0, Sum).
'$sum_list'([], S, S).
'$sum_list'([X|Xs], S0, S) :- S1 is S0 + X, '$sum_list'(Xs, S1, S).

max_list([H|T], Max) :- '$max_list'(T, H, Max).
'$max_list'([], M, M).
'$max_list'([X|Xs], M0, M) :- M1 is max(X, M0), '$max_list'(Xs, M1, M).
min_list([H|T], Min) :- '$min_list'(T, H, Min).
'$min_list'([], M, M).
'$min_list'([X|Xs], M0, M) :- M1 is min(X, M0), '$min_list'(Xs, M1, M).

% max_member(-Max, +List) and min_member/2 use the standard order.
max_member(Max, [H|T]) :- '$max_member'(T, H, Max).
'$max_member'([], M, M).
'$max_member'([H|T], M0, M) :- ( H @=< M0 -> M1 = M0 ; M1 = H ), '$max_member'(T, M1, M).
min_member(Min, [H|T]) :- '$min_member'(T, H, Min).
'$min_member'([], M, M).
'$min_member'([H|T], M0, M) :- ( H @>= M0 -> M1 = M0 ; M1 = H ), '$min_member'(T, M1, M).

% max_member(:Pred, -Max, +List): Pred(X, Y) holds when X is at most Y.
max_member(P, Max, [H|T]) :- '$max_member'(T, P, H, Max).
'$max_member'([], _, M, M).
'$max_member'([H|T], P, M0, M) :- ( call(P, H, M0) -> M1 = M0 ; M1 = H ), '$max_member'(T, P, M1, M).
min_member(P, Min, [H|T]) :- '$min_member'(T, P, H, Min).
'$min_member'([], _, M, M).
'$min_member'([H|T], P, M0, M) :- ( call(P, M0, H) -> M1 = M0 ; M1 = H ), '$min_member'(T, P, M1, M).

numlist(L, H, R) :-
    '$must_be_integer'(L),
    '$must_be_integer'(H),
    L =< H,
    '$numlist'(L, H, R).
'$numlist'(H, H, R) :- !, R = [H].
'$numlist'(L, H, [L|R]) :- L1 is L + 1, '$numlist'(L1, H, R).

permutation(Xs, Ys) :-
    '$skip_list'(Xs, XLen, XT),
    '$skip_list'(Ys, YLen, YT),
    (   XT == [], YT == []
    ->  XLen == YLen
    ;   var(XT), YT == []
    ->  length(Xs, YLen)
    ;   XT == [], var(YT)
    ->  length(Ys, XLen)
    ;   var(XT), var(YT)
    ->  length(Xs, Len),
        length(Ys, Len)
    ;   '$must_be_list'(Xs),
        '$must_be_list'(Ys)
    ),
    '$perm'(Xs, Ys).
'$perm'([], []).
'$perm'(L, [H|T]) :- '$select'(H, L, R), '$perm'(R, T).

% flatten(+NestedList, -FlatList): variables and non-lists are elements.
flatten(L, Flat) :- '$flatten'(L, [], Flat0), !, Flat = Flat0.
'$flatten'(V, T, [V|T]) :- var(V), !.
'$flatten'([], T, T) :- !.
'$flatten'([H|Rest], T, L) :- !, '$flatten'(H, HT, L), '$flatten'(Rest, T, HT).
'$flatten'(X, T, [X|T]).

pairs_keys_values([], [], []).
pairs_keys_values([K-V|T], [K|Ks], [V|Vs]) :- pairs_keys_values(T, Ks, Vs).
pairs_keys([], []).
pairs_keys([K-_|T], [K|Ks]) :- pairs_keys(T, Ks).
pairs_values([], []).
pairs_values([_-V|T], [V|Vs]) :- pairs_values(T, Vs).
'$pairs_keys'([], []).
'$pairs_keys'([K-_|T], [K|Ks]) :- '$pairs_keys'(T, Ks).

% SICStus library(lists): Prefix is the first Length elements of Whole,
% Suffix the last Length elements.
prefix_length(Whole, Prefix, N) :-
    (   integer(N)
    ->  length(Prefix, N),
        '$append'(Prefix, _, Whole)
    ;   '$append'(Prefix, _, Whole),
        length(Prefix, N)
    ).
suffix_length(Whole, Suffix, N) :-
    (   integer(N)
    ->  length(Whole, Len),
        K is Len - N,
        K >= 0,
        length(Front, K),
        '$append'(Front, Suffix, Whole)
    ;   '$append'(_, Suffix, Whole),
        length(Suffix, N)
    ).

% predsort(:Pred, +List, -Sorted): merge sort calling Pred(Order, A, B);
% elements for which Pred answers = are dropped.
predsort(P, L, Sorted) :-
    length(L, N),
    '$predsort'(P, N, L, _, Sorted1),
    !,
    Sorted = Sorted1.
'$predsort'(P, 2, [X1,X2|L], L, R) :- !,
    call(P, Delta, X1, X2),
    '$sort2'(Delta, X1, X2, R).
'$predsort'(_, 1, [X|L], L, [X]) :- !.
'$predsort'(_, 0, L, L, []) :- !.
'$predsort'(P, N, L1, L3, R) :-
    N1 is N // 2,
    plus(N1, N2, N),
    '$predsort'(P, N1, L1, L2, R1),
    '$predsort'(P, N2, L2, L3, R2),
    '$predmerge'(P, R1, R2, R).
'$sort2'(<, X1, X2, [X1,X2]).
'$sort2'(=, X1, _, [X1]).
'$sort2'(>, X1, X2, [X2,X1]).
'$predmerge'(_, [], R, R) :- !.
'$predmerge'(_, R, [], R) :- !.
'$predmerge'(P, [H1|T1], [H2|T2], Result) :-
    call(P, Delta, H1, H2),
    !,
    '$predmerge_'(Delta, P, H1, H2, T1, T2, Result).
'$predmerge_'(<, P, H1, H2, T1, T2, [H1|R]) :- '$predmerge'(P, T1, [H2|T2], R).
'$predmerge_'(=, P, H1, _, T1, T2, [H1|R]) :- '$predmerge'(P, T1, T2, R).
'$predmerge_'(>, P, H1, H2, T1, T2, [H2|R]) :- '$predmerge'(P, [H1|T1], T2, R).

'$must_be_list'(L) :-
    '$skip_list'(L, _, T),
    (   T == []
    ->  true
    ;   var(T)
    ->  throw(error(instantiation_error, _))
    ;   throw(error(type_error(list, L), _))
    ).
'$must_be_integer'(X) :-
    (   integer(X)
    ->  true
    ;   var(X)
    ->  throw(error(instantiation_error, _))
    ;   throw(error(type_error(integer, X), _))
    ).
