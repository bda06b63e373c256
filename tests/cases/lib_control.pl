% Control extras from SWI-Prolog and ISO: repeat/0, call_with_time_limit/2,
% writeln/1.

tl_loop :- tl_loop.

:- discontiguous(case/2).

case((repeat, !), true).
case(findall(x, (between(1, 3, _), repeat, !), L), checks([L == [x]])).
case(catch(call_with_time_limit(0.2, tl_loop), E, true), checks([E == time_limit_exceeded])).
case(catch(call_with_time_limit(0.2, (between(1, inf, _), fail)), E, true), checks([E == time_limit_exceeded])).
case(catch(call_with_time_limit(0.2, (repeat, fail)), E, true), checks([E == time_limit_exceeded])).
case(call_with_time_limit(10, X = 1), checks([X == 1])).
case(call_with_time_limit(10, member(X, [a, b])), checks([X == a])).
case(call_with_time_limit(10, fail), fail).
case(catch(call_with_time_limit(10, throw(mine)), B, true), checks([B == mine])).
case((catch(call_with_time_limit(0.1, tl_loop), _, true), call_with_time_limit(10, true)), true).
case(call_with_time_limit(_, true), error(instantiation_error)).
% SWI-Prolog reports type_error(evaluable, a/0) here.
case(call_with_time_limit(a, true), error(type_error(number, a))).
case(writeln(hello), output('hello\n')).
case(writeln('A b'), output('A b\n')).
case(writeln(f(x, "s")), output('f(x,s)\n')).

% Runaway queries get resource_error(memory) instead of exhausting the
% machine (flag stack_limit, as in SWI-Prolog); the system goes on.
tl_grow(L) :- tl_grow([x|L]).
case((current_prolog_flag(stack_limit, L), integer(L), L > 0), true).
case((current_prolog_flag(stack_limit, Old), set_prolog_flag(stack_limit, 50000000),
      catch(tl_grow([]), E, true), set_prolog_flag(stack_limit, Old)),
     checks([E = error(resource_error(memory), _)])).
case(set_prolog_flag(stack_limit, foo), error(domain_error(flag_value, stack_limit+foo))).
% Heap addresses are 32-bit: a limit past 16 GiB is taken as 16 GiB.
case((current_prolog_flag(stack_limit, Old), set_prolog_flag(stack_limit, 100000000000),
      current_prolog_flag(stack_limit, L), set_prolog_flag(stack_limit, Old)),
     checks([L == 17179869184])).

% Determinism guards: $/1 and $/0 in a clause body (SWI-Prolog 8.5 and later).
dg_q(1).
dg_q(2).
dg_one(X) :- dg_q(X), $, true.
dg_both(X) :- $, dg_q(X).
dg_none :- $, fail.
dg_count(0) :- !.
dg_count(N) :- $, N1 is N - 1, dg_count(N1).

case($dg_q(1), true).
case($member(X, [a]), checks([X == a])).
case($fail, error(determinism_error(fail, det, fail, goal))).
case(catch($dg_q(X), error(E, _), true), checks([var(X), E = determinism_error(dg_q(1), det, nondet, goal)])).
case(findall(X, dg_one(X), L), checks([L == [1]])).
case(catch(dg_both(_), error(E, _), true), checks([E = determinism_error(_, det, nondet, guard_in_caller)])).
case(dg_none, error(determinism_error(dg_none/0, det, fail, guard))).
case(dg_count(100000), true).
case((dg_count(3), fail ; true), true).
case($, true).

% setup_call_catcher_cleanup/4: the cleanup sees how the goal finished.
case(setup_call_catcher_cleanup(true, true, C, true), checks([C == exit])).
case((setup_call_catcher_cleanup(true, fail, C, true) ; true), checks([var(C)])).
case((setup_call_catcher_cleanup(true, fail, C, nb_setval(scc, C)) ; nb_getval(scc, R)), checks([R == fail])).
case((setup_call_catcher_cleanup(true, member(_, [a, b]), C, nb_setval(scc, C)), !, nb_getval(scc, R)),
     checks([R == !])).
case(catch(setup_call_catcher_cleanup(true, throw(x), C, nb_setval(scc, C)), x, nb_getval(scc, R)),
     checks([R = exception(x)])).
case((setup_call_catcher_cleanup(true, true, fail, nb_setval(scc, ran)) ; true), checks([true])).
case((findall(X, setup_call_catcher_cleanup(true, member(X, [a, b]), C, nb_setval(scc, C)), L), nb_getval(scc, R)),
     checks([L == [a, b], R == exit])).

% prolog_current_choice/1 and prolog_cut_to/1.
case(findall(X, (prolog_current_choice(Ch), between(1, 5, X), prolog_cut_to(Ch)), L), checks([L == [1]])).
case((nb_setval(pct, no), prolog_current_choice(Ch), call_cleanup(between(1, 2, _), nb_setval(pct, yes)),
      prolog_cut_to(Ch), nb_getval(pct, V)),
     checks([V == yes])).
case(prolog_cut_to(_), error(instantiation_error)).
% A choice that is not there (past the newest, negative) is an existence
% error; cutting through the catch/3 frame running the goal is refused the
% same way (it ended the process with a Rust panic).
case(prolog_cut_to(100000), error(existence_error(choice, 100000))).
case(prolog_cut_to(-1), error(existence_error(choice, -1))).

% call_with_inference_limit/3: `!` for a goal that left no choicepoint,
% `true` for one that may have more solutions, inference_limit_exceeded
% for one stopped at its limit; the limit counts again for each solution.
il_loop(N) :- N1 is N + 1, il_loop(N1).
il_count(0) :- !.
il_count(N) :- N1 is N - 1, il_count(N1).
il_outer(R1, R2) :-
    call_with_inference_limit(call_with_inference_limit(il_loop(0), 100000, R1), 1000, R2).

case(call_with_inference_limit(true, 1000, R), checks([R == !])).
case(call_with_inference_limit(member(X, [a, b]), 1000, R), checks([X == a, R == true])).
case(call_with_inference_limit(member(X, [a]), 1000, R), checks([X == a, R == !])).
case(findall(X-R, call_with_inference_limit(member(X, [a, b]), 1000, R), L), checks([L == [a-true, b-(!)]])).
case(call_with_inference_limit(fail, 1000, _), fail).
case(call_with_inference_limit(il_loop(0), 1000, R), checks([R == inference_limit_exceeded])).
case(call_with_inference_limit((repeat, fail), 1000, R), checks([R == inference_limit_exceeded])).
case(call_with_inference_limit(il_count(100), 100000, R), checks([R == !])).
case(findall(R, call_with_inference_limit(il_loop(0), 1000, R), L), checks([L == [inference_limit_exceeded]])).
case(catch(call_with_inference_limit(throw(oops), 1000, _), E, true), checks([E == oops])).
case(call_with_inference_limit(length(L, N), 1000, R), checks([L == [], N == 0, R == true])).
case((call_with_inference_limit(length(_, N), 1000, _), N >= 50, !), checks([N == 50])).
case(catch(call_with_inference_limit(true, -1, _), error(E, _), true), checks([E == domain_error(not_less_than_zero, -1)])).
case(catch(call_with_inference_limit(true, a, _), error(E, _), true), checks([E == type_error(integer, a)])).
% An inner limit past the enclosing one: the enclosing limit stops the
% goal, and the inner call reports it.
case(il_outer(R1, _), checks([R1 == inference_limit_exceeded])).
% After the inner call, the enclosing limit counts on.
case(call_with_inference_limit((call_with_inference_limit(true, 10000, _), il_loop(0)), 1000, R),
     checks([R == inference_limit_exceeded])).
case(call_with_inference_limit((call_with_inference_limit(il_loop(0), 100000, _), il_loop(0)), 1000, R),
     checks([R == inference_limit_exceeded])).
case(call_with_inference_limit(call_with_inference_limit(il_loop(0), 1000, R1), 100000, R2),
     checks([R1 == inference_limit_exceeded, R2 == !])).

% undo/1: the goal runs when backtracking or a caught exception goes back
% past the call, newest first; a cut does not drop it.
:- dynamic ud/1.
ud_push(X) :- nb_getval(ud_list, L0), nb_setval(ud_list, [X|L0]).

case(( assertz(ud(1), Ref), undo(erase(Ref)), fail ; \+ ud(1) ), true).
case(( nb_setval(ud_list, []), ( undo(ud_push(1)), undo(ud_push(2)), fail ; nb_getval(ud_list, L) ) ),
     checks([L == [1, 2]])).
case(( nb_setval(ud_list, []), ( once(undo(ud_push(kept))), fail ; nb_getval(ud_list, L) ) ),
     checks([L == [kept]])).
case(( nb_setval(ud_list, []), ( member(X, [a, b]), undo(ud_push(X)), X == b, fail ; nb_getval(ud_list, L) ) ),
     checks([L == [b, a]])).
% A goal whose only choicepoints left wait for undo goals exits
% deterministically, as in SWI-Prolog.
case(call_with_inference_limit(once(undo(true)), 1000, R), checks([R == !])).
case(call_with_inference_limit(undo(true), 1000, R), checks([R == !])).
case(setup_call_catcher_cleanup(true, undo(true), C, true), checks([C == exit])).
case($(undo(true)), true).

% The cleanup is checked after Setup and before Goal (swipl 9.0.4): a Goal
% that binds it does not make it callable.
case(setup_call_catcher_cleanup(true, X = atom_length(abc, _), _, X), error(instantiation_error)).
case(setup_call_cleanup(true, true, 1), error(type_error(callable, 1))).
case(catch(setup_call_cleanup(nb_setval(sc_seen2, yes), true, _), _, nb_getval(sc_seen2, V)), checks([V == yes])).
% call_with_inference_limit/3 at the smallest limits: the limit never stops
% the wrapper's own calls outside its catch, and an exception of the goal
% leaves with its own ball (as SWI-Prolog 9).
case(call_with_inference_limit(true, 0, R), checks([R == inference_limit_exceeded])).
case(call_with_inference_limit(true, 1, R), checks([R == (!)])).
case(call_with_inference_limit(fail, 1, _), fail).
case((between(0, 4, L), catch(call_with_inference_limit(throw(x), L, _), B, true), nonvar(B), B \== x), fail).
case((between(0, 3, L), catch(call_with_inference_limit(atom(a), L, _), E, true), nonvar(E)), fail).

