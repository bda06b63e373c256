% library(quintus): the Quintus compatibility predicates SWI-Prolog autoloads.
case(pow(2, 10, Y), checks([Y == 1024])).
case(pow(2.0, 3, Y), checks([Y == 8.0])).
case((floor(2.5, X), ceiling(2.5, Y), round(2.5, Z)), checks([X == 2, Y == 3, Z == 3])).
case((sign(-3, X), sign(2.0, Y), abs(-3, Z)), checks([X == -1, Y == 1.0, Z == 3])).
case(sqrt(4, Y), checks([Y == 2.0])).
case(atan2(0, 1, A), checks([A == 0.0])).
case((log(1, X), log10(100, Y)), checks([X == 0.0, Y == 2.0])).
case((sin(0, S), cos(0, C), tan(0, T), asin(0, AS), acos(1, AC), atan(0, AT)), checks([S == 0.0, C == 1.0, T == 0.0, AS == 0.0, AC == 0.0, AT == 0.0])).
case(pow(a, 3, _), error(type_error(evaluable, a/0))).
case(findall(N-A, genarg(N, f(a, b), A), L), checks([L == [1-a, 2-b]])).
case(genarg(0, f(a), _), fail).
case(genarg(_, foo, _), error(type_error(compound, foo))).
case((simple(a), simple(1), simple(_), \+ simple(f(x))), true).
case(prolog_flag(bounded, V), checks([V == false])).
case(prolog_flag(no_such_flag_here, _), fail).
case(atom_char(a, C), checks([C == 97])).
case(atom_char(X, 98), checks([X == b])).
case(midstring(abcdef, B, AC, 2, 3), checks([B == cde, AC == abf])).
case(midstring(ABC, b, ac, 1), checks([ABC == abc])).
case(findall(X-Y, midstring(ab, X, Y), L), checks([L == [''-ab, a-b, ab-'', ''-ab, b-a, ''-ab]])).
case(midstring(abc, b, AC), checks([AC == ac])).
case((date(D), D = date(Y, M, Dd)), checks([integer(Y), Y > 2000, between(1, 12, M), between(1, 31, Dd)])).
case(on_exception(E, throw(oops), true), checks([E == oops])).
case(catch(raise_exception(oops), B, true), checks([B == oops])).
case(mode(f(+, -)), true).
