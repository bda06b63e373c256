/*  hornbook library(strings): text made of lines and text templates, as
    SWI-Prolog's library(strings): string_lines/2, dedent_lines/3,
    indent_lines/3,4, interpolate_string/4. (term_string/3 and the other
    string predicates are built in.)
*/
:- module(strings,
        [ string_lines/2, dedent_lines/3, indent_lines/3, indent_lines/4,
          interpolate_string/4 ]).
:- meta_predicate indent_lines(1, +, +, -), interpolate_string(:, -, +, +).

%!  string_lines(?String, ?Lines) is det
%
%   Lines are the lines of String, without their newlines; a final
%   newline ends the last line and does not start an empty one. With
%   String unbound, each of Lines is followed by a newline.
%
%   ?- string_lines("a\nb\n", L), string_lines(S, ["x", "y"]).
%   L = ["a", "b"], S = "x\ny\n".
string_lines(String, Lines) :-
    (   nonvar(String)
    ->  split_string(String, "\n", "", Parts),
        % Lines unified inside append/3, as SWI-Prolog does: a given
        % ["ab", ""] for "ab\n" then matches the parts as they are.
        (   append(Lines, [""], Parts) -> true ; Lines = Parts )
    ;   must_be(list, Lines),
        '$lines_text'(Lines, Texts),
        atomic_list_concat(Texts, Atom),
        atom_string(Atom, String)
    ).

'$lines_text'([], []).
'$lines_text'([L|Ls], [L, "\n"|Ts]) :- '$lines_text'(Ls, Ts).

%!  dedent_lines(+In, -Out, +Options) is det
%
%   Out is In with the leading white space that all its non-blank lines
%   share removed; lines of only white space become empty. Options are
%   accepted and ignored.
%
%   ?- dedent_lines("  a\n    b\n", S, []).
%   S = "a\n  b\n".
dedent_lines(In, Out, Options) :-
    must_be(list, Options),
    split_string(In, "\n", "", Lines),
    '$common_indent'(Lines, none, Indent),
    (   Indent == none -> Len = 0 ; string_length(Indent, Len) ),
    '$dedent'(Lines, Len, Dedented),
    atomic_list_concat(Dedented, "\n", Atom),
    atom_string(Atom, Out).

'$common_indent'([], I, I).
'$common_indent'([L|Ls], I0, I) :-
    (   '$blank'(L)
    ->  I1 = I0
    ;   '$leading_white'(L, W),
        (   I0 == none -> I1 = W ; '$common_prefix'(I0, W, I1) )
    ),
    '$common_indent'(Ls, I1, I).

'$blank'(L) :- split_string(L, "", " \t", [""]).

'$leading_white'(L, W) :-
    string_codes(L, Cs),
    '$white_prefix'(Cs, Ws),
    string_codes(W, Ws).
'$white_prefix'([C|Cs], [C|Ws]) :- ( C =:= 0' ; C =:= 0'\t ), !, '$white_prefix'(Cs, Ws).
'$white_prefix'(_, []).

'$common_prefix'(A, B, P) :-
    string_codes(A, As),
    string_codes(B, Bs),
    '$same_prefix'(As, Bs, Ps),
    string_codes(P, Ps).
'$same_prefix'([C|As], [C|Bs], [C|Ps]) :- !, '$same_prefix'(As, Bs, Ps).
'$same_prefix'(_, _, []).

'$dedent'([], _, []).
'$dedent'([L|Ls], N, [D|Ds]) :-
    (   '$blank'(L) -> D = ""
    ;   sub_string(L, N, _, 0, D)
    ),
    '$dedent'(Ls, N, Ds).

%!  indent_lines(+Prefix, +In, -Out) is det
%
%   Out is In with Prefix before each line that holds more than white
%   space.
%
%   ?- indent_lines("> ", "a\n\nb\n", S).
%   S = "> a\n\n> b\n".
indent_lines(Prefix, In, Out) :-
    indent_lines('$not_blank', Prefix, In, Out).

'$not_blank'(L) :- \+ '$blank'(L).

%!  indent_lines(:Filter, +Prefix, +In, -Out) is det
%
%   Out is In with Prefix before each line L for which call(Filter, L)
%   succeeds.
%
%   ?- indent_lines([L]>>(L \== "c"), "- ", "a\nb\nc", S).
%   S = "- a\n- b\nc".
indent_lines(Filter, Prefix, In, Out) :-
    split_string(In, "\n", "", Lines),
    (   append(Lines0, [""], Lines) -> Last = [""] ; Lines0 = Lines, Last = [] ),
    '$indent'(Lines0, Filter, Prefix, Indented),
    append(Indented, Last, All),
    atomic_list_concat(All, "\n", Atom),
    atom_string(Atom, Out).

'$indent'([], _, _, []).
'$indent'([L|Ls], Filter, Prefix, [I|Is]) :-
    (   call(Filter, L) -> string_concat(Prefix, L, I) ; I = L ),
    '$indent'(Ls, Filter, Prefix, Is).

%!  interpolate_string(:Template, -String, +Map, +Options) is det
%
%   String is Template with its patterns replaced: {Name} by the value of
%   Name = Value in Map (written as write/1 does; a Name that Map does not
%   have is an existence error), {Name,Default} the same with Default for
%   a Name that Map does not have, and, with the option goals(true),
%   {@Goal} by what Goal writes. Name is a Prolog variable name; any other
%   text between braces is left as it is.
%
%   ?- interpolate_string("{Greeting}, {Who,world}!", S, ['Greeting'=hello], []).
%   S = "hello, world!".
interpolate_string(Module:Template, String, Map, Options) :-
    must_be(list, Options),
    (   memberchk(goals(true), Options) -> Goals = true ; Goals = false ),
    text_to_string(Template, T),
    string_codes(T, Codes),
    phrase('$interpolate'(Parts, Goals, Module), Codes),
    '$interpolate_parts'(Parts, Map, Texts),
    atomics_to_string(Texts, String).

% The parts of a template: text, var(Name), var(Name, Default), goal(G).
'$interpolate'(Parts, Goals, M) -->
    '$interpolate_text'(Text),
    (   "{",
        '$interpolate_pattern'(Part, Goals, M),
        "}"
    ->  { '$interpolate_add'(Text, [Part|Parts1], Parts) },
        '$interpolate'(Parts1, Goals, M)
    ;   [C]
    ->  '$interpolate'(Parts0, Goals, M),
        { '$interpolate_prepend'(Text, C, Parts0, Parts) }
    ;   { '$interpolate_add'(Text, [], Parts) }
    ).

% The text up to the next brace.
'$interpolate_text'([C|Cs]) -->
    [C],
    { C \== 0'{ },
    !,
    '$interpolate_text'(Cs).
'$interpolate_text'([]) --> [].

'$interpolate_add'([], Parts, Parts) :- !.
'$interpolate_add'(Codes, Parts, [S|Parts]) :-
    string_codes(S, Codes).

% A brace that starts no pattern is text, joined to the text around it.
'$interpolate_prepend'(Text, C, [S0|Parts], [S|Parts]) :-
    string(S0),
    !,
    string_codes(S0, Codes0),
    append(Text, [C|Codes0], Codes),
    string_codes(S, Codes).
'$interpolate_prepend'(Text, C, Parts, [S|Parts]) :-
    append(Text, [C], Codes),
    string_codes(S, Codes).

'$interpolate_pattern'(Pattern, _, _) -->
    '$interpolate_var'(Name),
    !,
    (   ","
    ->  '$interpolate_upto_brace'(Codes),
        { string_codes(Default, Codes),
          Pattern = var(Name, Default)
        }
    ;   { Pattern = var(Name) }
    ).
'$interpolate_pattern'(goal(M:Goal), true, M) -->
    "@",
    '$interpolate_upto_brace'(Codes),
    { string_codes(S, Codes),
      term_string(Goal, S)
    }.

'$interpolate_var'(Name) -->
    [C],
    { C == 0'_ ; code_type(C, upper) },
    '$interpolate_csyms'(Cs),
    { atom_codes(Name, [C|Cs]) }.

'$interpolate_csyms'([C|Cs]) -->
    [C],
    { code_type(C, csym) },
    !,
    '$interpolate_csyms'(Cs).
'$interpolate_csyms'([]) --> [].

'$interpolate_upto_brace'([C|Cs]) -->
    [C],
    { C \== 0'} },
    !,
    '$interpolate_upto_brace'(Cs).
'$interpolate_upto_brace'([]) --> [].

'$interpolate_parts'([], _, []).
'$interpolate_parts'([P|Ps], Map, [T|Ts]) :-
    '$interpolate_part'(P, Map, T),
    '$interpolate_parts'(Ps, Map, Ts).

'$interpolate_part'(var(Name), Map, T) :-
    !,
    (   memberchk(Name = Value, Map)
    ->  format(string(T), '~w', [Value])
    ;   existence_error(template_var, Name)
    ).
'$interpolate_part'(var(Name, Default), Map, T) :-
    !,
    (   memberchk(Name = Value, Map)
    ->  true
    ;   Value = Default
    ),
    format(string(T), '~w', [Value]).
'$interpolate_part'(goal(Goal), _, T) :-
    !,
    with_output_to(string(T), Goal).
'$interpolate_part'(Text, _, Text).
