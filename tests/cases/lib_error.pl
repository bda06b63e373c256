% library(error): must_be/2 and is_of_type/2 with SWI-Prolog's types and errors.
case(must_be(integer, 1), true).
case(must_be(integer, a), error(type_error(integer, a))).
case(must_be(integer, _), error(instantiation_error)).
case(must_be(positive_integer, 1), true).
case(must_be(positive_integer, 0), error(type_error(positive_integer, 0))).
case(must_be(positive_integer, a), error(type_error(positive_integer, a))).
case(must_be(nonneg, 0), true).
case(must_be(nonneg, -1), error(type_error(nonneg, -1))).
case(must_be(between(1, 5), 3), true).
case(must_be(between(1, 5), 7), error(type_error(between(1, 5), 7))).
case(must_be(between(1, 5), a), error(type_error(between(1, 5), a))).
case(must_be(between(0.0, 1.0), 0.5), true).
case(must_be(boolean, true), true).
case(must_be(boolean, yes), error(type_error(boolean, yes))).
case(must_be(oneof([a, b]), c), error(type_error(oneof([a, b]), c))).
case(must_be(list, [a]), true).
case(must_be(list, [a|_]), error(instantiation_error)).
case(must_be(list, foo), error(type_error(list, foo))).
case(must_be(list(integer), [1, a]), error(type_error(integer, a))).
case(must_be(list(integer), [1, _]), error(instantiation_error)).
case(must_be(list(integer), [1|x]), error(type_error(list(integer), [1|x]))).
case(must_be(_, integer), error(instantiation_error)).
case(must_be(list(atom), foo), error(type_error(list(atom), foo))).
case(must_be(callable, 3), error(type_error(callable, 3))).
case(must_be(atom, "s"), error(type_error(atom, "s"))).
case(must_be(var, a), error(uninstantiation_error(a))).
case(must_be(no_such_type, a), error(existence_error(type, no_such_type))).
% acyclic: a cyclic term is domain_error(acyclic_term, T), as in swipl 9.0.4.
case((X = f(X), catch(must_be(acyclic, X), error(domain_error(D, _), _), true)), checks([D == acyclic_term])).
case(must_be(acyclic, f(_)), true).
case((X = f(X), is_of_type(acyclic, X)), fail).
case(is_of_type(list(integer), [1, 2]), true).
case(is_of_type(integer, a), fail).
case(is_of_type(positive_integer, 0), fail).
case(is_of_type(foo, a), fail).
case(catch(type_error(integer, a), error(E, _), true), checks([E == type_error(integer, a)])).
case(domain_error(d, v), error(domain_error(d, v))).
case(existence_error(file, f), error(existence_error(file, f))).
case(permission_error(modify, static_procedure, p/1), error(permission_error(modify, static_procedure, p/1))).
case(instantiation_error(_), error(instantiation_error)).
case(representation_error(max_arity), error(representation_error(max_arity))).
case(resource_error(memory), error(resource_error(memory))).

% Types a program adds through the multifile hook error:has_type/2.
:- multifile error:has_type/2.
error:has_type(even_number, X) :- integer(X), X mod 2 =:= 0.

case(must_be(even_number, 4), true).
case(must_be(even_number, 3), error(type_error(even_number, 3))).
case(must_be(even_number, _), error(instantiation_error)).
case(is_of_type(even_number, 2), true).
case(is_of_type(even_number, 1), fail).
case(must_be(list(even_number), [2, 4]), true).
case(is_of_type(list(even_number), [2, 3]), fail).
case(must_be(no_such_type, 1), error(existence_error(type, no_such_type))).
% The second argument of a library predicate's error: context(Name/Arity, _)
% where SWI-Prolog gives one, unbound where it raises through must_be/2.
case(catch(length(_, a), error(_, C), true), checks([C = context(length/2, _)])).
case(catch(length(_, -1), error(_, C), true), checks([C = context(length/2, _)])).
case(catch(nth0(a, [1], _), error(_, C), true), checks([var(C)])).
case(catch(nth1(0, [1], _, _), error(_, C), true), checks([var(C)])).
case(catch(aggregate_all(foo, true, _), error(_, C), true), checks([var(C)])).
case(catch(wildcard_match("[a", abc), error(_, C), true), checks([var(C)])).
case(catch(dcg_translate_rule((1 --> a), _), error(_, C), true), checks([var(C)])).
