% library(random): random/1, random_between/3, random_member/2,
% random_select/3 and random_permutation/2. Draws come from the generator
% that set_random(seed(N)) resets, so a seeded run repeats itself.

draws(Seed, L) :-
    set_random(seed(Seed)),
    findall(X, (between(1, 20, _), random_between(1, 1000, X)), L).
perm_draw(Seed, P) :-
    set_random(seed(Seed)),
    numlist(1, 30, L),
    random_permutation(L, P).
mixed_draw(Seed, r(F, M, P, S, R)) :-
    set_random(seed(Seed)),
    random(F),
    random_member(M, [a, b, c, d, e, f]),
    random_permutation([a, b, c, d], P),
    random_select(S, [x, y, z], R).

% random/1
case(random(X), checks([float(X), X >= 0.0, X < 1.0])).
case((between(1, 100, _), random(X), (X < 0.0 ; X >= 1.0)), fail).
case(random(1), fail).

% random_between/3
case(random_between(1, 6, X), checks([integer(X), X >= 1, X =< 6])).
case(random_between(5, 5, X), checks([X == 5])).
case(random_between(-3, -1, X), checks([X >= -3, X =< -1])).
case(random_between(3, 1, _), fail).
% Big bounds work here; SWI-Prolog 9.0 raises representation_error.
case(random_between(100000000000000000000, 100000000000000000005, X), checks([X >= 100000000000000000000, X =< 100000000000000000005])).
case(random_between(-1, 100000000000000000000, X), checks([integer(X), X >= -1, X =< 100000000000000000000])).
case(random_between(100000000000000000001, 100000000000000000000, _), fail).
case((between(1, 200, _), random_between(0, 3, X), (X < 0 ; X > 3)), fail).
case((findall(X, (between(1, 300, _), random_between(0, 2, X)), L), sort(L, S)), checks([S == [0, 1, 2]])).
case(random_between(_, 1, _), error(instantiation_error)).
case(random_between(1, _, _), error(instantiation_error)).
case(random_between(1, a, _), error(type_error(integer, a))).
case(random_between(1.0, 2, _), error(type_error(integer, 1.0))).

% random_member/2
case(random_member(X, [a, b, c]), checks([memberchk(X, [a, b, c])])).
case(random_member(X, [only]), checks([X == only])).
case(random_member(_, []), fail).
case(random_member(_, _), error(instantiation_error)).
case(random_member(_, [a|_]), error(instantiation_error)).
case(random_member(_, foo), error(type_error(list, foo))).
case((findall(X, (between(1, 200, _), random_member(X, [a, b])), L), sort(L, S)), checks([S == [a, b]])).

% random_permutation/2
case(random_permutation([a, b, c, d], P), checks([msort(P, [a, b, c, d])])).
case(random_permutation([], P), checks([P == []])).
case(random_permutation(L, [x, y, z]), checks([msort(L, [x, y, z])])).
case(random_permutation([a, b], [c, d]), fail).
case(random_permutation(_, _), error(instantiation_error)).
case(random_permutation(foo, _), error(type_error(list, foo))).
case((numlist(1, 100000, L), random_permutation(L, P), msort(P, S)), checks([S == L])).

% random_select/3
case(random_select(X, [a, b, c], R), checks([select(X, [a, b, c], R0), R == R0])).
case(random_select(_, [], _), fail).
case(random_select(x, L, [a, b]), checks([select(x, L, [a, b])])).
case(random_select(X, [only], R), checks([X == only, R == []])).
case(random_select(_, _, _), error(instantiation_error)).

% seeded runs are reproducible
case((draws(42, A), draws(42, B)), checks([A == B])).
case((draws(1, A), draws(2, B)), checks([A \== B])).
case((perm_draw(7, A), perm_draw(7, B)), checks([A == B])).
case((mixed_draw(3, A), mixed_draw(3, B)), checks([A == B])).
case((set_random(seed(9)), random(A), set_random(seed(9)), random(B)), checks([A == B])).

% library(random): maybe/0,1,2, random/3, random_numlist/4, random_subseq/3,
% randseq/3, randset/3 (properties, the values being random)
case(maybe(1.0), true).
case(maybe(0), fail).
case(maybe(3, 3), true).
case(maybe(0, 5), fail).
case(maybe(2), error(type_error(between(0.0, 1.0), 2))).
case((random(1, 5, R), integer(R), R >= 1, R < 5), true).
case((random(1.0, 2.0, R), float(R), R >= 1.0, R < 2.0), true).
case(random(a, 1, _), error(type_error(number, a))).
case(random_numlist(1.0, 1, 4, L), checks([L == [1, 2, 3, 4]])).
case(random_numlist(0.0, 1, 4, L), checks([L == []])).
case((random_subseq([a, b, c], S, C), append(S, C, L), msort(L, M)), checks([M == [a, b, c]])).
case((randseq(3, 3, L), msort(L, S)), checks([S == [1, 2, 3]])).
case((randset(3, 10, S), length(S, 3), sort(S, S), S = [A|_], A >= 1, last(S, Z), Z =< 10), true).
case(randset(11, 10, _), fail).
case(randseq(-1, 3, _), error(type_error(nonneg, -1))).
