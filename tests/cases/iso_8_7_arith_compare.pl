% ISO/IEC 13211-1 section 8.7: arithmetic comparison
% (=:=)/2, (=\=)/2, (<)/2, (=<)/2, (>)/2, (>=)/2.

case(0 =:= 1, fail).
case(0 =\= 1, true).
case(0 < 1, true).
case(0 > 1, fail).
case(0 >= 1, fail).
case(0 =< 1, true).
case(1.0 =:= 1, true).
case(1.0 =\= 1, fail).
case(1.0 < 1, fail).
case(1.0 > 1, fail).
case(1.0 >= 1, true).
case(1.0 =< 1, true).
case(3 * 2 =:= 7 - 1, true).
case(3 * 2 =\= 7 - 1, fail).
case(3 * 2 < 7 - 1, fail).
case(3 * 2 > 7 - 1, fail).
case(3 * 2 >= 7 - 1, true).
case(3 * 2 =< 7 - 1, true).
case(-1 < 0, true).
case(-1.5 < -1, true).
case(2.5 > 2, true).
case(1 + 1 =:= 2.0, true).
case(0.0 =:= -0.0, true).
case(1 / 3 =:= 1 / 3, true).
case(7 // 2 =:= 3, true).
case(1.0e10 > 9999999999, true).
case(abs(-2) =:= 2, true).
case(max(1, 5) =:= min(5, 9), true).
case(_ =:= 1, error(instantiation_error)).
case(1 =:= _, error(instantiation_error)).
case(_ < 1, error(instantiation_error)).
case(1 < _, error(instantiation_error)).
case(_ =< 1, error(instantiation_error)).
case(_ > 1, error(instantiation_error)).
case(_ >= 1, error(instantiation_error)).
case(_ =\= 1, error(instantiation_error)).
case(1 + _ =:= 1, error(instantiation_error)).
case(_ =:= _, error(instantiation_error)).
case(foo =:= 1, error(type_error(evaluable, foo/0))).
case(1 < foo(1), error(type_error(evaluable, foo/1))).
case(a =< 1, error(type_error(evaluable, a/0))).
case(1 > b, error(type_error(evaluable, b/0))).
case(1 >= f(x, y), error(type_error(evaluable, f/2))).
case(c =\= 1, error(type_error(evaluable, c/0))).
case(1 < 1 / 0, error(evaluation_error(zero_divisor))).
case(1 =:= 1 mod 0, error(evaluation_error(zero_divisor))).
case((X = 3, X > 2), true).
case((X = 1 + 2, X =:= 3), true).
