% library(readutil), open_string/2 and the file name predicates, as
% SWI-Prolog 9 answers.
:- use_module(library(readutil)).

rl_file('/tmp/hornbook_case_readutil.txt').
rl_write(Text) :- rl_file(F), open(F, write, S), write(S, Text), close(S).

case((open_string("ab\ncd", S), read_line_to_codes(S, L1, T1), T1 = [],
      read_line_to_codes(S, L2, T2), read_line_to_codes(S, L3, T3), close(S)),
     checks([L1 == [0'a, 0'b, 0'\n], L2 == [0'c, 0'd], T2 == [], L3 == [], T3 == []])).
case((open_string("hi", S), read_stream_to_codes(S, Cs), close(S)), checks([Cs == [0'h, 0'i]])).
case((open_string("hi", S), read_stream_to_codes(S, Cs, [0'!]), close(S)), checks([Cs == [0'h, 0'i, 0'!]])).
case((open_string("", S), read_stream_to_codes(S, Cs), close(S)), checks([Cs == []])).
case((open_string(abc, S), read_line_to_string(S, L), close(S)), checks([L == "abc"])).
case((open_string([0'x, 0'.], S), read(S, T), close(S)), checks([T == x])).
case(open_string(_, _), error(instantiation_error)).
case(open_string(f(x), _), error(type_error(text, f(x)))).
case((rl_write('ab\ncd'), rl_file(F), read_file_to_string(F, S, [])), checks([S == "ab\ncd"])).
case((rl_write('ab\ncd'), rl_file(F), read_file_to_codes(F, Cs, [])), checks([Cs == [0'a, 0'b, 0'\n, 0'c, 0'd]])).
case((rl_write('a(1).\nb("x").\n'), rl_file(F), read_file_to_terms(F, Ts, [])), checks([Ts == [a(1), b("x")]])).
case((rl_write(''), rl_file(F), read_file_to_terms(F, Ts, [])), checks([Ts == []])).
case(read_file_to_string('/no/such/file', _, []), error(existence_error(source_sink, '/no/such/file'))).
case(read_file_to_terms('/no/such/file', _, []), error(existence_error(source_sink, '/no/such/file'))).
% The file is found by absolute_file_name/3, whose error has no context
% (as in SWI-Prolog, where an uncaught one prints no `open/3:`).
case(catch(read_file_to_codes("/no/such/file", _, []), error(E, C), true),
     checks([E == existence_error(source_sink, "/no/such/file"), var(C)])).
case(catch(read_file_to_string(_, _, []), error(E, C), true), checks([E == instantiation_error, var(C)])).
case((rl_write(hello), rl_file(F), size_file(F, N)), checks([N == 5])).
case(size_file('/no/such/file', _), error(existence_error(file, '/no/such/file'))).
case((rl_file(F), same_file(F, F)), true).
case(same_file('/tmp', '/tmp/../tmp'), true).
case(same_file('/tmp', '/'), fail).

% file names
case(file_base_name('/a/b.pl', B), checks([B == 'b.pl'])).
case(file_base_name('/a/b/', B), checks([B == b])).
case(file_base_name("x/y", B), checks([B == y])).
case(file_base_name(1, B), checks([B == '1'])).
case(file_base_name(_, _), error(instantiation_error)).
case(file_directory_name('/a/b.pl', D), checks([D == '/a'])).
case(file_directory_name('b.pl', D), checks([D == '.'])).
case(file_directory_name('/a/b/', D), checks([D == '/a'])).
case(file_directory_name('/a', D), checks([D == '/'])).
case(file_directory_name('/', D), checks([D == '/'])).
case(file_name_extension(foo, pl, N), checks([N == 'foo.pl'])).
case(file_name_extension(foo, '.pl', N), checks([N == 'foo.pl'])).
case(file_name_extension('foo.pl', pl, N), checks([N == 'foo.pl'])).
case(file_name_extension(B, E, 'foo.pl'), checks([B == foo, E == pl])).
case(file_name_extension(B, E, foo), checks([B == foo, E == ''])).
case(file_name_extension(B, E, '/a.b/foo'), checks([B == '/a.b/foo', E == ''])).
case(file_name_extension(B, E, '.bashrc'), checks([B == '', E == bashrc])).
case(file_name_extension(B, pl, 'foo.pl'), checks([B == foo])).
case(file_name_extension(_, txt, 'foo.pl'), fail).
case(file_name_extension(foo, pl, 'foo.PL'), fail).
case(file_name_extension(_, _, _), error(instantiation_error)).
case(directory_file_path('/a', b, P), checks([P == '/a/b'])).
case(directory_file_path('/a/', b, P), checks([P == '/a/b'])).
case(directory_file_path('.', b, P), checks([P == b])).
case(directory_file_path(a, '/b', P), checks([P == '/b'])).
case(directory_file_path(D, F, '/a/b'), checks([D == '/a', F == b])).
case(is_absolute_file_name('/x'), true).
case(is_absolute_file_name(x), fail).
