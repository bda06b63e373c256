% A loop calling a module-qualified predicate, m:p(X), 1,000,000 times:
% the cost of a body goal Module:Goal (compiled as a direct call of m's
% p/1), next to the same loop calling an unqualified p/1.
%   sh benches/vs_swipl.sh 5 bench benches/calls/module_call.pl
%   hornbook benches/calls/module_call.pl -g timed -t halt   (CPU seconds of each loop)

m:p(1).
p(1).

qualified(0) :- !.
qualified(N) :- m:p(_), N1 is N - 1, qualified(N1).

plain(0) :- !.
plain(N) :- p(_), N1 is N - 1, plain(N1).

bench :- qualified(1000000).

% The first loop of a process pays for growing its stacks: a warm-up
% loop runs before the two that are timed.
timed :-
    plain(1000000),
    forall(member(Loop, [qualified, plain]),
           ( statistics(cputime, T0), call(Loop, 1000000), statistics(cputime, T1),
             T is T1 - T0, format("~w ~3f~n", [Loop, T]) )).
