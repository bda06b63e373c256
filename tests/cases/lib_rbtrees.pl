% library(rbtrees): red-black trees with SWI-Prolog's shapes and answers.
:- use_module(library(rbtrees)).

% Inserts the keys of a list, each with value v(Key).
insert_all([], T, T).
insert_all([K|Ks], T0, T) :-
    rb_insert(T0, K, v(K), T1),
    insert_all(Ks, T1, T).

% Deletes the keys of a list.
delete_all([], T, T).
delete_all([K|Ks], T0, T) :-
    rb_delete(T0, K, T1),
    delete_all(Ks, T1, T).

% The keys 1..N in a scrambled order (multiplication by a unit mod N).
scrambled(N, Ks) :-
    findall(K, (between(1, N, I), K is (I * 37) mod N + 1), Ks).

tree_of(Keys, T) :-
    rb_new(T0),
    insert_all(Keys, T0, T).

case(rb_new(T), checks([T = t(Nil, Nil), Nil = black('', _, _, ''), T = t(black(A, _, _, B), _), A == '', B == ''])).
case((rb_new(T), rb_empty(T)), true).
case(rb_empty(T), checks([rb_size(T, 0)])).
case((list_to_rbtree([a-1], T), rb_empty(T)), fail).
case((rb_new(T), rb_size(T, N), rb_visit(T, L), rb_keys(T, K)), checks([N == 0, L == [], K == []])).
% Shapes, as SWI-Prolog builds them.
case((rb_new(T0), rb_insert(T0, a, 1, T)), checks([T = t(Nil, black(Nil, a, 1, Nil))])).
case((tree_of([a, b], T)), checks([T = t(N, black(N, a, v(a), red(N, b, v(b), N)))])).
case((tree_of([a, b, c], T)), checks([T = t(N, black(red(N, a, v(a), N), b, v(b), red(N, c, v(c), N)))])).
case((tree_of([c, b, a], T)), checks([T = t(N, black(red(N, a, v(a), N), b, v(b), red(N, c, v(c), N)))])).
case((tree_of([a, c, b], T)), checks([T = t(N, black(red(N, a, v(a), N), b, v(b), red(N, c, v(c), N)))])).
case((tree_of([a, b, c, d], T)), checks([T = t(N, black(black(N, a, v(a), N), b, v(b), black(N, c, v(c), red(N, d, v(d), N))))])).
case(list_to_rbtree([c-3, a-1, b-2, d-4], T), checks([T = t(N, black(black(N, a, 1, N), b, 2, black(N, c, 3, red(N, d, 4, N))))])).
case(list_to_rbtree([], T), checks([T = t(N, N)])).
% Lookup and update.
case((list_to_rbtree([a-1, b-2, c-3], T), rb_lookup(b, V, T)), checks([V == 2])).
case((list_to_rbtree([a-1, b-2, c-3], T), rb_lookup(z, _, T)), fail).
case((rb_new(T), rb_lookup(a, _, T)), fail).
case((tree_of([x, y], T0), rb_insert(T0, x, new, T), rb_lookup(x, V, T), rb_size(T, N)), checks([V == new, N == 2])).
case((tree_of([x, y], T0), rb_insert_new(T0, x, new, _)), fail).
case((tree_of([x, y], T0), rb_insert_new(T0, z, new, T), rb_lookup(z, V, T)), checks([V == new])).
case((list_to_rbtree([a-1], T0), rb_update(T0, a, 2, T), rb_lookup(a, V, T)), checks([V == 2])).
case((list_to_rbtree([a-1], T0), rb_update(T0, a, Old, 2, _)), checks([Old == 1])).
case((list_to_rbtree([a-1], T0), rb_update(T0, b, 2, _)), fail).
case((list_to_rbtree([a-1, b-2], T0), rb_apply(T0, b, succ, T), rb_visit(T, L)), checks([L == [a-1, b-3]])).
case((list_to_rbtree([a-1, b-x], T0), rb_apply(T0, b, succ, _)), error(type_error(integer, x))).
case((list_to_rbtree([a-1], T0), rb_apply(T0, b, succ, _)), fail).
case((list_to_rbtree([a-1], T0), rb_apply(T0, a, [X, Y]>>(Y is X * 10, Y > 100), _)), fail).
% Order of keys: the standard order of terms.
case((tree_of([f(x), 2, b, a, 1, _], T), rb_keys(T, Ks)), checks([Ks = [_, 1, 2, a, b, f(x)]])).
case((list_to_rbtree([b-2, a-1, c-3], T), rb_min(T, K1, V1), rb_max(T, K2, V2)), checks([K1-V1 == a-1, K2-V2 == c-3])).
case((rb_new(T), rb_min(T, _, _)), fail).
case((rb_new(T), rb_max(T, _, _)), fail).
case((list_to_rbtree([a-1, b-2, c-3], T), rb_next(T, b, K, V)), checks([K-V == c-3])).
case((list_to_rbtree([a-1, b-2, c-3], T), rb_next(T, c, _, _)), fail).
case((list_to_rbtree([a-1, c-3], T), rb_next(T, b, _, _)), fail).
case((list_to_rbtree([a-1, b-2, c-3], T), rb_previous(T, b, K, V)), checks([K-V == a-1])).
case((list_to_rbtree([a-1, b-2, c-3], T), rb_previous(T, a, _, _)), fail).
case((scrambled(50, Ks), tree_of(Ks, T), findall(N, rb_next(T, 17, N, _), L)), checks([L == [18]])).
case((scrambled(50, Ks), tree_of(Ks, T), findall(P, rb_previous(T, 17, P, _), L)), checks([L == [16]])).
% Enumeration.
case((list_to_rbtree([b-2, a-1, c-3], T), findall(K-V, rb_in(K, V, T), L)), checks([L == [a-1, b-2, c-3]])).
case((list_to_rbtree([b-2, a-1, c-3], T), findall(V, rb_in(b, V, T), L)), checks([L == [2]])).
case((list_to_rbtree([f(1)-a, f(2)-b, g(1)-c], T), findall(X, rb_in(f(X), _, T), L)), checks([L == [1, 2]])).
case((list_to_rbtree([a-1, b-2], T), rb_in(z, _, T)), fail).
% Deletion.
case((list_to_rbtree([a-1, b-2, c-3], T0), rb_delete(T0, b, T), rb_visit(T, L)), checks([L == [a-1, c-3], is_rbtree(T)])).
case((list_to_rbtree([a-1, b-2, c-3], T0), rb_delete(T0, c, V, _)), checks([V == 3])).
case((list_to_rbtree([a-1, b-2, c-3], T0), rb_delete(T0, z, _)), fail).
case((rb_new(T0), rb_delete(T0, a, _)), fail).
case((list_to_rbtree([a-1, b-2, c-3], T0), rb_del_min(T0, K, V, T), rb_keys(T, Ks)), checks([K-V == a-1, Ks == [b, c]])).
case((list_to_rbtree([a-1, b-2, c-3], T0), rb_del_max(T0, K, V, T), rb_keys(T, Ks)), checks([K-V == c-3, Ks == [a, b]])).
case((rb_new(T0), rb_del_min(T0, _, _, _)), fail).
case((rb_new(T0), rb_del_max(T0, _, _, _)), fail).
case((tree_of([a, b, c, d], T0), rb_delete(T0, a, T)), checks([T = t(N, black(black(N, b, v(b), N), c, v(c), black(N, d, v(d), N)))])).
% Many insertions and deletions keep a valid tree with the right keys.
case((scrambled(300, Ks), tree_of(Ks, T), rb_keys(T, L), rb_size(T, N)), checks([is_rbtree(T), numlist(1, 300, L), N == 300])).
case((scrambled(300, Ks), tree_of(Ks, T0), findall(K, (between(1, 300, K), K mod 3 =\= 0), Del), delete_all(Del, T0, T), rb_keys(T, L)), checks([is_rbtree(T), findall(K, (between(1, 300, K), K mod 3 =:= 0), L)])).
case((scrambled(100, Ks), tree_of(Ks, T0), delete_all(Ks, T0, T)), checks([rb_empty(T), is_rbtree(T)])).
case((numlist(1, 64, Ks), tree_of(Ks, T), rb_fold([K-_, S0, S]>>(S is S0 + K), T, 0, Sum)), checks([Sum == 2080, is_rbtree(T)])).
% Mapping and folding.
case((list_to_rbtree([a-1, b-2], T), rb_map(T, integer)), true).
case((list_to_rbtree([a-1, b-x], T), rb_map(T, integer)), fail).
case((list_to_rbtree([a-1, b-2], T0), rb_map(T0, succ, T), rb_visit(T, L)), checks([L == [a-2, b-3]])).
case((list_to_rbtree([a-1, b-x], T0), rb_map(T0, succ, _)), error(type_error(integer, x))).
case((list_to_rbtree([a-1, b-2, c-3], T0), rb_partial_map(T0, [a, c], succ, T), rb_visit(T, L)), checks([L == [a-2, b-2, c-4]])).
case((list_to_rbtree([a-1, b-2, c-3], T0), rb_partial_map(T0, [b, z], succ, _)), fail).
case((list_to_rbtree([a-1, b-x], T0), rb_partial_map(T0, [a, b], [X, Y]>>(integer(X), Y is X + 1), T), rb_visit(T, L)), checks([L == [a-2, b-x]])).
case((list_to_rbtree([a-1, b-2, c-3], T), rb_fold([K-V, S0, [K/V|S0]]>>true, T, [], R)), checks([R == [c/3, b/2, a/1]])).
case((list_to_rbtree([a-1, b-2], T0), rb_clone(T0, T, Pairs)), checks([Pairs = [a-X, b-Y], var(X), var(Y), X \== Y, rb_keys(T, [a, b])])).
% rb_map/2 calls its goal on a node before its subtrees.
case((list_to_rbtree([a-1, b-2, c-3], T), rb_map(T, [V]>>(write(V), write(' ')))), output('2 1 3 ')).
% Validity.
case((list_to_rbtree([a-1, b-2], T), is_rbtree(T)), true).
case((rb_new(T), is_rbtree(T)), true).
case(is_rbtree(_), fail).
case(is_rbtree(foo), fail).
case(is_rbtree(t(N, red(N, a, 1, N))), fail).
case((N = black('', _, _, ''), is_rbtree(t(N, black(N, b, 1, red(N, a, 2, N))))), fail).
case((N = black('', _, _, ''), is_rbtree(t(N, black(red(N, a, 1, N), b, 2, N)))), true).
case((N = black('', _, _, ''), is_rbtree(t(N, black(black(N, a, 1, N), b, 2, N)))), fail).
case((N = black('', _, _, ''), is_rbtree(t(N, black(red(red(N, a, 1, N), b, 2, N), c, 3, N)))), fail).
% A term that is no tree: no matching rule, as in SWI-Prolog.
case(rb_lookup(a, _, foo), error(existence_error(matching_rule, rbtrees:rb_lookup(a, _, foo)))).
case(rb_insert(foo, a, 1, _), error(existence_error(matching_rule, rbtrees:rb_insert(foo, a, 1, _)))).
case(rb_visit(foo, _), error(existence_error(matching_rule, rbtrees:rb_visit(foo, _)))).
case(rb_size(foo, _), error(existence_error(matching_rule, rbtrees:rb_size(foo, _)))).
case(list_to_rbtree([b-1, a-2], T), checks([rb_visit(T, [a-2, b-1])])).
case(ord_list_to_rbtree([a-1, b-2, c-3, d-4, e-5, f-6, g-7], T), checks([is_rbtree(T), rb_keys(T, [a, b, c, d, e, f, g])])).
