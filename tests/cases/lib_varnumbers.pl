% library(varnumbers): '$VAR'(N) terms back to variables, as SWI-Prolog 9's.
:- use_module(library(varnumbers)).

case(varnumbers(f('$VAR'(0), '$VAR'(1), '$VAR'(0)), f(A, B, C)), checks([var(A), A == C, A \== B])).
case(varnumbers(f('$VAR'(0), '$VAR'(1)), 1, f(Z, V)), checks([Z == '$VAR'(0), var(V)])).
case((T = a(_, Y, Y), numbervars(T), varnumbers(T, 1, a(C1, C2, C3))), checks([C1 == '$VAR'(0), var(C2), C2 == C3])).
case(varnumbers(f('$VAR'(x), "s", 1.5, '$VAR'(-1)), T), checks([T == f('$VAR'(x), "s", 1.5, '$VAR'(-1))])).
case(varnumbers(f(X), T), checks([T == f(X)])).
case(varnumbers(a, _, _), error(instantiation_error)).
case(max_var_number(f('$VAR'(3), g('$VAR'(7))), 0, M), checks([M == 7])).
case(max_var_number(f(a), 5, M), checks([M == 5])).
case(varnumbers_names(f('$VAR'('X'), '$VAR'('Y'), '$VAR'('X')), f(A, B, C), Ns),
     checks([A == C, A \== B, Ns == ['X' = A, 'Y' = B]])).
