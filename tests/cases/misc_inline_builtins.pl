% =/2, functor/3 and arg/3 in a clause body do their frequent cases in the
% dispatch loop (CallUnify, CallFunctor, CallArg in src/machine/instr.rs,
% src/machine/inline_builtins.rs); every other case takes the builtin.
% Answers, errors, choicepoints and wakeups must be the builtin's.

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
