% Clause indexing as SWI-Prolog does it: the first argument, and just in
% time any other argument that is bound in a call whose first argument is
% not. A determinate call on an indexed argument leaves no choicepoint
% (setup_call_cleanup/3 runs its cleanup as soon as the goal exits
% determinately: t_ix_det/2 observes that). Answers must not change.

% Helpers sit next to the cases that use them.
:- discontiguous(case/2).

:- dynamic(t_ix_e/2).
:- dynamic(t_ix_v/3).
:- dynamic(t_ix_exited/0).

% Det is true when Goal succeeded leaving no choicepoint.
t_ix_det(Goal, Det) :-
    retractall(t_ix_exited),
    setup_call_cleanup(true, Goal, assertz(t_ix_exited)),
    ( retract(t_ix_exited) -> Det = true ; Det = false ).

t_ix_table(N) :-
    retractall(t_ix_e(_, _)),
    forall(between(1, N, I), ( T is I * 10, assertz(t_ix_e(I, T)) )).

% Clause scans compare first-argument keys packed in one word: integers
% that differ only above bit 62 share a word, and unification still tells
% them apart; floats, atoms and structures never collide with them.
key_collide(1, small).
key_collide(4611686018427387905, big).
key_collide(-4611686018427387903, negative).
key_collide(1.0, float).
key_collide(f(1), compound).

% Second argument, determinate
case((t_ix_table(100), t_ix_det(t_ix_e(_, _), Det)), checks([Det == false])).
case((t_ix_table(100), t_ix_det(t_ix_e(X, 420), Det)),
     checks([X == 42, Det == true])).
case((t_ix_table(100), t_ix_e(_, 7)), fail).
case((t_ix_table(100), findall(X, t_ix_e(X, 990), L)), checks([L == [99]])).
% First argument still indexed
case((t_ix_table(100), t_ix_det(t_ix_e(42, T), Det)),
     checks([T == 420, Det == true])).
% A fact with a variable there matches every key, in order
case((t_ix_table(20), assertz(t_ix_e(a, _)), assertz(t_ix_e(b, 50)),
      findall(X, t_ix_e(X, 50), L)),
     checks([L == [5, a, b]])).
case((t_ix_table(20), asserta(t_ix_e(first, 30)), findall(X, t_ix_e(X, 30), L)),
     checks([L == [first, 3]])).
% Logical update view: clauses added during the call are not seen
case((t_ix_table(20), findall(X, ( t_ix_e(X, 30), assertz(t_ix_e(new, 30)) ), L)),
     checks([L == [3]])).
% A later assertz joins the index
case((t_ix_table(20), t_ix_e(_, 30), assertz(t_ix_e(z, 1000)),
      t_ix_det(t_ix_e(X, 1000), Det)),
     checks([X == z, Det == true])).
% A key's one clause is settled from the index's table, which assertz and
% retract keep true
case((t_ix_table(20), t_ix_e(_, 30), assertz(t_ix_e(again, 30)),
      findall(X, t_ix_e(X, 30), L), t_ix_det(t_ix_e(_, 30), Det)),
     checks([L == [3, again], Det == false])).
case((t_ix_table(20), t_ix_e(_, 30), retract(t_ix_e(3, 30)), t_ix_e(_, 30)), fail).
case((t_ix_table(20), t_ix_e(_, 30), assertz(t_ix_e(v, _)), t_ix_det(t_ix_e(X, 7), Det)),
     checks([X == v, Det == true])).
% Third argument
case((retractall(t_ix_v(_, _, _)),
      forall(between(1, 50, I), ( J is I mod 2, K is I + 1000, assertz(t_ix_v(I, J, K)) )),
      t_ix_det(t_ix_v(X, _, 1017), Det)),
     checks([X == 17, Det == true])).
% A first argument that does not tell clauses apart: the second is used
case((retractall(t_ix_v(_, _, _)),
      forall(between(1, 50, I), assertz(t_ix_v(same, I, x))),
      t_ix_det(t_ix_v(same, 17, W), Det)),
     checks([W == x, Det == true])).
case((retractall(t_ix_v(_, _, _)),
      forall(between(1, 50, I), assertz(t_ix_v(same, I, x))),
      retract(t_ix_v(same, 17, _)), findall(I, t_ix_v(same, I, _), L), length(L, N)),
     checks([N == 49, \+ memberchk(17, L)])).
% A second argument that does not tell clauses apart still answers
case((retractall(t_ix_v(_, _, _)),
      forall(between(1, 50, I), assertz(t_ix_v(I, same, I))),
      findall(X, t_ix_v(X, same, _), L), length(L, N)),
     checks([N == 50])).
% clause/2 and retract/1 with a bound second argument
case((t_ix_table(100), clause(t_ix_e(X, 420), B)), checks([X == 42, B == true])).
case((t_ix_table(100), retract(t_ix_e(X, 420)), \+ t_ix_e(_, 420), aggregate_all(count, t_ix_e(_, _), N)),
     checks([X == 42, N == 99])).
case((t_ix_table(100), findall(X, retract(t_ix_e(X, 30)), L), aggregate_all(count, t_ix_e(_, _), N)),
     checks([L == [3], N == 99])).
% retract on backtracking through an index
case((t_ix_table(20), assertz(t_ix_e(x, 30)), assertz(t_ix_e(y, 30)),
      findall(X, retract(t_ix_e(X, 30)), L)),
     checks([L == [3, x, y]])).
% Retracting by the first argument one by one (a sieve)
case((t_ix_table(200), forall(between(1, 200, I), ( I mod 3 =:= 0 -> retract(t_ix_e(I, _)) ; true )),
      aggregate_all(count, t_ix_e(_, _), N)),
     checks([N == 134])).

% One-word keys (key_collide/2 above)
case(findall(Y, key_collide(1, Y), L), checks([L == [small]])).
case(findall(Y, key_collide(4611686018427387905, Y), L), checks([L == [big]])).
case(findall(Y, key_collide(-4611686018427387903, Y), L), checks([L == [negative]])).
case(findall(Y, key_collide(1.0, Y), L), checks([L == [float]])).
case(findall(Y, key_collide(f(1), Y), L), checks([L == [compound]])).
case(findall(X-Y, key_collide(X, Y), L), checks([length(L, 5)])).

% asserta/1 puts clauses into a gap left in front of the list, in place
% even while a call is walking the clauses: that call must not see them
% (logical update view), later calls see them first, and every index
% (first argument, other arguments, clause/2, retract/1) agrees.
:- dynamic(t_ix_a/2).
t_ix_a_fill(N) :- retractall(t_ix_a(_, _)), forall(between(1, N, I), (J is I mod 7, asserta(t_ix_a(I, J)))).
case((t_ix_a_fill(3), findall(X, t_ix_a(X, _), L)), checks([L == [3, 2, 1]])).
case((t_ix_a_fill(100), findall(X, t_ix_a(X, 3), L)),
     checks([L == [94, 87, 80, 73, 66, 59, 52, 45, 38, 31, 24, 17, 10, 3]])).
case((t_ix_a_fill(100), t_ix_det(t_ix_a(57, J), Det)), checks([J == 1, Det == true])).
case((t_ix_a_fill(5), findall(X, (t_ix_a(X, _), Y is X + 100, asserta(t_ix_a(Y, 0))), L),
      findall(Z, t_ix_a(Z, _), All)),
     checks([L == [5, 4, 3, 2, 1], All == [101, 102, 103, 104, 105, 5, 4, 3, 2, 1]])).
case((t_ix_a_fill(20), findall(X, (retract(t_ix_a(X, 2)), asserta(t_ix_a(X, 9))), L),
      findall(X2, t_ix_a(X2, 9), L2)),
     checks([L == [16, 9, 2], L2 == [2, 9, 16]])).
case((t_ix_a_fill(6), retract(t_ix_a(6, _)), retract(t_ix_a(1, _)), asserta(t_ix_a(0, 0)),
      findall(X-B, clause(t_ix_a(X, _), B), L)),
     checks([L == [0-true, 5-true, 4-true, 3-true, 2-true]])).
case((t_ix_a_fill(4), t_ix_a(X, _), asserta(t_ix_a(x, x)), X == 4, findall(Y, t_ix_a(Y, _), L)),
     checks([L == [x, 4, 3, 2, 1]])).
case((retractall(t_ix_a(_, _)), forall(between(1, 50, I), (asserta(t_ix_a(I, I)), retract(t_ix_a(I, I)), asserta(t_ix_a(c, I)))),
      findall(X, t_ix_a(c, X), L), length(L, N), L = [F|_]),
     checks([N == 50, F == 50])).

% The first element of a list first argument is indexed just in time like
% another argument: lists told apart by their first element select their
% clause without a choicepoint; clauses with a variable there, or a first
% argument that is not a list, stay in the right places.
:- dynamic(t_ix_l/2).
t_ix_l_fill(N) :-
    retractall(t_ix_l(_, _)),
    forall(between(1, N, I), (atom_concat(k, I, A), assertz(t_ix_l([A, x|_], I)))).
case((t_ix_l_fill(40), t_ix_det(t_ix_l([k17, x], V), Det)), checks([V == 17, Det == true])).
case((t_ix_l_fill(40), t_ix_l([k17, y], _)), fail).
case((t_ix_l_fill(40), findall(V, t_ix_l([_, x], V), L), length(L, N)), checks([N == 40])).
case((t_ix_l_fill(40), assertz(t_ix_l([_|_], any)), assertz(t_ix_l([], empty)), assertz(t_ix_l(k5, atom)),
      asserta(t_ix_l([k5|_], first)),
      findall(V, t_ix_l([k5, x], V), L), findall(W, t_ix_l(k5, W), L2), findall(U, t_ix_l([], U), L3)),
     checks([L == [first, 5, any], L2 == [atom], L3 == [empty]])).
case((t_ix_l_fill(40), findall(V, clause(t_ix_l([k33|_], V), true), L)), checks([L == [33]])).
case((t_ix_l_fill(40), retract(t_ix_l([k12|_], V)), findall(W, t_ix_l([k12, x], W), L)),
     checks([V == 12, L == []])).
t_ix_m([a|_], 1).
t_ix_m([b|_], 2).
t_ix_m([c, d], 3).
t_ix_m([c|_], 4).
t_ix_m([], 5).
t_ix_m([X|_], X).
t_ix_m([d|_], 6).
t_ix_m([e|_], 7).
t_ix_m([f|_], 8).
t_ix_m([g|_], 9).
t_ix_m([h|_], 10).
t_ix_m([i|_], 11).
t_ix_m([j|_], 12).
t_ix_m([k|_], 13).
t_ix_m([l|_], 14).
t_ix_m([m|_], 15).
t_ix_m([n|_], 16).
t_ix_m([o|_], 17).
case(findall(V, t_ix_m([c, d], V), L), checks([L == [3, 4, c]])).
case(findall(V, t_ix_m([n], V), L), checks([L == [n, 16]])).
case(findall(V, t_ix_m([z], V), L), checks([L == [z]])).
case(findall(V, t_ix_m([], V), L), checks([L == [5]])).
case(findall(V, t_ix_m([_], V), L), checks([L = [1, 2, 4, X, 6|_], var(X)])).

% Deep indexing: clauses whose first arguments share a functor are told
% apart by the first argument inside it, so a call whose compound picks
% one clause leaves no choicepoint. Clauses with a variable there, with
% another functor, or added and removed later, stay in their places.
:- dynamic(t_ix_r/2).
t_ix_r_fill :-
    retractall(t_ix_r(_, _)),
    % Enough clauses for the index (fewer are scanned).
    forall(between(1, 10, I), assertz(t_ix_r(g(I), I))),
    assertz(t_ix_r(fix(zero), zero)),
    assertz(t_ix_r(fix(add1(A)), add1(A))),
    assertz(t_ix_r(fix(plus(A, B)), plus(A, B))),
    assertz(t_ix_r(fix(fix(A)), fix(A))),
    assertz(t_ix_r(equal(A, A), t)),
    assertz(t_ix_r(equal(zero, add1(_)), f)),
    assertz(t_ix_r(equal(add1(_), zero), f)),
    assertz(t_ix_r(equal(plus(A, _), plus(A, _)), same)),
    assertz(t_ix_r(other, x)).
case((t_ix_r_fill, t_ix_det(t_ix_r(fix(add1(3)), V), Det)), checks([V == add1(3), Det == true])).
case((t_ix_r_fill, t_ix_r(fix(times(1, 2)), _)), fail).
case((t_ix_r_fill, findall(V, t_ix_r(equal(zero, add1(z)), V), L)), checks([L == [f]])).
case((t_ix_r_fill, findall(V, t_ix_r(equal(zero, zero), V), L)), checks([L == [t]])).
case((t_ix_r_fill, findall(V, t_ix_r(equal(plus(1, 2), plus(1, 3)), V), L)), checks([L == [same]])).
case((t_ix_r_fill, findall(V, t_ix_r(equal(_, zero), V), L)), checks([L == [t, f]])).
case((t_ix_r_fill, findall(X-V, t_ix_r(fix(X), V), L), length(L, N)), checks([N == 4])).
case((t_ix_r_fill, t_ix_r(fix(zero), V1), assertz(t_ix_r(fix(zero), again)), findall(V, t_ix_r(fix(zero), V), L)),
     checks([V1 == zero, L == [zero, again]])).
case((t_ix_r_fill, t_ix_r(fix(zero), _), retract(t_ix_r(fix(zero), zero)), findall(V, t_ix_r(fix(zero), V), L)),
     checks([L == []])).
case((t_ix_r_fill, asserta(t_ix_r(fix(_), any)), findall(V, t_ix_r(fix(plus(1, 2)), V), L)),
     checks([L == [any, plus(1, 2)]])).
case((t_ix_r_fill, findall(V, clause(t_ix_r(fix(fix(q)), V), true), L)), checks([L == [fix(q)]])).
case((t_ix_r_fill, assertz(t_ix_r(fix(1), one)), assertz(t_ix_r(fix(4611686018427387905), big)),
      findall(V, t_ix_r(fix(4611686018427387905), V), L)),
     checks([L == [big]])).

% The index keeps one-word keys too: integers that differ only above bit
% 62 share a list, and unification still tells them apart.
:- dynamic(t_ix_w/2).
t_ix_w_fill :-
    retractall(t_ix_w(_, _)),
    forall(between(1, 20, I), assertz(t_ix_w(I, I))),
    assertz(t_ix_w(4611686018427387905, big)),
    assertz(t_ix_w(-4611686018427387903, negative)).
case((t_ix_w_fill, findall(V, t_ix_w(1, V), L)), checks([L == [1]])).
case((t_ix_w_fill, findall(V, t_ix_w(4611686018427387905, V), L)), checks([L == [big]])).
case((t_ix_w_fill, findall(V, t_ix_w(-4611686018427387903, V), L)), checks([L == [negative]])).
case((t_ix_w_fill, t_ix_det(t_ix_w(5, V), Det)), checks([V == 5, Det == true])).

% An index list and the clauses it names change under calls: a call sees
% the clauses of its start (the second of two candidates, retracted while
% the first runs, is still tried), and clauses added later join the list
% in order, a clause with a variable first argument every list.
case((t_ix_table(20), assertz(t_ix_e(5, second)),
      findall(T, ( t_ix_e(5, T), ( T == 50 -> retract(t_ix_e(5, second)) ; true ) ), L)),
     checks([L == [50, second]])).
case((t_ix_table(20), t_ix_e(5, _), assertz(t_ix_e(5, again)), assertz(t_ix_e(5, third)),
      findall(T, t_ix_e(5, T), L)),
     checks([L == [50, again, third]])).
case((t_ix_table(20), t_ix_e(5, _), assertz(t_ix_e(_, any)), findall(T, t_ix_e(5, T), L)),
     checks([L == [50, any]])).
case((t_ix_table(20), t_ix_e(5, _), retract(t_ix_e(5, 50)), findall(T, t_ix_e(5, T), L)),
     checks([L == []])).

% A small predicate whose clauses share a compound first argument's functor
% and differ inside it (a grammar's terminals: art([the|A], A), art([a|A], A))
% leaves no choicepoint when the key inside the call's compound leaves one
% candidate, as SWI-Prolog's deep indexing does:
% phrase(sentence, [the,cat,sees,a,dog]) answers true. at once.
t_ix_sentence --> t_ix_np, t_ix_vp.
t_ix_np --> t_ix_art, t_ix_noun.
t_ix_vp --> t_ix_verb, t_ix_np.
t_ix_art --> [the].
t_ix_art --> [a].
t_ix_noun --> [cat].
t_ix_noun --> [dog].
t_ix_verb --> [sees].
t_ix_inner(f(a), 1).
t_ix_inner(f(b), 2).
t_ix_inner(f(_), 3).
t_ix_inner(g(a), 4).
t_ix_two(f(a), 1).
t_ix_two(f(b), 2).
t_ix_two(f(a), 3).

case(t_ix_det(phrase(t_ix_sentence, [the,cat,sees,a,dog]), Det), checks([Det == true])).
case(t_ix_det(phrase(t_ix_sentence, [a,dog,sees,the,cat]), Det), checks([Det == true])).
case(findall(L, phrase(t_ix_sentence, L), Ls), checks([length(Ls, 16)])).
case(phrase(t_ix_sentence, [the,cat,sees,a]), fail).
% A variable inside the clause's compound is a candidate for every call.
case(findall(N, t_ix_inner(f(a), N), Ns), checks([Ns == [1, 3]])).
case(findall(N, t_ix_inner(f(c), N), Ns), checks([Ns == [3]])).
case(findall(N, t_ix_inner(f(_), N), Ns), checks([Ns == [1, 2, 3]])).
% Two candidates by the key inside: both answers, in order.
case(findall(N, t_ix_two(f(a), N), Ns), checks([Ns == [1, 3]])).
case(findall(N, t_ix_two(f(X), N), Ns), checks([Ns == [1, 2, 3], var(X)])).
case(t_ix_det(t_ix_two(f(b), _), Det), checks([Det == true])).

% A first argument whose key several clauses share, with another bound
% argument: the candidates are narrowed by the other argument's key too,
% so a call it settles leaves no choicepoint, as in SWI-Prolog
% (`parent(tom, bob)` answers `true.`); answers do not change.
t_ix_p(pam, bob).
t_ix_p(tom, bob).
t_ix_p(tom, liz).
t_ix_p(bob, ann).
t_ix_p(bob, pat).
t_ix_p(pat, jim).
case(t_ix_det(t_ix_p(tom, bob), Det), checks([Det == true])).
case(t_ix_det(t_ix_p(bob, ann), Det), checks([Det == true])).
case(t_ix_det(t_ix_p(bob, pat), Det), checks([Det == true])).
case(t_ix_det(t_ix_p(tom, liz), Det), checks([Det == true])).
case(t_ix_p(tom, jim), fail).
case(t_ix_p(bob, bob), fail).
case(findall(X, t_ix_p(X, bob), L), checks([L == [pam, tom]])).
case(findall(Y, t_ix_p(tom, Y), L), checks([L == [bob, liz]])).
case(findall(X-Y, t_ix_p(X, Y), L), checks([length(L, 6)])).
% Three arguments: the most selective one settles the call
t_ix_q(a, x, 1).
t_ix_q(a, y, 2).
t_ix_q(a, x, 3).
t_ix_q(b, z, 4).
case(t_ix_det(t_ix_q(a, y, 2), Det), checks([Det == true])).
case(t_ix_det(t_ix_q(a, x, 1), Det), checks([Det == true])).
case(findall(N, t_ix_q(a, x, N), L), checks([L == [1, 3]])).
case(findall(N, t_ix_q(a, _, N), L), checks([L == [1, 2, 3]])).
% A clause with a variable there matches every key, in its place
t_ix_s(a, X) :- X = 1.
t_ix_s(a, 2).
t_ix_s(b, 3).
case(t_ix_s(a, 3), fail).
case(findall(Y, t_ix_s(a, Y), L), checks([L == [1, 2]])).
% Narrowed to several candidates, the call starts at the first of them (a
% first clause with a variable first argument that the second excludes,
% as prover's expand/3 has) and every answer still comes, in order
t_ix_x(_, stop, none).
t_ix_x(f(A), go(_), A-1).
t_ix_x(g, go(_), g).
t_ix_x(f(A), go(_), A-2).
t_ix_x(f(_), stop, late).
case(findall(R, t_ix_x(f(a), go(1), R), L), checks([L == [a-1, a-2]])).
case(findall(R, t_ix_x(f(a), stop, R), L), checks([L == [none, late]])).
case(findall(R, t_ix_x(_, go(1), R), L), checks([L = [_-1, g, _-2]])).
case(findall(R, t_ix_x(_, stop, R), L), checks([L == [none, late]])).
case(findall(R, t_ix_x(f(b), V, R), L), checks([L == [none, b-1, b-2, late], var(V)])).
case(t_ix_det(t_ix_x(g, go(1), R), Det), checks([R == g, Det == true])).
% Clauses asserted after a narrowed call are narrowed by their own keys
:- dynamic(t_ix_y/3).
t_ix_y_fill :-
    retractall(t_ix_y(_, _, _)),
    forall(member(A-B-N, [a-x-1, b-x-2, a-y-3, a-x-4]), assertz(t_ix_y(A, B, N))).
case((t_ix_y_fill, findall(N, t_ix_y(a, x, N), L0), assertz(t_ix_y(c, x, 5)), assertz(t_ix_y(a, x, 6)),
      findall(N, t_ix_y(a, x, N), L1), findall(N, t_ix_y(c, x, N), L2), findall(N, t_ix_y(_, x, N), L3)),
     checks([L0 == [1, 4], L1 == [1, 4, 6], L2 == [5], L3 == [1, 2, 4, 5, 6]])).
case((t_ix_y_fill, findall(N, t_ix_y(a, x, N), _), asserta(t_ix_y(a, x, 0)), findall(N, t_ix_y(a, x, N), L)),
     checks([L == [0, 1, 4]])).
% Integers that differ only above bit 62 share a key word in the other
% argument's narrowing too: unification tells them apart
t_ix_w(a, 1, one).
t_ix_w(a, 4611686018427387905, big).
t_ix_w(a, 2, two).
t_ix_w(b, 3, three).
case(findall(R, t_ix_w(a, 4611686018427387905, R), L), checks([L == [big]])).
case(findall(R, t_ix_w(a, 1, R), L), checks([L == [one]])).
case(t_ix_det(t_ix_w(a, 2, R), Det), checks([R == two, Det == true])).
% Ten clauses with one first argument (the first-argument index)
t_ix_t(a, 1). t_ix_t(a, 2). t_ix_t(a, 3). t_ix_t(a, 4). t_ix_t(a, 5).
t_ix_t(a, 6). t_ix_t(a, 7). t_ix_t(a, 8). t_ix_t(a, 9). t_ix_t(a, 10).
case(t_ix_det(t_ix_t(a, 5), Det), checks([Det == true])).
case(findall(Y, t_ix_t(a, Y), L), checks([length(L, 10)])).
% Dynamic facts behave the same, and assertz/retract are seen at once
:- dynamic(t_ix_d/2).
t_ix_d_fill :-
    retractall(t_ix_d(_, _)),
    forall(member(X-Y, [pam-bob, tom-bob, tom-liz, bob-ann, bob-pat, pat-jim]), assertz(t_ix_d(X, Y))).
case((t_ix_d_fill, t_ix_det(t_ix_d(tom, bob), Det)), checks([Det == true])).
case((t_ix_d_fill, t_ix_d(tom, bob), assertz(t_ix_d(tom, bob)), findall(x, t_ix_d(tom, bob), L),
      t_ix_det(t_ix_d(tom, bob), Det)),
     checks([L == [x, x], Det == false])).
case((t_ix_d_fill, t_ix_d(tom, liz), retract(t_ix_d(tom, liz)), assertz(t_ix_d(tom, sue)),
      findall(Y, t_ix_d(tom, Y), L), t_ix_det(t_ix_d(tom, sue), Det)),
     checks([L == [bob, sue], Det == true])).
case((t_ix_d_fill, t_ix_d(tom, bob), retract(t_ix_d(tom, bob)), t_ix_d(tom, bob)), fail).
% Logical update view: a clause added during the call is not seen, one
% removed during it still is
case((t_ix_d_fill, findall(x, ( t_ix_d(tom, bob), assertz(t_ix_d(tom, bob)) ), L)), checks([L == [x]])).
case((t_ix_d_fill, assertz(t_ix_d(tom, bob)),
      findall(x, ( t_ix_d(tom, bob), ignore(retract(t_ix_d(tom, bob))) ), L)),
     checks([L == [x, x]])).
case((t_ix_d_fill, findall(Y, ( t_ix_d(bob, Y), ( Y == ann -> retract(t_ix_d(bob, pat)) ; true ) ), L)),
     checks([L == [ann, pat]])).
