/*  hornbook library(strings): text made of lines, as SWI-Prolog's
    library(strings): string_lines/2, dedent_lines/3, indent_lines/3,4.
    (term_string/3 and the other string predicates are built in.)
*/
:- module(strings,
        [ string_lines/2, dedent_lines/3, indent_lines/3, indent_lines/4 ]).
:- meta_predicate indent_lines(1, +, +, -).

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
        (   append(Lines0, [""], Parts) -> Lines = Lines0 ; Lines = Parts )
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
