% call_residue_vars/2 as SWI-Prolog 9's: the attributed variables the goal
% made, or whose attributes it changed, still attributed at its exit.

crv_x(_).
crv_hidden :- crv_x(X), freeze(X, fail).

case(call_residue_vars(freeze(X, true), Vs), checks([Vs == [X]])).
case(call_residue_vars((freeze(X, true), X = 1), Vs), checks([Vs == []])).
case((freeze(_X, true), call_residue_vars(true, Vs)), checks([Vs == []])).
case((freeze(X, true), call_residue_vars(freeze(X, fail), Vs)), checks([Vs == [X]])).
case((put_attr(X, crv, 1), call_residue_vars(put_attr(X, crv, 2), Vs)), checks([Vs == [X]])).
case((put_attr(X, crv, 1), call_residue_vars(get_attr(X, crv, _), Vs)), checks([Vs == []])).
% Variables no longer reachable count too.
case(call_residue_vars(crv_hidden, Vs), checks([Vs = [_]])).
case(call_residue_vars((crv_hidden, garbage_collect), Vs), checks([Vs = [_]])).
% Undone on backtracking.
case(call_residue_vars((freeze(_, true), fail ; true), Vs), checks([Vs == []])).
case(findall(Vs, call_residue_vars((freeze(_X, true) ; true), Vs), L), checks([L = [[_], []]])).
case((T = x(X), put_attr(X, crv, 1), call_residue_vars(copy_term(T, T2), Vs), arg(1, T2, V)),
     checks([Vs == [V]])).
case(call_residue_vars(fail, _), fail).
case(call_residue_vars(_, _), error(instantiation_error)).

% findall/3 (and bagof/3, setof/3 through it) copies attributes, as
% SWI-Prolog does: the copies of the solutions keep their constraints.
case((findall(X, freeze(X, true), [Y]), frozen(Y, G)), checks([G = freeze(Y, _)])).
case((findall(X, freeze(X, fail), [Y]), Y = 1), fail).
case((findall(X, dif(X, a), [Y]), Y = a), fail).
case((bagof(X, freeze(X, fail), [Y]), Y = 1), fail).
case((setof(X-K, (member(K, [2, 1]), freeze(X, fail)), [Y-_|_]), Y = 1), fail).
case((findall(X-W, (freeze(X, true), W = X), [P-R])), checks([P == R, attvar(P)])).
case((T = x(X), put_attr(X, crv, 1), call_residue_vars(findall(T, true, [T2]), Vs), arg(1, T2, V)),
     checks([Vs == [V]])).
