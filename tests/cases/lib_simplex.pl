% library(simplex): linear programs over exact rationals, compared with
% SWI-Prolog 9's results (the examples of its manual told in our own
% words, and problems whose optimum is one vertex).
:- use_module(library(simplex)).

% The radiation example: the dose on healthy tissue is minimized.
radiation(S) :-
    gen_state(S0),
    constraint([0.3*x1, 0.1*x2] =< 2.7, S0, S1),
    constraint([0.5*x1, 0.5*x2] = 6, S1, S2),
    constraint([0.6*x1, 0.4*x2] >= 6, S2, S3),
    constraint([x1] >= 0, S3, S4),
    constraint([x2] >= 0, S4, S5),
    minimize([0.4*x1, 0.5*x2], S5, S).

% The knapsack example: two kinds of objects, a capacity of 8.
knapsack_constraints(S) :-
    gen_state(S0),
    constraint([6*x(1), 4*x(2)] =< 8, S0, S1),
    constraint([x(1)] =< 1, S1, S2),
    constraint([x(2)] =< 2, S2, S).

knapsack(S) :-
    knapsack_constraints(S0),
    maximize([7*x(1), 4*x(2)], S0, S).

knapsack_integral(S) :-
    knapsack_constraints(S0),
    constraint(integral(x(1)), S0, S1),
    constraint(integral(x(2)), S1, S2),
    maximize([7*x(1), 4*x(2)], S2, S).

values(S, Vars, Values) :-
    findall(V, (member(X, Vars), variable_value(S, X, V)), Values).

% A production plan with named resources: their shadow prices.
production(S) :-
    gen_state(S0),
    constraint(labour, [x, y] =< 4, S0, S1),
    constraint(machine, [x, 3*y] =< 6, S1, S2),
    maximize([x, 2*y], S2, S).

% gen_state/1 and the state terms as SWI-Prolog prints them
case(gen_state(S), checks([S == state(0, [], [], [])])).
case(knapsack_constraints(S),
     checks([S == state(0, [], [c(0, [1*x(2)], =<, 2), c(0, [1*x(1)], =<, 1),
                                c(0, [6*x(1), 4*x(2)], =<, 8)], [])])).
case((gen_state(S0), constraint([2*x, y, 3*x] >= 1r2, S0, S)),
     checks([S == state(0, [], [c(0, [2*x, 1*y, 3*x], >=, 1r2)], [])])).
case((gen_state(S0), constraint([x] =< 1.5, S0, S)),
     checks([S == state(0, [], [c(0, [1*x], =<, 3r2)], [])])).
case((gen_state(S0), constraint(integral(x), S0, S1), constraint(integral(y), S1, S)),
     checks([S == state(0, [], [], [y, x])])).

% constraint/4 and constraint_add/4
case((gen_state(S0), constraint(c1, [x, y] =< 3, S0, S)),
     checks([S == state(0, [], [c(user(c1), [1*x, 1*y], =<, 3)], [])])).
case((gen_state(S0), constraint(c1, [x] =< 3, S0, S1), constraint_add(c1, [2*z], S1, S)),
     checks([S == state(0, [], [c(user(c1), [2*z, 1*x], =<, 3)], [])])).
case((gen_state(S0), constraint(c1, [x] =< 3, S0, S1), constraint_add(c2, [z], S1, _)), fail).
case((gen_state(S0), constraint(c, [x] =< 3, S0, S1), constraint_add(c, [2*y], S1, S2),
      maximize([y], S2, S), variable_value(S, y, Y)),
     checks([Y == 3r2])).

% the manual's examples
case((radiation(S), values(S, [x1, x2], Vs), objective(S, O)),
     checks([Vs == [15r2, 9r2], O == 21r4])).
case((knapsack(S), values(S, [x(1), x(2)], Vs), objective(S, O)),
     checks([Vs == [1, 1r2], O == 9])).
case((knapsack_integral(S), values(S, [x(1), x(2)], Vs), objective(S, O)),
     checks([Vs == [0, 2], O == 8])).

% maximize/3, minimize/3, objective/2, variable_value/3
case((gen_state(S0), constraint([x, y] =< 4, S0, S1), maximize([3*x, y], S1, S),
      values(S, [x, y, z], Vs), objective(S, O)),
     checks([Vs == [4, 0, 0], O == 12])).
case((gen_state(S0), constraint([x, y] >= 2, S0, S1), constraint([x] =< 3, S1, S2),
      minimize([x, y], S2, S), values(S, [x, y], Vs), objective(S, O)),
     checks([Vs == [2, 0], O == 2])).
case((gen_state(S0), constraint([x, 2*y] >= 4, S0, S1), minimize([x, 2*y], S1, S),
      values(S, [x, y], Vs)),
     checks([Vs == [0, 2]])).
% where several vertices are optimal: the column of the largest gain enters
case((gen_state(S0), constraint([x, 2*y] =< 4, S0, S1), maximize([x, 2*y], S1, S),
      values(S, [x, y], Vs)),
     checks([Vs == [0, 2]])).
case((gen_state(S0), constraint([b, a] =< 4, S0, S1), maximize([a, b], S1, S),
      values(S, [a, b], Vs)),
     checks([Vs == [4, 0]])).
case((gen_state(S0), constraint([x, y] >= 4, S0, S1), constraint([x, 2*y] >= 6, S1, S2),
      minimize([x, 3*y], S2, S), values(S, [x, y], Vs)),
     checks([Vs == [6, 0]])).
% variables are any ground terms
case((gen_state(S0), constraint([2*f(a, 1), 3*"s"] =< 6, S0, S1),
      constraint([f(a, 1)] =< 1, S1, S2), maximize([f(a, 1), "s"], S2, S),
      values(S, [f(a, 1), "s"], Vs)),
     checks([Vs == [1, 4r3]])).
% an equation fixes a variable; a variable only of the objective then counts for nothing
case((gen_state(S0), constraint([x] = 3, S0, S1), maximize([x, 5*w], S1, S), objective(S, O)),
     checks([O == 3])).
% no largest value: a variable with a gain and no bound, or an unbounded column
case((gen_state(S0), constraint([x] =< 3, S0, S1), maximize([x, w], S1, _)), fail).
case((gen_state(S0), constraint([x] >= 5, S0, S1), maximize([x], S1, _)), fail).
% no solution
case((gen_state(S0), constraint([x, y] =< 4, S0, S1), constraint([x] >= 5, S1, S2),
      maximize([x], S2, _)), fail).
case((gen_state(S0), constraint([x] =< 3, S0, S1), constraint([x] < 2, S1, S2),
      maximize([x], S2, _)), fail).
% variables are non-negative
case((gen_state(S0), constraint([x] =< 5, S0, S1), minimize([x], S1, S), variable_value(S, x, X)),
     checks([X == 0])).

% shadow_price/3
case((production(S), shadow_price(S, labour, P1), shadow_price(S, machine, P2), objective(S, O)),
     checks([P1 == 1r2, P2 == 1r2, O == 5])).
case((production(S), shadow_price(S, other, _)), fail).
case((gen_state(S0), constraint(need, [x, y] >= 2, S0, S1), minimize([3*x, 2*y], S1, S),
      shadow_price(S, need, P)),
     checks([P == 2])).

% integral/1: branch and bound
case((gen_state(S0), constraint([2*x, 2*y] =< 7, S0, S1), constraint(integral(x), S1, S2),
      constraint(integral(y), S2, S3), maximize([3*x, 2*y], S3, S),
      values(S, [x, y], Vs), objective(S, O)),
     checks([Vs == [3, 0], O == 9])).
case((gen_state(S0), constraint([2*x] = 3, S0, S1), constraint(integral(x), S1, S2),
      maximize([x], S2, _)), fail).

% transportation/4 and assignment/2
case(transportation([12, 7, 14], [3, 9, 3, 18],
                    [[20, 40, 70, 50], [100, 60, 90, 80], [10, 110, 30, 200]], T),
     checks([T == [[0, 0, 0, 12], [0, 1, 0, 6], [3, 8, 3, 0]]])).
case(transportation([12, 7], [10, 9], [[1, 3], [2, 1]], T), checks([T == [[10, 2], [0, 7]]])).
case(assignment([[3, 1], [1, 4]], A), checks([A == [[0, 1], [1, 0]]])).
case(assignment([[1, 2, 3], [3, 1, 2], [2, 3, 1]], A),
     checks([A == [[1, 0, 0], [0, 1, 0], [0, 0, 1]]])).
case(assignment([[9, 2, 7], [6, 4, 3], [5, 8, 1]], A),
     checks([A == [[0, 1, 0], [1, 0, 0], [0, 0, 1]]])).

% bad input
case((gen_state(S0), constraint(foo, S0, _)), fail).
case((gen_state(S0), constraint(x =< 1, S0, _)), fail).
case((gen_state(S0), constraint([x] =< -1, S0, _)), fail).
case((gen_state(S0), constraint([x] >= -3, S0, _)), fail).
case((gen_state(S0), constraint([x] =< a, S0, _)), error(type_error(evaluable, a/0))).
case((gen_state(S0), constraint([x*2] =< 3, S0, _)), error(type_error(evaluable, x/0))).
case((gen_state(S0), constraint([_] =< 1, S0, _)), error(instantiation_error)).
case(constraint([x] =< 1, _, _), error(instantiation_error)).
case(transportation([1, 2], [3], [[5], [1]], T), checks([T == [[1], [2]]])).
case(transportation([2, 2], [1, 3], [[1, 2], [3, 1]], T), checks([T == [[1, 1], [0, 2]]])).
case(transportation([1r2, 1r2], [1], [[1], [2]], T), checks([T == [[1r2], [1r2]]])).
case(transportation([3], [1], [[1]], _), fail).
case(assignment([[1]], A), checks([A == [[1]]])).
case(transportation(a, [1], [[1]], _), error(type_error(list, a))).
