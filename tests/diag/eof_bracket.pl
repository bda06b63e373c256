ok.
x(abc) :- y(
