/*  hornbook library(prolog_source): what of SWI-Prolog's library of that
    name concerns the layout terms of read_term/2's subterm_positions
    option.
*/
:- module(prolog_source,
        [ valid_term_position/2
        ]).

%!  valid_term_position(@Term, @TermPos) is semidet
%
%   True when TermPos is a layout term (as subterm_positions gives) that
%   fits Term: its form matches Term's, and each part lies inside the
%   part that holds it. An unbound TermPos fits any term.
%
%   ?- term_string(T, "f(a, [b])", [subterm_positions(P)]), valid_term_position(T, P).
%   T = f(a, [b]), P = term_position(0, 9, 0, 1, [2-3, list_position(5, 8, [6-7], none)]).
valid_term_position(Term, TermPos) :-
    valid_term_position(0, inf, Term, TermPos).

%   valid_term_position(+Min, +Max, @Term, @TermPos): as
%   valid_term_position/2, with every offset between Min and Max (an
%   integer or `inf`).
valid_term_position(_, _, _, Pos) :-
    var(Pos), !.
valid_term_position(Min, Max, Term, From-To) :- !,
    ( var(Term) ; atomic(Term) ), !,
    span_within(Min, Max, From, To).
valid_term_position(Min, Max, Term, string_position(From, To)) :- !,
    ( string(Term) ; atom(Term) ; is_list(Term) ), !,
    span_within(Min, Max, From, To).
valid_term_position(Min, Max, {Arg}, brace_term_position(From, To, ArgPos)) :- !,
    span_within(Min, Max, From, To),
    valid_term_position(From, To, Arg, ArgPos).
valid_term_position(Min, Max, Term, list_position(From, To, ElemsPos, TailPos)) :- !,
    span_within(Min, Max, From, To),
    list_parts(ElemsPos, Term, Tail, From, To),
    (   TailPos == none
    ->  Tail == []
    ;   valid_term_position(From, To, Tail, TailPos)
    ).
valid_term_position(Min, Max, Term, term_position(From, To, FFrom, FTo, ArgsPos)) :- !,
    compound(Term),
    span_within(Min, Max, From, To),
    span_within(From, To, FFrom, FTo),
    compound_name_arity(Term, _, Arity),
    length(ArgsPos, Arity),
    args_within(ArgsPos, 1, Term, From, To).
valid_term_position(Min, Max, Term, dict_position(From, To, TFrom, TTo, KVsPos)) :- !,
    is_dict(Term),
    span_within(Min, Max, From, To),
    span_within(From, To, TFrom, TTo),
    pairs_within(KVsPos, Term, From, To).
valid_term_position(Min, Max, Term, parentheses_term_position(From, To, Inner)) :- !,
    span_within(Min, Max, From, To),
    valid_term_position(From, To, Term, Inner).

span_within(Min, Max, From, To) :-
    integer(From), integer(To),
    Min =< From, From =< To,
    ( Max == inf -> true ; To =< Max ).

list_parts([], Tail, Tail, _, _).
list_parts([Pos|Ps], List, Tail, From, To) :-
    nonvar(List), List = [H|T],
    valid_term_position(From, To, H, Pos),
    list_parts(Ps, T, Tail, From, To).

args_within([], _, _, _, _).
args_within([Pos|Ps], I, Term, From, To) :-
    arg(I, Term, A),
    valid_term_position(From, To, A, Pos),
    I1 is I + 1,
    args_within(Ps, I1, Term, From, To).

pairs_within([], _, _, _).
pairs_within([key_value_position(F, T, SF, ST, Key, KPos, VPos)|Ps], Dict, From, To) :-
    span_within(From, To, F, T),
    span_within(F, T, SF, ST),
    get_dict(Key, Dict, Value),
    valid_term_position(F, T, Key, KPos),
    valid_term_position(F, T, Value, VPos),
    pairs_within(Ps, Dict, From, To).
