% library(thread): the concurrent predicates give the answers SWI-Prolog's
% give (hornbook runs their goals in one thread, in order).
case(concurrent(2, [X = 1, Y = 2], []), checks([X == 1, Y == 2])).
case(concurrent(2, [true, fail], []), fail).
case(concurrent_forall(member(X, [1, 2, 3]), X > 0), true).
case(concurrent_forall(member(X, [1, -2]), X > 0), fail).
case(concurrent_forall(member(X, [1, 2]), X > 0, [threads(2)]), true).
case(concurrent_maplist(integer, [1, 2]), true).
case(concurrent_maplist(succ, [1, 2], L), checks([L == [2, 3]])).
case(concurrent_maplist(plus, [1, 2], [10, 20], L), checks([L == [11, 22]])).
case(concurrent_maplist(succ, L, [2, 3]), checks([L == [1, 2]])).
% The order of the solutions is the order threads finish in SWI-Prolog.
case((findall(X, concurrent_and(member(X, [1, 2, 3]), X > 1), L0), msort(L0, L)), checks([L == [2, 3]])).
case(first_solution(X, [member(X, [a, b])], []), checks([X == a])).
case(first_solution(X, [fail, X = b], [on_fail(continue)]), checks([X == b])).
case(first_solution(_, [fail, fail], [on_fail(continue)]), fail).
