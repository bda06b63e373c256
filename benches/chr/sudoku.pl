% Sudoku in CHR: cand(Cell, Values) holds the candidates of an open cell,
% value(Cell, V) a placed digit. A placed digit removes itself from the
% candidates of its row, column and box; a cell down to one candidate is
% placed; search(N) branches on a cell with N candidates, the fewest
% first. Three puzzles (an easy, a medium, a 17-clue one), each solved once.
:- use_module(library(chr)).
:- chr_constraint value(+, +), cand(+, +), search(+).

value(C, V) \ cand(P, Vs) <=> peers(C, P), select(V, Vs, Vs1) | cand(P, Vs1).
cand(_, []) <=> fail.
cand(P, [V]) <=> value(P, V).
search(N), cand(P, Vs) <=> length(Vs, N) | member(V, Vs), value(P, V), search(2).
search(N) <=> N < 9 | N1 is N + 1, search(N1).
search(9) <=> true.

% peers(+Cell, +Other): two different cells of one row, column or box.
peers(R-C, R2-C2) :-
    R-C \== R2-C2,
    (   R =:= R2 -> true
    ;   C =:= C2 -> true
    ;   (R - 1) // 3 =:= (R2 - 1) // 3, (C - 1) // 3 =:= (C2 - 1) // 3
    ).

% solve(+Rows, -Solved): Rows of digits and 0s for the open cells.
solve(Rows, Solved) :-
    post(Rows, 1),
    search(2),
    findall(R-C-V, find_chr_constraint(value(R-C, V)), Placed0),
    msort(Placed0, Placed),
    rows(Placed, Solved).

post([], _).
post([Row|Rows], R) :-
    post_row(Row, R, 1),
    R1 is R + 1,
    post(Rows, R1).

post_row([], _, _).
post_row([D|Ds], R, C) :-
    (   D =:= 0 -> cand(R-C, [1, 2, 3, 4, 5, 6, 7, 8, 9]) ; value(R-C, D) ),
    C1 is C + 1,
    post_row(Ds, R, C1).

rows([], []).
rows(Placed, [Row|Rows]) :-
    length(Cells, 9),
    append(Cells, Rest, Placed),
    findall(V, member(_-_-V, Cells), Row),
    rows(Rest, Rows).

puzzle(1, [[5,3,0,0,7,0,0,0,0],[6,0,0,1,9,5,0,0,0],[0,9,8,0,0,0,0,6,0],
           [8,0,0,0,6,0,0,0,3],[4,0,0,8,0,3,0,0,1],[7,0,0,0,2,0,0,0,6],
           [0,6,0,0,0,0,2,8,0],[0,0,0,4,1,9,0,0,5],[0,0,0,0,8,0,0,7,9]]).
puzzle(2, [[0,0,3,0,2,0,6,0,0],[9,0,0,3,0,5,0,0,1],[0,0,1,8,0,6,4,0,0],
           [0,0,8,1,0,2,9,0,0],[7,0,0,0,0,0,0,0,8],[0,0,6,7,0,8,2,0,0],
           [0,0,2,6,0,9,5,0,0],[8,0,0,2,0,3,0,0,9],[0,0,5,0,1,0,3,0,0]]).
puzzle(3, [[0,0,0,0,0,0,0,1,2],[0,0,0,0,3,5,0,0,0],[0,0,0,6,0,0,0,7,0],
           [7,0,0,0,0,0,3,0,0],[0,0,0,4,0,0,8,0,0],[1,0,0,0,0,0,0,0,0],
           [0,0,0,1,2,0,0,0,0],[0,8,0,0,0,0,0,4,0],[0,5,0,0,0,0,6,0,0]]).

bench :-
    forall(puzzle(I, P), ( once(solve(P, S)), last(S, Last), format("puzzle ~w: last row ~w~n", [I, Last]) )).
