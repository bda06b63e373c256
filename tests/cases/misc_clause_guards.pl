% Clause guards (src/machine/clause_guard.rs): a clause that begins with a
% cut, or with a type test or an integer comparison of its arguments and
% a cut, is entered without a choicepoint when it commits and skipped
% when its test fails. Answers, their order and errors must be exactly
% those of running the clauses one by one.

t_g_rw(T, R) :- atomic(T), !, R = atom(T).
t_g_rw(T, compound(T)).

t_g_zero(0, _) :- !.
t_g_zero(N, N).

t_g_loop(N, []) :- N =< 0, !.
t_g_loop(N, [N|T]) :- M is N - 1, t_g_loop(M, T).

t_g_pos(X, pos) :- 0 < X, !.
t_g_pos(_, nonpos).

t_g_cmp(X, Y, lt) :- X < Y, !.
t_g_cmp(X, Y, eq) :- X =:= Y, !.
t_g_cmp(_, _, gt).

% The written argument: bound by the head of the committing clause.
t_g_w(a, f(_)) :- !.
t_g_w(_, other).

t_g_oc(g(U), h(U)) :- !.
t_g_oc(_, none).

% Not guards (the head can fail, or the test reads a body variable), but
% the same answers.
t_g_rep(X, X) :- !.
t_g_rep(_, diff).
t_g_local(X) :- var(Y), !, X = Y.
t_g_local(none).

% A 62-bit key word cannot tell 0 from 2^62: the head decides.
t_g_big(0, zero) :- !.
t_g_big(_, other).

% Type tests and attributed variables.
t_g_var(X, var) :- var(X), !.
t_g_var(_, nonvar).

% Clauses without a cut still leave their alternatives.
t_g_nd(X, a) :- integer(X).
t_g_nd(_, b).

:- dynamic(t_g_dyn/2).
:- dynamic(t_g_dead/2).
:- dynamic(t_g_grow/2).

% A test of each kind of term, the guards one after the other.
t_g_kind(X, atom) :- atom(X), !.
t_g_kind(X, integer) :- integer(X), !.
t_g_kind(X, float) :- float(X), !.
t_g_kind(X, compound) :- compound(X), !.
t_g_kind(X, atomic) :- atomic(X), !.
t_g_kind(_, other).

t_g_cpd(X, compound) :- compound(X), !.
t_g_cpd(_, other).

% A test of the head or tail of a list argument, and `nonvar(V), V = T, !`
% with T compound (a guard that only skips), as browse's pattern matcher.
t_g_m([X|Xs], [Y|Ys], var(X)) :- var(Y), !, X = Y, Xs = Ys.
t_g_m(L, [Y|Ys], star(S, Ys)) :- nonvar(Y), Y = star(S), !, append(S, _, L).
t_g_m(_, [_|T], nil) :- T == [], !.
t_g_m(_, [_|T], tail_atom) :- atom(T), !.
t_g_m(_, _, other).
t_g_p(T, list(H)) :- nonvar(T), [H|_] = T, !.
t_g_p(_, other).

case(findall(R, t_g_rw(a, R), L), checks([L == [atom(a)]])).
case(findall(R, t_g_rw(f(x), R), L), checks([L == [compound(f(x))]])).
case(findall(R, t_g_rw(_, R), L), checks([L = [compound(V)], var(V)])).
case(findall(X-Y, t_g_zero(X, Y), L), checks([L = [0-V], var(V)])).
case(findall(Y, t_g_zero(0, Y), L), checks([L = [V], var(V)])).
case(findall(Y, t_g_zero(5, Y), L), checks([L == [5]])).
case(findall(L, t_g_loop(3, L), Ls), checks([Ls == [[3, 2, 1]]])).
case(t_g_loop(1.5, L), checks([L == [1.5, 0.5]])).
case(t_g_loop(a, _), error(type_error(evaluable, a/0))).
case(t_g_loop(_, _), error(instantiation_error)).
case(findall(R, t_g_pos(3, R), L), checks([L == [pos]])).
case(findall(R, t_g_pos(-3, R), L), checks([L == [nonpos]])).
case(findall(R, t_g_pos(0, R), L), checks([L == [nonpos]])).
case(findall(R, t_g_cmp(1, 2, R), L), checks([L == [lt]])).
case(findall(R, t_g_cmp(2, 2, R), L), checks([L == [eq]])).
case(findall(R, t_g_cmp(3, 2, R), L), checks([L == [gt]])).
case(findall(R, t_g_cmp(3.0, 2, R), L), checks([L == [gt]])).
case(t_g_cmp(_, 2, _), error(instantiation_error)).
case(findall(D, t_g_w(a, D), L), checks([L = [f(V)], var(V)])).
case(findall(D, t_g_w(b, D), L), checks([L == [other]])).
case(findall(yes, t_g_w(a, f(1)), L), checks([L == [yes]])).
case(findall(_, t_g_w(a, g), L), checks([L == []])).
case((freeze(D, true), findall(D, t_g_w(a, D), L)), checks([L = [f(V)], var(V)])).
case(findall(X-D, t_g_w(X, D), L), checks([L = [a-f(V)], var(V)])).
case(findall(Z, t_g_oc(g(1), Z), L), checks([L == [h(1)]])).
case(findall(R, t_g_rep(1, R), L), checks([L == [1]])).
case(findall(_, t_g_rep(1, 2), L), checks([L == []])).
case(findall(X, t_g_local(X), L), checks([L = [V], var(V)])).
case(findall(R, t_g_big(4611686018427387904, R), L), checks([L == [other]])).
case(findall(R, t_g_big(0, R), L), checks([L == [zero]])).
case(findall(R, t_g_var(_, R), L), checks([L == [var]])).
case((freeze(X, true), findall(R, t_g_var(X, R), L)), checks([L == [var]])).
case(findall(R, t_g_var(1, R), L), checks([L == [nonvar]])).
case(findall(R, t_g_nd(1, R), L), checks([L == [a, b]])).
case(findall(R, t_g_nd(x, R), L), checks([L == [b]])).
case((assertz((t_g_dyn(X, Y) :- integer(X), !, Y = int)), assertz(t_g_dyn(_, other)),
      findall(R, t_g_dyn(1, R), L1), findall(R, t_g_dyn(x, R), L2)),
     checks([L1 == [int], L2 == [other]])).
% Retracting the guarded clause while a call is between its clauses.
case((retractall(t_g_dyn(_, _)), assertz((t_g_dyn(X, Y) :- atom(X), !, Y = atom)),
      assertz(t_g_dyn(_, any)), findall(R, (t_g_dyn(a, R), retract((t_g_dyn(_, _) :- atom(_), !, _ = atom))), L),
      findall(R, t_g_dyn(a, R), L2)),
     checks([L == [atom], L2 == [any]])).
case(findall(X-R, (member(X, [a, 1, 1.5, f(x), [x], "s", 100000000000000000000000, _]), t_g_kind(X, R)), L),
     checks([L = [a-atom, 1-integer, 1.5-float, f(x)-compound, [x]-compound, "s"-atomic,
                  100000000000000000000000-integer, V-other], var(V)])).
case((freeze(X, true), findall(R, t_g_cpd(X, R), L)), checks([L == [other]])).
case(findall(R, t_g_cpd(f(_), R), L), checks([L == [compound]])).
% A clause that fails its guard, with a dead clause after the next one.
case((assertz((t_g_dead(X, Y) :- atom(X), !, Y = atom)), assertz(t_g_dead(_, any)), assertz(t_g_dead(_, third)),
      retract(t_g_dead(_, third)), findall(R, t_g_dead(a, R), L1), findall(R, t_g_dead(1, R), L2)),
     checks([L1 == [atom], L2 == [any]])).
% With the occurs check on, a written argument is left to the head.
case((set_prolog_flag(occurs_check, true), findall(D, t_g_w(a, D), L1), findall(D, t_g_w(b, D), L2),
      set_prolog_flag(occurs_check, false)),
     checks([L1 = [f(V)], var(V), L2 == [other]])).
% Two clauses, the first guarded and the second with a variable first
% argument, are settled by the guard alone (switch.rs, a guarded pair);
% a third clause, or the second retracted, ends that.
case((assertz((t_g_grow(X, Y) :- X > 0, !, Y = pos)), assertz(t_g_grow(_, other)),
      findall(R, t_g_grow(1, R), L1), findall(R, t_g_grow(0, R), L2),
      assertz(t_g_grow(_, third)), findall(R, t_g_grow(0, R), L3), findall(R, t_g_grow(1, R), L4),
      retract(t_g_grow(_, other)), findall(R, t_g_grow(0, R), L5), findall(R, t_g_grow(2, R), L6)),
     checks([L1 == [pos], L2 == [other], L3 == [other, third], L4 == [pos], L5 == [third], L6 == [pos]])).
case(findall(R, (between(1, 3, I), t_g_zero(I, R)), L), checks([L == [1, 2, 3]])).
case(findall(I-R, (member(I, [0, 1, 0, x, 0.0]), t_g_zero(I, R)), L), checks([L = [0-_, 1-1, 0-_, x-x, 0.0-0.0]])).
case(findall(B-R, t_g_m([a, c], [B, c], R), L), checks([L == [a-var(a)]])).
case(findall(B-R, t_g_m([a, b], [B, c], R), L), checks([L == []])).
case(findall(R, t_g_m([a, b], [star(S), c], R), L), checks([L == [star([], [c]), star([a], [c]), star([a, b], [c])], var(S)])).
case(findall(R, t_g_m([a], [b], R), L), checks([L == [nil]])).
case(findall(R, t_g_m([a], [b|c], R), L), checks([L == [tail_atom]])).
case(findall(R, t_g_m([a], [f(x), c], R), L), checks([L == [other]])).
case(findall(R, t_g_m([a], [[x], c], R), L), checks([L == [other]])).
case(findall(R, t_g_m([a], x, R), L), checks([L == [other]])).
case(findall(R, t_g_m(a, [x], R), L), checks([L == [nil]])).
% An unbound list argument: the head writes it, no guard decides (the
% first clause commits).
case(findall(P-R, t_g_m([a], P, R), L), checks([L == [[a]-var(a)]])).
case((freeze(Y, true), findall(R, t_g_m([a], [Y], R), L)), checks([L = [var(a)]])).
case(findall(R, t_g_p([1, 2], R), L), checks([L == [list(1)]])).
case(findall(R, t_g_p(f(1), R), L), checks([L == [other]])).
case(findall(R, t_g_p(_, R), L), checks([L == [other]])).
