% library(option).
case(option(depth(D), [width(3), depth(5)]), checks([D == 5])).
case(option(depth(D), [depth = 7]), checks([D == 7])).
case(option(depth(_), [width(3)]), fail).
case(option(depth(D), [depth(1), depth(2)]), checks([D == 1])).
case(option(depth(D), [width(3)], 10), checks([D == 10])).
case(option(depth(D), [depth(4)], 10), checks([D == 4])).
case(select_option(a(X), [b(1), a(2), c(3)], R), checks([X == 2, R == [b(1), c(3)]])).
case(select_option(a(X), [b(1)], R, 0), checks([X == 0, R == [b(1)]])).
case(merge_options([a(1)], [a(2), b(3)], M), checks([M == [a(1), b(3)]])).
case(option(_, []), error(instantiation_error)).
% An unbound list or tail: the call ends (hornbook walked it for ever,
% binding it to ever longer lists). hornbook gives the default, swipl 9.0.4
% binds the list; neither library documents it.
case((option(a(X), _, 1), ( X == 1 ; var(X) )), true).
case((option(a(X), [b(2)|_], 1), ( X == 1 ; var(X) )), true).
case((select_option(a(X), [b(2)|_], _, 1), ( X == 1 ; var(X) )), true).
% meta_options/3
case(meta_options(==(goal), m:[goal(run), depth(3)], Os), checks([Os == [goal(m:run), depth(3)]])).
case(meta_options(==(goal), m:[goal=run, goal-(x:go)], Os), checks([Os == [goal=(m:run), goal-(x:go)]])).
case(meta_options(==(goal), m:[], Os), checks([Os == []])).
case(meta_options(==(goal), m:foo, _), error(type_error(list, foo))).
% merge_options/3 checks its lists (a cyclic one ran to the time limit).
case(merge_options(a, [], _), error(type_error(list, a))).
case((C = [a(1)|C], catch(merge_options(C, [], _), error(type_error(T, _), _), true)), checks([T == list])).
% A cyclic option list is an error (it ran to the time limit): hornbook's
% type_error(list, L), swipl 9.0.4's existence_error(matching_rule, _).
case((C = [a(1)|C], catch(option(b(_), C), error(E, _), true)), checks([nonvar(E)])).
