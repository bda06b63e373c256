p(X) :- q(Y).
q(_).
r(_X).
r(_X, _X).
r(_x, _x).
