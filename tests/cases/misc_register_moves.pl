% Register moves after code generation (src/compile/clause/moves.rs): a
% call's argument moves are reordered to read the argument registers
% directly, cycles among them go through a new temporary, moves of a
% value already in place and copies nothing reads are dropped. Answers
% must be those of the moves done one by one.

t_m_triple(A, B, C, t(A, B, C)).
t_m_pair(A, B, A-B).

% A swap and a rotation of the arguments: cycles.
t_m_swap(A, B, R) :- t_m_pair(B, A, R).
t_m_rot(A, B, C, R) :- t_m_triple(B, C, A, R).
t_m_rot2(A, B, C, R) :- t_m_triple(C, A, B, R).
% A shift with a new first argument.
t_m_shift(A, B, C, R) :- t_m_quad(x, A, B, C, R).
t_m_quad(A, B, C, D, q(A, B, C, D)).
% One argument passed twice, one dropped, a constant and a list built
% from arguments among the moves.
t_m_dup(A, _, C, R) :- t_m_triple(C, A, A, R).
t_m_mixed(A, B, C, R) :- t_m_quad([B|A], C, k, B, R).
% Moves around an inline test and an if-then-else on a test.
t_m_test(A, B, R) :- atom(A), t_m_pair(B, A, R).
t_m_ite(A, B, R) :- ( A == B -> t_m_pair(B, A, R) ; t_m_pair(A, B, R0), t_m_pair(R0, B, R) ).
t_m_seen([Q|Qs], P) :- ( Q == P -> true ; t_m_seen(Qs, P) ).
% Arguments kept in permanent variables across a call, then passed on
% in another order.
t_m_perm(A, B, C, R) :- t_m_pair(A, B, P), t_m_triple(C, P, A, R).
% A disjunction: the moves of each branch start from what the branch
% knows.
t_m_or(A, B, R) :- ( t_m_pair(B, A, R) ; t_m_pair(A, B, R) ).

case(t_m_swap(1, 2, R), checks([R == 2-1])).
case(t_m_rot(1, 2, 3, R), checks([R == t(2, 3, 1)])).
case(t_m_rot2(1, 2, 3, R), checks([R == t(3, 1, 2)])).
case(t_m_shift(1, 2, 3, R), checks([R == q(x, 1, 2, 3)])).
case(t_m_dup(1, 2, 3, R), checks([R == t(3, 1, 1)])).
case(t_m_mixed(1, 2, 3, R), checks([R == q([2|1], 3, k, 2)])).
case(t_m_test(a, 2, R), checks([R == 2-a])).
case(t_m_test(1, 2, _), fail).
case(t_m_ite(1, 1, R), checks([R == 1-1])).
case(t_m_ite(1, 2, R), checks([R == (1-2)-2])).
case(t_m_seen([a, b, c], c), true).
case(t_m_seen([a, b, c], d), fail).
case(t_m_perm(1, 2, 3, R), checks([R == t(3, 1-2, 1)])).
case(findall(R, t_m_or(1, 2, R), L), checks([L == [2-1, 1-2]])).
case(t_m_swap(X, Y, R), checks([R = P-Q, P == Y, Q == X])).
