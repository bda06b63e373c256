% Shortest distances over the 10,000-edge graph of closure.pl, with
% mode-directed tabling (answer subsumption: min); the same program runs
% on hornbook and SWI-Prolog.
%   hornbook benches/tabling/shortest.pl -g "bench(N)" -t halt
%   swipl -g "bench(N)" -t halt benches/tabling/shortest.pl
% bench(K): the distances from nodes 1..K, each one table of 1,000
% answers improved as shorter paths are found; prints their sum.

:- table dist(+, _, min).
dist(X, Y, D) :- wedge(X, Y, D).
dist(X, Y, D) :- dist(X, Z, D0), wedge(Z, Y, W), D is D0 + W.

% Weights from 1 to 10, fixed by the edge's ends.
wedge(X, Y, W) :- edge(X, Y), W is (X * 7 + Y * 3) mod 10 + 1.

:- include(edges).

bench(K) :-
    aggregate_all(sum(D), (between(1, K, S), dist(S, _, D)), Sum),
    write(Sum), nl.
