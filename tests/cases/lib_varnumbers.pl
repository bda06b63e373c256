% library(varnumbers): '$VAR'(N) terms back to variables, as SWI-Prolog 9's.
:- use_module(library(varnumbers)).

case(varnumbers(f('$VAR'(0), '$VAR'(1), '$VAR'(0)), f(A, B, C)), checks([var(A), A == C, A \== B])).
case(varnumbers(f('$VAR'(0), '$VAR'(1)), 1, f(Z, V)), checks([Z == '$VAR'(0), var(V)])).
% The start is evaluated and a cyclic term refused, as swipl 9.0.4 does.
case(varnumbers(7, 0'a + 1, X), checks([X == 7])).
case(varnumbers(f('$VAR'(1), '$VAR'(5)), 2 + 1, f(A, B)), checks([A == '$VAR'(1), var(B)])).
case(varnumbers(f('$VAR'(1)), a, _), error(type_error(evaluable, a/0))).
case((X = f(X), catch(varnumbers(X, 0, _), error(domain_error(D, _), _), true)), checks([D == acyclic_term])).
case((T = a(_, Y, Y), numbervars(T), varnumbers(T, 1, a(C1, C2, C3))), checks([C1 == '$VAR'(0), var(C2), C2 == C3])).
case(varnumbers(f('$VAR'(x), "s", 1.5, '$VAR'(-1)), T), checks([T == f('$VAR'(x), "s", 1.5, '$VAR'(-1))])).
case(varnumbers(f(X), T), checks([T == f(X)])).
case(varnumbers(a, _, _), error(instantiation_error)).
case(max_var_number(f('$VAR'(3), g('$VAR'(7))), 0, M), checks([M == 7])).
case(max_var_number(f(a), 5, M), checks([M == 5])).
case(varnumbers_names(f('$VAR'('X'), '$VAR'('Y'), '$VAR'('X')), f(A, B, C), Ns),
     checks([A == C, A \== B, Ns == ['X' = A, 'Y' = B]])).
case((X = f(X), catch(varnumbers_names(X, _, _), error(domain_error(D, _), _), true)), checks([D == acyclic_term])).
