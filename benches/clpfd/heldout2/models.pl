% A second set of held-out CLP(FD) models: the hornbook and swipl side
% (models_gp.pl is the same models in GNU Prolog's FD syntax; run.sh times
% them paired against gplc). Written after the first set had been tuned to,
% to see whether its figures carry over to models of other shapes: keep it
% a check, and do not tune to it.
%
%   w(W, Answer)   the workload: every solution counted (openshop: the
%                  smallest makespan), by leftmost labeling, smallest first
%   timed(W, N)    µs of CPU per run of W, over N runs
%   bt(W)          Answer-Backtracks of the same search by steps
:- use_module(library(clpfd)).
:- discontiguous(w/2).

% 1. Reduced Latin squares of order 6 (first row and column 1..6): count (9408).
latin(Rows) :-
    N = 6, length(Rows, N), maplist(row(N), Rows), maplist(all_different, Rows),
    transpose(Rows, Cols), maplist(all_different, Cols),
    Rows = [[1,2,3,4,5,6]|Rs], Cols = [[1,2,3,4,5,6]|_], Rs = _.
row(N, R) :- length(R, N), R ins 1..N.
w(latin, C) :- findall(x, (latin(Rs), append(Rs, Vs), lab(Vs)), L), length(L, C).

% 2. Graph colouring: all 3-colourings of a 12-node graph (node 1 fixed to 1).
edges([1-2,1-3,2-3,2-4,3-5,4-5,4-6,5-7,6-7,6-8,7-9,8-9,8-10,9-11,10-11,10-12,11-12,12-1,3-6,5-8]).
colour(Cs) :- length(Cs, 12), Cs ins 1..3, Cs = [1|_], edges(Es), maplist(diff(Cs), Es).
diff(Cs, A-B) :- nth1(A, Cs, X), nth1(B, Cs, Y), X #\= Y.
w(colour, C) :- findall(x, (colour(Cs), lab(Cs)), L), length(L, C).

% 3. Change-making: ways to pay 123 with coins 1,2,5,10,20,50 (at most 10 of each but 1s at most 3).
coins(Ns) :- Ns = [A,B,C,D,E,F], [B,C,D,E,F] ins 0..10, A in 0..3,
    A + 2*B + 5*C + 10*D + 20*E + 50*F #= 123.
w(coins, C) :- findall(x, (coins(Ns), lab(Ns)), L), length(L, C).

% 4. Pythagorean triples A^2+B^2 = C^2, A < B, C =< 90: count.
pyth([A,B,C]) :- [A,B,C] ins 1..90, A #< B, A*A + B*B #= C*C.
w(pyth, C) :- findall(x, (pyth(Vs), lab(Vs)), L), length(L, C).

% 5. Open shop, 3 jobs x 3 machines, one task at a time per machine and per job: the smallest
%    makespan, posting the model again for each candidate makespan from 0 up.
ops([o(1,1,3),o(1,2,2),o(1,3,4),o(2,1,2),o(2,2,4),o(2,3,1),o(3,1,4),o(3,2,1),o(3,3,3)]).
openshop(Ss, E) :- ops(Os), length(Os, N), length(Ss, N), Ss ins 0..30, E in 0..30,
    pairs(Os, Ss, Ps), ends(Ps, E), disj(Ps).
pairs([], [], []).
pairs([O|Os], [S|Ss], [O-S|Ps]) :- pairs(Os, Ss, Ps).
ends([], _).
ends([o(_,_,D)-S|Ps], E) :- S + D #=< E, ends(Ps, E).
disj([]).
disj([P|Ps]) :- maplist(no_overlap(P), Ps), disj(Ps).
no_overlap(o(J,M,D)-S, o(J2,M2,D2)-S2) :-
    ( (J == J2 ; M == M2) -> S + D #=< S2 #\/ S2 + D2 #=< S ; true ).
w(openshop, E) :- once(opt(E)).
opt(E) :- between(0, 30, E), openshop(Ss, E0), E0 #= E, append(Ss, [E0], Vs), once(lab(Vs)), !.

% 6. Reified counting: 0/1 matrix 6x6, row sums 3, column sums 3, no 2x2 all-ones square; count.
grid(Rows) :- length(Rows, 6), maplist(brow, Rows), transpose(Rows, Cols), maplist(sum3, Cols),
    squares(Rows).
brow(R) :- length(R, 6), R ins 0..1, sum3(R).
sum3(R) :- sum(R, #=, 3).
squares([_]).
squares([R1,R2|Rs]) :- sq(R1, R2), squares([R2|Rs]).
sq([_], [_]).
sq([A,B|T1], [C,D|T2]) :- A + B + C + D #=< 3, sq([B|T1], [D|T2]).
w(grid, C) :- findall(x, (grid(Rs), append(Rs, Vs), lab(Vs)), L), length(L, C).

% 7. Sequence: an all-different sequence of 9 with |X_i - X_{i+1}| >= 3, X1 < X9; count.
spread(Xs) :- length(Xs, 9), Xs ins 1..9, all_different(Xs), gaps(Xs), Xs = [F|_], last(Xs, L), F #< L.
gaps([_]).
gaps([X,Y|T]) :- abs(X - Y) #>= 3, gaps([Y|T]).
w(spread, C) :- findall(x, (spread(Xs), lab(Xs)), L), length(L, C).

timed(W, N) :- statistics(cputime, T0), ( between(1, N, _), w(W, _), fail ; true ),
    statistics(cputime, T1), T is (T1 - T0) * 1000000 / N, format("~0f~n", [T]).
answer(W) :- w(W, A), write(A), nl.
% lab(Vs): leftmost labeling, smallest value first; under bt/1 the same search by steps
% (V = Min ; V #\= Min), counting each second branch.
lab(Vs) :- ( nb_getval(hb2_mode, counting) -> clabel(Vs) ; labeling([], Vs) ).
clabel(Vs) :- exclude(integer, Vs, Us), ( Us == [] -> true ; Us = [V|_], fd_inf(V, Min),
    ( V = Min ; nb_getval(hb2_bt, B0), B1 is B0+1, nb_setval(hb2_bt, B1), V #\= Min ), clabel(Us) ).
bt(W) :- nb_setval(hb2_mode, counting), nb_setval(hb2_bt, 0), w(W, A), nb_getval(hb2_bt, B),
    nb_setval(hb2_mode, native), write(A-B), nl.
:- initialization(nb_setval(hb2_mode, native)).
