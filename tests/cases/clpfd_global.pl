% CLP(FD) global constraints: sum/3, scalar_product/4, all_different/1,
% all_distinct/1, element/3, global_cardinality/2, tuples_in/2,
% circuit/1, lex_chain/1, cumulative/2, transpose/2, global_cardinality/3.
:- use_module(library(clpfd)).

case((sum([X, Y], #=, 10), X in 0..3), checks([fd_dom(Y, D), D == 7..10])).
case((scalar_product([2, 3], [X, Y], #=, 12), [X, Y] ins 0..10, findall(X-Y, label([X, Y]), L)),
     checks([L == [0-4, 3-2, 6-0]])).
case((scalar_product([1, 1], [X, Y], #<, 3), [X, Y] ins 1..5), checks([X == 1, Y == 1])).
case(sum([1, 2, 3], #=, 6), true).
case(sum([1, 2, 3], #>, 6), fail).
% SWI-Prolog documentation: all_different is weaker than all_distinct
case((maplist(in, Vs, [1\/3..4, 1..2\/4, 1..2\/4, 1..3, 1..3, 1..6]), all_different(Vs)),
     checks([Vs = [_, _, _, _, _, X6], fd_dom(X6, D), D == 1..6])).
case((maplist(in, Vs, [1\/3..4, 1..2\/4, 1..2\/4, 1..3, 1..3, 1..6]), all_distinct(Vs)), fail).
case((all_distinct([X, Y, Z]), [X, Y] ins 1..2, Z in 1..3), checks([Z == 3])).
case((all_different([X, Y]), X = 1, Y = 1), fail).
case((all_different([X, Y, Z]), [X, Y, Z] ins 1..3, X = 1, Y = 2), checks([Z == 3])).
case(all_distinct([1, 2, 3]), true).
case(all_distinct([1, 2, 1]), fail).
case((all_distinct([A, B, C, D]), [A, B, C, D] ins 1..4, A in 1..2, B in 1..2), checks([fd_dom(C, E), E == 3..4, fd_dom(D, F), F == 3..4])).
case(findall([X, Y, Z], (all_distinct([X, Y, Z]), [X, Y, Z] ins 1..3, label([X, Y, Z])), L),
     checks([length(L, 6)])).
% Lists on both sides of the length a propagator keeps inside itself.
case((length(Vs, 11), Vs ins 1..11, all_different(Vs), Vs = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10|_]),
     checks([last(Vs, L), L == 11])).
case((length(Vs, 12), Vs ins 1..12, all_distinct(Vs), Vs = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10|_]),
     checks([Vs = [_, _, _, _, _, _, _, _, _, _, A, B], fd_dom(A, D), D == 11..12, fd_dom(B, E), E == 11..12])).
case((length(Vs, 12), Vs ins 1..12, all_different(Vs), Vs = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11|_]),
     checks([last(Vs, L), L == 12])).
case(catch(all_different([_, a]), error(E, _), true), checks([E == type_error(integer, a)])).
% element/3
case((element(I, [10, 20, 30], X), X #> 15), checks([fd_dom(I, D), D == 2..3])).
case((element(I, [10, 20, 30], X), I = 2), checks([X == 20])).
case((element(I, [10, 20, 30], X), X = 30), checks([I == 3])).
case((element(_I, [10, 20, 30], X), X in 11..19), fail).
case((element(2, [A, B, C], 5), A = 1, C = 3), checks([B == 5])).
case(findall(I-X, (element(I, [3, 1, 2], X), label([I])), L), checks([L == [1-3, 2-1, 3-2]])).
% global_cardinality/2
case((Vs = [_, _, _], global_cardinality(Vs, [1-2, 3-1]), findall(Vs, label(Vs), L)),
     checks([L == [[1, 1, 3], [1, 3, 1], [3, 1, 1]]])).
case((global_cardinality([A, B], [1-C, 2-D]), A = 1, B = 1), checks([C == 2, D == 0])).
% tuples_in/2
case((tuples_in([[X, Y]], [[1, 2], [1, 5], [4, 0], [4, 3]]), X = 4), checks([fd_dom(Y, D), D == 0\/3])).
case(findall(X-Y, (tuples_in([[X, Y]], [[1, 2], [1, 5], [4, 0]]), label([X, Y])), L), checks([L == [1-2, 1-5, 4-0]])).
case((tuples_in([[_X, Y]], [[1, 2], [1, 5]]), Y = 3), fail).
% circuit/1
case(findall(Xs, (length(Xs, 3), circuit(Xs), label(Xs)), L), checks([L == [[2, 3, 1], [3, 1, 2]]])).
case((length(Xs, 4), circuit(Xs), findall(Xs, label(Xs), L), length(L, N)), checks([N == 6])).
case(circuit([2, 1, 4, 3]), fail).
% One node: its successor is itself (swipl 9.0.4 binds it at once).
case(circuit([Z]), checks([Z == 1])).
case(circuit([]), true).
case(circuit([2, 3, 4, 1]), true).
% lex_chain/1
case((lex_chain([[X, Y], [1, 0]]), [X, Y] ins 0..5), checks([fd_sup(X, 1)])).
case(findall([X, Y], (lex_chain([[X, Y], [1, 1]]), [X, Y] ins 0..2, label([X, Y])), L),
     checks([L == [[0, 0], [0, 1], [0, 2], [1, 0], [1, 1]]])).
case(lex_chain([[1, 2], [1, 1]]), fail).
% Lists of unequal length and the argument checks, as swipl 9.0.4's
% library(clpfd): a pair decided before the shorter list ends holds.
case(lex_chain([[1, 2], [3]]), true).
case(lex_chain([[1], [1, 2]]), fail).
case(lex_chain([[1, 2], [1]]), fail).
case(lex_chain([[], [1]]), fail).
case(lex_chain([[]]), true).
case(lex_chain([]), true).
case(lex_chain(a), error(type_error(list(list), a))).
case(lex_chain([a]), error(type_error(list, a))).
case(lex_chain([[a]]), error(type_error(integer, a))).
case(lex_chain([[1.5]]), error(type_error(integer, 1.5))).
case(lex_chain([_]), error(instantiation_error)).
case(lex_chain([[1|_]]), error(instantiation_error)).
% cumulative/2: three tasks of one unit each on a resource of 1
case((Ts = [task(S1, 2, _, 1, a), task(S2, 2, _, 1, b)], [S1, S2] ins 0..3, cumulative(Ts, [limit(1)]),
      S1 = 1), checks([S2 == 3])).
case((Ts = [task(S1, 2, _, 1, a), task(S2, 2, _, 1, b)], [S1, S2] ins 0..2, cumulative(Ts, [limit(1)]),
      findall(S1-S2, label([S1, S2]), L)), checks([L == [0-2, 2-0]])).
% transpose/2
case(transpose([[1, 2, 3], [4, 5, 6]], T), checks([T == [[1, 4], [2, 5], [3, 6]]])).
case(transpose([], T), checks([T == []])).
case(transpose([[]], T), checks([T == []])).
% cumulative/2 propagates (time-table): a fixed task's compulsory part pushes the other.
case((Ts = [task(0, 3, _, 1, a), task(S, 2, _, 1, b)], S in 0..9, cumulative(Ts, [limit(1)])),
     checks([fd_inf(S, 3)])).
case((Ts = [task(S1, 4, _, 2, a), task(S2, 3, _, 2, b), task(S3, 2, _, 3, c)], [S1, S2, S3] ins 0..10,
      cumulative(Ts, [limit(4)]), once(labeling([min(max(max(S1+4, S2+3), S3+2))], [S1, S2, S3]))),
     checks([S1 == 0, S2 == 0, S3 == 4])).
case((findall(S1-S2-S3, (Ts = [task(S1,2,_,1,a), task(S2,2,_,1,b), task(S3,2,_,1,c)],
                        [S1,S2,S3] ins 0..4, cumulative(Ts), label([S1,S2,S3])), L), length(L, N)),
     checks([N == 6])).
case(cumulative([task(0, 2, _, 3, a)], [limit(2)]), fail).
% cumulative/2 as SWI-Prolog's: positive durations, finite starts, options [] or [limit(L)].
case(cumulative([task(0, 0, _, 1, a)]), fail).
case(cumulative([task(_, 2, _, 1, a)]), error(instantiation_error)).
case(cumulative([], [foo]), error(domain_error(cumulative_options_empty_or_limit, [foo]))).
case(cumulative([], [limit(_)]), error(instantiation_error)).
case((S in 0..9, cumulative([task(S, 2, _, 1, a)], [])), checks([fd_sup(S, 9)])).
% cumulative/2 with a resource of 2: a task of use 2 cannot run beside the others,
% which may run together.
case(findall(S1-S2-S3, ([S1, S2, S3] ins 0..3,
                        cumulative([task(S1,2,_,1,a), task(S2,2,_,1,b), task(S3,1,_,2,c)], [limit(2)]),
                        S3 #= 1, label([S1, S2, S3])), L),
     checks([L == [2-2-1, 2-3-1, 3-2-1, 3-3-1]])).
% serialized/2
case(findall(Vs, (length(Vs, 3), Vs ins 0..3, serialized(Vs, [1, 2, 3]), label(Vs)), L),
     checks([L == [[0, 1, 3], [2, 0, 3]]])).
case((X in 0..9, serialized([X, 3], [4, 2])), checks([fd_inf(X, 5), fd_sup(X, 9)])).
case((X in 0..9, serialized([X, 4], [3, 2])), checks([fd_inf(X, 0), fd_sup(X, 9)])).
case((X in 0..5, serialized([X, 2], [4, 2])), checks([fd_inf(X, 4), fd_sup(X, 5)])).
% a task of duration 0 is a point that may not lie strictly inside another
case(findall(X, (X in 0..5, serialized([X, 1], [0, 3]), label([X])), L), checks([L == [0, 1, 4, 5]])).
case(serialized([1, 2], [2, 1]), fail).
case(serialized([], []), true).
case(serialized([_, _], [1]), fail).
case(serialized([_], [-1]), fail).
case(serialized([_], [x]), error(type_error(integer, x))).
case(serialized([_], [_]), error(instantiation_error)).
% chain/2 (as SWI-Prolog's: each element in the relation to the next)
case((chain([X, Y, Z], #<), X in 1..5, Z in 0..3), checks([X == 1, Y == 2, Z == 3])).
case((chain([X, Y, Z], #=<), [X, Y, Z] ins 0..2, X = 2), checks([Y == 2, Z == 2])).
case((chain([X, Y], #>), X in 0..9), checks([fd_dom(Y, D), D == inf..8])).
case((chain([X, Y, Z], #>=), Z = 4, X in 0..5), checks([fd_dom(X, D), D == 4..5, fd_dom(Y, E), E == 4..5])).
case((chain([X, Y, Z], #=), X = 3), checks([Y == 3, Z == 3])).
case((chain([X, Y, Z], #=), X in 1..5, Y in 3..9, Z in 0..4), checks([fd_dom(Z, D), D == 3..4])).
case((chain([X, 2, Z], #<)), checks([fd_dom(X, D), D == inf..1, fd_dom(Z, E), E == 3..sup])).
case(findall([X, Y, Z], ([X, Y, Z] ins 1..3, chain([X, Y, Z], #>=), label([X, Y, Z])), L),
     checks([length(L, 10), L = [[1, 1, 1], [2, 1, 1]|_]])).
case(chain([], #<), true).
case(chain([_], #<), true).
case(chain([1, 2, 3], #<), true).
case(chain([1, 3, 2], #<), fail).
case(chain([X, X], #<), fail).
case(chain([X, X], #=<), checks([var(X)])).
case(chain([_, _], #\=), error(domain_error(chain_relation, #\=))).
case(chain([_, _], 1), error(domain_error(chain_relation, 1))).
case(chain([_, _], _), error(instantiation_error)).
case(chain(_, #<), error(instantiation_error)).
case(chain([_|_], #<), error(instantiation_error)).
case(chain([a], #<), error(type_error(integer, a))).
case(chain(foo, #<), error(type_error(list, foo))).
% global_cardinality/3: consistency(value) accepted, cost(Cost, Matrix)
% as SWI-Prolog's decomposition, and SWI's argument errors.
case((global_cardinality([_, _], [1-_, 2-_], [cost(C, [[3, 5], [4, 1]])])), checks([fd_dom(C, D), D == 4..9])).
case(findall([A, B]-C, (global_cardinality([A, B], [1-_, 2-_], [cost(C, [[3, 5], [4, 1]])]), label([A, B])), L),
     checks([L == [[1, 1]-7, [1, 2]-4, [2, 1]-9, [2, 2]-6]])).
case((global_cardinality([A, B], [1-_, 2-_], [cost(C, [[3, 5], [4, 1]])]), C #< 5), checks([A == 1, B == 2, C == 4])).
case((global_cardinality([X, Y, Z], [1-_, 2-_, 3-_], [cost(K, [[1, 2, 3], [3, 2, 1], [2, 2, 2]])])),
     checks([fd_dom(K, D), D == 4..8, var(X), var(Y), var(Z)])).
case((global_cardinality([A, B], [1-_, 2-_], [consistency(value)]), A = 1, B = 1), true).
case(global_cardinality([_], [1-_], [cost(_, [[1], [2]])]), fail).
case(global_cardinality([_], [1-_], [cost(_, foo)]), error(type_error(list(list(integer)), foo))).
case(global_cardinality([_], [1-_], [cost(_, [[a]])]), error(type_error(integer, a))).
case(global_cardinality([_], [1-_, 1-_], []), error(domain_error(gcc_unique_key_pairs, [1-_, 1-_]))).
case(global_cardinality([_], [x], []), error(domain_error(gcc_pair, x))).
case(global_cardinality([_], [1-_], foo), error(type_error(list, foo))).
