% The transitive closure of a cyclic graph of 10,000 edges, left recursive
% and tabled; the same program runs on hornbook and SWI-Prolog.
%   hornbook benches/tabling/closure.pl -g "bench(N)" -t halt
%   swipl -g "bench(N)" -t halt benches/tabling/closure.pl
% bench(1): the closure from one node (one table); bench(all): the whole
% closure, path(X, Y) with both unbound (one table of 1,000,000 answers).

:- table path/2.
path(X, Y) :- path(X, Z), edge(Z, Y).
path(X, Y) :- edge(X, Y).

:- include(edges).

bench(all) :- !,
    aggregate_all(count, path(_, _), N),
    write(N), nl.
bench(K) :-
    aggregate_all(count, (between(1, K, S), path(S, _)), N),
    write(N), nl.
