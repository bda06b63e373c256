% Streams (ISO 8.11, 8.12, 8.13, 8.14 on streams): open/close, current and
% set input/output, properties, character/code/byte I/O, reading and
% writing terms on streams, see/tell, with_output_to/2.

ts_file(F) :- F = '/tmp/hornbook_case_streams.txt'.
ts_bin(F) :- F = '/tmp/hornbook_case_streams.bin'.

ts_write(Text) :-
    ts_file(F), open(F, write, S), write(S, Text), close(S).
ts_read_all(Text) :-
    ts_file(F), open(F, read, S), ts_chars(S, Cs), close(S), atom_chars(Text, Cs).
ts_chars(S, Cs) :-
    get_char(S, C),
    (   C == end_of_file -> Cs = []
    ;   Cs = [C|T], ts_chars(S, T)
    ).
ts_with_input(Text, Goal) :-
    ts_write(Text), ts_file(F), open(F, read, S),
    current_input(Old), set_input(S),
    catch(Goal, E, (set_input(Old), close(S), throw(E))),
    set_input(Old), close(S).

% open/3,4 and close/1,2
case((ts_file(F), open(F, write, S), close(S)), true).
case(open(_, read, _), error(instantiation_error)).
case(open(f, _, _), error(instantiation_error)).
case(open(f, bad_mode, _), error(domain_error(io_mode, bad_mode))).
case(open(f, 1, _), error(type_error(atom, 1))).
case(open('/nonexistent/dir/file', read, _), error(existence_error(source_sink, '/nonexistent/dir/file'))).
case((ts_file(F), open(F, write, _, [bad_option(x)])), error(domain_error(stream_option, bad_option(x)))).
case(close(_), error(instantiation_error)).
case(close(no_such_alias), error(existence_error(stream, no_such_alias))).
case(close(foo(1)), error(domain_error(stream_or_alias, foo(1)))).
case((ts_file(F), open(F, write, S), close(S), catch(close(S), E, true)), checks([E = error(existence_error(stream, S1), _), S1 == S])).

case(close(user_output), true).

% writing and reading back
case((ts_write('hello'), ts_read_all(T)), checks([T == hello])).
case((ts_file(F), open(F, write, S), write(S, a), nl(S), writeq(S, 'B c'), close(S), ts_read_all(T)), checks([T == 'a\n\'B c\''])).
case((ts_file(F), open(F, write, S), print(S, [x]), write_canonical(S, f('A', _)), close(S), ts_read_all(T)), checks([T == "[x]f('A',_)" ; atom(T)])).
case((ts_file(F), open(F, write, S), write_term(S, [1,2], [max_depth(1)]), close(S), ts_read_all(T)), checks([T == '[...|...]'])).
case((ts_file(F), open(F, write, S), format(S, "~a-~d~n", [x, 42]), close(S), ts_read_all(T)), checks([T == 'x-42\n'])).
case((ts_file(F), open(F, write, S), put_char(S, a), put_code(S, 0'b), tab(S, 2), nl(S), close(S), ts_read_all(T)), checks([T == 'ab  \n'])).
case((ts_write(''), ts_file(F), open(F, append, S), write(S, more), close(S), open(F, append, S2), write(S2, '!'), close(S2), ts_read_all(T)), checks([T == 'more!'])).
case((ts_write('old'), ts_file(F), open(F, write, S), write(S, new), close(S), ts_read_all(T)), checks([T == new])).

% reading terms
case(ts_with_input('foo(X, Y, X). bar. ', (read(A), read(B), read(C))), checks([A = foo(P, Q, R), P == R, var(Q), B == bar, C == end_of_file])).
% singletons: every named variable that occurs once, _Y too (ISO 7.1.1.4 and 8.14.1; swipl 9 agrees).
case(ts_with_input('t(X, _Y, Z, X).', read_term(T, [variable_names(Vs), singletons(Ss)])), checks([T = t(_, _, _, _), length(Vs, 3), Ss = ['_Y'=_, 'Z'=_]])).
case(catch((ts_with_input('a b.', read(_)), fail), error(syntax_error(_), _), true), true).
case(ts_with_input('a b. ok.', (catch(read(_), _, true), read(X))), checks([X == ok])).
case(ts_with_input('', read(X)), checks([X == end_of_file])).
case(ts_with_input('  % only a comment\n', read(X)), checks([X == end_of_file])).
case(ts_with_input('"ab".', read(X)), checks([string(X), string_codes(X, [0'a, 0'b])])).
case(ts_with_input('f(x).', read_term(_, [bad_opt])), error(domain_error(read_option, bad_opt))).

% character input
case(ts_with_input('ab', (get_char(A), get_char(B), get_char(C))), checks([A == a, B == b, C == end_of_file])).
case(ts_with_input('ab', (peek_char(A), get_char(B))), checks([A == a, B == a])).
case(ts_with_input('ab', (get_code(A), peek_code(B))), checks([A == 0'a, B == 0'b])).
case(ts_with_input('', get_code(C)), checks([C == -1])).
case(ts_with_input('a', get_char(1)), error(type_error(in_character, 1))).
case(ts_with_input('a', get_code(a)), error(type_error(integer, a))).
case(ts_with_input('x', get_char(y)), fail).
case(ts_with_input('é!', (get_char(A), get_char(B))), checks([A == 'é', B == '!'])).
case(ts_with_input('line one\nline two\n', (read_line_to_string(user_input, _), read_line_to_string(current_input_free, _))), error(existence_error(stream, current_input_free))).
case((ts_write('l1\nl2'), ts_file(F), open(F, read, S), read_line_to_string(S, A), read_line_to_string(S, B), read_line_to_string(S, C), close(S)), checks([string(A), string(B), with_output_to(atom(TA), write(A)), TA == l1, with_output_to(atom(TB), write(B)), TB == l2, C == end_of_file])).
case((ts_write('l1\n'), ts_file(F), open(F, read, S), read_line_to_codes(S, A), read_line_to_codes(S, B), close(S)), checks([A == [0'l, 0'1], B == end_of_file])).
case((ts_write('skip me\nnext'), ts_file(F), open(F, read, S), skip_line(S), get_char(S, C), close(S)), checks([C == n])).
case((ts_write('x'), ts_file(F), open(F, read, S), get_char(S, _), at_end_of_stream(S), close(S)), true).
case((ts_write('x'), ts_file(F), open(F, read, S), \+ at_end_of_stream(S), close(S)), true).
case((ts_write('x'), ts_file(F), open(F, read, S, [eof_action(error)]), get_char(S, _), get_char(S, E), catch(get_char(S, _), Err, true), close(S)), checks([E == end_of_file, Err = error(permission_error(input, past_end_of_stream, _), _)])).

% permission errors
case((ts_file(F), open(F, write, S), catch(get_char(S, _), E, true), close(S)), checks([E = error(permission_error(input, stream, _), _)])).
case((ts_write(x), ts_file(F), open(F, read, S), catch(put_char(S, a), E, true), close(S)), checks([E = error(permission_error(output, stream, _), _)])).
case((ts_write(x), ts_file(F), open(F, read, S), catch(get_byte(S, _), E, true), close(S)), checks([E = error(permission_error(input, text_stream, _), _)])).
case(put_char(_), error(instantiation_error)).
case(put_char(ab), error(type_error(character, ab))).
case(put_char(1), error(type_error(character, 1))).
case(put_code(a), error(type_error(integer, a))).
case(put_code(-1), error(representation_error(character_code))).
case(nl(no_such_stream), error(existence_error(stream, no_such_stream))).
case(write(_, x), error(instantiation_error)).

% binary streams
case((ts_bin(F), open(F, write, S, [type(binary)]), put_byte(S, 65), put_byte(S, 0), put_byte(S, 255), close(S), open(F, read, R, [type(binary)]), get_byte(R, A), peek_byte(R, B), get_byte(R, B2), get_byte(R, C), get_byte(R, D), close(R)), checks([A == 65, B == 0, B2 == 0, C == 255, D == -1])).
case((ts_bin(F), open(F, write, S, [type(binary)]), catch(put_byte(S, 256), E, true), close(S)), checks([E = error(type_error(byte, 256), _)])).
case((ts_bin(F), open(F, write, S, [type(binary)]), catch(put_char(S, a), E, true), close(S)), checks([E = error(permission_error(output, binary_stream, _), _)])).

% current streams, aliases and properties
case((current_output(S), S == S), true).
case(current_output(foo), error(domain_error(stream, foo))).
case((stream_property(S, alias(user_input)), stream_property(S, input)), true).
case(stream_property(user_output, _), error(domain_error(stream, user_output))).
case((ts_file(F), open(F, write, _, [alias(ts_out)]), write(ts_out, hi), close(ts_out), ts_read_all(T)), checks([T == hi])).
case((ts_file(F), open(F, write, S), stream_property(S, mode(M)), stream_property(S, output), stream_property(S, file_name(N)), close(S)), checks([M == write, N == F])).
case((ts_write(a), ts_file(F), open(F, read, S), stream_property(S, input), stream_property(S, type(T)), stream_property(S, end_of_stream(E)), close(S)), checks([T == text, E == not])).
case((ts_file(F), open(F, write, S), set_output(S), write(redirected), set_output(user_output), close(S), ts_read_all(T)), checks([T == redirected])).
case((ts_file(F), open(F, write, S), close(S), current_output(C), C \== S), true).
case((ts_file(F), open(F, write, S), nl(S), flush_output(S), close(S)), true).
case(flush_output(user_input), error(permission_error(output, stream, user_input))).

% see/tell
case((ts_file(F), tell(F), write('told_text.'), told, see(F), read_term(T, []), seen), checks([T == told_text])).
case((ts_file(F), tell(F), telling(S), told, S \== user_output), true).

% with_output_to/2 and output capture
case(with_output_to(atom(A), (write(a), print(b), nl)), checks([A == 'ab\n'])).
case(with_output_to(codes(C), write(hi)), checks([C == [0'h, 0'i]])).
case(with_output_to(chars(C), write(hi)), checks([C == [h, i]])).
case(with_output_to(atom(A), (with_output_to(atom(B), write(inner)), write(B))), checks([A == inner])).
case(with_output_to(atom(_), fail), fail).
case(catch(with_output_to(atom(_), throw(x)), x, true), true).
case(with_output_to(bad(_), true), error(domain_error(output_sink, bad(_)))).
case((with_output_to(atom(_), write(x)), write(y)), output(y)).

% prompt/2 and prompt1/1 (SWI): the prompt of reads from a terminal
case(prompt(P, P), checks([P == '|: '])).
case((prompt(Old, '> '), prompt(New, Old)), checks([Old == '|: ', New == '> '])).
case(prompt(not_the_prompt, x), fail).
case(prompt(_, _), error(instantiation_error)).
case(prompt(_, 5), error(type_error(atom, 5))).
case(prompt(_, "text"), error(type_error(atom, "text"))).
case(prompt1(_), error(instantiation_error)).
case((prompt1('Move? '), prompt1("again? ")), true).

% with_output_to/2 writes to a stream of its own (as SWI-Prolog): the
% current output inside is a new stream, which can be given an alias and
% has its own line position; codes/2 and chars/2 give difference lists.
case((current_output(S0), with_output_to(string(_), current_output(S1))), checks([S0 \== S1])).
case(with_output_to(string(X), (current_output(S), set_stream(S, alias(wot_report)), write(wot_report, hello))),
     checks([X == "hello"])).
case((with_output_to(string(_), (current_output(S), set_stream(S, alias(wot_gone)))), stream_property(_, alias(wot_gone))), fail).
case(with_output_to(string(X), (write(abc), current_output(S), line_position(S, P), write(P))), checks([X == "abc3"])).
case(with_output_to(codes(C, T), write(ab)), checks([C == [0'a, 0'b|T]])).
case(with_output_to(chars(C, []), write(ab)), checks([C == [a, b]])).
case(with_output_to(atom(A), (write(a), with_output_to(string(I), write(inner)), write(I))), checks([A == ainner])).
case((catch(with_output_to(string(_), (write(x), throw(oops))), oops, true), current_output(S), stream_property(S, alias(A))),
     checks([A == user_output])).
case(with_output_to(string(_), fail), fail).
case(with_output_to(_, true), error(instantiation_error)).
case(with_output_to(bad(_), true), error(domain_error(output_sink, bad(_)))).
case((current_output(S), line_count(S, N)), checks([integer(N), N >= 1])).
case(line_position(_, _), error(instantiation_error)).

% open_null_stream/1: an output stream that discards its text.
case((open_null_stream(S), write(S, hello), character_count(S, N), close(S)), checks([N == 5])).
case((open_null_stream(S), close(S), catch(close(S), error(E, _), true)), checks([E = existence_error(stream, _)])).
case((open_null_stream(S), close(S), catch(current_output(S), error(E, _), true)),
     checks([E = existence_error(stream, _)])).
case(open('/dev/null', read, _, [eof_action(abc)]), error(domain_error(eof_action, abc))).

% stream_pair/3: one term for an input and an output stream.
case(stream_pair(user_input, I, O), checks([I == user_input, var(O)])).
case(stream_pair(user_output, I, O), checks([var(I), O == user_output])).
case((stream_pair(P, user_input, user_output), stream_pair(P, I, O)), checks([I == user_input, O == user_output])).
case((open_null_stream(S), stream_pair(P, user_input, S), write(P, hello), character_count(S, N), close(S)),
     checks([N == 5])).
case((open_null_stream(S), stream_pair(P, user_input, S), close(P),
      catch(write(P, hello), error(E, _), true), stream_pair(P, _, O)),
     checks([E = existence_error(_, _), var(O)])).
% Each side must read or write as its place says (swipl 9.0.4).
case(stream_pair(_, user_output, user_output), error(permission_error(input, stream, user_output))).
case(stream_pair(_, user_input, user_input), error(permission_error(output, stream, user_input))).
case(stream_pair(_, user_output, _), error(permission_error(input, stream, user_output))).
case(stream_pair(_, user_input, _), error(instantiation_error)).
case(stream_pair(_, _, user_output), error(instantiation_error)).
