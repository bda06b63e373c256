% crypt -- the cryptarithm SEND + MORE = MONEY.
%
% Different letters stand for different digits, and no number starts
% with 0.  The digits are chosen column by column from the right, each
% column checked with its carry as soon as its letters are known, and
% the whole search space is explored (the solution is unique).
%
%   bench(N)      search all solutions N times, no output
%   bench_check   print the solution

% solve([S,E,N,D,M,O,R,Y])
solve([S,E,N,D,M,O,R,Y]) :-
    Digits = [0,1,2,3,4,5,6,7,8,9],
    pick(D, Digits, R1),
    pick(E, R1, R2),
    column(D, E, 0, Y, C1),
    pick(Y, R2, R3),
    pick(N, R3, R4),
    pick(R, R4, R5),
    column(N, R, C1, E, C2),
    pick(O, R5, R6),
    column(E, O, C2, N, C3),
    pick(S, R6, R7), S > 0,
    pick(M, R7, _), M > 0,
    column(S, M, C3, O, M).

% column(A, B, CarryIn, Sum, CarryOut): A + B + CarryIn gives digit Sum
% and carry CarryOut.  Sum and CarryOut may be given or computed.
column(A, B, C0, Sum, C) :-
    T is A + B + C0,
    Sum0 is T mod 10, Sum = Sum0,
    C1 is T // 10, C = C1.

pick(X, [X|Xs], Xs).
pick(X, [Y|Xs], [Y|Ys]) :- pick(X, Xs, Ys).

bench(N) :- loop(N).

loop(N) :- N =< 0, !.
loop(N) :- \+ (solve(_), fail), N1 is N - 1, loop(N1).

bench_check :-
    solve([S,E,N,D,M,O,R,Y]),
    write(send_more_money([S,E,N,D]+[M,O,R,E]=[M,O,N,E,Y])), nl.
