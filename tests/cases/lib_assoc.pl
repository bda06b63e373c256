% library(assoc): AVL trees with SWI-Prolog's shape and errors.
case(empty_assoc(A), checks([A == t])).
case((list_to_assoc([a-1, b-2], A), get_assoc(b, A, V)), checks([V == 2, A == t(b, 2, <, t(a, 1, -, t, t), t)])).
case((list_to_assoc([a-1, b-2], A), get_assoc(c, A, _)), fail).
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
