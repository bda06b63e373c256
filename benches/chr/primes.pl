% The sieve of Eratosthenes in CHR: candidates become primes, a prime
% removes its multiples (simpagation).
:- use_module(library(chr)).
:- chr_constraint candidate/1, prime/1.

candidate(1) <=> true.
candidate(N) <=> prime(N), M is N - 1, candidate(M).
absorb @ prime(Y) \ prime(X) <=> 0 =:= X mod Y | true.

bench :-
    candidate(4000),
    findall(P, find_chr_constraint(prime(P)), Ps),
    length(Ps, N), Ps = [Smallest|_], last(Ps, Largest),
    print(N-Smallest-Largest), nl.
