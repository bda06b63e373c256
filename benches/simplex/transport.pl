% A 10 x 10 transportation problem (balanced supplies and demands, costs
% 1..50): transportation/4 of library(simplex).
:- use_module(library(simplex)).
:- include(common).

problem(Cost) :-
    lcg_numbers(10, 1, 10-60, S1, Supplies0),
    sum_list(Supplies0, Total),
    lcg_numbers(9, S1, 10-60, S2, Demands0),
    sum_list(Demands0, D0),
    (   D0 < Total -> Last is Total - D0, Demands = [Last|Demands0], Supplies = Supplies0
    ;   Extra is D0 - Total + 10, Demands = [10|Demands0], Supplies = [Extra|Supplies0]
    ),
    length(Supplies, NS), length(Demands, ND),
    lcg_matrix(NS, ND, S2, 1-50, _, Costs),
    transportation(Supplies, Demands, Costs, Plan),
    foldl(row_cost, Costs, Plan, 0, Cost).

row_cost(Costs, Amounts, C0, C) :-
    foldl([X, Y, A0, A]>>(A is A0 + X*Y), Costs, Amounts, C0, C).
