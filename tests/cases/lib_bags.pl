% All solutions: bagof/3 and setof/3 (ISO 8.10.2, 8.10.3; groups come in
% the order of their sorted witnesses, as in SWI-Prolog) and
% aggregate_all/3 (SWI-Prolog's library(aggregate)).

p(1, a).
p(2, b).
p(3, a).
p(4, c).
p(2, a).
age(peter, 7).
age(ann, 11).
age(pat, 8).
age(tom, 5).
likes(mary, wine).
likes(john, wine).
likes(john, beer).
mk(1, f(_)).
mk(2, f(_)).
mk(3, g(_)).

% bagof/3
case(bagof(X, member(X, [c, a, b, a]), L), checks([L == [c, a, b, a]])).
case(bagof(_, fail, _), fail).
case(bagof(X, p(X, Y), L), all(Y-L, [a-[1, 3, 2], b-[2], c-[4]])).
case(bagof(X, Y^p(X, Y), L), checks([L == [1, 2, 3, 4, 2]])).
case(bagof(X-Y, p(X, Y), L), checks([L == [1-a, 2-b, 3-a, 4-c, 2-a]])).
case(bagof(X, member(X-Y, [1-b, 2-a, 3-b]), L), all(Y-L, [a-[2], b-[1, 3]])).
case(bagof(X, (X = 1 ; X = 2), L), checks([L == [1, 2]])).
case(bagof(X, (X = Y ; X = Z ; Y = 1), L), checks([L == [Y, Z]])).
case(bagof(X, member(X-Y, [1-b, 2-a, 3-b]), [2]), checks([Y == a])).
case(bagof(X, member(X-_, [1-b, 2-a, 3-b]), [3]), fail).
case(bagof(P, likes(P, D), L), all(D-L, [beer-[john], wine-[mary, john]])).
case(bagof(P, D^likes(P, D), L), checks([L == [mary, john, john]])).
case(bagof(X, Y^Z^member(X-Y-Z, [1-a-b, 2-c-d]), L), checks([L == [1, 2]])).
case(bagof(f(X, Y), (X = a ; Y = b), L), checks([L = [f(a, _), f(_, b)]])).
case(bagof(X, member(X-_, [1-f(_), 2-f(_)]), L), checks([L == [1]])).
case(bagof(X, mk(X, Y), L), checks([L == [1, 2], Y = f(_)])).
case(bagof(X, mk(X, Y), L), all(Y-L, [f(_)-[1, 2], g(_)-[3]])).
case(setof(X, mk(X, _), L), checks([L == [1, 2]])).
case(bagof(X, member(X-Y, [1-A, 2-_]), L), checks([L == [1], Y == A])).
case(bagof(1, (Y = 1 ; Y = 2), L), all(Y-L, [1-[1], 2-[1]])).
case(bagof(_, _, _), error(instantiation_error)).
case(bagof(_, 1, _), error(type_error(callable, 1))).
case(bagof(_, _^1, _), error(type_error(callable, 1))).
case(bagof(_, true, foo), fail).
case(bagof(X, member(X, [a, b]), [A|T]), checks([A == a, T == [b]])).

% setof/3
case(setof(X, member(X, [c, a, b, a]), L), checks([L == [a, b, c]])).
case(setof(_, fail, _), fail).
case(setof(X, p(X, Y), L), all(Y-L, [a-[1, 2, 3], b-[2], c-[4]])).
case(setof(X, Y^p(X, Y), L), checks([L == [1, 2, 3, 4]])).
case(setof(Y, X^p(X, Y), L), checks([L == [a, b, c]])).
case(setof(N-A, age(N, A), L), checks([L == [ann-11, pat-8, peter-7, tom-5]])).
case(setof(A-N, age(N, A), [_-Youngest|_]), checks([Youngest == tom])).
case(setof(X-Z, Y^member(X-Y-Z, [1-b-z, 2-a-y, 1-b-z]), L), checks([L == [1-z, 2-y]])).
case(setof(D, P^likes(P, D), L), checks([L == [beer, wine]])).
case(setof(P, likes(P, D), L), all(D-L, [beer-[john], wine-[john, mary]])).
case(setof(X, member(X, [f(b), f(a)]), [f(a), f(b)]), true).
case(setof(X, member(X, [b, a]), [b, a]), fail).
case(setof(_, _, _), error(instantiation_error)).
case(setof(_, 1, _), error(type_error(callable, 1))).
case(setof(K, V^member(K-V, [b-1, a-2, b-3]), L), checks([L == [a, b]])).

% aggregate_all/3
case(aggregate_all(count, member(_, [a, b, c]), C), checks([C == 3])).
case(aggregate_all(count, fail, C), checks([C == 0])).
case(aggregate_all(count, p(_, a), C), checks([C == 3])).
case(aggregate_all(sum(X), member(X, [1, 2, 3]), S), checks([S == 6])).
case(aggregate_all(sum(X), member(X, []), S), checks([S == 0])).
case(aggregate_all(sum(X * 2), member(X, [1, 2]), S), checks([S == 6])).
case(aggregate_all(sum(A), age(_, A), S), checks([S == 31])).
case(aggregate_all(max(X), member(X, [1, 3, 2]), M), checks([M == 3])).
case(aggregate_all(max(X), member(X, []), _), fail).
case(aggregate_all(max(X + 1), member(X, [1, 3, 2]), M), checks([M == 4])).
case(aggregate_all(min(X), member(X, [4, 3, 7]), M), checks([M == 3])).
case(aggregate_all(min(_), fail, _), fail).
case(aggregate_all(max(A, N), age(N, A), M), checks([M == max(11, ann)])).
case(aggregate_all(min(A, N), age(N, A), M), checks([M == min(5, tom)])).
case(aggregate_all(max(X, W), member(X-W, [1-a, 3-b, 3-c]), M), checks([M == max(3, b)])).
case(aggregate_all(min(X, W), member(X-W, [2-a, 1-b, 1-c]), M), checks([M == min(1, b)])).
case(aggregate_all(max(X, W), member(X-W, []), _), fail).
case(aggregate_all(max(X, _), member(X, [a]), _), error(type_error(number, a))).
case(aggregate_all(max(X), member(X, [1, b]), _), error(type_error(evaluable, b/0))).
case(aggregate_all(bag(X), member(X, [c, a, c]), L), checks([L == [c, a, c]])).
case(aggregate_all(set(X), member(X, [c, a, c]), L), checks([L == [a, c]])).
case(aggregate_all(bag(_), fail, L), checks([L == []])).
case(aggregate_all(set(_), fail, L), checks([L == []])).
case(aggregate_all(bag(N-A), age(N, A), L), checks([L == [peter-7, ann-11, pat-8, tom-5]])).
case(aggregate_all(r(count, sum(X), max(X)), member(X, [1, 3, 2]), R), checks([R == r(3, 6, 3)])).
case(aggregate_all(r(count, bag(X)), member(X, [b, a]), R), checks([R == r(2, [b, a])])).
case(aggregate_all(r(count, sum(_)), fail, R), checks([R == r(0, 0)])).
case(aggregate_all(r(count, max(X)), member(X, []), _), fail).
case(aggregate_all(foo, true, _), error(domain_error(aggregate_template, foo))).
case(aggregate_all(r(count, foo), true, _), error(domain_error(aggregate_template, foo))).
case(aggregate_all(_, true, _), error(instantiation_error)).
case(aggregate_all(count, _, _), error(instantiation_error)).
case(aggregate_all(sum(X), member(X, [a]), _), error(type_error(evaluable, a/0))).
case(aggregate_all(count, between(1, 100000, _), C), checks([C == 100000])).
% findnsols/4,5 (SWI-Prolog): chunks of at most N solutions.
case(findall(L, findnsols(2, X, member(X, [a, b, c, d, e]), L), Ls), checks([Ls == [[a, b], [c, d], [e]]])).
case(findall(L, findnsols(2, X, member(X, [a, b, c, d]), L), Ls), checks([Ls == [[a, b], [c, d]]])).
case(findall(L, findnsols(2, X, (member(X, [a, b, c, d]) ; fail), L), Ls), checks([Ls == [[a, b], [c, d], []]])).
case(findall(L, findnsols(5, X, member(X, [a, b]), L), Ls), checks([Ls == [[a, b]]])).
case(findall(L, findnsols(2, _, fail, L), Ls), checks([Ls == [[]]])).
case(findall(L, findnsols(0, X, member(X, [a, b]), L), Ls), checks([Ls == [[]]])).
case((findnsols(2, X, member(X, [a, b, c]), L), !), checks([L == [a, b], var(X)])).
case((findnsols(1, X, member(X-Y, [1-a, 2-b]), L), !), checks([L == [1], var(X), var(Y)])).
case(findall(L-T, findnsols(2, X, member(X, [a, b, c]), L, T), Ls), checks([Ls = [[a, b|T1]-T2, [c|T3]-T4], T1 == T2, T3 == T4])).
case(findnsols(1, X-Y, member(X, [1]), [P]), checks([P = 1-V, var(V), V \== Y])).
% The chunks of an endless goal; a cut leaves the bag behind, which later
% findall/3 calls do not see.
case((findnsols(3, X, between(1, inf, X), L), !, findall(Y, member(Y, [p, q]), L2)), checks([L == [1, 2, 3], L2 == [p, q]])).
case(findall(L, limit(3, findnsols(2, X, between(1, inf, X), L)), Ls), checks([Ls == [[1, 2], [3, 4], [5, 6]]])).
case(findall(S, (findnsols(2, X, member(X, [a, b, c]), L), findall(Y, member(Y, L), S)), Ss), checks([Ss == [[a, b], [c]]])).
case(findnsols(-1, X, member(X, [a]), _), error(domain_error(not_less_than_zero, -1))).
case(findnsols(a, X, member(X, [a]), _), error(type_error(integer, a))).
case(findnsols(_, X, member(X, [a]), _), error(instantiation_error)).
case(catch(findnsols(2, X, (member(X, [a, b, c]), X == c, throw(oops)), _), oops, true), true).
% Nested chunks: a full outer chunk leaves the inner findnsols/4's bag open
% (SWI-Prolog 9, its test_bags.pl nsols_nested; the inner's last chunk was
% lost).
case(findall(L1, findnsols(2, L, findnsols(5, I, between(1, 12, I), L), L1), Ls),
     checks([Ls == [[[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]], [[11, 12]]]])).
case(findall(L1, findnsols(2, L, findnsols(2, I, member(I, [a, b, c]), L), L1), Ls),
     checks([Ls == [[[a, b], [c]]]])).
case(findall(L1-M, (findnsols(3, L, findnsols(2, I, between(1, 9, I), L), L1),
                    findall(X, (member(Y, L1), findnsols(1, Z, member(Z, Y), X)), M)), Ls),
     checks([Ls == [[[1, 2], [3, 4], [5, 6]]-[[1], [2], [3], [4], [5], [6]], [[7, 8], [9]]-[[7], [8], [9]]]])).
