% A tabled transitive closure whose completion runs for minutes: the
% graph is a ring of 3000 nodes, every node reaches every other (used by
% tools/interrupt_latency.py and the `interrupts` tests).
:- table path/2.
path(X, Y) :- edge(X, Y).
path(X, Y) :- path(X, Z), edge(Z, Y).
edge(X, Y) :- between(0, 2999, X), Y is (X + 1) mod 3000.
