% A base of 1,000,000 asserted facts f(I, J) (J = I*7 mod 1000) and the
% lookups on it, each phase timed in CPU seconds:
%   phase(assert)  the 1,000,000 assertz calls
%   phase(first)   f(I, X) for every I: first-argument lookups
%   phase(second)  all X of f(X, J) for J in 0..199: second-argument lookups
%   phase(scan)    10 counts of f(_, _): full scans
% bench(Phases) runs the phases in order and prints one line per phase;
% the peak memory of the process is measured from outside (run.sh).

:- dynamic f/2.

bench(Phases) :-
    forall(member(P, Phases), timed(P)).

timed(P) :-
    statistics(cputime, T0),
    phase(P),
    statistics(cputime, T1),
    T is T1 - T0,
    format("~w ~3f~n", [P, T]).

phase(assert) :-
    forall(between(1, 1000000, I), (J is I*7 mod 1000, assertz(f(I, J)))).
phase(first) :-
    forall(between(1, 1000000, I), f(I, _)).
phase(second) :-
    forall(between(0, 199, J), (findall(X, f(X, J), Xs), length(Xs, 1000))).
phase(scan) :-
    forall(between(1, 10, _), (aggregate_all(count, f(_, _), N), N =:= 1000000)).
