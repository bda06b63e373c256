% `V = T` in a body where V is met for the first time compiles to a move of
% T into V's home (compile/clause/fresh_unify.rs): V in an argument
% register or in the environment, T a variable, a constant or a compound,
% either side of the `=`, in the branches of control constructs and across
% calls, and with attributed variables: answers are those of the call.

t_fu_id(X, X).
t_fu_copy(A, B) :- t_fu_id(A, A1), C = A1, t_fu_id(C, B).
t_fu_const(B) :- t_fu_id(x, _), C = k, t_fu_id(C, B).
t_fu_left(A, B) :- t_fu_id(A, A1), [A1|_] = C, t_fu_id(C, B).
t_fu_struct(A, B) :- t_fu_id(A, A1), C = f(A1, D, g(D)), D = 1, B = C.
t_fu_env(A, B) :- C = s(A), t_fu_id(a, _), t_fu_id(b, _), B = C.
t_fu_chain(A, B) :- C = A, D = C, E = D, t_fu_id(E, F), B = F.
t_fu_self(B) :- C = f(C), B = C.
t_fu_both(A, B) :- C = D, t_fu_id(A, C), B = D.
t_fu_ite(A, B) :- ( A == 1 -> C = one ; C = other(A) ), B = C.
t_fu_neg(A) :- \+ ( C = A, C == x ).
t_fu_cut(A, B) :- t_fu_id(A, A1), C = A1, !, B = C.
t_fu_cut(_, none).
t_fu_fail(A) :- C = A, C = b.
t_fu_attr(A, B) :- freeze(A, B = woken), C = A, C = v.
t_fu_many(A, B) :- C = [A, A1, A2], A1 = 2, A2 = 3, t_fu_id(x, _), B = C.

t_fu_pair --> [a], !, t_fu_rest.
t_fu_pair --> [].
t_fu_rest, [pushed] --> [b].

case(t_fu_copy(1, B), checks([B == 1])).
case(t_fu_copy(X, B), checks([B == X])).
case(t_fu_const(B), checks([B == k])).
case(t_fu_left(a, B), checks([B = [a|T], var(T)])).
case(t_fu_struct(z, B), checks([B == f(z, 1, g(1))])).
case(t_fu_env(q, B), checks([B == s(q)])).
case(t_fu_chain(7, B), checks([B == 7])).
case(t_fu_chain(X, B), checks([B == X, var(X)])).
case(t_fu_self(B), checks([B = f(B1), B1 == B])).
case(t_fu_both(1, B), checks([B == 1])).
case(t_fu_ite(1, B), checks([B == one])).
case(t_fu_ite(2, B), checks([B == other(2)])).
case(t_fu_neg(y), true).
case(t_fu_neg(x), fail).
case(t_fu_cut(3, B), checks([B == 3])).
case(findall(B, t_fu_cut(3, B), Bs), checks([Bs == [3]])).
case(t_fu_fail(b), true).
case(t_fu_fail(a), fail).
case(t_fu_fail(X), checks([X == b])).
case(t_fu_attr(A, B), checks([A == v, B == woken])).
case(t_fu_attr(w, _), fail).
case(t_fu_many(1, B), checks([B == [1, 2, 3]])).
case(phrase(t_fu_pair, [a, b], R), checks([R == [pushed]])).
case(phrase(t_fu_pair, [c], R), checks([R == [c]])).
