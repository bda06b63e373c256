% Conditional compilation: :- if/elif/else/endif, nested, with conditions
% that fail or raise (SWI-Prolog 9 loads this file to the same clauses).

:- if(true).
cc_a(if).
:- elif(true).
cc_a(elif).
:- else.
cc_a(else).
:- endif.

:- if(fail).
cc_b(if).
:- elif(fail).
cc_b(elif1).
:- elif(true).
cc_b(elif2).
:- else.
cc_b(else).
:- endif.

:- if(fail).
cc_c(if).
:- else.
cc_c(else).
:- endif.

% Nested: conditions inside a skipped section are not run.
:- if(fail).
:- if(assertz(cc_ran(inner))).
cc_d(inner).
:- endif.
cc_d(outer).
:- else.
:- if(true).
cc_d(nested_if).
:- else.
cc_d(nested_else).
:- endif.
cc_d(else).
:- endif.

:- dynamic cc_ran/1.

:- if(current_prolog_flag(bounded, false)).
cc_e(unbounded).
:- else.
cc_e(bounded).
:- endif.

cc_f(always).
:- if(fail).
cc_f(never).
:- endif.
cc_f(again).

case(findall(X, cc_a(X), L), checks([L == [if]])).
case(findall(X, cc_b(X), L), checks([L == [elif2]])).
case(findall(X, cc_c(X), L), checks([L == [else]])).
case(findall(X, cc_d(X), L), checks([L == [nested_if, else]])).
case(cc_ran(_), fail).
case(findall(X, cc_e(X), L), checks([L == [unbounded]])).
case(findall(X, cc_f(X), L), checks([L == [always, again]])).
