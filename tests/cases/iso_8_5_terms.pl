% ISO/IEC 13211-1 section 8.5: term creation and decomposition
% functor/3, arg/3, (=..)/2, copy_term/2, term_variables/2.

% 8.5.1 functor/3
case(functor(foo(a, b, c), foo, 3), true).
case(functor(foo(a, b, c), N, A), checks([N == foo, A == 3])).
case(functor(X, foo, 3), checks([X = foo(A, B, C), var(A), var(B), var(C), A \== B, B \== C])).
case(functor(X, foo, 0), checks([X == foo])).
case(functor(mats(A, B), A, B), checks([A == mats, B == 2])).
case(functor(foo(a), foo, 2), fail).
case(functor(foo(a), fo, 1), fail).
case(functor(1, X, Y), checks([X == 1, Y == 0])).
case(functor(X, 1.1, 0), checks([X == 1.1])).
case(functor([_|_], '.', 2), true).
case(functor([a], N, A), checks([N == '.', A == 2])).
case(functor([], [], 0), true).
case(functor(abc, N, A), checks([N == abc, A == 0])).
case(functor(X, abc, 0), checks([X == abc])).
case(functor(X, 7, 0), checks([X == 7])).
case(functor({a}, N, A), checks([N == {}, A == 1])).
case(functor(a + b, N, A), checks([N == (+), A == 2])).
case(functor(X, '.', 2), checks([X = [_|_]])).
case(functor(_, _, _), error(instantiation_error)).
case(functor(_, foo, _), error(instantiation_error)).
case(functor(_, _, 3), error(instantiation_error)).
case(functor(_, foo(a), 1), error(type_error(atomic, foo(a)))).
case(functor(_, foo, a), error(type_error(integer, a))).
case(functor(_, 1.5, 1), error(type_error(atom, 1.5))).
case(functor(_, foo(a), 0), error(type_error(atomic, foo(a)))).
case(functor(_, foo, -1), error(domain_error(not_less_than_zero, -1))).
case(functor(_, 1, 2), error(type_error(atom, 1))).
case(functor(_, foo, 1.0), error(type_error(integer, 1.0))).

% 8.5.2 arg/3
case(arg(1, foo(a, b), a), true).
case(arg(1, foo(a, b), X), checks([X == a])).
case(arg(1, foo(X, b), a), checks([X == a])).
% A negative big integer is below zero too (ISO 8.5.2.3; SWI-Prolog and
% GNU Prolog raise the domain error); found by tools/difffuzz.
case(arg(-100000000000000000000, f(a), _), error(domain_error(not_less_than_zero, -100000000000000000000))).
case(arg(2, foo(a, b), X), checks([X == b])).
case(arg(1, foo(X, b), Y), checks([X == Y])).
case(arg(1, foo(a, b), b), fail).
case(arg(0, foo(a, b), _), fail).
case(arg(3, foo(a, b), _), fail).
case(arg(1, [a|b], X), checks([X == a])).
case(arg(2, [a|b], X), checks([X == b])).
case(arg(1, {x}, X), checks([X == x])).
case((arg(1, foo(X), u(Y)), Y = 1), checks([X == u(1)])).
% ISO raises instantiation_error for an unbound N; hornbook enumerates as
% SWI-Prolog does (docs/iso_deviations.md).
case(arg(N, foo(a, b), b), checks([N == 2])).
case(arg(N, foo(a, b), X), all(N-X, [1-a, 2-b])).
case(arg(_, foo(a, b), c), fail).
case(arg(N, [h|t], X), all(N-X, [1-h, 2-t])).
case(arg(_, foo, _), error(type_error(compound, foo))).
case(arg(_, _, _), error(instantiation_error)).
case(arg(1, _, _), error(instantiation_error)).
case(arg(0, atom, _), error(type_error(compound, atom))).
case(arg(0, 3, _), error(type_error(compound, 3))).
case(arg(1, 3.5, _), error(type_error(compound, 3.5))).
case(arg(a, foo(a, b), _), error(type_error(integer, a))).
case(arg(1.0, foo(a, b), _), error(type_error(integer, 1.0))).
case(arg(-1, foo(a, b), _), error(domain_error(not_less_than_zero, -1))).
% setarg/3 (not ISO; as arg/3's 8.5.2.3 a, b): an unbound position or term
% is an instantiation error (SWI-Prolog and GNU Prolog agree).
case(setarg(2, _, a), error(instantiation_error)).
case(setarg(_, f(a), b), error(instantiation_error)).

% 8.5.3 (=..)/2
case(foo(a, b) =.. [foo, a, b], true).
case(X =.. [foo, a, b], checks([X == foo(a, b)])).
case(foo(a, b) =.. L, checks([L == [foo, a, b]])).
case(foo(X, b) =.. [foo, a, Y], checks([X == a, Y == b])).
case(1 =.. [1], true).
case(X =.. [1], checks([X == 1])).
case(X =.. [abc], checks([X == abc])).
case(X =.. [2.5], checks([X == 2.5])).
case(abc =.. L, checks([L == [abc]])).
case(foo(a, b) =.. [foo, b, a], fail).
case([a, b] =.. L, checks([L == ['.', a, [b]]])).
case(X =.. ['.', a, []], checks([X == [a]])).
case(X =.. [{}, a], checks([X == {a}])).
case((a :- b) =.. L, checks([L == [(:-), a, b]])).
case(f(X) =.. [_, Y], checks([X == Y])).
case(_ =.. _, error(instantiation_error)).
case(_ =.. [foo|bar], error(type_error(list, [foo|bar]))).
case(_ =.. [_, bar], error(instantiation_error)).
case(_ =.. [foo(a), b], error(type_error(atom, foo(a)))).
case(_ =.. [1, b], error(type_error(atom, 1))).
case(_ =.. [2.5, b], error(type_error(atom, 2.5))).
case(_ =.. [foo(a)], error(type_error(atomic, foo(a)))).
case(_ =.. [], error(domain_error(non_empty_list, []))).
case(_ =.. [foo|_], error(instantiation_error)).
case(_ =.. a, error(type_error(list, a))).

% 8.5.4 copy_term/2
case(copy_term(_, _), true).
case(copy_term(X, 3), checks([var(X)])).
case(copy_term(_, a), true).
case(copy_term(a + X, X + b), checks([X == a])).
case(copy_term(_ + _, a + b), true).
case(copy_term(X + X + Y, A + B + B), checks([A == B, var(Y), A \== X])).
case(copy_term(a, a), true).
case(copy_term(a, b), fail).
case(copy_term(f(a), f(X)), checks([X == a])).
case((copy_term(a + X, X + b), copy_term(a + X, X + b)), fail).
case(copy_term(f(X, Y, X), C), checks([C = f(A, B, A2), A == A2, A \== B, A \== X, B \== Y])).
case(copy_term(f(X, g(X)), f(Y, Z)), checks([Z == g(Y), X \== Y])).
case(copy_term([1, 2, 3], L), checks([L == [1, 2, 3]])).

% 8.5.5 term_variables/2
case(term_variables(t, L), checks([L == []])).
case(term_variables(A + B * C / B - D, L), checks([L == [A, B, C, D]])).
case(term_variables(f(X, Y, X), L), checks([L == [X, Y]])).
case(term_variables(_, [_, _]), fail).
case(term_variables(X, L), checks([L == [X]])).
case(term_variables([X, Y, Z, Y, X], L), checks([L == [X, Y, Z]])).
case(term_variables(f(g(Y), X, h(Y)), L), checks([L == [Y, X]])).
case((term_variables(f(X, Y), L), X = a), checks([L == [a, Y]])).
case(term_variables(1.5, L), checks([L == []])).
case(term_variables(f(X), [Y]), checks([X == Y])).

% SWI-Prolog's compound_name_arity/3 and compound_name_arguments/3.
case(compound_name_arity(f(a, b), N, A), checks([N == f, A == 2])).
case(compound_name_arity(T, point, 2), checks([T = point(X, Y), var(X), var(Y)])).
case(compound_name_arity(abc, _, _), error(type_error(compound, abc))).
case(compound_name_arity(_, _, 2), error(instantiation_error)).
case(compound_name_arity(_, f(x), 2), error(type_error(atom, f(x)))).
case(compound_name_arguments(f(a, b), N, As), checks([N == f, As == [a, b]])).
case(compound_name_arguments(T, g, [1, 2]), checks([T == g(1, 2)])).
case(compound_name_arguments(T, '.', [1, []]), checks([T == [1]])).
case(compound_name_arguments(_, _, [a]), error(instantiation_error)).
case(compound_name_arguments(7, _, _), error(type_error(compound, 7))).
% Long lists (past the walk's budget) and cyclic ones.
case((length(L, 20000), term_variables(f(L, X), Vs), length(Vs, N)), checks([N == 20001, last(Vs, V), V == X])).
case((numlist(1, 20000, L0), append(L0, [X], L), term_variables(L, Vs)), checks([Vs == [X]])).
case((L = [X, Y|L], term_variables(L, Vs)), checks([Vs == [X, Y]])).
case((numlist(1, 9000, L0), append(L0, T, L), T = [X|L], term_variables(g(L, Y), Vs)), checks([Vs == [X, Y]])).
case((X = f(X, [A|T]), T = [B|T], term_variables(X, Vs)), checks([Vs == [A, B]])).
