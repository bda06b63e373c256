/*  hornbook library(ugraphs): unweighted graphs as SWI-Prolog's
    library(ugraphs). A graph is an ordered list of Vertex-Neighbours
    pairs, one per vertex in standard order, Neighbours an ordered set.
    A graph argument that is not a proper list of such pairs raises an
    instantiation or type error (SWI-Prolog may instead fail, or search
    partial graphs without end).
*/
:- module(ugraphs,
        [ vertices_edges_to_ugraph/3, vertices/2, edges/2, add_vertices/3,
          del_vertices/3, add_edges/3, del_edges/3, transpose_ugraph/2,
          neighbours/3, neighbors/3, complement/2, compose/3, top_sort/2,
          top_sort/3, transitive_closure/2, reachable/3, ugraph_union/3,
          connect_ugraph/3
        ]).

% A graph argument must be a proper list of Vertex-Neighbours pairs with
% proper lists of neighbours: anything else is an error rather than a
% search through ever longer partial graphs.
'$graph'(G) :-
    must_be(list, G),
    '$graph_pairs'(G).

'$graph_pairs'([]).
'$graph_pairs'([P|Ps]) :-
    (   var(P) -> instantiation_error(P)
    ;   P = _-Ns -> must_be(list, Ns)
    ;   type_error(pair, P)
    ),
    '$graph_pairs'(Ps).

%!  vertices_edges_to_ugraph(+Vertices, +Edges, -Graph) is det
%
%   Graph has the vertices of Vertices and of the From-To pairs of Edges,
%   and those edges.
%
%   ?- vertices_edges_to_ugraph([a, b, c], [a-b, b-c, b-a], G).
%   G = [a-[b], b-[a, c], c-[]].
vertices_edges_to_ugraph(Vertices, Edges, Graph) :-
    msort(Vertices, V1),
    msort(Edges, E1),
    '$edge_ends'(E1, Ends),
    append(V1, Ends, V2),
    sort(V2, Vs),
    sort(E1, Es),
    '$group_edges'(Vs, Es, Graph).

'$edge_ends'([], []).
'$edge_ends'([A-B|Es], [A, B|Vs]) :- '$edge_ends'(Es, Vs).

% Vertices (ordered) with the sorted edges that leave each.
'$group_edges'([], _, []).
'$group_edges'([V|Vs], Es0, [V-Ns|G]) :-
    '$edges_from'(Es0, V, Ns, Es),
    '$group_edges'(Vs, Es, G).

'$edges_from'([A-B|Es0], V, [B|Ns], Es) :-
    A == V, !,
    '$edges_from'(Es0, V, Ns, Es).
'$edges_from'(Es, _, [], Es).

%!  vertices(+Graph, -Vertices) is det
%
%   Vertices is the ordered set of the vertices of Graph.
%
%   ?- vertices([a-[b], b-[]], Vs).
%   Vs = [a, b].
vertices(Graph, Vertices) :-
    '$graph'(Graph),
    '$vertices'(Graph, Vertices).

'$vertices'([], []).
'$vertices'([V-_|G], [V|Vs]) :- '$vertices'(G, Vs).

%!  edges(+Graph, -Edges) is det
%
%   Edges lists the From-To pairs of Graph in standard order.
%
%   ?- edges([a-[b], b-[a, c], c-[]], Es).
%   Es = [a-b, b-a, b-c].
edges(Graph, Edges) :-
    '$graph'(Graph),
    '$edges'(Graph, Edges, []).

'$edges'([], Es, Es).
'$edges'([V-Ns|G], Es0, Es) :-
    '$edges_of'(Ns, V, Es0, Es1),
    '$edges'(G, Es1, Es).
'$edges_of'([], _, Es, Es).
'$edges_of'([N|Ns], V, [V-N|Es0], Es) :- '$edges_of'(Ns, V, Es0, Es).

%!  add_vertices(+Graph, +Vertices, -NewGraph) is det
%
%   NewGraph is Graph with the vertices of Vertices that it lacks, without
%   edges.
%
%   ?- add_vertices([a-[b], b-[]], [d, a], G).
%   G = [a-[b], b-[], d-[]].
add_vertices(Graph, Vertices, NewGraph) :-
    '$graph'(Graph),
    msort(Vertices, V1),
    '$empty_neighbours'(V1, G1),
    ugraph_union(Graph, G1, NewGraph).

'$empty_neighbours'([], []).
'$empty_neighbours'([V|Vs], [V-[]|G]) :- '$empty_neighbours'(Vs, G).

%!  del_vertices(+Graph, +Vertices, -NewGraph) is det
%
%   NewGraph is Graph without the vertices of Vertices and the edges that
%   reach or leave them.
%
%   ?- del_vertices([a-[b], b-[a, c], c-[]], [b], G).
%   G = [a-[], c-[]].
del_vertices(Graph, Vertices, NewGraph) :-
    '$graph'(Graph),
    sort(Vertices, Del),
    '$del_vertices'(Graph, Del, NewGraph).

'$del_vertices'([], _, []).
'$del_vertices'([V-Ns|G], Del, Out) :-
    (   ord_memberchk(V, Del)
    ->  Out = Out1
    ;   ord_subtract(Ns, Del, Ns1),
        Out = [V-Ns1|Out1]
    ),
    '$del_vertices'(G, Del, Out1).

%!  add_edges(+Graph, +Edges, -NewGraph) is det
%
%   NewGraph is Graph with the From-To edges of Edges (and their vertices)
%   added.
%
%   ?- add_edges([a-[b], b-[]], [c-a, b-c], G).
%   G = [a-[b], b-[c], c-[a]].
add_edges(Graph, Edges, NewGraph) :-
    '$graph'(Graph),
    vertices_edges_to_ugraph([], Edges, G1),
    ugraph_union(Graph, G1, NewGraph).

%!  del_edges(+Graph, +Edges, -NewGraph) is det
%
%   NewGraph is Graph without the From-To edges of Edges; no vertex is
%   removed.
%
%   ?- del_edges([a-[b], b-[a, c], c-[]], [a-b], G).
%   G = [a-[], b-[a, c], c-[]].
del_edges(Graph, Edges, NewGraph) :-
    '$graph'(Graph),
    vertices_edges_to_ugraph([], Edges, G1),
    '$graph_subtract'(Graph, G1, NewGraph).

'$graph_subtract'([], _, []).
'$graph_subtract'([V-Ns|G], Del, [V-Ns1|Out]) :-
    (   '$neighbours_in'(Del, V, DNs) -> ord_subtract(Ns, DNs, Ns1) ; Ns1 = Ns ),
    '$graph_subtract'(G, Del, Out).

'$neighbours_in'([W-Ns|G], V, Out) :-
    (   W == V -> Out = Ns ; '$neighbours_in'(G, V, Out) ).

%!  transpose_ugraph(+Graph, -NewGraph) is det
%
%   NewGraph has the vertices of Graph and an edge To-From for each edge
%   From-To of Graph.
%
%   ?- transpose_ugraph([a-[b], b-[a, c], c-[]], T).
%   T = [a-[b], b-[a], c-[b]].
transpose_ugraph(Graph, NewGraph) :-
    edges(Graph, Edges),
    '$flip_edges'(Edges, Flipped),
    vertices(Graph, Vs),
    vertices_edges_to_ugraph(Vs, Flipped, NewGraph).

'$flip_edges'([], []).
'$flip_edges'([A-B|Es], [B-A|Fs]) :- '$flip_edges'(Es, Fs).

%!  neighbours(+Vertex, +Graph, -Neighbours) is det
%
%   Neighbours is the ordered set of the vertices an edge from Vertex
%   reaches; fails when Vertex is not in Graph.
%
%   ?- neighbours(b, [a-[b], b-[a, c], c-[]], Ns).
%   Ns = [a, c].
neighbours(V, Graph, Ns) :-
    '$graph'(Graph),
    '$neighbours_in'(Graph, V, Ns).

%!  neighbors(+Vertex, +Graph, -Neighbours) is det
%
%   The same as neighbours/3.
%
%   ?- neighbors(a, [a-[b], b-[]], Ns).
%   Ns = [b].
neighbors(V, Graph, Ns) :-
    neighbours(V, Graph, Ns).

%!  complement(+Graph, -NewGraph) is det
%
%   NewGraph has an edge From-To (From \== To) exactly where Graph has
%   none.
%
%   ?- complement([a-[b], b-[a, c], c-[]], G).
%   G = [a-[c], b-[], c-[a, b]].
complement(Graph, NewGraph) :-
    vertices(Graph, Vs),
    '$complement'(Graph, Vs, NewGraph).

'$complement'([], _, []).
'$complement'([V-Ns|G], Vs, [V-Cs|Out]) :-
    ord_add_element(Ns, V, Ns1),
    ord_subtract(Vs, Ns1, Cs),
    '$complement'(G, Vs, Out).

%!  compose(+Graph1, +Graph2, -Composition) is det
%
%   Composition has an edge A-C where Graph1 has A-B and Graph2 has B-C;
%   its vertices are those of both graphs.
%
%   ?- compose([a-[b]], [b-[c], c-[d]], G).
%   G = [a-[c], b-[], c-[]].
compose(G1, G2, Composition) :-
    vertices(G1, V1),
    vertices(G2, V2),
    ord_union(V1, V2, Vs),
    '$compose'(Vs, G1, G2, Composition).

'$compose'([], _, _, []).
'$compose'([V|Vs], G1, G2, [V-Cs|Out]) :-
    (   '$neighbours_in'(G1, V, Ns) -> '$compose_step'(Ns, G2, [], Cs) ; Cs = [] ),
    '$compose'(Vs, G1, G2, Out).

'$compose_step'([], _, Cs, Cs).
'$compose_step'([N|Ns], G2, Cs0, Cs) :-
    (   '$neighbours_in'(G2, N, Ns2) -> ord_union(Cs0, Ns2, Cs1) ; Cs1 = Cs0 ),
    '$compose_step'(Ns, G2, Cs1, Cs).

%!  top_sort(+Graph, -Sorted) is semidet
%
%   Sorted lists the vertices of Graph so that every edge goes from an
%   earlier to a later one; fails when Graph has a cycle.
%
%   ?- top_sort([a-[b], b-[c], c-[]], L).
%   L = [a, b, c].
top_sort(Graph, Sorted) :-
    top_sort(Graph, [], Sorted).

%!  top_sort(+Graph, ?Tail, -Sorted) is semidet
%
%   As top_sort/2, with Tail appended to Sorted (the argument order of
%   SWI-Prolog's implementation).
%
%   ?- top_sort([a-[b], b-[]], [z], L).
%   L = [a, b, z].
top_sort(Graph, Tail, Sorted) :-
    '$graph'(Graph),
    vertices(Graph, Vs),
    '$in_degrees'(Graph, Vs, Counts),
    '$zeros'(Counts, Vs, Zeros),
    '$top_sort'(Zeros, Graph, Vs, Counts, Tail, Sorted).

% In-degree of each vertex, in the order of the vertices.
'$in_degrees'(Graph, Vs, Counts) :-
    '$zero_counts'(Vs, C0),
    '$count_edges'(Graph, Vs, C0, Counts).

'$zero_counts'([], []).
'$zero_counts'([_|Vs], [0|Cs]) :- '$zero_counts'(Vs, Cs).

'$count_edges'([], _, Cs, Cs).
'$count_edges'([_-Ns|G], Vs, Cs0, Cs) :-
    '$add_ones'(Ns, Vs, Cs0, Cs1),
    '$count_edges'(G, Vs, Cs1, Cs).

'$add_ones'([], _, Cs, Cs) :- !.
'$add_ones'([N|Ns], [V|Vs], [C0|Cs0], [C|Cs]) :-
    (   N == V
    ->  C is C0 + 1, '$add_ones'(Ns, Vs, Cs0, Cs)
    ;   C = C0, '$add_ones'([N|Ns], Vs, Cs0, Cs)
    ).

'$zeros'([], [], []).
'$zeros'([C|Cs], [V|Vs], Zs) :-
    (   C =:= 0 -> Zs = [V|Zs1] ; Zs = Zs1 ),
    '$zeros'(Cs, Vs, Zs1).

% Vertices whose count drops to zero are taken next, the last one first.
'$top_sort'([], _, _, Counts, Tail, Tail) :-
    '$all_zero'(Counts).
'$top_sort'([Z|Zs], Graph, Vs, Counts0, Tail, [Z|Sorted]) :-
    '$neighbours_in'(Graph, Z, Ns),
    '$sub_ones'(Ns, Vs, Counts0, Counts, Zs, Zs1),
    '$top_sort'(Zs1, Graph, Vs, Counts, Tail, Sorted).

'$sub_ones'([], _, Cs, Cs, Zs, Zs) :- !.
'$sub_ones'([N|Ns], [V|Vs], [C0|Cs0], [C|Cs], Zs0, Zs) :-
    (   N == V
    ->  C is C0 - 1,
        (   C =:= 0 -> Zs1 = [V|Zs0] ; Zs1 = Zs0 ),
        '$sub_ones'(Ns, Vs, Cs0, Cs, Zs1, Zs)
    ;   C = C0,
        '$sub_ones'([N|Ns], Vs, Cs0, Cs, Zs0, Zs)
    ).

'$all_zero'([]).
'$all_zero'([C|Cs]) :- C =:= 0, '$all_zero'(Cs).

%!  transitive_closure(+Graph, -Closure) is det
%
%   Closure has an edge A-B wherever Graph has a path from A to B
%   (Warshall's algorithm).
%
%   ?- transitive_closure([a-[b], b-[a, c], c-[]], C).
%   C = [a-[a, b, c], b-[a, b, c], c-[]].
transitive_closure(Graph, Closure) :-
    '$graph'(Graph),
    '$warshall'(Graph, Graph, Closure).

% For each vertex V in turn, every vertex with an edge to V also gets
% V's neighbours.
'$warshall'([], Closure, Closure).
'$warshall'([V-_|Vs], G0, Closure) :-
    '$neighbours_in'(G0, V, VNs),
    '$warshall_step'(G0, V, VNs, G1),
    '$warshall'(Vs, G1, Closure).

'$warshall_step'([], _, _, []).
'$warshall_step'([X-Ns|G], V, VNs, [X-Ns1|G1]) :-
    (   ord_memberchk(V, Ns) -> ord_union(Ns, VNs, Ns1) ; Ns1 = Ns ),
    '$warshall_step'(G, V, VNs, G1).

%!  reachable(+Vertex, +Graph, -Vertices) is det
%
%   Vertices is the ordered set of the vertices a path from Vertex reaches,
%   Vertex included.
%
%   ?- reachable(c, [a-[b], b-[], c-[a]], Vs).
%   Vs = [a, b, c].
reachable(V, Graph, Reached) :-
    '$graph'(Graph),
    '$reach'([V], Graph, [V], Reached).

'$reach'([], _, Reached, Reached).
'$reach'([V|Vs], Graph, Seen0, Reached) :-
    (   '$neighbours_in'(Graph, V, Ns) -> true ; Ns = [] ),
    ord_union(Seen0, Ns, Seen, New),
    append(Vs, New, Todo),
    '$reach'(Todo, Graph, Seen, Reached).

%!  ugraph_union(+Graph1, +Graph2, -Union) is det
%
%   Union has the vertices and edges of both graphs.
%
%   ?- ugraph_union([a-[b]], [a-[c], b-[]], G).
%   G = [a-[b, c], b-[]].
ugraph_union(G1, G2, Union) :-
    '$graph'(G1),
    '$graph'(G2),
    '$ugraph_union'(G1, G2, Union).

'$ugraph_union'(G1, [], G1) :- !.
'$ugraph_union'([], G2, G2) :- !.
'$ugraph_union'([V1-N1|G1], [V2-N2|G2], Union) :-
    compare(Order, V1, V2),
    (   Order == (=)
    ->  ord_union(N1, N2, Ns),
        Union = [V1-Ns|Union1],
        '$ugraph_union'(G1, G2, Union1)
    ;   Order == (<)
    ->  Union = [V1-N1|Union1],
        '$ugraph_union'(G1, [V2-N2|G2], Union1)
    ;   Union = [V2-N2|Union1],
        '$ugraph_union'([V1-N1|G1], G2, Union1)
    ).

%!  connect_ugraph(+Graph, -Start, -NewGraph) is det
%
%   NewGraph is Graph with a new vertex Start, before every other vertex
%   in the standard order, with an edge to each vertex of Graph.
%
%   ?- connect_ugraph([a-[], b-[]], S, G).
%   S = 0, G = [0-[a, b], a-[], b-[]].
connect_ugraph(Graph, Start, NewGraph) :-
    '$graph'(Graph),
    '$connect'(Graph, Start, NewGraph).

'$connect'([], 0, []) :- !.
'$connect'(Graph, Start, [Start-Vs|Graph]) :-
    vertices(Graph, Vs),
    Vs = [First|_],
    '$before'(First, Start).

% A term that comes before T in the standard order.
'$before'(T, _) :- var(T), !, throw(error(instantiation_error, context(connect_ugraph/3, _))).
'$before'(T, B) :- number(T), !, B is T - 1.
'$before'(_, 0).
