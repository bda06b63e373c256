% primes -- the sieve of Eratosthenes up to 10000 on a list.
%
% The list 2..10000 is filtered: the head is a prime and its multiples
% are removed from the tail.  Once the head P has P*P > 10000 the rest
% of the list are all primes.
%
%   bench(N)      sieve N times, no output
%   bench_check   print the number of primes, the last one and their sum

primes(Max, Ps) :- upto(2, Max, Ns), sieve(Ns, Max, Ps).

sieve([], _, []).
sieve([P|Ns], Max, [P|Ns]) :- P * P > Max, !.
sieve([P|Ns], Max, [P|Ps]) :- remove(Ns, P, Ns1), sieve(Ns1, Max, Ps).

remove([], _, []).
remove([N|Ns], P, Ms) :- N mod P =:= 0, !, remove(Ns, P, Ms).
remove([N|Ns], P, [N|Ms]) :- remove(Ns, P, Ms).

upto(I, N, []) :- I > N, !.
upto(I, N, [I|Is]) :- I1 is I + 1, upto(I1, N, Is).

bench(N) :- loop(N).

loop(N) :- N =< 0, !.
loop(N) :- \+ \+ primes(10000, _), N1 is N - 1, loop(N1).

bench_check :-
    primes(10000, Ps),
    stats(Ps, 0, C, 0, S, 0, L),
    write(primes(10000, count = C, last = L, sum = S)), nl.

stats([], C, C, S, S, L, L).
stats([P|Ps], C0, C, S0, S, _, L) :-
    C1 is C0 + 1, S1 is S0 + P,
    stats(Ps, C1, C, S1, S, P, L).
