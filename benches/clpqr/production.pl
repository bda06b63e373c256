% Production planning: five products share four resources (machine
% hours, labour, material, storage); maximize the profit, then find the
% least cost plan that still earns 90% of it. An LP through maximize/1,
% sup/2 and minimize/1, solved for each of N profit vectors.
:- use_module(library(clpq)).

plan([A, B, C, D, E], K, Profit, Cost) :-
    {A >= 0, B >= 0, C >= 0, D >= 0, E >= 0,
     2*A + 3*B + C + 4*D + 2*E =< 400,
     A + 2*B + 3*C + D + 2*E =< 300,
     3*A + B + 2*C + 2*D + E =< 500,
     A + B + C + D + E =< 150,
     B + D >= 10,
     Profit = (10+K)*A + 12*B + (9+K)*C + 15*D + 11*E,
     Cost = 3*A + 4*B + 2*C + 5*D + 3*E}.

bench :- bench(40).
bench(N) :-
    forall(between(1, N, K), ( plan(_, K, P, _), maximize(P) )),
    forall(between(1, N, K), ( plan(_, K, P, C), sup(P, S), {P >= 9/10*S}, minimize(C) )),
    plan(_, 3, P, C), maximize(P), inf(C, MinCost), print(P-MinCost), nl.
