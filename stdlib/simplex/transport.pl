/*  hornbook library(simplex/transport): the transportation method behind
    library(simplex)'s transportation/4 and assignment/2, for supplies and
    demands of equal sums.

    A balanced problem is solved by the transportation method, as
    SWI-Prolog's plans show: the northwest corner rule gives the first
    basis (when a supply and a demand run out together, the next row
    takes the column with a basic 0), then the cell of the most negative
    reduced cost (row by row, the first of equals) enters, along the
    basis' cycle through it the first cell of the smallest amount among
    those that lose leaves, until no cell gains. A basis is a list of
    b(Row, Column, Amount), a spanning tree of rows and columns.
*/
:- module(simplex_transport, []).

%   Called as simplex_transport:'$sx_transport'/4 (a name of the library's
%   own, not an export a program could autoload).

%   '$sx_transport'(+Supplies, +Demands, +Costs, -Plan)
'$sx_transport'(Supplies, Demands, Costs, Plan) :-
    length(Supplies, M),
    length(Demands, N),
    '$sx_table'(Costs, Table),
    '$sx_northwest'(Supplies, Demands, 1, 1, M, N, Basis0),
    '$sx_modi'(Table, M, N, Basis0, Basis),
    '$sx_plan_rows'(1, M, N, Basis, Plan).

'$sx_table'(Rows, Table) :-
    '$sx_row_terms'(Rows, Terms),
    Table =.. [costs|Terms].

'$sx_row_terms'([], []).
'$sx_row_terms'([Row|Rows], [T|Ts]) :-
    T =.. [row|Row],
    '$sx_row_terms'(Rows, Ts).

'$sx_unit_cost'(Table, I, J, C) :-
    arg(I, Table, Row),
    arg(J, Row, C).

'$sx_northwest'([S|Ss], [D|Ds], I, J, M, N, [b(I, J, X)|Bs]) :-
    X is min(S, D),
    (   I =:= M, J =:= N
    ->  Bs = []
    ;   S < D
    ->  D1 is D - X, I1 is I + 1,
        '$sx_northwest'(Ss, [D1|Ds], I1, J, M, N, Bs)
    ;   S > D
    ->  S1 is S - X, J1 is J + 1,
        '$sx_northwest'([S1|Ss], Ds, I, J1, M, N, Bs)
    ;   I < M
    ->  I1 is I + 1,
        '$sx_northwest'(Ss, [0|Ds], I1, J, M, N, Bs)
    ;   J1 is J + 1,
        '$sx_northwest'([0], Ds, I, J1, M, N, Bs)
    ).

'$sx_modi'(Table, M, N, Basis0, Basis) :-
    '$sx_adjacency'(Basis0, M, N, Rows, Cols),
    functor(U, u, M),
    functor(V, v, N),
    arg(1, U, 0),
    '$sx_spread_row'(1, Table, Rows, Cols, U, V),
    '$sx_basic_cells'(Basis0, M, N, Basic),
    (   '$sx_entering_cell'(Table, U, V, Basic, N, I, J)
    ->  '$sx_cycle'(Basis0, Rows, Cols, I, J, Basis1),
        '$sx_modi'(Table, M, N, Basis1, Basis)
    ;   Basis = Basis0
    ).

%   The basis as a tree: Rows holds for each row the columns of its basic
%   cells, Cols for each column the rows.
'$sx_adjacency'(Basis, M, N, Rows, Cols) :-
    functor(Rows, rows, M),
    functor(Cols, cols, N),
    '$sx_link'(Basis, Rows, Cols),
    '$sx_close_lists'(M, Rows),
    '$sx_close_lists'(N, Cols).

'$sx_link'([], _, _).
'$sx_link'([b(I, J, _)|Bs], Rows, Cols) :-
    arg(I, Rows, RI),
    '$sx_append_open'(RI, J),
    arg(J, Cols, CJ),
    '$sx_append_open'(CJ, I),
    '$sx_link'(Bs, Rows, Cols).

'$sx_append_open'(L, X) :-
    (   var(L) -> L = [X|_]
    ;   L = [_|T], '$sx_append_open'(T, X)
    ).

'$sx_close_lists'(0, _) :- !.
'$sx_close_lists'(K, T) :-
    arg(K, T, L),
    '$sx_close_list'(L),
    K1 is K - 1,
    '$sx_close_lists'(K1, T).

'$sx_close_list'(L) :-
    (   var(L) -> L = []
    ;   L = [_|T], '$sx_close_list'(T)
    ).

%   The potentials: u(I) + v(J) is the cost of each basic cell, u(1) = 0,
%   spread over the tree from row 1.
'$sx_spread_row'(I, Table, Rows, Cols, U, V) :-
    arg(I, Rows, Js),
    arg(I, U, UI),
    '$sx_spread_to_cols'(Js, I, UI, Table, Rows, Cols, U, V).

'$sx_spread_to_cols'([], _, _, _, _, _, _, _).
'$sx_spread_to_cols'([J|Js], I, UI, Table, Rows, Cols, U, V) :-
    arg(J, V, VJ),
    (   var(VJ)
    ->  '$sx_unit_cost'(Table, I, J, C),
        VJ is C - UI,
        '$sx_spread_col'(J, Table, Rows, Cols, U, V)
    ;   true
    ),
    '$sx_spread_to_cols'(Js, I, UI, Table, Rows, Cols, U, V).

'$sx_spread_col'(J, Table, Rows, Cols, U, V) :-
    arg(J, Cols, Is),
    arg(J, V, VJ),
    '$sx_spread_to_rows'(Is, J, VJ, Table, Rows, Cols, U, V).

'$sx_spread_to_rows'([], _, _, _, _, _, _, _).
'$sx_spread_to_rows'([I|Is], J, VJ, Table, Rows, Cols, U, V) :-
    arg(I, U, UI),
    (   var(UI)
    ->  '$sx_unit_cost'(Table, I, J, C),
        UI is C - VJ,
        '$sx_spread_row'(I, Table, Rows, Cols, U, V)
    ;   true
    ),
    '$sx_spread_to_rows'(Is, J, VJ, Table, Rows, Cols, U, V).

%   Basic: a term with an argument per cell (row by row), `b` where the
%   cell is basic.
'$sx_basic_cells'(Basis, M, N, Basic) :-
    MN is M*N,
    functor(Basic, cells, MN),
    '$sx_mark_basic'(Basis, N, Basic).

'$sx_mark_basic'([], _, _).
'$sx_mark_basic'([b(I, J, _)|Bs], N, Basic) :-
    K is (I - 1)*N + J,
    arg(K, Basic, b),
    '$sx_mark_basic'(Bs, N, Basic).

%   The non-basic cell of the most negative reduced cost, row by row,
%   the first of equals.
'$sx_entering_cell'(Table, U, V, Basic, N, I, J) :-
    functor(Table, _, M),
    '$sx_scan_rows'(1, M, N, Table, U, V, Basic, none, best(_, I, J)).

'$sx_scan_rows'(I, M, _, _, _, _, _, Best, Best) :-
    I > M, !.
'$sx_scan_rows'(I, M, N, Table, U, V, Basic, Best0, Best) :-
    arg(I, Table, Row),
    arg(I, U, UI),
    '$sx_scan_cells'(1, N, I, Row, UI, V, Basic, Best0, Best1),
    I1 is I + 1,
    '$sx_scan_rows'(I1, M, N, Table, U, V, Basic, Best1, Best).

'$sx_scan_cells'(J, N, _, _, _, _, _, Best, Best) :-
    J > N, !.
'$sx_scan_cells'(J, N, I, Row, UI, V, Basic, Best0, Best) :-
    K is (I - 1)*N + J,
    arg(K, Basic, Mark),
    (   var(Mark),
        arg(J, Row, C),
        arg(J, V, VJ),
        R is C - UI - VJ,
        R < 0,
        (   Best0 = best(R0, _, _) -> R < R0 ; true )
    ->  Best1 = best(R, I, J)
    ;   Best1 = Best0
    ),
    J1 is J + 1,
    '$sx_scan_cells'(J1, N, I, Row, UI, V, Basic, Best1, Best).

%   Cell (I, J) enters: the cells of the tree's path from row I to column
%   J lose and gain in turn, the first loser of the smallest amount leaves.
'$sx_cycle'(Basis0, Rows, Cols, I, J, Basis) :-
    '$sx_path_from_row'(I, none, J, Rows, Cols, Pairs),
    '$sx_amounts'(Pairs, Basis0, Path),
    '$sx_alternate'(Path, Losers, Gainers),
    Losers = [b(_, _, X0)|_],
    '$sx_smallest'(Losers, X0, Theta),
    '$sx_first_with'(Losers, Theta, Leaving),
    '$sx_shift'(Basis0, Theta, Losers, Gainers, Leaving, Basis1),
    append(Basis1, [b(I, J, Theta)], Basis).

%   The cells I-J on the tree's path from row I (reached from column
%   From) to column Target.
'$sx_path_from_row'(I, From, Target, Rows, Cols, [I-J|Path]) :-
    arg(I, Rows, Js),
    member(J, Js),
    J \== From,
    (   J == Target
    ->  Path = []
    ;   '$sx_path_from_col'(J, I, Target, Rows, Cols, Path)
    ), !.

'$sx_path_from_col'(J, From, Target, Rows, Cols, [I-J|Path]) :-
    arg(J, Cols, Is),
    member(I, Is),
    I \== From,
    '$sx_path_from_row'(I, J, Target, Rows, Cols, Path).

'$sx_amounts'([], _, []).
'$sx_amounts'([I-J|Ps], Basis, [B|Bs]) :-
    B = b(I, J, _),
    memberchk(B, Basis),
    '$sx_amounts'(Ps, Basis, Bs).

'$sx_alternate'([], [], []).
'$sx_alternate'([L|Cs], [L|Ls], Gs) :-
    '$sx_alternate_'(Cs, Ls, Gs).

'$sx_alternate_'([], [], []).
'$sx_alternate_'([G|Cs], Ls, [G|Gs]) :-
    '$sx_alternate'(Cs, Ls, Gs).

'$sx_smallest'([], T, T).
'$sx_smallest'([b(_, _, X)|Bs], T0, T) :-
    T1 is min(X, T0),
    '$sx_smallest'(Bs, T1, T).

'$sx_first_with'([B|Bs], Theta, Leaving) :-
    (   B = b(_, _, X), X =:= Theta -> Leaving = B
    ;   '$sx_first_with'(Bs, Theta, Leaving)
    ).

'$sx_shift'([], _, _, _, _, []).
'$sx_shift'([B|Bs], Theta, Losers, Gainers, Leaving, New) :-
    B = b(I, J, X),
    (   B == Leaving
    ->  New = New1
    ;   memberchk(B, Losers)
    ->  X1 is X - Theta, New = [b(I, J, X1)|New1]
    ;   memberchk(B, Gainers)
    ->  X1 is X + Theta, New = [b(I, J, X1)|New1]
    ;   New = [B|New1]
    ),
    '$sx_shift'(Bs, Theta, Losers, Gainers, Leaving, New1).

'$sx_plan_rows'(I, M, _, _, []) :-
    I > M, !.
'$sx_plan_rows'(I, M, N, Basis, [Row|Rows]) :-
    findall(X, ( between(1, N, J),
                 (   memberchk(b(I, J, X0), Basis) -> X = X0 ; X = 0 ) ),
            Row),
    I1 is I + 1,
    '$sx_plan_rows'(I1, M, N, Basis, Rows).
