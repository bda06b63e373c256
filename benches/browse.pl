% browse -- build a tree of records and match patterns against them.
%
% grow/5 builds a complete binary tree, depth 9 (511 nodes), whose nodes
% hold a list of properties drawn from a small linear congruential
% generator: atoms a..h and pairs [X, Y] of them.  browse/4 walks the
% tree in order and counts, for each of eight patterns, the nodes whose
% properties match it.  A pattern is a list of elements: '*' matches
% any run of properties, '?' any one property, a Prolog variable any one
% property but the same one at each of its occurrences, a list a pair
% property element by element, and an atom itself.  The '*' elements make
% the matcher backtrack over every split of the list.
%
%   bench(N)      build the tree and count the matches N times, no output
%   bench_check   print the count of each pattern

% grow(Depth, Seed0, Seed, Tree)
grow(0, S, S, leaf) :- !.
grow(D, S0, S, node(Props, Left, Right)) :-
    next(S0, S1),
    Len is 4 + S1 mod 6,
    props(Len, S1, S2, Props),
    D1 is D - 1,
    grow(D1, S2, S3, Left),
    grow(D1, S3, S, Right).

props(0, S, S, []) :- !.
props(I, S0, S, [P|Ps]) :-
    next(S0, S1),
    (   S1 mod 5 =:= 0
    ->  next(S1, S2), next(S2, S3),
        item(S2, X), item(S3, Y),
        P = [X, Y]
    ;   item(S1, P), S3 = S1
    ),
    I1 is I - 1,
    props(I1, S3, S, Ps).

next(S0, S) :- S is (S0 * 75 + 74) mod 65537.

item(S, X) :- K is (S // 7) mod 8, letter(K, X).

letter(0, a). letter(1, b). letter(2, c). letter(3, d).
letter(4, e). letter(5, f). letter(6, g). letter(7, h).

pattern(1, [*, a, *, b, *]).
pattern(2, [?, X, *, X]).
pattern(3, [*, [?, c], *]).
pattern(4, [X, *, X, *, X, *]).
pattern(5, [*, d, e, *]).
pattern(6, [*, X, X, *]).
pattern(7, [*, [X, ?], *, [?, X], *]).
pattern(8, [*, g, ?, ?, h]).

% match(Pattern, Props)
match([], []).
match([P|Ps], Xs) :- var(P), !, Xs = [P|Ys], match(Ps, Ys).
match([*|Ps], Xs) :- !, segment(Ps, Xs).
match([?|Ps], [_|Xs]) :- !, match(Ps, Xs).
match([P|Ps], [X|Xs]) :- element_matches(P, X), match(Ps, Xs).

% segment(Ps, Xs): some suffix of Xs matches Ps.
segment(Ps, Xs) :- match(Ps, Xs).
segment(Ps, [_|Xs]) :- segment(Ps, Xs).

element_matches(P, X) :- atom(P), !, P == X.
element_matches(P, X) :- match(P, X).

% browse(Tree, Pattern, Count0, Count)
browse(leaf, _, C, C).
browse(node(Props, L, R), P, C0, C) :-
    browse(L, P, C0, C1),
    (   \+ \+ match(P, Props) -> C2 is C1 + 1 ; C2 = C1 ),
    browse(R, P, C2, C).

counts(I, _, []) :- \+ pattern(I, _), !.
counts(I, Tree, [C|Cs]) :-
    pattern(I, P),
    browse(Tree, P, 0, C),
    I1 is I + 1,
    counts(I1, Tree, Cs).

run(Cs) :- grow(9, 1, _, Tree), counts(1, Tree, Cs).

bench(N) :- loop(N).

loop(N) :- N =< 0, !.
loop(N) :- \+ \+ run(_), N1 is N - 1, loop(N1).

bench_check :- run(Cs), write(browse(Cs)), nl.
