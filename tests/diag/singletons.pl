p(X) :- q(Y).
q(_).
r(_X).
r(_X, _X).
r(_x, _x).
t :- ( X = 1 ; X = 2 ).
u(X) :- ( X = 1 -> true ; X = 2 ).
