% SWI-Prolog string predicates: string_concat/3, string_chars/2,
% string_codes/2, string_to_atom/2, atom_string/2, number_string/2,
% string_length/2, string_code/3, sub_string/5, split_string/4,
% string_lower/2, string_upper/2, text_to_string/2, term_string/2,
% text_concat/3.

% Double-quoted text is a string here, in both systems.
:- set_prolog_flag(double_quotes, string).

% string_concat/3
case(string_concat("abc", "def", S), checks([string(S), S == "abcdef"])).
case(string_concat(abc, def, S), checks([S == "abcdef"])).
case(string_concat(a, 1, S), checks([S == "a1"])).
case(string_concat(X, "def", "abcdef"), checks([X == "abc"])).
case(string_concat("abc", X, "abcdef"), checks([X == "def"])).
case(string_concat(X, Y, "ab"), all(X+Y, [""+"ab", "a"+"b", "ab"+""])).
case(string_concat(X, _, abc), all(X, ["", "a", "ab", "abc"])).
case(string_concat(a, b, ab), true).
case(string_concat(a, b, "ab"), true).
case(string_concat(a, b, "ac"), fail).
case(string_concat(_, _, _), error(instantiation_error)).
case(string_concat(f(x), a, _), error(type_error(atomic, f(x)))).

% string_chars/2, string_codes/2
case(string_chars("ab", L), checks([L == [a, b]])).
case(string_chars(abc, L), checks([L == [a, b, c]])).
case(string_chars(12, L), checks([L == ['1', '2']])).
case(string_chars(S, [a, b]), checks([string(S), S == "ab"])).
case(string_chars(S, []), checks([S == ""])).
case(string_chars("", L), checks([L == []])).
case(string_chars(_, _), error(instantiation_error)).
case(string_chars(_, [a|_]), error(instantiation_error)).
case(string_chars(_, foo), error(type_error(list, foo))).
case(string_chars(f(x), _), error(type_error(text, f(x)))).
case(string_codes("ab", L), checks([L == [0'a, 0'b]])).
case(string_codes(S, [0'a, 0'b]), checks([S == "ab"])).
case(string_codes(S, [a]), checks([S == "a"])).
case(string_codes("é", L), checks([L == [233]])).
case(string_codes(_, _), error(instantiation_error)).

% string_to_atom/2, atom_string/2
case(string_to_atom("abc", A), checks([A == abc])).
case(string_to_atom(S, abc), checks([string(S), S == "abc"])).
case(string_to_atom(S, 12), checks([S == "12"])).
case(string_to_atom(12, A), checks([A == '12'])).
case(string_to_atom("x", x), true).
case(string_to_atom("x", y), fail).
case(string_to_atom(_, _), error(instantiation_error)).
case(string_to_atom(f(x), _), error(type_error(string, f(x)))).
case(string_to_atom(_, f(x)), error(type_error(atom, f(x)))).
case(atom_string(abc, S), checks([S == "abc"])).
case(atom_string(12, S), checks([S == "12"])).
case(atom_string(A, "abc"), checks([A == abc])).
case(atom_string(A, 12), checks([A == '12'])).
case(atom_string(abc, abc), true).
case(atom_string(abc, "abd"), fail).
case(atom_string(_, _), error(instantiation_error)).
case(atom_string(f(x), _), error(type_error(atom, f(x)))).

% number_string/2
case(number_string(N, "42"), checks([N == 42])).
case(number_string(N, "-3"), checks([N == -3])).
case(number_string(N, "+3"), checks([N == 3])).
case(number_string(N, "1.5e3"), checks([N == 1500.0])).
case(number_string(N, "0x1A"), checks([N == 26])).
case(number_string(N, "0'a"), checks([N == 97])).
case(number_string(12, S), checks([S == "12"])).
case(number_string(2.5, S), checks([S == "2.5"])).
case(number_string(_, "abc"), fail).
case(number_string(_, ""), fail).
case(number_string(_, "- 3"), fail).
case(number_string(42, "42"), true).
case(number_string(_, _), error(instantiation_error)).
case(number_string(a, _), error(type_error(number, a))).

% string_length/2
case(string_length("abc", L), checks([L == 3])).
case(string_length(abc, L), checks([L == 3])).
case(string_length(123, L), checks([L == 3])).
case(string_length("", L), checks([L == 0])).
case(string_length("héllo", L), checks([L == 5])).
case(string_length("ab", 2), true).
case(string_length("ab", 3), fail).
case(string_length("ab", -1), fail).
case(string_length(_, _), error(instantiation_error)).
case(string_length(f(x), _), error(type_error(text, f(x)))).
case(string_length("ab", a), error(type_error(integer, a))).

% string_code/3
case(string_code(1, "abc", C), checks([C == 0'a])).
case(string_code(3, "abc", C), checks([C == 0'c])).
case(string_code(1, abc, C), checks([C == 0'a])).
case(string_code(0, "abc", _), fail).
case(string_code(4, "abc", _), fail).
case(string_code(2, "abc", 0'b), true).
case(string_code(2, "abc", 0'a), fail).
case(string_code(2, "héllo", C), checks([C == 233])).
case(string_code(I, "ab", C), all(I-C, [1-0'a, 2-0'b])).
case(string_code(-1, "abc", _), error(domain_error(not_less_than_zero, -1))).
case(string_code(a, "abc", _), error(type_error(integer, a))).
case(string_code(1, _, _), error(instantiation_error)).
case(string_code(1, f(x), _), error(type_error(text, f(x)))).

% sub_string/5
case(sub_string("hello", 1, 3, A, S), checks([A == 1, string(S), S == "ell"])).
case(sub_string(hello, B, _, 0, "lo"), checks([B == 3])).
case(sub_string("hello world", B, _, _, "o"), all(B, [4, 7])).
case(sub_string("abc", B, 1, A, S), all(B-A-S, [0-2-"a", 1-1-"b", 2-0-"c"])).
case(sub_string("ab", _, _, _, S), all(S, ["", "a", "ab", "", "b", ""])).
case(sub_string("abc", 1, 1, 1, b), true).
case(sub_string("abc", _, _, _, "x"), fail).
case(sub_string("abc", 0, 4, _, _), fail).
case(sub_string(_, _, _, _, _), error(instantiation_error)).
case(sub_string(f(x), _, _, _, _), error(type_error(string, f(x)))).
case(sub_string("abc", _, _, _, f(x)), error(type_error(string, f(x)))).
case(sub_string("abc", x, _, _, _), error(type_error(integer, x))).
case(sub_string("abc", _, -2, _, _), error(domain_error(not_less_than_zero, -2))).

% split_string/4
case(split_string("a.b.c.d", ".", "", L), checks([L == ["a", "b", "c", "d"]])).
case(split_string("/home//jan///nice/path", "/", "", L), checks([L == ["", "home", "", "jan", "", "", "nice", "path"]])).
case(split_string("SWI-Prolog, 7.0", ",", " ", L), checks([L == ["SWI-Prolog", "7.0"]])).
case(split_string("  a word ", "", " ", L), checks([L == ["a word"]])).
case(split_string("", "", "", L), checks([L == [""]])).
case(split_string("", ",", "", L), checks([L == [""]])).
case(split_string(",", ",", "", L), checks([L == ["", ""]])).
case(split_string("/home//jan///nice/path", "/", "/", L), checks([L == ["home", "jan", "nice", "path"]])).
case(split_string("//a//b//", "/", "/", L), checks([L == ["a", "b"]])).
case(split_string("a,,b", ",", ",", L), checks([L == ["a", "b"]])).
case(split_string(" a , b ", ",", " ", L), checks([L == ["a", "b"]])).
case(split_string("a, ", ",", " ", L), checks([L == ["a", ""]])).
case(split_string("xay", "a", "xy", L), checks([L == ["", ""]])).
case(split_string("a b  c", " ", " ", L), checks([L == ["a", "b", "c"]])).
case(split_string("a b", " ", "", L), checks([L == ["a", "b"]])).
case(split_string(abc, b, '', L), checks([L == ["a", "c"]])).
case(split_string("a b", [0' ], [], L), checks([L == ["a", "b"]])).
case(split_string("a1b2c", "12", "", L), checks([L == ["a", "b", "c"]])).
case(split_string("abc", "", "", L), checks([L == ["abc"]])).
case(split_string(_, "", "", _), error(instantiation_error)).
case(split_string("a", _, "", _), error(instantiation_error)).
case(split_string("a", "", _, _), error(instantiation_error)).
case(split_string(f(x), "", "", _), error(type_error(text, f(x)))).

% string_lower/2, string_upper/2
case(string_lower("ABC", S), checks([string(S), S == "abc"])).
case(string_lower("HeLLo WoRLD", S), checks([S == "hello world"])).
case(string_upper(abc, S), checks([S == "ABC"])).
case(string_upper("é", S), checks([S == "É"])).
case(string_lower(12, S), checks([S == "12"])).
case(string_upper("abc", "ABC"), true).
case(string_lower(_, _), error(instantiation_error)).
case(string_upper(f(x), _), error(type_error(atomic, f(x)))).

% text_to_string/2
case(text_to_string(abc, S), checks([S == "abc"])).
case(text_to_string("x", S), checks([S == "x"])).
case(text_to_string([a, b], S), checks([S == "ab"])).
case(text_to_string([0'a], S), checks([S == "a"])).
case(text_to_string(_, _), error(instantiation_error)).
case(text_to_string(f(x), _), error(type_error(text, f(x)))).

% term_string/2
case(term_string(f(x, 'A', "s"), S), checks([string(S), S == "f(x,'A',\"s\")"])).
case(term_string(T, "g(Y, Z, Y)"), checks([T = g(A, B, C), A == C, A \== B])).
case(term_string(T, 'h(1)'), checks([T == h(1)])).
case(term_string(T, "a + b * c"), checks([T == a + b * c])).
case(term_string(f(x), "f(x)"), true).
case(term_string(T, ""), checks([T == end_of_file])).
case(catch(term_string(_, "f(,)"), error(syntax_error(_), _), true), true).

% text_concat/3 as documented by SWI-Prolog (the result is a string when
% an input is a string; split parts take the type of the whole). SWI-Prolog
% 9.0.4 does not provide text_concat/3, so these cases fail there.
case(text_concat(abc, def, R), checks([atom(R), R == abcdef])).
case(text_concat(abc, "def", R), checks([string(R), R == "abcdef"])).
case(text_concat(X, Y, ab), all(X+Y, [''+ab, a+b, ab+''])).
case(text_concat(X, "c", "abc"), checks([X == "ab"])).
case(text_concat(_, _, _), error(instantiation_error)).

% Code and char lists are accepted as input text where SWI-Prolog takes them.
case(string_length([0'a, 0'b], L), checks([L == 2])).
case(string_length([a, b, c], L), checks([L == 3])).
case(string_code(1, [0'a], C), checks([C == 0'a])).
case(string_to_atom([0'a], A), checks([A == a])).
case(atom_string(A, [0'a, 0'b]), checks([A == ab])).
case(string_chars([0'a], L), checks([L == [a]])).
case(term_string(T, [0'f, 0'(, 0'x, 0')]), checks([T == f(x)])).
case(number_string(N, [0'1]), checks([N == 1])).
case(string_concat([0'a], "b", _), error(type_error(atomic, [0'a]))).
case(string_lower([0'A], _), error(type_error(atomic, [0'A]))).
case(sub_string([0'a, 0'b], 0, 1, _, _), error(type_error(string, [0'a, 0'b]))).

% library(strings): string_lines/2, dedent_lines/3, indent_lines/3,4
case(string_lines(S, ["a", "b"]), checks([S == "a\nb\n"])).
case(string_lines("x\ny\n", L), checks([L == ["x", "y"]])).
% Given lines are matched as split_string/4 gives them too.
case(string_lines("ab\n", ["ab", ""]), true).
case(string_lines("ab\n\n", ["ab", "", ""]), true).
case(string_lines("ab\n", ["ab"]), true).
case(string_lines("ab", ["ab", ""]), fail).
case(string_lines("a\n\nb", L), checks([L == ["a", "", "b"]])).
case(string_lines("", L), checks([L == []])).
case(string_lines(S, []), checks([S == ""])).
case(dedent_lines("  a\n    b\n", D, []), checks([D == "a\n  b\n"])).
case(dedent_lines("  a\n\n  b", D, []), checks([D == "a\n\nb"])).
case(dedent_lines("\ta\n  b", D, []), checks([D == "\ta\n  b"])).
case(indent_lines("> ", "a\nb\n", I), checks([I == "> a\n> b\n"])).
case(indent_lines("> ", "a\n\n  \nb", I), checks([I == "> a\n\n  \n> b"])).
case(indent_lines([L]>>(L \== "c"), "- ", "a\nb\nc", I), checks([I == "- a\n- b\nc"])).
% interpolate_string/4
case(interpolate_string("{Greeting}, {Who,world}!", S, ['Greeting'=hello], []), checks([S == "hello, world!"])).
case(interpolate_string('a{Name}b', S, ['Name'=f(x)], []), checks([S == "af(x)b"])).
case(interpolate_string("Hi {X}, {Y,none} {z}", S, ['X'=1], []), checks([S == "Hi 1, none {z}"])).
case(interpolate_string("{_a}{B}", S, ['_a'="x", 'B'='y z'], []), checks([S == "xy z"])).
case(interpolate_string("{ X} {X", S, ['X'=1], []), checks([S == "{ X} {X"])).
case(interpolate_string("", S, [], []), checks([S == ""])).
case(interpolate_string("{A}", _, [], []), error(existence_error(template_var, 'A'))).
case(interpolate_string("{@write(hi)}!", S, [], [goals(true)]), checks([S == "hi!"])).
case(interpolate_string("{@write(hi)}!", S, [], []), checks([S == "{@write(hi)}!"])).
% Layout around the number makes number_string/2 fail, as in SWI-Prolog 9.0.
case(number_string(_, " 12"), fail).
case(number_string(_, "12\n"), fail).
% string_bytes/3 in each encoding, both ways.
case(string_bytes(aap, L, utf8), checks([L == [97, 97, 112]])).
case(string_bytes("a\x2192\", L, utf8), checks([L == [97, 226, 134, 146]])).
case(string_bytes(S, [228, 187, 138], utf8), checks([S == "\x4ECA\"])).
case(string_bytes(aap, L, utf16be), checks([L == [0, 97, 0, 97, 0, 112]])).
case(string_bytes(S, [97, 0, 97, 0, 112, 0], utf16le), checks([S == "aap"])).
case(string_bytes(_, [202, 78, 229], utf16le), error(syntax_error(incomplete_multibyte_sequence))).
case(string_bytes("\x4ECA\", _, iso_latin_1), error(representation_error(encoding))).
