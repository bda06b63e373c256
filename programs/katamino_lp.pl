% Katamino: which sets of pieces can tile a board?  A linear relaxation
% with library(simplex).
%
% programs/katamino.pl (after the Hungarian notes, seed
% 003_53fd2351b3249f67) answers the question by search: kirak/3 fills the
% first hole with every piece in every orientation until the board is
% full or every choice has failed.  Here the same question is asked of
% linear programming first.  Each placement of a piece (a piece, one of
% its orientations, a position on the board) gets a variable between 0
% and 1, and
%
%     every cell is covered exactly once:  the placements covering it sum to 1
%     every piece is used exactly once:    its placements sum to 1.
%
% A tiling is a 0/1 solution of these equations.  The simplex method finds
% whether there is any solution at all with fractions allowed (the
% relaxation); when there is none, no tiling exists and no search is
% needed.  When there is one, the board may still be impossible: the
% relaxation proves "no", never "yes".  survey/2 counts how often each
% case happens.
%
% Queries:
%   ?- relaxation([i, l, y], 3, Answer).      % 5 wide, 3 high
%   ?- survey(3, 3).                          % every set of 3 pieces, height 3
%
% The pieces and their orientations are katamino.pl's alakzat/2 facts;
% méret/3 checks the height as katamino/2 does.

:- use_module(library(simplex)).
:- ensure_loaded(katamino).

% placement(+Pieces, +N-M, -Piece-Cells): one placement of one of the
% pieces on the N wide, M high board: Cells are its X-Y cells, counted from
% 1 at the lower left as in katamino.pl.
placement(Pieces, N-M, Piece-Cells) :-
    member(Piece, Pieces),
    alakzat(Piece, Shape),
    shape_size(Shape, W, H),
    MaxX is N - W,
    MaxY is M - H,
    between(0, MaxX, X0),
    between(0, MaxY, Y0),
    findall(X-Y, ( member(Dx-Dy, Shape), X is X0 + Dx + 1, Y is Y0 + Dy + 1 ), Cells).

% shape_size(+Shape, -Width, -Height): the bounding box of an orientation.
shape_size(Shape, W, H) :-
    findall(Dx, member(Dx-_, Shape), Dxs),
    findall(Dy, member(_-Dy, Shape), Dys),
    max_list(Dxs, MaxDx),
    max_list(Dys, MaxDy),
    W is MaxDx + 1,
    H is MaxDy + 1.

% relaxation(+Pieces, +Height, -Answer): Answer is `no_tiling` when the
% relaxation has no solution, `fractional(Used)` when it has one, Used
% being the number of placements with a value above 0 in the solution the
% simplex method found.
relaxation(Pieces, M, Answer) :-
    méret(Pieces, M, N),
    findall(P, placement(Pieces, N-M, P), Placements),
    numbered(Placements, 1, Numbered),
    gen_state(S0),
    cover_cells(N-M, Numbered, S0, S1),
    use_pieces(Pieces, Numbered, S1, S2),
    findall(x(I), member(I-_, Numbered), Objective),
    (   maximize(Objective, S2, S)
    ->  findall(I, ( member(I-_, Numbered), variable_value(S, x(I), V), V > 0 ), Used),
        length(Used, NUsed),
        Answer = fractional(NUsed)
    ;   Answer = no_tiling
    ).

numbered([], _, []).
numbered([P|Ps], I, [I-P|IPs]) :-
    I1 is I + 1,
    numbered(Ps, I1, IPs).

% cover_cells(+N-M, +Numbered, +S0, -S): each cell covered exactly once.
cover_cells(N-M, Numbered, S0, S) :-
    findall(X-Y, ( between(1, N, X), between(1, M, Y) ), Cells),
    foldl(cover_cell(Numbered), Cells, S0, S).

cover_cell(Numbered, Cell, S0, S) :-
    findall(x(I), ( member(I-(_-Cells), Numbered), memberchk(Cell, Cells) ), Xs),
    constraint(Xs = 1, S0, S).

% use_pieces(+Pieces, +Numbered, +S0, -S): each piece placed exactly once.
use_pieces(Pieces, Numbered, S0, S) :-
    foldl(use_piece(Numbered), Pieces, S0, S).

use_piece(Numbered, Piece, S0, S) :-
    findall(x(I), member(I-(Piece-_), Numbered), Xs),
    constraint(Xs = 1, S0, S).

% tiles(+Pieces, +Height): the search of katamino.pl finds a tiling.
tiles(Pieces, M) :-
    méret(Pieces, M, N),
    once(kirak(Pieces, N-M, _)).

% survey(+K, +Height): for every set of K of the twelve pieces, on the
% board of that height, asks the relaxation and the search, and counts:
% sets the relaxation rules out, sets it lets through that do tile, and
% sets it lets through that do not.  A set the relaxation rules out that
% tiles would be a contradiction; the survey says so if it ever happens.
survey(K, M) :-
    Letters = [k, p, c, w, l, y, i, r, v, z, +, t],
    findall(Set, subset_of(K, Letters, Set), Sets),
    length(Sets, NSets),
    findall(Set-A-T,
            ( member(Set, Sets),
              relaxation(Set, M, A),
              ( tiles(Set, M) -> T = tiles ; T = no_tiles )
            ),
            Results),
    count(_-no_tiling-no_tiles, Results, RuledOut),
    count(_-fractional(_)-tiles, Results, Tiles),
    count(_-fractional(_)-no_tiles, Results, Undecided),
    count(_-no_tiling-tiles, Results, Wrong),
    N is 5 * K // M,
    format("~w sets of ~w pieces on the ~wx~w board~n", [NSets, K, N, M]),
    format("  ruled out by the relaxation:       ~w~n", [RuledOut]),
    format("  relaxation feasible, tiling found: ~w~n", [Tiles]),
    format("  relaxation feasible, no tiling:    ~w~n", [Undecided]),
    (   Wrong =:= 0
    ->  true
    ;   format("  CONTRADICTION: ~w sets ruled out that tile~n", [Wrong])
    ),
    forall(member(Set-fractional(_)-no_tiles, Results),
           format("  the relaxation lets through ~w~n", [Set])).

count(Pattern, Results, N) :-
    aggregate_all(count, member(Pattern, Results), N).

% subset_of(+K, +List, -Subset): the K-element subsets, in list order.
subset_of(0, _, []) :- !.
subset_of(K, [X|Xs], [X|Ys]) :-
    K1 is K - 1,
    subset_of(K1, Xs, Ys).
subset_of(K, [_|Xs], Ys) :-
    K > 0,
    subset_of(K, Xs, Ys).
