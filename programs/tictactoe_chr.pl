% Tic-tac-toe on a 3x3 board, the computer's move chosen by Constraint
% Handling Rules.
%
% programs/tictactoe.pl (after the Portuguese report, seed
% 001_943c41032ac8a80c) chooses the computer's move with makeStep/3: a
% table of openings, then rules tried in order with cuts (tryToWin,
% tryNotLoose, fillNext, moveToEmpty).  This program keeps that board (a
% list of three rows of x, o or a) and that game, and chooses the move
% another way: the position is posted as constraints, and CHR rules
% derive what a player sees when looking at a board -- "two of mine in a
% line with the third free" (a threat), "one of mine in a line with two
% free" (a chance), "a free cell where two chances meet" (a fork) -- and
% then rank the candidate moves, keeping only the best.  No table of
% openings is needed, and the computer still never loses
% (tests/programs/tictactoe_all_games.pl plays every game against it).
%
% Play:
%   ?- userFirstChr.        % you begin
%   ?- computerFirstChr.    % the computer begins
% Look at what the rules derive for a board:
%   ?- analysis([[x,x,a],[a,o,a],[a,a,a]], Facts).
%   ?- show([[x,a,a],[a,o,a],[a,a,x]]).
%   ?- chrStep([[x,a,a],[a,o,a],[a,a,x]], Row, Col).
%
% The computer plays o.  Cells are Row-Col, both from 1 to 3.

:- use_module(library(chr)).
:- ensure_loaded(tictactoe).    % the board, set/5, the game's output

:- chr_constraint
    cell(+, +),         % cell(Row-Col, Mark): Mark is x, o or a (free)
    threat(+, +),       % threat(Player, Cell): Player wins by playing Cell
    chance(+, +, +),    % chance(Player, Line, Cell): Cell makes a threat in Line
    fork(+, +),         % fork(Player, Cell): Cell makes two threats at once
    forks,              % x has more than one fork cell
    decide,             % the position is analysed: rank the moves
    option(+, +).       % option(Rank, Cell): a candidate move, 1 the best

% ---------------------------------------------------------------------
% Looking at the board.  Each derived fact is kept once.
% ---------------------------------------------------------------------

threat(P, X) \ threat(P, X) <=> true.
chance(P, L, X) \ chance(P, L, X) <=> true.
fork(P, X) \ fork(P, X) <=> true.
forks \ forks <=> true.

% Two marks of one player in a line whose third cell is free.
two_in_line @
    cell(A, P), cell(B, P), cell(C, a) ==>
    P \== a, A @< B, line(A, B, C) | threat(P, C).

% One mark in a line whose two other cells are free: playing either of
% them makes a threat on that line.
one_in_line @
    cell(A, P), cell(B, a), cell(C, a) ==>
    P \== a, B @< C, line(A, B, C) |
    line_name(A, B, C, L), chance(P, L, B), chance(P, L, C).

% Two chances of one player on different lines meet in a free cell.
two_chances @
    chance(P, L1, X), chance(P, L2, X) ==> L1 @< L2 | fork(P, X).

many_forks @
    fork(x, F1), fork(x, F2) ==> F1 @< F2 | forks.

% ---------------------------------------------------------------------
% Ranking the moves (Newell and Simon's order).  decide is posted once
% the board's facts are all derived, so a rule may rely on a fact being
% absent.
% ---------------------------------------------------------------------

win @         decide, threat(o, X) ==> option(1, X).
block @       decide, threat(x, X) ==> option(2, X).
make_fork @   decide, fork(o, X) ==> option(3, X).

% One fork of the opponent: take its cell.  Several: make a threat of our
% own that x must answer on a cell that is not one of x's forks.
block_fork @  decide, fork(x, X) ==> option(5, X).
force @       decide, forks, chance(o, L, X), chance(o, L, Y) ==>
              X \== Y, \+ x_forks_at(Y) | option(4, X).
single_fork @ decide, fork(x, X) ==> \+ x_has_many_forks | option(4, X).

centre @      decide, cell(2-2, a) ==> option(6, 2-2).
opposite @    decide, cell(C, x), cell(D, a) ==> opposite(C, D) | option(7, D).
corner @      decide, cell(C, a) ==> corner(C) | option(8, C).
side @        decide, cell(C, a) ==> side(C) | option(9, C).

% Only the best option stays: the lowest rank, then the first cell.
option(R, X) \ option(R, X) <=> true.
best @        option(R1, X1) \ option(R2, X2) <=>
              ( R1 < R2 ; R1 =:= R2, X1 @< X2 ) | true.

% x_forks_at(+Cell), x_has_many_forks: tests of the store for the guards
% above.  find_chr_constraint/1 looks the store up without changing it.
x_forks_at(Y) :- find_chr_constraint(fork(x, Y)), !.
x_has_many_forks :- find_chr_constraint(forks), !.

% ---------------------------------------------------------------------
% The geometry of the board.
% ---------------------------------------------------------------------

% line(?A, ?B, ?C): A, B and C are the three cells of a line, in any order.
line(A, B, C) :-
    line_cells(Cells),
    permutation(Cells, [A, B, C]).

line_cells([R-1, R-2, R-3]) :- between(1, 3, R).
line_cells([1-C, 2-C, 3-C]) :- between(1, 3, C).
line_cells([1-1, 2-2, 3-3]).
line_cells([1-3, 2-2, 3-1]).

% line_name(+A, +B, +C, -Line): the line through the three cells, named by
% its cells in order.
line_name(A, B, C, Line) :-
    msort([A, B, C], Line).

corner(C) :- memberchk(C, [1-1, 1-3, 3-1, 3-3]).
side(C) :- memberchk(C, [1-2, 2-1, 2-3, 3-2]).
opposite(R1-C1, R2-C2) :- corner(R1-C1), R2 is 4 - R1, C2 is 4 - C1.

% ---------------------------------------------------------------------
% Using the rules.
% ---------------------------------------------------------------------

% post(+Field): one cell constraint per cell of the board.
post(Field) :-
    post_rows(Field, 1).

post_rows([], _).
post_rows([Row | Rows], R) :-
    post_cells(Row, R, 1),
    R1 is R + 1,
    post_rows(Rows, R1).

post_cells([], _, _).
post_cells([Mark | Marks], R, C) :-
    cell(R-C, Mark),
    C1 is C + 1,
    post_cells(Marks, R, C1).

% chrStep(+Field, -Row, -Column): the computer's move, makeStep/3's
% counterpart.  findall/3 leaves the constraint store as it was.
chrStep(Field, Row, Column) :-
    findall(Cell, ( post(Field), decide, find_chr_constraint(option(_, Cell)) ), [Row-Column]).

% analysis(+Field, -Facts): what the rules see on the board: the threats,
% chances and forks, sorted.
analysis(Field, Facts) :-
    findall(Fact,
            ( post(Field),
              find_chr_constraint(Fact),
              Fact \= cell(_, _)
            ),
            Facts0),
    msort(Facts0, Facts).

% show(+Field): the board, what the rules see on it, and the move they
% choose.
show(Field) :-
    analysis(Field, Facts),
    chrStep(Field, Row, Column),
    print(Field), nl,
    forall(member(Fact, Facts), ( write('  '), print(Fact), nl )),
    format("  move: ~w-~w~n", [Row, Column]).

% The game of programs/tictactoe.pl with chrStep/3 choosing the moves.
userFirstChr :-
    initField(Field),
    chrLoop(user, Field).

computerFirstChr :-
    initField(Field),
    chrLoop(computer, Field).

chrLoop(_, Field) :-
    \+ movePossible(Field), !,
    chooseWinner(Field, Winner),
    format('~w~n', [Winner]).
chrLoop(user, Field) :-
    (   userMove(Field, Field2)
    ->  chrLoop(computer, Field2)
    ;   true
    ).
chrLoop(computer, Field) :-
    chrStep(Field, Row, Column),
    set(Field, Row, Column, o, Field2),
    format('Computer\'s move:~n'),
    writeByLine(Field2),
    chrLoop(user, Field2).
