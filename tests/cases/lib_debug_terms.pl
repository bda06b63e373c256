% library(debug), library(gensym), library(occurs), library(terms).
case((debug(t1), debugging(t1), nodebug(t1)), true).
case((nodebug(t2), debugging(t2)), fail).
case(debug(t3, "not shown", []), true).
case(assertion(true), true).
case(assertion(fail), error(assertion_error(fail, user:fail))).
case((reset_gensym(g), gensym(g, A), gensym(g, B)), checks([A == g1, B == g2])).
case((gensym(h, _), reset_gensym(h), gensym(h, A)), checks([A == h1])).
case(findall(S, sub_term(S, f(a, g(b))), L), checks([L == [f(a, g(b)), a, g(b), b]])).
case(occurrences_of_term(a, f(a, g(a), b), N), checks([N == 2])).
case(occurrences_of_var(X, f(X, g(X), _), N), checks([N == 2])).
case(contains_term(g(b), f(a, g(b))), true).
case(contains_term(g(c), f(a, g(b))), fail).
case(contains_var(X, f(a, g(X))), true).
case(free_of_term(c, f(a, g(b))), true).
case(free_of_var(X, f(a, _)), true).
case(variant(f(X, Y, X), f(_A, _B, _A)), true).
case(variant(f(X, Y), f(A, A)), fail).
case(subsumes(f(X, b), f(a, b)), checks([X == a])).
case(subsumes_chk(f(_), f(a)), true).
case(subsumes_chk(f(a), f(_)), fail).
case(mapargs([X, Y]>>(Y is X * 2), f(1, 2), T), checks([T == f(2, 4)])).
case(same_functor(f(a, b), f(c, d), A), checks([A == 2])).
case(same_functor(f(a), T, N, A), checks([N/A == f/1, T = f(_)])).
case((T = f(X, Y, X), numbervars(T, 0, E)), checks([E == 2, T == f('$VAR'(0), '$VAR'(1), '$VAR'(0))])).
case((T = g(X), numbervars(T, 5, E)), checks([E == 6, T == g('$VAR'(5))])).
