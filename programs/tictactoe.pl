% Tic-tac-toe on a 3x3 board: the player has x, the computer o.
%
% After a Portuguese laboratory report on the use of the cut, "Jogo da
% velha" (seed 001_943c41032ac8a80c): task 1 is makeStep/3, the next move
% that wins, prevents a loss or leads to the best result; task 2 is the game
% with the board shown on the screen.  The names, the fact table of
% makeStep/3 and the order of its rules (tryToWin, tryNotLoose, fillNext,
% moveToEmpty) are the report's.  The report's listings were damaged on the
% way to us; every place where this file differs from them carries a
% comment starting with "Repair:".
%
% The board is a list of three rows, each a list of three cells: x, o, or
% a (empty).  Rows and columns are numbered 1 to 3 from the top left.
%
% Play:
%   ?- userFirst.        % you begin
%   ?- computerFirst.    % the computer begins
% and answer each "Make your move:" with [Row,Col]. (a full stop ends it).
% The computer never loses.
%
% Repair, throughout: the listings have a space between a predicate name
% and its opening bracket ("makeStep ([[x,a,a],...], 2,2)"), which is not
% Prolog syntax; and userFirst/computerFirst were written "userFirst () :-".

% ---------------------------------------------------------------------
% Listing 1: makeStep/3 and its helpers
% ---------------------------------------------------------------------

% the player began in a corner or on an edge: take the centre
makeStep([[x,a,a],[a,a,a],[a,a,a]], 2,2).
makeStep([[a,x,a],[a,a,a],[a,a,a]], 2,2).
makeStep([[a,a,x],[a,a,a],[a,a,a]], 2,2).
makeStep([[a,a,a],[x,a,a],[a,a,a]], 2,2).
makeStep([[a,a,a],[a,a,x],[a,a,a]], 2,2).
makeStep([[a,a,a],[a,a,a],[x,a,a]], 2,2).
makeStep([[a,a,a],[a,a,a],[a,x,a]], 2,2).
makeStep([[a,a,a],[a,a,a],[a,a,x]], 2,2).

% the player began in the centre: take the top left corner
makeStep([[a,a,a],[a,x,a],[a,a,a]], 1,1).

% the computer begins: top left corner
makeStep([[a,a,a],[a,a,a],[a,a,a]], 1,1).

% the player answered the corner with the centre: the opposite corner
makeStep([[o,a,a],[a,x,a],[a,a,a]], 3,3).

% the player answered the corner elsewhere: a corner with a free cell
% between it and the first o
makeStep([[o,x,a],[a,a,a],[a,a,a]], 3,1).
makeStep([[o,a,x],[a,a,a],[a,a,a]], 3,1).
makeStep([[o,a,a],[x,a,a],[a,a,a]], 1,3).
makeStep([[o,a,a],[a,a,x],[a,a,a]], 1,3).
makeStep([[o,a,a],[a,a,a],[x,a,a]], 1,3).
makeStep([[o,a,a],[a,a,a],[a,x,a]], 1,3).
makeStep([[o,a,a],[a,a,a],[a,a,x]], 1,3).

% x o x on a diagonal: an edge
makeStep([[x,a,a],[a,o,a],[a,a,x]], 1,2).
makeStep([[a,a,x],[a,o,a],[x,a,a]], 1,2).

% x o x across the middle: a corner
makeStep([[a,x,a],[a,o,a],[a,x,a]], 1,3).
makeStep([[a,a,a],[x,o,x],[a,a,a]], 1,3).

% Repair: with the facts above and the rules below the computer can still
% be beaten when it answers.  The player opens on an edge or in a corner,
% the computer takes the centre, and the player's second x sits where a
% third x would make two lines of two at once (two edges round a corner,
% or a corner and an edge a knight's move away); the rules then play
% fillNext's cell, and in four of these twelve positions that lets the
% player in, e.g. x at (2,3) and (3,2): the rules play (1,1), the player
% must block at (3,3) and has two threats.  These facts take the cell
% the player needs, as the report's table does for "x o x".
makeStep([[a,x,a],[x,o,a],[a,a,a]], 1,1).
makeStep([[a,x,a],[a,o,x],[a,a,a]], 1,3).
makeStep([[a,a,a],[x,o,a],[a,x,a]], 3,1).
makeStep([[a,a,a],[a,o,x],[a,x,a]], 3,3).
makeStep([[x,a,a],[a,o,x],[a,a,a]], 1,3).
makeStep([[x,a,a],[a,o,a],[a,x,a]], 3,1).
makeStep([[a,a,x],[x,o,a],[a,a,a]], 1,1).
makeStep([[a,a,x],[a,o,a],[a,x,a]], 3,3).
makeStep([[a,x,a],[a,o,a],[x,a,a]], 1,1).
makeStep([[a,a,a],[a,o,x],[x,a,a]], 3,3).
makeStep([[a,x,a],[a,o,a],[a,a,x]], 1,3).
makeStep([[a,a,a],[x,o,a],[a,a,x]], 3,1).

makeStep(Field, Row, Column) :-
    tryToWin(Field, Row, Column).
makeStep(Field, Row, Column) :-
    tryNotLoose(Field, Row, Column).
makeStep(Field, Row, Column) :-
    fillNext(Field, Row, Column).
makeStep(Field, Row, Column) :-
    moveToEmpty(Field, Row, Column).

tryToWin(Field, Row, Column) :-
    findWinningRow(Field, Row, Column),!.
tryToWin(Field, Row, Column) :-
    findWinningColumn(Field, Row, Column),!.
tryToWin(Field, Row, Column) :-
    findWinningDiag(Field, Row, Column),!.

tryNotLoose(Field, Row, Column) :-
    findLoosingRow(Field, Row, Column),!.
tryNotLoose(Field, Row, Column) :-
    findLoosingColumn(Field, Row, Column),!.
tryNotLoose(Field, Row, Column) :-
    findLoosingDiag(Field, Row, Column),!.

fillNext(Field, Row, Column) :-
    fillRow(Field, Row, Column),!.
fillNext(Field, Row, Column) :-
    fillColumn(Field, Row, Column),!.
fillNext(Field, Row, Column) :-
    fillDiag(Field, Row, Column),!.

moveToEmpty([X,_,_], 1, Column) :-
    hasEmpty(X, Column),!.
moveToEmpty([_,X,_], 2, Column) :-
    hasEmpty(X, Column),!.
moveToEmpty([_,_,X], 3, Column) :-
    hasEmpty(X, Column),!.

hasEmpty([_,a,_], 2).
hasEmpty([a,_,_], 1).
hasEmpty([_,_,a], 3).

findWinningRow([X,_,_], 1, Column) :-
    isWinRow(X, Column),!.
findWinningRow([_,X,_], 2, Column) :-
    isWinRow(X, Column),!.
findWinningRow([_,_,X], 3, Column) :-
    isWinRow(X, Column),!.

isWinRow([a,o,o],1).
isWinRow([o,a,o],2).
isWinRow([o,o,a],3).

% Repair: in the listing the brackets round the board are lost, which makes
% this findWinningColumn/5 and leaves the call findWinningColumn/3 without
% a definition; and the columns, given as rows, must be a board again
% ([[X1,X2,X3],[Y1,Y2,Y3],[Z1,Z2,Z3]] is the board turned over its
% diagonal).  The same holds for findWinningDiag, findLoosingColumn and
% findLoosingDiag below.
findWinningColumn([[X1,Y1,Z1],[X2,Y2,Z2],[X3,Y3,Z3]], Row, Column) :-
    findWinningRow([[X1,X2,X3],[Y1,Y2,Y3],[Z1,Z2,Z3]], Column, Row),!.

findWinningDiag([[X1,_,_],[_,Y2,_],[_,_,Z3]], RowAndCol, RowAndCol) :-
    isWinRow([X1,Y2,Z3], RowAndCol),!.
findWinningDiag([[_,_,Z1],[_,Y2,_],[X3,_,_]], Row, Column) :-
    isWinRow([Z1,Y2,X3], Row),
    Column is 4 - Row,!.

findLoosingRow([X,_,_], 1, Column) :-
    isLooseRow(X, Column),!.
findLoosingRow([_,X,_], 2, Column) :-
    isLooseRow(X, Column),!.
findLoosingRow([_,_,X], 3, Column) :-
    isLooseRow(X, Column),!.

isLooseRow([a,x,x],1).
isLooseRow([x,a,x],2).
isLooseRow([x,x,a],3).

findLoosingColumn([[X1,Y1,Z1],[X2,Y2,Z2],[X3,Y3,Z3]], Row, Column) :-
    findLoosingRow([[X1,X2,X3],[Y1,Y2,Y3],[Z1,Z2,Z3]], Column, Row),!.

findLoosingDiag([[X1,_,_],[_,Y2,_],[_,_,Z3]], RowAndCol, RowAndCol) :-
    isLooseRow([X1,Y2,Z3], RowAndCol),!.
findLoosingDiag([[_,_,Z1],[_,Y2,_],[X3,_,_]], Row, Column) :-
    isLooseRow([Z1,Y2,X3], Row),
    Column is 4 - Row,!.

fillRow([X,_,_], 1, Column) :-
    rowToFill(X, Column).
fillRow([_,X,_], 2, Column) :-
    rowToFill(X, Column).
fillRow([_,_,X], 3, Column) :-
    rowToFill(X, Column).

rowToFill([o,a,a],3).
rowToFill([a,o,a],1).
rowToFill([a,a,o],1).

fillColumn([[X1,Y1,Z1],[X2,Y2,Z2],[X3,Y3,Z3]], Row, Column) :-
    fillRow([[X1,X2,X3],[Y1,Y2,Y3],[Z1,Z2,Z3]], Column, Row),!.

fillDiag([[X1,_,_],[_,Y2,_],[_,_,Z3]], RowAndCol, RowAndCol) :-
    rowToFill([X1,Y2,Z3], RowAndCol),!.
fillDiag([[_,_,Z1],[_,Y2,_],[X3,_,_]], Row, Column) :-
    rowToFill([Z1,Y2,X3], Row),
    Column is 4 - Row,!.

% ---------------------------------------------------------------------
% Listing 2: the game
% ---------------------------------------------------------------------

initField([[a,a,a],[a,a,a],[a,a,a]]).

userFirst :-
    initField(Field),
    userFirstLoop(Field),!.

computerFirst :-
    initField(Field),
    computerFirstLoop(Field),!.

computerFirstLoop(Field) :-
    computerMove(Field, Field2),
    userFirstLoop(Field2),!.

userFirstLoop(Field) :-
    movePossible(Field),
    userMove(Field, Field2),
    computerMove(Field2, Field3),
    userFirstLoop(Field3),!.
userFirstLoop(Field) :-
    \+ movePossible(Field),
    chooseWinner(Field, Winner),
    format('~w~n', [Winner]),!.

computerMove(Field, Field) :-
    \+ movePossible(Field),!.
computerMove(InField, OutField) :-
    movePossible(InField),
    makeStep(InField, Row, Column),
    set(InField, Row, Column, o, OutField),
    format('Computer\'s move:~n'),
    writeByLine(OutField),!.

% Repair: the report's userMove reads [R,C] and fails when the cell is
% taken or the answer is something else, which ends the whole game with a
% failure.  It now says so and asks again; at the end of the input it
% stops the game.
userMove(InField, OutField) :-
    format('Make your move:~n'),
    read(Move),
    userMove(Move, InField, OutField).

userMove([R,C], InField, OutField) :-
    set(InField, R, C, x, OutField),
    format('Your move:~n'),
    writeByLine(OutField),!.
userMove(end_of_file, _, _) :-
    format('No more moves.~n'),!,
    fail.
userMove(_, InField, OutField) :-
    format('Give a free cell as [Row,Col]. with Row and Col from 1 to 3.~n'),
    userMove(InField, OutField).

chooseWinner(Field, 'Computer won.') :-
    (hasWinORow(Field);
     hasWinOCol(Field);
     hasWinODiag(Field)),!.
chooseWinner(Field, 'You won.') :-
    (hasWinXRow(Field);
     hasWinXCol(Field);
     hasWinXDiag(Field)),!.
chooseWinner(_, 'We have a tie!').

hasWinORow([X,Y,Z]) :-
    (winORow(X);
     winORow(Y);
     winORow(Z)),!.

% Repair: the brackets round the board are lost in hasWinOCol, hasWinODiag,
% hasWinXCol, hasWinXDiag and in the first six atLeastOneEmpty facts, and
% "[_,Y2,]" / "[_,a,]" lost an underscore.
hasWinOCol([[X1,Y1,Z1],[X2,Y2,Z2],[X3,Y3,Z3]]) :-
    (winORow([X1,X2,X3]);
     winORow([Y1,Y2,Y3]);
     winORow([Z1,Z2,Z3])),!.

hasWinODiag([[X1,_,Z1],[_,Y2,_],[X3,_,Z3]]) :-
    (winORow([X1,Y2,Z3]);
     winORow([Z1,Y2,X3])),!.

winORow([o,o,o]).

hasWinXRow([X,Y,Z]) :-
    (winXRow(X);
     winXRow(Y);
     winXRow(Z)),!.

hasWinXCol([[X1,Y1,Z1],[X2,Y2,Z2],[X3,Y3,Z3]]) :-
    (winXRow([X1,X2,X3]);
     winXRow([Y1,Y2,Y3]);
     winXRow([Z1,Z2,Z3])),!.

hasWinXDiag([[X1,_,Z1],[_,Y2,_],[X3,_,Z3]]) :-
    (winXRow([X1,Y2,Z3]);
     winXRow([Z1,Y2,X3])),!.

winXRow([x,x,x]).

atLeastOneEmpty([[a,_,_],[_,_,_],[_,_,_]]).
atLeastOneEmpty([[_,a,_],[_,_,_],[_,_,_]]).
atLeastOneEmpty([[_,_,a],[_,_,_],[_,_,_]]).
atLeastOneEmpty([[_,_,_],[a,_,_],[_,_,_]]).
atLeastOneEmpty([[_,_,_],[_,a,_],[_,_,_]]).
atLeastOneEmpty([[_,_,_],[_,_,a],[_,_,_]]).
atLeastOneEmpty([[_,_,_],[_,_,_],[a,_,_]]).
atLeastOneEmpty([[_,_,_],[_,_,_],[_,a,_]]).
atLeastOneEmpty([[_,_,_],[_,_,_],[_,_,a]]).

movePossible(Field) :-
    atLeastOneEmpty(Field),
    checkRows(Field),!,
    checkColumns(Field),!,
    checkDiags(Field),!.

checkRows([X,Y,Z]) :-
    checkRow(X),!,
    checkRow(Y),!,
    checkRow(Z),!.

checkDiags([[X1,_,Z1],[_,Y2,_],[X3,_,Z3]]) :-
    checkRow([X1,Y2,Z3]),!,
    checkRow([Z1,Y2,X3]),!.

checkColumns([[X1,Y1,Z1],[X2,Y2,Z2],[X3,Y3,Z3]]) :-
    checkRow([X1,X2,X3]),!,
    checkRow([Y1,Y2,Y3]),!,
    checkRow([Z1,Z2,Z3]),!.

checkRow(X) :-
    \+ finishedRow(X).

finishedRow([x,x,x]).
finishedRow([o,o,o]).

writeByLine([Row1,Row2,Row3]) :-
    format('~w~n~w~n~w~n', [Row1,Row2,Row3]).

% set(Field, Row, Column, Mark, NewField): Mark in the empty cell
% Repair: in the listing the rows of these facts are mangled
% ("[[a,_,Y1,Z1],...]" and "[E,_,Y1,Z1],...]" with a bracket lost); each
% fact puts E where the a was and keeps the other eight cells.
set([[a,Y1,Z1],[X2,Y2,Z2],[X3,Y3,Z3]],1,1,E,[[E,Y1,Z1],[X2,Y2,Z2],[X3,Y3,Z3]]).
set([[X1,a,Z1],[X2,Y2,Z2],[X3,Y3,Z3]],1,2,E,[[X1,E,Z1],[X2,Y2,Z2],[X3,Y3,Z3]]).
set([[X1,Y1,a],[X2,Y2,Z2],[X3,Y3,Z3]],1,3,E,[[X1,Y1,E],[X2,Y2,Z2],[X3,Y3,Z3]]).
set([[X1,Y1,Z1],[a,Y2,Z2],[X3,Y3,Z3]],2,1,E,[[X1,Y1,Z1],[E,Y2,Z2],[X3,Y3,Z3]]).
set([[X1,Y1,Z1],[X2,a,Z2],[X3,Y3,Z3]],2,2,E,[[X1,Y1,Z1],[X2,E,Z2],[X3,Y3,Z3]]).
set([[X1,Y1,Z1],[X2,Y2,a],[X3,Y3,Z3]],2,3,E,[[X1,Y1,Z1],[X2,Y2,E],[X3,Y3,Z3]]).
set([[X1,Y1,Z1],[X2,Y2,Z2],[a,Y3,Z3]],3,1,E,[[X1,Y1,Z1],[X2,Y2,Z2],[E,Y3,Z3]]).
set([[X1,Y1,Z1],[X2,Y2,Z2],[X3,a,Z3]],3,2,E,[[X1,Y1,Z1],[X2,Y2,Z2],[X3,E,Z3]]).
set([[X1,Y1,Z1],[X2,Y2,Z2],[X3,Y3,a]],3,3,E,[[X1,Y1,Z1],[X2,Y2,Z2],[X3,Y3,E]]).
