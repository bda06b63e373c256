% Clause references (assert/2, asserta/2, assertz/2, clause/3, erase/1,
% instance/2) and the recorded database (recorda/2,3, recordz/2,3,
% recorded/2,3), as SWI-Prolog has them.
:- dynamic stock/1, rule/2, item/1.

case((assertz(stock(pen), R), clause(H, B, R)), checks([H == stock(pen), B == true])).
case((asserta(item(1)), asserta(item(0), R), clause(item(X), true, R)), checks([X == 0])).
case((assert(item(9), R), erase(R), findall(X, item(X), L)), checks([L == [0, 1]])).
case((assertz(stock(ink), R), erase(R), \+ clause(_, _, R)), true).
case((assertz(stock(cap), R), erase(R), erase(R)), fail).
case((assertz((rule(X, Y) :- Y is 2 * X), R), instance(R, I)), checks([I = (rule(A, B) :- B is 2 * A), var(A), var(B)])).
case((clause(stock(pen), true, R), clause(H, _, R)), checks([H == stock(pen)])).
case(clause(_, _, foo), error(type_error(db_reference, foo))).
case(erase(foo), error(type_error(db_reference, foo))).
case(erase(_), error(instantiation_error)).
case(instance(foo, _), error(type_error(db_reference, foo))).
case(assertz((foo :- 1), _), error(type_error(callable, 1))).
case(assertz(atom_length(_, _), _), error(permission_error(modify, static_procedure, atom_length/2))).
% A bound reference is an error before anything is added (SWI-Prolog:
% uninstantiation_error, and no clause); found by tools/difffuzz.
case(assertz(ref_bound(1), abc), error(uninstantiation_error(abc))).
case((catch(assert(ref_bound(2), abc), _, true), \+ catch(ref_bound(_), _, fail)), true).

case((recorda(colour, red), recorda(colour, blue), findall(C, recorded(colour, C), L)), checks([L == [blue, red]])).
case((recordz(size, 3), recordz(size, 5), findall(S, recorded(size, S), L)), checks([L == [3, 5]])).
case((recorda(shape, f(X, _Y, X)), recorded(shape, T)), checks([T = f(A, B, C), A == C, A \== B])).
case((recordz(pos(1), a), recordz(pos(2), b), findall(V, recorded(pos(_), V), L)), checks([L == [a, b]])).
case((recordz(pos(9), c), findall(K, recorded(K, c), L)), checks([L = [pos(_)]])).
case((recorda(7, seven), recorded(7, X)), checks([X == seven])).
case((recordz(tmp, a, R), erase(R), \+ recorded(tmp, _)), true).
case((recordz(tmp2, a, R), erase(R), erase(R)), fail).
case((recordz(tmp3, x(1), R), instance(R, T)), checks([T == x(1)])).
case((recordz(tmp4, y, R), recorded(K, T, R)), checks([K == tmp4, T == y])).
case((recordz(tmp5, y, R), erase(R), recorded(_, _, R)), fail).
case(recorded(never_recorded, _), fail).
case(recorda(_, a), error(instantiation_error)).
case(recorda(1.5, a), error(type_error(key, 1.5))).
case(recorded(_, _, foo), error(type_error(db_reference, foo))).
% The logical update view: records added while recorded/2 runs are not seen.
case(findall(X, (recorded(grow, X) ; true), _), true).
case((recordz(grow, 1), findall(X, (recorded(grow, X), recordz(grow, 2)), L)), checks([L == [1]])).
