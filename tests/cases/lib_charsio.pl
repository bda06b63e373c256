% library(charsio): text to and from code lists, as SWI-Prolog 9 has it.

:- use_module(library(charsio)).

case(format_to_chars('~w-~a', [1, b], C), checks([atom_codes(A, C), A == '1-b'])).
case(format_to_chars(x, [], C, T), checks([C = [120|T1], T1 == T, var(T)])).
case(write_to_chars(f('A', "s"), C), checks([atom_codes(A, C), A == 'f(A,s)'])).
case(write_to_chars(ab, C, [0'!]), checks([C == [97, 98, 33]])).
case(atom_to_chars(abc, L), checks([L == [97, 98, 99]])).
case(atom_to_chars(abc, L, T), checks([L = [97, 98, 99|T1], T1 == T])).
% atom_to_chars/2 is atom_codes/2 and atom_to_chars/3 writes with
% format's ~a, as in swipl 9.0.4 (hornbook wrote any term with write/1).
case(atom_to_chars(X, "abc"), checks([X == abc])).
case(atom_to_chars(12, L, []), checks([L == [49, 50]])).
case(atom_to_chars(f(x), _), error(type_error(atom, f(x)))).
case(atom_to_chars(f(x), _, _), error(format_argument_type(a, f(x)))).
case(atom_to_chars(_, _, _), error(format_argument_type(a, _))).
case(atom_to_chars(abc, foo), error(type_error(list, foo))).
case(number_to_chars(12, L), checks([L == [49, 50]])).
case(number_to_chars(a, _), error(type_error(number, a))).
% number_to_chars/2 is number_codes/2 (swipl 9.0.4): the number may be read.
case(number_to_chars(X, ['1', '2']), checks([X == 12])).
case(read_from_chars("foo(X, bar).", T), checks([T = foo(V, B), var(V), B == bar])).
case(read_from_chars(`foo`, T), checks([T == foo])).
case(read_from_chars("", T), checks([T == end_of_file])).
case(read_term_from_chars(`p(X, Y)`, T, [variable_names(Vs)]), checks([T = p(X, Y), Vs == ['X'=X, 'Y'=Y]])).
case((open_chars_stream(`hello. world.`, S), read(S, A), read(S, B), close(S)), checks([A == hello, B == world])).
case(with_output_to_chars(write(hi), L), checks([L == [104, 105]])).
case(with_output_to_chars(write(hi), L, T), checks([L = [104, 105|T1], T1 == T])).
case(with_output_to_chars(write(S, hi), S, L, [0'!]), checks([L == [104, 105, 33]])).
