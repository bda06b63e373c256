% When a CLP(FD) propagator runs again, as SWI-Prolog's library wakes it:
% a sum (`#=` of a linear expression) wakes on a change of a bound and on
% an instantiation, not on a hole inside a domain; when it runs with all
% its variables but two fixed, those two with unit coefficients, it
% projects their whole domains onto each other (SWI-Prolog's x + y = k).
% `Y #= -X` and `Y #= A*X` (a product by a constant, as written) wake on
% any change. Which values are left decides the variable a first-fail
% labeling picks, and so the first solution a model prints.
:- use_module(library(clpfd)).
:- discontiguous(case/2).

% x = y + c: a hole made after posting stays on its side ...
case((X in 1..10, Y in 1..10, X #= Y + 3, Y #\= 5, fd_dom(X, D)), checks([D == 4..10])).
case((X in 1..10, Y in 1..10, X - Y #= 3, Y #\= 5, fd_dom(X, D)), checks([D == 4..10])).
case((X in 1..10, Y in 1..10, X + Y #= 11, Y #\= 5, fd_dom(X, D)), checks([D == 1..10])).
case((X in -10..10, Y in -10..10, X + Y #= 0, Y #\= 5, fd_dom(X, D)), checks([D == -10..10])).
case((X in 1..10, Y in 1..10, X #= -Y + 11, Y #\= 5, fd_dom(X, D)), checks([D == 1..10])).
% ... until a bound moves: the projection then carries every hole
case((X in 1..10, Y in 1..4\/6..10, X #= Y + 3, X #\= 7, fd_dom(Y, D)), checks([D == 1..4\/6..7])).
case((X in 1..10, Y in 1..10, X #= Y + 3, Y #\= 5, Y #\= 1, fd_dom(X, D)), checks([D == 5..7\/9..10])).
% a hole present when the sum is posted is projected at once
case((X in 1..10, Y in 1..10, Y #\= 5, X + Y #= 11, fd_dom(X, D)), checks([D == 1..5\/7..10])).
% x + y = z once one of the three is fixed: whole domains
case((X in 1..8, Y in 1..8, D in -7..7, D #= X - Y, D #\= 1, Y = 4, fd_dom(X, DX)), checks([DX == 1..4\/6..8])).
case((X in 1..8, Y in 1..8, Z in 0..15, X + Y #= Z, X #\= 3, Y = 5, fd_dom(Z, D)), checks([D == 6..7\/9..13])).
case((X in 1..8, Y in 1..8, Z in 0..5, X + Y #= Z, X #\= 3, Z = 5, fd_dom(Y, D)), checks([D == 1\/3..4])).
case((X in 1..10, Y in 1..4\/6..10, Z in 0..20, X + Z #= Y, Z = 1, Y #\= 1, fd_dom(X, D)), checks([D == 1..3\/5..9])).
% ... but not the hole made after the last run
case((X in 1..8, Y in 1..8, D in -7..7, D #= X - Y, Y = 4, D #\= 1, fd_dom(X, DX)), checks([DX == 1..8])).
% a longer sum with all but two fixed, two unit coefficients
case((X in 1..8, Y in 1..8, Z in 0..5, W in 0..3, X + Y + Z + W #= 12, X #\= 3, Z = 2, W = 1, fd_dom(Y, D)),
     checks([D == 1..5\/7..8])).
case((X in 1..8, Y in 1..8, Z in 0..5, X + Y + Z #= 12, X #\= 3, Z = 2, fd_dom(Y, D)), checks([D == 2..6\/8])).
case((X in 1..10, Y in 1..4\/6..10, Z in 0..20, X + Z + 1 #= Y, Z = 1, fd_dom(X, D)), checks([D == 1..2\/4..8])).
% ... a coefficient other than 1 keeps the sum on bounds
case((X in 1..8, Y in 1..15, Z in 0..15, 2*X + Y #= Z, X #\= 3, Y = 5, fd_dom(Z, D)), checks([D == 7..15])).
% Y #= -X is a product by -1: every change wakes it
case((X in -10..10, Y in -10..10, X #= -Y, Y #\= 5, fd_dom(X, D)), checks([D == -10.. -6\/ -4..10])).
case((X in -10..10, Y in -10..10, -X #= Y, Y #\= 5, fd_dom(X, D)), checks([D == -10.. -6\/ -4..10])).
case((X #= -Y, X = Y), checks([X == 0])).
case((X in 0..5, X #= -Y, copy_term([X, Y], [A, B], Gs)), checks([fd_dom(Y, D), D == -5..0, length(Gs, 3), A \== B])).
% ... and when the pass that fixes the others is the sum's own: SWI-Prolog
% re-runs a sum after its own changes, and that run projects the two
% left, so one run of ours goes as far
case((X in 1..3\/9, Y in 4..5\/7..8, Z in 1..2\/5..6\/8, X #= Y + Z, fd_dom(Y, DY), fd_dom(Z, DZ)),
     checks([X == 9, DY == 4\/7..8, DZ == 1..2\/5])).
case((X in 2..4\/7, Y in 3\/5..10, Z in 2..5\/8, X #= Y + Z, fd_dom(Y, DY), fd_dom(Z, DZ)),
     checks([X == 7, DY == 3\/5, DZ == 2\/4])).
case((A in 0\/2\/4..8, B in 4..7\/9, C in 1..2\/5..6\/8..9\/11, D in -2\/1, A - 3*B + C #= D + 7,
      fd_dom(A, DA), fd_dom(C, DC)),
     checks([B == 4, D == -2, DA == 6\/8, DC == 9\/11])).
% ... the same sum with a third variable left open stays on bounds (5 is
% kept for Y, though no Z goes with it)
case((X in 1..3\/9, Y in 4..5\/7..8, Z in 1..2\/5..6\/8, W in 0..1, X #= Y + Z + W, fd_dom(Y, DY), fd_dom(Z, DZ)),
     checks([X == 9, DY == 4..5\/7..8, DZ == 1..2\/5])).
