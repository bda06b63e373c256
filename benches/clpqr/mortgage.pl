% The loan of the clpq documentation, both ways: with the principal,
% rate and repayment known the balance is computed; with the balance
% known the principal and the repayment are left related by one
% equation, which dump/3 shows. bench/0 runs each N times.
:- use_module(library(clpq)).

loan(P, T, I, B, R) :- {T = 1, B + R = P * (1 + I)}.
loan(P, T, I, B, R) :- {T > 1, P1 = P * (1 + I) - R, T1 = T - 1}, loan(P1, T1, I, B, R).

forward(B) :- loan(100000, 120, 1/100, B, 1200), !.
backward(L) :- loan(P, 60, 1/100, 0, R), dump([P, R], [p, r], L), !.

bench :- bench(20).
bench(N) :-
    forall(between(1, N, _), forward(_)),
    forall(between(1, N, _), backward(_)),
    forward(B), backward(L),
    print(B), nl, print(L), nl.
