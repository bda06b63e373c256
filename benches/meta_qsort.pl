% meta_qsort -- a meta-interpreter running quicksort.
%
% The object program is stored as facts object(Head, Body): quicksort
% with append/3, a partition that chooses with if-then-else, and the
% comparisons as built-in goals.  solve/1 interprets conjunction,
% if-then-else, true and the built-ins (arithmetic comparison and is/2,
% run directly), and resolves every other goal against the object
% clauses, so each step of the object program is a clause selection on
% object/2 plus a few steps of the interpreter.
%
%   bench(N)      sort the list N times under the interpreter, no output
%   bench_check   print the sorted list and its length

solve(true) :- !.
solve((A, B)) :- !, solve(A), solve(B).
solve((C -> T ; E)) :- !, ( solve(C) -> solve(T) ; solve(E) ).
solve(G) :- builtin(G), !, run(G).
solve(G) :- object(G, Body), solve(Body).

builtin(_ =< _).
builtin(_ < _).
builtin(_ > _).
builtin(_ is _).

run(X =< Y) :- X =< Y.
run(X < Y) :- X < Y.
run(X > Y) :- X > Y.
run(X is E) :- X is E.

object(sort_list([], []), true).
object(sort_list([P|Xs], Sorted),
       (partition(Xs, P, Low, High),
        sort_list(Low, SLow),
        sort_list(High, SHigh),
        concat(SLow, [P|SHigh], Sorted))).
object(partition([], _, [], []), true).
object(partition([X|Xs], P, Low, High),
       (   X =< P
       ->  (Low = [X|Low1], partition(Xs, P, Low1, High))
       ;   (High = [X|High1], partition(Xs, P, Low, High1))
       )).
object(concat([], Ys, Ys), true).
object(concat([X|Xs], Ys, [X|Zs]), concat(Xs, Ys, Zs)).
object(count([], N, N), true).
object(count([_|Xs], N0, N), (N1 is N0 + 1, count(Xs, N1, N))).
object(X = X, true).

data([503, 87, 512, 61, 908, 170, 897, 275, 653, 426,
      154, 509, 612, 677, 765, 703, 14, 33, 521, 440,
      899, 250, 73, 391, 832, 119, 9, 660, 288, 347,
      588, 245, 916, 466, 21, 195, 838, 601, 350, 721,
      487, 44, 132, 979, 866, 312, 560, 6, 798, 402,
      225, 943, 109, 374, 530, 63, 749, 851, 298, 415]).

bench(N) :- data(L), loop(N, L).

loop(N, _) :- N =< 0, !.
loop(N, L) :-
    \+ \+ solve((sort_list(L, S), count(S, 0, _))),
    N1 is N - 1, loop(N1, L).

bench_check :-
    data(L),
    solve((sort_list(L, S), count(S, 0, C))),
    write(meta_qsort(C, S)), nl.
