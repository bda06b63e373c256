% library(ugraphs): answers as SWI-Prolog 9 gives them.
:- use_module(library(ugraphs)).

g([a-[b], b-[a, c], c-[]]).

case(vertices_edges_to_ugraph([a, b, c], [a-b, b-c, b-a], G), checks([G == [a-[b], b-[a, c], c-[]]])).
case(vertices_edges_to_ugraph([], [x-y, x-y], G), checks([G == [x-[y], y-[]]])).
case((g(G), vertices(G, V)), checks([V == [a, b, c]])).
case((g(G), edges(G, E)), checks([E == [a-b, b-a, b-c]])).
case((g(G), add_vertices(G, [d, a], G2)), checks([G2 == [a-[b], b-[a, c], c-[], d-[]]])).
case((g(G), del_vertices(G, [b], G2)), checks([G2 == [a-[], c-[]]])).
case((g(G), add_edges(G, [c-a, d-a], G2)), checks([G2 == [a-[b], b-[a, c], c-[a], d-[a]]])).
case((g(G), del_edges(G, [a-b], G2)), checks([G2 == [a-[], b-[a, c], c-[]]])).
case((g(G), transpose_ugraph(G, T)), checks([T == [a-[b], b-[a], c-[b]]])).
case(transpose_ugraph([a-[b], b-[], c-[a, b]], T), checks([T == [a-[c], b-[a, c], c-[]]])).
case((g(G), neighbours(b, G, N)), checks([N == [a, c]])).
case((g(G), neighbors(a, G, N)), checks([N == [b]])).
case((g(G), neighbours(z, G, _)), fail).
case((g(G), complement(G, C)), checks([C == [a-[c], b-[], c-[a, b]]])).
case((g(G), compose(G, G, C)), checks([C == [a-[a, c], b-[b], c-[]]])).
case(compose([a-[b]], [b-[c], c-[d]], C), checks([C == [a-[c], b-[], c-[]]])).
case(top_sort([a-[b], b-[c], c-[]], L), checks([L == [a, b, c]])).
case(top_sort([a-[b, c], b-[d], c-[d], d-[], e-[c]], L), checks([L == [a, b, e, c, d]])).
case(top_sort([a-[], b-[a], c-[a]], L), checks([L == [b, c, a]])).
case((g(G), top_sort(G, _)), fail).
case(top_sort([a-[b], b-[c], c-[]], [z], L), checks([L == [a, b, c, z]])).
case((g(G), transitive_closure(G, C)), checks([C == [a-[a, b, c], b-[a, b, c], c-[]]])).
case((g(G), reachable(a, G, R)), checks([R == [a, b, c]])).
case(reachable(c, [a-[b], b-[], c-[a]], R), checks([R == [a, b, c]])).
case(ugraph_union([a-[b]], [a-[c], b-[]], U), checks([U == [a-[b, c], b-[]]])).
case(connect_ugraph([a-[], b-[]], S, G), checks([S == 0, G == [0-[a, b], a-[], b-[]]])).
case(connect_ugraph([1-[], 2-[]], S, G), checks([S == 0, G == [0-[1, 2], 1-[], 2-[]]])).
case(connect_ugraph([], S, G), checks([S == 0, G == []])).

% A graph that is not a proper list of pairs is an error (SWI-Prolog
% binds a variable graph to [] and then searches longer partial graphs).
case(top_sort(_, _), error(instantiation_error)).
case(transpose_ugraph([_], _), error(instantiation_error)).
case(vertices([a], _), error(type_error(pair, a))).
case(neighbours(a, [a-[b|_]], _), error(instantiation_error)).
