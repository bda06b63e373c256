% Test driver for programs/shapely_squares.pl (seed 002_a73e2937d8a4e4b1),
% loaded after the program and tests/shapely_checker.pl; tests/shapely.rs
% reads the lines it prints.
%
%   all_puzzles       for each of the 13 puzzles: every solution the
%                     program finds, each checked by the checker, and one
%                     line "puzzle N: solutions K checked G first ROWS"
%   generated(W, H, Seed)
%                     a generated W x H puzzle: its solution checked, its
%                     solutions counted, "generated WxH: solutions K
%                     checked G figures F"
%   swaps_rejected    for each of the 13 puzzles: the boards made from its
%                     solution by swapping two digits of a row, all of
%                     which the checker must reject

all_puzzles :-
    forall(between(1, 13, N), check_puzzle(N)).

check_puzzle(N) :-
    puzzle(N, Figures, Sums),
    findall(S, shapely_solution(N, S), Solutions),
    report(puzzle(N), Figures, Sums, Solutions).

generated(W, H, Seed) :-
    set_random(seed(Seed)),
    generate(W, H, Figures, Sums, Solved),
    findall(S, solve_puzzle(Figures, Sums, S), Solutions),
    (   memberchk(Solved, Solutions) -> true
    ;   format("generated ~dx~d: its own solution ~w is not among ~w~n", [W, H, Solved, Solutions])
    ),
    report(generated(W, H), Figures, Sums, Solutions),
    format("~w ~w~n", [Figures, Sums]).

report(What, Figures, Sums, Solutions) :-
    length(Solutions, Count),
    findall(x, ( member(S, Solutions), check_shapely(Figures, Sums, S) ), Xs),
    length(Xs, Checked),
    findall(x, ( member(Row, Figures), member(F, Row), F =\= 0 ), Fs),
    length(Fs, NFigures),
    (   What = puzzle(N)
    ->  format("puzzle ~d: solutions ~d checked ~d", [N, Count, Checked])
    ;   What = generated(W, H),
        format("generated ~dx~d: solutions ~d checked ~d", [W, H, Count, Checked])
    ),
    format(" figures ~d", [NFigures]),
    (   Solutions = [First|_]
    ->  format(" first "), write_rows(First)
    ;   true
    ),
    nl.

% rows of digits as 0364901/5044502/...
write_rows([Row]) :- !, maplist(write, Row).
write_rows([Row|Rows]) :- maplist(write, Row), write('/'), write_rows(Rows).

% swaps_rejected: for each puzzle, every board made from its solution by
% swapping two different digits of one row (so the row sums still hold)
% must break a figure rule, as the solution is unique; prints
% "puzzle N: swaps K rejected R".  This sets the checker against the
% solver's count of solutions.
swaps_rejected :-
    forall(between(1, 13, N), swaps_rejected(N)).

swaps_rejected(N) :-
    puzzle(N, Figures, Sums),
    once(shapely_solution(N, Solved)),
    findall(Bad, swapped(Solved, Bad), Bads),
    length(Bads, Count),
    findall(x, ( member(Bad, Bads),
                 shapely_violations(Figures, Sums, Bad, [_|_]) ),
            Xs),
    length(Xs, Rejected),
    format("puzzle ~d: swaps ~d rejected ~d~n", [N, Count, Rejected]).

swapped(Solved, Bad) :-
    nth1(R, Solved, Row),
    nth1(I, Row, A),
    nth1(J, Row, B),
    I < J,
    A =\= B,
    set_nth1(I, Row, B, Row1),
    set_nth1(J, Row1, A, Row2),
    set_nth1(R, Solved, Row2, Bad).

set_nth1(1, [_|T], E, [E|T]) :- !.
set_nth1(N, [H|T], E, [H|T1]) :- N1 is N - 1, set_nth1(N1, T, E, T1).
