% A meta-predicate: the goal argument runs in the caller's module.
:- module(report, [apply_twice/3, report/1]).
:- meta_predicate apply_twice(2, ?, ?).

apply_twice(G, X, Z) :- call(G, X, Y), call(G, Y, Z).

report(Items) :- forall(member(I, Items), (write(I), nl)).

% Not the caller's inc/2: apply_twice must not find this one.
inc(X, Y) :- Y is X + 100.
