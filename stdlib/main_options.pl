/*  hornbook library(main_options): the guided mode of argv_options/3,4
    (library(main)), as SWI-Prolog 9: the module that calls argv_options
    declares its options with opt_type(Flag, Name, Type), and each
    argument is read by them. Not a library programs load themselves.
*/
:- module(main_options, [ '$argv_guided'/5 ]).

% '$argv_guided'(+Argv, +Module, +ParseOptions, -Positional, -Options)
'$argv_guided'(Argv, M, ParseOptions, Positional, Options) :-
    (   memberchk(options_after_arguments(false), ParseOptions)
    ->  After = false
    ;   After = true
    ),
    guided(Argv, M, After, Positional, Options).

guided([], _, _, [], []).
guided([A|As], M, After, Ps, Os) :-
    arg_text(A, T),
    (   T == "--"
    ->  Os = [],
        maplist(arg_atom, As, Ps)
    ;   sub_string(T, 0, 2, _, "--"),
        string_length(T, L), L > 2
    ->  sub_string(T, 2, _, 0, Body),
        long_option(Body, As, M, O, As1),
        Os = [O|Os1],
        guided(As1, M, After, Ps, Os1)
    ;   sub_string(T, 0, 1, _, "-"),
        string_length(T, L), L > 1,
        \+ catch(number_string(_, T), _, fail)
    ->  short_option(T, As, M, O, As1),
        Os = [O|Os1],
        guided(As1, M, After, Ps, Os1)
    ;   atom_string(P, T),
        Ps = [P|Ps1],
        (   After == false
        ->  Os = [],
            maplist(arg_atom, As, Ps1)
        ;   guided(As, M, After, Ps1, Os)
        )
    ).

arg_text(A, T) :-
    (   string(A) -> T = A
    ;   atomic(A) -> atom_string(A, T)
    ;   throw(error(type_error(text, A), _))
    ).

arg_atom(A, P) :-
    arg_text(A, T),
    atom_string(P, T).

% --flag, --flag=Value, --no-flag, --noflag, --flag Value
long_option(Body, As, M, O, As1) :-
    (   sub_string(Body, B, _, A, "=")
    ->  sub_string(Body, 0, B, _, FlagS),
        sub_string(Body, _, A, 0, ValueS),
        atom_string(Flag, FlagS),
        opt_type(M, Flag, Name, Type),
        atom_string(Given, Body),       % SWI-Prolog names the whole argument
        value(Type, Given, ValueS, V),
        As1 = As
    ;   atom_string(Flag, Body),
        opt_type(M, Flag, Name, Type)
    ->  flag_value(Type, Flag, As, V, As1)
    ;   (   sub_string(Body, 0, 3, _, "no-")
        ->  sub_string(Body, 3, _, 0, FlagS)
        ;   sub_string(Body, 0, 2, _, "no")
        ->  sub_string(Body, 2, _, 0, FlagS)
        ),
        atom_string(Flag, FlagS),
        opt_type(M, Flag, Name, Type),
        boolean_type(Type, Default)
    ->  negate(Default, V),
        As1 = As
    ;   atom_string(Flag, Body),
        throw(error(opt_error(unknown_option(Flag)), _))
    ),
    O =.. [Name, V].

% -f, -fValue, -f Value
short_option(T, As, M, O, As1) :-
    sub_string(T, 1, 1, _, FlagS),
    sub_string(T, 2, _, 0, Rest),
    atom_string(Flag, FlagS),
    (   opt_type(M, Flag, Name, Type)
    ->  true
    ;   throw(error(opt_error(unknown_option(Flag)), _))
    ),
    (   Rest == ""
    ->  flag_value(Type, Flag, As, V, As1)
    ;   boolean_type(Type, _)
    ->  throw(error(opt_error(unknown_option(T)), _))
    ;   value(Type, Flag, Rest, V),
        As1 = As
    ),
    O =.. [Name, V].

opt_type(M, Flag, Name, Type) :-
    M:opt_type(Flag, Name, Type),
    !.

% A flag without a value: a boolean's default, else the next argument.
flag_value(Type, _, As, V, As) :-
    boolean_type(Type, V),
    !.
flag_value(Type, Flag, [A|As], V, As) :-
    !,
    arg_text(A, T),
    value(Type, Flag, T, V).
flag_value(_, Flag, [], _, _) :-
    throw(error(opt_error(missing_value(Flag)), _)).

boolean_type(boolean, true).
boolean_type(boolean(Default), Default).

negate(true, false).
negate(false, true).

% value(+Type, +Flag, +Text, -Value): Text read as Type.
value(Type, Flag, Text, V) :-
    (   convert(Type, Text, V0)
    ->  V = V0
    ;   atom_string(A, Text),
        throw(error(opt_error(value_type(Flag, Type, A)), _))
    ).

convert(boolean, T, V) :-
    bool_text(T, V).
convert(boolean(_), T, V) :-
    bool_text(T, V).
convert(atom, T, V) :-
    atom_string(V, T).
convert(string, T, T).
convert(integer, T, V) :-
    catch(number_string(V, T), _, fail),
    integer(V).
convert(float, T, V) :-
    catch(number_string(N, T), _, fail),
    V is float(N).
convert(between(L, H), T, V) :-
    catch(number_string(N, T), _, fail),
    (   integer(L), integer(H)
    ->  integer(N), V = N
    ;   V is float(N)
    ),
    V >= L, V =< H.
convert(oneof(List), T, V) :-
    atom_string(V, T),
    memberchk(V, List).
convert(term, T, V) :-
    catch(term_string(V, T), _, fail).
convert(term(Options), T, V) :-
    catch(term_string(Term, T, Options), _, fail),
    (   memberchk(variable_names(Bindings), Options)
    ->  V = Term-Bindings
    ;   V = Term
    ).

bool_text(T, V) :-
    string_lower(T, L),
    (   memberchk(L, ["true", "on", "yes", "1"])
    ->  V = true
    ;   memberchk(L, ["false", "off", "no", "0"])
    ->  V = false
    ).
