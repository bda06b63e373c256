% The context module of goals passed to library meta-predicates: a goal
% runs in the module of the code that passed it, also through call/N
% closures, catch/3 recovery goals, and a library predicate that calls
% another (SWI-Prolog 9 answers each as here).

:- use_module(library(aggregate), [aggregate_all/3]).

p(1).
p(2).
r(E) :- throw(E).
add(X, A0, A) :- A is A0 + X.

case(maplist(call, [p(X)]), checks([X == 1])).
case(maplist(call(p), [X]), checks([X == 1])).
case(maplist(call(call, p), [X]), checks([X == 1])).
case(include(call, [p(1), p(3)], L), checks([L == [p(1)]])).
case(exclude(call(p), [1, 3], L), checks([L == [3]])).
case(foldl(call(add), [1, 2], 0, S), checks([S == 3])).
case(limit(1, call(p, X)), checks([X == 1])).
case(limit(1, catch(p(X), _, true)), checks([X == 1])).
case(findall(X, limit(2, call(call, p, X)), L), checks([L == [1, 2]])).
case(maplist([X]>>catch(r(x), x, p(X)), [Y]), checks([Y == 1])).
case(foldl([X, A0, A]>>catch(r(x), x, (p(X), A is A0 + X)), [_], 0, S), checks([S == 1])).
case(limit(1, catch(r(x), x, p(X))), checks([X == 1])).
case(offset(1, catch(r(x), x, p(X))), checks([X == 2])).
case(call_nth(catch(r(x), x, p(X)), 2), checks([X == 2])).
case(maplist(catch(r(x), x), [p(X)]), checks([X == 1])).
case(aggregate_all(count, p(_), N), checks([N == 2])).
case(aggregate_all(count, call(p, _), N), checks([N == 2])).
case(aggregate_all(count, limit(1, p(_)), N), checks([N == 1])).
case(forall(call(p, X), integer(X)), true).
case(findall(X, call(call, call, p, X), L), checks([L == [1, 2]])).
% call/N for any N (SWI-Prolog 9.0 stops at call/8; ISO asks for 2..8 at least).
case(call(call, call, call, call, call, call, call, call, call, =, X, a), checks([X == a])).
case(call(format, "~w~w~w~w~w~w~w~w~w~w", [1, 2, 3, 4, 5, 6, 7, 8, 9, 0]), output('1234567890')).
case(predicate_property(call(_, _, _, _, _, _, _, _, _, _), built_in), true).
% predicate_property/2 with a qualified unbound head enumerates that module.
case((use_module(library(lists)), findall(H, predicate_property(lists:H, exported), L)), checks([memberchk(append(_, _, _), L)])).
% The recovery of catch/3 runs where catch/3 was called, also when the
% error was raised inside a library predicate's own code.
case(catch(sum_list([a], _), error(E, _), r2(E, X)), checks([X == type_error(evaluable, a/0)])).
case(catch(last(_, _), _, true), checks([true])).
case(catch(nth0(a, [x], _), error(E, _), r2(E, X)), checks([X = type_error(integer, a)])).

% retract/1 of Module:(Head :- Body) (mc_retract/1 is dynamic by assertz/1), as a meta-call from a module passes it.
case((assertz((mc_retract(X) :- atom(X))), retract(user:(mc_retract(a) :- B))), checks([B == atom(a)])).
case((assertz(mc_retract(1)), retract(user:(mc_retract(X) :- true))), checks([X == 1])).

% strip_module/3 of a cyclic qualification is an error, not a loop.
case((T = a:T, catch(strip_module(T, _, _), error(type_error(Ty, _), _), true)), checks([Ty == acyclic_term])).
case(strip_module(a:b:c, M, P), checks([M == b, P == c])).

r2(E, E).
