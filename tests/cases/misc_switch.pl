% The first-argument switch (src/machine/switch.rs): a predicate of at
% most four clauses with distinct, bound first-argument keys finds the
% clause for a bound first argument at once. Answers, their order, the
% choicepoints left and the effect of changing the clauses must be those
% of trying the clauses one by one.

t_sw_app([], L, L).
t_sw_app([X|Xs], L, [X|Ys]) :- t_sw_app(Xs, L, Ys).

t_sw_kind(a, atom_a).
t_sw_kind(7, int_7).
t_sw_kind(f(_), f1).
t_sw_kind(f(_, _), f2).

% Two floats share a key word: no switch, the head decides.
t_sw_flt(1.0, one).
t_sw_flt(2.0, two).

% One float among other keys: its word stands for every float.
t_sw_mixed(1.5, float).
t_sw_mixed(b, atom).

% 0 and 2^62 share a key word.
t_sw_big(0, zero).
t_sw_big(x, x).

% Det is true when Goal succeeded leaving no choicepoint.
t_sw_det(Goal, Det) :-
    retractall(t_sw_exited),
    setup_call_cleanup(true, Goal, assertz(t_sw_exited)),
    ( retract(t_sw_exited) -> Det = true ; Det = false ).

:- dynamic(t_sw_exited/0).
:- dynamic(t_sw_dyn/2).
t_sw_dyn(a, 1).
t_sw_dyn(b, 2).

% A call in a clause's body that its switch settled once goes on through
% the switch (the call's hint), and still sees every change of the clauses:
% a last call (t_sw_via/2) and a call with more to do (t_sw_via_call/2).
:- dynamic(t_sw_dyn2/2).
t_sw_dyn2(a, 1).
t_sw_dyn2(b, 2).
t_sw_via(K, V) :- t_sw_dyn2(K, V).
t_sw_via_call(K, V) :- t_sw_dyn2(K, V0), V = V0.

case(t_sw_app([1,2], [3], L), checks([L == [1,2,3]])).
case(findall(X-Y, t_sw_app(X, Y, [1,2]), L), checks([L == [[]-[1,2], [1]-[2], [1,2]-[]]])).
case(findall(K-V, t_sw_kind(K, V), L), checks([L = [a-atom_a, 7-int_7, f(_)-f1, f(_,_)-f2]])).
case(findall(V, t_sw_kind(f(1), V), L), checks([L == [f1]])).
case(findall(V, t_sw_kind(f(1,2), V), L), checks([L == [f2]])).
case(findall(V, t_sw_kind(g(1), V), L), checks([L == []])).
case(findall(V, t_sw_kind(8, V), L), checks([L == []])).
case(findall(V, t_sw_kind([x], V), L), checks([L == []])).
case(findall(V, t_sw_kind(1.0, V), L), checks([L == []])).
case((freeze(X, true), findall(V, t_sw_kind(X, V), L)), checks([L == [atom_a, int_7, f1, f2]])).
case(findall(V, t_sw_flt(2.0, V), L), checks([L == [two]])).
case(findall(V, t_sw_flt(3.0, V), L), checks([L == []])).
case(findall(V, t_sw_mixed(2.5, V), L), checks([L == []])).
case(findall(V, t_sw_mixed(1.5, V), L), checks([L == [float]])).
case(findall(V, t_sw_big(4611686018427387904, V), L), checks([L == []])).
case(findall(V, t_sw_big(0, V), L), checks([L == [zero]])).
% A determinate call leaves no choicepoint.
case(t_sw_det(t_sw_kind(7, V), D), checks([V == int_7, D == true])).
case(t_sw_det(t_sw_app([1], [2], _), D), checks([D == true])).
case(t_sw_det(t_sw_kind(_, _), D), checks([D == false])).
% Every change of the clauses is seen by the next call.
case((t_sw_dyn(b, V1), assertz(t_sw_dyn(c, 3)), t_sw_dyn(c, V2),
      retract(t_sw_dyn(b, _)), findall(V, t_sw_dyn(b, V), L3),
      asserta(t_sw_dyn(b, 0)), findall(V, t_sw_dyn(b, V), L4),
      assertz(t_sw_dyn(b, 9)), findall(V, t_sw_dyn(b, V), L5),
      retract(t_sw_dyn(b, 0)), retract(t_sw_dyn(b, 9)),
      assertz(t_sw_dyn(d, 4)), assertz(t_sw_dyn(e, 5)), findall(V, t_sw_dyn(e, V), L6),
      retractall(t_sw_dyn(_, _)), findall(V, t_sw_dyn(a, V), L7)),
     checks([V1 == 2, V2 == 3, L3 == [], L4 == [0], L5 == [0, 9], L6 == [5], L7 == []])).
% A call running while the clauses change keeps its own view.
case((assertz(t_sw_dyn(p, 1)), assertz(t_sw_dyn(q, 2)),
      findall(K, (t_sw_dyn(K, _), assertz(t_sw_dyn(r, 3))), L)),
     checks([L == [p, q]])).
% Calls in clause bodies that the switch settles (the call's hint): every
% change of the clauses is still seen.
case((t_sw_via(a, V1), t_sw_via(b, V2), t_sw_via_call(a, V3), t_sw_via_call(b, V4),
      ( t_sw_via(c, _) -> F1 = found ; F1 = none ),
      ( t_sw_via_call(c, _) -> F2 = found ; F2 = none ),
      assertz(t_sw_dyn2(a, 3)),
      findall(V, t_sw_via(a, V), L1), findall(V, t_sw_via_call(a, V), L2),
      retract(t_sw_dyn2(a, 3)),
      findall(V, t_sw_via(a, V), L3), findall(V, t_sw_via_call(b, V), L4),
      assertz(t_sw_dyn2(c, 5)), t_sw_via(c, V5), t_sw_via_call(c, V6),
      findall(K-V, t_sw_via(K, V), L5),
      retract(t_sw_dyn2(c, 5))),
     checks([V1 == 1, V2 == 2, V3 == 1, V4 == 2, F1 == none, F2 == none,
             L1 == [1, 3], L2 == [1, 3], L3 == [1], L4 == [2], V5 == 5, V6 == 5,
             L5 == [a-1, b-2, c-5]])).
case((t_sw_via(a, _), t_sw_det(t_sw_via(b, V), D1), t_sw_det(t_sw_via_call(a, W), D2)),
     checks([V == 2, D1 == true, W == 1, D2 == true])).
