% library(apply): maplist/2..7, foldl/4..7, include/3, exclude/3,
% partition/4 and partition/5 (SWI-Prolog semantics).

double(X, Y) :- Y is 2 * X.
add3(A, B, C, D) :- D is A + B + C.
sum3(A, B, C) :- C is A + B.
pos(X) :- X > 0.
cons(X, L, [X|L]).
acc2(X, Y, A0, A) :- A is A0 + X * Y.
acc3(X, Y, Z, A0, A) :- A is A0 + X + Y + Z.
sign(X, O) :- compare(O, X, 0).
p4(A, B, C, D) :- D = f(A, B, C).
p5(A, B, C, D, E) :- E = f(A, B, C, D).
p6(A, B, C, D, E, F) :- F = f(A, B, C, D, E).
bad_order(_, foo).

% maplist/2
case(maplist(atom, [a, b, c]), true).
case(maplist(atom, [a, 1, c]), fail).
case(maplist(atom, []), true).
case(maplist(=(x), L), checks([L == []])).
case((length(L, 3), maplist(=(x), L)), checks([L == [x, x, x]])).
case(maplist(atom, a), fail).
case(maplist(_, [a]), error(instantiation_error)).
case(maplist(1, [a]), error(type_error(callable, 1))).

% maplist/3..7
case(maplist(double, [1, 2, 3], L), checks([L == [2, 4, 6]])).
case(maplist(double, [], L), checks([L == []])).
case(maplist(double, [1, 2], [2, 5]), fail).
case(maplist(succ, L, [2, 3]), checks([L == [1, 2]])).
case(maplist(double, [1, 2], [_, _, _]), fail).
case(maplist(sum3, [1, 2], [10, 20], L), checks([L == [11, 22]])).
case(maplist(add3, [1, 2], [10, 20], [100, 200], L), checks([L == [111, 222]])).
case(maplist(p4, [a], [b], [c], L), checks([L == [f(a, b, c)]])).
% maplist/6 and maplist/7 are newer than SWI-Prolog 9.0.
case(maplist(p5, [a], [b], [c], [d], L), checks([L == [f(a, b, c, d)]])).
case(maplist(p6, [a, 1], [b, 2], [c, 3], [d, 4], [e, 5], L), checks([L == [f(a, b, c, d, e), f(1, 2, 3, 4, 5)]])).
case(maplist(=, [X, Y], [1, 2]), checks([X == 1, Y == 2])).
case(maplist(member, [X, Y], [[a, b], [c]]), all(X-Y, [a-c, b-c])).
case(maplist(double, _, [2]), error(instantiation_error)).
case((numlist(1, 100000, L), maplist(integer, L)), true).

% foldl/4..7
case(foldl(sum3, [1, 2, 3], 0, S), checks([S == 6])).
case(foldl(sum3, [], 7, S), checks([S == 7])).
case(foldl(cons, [a, b, c], [], L), checks([L == [c, b, a]])).
case(foldl(acc2, [1, 2, 3], [4, 5, 6], 0, S), checks([S == 32])).
case(foldl(acc2, [1, 2], [4], 0, _), fail).
case(foldl(acc3, [1, 2], [3, 4], [5, 6], 0, S), checks([S == 21])).
case(foldl(plus, [1, 2], [3], 0, _), error(existence_error(procedure, plus/4))).
case((numlist(1, 100000, L), foldl(sum3, L, 0, S)), checks([S == 5000050000])).

% include/3, exclude/3
case(include(pos, [1, -2, 3, 0], L), checks([L == [1, 3]])).
case(include(atom, [a, 1, b, f(x)], L), checks([L == [a, b]])).
case(include(atom, [], L), checks([L == []])).
case(include(integer, [a], L), checks([L == []])).
case(exclude(pos, [1, -2, 3, 0], L), checks([L == [-2, 0]])).
case(exclude(atom, [a, 1, b, f(x)], L), checks([L == [1, f(x)]])).
case(include(=(X), [a, b], L), checks([L == [a], X == a])).
case(include(atom, a, _), fail).
case(exclude(atom, a, _), fail).

% partition/4, partition/5
case(partition(pos, [1, -2, 3, 0], I, E), checks([I == [1, 3], E == [-2, 0]])).
case(partition(<(2), [1, 2, 3, 4], I, E), checks([I == [3, 4], E == [1, 2]])).
case(partition(atom, [], I, E), checks([I == [], E == []])).
case(partition(sign, [1, -2, 0, 3, -1], L, E, G), checks([L == [-2, -1], E == [0], G == [1, 3]])).
case(partition(sign, [], L, E, G), checks([L == [], E == [], G == []])).
case(partition(bad_order, [1], _, _, _), error(type_error(oneof([<, =, >]), foo))).

% convlist/3, scanl/4..7, foldl/6,7
case(convlist([X, Y]>>(X > 1, Y is X * 2), [1, 2, 3], L), checks([L == [4, 6]])).
case(convlist([X, Y]>>(atom(X), Y = X), [], L), checks([L == []])).
case(scanl([X, A0, A]>>(A is A0 + X), [1, 2, 3], 0, S), checks([S == [0, 1, 3, 6]])).
case(scanl([X, A0, A]>>(A is A0 + X), [], 0, S), checks([S == [0]])).
case(scanl([X, Y, A0, A]>>(A is A0 + X * Y), [1, 2], [3, 4], 0, S), checks([S == [0, 3, 11]])).
case(scanl([X, Y, Z, A0, A]>>(A is A0 + X + Y + Z), [1, 2], [3, 4], [5, 6], 0, S), checks([S == [0, 9, 21]])).
case(scanl([X, Y, Z, W, A0, A]>>(A is A0 + X + Y + Z + W), [1], [2], [3], [4], 0, S), checks([S == [0, 10]])).
case(foldl([X, Y, Z, A0, A]>>(A is A0 + X + Y + Z), [1], [2], [3], 0, F), checks([F == 6])).
case(foldl([X, Y, Z, W, A0, A]>>(A is A0 + X * Y * Z * W), [1, 2], [1, 2], [1, 2], [1, 2], 0, F), checks([F == 17])).
case(foldl([X, A0, A]>>(A is A0 + X), [1, 2], 0, 4), fail).
case(scanl(nope, [1], 0, _), error(existence_error(procedure, nope/3))).
