% Test driver for programs/tictactoe.pl: the computer (o, moving with
% makeStep/3 as computerMove/2 does) plays against every possible sequence
% of the player's (x) moves, once beginning itself and once answering.
% Load it after programs/tictactoe.pl; all_games(Step) plays with another
% predicate of makeStep/3's arguments choosing the computer's moves
% (chrStep in programs/tictactoe_chr.pl).
%
% all_games prints, for each opening,
%     computer first: games G won W drawn D lost L stuck S
%     computer second: games G won W drawn D lost L stuck S
% where "stuck" counts positions in which the computer found no legal move
% although the game was not over; then "lost games: N".

all_games :-
    all_games(makeStep).

all_games(Step) :-
    initField(Field),
    findall(R, game(Step, computer, Field, R), Rs1),
    report('computer first', Rs1),
    findall(R, game(Step, player, Field, R), Rs2),
    report('computer second', Rs2),
    findall(x, (member(lost-_, Rs1) ; member(lost-_, Rs2)), Lost),
    length(Lost, NLost),
    format("lost games: ~w~n", [NLost]),
    forall(( member(R, Rs1) ; member(R, Rs2) ),
           ( R = lost-Moves -> format("  lost: ~w~n", [Moves])
           ; R = stuck-Moves -> format("  stuck: ~w~n", [Moves])
           ; true )).

% game(+Step, +ToMove, +Field, -Result-Moves): one complete game on
% backtracking; Moves lists the moves from the end back to the start
game(Step, ToMove, Field, Result) :-
    game(Step, ToMove, Field, [], Result).

game(_, _, Field, Moves, Result-Moves) :-
    \+ movePossible(Field), !,
    outcome(Field, Result).
game(Step, computer, Field, Moves, Result) :-
    (   call(Step, Field, R, C), set(Field, R, C, o, Field2)
    ->  game(Step, player, Field2, [o(R,C) | Moves], Result)
    ;   Result = stuck-Moves
    ).
game(Step, player, Field, Moves, Result) :-
    between(1, 3, R), between(1, 3, C),
    set(Field, R, C, x, Field2),
    game(Step, computer, Field2, [x(R,C) | Moves], Result).

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
