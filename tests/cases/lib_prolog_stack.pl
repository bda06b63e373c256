% library(prolog_stack): the frames of the running program. SWI-Prolog and
% hornbook describe a frame differently; these cases hold for both: the
% frames are a list, no longer than asked, and printing them names the
% program's predicates.
:- use_module(library(prolog_stack)).

bt_outer(S) :- bt_inner(S), true.
bt_inner(S) :-
    get_prolog_backtrace(10, B),
    current_output(Out),
    with_output_to(string(S), (current_output(Out1), print_prolog_backtrace(Out1, B))),
    Out == Out,
    true.

case((get_prolog_backtrace(10, B), length(B, N)), checks([N =< 10])).
case(get_prolog_backtrace(0, B), checks([B == []])).
case((get_prolog_backtrace(2, B, []), length(B, N)), checks([N =< 2])).
case(bt_outer(S), checks([sub_string(S, _, _, _, "bt_inner"), sub_string(S, _, _, _, "bt_outer")])).
case(print_prolog_backtrace(user_output, []), true).
