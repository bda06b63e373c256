% Single-source shortest paths by Dijkstra's method with a bucket queue
% (Dial's variant, for small integer weights): scan(D) settles the nodes
% at distance D, relaxing their edges, then moves on to D + 1. A label is
% kept only while no shorter one is known. The graph (1,000 nodes, 5,000
% edges, weights 1 to 9) is made by a linear congruential generator, so
% both systems see the same one.
:- use_module(library(chr)).
:- chr_constraint edge(+, +, +), label(+, +), scan(+, +).

label(V, D1) \ label(V, D2) <=> D1 =< D2 | true.
scan(D, _), label(V, D), edge(V, W, C) ==> D2 is D + C, label(W, D2).
scan(D, Max) <=> D >= Max | true.
scan(D, Max) <=> D1 is D + 1, scan(D1, Max).

graph(Nodes, Edges) :-
    graph(Edges, Nodes, 12345).

graph(0, _, _) :- !.
graph(K, Nodes, S0) :-
    S1 is (S0 * 1103515245 + 12345) mod 2147483648,
    S2 is (S1 * 1103515245 + 12345) mod 2147483648,
    S3 is (S2 * 1103515245 + 12345) mod 2147483648,
    From is (S1 >> 8) mod Nodes + 1,
    To is (S2 >> 8) mod Nodes + 1,
    Cost is (S3 >> 8) mod 9 + 1,
    edge(From, To, Cost),
    K1 is K - 1,
    graph(K1, Nodes, S3).

bench :-
    graph(1000, 5000),
    label(1, 0),
    scan(0, 60),
    findall(D, find_chr_constraint(label(_, D)), Ds),
    length(Ds, Reached),
    sum_list(Ds, Sum),
    max_list(Ds, Far),
    format("reached ~w nodes, distances sum to ~w, farthest at ~w~n", [Reached, Sum, Far]).
