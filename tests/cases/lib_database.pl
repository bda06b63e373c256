% The logical update view under retract and assert (ISO 7.5.4), and
% database operations at scale.

:- dynamic(tdb/1).
:- dynamic(tdq/1).
:- dynamic(tdc/1).

tdb_reset :- retractall(tdb(_)), assertz(tdb(1)), assertz(tdb(2)), assertz(tdb(3)).

% A running call keeps the clauses it started with.
:- discontiguous(case/2).

case((tdb_reset, findall(X, (tdb(X), retract(tdb(X)), assertz(tdb(X))), L), findall(Y, tdb(Y), L2)), checks([L == [1,2,3], L2 == [1,2,3]])).
case((tdb_reset, findall(X, (tdb(X), X == 1, retract(tdb(2))), L), findall(Y, tdb(Y), L2)), checks([L == [1], L2 == [1,3]])).
case((tdb_reset, findall(X, (tdb(X), retract(tdb(3))), L)), checks([L == [1]])).
case((tdb_reset, findall(X, (tdb(X), assertz(tdb(9))), L), findall(Y, tdb(Y), L2)), checks([L == [1,2,3], L2 == [1,2,3,9,9,9]])).
case((tdb_reset, findall(X, (retract(tdb(X)), X < 3), L), findall(Y, tdb(Y), L2)), checks([L == [1,2], L2 == []])).
case((tdb_reset, findall(X, (clause(tdb(X), true), retract(tdb(_))), L), findall(Y, tdb(Y), L2)), checks([L == [1,1,1], L2 == []])).
case((tdb_reset, retract(tdb(2)), findall(X, tdb(X), L)), checks([L == [1,3]])).
case((tdb_reset, \+ retract(tdb(7))), true).
case((tdb_reset, asserta(tdb(0)), findall(X, tdb(X), L)), checks([L == [0,1,2,3]])).

% At scale: retracting from the front, retractall, a counter.
case((retractall(tdq(_)), forall(between(1, 50000, I), assertz(tdq(I))),
      forall(between(1, 50000, _), retract(tdq(_))), \+ tdq(_)), true).
case((forall(between(1, 50000, I), assertz(tdq(I))), retractall(tdq(_)), \+ tdq(_)), true).
case((retractall(tdc(_)), assertz(tdc(0)),
      forall(between(1, 20000, _), (retract(tdc(N)), N1 is N + 1, assertz(tdc(N1)))), tdc(X)), checks([X == 20000])).
case((retractall(tdq(_)), forall(between(1, 30000, I), assertz(tdq(I))), tdq(29999), retract(tdq(15000)), \+ tdq(15000), tdq(15001)), true).

% A visited set: indexed lookups interleaved with assertz stay linear.
:- dynamic(tdv/1).
case((retractall(tdv(_)), forall(between(1, 30000, I), (\+ tdv(I), assertz(tdv(I)))),
      aggregate_all(count, tdv(_), C), tdv(12345)), checks([C == 30000])).
case((retractall(tdv(_)), assertz(tdv(a)), assertz(tdv(b)), forall(between(1, 20, I), assertz(tdv(I))),
      assertz(tdv(_)), findall(b, tdv(b), L)), checks([L == [b, b]])).

% A queue kept in the database: retract from the front (leaving a
% choicepoint) while assertz adds at the back, as in breadth-first search.
:- dynamic(tdbfs_q/1), dynamic(tdbfs_seen/1).
tdbfs(Goal) :- retract(tdbfs_q(N)), ( N =:= Goal -> true ; tdbfs_expand(N), tdbfs(Goal) ).
tdbfs_expand(N) :- forall(member(D, [1, 2]), ( M is N * 2 + D, ( tdbfs_seen(M) -> true ; assertz(tdbfs_seen(M)), assertz(tdbfs_q(M)) ) )).
case((retractall(tdbfs_q(_)), retractall(tdbfs_seen(_)), assertz(tdbfs_q(0)), tdbfs(30000),
      aggregate_all(count, tdbfs_seen(_), C)), checks([C == 60000])).
