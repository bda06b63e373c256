top :- mid(3), true.
mid(N) :- N > 0, N1 is N-1, mid(N1), true.
mid(0) :- low(0).
low(X) :- Y is 1/X, write(Y).
