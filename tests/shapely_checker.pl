% An independent checker of Shapely Squares solutions, for
% programs/shapely_squares.pl (seed 002_a73e2937d8a4e4b1).
%
% It is written from the rules in section 2 of the report, not from the
% solver: plain Prolog on ground boards, no constraints, no code shared
% with the program.  A board is a list of rows; the figures use the
% report's codes (0 empty, 1 star, 2 square, 3 diamond, 4 circle,
% 5 triangle, 6 knight, 7 heart) and the solution holds one digit per cell.
%
%   shapely_violations(+Figures, +Sums, +Solved, -Violations)
%       Violations lists every broken rule, [] for a correct solution.
%   check_shapely(+Figures, +Sums, +Solved)
%       succeeds for a correct solution, else prints the violations and
%       fails.
%
% The rules, in the report's words (translated):
%   row sums   the digits of each row add up to the number on its right;
%   1 star     the digit is prime (so at least 2) and has no orthogonal
%              neighbour that is prime or 1;
%   2 square   the digit is 0 or 5 and differs from each of its
%              (orthogonal) neighbours, unless that neighbour is a diamond;
%              the neighbours are the neighbouring figures: an empty cell
%              next to a square may hold the same digit (read with empty
%              cells included, puzzles 11 and 13 of the report have no
%              solution: puzzle 13's rows force a 5 under a square's 5);
%   3 diamond  the digit is odd and the sum of all digits to its left in
%              the row;
%   4 circle   the digit is not a multiple of 3, and all circles hold the
%              same digit;
%   5 triangle the digit sits directly below an even digit, is smaller
%              than it, and is not zero;
%   6 knight   the digit is the number of even digits in the cells a
%              chess knight can reach from it;
%   7 heart    neighbouring hearts add up to 10: the digit plus the digits
%              of the orthogonally adjacent hearts is 10.

check_shapely(Figures, Sums, Solved) :-
    shapely_violations(Figures, Sums, Solved, Violations),
    (   Violations == []
    ->  true
    ;   format("violations: ~w~n", [Violations]),
        fail
    ).

shapely_violations(Figures, Sums, Solved, Violations) :-
    (   shape_ok(Figures, Sums, Solved)
    ->  findall(V, violation(Figures, Sums, Solved, V), Violations)
    ;   Violations = [shape]
    ).

% same number of rows everywhere, same width in every row, digits 0..9
shape_ok(Figures, Sums, Solved) :-
    length(Figures, H), H > 0,
    length(Sums, H),
    length(Solved, H),
    Figures = [Row1|_],
    length(Row1, W), W > 0,
    forall(member(R, Figures), length(R, W)),
    forall(member(R, Solved), length(R, W)),
    forall(( member(R, Solved), member(D, R) ),
           ( integer(D), D >= 0, D =< 9 )).

% cell(+Board, ?Row, ?Col, -Value): 1-based, Row from the top
cell(Board, R, C, V) :-
    ( integer(R) -> R >= 1 ; true ),
    ( integer(C) -> C >= 1 ; true ),
    nth1(R, Board, Line),
    nth1(C, Line, V).

orthogonal(R, C, R1, C) :- R1 is R - 1.
orthogonal(R, C, R1, C) :- R1 is R + 1.
orthogonal(R, C, R, C1) :- C1 is C - 1.
orthogonal(R, C, R, C1) :- C1 is C + 1.

knight_jump(R, C, R1, C1) :-
    member(DR-DC, [1-2, 2-1, 2-(-1), 1-(-2), (-1)-(-2), (-2)-(-1), (-2)-1, (-1)-2]),
    R1 is R + DR,
    C1 is C + DC.

prime(2). prime(3). prime(5). prime(7).

even(D) :- D mod 2 =:= 0.

violation(_, Sums, Solved, row_sum(R, Sum, Total)) :-
    nth1(R, Solved, Line),
    nth1(R, Sums, Sum),
    sum_list(Line, Total),
    Total =\= Sum.
violation(Figures, _, Solved, V) :-
    cell(Figures, R, C, Figure),
    cell(Solved, R, C, D),
    figure_violation(Figure, Figures, Solved, R, C, D, V).
% all circles hold the same digit
violation(Figures, _, Solved, circles_differ(R1-C1, R2-C2)) :-
    cell(Figures, R1, C1, 4), cell(Solved, R1, C1, D1),
    cell(Figures, R2, C2, 4), cell(Solved, R2, C2, D2),
    R1-C1 @< R2-C2,
    D1 =\= D2.

% star
figure_violation(1, _, _, R, C, D, star_not_prime(R-C)) :-
    \+ prime(D).
figure_violation(1, _, Solved, R, C, _, star_neighbour(R-C, R1-C1)) :-
    orthogonal(R, C, R1, C1),
    cell(Solved, R1, C1, N),
    ( prime(N) ; N =:= 1 ).
% square
figure_violation(2, _, _, R, C, D, square_digit(R-C)) :-
    D =\= 0, D =\= 5.
figure_violation(2, Figures, Solved, R, C, D, square_neighbour(R-C, R1-C1)) :-
    orthogonal(R, C, R1, C1),
    cell(Solved, R1, C1, N),
    cell(Figures, R1, C1, F),
    F =\= 3,
    F =\= 0,
    N =:= D.
% diamond
figure_violation(3, _, _, R, C, D, diamond_even(R-C)) :-
    even(D).
figure_violation(3, _, Solved, R, C, D, diamond_sum(R-C)) :-
    nth1(R, Solved, Line),
    findall(L, ( nth1(C1, Line, L), C1 < C ), Left),
    sum_list(Left, S),
    S =\= D.
% circle (the equality of all circles is checked above)
figure_violation(4, _, _, R, C, D, circle_multiple_of_3(R-C)) :-
    D mod 3 =:= 0.
% triangle
figure_violation(5, _, Solved, R, C, D, triangle(R-C)) :-
    \+ ( R1 is R - 1,
         cell(Solved, R1, C, A),
         even(A),
         D < A,
         D =\= 0 ).
% knight
figure_violation(6, _, Solved, R, C, D, knight(R-C, Even)) :-
    findall(x, ( knight_jump(R, C, R1, C1),
                 cell(Solved, R1, C1, N),
                 even(N) ),
            Xs),
    length(Xs, Even),
    Even =\= D.
% heart
figure_violation(7, Figures, Solved, R, C, D, heart(R-C, Total)) :-
    findall(N, ( orthogonal(R, C, R1, C1),
                 cell(Figures, R1, C1, 7),
                 cell(Solved, R1, C1, N) ),
            Ns),
    sum_list([D|Ns], Total),
    Total =\= 10.
