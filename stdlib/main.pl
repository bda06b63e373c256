/*  hornbook library(main): scripts run from the command line, as
    SWI-Prolog's library(main): main/0 calls main/1 with the command-line
    arguments (the argv flag), and argv_options/3 splits them into
    positional arguments and options.
*/
:- module(main, [ main/0, argv_options/3 ]).

%!  main is det
%
%   Calls main(Argv) of module user with the program's command-line
%   arguments, the value of the argv flag (the empty list when the
%   system gives none). Used as `:- initialization(main, main).`
%
%   ?- catch(main, error(existence_error(procedure, PI), _), true).
%   PI = main/1.
main :-
    (   catch(current_prolog_flag(argv, Av0), _, fail)
    ->  Av = Av0
    ;   Av = []
    ),
    user:main(Av).

%!  argv_options(+Argv, -Positional, -Options) is det
%
%   Splits a list of command-line arguments: `--Name=Value` gives the
%   option Name(Value) (Value a number when it reads as one, else an
%   atom), `--Name` gives Name(true) and `--no-Name` Name(false); a `-`
%   in Name becomes `_`. Every other argument is positional, and so is
%   every argument after `--`.
%
%   ?- argv_options(['--n=3', 'in.txt', '--verbose', '--no-color'], P, O).
%   P = ['in.txt'], O = [n(3), verbose(true), color(false)].
argv_options(Argv, Positional, Options) :-
    must_be(list, Argv),
    '$argv_options'(Argv, Positional, Options).

'$argv_options'([], [], []).
'$argv_options'([A|As], Ps, Os) :-
    '$argv_text'(A, T),
    (   T == "--"
    ->  Os = [],
        '$argv_atoms'(As, Ps)
    ;   sub_string(T, 0, 2, _, "--"),
        string_length(T, L), L > 2
    ->  sub_string(T, 2, _, 0, Body),
        '$argv_option'(Body, O),
        Os = [O|Os1],
        '$argv_options'(As, Ps, Os1)
    ;   atom_string(PA, T),
        Ps = [PA|Ps1],
        '$argv_options'(As, Ps1, Os)
    ).

'$argv_text'(A, T) :-
    (   string(A) -> T = A
    ;   atomic(A) -> atom_string(A, T)
    ;   throw(error(type_error(text, A), argv_options/3))
    ).

'$argv_atoms'([], []).
'$argv_atoms'([A|As], [P|Ps]) :-
    '$argv_text'(A, T),
    atom_string(P, T),
    '$argv_atoms'(As, Ps).

'$argv_option'(Body, O) :-
    (   sub_string(Body, B, _, A, "=")
    ->  sub_string(Body, 0, B, _, NameS),
        sub_string(Body, _, A, 0, ValueS),
        '$argv_value'(ValueS, V)
    ;   sub_string(Body, 0, 3, _, "no-"),
        string_length(Body, L), L > 3
    ->  sub_string(Body, 3, _, 0, NameS),
        V = false
    ;   NameS = Body,
        V = true
    ),
    '$argv_name'(NameS, Name),
    O =.. [Name, V].

'$argv_name'(S, Name) :-
    split_string(S, "-", "", Parts),
    atomic_list_concat(Parts, '_', Name).

'$argv_value'(S, V) :-
    (   catch(number_string(N, S), _, fail)
    ->  V = N
    ;   atom_string(V, S)
    ).
