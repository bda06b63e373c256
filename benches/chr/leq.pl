% The classic leq solver: a cycle of 60 variables x1 =< x2 =< ... =< x60
% =< x1 collapses to one variable (transitivity, anti-symmetry,
% reflexivity and idempotence).
:- use_module(library(chr)).
:- chr_constraint leq/2.

reflexivity  @ leq(X, X) <=> true.
antisymmetry @ leq(X, Y), leq(Y, X) <=> X = Y.
idempotence  @ leq(X, Y) \ leq(X, Y) <=> true.
transitivity @ leq(X, Y), leq(Y, Z) ==> leq(X, Z).

chain([_]).
chain([X, Y|Zs]) :- leq(X, Y), chain([Y|Zs]).

bench :-
    length(Vs, 60),
    chain(Vs),
    Vs = [First|_], last(Vs, Last),
    leq(Last, First),
    sort(Vs, Distinct), length(Distinct, N),
    findall(C, find_chr_constraint(C), Cs), length(Cs, L),
    print(N-L), nl.
