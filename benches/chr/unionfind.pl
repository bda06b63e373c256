% Union-find with union by rank (the CHR union-find of Schrijvers and
% Fruehwirth, without path compression): 10,000 elements joined into
% one set, then a find for each. The mode declarations let SWI-Prolog
% use hash tables for the ground arguments.
:- use_module(library(chr)).
:- op(700, xfx, ~>).
:- chr_option(debug, off).
:- chr_option(optimize, full).
:- chr_constraint make(+int), find(+int, ?int), union(+int, +int),
                  +int ~> +int, link(+int, +int), root(+int, +int).

make     @ make(A) <=> root(A, 0).
union    @ union(A, B) <=> find(A, X), find(B, Y), link(X, Y).
findNode @ A ~> B \ find(A, X) <=> find(B, X).
findRoot @ root(B, _) \ find(B, X) <=> X = B.
linkEq   @ link(A, A) <=> true.
linkLeft @ link(A, B), root(A, NA), root(B, NB) <=> NA >= NB |
           B ~> A, NA1 is max(NA, NB + 1), root(A, NA1).
linkRight@ link(B, A), root(A, NA), root(B, NB) <=> NA >= NB |
           B ~> A, NA1 is max(NA, NB + 1), root(A, NA1).

makes(N, N) :- !, make(N).
makes(I, N) :- make(I), I1 is I + 1, makes(I1, N).

% Joins I with a partner further away, in a scattered order.
unions(I, N) :- I > N, !.
unions(I, N) :-
    J is (I * 7919) mod N + 1,
    union(I, J),
    I1 is I + 1,
    unions(I1, N).

finds(I, N, R) :- I > N, !, R = done.
finds(I, N, R) :- find(I, _), I1 is I + 1, finds(I1, N, R).

bench :-
    N = 10000,
    makes(1, N),
    unions(1, N),
    finds(1, N, _),
    findall(R, find_chr_constraint(root(R, _)), Roots),
    length(Roots, NR),
    findall(x, find_chr_constraint(_ ~> _), Links), length(Links, NL),
    print(NR-NL), nl.
