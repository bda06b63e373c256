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
% Solutions of every kind kept side by side in one bag: long lists (past
% the copy's plain budget), cyclic terms, big integers, strings, variables
% shared inside one solution but not across solutions.
case((numlist(1, 10000, L), findall(L-X, member(X, [a, b]), S)),
     checks([S = [L1-a, L2-b], L1 == L, L2 == L])).
case((X = f(X, Y), findall(X, member(Y, [1, 2]), [A, B])),
     checks([A = f(A1, 1), A1 == A, B = f(B1, 2), B1 == B])).
case(findall(N-S, (member(N, [1, 2]), _ is 10^40 + N, S = "text"), L),
     checks([L == [1-"text", 2-"text"]])).
case(findall(B, (member(N, [1, 2]), B is 7^N * 10^30), L),
     checks([L == [7000000000000000000000000000000, 49000000000000000000000000000000]])).
case(findall(f(V, V, W), member(W, [a, b]), [f(A, B, a), f(C, D, b)]),
     checks([A == B, C == D, A \== C])).
case(findall(X, (member(X, [1, 2, 3]), findall(Y, member(Y, [X, X]), _)), L), checks([L == [1, 2, 3]])).
