% All 92 solutions of 8-queens for GNU Prolog's FD solver (same model as queens_all.pl).
n_queens(N, Qs) :-
    length(Qs, N),
    fd_domain(Qs, 1, N),
    safe_queens(Qs).

safe_queens([]).
safe_queens([Q|Qs]) :- safe_queens(Qs, Q, 1), safe_queens(Qs).

safe_queens([], _, _).
safe_queens([Q|Qs], Q0, D0) :-
    Q0 #\= Q,
    dist(Q0, Q) #\= D0,
    D1 is D0 + 1,
    safe_queens(Qs, Q0, D1).

count(C) :- findall(x, (n_queens(8, Qs), fd_labeling(Qs)), L), length(L, C).

bench(0) :- !.
bench(N) :- count(92), N1 is N - 1, bench(N1).

bench_check :- count(C), write(C), nl.
