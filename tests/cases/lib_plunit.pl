% library(plunit): test units, the options of tests and units, and
% run_tests/1 as SWI-Prolog 9 has them. The units below load with the
% cases; while a case runs them, a message hook records what the run
% tells (SWI-Prolog's message terms) and keeps it off standard error.
:- use_module(library(plunit)).
:- use_module(library(lists)).

:- dynamic pu_recording/0, pu_told/2, pu_log/1.
:- multifile user:message_hook/3.
user:message_hook(Message, Kind, _) :-
    pu_recording,
    assertz(pu_told(Kind, Message)).

% pu_run(+Spec, -Outcome, -Told): runs the tests of Spec; Outcome is true,
% false or the ball; Told lists Kind-Message (silent ones left out).
pu_run(Spec, Outcome, Told) :-
    retractall(pu_told(_, _)),
    retractall(pu_log(_)),
    setup_call_cleanup(
        assertz(pu_recording),
        (   catch(run_tests(Spec), E, true)
        ->  ( var(E) -> Outcome = true ; Outcome = E )
        ;   Outcome = false
        ),
        retractall(pu_recording)),
    findall(K-M, ( pu_told(K, M), K \== silent ), Told).

% The progress marks of a run, in order.
pu_marks(Told, Marks) :-
    findall(R, member(information-plunit(progress(_, _, R)), Told), Marks).

% A failure of a test as the run told it, and the line the test was loaded from.
pu_failed(Told, Unit, Name, How, Line) :-
    member(error-plunit(failed(Unit, Name, Line, How)), Told).

pu_line(Unit, Name, Line) :-
    current_test(Unit, Name, Line, _, _).

pu_add(X, Y, Z) :- Z is X + Y.

:- begin_tests(pu_pass).

pu_helper(X) :- X = helped.

test(simple) :-
    pu_add(1, 2, 3).
test(shorthand, X == 3) :-
    pu_add(1, 2, X).
test(condition, true(X > 2)) :-
    pu_add(1, 2, X).
test(arith, X =:= 3.0) :-
    pu_add(1, 2, X).
test(unify, X = f(_)) :-
    X = f(a).
test(nondet, [nondet, true(X == b)]) :-
    member(X, [a, b, c]),
    X == b.
test(all, all(X == [1, 2, 1])) :-
    member(X, [1, 2, 1]).
test(set, set(X-Y == [1-a, 2-b])) :-
    member(X-Y, [2-b, 1-a, 2-b]).
test(fails, fail) :-
    pu_add(1, 1, 3).
test(throws, throws(oops)) :-
    throw(oops).
test(subsumes, throws(error(type_error(_, _), _))) :-
    atom_length(f(x), _).
test(error, error(instantiation_error)) :-
    atom_length(_, _).
test(local) :-
    pu_helper(helped).
test(setup, [setup(X = 1), cleanup(assertz(user:pu_log(cleaned)))]) :-
    X == 1.
test(each, [forall(member(X, [1, 2, 3])), true(Y =:= X * 2)]) :-
    Y is X + X.

:- end_tests(pu_pass).

:- begin_tests(pu_fail).

test(fails) :-
    pu_add(1, 1, 3).
test(wrong, X == 3) :-
    pu_add(1, 1, X).
test(error) :-
    atom_length(_, _).
test(choice) :-
    member(_, [a, b]).
test(must_fail, fail) :-
    true.
test(no_exception, throws(oops)) :-
    true.
test(wrong_error, throws(oops)) :-
    throw(other).
test(all, all(X == [1, 2])) :-
    member(X, [1, 2, 3]).
test(ball) :-
    throw(oops).
test(each, [forall(member(X, [1, 2])), true(X =:= 2)]) :-
    true.
test(blocked, blocked(not_ready)) :-
    fail.
test(fixme_fails, fixme(later)) :-
    fail.
test(fixme_passes, fixme(later)) :-
    true.
test(setup_fails, setup(fail)) :-
    true.
test(condition_fails, condition(fail)) :-
    fail.

:- end_tests(pu_fail).

:- begin_tests(pu_blocked, [blocked(not_today)]).
test(never) :-
    fail.
:- end_tests(pu_blocked).

:- begin_tests(pu_skipped, [condition(fail)]).
test(never) :-
    fail.
:- end_tests(pu_skipped).

:- begin_tests(pu_fixture, [setup(assertz(user:pu_log(unit_setup))), cleanup(assertz(user:pu_log(unit_cleanup)))]).
test(first) :-
    assertz(user:pu_log(first)).
test(second) :-
    assertz(user:pu_log(second)).
:- end_tests(pu_fixture).

:- begin_tests(pu_assert).
test(assertion) :-
    X = 1,
    assertion(X == 2),
    assertz(user:pu_log(went_on)).
:- end_tests(pu_assert).

% --- loading: units, their tests and modules
case(current_test_unit(pu_blocked, O), checks([O == [blocked(not_today)]])).
case(findall(U, current_test_unit(U, _), Us),
     checks([Us == [pu_pass, pu_fail, pu_blocked, pu_skipped, pu_fixture, pu_assert]])).
case(findall(N, current_test(pu_pass, N, _, _, _), Ns),
     checks([Ns == [simple, shorthand, condition, arith, unify, nondet, all, set, fails, throws,
                    subsumes, error, local, setup, each]])).
case(current_test(pu_pass, simple, _, _, O), checks([O == [true(true)]])).
case(current_test(pu_pass, shorthand, _, _, O), checks([O = [true(_ == 3)]])).
case(current_test(pu_pass, error, _, _, O), checks([O = [throws(error(instantiation_error, _))]])).
case(( pu_line(pu_pass, simple, L1), pu_line(pu_pass, shorthand, L2) ), checks([L2 =:= L1 + 2])).
case(current_predicate(plunit_pu_pass:pu_helper/1), true).
case(current_predicate(user:pu_helper/1), fail).
case(catch(begin_tests(42), error(E, _), true), checks([E == type_error(atom, 42)])).
case(catch(end_tests(pu_pass), error(E, _), true), checks([E == context_error(plunit_close(pu_pass, -))])).

% --- a passing unit
case(pu_run(pu_pass, O, T), checks([O == true, memberchk(informational-plunit(all_passed(17)), T)])).
case(( pu_run(pu_pass, _, T), pu_marks(T, M) ), checks([length(M, 17), \+ (member(R, M), R \== passed)])).
case(( pu_run(pu_pass, _, T), member(K-plunit(begin(S)), T) ), checks([K == informational, S == pu_pass])).
case(( pu_run(pu_pass, _, T), member(error-_, T) ), fail).
case(( pu_run(pu_pass, _, _), pu_log(L) ), checks([L == cleaned])).
case(pu_run(pu_pass:simple, O, T), checks([O == true, memberchk(informational-plunit(all_passed(1)), T)])).
case(pu_run(pu_pass:[simple, arith], O, T), checks([O == true, memberchk(informational-plunit(all_passed(2)), T)])).

% --- a failing unit: how each test failed
case(pu_run(pu_fail, O, _), checks([O == false])).
case(( pu_run(pu_fail, _, T), pu_failed(T, pu_fail, fails, H, L) ), checks([H == failed, pu_line(pu_fail, fails, L)])).
case(( pu_run(pu_fail, _, T), pu_failed(T, pu_fail, wrong, H, _) ), checks([H == wrong_answer(2 == 3)])).
case(( pu_run(pu_fail, _, T), pu_failed(T, pu_fail, error, H, _) ), checks([H = error(instantiation_error, _)])).
case(( pu_run(pu_fail, _, T), pu_failed(T, pu_fail, must_fail, H, _) ), checks([H = succeeded(_)])).
case(( pu_run(pu_fail, _, T), pu_failed(T, pu_fail, no_exception, H, _) ), checks([H == no_exception])).
case(( pu_run(pu_fail, _, T), pu_failed(T, pu_fail, wrong_error, H, _) ), checks([H == wrong_error(oops, other)])).
case(( pu_run(pu_fail, _, T), pu_failed(T, pu_fail, all, H, _) ), checks([H = wrong_answer(all(_ == [1, 2]), [1, 2, 3])])).
case(( pu_run(pu_fail, _, T), pu_failed(T, pu_fail, ball, H, _) ), checks([H == oops])).
case(( pu_run(pu_fail, _, T), findall(N-H, pu_failed(T, pu_fail, @(each, N), H, _), F) ),
     checks([F == [[1]-wrong_answer(1 =:= 2)]])).
case(( pu_run(pu_fail, _, T), member(warning-plunit(nondet(_, L, N)), T) ),
     checks([N == choice, pu_line(pu_fail, choice, L)])).
case(( pu_run(pu_fail, _, T), member(error-error(goal_failed(G), _), T) ), checks([G == fail])).
case(( pu_run(pu_fail, _, T), pu_marks(T, M) ), checks([M == [passed, failed, nondet]])).
case(( pu_run(pu_fail, _, T), findall(M, (member(informational-plunit(M), T), M \= begin(_), M \= end(_, _)), Ms) ),
     checks([Ms = [blocked(1), blocked(_:BL, blocked, not_ready), fixme(1, 1, 0), failed_assertions(0),
                   failed(9), sto(0), passed(2)],
             pu_line(pu_fail, blocked, BL)])).

% --- units blocked, skipped, with setup and cleanup
case(pu_run(pu_blocked, O, T), checks([O == true, memberchk(informational-plunit(blocked(unit(pu_blocked, not_today))), T),
                                       memberchk(informational-plunit(no_tests), T)])).
case(pu_run(pu_skipped, O, T), checks([O == true, \+ memberchk(_-plunit(begin(_)), T)])).
case(( pu_run(pu_fixture, O, _), findall(E, pu_log(E), Es) ),
     checks([O == true, Es == [unit_setup, first, second, unit_cleanup]])).
case(pu_run([pu_fixture, pu_pass:simple], O, T), checks([O == true, memberchk(informational-plunit(all_passed(3)), T)])).

% --- assertion/1 inside a test: reported with the test, which goes on
case(( pu_run(pu_assert, O, T), member(error-plunit(failed_assertion(U, N, _, _, _, R, _)), T) ),
     checks([O == false, U == pu_assert, N == assertion, R == fail, pu_log(went_on),
             memberchk(informational-plunit(failed_assertions(1)), T)])).
case(( pu_run(pu_assert, _, T), pu_marks(T, M) ), checks([M == [assertion]])).

% --- what run_tests/1 takes
case(pu_run(pu_nosuch, O, T), checks([O = error(existence_error(unit_test, pu_nosuch), _),
                                     memberchk(informational-plunit(no_tests), T)])).
case(pu_run([], O, T), checks([O == true, memberchk(informational-plunit(no_tests), T)])).
