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

% Products of a big and a small integer in a compiled clause (the heap's
% limbs are multiplied where they are), at the edges of the small range;
% the clauses are at the end of the file.
case(big_times(9223372036854775808, -1, P), checks([P == -9223372036854775808, integer(P)])).
case(big_times_left(9223372036854775808, -1, P), checks([P == -9223372036854775808])).
case(big_times(-9223372036854775809, 1, P), checks([P == -9223372036854775809])).
case(big_times(18446744073709551616, 0, P), checks([P == 0])).
case(big_times(18446744073709551615, -18446744073709551615, P),
     checks([P == -340282366920938463426481119284349108225])).
case(big_times(-340282366920938463463374607431768211456, -9223372036854775808, P),
     checks([P == 3138550867693340381917894711603833208051177722232017256448])).
case(big_times_left(18446744073709551616, 3.0, P), checks([P =:= 5.5340232221128655e19, float(P)])).
case((X is 2^70, big_times(X, 5, P), P > X), checks([P == 5902958103587056517120])).
case(big_factorial(30, F), checks([F == 265252859812191058636308480000000])).
case((big_factorial(25, F), P is F*1), checks([P == 15511210043330985984000000])).
% A big operand or product left on the heap inside a longer expression:
% a product that is an operand again, of a sum, a negation, a
% comparison, a float, a product of two bigs, powm/3 in either place; an
% error in the middle; a rational operand.
case(big_expr(2^70, 3, P), checks([P == 3541774862152233910273])).
case(big_neg_product(2^70, 3, P), checks([P == -3541774862152233910272])).
case(big_times_twice(2^64, 3, 5, P), checks([P == 276701161105643274240])).
case(big_square(2^64, P), checks([P == 340282366920938463463374607431768211456])).
case(big_powm_base(2^70, P), checks([P == 555656])).
case(big_powm_exponent(2^70, P), checks([P == 732402])).
case(big_product_greater(2^70, 3), true).
case(big_product_greater(2^70, -3), fail).
case(big_product_unify(2^64, 2, 36893488147419103232), true).
case(big_product_unify(2^64, 2, 36893488147419103233), fail).
case(big_product_float(2^64, 0.5, P), checks([P =:= 9223372036854775808.0, float(P)])).
case(catch(big_product_error(2^64, P), error(E, _), true),
     checks([var(P), E == type_error(evaluable, foo/0)])).
case((catch(big_product_error(2^64, _), _, true), big_expr(2^64, 2, P)),
     checks([P == 36893488147419103233])).
case(big_times(1r3, 3, P), checks([P == 1])).

% Sizes where the system's own algorithms take over (arith/bigmul/):
% products, squares, quotients and decimal text of about 10^5 digits,
% checked by their residues and by reading the text back.
case((X is 7 ^ 150000, Y is X * (X + 1), Q is Y // X, R is Y mod (X - 1),
      M is (X * X) mod 1000000007),
     checks([Q =:= X + 1, R =:= 2, M == 347822114])).
case((X is -(3 ^ 300000) - 1, number_codes(X, Cs), number_codes(Y, Cs),
      format(atom(A), "~d", [X]), atom_length(A, L)),
     checks([Y =:= X, L == 143138])).
% A code list longer than the heap grows between collections (2*10^6
% cells): number_codes/2 runs the collection before building it, and
% what the query holds is moved by it.
case((X is 7 ^ 1183000, T = t(X, [a|_]), number_codes(X, Cs),
      number_codes(Y, Cs), length(Cs, L)),
     checks([Y =:= X, L == 999751, T = t(Z, [W|_]), Z == X, W == a])).
% Greatest common divisors of about 2*10^5 digits (half-gcd): a long
% Euclid with a small result, common factors found through it, and
% one whose Euclid ends in two divisions.
case((A is 7 ^ 240000 - 1, B is 5 ^ 340000 - 1, G is gcd(A, B)),
     checks([G == 117958280764566838766786650163116416])).
case((A is (7 ^ 240000 - 1) * 3 ^ 5000, B is (5 ^ 340000 - 1) * 3 ^ 7000,
      G is gcd(-A, B) mod 1000000007),
     checks([G == 815239482])).
case((A is (7 ^ 240000 - 1) * 3 ^ 5000, B is (7 ^ 180000 - 1) * 3 ^ 7000,
      G is gcd(A, B) mod 1000000007),
     checks([G == 642734400])).

% Helpers of the products above.
big_expr(X0, K, P) :- X is X0, P is X*K + 1.
big_neg_product(X0, K, P) :- X is X0, P is -(X*K).
big_times_twice(X0, K, L, P) :- X is X0, P is X*K*L.
big_square(X0, P) :- X is X0, P is X*X.
big_powm_base(X0, P) :- X is X0, P is powm(X*3, 3, 1000003).
big_powm_exponent(X0, P) :- X is X0, P is powm(3, X*3, 1000003).
big_product_greater(X0, K) :- X is X0, X*K > X.
big_product_unify(X0, K, P) :- X is X0, P =:= X*K, P is X*K.
big_product_float(X0, K, P) :- X is X0, P is X*K.
big_product_error(X0, P) :- X is X0, Y = foo, P is X*2 + Y.

big_times(X, K, P) :- P is X*K.
big_times_left(X, K, P) :- P is K*X.
big_factorial(N, F) :- big_factorial(1, N, 1, F).
big_factorial(I, N, F0, F) :-
    (   I > N
    ->  F = F0
    ;   F1 is F0*I, I1 is I+1, big_factorial(I1, N, F1, F)
    ).
