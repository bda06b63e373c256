% queens -- all solutions of the 8-queens problem (92 of them).
%
% Backtracking search: the queens are placed row by row, each in one of
% the columns not used yet, and a queen is kept only when no queen
% already placed attacks it along a diagonal.
%
%   bench(N)      find all 92 solutions N times, no output
%   bench_check   print the number of solutions and the first one

queens(N, Qs) :- upto(1, N, Cols), place(Cols, [], Qs).

place([], Qs, Qs).
place(Cols, Placed, Qs) :-
    pick(Q, Cols, Rest),
    \+ attacks(Q, 1, Placed),
    place(Rest, [Q|Placed], Qs).

% attacks(Q, D, Placed): a queen of Placed, D rows away, is on a
% diagonal of Q.
attacks(Q, D, [P|_]) :- Q =:= P + D.
attacks(Q, D, [P|_]) :- Q =:= P - D.
attacks(Q, D, [_|Ps]) :- D1 is D + 1, attacks(Q, D1, Ps).

pick(X, [X|Xs], Xs).
pick(X, [Y|Xs], [Y|Ys]) :- pick(X, Xs, Ys).

upto(I, N, []) :- I > N, !.
upto(I, N, [I|Is]) :- I1 is I + 1, upto(I1, N, Is).

all_queens :- \+ (queens(8, _), fail).

bench(N) :- loop(N).

loop(N) :- N =< 0, !.
loop(N) :- all_queens, N1 is N - 1, loop(N1).

bench_check :-
    findall(Qs, queens(8, Qs), All),
    count(All, 0, C),
    All = [First|_],
    write(queens(8, C, First)), nl.

count([], C, C).
count([_|Xs], C0, C) :- C1 is C0 + 1, count(Xs, C1, C).
