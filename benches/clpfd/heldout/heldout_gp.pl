% The models of heldout.pl in GNU Prolog's FD syntax: the same
% constraints in the same order (fd_domain/3 for `ins`, fd_all_different/1
% for all_different/1, #<=> for #<==>, dist/2 for abs of a difference),
% the same counting labeling and branch and bound. Compiled with gplc by
% run.sh:
%
%   ./heldout_gp timed 'golomb(8)' 10     CPU time per solve in µs
%   ./heldout_gp bt 'golomb(8)'           backtracks of the counting labeling
%   ./heldout_gp check 'golomb(8)'        the answer

% ---------------------------------------------------------------- helpers

lin_sum([X], X) :- !.
lin_sum([X|Xs], X + E) :- lin_sum(Xs, E).
scalar([C], [X], C*X) :- !.
scalar([C|Cs], [X|Xs], C*X + E) :- scalar(Cs, Xs, E).
numbers(L, H, []) :- L > H, !.
numbers(L, H, [L|Ns]) :- L1 is L + 1, numbers(L1, H, Ns).
increasing([_]) :- !.
increasing([X,Y|Zs]) :- X #< Y, increasing([Y|Zs]).
last_of([X], X) :- !.
last_of([_|Xs], X) :- last_of(Xs, X).
columns([[]|_], []) :- !.
columns(Rows, [Col|Cols]) :- firsts(Rows, Col, Rests), columns(Rests, Cols).
firsts([], [], []).
firsts([[X|Xs]|Rs], [X|Col], [Xs|Rests]) :- firsts(Rs, Col, Rests).
flat([], []).
flat([R|Rs], Vs) :- append(R, Vs1, Vs), flat(Rs, Vs1).
take(0, Xs, [], Xs) :- !.
take(N, [X|Xs], [X|Ys], Rest) :- N1 is N - 1, take(N1, Xs, Ys, Rest).

% ---------------------------------------------------------------- models

% magic series: S[I] is how often I occurs in S (reified counting)
magic_series(N, S) :-
    length(S, N), N1 is N - 1, fd_domain(S, 0, N1),
    ms_counts(S, 0, S),
    lin_sum(S, Sum), Sum #= N,
    numbers(0, N1, Is), scalar(Is, S, W), W #= N.
ms_counts([], _, _).
ms_counts([X|Xs], I, S) :-
    ms_bools(S, I, Bs), lin_sum(Bs, E), X #= E,
    I1 is I + 1, ms_counts(Xs, I1, S).
ms_bools([], _, []).
ms_bools([Y|Ys], I, [B|Bs]) :- B #<=> (Y #= I), ms_bools(Ys, I, Bs).

% sudoku with value-eliminating all_different (as GNU's fd_all_different)
sudoku(Clues, Vs) :-
    atom_codes(Clues, Cs), clue_rows(Cs, Rows), flat(Rows, Vs),
    fd_domain(Vs, 1, 9),
    rows_distinct(Rows), columns(Rows, Cols), rows_distinct(Cols),
    Rows = [A,B,C,D,E,F,G,H,I],
    blocks(A, B, C), blocks(D, E, F), blocks(G, H, I).
clue_rows([], []) :- !.
clue_rows(Cs, [R|Rs]) :- take(9, Cs, Row, Rest), clue_row(Row, R), clue_rows(Rest, Rs).
clue_row([], []).
clue_row([0'0|Cs], [_|Vs]) :- !, clue_row(Cs, Vs).
clue_row([C|Cs], [V|Vs]) :- V is C - 0'0, clue_row(Cs, Vs).
rows_distinct([]).
rows_distinct([R|Rs]) :- fd_all_different(R), rows_distinct(Rs).
blocks([], [], []).
blocks([N1,N2,N3|Ns1], [N4,N5,N6|Ns2], [N7,N8,N9|Ns3]) :-
    fd_all_different([N1,N2,N3,N4,N5,N6,N7,N8,N9]),
    blocks(Ns1, Ns2, Ns3).

% 17-clue sudokus
puzzle(1, '000000010400000000020000000000050407008000300001090000300400200050100000000806000').
puzzle(2, '000000010400000000020000000000050604008000300001090000300400200050100000000807000').
puzzle(3, '000000012000035000000600070700000300000400800100000000000120000080000040050000600').
puzzle(4, '000000012003600000000007000410020000000500300700000600280000040000300500000000000').
puzzle(5, '000000012008030000000000040120500000000004700060000000507000300000620000000100000').

% Golomb ruler: N marks from 0, all differences distinct, length L
golomb(N, L, Ms) :-
    length(Ms, N), Ms = [0|_], fd_domain(Ms, 0, L), increasing(Ms),
    last_of(Ms, L),
    differences(Ms, Ds), fd_all_different(Ds),
    Ds = [D1|_], last_of(Ds, Dn), D1 #< Dn.
differences([], []).
differences([M|Ms], Ds) :- diffs_from(Ms, M, Ds, Ds1), differences(Ms, Ds1).
diffs_from([], _, Ds, Ds).
diffs_from([M|Ms], M0, [D|Ds], Tail) :- D #= M - M0, diffs_from(Ms, M0, Ds, Tail).

% Langford's problem L(2, N): the two Ks are K places apart
langford(N, Vs) :-
    length(Ps, N), length(Qs, N), M is 2 * N,
    fd_domain(Ps, 1, M), fd_domain(Qs, 1, M),
    lf_gaps(Ps, Qs, 2),
    append(Ps, Qs, Vs), fd_all_different(Vs).
lf_gaps([], [], _).
lf_gaps([P|Ps], [Q|Qs], K) :- Q #= P + K, K1 is K + 1, lf_gaps(Ps, Qs, K1).

% knapsack: at most 12 of each of 8 items, weight at most 170, value V
knapsack(Xs, V) :-
    Xs = [_,_,_,_,_,_,_,_], fd_domain(Xs, 0, 12),
    scalar([13,17,19,23,29,31,37,41], Xs, W), W #=< 170,
    scalar([20,27,30,37,47,49,59,66], Xs, E), V #= E.

% magic square of order N
magic_square(N, Vs) :-
    NN is N * N, Sum is N * (NN + 1) // 2,
    length(Rows, N), ms_rows(Rows, N), flat(Rows, Vs),
    fd_domain(Vs, 1, NN), fd_all_different(Vs),
    sums_are(Rows, Sum), columns(Rows, Cols), sums_are(Cols, Sum),
    diagonal(Rows, 0, D1), lin_sum(D1, E1), E1 #= Sum,
    reverse_rows(Rows, RRows), diagonal(RRows, 0, D2), lin_sum(D2, E2), E2 #= Sum.
ms_rows([], _).
ms_rows([R|Rs], N) :- length(R, N), ms_rows(Rs, N).
sums_are([], _).
sums_are([R|Rs], S) :- lin_sum(R, E), E #= S, sums_are(Rs, S).
diagonal([], _, []).
diagonal([R|Rs], I, [X|Xs]) :- at(I, R, X), I1 is I + 1, diagonal(Rs, I1, Xs).
at(0, [X|_], X) :- !.
at(I, [_|Xs], X) :- I1 is I - 1, at(I1, Xs, X).
reverse_rows([], []).
reverse_rows([R|Rs], [V|Vs]) :- reverse(R, V), reverse_rows(Rs, Vs).

% zebra (Einstein's puzzle); "next to" as a disjunction
zebra(Vs) :-
    Nat = [English, Spaniard, Japanese, Ukrainian, Norwegian],
    Col = [Red, Green, White, Yellow, Blue],
    Pet = [Dog, Snails, Fox, Horse, _Zebra],
    Drk = [Tea, Coffee, Milk, Juice, _Water],
    Smk = [Kools, Chesterfield, Winston, LuckyStrike, Parliament],
    flat([Nat, Col, Pet, Drk, Smk], Vs), fd_domain(Vs, 1, 5),
    fd_all_different(Nat), fd_all_different(Col), fd_all_different(Pet),
    fd_all_different(Drk), fd_all_different(Smk),
    English #= Red, Spaniard #= Dog, Coffee #= Green, Ukrainian #= Tea,
    Green #= White + 1, Winston #= Snails, Kools #= Yellow, Milk #= 3,
    Norwegian #= 1, next_to(Chesterfield, Fox), next_to(Kools, Horse),
    LuckyStrike #= Juice, Japanese #= Parliament, next_to(Norwegian, Blue).
next_to(X, Y) :- X #= Y + 1 #\/ Y #= X + 1.

% DONALD + GERALD = ROBERT
donald(Vs) :-
    Vs = [D,O,N,A,L,G,E,R,B,T], fd_domain(Vs, 0, 9), fd_all_different(Vs),
    100000*D + 10000*O + 1000*N + 100*A + 10*L + D +
    100000*G + 10000*E + 1000*R + 100*A + 10*L + D #=
    100000*R + 10000*O + 1000*B + 100*E + 10*R + T,
    D #\= 0, G #\= 0, R #\= 0.

% SEND + MOST = MONEY, maximising MONEY
send_most(Vs, Money) :-
    Vs = [S,E,N,D,M,O,T,Y], fd_domain(Vs, 0, 9), fd_all_different(Vs),
    1000*S + 100*E + 10*N + D + 1000*M + 100*O + 10*S + T #=
        10000*M + 1000*O + 100*N + 10*E + Y,
    S #\= 0, M #\= 0,
    Money #= 10000*M + 1000*O + 100*N + 10*E + Y.

% N queens, diagonals as linear disequalities
queens(N, Qs) :- length(Qs, N), fd_domain(Qs, 1, N), safe(Qs).
safe([]).
safe([Q|Qs]) :- no_attack(Qs, Q, 1), safe(Qs).
no_attack([], _, _).
no_attack([Q|Qs], Q0, D) :-
    Q0 #\= Q, Q0 #\= Q + D, Q0 #\= Q - D,
    D1 is D + 1, no_attack(Qs, Q0, D1).

% balanced incomplete block design (V, B, R, K, Lambda) as a 0/1 matrix
bibd(V, B, R, K, L, Vs) :-
    length(Rows, V), bibd_rows(Rows, B), flat(Rows, Vs), fd_domain(Vs, 0, 1),
    sums_are(Rows, R), columns(Rows, Cols), sums_are(Cols, K),
    row_pairs(Rows, L).
bibd_rows([], _).
bibd_rows([R|Rs], B) :- length(R, B), bibd_rows(Rs, B).
row_pairs([], _).
row_pairs([R|Rs], L) :- pairs_with(Rs, R, L), row_pairs(Rs, L).
pairs_with([], _, _).
pairs_with([S|Ss], R, L) :- both(R, S, Zs), lin_sum(Zs, E), E #= L, pairs_with(Ss, R, L).
both([], [], []).
both([X|Xs], [Y|Ys], [Z|Zs]) :- Z #<=> (X #/\ Y), both(Xs, Ys, Zs).

% job shop: jobs as lists of Machine-Duration; disjunctive machines by
% reified disjunction; makespan E
jobshop(Jobs, Starts, E) :-
    jobs_tasks(Jobs, 1, Tasks, Starts), fd_domain(Starts, 0, 60), fd_domain(E, 0, 60),
    precedences(Jobs, Tasks, E),
    machine_pairs(Tasks).
jobs_tasks([], _, [], []).
jobs_tasks([J|Js], I, Ts, Ss) :- job_tasks(J, I, Ts, Ts1, Ss, Ss1), I1 is I + 1, jobs_tasks(Js, I1, Ts1, Ss1).
job_tasks([], _, Ts, Ts, Ss, Ss).
job_tasks([M-D|Ms], J, [t(M, D, S, J)|Ts], Tail, [S|Ss], STail) :- job_tasks(Ms, J, Ts, Tail, Ss, STail).
precedences([], _, _).
precedences([J|Js], Ts, E) :- length(J, N), take(N, Ts, Mine, Rest), job_chain(Mine, E), precedences(Js, Rest, E).
job_chain([t(_, D, S, _)], E) :- !, S + D #=< E.
job_chain([t(_, D, S, _), T|Ts], E) :- T = t(_, _, S2, _), S + D #=< S2, job_chain([T|Ts], E).
machine_pairs([]).
machine_pairs([T|Ts]) :- disjoint_with(Ts, T), machine_pairs(Ts).
disjoint_with([], _).
disjoint_with([t(M2, D2, S2, _)|Ts], t(M, D, S, J)) :-
    (   M2 == M -> S + D #=< S2 #\/ S2 + D2 #=< S ; true ),
    disjoint_with(Ts, t(M, D, S, J)).
jobs(4, [[1-5, 2-8, 3-2, 4-7], [2-3, 1-9, 4-4, 3-6], [3-7, 4-3, 1-5, 2-4],
         [4-6, 3-4, 2-7, 1-3]]).

% Costas array of order N: a permutation whose difference rows are distinct
% (differences offset by N, as GNU Prolog's domains are not negative)
costas(N, Xs) :-
    length(Xs, N), fd_domain(Xs, 1, N), fd_all_different(Xs),
    N2 is N - 2, numbers(1, N2, Gaps), costas_rows(Gaps, N, Xs).
costas_rows([], _, _).
costas_rows([G|Gs], N, Xs) :- gap_diffs(Xs, G, N, Ds), fd_all_different(Ds), costas_rows(Gs, N, Xs).
gap_diffs(Xs, G, N, Ds) :-
    length(Xs, L), ( L =< G -> Ds = [] ;
    Xs = [X|Rest], G1 is G - 1, length(Skip, G1), append(Skip, [Y|_], Rest),
    D #= Y - X + N, Ds = [D|Ds1], gap_diffs(Rest, G, N, Ds1) ).

% all-interval series: a permutation of 0..N-1 whose steps |X' - X| are
% a permutation of 1..N-1
all_interval(N, Xs) :-
    length(Xs, N), N1 is N - 1, fd_domain(Xs, 0, N1), fd_all_different(Xs),
    steps(Xs, Ds), fd_domain(Ds, 1, N1), fd_all_different(Ds),
    Xs = [X1, X2|_], X1 #< X2, Ds = [D1|_], last_of(Ds, Dn), D1 #< Dn.
steps([_], []) :- !.
steps([X,Y|Zs], [D|Ds]) :- D #= dist(Y, X), steps([Y|Zs], Ds).

% number partitioning: 1..2N into two halves of equal sums and equal
% sums of squares
partition(N, Vs) :-
    M is 2 * N, length(Xs, N), length(Ys, N),
    append(Xs, Ys, Vs), fd_domain(Vs, 1, M), fd_all_different(Vs),
    increasing(Xs), increasing(Ys), Xs = [1|_],
    lin_sum(Xs, SX), lin_sum(Ys, SY), SX #= SY,
    squares(Xs, QX), squares(Ys, QY), lin_sum(QX, SQX), lin_sum(QY, SQY), SQX #= SQY.
squares([], []).
squares([X|Xs], [Q|Qs]) :- Q #= X * X, squares(Xs, Qs).

% car sequencing (Dincbas, Simonis, Van Hentenryck): 10 cars, 6 classes,
% 5 options with capacity P out of Q
car_sequencing(Slots) :-
    length(Slots, 10), fd_domain(Slots, 1, 6),
    class_counts([1,1,2,2,2,2], 1, Slots),
    options([[1,5,6], [3,4,6], [1,5], [1,2,4], [3]], [1-2, 2-3, 1-3, 2-5, 1-5], Slots).
class_counts([], _, _).
class_counts([D|Ds], C, Slots) :-
    is_class(Slots, C, Bs), lin_sum(Bs, E), E #= D, C1 is C + 1, class_counts(Ds, C1, Slots).
is_class([], _, []).
is_class([S|Ss], C, [B|Bs]) :- B #<=> (S #= C), is_class(Ss, C, Bs).
options([], [], _).
options([Cs|Css], [P-Q|PQs], Slots) :-
    has_option(Slots, Cs, Os), windows(Os, P, Q), options(Css, PQs, Slots).
has_option([], _, []).
has_option([S|Ss], Cs, [O|Os]) :- in_classes(Cs, S, E), O #<=> E, has_option(Ss, Cs, Os).
in_classes([C], S, S #= C) :- !.
in_classes([C|Cs], S, (S #= C) #\/ E) :- in_classes(Cs, S, E).
windows(Os, P, Q) :-
    length(Os, N), ( N < Q -> true
    ; take(Q, Os, W, _), lin_sum(W, E), E #=< P, Os = [_|Rest], windows(Rest, P, Q) ).

% kakuro: runs of white cells, each run's digits distinct and summing to
% its clue
kakuro(Vs) :-
    Vs = [A1,A2,A3, B1,B2,B3,B4, C1,C2,C3,C4,C5, D2,D3,D4,D5, E3,E4,E5,
          F1,F2, G1,G2,G3, H2,H3,H4],
    fd_domain(Vs, 1, 9),
    runs([15-[A1,A2,A3], 21-[B1,B2,B3,B4], 20-[C1,C2,C3,C4,C5], 23-[D2,D3,D4,D5],
          17-[E3,E4,E5], 11-[F1,F2], 17-[G1,G2,G3], 9-[H2,H3,H4],
          14-[A1,B1,C1], 20-[A2,B2,C2,D2], 29-[A3,B3,C3,D3,E3], 18-[B4,C4,D4,E4],
          15-[C5,D5,E5], 15-[F1,G1], 13-[F2,G2,H2], 5-[G3,H3]]).
runs([]).
runs([S-Cells|Rs]) :- fd_all_different(Cells), lin_sum(Cells, E), E #= S, runs(Rs).

% ---------------------------------------------------------------- workloads

% workload(W, Mode): solve W; Mode is native (the system's labeling) or
% counting (clabel/2). Vs are W's answer.
workload(magic_series(N), M, S) :- magic_series(N, S), search(M, leftmost, S).
workload(sudoku17, M, Sols) :- findall(Vs, (puzzle(_, P), sudoku(P, Vs), once(search(M, ff, Vs))), Sols).
workload(golomb(N), M, Ms) :- golomb_shortest(N, 1, M, Ms).
workload(langford(N), M, Vs) :- langford(N, Vs), search(M, leftmost, Vs).
workload(langford_all(N), M, C) :- findall(x, (langford(N, Vs), search(M, leftmost, Vs)), L), length(L, C).
workload(knapsack, M, V-Xs) :- knapsack(Xs, V), maximise(M, leftmost, Xs, V).
workload(magic_square(N), M, Vs) :- magic_square(N, Vs), search(M, ff, Vs).
workload(zebra, M, Vs) :- zebra(Vs), search(M, leftmost, Vs).
workload(donald, M, Vs) :- donald(Vs), search(M, leftmost, Vs).
workload(send_most, M, Money-Vs) :- send_most(Vs, Money), maximise(M, leftmost, Vs, Money).
workload(queens_all(N), M, C) :- findall(x, (queens(N, Qs), search(M, leftmost, Qs)), L), length(L, C).
workload(bibd(V, B, R, K, L), M, Vs) :- bibd(V, B, R, K, L, Vs), search(M, leftmost, Vs).
workload(jobshop, M, E-Ss) :- jobs(4, Js), jobshop(Js, Ss, E), append(Ss, [E], Vs), minimise(M, leftmost, Vs, E).
workload(costas(N), M, Xs) :- costas(N, Xs), search(M, leftmost, Xs).
workload(all_interval(N), M, Xs) :- all_interval(N, Xs), search(M, leftmost, Xs).
workload(partition(N), M, Vs) :- partition(N, Vs), search(M, leftmost, Vs).
workload(car_sequencing, M, Ss) :- car_sequencing(Ss), search(M, leftmost, Ss).
workload(kakuro, M, Vs) :- kakuro(Vs), search(M, ff, Vs).

% the shortest ruler: lengths tried upwards from L
golomb_shortest(N, L, M, Ms) :-
    (   golomb(N, L, Ms), search(M, leftmost, Ms) -> true
    ;   L1 is L + 1, golomb_shortest(N, L1, M, Ms)
    ).

search(native, Sel, Vs) :- label_with(Sel, Vs).
search(counting, Sel, Vs) :- clabel(Sel, Vs).
label_with(leftmost, Vs) :- fd_labeling(Vs).
% first-fail with ties to the leftmost, as SWI-Prolog's and hornbook's
% labeling([ff], Vs): GNU's default reorder(true) swaps the array entries
% as it compares them (untrailed), so later ties fall elsewhere and the
% search is another one (sudoku17: GNU counts 3227 backtracks with it,
% 7040 without, and runs 45.6M instructions per solve against 103.7M).
label_with(ff, Vs) :- fd_labeling(Vs, [variable_method(ff), reorder(false)]).

maximise(native, Sel, Vs, V) :- fd_maximize(label_with(Sel, Vs), V).
maximise(counting, Sel, Vs, V) :- bb(Sel, Vs, V, max).
minimise(native, Sel, Vs, V) :- fd_minimize(label_with(Sel, Vs), V).
minimise(counting, Sel, Vs, V) :- bb(Sel, Vs, V, min).

% bb(Sel, Vs, V, Dir): branch and bound by restarts; each solution bounds
% the next search, and the optimum is labeled once more at the end
bb(Sel, Vs, V, Dir) :-
    g_assign(fd_best, none),
    bb_improve(Sel, Vs, V, Dir),
    g_read(fd_best, Best), Best \== none,
    V #= Best, clabel(Sel, Vs).
bb_improve(Sel, Vs, V, Dir) :-
    g_read(fd_best, B),
    (   \+ \+ ( bound(Dir, B, V), clabel(Sel, Vs), g_assign(fd_best, V) )
    ->  bb_improve(Sel, Vs, V, Dir)
    ;   true
    ).
bound(_, none, _) :- !.
bound(max, B, V) :- V #> B.
bound(min, B, V) :- V #< B.

all_solutions(langford_all(_)).
all_solutions(queens_all(_)).

timed(W, N) :-
    statistics(cpu_time, [T0, _]),
    loop(W, N),
    statistics(cpu_time, [T1, _]),
    U is (T1 - T0) * 1000 / max(N, 1),
    format("~1f~n", [U]).
loop(_, 0) :- !.
loop(W, N) :- \+ \+ once(workload(W, native, _)), N1 is N - 1, loop(W, N1).

check(W) :- once(workload(W, native, A)), write(A), nl.

% ---------------------------------------------------------------- counting labeling

bt(W) :-
    g_assign(fd_backtracks, 0),
    once(workload(W, counting, _)),
    g_read(fd_backtracks, B),
    write(B), nl.

% clabel(Sel, Vs): labeling by steps (V = Min, or V #\= Min), counting
% every return to the second branch.
clabel(Sel, Vs) :-
    unbound(Vs, Us),
    (   Us == []
    ->  true
    ;   pick(Sel, Us, V),
        fd_min(V, Min),
        (   V = Min
        ;   g_read(fd_backtracks, B0), B1 is B0 + 1, g_assign(fd_backtracks, B1),
            V #\= Min
        ),
        clabel(Sel, Us)
    ).
unbound([], []).
unbound([V|Vs], Us) :- ( fd_var(V) -> Us = [V|Us1] ; Us = Us1 ), unbound(Vs, Us1).
pick(leftmost, [V|_], V).
pick(ff, [V|Vs], X) :- fd_size(V, S), smallest(Vs, V, S, X).
smallest([], X, _, X).
smallest([V|Vs], X0, S0, X) :-
    fd_size(V, S),
    (   S < S0 -> smallest(Vs, V, S, X) ; smallest(Vs, X0, S0, X) ).

main :-
    argument_list([Mode, WA | Rest]),
    atom_concat(WA, ' .', WT),
    read_term_from_atom(WT, W, []),
    (   Mode == timed -> Rest = [NA], number_atom(N, NA), timed(W, N)
    ;   Mode == bt -> bt(W)
    ;   check(W)
    ).
:- initialization(main).
