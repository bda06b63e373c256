% The models of models.pl for GNU Prolog's FD solver (same constraints;
% the queens' diagonals as two linear disequalities, GNU Prolog's own
% formulation, which it propagates better than dist/2; fd_all_different
% propagates by value elimination, GNU Prolog has no matching-based
% all_distinct). Compiled with gplc by run.sh:
%
%   ./models_gp timed 'queens(8)' 2000     CPU time per run in µs
%   ./models_gp bt 'queens(8)'             backtracks of the counting labeling
%   ./models_gp check 'queens(8)'          first answer

send_more([S,E,N,D,M,O,R,Y]) :-
    Vars = [S,E,N,D,M,O,R,Y],
    fd_domain(Vars, 0, 9),
    fd_all_different(Vars),
    S*1000 + E*100 + N*10 + D + M*1000 + O*100 + R*10 + E #=
        M*10000 + O*1000 + N*100 + E*10 + Y,
    M #\= 0, S #\= 0.

n_queens(N, Qs) :-
    length(Qs, N),
    fd_domain(Qs, 1, N),
    safe_queens(Qs).
safe_queens([]).
safe_queens([Q|Qs]) :- safe_queens(Qs, Q, 1), safe_queens(Qs).
safe_queens([], _, _).
safe_queens([Q|Qs], Q0, D0) :-
    Q0 #\= Q,
    Q0 #\= Q + D0,
    Q0 #\= Q - D0,
    D1 is D0 + 1,
    safe_queens(Qs, Q0, D1).

sudoku(Rows) :-
    append_all(Rows, Vs), fd_domain(Vs, 1, 9),
    all_rows(Rows),
    transpose(Rows, Columns),
    all_rows(Columns),
    Rows = [As,Bs,Cs,Ds,Es,Fs,Gs,Hs,Is],
    blocks(As, Bs, Cs), blocks(Ds, Es, Fs), blocks(Gs, Hs, Is).
blocks([], [], []).
blocks([N1,N2,N3|Ns1], [N4,N5,N6|Ns2], [N7,N8,N9|Ns3]) :-
    fd_all_different([N1,N2,N3,N4,N5,N6,N7,N8,N9]),
    blocks(Ns1, Ns2, Ns3).
all_rows([]).
all_rows([R|Rs]) :- fd_all_different(R), all_rows(Rs).
append_all([], []).
append_all([R|Rs], Vs) :- append(R, Vs1, Vs), append_all(Rs, Vs1).
transpose([[]|_], []) :- !.
transpose(Rows, [Col|Cols]) :- firsts(Rows, Col, Rests), transpose(Rests, Cols).
firsts([], [], []).
firsts([[X|Xs]|Rs], [X|Col], [Xs|Rests]) :- firsts(Rs, Col, Rests).

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

setup(send_more, Vs, leftmost) :- send_more(Vs).
setup(queens(N), Qs, ff) :- n_queens(N, Qs).
setup(queens_all, Qs, leftmost) :- n_queens(8, Qs).
setup(sudoku(P), Vs, leftmost) :- problem(P, Rows), sudoku(Rows), append_all(Rows, Vs).

all_solutions(queens_all).

label_with(leftmost, Vs) :- fd_labeling(Vs).
label_with(ff, Vs) :- fd_labeling(Vs, [variable_method(ff)]).

run(W) :-
    setup(W, Vs, Sel),
    (   all_solutions(W)
    ->  findall(x, label_with(Sel, Vs), _)
    ;   once(label_with(Sel, Vs))
    ).

timed(W, N) :-
    statistics(cpu_time, [T0, _]),
    loop(W, N),
    statistics(cpu_time, [T1, _]),
    U is (T1 - T0) * 1000 / N,
    format("~1f~n", [U]).
loop(_, 0) :- !.
loop(W, N) :- \+ \+ run(W), N1 is N - 1, loop(W, N1).

check(W) :- setup(W, Vs, Sel), once(label_with(Sel, Vs)), write(Vs), nl.

bt(W) :-
    g_assign(fd_backtracks, 0),
    setup(W, Vs, Sel),
    (   all_solutions(W)
    ->  findall(x, clabel(Sel, Vs), _)
    ;   once(clabel(Sel, Vs))
    ),
    g_read(fd_backtracks, B),
    write(B), nl.
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
