% Library predicates between/3 and length/2 (SWI-Prolog / Prolog prologue
% semantics; errors in ISO style).

case(between(1, 3, X), all(X, [1, 2, 3])).
case(between(1, 1, X), all(X, [1])).
case(between(3, 1, _), fail).
case(between(1, 3, 2), true).
case(between(1, 3, 0), fail).
case(between(1, 3, 4), fail).
case(between(-2, 0, X), all(X, [-2, -1, 0])).
case(between(1, inf, X), checks([X == 1])).
case((between(1, inf, X), X > 4), checks([X == 5])).
case(between(1, infinite, 7), true).
case(between(0, 0, 0), true).
case(between(_, 3, _), error(instantiation_error)).
case(between(1, _, _), error(instantiation_error)).
case(between(a, 3, _), error(type_error(integer, a))).
case(between(1, a, _), error(type_error(integer, a))).
case(between(1, 3, a), error(type_error(integer, a))).
case(between(1.0, 3, _), error(type_error(integer, 1.0))).
case(between(1, 3.0, _), error(type_error(integer, 3.0))).

% length/2
case(length([], N), checks([N == 0])).
case(length([a, b, c], N), checks([N == 3])).
case(length([a, b, c], 3), true).
case(length([a, b, c], 2), fail).
case(length(L, 0), checks([L == []])).
case(length(L, 3), checks([L = [A, B, C], var(A), var(B), var(C), A \== B, B \== C])).
case(length([a|T], 3), checks([T = [_, _]])).
case(length([a, b|T], N), checks([T == [], N == 2])).
case((length(L, N), N >= 2), checks([N == 2, length(L, 2)])).
case(length(L, N), checks([L == [], N == 0])).
case(once((length(L, N), N == 3)), checks([L = [_, _, _]])).
case(length([a|b], _), error(type_error(list, [a|b]))).
case(length([a, b|c], _), error(type_error(list, [a, b|c]))).
case(length(_, -1), error(domain_error(not_less_than_zero, -1))).
case(length(_, a), error(type_error(integer, a))).
case(length(_, 1.5), error(type_error(integer, 1.5))).
case(length([a], a), error(type_error(integer, a))).
case(length(a, _), error(type_error(list, a))).
case(length([_, _], N), checks([N == 2])).
case((L = [_|L2], length(L2, 2), length(L, N)), checks([N == 3])).
case((length(L, 2), L = [x|_]), checks([L = [x, V], var(V)])).
% a given length builds the list in one step: long lists, a partial list
% with a bound tail variable, lengths that cannot fit
case((length(L, 100000), last(L, X), var(X)), checks([length(L, 100000)])).
case((length(L, 5), L = [a, b|T], length(T, N)), checks([N == 3])).
case((T = [c|_], length([a, b|T], 4)), checks([T = [c, V], var(V)])).
case(length(_, 100000000000), error(resource_error(memory))).
case(length(_, 100000000000000000000000), error(resource_error(memory))).
