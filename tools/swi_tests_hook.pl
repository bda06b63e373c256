/*  A message hook that writes one line per plunit test to a log file, for
    tools/swi_tests.py. It is loaded before a test file, under swipl and
    under hornbook alike, and listens to the message terms library(plunit)
    prints (the same terms on both systems), so that each test's outcome
    can be compared by its unit and name:

        passed  Unit  Name  Line
        failed  Unit  Name  Line  How
        error   Unit  Name  Line  How
        blocked Unit  Name  Line  Reason
        fixme   Unit  Name  Line  Outcome

    The log file is the one the environment variable SWI_TESTS_LOG names;
    without it the hook does nothing. The hook always fails, so that the
    messages are printed as usual too.
*/
:- module(swi_tests_hook, []).

:- dynamic last_begin/3.                % Unit, Test, Line of the test that ran last

:- multifile user:message_hook/3.
:- dynamic user:message_hook/3.

user:message_hook(plunit(Message), _Kind, _Lines) :-
    catch(swi_tests_hook:note(Message), _, true),
    fail.

note(begin(Unit:Test, _File:Line, _)) :-
    !,
    retractall(last_begin(_, _, _)),
    assertz(last_begin(Unit, Test, Line)).
note(progress(Unit, Test, Result)) :-
    !,
    line_of(Unit, Test, Line),
    progress_status(Result, Status),
    log(Status, Unit, Test, Line, Result).
note(nondet(_File, Line, Test)) :-      % passed, with a warning
    !,
    (   last_begin(Unit, Test, _)
    ->  true
    ;   Unit = '?'
    ),
    log(passed, Unit, Test, Line, nondet).
note(failed(Unit, Test, Line, How)) :-
    !,
    (   failure_kind(How)
    ->  log(failed, Unit, Test, Line, How)
    ;   log(error, Unit, Test, Line, How)
    ).
note(error(setup, test(Unit, Test, Line), E)) :-
    !,
    log(error, Unit, Test, Line, setup(E)).
note(blocked(_File:Line, Test, Reason)) :-
    !,
    (   plunit:current_test(Unit, Test, Line, _, _)
    ->  true
    ;   Unit = '?'
    ),
    log(blocked, Unit, Test, Line, Reason).
note(blocked(unit(Unit, Reason))) :-
    !,
    forall(plunit:current_test(Unit, Test, Line, _, _),
           log(blocked, Unit, Test, Line, Reason)).

line_of(Unit, Test, Line) :-
    (   last_begin(Unit, Test, Line0)
    ->  Line = Line0
    ;   Line = 0
    ).

progress_status(passed, passed) :- !.
progress_status(assertion, failed) :- !.
progress_status(_, fixme).              % fixme, failed, nondet: a fixme test

% The outcomes that are a wrong result rather than an exception.
failure_kind(failed).
failure_kind(succeeded(_)).
failure_kind(no_exception).
failure_kind(nondet).
failure_kind(wrong_answer(_)).
failure_kind(wrong_answer(_, _)).
failure_kind(wrong_error(_, _)).
failure_kind(cmp_error(_, _)).

log(Status, Unit, Test, Line, Detail) :-
    getenv('SWI_TESTS_LOG', File),
    !,
    format(atom(Text), '~q', [Detail]),
    (   sub_atom(Text, 0, 300, _, Short)
    ->  true
    ;   Short = Text
    ),
    setup_call_cleanup(
        open(File, append, Out),
        format(Out, '~w\t~q\t~q\t~w\t~w~n', [Status, Unit, Test, Line, Short]),
        close(Out)).
log(_, _, _, _, _).
