% A nondeterministic Rust builtin called in the middle of a clause body
% (arg/3, between/3, clause/2, ...) is a CallNondet instruction: its
% answers, the continuation after each, backtracking into it and its
% errors must be those of an ordinary call.

t_nd_args(T, L) :- findall(N-A, ( t_nd_arg(N, T, A), atom(A) ), L).
t_nd_arg(N, T, A) :- arg(N, T, A), true.

t_nd_sum(Lo, Hi, S) :- findall(X, ( between(Lo, Hi, X), X mod 2 =:= 0 ), L), sum_list(L, S).
t_nd_first(Lo, Hi, X) :- between(Lo, Hi, X), X * X > 10, !.

% Environment slots survive backtracking into the builtin.
t_nd_perm(T, R) :- atom_length(abc, K), arg(N, T, A), A > K, R = N-A-K.

:- dynamic(t_nd_fact/1).
t_nd_fact(1).
t_nd_fact(2).
t_nd_clauses(L) :- findall(X, ( clause(t_nd_fact(X), true), X > 0 ), L).

t_nd_err(X) :- arg(x, f(a), X), true.

case(t_nd_args(f(a, 1, b), L), checks([L == [1-a, 3-b]])).
case(t_nd_sum(1, 10, S), checks([S == 30])).
case(t_nd_first(1, 10, X), checks([X == 4])).
case(findall(R, t_nd_perm(f(1, 5, 2, 9), R), L), checks([L == [2-5-3, 4-9-3]])).
case(t_nd_clauses(L), checks([L == [1, 2]])).
case(t_nd_err(_), error(type_error(integer, x))).
case(t_nd_arg(_, foo, _), error(type_error(compound, foo))).
