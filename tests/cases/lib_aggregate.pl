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
