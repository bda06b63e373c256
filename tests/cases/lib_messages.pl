% print_message/2 with prolog:message//1 and user:message_hook/3,
% print_message_lines/3, term_string/3, term_hash/2, as SWI-Prolog 9.
:- multifile prolog:message//1.
prolog:message(hb_case_msg(X)) --> ['Hello ~w'-[X], nl, 'second line'].

:- multifile user:message_hook/3.
:- dynamic hooked/3.
user:message_hook(hb_case_msg(X), Kind, Lines) :- assertz(hooked(X, Kind, Lines)).

case((print_message(error, hb_case_msg(bob)), hooked(X, K, L)),
     checks([X == bob, K == error, L == ['Hello ~w'-[bob], nl, 'second line']])).
case((F = '/tmp/hornbook_case_messages.txt', open(F, write, S), print_message_lines(S, 'P ', ['a ~w'-[1], nl, b]),
       close(S), read_file_to_string(F, T, [])),
     checks([T == "P a 1\nP b\n"])).
case(term_string(T, "f(X, Y)", [variable_names(Vs)]), checks([T = f(A, B), Vs == ['X'=A, 'Y'=B]])).
case(term_string(f('A', "s"), S, []), checks([S == "f('A',\"s\")"])).
case(term_string(T, "foo", []), checks([T == foo])).
case((term_hash(foo(a), H1), term_hash(foo(a), H2)), checks([integer(H1), H1 == H2])).
case(term_hash(f(_), H), checks([var(H)])).
