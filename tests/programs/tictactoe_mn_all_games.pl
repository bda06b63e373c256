% Test driver for programs/tictactoe_mn.pl: the computer plays against
% every sequence of the opponent's moves, and every choice the computer
% makes at random (its first move, the diagonal reply of rule 1, rule 10)
% is followed too.  Load it after programs/tictactoe_mn.pl and
% tests/programs/tictactoe_mn_solver.pl.
%
% The computer's move depends on the position only, so a position is
% explored once (a memo of positions, by a hash of the stone list); no
% symmetry is used, because the rules are not symmetric: they take the
% first suitable square in row order.
%
% all_games(M, N, First) explores the games on an M x N board where First
% (computer or human) moves first, and prints
%     MxN computer First: positions P decisions D won W drawn R lost L
%         lost-openings O blunders B stuck S
%     rules: first F last L r1 N1 ... r10 N10
% where positions counts the distinct positions reached, decisions the
% positions where the computer moved, won/drawn/lost the distinct final
% positions; lost-openings counts the lost games in which the opponent's
% first stone already won (the solver of tictactoe_mn_solver.pl finds
% that the computer loses against every answer), blunders the lost games
% in which a move of the computer turned a position the solver does not
% call lost into a lost one; stuck counts the positions where the
% computer's answer was not a free legal square; rules counts the
% decisions each rule made.  Then a line "lost: Moves", "blunder:
% rule(Rule, MovesBefore, Move)" or "stuck: Moves" for each such game
% (Moves from the first to the last).  The computer has the dark stones;
% the rules never look at a stone's colour, only at whose it is.

:- dynamic seen/2, final/3, decided/3, bad/2.

all_games(M, N, First) :-
    new_game(M, N),
    retractall(seen(_, _)),
    retractall(final(_, _, _)),
    retractall(decided(_, _, _)),
    retractall(bad(_, _)),
    explore([], First, []),
    report(M, N, First).

% explore(+Position, +ToMove, +Moves): every game from Position; Moves
% are the moves so far, the newest first
explore(Pos, ToMove, Moves) :-
    positionHash(Pos, H),
    (   seen(H, Pos)
    ->  true
    ;   assertz(seen(H, Pos)),
        explore1(Pos, ToMove, Moves)
    ).

explore1(Pos, _, Moves) :-
    gameOver(Pos, Result),
    !,
    assertz(final(Result, Pos, Moves)).
explore1(Pos, computer, Moves) :-
    !,
    computerChoices(Pos, Rule, Choices),
    assertz(decided(Rule, Pos, Moves)),
    legalSquares(Pos, Legal),
    (   Choices \== [],
        forall(member(C, Choices), memberchk(C, Legal))
    ->  forall(member(C, Choices),
               ( insert(C, darkStone, Pos, Pos1),
                 explore(Pos1, human, [C | Moves]) ))
    ;   assertz(bad(stuck, Moves))
    ).
explore1(Pos, human, Moves) :-
    legalSquares(Pos, Legal),
    forall(member(C, Legal),
           ( insert(C, lightStone, Pos, Pos1),
             explore(Pos1, computer, [C | Moves]) )).

% computerChoices(+Pos, -Rule, -Moves): the rule that moves and the
% squares it may choose (several only where the computer chooses at random)
computerChoices([], first, Moves) :-
    !,
    firstMoves(Moves).
computerChoices(Pos, Rule, Moves) :-
    getMoves(Pos, ML),
    move(Pos, darkStone, lightStone, ML, Rule, Moves).

% legalSquares(+Pos, -Squares): every free square a stone may go to
legalSquares(Pos, Squares) :-
    m(M), n(N),
    M1 is M - 1, N1 is N - 1,
    findall(I-J,
            ( between(0, M1, I), between(0, N1, J),
              \+ memberchk(sq(I, J, _), Pos),
              isCorrect(I, J, Pos) ),
            Squares).

positionHash(Pos, H) :-
    positionHash(Pos, 17, H).

positionHash([], H, H).
positionHash([sq(I, J, S) | Pos], H0, H) :-
    ( S == darkStone -> B = 1 ; B = 2 ),
    H1 is (H0 * 131 + I * 97 + J * 3 + B) mod 1000000007,
    positionHash(Pos, H1, H).

report(M, N, First) :-
    aggregate_all(count, seen(_, _), P),
    aggregate_all(count, decided(_, _, _), D),
    aggregate_all(count, final(win(darkStone), _, _), W),
    aggregate_all(count, final(draw, _, _), R),
    aggregate_all(count, final(win(lightStone), _, _), L),
    aggregate_all(count, bad(stuck, _), S),
    solver_board(M, N),
    findall(Ms, ( final(win(lightStone), _, Moves), reverse(Moves, Ms) ), Lost),
    findall(B, ( member(Ms, Lost), blunder(Ms, First, B) ), Blunders),
    length(Blunders, NB),
    aggregate_all(count, ( member(Ms, Lost), lostOpening(Ms, First) ), LO),
    format("~dx~d computer ~w: positions ~d decisions ~d won ~d drawn ~d lost ~d lost-openings ~d blunders ~d stuck ~d~n",
           [M, N, First, P, D, W, R, L, LO, NB, S]),
    format("rules:"),
    forall(member(Rule, [first, last, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
           ( aggregate_all(count, decided(Rule, _, _), C),
             ( integer(Rule) -> format(" r~w ~d", [Rule, C]) ; format(" ~w ~d", [Rule, C]) ) )),
    nl,
    forall(member(Ms, Lost), format("lost: ~w~n", [Ms])),
    forall(member(B, Blunders), format("blunder: ~w~n", [B])),
    forall(bad(stuck, Moves),
           ( reverse(Moves, Ms), format("stuck: ~w~n", [Ms]) )).

% blunder(+Moves, +First, -Blunder): in the game of Moves, the first move
% of the computer from a position the solver does not call lost to a
% position where the opponent can force a win; Blunder is
% rule(Rule, MovesBefore, Move).  Fails when the game was lost before the
% computer moved (the opponent's opening wins).  The computer is x for the
% solver.
blunder(Moves, First, rule(Rule, Before, Move)) :-
    blunder(Moves, First, [], [], Rule, Before, Move).

blunder([Move | _], computer, Pos, Done, Rule, Before, Move) :-
    solverPosition(Pos, SP),
    \+ loses(x, SP),
    place(x, Move, SP, SP1),
    can_win(o, SP1),
    !,
    computerChoices(Pos, Rule, _),
    reverse(Done, Before).
blunder([Move | Moves], ToMove, Pos, Done, Rule, Before, Blunder) :-
    ( ToMove == computer -> S = darkStone, Next = human ; S = lightStone, Next = computer ),
    insert(Move, S, Pos, Pos1),
    blunder(Moves, Next, Pos1, [Move | Done], Rule, Before, Blunder).

% lostOpening(+Moves, +First): the opponent moved first, and after its
% first stone the computer cannot avoid a loss
lostOpening([Row-Col | _], human) :-
    loses(x, [o(Row, Col)]).

solverPosition(Pos, SP) :-
    findall(Stone,
            ( member(sq(R, C, S), Pos),
              ( S == darkStone -> Stone = x(R, C) ; Stone = o(R, C) ) ),
            SP0),
    sort(SP0, SP).

% example(+Rule): a position where Rule chose the computer's move, with
% the moves that led to it
example(Rule) :-
    decided(Rule, Pos, Moves),
    !,
    reverse(Moves, Ms),
    format("rule ~w: ~w after ~w~n", [Rule, Pos, Ms]).
