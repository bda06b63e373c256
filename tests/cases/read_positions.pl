% read_term/2,3, term_string/3 and read_term_from_atom/3 options as
% SWI-Prolog 9 has them: subterm_positions (every kind of position term),
% comments, term_position, singletons, variable_names, syntax_errors; and
% the number syntax of SWI-Prolog 7 (digit groups, Radix'Digits).

:- use_module(library(prolog_source)).

pos(Text, T, P) :- term_string(T, Text, [subterm_positions(P)]).

syntax_error_in(Text) :- catch((term_to_atom(_, Text), fail), error(syntax_error(_), _), true).

% subterm_positions: atoms, variables, numbers, strings, []
case(pos("Var", _, P), checks([P == 0-3])).
case(pos("'Atom'", T, P), checks([T == 'Atom', P == 0-6])).
case(pos(" 123 ", T, P), checks([T == 123, P == 1-4])).
case(pos(" -123.45  ", T, P), checks([T == -123.45, P == 1-8])).
case(pos(" [   ] ", T, P), checks([T == [], P == 1-6])).
case(pos("{}", T, P), checks([T == {}, P == 0-2])).
case(pos("\"abc\"", _, P), checks([P == string_position(0, 5)])).
case(pos("`abc`", _, P), checks([P == string_position(0, 5)])).
% compounds and operators
case(pos("a()", T, P), checks([compound_name_arity(T, a, 0), P == term_position(0, 3, 0, 1, [])])).
case(pos("a(X,y)", _, P), checks([P == term_position(0, 6, 0, 1, [2-3, 4-5])])).
case(pos("a + b * c", _, P),
     checks([P == term_position(0, 9, 2, 3, [0-1, term_position(4, 9, 6, 7, [4-5, 8-9])])])).
case(pos("- a", _, P), checks([P == term_position(0, 3, 0, 1, [2-3])])).
case(pos("-(1)", T, P), checks([T == -(1), P == term_position(0, 4, 0, 1, [2-3])])).
case(pos("call(X):[adder]", _, P),
     checks([P == term_position(0, 15, 7, 8, [term_position(0, 7, 0, 4, [5-6]), list_position(8, 15, [9-14], none)])])).
% parentheses
case(pos("(a)", _, P), checks([P == parentheses_term_position(0, 3, 1-2)])).
case(pos("f((a,b))", _, P),
     checks([P == term_position(0, 8, 0, 1, [parentheses_term_position(2, 7, term_position(3, 6, 4, 5, [3-4, 5-6]))])])).
case(pos("(a)+b", _, P), checks([P == term_position(0, 5, 3, 4, [parentheses_term_position(0, 3, 1-2), 4-5])])).
% braces and lists
case(pos(" { foo, bar } ", _, P),
     checks([P == brace_term_position(1, 13, term_position(3, 11, 6, 7, [3-6, 8-11]))])).
case(pos(" [ foo, [bar] ] ", _, P),
     checks([P == list_position(1, 15, [3-6, list_position(8, 13, [9-12], none)], none)])).
case(pos(" [ foo,123 | bar] ", _, P), checks([P == list_position(1, 17, [3-6, 7-10], 13-16)])).
case(pos("[X|Xs]", _, P), checks([P == list_position(0, 6, [1-2], 3-5)])).
% dicts: the pairs in the order written
case(pos("_{}", _, P), checks([P == dict_position(0, 3, 0, 1, [])])).
case(pos("tag{bb:1,aa:2}", _, P),
     checks([P == dict_position(0, 14, 0, 3, [key_value_position(4, 8, 6, 7, bb, 4-6, 7-8),
                                              key_value_position(9, 13, 11, 12, aa, 9-11, 12-13)])])).
% offsets count characters, not bytes
case(pos("f('é', b)", _, P), checks([P == term_position(0, 9, 0, 1, [2-5, 7-8])])).
% every position fits its term
case((pos("p(X, [a|T], {b}, \"s\", (c;d))", T, P), valid_term_position(T, P)), true).

% comments, with positions only when subterm_positions is asked for too
case(term_string(T, "%hello\ntrue", [subterm_positions(P), comments(C)]),
     checks([T == true, P == 7-11, C == ['$stream_position'(0, 0, 0, 0)-"%hello"]])).
case(term_string(_, "a /* x */ + %y\n b", [comments(C)]), checks([C == [(-)-"/* x */", (-)-"%y"]])).
case(term_string(_, "a", [comments(C)]), checks([C == []])).
% reading from a stream: positions count from the stream's start
case((open_string("foo.\n %c\n bar(X).", S), read(S, _),
      read_term(S, T, [term_position(TP), comments(C), subterm_positions(SP)]), close(S)),
     checks([T = bar(_), TP == '$stream_position'(10, 3, 1, 10), C == ['$stream_position'(6, 2, 1, 0)-"%c"],
             SP == term_position(10, 16, 10, 13, [14-15])])).

% singletons: every named variable occurring once
case((term_string(_, "a(_,_a,_A,_0,A,B,B)", [singletons(S)]), maplist(arg(1), S, Names)),
     checks([Names == ['_a', '_A', '_0', 'A']])).
case(read_term_from_atom('f(X, Y, X)', T, [variable_names(Vs)]), checks([T = f(A, B, C), A == C, Vs == ['X'=A, 'Y'=B]])).

% syntax_errors
case(term_string(_, "foo(", [syntax_errors(quiet)]), fail).
case(catch(term_string(_, "foo(", [syntax_errors(error)]), error(syntax_error(_), _), true), true).
case(term_string(T, "foo(", [syntax_errors(dec10)]), checks([T == end_of_file])).
case((open_string("foo(. bar.", S), read_term(S, _, [syntax_errors(quiet)])), fail).
case((open_string("foo(. bar.", S), read_term(S, T, [syntax_errors(dec10)])), checks([T == bar])).
case((open_string("foo(. bar.", S), (read_term(S, _, [syntax_errors(quiet)]) -> true ; true), read(S, T)),
     checks([T == bar])).

% digit groups and Radix'Digits
case(X = 1 000 000, checks([X == 1000000])).
case(X = 1_000_000, checks([X == 1000000])).
case(X = 1_000 + 0.5, checks([X == 1000+0.5])).
case(X = 0b1000_0000, checks([X == 128])).
case(X = 0b1000 0000, checks([X == 128])).
case(X = 0o10 0000, checks([X == 32768])).
case(X = 0x8000_0000, checks([X == 2147483648])).
case(X = 16'ff, checks([X == 255])).
case(X = 16'ff_ff, checks([X == 65535])).
case(X = 2'0101, checks([X == 5])).
case(X = 36'zz, checks([X == 1295])).
case(X = - 16'10, checks([X == -(16)])).
case(syntax_error_in('1_000e10'), true).
case(syntax_error_in('0xff ff'), true).
case(syntax_error_in('1  000'), true).
case(syntax_error_in('1__000'), true).
case(syntax_error_in('16\'ff ff'), true).
case(syntax_error_in('37\'1'), true).
case(syntax_error_in('2\'12'), true).
