% The m x n tic-tac-toe of programs/tictactoe_mn.pl, played in the
% terminal: the lecture's settingsDialog, gameControl and gameForm
% (listings 9.13, 9.21-9.25) with text in place of windows.  Loaded by
% programs/tictactoe_mn.pl.
%
% The lecture's window shows the grid with the stones on its intersections
% and the title bar says whose move it is and how the game ended
% ("Победитель: %!", "Ничья!").  Here the board is drawn after every move
% with the stones as ● (dark) and ○ (light); the intersections where a
% stone may still go are marked ·, and the player types Row-Col. instead
% of clicking.  On a terminal the board is in colour.

% play: asks for the settings, as the lecture's settings dialog does (the
% player's name, rows, columns, the player's stones, who moves first),
% then plays.
play :-
    withoutPrompt(askSettings(Rows, Cols, Options), Asked),
    (   Asked == true
    ->  play(Rows, Cols, Options)
    ;   format("No game.~n")
    ).

% play(+Rows, +Cols, +Options): plays on a Rows x Cols board.  Options:
% name(Name) (default player), stone(dark) or stone(light) for the
% player's stones (default dark), first(you) or first(computer) (default
% you), colour(true) or colour(false) (default: true on a terminal),
% explain(true) to say which rule chose each of the computer's moves
% (default false).
play(Rows, Cols, Options) :-
    new_game(Rows, Cols),
    must_be_list(Options),
    forall(member(O, Options), playOption(O)),
    playSetting(name(Name), Options, player),
    playSetting(stone(Dark), Options, dark),
    playSetting(first(First), Options, you),
    defaultColour(Colour0),
    playSetting(colour(Colour), Options, Colour0),
    playSetting(explain(Explain), Options, false),
    humanStones(Dark, HumanStone, CompStone),
    Game = game(Name, HumanStone, CompStone, show(Colour, Explain)),
    withoutPrompt(startGame(First, Game), _).

% withoutPrompt(+Goal, -Succeeded): runs Goal once with the terminal's
% read prompt (|: ) switched off, since every question here ends with its
% own prompt; Succeeded is true or false
withoutPrompt(Goal, Succeeded) :-
    setup_call_cleanup(prompt(Old, ''),
                       ( call(Goal) -> Succeeded = true ; Succeeded = false ),
                       prompt(_, Old)).

must_be_list(Options) :-
    (   var(Options)
    ->  throw(error(instantiation_error, context(play/3, _)))
    ;   is_list(Options)
    ->  true
    ;   throw(error(type_error(list, Options), context(play/3, _)))
    ).

playOption(O) :-
    var(O), !,
    throw(error(instantiation_error, context(play/3, _))).
playOption(name(N)) :- atomic(N), !.
playOption(stone(dark)) :- !.
playOption(stone(light)) :- !.
playOption(first(you)) :- !.
playOption(first(computer)) :- !.
playOption(colour(true)) :- !.
playOption(colour(false)) :- !.
playOption(explain(true)) :- !.
playOption(explain(false)) :- !.
playOption(O) :-
    throw(error(domain_error(play_option, O), context(play/3, _))).

% playSetting(?Option, +Options, +Default): the first option of the kind
% given, or the default
playSetting(Option, Options, Default) :-
    functor(Option, Name, 1),
    functor(Given, Name, 1),
    (   memberchk(Given, Options)
    ->  Option = Given
    ;   arg(1, Option, Default)
    ).

humanStones(dark, darkStone, lightStone).
humanStones(light, lightStone, darkStone).

% colour when standard output is a terminal
defaultColour(Colour) :-
    (   stream_property(S, alias(user_output)),
        stream_property(S, tty(true))
    ->  Colour = true
    ;   Colour = false
    ).

% ---------------------------------------------------------------------
% The settings dialog (listing 9.13)
% ---------------------------------------------------------------------

askSettings(Rows, Cols, [name(Name), stone(Stone), first(First)]) :-
    askLine("Your name (Enter for player): ", NameText),
    (   NameText == ""
    ->  Name = player
    ;   atom_string(Name, NameText)
    ),
    askSize("Rows", Rows),
    askSize("Columns", Cols),
    askChoice("Your stones, dark or light (Enter for dark): ",
              [dark, light], Stone),
    askChoice("Who moves first, you or computer (Enter for you): ",
              [you, computer], First).

% askLine(+Question, -Text): a line typed, trimmed; fails at the end of
% the input
askLine(Question, Text) :-
    format("~s", [Question]),
    read_line_to_string(user_input, Line),
    Line \== end_of_file,
    split_string(Line, "", " \t\r", [Text]).

askSize(What, Size) :-
    format(string(Question), "~s, 3 to 30 (Enter for 15): ", [What]),
    askLine(Question, Text),
    (   Text == ""
    ->  Size = 15
    ;   catch(number_string(Size0, Text), _, fail),
        integer(Size0), Size0 >= 3, Size0 =< 30
    ->  Size = Size0
    ;   format("Please give a whole number from 3 to 30.~n"),
        askSize(What, Size)
    ).

% askChoice(+Question, +Words, -Word): one of the words, the first by
% default; a word may be shortened to its first letters
askChoice(Question, Words, Word) :-
    askLine(Question, Text),
    string_lower(Text, Lower),
    (   Lower == ""
    ->  Words = [Word | _]
    ;   member(Word, Words),
        sub_atom(Word, 0, _, _, Lower)
    ->  true
    ;   atomic_list_concat(Words, ' or ', Choices),
        format("Please answer ~w.~n", [Choices]),
        askChoice(Question, Words, Word)
    ).

% ---------------------------------------------------------------------
% The course of the game (listing 9.23, gameControl)
% ---------------------------------------------------------------------

% startGame(+First, +Game): shows the empty board, then the first move
startGame(First, Game) :-
    showBoard([], Game),
    (   First == computer
    ->  move(compPlayer, [], Game)
    ;   move(humanPlayer, [], Game)
    ).

% move(+Player, +Position, +Game): the game is over after the other
% player's move, or Player moves
move(Player, Position, Game) :-
    nextPlayer(Player, Last),
    stoneOf(Last, Game, Stone),
    gameOver(Position, Stone, Result),
    !,
    gameOverMessage(Result, Last, Game).
move(Player, Position, Game) :-
    makeMove(Player, Position, Game).

% makeMove(+Player, +Position, +Game)
makeMove(compPlayer, Position, Game) :-
    Game = game(_, HumanStone, CompStone, show(_, Explain)),
    chooseMove(Position, CompStone, HumanStone, Move, Rule),
    moveMessage(compPlayer, Game),
    Move = I-J,
    (   Explain == true
    ->  ruleText(Rule, Why),
        format(" ~d-~d (~w)~n", [I, J, Why])
    ;   format(" ~d-~d~n", [I, J])
    ),
    showMove(compPlayer, Move, Position, Game).
makeMove(humanPlayer, Position, Game) :-
    (   humanMove(Position, Game, Move)
    ->  showMove(humanPlayer, Move, Position, Game)
    ;   format("Game abandoned.~n")
    ).

% showMove(+Player, +Move, +Position, +Game): the stone on the board, then
% the other player's turn
showMove(Player, Move, Position, Game) :-
    stoneOf(Player, Game, Stone),
    insert(Move, Stone, Position, Position1),
    showBoard(Position1, Game),
    nextPlayer(Player, Next),
    move(Next, Position1, Game).

% humanMove(+Position, +Game, -Move): a legal move typed by the player
% (the lecture's onMouseDown and isCorrect); fails when the player quits
humanMove(Position, Game, Move) :-
    moveMessage(humanPlayer, Game),
    format(" Row-Col.: "),
    catch(read(Answer), error(syntax_error(_), _), Answer = '$syntax_error'),
    (   Answer == end_of_file
    ->  nl,
        fail
    ;   Answer == quit
    ->  fail
    ;   legalMove(Answer, Position, Problem)
    ->  (   Problem == none
        ->  Move = Answer
        ;   format("~w~n", [Problem]),
            humanMove(Position, Game, Move)
        )
    ).

% legalMove(+Answer, +Position, -Problem): none, or why the answer is not
% a legal move
legalMove(Answer, _, Problem) :-
    \+ ( nonvar(Answer), Answer = I-J, integer(I), integer(J) ),
    !,
    Problem = 'Give the move as Row-Col. (or quit.), for example 2-3.'.
legalMove(I-J, Position, Problem) :-
    m(M),
    n(N),
    (   \+ ( I >= 0, I < M, J >= 0, J < N )
    ->  M1 is M - 1, N1 is N - 1,
        format(atom(Problem),
               "~d-~d is not on the board: rows 0..~d, columns 0..~d.",
               [I, J, M1, N1])
    ;   memberchk(sq(I, J, _), Position)
    ->  format(atom(Problem), "~d-~d is taken.", [I, J])
    ;   \+ isCorrect(I, J, Position)
    ->  format(atom(Problem),
               "~d-~d is outside the 3x3 area still open (marked ·).", [I, J])
    ;   Problem = none
    ).

stoneOf(compPlayer, game(_, _, CompStone, _), CompStone).
stoneOf(humanPlayer, game(_, HumanStone, _, _), HumanStone).

nextPlayer(compPlayer, humanPlayer).
nextPlayer(humanPlayer, compPlayer).

% ---------------------------------------------------------------------
% The title bar (listing 9.21, gameForm)
% ---------------------------------------------------------------------

% moveMessage(+Player, +Game): "Ходит %": whose move, with the stone
moveMessage(Player, Game) :-
    playerName(Player, Game, Name),
    stoneOf(Player, Game, Stone),
    stoneText(Stone, Game, Text),
    format("~w (~s):", [Name, Text]).

% gameOverMessage(+Result, +Player, +Game): Player made the last move
gameOverMessage(winner, Player, Game) :-
    !,
    playerName(Player, Game, Name),
    format("Winner: ~w!~n", [Name]).
gameOverMessage(_Result, _Player, _Game) :-
    format("Draw!~n").

playerName(humanPlayer, game(Name, _, _, _), Name) :- !.
playerName(_, _, computer).

% ---------------------------------------------------------------------
% The board (listings 9.7 and 9.10: the grid, stones on the intersections)
% ---------------------------------------------------------------------

% showBoard(+Position, +Game): the column numbers, then each row with its
% number; a stone, ·, or the grid on every intersection
showBoard(Position, Game) :-
    m(M),
    n(N),
    openSquares(Position, Open),
    nl,
    columnNumbers(N),
    LastRow is M - 1,
    forall(between(0, LastRow, I), showRow(I, Position, Open, Game)).

% openSquares(+Position, -Open): the squares to mark as still open.  On
% the empty board every square is open: none is marked, so that the grid
% shows.
openSquares([], []) :-
    !.
openSquares(Position, Open) :-
    getMoves(Position, Open).

% columnNumbers(+N): a line of units, above it a line of tens when the
% board is wider than ten columns
columnNumbers(N) :-
    Last is N - 1,
    (   N > 10
    ->  write('   '),
        forall(between(0, Last, J),
               ( J < 10 -> write('  ')
               ; T is J // 10, format("~d", [T]), ( J < Last -> write(' ') ; true )
               )),
        nl
    ;   true
    ),
    write('   '),
    forall(between(0, Last, J),
           ( U is J mod 10, format("~d", [U]), ( J < Last -> write(' ') ; true ) )),
    nl.

showRow(I, Position, Open, Game) :-
    n(N),
    Last is N - 1,
    format("~t~d~2| ", [I]),
    forall(between(0, Last, J),
           ( point(I, J, Position, Open, Game),
             ( J < Last -> line("─", Game) ; true ) )),
    nl.

% point(+I, +J, +Position, +Open, +Game): what the intersection shows
point(I, J, Position, _, Game) :-
    memberchk(sq(I, J, Stone), Position),
    !,
    stoneText(Stone, Game, Text),
    write(Text).
point(I, J, _, Open, Game) :-
    memberchk(I-J, Open),
    !,
    coloured(Game, "32", "·").
point(I, J, _, _, Game) :-
    m(M), n(N),
    gridRow(I, M, R),
    gridRow(J, N, C),
    gridChar(R, C, Char),
    line(Char, Game).

gridRow(0, _, first) :- !.
gridRow(I, M, last) :- I =:= M - 1, !.
gridRow(_, _, middle).

gridChar(first, first, "┌").
gridChar(first, middle, "┬").
gridChar(first, last, "┐").
gridChar(middle, first, "├").
gridChar(middle, middle, "┼").
gridChar(middle, last, "┤").
gridChar(last, first, "└").
gridChar(last, middle, "┴").
gridChar(last, last, "┘").

% the stones: the lecture draws dark stones in sienna, light ones in grey
stoneText(darkStone, Game, Text) :-
    colouredText(Game, "1;31", "●", Text).
stoneText(lightStone, Game, Text) :-
    colouredText(Game, "1;37", "○", Text).

% the grid lines (burlywood in the lecture)
line(Text, Game) :-
    coloured(Game, "33", Text).

coloured(Game, Code, Text) :-
    colouredText(Game, Code, Text, Out),
    write(Out).

% colouredText(+Game, +AnsiCode, +Text, -Out): Text in colour when the game
% is shown in colour
colouredText(game(_, _, _, show(true, _)), Code, Text, Out) :-
    !,
    format(string(Out), "\e[~sm~s\e[0m", [Code, Text]).
colouredText(_, _, Text, Text).
