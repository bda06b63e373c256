% A production plan: 30 products (variables), 30 resource constraints
% (=<) with coefficients 0..9, maximize the profit.
:- use_module(library(simplex)).
:- include(common).

problem(Profit) :-
    numlist(1, 30, Is),
    gen_state(S0),
    foldl(resource, Is, S0-11, S1-Seed),
    lcg_numbers(30, Seed, 1-40, _, Gains),
    findall(G*p(I), nth1(I, Gains, G), Objective),
    maximize(Objective, S1, S),
    objective(S, Profit).

resource(_, S0-Seed0, S-Seed) :-
    lcg_numbers(30, Seed0, 0-9, Seed1, Coeffs),
    lcg_numbers(1, Seed1, 100-400, Seed, [Capacity]),
    findall(C*p(I), (nth1(I, Coeffs, C), C > 0), Left),
    constraint(Left =< Capacity, S0, S).
