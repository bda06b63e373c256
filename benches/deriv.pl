% deriv -- symbolic differentiation (ops8, log10, divide10, times10).
%
% d(Expr, X, D): D is the derivative of Expr with respect to X, without
% simplification.  The four classic test expressions: a product of sums
% and powers (ops8), ten nested logarithms (log10), and ten-fold nested
% quotients and products of x (divide10, times10).
%
%   bench(N)      differentiate all four expressions N times, no output
%   bench_check   print the sizes (number of nodes) of the four results

d(U + V, X, DU + DV) :- !, d(U, X, DU), d(V, X, DV).
d(U - V, X, DU - DV) :- !, d(U, X, DU), d(V, X, DV).
d(U * V, X, DU * V + U * DV) :- !, d(U, X, DU), d(V, X, DV).
d(U / V, X, (DU * V - U * DV) / V ^ 2) :- !, d(U, X, DU), d(V, X, DV).
d(U ^ N, X, DU * N * U ^ N1) :- !, N1 is N - 1, d(U, X, DU).
d(-U, X, -DU) :- !, d(U, X, DU).
d(exp(U), X, exp(U) * DU) :- !, d(U, X, DU).
d(log(U), X, DU / U) :- !, d(U, X, DU).
d(X, X, 1) :- !.
d(_, _, 0).

expr(ops8, (x + 1) * ((x ^ 2 + 2) * (x ^ 3 + 3))).
expr(log10, log(log(log(log(log(log(log(log(log(log(x))))))))))).
expr(divide10, ((((((((x / x) / x) / x) / x) / x) / x) / x) / x) / x).
expr(times10, ((((((((x * x) * x) * x) * x) * x) * x) * x) * x) * x).

ops8 :- expr(ops8, E), d(E, x, _).
log10 :- expr(log10, E), d(E, x, _).
divide10 :- expr(divide10, E), d(E, x, _).
times10 :- expr(times10, E), d(E, x, _).

bench(N) :- loop(N).

loop(N) :- N =< 0, !.
loop(N) :-
    \+ \+ ops8, \+ \+ log10, \+ \+ divide10, \+ \+ times10,
    N1 is N - 1, loop(N1).

% size(T, S): number of nodes of a derivative.
size(A + B, S) :- !, size2(A, B, S).
size(A - B, S) :- !, size2(A, B, S).
size(A * B, S) :- !, size2(A, B, S).
size(A / B, S) :- !, size2(A, B, S).
size(A ^ B, S) :- !, size2(A, B, S).
size(-A, S) :- !, size(A, S0), S is S0 + 1.
size(exp(A), S) :- !, size(A, S0), S is S0 + 1.
size(log(A), S) :- !, size(A, S0), S is S0 + 1.
size(_, 1).

size2(A, B, S) :- size(A, SA), size(B, SB), S is SA + SB + 1.

bench_check :-
    check(ops8, S1), check(log10, S2), check(divide10, S3), check(times10, S4),
    write(deriv(ops8 = S1, log10 = S2, divide10 = S3, times10 = S4)), nl.

check(Name, S) :- expr(Name, E), d(E, x, D), size(D, S).
