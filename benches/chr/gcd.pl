% Greatest common divisor by repeated subtraction: one rule firing per
% subtraction, the store holding two constraints at most.
:- use_module(library(chr)).
:- chr_constraint gcd/1.

gcd(0) <=> true.
gcd(N) \ gcd(M) <=> N =< M | L is M - N, gcd(L).

bench :-
    gcd(3000000), gcd(7),
    findall(C, find_chr_constraint(C), Cs),
    print(Cs), nl.
