% CLP(FD) shifts and bitwise functions as SWI-Prolog's library(clpfd):
% << and >> propagate on bounds once the shift is known, /\, \/ and xor
% once both operands are known; \X is -X-1.
:- use_module(library(clpfd)).
case((X #= 5 /\ 3, Y #= 1 << 3, Z #= 16 >> 2, W #= 5 \/ 2), checks([X == 1, Y == 8, Z == 4, W == 7])).
case(X #= 5 xor 3, checks([X == 6])).
case(X #= \ 5, checks([X == -6])).
case(X #= -7 >> 1, checks([X == -4])).
case((X in 0..10, Y #= X >> 1, Y #= 3, findall(X, label([X]), L)), checks([L == [6, 7]])).
case((X in 0..10, 8 #= X << 2), checks([X == 2])).
case((X in 0..7, 1 #= X /\ 1, findall(X, label([X]), L)), checks([L == [1, 3, 5, 7]])).
case((X in 0..7, Y #= X /\ 1, fd_dom(Y, D)), checks([D == inf..sup])).
case((X in 0..7, Y #= X >> 1, fd_dom(Y, D)), checks([D == 0..3])).
case((X in 0..7, Y #= X << 1, fd_dom(Y, D)), checks([D == 0..14])).
case((X in 0..7, Y #= X xor 1, fd_dom(Y, D)), checks([D == inf..sup])).
case((X in 0..3, Y #= \ X, fd_dom(Y, D)), checks([D == inf..sup])).
case((Y #= \ X, X = 3), checks([Y == -4])).
case((X in 0..7, Y #= X /\ 3, X = 6), checks([Y == 2])).
case((B in 0..3, N #= 1 << B, findall(N, label([B]), L)), checks([L == [1, 2, 4, 8]])).
