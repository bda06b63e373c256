% Shapely Squares, solved with constraints over finite domains.
%
% After the FEUP report "Shapely Squares - Resolução de Problema de Decisão
% usando Programação em Lógica com Restrições" (seed 002_a73e2937d8a4e4b1),
% written for SICStus Prolog and its library(clpfd); this file keeps the
% report's names, its board representation and its SICStus spellings
% (domain/3, #<=>, {2,3,5,7} sets, fd_statistics/0, prefix_length/3).
%
% The puzzle: fill a rectangular board with digits 0..9 so that each row
% adds up to the number given on its right, and each digit in a cell with
% a figure obeys the figure's rule (section 2 of the report):
%   star      prime, and no orthogonal neighbour is prime or 1;
%   square    0 or 5, and different from the neighbouring figures except
%             diamonds (an empty neighbour may hold the same digit);
%   diamond   odd, and the sum of the digits to its left in the row;
%   triangle  below an even digit and smaller than it, but not 0;
%   circle    not a multiple of 3, and every circle holds the same digit;
%   knight    the number of even digits a chess knight's move away;
%   heart     with the digits of the neighbouring hearts it sums to 10.
%
% A puzzle is a list of rows of figure codes plus the list of row sums
% (shapely_puzzles.pl holds the 13 puzzles of the report); the solution is
% a list of rows of digits of the same shape.
%
%   ?- shapely_square(1).          % print puzzle 1 and its solution
%   ?- shapely_solution(1, Rows).  % the solved boards, on backtracking
%   ?- generate(4, 4).             % a random 4x4 puzzle with one solution
%   ?- start.                      % the report's text menu
%
% The report's listing was damaged on its way to us (spaces inside names,
% lost brackets and underscores, "#\=" and "#=" both printed as "\# =").
% Each place where this file differs from it in more than spelling carries
% a comment starting with "Repair:".
%
% Repair, throughout the constraint predicates: the report gives each of
% star_constraint, square_constraint, heart_constraint, knight_constraint
% and apply_constraint_cell a catch-all last clause ("not on the board",
% "no figure") but no cut, so on backtracking the catch-all also runs for
% cells the first clause handled and silently drops their constraint.  A
% single labeling never backtracks into them, but looking for a second
% solution does and finds boards that break the rules.  Each first clause
% now cuts once it knows it applies.

%%%%% TYPE CODING %%%%%
% empty    :: 0 ::   %
% star     :: 1 :: S %
% square   :: 2 :: Q %
% diamond  :: 3 :: D %
% circle   :: 4 :: C %
% triangle :: 5 :: T %
% knight   :: 6 :: K %
% heart    :: 7 :: H %

:- use_module(library(clpfd)).
:- use_module(library(lists)).

:- dynamic circle_value/2.
:- dynamic puzzle_size/2.

:- include('shapely_puzzles.pl').

%%%%% Menus (the report's start screen) %%%%%

display_header :-
    write('******************************************************\n'),
    write('****                                              ****\n'),
    write('****               Shapely Squares                ****\n'),
    write('****                                              ****\n'),
    write('******************************************************\n').

display_start_menu :-
    display_header,
    write('****                                              ****\n'),
    write('****                 1 - Solucao                  ****\n'),
    write('****                 2 - Geracao                  ****\n'),
    write('****                 3 - About                    ****\n'),
    write('****                 4 - Sair                     ****\n'),
    write('****                                              ****\n'),
    write('******************************************************\n').

start :-
    NumberOfPuzzle is 1,
    clr,
    display_start_menu,
    get_code(Code),
    skip_line,
    Choice is Code - 48,
    (   Choice =:= 1 -> shapely_square(NumberOfPuzzle)
    ;   Choice =:= 2 -> generate_menu
    ;   Choice =:= 3 -> about_menu
    ;   Choice =:= 4
    ;   start
    ).

% Repair: the listing read both sizes into the same variable Code, so the
% second get_code/1 could only succeed when both digits were equal.
generate_menu :-
    write('Digite um valor entre 2 e 9 (inclusive)\n'),
    write(' Columns :'),
    get_code(Code1),
    skip_line,
    XSize is Code1 - 48,
    write(' Lines :'),
    get_code(Code2),
    skip_line,
    YSize is Code2 - 48,
    generate(XSize, YSize).

display_about_menu :-
    display_header,
    write('****                                              ****\n'),
    write('****                   Autores:                   ****\n'),
    write('****               - Angelo Moura                 ****\n'),
    write('****               - Cesar Pinho                  ****\n'),
    write('****                                              ****\n'),
    write('****                 4 - Voltar                   ****\n'),
    write('****                                              ****\n'),
    write('******************************************************\n').

about_menu :-
    clr,
    display_about_menu,
    get_code(Code),
    skip_line,
    Choice is Code - 48,
    (   Choice =:= 4 -> start
    ;   about_menu
    ).

%%%%% Solving %%%%%

% shapely_square(+PuzzleNo): solve puzzle PuzzleNo, print the runtime in
% milliseconds, the solver's statistics and the puzzle beside its solution.
shapely_square(PuzzleNo) :-
    statistics(walltime, [Start|_]),
    puzzle(PuzzleNo, Puzzle, LineSums),
    post_constraints(Puzzle, LineSums, SolvedPuzzle),
    append(SolvedPuzzle, List),
    statistics(walltime, [BeforeLabeling|_]),
    labeling([], List),
    fd_statistics,
    statistics(walltime, [Stop|_]),
    ConstraintRuntime is BeforeLabeling - Start,
    LabelingRuntime is Stop - BeforeLabeling,
    TotalRuntime is Stop - Start,
    format('Runtime :\n Before labeling : ~d\n Labeling : ~d\n Total : ~d\n',
           [ConstraintRuntime, LabelingRuntime, TotalRuntime]),
    display_game(Puzzle, SolvedPuzzle, LineSums).

% shapely_solution(+PuzzleNo, -SolvedPuzzle): the solved boards of puzzle
% PuzzleNo, one per solution on backtracking, without printing.
shapely_solution(PuzzleNo, SolvedPuzzle) :-
    puzzle(PuzzleNo, Puzzle, LineSums),
    solve_puzzle(Puzzle, LineSums, SolvedPuzzle).

% solve_puzzle(+Puzzle, ?LineSums, -SolvedPuzzle): the same for any board
% of figure codes.
solve_puzzle(Puzzle, LineSums, SolvedPuzzle) :-
    post_constraints(Puzzle, LineSums, SolvedPuzzle),
    append(SolvedPuzzle, List),
    labeling([], List).

% post_constraints(+Puzzle, ?LineSums, -SolvedPuzzle): the first half of
% the report's shapely_square/1, up to the labeling: record the board size,
% make the board of digit variables with its row sums, and post the
% constraint of every figure.
%
% Repair: the report cleared circle_value/2 and puzzle_size/2 with
% abolish/1; retractall/1 does the same and keeps them dynamic.
post_constraints(Puzzle, LineSums, SolvedPuzzle) :-
    retractall(circle_value(_, _)),
    retractall(puzzle_size(_, _)),
    length(Puzzle, YSize),
    nth1(1, Puzzle, Line),
    length(Line, XSize),
    asserta(puzzle_size(XSize, YSize)),
    new_puzzle(LineSums, SolvedPuzzle),
    asserta(circle_value(0, 0)),
    apply_constraints(SolvedPuzzle, Puzzle, 1, 1).

new_puzzle([], []).
new_puzzle([Sum1|Sums], Puzzle) :-
    new_line(9, Sum1, Line),
    new_puzzle(Sums, P1),
    append([Line], P1, Puzzle).

new_line(Limit, Sum, Line) :-
    puzzle_size(X, _),
    length(Line, X),
    domain(Line, 0, Limit),
    sum(Line, #=, Sum).

%%%%% Constraint apply %%%%%

apply_constraints(_, _, _, Y) :-
    puzzle_size(_, YSize),
    Y #> YSize.
apply_constraints(SolvedPuzzle, Puzzle, X, Y) :-
    puzzle_size(XSize, _),
    X #> XSize,
    NewY #= Y + 1,
    apply_constraints(SolvedPuzzle, Puzzle, 1, NewY).
apply_constraints(SolvedPuzzle, Puzzle, X, Y) :-
    nth1(Y, Puzzle, Line),
    nth1(X, Line, Type),
    apply_constraint_cell(Type, SolvedPuzzle, Puzzle, X, Y),
    NewX #= X + 1,
    apply_constraints(SolvedPuzzle, Puzzle, NewX, Y).

%% Apply constraints to a cell

% star: a prime digit whose orthogonal neighbours are neither prime nor 1
% Repair: the listing computed "Previous" and used "PreviousX".
apply_constraint_cell(1, SolvedPuzzle, _, X, Y) :- !,
    nth1(Y, SolvedPuzzle, Line),
    element(X, Line, V1), V1 in {2,3,5,7},
    PreviousY #= Y - 1,
    NextY #= Y + 1,
    PreviousX #= X - 1,
    NextX #= X + 1,
    star_constraint(SolvedPuzzle, X, PreviousY),
    star_constraint(SolvedPuzzle, PreviousX, Y),
    star_constraint(SolvedPuzzle, NextX, Y),
    star_constraint(SolvedPuzzle, X, NextY).
% square: 0 or 5, unlike every neighbour that is not a diamond
apply_constraint_cell(2, SolvedPuzzle, Puzzle, X, Y) :- !,
    nth1(Y, SolvedPuzzle, Line),
    element(X, Line, V), V in {0,5},
    PreviousY #= Y - 1,
    NextY #= Y + 1,
    PreviousX #= X - 1,
    NextX #= X + 1,
    square_constraint(SolvedPuzzle, Puzzle, X, PreviousY, V),
    square_constraint(SolvedPuzzle, Puzzle, PreviousX, Y, V),
    square_constraint(SolvedPuzzle, Puzzle, NextX, Y, V),
    square_constraint(SolvedPuzzle, Puzzle, X, NextY, V).
% diamond: odd, the sum of the digits to its left
% Repair: the parity test was printed "V mod 2 \# = 1"; the rule asks for
% an odd digit, so it is V mod 2 #= 1.
apply_constraint_cell(3, SolvedPuzzle, _, X, Y) :- !,
    nth1(Y, SolvedPuzzle, Line),
    element(X, Line, V),
    LeftSize #= X - 1,
    prefix_length(Line, LeftDigits, LeftSize),
    sum(LeftDigits, #=, V),
    V mod 2 #= 1.
% circle: see circle_constraint/3
apply_constraint_cell(4, SolvedPuzzle, _, X, Y) :- !,
    circle_constraint(SolvedPuzzle, X, Y).
% triangle: below an even digit, smaller than it and not 0.  On the top
% row there is no digit above, nth1(0, ...) fails and so does the puzzle.
apply_constraint_cell(5, SolvedPuzzle, _, X, Y) :-
    PreviousY #= Y - 1,
    !, % Tem que existir uma linha em cima de um triangulo.
    nth1(PreviousY, SolvedPuzzle, PreviousLine),
    element(X, PreviousLine, AboveV),
    nth1(Y, SolvedPuzzle, Line),
    element(X, Line, V),
    AboveV #>= 2,
    AboveV mod 2 #= 0,
    V #> 0,
    V #< AboveV.
% knight: the number of even digits a knight's move away
apply_constraint_cell(6, SolvedPuzzle, _, X, Y) :- !,
    knight_constraint(SolvedPuzzle, X, Y, 1, EvenCount),
    nth1(Y, SolvedPuzzle, Line),
    element(X, Line, V),
    V #= EvenCount.
% heart: its digit and the digits of the neighbouring hearts sum to 10
% Repair: "Previous" for "PreviousX" as in the star.
apply_constraint_cell(7, SolvedPuzzle, Puzzle, X, Y) :- !,
    nth1(Y, SolvedPuzzle, Line),
    element(X, Line, V),
    PreviousY #= Y - 1,
    NextY #= Y + 1,
    PreviousX #= X - 1,
    NextX #= X + 1,
    heart_constraint(SolvedPuzzle, Puzzle, X, PreviousY, V1),
    heart_constraint(SolvedPuzzle, Puzzle, PreviousX, Y, V2),
    heart_constraint(SolvedPuzzle, Puzzle, NextX, Y, V3),
    heart_constraint(SolvedPuzzle, Puzzle, X, NextY, V4),
    V + V1 + V2 + V3 + V4 #= 10.
apply_constraint_cell(_, _, _, _, _).

check_puzzle_limits(X, Y) :-
    puzzle_size(XSize, YSize),
    X #=< XSize #/\ X #> 0 #/\ Y #=< YSize #/\ Y #> 0.

%% Apply the star constraint to neighbour (X,Y)
star_constraint(SolvedPuzzle, X, Y) :-
    check_puzzle_limits(X, Y), !,
    nth1(Y, SolvedPuzzle, Line),
    element(X, Line, V),
    V in {0,4,6,8,9}.
star_constraint(_, _, _).

%% Apply the square constraint to neighbour (X,Y)
% Repair: both tests were printed "\# ="; the neighbour must not be a
% diamond (Type #\= 3) and must hold another digit (V1 #\= V).  The
% catch-all clause had lost its fifth argument.
% Repair: the neighbour must also hold a figure (Type #\= 0).  Section 2
% says a square differs from "um dos seus vizinhos" unless it is a
% diamond, and the listing tests only for the diamond; read so, puzzles
% 11 and 13 have no solution.  In puzzle 13 the top row forces its square
% to 0, the second row of squares to 0 5 0 5, the squares below to 5 0
% and the bottom row to 5 2 2 9, so the square of row 3 has a 5 under it
% in an empty cell; in puzzle 11 the square at the end of row 2 must be 0
% and so must the empty cell under it.  With empty neighbours let off,
% those two and the ten other solvable puzzles have exactly one solution
% each: the neighbours a square is compared with are its neighbouring
% figures.
square_constraint(SolvedPuzzle, Puzzle, X, Y, V) :-
    check_puzzle_limits(X, Y),
    nth1(Y, Puzzle, L),
    nth1(X, L, Type),
    Type #\= 3,
    Type #\= 0, !,
    nth1(Y, SolvedPuzzle, Line),
    element(X, Line, V1),
    V1 #\= V.
square_constraint(_, _, _, _, _).

%% Apply the circle constraint to the cell (X,Y)
%% If a circle of the puzzle has already been applied,
%% apply the restriction of equality,
%% otherwise apply the general restriction of a circle
%% and save the position of that circle with an assert.
% Repair: the general restriction was printed "V mod 3 \# = 0" and the
% report's text says "garante que o dígito é divisível por 3", but the
% rule (section 2) is that a circle digit is NOT a multiple of 3: V mod 3
% #\= 0.  (With #= 0 puzzle 11, whose circles must hold an 8, has no
% solution.)
circle_constraint(SolvedPuzzle, X, Y) :-
    circle_value(X1, Y1),
    X1 > 0, !,
    nth1(Y1, SolvedPuzzle, Line1),
    element(X1, Line1, V),
    nth1(Y, SolvedPuzzle, Line),
    element(X, Line, V1),
    V1 #= V.
circle_constraint(SolvedPuzzle, X, Y) :-
    nth1(Y, SolvedPuzzle, Line),
    element(X, Line, V),
    V mod 3 #\= 0,
    asserta(circle_value(X, Y)).

%% Maps an identifier to the values of the
%% increment of X and Y to a knight attack position
knight_attack_range(1, 1, -2).
knight_attack_range(2, 2, -1).
knight_attack_range(3, 2, 1).
knight_attack_range(4, 1, 2).
knight_attack_range(5, -1, 2).
knight_attack_range(6, -2, 1).
knight_attack_range(7, -2, -1).
knight_attack_range(8, -1, -2).

%% Apply the knight constraint to all attack positions
% Repair: the second clause takes an attack position on the board, the
% third skips one off the board.  In the listing the third clause also
% ran for positions on the board (dropping them from the count on
% backtracking) and, past position 8, counted up for ever; it now skips
% only a position that knight_attack_range/3 knows and that lies off the
% board.  The parity test "(V mod 2 \# = 0) \# <=> C" counts even digits:
% #= 0.
knight_constraint(_, _, _, 9, 0) :- !.
knight_constraint(SolvedPuzzle, X, Y, AttackId, Count) :-
    knight_attack_range(AttackId, IncX, IncY),
    NewX #= X + IncX,
    NewY #= Y + IncY,
    check_puzzle_limits(NewX, NewY), !,
    nth1(NewY, SolvedPuzzle, Line),
    element(NewX, Line, V),
    (V mod 2 #= 0) #<=> C,
    NewAttackId #= AttackId + 1,
    knight_constraint(SolvedPuzzle, X, Y, NewAttackId, C1),
    Count #= C + C1.
knight_constraint(SolvedPuzzle, X, Y, AttackId, Count) :-
    NewAttackId #= AttackId + 1,
    knight_constraint(SolvedPuzzle, X, Y, NewAttackId, Count).

%% Return the Variable in the position (X,Y) if is a heart type,
%% otherwise return 0.
heart_constraint(SolvedPuzzle, Puzzle, X, Y, V) :-
    check_puzzle_limits(X, Y),
    nth1(Y, Puzzle, TypeLine),
    element(X, TypeLine, Type),
    Type #= 7, !,
    nth1(Y, SolvedPuzzle, Line),
    element(X, Line, V).
heart_constraint(_, _, _, _, 0).

%%%%% Generation %%%%%

% generate(+Columns, +Lines): print a random puzzle of Columns x Lines
% cells whose solution is unique, beside that solution.
%
% The report left this unfinished ("não foi possível ... acabar a geração
% aleatória de novos puzzles"): its generate/2 made the figure codes
% domain variables, which apply_constraint_cell/5 cannot take, and asked
% for distinct row sums.  Here a puzzle is built in three steps:
%   1. random figures on some cells (new_puzzle/3), no triangle on the top
%      row; the row sums are left open;
%   2. a random solution of those figures (random_labeling/1), which
%      fixes the row sums; when there is none, start again;
%   3. while a second solution with the same row sums exists, put a
%      figure on an empty cell, one that the first solution obeys and the
%      second one breaks (make_unique/4).  When no such figure exists,
%      start again.
% Boards up to 4x4 take well under a second, 5x4 seconds to a minute:
% most random figure boards have no solution or end in two solutions
% that no figure on an empty cell tells apart.
generate(XSize, YSize) :-
    generate(XSize, YSize, Puzzle, LineSums, SolvedPuzzle),
    display_game(Puzzle, SolvedPuzzle, LineSums).

% generate(+Columns, +Lines, -Puzzle, -LineSums, -SolvedPuzzle): the same
% without printing; SolvedPuzzle is the only solution.
generate(XSize, YSize, Puzzle, LineSums, SolvedPuzzle) :-
    board_size_check(XSize),
    board_size_check(YSize),
    repeat,
    new_puzzle(XSize, YSize, Puzzle0),
    random_solution(Puzzle0, LineSums, SolvedPuzzle),
    make_unique(Puzzle0, LineSums, SolvedPuzzle, Puzzle),
    !.

% a board side is an integer, at least 2 (a triangle needs a row above)
board_size_check(N) :-
    (   var(N) -> throw(error(instantiation_error, generate/2))
    ;   \+ integer(N) -> throw(error(type_error(integer, N), generate/2))
    ;   N < 2 -> throw(error(domain_error(not_less_than_two, N), generate/2))
    ;   true
    ).

% a board of random figure codes: a cell is empty with probability 1/2,
% otherwise it holds one of the seven figures (never a triangle on the
% top row, where it has no digit above it)
new_puzzle(_, 0, []) :- !.
new_puzzle(XSize, YSize, Puzzle) :-
    new_line_types(7, XSize, YSize, Line),
    NextY is YSize - 1,
    new_puzzle(XSize, NextY, P1),
    append(P1, [Line], Puzzle).

new_line_types(_, 0, _, []) :- !.
new_line_types(Limit, Length, Y, [Type|Line]) :-
    random_between(0, 1, Figure),
    (   Figure =:= 0 -> Type = 0
    ;   Y =:= 1 -> random_figure(Limit, [5], Type)
    ;   random_figure(Limit, [], Type)
    ),
    Length1 is Length - 1,
    new_line_types(Limit, Length1, Y, Line).

random_figure(Limit, Excluded, Type) :-
    random_between(1, Limit, T),
    (   memberchk(T, Excluded) -> random_figure(Limit, Excluded, Type)
    ;   Type = T
    ).

% one solution of the figures, chosen at random, with its row sums
random_solution(Puzzle, LineSums, SolvedPuzzle) :-
    length(Puzzle, YSize),
    length(LineSums, YSize),
    post_constraints(Puzzle, LineSums, SolvedPuzzle),
    append(SolvedPuzzle, List),
    random_labeling(List),
    !.

% random_labeling(+Vars): first fail with random values: take a variable
% with the smallest domain and a random value of it; either the variable
% takes the value or the value is removed and the variable taken again.
% First fail finds quickly that random figures admit no solution.
random_labeling(Vars) :-
    smallest_domain(Vars, none, V),
    !,
    fd_inf(V, Min), fd_sup(V, Max),
    random_between(Min, Max, R),
    (   V #= R
    ;   V #\= R
    ),
    random_labeling(Vars).
random_labeling(_).

% the unbound variable with the fewest values (fails when all are bound)
smallest_domain([], Best-_, Best).
smallest_domain([V|Vs], Best0, Best) :-
    (   integer(V) -> Best1 = Best0
    ;   fd_size(V, S),
        (   Best0 = _-S0, S0 =< S -> Best1 = Best0
        ;   Best1 = V-S
        )
    ),
    smallest_domain(Vs, Best1, Best).

% make_unique(+Puzzle0, +LineSums, +Solved, -Puzzle): Puzzle is Puzzle0
% with figures added on empty cells until Solved is its only solution.
% Each round looks for a solution Other besides Solved and puts a figure
% on an empty cell, one that Solved obeys and Other does not
% (rule_out/4); so every round rules out at least one solution, keeps
% Solved, and fills one more cell, and the rounds end.  Fails when no
% figure on an empty cell tells Solved from Other.
make_unique(Puzzle0, LineSums, Solved, Puzzle) :-
    (   other_solution(Puzzle0, LineSums, Solved, Other)
    ->  rule_out(Puzzle0, Solved, Other, Puzzle1),
        make_unique(Puzzle1, LineSums, Solved, Puzzle)
    ;   Puzzle = Puzzle0
    ).

% a solution other than Solved with the same figures and row sums; at
% most two solutions are looked at, as Solved is one of them
other_solution(Puzzle, LineSums, Solved, Other) :-
    post_constraints(Puzzle, LineSums, Other),
    append(Other, Vs),
    labeling([ff], Vs),
    Other \== Solved,
    !.

% rule_out(+Puzzle0, +Solved, +Other, -Puzzle): a random empty cell gets
% a random figure that Solved obeys and Other breaks.  The cells where the
% two boards differ are tried first, then the other empty cells: a figure
% can also tell the boards apart through its neighbours, its row, its
% knight's moves or the other circles.
rule_out(Puzzle0, Solved, Other, Puzzle) :-
    findall(Rank-(X-Y),
            ( nth1(Y, Puzzle0, Line), nth1(X, Line, Old),
              nth1(Y, Solved, SL), nth1(X, SL, V),
              nth1(Y, Other, OL), nth1(X, OL, W),
              cell_rank(Old, V, W, Rank) ),
            Cells0),
    random_permutation(Cells0, Cells1),
    findall(C, ( member(Rank, [1,2]), member(Rank-C, Cells1) ), Cells),
    member(X-Y, Cells),
    random_permutation([1,2,3,4,5,6,7], Types),
    member(Type, Types),
    nth1(Y, Solved, SolvedLine),
    nth1(X, SolvedLine, Digit),
    may_hold(Type, Digit, Y),
    set_figure(Puzzle0, X, Y, Type, Puzzle),
    obeys_around(Puzzle, Solved, X, Y),
    \+ obeys_around(Puzzle, Other, X, Y),
    !.

cell_rank(0, V, W, 1) :- V =\= W, !.
cell_rank(0, _, _, 2).

% may_hold(+Type, +Digit, +Y): the digit could stand in that figure as
% far as the digit alone tells (obeys/3 then checks the whole board)
may_hold(1, D, _) :- memberchk(D, [2,3,5,7]).
may_hold(2, D, _) :- memberchk(D, [0,5]).
may_hold(3, D, _) :- D mod 2 =:= 1.
may_hold(4, D, _) :- D mod 3 =\= 0.
may_hold(5, D, Y) :- Y > 1, D > 0.
may_hold(6, D, _) :- D =< 8.
may_hold(7, D, _) :- D >= 1.

% obeys_around(+Puzzle, +Board, +X, +Y): the board of digits Board, which
% obeys every figure of Puzzle but the one just put on the cell (X,Y),
% obeys that one too.  Only the rules that look at the figure of (X,Y)
% can break: its own, those of the squares and hearts next to it (a
% square compares itself with its neighbouring figures, a heart adds the
% neighbouring hearts) and, for a circle, the other circles.  Posting
% these few constraints on a ground board checks it much faster than
% posting the whole puzzle.  The board size is the puzzle_size/2 that
% other_solution/4 recorded for this puzzle.
obeys_around(Puzzle, Board, X, Y) :-
    findall(Type-(X1-Y1), looks_at(Puzzle, X, Y, Type, X1, Y1), Cells),
    \+ \+ ( retractall(circle_value(_, _)),
            asserta(circle_value(0, 0)),
            apply_cells(Cells, Board, Puzzle) ).

looks_at(Puzzle, X, Y, Type, X, Y) :-
    nth1(Y, Puzzle, Line),
    nth1(X, Line, Type).
looks_at(Puzzle, X, Y, Type, X1, Y1) :-
    member(DX-DY, [0-(-1), (-1)-0, 1-0, 0-1]),
    X1 is X + DX,
    Y1 is Y + DY,
    nth1(Y1, Puzzle, Line),
    nth1(X1, Line, Type),
    memberchk(Type, [2,7]).
looks_at(Puzzle, X, Y, 4, X1, Y1) :-
    nth1(Y, Puzzle, Line),
    nth1(X, Line, 4),
    nth1(Y1, Puzzle, Line1),
    nth1(X1, Line1, 4),
    X1-Y1 \== X-Y.

apply_cells([], _, _).
apply_cells([Type-(X-Y)|Cells], Board, Puzzle) :-
    apply_constraint_cell(Type, Board, Puzzle, X, Y),
    apply_cells(Cells, Board, Puzzle).

set_figure(Puzzle0, X, Y, Type, Puzzle) :-
    nth1(Y, Puzzle0, Line0),
    replace_nth1(X, Line0, Type, Line),
    replace_nth1(Y, Puzzle0, Line, Puzzle).

replace_nth1(1, [_|T], E, [E|T]) :- !.
replace_nth1(N, [H|T], E, [H|T1]) :-
    N1 is N - 1,
    replace_nth1(N1, T, E, T1).

%%%%% Display %%%%%

display_game(Puzzle, SolvedPuzzle, Sums) :-
    nth1(1, Puzzle, Line),
    length(Line, Col),
    display_legend,
    display_puzzle(Puzzle, SolvedPuzzle, Sums, Col), nl.

display_legend :-
    nl,
    write(' S - Star\n'),
    write(' Q - Square\n'),
    write(' D - Diamond\n'),
    write(' C - Circle\n'),
    write(' T - Triangle\n'),
    write(' K - Knight\n'),
    write(' H - Heart\n\n').

/* Imprime o separador de linhas */
% The widths were lost in extraction: a row of Col cells is 4*Col+1
% characters wide from its first bar to its last, so each separator starts
% with five dashes, and five spaces put the second one under the solution.
display_lin_separ(Col) :-
    space(1),
    write('-----'),
    N1 is Col - 1,
    display_lin_separ(N1, Col),
    write('     '), write('-----'),
    display_lin_separ(N1, Col), nl.

display_lin_separ(N, Col) :-
    N > 0, !,
    write('----'),
    N1 is N - 1,
    display_lin_separ(N1, Col).
display_lin_separ(0, _).

/* Imprime o tabuleiro */
display_puzzle([L|T], [Solved|SolvedPuzzle], [Sum|Sums], Col) :-
    display_lin_separ(Col),
    write(' | '),
    display_line(puzzle, L),
    write_sum(Sum),
    write('  | '),
    display_line(solution, Solved),
    write_sum(Sum),
    new_line(1),
    display_puzzle(T, SolvedPuzzle, Sums, Col).
display_puzzle([], [], [], Col) :-
    display_lin_separ(Col).

/* Imprime a linha com o numero da pecas */
display_line(_, []).
display_line(puzzle, [C|L]) :-
    write_type(C),
    write(' | '),
    display_line(puzzle, L).
display_line(solution, [C|L]) :-
    write(C),
    write(' | '),
    display_line(solution, L).

write_sum(Sum) :- Sum >= 10, write(Sum).
write_sum(Sum) :- Sum < 10, write(' '), write(Sum).

write_type(0) :- write(' ').
write_type(1) :- write('S').
write_type(2) :- write('Q').
write_type(3) :- write('D').
write_type(4) :- write('C').
write_type(5) :- write('T').
write_type(6) :- write('K').
write_type(7) :- write('H').

%%%%% Utilitarios.pl (the helpers this file uses) %%%%%

clr :- write('\33\[2J').

space(1) :- write(' ').
space(N) :-
    N > 1,
    write(' '),
    Next is N - 1,
    space(Next).

new_line(1) :- nl.
new_line(N) :-
    N > 1,
    nl,
    Next is N - 1,
    new_line(Next).
