% library(ordsets).
case(is_ordset([a, b, c]), true).
case(is_ordset([b, a]), fail).
case(is_ordset([a, a]), fail).
case(is_ordset(foo), fail).
case(list_to_ord_set([c, a, b, a], S), checks([S == [a, b, c]])).
case(ord_union([a, c], [b, c, d], U), checks([U == [a, b, c, d]])).
case(ord_union([[a, b], [c], [b, d]], U), checks([U == [a, b, c, d]])).
case(ord_union([a, c], [b, c], U, N), checks([U == [a, b, c], N == [b]])).
case(ord_subtract([a, b, c, d], [b, d], D), checks([D == [a, c]])).
case(ord_intersection([a, b, c], [b, c, d], I), checks([I == [b, c]])).
case(ord_intersection([[a, b, c], [b, c], [c, d]], I), checks([I == [c]])).
case(ord_memberchk(b, [a, b, c]), true).
case(ord_memberchk(d, [a, b, c]), fail).
case(ord_add_element([a, c], b, S), checks([S == [a, b, c]])).
case(ord_del_element([a, b, c], b, S), checks([S == [a, c]])).
case(ord_selectchk(b, [a, b, c], S), checks([S == [a, c]])).
case(ord_selectchk(d, [a, b, c], _), fail).
case(ord_subset([a, c], [a, b, c]), true).
case(ord_subset([a, d], [a, b, c]), fail).
case(ord_empty(S), checks([S == []])).
case(ord_disjoint([a, b], [c, d]), true).
case(ord_disjoint([a, b], [b, d]), fail).
case(ord_intersect([a, b], [b, c]), true).
case(ord_symdiff([a, b, c], [b, c, d], D), checks([D == [a, d]])).
case(ord_seteq([a, b], [a, b]), true).
case(ord_intersection([a, b, c], [b, c, d], I, D), checks([I == [b, c], D == [d]])).
case(ord_intersection([], [a, b], I, D), checks([I == [], D == [a, b]])).
case(ord_intersection([a, b], [], I, D), checks([I == [], D == []])).
case(ord_intersection([b, d], [a, b, c, d, e], I, D), checks([I == [b, d], D == [a, c, e]])).
case(ord_intersect([a, b], [b, c], I), checks([I == [b]])).
