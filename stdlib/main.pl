/*  hornbook library(main): scripts run from the command line, as
    SWI-Prolog's library(main): main/0 calls main/1 with the command-line
    arguments (the argv flag), and argv_options/3,4 split them into
    positional arguments and options: by their look alone, or, when the
    calling module defines opt_type/3, by the options and types it
    declares (SWI-Prolog 9's guided mode, in main_options.pl).
*/
:- module(main, [ main/0, argv_options/3, argv_options/4 ]).
:- use_module(library(main_options)).

:- meta_predicate argv_options(:, -, -), argv_options(:, -, -, +).

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

%!  argv_options(:Argv, -Positional, -Options) is det
%
%   Splits a list of command-line arguments. Without opt_type/3 in the
%   calling module, by their look: `--Name=Value` gives the option
%   Name(Value) (Value a number when it reads as one, else an atom),
%   `--Name` gives Name(true) and `--no-Name` Name(false); a `-` in Name
%   becomes `_`. Every other argument is positional, and so is every
%   argument after `--`. With opt_type(Flag, Name, Type) clauses, as
%   argv_options/4 with no options.
%
%   ?- argv_options(['--n=3', 'in.txt', '--verbose', '--no-color'], P, O).
%   P = ['in.txt'], O = [n(3), verbose(true), color(false)].
argv_options(M:Argv, Positional, Options) :-
    argv_options(M:Argv, Positional, Options, []).

%!  argv_options(:Argv, -Positional, -Options, +ParseOptions) is det
%
%   As argv_options/3. When the calling module defines
%   opt_type(Flag, Name, Type), only its flags are options: `-f` (one
%   letter), `--flag`, `--flag=Value`, `-fValue` and a flag followed by
%   its value as the next argument; Type is boolean, boolean(Default),
%   atom, string, integer, float, between(Low, High), oneof(List), term
%   or term(ReadOptions), and a value of another type raises
%   error(opt_error(value_type(Flag, Type, Value)), _). A boolean is
%   negated by `--no-flag` or `--noflag`. ParseOptions:
%   options_after_arguments(false) makes every argument after the first
%   positional one positional.
%
%   ?- argv_options(['--n=3', x], P, O, []).
%   P = [x], O = [n(3)].
argv_options(M:Argv, Positional, Options, ParseOptions) :-
    must_be(list, Argv),
    must_be(list, ParseOptions),
    (   atom(M), current_predicate(M:opt_type/3)
    ->  '$argv_guided'(Argv, M, ParseOptions, Positional, Options)
    ;   '$argv_options'(Argv, Positional, Options)
    ).

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
    ;   throw(error(type_error(text, A), _))
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
