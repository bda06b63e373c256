% poly -- raise the polynomial x+y+z+1 to the tenth power.
%
% A polynomial is a sparse list of monomials m(C, I, J, K), standing for
% C * x^I * y^J * z^K with C =/= 0, sorted by decreasing exponents (I
% first, then J, then K).  add/3 merges two such lists, adding the
% coefficients of equal exponents; mul/3 multiplies by adding, for each
% monomial of the first factor, the second factor shifted and scaled;
% power/3 squares and multiplies.  The tenth power has 286 monomials.
%
%   bench(N)      compute (x+y+z+1)^10 N times, no output
%   bench_check   print the number of monomials, the sum of the
%                 coefficients and the largest coefficient

base([m(1, 1, 0, 0), m(1, 0, 1, 0), m(1, 0, 0, 1), m(1, 0, 0, 0)]).

power(P, 1, P) :- !.
power(P, N, R) :-
    N mod 2 =:= 0, !,
    H is N // 2,
    power(P, H, Q),
    mul(Q, Q, R).
power(P, N, R) :-
    N1 is N - 1,
    power(P, N1, Q),
    mul(P, Q, R).

mul(P, Q, R) :- mul(P, Q, [], R).

mul([], _, R, R).
mul([M|Ms], Q, R0, R) :-
    scale(Q, M, MQ),
    add(R0, MQ, R1),
    mul(Ms, Q, R1, R).

% scale(Q, M, MQ): the product of the polynomial Q and the monomial M;
% it keeps the order of Q.
scale([], _, []).
scale([m(C1, I1, J1, K1)|Ms], m(C, I, J, K), [m(C2, I2, J2, K2)|Ns]) :-
    C2 is C * C1, I2 is I + I1, J2 is J + J1, K2 is K + K1,
    scale(Ms, m(C, I, J, K), Ns).

add([], Q, Q) :- !.
add(P, [], P) :- !.
add([M|Ms], [N|Ns], R) :-
    order(M, N, O),
    add(O, M, Ms, N, Ns, R).

add(>, M, Ms, N, Ns, [M|R]) :- add(Ms, [N|Ns], R).
add(<, M, Ms, N, Ns, [N|R]) :- add([M|Ms], Ns, R).
add(=, m(C1, I, J, K), Ms, m(C2, _, _, _), Ns, R) :-
    C is C1 + C2,
    (   C =:= 0 -> add(Ms, Ns, R)
    ;   R = [m(C, I, J, K)|R1], add(Ms, Ns, R1)
    ).

order(m(_, I1, J1, K1), m(_, I2, J2, K2), O) :-
    (   I1 > I2 -> O = (>)
    ;   I1 < I2 -> O = (<)
    ;   J1 > J2 -> O = (>)
    ;   J1 < J2 -> O = (<)
    ;   K1 > K2 -> O = (>)
    ;   K1 < K2 -> O = (<)
    ;   O = (=)
    ).

summary([], T, T, S, S, X, X).
summary([m(C, _, _, _)|Ms], T0, T, S0, S, X0, X) :-
    T1 is T0 + 1, S1 is S0 + C,
    ( C > X0 -> X1 = C ; X1 = X0 ),
    summary(Ms, T1, T, S1, S, X1, X).

bench(N) :- base(P), loop(N, P).

loop(N, _) :- N =< 0, !.
loop(N, P) :- \+ \+ power(P, 10, _), N1 is N - 1, loop(N1, P).

bench_check :-
    base(P), power(P, 10, R),
    summary(R, 0, T, 0, S, 0, X),
    write(poly(terms = T, sum = S, largest = X)), nl.
