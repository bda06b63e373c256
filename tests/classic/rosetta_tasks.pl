% Rosetta Code style: a handful of classic tasks, each printing its
% result from one directive, as the entries written for SWI-Prolog do.

:- initialization(main).

main :-
    fizzbuzz(15),
    hanoi(3),
    primes_upto(60, Ps), format("primes: ~w~n", [Ps]),
    forall(member(N, [1990, 2008, 1666, 3999]),
           ( roman(N, R), format("~d = ~s~n", [N, R]) )),
    ackermann(2, 3, A), format("ackermann(2, 3) = ~d~n", [A]),
    factorial(100, F), number_codes(F, Ds), length(Ds, Len),
    sum_digits(Ds, Sum),
    format("100! has ~d digits, digit sum ~d~n", [Len, Sum]).

factorial(N, F) :-
    numlist(1, N, Xs),
    foldl([X, A0, A]>>(A is A0 * X), Xs, 1, F).

sum_digits(Ds, Sum) :-
    foldl([D, S0, S]>>(S is S0 + D - 0'0), Ds, 0, Sum).

fizzbuzz(Max) :-
    forall(between(1, Max, I),
           (   I mod 15 =:= 0 -> writeln('FizzBuzz')
           ;   I mod 3 =:= 0 -> writeln('Fizz')
           ;   I mod 5 =:= 0 -> writeln('Buzz')
           ;   writeln(I)
           )).

hanoi(N) :-
    move(N, left, right, centre).

move(0, _, _, _) :- !.
move(N, From, To, Via) :-
    M is N - 1,
    move(M, From, Via, To),
    format("Move a disk from ~w to ~w~n", [From, To]),
    move(M, Via, To, From).

primes_upto(N, Ps) :-
    numlist(2, N, Ns),
    sieve(Ns, Ps).

sieve([], []).
sieve([P|Xs], [P|Ps]) :-
    exclude([X]>>(0 is X mod P), Xs, Ys),
    sieve(Ys, Ps).

roman(0, []) :- !.
roman(N, R) :-
    member(V-S, [1000-"M", 900-"CM", 500-"D", 400-"CD", 100-"C", 90-"XC",
                 50-"L", 40-"XL", 10-"X", 9-"IX", 5-"V", 4-"IV", 1-"I"]),
    N >= V, !,
    N1 is N - V,
    roman(N1, R1),
    string_codes(S, Cs),
    append(Cs, R1, R).

ackermann(0, N, A) :- !, A is N + 1.
ackermann(M, 0, A) :- !, M1 is M - 1, ackermann(M1, 1, A).
ackermann(M, N, A) :-
    M1 is M - 1, N1 is N - 1,
    ackermann(M, N1, A1),
    ackermann(M1, A1, A).
