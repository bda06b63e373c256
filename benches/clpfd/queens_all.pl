% All 92 solutions of 8-queens with CLP(FD), leftmost labeling.
%
%   bench(N)      count the solutions N times, no output
%   bench_check   print the number of solutions
:- use_module(library(clpfd)).

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

count(C) :- findall(x, (n_queens(8, Qs), label(Qs)), L), length(L, C).

bench(0) :- !.
bench(N) :- count(92), N1 is N - 1, bench(N1).

bench_check :- count(C), write(C), nl.
