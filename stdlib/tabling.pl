/*  library(tabling): tabled execution (SLG resolution with variant
    tabling and answer subsumption), as SWI-Prolog's, on delimited
    continuations.

    `:- table p/2.` declares p/2 tabled: its clauses are loaded as
    'p tabled'/2 and p/2 calls '$tbl_start'/3. The first call of a variant
    creates its table and, when no evaluation is running, leads one: the
    worker runs under reset/3; a call of an incomplete table shifts
    call_info(Call, Table) out to the nearest worker, whose continuation
    is suspended on that table (a dependency); completion feeds every
    answer to every dependency until nothing is left, then the tables of
    the evaluation are complete and the leader returns its answers. The
    tables and the work list are in Rust (machine/tables.rs).
*/

:- module(tabling, [table/1, current_table/2, abolish_table_subgoals/1]).

:- meta_predicate table(:), current_table(:, ?), abolish_table_subgoals(:).

%!  table(:Specification) is det.
%
%   Declares predicates tabled: Specification is Name/Arity, Name//Arity,
%   a head whose arguments give the modes of answer subsumption (`_`,
%   `+` or `index` for the arguments that select the table; `min`, `max`
%   (standard order of terms), `first` or `-`, `last`, `sum`,
%   `lattice(Name/3)` or `po(Name/2)` for the ones aggregated), or a
%   comma list of these, each optionally followed by `as Options`:
%   `incremental` (the tables are dropped when an incremental dynamic
%   predicate they depend on changes), `subsumptive` (evaluated as variant
%   tables here), `opaque`, `shared`, `private` (accepted). Used as a
%   directive before the clauses.
%
%   ?- table(fib/2).
%   true.

table(M:Spec) :-
    table_spec(Spec, M).

table_spec(Var, _) :-
    var(Var), !,
    throw(error(instantiation_error, context(table/1, _))).
table_spec(M:Spec, _) :- !,
    table_spec(Spec, M).
table_spec((A, B), M) :- !,
    table_spec(A, M),
    table_spec(B, M).
table_spec(Spec as Options, M) :- !,
    table_options(Options, Incremental),
    table_spec(Spec, M, Incremental).
table_spec(Spec, M) :-
    table_spec(Spec, M, false).

table_spec(Var, _, _) :-
    var(Var), !,
    throw(error(instantiation_error, context(table/1, _))).
table_spec(M:Spec, _, Incremental) :- !,
    table_spec(Spec, M, Incremental).
table_spec((A, B), M, Incremental) :- !,
    table_spec(A, M, Incremental),
    table_spec(B, M, Incremental).
table_spec(Name/Arity, M, Incremental) :- !,
    must_be_pi(Name, Arity, Name/Arity),
    '$tbl_declare'(M, Name, Arity, [], Incremental).
table_spec(Name//Arity, M, Incremental) :- !,
    must_be_pi(Name, Arity, Name//Arity),
    A2 is Arity + 2,
    '$tbl_declare'(M, Name, A2, [], Incremental).
table_spec(Head, M, Incremental) :-
    callable(Head), !,
    functor(Head, Name, Arity),
    Head =.. [_|Args],
    maplist(arg_mode, Args, Modes),
    (   maplist(==(index), Modes)
    ->  '$tbl_declare'(M, Name, Arity, [], Incremental)
    ;   '$tbl_declare'(M, Name, Arity, Modes, Incremental)
    ).
% SWI-Prolog 9 names the type so (sic).
table_spec(Spec, _, _) :-
    throw(error(type_error(table_desclaration, Spec), context(table/1, _))).

% The options after `as`: Incremental is true when `incremental` is one.
table_options(Options, _) :-
    var(Options), !,
    throw(error(instantiation_error, context(table/1, _))).
table_options((A, B), Incremental) :- !,
    table_options(A, Incremental),
    table_options(B, Incremental).
table_options(incremental, Incremental) :- !,
    Incremental = true.
table_options(Option, _) :-
    memberchk(Option, [variant, subsumptive, opaque, shared, private, dynamic]), !.
table_options(Option, _) :-
    throw(error(domain_error(table_option, Option), context(table/1, _))).

must_be_pi(Name, Arity, _) :-
    atom(Name), integer(Arity), Arity >= 0, !.
must_be_pi(_, _, Spec) :-
    throw(error(type_error(predicate_indicator, Spec), context(table/1, _))).

arg_mode(A, index) :- var(A), !.
arg_mode(index, index) :- !.
arg_mode(+, index) :- !.
arg_mode(min, min) :- !.
arg_mode(max, max) :- !.
arg_mode(first, first) :- !.
arg_mode(-, first) :- !.
arg_mode(last, last) :- !.
arg_mode(sum, sum) :- !.
arg_mode(lattice(PI), lattice(Name)) :- !,
    mode_pred(PI, 3, lattice_arity, Name).
arg_mode(po(PI), po(Name)) :- !,
    mode_pred(PI, 2, po_arity, Name).
arg_mode(M, _) :-
    throw(error(domain_error(tabled_mode, M), context(table/1, _))).

% The predicate of lattice(PI) or po(PI): Name or Name/Arity, Arity the
% one the mode calls it with.
mode_pred(PI, _, _, _) :-
    var(PI), !,
    throw(error(instantiation_error, context(table/1, _))).
mode_pred(Name/A, Arity, _, Name) :-
    atom(Name), A == Arity, !.
mode_pred(Name/A, _, Kind, _) :-
    atom(Name), integer(A), !,
    throw(error(domain_error(Kind, A), context(table/1, _))).
mode_pred(Name, _, _, Name) :-
    atom(Name), !.
mode_pred(PI, _, _, _) :-
    throw(error(type_error(predicate_indicator, PI), context(table/1, _))).

%!  current_table(:Variant, -Status) is nondet.
%
%   Variant is the call of a table that exists, Status `complete` or
%   `incomplete` (SWI-Prolog gives the table's trie here).
%
%   ?- abolish_all_tables, \+ current_table(_, _).
%   true.

current_table(M:Variant, Status) :-
    '$tbl_tables'(Tables),
    lists:member(table(M:Variant, Status, _), Tables).

%!  abolish_table_subgoals(:Subgoal) is det.
%
%   Drops every complete table whose call unifies with Subgoal: the next
%   such call evaluates the predicate again.
%
%   ?- abolish_table_subgoals(fib(_, _)).
%   true.

abolish_table_subgoals(M:Goal) :-
    (   callable(Goal)
    ->  true
    ;   throw(error(type_error(callable, M:Goal), _))
    ),
    '$tbl_tables'(Tables),
    forall(( lists:member(table(Variant, complete, Id), Tables),
             \+ Variant \= M:Goal
           ),
           '$tbl_drop_table'(Id)).

%   '$tbl_start'(:Wrapper, :Worker, +Modes): the body of a tabled
%   predicate. With modes, the aggregated arguments of the call must be
%   unbound (SWI-Prolog raises the same error), so the table is that of
%   the call with them free.

'$tbl_start'(Wrapper, Worker, []) :- !,
    start(Wrapper, Worker, []).
'$tbl_start'(M:Wrapper, Worker, Modes) :-
    (   '$tbl_bound_moded'(Wrapper, Modes, A)
    ->  throw(error(uninstantiation_error(A), _))
    ;   start(M:Wrapper, Worker, Modes)
    ).

start(Wrapper, Worker, Modes) :-
    '$tbl_variant_table'(Wrapper, T, Status),
    (   Status == complete
    ->  '$tbl_answer'(T, Wrapper)
    ;   Status == fresh
    ->  (   '$tbl_become_leader'
        ->  catch(lead(Wrapper, Worker, T, Modes), E, ('$tbl_abandon', throw(E))),
            '$tbl_answer'(T, Wrapper)
        ;   '$tbl_push_evaluation'(T),
            catch(lead_nested(Wrapper, Worker, T, Modes, Done), E, ('$tbl_abandon', throw(E))),
            (   Done == complete
            ->  '$tbl_answer'(T, Wrapper)
            ;   shift(call_info(Wrapper, T))
            )
        )
    ;   shift(call_info(Wrapper, T))
    ).

% The leader: evaluates its table, then completes every table the
% evaluation created.
lead(Wrapper, Worker, T, Modes) :-
    \+ delim(Wrapper, Worker, T, Modes),
    completion,
    '$tbl_complete'.

% A fresh call while an evaluation runs: the leader of a nested
% evaluation, complete on its own unless it depends on an enclosing one
% (then its tables join that one, and the call suspends as any other).
lead_nested(Wrapper, Worker, T, Modes, Done) :-
    \+ delim(Wrapper, Worker, T, Modes),
    completion,
    '$tbl_pop_evaluation'(Done).

% Runs Worker for table T: an answer is added, a call of an incomplete
% table suspends the rest of Worker on that table. Always fails. Answers
% are added as the worker finds them ('$tbl_reset'/5, in Rust), but for
% the join of an answer with a stored one by the modes lattice and po,
% which call Prolog: then '$tbl_reset'/5 returns, '$tbl_delim_exit'/8
% gives the goal that joins them, and the joined answer is stored.
delim(Wrapper, Worker, T, Modes) :-
    '$tbl_reset'(Worker, Ball, Cont, Wrapper, T),
    '$tbl_delim_exit'(Cont, Ball, Wrapper, T, Modes, Join, Old, New),
    call(Join),
    '$tbl_moded_update'(T, Old, New),
    fail.

% The join of mode sum in a goal of '$tbl_delim_exit'/8.
'$tbl_join_sum'(Old, New, Sum) :-
    Sum is Old + New.

% Feeds answers to suspended continuations until none is left.
completion :-
    repeat,
    (   '$tbl_next_work'(Dep)
    ->  Dep = dep(_, Cont, Wrapper, T, Modes),
        \+ delim(Wrapper, Cont, T, Modes),
        fail
    ;   !
    ).

% A suspended continuation, resumed (see '$tbl_delim_exit'/8).
'$tbl_resume'(Frames) :-
    call_continuation(Frames).
