% library(tabling): :- table, variant tabling, mode-directed tabling.

:- table tab_path/2.
tab_path(X, Y) :- tab_path(X, Z), tab_edge(Z, Y).
tab_path(X, Y) :- tab_edge(X, Y).

% A cyclic graph of 10,000 edges over 2,000 nodes.
tab_edge(X, Y) :- between(0, 1999, X), tab_succ(X, Y).
tab_succ(X, Y) :- member(K, [1, 7, 31, 200, 999]), Y is (X * 3 + K) mod 2000 + 0 * K.

% The same closure without tabling: breadth-first with a visited set.
tab_reach(X, Set) :- tab_bfs([X], [], Set0), sort(Set0, Set).
tab_bfs([], Seen, Seen).
tab_bfs([N|Ns], Seen, Out) :-
    findall(M, (tab_edge(N, M), \+ memberchk(M, Seen)), Ms0),
    sort(Ms0, Ms),
    append(Seen, Ms, Seen1),
    append(Ns, Ms, Queue),
    tab_bfs(Queue, Seen1, Out).

:- table tab_small/2.
tab_small(X, Y) :- tab_small(X, Z), tab_sedge(Z, Y).
tab_small(X, Y) :- tab_sedge(X, Y).
tab_sedge(a, b). tab_sedge(b, c). tab_sedge(c, a). tab_sedge(c, d).

% Mutual recursion over a cycle of 5 nodes.
:- table tab_even/1, tab_odd/1.
tab_even(n0).
tab_even(Y) :- tab_odd(X), tab_next(X, Y).
tab_odd(Y) :- tab_even(X), tab_next(X, Y).
tab_next(n0, n1). tab_next(n1, n2). tab_next(n2, n3). tab_next(n3, n4). tab_next(n4, n0).

% Shortest distances.
:- table tab_sp(_, _, min).
tab_sp(X, Y, D) :- tab_wedge(X, Y, D).
tab_sp(X, Y, D) :- tab_sp(X, Z, D1), tab_wedge(Z, Y, D2), D is D1 + D2.
tab_wedge(X, Y, W) :- between(0, 59, X), member(K-W, [1-4, 5-1, 17-9, 40-2]), Y is (X + K) mod 60.

% Dijkstra's algorithm with a sorted frontier of Distance-Node pairs.
tab_dijkstra(Source, Dists) :-
    findall(D-Y, tab_wedge(Source, Y, D), F0),
    sort(F0, F),
    tab_dijkstra_(F, [], Dists0),
    sort(Dists0, Dists).
tab_dijkstra_([], Done, Done).
tab_dijkstra_([D-N|F], Done, Out) :-
    (   memberchk(N-_, Done)
    ->  tab_dijkstra_(F, Done, Out)
    ;   findall(D1-M, (tab_wedge(N, M, W), \+ memberchk(M-_, Done), D1 is D + W), New),
        append(F, New, F1),
        sort(F1, F2),
        tab_dijkstra_(F2, [N-D|Done], Out)
    ).

:- table tab_longest(_, max).
tab_longest(X, L) :- member(X-L, [a-1, a-3, b-2, a-2]).

:- table tab_plus_index(+, +, max).
tab_plus_index(X, Y, V) :- member(X-Y-V, [a-b-1, a-b-5, a-c-2, a-b-3]).

:- table tab_join(_, lattice(tab_union/3)).
tab_join(k, [a]).
tab_join(k, [b]).
tab_join(k, [a, c]).
tab_union(A, B, C) :- union(A, B, C0), msort(C0, C).

:- table tab_fib/2.
tab_fib(0, 0).
tab_fib(1, 1).
tab_fib(N, F) :- N > 1, N1 is N - 1, N2 is N - 2, tab_fib(N1, F1), tab_fib(N2, F2), F is F1 + F2.

% A tabled predicate that raises: its tables are dropped, the next call
% evaluates again.
:- table tab_throws/1.
tab_throws(X) :- tab_throws(X).
tab_throws(X) :- nb_getval(tab_throw, T), ( T == yes -> throw(tab_error) ; X = ok ).

:- table tab_once/1.
tab_once(X) :- nb_getval(tab_count, N0), N is N0 + 1, nb_setval(tab_count, N), member(X, [1, 2, 1, 3]).

% Answers of every kind of term, kept and given back as they were found.
:- table tab_kinds/1.
tab_kinds("a string here, long").
tab_kinds(123456789012345678901234567890).
tab_kinds([1, 2|_]).
tab_kinds(g(A, B, A)) :- B = "x".
tab_kinds(123456789012345678901234567890).
tab_kinds(g(_, "x", _)).

% A tabled call inside findall/3 while another evaluation runs: evaluated
% on its own (SWI-Prolog gives the same answers).
:- table tab_inner/1, tab_outer/1.
tab_inner(X) :- member(X, [a, b, c]).
tab_outer(N) :- findall(X, tab_inner(X), L), length(L, N).
:- table tab_small2/2.
tab_small2(X, Y) :- tab_small2(X, Z), tab_sedge(Z, Y).
tab_small2(X, Y) :- tab_sedge(X, Y).
:- table tab_outer2/2.
tab_outer2(X, L) :- member(X, [1, 2]), findall(Y, tab_small2(a, Y), L0), msort(L0, L).
tab_outer2(X, L) :- tab_outer2(Y, L), X is Y + 10, X < 30.

% A cyclic answer cannot be tabled.
:- table tab_cyclic/1.
tab_cyclic(X) :- X = f(X).

% Left recursion on the 10,000-edge graph: each answer once, the same set
% as the breadth-first closure.
case((findall(Y, tab_path(0, Y), L), length(L, N), sort(L, S), length(S, N), tab_reach(0, R)), checks([S == R])).
case((findall(Y, tab_path(5, Y), L), msort(L, S), tab_reach(5, R)), checks([S == R])).
% The whole closure of a small cyclic graph.
case(findall(X-Y, tab_small(X, Y), L),
     checks([msort(L, S), S == [a-a, a-b, a-c, a-d, b-a, b-b, b-c, b-d, c-a, c-b, c-c, c-d]])).
case(tab_small(a, d), true).
case(tab_small(d, _), fail).
% Mutual recursion.
case(findall(X, tab_even(X), L), checks([msort(L, [n0, n1, n2, n3, n4])])).
case(findall(X, tab_odd(X), L), checks([msort(L, [n0, n1, n2, n3, n4])])).
% min: each distance equals Dijkstra's.
case((findall(Y-D, tab_sp(0, Y, D), L0), sort(L0, L), tab_dijkstra(0, Dj)), checks([L == Dj])).
case((findall(Y-D, tab_sp(7, Y, D), L0), sort(L0, L), tab_dijkstra(7, Dj)), checks([L == Dj])).
case(tab_sp(0, 5, D), checks([D == 1])).
% A moded argument must be unbound (as in SWI-Prolog).
case(tab_sp(0, 5, 2), error(uninstantiation_error(2))).
% max and lattice.
case(findall(X-L, tab_longest(X, L), R), checks([msort(R, [a-3, b-2])])).
case(tab_join(k, L), checks([L == [a, b, c]])).
% fib(1000) answers with a big integer.
case(tab_fib(1000, F),
     checks([F == 43466557686937456435688527675040625802564660517371780402481729089536555417949051890403879840079255169295922593080322634775209689623239873322471161642996440906533187938298969649928516003704476137795166849228875])).
% An exception leaves no incomplete table behind.
case((nb_setval(tab_throw, yes), catch(tab_throws(_), E, true), nb_setval(tab_throw, no), tab_throws(X)),
     checks([E == tab_error, X == ok])).
% A complete table answers without running the clauses again;
% abolish_all_tables/0 makes it run again.
case((nb_setval(tab_count, 0), findall(X, tab_once(X), L1), findall(X, tab_once(X), L2), nb_getval(tab_count, C1),
      abolish_all_tables, findall(X, tab_once(X), _), nb_getval(tab_count, C2)),
     checks([msort(L1, [1, 2, 3]), L2 == L1, C1 == 1, C2 == 2])).
% Inside findall/3 and forall/2.
case(forall(tab_small(a, Y), memberchk(Y, [a, b, c, d])), true).
case(findall(N, (member(X, [a, d]), aggregate_all(count, tab_small(X, _), N)), Ns), checks([Ns == [4, 0]])).
% SWI-Prolog gives the table's trie, hornbook its status.
case((tab_small(a, _), current_table(user:tab_small(a, _), S)), checks([nonvar(S)])).
case((findall(Y, tab_kinds(Y), L), length(L, N)),
     checks([N == 5, memberchk("a string here, long", L), memberchk(123456789012345678901234567890, L),
             (member(P, L), P = [1, 2|T], var(T)),
             (member(g(A, B, C), L), A == C, var(A), B == "x"),
             (member(g(D, "x", E), L), var(D), var(E), D \== E)])).
case(findall(N, tab_outer(N), L), checks([L == [3]])).
case(findall(X-L, tab_outer2(X, L), R), checks([msort(R, [1-[a, b, c, d], 2-[a, b, c, d], 11-[a, b, c, d], 12-[a, b, c, d], 21-[a, b, c, d], 22-[a, b, c, d]])])).
case(catch(tab_cyclic(_), error(E, _), true), checks([subsumes_term(type_error(acyclic_term, _), E)])).
% SWI-Prolog 9's type name, spelt as it spells it.
case(table(1), error(type_error(table_desclaration, 1))).
case(table(_), error(instantiation_error)).
case(table(p(bad_mode)), error(domain_error(tabled_mode, bad_mode))).
% `+` marks an indexed argument, as `_` and index do.
case(findall(Y-V, tab_plus_index(a, Y, V), L), checks([msort(L, S), S == [b-5, c-2]])).
