% library(tabling): tabling modes (answer subsumption) and incremental
% tabling, as SWI-Prolog 9 has them. Every case passes under swipl too.
% The order of the answers of different keys is the trie's in SWI-Prolog
% (not documented), so those are sorted.

% Shortest paths in a weighted cyclic graph: `+` indexes, min aggregates.
:- table tm_sp(+, +, min).
tm_sp(X, Y, D) :- tm_edge(X, Y, D).
tm_sp(X, Y, D) :- tm_sp(X, Z, D1), tm_edge(Z, Y, D2), D is D1 + D2.
tm_edge(a, b, 4). tm_edge(a, c, 1). tm_edge(c, b, 2). tm_edge(b, d, 5).
tm_edge(c, d, 8). tm_edge(d, a, 3). tm_edge(d, e, 1). tm_edge(e, c, 1).

% The same with the call open (`_` indexes too).
:- table tm_dist(_, _, min).
tm_dist(X, Y, D) :- tm_edge(X, Y, D).
tm_dist(X, Y, D) :- tm_dist(X, Z, D1), tm_edge(Z, Y, D2), D is D1 + D2.

% Longest path in a DAG with max.
:- table tm_long(_, _, max).
tm_long(X, Y, D) :- tm_dag(X, Y, D).
tm_long(X, Y, D) :- tm_dag(X, Z, D1), tm_long(Z, Y, D2), D is D1 + D2.
tm_dag(s, a, 3). tm_dag(s, b, 2). tm_dag(a, c, 4). tm_dag(b, c, 1).
tm_dag(a, t, 1). tm_dag(c, t, 2). tm_dag(b, t, 9).

% Longest common subsequence of two words by position, max over
% Length-Subsequence pairs (standard order: the longest, then the last
% in standard order among those).
:- table tm_lcs(_, _, max).
tm_lcs(I, J, 0-[]) :- ( I =:= 0 ; J =:= 0 ), !.
tm_lcs(I, J, L) :-
    I > 0, J > 0, I1 is I - 1, J1 is J - 1,
    tm_word(1, W1), tm_word(2, W2), nth1(I, W1, A), nth1(J, W2, B),
    (   A == B
    ->  tm_lcs(I1, J1, P0), P0 = N0-S0, N is N0 + 1, append(S0, [A], S), L = N-S
    ;   ( tm_lcs(I1, J, L) ; tm_lcs(I, J1, L) )
    ).
tm_word(1, [a, b, c, b, d, a, b]).
tm_word(2, [b, d, c, a, b, a]).

% SWI-Prolog's documentation example: the route of a connection as a
% list, lattice(shortest/3) keeping the shorter (the graph has one
% shortest route per pair).
:- table tm_conn(_, _, lattice(tm_shortest/3)).
tm_shortest(P1, P2, P) :- length(P1, L1), length(P2, L2), ( L1 < L2 -> P = P1 ; P = P2 ).
tm_conn(X, Y, [X, Y]) :- tm_link(X, Y).
tm_conn(X, Y, P) :- tm_conn(X, Z, P0), tm_link(Z, Y), append(P0, [Y], P).
tm_link(amsterdam, utrecht). tm_link(utrecht, arnhem). tm_link(arnhem, amsterdam).
tm_link(amsterdam, haarlem). tm_link(haarlem, leiden). tm_link(leiden, den_haag).
tm_link(utrecht, den_haag).

% A lattice over sets: the join is the union.
:- table tm_reach_set(_, lattice(tm_union)).
tm_reach_set(K, [X]) :- member(K-X, [k-c, k-a, j-b, k-b, k-a]).
tm_union(A, B, C) :- append(A, B, C0), sort(C0, C).

% first (also `-`), last, sum over a predicate without recursion.
:- table tm_first(_, first), tm_dash(_, -), tm_last(_, last), tm_sum(_, sum).
tm_first(K, V) :- tm_val(K, V).
tm_dash(K, V) :- tm_val(K, V).
tm_last(K, V) :- tm_val(K, V).
tm_sum(K, V) :- tm_val(K, V).
tm_val(x, 3). tm_val(y, 10). tm_val(x, 1). tm_val(x, 4). tm_val(y, 5). tm_val(x, 1).

% min and max by the standard order of terms: 1.0 @< 1, numbers before atoms.
:- table tm_min(_, min), tm_max(_, max).
tm_min(k, V) :- member(V, [3, 1, 1.0, 2]).
tm_max(k, V) :- member(V, [3, b, a, 7]).

% po(PI): the stored answer stays while call(PI, Old, New) succeeds.
:- table tm_po_gt(_, po('>'/2)), tm_po_lt(_, po(<)).
tm_po_gt(k, V) :- member(V, [3, 1, 4, 1, 5, 9, 2, 6]).
tm_po_lt(k, V) :- member(V, [3, 1, 4, 1, 5, 9, 2, 6]).

% Modes joined in Rust and a lattice in one answer, in argument order; a
% lattice join that fails keeps the stored answer; sum beside a lattice.
:- table tm_mixed(_, min, lattice(tm_later/3), max), tm_partial(_, lattice(tm_add_big/3)),
         tm_sum_lat(_, sum, lattice(tm_pair/3)).
tm_mixed(a, 3, x, 1). tm_mixed(a, 2, y, 5). tm_mixed(a, 4, z, 0). tm_mixed(b, 1, x, 1).
tm_later(A, B, C) :- ( A @> B -> C = A ; C = B ).
tm_partial(k, V) :- member(V, [1, 2, 1, 3]).
tm_add_big(A, B, C) :- B > 1, C is A + B.
tm_sum_lat(k, 1, x). tm_sum_lat(k, 2, y).
tm_pair(A, B, A-B).

% Two moded arguments, each aggregated on its own.
:- table tm_two(_, min, max).
tm_two(k, A, B) :- member(A-B, [3-1, 1-2, 2-9, 1-0]).

% Incremental tabling: tm_inc/1 and tm_inc10/1 depend on the incremental
% dynamic tm_fact/1; tm_plain/1 is tabled but not incremental, so it keeps
% its first answers; tm_other/1 depends on another predicate only.
:- dynamic tm_fact/1 as incremental.
:- dynamic tm_fact2/1 as incremental.
tm_fact(1). tm_fact(2).
tm_fact2(a).
:- table tm_inc/1 as incremental.
tm_inc(X) :- tm_fact(X).
:- table tm_inc10/1 as incremental.
tm_inc10(Y) :- tm_inc(X), Y is X * 10.
:- table tm_inc_count/1 as incremental.
tm_inc_count(N) :- aggregate_all(count, tm_fact(_), N).
:- table tm_plain/1.
tm_plain(X) :- tm_fact(X).
:- table tm_other/1 as incremental.
tm_other(X) :- nb_getval(tm_runs, R0), R is R0 + 1, nb_setval(tm_runs, R), tm_fact2(X).

% abolish_table_subgoals/1: a counter tells whether the clauses ran again.
:- table tm_counted/2.
tm_counted(K, V) :- nb_getval(tm_count, C0), C is C0 + 1, nb_setval(tm_count, C), member(K-V, [a-1, b-2]).

% dynamic/2 with incremental(true) is dynamic ... as incremental.
:- dynamic([tm_fact3/1], [incremental(true)]).
:- table tm_inc3/1 as incremental.
tm_inc3(X) :- tm_fact3(X).

tm_sorted(G, L) :- findall(G, G, L0), msort(L0, L).

% min over the shortest paths, from a bound start and from every node.
case(tm_sorted(tm_sp(a, _, _), L),
     checks([L == [tm_sp(a, a, 11), tm_sp(a, b, 3), tm_sp(a, c, 1), tm_sp(a, d, 8), tm_sp(a, e, 9)]])).
case(tm_sp(c, e, D), checks([D == 8])).
case(tm_sp(e, a, D), checks([D == 11])).
case((tm_sorted(tm_dist(_, _, _), L), length(L, N)), checks([N == 25, memberchk(tm_dist(d, b, 4), L), memberchk(tm_dist(b, b, 9), L)])).
case(findall(D, tm_dist(a, b, D), L), checks([L == [3]])).
% max: the longest path of a DAG.
case(tm_long(s, t, D), checks([D == 11])).
case(tm_sorted(tm_long(s, _, _), L), checks([L == [tm_long(s, a, 3), tm_long(s, b, 2), tm_long(s, c, 7), tm_long(s, t, 11)]])).
% The longest common subsequence.
case(tm_lcs(7, 6, L), checks([L == 4-[b, d, a, b]])).
case(tm_lcs(3, 3, L), checks([L == 2-[b, c]])).
% The lattice of SWI-Prolog's documentation.
case(tm_conn(amsterdam, den_haag, P), checks([P == [amsterdam, utrecht, den_haag]])).
case(tm_conn(arnhem, leiden, P), checks([P == [arnhem, amsterdam, haarlem, leiden]])).
case(findall(P, tm_conn(utrecht, utrecht, P), L), checks([L == [[utrecht, arnhem, amsterdam, utrecht]]])).
case(tm_sorted(tm_reach_set(_, _), L), checks([L == [tm_reach_set(j, [b]), tm_reach_set(k, [a, b, c])]])).
% first, -, last, sum.
case(tm_sorted(tm_first(_, _), L), checks([L == [tm_first(x, 3), tm_first(y, 10)]])).
case(tm_sorted(tm_dash(_, _), L), checks([L == [tm_dash(x, 3), tm_dash(y, 10)]])).
case(tm_sorted(tm_last(_, _), L), checks([L == [tm_last(x, 1), tm_last(y, 5)]])).
case(tm_sorted(tm_sum(_, _), L), checks([L == [tm_sum(x, 9), tm_sum(y, 15)]])).
case(tm_sum(x, S), checks([S == 9])).
case(tm_min(k, V), checks([V == 1.0])).
case(tm_max(k, V), checks([V == b])).
case(tm_po_gt(k, V), checks([V == 9])).
case(tm_po_lt(k, V), checks([V == 1])).
case(findall(A-B, tm_two(k, A, B), L), checks([L == [1-9]])).
case(tm_sorted(tm_mixed(_, _, _, _), L), checks([L == [tm_mixed(a, 2, z, 5), tm_mixed(b, 1, x, 1)]])).
case(tm_partial(k, V), checks([V == 6])).
case(tm_sum_lat(k, S, P), checks([S == 3, P == x-y])).
% A moded argument must be unbound.
case(tm_sum(x, 9), error(uninstantiation_error(9))).
% Declarations SWI-Prolog refuses.
case(table(tm_bad(_, bad)), error(domain_error(tabled_mode, bad))).
case(table(tm_bad(_, lattice(tm_union/2))), error(domain_error(lattice_arity, 2))).
case(table(tm_bad(_, po(tm_union/3))), error(domain_error(po_arity, 3))).
case(table(tm_bad/1 as bad), error(domain_error(table_option, bad))).
case(dynamic(tm_bad/1 as bad), error(domain_error(predicate_option, bad))).
case(catch(abolish_table_subgoals(_), error(E, _), true), checks([E = type_error(callable, _)])).
% Incremental tabling: assertz and retract into tm_fact/1 drop the tables
% that depend on it, through another table too; tm_plain/1 keeps its
% answers; tm_other/1 does not run again.
case((nb_setval(tm_runs, 0),
      tm_sorted(tm_inc(_), I1), tm_sorted(tm_inc10(_), T1), tm_inc_count(C1),
      tm_sorted(tm_plain(_), P1), tm_other(_),
      assertz(tm_fact(3)),
      tm_sorted(tm_inc(_), I2), tm_sorted(tm_inc10(_), T2), tm_inc_count(C2),
      tm_sorted(tm_plain(_), P2), tm_other(_),
      retract(tm_fact(1)),
      tm_sorted(tm_inc(_), I3), tm_sorted(tm_inc10(_), T3), tm_inc_count(C3),
      retractall(tm_fact(_)),
      tm_sorted(tm_inc(_), I4), tm_inc_count(C4), tm_other(_), nb_getval(tm_runs, Runs)),
     checks([I1 == [tm_inc(1), tm_inc(2)], T1 == [tm_inc10(10), tm_inc10(20)], C1 == 2,
             I2 == [tm_inc(1), tm_inc(2), tm_inc(3)], T2 == [tm_inc10(10), tm_inc10(20), tm_inc10(30)],
             C2 == 3, P1 == [tm_plain(1), tm_plain(2)], P2 == P1,
             I3 == [tm_inc(2), tm_inc(3)], T3 == [tm_inc10(20), tm_inc10(30)], C3 == 2,
             I4 == [], C4 == 0, Runs == 1])).
% A change while the answers of a dropped table are walked: the walk
% finishes on the answers it started with.
case((retractall(tm_fact(_)), assertz(tm_fact(1)), assertz(tm_fact(2)),
      findall(X, (tm_inc(X), assertz(tm_fact(X))), L0), msort(L0, L), tm_sorted(tm_inc(_), After)),
     checks([L == [1, 2], After == [tm_inc(1), tm_inc(2)]])).
% abolish_table_subgoals/1 drops the tables that unify with its argument.
case((nb_setval(tm_count, 0), tm_counted(a, _), tm_counted(b, _), nb_getval(tm_count, C1),
      abolish_table_subgoals(tm_counted(a, _)), tm_counted(a, _), tm_counted(b, _), nb_getval(tm_count, C2),
      abolish_table_subgoals(tm_counted(_, _)), tm_counted(a, _), tm_counted(b, _), nb_getval(tm_count, C3)),
     checks([C1 == 2, C2 == 3, C3 == 5])).
case((tm_counted(a, _), current_table(tm_counted(a, X), T)), checks([var(X), nonvar(T)])).
case((tm_sorted(tm_inc3(_), L1), assertz(tm_fact3(7)), tm_sorted(tm_inc3(_), L2)),
     checks([L1 == [], L2 == [tm_inc3(7)]])).
case(dynamic(tm_d/1, []), error(type_error(list, tm_d/1))).
