% A program split over three module files, loaded with use_module.
:- use_module(geometry).
:- use_module(report).

% The program's own append/3 and subtract/3: no clash with library(lists).
append(_, _, mine).
subtract(A, B, C) :- C is A - B.

inc(X, Y) :- Y is X + 1.

main :-
    describe(square(3), D),
    total_area([square(2), rect(2, 5)], T),
    apply_twice(inc, 1, N),
    append(x, y, Mine),
    subtract(10, 4, S),
    lists:subtract([a, b, c], [b], L),
    report([D, T, N, Mine, S, L]).
