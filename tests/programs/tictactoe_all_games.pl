% Test driver for programs/tictactoe.pl: the computer (o, moving with
% makeStep/3 as computerMove/2 does) plays against every possible sequence
% of the player's (x) moves, once beginning itself and once answering.
% Load it after programs/tictactoe.pl.
%
% all_games prints, for each opening,
%     computer first: games G won W drawn D lost L stuck S
%     computer second: games G won W drawn D lost L stuck S
% where "stuck" counts positions in which the computer found no legal move
% although the game was not over; then "lost games: N".

all_games :-
    initField(Field),
    findall(R, game(computer, Field, R), Rs1),
    report('computer first', Rs1),
    findall(R, game(player, Field, R), Rs2),
    report('computer second', Rs2),
    findall(x, (member(lost-_, Rs1) ; member(lost-_, Rs2)), Lost),
    length(Lost, NLost),
    format("lost games: ~w~n", [NLost]),
    forall(( member(R, Rs1) ; member(R, Rs2) ),
           ( R = lost-Moves -> format("  lost: ~w~n", [Moves])
           ; R = stuck-Moves -> format("  stuck: ~w~n", [Moves])
           ; true )).

% game(+ToMove, +Field, -Result-Moves): one complete game on backtracking;
% Moves lists the moves from the end back to the start
game(ToMove, Field, Result) :-
    game(ToMove, Field, [], Result).

game(_, Field, Moves, Result-Moves) :-
    \+ movePossible(Field), !,
    outcome(Field, Result).
game(computer, Field, Moves, Result) :-
    (   makeStep(Field, R, C), set(Field, R, C, o, Field2)
    ->  game(player, Field2, [o(R,C) | Moves], Result)
    ;   Result = stuck-Moves
    ).
game(player, Field, Moves, Result) :-
    between(1, 3, R), between(1, 3, C),
    set(Field, R, C, x, Field2),
    game(computer, Field2, [x(R,C) | Moves], Result).

outcome(Field, won) :-
    chooseWinner(Field, 'Computer won.'), !.
outcome(Field, lost) :-
    chooseWinner(Field, 'You won.'), !.
outcome(_, drawn).

report(Name, Results) :-
    length(Results, G),
    count(won, Results, W),
    count(drawn, Results, D),
    count(lost, Results, L),
    count(stuck, Results, S),
    format("~w: games ~w won ~w drawn ~w lost ~w stuck ~w~n",
           [Name, G, W, D, L, S]).

count(Kind, Results, N) :-
    findall(x, member(Kind-_, Results), Xs),
    length(Xs, N).
