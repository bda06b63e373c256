% Unbounded integers (ISO flag bounded = false), as in SWI-Prolog:
% arithmetic beyond 64 bits, comparison, conversion and type tests.
% (GNU Prolog has bounded integers and is not an oracle for this file.)

case(X is 2 ^ 100, checks([X == 1267650600228229401496703205376])).
case(X is 2 ^ 64, checks([X == 18446744073709551616])).
case(X is 9223372036854775807 + 1, checks([X == 9223372036854775808])).
case(X is -9223372036854775808 - 1, checks([X == -9223372036854775809])).
case(X is 9223372036854775807 * 2, checks([X == 18446744073709551614])).
case(X is -(-9223372036854775808), checks([X == 9223372036854775808])).
case(X is abs(-9223372036854775808), checks([X == 9223372036854775808])).
case(X is 1 << 62, checks([X == 4611686018427387904])).
case(X is 1 << 64, checks([X == 18446744073709551616])).
case(X is 1 << 100 >> 99, checks([X == 2])).
case(X is 18446744073709551616 // 3, checks([X == 6148914691236517205])).
case(X is 18446744073709551616 mod 7, checks([X == 2])).
case(X is -18446744073709551616 mod 7, checks([X == 5])).
case(X is 18446744073709551616 rem -7, checks([X == 2])).
case(X is 100000000000000000000 - 99999999999999999999, checks([X == 1])).
case(X is 12345678901234567890 * 98765432109876543210,
     checks([X == 1219326311370217952237463801111263526900])).
case(X is gcd(18446744073709551616, 12), checks([X == 4])).
case(X is msb(18446744073709551616), checks([X == 64])).
case(X is float(18446744073709551616), checks([X == 1.8446744073709552e19])).
case(X is truncate(1.0e20), checks([X == 100000000000000000000])).
case(X is 10 ^ 20 / 10 ^ 10, checks([X =:= 10000000000])).
case(X is 3 ^ 40, checks([X == 12157665459056928801])).
case(X is (-2) ^ 63, checks([X == -9223372036854775808])).
case(X is (-2) ^ 65, checks([X == -36893488147419103232])).
case(X is 18446744073709551616 /\ 18446744073709551615, checks([X == 0])).
case(X is 18446744073709551616 \/ 1, checks([X == 18446744073709551617])).
case(X is \ 18446744073709551616, checks([X == -18446744073709551617])).
case(X is sign(-18446744073709551616), checks([X == -1])).
case(X is min(18446744073709551616, 18446744073709551617), checks([X == 18446744073709551616])).
case(integer(123456789012345678901234567890), true).
case(number(123456789012345678901234567890), true).
case(atomic(123456789012345678901234567890), true).
case(123456789012345678901234567890 > 123456789012345678901234567889, true).
case(-123456789012345678901234567890 < 1, true).
case(18446744073709551616 =:= 2 ^ 64, true).
case(18446744073709551616 =:= 1.8446744073709552e19, true).
case(18446744073709551616 @> 1, true).
case(18446744073709551616 @< a, true).
case(compare(O, 18446744073709551616, 18446744073709551617), checks([O == (<)])).
case(18446744073709551616 == 18446744073709551616, true).
case(18446744073709551616 = 18446744073709551617, fail).
case(atom_codes(A, [0'1, 0'8, 0'4, 0'4, 0'6, 0'7, 0'4, 0'4, 0'0, 0'7, 0'3, 0'7, 0'0, 0'9, 0'5, 0'5, 0'1, 0'6, 0'1, 0'6]),
     checks([atom_length(A, 20)])).
case(number_chars(X, ['1', '8', '4', '4', '6', '7', '4', '4', '0', '7', '3', '7', '0', '9', '5', '5', '1', '6', '1', '6']),
     checks([X == 18446744073709551616])).
case(number_chars(18446744073709551616, L), checks([length(L, 20)])).
case(X = 0x10000000000000000, checks([X == 18446744073709551616])).
case(between(18446744073709551616, 18446744073709551617, X),
     all(X, [18446744073709551616, 18446744073709551617])).
case(_ is 18446744073709551616 // 0, error(evaluation_error(zero_divisor))).
case(_ is 18446744073709551616 mod 0, error(evaluation_error(zero_divisor))).
case(X is 0 - 18446744073709551616 + 18446744073709551616, checks([X == 0])).
case(writeq(-18446744073709551616), output('-18446744073709551616')).
case(write(123456789012345678901234567890), output('123456789012345678901234567890')).
% Sizes where the system's own algorithms take over (arith/bigmul/):
% products, squares, quotients and decimal text of about 10^5 digits,
% checked by their residues and by reading the text back.
case((X is 7 ^ 150000, Y is X * (X + 1), Q is Y // X, R is Y mod (X - 1),
      M is (X * X) mod 1000000007),
     checks([Q =:= X + 1, R =:= 2, M == 347822114])).
case((X is -(3 ^ 300000) - 1, number_codes(X, Cs), number_codes(Y, Cs),
      format(atom(A), "~d", [X]), atom_length(A, L)),
     checks([Y =:= X, L == 143138])).
