% library(aggregate): aggregate/3,4 (bagof/3 semantics).
case(aggregate(count, member(_, [a, b]), C), checks([C == 1])).
case(aggregate(count, X^member(X, [a, b]), C), checks([C == 2])).
case(aggregate(sum(X), member(X, [1, 2]), S), checks([S == 3])).
case(aggregate(max(X), member(X, [1, 3, 2]), M), checks([M == 3])).
case(aggregate(min(X), member(X, [2, 1, 3]), M), checks([M == 1])).
case(aggregate(bag(X), member(X, [c, a, c]), B), checks([B == [c, a, c]])).
case(aggregate(set(X), member(X, [c, a, c]), B), checks([B == [a, c]])).
case(aggregate(max(X, Y), member(X-Y, [1-a, 3-b]), M), checks([M == max(3, b)])).
case(aggregate(min(X, Y), member(X-Y, [1-a, 3-b]), M), checks([M == min(1, a)])).
case(findall(K-N, aggregate(count, member(K, [a, b, a]), N), L), checks([L == [a-2, b-1]])).
case(aggregate(count, fail, _), fail).
case(aggregate(count, X, member(X, [a, b, a]), N), checks([N == 2])).
case(aggregate(foo, true, _), error(domain_error(aggregate_template, foo))).

% aggregate_all/4, foreach/2
case(aggregate_all(count, X, member(X, [a, b, a]), N), checks([N == 2])).
case(aggregate_all(count, _X, fail, N), checks([N == 0])).
case(aggregate_all(sum(X), X, member(X, [1, 2, 1]), S), checks([S == 3])).
case(aggregate_all(bag(X-Y), X, member(X-Y, [b-1, a-2, b-3]), B), checks([B == [a-2, b-1, b-3]])).
case(aggregate_all(set(Y), X, member(X-Y, [b-1, a-2, b-1]), B), checks([B == [1, 2]])).
case(aggregate_all(max(X), X, member(X, []), _), fail).
case(aggregate_all(max(X), X, member(X, [3, 1, 2]), M), checks([M == 3])).
case(aggregate_all(foo, _, true, _), error(domain_error(aggregate_template, foo))).
case(aggregate_all(_, _, true, _), error(instantiation_error)).
case((foreach(between(1, 4, X), dif(X, Y)), Y = 5), true).
case((foreach(between(1, 4, X), dif(X, Y)), Y = 3), fail).
case(foreach(member(X, [1, 2]), X > 0), true).
case(foreach(member(X, [1, -2]), X > 0), fail).
case(foreach(fail, fail), true).
% A compound of specs: each over its column, the same compound of results.
case(aggregate(term(count, sum(X)), between(1, 2, X), R), checks([R == term(2, 3)])).
case(aggregate(r(count, bag(X), max(X)), member(X, [3, 1, 2]), R), checks([R == r(3, [3, 1, 2], 3)])).
case(aggregate(r(max(X, w(X)), min(X, w(X))), member(X, [3, 1, 2]), R), checks([R == r(max(3, w(3)), min(1, w(1)))])).
case(aggregate_all(r(count, sum(X)), member(X, [1, 2]), R), checks([R == r(2, 3)])).
case(aggregate(r(foo), true, _), error(domain_error(aggregate_template, foo))).
case(aggregate(r(count, foo(1)), true, _), error(domain_error(aggregate_template, foo(1)))).
% The value of a max/min with witness is evaluated, as max(Expr) is.
case(aggregate(max(X*2, X), member(X, [1, 3, 2]), M), checks([M == max(6, 3)])).
case(aggregate(min(X-1, X), member(X, [2, 1, 3]), M), checks([M == min(0, 1)])).
case(aggregate_all(max(X*2, X), X, member(X, [1, 3]), M), checks([M == max(6, 3)])).
