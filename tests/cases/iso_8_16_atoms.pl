% ISO/IEC 13211-1 section 8.16: atomic term processing
% atom_length/2, atom_chars/2, atom_codes/2, char_code/2, number_codes/2,
% number_chars/2.

:- set_prolog_flag(double_quotes, codes).
% ISO's errors for non-atoms: SWI-Prolog's leniency (any text where an atom
% is asked for) is off in ISO mode (lib_swi_text.pl tests it).
:- set_prolog_flag(iso, true).

% 8.16.1 atom_length/2
case(atom_length('enchanted evening', N), checks([N == 17])).
case(atom_length('enchanted\
evening', N), checks([N == 16])).
case(atom_length('', N), checks([N == 0])).
case(atom_length('scarlet', 5), fail).
case(atom_length(abc, 3), true).
case(atom_length([], N), checks([N == 2])).
case(atom_length('é', N), checks([N == 1])).
case(atom_length(_, 4), error(instantiation_error)).
case(atom_length(123, _), error(type_error(atom, 123))).
case(atom_length(f(a), _), error(type_error(atom, f(a)))).
case(atom_length(atom, '4'), error(type_error(integer, '4'))).
case(atom_length(atom, -4), error(domain_error(not_less_than_zero, -4))).
case(atom_length(atom, 1.0), error(type_error(integer, 1.0))).
% 8.16.1.3: a big integer is an integer, so a negative one is below zero
% (the domain error); a positive one is merely not the length.  (SWI-Prolog
% fails on both; GNU Prolog cannot read the number.)
case(atom_length(abc, -98765432109876543210),
     error(domain_error(not_less_than_zero, -98765432109876543210))).
case(atom_length(abc, 98765432109876543210), fail).

% 8.16.2 atom_concat/3
% 8.16.2.3 c, d: an argument neither a variable nor an atom is
% type_error(atom, _) (GNU Prolog agrees; SWI-Prolog says atomic, and so
% does hornbook outside ISO mode, lib_atoms.pl).
case(atom_concat(f(a), iso, _), error(type_error(atom, f(a)))).
case(atom_concat(iso, f(a), _), error(type_error(atom, f(a)))).
case(atom_concat(_, _, f(a)), error(type_error(atom, f(a)))).
case(atom_concat(1, iso, _), error(type_error(atom, 1))).
case(atom_concat(abc, X, abcde), checks([X == de])).

% 8.16.4 atom_chars/2
case(atom_chars('', L), checks([L == []])).
case(atom_chars([], L), checks([L == ['[', ']']])).
case(atom_chars('''', L), checks([L == ['''']])).
case(atom_chars('ant', L), checks([L == [a, n, t]])).
case(atom_chars(Str, ['s', 'o', 'p']), checks([Str == sop])).
case(atom_chars('North', ['N'|X]), checks([X == [o, r, t, h]])).
case(atom_chars('soap', ['s', 'o', 'p']), fail).
case(atom_chars(X, []), checks([X == ''])).
case(atom_chars(X, ['1', '2']), checks([X == '12'])).
case(atom_chars(_, _), error(instantiation_error)).
case(atom_chars(_, [a|_]), error(instantiation_error)).
case(atom_chars(_, [a, _]), error(instantiation_error)).
case(atom_chars(_, [a, f(b)]), error(type_error(character, f(b)))).
case(atom_chars(_, [a, 1]), error(type_error(character, 1))).
case(atom_chars(_, [a, bc]), error(type_error(character, bc))).
case(atom_chars(f(a), _), error(type_error(atom, f(a)))).
case(atom_chars(1, _), error(type_error(atom, 1))).
case(atom_chars(_, foo), error(type_error(list, foo))).
% A given atom does not excuse a list that is neither a list nor a partial
% list: SWI-Prolog and GNU Prolog both raise type_error(list, L) (ISO
% 8.16.4.3, 8.16.5.3, 8.16.7.3, 8.16.8.3); found by tools/difffuzz.
case(atom_chars(abc, error), error(type_error(list, error))).
case(atom_codes(abc, [0'a|b]), error(type_error(list, [0'a|b]))).
case(number_chars(1, foo), error(type_error(list, foo))).
case(number_codes(-0.0, user_error), error(type_error(list, user_error))).
case(atom_chars(abc, [x|_]), fail).
% A bound non-number is type_error(number, N) even when the list parses
% (ISO 8.16.7.3 b; SWI-Prolog and GNU Prolog agree).
case(number_chars(f(x), ['1']), error(type_error(number, f(x)))).
case(number_codes(a, "12"), error(type_error(number, a))).

% 8.16.5 atom_codes/2
case(atom_codes('', L), checks([L == []])).
case(atom_codes([], L), checks([L == [0'[, 0']]])).
case(atom_codes('''', L), checks([L == [39]])).
case(atom_codes('ant', L), checks([L == [97, 110, 116]])).
case(atom_codes(Str, [0's, 0'o, 0'p]), checks([Str == sop])).
case(atom_codes('North', [0'N|X]), checks([X == [0'o, 0'r, 0't, 0'h]])).
case(atom_codes('soap', [0's, 0'o, 0'p]), fail).
case(atom_codes('a\nb', L), checks([L == [97, 10, 98]])).
case(atom_codes(X, "abc"), checks([X == abc])).
case(atom_codes(_, _), error(instantiation_error)).
case(atom_codes(_, [0'a|_]), error(instantiation_error)).
case(atom_codes(f(a), _), error(type_error(atom, f(a)))).
case(atom_codes(1, _), error(type_error(atom, 1))).
case(atom_codes(_, [0'a, -1]), error(representation_error(character_code))).
case(atom_codes(_, [0'a, a]), error(type_error(integer, a))).

% 8.16.6 char_code/2
case(char_code(a, X), checks([X == 0'a])).
case(char_code(X, 99), checks([X == c])).
case(char_code(X, 0'c), checks([X == c])).
case(char_code(X, 163), checks([X == '£'])).
case(char_code(b, 0'b), true).
case(char_code(b, 0'c), fail).
case(char_code('ab', _), error(type_error(character, ab))).
case(char_code(1, _), error(type_error(character, 1))).
case(char_code(_, _), error(instantiation_error)).
case(char_code(_, x), error(type_error(integer, x))).
case(char_code(_, -2), error(representation_error(character_code))).
% 8.16.6.3 e: a Code that is no character code is a representation error
% when Char is given too (GNU Prolog agrees; SWI-Prolog: type_error).
case(char_code(a, -1), error(representation_error(character_code))).
case(char_code(a, 0x110000), error(representation_error(character_code))).
case(char_code(a, 98), fail).

% 8.16.7 number_chars/2
case(number_chars(33, L), checks([L == ['3', '3']])).
case(number_chars(33, ['3', '3']), true).
case(number_chars(33.0, L), checks([L == ['3', '3', '.', '0']])).
case(number_chars(X, ['3', '.', '3', 'E', '+', '0']), checks([X == 3.3])).
case(number_chars(3.3, ['3'|_]), true).
case(number_chars(A, ['-', '2', '5']), checks([A == -25])).
case(number_chars(A, [' ', '3']), checks([A == 3])).
case(number_chars(A, ['0', x, f]), checks([A == 15])).
case(number_chars(A, ['0', '''', a]), checks([A == 97])).
case(number_chars(A, ['4', '.', '2']), checks([A == 4.2])).
case(number_chars(A, ['4', '2', '.', '0', 'e', '-', '1']), checks([A == 4.2])).
case(catch((number_chars(_, ['-', ' ', '1']), fail), error(syntax_error(_), _), true), true).
case(number_chars(_, _), error(instantiation_error)).
case(number_chars(_, ['4', _]), error(instantiation_error)).
case(number_chars(a, _), error(type_error(number, a))).
case(number_chars(_, 3), error(type_error(list, 3))).
case(catch((number_chars(_, ['3', ' ']), fail), error(syntax_error(_), _), true), true).
case(catch((number_chars(_, [a]), fail), error(syntax_error(_), _), true), true).
case(catch((number_chars(_, []), fail), error(syntax_error(_), _), true), true).
case(number_chars(_, ['3', 1]), error(type_error(character, 1))).
% The list's shape is checked before its elements, as SWI-Prolog does:
% a partial list is an instantiation error, another tail a type error.
case(number_chars(_, [1|_]), error(instantiation_error)).
case(number_chars(_, [1|2]), error(type_error(list, [1|2]))).
case(number_chars(_, [_|1]), error(instantiation_error)).
case(atom_codes(_, [_|a]), error(instantiation_error)).
case(number_codes(_, [a|_]), error(instantiation_error)).
case(atom_chars(_, [1|_]), error(instantiation_error)).
case(atom_codes(_, [a|_]), error(instantiation_error)).
case(number_chars(1, [a|1]), error(type_error(list, [a|1]))).
case(number_chars(1, ['1'|_]), true).
% 8.16.7.3 e: `0'` with no character after it is no number (GNU Prolog
% and SWI-Prolog outside its ISO mode: syntax_error; in ISO mode SWI-Prolog
% fails), whether Number is given or not.
case(catch((number_chars(0, ['0', '''']), fail), error(syntax_error(_), _), true), true).
case(catch((number_chars(_, ['0', '''']), fail), error(syntax_error(_), _), true), true).

% 8.16.8 number_codes/2
case(number_codes(33, L), checks([L == [0'3, 0'3]])).
case(number_codes(33, [0'3, 0'3]), true).
case(number_codes(33.0, L), checks([L == "33.0"])).
case(number_codes(A, [0'-, 0'2, 0'5]), checks([A == -25])).
case(number_codes(A, [0' , 0'3]), checks([A == 3])).
case(number_codes(A, "0x1F"), checks([A == 31])).
case(number_codes(A, "0o17"), checks([A == 15])).
case(number_codes(A, "0b101"), checks([A == 5])).
case(number_codes(A, "0'a"), checks([A == 97])).
case(number_codes(A, "1.0e10"), checks([A == 1.0e10])).
case(number_codes(A, "1.5E-3"), checks([A == 0.0015])).
case(number_codes(A, "-0"), checks([A == 0])).
case(number_codes(A, "007"), checks([A == 7])).
case(number_codes(A, "3.3"), checks([A == 3.3])).
case(number_codes(_, _), error(instantiation_error)).
case(number_codes(a, _), error(type_error(number, a))).
case(number_codes(_, 3), error(type_error(list, 3))).
case(catch((number_codes(_, "3 "), fail), error(syntax_error(_), _), true), true).
case(catch((number_codes(_, "a"), fail), error(syntax_error(_), _), true), true).
case(catch((number_codes(_, "1."), fail), error(syntax_error(_), _), true), true).
case(catch((number_codes(_, "1.e5"), fail), error(syntax_error(_), _), true), true).
case(number_codes(_, [0'3, -1]), error(representation_error(character_code))).
% 6.4.2.1: `0'` takes a single quoted character, a space among them, so
% "0' " is 32 (as `X = 0' .` reads; SWI-Prolog and GNU Prolog agree).
case(number_codes(A, "0' "), checks([A == 32])).
% 8.16.8.3 e: layout or a comment after the number is a syntax error, as
% "3 " is (both SWI-Prolog and GNU Prolog).
case(catch((number_codes(_, "12/**/"), fail), error(syntax_error(_), _), true), true).
case(catch((number_codes(_, "12%"), fail), error(syntax_error(_), _), true), true).
