% library(solution_sequences).
case(findall(X, limit(2, member(X, [a, b, c])), L), checks([L == [a, b]])).
case(findall(X, limit(5, member(X, [a, b])), L), checks([L == [a, b]])).
case(limit(0, true), fail).
case(limit(-1, true), fail).
case(findall(X, offset(1, member(X, [a, b, c])), L), checks([L == [b, c]])).
case(findall(X, offset(5, member(X, [a, b, c])), L), checks([L == []])).
case(findall(X, limit(1, offset(1, member(X, [a, b, c]))), L), checks([L == [b]])).
case(call_nth(member(X, [a, b, c]), 2), checks([X == b])).
case(findall(X-N, call_nth(member(X, [a, b]), N), L), checks([L == [a-1, b-2]])).
case(call_nth(member(_, [a]), 2), fail).
case(call_nth(true, 0), error(domain_error(not_less_than_one, 0))).
case(call_nth(true, a), error(type_error(integer, a))).
case(findall(X, distinct(member(X, [a, b, a, c, b])), L), checks([L == [a, b, c]])).
case(findall(X-Y, distinct(X, member(X-Y, [a-1, b-2, a-3])), L), checks([L == [a-1, b-2]])).
case(findall(X-Y, order_by([desc(X)], member(X-Y, [1-a, 3-b, 2-c])), L), checks([L == [3-b, 2-c, 1-a]])).
case(findall(X-Y, order_by([asc(X), desc(Y)], member(X-Y, [2-a, 1-b, 2-c, 1-a])), L), checks([L == [1-b, 1-a, 2-c, 2-a]])).
case(order_by([foo(_)], true), error(domain_error(order_specifier, foo(_)))).
% group_by/4 and reduced/1,3.
case(findall(K-Vs, group_by(K, V, member(K-V, [a-1, b-2, a-3]), Vs), L), checks([L == [a-[1, 3], b-[2]]])).
case(findall(K-Vs, group_by(K, V, member(K-V-_, [a-1-x, a-2-y]), Vs), L), checks([L == [a-[1, 2]]])).
case(group_by(_, V, member(V, []), _), fail).
case(findall(X, reduced(member(X, [a, b, a, c, b])), L), checks([L == [a, b, c]])).
case(findall(X-Y, reduced(X, member(X-Y, [a-1, a-2, b-3]), []), L), checks([L == [a-1, b-3]])).
