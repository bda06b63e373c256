% Determinism declarations as SWI-Prolog 9's: det/1, $/0 in a clause body,
% $/1, the culprit each error names, the flag determinism_error.

:- det((dd_p1/1, dd_np/1, dd_cut/0, dd_d4/1, dd_d5/0, dd_one/1)).

dd_p1(1).
dd_p1(2).
dd_p1(2).

dd_np(X) :- dd_np2(X).
dd_np2(1).
dd_np2(2).

dd_cut :- dd_np2(_), !.

dd_d4(X) :- X > 0, dd_fq.
dd_d5 :- dd_d4(1).
dd_fq :- fail.

dd_one(X) :- dd_np2(X), true.

dd_q(1).
dd_q(2).
dd_r1 :- $, dd_q(_), true.
dd_r3 :- $, dd_fq.
dd_r4(X) :- $, X > 0, dd_q(_).
dd_r5 :- $, dd_fq, true.

dd_nd(X) :- dd_nd2(X).
dd_nd2(X) :- dd_nd3(X).
dd_nd3(1).
dd_nd3(2).
dd_nd3(2).
dd_g(X) :- $, dd_nd(X).

% Recursion through $/0 (each level's guard answered for by the first's).
dd_rq(0) :- !, dd_q(_).
dd_rq(N) :- $, N1 is N - 1, dd_rq(N1).
dd_rf(0) :- !, fail.
dd_rf(N) :- $, N1 is N - 1, dd_rf(N1).
dd_ra(N) :- $, dd_rb(N).
dd_rb(0) :- !, fail.
dd_rb(N) :- $, N1 is N - 1, dd_ra(N1).
dd_rc(0) :- !.
dd_rc(N) :- $, dd_q(_), N1 is N - 1, dd_rc(N1).

% $/1 in a clause body.
dd_in(X) :- $dd_q(X), true.
dd_ctl :- $fail, true.
% A $/1 called last: the context is still its own clause's, also when
% that clause was called from another.
dd_last(X) :- $dd_q(X).
dd_calls_last(X) :- dd_last(X), true.
dd_ctl_last :- $fail.
dd_true :- $true.
% Goals the head's bindings woke run before an in-line $/1, outside it.
dd_wk(X) :- X = 1, $dd_q(1).
% A cut after another with only $/1 goals between cuts nothing (compiled
% away): the clause has committed, and a $ there still guards the rest.
dd_sa(X) :- !, $dd_q(X), !, X > 1.
dd_sa(_).
dd_sb(X) => $dd_q(X), $, dd_q(_).
dd_sc(X, Y) :- !, $dd_q(X), !, dd_q(Y).
dd_sc(0, 0).

dd_debug(G) :-
    current_prolog_flag(debug, Old),
    setup_call_cleanup(set_prolog_flag(debug, true), G, set_prolog_flag(debug, Old)).

dd_flag(Mode, G) :-
    current_prolog_flag(determinism_error, Old),
    setup_call_cleanup(set_prolog_flag(determinism_error, Mode), G,
                       set_prolog_flag(determinism_error, Old)).

% det/1: a deterministic exit passes; failure and a choicepoint are errors
% naming the predicate that broke the promise.
case(dd_p1(1), true).
case(dd_cut, true).
case(dd_np(1), true).
case(dd_p1(2), error(determinism_error(dd_p1/1, det, nondet, property))).
case(dd_p1(3), error(determinism_error(dd_p1/1, det, fail, property))).
% The last call answers for the det predicate (last-call optimisation) ...
case(dd_np(_), error(determinism_error(dd_np2/1, det, nondet, property))).
case(dd_np(3), error(determinism_error(dd_np2/1, det, fail, property))).
case(dd_d4(1), error(determinism_error(dd_fq/0, det, fail, property))).
case(dd_d5, error(determinism_error(dd_fq/0, det, fail, property))).
% ... but not a goal before the last.
case(dd_one(_), error(determinism_error(dd_one/1, det, nondet, property))).
% In debug mode the det predicate itself is named.
case(dd_debug(dd_np(_)), error(determinism_error(dd_np/1, det, nondet, property))).
case(dd_debug(dd_np(3)), error(determinism_error(dd_np/1, det, fail, property))).
case(catch(dd_p1(3), error(_, C), true), checks([C = context(dd_p1/1, _)])).

% det/1's own errors.
case(det(foo), error(type_error(predicate_indicator, foo))).
case(det(1/2), error(type_error(atom, 1))).
case(det(f/a), error(type_error(integer, a))).
case(det(f/(-1)), error(domain_error(not_less_than_zero, -1))).
case(det(f/_), error(instantiation_error)).
case(det([dd_new1/1, dd_new2//0]), true).

% $/0: guard when the clause itself breaks the promise, guard_in_caller
% naming the predicate its last call reaches.
case(dd_r1, error(determinism_error(dd_r1/0, det, nondet, guard))).
case(dd_r3, error(determinism_error(dd_fq/0, det, fail, guard_in_caller))).
case(dd_r4(1), error(determinism_error(dd_q/1, det, nondet, guard_in_caller))).
case(dd_r5, error(determinism_error(dd_r5/0, det, fail, guard))).
case(dd_g(1), true).
case(dd_g(2), error(determinism_error(dd_nd3/1, det, nondet, guard_in_caller))).
case(dd_g(3), error(determinism_error(dd_nd3/1, det, fail, guard_in_caller))).
case(dd_debug(dd_g(2)), error(determinism_error(dd_g/1, det, nondet, guard_in_caller))).
case(dd_debug(dd_g(3)), error(determinism_error(dd_g/1, det, fail, guard_in_caller))).

% A guarded recursion: the innermost guarded clause and its last call.
case(dd_rq(0), true).
case(dd_rq(5), error(determinism_error(dd_q/1, det, nondet, guard_in_caller))).
case(dd_rf(5), error(determinism_error(dd_rf/1, det, fail, guard_in_caller))).
case(dd_ra(5), error(determinism_error(dd_rb/1, det, fail, guard_in_caller))).
case(dd_rc(3), error(determinism_error(dd_rc/1, det, nondet, guard))).
case(dd_flag(silent, findall(x, dd_rq(3), L)), checks([L == [x, x]])).

% $/1 names the goal.
case(dd_in(1), true).
case(dd_in(_), error(determinism_error(dd_q(1), det, nondet, goal))).
case(dd_in(3), error(determinism_error(dd_q(3), det, fail, goal))).
case(dd_flag(silent, findall(X, dd_in(X), L)), checks([L == [1]])).
case(catch($dd_q(_), error(E, _), true), checks([E == determinism_error(dd_q(1), det, nondet, goal)])).
case($dd_q(3), error(determinism_error(dd_q(3), det, fail, goal))).
% Its context names the clause that runs it, as SWI-Prolog names the frame.
case(catch(dd_in(_), error(_, C), true), checks([C = context(dd_in/1, _)])).
case(catch(dd_in(3), error(_, C), true), checks([C = context(dd_in/1, _)])).
case(catch(dd_ctl, error(E, C), true), checks([E == determinism_error(fail, det, fail, goal), C = context(dd_ctl/0, _)])).
case(catch(dd_last(3), error(_, C), true), checks([C = context(P, _), P == dd_last/1])).
case(catch(dd_calls_last(3), error(_, C), true), checks([C = context(P, _), P == dd_last/1])).
case(catch(dd_calls_last(_), error(_, C), true), checks([C = context(P, _), P == dd_last/1])).
case(catch(dd_ctl_last, error(E, C), true), checks([E == determinism_error(fail, det, fail, goal), C = context(P, _), P == dd_ctl_last/0])).
case(dd_flag(silent, dd_ctl_last), fail).
case(dd_true, true).
case((freeze(X, fail), \+ dd_wk(X)), true).
case(dd_sa(1), fail).
case(dd_sa(2), true).
case(dd_sb(1), error(determinism_error(dd_q/1, det, nondet, guard_in_caller))).
case(dd_flag(silent, findall(x, dd_sb(1), L)), checks([L == [x, x]])).
case(dd_flag(silent, findall(X-Y, dd_sc(X, Y), L)), checks([L == [1-1, 1-2]])).
case((freeze(X, dd_q(_)), findall(x, dd_wk(X), L)), checks([L == [x, x]])).

% The flag determinism_error: silent lets a choicepoint pass and a failure fail.
case(current_prolog_flag(determinism_error, M), checks([M == error])).
case(dd_flag(silent, dd_p1(2)), true).
case(dd_flag(silent, dd_p1(3)), fail).
case(dd_flag(silent, findall(X, dd_p1(X), L)), checks([L == [1, 2, 2]])).
