% library(pairs).
case(pairs_keys_values(P, [a, b], [1, 2]), checks([P == [a-1, b-2]])).
case(pairs_keys_values([a-1, b-2], K, V), checks([K == [a, b], V == [1, 2]])).
case(pairs_keys([a-1, b-2], K), checks([K == [a, b]])).
case(pairs_values([a-1, b-2], V), checks([V == [1, 2]])).
case(pairs_keys([], K), checks([K == []])).
case(transpose_pairs([a-1, b-2, c-1], T), checks([T == [1-a, 1-c, 2-b]])).
case(map_list_to_pairs(atom_length, [abc, de], P), checks([P == [3-abc, 2-de]])).
case(map_list_to_pairs([_X, Y]>>(Y = k), [a], P), checks([P == [k-a]])).
case(group_pairs_by_key([a-1, a-2, b-3, a-4], G), checks([G == [a-[1, 2], b-[3], a-[4]]])).
case(group_pairs_by_key([], G), checks([G == []])).
case(group_pairs_by_key([X-1, Y-2, X-3], G), checks([G = [A-[1], B-[2], C-[3]], A == X, B == Y, C == X])).
