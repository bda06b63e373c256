% gc_loop -- the heap collector's acceptance loop: a tail-recursive loop
% that builds a 100-element list and drops it at each iteration, so the
% heap only stays small if it is collected (issue 9: 50,000,000
% iterations under 64 MB peak RSS; figures in benches/README.md).
%
%   bench(N)      N iterations
%   bench_check   print the number of collections of 100,000 iterations

loop(0) :- !.
loop(N) :- length(L, 100), fill(L, N), N1 is N - 1, loop(N1).

fill([], _).
fill([X|Xs], X) :- fill(Xs, X).

bench(N) :- loop(N).

bench_check :-
    statistics(garbage_collection, [C0|_]),
    loop(100000),
    statistics(garbage_collection, [C1|_]),
    C is C1 - C0,
    ( C > 0 -> write(collected) ; write(not_collected) ), nl.
