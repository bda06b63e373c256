% The 13 Shapely Squares puzzles of the FEUP report (seed
% 002_a73e2937d8a4e4b1, file puzzles.pl of its annex), included by
% shapely_squares.pl.
%
% puzzle(Number, Figures, LineSums): Figures is the board as a list of
% rows, each cell a figure code (0 empty, 1 star, 2 square, 3 diamond,
% 4 circle, 5 triangle, 6 knight, 7 heart); LineSums gives the sum of the
% digits of each row, top row first.
%
% Repair: in the listing, puzzles 1 to 5 and 7 to 9 had lost the bracket
% that closes the board before the row sums ("[4,5,3,0,4,2,5],
% [23,20,...]).") and puzzle 7 the bracket that opens it ("puzzle(7,
% [4,4,2,3], ..."); the rows and sums themselves are as printed.

%% PUZZLEs 7x7 with 7 types
puzzle(1, [ [2,6,0,3,2,4,0],
            [2,2,5,4,2,2,0],
            [4,0,5,3,6,2,5],
            [7,2,5,0,3,0,2],
            [7,4,3,4,1,2,2],
            [2,5,2,2,2,2,6],
            [4,5,3,0,4,2,5]], [23,20,26,20,26,19,22]).
puzzle(2, [ [4,0,3,6,6,4,7],
            [0,2,2,4,7,2,7],
            [5,2,7,3,7,2,4],
            [5,0,7,4,2,2,7],
            [5,6,1,3,2,4,7],
            [5,0,7,3,2,2,5],
            [2,2,7,3,2,4,5]], [30,43,24,31,37,27,28]).
puzzle(3, [ [1,0,4,3,2,2,2],
            [0,5,7,4,2,2,2],
            [5,5,7,3,2,4,7],
            [4,2,2,4,3,6,7],
            [7,2,3,4,7,7,2],
            [7,4,3,7,5,2,2],
            [6,0,3,7,2,2,4]], [19,29,21,18,25,39,17]).

%% PUZZLEs 4x5 and 7x7 with 5 types
puzzle(4, [ [1,4,3,0],
            [4,5,4,3],
            [0,3,5,4],
            [2,4,0,3],
            [2,2,0,3]], [15,18,23,14,14]).
puzzle(5, [ [0,3,1,4],
            [2,2,0,3],
            [2,3,5,4],
            [4,0,3,5],
            [5,3,2,1]], [28,18,21,22,12]).
puzzle(6, [ [0,4,3,2],
            [5,4,3,2],
            [5,4,2,2],
            [5,2,4,2],
            [5,3,4,2]], [18,19,10,13,3]).
% Repair: puzzle 7 as printed, with row sums [18,10,26,21,18], has no
% solution whatever the squares do.  Row 1 (circle circle square diamond)
% sums to twice its diamond, so the diamond is 9 and circle + circle +
% square is 9: the square is 5 and every circle 2.  Row 4 (empty,
% triangle, diamond, circle) then sums to 2 * (empty + triangle) + 2, an
% even number, not 21.  Of all the puzzles that differ from the printed
% one in a single row sum or a single figure, two have exactly one
% solution: row 4 summing to 12, and the diamond of row 4 a square.  The
% sum 12 is taken, read as the two digits of 21 transposed.
puzzle(7, [ [4,4,2,3],
            [0,5,3,2],
            [1,0,4,0],
            [0,5,3,4],
            [5,4,2,3]], [18,10,26,12,18]).
puzzle(8, [ [0,3,2,2,3,4,0],
            [2,2,2,3,4,5,4],
            [0,2,3,4,1,4,2],
            [4,0,4,3,0,2,2],
            [5,3,5,3,4,0,2],
            [0,0,0,0,5,2,2],
            [5,5,5,5,4,4,4]], [19,21,28,32,11,38,40]).
puzzle(9, [ [2,2,2,3,4,2,0],
            [2,2,0,3,4,2,2],
            [4,2,2,3,4,0,2],
            [5,3,2,3,4,5,2],
            [4,2,0,2,2,2,2],
            [5,3,5,4,4,0,2],
            [2,3,4,1,0,4,2]], [20,23,24,24,18,31,24]).

%% PUZZLEs 4x4 with 4 types
puzzle(10, [[1,4,3,2],
            [0,3,2,4],
            [2,0,4,3],
            [2,4,1,0]], [19,22,14,23]).
puzzle(11, [[4,1,3,1],
            [2,4,1,2],
            [2,2,4,0],
            [2,0,1,4]], [25,6,9,10]).
puzzle(12, [[0,2,4,3],
            [4,2,2,3],
            [0,3,2,4],
            [1,0,4,4]], [18,14,20,19]).
puzzle(13, [[4,2,0,3],
            [2,2,2,2],
            [2,2,3,4],
            [0,4,4,3]], [10,10,12,18]).
