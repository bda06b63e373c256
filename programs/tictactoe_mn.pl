% Tic-tac-toe on an m x n board: three stones in a row inside one 3x3 area
% that is fixed only as play goes on.
%
% After lecture 9 of a Russian Visual Prolog course, "Игра Крестики-нолики"
% (seed 004_dde60a27f1190845).  The stones, dark and light, stand on the
% intersections of an m x n grid (3..30 each way, as in the lecture's
% settings dialog); every stone must stay within one 3x3 square, so each
% move narrows the area still open.  Three in a row (across, down or on a
% diagonal) wins; nine stones without a row is a draw.  The computer
% follows ten rules, tried in the lecture's order, and "plays no worse than
% a draw; it sets forks and does not let the opponent set them".
%
% The names and the structure are the lecture's (listings 9.14-9.23).
% Visual Prolog's functions are relations here, with the result as an
% extra last argument; tuple(I, J) is the pair I-J; list::sort, list::all,
% list::filter, list::length, list::nth, math::random, math::abs and
% math::max are sort/2, forall/2, findall/3, length/2, nth0/3, random/1,
% abs/1 and max/2.  The listings came through a PDF extraction intact;
% what could not be kept as written (Visual Prolog evaluates arithmetic in
% clause heads, standard Prolog does not) and the rules that lost games
% are changed, and every such place carries a comment starting with
% "Repair:".
%
% The interface, as the lecture's class game declares it:
%   new_game(M, N)          the board size (the properties m and n)
%   a position              the sorted list of sq(Row, Col, State), 0-based,
%                           State one of darkStone, lightStone
%   move(Position, CompStone, HumanStone, Row-Col)
%                           the computer's move (listing 9.19)
%   isCorrect(Row, Col, Position)
%                           a move there keeps all stones in a 3x3 area
%   gameOver(Position, Result)
%                           Result is win(State) or draw; fails while play
%                           goes on
%
% Play in the terminal:
%   ?- play.                                   % asks for the settings
%   ?- play(7, 7, [stone(light), first(computer), name('Petya')]).
% and answer each question with Row-Col. (quit. ends the game).

% ---------------------------------------------------------------------
% Listings 9.1-9.3: the parameters of the game
% ---------------------------------------------------------------------

% m(M), n(N): the number of rows and of columns (the lecture's properties
% m and n, 15 by default).
:- dynamic m/1, n/1.
m(15).
n(15).

% new_game(+M, +N): a board of M rows and N columns, each from 3 to 30
% (the limits of the lecture's settings dialog).
new_game(M, N) :-
    boardSize(M),
    boardSize(N),
    retractall(m(_)),
    retractall(n(_)),
    assertz(m(M)),
    assertz(n(N)).

boardSize(X) :-
    var(X), !,
    throw(error(instantiation_error, context(new_game/2, _))).
boardSize(X) :-
    \+ integer(X), !,
    throw(error(type_error(integer, X), context(new_game/2, _))).
boardSize(X) :-
    ( X < 3 ; X > 30 ), !,
    throw(error(domain_error(board_size, X),
                context(new_game/2, 'rows and columns go from 3 to 30'))).
boardSize(_).

% the two kinds of stone (the lecture's domain state, without empty:
% a position lists only the squares that hold a stone)
stone(darkStone).
stone(lightStone).

% ---------------------------------------------------------------------
% Listings 9.15-9.16: updating a position, legal squares
% ---------------------------------------------------------------------

% insert(+Row-Col, +Stone, +Position, -Position1): Position with Stone on
% the square, still sorted.
insert(I-J, Stone, Pos, Pos1) :-
    sort([sq(I, J, Stone) | Pos], Pos1).

% isCorrect(+Row, +Col, +Position): a stone on the square would be at most
% two rows and two columns away from every stone, so all of them stay in
% one 3x3 area.
isCorrect(I, J, Position) :-
    maxdist(I, J, Position, 2).

% maxdist(+I, +J, +Position, +R): every stone is at most R away from (I, J)
maxdist(I, J, L, R) :-
    forall(member(sq(I1, J1, _), L), dist(I-J, I1-J1, R)).

% maxdist(+Sq, +Squares, +R): every square is at most R away from Sq
maxdist(Sq, ML, R) :-
    forall(member(Sq1, ML), dist(Sq, Sq1, R)).

% dist(+I1-J1, +I2-J2, +R): the squares are at most R rows and R columns
% apart.  Repair: the lecture's second dist, the function
% dist(I1, I2) = math::abs(I1 - I2), would be a dist/3 as well; it is the
% arithmetic abs(I1 - I2), written where it is used.
dist(I1-J1, I2-J2, R) :-
    max(abs(I1 - I2), abs(J1 - J2)) =< R.

% ---------------------------------------------------------------------
% Listing 9.17: the end of the game
% ---------------------------------------------------------------------

% gameOver(+Position, ?S, -Result): the lecture's gameOver; Result is
% winner when S has three in a row, draw when nine stones fill the area.
gameOver(Position, S, winner) :-
    existsFullRow(Position, S),
    !.
gameOver(Position, _, draw) :-
    length(Position, 9).

% gameOver(+Position, -Result): the game is over, won by a colour
% (win(State)) or drawn (draw).
gameOver(Position, Result) :-
    (   stone(S), gameOver(Position, S, winner)
    ->  Result = win(S)
    ;   gameOver(Position, _, draw)
    ->  Result = draw
    ).

% existsFullRow(+Position, ?S): three stones S in a row
existsFullRow(Position, S) :-
    subset(3, Position, S, Row),
    isFullRow(Row),
    !.

% subset(+N, +Position, ?S, -Sub): N stones S of the position, in order
subset(0, _, _, []) :- !.
subset(N, [sq(I, J, S) | L], S, [sq(I, J, S) | Sub]) :-
    N1 is N - 1,
    subset(N1, L, S, Sub).
subset(N, [_ | L], S, Sub) :-
    subset(N, L, S, Sub).

% isFullRow(+Squares): three sorted squares across, down, or on either
% diagonal.  Repair: Visual Prolog evaluates sq(I, J + 1, _) in a clause
% head; in standard Prolog that pattern would only match the term J+1, so
% the sums are tests in the bodies.
isFullRow([sq(I, J, _), sq(I, J1, _), sq(I, J2, _)]) :-
    J1 =:= J + 1, J2 =:= J + 2, !.
isFullRow([sq(I, J, _), sq(I1, J, _), sq(I2, J, _)]) :-
    I1 =:= I + 1, I2 =:= I + 2, !.
isFullRow([sq(I, J, _), sq(I1, J1, _), sq(I2, J2, _)]) :-
    I1 =:= I + 1, J1 =:= J + 1, I2 =:= I + 2, J2 =:= J + 2, !.
isFullRow([sq(I, J, _), sq(I1, J1, _), sq(I2, J2, _)]) :-
    I1 =:= I + 1, J1 =:= J - 1, I2 =:= I + 2, J2 =:= J - 2.

% ---------------------------------------------------------------------
% Listing 9.18: the computer's move, the legal moves
% ---------------------------------------------------------------------

% move(+Position, +S, +S1, -Row-Col): the computer (stone S) plays against
% S1.  Repair: the lecture's move/3 starts from a stone on the board; the
% computer's first move is made by gameControl's firstMove, which is used
% here for the empty board, so move/4 answers in every position with a
% free legal square, and fails where there is none.
move(Pos, S, S1, Move) :-
    chooseMove(Pos, S, S1, Move, _Rule).

% chooseMove(+Position, +S, +S1, -Move, -Rule): move/4, and the rule that
% chose the move (first for the first move of the game)
chooseMove([], _, _, Move, first) :-
    !,
    firstMove(Move).
chooseMove(Pos, S, S1, Move, Rule) :-
    getMoves(Pos, ML),
    ML \== [],
    move(Pos, S, S1, ML, Rule, Moves),
    randomMove(Moves, Move).

% getMoves(+Position, -ML): the free squares a move may go to, in row
% order: those near the first stone that keep the stones in a 3x3 area
getMoves(Position, ML) :-
    Position = [sq(I, J, _) | _],
    !,
    m(M),
    n(N),
    I0 is max(0, I - 2), I9 is min(I + 2, M - 1),
    J0 is max(0, J - 2), J9 is min(J + 2, N - 1),
    findall(I1-J1,
            ( between(I0, I9, I1),
              between(J0, J9, J1),
              \+ (I1 = I, J1 = J) ),
            ML0),
    getMoves(Position, ML0, ML).
getMoves(_, []).

% getMoves(+Position, +ML, -ML1): the squares of ML still free and legal
getMoves(Position, ML, ML1) :-
    findall(I-J,
            ( member(I-J, ML),
              \+ memberchk(sq(I, J, _), Position),
              isCorrect(I, J, Position) ),
            ML1).

% ---------------------------------------------------------------------
% Listing 9.19: the ten rules of the computer's move
% ---------------------------------------------------------------------

% move(+Position, +S, +S1, +ML, -Rule, -Moves): the first rule that
% applies, and the moves it chooses from: one square, or for rule 1 and
% rule 10 the squares move/4 picks one of at random (the lecture's rules
% call randomMove themselves; returning the choice lets a caller see every
% game the program can play).  Rule is 1..10 as the lecture numbers the
% rules, or last when a single square is left.
%
% Playing every game (tests/tictactoe_mn.rs) showed three rules that let
% the computer lose games it could have drawn; they are repaired below
% (rules 1, 7 and 10, each marked "Repair:").  No rule can save the games
% in which the opponent opens on the edge of a board at least five wide,
% two or more squares from the corners: such an opening wins for the first
% player against any defence, so the lecture's "correct play always ends
% in a draw" holds only for boards of at most 4 x 4.
move(_, _, _, [Move], last, [Move]) :-          % the last move
    !.
% Repair: the diagonal answer loses when the first stone is on the edge of
% the board next to a corner: the diagonal squares fix the area with both
% stones on its edges (on a 3x3 board, two edges side by side).  The
% answer that draws there is the corner of the board beside the stone.
move([Sq], _, _, ML, 1, MoveList) :-            % 1. diagonal to the first stone
    (   findall(M, cornerMove(Sq, ML, M), Corners),
        Corners \== []
    ->  MoveList = Corners
    ;   findall(M, diagMove(Sq, ML, M), MoveList)
    ),
    MoveList \== [],
    !.
move(Position, S, _, ML, 2, [Move]) :-          % 2. three in a row: a win
    block(ML, Position, S, Move),
    !.
move(Position, S, S1, ML, 3, [Move]) :-         % 3. a block that allows no fork
    block(ML, Position, S1, Move),              %    and no immediate loss
    nextPosition(ML, Position, S, Move, Position2, ML2),
    \+ ( nextPosition(ML2, Position2, S1, _, Position3, ML3),
         isFork(ML3, Position3, S1) ),
    \+ block(ML2, Position2, S1, _),
    !.
move(Position, _S, S1, ML, 4, [Move]) :-        % 4. a block when the area is fixed
    isGamePlaceDefined(Position, ML),
    block(ML, Position, S1, Move),
    !.
move(Position, S, _S1, ML, 5, [Move]) :-        % 5. a fork
    nextPosition(ML, Position, S, Move, Position1, ML1),
    isFork(ML1, Position1, S),
    !.
move(Position, S, S1, ML, 6, [Move]) :-         % 6. force a block, then fork
    nextPosition(ML, Position, S, Move, Position1, ML1),   % the computer
    block(ML1, Position1, S, Move1),                       % the opponent
    \+ ( nextPosition(ML1, Position1, S1, Move2, Pos0, ML0),
         Move2 \== Move1,
         \+ block(ML0, Pos0, S, _) ),
    nextPosition(ML1, Position1, S1, Move1, Position2, ML2),
    nextPosition(ML2, Position2, S, _, Position3, ML3),    % the computer
    isFork(ML3, Position3, S),
    \+ block(ML3, Position3, S1, _),
    !.
% Repair: the lecture's rule 7 takes the centre unconditionally; with the
% opponent on two edges around a corner of the area (e.g. light at 0-2
% and 1-3, the area rows 0-2 and columns 1-3), the centre lets it set a
% fork in that corner.  The centre is taken only when no fork follows
% (the test of rule 8); otherwise rule 9 takes the fork square.
move(Position, S, S1, ML, 7, [Move]) :-         % 7. the centre of a fixed area
    centerMove(Position, ML, Move),
    nextPosition(ML, Position, S, Move, Position1, ML1),
    \+ ( nextPosition(ML1, Position1, S1, _, Position2, ML2),
         \+ block(ML2, Position2, S, _),
         isFork(ML2, Position2, S1) ),
    !.
move(Position, S, S1, ML, 8, [Move]) :-         % 8. fix the area so that no
    nextPosition(ML, Position, S, Move, Position1, ML1),   % fork is possible
    isGamePlaceDefined(Position1, ML1),
    \+ ( nextPosition(ML1, Position1, S1, _, Position2, ML2),
         \+ block(ML2, Position2, S, _),
         isFork(ML2, Position2, S1) ),
    \+ centerMove(Position1, ML1, _),
    !.
move(Position, _S, S1, ML, 9, [Move]) :-        % 9. take the opponent's fork square
    nextPosition(ML, Position, S1, Move, Position1, ML1),
    isFork(ML1, Position1, S1),
    !.
% Repair: the lecture says rules 9 and 10 are hardly used, which is true
% on large boards; on narrow ones (3 x 5, 3 x 7, 4 x 6) the computer that
% begins reaches rule 10 at its second move, and on 3 x 5 five of the
% thirteen squares lose.  The random move is chosen among the safe
% ones (safeMove/5), and among all only when none is safe.
move(Position, S, S1, ML, 10, Moves) :-         % 10. a random move
    findall(Move, safeMove(ML, Position, S, S1, Move), Moves),
    Moves \== [],
    !.
move(_Position, _S, _S1, ML, 10, ML).

% ruleText(?Rule, ?Text): the rules in words
ruleText(first, 'the first stone, away from the edges').
ruleText(last, 'the last free square').
ruleText(1, 'rule 1: next to the first stone, diagonally or in a corner').
ruleText(2, 'rule 2: three in a row').
ruleText(3, 'rule 3: a block that allows no fork').
ruleText(4, 'rule 4: a block, the area being fixed').
ruleText(5, 'rule 5: a fork').
ruleText(6, 'rule 6: forcing a block, then a fork').
ruleText(7, 'rule 7: the centre of the area').
ruleText(8, 'rule 8: fixing the area, no fork possible').
ruleText(9, 'rule 9: the opponent\'s fork square').
ruleText(10, 'rule 10: a random safe square').

% ---------------------------------------------------------------------
% Listing 9.20: block, fork, centre and diagonal moves
% ---------------------------------------------------------------------

% nextPosition(+ML, +Pos, +S, ?Move, -Pos1): S plays Move, one of ML
nextPosition(ML, Pos, S, Move, Pos1) :-
    member(Move, ML),
    insert(Move, S, Pos, Pos1).

% nextPosition(+ML, +Pos, +S, ?Move, -Pos1, -ML1): and the moves left
nextPosition(ML, Pos, S, Move, Pos1, ML1) :-
    nextPosition(ML, Pos, S, Move, Pos1),
    getMoves(Pos1, ML, ML1).

% block(+ML, +Position, +S, -Move): a move that gives S three in a row
% (for the opponent's stone: the square to block)
block(ML, Position, S, Move) :-
    nextPosition(ML, Position, S, Move, Position1),
    existsFullRow(Position1, S).

% isFork(+ML, +Position, +S): the area is fixed and S has two squares
% that win
isFork(ML, Position, S) :-
    isGamePlaceDefined(Position, ML),
    block(ML, Position, S, Move1),
    block(ML, Position, S, Move2),
    Move1 \== Move2,
    !.

% isGamePlaceDefined(+Position, +ML): stones and free squares fill one
% 3x3 area
isGamePlaceDefined(Position, ML) :-
    length(Position, L1),
    length(ML, L2),
    9 =:= L1 + L2.

% centerMove(+Position, +ML, -Move): the free centre of a fixed area
centerMove(Position, ML, I-J) :-
    isGamePlaceDefined(Position, ML),
    member(I-J, ML),
    maxdist(I, J, Position, 1),
    maxdist(I-J, ML, 1),
    !.

% diagMove(+Sq, +ML, -Move): a free square diagonally next to Sq
diagMove(sq(I, J, _), ML, I1-J1) :-
    member(I1-J1, ML),
    1 =:= abs(I - I1),
    1 =:= abs(J - J1).

% cornerMove(+Sq, +ML, -Move): a corner of the board next to Sq along the
% board's edge
cornerMove(sq(I, J, _), ML, I1-J1) :-
    member(I1-J1, ML),
    1 =:= abs(I - I1) + abs(J - J1),
    m(M),
    n(N),
    ( I1 =:= 0 ; I1 =:= M - 1 ),
    ( J1 =:= 0 ; J1 =:= N - 1 ).

% safeMove(+ML, +Position, +S, +S1, -Move): a move after which none of
% rules 2, 5 and 6 would find the opponent a win, a fork, or a forced
% block followed by a fork.  (move/6 called with the rule's number runs
% that rule alone.)
safeMove(ML, Position, S, S1, Move) :-
    nextPosition(ML, Position, S, Move, Position1, ML1),
    \+ ( member(Rule, [2, 5, 6]),
         move(Position1, S1, S, ML1, Rule, _) ).

% randomMove(+ML, -Move): one of the moves, at random
randomMove(ML, Move) :-
    length(ML, L),
    K is random(L),
    nth0(K, ML, Move).

% ---------------------------------------------------------------------
% Listing 9.23: the computer's first move (gameControl's firstMove)
% ---------------------------------------------------------------------

% firstMove(-Row-Col): a random square at least two lines from the edge of
% a board wider than 4, one line on a smaller one
firstMove(Move) :-
    firstMoves(ML),
    randomMove(ML, Move).

% firstMoves(-ML): every square firstMove may choose
firstMoves(ML) :-
    m(M),
    n(N),
    firstMoveLines(M, I0, I9),
    firstMoveLines(N, J0, J9),
    findall(I-J, (between(I0, I9, I), between(J0, J9, J)), ML).

% the lecture's F(N) = math::random(N - 2 * D) + D: from D to N - D - 1
firstMoveLines(N, D, Last) :-
    ( N > 4 -> D = 2 ; D = 1 ),
    Last is N - D - 1.


% the game in the terminal (the lecture's gameControl and gameForm)
:- ensure_loaded('tictactoe_mn_play.pl').
