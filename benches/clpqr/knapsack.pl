% A knapsack: ten items of given weights and values, a capacity; the LP
% relaxation (0 =< Xi =< 1) solved by sup/2, the integer optimum by
% bb_inf/4 (branch and bound over the relaxation). bench/0 runs N
% capacities.
:- use_module(library(clpq)).

items([w(23, 92), w(31, 57), w(29, 49), w(44, 68), w(53, 60),
       w(38, 43), w(63, 67), w(85, 84), w(89, 87), w(82, 72)]).

knapsack(Cap, Relaxed, Best, Chosen) :-
    items(Items),
    length(Items, N), length(Xs, N),
    bounds(Xs),
    weighed(Items, Xs, W, V),
    {W =< Cap},
    sup(V, Relaxed),
    bb_inf(Xs, -V, NegBest, Vertex),
    Best is -NegBest,
    Chosen = Vertex.

bounds([]).
bounds([X|Xs]) :- {X >= 0, X =< 1}, bounds(Xs).

weighed([], [], 0, 0).
weighed([w(W, V)|Is], [X|Xs], WT, VT) :-
    weighed(Is, Xs, WT0, VT0),
    WT = W*X + WT0, VT = V*X + VT0.

bench :- bench(6).
bench(N) :-
    forall(between(1, N, K), ( Cap is 100 + 25*K, knapsack(Cap, _, _, _) )),
    knapsack(165, R, B, Xs), print(R-B-Xs), nl.
