% Deterministic pseudo-random numbers for the simplex benchmarks (the
% same data on every system): a linear congruential generator.
lcg_numbers(0, Seed, _, Seed, []) :- !.
lcg_numbers(N, Seed0, Lo-Hi, Seed, [X|Xs]) :-
    Seed1 is (Seed0*1103515245 + 12345) mod 2147483648,
    X is Lo + (Seed1 >> 16) mod (Hi - Lo + 1),
    N1 is N - 1,
    lcg_numbers(N1, Seed1, Lo-Hi, Seed, Xs).

lcg_matrix(0, _, Seed, _, Seed, []) :- !.
lcg_matrix(Rows, Cols, Seed0, Range, Seed, [Row|Rest]) :-
    lcg_numbers(Cols, Seed0, Range, Seed1, Row),
    Rows1 is Rows - 1,
    lcg_matrix(Rows1, Cols, Seed1, Range, Seed, Rest).

% bench(N): the problem solved N times; prints its result once.
bench(N) :-
    problem(Result),
    N1 is N - 1,
    forall(between(1, N1, _), problem(_)),
    print(Result), nl.
