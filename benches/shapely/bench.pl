% Shapely Squares benchmark: the 13 puzzles of programs/shapely_squares.pl
% solved one after the other, each to its first solution as
% shapely_square/1 finds it (labeling/2 with no options), without printing.
% Load it after the program (and, for swipl, after swi_sicstus.pl);
% benches/shapely/run.sh runs it.
%
%   timed(Rounds)  solve the 13 puzzles Rounds times; print the CPU time
%                  of one round in milliseconds
%   bench_check    print the solution of each puzzle, one per line

solve_all :-
    forall(between(1, 13, N), once(shapely_solution(N, _))).

timed(Rounds) :-
    statistics(cputime, T0),
    forall(between(1, Rounds, _), solve_all),
    statistics(cputime, T1),
    Ms is (T1 - T0) * 1000 / Rounds,
    format("~3f~n", [Ms]).

bench_check :-
    forall(between(1, 13, N),
           ( once(shapely_solution(N, Rows)),
             format("~w ~w~n", [N, Rows]) )).
