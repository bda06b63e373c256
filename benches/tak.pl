% tak -- the Takeuchi function, tak(18, 12, 6) = 7.
%
% Deep recursion and integer arithmetic: one evaluation of tak(18,12,6)
% makes 63609 calls of tak/4.
%
%   bench(N)      evaluate tak(18, 12, 6) N times, no output
%   bench_check   print the value

tak(X, Y, Z, A) :- X =< Y, !, Z = A.
tak(X, Y, Z, A) :-
    X1 is X - 1, Y1 is Y - 1, Z1 is Z - 1,
    tak(X1, Y, Z, A1),
    tak(Y1, Z, X, A2),
    tak(Z1, X, Y, A3),
    tak(A1, A2, A3, A).

bench(N) :- loop(N).

loop(N) :- N =< 0, !.
loop(N) :- \+ \+ tak(18, 12, 6, _), N1 is N - 1, loop(N1).

bench_check :-
    tak(18, 12, 6, A),
    write(tak(18, 12, 6, A)), nl.
