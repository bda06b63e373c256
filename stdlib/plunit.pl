/*  hornbook library(plunit): unit tests as SWI-Prolog's library(plunit),
    so that test files written for SWI-Prolog run unchanged and report as
    SWI-Prolog 9.0 does.

    A unit is the text between `:- begin_tests(Unit)` and
    `:- end_tests(Unit)`. Its clauses go to a module of its own,
    plunit_<Unit>, whose unknown names resolve in the module around it, as
    in SWI-Prolog. While a unit is open the library is the load's term hook
    ('$load_term_hook'/2, see src/consult/): each test clause read,
    `test(Name, Options) :- Body`, becomes a record
    `'unit test'(Name, Line, Options, Module:'unit body'(Id, Vars))` and a
    clause `'unit body'(Id, Vars) :- !, Body`, where Vars are the variables
    the options share with the body. run_tests/0,1,2 run the records in
    source order; the results are kept in the dynamic predicates below
    until the next run. What happens is told with SWI-Prolog's message
    terms (a message hook sees them as there), which
    library(plunit/report) words.
*/
:- module(plunit,
        [ begin_tests/1, begin_tests/2, end_tests/1,
          run_tests/0, run_tests/1, run_tests/2,
          set_test_options/1, current_test/5, current_test_unit/2,
          test_report/1 ]).
:- use_module(library(plunit/report)).

:- dynamic
    current_unit/4,                 % Unit, Module, Context, Options
    unit_file/2,                    % Unit, File
    test_options/1,                 % the options of set_test_options/1
    run_options/1,                  % the options of the running run_tests/2
    running/3,                      % Unit, Test, Line: the test running now
    passed/5,                       % Unit, Test, Line, Det, Time
    failed/4,                       % Unit, Test, Line, How
    failed_assertion/7,             % Unit, Test, Line, Where, STO, Reason, Goal
    blocked/4,                      % Unit, Test, Line, Reason
    fixme/5.                        % Unit, Test, Line, Reason, How

% library(debug)'s assertion/1 asks this hook first: an assertion that
% fails inside a test is reported with the test, which goes on (as in
% SWI-Prolog).
:- multifile prolog:assertion_failed/2.
prolog:assertion_failed(Reason, Goal) :-
    plunit:'$plunit_assertion_failed'(Reason, Goal).

                 /*******************************
                 *         LOADING UNITS        *
                 *******************************/

%!  begin_tests(+Unit) is det
%
%   Opens the test unit Unit in the file being loaded: the clauses up to
%   end_tests(Unit) belong to it, `test(Name) :- Body` and
%   `test(Name, Options) :- Body` among them.
%
%   ?- catch(begin_tests(42), error(E, _), true).
%   E = type_error(atom, 42).
begin_tests(Unit) :-
    begin_tests(Unit, []).

%!  begin_tests(+Unit, +Options) is det
%
%   As begin_tests/1, with options for the whole unit: blocked(Reason),
%   condition(Goal), setup(Goal), cleanup(Goal) (and, accepted,
%   occurs_check(Mode), timeout(Seconds), concurrent(Bool), sto(Mode)).
%
%   ?- catch(begin_tests(u, [colour(red)]), error(E, _), true).
%   E = domain_error(test_set_option, colour(red)).
begin_tests(Unit, Options) :-
    must_be(atom, Unit),
    valid_options(Options, test_set_option),
    atom_concat(plunit_, Unit, Module),
    (   source_location(File, _)
    ->  '$set_source_module'(Context, Context),
        retractall(current_unit(Unit, _, _, _)),
        retractall(unit_file(Unit, _)),
        assertz(current_unit(Unit, Module, Context, Options)),
        assertz(unit_file(Unit, File)),
        '$set_default_import_module'(Module, Context),
        '$set_source_module'(_, Module),
        discontiguous(Module:'unit test'/4),
        discontiguous(Module:'unit body'/2),
        '$load_term_hook'(_, plunit:'$plunit_term')
    ;   true                        % not loading: there is nothing to collect
    ).

%!  end_tests(+Unit) is det
%
%   Closes the test unit Unit opened by begin_tests/1,2.
%
%   ?- catch(end_tests(u), error(E, _), true).
%   E = context_error(plunit_close(u, -)).
end_tests(Unit) :-
    (   open_unit(Open, Context)
    ->  (   Unit == Open
        ->  '$set_source_module'(_, Context),
            (   current_unit(_, Context, _, _)
            ->  true                % a unit inside a unit: the outer one goes on
            ;   '$load_term_hook'(_, none)
            )
        ;   throw(error(context_error(plunit_close(Unit, Open)), _))
        )
    ;   throw(error(context_error(plunit_close(Unit, -)), _))
    ).

% The unit whose clauses are being loaded, and the module around it.
open_unit(Unit, Context) :-
    '$load_term_hook'(plunit:'$plunit_term', plunit:'$plunit_term'),
    prolog_load_context(module, Module),
    current_unit(Unit, Module, Context, _),
    !.

% '$plunit_term'(+Term, -Clauses): the load's term hook inside a unit.
% It fails for every term that is not a test, and such terms load as
% they are.
'$plunit_term'(Term, Clauses) :-
    prolog_load_context(module, Module),
    current_unit(_, Module, _, _),
    expand(Term, Module, Clauses).

expand((test(Name) :- Body), Module, Clauses) :-
    !,
    expand_test(Name, [], Body, Module, Clauses).
expand((test(Name, Options) :- Body), Module, Clauses) :-
    !,
    expand_test(Name, Options, Body, Module, Clauses).
expand(test(Name), _, _) :-
    !,
    throw(error(existence_error(body, test(Name)), _)).
expand(test(Name, _), _, _) :-
    throw(error(existence_error(body, test(Name)), _)).

expand_test(Name, Options0, Body, Module,
            [ 'unit test'(Name, Line, Options, Module:'unit body'(Id, Vars)),
              ('unit body'(Id, Vars) :- !, Body)
            ]) :-
    source_location(_, Line),
    format(atom(Id), '~w@line ~w', [Name, Line]),
    term_variables(Options0, OptionVars0),
    sort(OptionVars0, OptionVars),
    term_variables(Body, BodyVars0),
    sort(BodyVars0, BodyVars),
    ord_intersection(OptionVars, BodyVars, VarList),
    Vars =.. [vars|VarList],
    (   is_list(Options0)           % a single option needs no list
    ->  Options1 = Options0
    ;   Options1 = [Options0]
    ),
    maplist(expand_option, Options1, Options2),
    valid_options(Options2, test_option),
    valid_test_mode(Options2, Options).

expand_option(Var, _) :-
    var(Var),
    !,
    throw(error(instantiation_error, _)).
expand_option(A == B, true(A == B)) :- !.
expand_option(A = B, true(A = B)) :- !.
expand_option(A =@= B, true(A =@= B)) :- !.
expand_option(A =:= B, true(A =:= B)) :- !.
expand_option(error(E), throws(error(E, _))) :- !.
expand_option(exception(E), throws(E)) :- !.
expand_option(error(F, C), throws(error(F, C))) :- !.
expand_option(true, true(true)) :- !.
expand_option(false, fail) :- !.
expand_option(O, O).

% One way of judging the outcome at most; true(true) when none is given.
valid_test_mode(Options0, Options) :-
    include(test_mode, Options0, Modes),
    (   Modes == []
    ->  Options = [true(true)|Options0]
    ;   Modes = [_]
    ->  Options = Options0
    ;   throw(error(plunit(incompatible_options, Modes), _))
    ).

test_mode(true(_)).
test_mode(all(_)).
test_mode(set(_)).
test_mode(fail).
test_mode(throws(_)).

valid_options(Options, Kind) :-
    must_be(list, Options),
    valid_options_(Options, Kind).

valid_options_([], _).
valid_options_([O|Os], Kind) :-
    (   var(O)
    ->  throw(error(instantiation_error, _))
    ;   valid_option(Kind, O)
    ->  valid_options_(Os, Kind)
    ;   throw(error(domain_error(Kind, O), _))
    ).

valid_option(test_option, O) :-
    valid_option(test_set_option, O),
    !.
valid_option(test_option, true(_)).
valid_option(test_option, fail).
valid_option(test_option, throws(_)).
valid_option(test_option, all(_)).
valid_option(test_option, set(_)).
valid_option(test_option, nondet).
valid_option(test_option, det).
valid_option(test_option, fixme(_)).
valid_option(test_option, forall(G)) :-
    must_be(callable, G).
valid_option(test_set_option, blocked(X)) :-
    (   ground(X)
    ->  true
    ;   throw(error(instantiation_error, _))
    ).
valid_option(test_set_option, condition(G)) :-
    must_be(callable, G).
valid_option(test_set_option, setup(G)) :-
    must_be(callable, G).
valid_option(test_set_option, cleanup(G)) :-
    must_be(callable, G).
valid_option(test_set_option, sto(M)) :-
    memberchk(M, [finite_trees, rational_trees]).
valid_option(test_set_option, occurs_check(M)) :-
    must_be(oneof([false, true, error]), M).
valid_option(test_set_option, timeout(T)) :-
    must_be(number, T).
valid_option(test_set_option, concurrent(B)) :-
    must_be(boolean, B).
valid_option(run_option, silent(B)) :-
    must_be(boolean, B).
valid_option(run_option, O) :-
    functor(O, Name, 1),
    memberchk(Name, [jobs, timeout, format, output, show_blocked, occurs_check, cleanup, concurrent]).
valid_option(global_option, O) :-
    functor(O, Name, 1),
    memberchk(Name, [load, run, silent, sto, cleanup, concurrent, jobs, timeout, format, output,
                     show_blocked, occurs_check]).

                 /*******************************
                 *            RUNNING           *
                 *******************************/

%!  run_tests is semidet
%
%   Runs every test of every unit loaded, printing a line per unit and a
%   summary on standard error; fails when a test failed.
%
%   ?- run_tests.
%   % No tests to run
%   true.
run_tests :-
    run_tests(all).

%!  run_tests(+Spec) is semidet
%
%   Runs the tests Spec names: a unit, `Unit:Test`, `Unit:[Test, ...]`, a
%   list of these, or `all`; fails when a test failed.
%
%   ?- catch(run_tests(nosuch), error(E, _), true).
%   % No tests to run
%   E = existence_error(unit_test, nosuch).
run_tests(Spec) :-
    run_tests(Spec, []).

%!  run_tests(+Spec, +Options) is semidet
%
%   As run_tests/1. Options: silent(true) prints only the failures;
%   timeout(Seconds) limits every test; jobs(N), format(F), output(O),
%   show_blocked(B) and occurs_check(M) are accepted.
%
%   ?- run_tests(all, [silent(true)]).
%   true.
run_tests(Spec, Options) :-
    valid_options(Options, run_option),
    clear_results,
    retractall(run_options(_)),
    assertz(run_options(Options)),
    setup_call_cleanup(
        true,
        ( run_spec(Spec), all_tests_passed ),
        report).

run_spec(Spec) :-
    var(Spec),
    !,
    throw(error(instantiation_error, _)).
run_spec(all) :-
    !,
    forall(current_unit(Unit, _, _, _), run_unit(Unit)).
run_spec([]) :-
    !.
run_spec([H|T]) :-
    !,
    run_spec(H),
    run_spec(T).
run_spec(Spec) :-
    run_unit(Spec).

run_unit(Spec) :-
    unit_from_spec(Spec, Unit, Tests, Module, UnitOptions),
    (   memberchk(blocked(Reason), UnitOptions)
    ->  info(plunit(blocked(unit(Unit, Reason))))
    ;   setup(Module, unit(Unit), UnitOptions)
    ->  statistics(walltime, [T0, _]),
        info(plunit(begin(Spec))),
        run_unit_tests(Unit, Tests, Module, UnitOptions),
        statistics(walltime, [T1, _]),
        Time is (T1 - T0) / 1000.0,
        (   unit_passed(Unit)
        ->  Passed = true
        ;   Passed = false
        ),
        info(plunit(end(Spec, summary(Passed, Time)))),
        (   silent
        ->  true
        ;   format(user_error, '~N', [])
        ),
        cleanup(Module, UnitOptions)
    ;   true
    ).

unit_from_spec(Spec, Unit, Tests, Module, Options) :-
    (   atom(Spec)
    ->  Unit = Spec
    ;   Spec = Unit:Tests,
        atom(Unit)
    ->  true
    ;   throw(error(type_error(test_spec, Spec), _))
    ),
    (   current_unit(Unit, Module, _, Options)
    ->  true
    ;   throw(error(existence_error(unit_test, Unit), _))
    ).

% Runs the tests of the unit that Tests names (all when it is unbound),
% in the order they were loaded; the unit's options go with each test,
% as the defaults of its timeout and occurs_check.
run_unit_tests(Unit, Tests, Module, UnitOptions) :-
    (   current_predicate(Module:'unit test'/4)
    ->  forall(( Module:'unit test'(Name, Line, Options, Body),
                 matching_test(Name, Tests) ),
               run_test(Unit, Module, Name, Line, Options, UnitOptions, Body))
    ;   true
    ).

matching_test(Name, Tests) :-
    var(Tests),
    !,
    Name = Tests.
matching_test(Name, Name) :-
    !.
matching_test(Name, Tests) :-
    is_list(Tests),
    memberchk(Name, Tests).

run_test(Unit, Module, Name, Line, Options, UnitOptions, Body) :-
    memberchk(forall(Generator), Options),
    !,
    term_variables(Generator, Vars),
    forall(Module:Generator,
           run_test_once(Unit, Module, @(Name, Vars), Line, Options, UnitOptions, Body)).
run_test(Unit, Module, Name, Line, Options, UnitOptions, Body) :-
    run_test_once(Unit, Module, Name, Line, Options, UnitOptions, Body).

run_test_once(Unit, Module, Name, Line, Options, UnitOptions, Body) :-
    assertz(running(Unit, Name, Line)),
    unit_file(Unit, File),
    '$plunit_print'(silent, plunit(begin(Unit:Name, File:Line, rational_trees))),
    with_occurs_check(Options, UnitOptions,
                      run_test_6(Unit, Module, Name, Line, Options, UnitOptions, Body, Result)),
    retractall(running(_, _, _)),
    '$plunit_print'(silent, plunit(end(Unit:Name, File:Line, rational_trees))),
    report_result(Result, Options).

% The occurs_check flag a test asks for, for the time of the test.
with_occurs_check(Options, UnitOptions, Goal) :-
    (   test_option(occurs_check(Mode), Options, UnitOptions)
    ->  true
    ;   test_option(sto(Sto), Options, UnitOptions)
    ->  sto_mode(Sto, Mode)
    ;   Mode = keep
    ),
    (   Mode == keep
    ->  call(Goal)
    ;   current_prolog_flag(occurs_check, Old),
        setup_call_cleanup(set_prolog_flag(occurs_check, Mode), Goal,
                           set_prolog_flag(occurs_check, Old))
    ).

sto_mode(finite_trees, true).
sto_mode(rational_trees, false).

% An option of the test, else of its unit, else of run_tests/2.
test_option(Option, Options, UnitOptions) :-
    (   memberchk(Option, Options)
    ->  true
    ;   memberchk(Option, UnitOptions)
    ->  true
    ;   run_options(RunOptions),
        memberchk(Option, RunOptions)
    ).

% run_test_6(+Unit, +Module, +Name, +Line, +Options, +UnitOptions, :Body,
% -Result): runs the test by its mode. Result is blocked(Unit, Name,
% Line, Reason), failure(Unit, Name, Line, How), success(Unit, Name, Line,
% Det, Time) or setup_failed(Unit, Name, Line).
run_test_6(Unit, _, Name, Line, Options, _, _, blocked(Unit, Name, Line, Reason)) :-
    memberchk(blocked(Reason), Options),
    !.
run_test_6(Unit, Module, Name, Line, Options, UnitOptions, Body, Result) :-
    memberchk(all(Answer), Options),
    !,
    nondet_test(all(Answer), Unit, Module, Name, Line, Options, UnitOptions, Body, Result).
run_test_6(Unit, Module, Name, Line, Options, UnitOptions, Body, Result) :-
    memberchk(set(Answer), Options),
    !,
    nondet_test(set(Answer), Unit, Module, Name, Line, Options, UnitOptions, Body, Result).
run_test_6(Unit, Module, Name, Line, Options, UnitOptions, Body, Result) :-
    memberchk(fail, Options),
    !,
    (   setup(Module, test(Unit, Name, Line), Options)
    ->  statistics(runtime, [T0, _]),
        (   catch(timed(Options, UnitOptions, Body), E, true)
        ->  (   var(E)
            ->  elapsed(T0, Time),
                Result = failure(Unit, Name, Line, succeeded(Time))
            ;   Result = failure(Unit, Name, Line, E)
            )
        ;   elapsed(T0, Time),
            Result = success(Unit, Name, Line, true, Time)
        ),
        cleanup(Module, Options)
    ;   Result = setup_failed(Unit, Name, Line)
    ).
run_test_6(Unit, Module, Name, Line, Options, UnitOptions, Body, Result) :-
    memberchk(true(Cmp), Options),
    !,
    (   setup(Module, test(Unit, Name, Line), Options)
    ->  statistics(runtime, [T0, _]),
        (   catch(timed(Options, UnitOptions, call_det(Body, Det)), E, true)
        ->  (   var(E)
            ->  elapsed(T0, Time),
                (   catch(Module:Cmp, E, true)
                ->  (   var(E)
                    ->  Result = success(Unit, Name, Line, Det, Time)
                    ;   Result = failure(Unit, Name, Line, cmp_error(Cmp, E))
                    )
                ;   Result = failure(Unit, Name, Line, wrong_answer(Cmp))
                )
            ;   Result = failure(Unit, Name, Line, E)
            )
        ;   Result = failure(Unit, Name, Line, failed)
        ),
        cleanup(Module, Options)
    ;   Result = setup_failed(Unit, Name, Line)
    ).
run_test_6(Unit, Module, Name, Line, Options, UnitOptions, Body, Result) :-
    memberchk(throws(Expect), Options),
    (   setup(Module, test(Unit, Name, Line), Options)
    ->  statistics(runtime, [T0, _]),
        (   catch(timed(Options, UnitOptions, Body), E, true)
        ->  (   var(E)
            ->  Result = failure(Unit, Name, Line, no_exception)
            ;   elapsed(T0, Time),
                (   subsumes_term(Expect, E)
                ->  Result = success(Unit, Name, Line, true, Time)
                ;   Result = failure(Unit, Name, Line, wrong_error(Expect, E))
                )
            )
        ;   Result = failure(Unit, Name, Line, failed)
        ),
        cleanup(Module, Options)
    ;   Result = setup_failed(Unit, Name, Line)
    ).

% all(Template Cmp Values) and set(Template Cmp Values): the answers of
% the body, each compared with the value at its place (for set/1, both
% sorted without duplicates): `Answer Cmp Value`, as true(Cmp) reads.
nondet_test(Expected, Unit, Module, Name, Line, Options, UnitOptions, Body, Result) :-
    arg(1, Expected, Cmp),
    arg(1, Cmp, Template),
    (   setup(Module, test(Unit, Name, Line), Options)
    ->  statistics(runtime, [T0, _]),
        (   catch(timed(Options, UnitOptions, findall(Template, Body, Answers)), E, true)
        ->  true
        ;   E = failed
        ),
        (   var(E)
        ->  elapsed(T0, Time),
            (   nondet_compare(Expected, Answers)
            ->  Result = success(Unit, Name, Line, true, Time)
            ;   Result = failure(Unit, Name, Line, wrong_answer(Expected, Answers))
            )
        ;   Result = failure(Unit, Name, Line, E)
        ),
        cleanup(Module, Options)
    ;   Result = setup_failed(Unit, Name, Line)
    ).

nondet_compare(all(Cmp), Answers) :-
    Cmp =.. [Op, _, Values],
    compare_each(Values, Answers, Op).
nondet_compare(set(Cmp), Answers0) :-
    Cmp =.. [Op, _, Values0],
    sort(Answers0, Answers),
    sort(Values0, Values),
    compare_each(Values, Answers, Op).

compare_each([], [], _).
compare_each([V|Vs], [A|As], Op) :-
    call(Op, A, V),
    compare_each(Vs, As, Op).

% call_det(:Goal, -Det): Goal succeeded; Det is true when it left no
% choicepoint.
call_det(Goal, Det) :-
    call_cleanup(Goal, Det0 = true),
    (   var(Det0)
    ->  Det = false
    ;   Det = true
    ).

% The body, under the time limit of a timeout(Seconds) option.
timed(Options, UnitOptions, Goal) :-
    (   test_option(timeout(Limit), Options, UnitOptions)
    ->  call_with_time_limit(Limit, Goal)
    ;   call(Goal)
    ).

elapsed(T0, Time) :-
    statistics(runtime, [T1, _]),
    Time is (T1 - T0) / 1000.0.

% setup(+Module, +Context, +Options): runs the condition, then the setup
% goal of Options; fails when either fails (a setup that fails or raises
% is reported, a condition that fails is not).
setup(Module, Context, Options) :-
    (   memberchk(condition(Condition), Options)
    ->  (   catch(Module:Condition, E, true)
        ->  (   var(E)
            ->  true
            ;   '$plunit_print'(error, plunit(error(condition, Context, E))),
                fail
            )
        ;   fail
        )
    ;   true
    ),
    (   memberchk(setup(Setup), Options)
    ->  (   catch(Module:Setup, E2, true)
        ->  (   var(E2)
            ->  true
            ;   '$plunit_print'(error, plunit(error(setup, Context, E2))),
                fail
            )
        ;   '$plunit_print'(error, error(goal_failed(Setup), _)),
            fail
        )
    ;   true
    ).

% cleanup(+Module, +Options): runs the cleanup goal of Options; its
% failure or error is reported as a warning and the tests go on.
cleanup(Module, Options) :-
    (   memberchk(cleanup(Cleanup), Options)
    ->  true
    ;   Cleanup = true
    ),
    (   catch(Module:Cleanup, E, true)
    ->  (   var(E)
        ->  true
        ;   '$plunit_print'(warning, E)
        )
    ;   '$plunit_print'(warning, goal_failed(Cleanup, '(cleanup handler)'))
    ).

                 /*******************************
                 *            RESULTS           *
                 *******************************/

report_result(blocked(Unit, Name, Line, Reason), _) :-
    !,
    assertz(blocked(Unit, Name, Line, Reason)).
report_result(failure(Unit, Name, Line, How), Options) :-
    !,
    failure(Unit, Name, Line, How, Options).
report_result(success(Unit, Name, Line, Det, Time), Options) :-
    !,
    success(Unit, Name, Line, Det, Time, Options).
report_result(setup_failed(_, _, _), _).

% A test marked fixme(Reason) is counted apart, whatever its outcome.
success(Unit, Name, Line, Det, _, Options) :-
    memberchk(fixme(Reason), Options),
    !,
    (   (   Det == true
        ;   memberchk(nondet, Options)
        )
    ->  progress(Unit, Name, nondet),
        How = passed
    ;   progress(Unit, Name, fixme),
        How = nondet
    ),
    assertz(fixme(Unit, Name, Line, Reason, How)).
success(Unit, Name, Line, _, _, Options) :-
    failed_assertion(Unit, Name, Line, _, _, _, _),
    !,
    failure(Unit, Name, Line, assertion, Options).
success(Unit, Name, Line, false, _, Options) :-
    memberchk(det, Options),
    !,
    failure(Unit, Name, Line, nondet, Options).
success(Unit, Name, Line, Det, Time, Options) :-
    assertz(passed(Unit, Name, Line, Det, Time)),
    (   (   Det == true
        ;   memberchk(nondet, Options)
        )
    ->  progress(Unit, Name, passed)
    ;   unit_file(Unit, File),
        '$plunit_print'(warning, plunit(nondet(File, Line, Name)))
    ).

failure(Unit, Name, Line, _, Options) :-
    memberchk(fixme(Reason), Options),
    !,
    progress(Unit, Name, failed),
    assertz(fixme(Unit, Name, Line, Reason, failed)).
failure(Unit, Name, Line, How, _) :-
    (   How == assertion
    ->  progress(Unit, Name, assertion)
    ;   '$plunit_print'(error, plunit(failed(Unit, Name, Line, How)))
    ),
    (   acyclic_term(How)
    ->  assertz(failed(Unit, Name, Line, How))
    ;   assertz(failed(Unit, Name, Line, cyclic))
    ).

% An assertion/1 that fails inside a running test: reported and counted
% with the test, which goes on.
'$plunit_assertion_failed'(Reason, Goal0) :-
    running(Unit, Name, Line),
    !,
    (   Goal0 = _:Goal
    ->  true
    ;   Goal = Goal0
    ),
    Failed = failed_assertion(Unit, Name, Line, unknown, rational_trees, Reason, Goal),
    '$plunit_print'(error, plunit(Failed)),
    assertz(Failed).

all_tests_passed :-
    unit_passed(_).

unit_passed(Unit) :-
    \+ failed(Unit, _, _, _),
    \+ failed_assertion(Unit, _, _, _, _, _, _).

clear_results :-
    retractall(passed(_, _, _, _, _)),
    retractall(failed(_, _, _, _)),
    retractall(failed_assertion(_, _, _, _, _, _, _)),
    retractall(blocked(_, _, _, _)),
    retractall(fixme(_, _, _, _, _)),
    retractall(running(_, _, _)).

%!  set_test_options(+Options) is det
%
%   Sets options for the test runs that follow: silent(true) prints only
%   the failures (load(When), run(When), sto(Bool), cleanup(Bool) and
%   concurrent(Bool) are accepted).
%
%   ?- set_test_options([silent(false)]).
%   true.
set_test_options(Options) :-
    valid_options(Options, global_option),
    retractall(test_options(_)),
    assertz(test_options(Options)).

%!  current_test(?Unit, ?Test, ?Line, ?Body, ?Options) is nondet
%
%   Test is a test of Unit loaded from Line, with Body and Options.
%
%   ?- current_test(U, T, L, B, O).
%   false.
current_test(Unit, Test, Line, Body, Options) :-
    current_unit(Unit, Module, _, _),
    current_predicate(Module:'unit test'/4),
    Module:'unit test'(Test, Line, Options, Body).

%!  current_test_unit(?Unit, ?Options) is nondet
%
%   Unit is a test unit loaded, declared with Options.
%
%   ?- current_test_unit(U, O).
%   false.
current_test_unit(Unit, Options) :-
    current_unit(Unit, _, _, Options).

%!  test_report(+What) is det
%
%   Prints a report on the last run: `fixme` lists the tests marked
%   fixme(Reason) with their outcome.
%
%   ?- test_report(fixme).
%   true.
test_report(fixme) :-
    !,
    findall(fixme(Unit, Name, Line, Reason, How), fixme(Unit, Name, Line, Reason, How), Tuples),
    '$plunit_print'(informational, plunit(fixme(Tuples))).
test_report(What) :-
    throw(error(domain_error(report_class, What), _)).

                 /*******************************
                 *           REPORTING          *
                 *******************************/

% What is told goes through '$plunit_print'/2 (library(plunit/report)).

silent :-
    (   run_options(Options),
        memberchk(silent(Silent), Options)
    ->  true
    ;   test_options(Options),
        memberchk(silent(Silent), Options)
    ->  true
    ;   Silent = false
    ),
    Silent == true.

% The lines about units and the summary, which silent(true) leaves out.
info(Message) :-
    (   silent
    ->  '$plunit_print'(silent, Message)
    ;   '$plunit_print'(informational, Message)
    ).

% A test's mark on the line of its unit.
progress(Unit, Name, Result) :-
    '$plunit_print'(information, plunit(progress(Unit, Name, Result))).

% The summary after the units, as SWI-Prolog 9.0 words it.
report :-
    aggregate_all(count, passed(_, _, _, _, _), Passed),
    aggregate_all(count, failed(_, _, _, _), Failed),
    aggregate_all(count, failed_assertion(_, _, _, _, _, _, _), FailedAssertions),
    aggregate_all(count, blocked(_, _, _, _), Blocked),
    (   Passed + Failed + FailedAssertions + Blocked =:= 0
    ->  info(plunit(no_tests))
    ;   Failed + FailedAssertions + Blocked =:= 0
    ->  report_fixme,
        info(plunit(all_passed(Passed)))
    ;   report_blocked(Blocked),
        report_fixme,
        info(plunit(failed_assertions(FailedAssertions))),
        info(plunit(failed(Failed))),
        info(plunit(sto(0))),       % no test depends on the unification mode
        info(plunit(passed(Passed)))
    ).

report_blocked(0) :-
    !.
report_blocked(N) :-
    info(plunit(blocked(N))),
    forall(( blocked(Unit, Name, Line, Reason), unit_file(Unit, File) ),
           '$plunit_print'(informational, plunit(blocked(File:Line, Name, Reason)))).

report_fixme :-
    aggregate_all(count, fixme(_, _, _, _, failed), Failed),
    aggregate_all(count, fixme(_, _, _, _, passed), Passed),
    aggregate_all(count, fixme(_, _, _, _, nondet), Nondet),
    '$plunit_print'(informational, plunit(fixme(Failed, Passed, Nondet))).
