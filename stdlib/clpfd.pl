/*  hornbook library(clpfd): constraint logic programming over finite
    domains, with SWI-Prolog's predicates and SICStus' spellings.

    This file gives the library its predicates, operators,
    decompositions and labeling options; constraint expressions,
    reification, domains, propagation, trailing and labeling choices are
    native (the '$fd_...' builtins of src/clpfd/builtins/ over the solver
    in src/clpfd/). The expression compiler there reads every
    arithmetic constraint: the linear part of an expression becomes one
    linear propagator; each non-linear subterm (X*Y, X//Y, abs(X), ...)
    gets an auxiliary variable and a propagator of its own.
*/

:- module(clpfd,
        [ (#=)/2, (#\=)/2, (#<)/2, (#>)/2, (#=<)/2, (#>=)/2,
          (in)/2, (ins)/2, domain/3,
          (#\)/1, (#<==>)/2, (#==>)/2, (#<==)/2, (#\/)/2, (#/\)/2, (#\)/2,
          (#<=>)/2, (#=>)/2, (#<=)/2,
          sum/3, scalar_product/4, all_different/1, all_distinct/1,
          element/3, tuples_in/2, global_cardinality/2, global_cardinality/3,
          circuit/1, lex_chain/1, automaton/3, automaton/8,
          cumulative/1, cumulative/2, serialized/2,
          disjunctive/1, disjoint2/1, transpose/2, chain/2, zcompare/3,
          indomain/1, label/1, labeling/2,
          fd_var/1, fd_dom/2, fd_inf/2, fd_sup/2, fd_size/2, fd_degree/2,
          fd_statistics/0, fd_statistics/2,
          op(760, yfx, #<==>),
          op(750, xfy, #==>),
          op(750, yfx, #<==),
          op(740, yfx, #\/),
          op(730, yfx, #\),
          op(720, yfx, #/\),
          op(710,  fy, #\),
          op(700, xfx, #>),
          op(700, xfx, #<),
          op(700, xfx, #>=),
          op(700, xfx, #=<),
          op(700, xfx, #=),
          op(700, xfx, #\=),
          op(700, xfx, in),
          op(700, xfx, ins),
          op(450, xfx, ..),
          % SICStus spellings
          op(760, yfx, #<=>),
          op(750, xfy, #=>),
          op(750, yfx, #<=)
        ]).

% ------------------------------------------------------------ arithmetic

% The six relations are Rust builtins (src/clpfd/builtins/relations.rs): they
% post linear constraints directly and compile anything else with the
% expression compiler (src/clpfd/builtins/expr.rs). A clause body calling
% them compiles to a direct builtin call.
:- '$fd_native_relations'.
% So are the global constraints of the table in
% src/clpfd/builtins/globals.rs (all_different/1, all_distinct/1,
% element/3, cumulative/1,2, disjoint2/1, chain/2): this file exports and
% documents them.
:- '$fd_native_globals'.
:- use_module(library(clpfd/automaton)).
:- use_module(library(clpfd/gcc)).

%!  #=(?X, ?Y)
%
%   The arithmetic expressions X and Y are equal. Expressions are built
%   from integers and variables with + - * // div mod rem abs min max ^.
%
%   ?- X #= 1 + 2.
%   X = 3.
%!  #\=(?X, ?Y)
%
%   The arithmetic expressions X and Y are different.
%
%   ?- X in 1..3, X #\= 2, fd_dom(X, D).
%   D = 1\/3, X in 1\/3.
%!  #<(?X, ?Y)
%
%   The arithmetic expression X is less than Y.
%
%   ?- X #< 3, X #> 0, label([X]).
%   X = 1.
%!  #>(?X, ?Y)
%
%   The arithmetic expression X is greater than Y.
%
%   ?- X #> 3, X #< 6, fd_dom(X, D).
%   D = 4..5, X in 4..5.
%!  #=<(?X, ?Y)
%
%   The arithmetic expression X is less than or equal to Y.
%
%   ?- X in 0..10, X #=< 4, fd_sup(X, S).
%   S = 4, X in 0..4.
%!  #>=(?X, ?Y)
%
%   The arithmetic expression X is greater than or equal to Y.
%
%   ?- X in 0..10, X #>= 4, fd_inf(X, I).
%   I = 4, X in 4..10.

% ------------------------------------------------------------ domains

%!  in(?Var, +Domain)
%
%   Var is an element of Domain: an integer, L..H (L may be inf, H sup),
%   D1 \/ D2, or a set {A,B,...} of integers as in SICStus.
%
%   ?- X in 1..3 \/ 5..7, fd_size(X, S).
%   S = 6, X in 1..3\/5..7.
X in D :-
    (   var(X) -> '$fd_in'(X, D)
    ;   integer(X) -> '$fd_in'(X, D)
    ;   throw(error(type_error(integer, X), _))
    ).
%!  ins(+Vars, +Domain)
%
%   Every variable of the list Vars is an element of Domain.
%
%   ?- [X,Y] ins 0..1, X #> Y.
%   X = 1, Y = 0.
Xs ins D :-
    '$fd_must_be_list'(Xs),
    (   Xs == []
    ->  '$fd_domain_checked'(D)
    ;   '$fd_ins'(Xs, D)
    ).

% No variable to constrain: only the domain's form is checked, as SWI-Prolog
% does (`[] ins 1..0` holds, and so does a bound past the store's range).
'$fd_domain_checked'(D) :-
    (   \+ ground(D) -> throw(error(instantiation_error, _))
    ;   '$fd_drep'(D) -> true
    ;   throw(error(domain_error(clpfd_domain, D), _))
    ).

'$fd_drep'(N) :- integer(N), !.
'$fd_drep'(L..H) :- !, '$fd_drep_bound'(L), '$fd_drep_bound'(H), L \== sup, H \== inf.
'$fd_drep'(D1 \/ D2) :- !, '$fd_drep'(D1), '$fd_drep'(D2).
'$fd_drep'({Is}) :- !, '$fd_drep_integers'(Is).
'$fd_drep'(\D) :- '$fd_drep'(D).

'$fd_drep_bound'(B) :- ( integer(B) -> true ; B == inf -> true ; B == sup ).

'$fd_drep_integers'((A, B)) :- !, integer(A), '$fd_drep_integers'(B).
'$fd_drep_integers'(A) :- integer(A).

% SICStus domain(Vars, Min, Max).
%!  domain(+Vars, +Min, +Max)
%
%   Every variable of Vars lies in Min..Max (SICStus).
%
%   ?- domain([X,Y], 1, 3), X #> Y, fd_dom(X, D).
%   D = 2..3, X in 2..3, Y in 1..2, Y#=<X+ -1.
domain(Xs, L, H) :- Xs ins L..H.

'$fd_must_be_list'(L) :- '$fd_must_be_list'(L, list).
% '$fd_must_be_list'(L, Type): Type names the list in the type error.
'$fd_must_be_list'(L, Type) :-
    (   '$skip_list'(L, _, T), T == [] -> true
    ;   var(L) -> throw(error(instantiation_error, _))
    ;   '$skip_list'(L, _, T), var(T) -> throw(error(instantiation_error, _))
    ;   throw(error(type_error(Type, L), _))
    ).

% ------------------------------------------------------------ reification

% The connectives are Rust builtins too (src/clpfd/builtins/reify.rs): a
% whole formula (connectives over relations, `in`, 0/1 variables and
% integers) is read and posted in one walk, each relation reified by the
% expression compiler, each connective as linear constraints over the
% truth values of its operands.
:- '$fd_native_reification'.

%!  #\(+Q)
%
%   The reifiable constraint Q does not hold.
%
%   ?- #\ X #= 2, X in 1..3, fd_dom(X, D).
%   D = 1\/3, X in 1\/3.
%!  #<==>(?P, ?Q)
%!  #<=>(?P, ?Q)
%
%   P and Q are equivalent: both hold or neither does. A side may be a
%   0/1 variable, which then tells whether the other holds. #<=> is the
%   SICStus spelling.
%
%   ?- B #<==> (X #> 3), X = 5.
%   B = 1, X = 5.
%!  #==>(?P, ?Q)
%!  #=>(?P, ?Q)
%
%   P implies Q. #=> is the SICStus spelling.
%
%   ?- X #> 3 #==> B, X = 4.
%   X = 4, B = 1.
%!  #<==(?Q, ?P)
%!  #<=(?Q, ?P)
%
%   P implies Q. #<= is the SICStus spelling.
%
%   ?- B #<== (X #= 2), X = 2.
%   B = 1, X = 2.
%!  #\/(?P, ?Q)
%
%   P or Q holds (or both).
%
%   ?- X #= 1 #\/ X #= 3, X in 0..2.
%   X = 1.
%!  #/\(?P, ?Q)
%
%   P and Q both hold.
%
%   ?- X #> 1 #/\ X #< 3.
%   X = 2.
%!  #\(?P, ?Q)
%
%   Exactly one of P and Q holds.
%
%   ?- X #= 1 #\ Y #= 1, X = 1, Y in 0..1.
%   X = 1, Y = 0.

% ------------------------------------------------------------ global constraints

%!  sum(+Vars, +Rel, ?Expr)
%
%   The sum of Vars is in relation Rel (#=, #\=, #<, #>, #=<, #>=) to Expr.
%
%   ?- sum([X,Y], #=, 5), X #= 2.
%   X = 2, Y = 3.
sum(Vs, Op, E) :-
    '$fd_must_be_list'(Vs),
    '$fd_ones'(Vs, Cs),
    scalar_product(Cs, Vs, Op, E).
'$fd_ones'([], []).
'$fd_ones'([_|Vs], [1|Cs]) :- '$fd_ones'(Vs, Cs).

%!  scalar_product(+Cs, +Vs, +Rel, ?Expr)
%
%   The sum of Ci*Vi is in relation Rel to Expr.
%
%   ?- scalar_product([2,3], [X,Y], #=, 12), [X,Y] ins 0..9, label([X,Y]).
%   X = 0, Y = 4.
scalar_product(Cs, Vs, Op, E) :-
    '$fd_must_be_list'(Cs),
    '$fd_must_be_list'(Vs),
    '$fd_scalar'(Cs, Vs, S),
    (   '$fd_cmp_op'(Op) -> '$fd_cmp'(Op, S, E)
    ;   throw(error(domain_error(scalar_product_relation, Op), _))
    ).
'$fd_cmp_op'(Op) :- atom(Op), memberchk(Op, [#=, #\=, #<, #>, #=<, #>=]).
'$fd_scalar'([], [], 0).
'$fd_scalar'([C|Cs], [V|Vs], C*V + S) :- '$fd_scalar'(Cs, Vs, S).
'$fd_cmp'(#=, A, B) :- A #= B.
'$fd_cmp'(#\=, A, B) :- A #\= B.
'$fd_cmp'(#<, A, B) :- A #< B.
'$fd_cmp'(#>, A, B) :- A #> B.
'$fd_cmp'(#=<, A, B) :- A #=< B.
'$fd_cmp'(#>=, A, B) :- A #>= B.

%!  all_different(+Vars)
%
%   The variables of Vars take pairwise different values; a value is
%   removed from the others when a variable takes it.
%
%   ?- all_different([X,Y]), X = 1, Y in 1..2.
%   X = 1, Y = 2.
%!  all_distinct(+Vars)
%
%   Like all_different/1, with domain consistency: every value left in a
%   domain belongs to some solution of the constraint (matching).
%
%   ?- maplist(in, Vs, [1\/3..4, 1..2\/4, 1..2\/4, 1..3, 1..3, 1..6]), all_distinct(Vs).
%   false.

%!  element(?I, +Vs, ?V)
%
%   V is the I-th element of the list Vs, counting from 1.
%
%   ?- element(I, [10,20,30], 20).
%   I = 2.

% tuples_in(Tuples, Relation): each tuple is a row of Relation. An index
% variable per tuple selects the row; element/3 links it to each column.
%!  tuples_in(+Tuples, +Relation)
%
%   Every tuple (a list of variables) of Tuples is a row of Relation, a
%   list of lists of integers.
%
%   ?- tuples_in([[X,Y]], [[1,2],[2,3]]), X = 2.
%   X = 2, Y = 3.
tuples_in(Tuples, Relation) :-
    '$fd_must_be_list'(Tuples, list(list)),
    maplist('$fd_tuple_check', Tuples),
    '$fd_must_be_list'(Relation, list(list(integer))),
    maplist('$fd_relation_row', Relation),
    (   Relation == []
    ->  Tuples == []
    ;   transpose(Relation, Columns),
        '$fd_tuples'(Tuples, Columns)
    ).
% SWI-Prolog's errors: a tuple holds variables and integers, a row integers.
'$fd_tuple_check'(T) :-
    '$fd_must_be_list'(T),
    maplist('$fd_var_or_integer', T).
'$fd_var_or_integer'(X) :-
    (   var(X) -> true
    ;   integer(X) -> true
    ;   throw(error(type_error(integer, X), _))
    ).
'$fd_relation_row'(R) :-
    '$fd_must_be_list'(R, list(integer)),
    maplist('$fd_must_be_integer', R).
'$fd_must_be_integer'(X) :-
    (   integer(X) -> true
    ;   var(X) -> throw(error(instantiation_error, _))
    ;   throw(error(type_error(integer, X), _))
    ).
'$fd_tuples'([], _).
'$fd_tuples'([T|Ts], Columns) :-
    '$fd_must_be_list'(T),
    '$fd_tuple_columns'(T, Columns, I),
    '$fd_tuples'(Ts, Columns).
'$fd_tuple_columns'([], [], _).
'$fd_tuple_columns'([X|Xs], [C|Cs], I) :-
    element(I, C, X),
    '$fd_tuple_columns'(Xs, Cs, I).

% global_cardinality(Vs, Pairs): each Key-Count says how often Key occurs;
% every variable takes one of the keys.
%!  global_cardinality(+Vs, +Pairs)
%
%   Every element of Vs is a key of Pairs (Key-Count), and each Key occurs
%   Count times in Vs.
%
%   ?- Vs = [A,B], global_cardinality(Vs, [1-1, 2-1]), A = 1.
%   Vs = [1, 2], A = 1, B = 2.
global_cardinality(Vs, Pairs) :- global_cardinality(Vs, Pairs, []).
%!  global_cardinality(+Vs, +Pairs, +Options)
%
%   As global_cardinality/2, with the options consistency(value)
%   (accepted: the propagation is the same) and cost(Cost, Matrix):
%   Matrix has a row per element of Vs and in it a cost per key of
%   Pairs, and Cost is the sum of the costs of the keys the elements take.
%
%   ?- global_cardinality([A,B], [1-_,2-_], [cost(C, [[3,5],[4,1]])]), A = 2, B = 2.
%   A = B, B = 2, C = 6.
global_cardinality(Vs, Pairs, Options) :-
    '$fd_global_cardinality'(Vs, Pairs, Options).
'$fd_list_to_domain'([K], K) :- !.
'$fd_list_to_domain'([K|Ks], K \/ D) :- '$fd_list_to_domain'(Ks, D).

%!  circuit(+Vs)
%
%   Vs is a successor list that forms one cycle through every node: the
%   I-th element is the node that follows node I.
%
%   ?- length(Vs, 3), circuit(Vs), label(Vs).
%   Vs = [2, 3, 1].

% lex_chain(Lists): each list is lexicographically =< the next.
%!  lex_chain(+Lists)
%
%   Each list of Lists is lexicographically less than or equal to the next.
%   Lists is a list of lists of integers and variables (type errors as
%   SWI-Prolog's must_be(list(list), Lists) and integer); lists may differ
%   in length, as in SWI-Prolog: a pair whose order is decided before the
%   shorter one ends holds, and one that reaches the end of either list
%   with all elements so far equal holds only when both end there.
%
%   ?- lex_chain([[X], [1]]), X in 0..5, fd_sup(X, S).
%   S = 1, X in 0..1.
lex_chain(Ls) :-
    must_be(list(list), Ls),
    '$fd_lex_check'(Ls),
    '$fd_lex_chain'(Ls).
'$fd_lex_check'([]).
'$fd_lex_check'([L|Ls]) :-
    '$fd_lex_check_elements'(L),
    '$fd_lex_check'(Ls).
'$fd_lex_check_elements'([]).
'$fd_lex_check_elements'([X|Xs]) :-
    (   var(X) -> true
    ;   integer(X) -> true
    ;   type_error(integer, X)
    ),
    '$fd_lex_check_elements'(Xs).
'$fd_lex_chain'([]).
'$fd_lex_chain'([_]) :- !.
'$fd_lex_chain'([A,B|Ls]) :- '$fd_lex_le'(A, B, 1), '$fd_lex_chain'([B|Ls]).
% '$fd_lex_le'(Xs, Ys, Active): while Active (all earlier pairs equal),
% X =< Y, and the rest is constrained only when X = Y. One list ending
% before the other is no longer Active there: the order was decided earlier.
'$fd_lex_le'([], [], _) :- !.
'$fd_lex_le'([], [_|_], A) :- !, A #= 0.
'$fd_lex_le'([_|_], [], A) :- !, A #= 0.
'$fd_lex_le'([X|Xs], [Y|Ys], A) :-
    A #==> (X #=< Y),
    A1 #<==> (A #/\ (X #= Y)),
    '$fd_lex_le'(Xs, Ys, A1).

% automaton/3,8 are decomposed by library(clpfd/automaton)
% (stdlib/clpfd/automaton.pl), as SWI-Prolog decomposes them.
%!  automaton(+Vs, +Nodes, +Arcs)
%
%   The list Vs is a word accepted by the finite automaton with the
%   source(Node) and sink(Node) terms of Nodes and the arc(From, Label,
%   To) transitions of Arcs; a transition not listed fails.
%
%   ?- length(Vs, 3), automaton(Vs, [source(a),sink(b)], [arc(a,0,b), arc(b,1,b)]).
%   Vs = [0, 1, 1].
automaton(Sigs, Nodes, Arcs) :-
    automaton(_, _, Sigs, Nodes, Arcs, [], [], _).
%!  automaton(+Sequence, ?Template, +Signature, +Nodes, +Arcs, +Counters, +Initials, ?Finals)
%
%   As automaton/3 over Signature, with counters: Arcs may be
%   arc(From, Label, To, Exprs) with an expression per variable of
%   Counters, in which a counter stands for its value before the
%   transition and a variable of Template for that part of the current
%   element of Sequence (a var Sequence is Signature). The counters
%   start at Initials and end at Finals; an arc/3 keeps them.
%
%   ?- automaton(_, _, [1,0,1,1], [source(a),sink(a)], [arc(a,0,a), arc(a,1,a,[C+1])], [C], [0], [N]).
%   N = 3.
automaton(Seqs, Template, Sigs, Nodes, Arcs, Counters, Initials, Finals) :-
    '$fd_automaton'(Seqs, Template, Sigs, Nodes, Arcs, Counters, Initials, Finals).

% cumulative(Tasks, [limit(L)]): tasks task(Start, Duration, End, Resource, Id)
% never use more than L at any time; End #= Start + Duration. serialized/2
% and disjunctive/1 are tasks on a resource of 1 that each take whole. One
% native propagator filters them all: time-table, overload checking, edge
% finding and the order of pairs that cannot overlap
% (src/clpfd/propagators/cumulative.rs and edge_finding.rs).

%!  cumulative(+Tasks)
%
%   As cumulative/2 with the limit 1.
%
%   ?- S in 0..5, cumulative([task(0,2,E,1,a), task(S,2,_,1,b)]), fd_inf(S, I).
%   E = 2, I = 2, S in 2..5.
%!  cumulative(+Tasks, +Options)
%
%   Tasks are task(Start, Duration, End, Resource, Id) terms with a
%   positive Duration and End #= Start + Duration, whose starts and
%   durations have finite domains; at any time the running tasks use at
%   most limit(L) of the resource (Options is [] or [limit(L)]).
%
%   ?- S in 0..9, cumulative([task(0,3,_,1,a), task(S,2,_,1,b)], [limit(1)]), fd_inf(S, I).
%   I = 3, S in 3..9.
%!  serialized(+Starts, +Durations)
%
%   Tasks with the start times Starts and the durations Durations (a list
%   of non-negative integers) do not overlap: S_i + D_i #=< S_j or
%   S_j + D_j #=< S_i for each pair.
%
%   ?- X in 0..9, serialized([X, 3], [4, 2]), fd_dom(X, D).
%   D = 5..9, X in 5..9.
%!  disjunctive(+Tasks)
%
%   Tasks task(Start, Duration, End, _, Id) (Duration #>= 0, End #=
%   Start + Duration) use one machine: as serialized/2, but the durations
%   may be variables.
%
%   ?- X in 0..9, disjunctive([task(X,4,_,_,a), task(3,2,_,_,b)]), fd_dom(X, D).
%   D = 5..9, X in 5..9.

%!  chain(+Zs, +Relation)
%
%   Each element of the list Zs is in Relation (one of #=, #<, #>, #=<,
%   #>=) to the next.
%
%   ?- chain([X,Y,Z], #<), X in 1..5, Z in 0..3.
%   X = 1, Y = 2, Z = 3.

%!  disjoint2(+Rectangles)
%
%   The rectangles F(X, W, Y, H) of the list Rectangles (corner X, Y,
%   width W, height H, each an integer or a variable) do not overlap.
%
%   ?- disjoint2([r(0,2,0,2), r(X,2,0,2)]), X in 0..3, label([X]).
%   X = 2.

%!  transpose(+Matrix, ?Transposed)
%
%   Transposed is Matrix (a list of rows of equal length) with rows and
%   columns exchanged.
%
%   ?- transpose([[1,2,3],[4,5,6]], Ts).
%   Ts = [[1, 4], [2, 5], [3, 6]].
transpose(Ls, Rs) :-
    '$fd_must_be_list'(Ls),
    (   Ls = [L|_]
    ->  '$fd_must_be_list'(L),
        '$fd_transpose'(L, Ls, Rs)
    ;   Rs = []
    ).
'$fd_transpose'([], Ls, []) :- '$fd_all_nil'(Ls).
'$fd_transpose'([_|T], Ls, [Col|Cols]) :-
    '$fd_firsts'(Ls, Col, Rests),
    '$fd_transpose'(T, Rests, Cols).
'$fd_all_nil'([]).
'$fd_all_nil'([[]|Ls]) :- '$fd_all_nil'(Ls).
'$fd_firsts'([], [], []).
'$fd_firsts'([[X|Xs]|Ls], [X|Col], [Xs|Rests]) :- '$fd_firsts'(Ls, Col, Rests).

%!  zcompare(?Order, ?A, ?B)
%
%   Order is the order of the integers A and B (<, = or >), as compare/3,
%   for finite domain variables: Order is known as soon as the domains
%   decide it, and a known Order posts A #< B, A #= B or A #> B.
%
%   ?- zcompare(O, 1, 2).
%   O = (<).
zcompare(Order, A, B) :-
    (   nonvar(Order)
    ->  '$fd_zcompare'(Order, A, B)
    ;   integer(A), integer(B)
    ->  compare(Order, A, B)
    ;   Lt #<==> (A #< B),
        Gt #<==> (A #> B),
        freeze(Order, '$fd_zcompare'(Order, A, B)),
        freeze(Lt, '$fd_zorder'(Lt, Gt, <, Order)),
        freeze(Gt, '$fd_zorder'(Gt, Lt, >, Order))
    ).
'$fd_zcompare'(Order, A, B) :-
    (   Order == (<) -> A #< B
    ;   Order == (=) -> A #= B
    ;   Order == (>) -> A #> B
    ).                      % no other order: fails, as in SWI-Prolog
% One of A #< B, A #> B decided: Order is that one, or = when both fail.
'$fd_zorder'(1, _, Rel, Rel).
'$fd_zorder'(0, Other, _, Order) :-
    (   Other == 0 -> Order = (=) ; true ).

% ------------------------------------------------------------ labeling

%!  indomain(?Var)
%
%   Var takes each value of its domain, in increasing order on backtracking.
%
%   ?- X in 2..4, indomain(X).
%   X = 2.
indomain(X) :- label([X]).
%!  label(+Vars)
%
%   Each variable of Vars takes a value of its domain, by backtracking;
%   the same as labeling([], Vars).
%
%   ?- X in 1..3, label([X]).
%   X = 1.
label(Vs) :- labeling([], Vs).

%!  labeling(+Options, +Vars)
%
%   Labels Vars. Options choose the variable (leftmost, ff, ffc, min, max),
%   the value order (up, down), the branching (step, enum, bisect) and an
%   objective (min(Expr), max(Expr)): solutions with the best value first.
%
%   ?- X in 1..3, labeling([down], [X]).
%   X = 3.
labeling(Opts, Vs) :-
    (   '$fd_options_mode'(Opts, Mode)
    ->  % Good options naming no objective, read natively: the search's
        % first call checks the variables.
        '$fd_label_loop'(Vs, Mode)
    ;   '$fd_objectives_mode'(Opts, Mode, Optim)
    ->  % Good options with objectives, read natively.
        '$fd_label_checks'(Vs),
        '$fd_optimise'(Optim, Vs, Mode)
    ;   '$fd_must_be_list'(Opts),
        '$fd_label_checks'(Vs),
        '$fd_label_opts'(Opts, leftmost, Sel, up, Ord, step, Br, Optim),
        '$fd_search_mode'(Sel, Ord, Br, Mode),
        (   Optim == []
        ->  '$fd_label_loop'(Vs, Mode)
        ;   '$fd_optimise'(Optim, Vs, Mode)
        )
    ).

% The variables are checked before the options, as SWI-Prolog does: a
% list, each an integer or a variable with a finite domain.
'$fd_label_checks'(Vs) :-
    '$fd_must_be_list'(Vs),
    '$fd_label_vars'(Vs).

'$fd_label_opts'([], S, S, O, O, B, B, []).
'$fd_label_opts'([Opt|Opts], S0, S, O0, O, B0, B, Optim) :-
    (   var(Opt) -> throw(error(instantiation_error, _))
    ;   '$fd_select_opt'(Opt) -> '$fd_label_opts'(Opts, Opt, S, O0, O, B0, B, Optim)
    ;   '$fd_order_opt'(Opt) -> '$fd_label_opts'(Opts, S0, S, Opt, O, B0, B, Optim)
    ;   '$fd_branch_opt'(Opt) -> '$fd_label_opts'(Opts, S0, S, O0, O, Opt, B, Optim)
    ;   ( Opt = min(_) ; Opt = max(_) )
    ->  Optim = [Opt|Optim1],
        '$fd_label_opts'(Opts, S0, S, O0, O, B0, B, Optim1)
    ;   throw(error(domain_error(labeling_option, Opt), _))
    ).
'$fd_select_opt'(leftmost).
'$fd_select_opt'(ff).
'$fd_select_opt'(ffc).
'$fd_select_opt'(min).
'$fd_select_opt'(max).
'$fd_order_opt'(up).
'$fd_order_opt'(down).
'$fd_branch_opt'(step).
'$fd_branch_opt'(enum).
'$fd_branch_opt'(bisect).

% The search is native ('$fd_search'/3, its options packed in Mode): it
% labels variable after variable, and comes back here only when goals of
% other modules woke (More = true: they run, then the search goes on), when
% every variable is fixed (More = false), with a choice on a variable whose
% bounds lie past the finite range, made in unbounded integers, or (More =
% check) when its first call finds the variables not as labeling needs
% them: the checks then throw the error.
'$fd_label_loop'(Vs, Mode) :-
    '$fd_search'(Vs, Mode, More),
    (   More == false
    ->  true
    ;   More == true
    ->  '$fd_label_loop'(Vs, Mode)
    ;   More == check
    ->  '$fd_label_checks'(Vs)
    ;   More = choice(Br, Ord, V),
        '$fd_choice'(Br, Ord, V),
        '$fd_label_loop'(Vs, Mode)
    ).

'$fd_choice'(enum, Ord, V) :-
    '$fd_enum'(V, Ord, X),
    '$fd_in'(V, X).
% The split point is SWI-Prolog's: the midpoint rounded toward zero, one
% lower when that is the largest value (as for -1..0), so that both halves
% are smaller than the domain.
'$fd_choice'(bisect, Ord, V) :-
    fd_inf(V, L), fd_sup(V, H),
    Mid0 is (L + H) // 2,
    (   Mid0 =:= H -> Mid is Mid0 - 1 ; Mid = Mid0 ),
    Mid1 is Mid + 1,
    (   Ord == up
    ->  ( '$fd_in'(V, L..Mid) ; '$fd_in'(V, Mid1..H) )
    ;   ( '$fd_in'(V, Mid1..H) ; '$fd_in'(V, L..Mid) )
    ).

'$fd_member'(X, [Y|Ys]) :-
    (   Ys == [] -> X = Y
    ;   ( X = Y ; '$fd_member'(X, Ys) )
    ).

% Branch and bound, in SWI-Prolog's order of solutions. Each objective
% min(E)/max(E) gets a variable S with S #= E, posted once (it counts in the
% degree that ffc reads). For the first objective: label once, then again
% under S better than the last value found, until no better solution
% exists; then give the solutions with S at that best value, labeled with
% the remaining objectives as options, and after them (S #\= Best) those
% of the next best value, and so on.
'$fd_optimise'(Goals, Vs, Mode) :-
    '$fd_objective_vars'(Goals, Objs),
    '$fd_optimise_'(Objs, Vs, Mode).

% Each objective as Dir-S: its direction (min or max) and its variable.
'$fd_objective_vars'([], []).
'$fd_objective_vars'([Goal|Goals], [Dir-S|Objs]) :-
    '$fd_objective'(Goal, Dir, E),
    S #= E,
    '$fd_objective_vars'(Goals, Objs).

'$fd_objective'(min(E), min, E).
'$fd_objective'(max(E), max, E).

'$fd_optimise_'([Dir-S|Objs], Vs, Mode) :-
    '$fd_best'(Dir, S, Vs, Mode, none, Best),
    (   S #= Best,
        (   Objs == []
        ->  '$fd_label_loop'(Vs, Mode)
        ;   '$fd_optimise_'(Objs, Vs, Mode)
        )
    ;   S #\= Best,
        '$fd_optimise_'([Dir-S|Objs], Vs, Mode)
    ).
% With the step branching, one search finds the best value: each
% solution bounds the objective, and every retry of a choice imposes the
% bound (branch and bound without restarts, '$fd_objective_push'/2). The
% search is a clause of its own rather than a control construct under
% catch/3, which would be compiled at every call.
'$fd_best'(Dir, S, Vs, Mode, none, Best) :-
    var(S), '$fd_step_mode'(Mode), !,
    '$fd_objective_push'(Dir, S),
    catch('$fd_bound_search'(Vs, Mode, S),
          E,
          ( '$fd_objective_pop'(_), throw(E) )),
    '$fd_objective_pop'(Best),
    Best \== none.
'$fd_best'(Dir, S, Vs, Mode, Cur, Best) :-
    (   findall(V, once(( '$fd_improve'(Dir, S, Cur),
                          '$fd_label_loop'(Vs, Mode),
                          V is S )), [V1])
    ->  '$fd_best'(Dir, S, Vs, Mode, V1, Best)
    ;   Cur \== none,
        Best = Cur
    ).
% Every solution of the search, each bounding the objective S; then true.
'$fd_bound_search'(Vs, Mode, S) :-
    '$fd_label_loop'(Vs, Mode),
    V is S,
    '$fd_objective_found'(V),
    fail.
'$fd_bound_search'(_, _, _).
'$fd_improve'(_, _, none) :- !.
'$fd_improve'(min, S, Cur) :- S #< Cur.
'$fd_improve'(max, S, Cur) :- S #> Cur.

% ------------------------------------------------------------ reflection

%!  fd_var(@Var) is semidet
%
%   True when Var is a variable with a finite-domain constraint.
%
%   ?- X #> 3, fd_var(X).
%   X in 4..sup.
fd_var(X) :- '$fd_var'(X).

%!  fd_dom(?Var, -Dom) is det
%
%   Dom is the domain of Var as in/2 writes it (N..N for an integer N).
%
%   ?- X in 1..5, X #\= 3, fd_dom(X, D).
%   D = 1..2\/4..5, X in 1..2\/4..5.
fd_dom(X, D) :- '$fd_dom'(X, D).

%!  fd_inf(?Var, -Inf) is det
%
%   Inf is the smallest value of the domain of Var, or inf.
%
%   ?- X in 2..9, fd_inf(X, I).
%   I = 2, X in 2..9.
fd_inf(X, I) :- '$fd_inf'(X, I).

%!  fd_sup(?Var, -Sup) is det
%
%   Sup is the largest value of the domain of Var, or sup.
%
%   ?- X in 2..9, fd_sup(X, S).
%   S = 9, X in 2..9.
fd_sup(X, S) :- '$fd_sup'(X, S).

%!  fd_size(?Var, -Size) is det
%
%   Size is the number of values of the domain of Var, or sup.
%
%   ?- X in 2..9, fd_size(X, S).
%   S = 8, X in 2..9.
fd_size(X, S) :- '$fd_size'(X, S).

%!  fd_degree(?Var, -Degree) is det
%
%   Degree is the number of propagators on Var as SWI-Prolog counts them:
%   those posted on it and not undone by backtracking, entailed ones
%   included; unified variables add their counts. labeling/2's ffc
%   breaks ties of domain size with it.
%
%   ?- X #> Y, fd_degree(X, D).
%   D = 1, Y#=<X+ -1.

% An integer has no constraints, however large (the store's values are
% bounded, so '$fd_degree' refuses a big one); SWI-Prolog answers 0 too.
fd_degree(X, D) :-
    (   integer(X)
    ->  D = 0
    ;   '$fd_degree'(X, D)
    ).

% ------------------------------------------------------------ statistics

%!  fd_statistics(?Key, ?Value)
%
%   Value is the solver counter Key (resumptions, entailments, prunings,
%   backtracks, constraints) since it was last read; reading resets it to
%   zero (SICStus).
%
%   ?- fd_statistics(constraints, _), X #> Y, fd_statistics(constraints, C).
%   C = 1, Y#=<X+ -1.
fd_statistics(Key, Value) :-
    (   var(Key)
    ->  '$fd_member'(Key, [resumptions, entailments, prunings, backtracks, constraints])
    ;   true
    ),
    '$fd_stat'(Key, Value).

%!  fd_statistics
%
%   Prints every solver counter on standard error and resets it (SICStus).
%
%   ?- fd_statistics.
%   Resumptions: ...
%   Entailments: ...
%   Prunings: ...
%   Backtracks: ...
%   Constraints created: ...
%   true.
fd_statistics :-
    forall('$fd_member'(K, [resumptions, entailments, prunings, backtracks, constraints]),
           ( '$fd_stat'(K, V),
             '$fd_stat_label'(K, L),
             format(user_error, "~w: ~w~n", [L, V]) )).
'$fd_stat_label'(resumptions, 'Resumptions').
'$fd_stat_label'(entailments, 'Entailments').
'$fd_stat_label'(prunings, 'Prunings').
'$fd_stat_label'(backtracks, 'Backtracks').
'$fd_stat_label'(constraints, 'Constraints created').

% ------------------------------------------------------------ attributes

clpfd:attr_unify_hook(I, Value) :- '$fd_bind'(I, Value).

% Residual goals: the domain, then the constraints on the variable, each
% qualified clpfd:G as SWI-Prolog gives them (copy_term/3 returns
% [clpfd:(X in 1..3)]); the toplevel shows them unqualified.
clpfd:attribute_goals(X, Gs0, Gs) :-
    '$fd_goals'(X, Pairs),
    '$fd_goal_list'(Pairs, Gs0, Gs).
'$fd_goal_list'([], Gs, Gs).
'$fd_goal_list'([_-G|Ps], [clpfd:G|Gs0], Gs) :- '$fd_goal_list'(Ps, Gs0, Gs).
