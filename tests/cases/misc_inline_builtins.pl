% =/2, functor/3 and arg/3 in a clause body do their frequent cases in the
% dispatch loop (CallUnify, CallFunctor, CallArg in src/machine/instr.rs,
% src/machine/inline_builtins.rs); every other case takes the builtin.
% Answers, errors, choicepoints and wakeups must be the builtin's.
% With operands met before (or atomic constants) and answers met first,
% they are done in place (ArgIn, FunctorOf, FunctorNew, UnifyRegs): the
% t_ip_ cases, whose slow paths set up the builtin's ordinary call.

t_ib_eq(X, Y) :- X = Y.
t_ib_eq_then(X, Y, Z) :- X = f(Y), Z = Y.
t_ib_functor(T, F, N) :- functor(T, F, N).
t_ib_functor_then(T, F, N, R) :- functor(T, F, N), R = done.
t_ib_arg(N, T, A) :- arg(N, T, A), true.
t_ib_arg_last(N, T, A) :- arg(N, T, A).
t_ib_copy(T, C) :- functor(T, F, N), functor(C, F, N), t_ib_copy_args(N, T, C).
t_ib_copy_args(0, _, _) :- !.
t_ib_copy_args(I, T, C) :- arg(I, T, A), arg(I, C, A), I1 is I - 1, t_ib_copy_args(I1, T, C).
t_ib_arg_count(T, L) :- findall(N-A, t_ib_arg(N, T, A), L).
t_ib_frozen(X, Y, R) :- freeze(X, R = woke), X = Y.
t_ib_frozen_arg(T, R) :- freeze(A, R = woke(A)), arg(1, T, A), true.
t_ib_frozen_functor(R) :- freeze(T, R = woke(T)), functor(T, g, 2), true.
t_ip_functor_of(T, R) :- functor(T, F, N), R = F/N.
t_ip_functor_new(F, N, R) :- functor(T, F, N), R = T.
t_ip_functor_const(R) :- functor(T, pt, 2), R = T.
t_ip_arg(N, T, R) :- arg(N, T, A), R = got(A).
t_ip_arg_const(T, R) :- arg(2, T, A), R = A.
% The operands in each other's argument registers: the ordinary call must
% read both before it writes either.
t_ip_arg_swapped(T, N, R) :- arg(N, T, A), R = A.
t_ip_functor_swapped(N, F, R) :- functor(T, F, N), R = T.
t_ip_eq(X, Y, R) :- X = Y, R = Y.
t_ip_eq_swapped(R, T) :- atomic(T), !, R = T.
t_ip_eq_swapped(R, T) :- R = [T].
t_ip_eq_const(X, R) :- X = on, R = X.
% A head unification wakes a frozen goal, pending when the in-place
% builtin is reached: it runs first.
t_ip_pending(1, T, R) :- arg(1, T, A), R = A.
t_ip_pending_run(T, R, W) :- freeze(X, W = woke), t_ip_pending(X, T, R).
t_ip_frozen(Y, R) :- freeze(X, R = woke(X)), t_ip_eq(X, Y, _).
t_ip_copy(T, C) :- functor(T, F, N), functor(C0, F, N), t_ib_copy_args(N, T, C0), C = C0.

case(t_ib_eq(a, a), true).
case(t_ib_eq(a, b), fail).
case(t_ib_eq(X, f(Y)), checks([X == f(Y)])).
case(t_ib_eq_then(f(1), Y, Z), checks([Y == 1, Z == 1])).
case(t_ib_eq_then(g(1), _, _), fail).
case(t_ib_functor(f(a, b), F, N), checks([F == f, N == 2])).
case(t_ib_functor([a], F, N), checks([F == '.', N == 2])).
case(t_ib_functor(T, g, 3), checks([T = g(A, B, C), var(A), var(B), var(C), A \== B, B \== C])).
case(t_ib_functor(T, '.', 2), checks([T = [H|R], var(H), var(R)])).
case(t_ib_functor(T, foo, 0), checks([T == foo])).
case(t_ib_functor(T, 1.5, 0), checks([T == 1.5])).
case(t_ib_functor(abc, F, N), checks([F == abc, N == 0])).
case(t_ib_functor(T, f, 100), checks([functor(T, f, 100), arg(100, T, A), var(A)])).
case(t_ib_functor(f(a), g, _), fail).
case(t_ib_functor(f(a), f, 2), fail).
case(t_ib_functor(_, _, 2), error(instantiation_error)).
case(t_ib_functor(_, f, _), error(instantiation_error)).
case(t_ib_functor(_, f, -1), error(domain_error(not_less_than_zero, -1))).
case(t_ib_functor(_, f(a), 1), error(type_error(atomic, f(a)))).
case(t_ib_functor(_, 1, 1), error(type_error(atom, 1))).
case(t_ib_functor(_, f, a), error(type_error(integer, a))).
case(t_ib_functor_then(T, h, 1, R), checks([T = h(X), var(X), R == done])).
case(t_ib_arg(2, f(a, b, c), A), checks([A == b])).
case(t_ib_arg(1, [x|y], A), checks([A == x])).
case(t_ib_arg(2, [x|y], A), checks([A == y])).
case(t_ib_arg(0, f(a), _), fail).
case(t_ib_arg(4, f(a, b, c), _), fail).
case(t_ib_arg(1, f(a), b), fail).
case(t_ib_arg(-1, f(a), _), error(domain_error(not_less_than_zero, -1))).
case(t_ib_arg(a, f(a), _), error(type_error(integer, a))).
case(t_ib_arg(1, foo, _), error(type_error(compound, foo))).
case(t_ib_arg(1, _, _), error(instantiation_error)).
case(t_ib_arg_last(3, f(a, b, c), A), checks([A == c])).
case(t_ib_arg_count(f(a, b), L), checks([L == [1-a, 2-b]])).
case(t_ib_copy(f(a, g(b), [c]), C), checks([C == f(a, g(b), [c])])).
case(t_ib_frozen(X, 1, R), checks([X == 1, R == woke])).
case(t_ib_frozen_arg(f(7), R), checks([R == woke(7)])).
case(t_ib_frozen_functor(R), checks([R = woke(T), T = g(A, B), var(A), var(B)])).
case(t_ip_functor_of(f(a, b), R), checks([R == f/2])).
case(t_ip_functor_of([a], R), checks([R == '.'/2])).
case(t_ip_functor_of(abc, R), checks([R == abc/0])).
case(t_ip_functor_of(7, R), checks([R == 7/0])).
case(t_ip_functor_of(1.5, R), checks([R == 1.5/0])).
case(t_ip_functor_of("s", R), checks([R == "s"/0])).
case(t_ip_functor_of(_, _), error(instantiation_error)).
case(t_ip_functor_new(g, 3, R), checks([R = g(A, B, C), var(A), var(B), var(C), A \== B, B \== C])).
case(t_ip_functor_new('.', 2, R), checks([R = [H|T], var(H), var(T)])).
case(t_ip_functor_new(foo, 0, R), checks([R == foo])).
case(t_ip_functor_new(1.5, 0, R), checks([R == 1.5])).
case(t_ip_functor_new(f, 100, R), checks([functor(R, f, 100), arg(100, R, A), var(A)])).
case(t_ip_functor_new(_, 2, _), error(instantiation_error)).
case(t_ip_functor_new(f, _, _), error(instantiation_error)).
case(t_ip_functor_new(f, -1, _), error(domain_error(not_less_than_zero, -1))).
case(t_ip_functor_new(f(a), 1, _), error(type_error(atomic, f(a)))).
case(t_ip_functor_new(f, a, _), error(type_error(integer, a))).
case(t_ip_functor_const(R), checks([R = pt(A, B), var(A), var(B)])).
case(t_ip_arg(2, f(a, b, c), R), checks([R == got(b)])).
case(t_ip_arg(2, [x|y], R), checks([R == got(y)])).
case(t_ip_arg(0, f(a), _), fail).
case(t_ip_arg(4, f(a), _), fail).
case(t_ip_arg(-1, f(a), _), error(domain_error(not_less_than_zero, -1))).
case(t_ip_arg(a, f(a), _), error(type_error(integer, a))).
case(t_ip_arg(1, foo, _), error(type_error(compound, foo))).
case(t_ip_arg(1, _, _), error(instantiation_error)).
case(findall(N-R, t_ip_arg(N, f(a, b), R), L), checks([L == [1-got(a), 2-got(b)]])).
case(t_ip_arg(1, f(X), R), checks([R = got(Y), Y == X])).
case(t_ip_arg_const(g(p, q), R), checks([R == q])).
case(t_ip_arg_swapped(f(a, b), 2, R), checks([R == b])).
case(t_ip_arg_swapped(f(a), foo, _), error(type_error(integer, foo))).
case(findall(N-R, t_ip_arg_swapped(f(a, b), N, R), L), checks([L == [1-a, 2-b]])).
case(t_ip_functor_swapped(2, k, R), checks([R = k(_, _)])).
case(t_ip_functor_swapped(1, f(a), _), error(type_error(atomic, f(a)))).
case(t_ip_eq(f(X), f(1), R), checks([X == 1, R == f(1)])).
case(t_ip_eq(a, b, _), fail).
case(t_ip_eq_swapped(R, a), checks([R == a])).
case(t_ip_eq_swapped(R, f(a)), checks([R == [f(a)]])).
case(t_ip_eq_swapped(b, a), fail).
case(t_ip_eq_const(X, R), checks([X == on, R == on])).
case(t_ip_eq_const(off, _), fail).
case(t_ip_pending_run(f(z), R, W), checks([R == z, W == woke])).
case(t_ip_frozen(3, R), checks([R == woke(3)])).
case(t_ip_copy(f(a, g(B), [c]), C), checks([C = f(a, g(D), [c]), D == B])).
