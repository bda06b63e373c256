% N-queens with CLP(FD), first-fail labeling (SWI-Prolog's documented model).
%
%   bench(N)      solve 8, 20, 50 and 100 queens N times, no output
%   bench(S, N)   solve S queens N times
%   bench_check   print the first solution of 20 queens
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

queens_ff(N) :- n_queens(N, Qs), labeling([ff], Qs), !.

bench(0) :- !.
bench(N) :- queens_ff(8), queens_ff(20), queens_ff(50), queens_ff(100), N1 is N - 1, bench(N1).

% bench(Size, N): Size queens only, N times.
bench(_, 0) :- !.
bench(S, N) :- queens_ff(S), N1 is N - 1, bench(S, N1).

bench_check :- n_queens(20, Qs), labeling([ff], Qs), !, write(Qs), nl.
