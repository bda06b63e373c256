% A unification of a head argument at the start of a body moves into the
% head (compile/head_unify.rs), as SWI-Prolog's optimise_unify: clause/2
% shows the moved form, answers stay those of the original clause. Not in
% a predicate that is dynamic when the clause comes (t_hu_d/1): as in
% SWI-Prolog, clause/2 and retract/1 see it as written.

t_hu_p(A, B) :- A = [x|C], t_hu_q(C, B).
t_hu_q(L, L).
t_hu_r(A) :- A = f(A).
t_hu_s(A, B) :- B = g(A), A = 1, true.
t_hu_u(A) :- A = x, A = y.
t_hu_v(A, B) :- [y|B] = A.
t_hu_w(A, B) :- A = B.

t_hu_greeting --> [hello], t_hu_name.
t_hu_greeting --> [hi], t_hu_name.
t_hu_name --> [world].
t_hu_name --> [prolog].

t_hu_clause(H, B) :- clause(H, B).

:- dynamic t_hu_d/1.
t_hu_d(A) :- A = a.

case(t_hu_clause(t_hu_p(X, Y), B), checks([X = [x|C], B == t_hu_q(C, Y)])).
case(t_hu_clause(t_hu_r(X), B), checks([var(X), B = (X1 = f(X2)), X1 == X, X2 == X])).
case(t_hu_clause(t_hu_s(X, Y), B), checks([var(X), Y == g(X), B = (X1 = 1, true), X1 == X])).
case(t_hu_clause(t_hu_u(X), B), checks([var(X), B = (X1 = x, X2 = y), X1 == X, X2 == X])).
case(t_hu_clause(t_hu_v(X, Y), B), checks([X = [y|T], T == Y, B == true])).
case(t_hu_clause(t_hu_w(X, Y), B), checks([X == Y, B == true])).
case(t_hu_p([x, z], R), checks([R == [z]])).
case(t_hu_p([y], _), fail).
case(t_hu_p(L, [z]), checks([L == [x, z]])).
case(t_hu_u(_), fail).
case(t_hu_v([y, 1], R), checks([R == [1]])).
case(t_hu_w(1, R), checks([R == 1])).
case(phrase(t_hu_greeting, [hi, prolog]), true).
case(phrase(t_hu_greeting, [hello, there]), fail).
case(findall(L, phrase(t_hu_greeting, L), Ls), checks([Ls == [[hello, world], [hello, prolog], [hi, world], [hi, prolog]]])).

case(t_hu_clause(t_hu_d(X), B), checks([var(X), B = (X1 = a), X1 == X])).
case(t_hu_d(a), true).
case(t_hu_d(b), fail).
case((assertz((t_hu_d(A) :- A = c)), findall(B, clause(t_hu_d(_), B), Bs), retract((t_hu_d(Z) :- Z = c))),
     checks([length(Bs, 2), var(Z)])).
case((assertz((t_hu_new(A) :- A = n)), clause(t_hu_new(X), B)), checks([X == n, B == true])).
