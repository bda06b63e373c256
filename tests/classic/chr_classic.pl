% Classic CHR programs (library(chr)), run from main/0: what each leaves in
% the constraint store, and in which order find_chr_constraint/1 gives it.
:- use_module(library(chr)).
:- op(700, xfx, ~>).
:- chr_constraint gcd/1, candidate/1, prime/1, fib/2, leq/2,
                  make/1, find/2, union/2, (~>)/2, link/2, root/2.

% Euclid's algorithm.
gcd(0) <=> true.
gcd(N) \ gcd(M) <=> N =< M | L is M mod N, gcd(L).

% The sieve of Eratosthenes.
candidate(1) <=> true.
candidate(N) <=> prime(N), M is N - 1, candidate(M).
absorb @ prime(Y) \ prime(X) <=> 0 =:= X mod Y | true.

% Fibonacci numbers, memoised.
memo @ fib(N, M1) \ fib(N, M2) <=> M1 = M2.
fib0 @ fib(0, M) ==> M = 1.
fib1 @ fib(1, M) ==> M = 1.
fibn @ fib(N, M) ==> N > 1 | N1 is N - 1, fib(N1, M1), N2 is N - 2, fib(N2, M2), M is M1 + M2.

% Less than or equal.
reflexivity  @ leq(X, X) <=> true.
antisymmetry @ leq(X, Y), leq(Y, X) <=> X = Y.
idempotence  @ leq(X, Y) \ leq(X, Y) <=> true.
transitivity @ leq(X, Y), leq(Y, Z) ==> leq(X, Z).

% Union-find with union by rank.
make     @ make(A) <=> root(A, 0).
union    @ union(A, B) <=> find(A, X), find(B, Y), link(X, Y).
findNode @ A ~> B \ find(A, X) <=> find(B, X).
findRoot @ root(B, _) \ find(B, X) <=> X = B.
linkEq   @ link(A, A) <=> true.
linkLeft @ link(A, B), root(A, NA), root(B, NB) <=> NA >= NB |
           B ~> A, NA1 is max(NA, NB + 1), root(A, NA1).
linkRight@ link(B, A), root(A, NA), root(B, NB) <=> NA >= NB |
           B ~> A, NA1 is max(NA, NB + 1), root(A, NA1).

% The store, the variables of Vars named A, B, ... in their order (copies
% without attributes, made one constraint at a time).
show(Title, Vars) :-
    findall(Vars-C, find_chr_constraint(C), Found),
    named(Found, Cs),
    format("~w: ~p~n", [Title, Cs]).

named([], []).
named([Vs-C|Found], [C1|Cs]) :-
    copy_term(Vs-C, Vs1-C1, _),
    numbervars(Vs1, 0, End),
    numbervars(C1, End, _),
    named(Found, Cs).

run(Title, Vars, Goal) :-
    (   call(Goal)
    ->  show(Title, Vars)
    ;   format("~w: failed~n", [Title])
    ),
    fail.
run(_, _, _).

main :-
    run(gcd, [], (gcd(9), gcd(6))),
    run(gcd3, [], (gcd(84), gcd(36), gcd(120))),
    run(primes, [], candidate(50)),
    run(fib, [], (fib(12, M), format("fib(12) = ~w~n", [M]))),
    run(leq_chain, [X, Y, Z], (leq(X, Y), leq(Y, Z))),
    run(leq_cycle, [A, B, C], (leq(A, B), leq(B, C), leq(C, A), A == B, B == C)),
    run(leq_partial, [P, Q, R, S], (leq(P, Q), leq(Q, R), leq(R, S), leq(S, Q))),
    run(leq_bound, [X1, Y1], (leq(X1, Y1), leq(Y1, 3), X1 = 3, format("~w~n", [Y1]))),
    run(union_find, [], (make(a), make(b), make(c), make(d), union(a, b), union(c, d), union(b, d), find(d, Root), format("root ~w~n", [Root]))),
    run(fail_undoes, [], (gcd(4), ( gcd(2), fail ; true ))).
