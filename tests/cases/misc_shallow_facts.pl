% A call whose first candidate clause is a fact, with more candidates
% after it, enters the fact without pushing its choicepoint: a head that
% fails goes straight to the next candidate, a head that unifies pushes
% the choicepoint on its exit. Answers, their order, cuts, wakeups,
% exceptions and determinism must be exactly those of the ordinary entry.
% Each predicate is called often enough (sh_rounds/3) that the entry
% settles on how its facts fare, both ways.

:- discontiguous(case/2).
:- dynamic(sh_dyn/2).
:- dynamic(sh_exited/0).

sh_mem(X, [X|_]).
sh_mem(X, [_|T]) :- sh_mem(X, T).

% three candidates: a failed first fact leaves a choicepoint for the third
sh_col(red, 1).
sh_col(X, 2) :- X \== red.
sh_col(_, 3).

% facts first, then a rule that cuts
sh_first(a, fact).
sh_first(_, rule) :- !.
sh_first(_, never).

% a fact whose head binds a structure
sh_pair(p(X, X), same).
sh_pair(p(_, _), any).

sh_rounds(N, Goal, L) :- findall(L1, ( between(1, N, _), findall(G, call(Goal, G), L1) ), Ls), Ls = [L|_], sort(Ls, [L]).

sh_houses(Hs) :- Hs = [h(_, norwegian, _), _, h(_, _, milk)],
    sh_mem(h(red, english, _), Hs),
    sh_mem(h(_, spanish, tea), Hs),
    sh_mem(h(green, _, milk), Hs).

% Det is true when Goal succeeded leaving no choicepoint.
sh_det(Goal, Det) :-
    retractall(sh_exited),
    setup_call_cleanup(true, Goal, assertz(sh_exited)),
    ( retract(sh_exited) -> Det = true ; Det = false ).

sh_count(X, N0, N) :- ( sh_mem(X, [h(1), h(2), h(3)]), fail ; N = N0 ).

% All solutions, in order, whether the heads mostly fail or mostly unify
case(sh_rounds(30, [X]>>sh_mem(X, [a, b, c]), L), checks([L == [a, b, c]])).
case(sh_rounds(30, [X]>>sh_mem(h(X, 2), [h(1, 1), h(2, 2), h(3, 2), h(4, 1)]), L),
     checks([L == [2, 3]])).
case(sh_rounds(30, [N]>>sh_col(blue, N), L), checks([L == [2, 3]])).
case(sh_rounds(30, [N]>>sh_col(red, N), L), checks([L == [1, 3]])).
case(sh_rounds(30, [R]>>sh_first(b, R), L), checks([L == [rule]])).
case(sh_rounds(30, [R]>>sh_first(a, R), L), checks([L == [fact, rule]])).
case(sh_rounds(30, [R]>>sh_pair(p(1, 2), R), L), checks([L == [any]])).
case(sh_rounds(30, [R]>>sh_pair(p(1, 1), R), L), checks([L == [same, any]])).
case(findall(X-Y, sh_pair(p(X, Y), _), L), checks([L = [A-B, C-D], A == B, C \== D])).
% Bindings of a failed head are undone before the next clause
case((sh_mem(h(X, b), [h(a, c), h(Y, d), h(z, b)]), var(Y)), checks([X == z])).
case(sh_houses(Hs), checks([Hs = [h(green, norwegian, milk), h(_, spanish, tea), h(red, english, milk)]])).
% The last candidate after a failed fact is entered without a choicepoint
case(sh_det(sh_mem(c, [a, b, c]), Det), checks([Det == false])).
case(sh_det(sh_mem(x, [a, b, c]), _), fail).
case(sh_det(sh_first(b, R), Det), checks([R == rule, Det == true])).
case(sh_det(sh_col(blue, N), Det), checks([N == 2, Det == false])).
% A cut after the call cuts the alternatives of a fact that unified
case((sh_mem(X, [1, 2, 3]), !, X == 1), true).
case(findall(X, (sh_mem(X, [1, 2, 3]), X > 1, !), L), checks([L == [2]])).
% Goals woken by a head's bindings: a failing one makes the clause fail,
% a binding one runs before the body, an error one is raised
case(findall(X, (freeze(X, X \== 1), sh_mem(X, [1, 2, 1, 3])), L), checks([L == [2, 3]])).
case(findall(X-Y, (freeze(X, Y = seen(X)), sh_mem(X, [1, 2])), L), checks([L == [1-seen(1), 2-seen(2)]])).
case(catch((freeze(X, throw(woken(X))), sh_mem(X, [1, 2])), B, true), checks([B == woken(1)])).
case((dif(X, a), findall(X, sh_mem(X, [a, b, a, c]), L)), checks([L == [b, c]])).
% Exceptions raised by the next clause after a failed fact
case(catch(sh_col(blue, N), _, true), checks([N == 2])).
case(catch(findall(N, (sh_col(blue, N), N > 2, throw(third(N))), _), B, true), checks([B == third(3)])).
% Clauses added while a call runs are not seen by it (logical update view)
case((retractall(sh_dyn(_, _)), assertz(sh_dyn(a, 1)), assertz(sh_dyn(_, 2)),
      findall(N, (sh_dyn(b, N), assertz(sh_dyn(_, 3))), L)),
     checks([L == [2]])).
case((retractall(sh_dyn(_, _)), assertz(sh_dyn(a, 1)), assertz(sh_dyn(_, 2)),
      findall(N, (sh_dyn(a, N), retract(sh_dyn(_, 2))), L)),
     checks([L == [1]])).
% Failure-driven loops over heads that mostly fail
case(sh_count(h(3), 0, N), checks([N == 0])).
case((between(1, 100, I), sh_mem(h(I), [h(50), h(100)]), I > 60), checks([I == 100])).
