% Fibonacci numbers with memoisation, top down: a fib(N, M) asked for
% twice is answered by the one already in the store (the memo rule comes
% first), so the work is linear; the values are big integers.
:- use_module(library(chr)).
:- chr_constraint fib/2.

memo @ fib(N, M1) \ fib(N, M2) <=> M1 = M2.
f0 @ fib(0, M) ==> M = 1.
f1 @ fib(1, M) ==> M = 1.
fn @ fib(N, M) ==> N > 1 | N1 is N - 1, fib(N1, M1), N2 is N - 2, fib(N2, M2), M is M1 + M2.

bench :-
    fib(1500, M),
    findall(x, find_chr_constraint(_), Xs), length(Xs, L),
    D is M mod 1000000,
    print(L-D), nl.
