% Scheduling models for hornbook and SWI-Prolog (library(clpfd)):
% cumulative/2 and serialized/2 under a search that proves the makespan
% optimal. Each workload posts its tasks with a makespan M (every task
% ends by M), then tries M = its lower bound, the next value, ... and
% labels the starts for each (smallest earliest start first, `min`,
% stepping up from it); the first M with a schedule is the optimum, and
% every smaller one was refuted, by propagation alone or by search.
%
%   timed(W, N)   run workload W N times; print the CPU time per run in µs
%   bt(W)         run W with a counting labeling (the same search in every
%                 system); print how often the search backtracked
%   check(W)      print W's optimal makespan and starts
%
% Workloads: project12 (a 12-task project with precedences on one
% resource of capacity 4), ft06 (Fisher and Thompson's 6x6 job shop,
% optimum 55, serialized/2 per machine), rcpsp (a 14-task project over
% two renewable resources, a cumulative/2 each), single6 (six jobs with
% release dates on one machine, serialized/2), and bounded(W) (W with its
% makespan fixed one below the optimum: refute it).
:- use_module(library(clpfd)).

% ---------------------------------------------------------------- models

% project12: Task-Duration-Use and the tasks each must follow.
project12_task(1, 3, 2, []).
project12_task(2, 4, 1, []).
project12_task(3, 2, 3, [1]).
project12_task(4, 5, 2, []).
project12_task(5, 3, 1, []).
project12_task(6, 4, 2, []).
project12_task(7, 2, 2, []).
project12_task(8, 6, 1, []).
project12_task(9, 3, 3, [6]).
project12_task(10, 2, 2, []).
project12_task(11, 4, 1, []).
project12_task(12, 3, 2, [11]).

project12(Ss, M) :-
    findall(I-D-U-Ps, project12_task(I, D, U, Ps), Ts),
    length(Ts, N), length(Ss, N),
    Ss ins 0..41, M in 0..41,
    pairs_starts(Ts, Ss, Ps),
    maplist(precedences(Ps), Ts, Ss),
    maplist(task_ends_by(M), Ts, Ss),
    maplist(cumulative_task, Ts, Ss, Tasks),
    cumulative(Tasks, [limit(4)]).

% pairs_starts(Tasks, Starts, Ps): Ps pairs each task's name with its
% start and duration.
pairs_starts([], [], []).
pairs_starts([I-D-_-_|Ts], [S|Ss], [I-(S/D)|Ps]) :- pairs_starts(Ts, Ss, Ps).
precedences(Ps, _-_-_-Before, S) :- maplist(follows(Ps, S), Before).
follows(Ps, S, J) :- memberchk(J-(SJ/DJ), Ps), SJ + DJ #=< S.
task_ends_by(M, _-D-_-_, S) :- S + D #=< M.
cumulative_task(I-D-U-_, S, task(S, D, _, U, I)).

% ft06: for each job its operations in order, Machine-Duration.
ft06_job([2-1, 0-3, 1-6, 3-7, 5-3, 4-6]).
ft06_job([1-8, 2-5, 4-10, 5-10, 0-10, 3-4]).
ft06_job([2-5, 3-4, 5-8, 0-9, 1-1, 4-7]).
ft06_job([1-5, 0-5, 2-5, 3-3, 4-8, 5-9]).
ft06_job([2-9, 1-3, 4-5, 5-4, 0-3, 3-1]).
ft06_job([1-3, 3-3, 5-9, 0-10, 4-4, 2-1]).

ft06(Ss, M) :-
    findall(J, ft06_job(J), Jobs),
    M in 0..197,
    maplist(job_ops(M), Jobs, Opss),
    append(Opss, Ops),
    pairs_values(Ops, SDs),
    pairs_keys(SDs, Ss),
    machines(0, Ops).

job_ops(M, Job, Ops) :- job_ops(Job, M, _, Ops).
job_ops([], M, Prev, []) :- ( var(Prev) -> true ; Prev = S-D, S + D #=< M ).
job_ops([Mc-D|Rest], M, Prev, [Mc-(S-D)|Ops]) :-
    S in 0..197,
    ( var(Prev) -> true ; Prev = S0-D0, S0 + D0 #=< S ),
    job_ops(Rest, M, S-D, Ops).

machines(6, _) :- !.
machines(Mc, Ops) :-
    on_machine(Ops, Mc, Ss, Ds),
    serialized(Ss, Ds),
    Mc1 is Mc + 1,
    machines(Mc1, Ops).

on_machine([], _, [], []).
on_machine([Mc0-(S-D)|Ops], Mc, Ss, Ds) :-
    (   Mc0 =:= Mc
    ->  Ss = [S|Ss1], Ds = [D|Ds1]
    ;   Ss = Ss1, Ds = Ds1
    ),
    on_machine(Ops, Mc, Ss1, Ds1).

% rcpsp: Task-Duration-Use1-Use2 and the tasks each must follow;
% capacities 4 and 3.
rcpsp_task(1, 3, 2, 1, []).
rcpsp_task(2, 2, 1, 2, []).
rcpsp_task(3, 4, 2, 0, []).
rcpsp_task(4, 3, 1, 1, [1]).
rcpsp_task(5, 5, 2, 1, [1]).
rcpsp_task(6, 2, 3, 0, [2]).
rcpsp_task(7, 4, 0, 2, [3]).
rcpsp_task(8, 3, 2, 2, [4]).
rcpsp_task(9, 2, 1, 3, [5,6]).
rcpsp_task(10, 4, 2, 1, [7]).
rcpsp_task(11, 3, 3, 0, [8,9]).
rcpsp_task(12, 2, 1, 2, [9]).
rcpsp_task(13, 5, 1, 1, [10,11]).
rcpsp_task(14, 3, 2, 2, [12,13]).

rcpsp(Ss, M) :-
    findall(I-D-(U1/U2)-Ps, rcpsp_task(I, D, U1, U2, Ps), Ts),
    length(Ts, N), length(Ss, N),
    Ss ins 0..45, M in 0..45,
    pairs_starts(Ts, Ss, Ps),
    maplist(precedences(Ps), Ts, Ss),
    maplist(task_ends_by(M), Ts, Ss),
    maplist(rcpsp_tasks, Ts, Ss, T1s, T2s),
    cumulative(T1s, [limit(4)]),
    cumulative(T2s, [limit(3)]).

rcpsp_tasks(I-D-(U1/U2)-_, S, task(S, D, _, U1, I), task(S, D, _, U2, I)).

% single6: Job-Release-Duration on one machine.
single6_job(1, 0, 5).
single6_job(2, 2, 3).
single6_job(3, 0, 7).
single6_job(4, 9, 2).
single6_job(5, 4, 6).
single6_job(6, 12, 4).

single6(Ss, M) :-
    findall(R-D, single6_job(_, R, D), RDs),
    length(RDs, N), length(Ss, N),
    M in 0..80,
    maplist(released(M), RDs, Ss),
    pairs_values(RDs, Ds),
    serialized(Ss, Ds).

released(M, R-D, S) :- S in R..80, S + D #=< M.

% ---------------------------------------------------------------- workloads

setup(project12, Ss, M) :- project12(Ss, M).
setup(ft06, Ss, M) :- ft06(Ss, M).
setup(rcpsp, Ss, M) :- rcpsp(Ss, M).
setup(single6, Ss, M) :- single6(Ss, M).

optimum(project12, 23).
optimum(ft06, 55).
optimum(rcpsp, 25).
optimum(single6, 49).

% run(W, Label): the least makespan with a schedule (Label labels the
% starts); bounded(W) only refutes the makespan one below the optimum.
run(bounded(W), Label) :- !,
    setup(W, Ss, M),
    optimum(W, Opt),
    Below is Opt - 1,
    \+ ( M #= Below, call(Label, Ss) ).
run(W, Label) :-
    setup(W, Ss, M),
    fd_inf(M, Lo), fd_sup(M, Hi),
    between(Lo, Hi, T),
    M #= T,
    call(Label, Ss),
    !.

label_min(Ss) :- labeling([min], Ss).

timed(W, N) :-
    statistics(cputime, T0),
    loop(W, N),
    statistics(cputime, T1),
    U is (T1 - T0) * 1000000 / max(N, 1),
    format("~1f~n", [U]).
loop(_, 0) :- !.
loop(W, N) :- \+ \+ run(W, label_min), N1 is N - 1, loop(W, N1).

check(W) :-
    setup(W, Ss, M),
    fd_inf(M, Lo), fd_sup(M, Hi),
    between(Lo, Hi, T), M #= T, label_min(Ss), !,
    write(M-Ss), nl.

% ---------------------------------------------------------------- counting labeling

bt(W) :-
    nb_setval(fd_backtracks, 0),
    ( run(W, clabel) -> true ; true ),
    nb_getval(fd_backtracks, B),
    write(B), nl.

% clabel(Vs): labeling by steps on the variable with the smallest lower
% bound (leftmost on ties), V = Min or V #\= Min, counting every return
% to the second branch.
clabel(Vs) :-
    unbound(Vs, Us),
    (   Us == []
    ->  true
    ;   Us = [U|Rest],
        fd_inf(U, I),
        least(Rest, U, I, V),
        fd_inf(V, Min),
        (   V = Min
        ;   nb_getval(fd_backtracks, B0), B1 is B0 + 1, nb_setval(fd_backtracks, B1),
            V #\= Min
        ),
        clabel(Us)
    ).
unbound([], []).
unbound([V|Vs], Us) :- ( var(V) -> Us = [V|Us1] ; Us = Us1 ), unbound(Vs, Us1).
least([], X, _, X).
least([V|Vs], X0, I0, X) :-
    fd_inf(V, I),
    (   I < I0 -> least(Vs, V, I, X) ; least(Vs, X0, I0, X) ).
