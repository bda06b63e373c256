% setup_call_cleanup/3 and call_cleanup/2: the cleanup runs exactly once
% when the goal exits deterministically, fails, raises, or is cut.

:- dynamic(tc_log/1).
tc_reset :- retractall(tc_log(_)).
tc_note(X) :- assertz(tc_log(X)).
tc_logged(L) :- findall(X, tc_log(X), L).

case((tc_reset, setup_call_cleanup(tc_note(setup), tc_note(goal), tc_note(cleanup)), tc_logged(L)), checks([L == [setup, goal, cleanup]])).
case((tc_reset, \+ setup_call_cleanup(true, fail, tc_note(cleanup)), tc_logged(L)), checks([L == [cleanup]])).
case((tc_reset, catch(setup_call_cleanup(true, throw(x), tc_note(cleanup)), x, true), tc_logged(L)), checks([L == [cleanup]])).
case((tc_reset, setup_call_cleanup(true, member(X, [1,2,3]), tc_note(cleanup)), tc_logged(L0), X == 2, !, tc_logged(L)), checks([L0 == [], L == [cleanup]])).
case((tc_reset, findall(X, setup_call_cleanup(true, member(X, [a,b]), tc_note(cleanup)), Xs), tc_logged(L)), checks([Xs == [a,b], L == [cleanup]])).
case((tc_reset, once(setup_call_cleanup(true, member(_, [a,b]), tc_note(cleanup))), tc_logged(L)), checks([L == [cleanup]])).
case((tc_reset, setup_call_cleanup(true, true, fail), tc_logged(L)), checks([L == []])).
case(setup_call_cleanup(true, true, throw(raised)), ball(raised)).
case((tc_reset, setup_call_cleanup(member(S, [s1, s2]), tc_note(S), true), tc_logged(L)), checks([S == s1, L == [s1]])).
case((tc_reset, call_cleanup(tc_note(g), tc_note(c)), tc_logged(L)), checks([L == [g, c]])).
case((tc_reset, catch(setup_call_cleanup(true, (member(X, [1,2]), X > 1, throw(late)), tc_note(cleanup)), late, true), tc_logged(L)), checks([L == [cleanup]])).
case((tc_reset, setup_call_cleanup(true, setup_call_cleanup(true, member(_, [1,2]), tc_note(inner)), tc_note(outer)), !, tc_logged(L)), checks([L == [inner, outer]])).
case(setup_call_cleanup(true, X = 1, true), checks([X == 1])).
case(setup_call_cleanup(fail, true, true), fail).
% The cleanup of a deterministic exit runs in the caller's context: its
% bindings stay, as in SWI-Prolog and Scryer (the call_cleanup(G, Det =
% true) idiom); after a nondeterministic exit it has not run yet.
case(setup_call_cleanup(true, true, X = 2), checks([X == 2])).
case(findall(X, setup_call_cleanup(true, true, X = 2), Xs), checks([Xs == [2]])).
case((call_cleanup(member(_, [a]), Det = true), Det == true), true).
case((call_cleanup(member(_, [a,b]), Det = true), var(Det), !), true).
case((setup_call_cleanup(true, true, (X = 1 ; X = 2)), X == 1), true).
case((setup_call_cleanup(true, true, fail), Y = 3), checks([Y == 3])).

% An error raised by the cleanup propagates when the goal failed or was cut
% (swipl 9.0.4); when the goal raised, the goal's own error wins.
case(setup_call_cleanup(true, fail, throw(from_cleanup)), ball(from_cleanup)).
case((setup_call_cleanup(true, member(_, [1,2]), throw(from_cleanup)), !), ball(from_cleanup)).
case(setup_call_cleanup(true, throw(from_goal), throw(from_cleanup)), ball(from_goal)).
case((tc_reset, catch((setup_call_cleanup(true, fail, throw(c1)) ; tc_note(else)), c1, true), tc_logged(L)), checks([L == []])).
case(setup_call_cleanup(true, fail, fail), fail).
