% Clause compilation details that must not change answers: a head
% variable met inside a compound argument and passed on as the same
% argument of the clause's call lives in that argument register (no move
% before the call), and a list cell whose head and tail are both variables
% or compounds is matched or built by one fused instruction, in read mode
% (a bound list) and in write mode (an unbound argument).

t_cr_app([], L, L).
t_cr_app([X|Xs], L, [X|Ys]) :- t_cr_app(Xs, L, Ys).

% Argument 2 is the home of Ys only once head argument 2 has been read:
% here Ys is met in argument 1 and passed as argument 1.
t_cr_swap([A|B], [B|A], r(A, B)).
t_cr_pass(f(X, Y), g(Z), W) :- t_cr_collect(Y, X, Z, W).
t_cr_collect(A, B, C, t(A, B, C)).
% A variable passed as argument 0 but first met in argument 1: register 0
% is still argument 0's until its head has been matched.
t_cr_late(X, [Y|_], R) :- t_cr_pair(Y, X, R).
t_cr_pair(A, B, A-B).
% The same variable as head and tail, met first in that cell.
t_cr_self([X|X], X).
t_cr_build_self(X, [X|X]).
t_cr_build_fresh([_|_]).
% Nested lists as the head and tail of a cell.
t_cr_nested([[A|B]|[C|D]], A, B, C, D).
t_cr_build_nested(A, B, C, D, [[A|B]|[C|D]]).
% A variable first met in the head, used again in an inline test before
% the call, in its argument register.
t_cr_guard([X|Xs], N, R) :- X > N, t_cr_first(Xs, N, R).
t_cr_first([X|_], _, X).
% A Y (permanent) variable as the head or tail of a built list.
t_cr_perm([X|Xs], L) :- t_cr_app(Xs, [X], L0), t_cr_app(L0, [X|Xs], L).
% Facts with list arguments are rebuilt from their code by clause/2.
:- dynamic(t_cr_fact/2).
t_cr_fact([a|T], T).
t_cr_fact([X, Y|Z], f(X, Y, Z)).

% Binary structures take the same fused instructions as list cells.
t_cr_d(U+V, X, DU+DV) :- t_cr_d(U, X, DU), t_cr_d(V, X, DV).
t_cr_d(x, x, 1).
t_cr_d(N, x, 0) :- number(N).
t_cr_kv(K-V, V-K).
t_cr_same(X-X, X).
t_cr_deep(f(g(A), h(B)), A, B).
t_cr_build2(A, B, (A-B)+(B-A)).
:- dynamic(t_cr_pairs/1).
t_cr_pairs(a-B) :- B = 1.
t_cr_pairs(K-1) :- K = b.
t_cr_pfact(k-v, V-V).

case(t_cr_app([1,2], [3], L), checks([L == [1,2,3]])).
case(t_cr_app(X, Y, [1,2]), checks([X == [], Y == [1,2]])).
case(findall(X-Y, t_cr_app(X, Y, [1,2]), L), checks([L == [[]-[1,2], [1]-[2], [1,2]-[]]])).
case(t_cr_app([1|T], [3], [1,2,3]), checks([T == [2]])).
case(t_cr_app([1], [2], [1,3]), fail).
case(t_cr_swap([1|2], L, R), checks([L == [2|1], R == r(1, 2)])).
case(t_cr_swap(L, [x|y], R), checks([L == [y|x], R == r(y, x)])).
case(t_cr_pass(f(1, 2), g(3), W), checks([W == t(2, 1, 3)])).
case(t_cr_late(a, [b, c], R), checks([R == b-a])).
case(t_cr_self([a|a], X), checks([X == a])).
case(t_cr_self([a|b], _), fail).
case(t_cr_self(L, X), checks([L = [H|T], H == T, X == H])).
case(t_cr_build_self(f(Y), L), checks([L = [H|T], H == f(Y), T == f(Y)])).
case(t_cr_build_fresh(L), checks([L = [H|T], var(H), var(T), H \== T])).
case(t_cr_nested([[1|2]|[3|4]], A, B, C, D), checks([A == 1, B == 2, C == 3, D == 4])).
case(t_cr_nested([[1|2]|x], _, _, _, _), fail).
case(t_cr_nested(L, 1, 2, 3, 4), checks([L == [[1|2], 3|4]])).
case(t_cr_build_nested(1, 2, 3, 4, L), checks([L == [[1|2], 3|4]])).
case(t_cr_guard([5, 7, 8], 3, R), checks([R == 7])).
case(t_cr_guard([1, 7], 3, _), fail).
case(t_cr_perm([1, 2], L), checks([L == [2, 1, 1, 2]])).
case(findall(H-B, clause(t_cr_fact(H, B), true), L),
     checks([L = [[a|T1]-T2, [X, Y|Z]-f(X2, Y2, Z2)], T1 == T2, X == X2, Y == Y2, Z == Z2])).
case(t_cr_fact([b, c], R), checks([R == f(b, c, [])])).

case(t_cr_d(x+3+x, x, D), checks([D == (1+0)+1])).
case(t_cr_d(_, x, 1+0), fail).
case(t_cr_kv(a-b, P), checks([P == b-a])).
case(t_cr_kv(P, b-a), checks([P == a-b])).
case(t_cr_kv(a+b, _), fail).
case(t_cr_kv(f(a, b), _), fail).
case(t_cr_same(1-1, X), checks([X == 1])).
case(t_cr_same(1-2, _), fail).
case(t_cr_same(P, 3), checks([P == 3-3])).
case(t_cr_deep(f(g(1), h(2)), A, B), checks([A == 1, B == 2])).
case(t_cr_deep(f(g(1), k(2)), _, _), fail).
case(t_cr_deep(T, 1, 2), checks([T == f(g(1), h(2))])).
case(t_cr_build2(1, 2, T), checks([T == (1-2)+(2-1)])).
case(findall(P, t_cr_pairs(P), L), checks([L == [a-1, b-1]])).
case(clause(t_cr_pfact(H, B), true), checks([H = k-v, B = X-Y, X == Y])).
