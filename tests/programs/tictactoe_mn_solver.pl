% An independent solver for the m x n tic-tac-toe of
% programs/tictactoe_mn.pl, written without the program's predicates:
% whether the player to move can force a win, by a search of the game to
% its end.  tests/programs/tictactoe_mn_all_games.pl uses it to tell the
% games the computer lost by a mistake from those lost before it moved.
%
% A stone is x(Row, Col) or o(Row, Col); a position is the sorted list of
% stones.  Results are remembered (by a hash of the position), so shared
% sub-positions are solved once.

:- dynamic solver_size/2, solved/4.

% solver_board(+M, +N): solve on an M x N board from now on
solver_board(M, N) :-
    retractall(solver_size(_, _)),
    assertz(solver_size(M, N)),
    retractall(solved(_, _, _, _)).

% can_win(+P, +Pos): P, to move, wins against every defence
can_win(P, Pos) :-
    pos_hash(Pos, H),
    (   solved(H, P, Pos, Result)
    ->  Result == win
    ;   (   can_win1(P, Pos) -> Result = win ; Result = no ),
        assertz(solved(H, P, Pos, Result)),
        Result == win
    ).

can_win1(P, Pos) :-
    free_squares(Pos, Free),
    (   member(Sq, Free), place(P, Sq, Pos, Pos1), three(P, Pos1)
    ->  true
    ;   member(Sq, Free),
        place(P, Sq, Pos, Pos1),
        other(P, Q),
        loses(Q, Pos1)
    ->  true
    ).

% loses(+P, +Pos): P is to move and the other player wins whatever P does
% (P cannot win at once, and every move of P leaves the other a win)
loses(P, Pos) :-
    free_squares(Pos, Free),
    Free \== [],
    other(P, Q),
    forall(member(Sq, Free),
           ( place(P, Sq, Pos, Pos1),
             \+ three(P, Pos1),
             can_win(Q, Pos1) )).

other(x, o).
other(o, x).

place(P, R-C, Pos, Pos1) :-
    Stone =.. [P, R, C],
    sort([Stone | Pos], Pos1).

% free_squares(+Pos, -Squares): the empty squares within a 3x3 box with
% every stone (none when nine stones fill the box)
free_squares([], Squares) :-
    !,
    solver_size(M, N),
    M1 is M - 1, N1 is N - 1,
    findall(R-C, (between(0, M1, R), between(0, N1, C)), Squares).
free_squares(Pos, Squares) :-
    solver_size(M, N),
    findall(R, (member(S, Pos), arg(1, S, R)), Rs),
    findall(C, (member(S, Pos), arg(2, S, C)), Cs),
    max_list(Rs, Rmax), min_list(Rs, Rmin),
    max_list(Cs, Cmax), min_list(Cs, Cmin),
    R0 is max(0, Rmax - 2), R9 is min(M - 1, Rmin + 2),
    C0 is max(0, Cmax - 2), C9 is min(N - 1, Cmin + 2),
    findall(R-C,
            ( between(R0, R9, R), between(C0, C9, C),
              \+ taken(R, C, Pos) ),
            Squares).

taken(R, C, Pos) :-
    ( memberchk(x(R, C), Pos) -> true ; memberchk(o(R, C), Pos) ).

% three(+P, +Pos): P has three in a row
three(P, Pos) :-
    A =.. [P, R, C],
    member(A, Pos),
    member(DR-DC, [0-1, 1-0, 1-1, 1-(-1)]),
    R1 is R + DR, C1 is C + DC,
    R2 is R1 + DR, C2 is C1 + DC,
    B =.. [P, R1, C1], memberchk(B, Pos),
    D =.. [P, R2, C2], memberchk(D, Pos),
    !.

pos_hash(Pos, H) :-
    pos_hash(Pos, 7, H).

pos_hash([], H, H).
pos_hash([S | Pos], H0, H) :-
    S =.. [P, R, C],
    ( P == x -> B = 1 ; B = 2 ),
    H1 is (H0 * 131 + R * 97 + C * 3 + B) mod 1000000007,
    pos_hash(Pos, H1, H).
