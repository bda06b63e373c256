% library(assoc): AVL trees with SWI-Prolog's shape and errors.
case(empty_assoc(A), checks([A == t])).
case((list_to_assoc([a-1, b-2], A), get_assoc(b, A, V)), checks([V == 2, A == t(b, 2, <, t(a, 1, -, t, t), t)])).
case((list_to_assoc([a-1, b-2], A), get_assoc(c, A, _)), fail).
% get_assoc/3 walks the tree by the standard order of the key; a leaf
% fails, anything else that is not a node is an error (as SWI-Prolog's).
case((numlist(1, 500, L), findall(K-v(K), member(K, L), Ps), list_to_assoc(Ps, A), get_assoc(377, A, V)), checks([V == v(377)])).
case((numlist(1, 500, L), findall(K-K, member(K, L), Ps), list_to_assoc(Ps, A), get_assoc(0, A, _)), fail).
case((list_to_assoc([f(b)-1, "s"-2, 1.5-3, a-4], A), get_assoc("s", A, V1), get_assoc(f(b), A, V2), get_assoc(1.5, A, V3)), checks([V1 == 2, V2 == 1, V3 == 3])).
case((list_to_assoc([a-X], A), get_assoc(a, A, V), V = 1), checks([X == 1])).
case(get_assoc(a, t, _), fail).
case(get_assoc(a, foo, _), error(type_error(btree, foo))).
case(get_assoc(a, _, _), error(instantiation_error)).
case((empty_assoc(E), put_assoc(k, E, v, A)), checks([A == t(k, v, -, t, t)])).
case((put_assoc(a, t, 1, A0), put_assoc(b, A0, 2, A)), checks([A == t(a, 1, >, t, t(b, 2, -, t, t))])).
case((put_assoc(a, t, 1, A0), put_assoc(a, A0, 2, A), get_assoc(a, A, V)), checks([V == 2])).
case(list_to_assoc([a-1, b-2, c-3, d-4, e-5], A), checks([A == t(c, 3, -, t(b, 2, <, t(a, 1, -, t, t), t), t(e, 5, <, t(d, 4, -, t, t), t))])).
case((list_to_assoc([c-3, a-1, b-2], A), assoc_to_list(A, L)), checks([L == [a-1, b-2, c-3]])).
case((list_to_assoc([b-2, a-1], A), assoc_to_keys(A, K), assoc_to_values(A, V)), checks([K == [a, b], V == [1, 2]])).
case((list_to_assoc([a-1, c-3, b-2], A), max_assoc(A, K, V), min_assoc(A, K2, V2)), checks([K-V == c-3, K2-V2 == a-1])).
case(max_assoc(t, _, _), fail).
case((list_to_assoc([a-1, b-2], A0), del_assoc(a, A0, V, A)), checks([V == 1, A == t(b, 2, -, t, t)])).
case((list_to_assoc([a-1], A0), del_assoc(z, A0, _, _)), fail).
case((list_to_assoc([a-1, b-2], A0), map_assoc(succ, A0, A), assoc_to_values(A, Vs)), checks([Vs == [2, 3]])).
case((list_to_assoc([a-1, b-x], A), map_assoc(integer, A)), fail).
case((list_to_assoc([a-1], A), is_assoc(A)), true).
case(is_assoc(t), true).
% An unbound term is no assoc (SWI-Prolog fails); found by tools/difffuzz.
case(is_assoc(_), fail).
case(is_assoc(t(b, 1, -, t(c, 2, -, t, t), t)), fail).
case(ord_list_to_assoc([a-1, b-2, c-3], A), checks([A == t(b, 2, -, t(a, 1, -, t, t), t(c, 3, -, t, t))])).
% Many insertions keep the tree balanced and ordered.
case((numlist(1, 200, Ns), foldl([N, A0, A]>>put_assoc(N, A0, N, A), Ns, t, T), is_assoc(T), assoc_to_keys(T, Ks)), checks([Ks == Ns])).
case((numlist(1, 100, Ns), reverse(Ns, Rs), foldl([N, A0, A]>>put_assoc(N, A0, x, A), Rs, t, T)), checks([is_assoc(T)])).
% Errors.
case(list_to_assoc([b-2, a-1, b-3], _), error(domain_error(unique_key_pairs, [b-2, a-1, b-3]))).
case(list_to_assoc([x], _), error(type_error(pair, x))).
case(ord_list_to_assoc([b-1, a-2], _), error(domain_error(key_ordered_pairs, [b-1, a-2]))).
case(list_to_assoc(_, _), error(instantiation_error)).
% Deletion rebalances as SWI-Prolog's library: the same shapes.
case((list_to_assoc([a-1, b-2, c-3, d-4, e-5], A0), del_assoc(c, A0, V, A)), checks([V == 3, A == t(b, 2, >, t(a, 1, -, t, t), t(e, 5, <, t(d, 4, -, t, t), t))])).
case((list_to_assoc([a-1, b-2, c-3, d-4], A0), del_assoc(a, A0, _, A)), checks([A == t(c, 3, -, t(b, 2, -, t, t), t(d, 4, -, t, t))])).
case((list_to_assoc([a-1, b-2], A0), del_assoc(a, A0, 2, _)), fail).
case((numlist(1, 300, Ns), list_to_assoc([], E), foldl([N, A0, A]>>put_assoc(N, A0, N, A), Ns, E, T0), foldl([N, A0, A]>>(N mod 3 =:= 0 -> A = A0 ; del_assoc(N, A0, N, A)), Ns, T0, T), assoc_to_keys(T, Ks)), checks([is_assoc(T), findall(K, (between(1, 300, K), K mod 3 =:= 0), Ks)])).
case((list_to_assoc([a-1, b-2, c-3], A0), del_min_assoc(A0, K, V, A)), checks([K-V == a-1, A == t(b, 2, >, t, t(c, 3, -, t, t))])).
case((list_to_assoc([a-1, b-2, c-3], A0), del_max_assoc(A0, K, V, A)), checks([K-V == c-3, A == t(b, 2, <, t(a, 1, -, t, t), t)])).
case((list_to_assoc([a-1, b-2, c-3], A0), del_min_assoc(A0, b, _, _)), fail).
case(del_min_assoc(t, _, _, _), fail).
% Anything that is no assoc fails too, as in SWI-Prolog.
case(del_min_assoc(3, _, _, _), fail).
case(del_max_assoc(foo, _, _, _), fail).
case(del_max_assoc(t, _, _, _), fail).
case((numlist(1, 50, Ns), findall(N-N, member(N, Ns), Ps), list_to_assoc(Ps, A), del_max_assoc(A, K1, _, A1), del_max_assoc(A1, K2, _, A2)), checks([K1 == 50, K2 == 49, is_assoc(A2)])).
case((list_to_assoc([a-1, b-2], A0), get_assoc(a, A0, Old, A, 9)), checks([Old == 1, A == t(b, 2, <, t(a, 9, -, t, t), t)])).
case((list_to_assoc([a-1, b-2], A0), get_assoc(z, A0, _, _, 9)), fail).
case(get_assoc(a, t, _, _, _), fail).
case((list_to_assoc([a-1, b-2], A0), get_assoc(b, A0, 3, _, 9)), fail).
case((list_to_assoc([b-2, a-1, c-3], A), findall(K-V, gen_assoc(K, A, V), L)), checks([L == [a-1, b-2, c-3]])).
case((list_to_assoc([b-2, a-1, c-3], A), findall(V, gen_assoc(b, A, V), L)), checks([L == [2]])).
case((list_to_assoc([f(1)-x, f(2)-y, g(1)-z], A), findall(X-V, gen_assoc(f(X), A, V), L)), checks([L == [1-x, 2-y]])).
case(gen_assoc(_, t, _), fail).
