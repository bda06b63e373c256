% SWI-Prolog's lenient text conversion: outside ISO mode (the flag iso
% false, the default) the atom builtins take any text where ISO asks for
% an atom: numbers, strings, code and char lists. Each answer is swipl
% 9.0.4's; under set_prolog_flag(iso, true) the ISO errors come back.

st_iso(Goal) :-
    setup_call_cleanup(set_prolog_flag(iso, true), Goal, set_prolog_flag(iso, false)).

case(atom_chars(123, L), checks([L == ['1', '2', '3']])).
case(atom_chars("str", L), checks([L == [s, t, r]])).
case(atom_chars(X, "abc"), checks([X == abc])).
case(atom_chars(f(x), _), error(type_error(atom, f(x)))).
case(atom_chars(_, foo), error(type_error(list, foo))).
case(atom_chars(_, [a, f(b)]), error(type_error(character, f(b)))).
case(atom_codes(12.5, L), checks([L == [0'1, 0'2, 0'., 0'5]])).
case(atom_codes("s", L), checks([L == [0's]])).
case(atom_codes(X, [0'a, 0'b]), checks([X == ab])).
case(atom_codes(X, "xy"), checks([X == xy])).
case(atom_codes(X, [a, b]), checks([X == ab])).
case(atom_length(123, N), checks([N == 3])).
case(atom_length("abc", N), checks([N == 3])).
case(atom_length([a, b], N), checks([N == 2])).
case(atom_length(abc, foo), error(type_error(integer, foo))).
case(atom_number("12", N), checks([N == 12])).
case(atom_number('0x10', N), checks([N == 16])).
case(sub_atom("hello", 0, 2, _, S), checks([S == he])).
case(sub_atom(12345, 1, 2, _, S), checks([S == '23'])).
case(atom_concat("ab", cd, A), checks([A == abcd])).
case(atom_concat(12, 34, A), checks([A == '1234'])).
case(upcase_atom("hello", U), checks([U == 'HELLO'])).
case(upcase_atom(123, U), checks([U == '123'])).
case(char_code(X, 0'a), checks([X == a])).

% ISO mode: the errors of ISO/IEC 13211-1, so that the ISO suites pass with
% the flag set (SWI-Prolog 9 keeps atom_chars/2 and atom_codes/2 lenient
% even then; these three cases are hornbook's own).
case(st_iso(atom_length(123, _)), error(type_error(atom, 123))).
case(st_iso(atom_chars(1, _)), error(type_error(atom, 1))).
case(st_iso(atom_codes(1, _)), error(type_error(atom, 1))).
case(st_iso(atom_codes(_, [a, b])), error(type_error(integer, a))).
% number_codes/2, number_chars/2 and atom_number/2 take a plus sign, and
% a code list where chars are asked for (and chars for codes), as SWI-Prolog
% (the two st_iso cases are hornbook's own: swipl is lenient even then).
case(number_codes(X, "+12"), checks([X == 12])).
case(number_codes(X, " +12"), checks([X == 12])).
case(number_codes(X, "+1.5"), checks([X == 1.5])).
case(number_codes(X, "+0x1A"), checks([X == 26])).
case(number_codes(_, "+ 1"), error(syntax_error(illegal_number))).
case(number_chars(X, ['+', '1']), checks([X == 1])).
case(number_chars(X, [0'5, 0'5]), checks([X == 55])).
case(number_codes(_, [a, '1']), error(syntax_error(illegal_number))).
case(atom_number('+12', X), checks([X == 12])).
case(st_iso(number_codes(_, "+12")), error(syntax_error(illegal_number))).
case(st_iso(number_chars(_, [0'5])), error(type_error(character, 0'5))).

% Decimal digits of other scripts in number text (outside ISO mode).
case(number_codes(N, [0x661, 0x662]), checks([N == 12])).
case(atom_number('\x661\\x662\\x663\', N), checks([N == 123])).
case(number_string(N, "-\x661\\x662\.\x663\e\x664\"), checks([N == -12.3e4])).
case(number_codes(_, [0x661, 0x967]), error(syntax_error(illegal_number))).

% `[]` is the empty list, so where a code or char list is text it is the
% empty text (swipl 9.0.4; ISO's '[]' is an atom of length 2).
case(string_chars([], L), checks([L == []])).
case(string_codes([], L), checks([L == []])).
case(string_length([], N), checks([N == 0])).
case(atom_length([], N), checks([N == 0])).
case(atom_string([], S), checks([S == ""])).
case(string_to_atom([], A), checks([A == ''])).
case(text_to_string([], S), checks([S == ""])).
case(split_string([], "", "", P), checks([P == [""]])).
case(st_iso(atom_length([], N)), checks([N == 2])).
case(normalize_space(atom(A), "  a   b\tc \n"), checks([A == 'a b c'])).
case(normalize_space(string(S), 'x'), checks([S == "x"])).
case(normalize_space(codes(C, T), " y  z"), checks([C == [0'y, 0' , 0'z|T]])).
case(normalize_space(chars(C), "   "), checks([C == []])).
case(normalize_space(_, abc), error(instantiation_error)).
case(normalize_space(foo(_), abc), error(type_error(output, foo(_)))).
% A string given as the list of a given atom stands for its codes or chars
% (swipl 9.0.4; hornbook failed: a goal of the differential fuzzer).
case((string_codes(S, [0'a, 0'b, 0'c]), atom_codes(abc, S)), true).
case((string_codes(S, [0'a, 0'b, 0'c]), atom_chars(abc, S)), true).
case((string_codes(S, [0'a, 0'b]), atom_codes(abc, S)), fail).
