% Exact rational numbers as SWI-Prolog 9 has them: the `1r3` syntax,
% canonical form, rdiv/2, the rational functions, rational operands of
% the arithmetic functions, comparison and standard order, type tests,
% text conversion and format/2, and the flag prefer_rationals.
:- discontiguous(case/2).

% reading: canonical form, a denominator of 1 is an integer
case(X = 2r4, checks([X == 1r2])).
case(X = 4r2, checks([X == 2, integer(X)])).
case(X = 0r5, checks([X == 0])).
case(X = -1r3, checks([rational(X, N, D), N == -1, D == 3])).
case(X = 12345678901234567890r3, checks([rational(X, N, D), N == 4115226300411522630, D == 1])).
case(X = 1r12345678901234567890, checks([rational(X, 1, D), D == 12345678901234567890])).

% type tests
case(rational(1r3), true).
case(rational(3), true).
case(rational(0.5), fail).
case(rational(a), fail).
case(integer(1r3), fail).
case(number(1r3), true).
case(atomic(1r3), true).
case(float(1r3), fail).
case(compound(1r3), fail).

% rational/3
case(rational(1r3, N, D), checks([N == 1, D == 3])).
case(rational(-6r4, N, D), checks([N == -3, D == 2])).
case(rational(7, N, D), checks([N == 7, D == 1])).
case(rational(1r3, 2, _), fail).
case(rational(0.5, _, _), fail).
case(rational(_, _, _), fail).

% rdiv/2 and the sign of the denominator
case(X is 1 rdiv 3, checks([X == 1r3])).
case(X is 1 rdiv -3, checks([X == -1r3])).
case(X is -1 rdiv -3, checks([X == 1r3])).
case(X is 6 rdiv 3, checks([X == 2])).
case(X is 0 rdiv 5, checks([X == 0])).
case(X is 1r3 rdiv 1r2, checks([X == 2r3])).
case(X is 2**70 rdiv 3, checks([X == 1180591620717411303424r3])).
case(_ is 1 rdiv 0, error(evaluation_error(zero_divisor))).
case(_ is 0.5 rdiv 1, error(type_error(rational, 0.5))).

% + - * / with rationals stay exact; a float operand makes a float
case(X is 1r3 + 1, checks([X == 4r3])).
case(X is 1r3 + 2r3, checks([X == 1])).
case(X is 1r3 - 1r3, checks([X == 0])).
case(X is 1r3 * 3, checks([X == 1])).
case(X is 1r3 * 0, checks([X == 0])).
case(X is 2r3 / 2, checks([X == 1r3])).
case(X is 1r3 / 1r3, checks([X == 1])).
case(X is 1r3 + 0.5, checks([X == 0.8333333333333333])).
case(X is 1r2 - 0.5, checks([X == 0.0])).
case(X is 1r3 + 2**70, checks([X == 3541774862152233910273r3])).
case(X is -(1r3), checks([X == -1r3])).
case(_ is 1r3 / 0, error(evaluation_error(zero_divisor))).

% / of integers: a float unless prefer_rationals is true
case(X is 1/3, checks([X == 0.3333333333333333])).
case(X is 4/2, checks([X == 2])).
case(current_prolog_flag(prefer_rationals, F), checks([F == false])).
case(setup_call_cleanup(set_prolog_flag(prefer_rationals, true), X is 1/3,
                        set_prolog_flag(prefer_rationals, false)), checks([X == 1r3])).
case(setup_call_cleanup(set_prolog_flag(prefer_rationals, true), X is 7 / -14,
                        set_prolog_flag(prefer_rationals, false)), checks([X == -1r2])).
case(setup_call_cleanup(set_prolog_flag(prefer_rationals, true), X is 2 ^ -1,
                        set_prolog_flag(prefer_rationals, false)), checks([X == 1r2])).
case(setup_call_cleanup(set_prolog_flag(prefer_rationals, true), X is (-2) ^ -3,
                        set_prolog_flag(prefer_rationals, false)), checks([X == -1r8])).
case(setup_call_cleanup(set_prolog_flag(prefer_rationals, true), X is 2.0 / 3,
                        set_prolog_flag(prefer_rationals, false)), checks([X == 0.6666666666666666])).
case(setup_call_cleanup(set_prolog_flag(prefer_rationals, true), catch(_ is 1/0, error(E, _), true),
                        set_prolog_flag(prefer_rationals, false)), checks([E == evaluation_error(zero_divisor)])).

% powers
case(X is (1r2)^3, checks([X == 1r8])).
case(X is 1r3 ^ -2, checks([X == 9])).
case(X is 1r2 ** -2, checks([X == 4])).
case(X is (1r2) ** 2, checks([X == 1r4])).
case(X is 2r3 ** -3, checks([X == 27r8])).
case(X is (-1r3) ^ 3, checks([X == -1r27])).
case(X is 7r2 ^ 2, checks([X == 49r4])).
case(X is 4 ** 1r2, checks([X == 2])).
case(X is 9 ** 1r2, checks([X == 3])).
case(X is 8 ^ 1r3, checks([X == 2])).
case(X is (-8) ^ 1r3, checks([X == -2])).
case(X is 4r9 ^ -1r2, checks([X == 3r2])).
case(X is 2 ** 1r2, checks([X == 1.4142135623730951])).
case(X is 1r3 ** 0.5, checks([X == 0.5773502691896257])).
case(X is 0 ^ 1r2, checks([X == 0])).
case(_ is 0 ^ -1r2, error(evaluation_error(zero_divisor))).
case(_ is (-8) ^ 1r2, error(evaluation_error(undefined))).

% rational/1, rationalize/1, numerator/1, denominator/1
case(X is rational(0.1), checks([X == 3602879701896397r36028797018963968])).
case(X is rational(-0.25), checks([X == -1r4])).
case(X is rational(3), checks([X == 3])).
case(X is rational(5.0e-324) * 2**1074, checks([X == 1])).
case(X is rationalize(0.1), checks([X == 1r10])).
case(X is rationalize(0.7), checks([X == 7r10])).
case(X is rationalize(-0.25), checks([X == -1r4])).
case(X is rationalize(2.0/3), checks([X == 2r3])).
case(X is rationalize(1.0/7), checks([X == 1r7])).
case(X is rationalize(123.456), checks([X == 15432r125])).
case(X is rationalize(3.141592653589793), checks([X == 245850922r78256779])).
case(X is rationalize(1.0e20), checks([X == 100000000000000000000])).
case(_ is rational(nan), error(evaluation_error(undefined))).
case(_ is rationalize(inf), error(evaluation_error(rational_overflow))).
case(X is numerator(2r6), checks([X == 1])).
case(X is denominator(-2r6), checks([X == 3])).
case(X is numerator(5), checks([X == 5])).
case(X is denominator(5), checks([X == 1])).

% the other functions with a rational argument
case(X is abs(-1r3), checks([X == 1r3])).
case(X is sign(-1r3), checks([X == -1])).
case(X is min(1r3, 0.3), checks([X == 0.3])).
case(X is max(1r3, 1), checks([X == 1])).
case(X is max(1r3, 1r2), checks([X == 1r2])).
case(X is truncate(-7r2), checks([X == -3])).
case(X is floor(-7r2), checks([X == -4])).
case(X is ceiling(-7r2), checks([X == -3])).
case(X is round(-7r2), checks([X == -4])).
case(X is round(5r2), checks([X == 3])).
case(X is integer(7r2), checks([X == 4])).
case(X is integer(-5r2), checks([X == -3])).
case(X is float(1r3), checks([X == 0.3333333333333333])).
case(X is sqrt(1r4), checks([X == 0.5])).
case(X is float_integer_part(7r2), checks([X == 3])).
case(X is float_fractional_part(7r2), checks([X == 1r2])).

% integer-only functions refuse rationals
case(_ is 1r3 mod 2, error(type_error(integer, 1r3))).
case(_ is 1r3 // 2, error(type_error(integer, 1r3))).
case(_ is gcd(1r3, 2), error(type_error(integer, 1r3))).
case(_ is 1r3 >> 1, error(type_error(integer, 1r3))).
case(_ is msb(1r3), error(type_error(integer, 1r3))).
case(_ is random(1r3), error(type_error(integer, 1r3))).
case(succ(1r3, _), error(type_error(integer, 1r3))).
case(between(1, 1r3, _), error(type_error(integer, 1r3))).
case(length(_, 1r3), error(type_error(integer, 1r3))).

% arithmetic comparison
case(1r3 < 0.34, true).
case(1r2 =:= 0.5, true).
case(1r3 =:= 1r3, true).
case(1r3 < 1r2, true).
case(2r3 > 1, fail).
case(1r3 =\= 1, true).
case(2**70 rdiv 3 > 2**60, true).

% standard order: by value, a float before a rational of equal value
case(compare(O, 1r2, 0.5), checks([O == (>)])).
case(compare(O, 0.5, 1r2), checks([O == (<)])).
case(compare(O, 1r2, 1), checks([O == (<)])).
case(compare(O, 1r3, 1r2), checks([O == (<)])).
case(msort([1, 0.5, 1r2, 1r3, 0, 1.0], L), checks([L == [0, 1r3, 0.5, 1r2, 1.0, 1]])).
case(1r3 @< a, true).
case(1r3 == 1r3, true).
case(1r3 == 2r6, true).
case(1r3 = 1r2, fail).
case(f(1r3) = f(X), checks([X == 1r3])).

% terms holding rationals survive the database, findall, copying, global
% variables and the collector
case((assertz(rat_fact(f(1r3, -5r7))), rat_fact(X), retract(rat_fact(_))), checks([X == f(1r3, -5r7)])).
case(findall(X, member(X, [1r3, 2r5]), L), checks([L == [1r3, 2r5]])).
case(copy_term(g(1r3, _), C), checks([C = g(R, _), R == 1r3])).
case((nb_setval(rat_key, h(7r9)), nb_getval(rat_key, X)), checks([X == h(7r9)])).
case((garbage_collect, X = 5r11, garbage_collect), checks([X == 5r11])).

% text
case(atom_number('1r3', X), checks([X == 1r3])).
case(atom_number('2r4', X), checks([X == 1r2])).
case(atom_number(A, 1r3), checks([A == '1r3'])).
case(number_codes(X, "1r3"), checks([X == 1r3])).
case(number_codes(-1r3, C), checks([atom_codes(A, C), A == '-1r3'])).
case(term_to_atom(1r3, A), checks([A == '1r3'])).
case(term_to_atom(T, 'f(-2r4)'), checks([T == f(-1r2)])).
case(atom_length(1r3, N), checks([N == 3])).
case(format("~w ~q ~a", [1r3, -1r3, 1r3]), output('1r3 -1r3 1r3')).
case(writeq(-(1r3)), output('- 1r3')).
case(writeq(1 - -1r3), output('1- -1r3')).
case(writeq(f(-1r3)), output('f(-1r3)')).
case(print(1r3), output('1r3')).

% format/2 with numeric directives
case(format("~2f", [1r3]), output('0.33')).
case(format("~4f", [-2r3]), output('-0.6667')).
case(format("~0f", [5r2]), output('3')).
case(format("~15f", [1r3]), output('0.333333333333333')).
case(format("~f", [2**70 rdiv 3]), output('393530540239137101141.333333')).
case(format("~3e", [2r3]), output('6.667e-01')).
case(format("~g", [1r3]), output('0.333333')).

% syntax
case(catch(term_to_atom(_, '1r0'), error(syntax_error(_), _), true), true).

% compiled clauses: rationals as head constants and in body arithmetic
rat_kind(1r3, third).
rat_kind(-1r2, minus_half).
rat_kind(X, other) :- X > 1r2.
rat_step(X, Y) :- Y is X / 2 + 1r6, Y > 0.
case(rat_kind(1r3, K), checks([K == third])).
case(rat_kind(-2r4, K), checks([K == minus_half])).
case(findall(K, rat_kind(2r3, K), Ks), checks([Ks == [other]])).
case(rat_step(1r3, Y), checks([Y == 1r3])).
case(rat_step(-1, _), fail).

% clause selection by a type test: a rational is no integer, a big integer is
rat_type(X, int) :- integer(X), !.
rat_type(X, rat) :- rational(X), !.
rat_type(_, other).
case(rat_type(1r3, T), checks([T == rat])).
case(rat_type(123456789012345678901234567890, T), checks([T == int])).
case(rat_type(0.5, T), checks([T == other])).
