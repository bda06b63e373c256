% CLP(FD) models with non-linear constraints (products, powers, abs,
% min/max, mod, //, reified non-linear relations), for hornbook and
% SWI-Prolog (library(clpfd)). Where models.pl measures propagation and
% search, these measure the posting of non-linear expressions as well:
% `post(N)` posts nothing but such constraints.
%
%   timed(W, N)   run workload W N times; print the CPU time per run in µs
%   check(W)      print W's answer (the same in every system)
%
% Workloads: pythagoras (X^2 + Y^2 #= Z^2, all solutions up to 60),
% digits (three-digit numbers by //, mod and a digit sum, all solutions),
% ruler (a Golomb ruler of 5 marks: abs differences all different, its
% length a max/2, minimal), parity (reified X mod 2 #= 0 counted by sum/3,
% and a reified product), post(N) (N non-linear constraints of every
% shape posted on fresh variables, no labeling).
:- use_module(library(clpfd)).

% ---------------------------------------------------------------- models

pythagoras(Triples) :-
    findall(X-Y-Z,
            ( [X,Y,Z] ins 1..60, X #=< Y,
              X^2 + Y^2 #= Z^2,
              label([X,Y,Z]) ),
            Triples).

digits(Ns) :-
    findall(N,
            ( N in 100..999,
              D1 #= N // 100, D2 #= (N // 10) mod 10, D3 #= N mod 10,
              D1 + D2 + D3 #= 15, N mod 7 #= 3, D1 #< D3,
              label([N]) ),
            Ns).

ruler(Marks) :-
    Marks = [0,B,C,D,E],
    [B,C,D,E] ins 1..15,
    chain([0,B,C,D,E]),
    diffs(Marks, Ds),
    all_different(Ds),
    L #= max(max(B, C), max(D, E)),
    once(labeling([min(L)], Marks)).
chain([_]).
chain([A,B|Ms]) :- A #< B, chain([B|Ms]).
diffs([], []).
diffs([M|Ms], Ds) :- diffs1(Ms, M, Ds, Ds1), diffs(Ms, Ds1).
diffs1([], _, Ds, Ds).
diffs1([N|Ns], M, [D|Ds], Ds0) :- D #= abs(N - M), diffs1(Ns, M, Ds, Ds0).

parity(Vs) :-
    length(Vs, 6), Vs ins 1..9,
    evens(Vs, Bs), sum(Bs, #=, 4),
    Vs = [A,B,C|_],
    P #<==> (A * B #= C + 10), P #= 1,
    all_different(Vs),
    once(label(Vs)).
evens([], []).
evens([V|Vs], [B|Bs]) :- B #<==> (V mod 2 #= 0), evens(Vs, Bs).

post(N) :-
    length(Xs, N), length(Ys, N), length(Zs, N),
    post_all(Xs, Ys, Zs).
post_all([], [], []).
post_all([X|Xs], [Y|Ys], [Z|Zs]) :-
    X * Y #= Z,
    Z #= X mod 7 + Y // 3,
    abs(X - Y) #=< min(Z, 20) + max(X, 3),
    X^2 #\= Y + 2*Z,
    B #<==> (X * Z #> Y), B #= 1,
    post_all(Xs, Ys, Zs).

% ---------------------------------------------------------------- workloads

run(pythagoras) :- pythagoras(_).
run(digits) :- digits(_).
run(ruler) :- ruler(_).
run(parity) :- parity(_).
run(post(N)) :- post(N).

timed(W, N) :-
    statistics(cputime, T0),
    loop(W, N),
    statistics(cputime, T1),
    U is (T1 - T0) * 1000000 / max(N, 1),
    format("~1f~n", [U]).
loop(_, 0) :- !.
loop(W, N) :- \+ \+ run(W), N1 is N - 1, loop(W, N1).

check(pythagoras) :- pythagoras(Ts), length(Ts, L), write(L-Ts), nl.
check(digits) :- digits(Ns), write(Ns), nl.
check(ruler) :- ruler(Ms), write(Ms), nl.
check(parity) :- parity(Vs), write(Vs), nl.
check(post(N)) :- post(N), write(posted), nl.
