/*  hornbook library(plunit), its messages: what a test run prints on
    standard error, as SWI-Prolog 9.0's plunit prints it. library(plunit)
    decides what happened and names it with SWI-Prolog's message terms
    (plunit(failed(Unit, Test, Line, How)), plunit(progress(Unit, Test,
    Result)), ...); this module words them.

    '$plunit_print'(Kind, Message) works as print_message/2 does for
    plunit's messages in SWI-Prolog: user:message_hook(Message, Kind,
    Lines) may take them over; else they go to user_error, errors and
    warnings on a fresh line with their prefix before each line that a
    `nl` element starts (a newline inside a format gets none), a trailing
    `nl` adding no empty line. Lines that begin with at_same_line continue
    the open line without a prefix (the progress marks of the tests), and
    lines that end with flush leave it open. Informational messages are
    not printed when the flag verbose is silent, silent ones never.
*/
:- module(plunit_report, [ '$plunit_print'/2 ]).

'$plunit_print'(Kind, Message) :-
    message(Message, Lines),
    (   '$defined'(user, message_hook, 3),
        catch(user:message_hook(Message, Kind, Lines), _, fail)
    ->  true
    ;   emit(Kind, Lines)
    ).

emit(silent, _) :-
    !.
emit(_, []) :-
    !.
emit(informational, _) :-
    current_prolog_flag(verbose, silent),
    !.
emit(Kind, Lines0) :-
    prefix(Kind, Prefix),
    (   Lines0 = [at_same_line|Lines1]
    ->  true
    ;   format(user_error, '~N~w', [Prefix]),
        Lines1 = Lines0
    ),
    (   append(Lines, [flush], Lines1)
    ->  elements(Lines, Prefix),
        flush_output(user_error)
    ;   append(Lines, [nl], Lines1)
    ->  elements(Lines, Prefix),
        nl(user_error)
    ;   elements(Lines1, Prefix),
        nl(user_error)
    ).

prefix(error, 'ERROR: ').
prefix(warning, 'Warning: ').
prefix(informational, '% ').
prefix(information, '% ').

elements([], _).
elements([E|Es], Prefix) :-
    element(E, Prefix),
    elements(Es, Prefix).

element(nl, Prefix) :-
    !,
    format(user_error, '~n~w', [Prefix]).
element(Format-Args, _) :-
    !,
    format(user_error, Format, Args).
element(url(File:Line), _) :-
    !,
    format(user_error, '~w:~w', [File, Line]).
element(ansi(_, Format, Args), _) :-
    !,
    format(user_error, Format, Args).
element(flush, _) :-
    !,
    flush_output(user_error).
element(Format, _) :-
    format(user_error, Format, []).

% message(+Message, -Lines): the line elements of a message, as
% SWI-Prolog's print_message/2 takes them (Format-Args, Format, nl,
% url(File:Line), ansi(Style, Format, Args), at_same_line, flush).
message(plunit(Message), Lines) :-
    !,
    plunit_message(Message, Lines).
message(goal_failed(Context, Goal), ['Goal (~w) failed: ~p'-[Context, Goal]]) :-
    !.
message(error(goal_failed(Goal), _), ['goal unexpectedly failed: ~p'-[Goal]]) :-
    !.
message(Error, ['~w'-[Text]]) :-
    error_text(Error, Text).

plunit_message(begin(Spec), ['PL-Unit: ~w '-[Spec], flush]) :-
    !.
plunit_message(end(_, summary(Passed, Time)), [at_same_line, Verdict, ' ~3f sec'-[Time]]) :-
    !,
    (   Passed == true
    ->  Verdict = ' passed'
    ;   Verdict = ansi(error, '**FAILED', [])
    ).
plunit_message(progress(_, _, Result), [at_same_line, Mark, flush]) :-
    !,
    progress_mark(Result, Mark).
plunit_message(blocked(unit(Unit, Reason)), ['PL-Unit: ~w blocked: ~w'-[Unit, Reason]]) :-
    !.
plunit_message(nondet(File, Line, Name),
               [url(File:Line), ':\n\t', 'PL-Unit: Test ~w: Test succeeded with choicepoint'-[Name]]) :-
    !.
plunit_message(failed(Unit, Name, Line, Failure), Lines) :-
    !,
    location(Unit, Line, Location),
    test_name(Name, NameLines),
    failure(Failure, FailureLines),
    append([Location, NameLines, [': '-[]], FailureLines], Lines).
plunit_message(failed_assertion(Unit, Name, Line, _, _, Reason, Goal), Lines) :-
    !,
    location(Unit, Line, Location),
    test_name(Name, NameLines),
    (   Reason == fail
    ->  Why = ' failed'-[]
    ;   error_text(Reason, Text),
        Why = ' raised "~w"'-[Text]
    ),
    append([Location, NameLines, [': assertion'-[], Why, '\n\t', 'Assertion: ~p'-[Goal]]], Lines).
plunit_message(error(Where, Context, Error), Lines) :-
    !,
    context(Context, Prefix),
    error_text(Error, Text),
    append(Prefix, ['error in ~w: ~w'-[Where, Text]], Lines).
plunit_message(no_tests, ['No tests to run']) :-
    !.
plunit_message(all_passed(1), ['test passed']) :-
    !.
plunit_message(all_passed(N), ['All ~D tests passed'-[N]]) :-
    !.
plunit_message(passed(N), ['~D tests passed'-[N]]) :-
    !.
plunit_message(failed(N), Lines) :-
    !,
    count(N, '1 test failed', '~D tests failed', Lines).
plunit_message(failed_assertions(N), Lines) :-
    !,
    count(N, '1 assertion failed', '~D assertions failed', Lines).
plunit_message(sto(0), []) :-
    !.
plunit_message(blocked(1), ['one test is blocked:']) :-
    !.
plunit_message(blocked(N), ['~D tests are blocked:'-[N]]) :-
    integer(N),
    !.
plunit_message(blocked(File:Line, Name, Reason), Lines) :-
    !,
    test_name(Name, NameLines),
    append([[url(File:Line), ':\n\t'], NameLines, [': ~w'-[Reason]]], Lines).
plunit_message(fixme(Failed, Passed, Nondet), Lines) :-
    !,
    fixme_counts(Failed, Passed, Nondet, Lines).
plunit_message(fixme(Tuples), Lines) :-
    !,
    fixme_lines(Tuples, Lines).
plunit_message(begin(_, _, _), []) :-       % silent: a test starts
    !.
plunit_message(end(_, _, _), []).           % silent: a test ended

progress_mark(passed, '.').
progress_mark(nondet, '+').
progress_mark(fixme, '!').
progress_mark(failed, '-').
progress_mark(assertion, 'A').

count(0, _, _, []) :-
    !.
count(1, One, _, [One]) :-
    !.
count(N, _, Many, [Many-[N]]).

fixme_counts(0, 0, 0, []) :-
    !.
fixme_counts(Failed, 0, 0, ['all ~D tests flagged FIXME failed'-[Failed]]) :-
    !.
fixme_counts(Failed, Passed, 0, ['FIXME: ~D failed; ~D passed'-[Failed, Passed]]) :-
    !.
fixme_counts(Failed, Passed, Nondet, ['FIXME: ~D failed; ~D passed; (~D nondet)'-[Failed, TotalPassed, Nondet]]) :-
    TotalPassed is Passed + Nondet.

fixme_lines([], []).
fixme_lines([fixme(Unit, _, Line, Reason, How)|Tuples], [Format-[File:Line, Reason]|Lines]) :-
    plunit:unit_file(Unit, File),
    fixme_format(How, Format),
    (   Tuples == []
    ->  Lines = []
    ;   Lines = [nl|Lines1],
        fixme_lines(Tuples, Lines1)
    ).

fixme_format(failed, 'FIXME: ~w: ~w').
fixme_format(passed, 'FIXME: ~w: passed ~w').
fixme_format(nondet, 'FIXME: ~w: passed (nondet) ~w').

location(Unit, Line, [url(File:Line), ':\n\t']) :-
    plunit:unit_file(Unit, File).

% Where a setup or condition goal raised: a test or a unit.
context(test(Unit, _, Line), Lines) :-
    location(Unit, Line, Lines).
context(unit(Unit), ['PL-Unit: unit ~w: '-[Unit]]).

test_name(@(Name, Bindings), ['test ~w (forall bindings = ~p)'-[Name, Bindings]]) :-
    !.
test_name(Name, ['test ~w'-[Name]]).

error_text(E, Text) :-
    (   E = error(_, _)
    ->  '$describe_error'(E, Text)
    ;   format(atom(Text), 'Unknown message: ~p', [E])
    ).

% How a test failed.
failure(How, ['Unknown failure?']) :-
    var(How),
    !.
failure(succeeded(Time), ['must fail but succeeded in ~2f seconds~n'-[Time]]) :-
    !.
failure(wrong_error(Expected, Error), ['wrong error', nl|Lines]) :-
    !,
    copy_term(Expected-Error, Ex-E, Goals),
    numbervars(Ex-E-Goals, 0, _),
    expected_got(Ex, E, Goals, Lines).
failure(wrong_answer(Cmp), ['wrong answer (compared using ~w)'-[Op], nl|Lines]) :-
    Cmp =.. [Op, Answer, Expected],
    !,
    copy_term(Expected-Answer, Ex-A, Goals),
    numbervars(Ex-A-Goals, 0, _),
    expected_got(Ex, A, Goals, Lines).
failure(wrong_answer(CmpExpected, Answers), Lines) :-
    !,
    (   CmpExpected = all(Cmp)
    ->  Cmp =.. [_, _, Expected],
        Got = Answers,
        Type = all
    ;   CmpExpected = set(Cmp),
        Cmp =.. [_, _, Expected0],
        sort(Expected0, Expected),
        sort(Answers, Got),
        Type = set
    ),
    Lines = [ 'wrong "~w" answer:'-[Type],
              nl, '    Expected: ~q'-[Expected],
              nl, '       Found: ~q'-[Got] ].
failure(cmp_error(_, Error), ['Comparison error: ~w'-[Text]]) :-
    !,
    error_text(Error, Text).
failure(nondet, ['Test succeeded with choicepoint']) :-
    !.
failure(Error, ['received error: ~w'-[Text]]) :-
    Error = error(_, _),
    !,
    error_text(Error, Text).
failure(Why, ['~p~n'-[Why]]).

expected_got(Ex, E, Goals, Lines) :-
    Lines0 = [ '    Expected: '-[], '~@'-[write_term(Ex, Options)], nl,
               '    Got:      '-[], '~@'-[write_term(E, Options)], nl ],
    Options = [numbervars(true), quoted(true), portray(true), max_depth(100)],
    (   Goals == []
    ->  Lines = Lines0
    ;   append(Lines0, ['       with: '-[], '~@'-[write_term(Goals, Options)], nl], Lines)
    ).
