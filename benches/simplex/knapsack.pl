% An integer knapsack: 12 kinds of objects (at most 3 of each), one
% capacity, integral/1 on every variable (branch and bound).
:- use_module(library(simplex)).
:- include(common).

problem(Value) :-
    numlist(1, 12, Is),
    lcg_numbers(12, 5, 10-60, S1, Weights),
    lcg_numbers(12, S1, 10-90, _, Values),
    gen_state(S0),
    findall(W*k(I), nth1(I, Weights, W), Left),
    constraint(Left =< 250, S0, S2),
    foldl([I, A, B]>>(constraint([k(I)] =< 3, A, A1), constraint(integral(k(I)), A1, B)), Is, S2, S3),
    findall(V*k(I), nth1(I, Values, V), Objective),
    maximize(Objective, S3, S),
    objective(S, Value).
