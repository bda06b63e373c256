% ISO/IEC 13211-1 section 8.10.1: findall/3

t8_10_p(1).
t8_10_p(2).
t8_10_p(3).

t8_10_q(X, Y) :- t8_10_p(X), t8_10_p(Y), X < Y.

case(findall(X, (X = 1 ; X = 2), S), checks([S == [1, 2]])).
case(findall(X + _, (X = 1), S), checks([S = [1 + V], var(V)])).
case(findall(_, fail, L), checks([L == []])).
case(findall(X, (X = 1 ; X = 1), S), checks([S == [1, 1]])).
case(findall(X, (X = 2 ; X = 1), [1, 2]), fail).
case(findall(X, (X = 1 ; X = 2), [X, Y]), checks([X == 1, Y == 2])).
case(findall(_, _, _), error(instantiation_error)).
case(findall(_, 4, _), error(type_error(callable, 4))).
case(findall(X, t8_10_p(X), L), checks([L == [1, 2, 3]])).
case(findall(X-Y, t8_10_q(X, Y), L), checks([L == [1-2, 1-3, 2-3]])).
case(findall(X, member(X, [c, b, a]), L), checks([L == [c, b, a]])).
case(findall(f(X, Y), (X = a ; Y = b), L),
     checks([L = [f(A1, B1), f(A2, B2)], A1 == a, var(B1), var(A2), B2 == b, B1 \== A2])).
case(findall(X, (member(X, [1, 2, 3]), X > 1), L), checks([L == [2, 3]])).
case(findall(X, (member(X, [1, 2, 3]), !), L), checks([L == [1]])).
case(findall(X, t8_10_undefined_pred(X), _), error(existence_error(procedure, t8_10_undefined_pred/1))).
case(findall(X, (X = 1 ; throw(oops)), _), ball(oops)).
case(findall(X, (X = 1 ; X = 2), L), all(L, [[1, 2]])).
case(findall(L, findall(X, member(X, [a, b]), L), R), checks([R == [[a, b]]])).
case((findall(X, member(X, [1, 2]), L), var(X)), checks([L == [1, 2]])).
case(findall(X, (Y = 1, X = Y), L), checks([L == [1], var(Y)])).
case(findall(X, member(X, [A, B, A]), L), checks([L = [P, Q, R], P \== Q, P \== R, Q \== R, P \== A, Q \== B])).
case(findall(_, (fail, 1), _), error(type_error(callable, (fail, 1)))).
case(findall(X, member(X, [1, 2]), [1|T]), checks([T == [2]])).
case(findall(X, member(X, [1, 2]), [_, _, _]), fail).
case(findall(_, true, [a|b]), error(type_error(list, [a|b]))).
case(findall(X, X = 1, L), checks([L == [1]])).
case(findall(t, (member(_, [a, b, c])), L), checks([L == [t, t, t]])).
case(findall(X, call(t8_10_p, X), L), checks([L == [1, 2, 3]])).
