% N-queens for GNU Prolog's FD solver (same model as queens.pl).
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

queens_ff(N) :- n_queens(N, Qs), fd_labeling(Qs, [variable_method(ff)]), !.

bench(0) :- !.
bench(N) :- queens_ff(8), queens_ff(20), queens_ff(50), queens_ff(100), N1 is N - 1, bench(N1).

% bench(Size, N): Size queens only, N times.
bench(_, 0) :- !.
bench(S, N) :- queens_ff(S), N1 is N - 1, bench(S, N1).

bench_check :- n_queens(20, Qs), fd_labeling(Qs, [variable_method(ff)]), !, write(Qs), nl.
