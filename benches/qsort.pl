% qsort -- quicksort of the classic 50-element list.
%
% Partition around the first element, difference lists for the result.
%
%   bench(N)      sort the list N times, no output
%   bench_check   print the sorted list

qsort([], S, S).
qsort([P|Xs], S, S0) :-
    split(Xs, P, Small, Large),
    qsort(Large, S1, S0),
    qsort(Small, S, [P|S1]).

split([], _, [], []).
split([X|Xs], P, [X|Small], Large) :- X =< P, !, split(Xs, P, Small, Large).
split([X|Xs], P, Small, [X|Large]) :- split(Xs, P, Small, Large).

data([27,74,17,33,94,18,46,83,65, 2,
      32,53,28,85,99,47,28,82, 6,11,
      55,29,39,81,90,37,10, 0,66,51,
       7,21,85,27,31,63,75, 4,95,99,
      11,28,61,74,18,92,40,53,59, 8]).

bench(N) :- data(L), loop(N, L).

loop(N, _) :- N =< 0, !.
loop(N, L) :- \+ \+ qsort(L, _, []), N1 is N - 1, loop(N1, L).

bench_check :-
    data(L), qsort(L, S, []),
    write(qsort(S)), nl.
