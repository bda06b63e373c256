% A 12 x 12 assignment problem (costs 1..99): assignment/2 of
% library(simplex).
:- use_module(library(simplex)).
:- include(common).

problem(Cost) :-
    lcg_matrix(12, 12, 7, 1-99, _, Costs),
    assignment(Costs, Assignment),
    foldl(row_cost, Costs, Assignment, 0, Cost).

row_cost(Costs, Amounts, C0, C) :-
    foldl([X, Y, A0, A]>>(A is A0 + X*Y), Costs, Amounts, C0, C).
