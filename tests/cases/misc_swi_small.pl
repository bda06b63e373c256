% Small SWI-Prolog predicates programs use: thread_local/1, flag/3,
% writeln/2, getenv/2 and setenv/2, nb_delete/1, duplicate_term/2,
% format/3 and write/2 on current_output, style_check/1, autoload/1,2,
% apply/2; checked side by side with SWI-Prolog 9.

:- thread_local sw_seen/1.
:- autoload(library(lists), [last/2]).
:- autoload(library(pairs)).
:- style_check(-singleton).
sw_singleton(X) :- true.
:- style_check(+singleton).

sw_add(X, Y, Z) :- Z is X + Y.

case((assertz(sw_seen(a)), assertz(sw_seen(b)), findall(X, sw_seen(X), L)), checks([L == [a, b]])).
case(predicate_property(sw_seen(_), dynamic), true).
case((retractall(sw_seen(_)), \+ sw_seen(_)), true).
case((flag(sw_f, Old, Old + 1), flag(sw_f, A, A * 10), flag(sw_f, B, B)), checks([Old == 0, A == 1, B == 10])).
case((flag(sw_g, _, done), flag(sw_g, V, V)), checks([V == done])).
case((flag(sw_h(x), _, 2.5), flag(sw_h(y), V, V)), checks([V == 2.5])).
case(flag(_, _, 1), error(instantiation_error)).
case(flag(sw_k, _, foo + 1), error(type_error(evaluable, foo/0))).
case(with_output_to(string(S), writeln(current_output, f('A', [1]))), checks([S == "f(A,[1])\n"])).
case(with_output_to(string(S), format(current_output, "~w-~a", [x, y])), checks([S == "x-y"])).
case(with_output_to(string(S), write(current_output, hi)), checks([S == "hi"])).
case(writeln(_, x), error(instantiation_error)).
% The environment is only read here: the suite runs case files in threads
% of one process, and changing the environment while threads read it is
% not safe.
case((getenv('PATH', P), atom(P)), true).
case(getenv(hb_no_such_variable, _), fail).
case(getenv(_, _), error(instantiation_error)).
case(setenv(_, x), error(instantiation_error)).
case((nb_setval(sw_k, 1), nb_delete(sw_k), \+ nb_current(sw_k, _)), true).
case(nb_delete(sw_never_set), true).
case(nb_delete(_), error(instantiation_error)).
case(duplicate_term(f(X, a, X, Y), C), checks([C = f(P, a, Q, R), P == Q, P \== X, R \== Y, var(R)])).
case(style_check(?(singleton)), true).
case(style_check(+sw_no_such_style), error(domain_error(style_name, sw_no_such_style))).
case(style_check(_), error(instantiation_error)).
case(predicate_property(autoload(_), defined), true).
case(predicate_property(autoload(_, _), defined), true).
case(last([1, 2], X), checks([X == 2])).
case(pairs_keys([a-1, b-2], K), checks([K == [a, b]])).
case(apply(sw_add(1), [2, X]), checks([X == 3])).
case(apply(format, ["~w", [x]]), output(x)).
case(apply(_, [1]), error(instantiation_error)).
