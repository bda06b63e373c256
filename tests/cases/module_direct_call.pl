% Module:Goal in a clause body, compiled as a direct call of the
% predicate Goal names in Module: the module the goal runs in, what
% Module imports, an undefined predicate, a module defined after the
% clause, nested qualifications, meta-arguments and cuts, as SWI-Prolog 9
% runs them (the same file passes under swipl: swipl -g run_cases -t halt
% tests/harness.pl tests/cases/module_direct_call.pl).

% Two modules made of clauses only, and what user defines.
mdc_m1:mdc_p(1).
mdc_m1:mdc_p(2).
mdc_m1:mdc_p(3).
mdc_m1:mdc_who(mdc_m1).
mdc_m1:mdc_inc(X, Y) :- Y is X + 1.
mdc_m1:mdc_first(X) :- mdc_m1:mdc_p(X), !.
mdc_m2:mdc_q(a).
mdc_m2:mdc_q(b).
mdc_m2:mdc_who(mdc_m2).
mdc_who(user).

% A meta-predicate of user: its goal argument runs in the module the
% call names, which it reaches through its default import module (user).
:- meta_predicate mdc_run(0), mdc_show(:, -).
mdc_run(G) :- call(G).
mdc_show(G, G).

% A predicate mdc_m3 gets from mdc_m2 by import.
:- initialization(mdc_m3:import(mdc_m2:mdc_q/1)).
% A clause whose body runs in mdc_m1, calling what nothing defines.
:- initialization(mdc_m1:assertz((mdc_calls_undef :- mdc_undef_in_m1))).

% The bodies under test: each M:G is a direct call.
mdc_own(W) :- mdc_m1:mdc_who(W).
mdc_run_in_m1(W) :- mdc_m1:mdc_run(mdc_who(W)).
mdc_run_in_m2(W) :- mdc_m2:mdc_run(mdc_who(W)).
mdc_show_in_m1(G) :- mdc_m1:mdc_show(mdc_who, G).
mdc_show_nested_in_m1(G) :- mdc_m1:mdc_show(mdc_m2:mdc_m1:mdc_who, G).
mdc_imported(X) :- mdc_m3:mdc_q(X).
mdc_library(L) :- mdc_m1:append([a], [b], L).
mdc_undefined :- mdc_m1:mdc_nope(1).
mdc_no_module :- mdc_nomod:mdc_nope.
mdc_late(X) :- mdc_late_mod:mdc_v(X).
mdc_nested(X) :- mdc_m1:mdc_m2:mdc_q(X).
mdc_nested_who(W) :- mdc_m2:(mdc_m1:mdc_who(W)).
mdc_maplist(L) :- mdc_m1:maplist(mdc_inc, [1, 2], L).
mdc_foldl(S) :- mdc_m1:foldl([X, A0, A]>>(mdc_inc(X, Y), A is A0 + Y), [1, 2], 0, S).
mdc_findall(L) :- mdc_m2:findall(X, mdc_q(X), L).
mdc_forall :- mdc_m1:forall(mdc_p(X), X > 0).
mdc_cut_after(X) :- mdc_m1:mdc_p(X), X > 1, !.
mdc_cut_callee(X) :- mdc_m1:mdc_first(X).
mdc_cut_callee(4).
mdc_in_condition(X) :- ( mdc_m1:mdc_p(X), X > 2 -> true ; X = none ).
mdc_negated :- \+ mdc_m2:mdc_q(c).
mdc_shared(X, Y) :- mdc_m1:mdc_p(X), mdc_m1:mdc_inc(X, Y), mdc_m2:mdc_q(_).
mdc_last_call(X, Y) :- mdc_m1:mdc_inc(X, Y).
% mdc_own/1 is user's, which mdc_m1 sees.
mdc_body_module(W) :- mdc_m1:mdc_own(W).
mdc_undefined_inside :- mdc_m1:mdc_calls_undef.
mdc_user_qualified(W) :- user:mdc_who(W).
% The caller's clause keeps running in its own module after the call.
mdc_after(W0, W) :- mdc_m1:mdc_who(W0), mdc_who(W).

case(mdc_own(W), checks([W == mdc_m1])).
case(mdc_run_in_m1(W), checks([W == mdc_m1])).
case(mdc_run_in_m2(W), checks([W == mdc_m2])).
case(mdc_show_in_m1(G), checks([G == mdc_m1:mdc_who])).
% A qualified meta-argument is given as its innermost qualification,
% whatever that module is.
case(mdc_show_nested_in_m1(G), checks([G == mdc_m1:mdc_who])).
case((Q = mdc_m2:mdc_m1:mdc_who, mdc_m1:mdc_show(Q, G)), checks([G == mdc_m1:mdc_who])).
case((Q = mdc_m2:42:x, mdc_m1:mdc_show(Q, G)), checks([G == 42:x])).
case((Q = mdc_m2:mdc_m1:X, mdc_m1:mdc_show(Q, G)), checks([G == mdc_m1:X])).
case(mdc_imported(X), all(X, [a, b])).
case(mdc_library(L), checks([L == [a, b]])).
case(mdc_undefined, error(existence_error(procedure, mdc_m1:mdc_nope/1))).
case(mdc_no_module, error(existence_error(procedure, mdc_nomod:mdc_nope/0))).
case(mdc_late(_), error(existence_error(procedure, mdc_late_mod:mdc_v/1))).
case(assertz(mdc_late_mod:mdc_v(7)), true).
case(mdc_late(X), checks([X == 7])).
case(mdc_nested(X), all(X, [a, b])).
case(mdc_nested_who(W), checks([W == mdc_m1])).
case(mdc_maplist(L), checks([L == [2, 3]])).
case(mdc_foldl(S), checks([S == 5])).
case(mdc_findall(L), checks([L == [a, b]])).
case(mdc_forall, true).
case(mdc_cut_after(X), all(X, [2])).
case(mdc_cut_callee(X), all(X, [1, 4])).
case(mdc_in_condition(X), all(X, [3])).
case(mdc_negated, true).
case(mdc_shared(X, Y), all(X-Y, [1-2, 1-2, 2-3, 2-3, 3-4, 3-4])).
case(mdc_last_call(4, Y), checks([Y == 5])).
case(mdc_body_module(W), checks([W == mdc_m1])).
case(mdc_undefined_inside, error(existence_error(procedure, mdc_m1:mdc_undef_in_m1/0))).
case(mdc_user_qualified(W), checks([W == user])).
case(mdc_after(W0, W), checks([W0 == mdc_m1, W == user])).
