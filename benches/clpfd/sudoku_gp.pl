% Sudoku for GNU Prolog's FD solver (same model as sudoku.pl, with
% fd_all_different, which GNU Prolog propagates by value elimination).
%
%   bench(N)      solve "platinum blonde" and "AI escargot" N times, no output
%   bench_check   print the solution of "platinum blonde"

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

solve(Name, Rows) :- problem(Name, Rows), sudoku(Rows), append_all(Rows, Vs), fd_labeling(Vs), !.

all_rows([]).
all_rows([R|Rs]) :- fd_all_different(R), all_rows(Rs).
append_all([], []).
append_all([R|Rs], Vs) :- append(R, Vs1, Vs), append_all(Rs, Vs1).
transpose([[]|_], []) :- !.
transpose(Rows, [Col|Cols]) :- firsts(Rows, Col, Rests), transpose(Rests, Cols).
firsts([], [], []).
firsts([[X|Xs]|Rs], [X|Col], [Xs|Rests]) :- firsts(Rs, Col, Rests).

bench(0) :- !.
bench(N) :- solve(platinum_blonde, _), solve(ai_escargot, _), N1 is N - 1, bench(N1).

bench_check :- solve(platinum_blonde, Rows), write(Rows), nl.
