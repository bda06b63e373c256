% Katamino -- pentomino tiling of a rectangle.
%
% After the Hungarian course notes "Prolog programozás 5 - Projekt:
% Katamino".  A subset of the twelve pentominoes has to be laid out
% into a rectangle of height M (5 in the original game) and width
% N = 5 * pieces / M.  Every piece is named by one letter:
%
%     k p c w l y i r v z + t
%
% (k = the "snake" (N), c = U, r = F, + = X in the usual English names).
%
% The board is a list of h(X-Y, A) terms: the cell in column X, row Y
% is covered by piece A.  Columns run 1..N from the left, rows 1..M
% from the bottom.  The solver always fills the first hole (leftmost
% column, lowest row within it) with some orientation of one of the
% remaining pieces.
%
% Queries:
%
%     ?- katamino([l,t,w,k,y,r,z,c,p]).        % the 5x9 board of the notes
%     ?- katamino([t,w,l,k,r,z,y,p,c]).        % another 5x9 board
%     ?- katamino([k,p,c,w,l,y,i,r,v,z,+,t], 6).   % height as a parameter
%     ?- téglalap(3).                          % 3x20 with all twelve pieces
%     ?- rectangle(6).                         % the same, English name
%
% The original exercise: make the height a parameter (the N width of
% the rules became an N-M pair) and notice at once, before any search,
% when the height does not fit the number of pieces.  In that case
% katamino/2 raises
%
%     error(domain_error(katamino_height, M),
%           context(katamino/2, 'height does not divide the board area'))
%
% A missing height raises instantiation_error, a height that is not an
% integer type_error(integer, M), and a height below 1
% domain_error(not_less_than_one, M).
%
% Notes on the listing of the course notes:
%   - all 63 shape orientations (8+8+4+4+8+8+2+8+4+4+1+4) were checked:
%     each letter lists every distinct rotation and reflection of its
%     pentomino exactly once, normalised to the lower left corner and
%     sorted by x, then y, which letesz/5 relies on (its first point
%     has x = 0 and is the lowest cell of the leftmost column).  No
%     repair of the shape data was needed.
%   - kiír/3 and első_lyuk/3 had the height 5 built in; both now take it
%     from the N-M pair.  The seed's 5-row predicates katamino/1 and
%     kirak/2 are kept as the M = 5 case and print the same boards.

% Fő szabályok

katamino(Ak) :- katamino(Ak, 5).

katamino(Ak, M) :-
    méret(Ak, M, N),
    kirak(Ak, N-M, X),
    kiír(N-M, X).

% méret(Ak, M, N): the board for the pieces Ak with height M is N wide.
% Checked before any search is started.
méret(Ak, _, _) :-
    var(Ak), !,
    throw(error(instantiation_error, context(katamino/2, _))).
méret(_, M, _) :-
    var(M), !,
    throw(error(instantiation_error, context(katamino/2, _))).
méret(_, M, _) :-
    \+ integer(M), !,
    throw(error(type_error(integer, M), context(katamino/2, _))).
méret(_, M, _) :-
    M < 1, !,
    throw(error(domain_error(not_less_than_one, M), context(katamino/2, _))).
méret(Ak, M, N) :-
    hossz(Ak, H),
    Terület is 5 * H,
    méret_terület(Terület, M, N).

méret_terület(Terület, M, _) :-
    Terület mod M =\= 0, !,
    throw(error(domain_error(katamino_height, M),
                context(katamino/2, 'height does not divide the board area'))).
méret_terület(Terület, M, N) :-
    N is Terület // M.

% Megoldó

% kirak(Ak, X): the 5-row board of the notes.
kirak(Ak, X) :- hossz(Ak, N), kirak(Ak, N-5, X).

% kirak(Ak, N-M, X): X is an N wide, M high board covered by Ak.
kirak(Ak, N-M, X) :- kirak(Ak, N-M, [], X).

kirak([], _, T, T).
kirak(Ak, NM, T, X) :-
    első_lyuk(NM, T, P),
    töröl(A, Ak, Ak1),
    letesz(A, P, NM, T, T1),
    kirak(Ak1, NM, T1, X).

első_lyuk(N-M, T, X-Y) :-
    között(1, N, X), között(1, M, Y),
    \+ tartalmaz(h(X-Y,_), T), !.

letesz(A, X-Y, NM, T, T1) :-
    alakzat(A, [_-Dy|Dk]),
    Y1 is Y - Dy, Y1 > 0,
    letesz(A, X-Y1, Dk, NM, [h(X-Y,A)|T], T1).

letesz(_, _, [], _, T, T).
letesz(A, X-Y, [Dx-Dy|Dk], N-M, T, T1) :-
    X1 is X + Dx, között(1, N, X1),
    Y1 is Y + Dy, között(1, M, Y1),
    \+ tartalmaz(h(X1-Y1,_), T),
    letesz(A, X-Y, Dk, N-M, [h(X1-Y1,A)|T], T1).

% Kiírás

% kiír(N-M, T): prints the board T in M rows, the top row first.
kiír(N-M, T) :- kiír(N-M, 1-M, T).

kiír(_, _-0, _).
kiír(N-M, X-Y, T) :- Y =< M, X > N, Y1 is Y - 1, nl, kiír(N-M, 1-Y1, T).
kiír(N-M, X-Y, T) :-
    Y =< M, X =< N,
    tartalmaz(h(X-Y,A), T),
    write(A), write(' '),
    X1 is X + 1,
    kiír(N-M, X1-Y, T).

% Téglalapok: all twelve pieces in the four rectangles of the exercise.
% The piece order decides which piece the first hole tries first; these
% orders make the first solution come quickly (see programs/README.md).

téglalap(M) :- téglalap_sorrend(M, Ak), katamino(Ak, M).

rectangle(M) :- téglalap(M).

téglalap_sorrend(3, [w,c,+,p,v,k,i,y,r,z,t,l]).
téglalap_sorrend(4, [k,p,c,w,l,y,i,r,v,z,+,t]).
téglalap_sorrend(5, [y,z,r,p,+,w,i,t,c,k,v,l]).
téglalap_sorrend(6, [k,p,c,w,l,y,i,r,v,z,+,t]).

% Segéd-szabályok

tartalmaz(X, [X|_]).
tartalmaz(X, [_|Maradék]) :- tartalmaz(X, Maradék).

töröl(X, [X|M], M).
töröl(X, [Y|M], [Y|M1]) :- töröl(X, M, M1).

hossz([], 0).
hossz([_|M], N) :- hossz(M, N1), N is 1 + N1.

között(N, M, N) :- N =< M.
között(N, M, X) :- N < M, N1 is N + 1, között(N1, M, X).

% Alakzatok
%
% Every orientation of every piece, as the cells relative to the lower
% left corner of its bounding box, sorted by x and then by y.

% kígyó (N)
alakzat(k, [0-0,0-1,0-2,1-2,1-3]).
alakzat(k, [0-0,0-1,1-1,1-2,1-3]).
alakzat(k, [0-0,1-0,1-1,2-1,3-1]).
alakzat(k, [0-0,1-0,2-0,2-1,3-1]).
alakzat(k, [0-1,0-2,0-3,1-0,1-1]).
alakzat(k, [0-1,1-0,1-1,2-0,3-0]).
alakzat(k, [0-1,1-1,2-0,2-1,3-0]).
alakzat(k, [0-2,0-3,1-0,1-1,1-2]).
% P-betű
alakzat(p, [0-0,0-1,0-2,1-0,1-1]).
alakzat(p, [0-0,0-1,0-2,1-1,1-2]).
alakzat(p, [0-0,0-1,1-0,1-1,1-2]).
alakzat(p, [0-0,0-1,1-0,1-1,2-0]).
alakzat(p, [0-0,0-1,1-0,1-1,2-1]).
alakzat(p, [0-0,1-0,1-1,2-0,2-1]).
alakzat(p, [0-1,0-2,1-0,1-1,1-2]).
alakzat(p, [0-1,1-0,1-1,2-0,2-1]).
% C-betű (U)
alakzat(c, [0-0,0-1,0-2,1-0,1-2]).
alakzat(c, [0-0,0-1,1-0,2-0,2-1]).
alakzat(c, [0-0,0-1,1-1,2-0,2-1]).
alakzat(c, [0-0,0-2,1-0,1-1,1-2]).
% W-betű
alakzat(w, [0-0,0-1,1-1,1-2,2-2]).
alakzat(w, [0-0,1-0,1-1,2-1,2-2]).
alakzat(w, [0-1,0-2,1-0,1-1,2-0]).
alakzat(w, [0-2,1-1,1-2,2-0,2-1]).
% L-betű
alakzat(l, [0-0,0-1,0-2,0-3,1-0]).
alakzat(l, [0-0,0-1,0-2,0-3,1-3]).
alakzat(l, [0-0,0-1,1-0,2-0,3-0]).
alakzat(l, [0-0,0-1,1-1,2-1,3-1]).
alakzat(l, [0-0,1-0,1-1,1-2,1-3]).
alakzat(l, [0-0,1-0,2-0,3-0,3-1]).
alakzat(l, [0-1,1-1,2-1,3-0,3-1]).
alakzat(l, [0-3,1-0,1-1,1-2,1-3]).
% Y-betű (tengeralattjáró)
alakzat(y, [0-0,0-1,0-2,0-3,1-1]).
alakzat(y, [0-0,0-1,0-2,0-3,1-2]).
alakzat(y, [0-0,1-0,1-1,2-0,3-0]).
alakzat(y, [0-0,1-0,2-0,2-1,3-0]).
alakzat(y, [0-1,1-0,1-1,1-2,1-3]).
alakzat(y, [0-1,1-0,1-1,2-1,3-1]).
alakzat(y, [0-1,1-1,2-0,2-1,3-1]).
alakzat(y, [0-2,1-0,1-1,1-2,1-3]).
% I-betű (egyenes)
alakzat(i, [0-0,0-1,0-2,0-3,0-4]).
alakzat(i, [0-0,1-0,2-0,3-0,4-0]).
% r-betű (F)
alakzat(r, [0-0,0-1,1-1,1-2,2-1]).
alakzat(r, [0-0,1-0,1-1,1-2,2-1]).
alakzat(r, [0-1,0-2,1-0,1-1,2-1]).
alakzat(r, [0-1,1-0,1-1,1-2,2-0]).
alakzat(r, [0-1,1-0,1-1,1-2,2-2]).
alakzat(r, [0-1,1-0,1-1,2-1,2-2]).
alakzat(r, [0-1,1-1,1-2,2-0,2-1]).
alakzat(r, [0-2,1-0,1-1,1-2,2-1]).
% V-betű (sarok)
alakzat(v, [0-0,0-1,0-2,1-0,2-0]).
alakzat(v, [0-0,0-1,0-2,1-2,2-2]).
alakzat(v, [0-0,1-0,2-0,2-1,2-2]).
alakzat(v, [0-2,1-2,2-0,2-1,2-2]).
% Z-betű (S)
alakzat(z, [0-0,0-1,1-1,2-1,2-2]).
alakzat(z, [0-0,1-0,1-1,1-2,2-2]).
alakzat(z, [0-1,0-2,1-1,2-0,2-1]).
alakzat(z, [0-2,1-0,1-1,1-2,2-0]).
% pluszjel (X)
alakzat(+, [0-1,1-0,1-1,1-2,2-1]).
% T-betű
alakzat(t, [0-0,0-1,0-2,1-1,2-1]).
alakzat(t, [0-0,1-0,1-1,1-2,2-0]).
alakzat(t, [0-1,1-1,2-0,2-1,2-2]).
alakzat(t, [0-2,1-0,1-1,1-2,2-2]).
