% library(clpr): linear constraints over the reals (floats), checked
% against SWI-Prolog 9's library(clpr). Values are floats; a computed
% value is compared within a tolerance (near/2).
:- use_module(library(clpr)).

near(X, Y) :- number(X), abs(X - Y) < 1.0e-6.

loan(P, T, I, B, R) :- {T = 1, B + R = P * (1 + I)}.
loan(P, T, I, B, R) :- {T > 1, P1 = P * (1 + I) - R, T1 = T - 1}, loan(P1, T1, I, B, R).

plan(T, C, Profit) :-
    {T >= 0, C >= 0, 4*T + 2*C =< 60, 2*T + 4*C =< 48, Profit = 8*T + 6*C}.

residue(Vs, Copy, Gs) :- copy_term(Vs, Copy, Gs).

% equations
case({2*X + Y = 10, X - Y = 2}, checks([X == 4.0, Y == 2.0])).
case({X = 1/3}, checks([float(X), near(X, 0.3333333333)])).
case({3*X = 1, Y = X + X}, checks([near(Y, 0.6666666667)])).
case({X = 1, X = 2 + 0*X}, fail).
case({1 = 2}, fail).
case(({X = 1 + Y}, Y = 2), checks([X == 3.0])).
case(({X > 2}, X = 3), true).
case(({X > 2}, X = 1), fail).
case(({X =\= 3}, X = 3), fail).
case(({X >= 2}, {Y >= 1}, X = Y, residue(Y, C, Gs)), checks([Gs == [{C >= 2.0}]])).
% inequalities
case({X >= 2, X =< 2}, checks([X == 2.0])).
case({X > 1, X < 0}, fail).
case({X + Y >= 4, X =< 1, Y =< 3}, checks([X == 1.0, Y == 3.0])).
case(({X >= 2}, residue(X, C, Gs)), checks([Gs == [{C >= 2.0}]])).
case(({X > 2, X < 5}, residue(X, C, Gs)), checks([Gs == [{C > 2.0, C < 5.0}]])).
case(({2*X >= 3}, residue(X, C, Gs)), checks([Gs == [{C >= 1.5}]])).
% nonlinear constraints wait
case(({X * Y = 6}, X = 2), checks([Y == 3.0])).
case(({X * X >= 4}, X = 1), fail).
% entailed/1
case(({X >= 1}, entailed(X > 0)), true).
case(({X >= 1}, entailed(X > 1)), fail).
case(({X = 1 + Y}, entailed(X > Y)), true).
% inf/2, sup/2, inf/4, sup/4
case(({X >= 1, X =< 3}, sup(X, S), inf(X, I)), checks([S == 3.0, I == 1.0])).
case(({X >= 1}, sup(X, _)), fail).
case((plan(_, _, P), sup(P, S)), checks([near(S, 132.0)])).
case((plan(T, C, P), sup(P, S, [T, C], V)), checks([near(S, 132.0), V = [VT, VC], near(VT, 12.0), near(VC, 6.0)])).
% minimize/1, maximize/1
case(({X >= 0, Y >= 0, X + Y =< 10}, maximize(X + 2*Y)), checks([X == 0.0, Y == 10.0])).
case(({X >= 0, Y >= 0, X + Y >= 4}, minimize(X + 2*Y)), checks([X == 4.0, Y == 0.0])).
case((plan(T, C, P), maximize(P)), checks([near(T, 12.0), near(C, 6.0), near(P, 132.0)])).
% bb_inf/3,5
case(({X >= 0, Y >= 0, 2*X + 2*Y =< 7}, bb_inf([X, Y], -X - Y, I, V, 0.001)), checks([near(I, -3.0), V == [3, 0]])).
case(({X >= 0, Y >= 0, 3*X + 5*Y =< 16, X =< 4}, bb_inf([X, Y], -(2*X + 3*Y), I, V, 0.001)),
     checks([near(I, -10.0), V == [2, 2]])).
case(({X >= 0, Y >= 0, 2*X + 2*Y =< 7}, bb_inf([X, Y], -X - Y, I)), checks([near(I, -3.0)])).
% dump/3
case(({X >= 2}, dump([X], [x], L)), checks([L == [x >= 2.0]])).
% the loan, forward and backward
case(loan(1000, 10, 0.1, B, 150), checks([near(B, 203.12876995)])).
case(loan(P, 12, 0.01, 0, 100), checks([near(P, 1125.5077473)])).
case((loan(P, 3, 0.1, B, R), P = 1000, R = 100), checks([near(B, 1000.0)])).
% errors
case({foo(_) = 1}, error(type_error(clpr_expression, foo(_)))).
case({foo}, error(type_error(clpr_constraint, foo))).
