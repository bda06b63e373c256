/*  hornbook list library: the predicates of SWI-Prolog's library(lists),
    library(pairs) and library(sort) (predsort/3), with SWI-Prolog's
    semantics. A program may define its own versions: a definition in a
    consulted file replaces these. Internal helpers are named '$...' so
    that such a redefinition does not break the others.
*/
:- module(lists,
        [ append/3, append/2, member/2, memberchk/2, reverse/2, select/3,
          selectchk/3, select/4, selectchk/4, subtract/3, intersection/3,
          union/3, delete/3, prefix/2, clumped/2, is_set/1, subset/2,
          nth0/3, nth1/3, nth0/4, nth1/4, last/2, nextto/3, proper_length/2,
          list_to_set/2, sum_list/2, sumlist/2, max_list/2, min_list/2,
          max_member/2, min_member/2, max_member/3, min_member/3, numlist/3,
          permutation/2, flatten/2, prefix_length/3, suffix_length/3, predsort/3,
          same_length/2
        ]).
:- meta_predicate
    max_member(2, -, +),
    min_member(2, -, +),
    predsort(3, +, -).

%!  append(?List1, ?List2, ?List3) is nondet
%
%   True when List3 is the concatenation of List1 and List2; enumerates the
%   splits of List3 on backtracking.
%
%   ?- append(X, [c], [a, b, c]).
%   X = [a, b].
append([], L, L).
append([H|T], L, [H|R]) :- append(T, L, R).

%!  append(+ListOfLists, ?List) is semidet
%
%   True when List is the concatenation of the lists in ListOfLists.
%
%   ?- append([[a], [b, c], []], L).
%   L = [a, b, c].
append(Ls, L) :-
    '$must_be_list'(Ls),
    '$append_lists'(Ls, L).
'$append_lists'([], []).
'$append_lists'([L|Ls], As) :-
    '$append'(L, Ws, As),
    '$append_lists'(Ls, Ws).

'$append'([], L, L).
'$append'([H|T], L, [H|R]) :- '$append'(T, L, R).

%!  member(?Elem, ?List) is nondet
%
%   True when Elem is an element of List; enumerates the elements on
%   backtracking.
%
%   ?- member(X, [a, b]).
%   X = a.
member(X, [Y|Ys]) :-
    % Indexed on the tail, as SWI-Prolog's: the last element leaves no
    % choicepoint.
    '$member_'(Ys, X, Y).
'$member_'(_, X, X).
'$member_'([Y|Ys], X, _) :- '$member_'(Ys, X, Y).

'$member'(X, [X|_]).
'$member'(X, [_|T]) :- '$member'(X, T).

%!  memberchk(?Elem, +List) is semidet
%
%   True when Elem unifies with an element of List; stops at the first match
%   and leaves no choicepoint.
%
%   ?- memberchk(b-X, [a-1, b-2, b-3]).
%   X = 2.
memberchk(X, L) :- '$memberchk'(L, X, 1000, L).

% '$memberchk_scan'/4 (src/builtins/list_scan.rs) passes over the
% elements that certainly do not unify with X; each one it stops at is
% unified here. A countdown of those: after 1000 without a match the rest
% is checked once for a cycle, so that a cyclic list without the element
% is type_error(list, L) (as SWI-Prolog's) rather than a loop; the scan
% reports a cycle of elements it passed over itself.
'$memberchk'(L, X, N, L0) :-
    '$memberchk_scan'(X, L, Rest, Cyclic),
    '$memberchk_at'(Rest, Cyclic, X, N, L0).

'$memberchk_at'([Y|T], false, X, N, L0) :-
    !,
    (   X = Y
    ->  true
    ;   N =:= 0
    ->  '$skip_list'(T, _, R),
        (   nonvar(R), R = [_|_]
        ->  throw(error(type_error(list, L0), context(memberchk/2, _)))
        ;   '$memberchk'(T, X, -1, L0)
        )
    ;   N1 is N - 1,
        '$memberchk'(T, X, N1, L0)
    ).
'$memberchk_at'(_, true, _, _, L0) :-
    !,
    throw(error(type_error(list, L0), context(memberchk/2, _))).
'$memberchk_at'(L, _, X, _, _) :-
    '$memberchk_end'(L, X).

% The end of the list: a variable is bound to [X|_]; [] fails; anything
% else is type_error(list, Tail), as SWI-Prolog's memberchk/2 reports it
% (memberchk(c, [a|b]), memberchk(c, 97)).
'$memberchk_end'(L, X) :- var(L), !, L = [X|_].
'$memberchk_end'([], _) :- !, fail.
'$memberchk_end'(T, _) :-
    throw(error(type_error(list, T), context(memberchk/2, _))).

%!  reverse(?List, ?Reversed) is det
%
%   Reversed holds the elements of List in the opposite order.
%
%   ?- reverse([1, 2, 3], R).
%   R = [3, 2, 1].
reverse(L, R) :- '$reverse'(L, [], R, R).
% The last argument steps through Reversed as List is walked: Reversed as
% long as List, so that reverse(L, [a]) and reverse(L, 7) end (SWI-Prolog
% answers L = [a] and fails) instead of trying ever longer partial lists.
'$reverse'([], A, A, []).
'$reverse'([H|T], A, R, [_|Steps]) :- '$reverse'(T, [H|A], R, Steps).

%!  select(?Elem, ?List1, ?List2) is nondet
%
%   True when List2 is List1 with one occurrence of Elem removed; enumerates
%   the choices on backtracking.
%
%   ?- select(b, [a, b, c], L).
%   L = [a, c].
select(X, [X|T], T).
select(X, [H|T], [H|R]) :- select(X, T, R).

'$select'(X, [X|T], T).
'$select'(X, [H|T], [H|R]) :- '$select'(X, T, R).

%!  selectchk(+Elem, +List, -Rest) is semidet
%
%   As select/3, but only the first element that unifies with Elem is
%   removed.
%
%   ?- selectchk(a, [a, b, a], L).
%   L = [b, a].
selectchk(X, L, R) :- '$select'(X, L, R0), !, R = R0.

%!  select(?X, ?Xs, ?Y, ?Ys) is nondet
%
%   True when Ys is Xs with one occurrence of X replaced by Y.
%
%   ?- select(b, [a, b, c], x, L).
%   L = [a, x, c].
select(X, Xs, Y, Ys) :- '$select4'(Xs, X, Y, Ys).
'$select4'([X|T], X, Y, [Y|T]).
'$select4'([H|T], X, Y, [H|T2]) :- '$select4'(T, X, Y, T2).

%!  selectchk(?X, ?Xs, ?Y, ?Ys) is semidet
%
%   As select/4, but only the first element that unifies with X is replaced.
%
%   ?- selectchk(a, [a, b, a], z, L).
%   L = [z, b, a].

% Ys is walked with Xs, as in SWI-Prolog: a cyclic Xs with a given Ys ends.
selectchk(X, Xs, Y, Ys) :- '$select4'(Xs, X, Y, Ys), !.

%!  subtract(+Set, +Delete, -Result) is det
%
%   Result holds the elements of Set that are not in Delete (compared with
%   memberchk/2).
%
%   ?- subtract([a, b, c, a], [a], R).
%   R = [b, c].

% An unbound (or partial) first list is an error, not a generator: SWI-Prolog's
% subtract/3, intersection/3, union/3 and subset/2 match only [] and [_|_] (=>).
subtract(L, _, _) :- var(L), !, throw(error(instantiation_error, context(subtract/3, _))).
subtract([], _, []) :- !.
subtract([E|T], D, R) :- memberchk(E, D), !, subtract(T, D, R).
subtract([H|T], D, [H|R]) :- subtract(T, D, R).

%!  intersection(+Set1, +Set2, -Set3) is det
%
%   Set3 holds the elements of Set1 that are also in Set2, in the order of
%   Set1.
%
%   ?- intersection([a, b, c], [c, a, d], I).
%   I = [a, c].
intersection(L, _, _) :- var(L), !, throw(error(instantiation_error, context(intersection/3, _))).
intersection([], _, []) :- !.
intersection([X|T], L, I) :-
    (   memberchk(X, L)
    ->  I = [X|R],
        intersection(T, L, R)
    ;   intersection(T, L, I)
    ).

%!  union(+Set1, +Set2, -Set3) is det
%
%   Set3 holds the elements of Set1 that are not in Set2, followed by Set2.
%
%   ?- union([a, b], [b, c], U).
%   U = [a, b, c].
union(L, _, _) :- var(L), !, throw(error(instantiation_error, context(union/3, _))).
union([], L, L) :- !.
union([H|T], L, R) :- memberchk(H, L), !, union(T, L, R).
union([H|T], L, [H|R]) :- union(T, L, R).

%!  delete(+List, @Elem, -Rest) is det
%
%   Rest is List without every element that unifies with Elem; binds
%   nothing.
%
%   ?- delete([a, b, a, c], a, R).
%   R = [b, c].
delete([], _, []).
delete([E|T], D, R) :-
    (   \+ E \= D
    ->  delete(T, D, R)
    ;   R = [E|R1],
        delete(T, D, R1)
    ).

%!  prefix(?Part, ?Whole) is nondet
%
%   True when Part is a leading part of the list Whole; enumerates the
%   prefixes of Whole, shortest first.
%
%   ?- findall(P, prefix(P, [a, b]), Ps).
%   Ps = [[], [a], [a, b]].
prefix([], _).
prefix([E|T0], [E|T]) :- prefix(T0, T).

%!  clumped(+Items, -Pairs) is det
%
%   Pairs holds Item-Count for each run of identical (==) adjacent
%   elements of Items.
%
%   ?- clumped([a, a, b, a], P).
%   P = [a-2, b-1, a-1].
clumped([], []).
clumped([H|T0], [H-C|T]) :-
    '$clump'(T0, H, T1, 1, C),
    clumped(T1, T).

'$clump'([H|T0], E, T, C0, C) :-
    E == H, !,
    C1 is C0 + 1,
    '$clump'(T0, E, T, C1, C).
'$clump'(L, _, L, C, C).

%!  is_set(@Set) is semidet
%
%   True when Set is a proper list without duplicates (by ==).
%
%   ?- is_set([a, b]).
%   true.
is_set(Set) :-
    is_list(Set),
    sort(Set, Sorted),
    same_length(Set, Sorted).

%!  subset(+SubSet, +Set) is semidet
%
%   True when every element of SubSet is in Set (by unification, as
%   memberchk/2).
%
%   ?- subset([a, c], [a, b, c]).
%   true.
subset(L, _) :- var(L), !, throw(error(instantiation_error, context(subset/2, _))).
subset([], _) :- !.
subset([E|R], Set) :-
    memberchk(E, Set),
    subset(R, Set).

%!  nth0(?Index, ?List, ?Elem) is nondet
%
%   True when Elem is the element of List at 0-based Index; enumerates them
%   when Index is unbound.
%
%   ?- nth0(1, [a, b, c], X).
%   X = b.
nth0(I, L, E) :-
    (   integer(I)
    ->  I >= 0,
        '$seek_list'(I, L, I1, L1),
        '$nth_det'(I1, L1, E)
    ;   var(I)
    ->  L = [H|T], '$nth_gen'(T, E, H, 0, I)
    ;   throw(error(type_error(integer, I), _))
    ).

%!  nth1(?Index, ?List, ?Elem) is nondet
%
%   True when Elem is the element of List at 1-based Index; enumerates them
%   when Index is unbound.
%
%   ?- nth1(1, [a, b, c], X).
%   X = a.
nth1(I, L, E) :-
    (   integer(I)
    ->  I0 is I - 1, I0 >= 0,
        '$seek_list'(I0, L, I1, L1),
        '$nth_det'(I1, L1, E)
    ;   var(I)
    ->  L = [H|T], '$nth_gen'(T, E, H, 1, I)
    ;   throw(error(type_error(integer, I), _))
    ).
'$nth_det'(0, L, E) :- !, L = [E|_].
'$nth_det'(N, [_|T], E) :- N1 is N - 1, '$nth_det'(N1, T, E).
'$nth_gen'(_, E, E, B, B).
'$nth_gen'([H|T], E, _, N, B) :- M is N + 1, '$nth_gen'(T, E, H, M, B).

%!  nth0(?Index, ?List, ?Elem, ?Rest) is nondet
%
%   As nth0/3, and Rest is List without that element.
%
%   ?- nth0(0, [a, b, c], X, R).
%   X = a, R = [b, c].
nth0(I, L, E, R) :-
    (   var(I)
    ->  '$nth_gen4'(L, E, R, 0, I)
    ;   integer(I), I >= 0
    ->  '$nth_find4'(I, L, E, R)
    ;   throw(error(type_error(nonneg, I), _))
    ).

%!  nth1(?Index, ?List, ?Elem, ?Rest) is nondet
%
%   As nth1/3, and Rest is List without that element.
%
%   ?- nth1(I, [a, b, c], c, R).
%   I = 3, R = [a, b].
nth1(I, L, E, R) :-
    (   var(I)
    ->  '$nth_gen4'(L, E, R, 1, I)
    ;   integer(I), I >= 1
    ->  I0 is I - 1, '$nth_find4'(I0, L, E, R)
    ;   throw(error(type_error(positive_integer, I), _))
    ).
'$nth_gen4'([H|T], H, T, B, B).
'$nth_gen4'([H|T], E, [H|R], N, B) :- M is N + 1, '$nth_gen4'(T, E, R, M, B).
'$nth_find4'(0, [H|T], H, T) :- !.
'$nth_find4'(N, [H|T], E, [H|R]) :- M is N - 1, '$nth_find4'(M, T, E, R).

%!  same_length(?List1, ?List2) is nondet
%
%   True when the lists have the same length.
%
%   ?- same_length([a, b], L).
%   L = [_A, _B].
same_length([], []).
same_length([_|T1], [_|T2]) :- same_length(T1, T2).

%!  last(?List, ?Last) is semidet
%
%   True when Last is the last element of List.
%
%   ?- last([a, b, c], X).
%   X = c.
last([X|Xs], Last) :- '$last'(Xs, X, Last).
'$last'([], Last, Last).
'$last'([X|Xs], _, Last) :- '$last'(Xs, X, Last).

%!  nextto(?X, ?Y, ?List) is nondet
%
%   True when Y directly follows X in List.
%
%   ?- nextto(X, c, [a, b, c]).
%   X = b.
nextto(X, Y, [X,Y|_]).
nextto(X, Y, [_|Zs]) :- nextto(X, Y, Zs).

%!  proper_length(@List, -Length) is semidet
%
%   True when List is a proper list of Length elements; fails for a partial
%   list.
%
%   ?- proper_length([a, b], N).
%   N = 2.
proper_length(L, N) :- is_list(L), length(L, N).

%!  list_to_set(+List, -Set) is det
%
%   Set holds the first occurrence of each element of List (compared with
%   ==), in their original order.
%
%   ?- list_to_set([a, b, a, c, b], S).
%   S = [a, b, c].
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

%!  sum_list(+List, -Sum) is det
%
%   Sum is the sum of the numbers in List.
%
%   ?- sum_list([1, 2, 3.5], S).
%   S = 6.5.
sum_list(L, Sum) :- '$finite_list'(L), '$sum_list'(L, 0, Sum).

%!  sumlist(+List, -Sum) is det
%
%   Sum is the sum of the numbers in List; an old name of sum_list/2.
%
%   ?- sumlist([1, 2], S).
%   S = 3.
sumlist(L, Sum) :- '$finite_list'(L), '$sum_list'(L, 0, Sum).
'$sum_list'([], S, S).
'$sum_list'([X|Xs], S0, S) :- S1 is S0 + X, '$sum_list'(Xs, S1, S).

%!  max_list(+List, -Max) is semidet
%
%   Max is the largest number in List; fails for the empty list.
%
%   ?- max_list([3, 1, 4], M).
%   M = 4.
max_list(L, Max) :- '$finite_list'(L), L = [H|T], '$max_list'(T, H, Max).
'$max_list'([], M, M).
'$max_list'([X|Xs], M0, M) :- M1 is max(X, M0), '$max_list'(Xs, M1, M).

%!  min_list(+List, -Min) is semidet
%
%   Min is the smallest number in List; fails for the empty list.
%
%   ?- min_list([3, 1, 4], M).
%   M = 1.
min_list(L, Min) :- '$finite_list'(L), L = [H|T], '$min_list'(T, H, Min).
'$min_list'([], M, M).
'$min_list'([X|Xs], M0, M) :- M1 is min(X, M0), '$min_list'(Xs, M1, M).

%!  max_member(-Max, +List) is semidet
%
%   Max is the largest element of List in the standard order of terms.
%
%   ?- max_member(M, [b, f(a), 3]).
%   M = f(a).

% The list is matched, not bound (single-sided unification, as in
% SWI-Prolog): a partial list is existence_error(matching_rule, ...)
% instead of an enumeration of ever longer lists.
max_member(Max, [H|T]) => '$max_member'(T, H, Max).
max_member(_, []) => fail.
'$max_member'([], M0, M) => M = M0.
'$max_member'([H|T], M0, M) => ( H @=< M0 -> M1 = M0 ; M1 = H ), '$max_member'(T, M1, M).

%!  min_member(-Min, +List) is semidet
%
%   Min is the smallest element of List in the standard order of terms.
%
%   ?- min_member(M, [b, f(a), 3]).
%   M = 3.
min_member(Min, [H|T]) => '$min_member'(T, H, Min).
min_member(_, []) => fail.
'$min_member'([], M0, M) => M = M0.
'$min_member'([H|T], M0, M) => ( H @>= M0 -> M1 = M0 ; M1 = H ), '$min_member'(T, M1, M).

%!  max_member(:Pred, -Max, +List) is semidet
%
%   Max is the largest element of List, where call(Pred, X, Y) holds when X
%   is at most Y.
%
%   ?- max_member(@=<, M, [3, 1, 4]).
%   M = 4.
max_member(P, Max, [H|T]) => '$max_member'(T, P, H, Max).
max_member(_, _, []) => fail.
'$max_member'([], _, M0, M) => M = M0.
'$max_member'([H|T], P, M0, M) => ( call(P, H, M0) -> M1 = M0 ; M1 = H ), '$max_member'(T, P, M1, M).

%!  min_member(:Pred, -Min, +List) is semidet
%
%   Min is the smallest element of List, where call(Pred, X, Y) holds when X
%   is at most Y.
%
%   ?- min_member(@=<, M, [3, 1, 4]).
%   M = 1.
min_member(P, Min, [H|T]) => '$min_member'(T, P, H, Min).
min_member(_, _, []) => fail.
'$min_member'([], _, M0, M) => M = M0.
'$min_member'([H|T], P, M0, M) => ( call(P, M0, H) -> M1 = M0 ; M1 = H ), '$min_member'(T, P, M1, M).

%!  numlist(+Low, +High, -List) is semidet
%
%   List holds the integers from Low to High; fails when High < Low.
%
%   ?- numlist(1, 5, L).
%   L = [1, 2, 3, 4, 5].
numlist(L, H, R) :-
    '$must_be_integer'(L),
    '$must_be_integer'(H),
    L =< H,
    '$numlist'(L, H, R).
'$numlist'(H, H, R) :- !, R = [H].
'$numlist'(L, H, [L|R]) :- L1 is L + 1, '$numlist'(L1, H, R).

%!  permutation(?List, ?Permutation) is nondet
%
%   True when Permutation holds the elements of List in some order;
%   enumerates the orders on backtracking.
%
%   ?- permutation([1, 2, 3], P).
%   P = [1, 2, 3].
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

%!  flatten(+NestedList, -FlatList) is det
%
%   FlatList holds the elements of NestedList and of the lists nested in it,
%   in order; variables and other terms are elements.
%
%   ?- flatten([a, [b, [c, d]], []], L).
%   L = [a, b, c, d].
flatten(L, Flat) :- '$flatten'(L, [], Flat0), !, Flat = Flat0.
'$flatten'(V, T, [V|T]) :- var(V), !.
'$flatten'([], T, T) :- !.
'$flatten'([H|Rest], T, L) :- !, '$flatten'(H, HT, L), '$flatten'(Rest, T, HT).
'$flatten'(X, T, [X|T]).

'$pairs_keys'([], []).
'$pairs_keys'([K-_|T], [K|Ks]) :- '$pairs_keys'(T, Ks).

%!  prefix_length(?List, ?Prefix, ?Length) is nondet
%
%   True when Prefix is the first Length elements of List (SICStus
%   library(lists)).
%
%   ?- prefix_length([a, b, c], P, 2).
%   P = [a, b].
prefix_length(Whole, Prefix, N) :-
    (   integer(N)
    ->  length(Prefix, N),
        '$append'(Prefix, _, Whole)
    ;   '$append'(Prefix, _, Whole),
        length(Prefix, N)
    ).

%!  suffix_length(?List, ?Suffix, ?Length) is nondet
%
%   True when Suffix is the last Length elements of List (SICStus
%   library(lists)).
%
%   ?- suffix_length([a, b, c], S, 2).
%   S = [b, c].
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

%!  predsort(:Pred, +List, -Sorted) is det
%
%   Sorts List by call(Pred, Order, A, B), Order one of <, = and >; elements
%   for which Pred answers = are dropped.
%
%   ?- predsort(compare, [c, a, b, a], L).
%   L = [a, b, c].
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

% A cyclic list is a type error where SWI-Prolog would loop for ever;
% a proper or partial list goes on.
'$finite_list'(L) :-
    '$skip_list'(L, _, T),
    (   nonvar(T), T = [_|_]
    ->  throw(error(type_error(list, L), _))
    ;   true
    ).
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
