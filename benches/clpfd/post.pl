% Posting cost: each workload builds constraints (no search) and then fails,
% so what is measured is posting plus undo. post_gp.pl is the same workloads
% in GNU Prolog's FD syntax.
%
%   p(W, N)        post workload W once, then fail; repeated N times
%   Measure per posting: callgrind with N = 1 and N = 101, difference / 100.
:- use_module(library(clpfd)).

% 20 fresh variables given a domain by one ins/2.
w(ins) :- length(Xs, 20), Xs ins 0..9.
% 20 offsets Y #= X + 1, each between its own pair of variables (a chain
% would measure propagation back along it instead).
w(plus) :- length(Xs, 40), Xs ins 0..99, plus_pairs(Xs).
% 20 disequalities between neighbours.
w(neq) :- length(Xs, 21), Xs ins 0..9, neq_chain(Xs).
% 20 orderings between neighbours.
w(le) :- length(Xs, 21), Xs ins 0..99, le_chain(Xs).
% One linear sum of 10 variables with coefficients 1..10.
w(lin) :- length(Xs, 10), Xs ins 0..9, lin_sum(Xs, 1, 0, S), S #= 100.
% One all_different of 10 variables.
w(alldiff) :- length(Xs, 10), Xs ins 0..9, all_different(Xs).
% 20 aliasings X #= Y between neighbours.
w(alias) :- length(Xs, 21), Xs ins 0..9, eq_chain(Xs).

plus_pairs([]).
plus_pairs([X,Y|T]) :- Y #= X + 1, plus_pairs(T).
neq_chain([_]).
neq_chain([X,Y|T]) :- X #\= Y, neq_chain([Y|T]).
le_chain([_]).
le_chain([X,Y|T]) :- X #=< Y, le_chain([Y|T]).
eq_chain([_]).
eq_chain([X,Y|T]) :- X #= Y, eq_chain([Y|T]).
lin_sum([], _, S, S).
lin_sum([X|Xs], C, S0, S) :- C1 is C + 1, lin_sum(Xs, C1, S0 + C*X, S).

p(W, N) :- ( between(1, N, _), w(W), fail ; true ).
