% ISO/IEC 13211-1 section 8.2: term unification
% (=)/2, (\=)/2, unify_with_occurs_check/2.

% 8.2.1 (=)/2
case(1 = 1, true).
case(X = 1, checks([X == 1])).
case(X = Y, checks([X == Y])).
case(_ = abc, true).
case(X = Y, checks([X = abc, Y == abc])).
case(f(X, def) = f(def, Y), checks([X == def, Y == def])).
case(1 = 2, fail).
case(1 = 1.0, fail).
case(g(X) = f(f(X)), fail).
case(f(X, 1) = f(a(X)), fail).
case(f(X, Y, X) = f(a(X), a(Y), Y, 2), fail).
case(f(A, B, C) = f(g(B, B), g(C, C), g(D, D)),
     checks([A == g(g(g(D, D), g(D, D)), g(g(D, D), g(D, D))),
             B == g(g(D, D), g(D, D)),
             C == g(D, D)])).
case(abc = abc, true).
case(abc = 'abc', true).
case(abc = abd, fail).
case(f(a) = f(a), true).
case(f(a) = g(a), fail).
case(f(a) = f(a, b), fail).
case([1, 2, 3] = [H|T], checks([H == 1, T == [2, 3]])).
case([1, 2] = [_, _, _], fail).
case([X|X] = [[]], checks([X == []])).
case('[]' = [], true).
case({} = '{}', true).
case({a} = {}(a), true).
case(f(X, X) = f(a, b), fail).
case(f(X, X) = f(Y, b), checks([X == b, Y == b])).
case(1.5 = 1.5, true).
case(0 = -0, true).
case(-(1) = -1, fail).
case('-'(1) = -(1), true).
case(a + b = +(a, b), true).
case((a, b) = ','(a, b), true).

% 8.2.2 unify_with_occurs_check/2
case(unify_with_occurs_check(1, 1), true).
case(unify_with_occurs_check(X, 1), checks([X == 1])).
case(unify_with_occurs_check(X, Y), checks([X == Y])).
case(unify_with_occurs_check(_, abc), true).
case(unify_with_occurs_check(f(X, def), f(def, Y)), checks([X == def, Y == def])).
case(unify_with_occurs_check(1, 2), fail).
case(unify_with_occurs_check(1, 1.0), fail).
case(unify_with_occurs_check(g(X), f(f(X))), fail).
case(unify_with_occurs_check(f(X, 1), f(a(X))), fail).
case(unify_with_occurs_check(f(X, Y, X), f(a(X), a(Y), Y, 2)), fail).
case(unify_with_occurs_check(X, a(X)), fail).
case(unify_with_occurs_check(f(X, 1), f(a(X), 2)), fail).
case(unify_with_occurs_check(f(1, X, 1), f(2, a(X), 2)), fail).
case(unify_with_occurs_check(f(1, X), f(2, a(X))), fail).
case(unify_with_occurs_check(f(X, Y, X, 1), f(a(X), a(Y), Y, 2)), fail).
case(unify_with_occurs_check(X, f(Y)), checks([X == f(Y)])).
case(unify_with_occurs_check([X|Y], [Y|X]), checks([X == Y])).
case(unify_with_occurs_check(f(X, Y), f(Y, g(X))), fail).
case(unify_with_occurs_check(f(_A, B, C), f(g(B, B), g(C, C), g(D, D))),
     checks([C == g(D, D)])).

% 8.2.3 (\=)/2
case(1 \= 1, fail).
case(_ \= 1, fail).
case(_ \= _, fail).
case(_ \= abc, fail).
case(f(_, def) \= f(def, _), fail).
case(1 \= 2, true).
case(1 \= 1.0, true).
case(g(X) \= f(f(X)), true).
case(f(X, 1) \= f(a(X)), true).
case(f(X, Y, X) \= f(a(X), a(Y), Y, 2), true).
case((X \= 1, var(X)), fail).
case((\+ X \= 1, var(X)), true).
case(f(X, X) \= f(a, b), true).
case(a \= 'a', fail).
% ?=/2 (SWI-Prolog): equality decided for good.
case(?=(a, a), true).
case(?=(a, b), true).
case(?=(f(X), f(X)), true).
case(?=(f(_), f(a)), fail).
case(?=(_, _), fail).
case(?=(f(_, a), g(_)), true).
