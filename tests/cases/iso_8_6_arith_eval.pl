% ISO/IEC 13211-1 section 8.6 (is/2) and section 9 (evaluable functors),
% including ISO Cor.2 functions and common extensions (min, max, gcd, msb,
% atan/2, integer/1, cot/1).

t8_6_close(X, Y) :- abs(X - Y) < 1.0e-12.

% 8.6.1 is/2 basics
case(X is 1 + 2, checks([X == 3])).
case(X is 3 + 11.0, checks([X == 14.0])).
case((X = 1 + 2, Y is X * 3), checks([Y == 9])).
case(7 is 3 + 4, true).
case(8 is 3 + 4, fail).
case(7.0 is 3 + 4, fail).
case(X is 1 + 2 * 3, checks([X == 7])).
case(X is (1 + 2) * 3, checks([X == 9])).
case(X is 2 - 3 - 4, checks([X == -5])).
case(X is 2 ^ 3 ^ 2, checks([X == 512])).
case(X is 100 / 10 / 5, checks([X =:= 2])).
case(X is - (3), checks([X == -3])).
case(X is - (-3), checks([X == 3])).
case(X is + 3, checks([X == 3])).
case(X is -(2.5), checks([X == -2.5])).
case(X is 2 - 3, checks([X == -1])).
case(X is 3 - 1.5, checks([X == 1.5])).
case(X is 6 * 7, checks([X == 42])).
case(X is 2.0 * 3, checks([X == 6.0])).
case(X is 7, checks([X == 7])).
case(X is 1.5, checks([X == 1.5])).
case(_ is foo + 1, error(type_error(evaluable, foo/0))).
case(_ is foo(1), error(type_error(evaluable, foo/1))).
case(_ is foo(1, 2, 3), error(type_error(evaluable, foo/3))).
case(_ is _ + 1, error(instantiation_error)).
case(_ is _, error(instantiation_error)).
case(_ is a, error(type_error(evaluable, a/0))).
case(_ is [], error(type_error(evaluable, [] / 0))).
case(_ is abs(a), error(type_error(evaluable, a/0))).
case(_ is 1 + f(a), error(type_error(evaluable, f/1))).

% division
case(X is 7 / 2, checks([X == 3.5])).
case(X is 7.0 / 2, checks([X == 3.5])).
case(X is 7 / 7.0, checks([X == 1.0])).
% Integer division that is exact gives an integer, as in SWI-Prolog
% (prefer_rationals=false, iso=false); strict ISO gives 2.0.
case(X is 4 / 2, checks([X == 2])).
case(X is 7 // 2, checks([X == 3])).
case(X is -7 // 2, checks([X == -3])).
case(X is 7 // -2, checks([X == -3])).
case(X is -7 // -2, checks([X == 3])).
case(_ is 3.0 // 2, error(type_error(integer, 3.0))).
case(_ is 1 // 0, error(evaluation_error(zero_divisor))).
case(_ is 1 / 0, error(evaluation_error(zero_divisor))).
case(_ is 1.0 / 0, error(evaluation_error(zero_divisor))).
case(_ is 1 / 0.0, error(evaluation_error(zero_divisor))).
case(_ is 1.0 / 0.0, error(evaluation_error(zero_divisor))).

% mod, rem, div
case(X is 7 mod 2, checks([X == 1])).
case(X is 7 mod -2, checks([X == -1])).
case(X is -7 mod 2, checks([X == 1])).
case(X is -7 mod -2, checks([X == -1])).
case(X is 7 rem 2, checks([X == 1])).
case(X is 7 rem -2, checks([X == 1])).
case(X is -7 rem 2, checks([X == -1])).
case(X is div(-7, 2), checks([X == -4])).
case(X is div(7, 2), checks([X == 3])).
case(X is 0 mod 5, checks([X == 0])).
case(_ is 7 mod 2.0, error(type_error(integer, 2.0))).
case(_ is 7.0 rem 2, error(type_error(integer, 7.0))).
case(_ is 1 mod 0, error(evaluation_error(zero_divisor))).
case(_ is 1 rem 0, error(evaluation_error(zero_divisor))).
case(_ is a mod 2, error(type_error(evaluable, a/0))).
case(_ is _ mod 2, error(instantiation_error)).

% abs, sign, min, max
case(X is abs(-3), checks([X == 3])).
case(X is abs(3), checks([X == 3])).
case(X is abs(-3.0), checks([X == 3.0])).
case(X is sign(-3), checks([X == -1])).
case(X is sign(3), checks([X == 1])).
case(X is sign(0), checks([X == 0])).
case(X is sign(-3.0), checks([X == -1.0])).
case(X is sign(2.5), checks([X == 1.0])).
case(X is min(2, 3), checks([X == 2])).
case(X is max(2, 3), checks([X == 3])).
case(X is min(2, 3.0), checks([X == 2])).
case(X is max(2, 3.0), checks([X == 3.0])).
case(X is min(-1.5, 2), checks([X == -1.5])).
case(_ is max(a, 1), error(type_error(evaluable, a/0))).

% float conversion and rounding
case(X is float(3), checks([X == 3.0])).
case(X is float(3.5), checks([X == 3.5])).
case(X is float_integer_part(-2.5), checks([X == -2.0])).
case(X is float_integer_part(2.5), checks([X == 2.0])).
case(X is float_fractional_part(-2.5), checks([X == -0.5])).
case(X is float_fractional_part(2.75), checks([X == 0.75])).
case(X is truncate(3.5), checks([X == 3])).
case(X is truncate(-3.5), checks([X == -3])).
case(X is round(3.5), checks([X == 4])).
case(X is round(-3.5), checks([X == -4])).
case(X is round(3.4), checks([X == 3])).
case(X is ceiling(-0.5), checks([X == 0])).
case(X is ceiling(1.1), checks([X == 2])).
case(X is floor(-0.5), checks([X == -1])).
case(X is floor(1.9), checks([X == 1])).
case(X is integer(2.5), checks([X == 3])).
case(X is integer(-2.5), checks([X == -3])).
% SWI-Prolog accepts integers here (ISO: type_error(float, 1)).
case(X is float_integer_part(1), checks([X =:= 1])).
case(X is float_fractional_part(1), checks([X =:= 0])).
case(_ is truncate(a), error(type_error(evaluable, a/0))).
case(_ is floor(_), error(instantiation_error)).

% power
% Integer ** integer is an integer in SWI-Prolog (strict ISO: a float).
case(X is 2**3, checks([X == 8])).
case(X is 2.0 ** 3, checks([X == 8.0])).
% Integer ** integer is an integer in SWI-Prolog (strict ISO: a float).
case(X is 10**2, checks([X == 100])).
% Integer ** integer is an integer in SWI-Prolog (strict ISO: a float).
case(X is 0**0, checks([X == 1])).
case(X is 2 ** -1, checks([X == 0.5])).
case(X is 2 ** 0.5, checks([X == 1.4142135623730951])).
case(X is 10.0 ** -1, checks([X == 0.1])).
case(X is 2 ^ 3, checks([X == 8])).
case(X is 2 ^ 0, checks([X == 1])).
case(X is 0 ^ 0, checks([X == 1])).
case(X is 1 ^ -1, checks([X == 1])).
case(X is -1 ^ -1, checks([X == -1])).
case(X is -1 ^ -2, checks([X == 1])).
case(X is (-2) ^ 3, checks([X == -8])).
case(X is 2 ^ 3.0, checks([X == 8.0])).
case(X is 2.0 ^ 2, checks([X == 4.0])).
case(_ is 0 ^ -1, error(evaluation_error(zero_divisor))).
case(_ is 0.0 ** -1, error(evaluation_error(zero_divisor))).
case(_ is (-8) ** (1 / 3), error(evaluation_error(undefined))).
case(_ is (-8.0) ** 0.5, error(evaluation_error(undefined))).

% transcendental
case(X is sqrt(4), checks([X == 2.0])).
case(X is sqrt(4.0), checks([X == 2.0])).
case(X is sqrt(0), checks([X == 0.0])).
case(X is exp(0), checks([X == 1.0])).
case(X is log(1), checks([X == 0.0])).
case((X is log(exp(2.0))), checks([t8_6_close(X, 2.0)])).
case(X is sin(0), checks([X == 0.0])).
case(X is cos(0), checks([X == 1.0])).
case(X is tan(0.0), checks([X == 0.0])).
case(X is atan(0), checks([X == 0.0])).
case(X is asin(0), checks([X == 0.0])).
case(X is acos(1), checks([X == 0.0])).
case(X is atan2(1, 1), checks([X == 0.7853981633974483])).
case(X is atan(1, 1), checks([X == 0.7853981633974483])).
case(X is atan2(0, -1), checks([X == 3.141592653589793])).
case(X is pi, checks([X == 3.141592653589793])).
case(X is e, checks([X == 2.718281828459045])).
case((X is 4 * atan(1)), checks([t8_6_close(X, 3.141592653589793)])).
case(X is cot(1.0), checks([t8_6_close(X, 0.6420926159343306)])).
case(_ is sqrt(-1), error(evaluation_error(undefined))).
case(_ is log(-1), error(evaluation_error(undefined))).
case(_ is acos(2), error(evaluation_error(undefined))).
case(_ is asin(2), error(evaluation_error(undefined))).
case(_ is sin(a), error(type_error(evaluable, a/0))).
case(_ is 1.0e308 * 10, error(evaluation_error(float_overflow))).
case(_ is -1.0e308 * 10, error(evaluation_error(float_overflow))).

% bitwise
case(X is 5 >> 1, checks([X == 2])).
case(X is -16 >> 2, checks([X == -4])).
case(X is 1 << 4, checks([X == 16])).
case(X is 5 /\ 3, checks([X == 1])).
case(X is 5 \/ 3, checks([X == 7])).
case(X is \ 5, checks([X == -6])).
case(X is \ (-1), checks([X == 0])).
case(X is xor(5, 3), checks([X == 6])).
case(X is msb(8), checks([X == 3])).
case(X is msb(1), checks([X == 0])).
case(X is gcd(12, 18), checks([X == 6])).
case(X is gcd(-4, 6), checks([X == 2])).
case(X is gcd(0, 0), checks([X == 0])).
case(X is gcd(7, 0), checks([X == 7])).
case(_ is 1 << 2.0, error(type_error(integer, 2.0))).
case(_ is 1.0 >> 1, error(type_error(integer, 1.0))).
case(_ is \ 1.0, error(type_error(integer, 1.0))).
case(_ is 5 /\ 1.0, error(type_error(integer, 1.0))).
case(_ is 5 \/ 1.5, error(type_error(integer, 1.5))).
case(_ is _ << 1, error(instantiation_error)).

% The context of an arithmetic error: a division by zero names the
% function, any other error the builtin, also from a consulted clause's
% compiled arithmetic (as SWI-Prolog does).
t8_6_div(X, Y) :- _ is X // Y.
t8_6_eval(X) :- _ is X + 1.
t8_6_less(X) :- X < 1.
case(_ is 1 // 0, ball(error(evaluation_error(zero_divisor), context((//)/2, _)))).
case(_ is 7 mod 0, ball(error(evaluation_error(zero_divisor), context((mod)/2, _)))).
case(_ is 1 / 0.0, ball(error(evaluation_error(zero_divisor), context((/)/2, _)))).
case(t8_6_div(1, 0), ball(error(evaluation_error(zero_divisor), context((//)/2, _)))).
case(t8_6_eval(foo), ball(error(type_error(evaluable, foo/0), context((is)/2, _)))).
case(t8_6_eval(_), ball(error(instantiation_error, context((is)/2, _)))).
case(t8_6_less(_), ball(error(instantiation_error, context((<)/2, _)))).
case((X = 1, t8_6_eval(X)), true).
