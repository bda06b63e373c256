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

:- module(tabling, [table/1, current_table/2]).

:- meta_predicate table(:), current_table(:, ?).

%!  table(:Specification) is det.
%
%   Declares predicates tabled: Specification is Name/Arity, Name//Arity,
%   a head whose arguments give the modes of answer subsumption (`_` or
%   `index` for the arguments that select the table, `min`, `max`,
%   `first`, `-`, `last`, `sum` or `lattice(PI)` for the one aggregated),
%   or a comma list of these. Used as a directive before the clauses.
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
table_spec(Spec as _, M) :- !,
    table_spec(Spec, M).
table_spec(Name/Arity, M) :- !,
    must_be_pi(Name, Arity, Name/Arity),
    '$tbl_declare'(M, Name, Arity, []).
table_spec(Name//Arity, M) :- !,
    must_be_pi(Name, Arity, Name//Arity),
    A2 is Arity + 2,
    '$tbl_declare'(M, Name, A2, []).
table_spec(Head, M) :-
    callable(Head), !,
    functor(Head, Name, Arity),
    Head =.. [_|Args],
    maplist(arg_mode, Args, Modes),
    (   maplist(==(index), Modes)
    ->  '$tbl_declare'(M, Name, Arity, [])
    ;   '$tbl_declare'(M, Name, Arity, Modes)
    ).
table_spec(Spec, _) :-
    throw(error(type_error(table_specification, Spec), context(table/1, _))).

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
arg_mode(lattice(PI), lattice(PI)) :- !.
arg_mode(po(PI), po(PI)) :- !.
arg_mode(M, _) :-
    throw(error(domain_error(table_mode, M), context(table/1, _))).

%!  current_table(:Variant, -Status) is nondet.
%
%   Variant is the call of a table that exists, Status `complete` or
%   `incomplete` (SWI-Prolog gives the table's trie here).
%
%   ?- abolish_all_tables, \+ current_table(_, _).
%   true.

current_table(M:Variant, Status) :-
    '$tbl_tables'(Tables),
    lists:member((M:Variant)-Status, Tables).

%   '$tbl_start'(:Wrapper, :Worker, +Modes): the body of a tabled
%   predicate. With modes, the table is that of the call with the
%   aggregated arguments free; the answers are then unified with the call.

'$tbl_start'(Wrapper, Worker, []) :- !,
    start(Wrapper, Worker, []).
'$tbl_start'(M:Wrapper, M:Worker, Modes) :-
    Wrapper =.. [F|Args],
    functor(Worker, W, _),
    free_moded(Args, Modes, Free),
    G =.. [F|Free],
    GW =.. [W|Free],
    start(M:G, M:GW, Modes),
    Args = Free.

free_moded([], [], []).
free_moded([A|As], [index|Ms], [A|Fs]) :- !,
    free_moded(As, Ms, Fs).
free_moded([_|As], [_|Ms], [_|Fs]) :-
    free_moded(As, Ms, Fs).

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
% table suspends the rest of Worker on that table. Always fails. Plain
% tables add answers as the worker finds them ('$tbl_reset'/5, in Rust).
delim(Wrapper, Worker, T, []) :- !,
    '$tbl_reset'(Worker, Ball, Cont, Wrapper, T),
    '$tbl_delim_exit'(Cont, Ball, Wrapper, T, []).
delim(Wrapper, Worker, T, Modes) :-
    reset(Worker, Ball, Cont),
    '$tbl_delim_exit'(Cont, Ball, Wrapper, T, Modes),
    add_answer(Modes, T, Wrapper),
    fail.

% Feeds answers to suspended continuations until none is left.
completion :-
    repeat,
    (   '$tbl_next_work'(Dep)
    ->  Dep = dep(_, Cont, Wrapper, T, Modes),
        \+ delim(Wrapper, Cont, T, Modes),
        fail
    ;   !
    ).

% A suspended continuation, resumed (see '$tbl_delim_exit'/5).
'$tbl_resume'(Frames) :-
    call_continuation(Frames).

add_answer([], T, Wrapper) :- !,
    '$tbl_add_answer'(T, Wrapper).
add_answer(Modes, T, M:Answer) :-
    Answer =.. [F|Args],
    split_moded(Args, Modes, Key, Values),
    functor(Answer, F, A),
    functor(Old, F, A),
    (   '$tbl_moded_get'(T, Key, M:Old)
    ->  Old =.. [_|OldArgs],
        split_moded(OldArgs, Modes, _, OldValues),
        join_moded(Modes, M, OldValues, Values, NewValues),
        NewValues \== OldValues,
        merge_moded(Args, Modes, NewValues, NewArgs),
        New =.. [F|NewArgs],
        '$tbl_moded_set'(T, Key, M:New)
    ;   '$tbl_moded_set'(T, Key, M:Answer)
    ).

split_moded([], [], [], []).
split_moded([A|As], [index|Ms], [A|Ks], Vs) :- !,
    split_moded(As, Ms, Ks, Vs).
split_moded([A|As], [_|Ms], Ks, [A|Vs]) :-
    split_moded(As, Ms, Ks, Vs).

merge_moded([], [], [], []).
merge_moded([A|As], [index|Ms], Vs, [A|Rs]) :- !,
    merge_moded(As, Ms, Vs, Rs).
merge_moded([_|As], [_|Ms], [V|Vs], [V|Rs]) :-
    merge_moded(As, Ms, Vs, Rs).

join_moded([], _, [], [], []).
join_moded([index|Ms], M, Os, Vs, Ns) :- !,
    join_moded(Ms, M, Os, Vs, Ns).
join_moded([Mode|Ms], M, [O|Os], [V|Vs], [N|Ns]) :-
    join(Mode, M, O, V, N),
    join_moded(Ms, M, Os, Vs, Ns).

join(min, _, O, V, N) :- ( V @< O -> N = V ; N = O ).
join(max, _, O, V, N) :- ( V @> O -> N = V ; N = O ).
join(first, _, O, _, O).
join(last, _, _, V, V).
join(sum, _, O, V, N) :- N is O + V.
join(lattice(PI), M, O, V, N) :- lattice_name(PI, Name), call(M:Name, O, V, N).
join(po(PI), M, O, V, N) :- lattice_name(PI, Name), ( call(M:Name, O, V) -> N = V ; N = O ).

lattice_name(Name/_, Name) :- !.
lattice_name(Name, Name).
