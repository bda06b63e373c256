% The Prolog side of the differential fuzzer (run.py): the same file runs
% in hornbook and in swipl. It reads goals from a file, one
% `Id<TAB>Restore<TAB>Text` a line, runs each under catch/3 and call_with_time_limit/2, and appends
% one record a goal to the results file, flushed at once so that run.py
% knows how far a process got when it crashes or hangs:
%
%     Id<TAB>Outcome<TAB>#
%
% Outcome, written with writeq after copy_term/3 (attributes dropped) and
% numbervars/3, is one of
%
%     true(['X'=Value, ...])   the first solution's bindings of the named
%                              variables (not _X, not the cyclic C1..C7)
%     fail
%     error(Formal)            the context argument is left out
%     throw(Ball)              any other exception
%     timeout                  the time limit ran out
%     syntax                   the goal text does not parse
%
% After a goal whose Restore is 1 (one that can change global state) the
% flags, operators and working directory are set back to what they were
% when the run started, and the predicates it defined in user are
% abolished, so that later goals are read, run and written alike in both
% systems. A cyclic value is written as '$cyclic'. Standard output and error
% are not
% read by run.py: goals may write there.

:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(clpfd)).
:- use_module(library(pairs)).
:- use_module(library(assoc)).
:- use_module(library(ordsets)).
:- use_module(library(ugraphs)).
:- use_module(library(yall)).
:- use_module(library(aggregate)).
:- use_module(library(solution_sequences)).
:- use_module(library(rbtrees)).
:- use_module(library(strings)).
:- use_module(library(occurs)).
:- use_module(library(terms)).
:- use_module(library(heaps)).
:- use_module(library(nb_set)).
:- use_module(library(gensym)).
:- use_module(library(option)).
:- use_module(library(error)).
:- use_module(library(random)).
:- use_module(library(readutil)).
:- use_module(library(dcg/basics)).

%!  run(+GoalFile, +ResultFile, +Limit)
%   Runs every goal of GoalFile, each under a Limit-second time limit.
run(GoalFile, ResultFile, Limit) :-
    set_prolog_flag(stack_limit, 268435456),
    open(GoalFile, read, In),
    open(ResultFile, write, Out),
    findall(F-V, current_prolog_flag(F, V), Flags),
    findall(op(P, T, N), current_op(P, T, N), Ops),
    working_directory(Dir, Dir),
    findall(N/A, current_predicate(user:N/A), Preds),
    nb_setval(difffuzz_state, state(Flags, Ops, Dir, Preds)),
    run_lines(In, Out, Limit),
    close(Out).

restore_state :-
    nb_getval(difffuzz_state, state(Flags, Ops, Dir, Preds)),
    % A predicate a goal defined in user (assert(msort(a, b)) gives hornbook
    % a user:msort/2 where SWI-Prolog raises an error) goes again.
    forall(( current_predicate(user:N/A), \+ memberchk(N/A, Preds) ),
           catch(abolish(user:N/A), _, true)),
    forall(( member(F-V, Flags), \+ current_prolog_flag(F, V) ),
           catch(set_prolog_flag(F, V), _, true)),
    forall(( current_op(P, T, N), \+ memberchk(op(P, T, N), Ops) ),
           catch(op(0, T, N), _, true)),
    forall(member(op(P, T, N), Ops), catch(op(P, T, N), _, true)),
    catch(working_directory(_, Dir), _, true).

run_lines(In, Out, Limit) :-
    read_line_to_string(In, Line),
    (   Line == end_of_file
    ->  true
    ;   split_string(Line, "\t", "", [IdText, Restore|Parts])
    ->  atomic_list_concat(Parts, '\t', Text),
        run_text(Text, Limit, Outcome),
        write_record(Out, IdText, Outcome),
        (   Restore == "1" -> catch(restore_state, _, true) ; true ),
        run_lines(In, Out, Limit)
    ;   run_lines(In, Out, Limit)
    ).

run_text(Text, Limit, Outcome) :-
    (   catch(term_string(Goal, Text, [variable_names(Names)]), _, fail)
    ->  bind_cyclic(Names),
        run_goal(Goal, Names, Limit, Outcome)
    ;   Outcome = syntax
    ).

% The named variables C1 ... C7 stand for cyclic terms.
bind_cyclic([]).
bind_cyclic([Name=V|Names]) :-
    (   cyclic_shape(Name, V) -> true ; true ),
    bind_cyclic(Names).

cyclic_shape('C1', C) :- C = f(C).
cyclic_shape('C2', C) :- C = [a|C].
cyclic_shape('C3', C) :- C = -(C).
cyclic_shape('C4', C) :- C = [1|C].
cyclic_shape('C5', C) :- C = [C].
cyclic_shape('C6', C) :- C = [0'a|C].
cyclic_shape('C7', C) :- C = f(C, 1).

run_goal(Goal, Names, Limit, Outcome) :-
    (   catch(call_with_time_limit(Limit, Goal), Ball, true)
    ->  (   var(Ball)
        ->  answer(Names, Bindings),
            Outcome = true(Bindings)
        ;   ball_outcome(Ball, Outcome)
        )
    ;   Outcome = fail
    ).

answer([], []).
answer([Name=V|Names], Bindings) :-
    (   ( cyclic_shape(Name, _) ; sub_atom(Name, 0, 1, _, '_') )
    ->  Bindings = Rest
    ;   Bindings = [Name=V|Rest]
    ),
    answer(Names, Rest).

ball_outcome(Ball, timeout) :-
    Ball == time_limit_exceeded,
    !.
ball_outcome(Ball, error(Formal)) :-
    nonvar(Ball),
    Ball = error(Formal, _),
    !.
ball_outcome(Ball, throw(Ball)).

write_record(Out, Id, Outcome) :-
    (   catch(printable(Outcome, Printable), _, fail)
    ->  true
    ;   Printable = unprintable
    ),
    format(Out, "~w\t", [Id]),
    (   catch(write_term(Out, Printable, [quoted(true), numbervars(true)]), _, fail)
    ->  true
    ;   write(Out, unprintable)
    ),
    write(Out, '\t#'),
    nl(Out),
    flush_output(Out).

% A copy without attributes, cyclic values replaced, variables numbered.
printable(Outcome, Printable) :-
    acyclic_outcome(Outcome, Acyclic),
    copy_term(Acyclic, Printable, _),
    numbervars(Printable, 0, _).

acyclic_outcome(true(Bindings), true(Safe)) :-
    !,
    maplist(acyclic_binding, Bindings, Safe).
acyclic_outcome(Outcome, Safe) :-
    (   acyclic_term(Outcome)
    ->  Safe = Outcome
    ;   Outcome = error(_)
    ->  Safe = error('$cyclic')
    ;   Safe = throw('$cyclic')
    ).

acyclic_binding(Name=V, Name=Safe) :-
    (   acyclic_term(V) -> Safe = V ; Safe = '$cyclic' ).

%!  visible(+InFile, +OutFile)
%   Copies the lines `Name/Arity` of InFile whose predicate can be called
%   here (defined, imported or autoloadable) to OutFile.
visible(InFile, OutFile) :-
    open(InFile, read, In),
    open(OutFile, write, Out),
    visible_lines(In, Out),
    close(Out),
    close(In).

visible_lines(In, Out) :-
    read_line_to_string(In, Line),
    (   Line == end_of_file
    ->  true
    ;   (   catch(term_string(Name/Arity, Line), _, fail),
            atom(Name), integer(Arity),
            functor(Head, Name, Arity),
            catch(predicate_property(Head, visible), _, fail)
        ->  format(Out, "~w~n", [Line])
        ;   true
        ),
        visible_lines(In, Out)
    ).
