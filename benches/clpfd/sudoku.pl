% Sudoku with CLP(FD) (SWI-Prolog's documented model): all_distinct on
% rows, columns and blocks, then labeling.
%
%   bench(N)      solve "platinum blonde" and "AI escargot" N times, no output
%   bench_check   print the solution of "platinum blonde"
:- use_module(library(clpfd)).

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

solve(Name, Rows) :- problem(Name, Rows), sudoku(Rows), append(Rows, Vs), label(Vs), !.

bench(0) :- !.
bench(N) :- solve(platinum_blonde, _), solve(ai_escargot, _), N1 is N - 1, bench(N1).

bench_check :- solve(platinum_blonde, Rows), write(Rows), nl.
