% Robustness: requests the memory limit cannot meet raise
% resource_error(memory) and the next goal runs; malformed meta-calls fail
% at once with ISO errors. (SWI-Prolog raises resource_error with its own
% context terms; the formal term is the same.)

% Helpers sit next to the cases that use them.
:- discontiguous(case/2).

% The allocation policy (src/machine/memory.rs): sizes chosen by the
% arguments are checked before anything is allocated.
case(tab(100000000000), error(resource_error(memory))).
case(tab(user_output, 100000000000), error(resource_error(memory))).
case(format("~t~100000000000|", []), error(resource_error(memory))).
case(setup_call_cleanup(set_prolog_flag(stack_limit, 20000000),
                        findall(X, between(1, inf, X), _),
                        set_prolog_flag(stack_limit, 1073741824)),
     error(resource_error(memory))).
case(setup_call_cleanup(set_prolog_flag(stack_limit, 20000000),
                        length(_, 100000000000),
                        set_prolog_flag(stack_limit, 1073741824)),
     error(resource_error(memory))).
case(setup_call_cleanup(set_prolog_flag(stack_limit, 20000000),
                        numlist(1, 100000000, _),
                        set_prolog_flag(stack_limit, 1073741824)),
     error(resource_error(memory))).
case(setup_call_cleanup(set_prolog_flag(stack_limit, 20000000),
                        with_output_to(string(_), (repeat, write(abcdefghijklmnopqrstuvwxyz), fail)),
                        set_prolog_flag(stack_limit, 1073741824)),
     error(resource_error(memory))).
% After the error the machine works as before.
case((catch(tab(100000000000), _, true), findall(X, between(1, 3, X), L)),
     checks([L == [1, 2, 3]])).

% A variable subgoal is call(G): an instantiation error, not an endless
% conjunction.
case(call((true, _)), error(instantiation_error)).
case(call((_, true)), error(instantiation_error)).
case(call((true -> _ ; true)), error(instantiation_error)).
case(call((fail -> _ ; true)), true).
case(call((true ; _)), true).

% Output that cannot be written is ISO's io_error(write, Stream).
case(( open('/dev/full', write, S), write(S, x),
       catch(close(S), error(E, _), true) ),
     checks([E = io_error(write, S)])).
case(( open('/dev/full', write, S), format(S, "~a~n", [x]),
       catch(flush_output(S), error(E, _), true), close(S) ),
     checks([E = io_error(write, S)])).

% Text that is not UTF-8: each bad sequence reads as U+FFFD and the valid
% character after it is kept (the warnings go to standard error).
robust_bad_utf8_file(F) :-
    F = '/tmp/hornbook_robust_bad_utf8.txt',
    open(F, write, S, [type(binary)]),
    forall(member(B, [0'a, 0xC3, 0'b, 0'c, 0xFF, 0'd]), put_byte(S, B)),
    close(S).
case(( robust_bad_utf8_file(F), open(F, read, S),
       get_char(S, A), get_char(S, B), get_char(S, C), get_char(S, D),
       get_char(S, E), get_char(S, G), get_char(S, H), close(S) ),
     checks([[A, B, C, D, E, G, H] == [a, '\x\FFFD\', b, c, '\x\FFFD\', d, end_of_file]])).
case(( robust_bad_utf8_file(F), open(F, read, S, [type(binary)]),
       get_byte(S, A), get_byte(S, B), close(S) ),
     checks([[A, B] == [0'a, 0xC3]])).

% A directory is not a stream's source.
case(open('/', read, _), error(permission_error(open, source_sink, '/'))).

% ISO errors where hornbook used to fail.
case(char_code(a, x), error(type_error(integer, x))).
case(char_code(a, 0'a), true).
case(char_code(a, 0'b), fail).
case(foo =.. 1, error(type_error(list, 1))).
case(foo(a) =.. [foo|bar], error(type_error(list, [foo|bar]))).
case(foo(a) =.. [foo|_], true).
case(succ(X, 100000000000000000000), checks([X == 99999999999999999999])).
case(succ(100000000000000000000, X), checks([X == 100000000000000000001])).
case(succ(9223372036854775807, X), checks([X == 9223372036854775808])).
case(succ(X, 9223372036854775808), checks([X == 9223372036854775807])).
case(succ(100000000000000000000, 100000000000000000001), true).
case(succ(100000000000000000000, 3), fail).
case(succ(-100000000000000000000, _), error(domain_error(not_less_than_zero, -100000000000000000000))).
case(succ(_, a), error(type_error(integer, a))).
case(current_prolog_flag(no_such_flag, _), fail).
case(current_prolog_flag(1, _), error(type_error(atom, 1))).
case(current_prolog_flag(bounded, B), checks([B == false])).
case((set_prolog_flag(debug, on), current_prolog_flag(debug, D), set_prolog_flag(debug, off)),
     checks([D == true])).

% `/*` starts a comment only where a token starts: inside a run of symbol
% chars it is part of the name (ISO 6.4.2).
case(term_to_atom(T, 'X = //* .'), checks([T = (_ = A), A == '//*'])).
case(term_to_atom(T, 'X = -/*.*/- .'), checks([T = (_ = A), A == '-/*.*/-'])).
case(term_to_atom(T, 'f(a) /* c */ .'), checks([T == f(a)])).
case(term_to_atom(T, 'X = a+ /* c */ b .'), checks([T = (_ = A), A == a+b])).
case(see('/'), error(permission_error(open, source_sink, '/'))).

% Text that doubles at each step stops at the memory limit.
robust_double_atom(A, 0, A) :- !.
robust_double_atom(A, N, R) :- atom_concat(A, A, B), N1 is N - 1, robust_double_atom(B, N1, R).
robust_double_string(A, 0, A) :- !.
robust_double_string(A, N, R) :- string_concat(A, A, B), N1 is N - 1, robust_double_string(B, N1, R).
case(setup_call_cleanup(set_prolog_flag(stack_limit, 20000000),
                        robust_double_atom(a, 40, _),
                        set_prolog_flag(stack_limit, 1073741824)),
     error(resource_error(memory))).
case(setup_call_cleanup(set_prolog_flag(stack_limit, 20000000),
                        robust_double_string("a", 40, _),
                        set_prolog_flag(stack_limit, 1073741824)),
     error(resource_error(memory))).
case(setup_call_cleanup(set_prolog_flag(stack_limit, 20000000),
                        ( length(L, 1000), maplist(=(abcdefghijklmnopqrstuvwxyz0123456789), L),
                          atomic_list_concat(L, A), atomic_list_concat([A, A, A, A, A, A, A, A, A, A], B),
                          atomic_list_concat([B, B, B, B, B, B, B, B, B, B], C),
                          atomic_list_concat([C, C, C, C, C, C, C, C, C, C], -, _) ),
                        set_prolog_flag(stack_limit, 1073741824)),
     error(resource_error(memory))).

% Found by the goals fuzz target: the clause-reference primitive called
% with terms that are no clause reference.
case('$erase'(a), fail).
case('$erase'(f(a)), fail).
case('$erase'(f(99999999, 1, 1)), fail).
case('$erase'(f(-1, 1, 1)), fail).
% setarg/3 checks the position before using it (found by cargo fuzz: a
% negative one overflowed the address); SWI-Prolog's errors.
case(setarg(-1, f(a), x), error(domain_error(not_less_than_zero, -1))).
case(setarg(-9223372036854775808, f(a), x), error(domain_error(not_less_than_zero, -9223372036854775808))).
case(setarg(4294967297, f(a), x), fail).
case(setarg(0, [a], x), fail).
case((T = [a], setarg(2, T, z), T == [a|z]), true).
case(nb_setarg(-1, f(a), x), error(domain_error(not_less_than_zero, -1))).
