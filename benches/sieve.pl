% sieve -- the sieve of Eratosthenes by crossing out, on a list of cells.
%
% The numbers 2..Max are a list of cells c(I, Mark) with Mark unbound.
% The first cell still unbound is a prime P; the sieve then walks the
% rest of the list counting to P and crosses out every P-th cell by
% binding its mark (unifying it again where it is crossed out already),
% without any division.  Once P * P > Max the unbound cells are the
% primes.  Unlike primes.pl, which filters the list with mod/2, the list
% is never copied: the work is list walking and variable binding.
%
%   bench(N)      sieve 2..20000 N times, no output
%   bench_check   print the number of primes, the last one and their sum

primes(Max, Ps) :-
    cells(2, Max, Cells),
    cross(Cells, Max),
    unmarked(Cells, Ps).

cells(I, Max, []) :- I > Max, !.
cells(I, Max, [c(I, _)|Cs]) :- I1 is I + 1, cells(I1, Max, Cs).

cross([], _).
cross([c(P, M)|Cs], Max) :-
    (   nonvar(M) -> cross(Cs, Max)
    ;   P * P > Max -> true
    ;   cross_every(Cs, P, P),
        cross(Cs, Max)
    ).

% cross_every(Cells, K, P): cross out the K-th cell and every P-th after.
cross_every([], _, _).
cross_every([c(_, M)|Cs], K, P) :-
    (   K =:= 1
    ->  M = crossed,
        cross_every(Cs, P, P)
    ;   K1 is K - 1,
        cross_every(Cs, K1, P)
    ).

unmarked([], []).
unmarked([c(I, M)|Cs], Ps) :-
    (   var(M) -> Ps = [I|Ps1] ; Ps = Ps1 ),
    unmarked(Cs, Ps1).

bench(N) :- loop(N).

loop(N) :- N =< 0, !.
loop(N) :- \+ \+ primes(20000, _), N1 is N - 1, loop(N1).

bench_check :-
    primes(20000, Ps),
    stats(Ps, 0, C, 0, S, 0, L),
    write(sieve(20000, count = C, last = L, sum = S)), nl.

stats([], C, C, S, S, L, L).
stats([P|Ps], C0, C, S0, S, _, L) :-
    C1 is C0 + 1, S1 is S0 + P,
    stats(Ps, C1, C, S1, S, P, L).
