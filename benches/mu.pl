% mu -- derive strings of Hofstadter's MIU system by iterative deepening.
%
% Strings are lists of m, i and u, starting from [m, i].  The rules:
%   1. a string ending in i may have u appended;
%   2. m followed by x may become m followed by x twice;
%   3. any i i i may become u;
%   4. any u u may be dropped.
% derivation/2 searches for the shortest derivation of a target string:
% depth-first with a depth limit that grows by one, so every shallower
% tree is searched again, and rules 3 and 4 try every position.  The
% targets need up to eight steps.
%
%   bench(N)      derive every target N times, no output
%   bench_check   print the rules used for each target

step([m|Xs], Ys, 1) :- add_u([m|Xs], Ys).
step([m|Xs], [m|Ys], 2) :- twice(Xs, Xs, Ys).
step(Xs, Ys, 3) :- three_i(Xs, Ys).
step(Xs, Ys, 4) :- two_u(Xs, Ys).

add_u([i], [i, u]).
add_u([X|Xs], [X|Ys]) :- add_u(Xs, Ys).

% twice(Xs, Tail, Ys): Ys is Xs followed by Tail.
twice([], Tail, Tail).
twice([X|Xs], Tail, [X|Ys]) :- twice(Xs, Tail, Ys).

three_i([i, i, i|Xs], [u|Xs]).
three_i([X|Xs], [X|Ys]) :- three_i(Xs, Ys).

two_u([u, u|Xs], Xs).
two_u([X|Xs], [X|Ys]) :- two_u(Xs, Ys).

% derive(S, T, D, Rules): T is reached from S in at most D steps.
derive(S, S, _, []).
derive(S, T, D, [R|Rs]) :-
    D > 0,
    D1 is D - 1,
    step(S, S1, R),
    derive(S1, T, D1, Rs).

derivation(T, Rules) :- deepen(T, 0, Rules).

deepen(T, D, Rules) :- derive([m, i], T, D, Rules), !.
deepen(T, D, Rules) :- D < 12, D1 is D + 1, deepen(T, D1, Rules).

target(1, [m, u, i, i, u]).
target(2, [m, i, u, i]).
target(3, [m, u, i, i]).
target(4, [m, u, i, u, u]).
target(5, [m, u, u, u, i]).

derivations(I, []) :- \+ target(I, _), !.
derivations(I, [I = Rules|Ds]) :-
    target(I, T),
    derivation(T, Rules),
    I1 is I + 1,
    derivations(I1, Ds).

bench(N) :- loop(N).

loop(N) :- N =< 0, !.
loop(N) :- \+ \+ derivations(1, _), N1 is N - 1, loop(N1).

bench_check :- derivations(1, Ds), write(mu(Ds)), nl.
