% The second set of held-out CLP(FD) models (models.pl) in GNU Prolog's FD
% syntax, compiled by run.sh with gplc: `./models_gp timed W N`,
% `./models_gp bt W`, `./models_gp answer W`.
:- discontiguous(w/2).
transpose_([], []).
transpose_([[]|_], []) :- !.
transpose_(Rows, [Col|Cols]) :- heads(Rows, Col, Rest), transpose_(Rest, Cols).
heads([], [], []).
heads([[H|T]|Rs], [H|Hs], [T|Ts]) :- heads(Rs, Hs, Ts).
lab(Vs) :- g_read(mode, M), ( M == counting -> clabel(Vs) ; fd_labeling(Vs) ).
clabel(Vs) :- unb(Vs, Us), ( Us == [] -> true ; Us = [V|_], fd_min(V, Min),
    ( V = Min ; g_read(bts, B0), B1 is B0+1, g_assign(bts, B1), V #\= Min ), clabel(Us) ).
unb([], []).
unb([V|Vs], Us) :- ( fd_var(V) -> Us = [V|Us1] ; Us = Us1 ), unb(Vs, Us1).
bt(W) :- g_assign(mode, counting), g_assign(bts, 0), w(W, A), g_read(bts, B), write(A-B), nl.
count(G, C) :- findall(x, G, L), length(L, C).
all_diff(L) :- fd_all_different(L).

latin(Rows) :-
    N = 6, length(Rows, N), row_all(Rows, N), maplist(all_diff, Rows),
    transpose_(Rows, Cols), maplist(all_diff, Cols),
    Rows = [[1,2,3,4,5,6]|_], Cols = [[1,2,3,4,5,6]|_].
row_all([], _).
row_all([R|Rs], N) :- length(R, N), fd_domain(R, 1, N), row_all(Rs, N).
w(latin, C) :- count((latin(Rs), append_all(Rs, Vs), lab(Vs)), C).
append_all([], []).
append_all([R|Rs], Vs) :- append_all(Rs, V1), append(R, V1, Vs).

edges([1-2,1-3,2-3,2-4,3-5,4-5,4-6,5-7,6-7,6-8,7-9,8-9,8-10,9-11,10-11,10-12,11-12,12-1,3-6,5-8]).
colour(Cs) :- length(Cs, 12), fd_domain(Cs, 1, 3), Cs = [1|_], edges(Es), diffs(Es, Cs).
diffs([], _).
diffs([A-B|Es], Cs) :- nth(A, Cs, X), nth(B, Cs, Y), X #\= Y, diffs(Es, Cs).
w(colour, C) :- count((colour(Cs), lab(Cs)), C).

coins(Ns) :- Ns = [A,B,C,D,E,F], fd_domain([B,C,D,E,F], 0, 10), fd_domain(A, 0, 3),
    A + 2*B + 5*C + 10*D + 20*E + 50*F #= 123.
w(coins, C) :- count((coins(Ns), lab(Ns)), C).

pyth([A,B,C]) :- fd_domain([A,B,C], 1, 90), A #< B, A*A + B*B #= C*C.
w(pyth, C) :- count((pyth(Vs), lab(Vs)), C).

ops([o(1,1,3),o(1,2,2),o(1,3,4),o(2,1,2),o(2,2,4),o(2,3,1),o(3,1,4),o(3,2,1),o(3,3,3)]).
openshop(Ss, E) :- ops(Os), length(Os, N), length(Ss, N), fd_domain(Ss, 0, 30), fd_domain(E, 0, 30),
    pairs(Os, Ss, Ps), ends(Ps, E), disj(Ps).
pairs([], [], []).
pairs([O|Os], [S|Ss], [O-S|Ps]) :- pairs(Os, Ss, Ps).
ends([], _).
ends([o(_,_,D)-S|Ps], E) :- S + D #=< E, ends(Ps, E).
disj([]).
disj([P|Ps]) :- no_overlaps(Ps, P), disj(Ps).
no_overlaps([], _).
no_overlaps([Q|Qs], P) :- no_overlap(P, Q), no_overlaps(Qs, P).
no_overlap(o(J,M,D)-S, o(J2,M2,D2)-S2) :-
    ( (J == J2 ; M == M2) -> S + D #=< S2 #\/ S2 + D2 #=< S ; true ).
w(openshop, E) :- opt(E), !.
opt(E) :- between(0, 30, E), openshop(Ss, E0), E0 #= E, append(Ss, [E0], Vs), lab(Vs), !.

grid(Rows) :- length(Rows, 6), brows(Rows), transpose_(Rows, Cols), sums(Cols), squares(Rows).
brows([]).
brows([R|Rs]) :- length(R, 6), fd_domain(R, 0, 1), sum3(R), brows(Rs).
sums([]).
sums([C|Cs]) :- sum3(C), sums(Cs).
sum3([A,B,C,D,E,F]) :- A + B + C + D + E + F #= 3.
squares([_]).
squares([R1,R2|Rs]) :- sq(R1, R2), squares([R2|Rs]).
sq([_], [_]).
sq([A,B|T1], [C,D|T2]) :- A + B + C + D #=< 3, sq([B|T1], [D|T2]).
w(grid, C) :- count((grid(Rs), append_all(Rs, Vs), lab(Vs)), C).

spread(Xs) :- length(Xs, 9), fd_domain(Xs, 1, 9), fd_all_different(Xs), gaps(Xs), Xs = [F|_], last(Xs, L), F #< L.
gaps([_]).
gaps([X,Y|T]) :- dist(X, Y) #>= 3, gaps([Y|T]).
w(spread, C) :- count((spread(Xs), lab(Xs)), C).

timed(W, N) :-
    statistics(cpu_time, [T0, _]), loop(W, N), statistics(cpu_time, [T1, _]),
    U is (T1 - T0) * 1000 / max(N, 1), format("~0f~n", [U]).
loop(_, 0) :- !.
loop(W, N) :- \+ \+ w(W, _), N1 is N - 1, loop(W, N1).
main :- argument_list([Mode, WA | Rest]),
    (   Mode == timed -> Rest = [NA], number_atom(N, NA), timed(WA, N)
    ;   Mode == bt -> bt(WA)
    ;   w(WA, A), write(A), nl ).
:- initialization(main).
