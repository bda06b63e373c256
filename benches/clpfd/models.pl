% CLP(FD) benchmark models for hornbook and SWI-Prolog (library(clpfd));
% models_gp.pl has the same models for GNU Prolog's FD solver.
%
%   timed(W, N)   run workload W N times; print the CPU time per run in µs
%   bt(W)         run W with a counting labeling (same search in every
%                 system); print how often the search backtracked
%   check(W)      print W's first answer
%
% Workloads: send_more, queens(N) (first solution, first-fail), queens_all
% (all 92 solutions of 8 queens), sudoku(platinum_blonde), sudoku(ai_escargot).
:- use_module(library(clpfd)).

% ---------------------------------------------------------------- models

send_more([S,E,N,D,M,O,R,Y]) :-
    Vars = [S,E,N,D,M,O,R,Y],
    Vars ins 0..9,
    all_different(Vars),
    S*1000 + E*100 + N*10 + D + M*1000 + O*100 + R*10 + E #=
        M*10000 + O*1000 + N*100 + E*10 + Y,
    M #\= 0, S #\= 0.

n_queens(N, Qs) :-
    length(Qs, N),
    Qs ins 1..N,
    safe_queens(Qs).
safe_queens([]).
safe_queens([Q|Qs]) :- safe_queens(Qs, Q, 1), safe_queens(Qs).
safe_queens([], _, _).
safe_queens([Q|Qs], Q0, D0) :-
    Q0 #\= Q,
    abs(Q0 - Q) #\= D0,
    D1 is D0 + 1,
    safe_queens(Qs, Q0, D1).

sudoku(Rows) :-
    length(Rows, 9), maplist(same_length(Rows), Rows),
    append(Rows, Vs), Vs ins 1..9,
    maplist(all_distinct, Rows),
    transpose(Rows, Columns),
    maplist(all_distinct, Columns),
    Rows = [As,Bs,Cs,Ds,Es,Fs,Gs,Hs,Is],
    blocks(As, Bs, Cs), blocks(Ds, Es, Fs), blocks(Gs, Hs, Is).
blocks([], [], []).
blocks([N1,N2,N3|Ns1], [N4,N5,N6|Ns2], [N7,N8,N9|Ns3]) :-
    all_distinct([N1,N2,N3,N4,N5,N6,N7,N8,N9]),
    blocks(Ns1, Ns2, Ns3).

problem(platinum_blonde,
        [[_,_,_,_,_,_,_,1,2],
         [_,_,_,_,_,_,_,_,3],
         [_,_,2,3,_,_,4,_,_],
         [_,_,1,8,_,_,_,_,5],
         [_,6,_,_,7,_,8,_,_],
         [_,_,_,_,_,9,_,_,_],
         [_,_,8,5,_,_,_,_,_],
         [9,_,_,_,4,_,5,_,_],
         [4,7,_,_,_,6,_,_,_]]).
problem(ai_escargot,
        [[1,_,_,_,_,7,_,9,_],
         [_,3,_,_,2,_,_,_,8],
         [_,_,9,6,_,_,5,_,_],
         [_,_,5,3,_,_,9,_,_],
         [_,1,_,_,8,_,_,_,2],
         [6,_,_,_,_,4,_,_,_],
         [3,_,_,_,_,_,_,1,_],
         [_,4,_,_,_,_,_,_,7],
         [_,_,7,_,_,_,3,_,_]]).

% ---------------------------------------------------------------- workloads

% setup(W, Vars, Select): post W's constraints; Vars are labeled with Select.
setup(send_more, Vs, leftmost) :- send_more(Vs).
setup(queens(N), Qs, ff) :- n_queens(N, Qs).
setup(queens_all, Qs, leftmost) :- n_queens(8, Qs).
setup(sudoku(P), Vs, leftmost) :- problem(P, Rows), sudoku(Rows), append(Rows, Vs).

all_solutions(queens_all).

run(W) :-
    setup(W, Vs, Sel),
    (   all_solutions(W)
    ->  findall(x, labeling([Sel], Vs), _)
    ;   once(labeling([Sel], Vs))
    ).

timed(W, N) :-
    statistics(cputime, T0),
    loop(W, N),
    statistics(cputime, T1),
    U is (T1 - T0) * 1000000 / N,
    format("~1f~n", [U]).
loop(_, 0) :- !.
loop(W, N) :- \+ \+ run(W), N1 is N - 1, loop(W, N1).

check(W) :- setup(W, Vs, Sel), once(labeling([Sel], Vs)), write(Vs), nl.

% ---------------------------------------------------------------- counting labeling

bt(W) :-
    nb_setval(fd_backtracks, 0),
    setup(W, Vs, Sel),
    (   all_solutions(W)
    ->  findall(x, clabel(Sel, Vs), _)
    ;   once(clabel(Sel, Vs))
    ),
    nb_getval(fd_backtracks, B),
    write(B), nl.

% clabel(Sel, Vs): labeling by steps (V = Min, or V #\= Min), counting
% every return to the second branch.
clabel(Sel, Vs) :-
    unbound(Vs, Us),
    (   Us == []
    ->  true
    ;   pick(Sel, Us, V),
        fd_inf(V, Min),
        (   V = Min
        ;   nb_getval(fd_backtracks, B0), B1 is B0 + 1, nb_setval(fd_backtracks, B1),
            V #\= Min
        ),
        clabel(Sel, Us)
    ).
unbound([], []).
unbound([V|Vs], Us) :- ( var(V) -> Us = [V|Us1] ; Us = Us1 ), unbound(Vs, Us1).
pick(leftmost, [V|_], V).
pick(ff, [V|Vs], X) :- fd_size(V, S), smallest(Vs, V, S, X).
smallest([], X, _, X).
smallest([V|Vs], X0, S0, X) :-
    fd_size(V, S),
    (   S < S0 -> smallest(Vs, V, S, X) ; smallest(Vs, X0, S0, X) ).
