% Sorting: sort/2, msort/2, sort/4, keysort/2 and predsort/3 (SWI-Prolog
% semantics and errors), and SWI-Prolog's standard order: numbers by value
% (a float first when equal), strings before atoms.

cmp_len(O, A, B) :- atom_length(A, LA), atom_length(B, LB), compare(O, LA, LB).
cmp_desc(O, A, B) :- compare(O, B, A).

% sort/2
case(sort([], L), checks([L == []])).
case(sort([c, a, b], L), checks([L == [a, b, c]])).
case(sort([b, a, b, a, c], L), checks([L == [a, b, c]])).
case(sort([3, 1, 2, 1], L), checks([L == [1, 2, 3]])).
case(sort([2.5, 1.5, 2.5], L), checks([L == [1.5, 2.5]])).
case(sort([f(b), a, 1, g(a, b), f(a)], L), checks([L == [1, a, f(a), f(b), g(a, b)]])).
case(sort([X, Y, X], L), checks([L == [X, Y]])).
case(sort([f(X), f(Y), f(X)], L), checks([L == [f(X), f(Y)]])).
case(sort([b, a], [a, b]), true).
case(sort([b, a], [b, a]), fail).
case(sort([c, a, b], [A|T]), checks([A == a, T == [b, c]])).
case(sort([c, a, b], foo), fail).
case(sort(_, _), error(instantiation_error)).
case(sort([a|_], _), error(instantiation_error)).
case(sort(a, _), error(type_error(list, a))).
case(sort([a|b], _), error(type_error(list, [a|b]))).
case(sort([[b], [a, b], [a]], L), checks([L == [[a], [a, b], [b]]])).
case(sort([f(1, 2), f(1), g(0)], L), checks([L == [f(1), g(0), f(1, 2)]])).

% msort/2
case(msort([], L), checks([L == []])).
case(msort([c, a, b, a], L), checks([L == [a, a, b, c]])).
case(msort([3, 1, 2, 1], L), checks([L == [1, 1, 2, 3]])).
case(msort([X, a, X], L), checks([L == [X, X, a]])).
case(msort([f(b), f(a), f(b)], L), checks([L == [f(a), f(b), f(b)]])).
case(msort(_, _), error(instantiation_error)).
case(msort([a|_], _), error(instantiation_error)).
case(msort(foo, _), error(type_error(list, foo))).
case(msort([b, a], [a|T]), checks([T == [b]])).

% keysort/2 (stable)
case(keysort([], L), checks([L == []])).
case(keysort([b-1, a-2, b-0, a-1], L), checks([L == [a-2, a-1, b-1, b-0]])).
case(keysort([c-x, a-y, b-z], L), checks([L == [a-y, b-z, c-x]])).
case(keysort([1-a, 1-b, 1-a], L), checks([L == [1-a, 1-b, 1-a]])).
case(keysort([K-v, a-w], L), checks([L == [K-v, a-w]])).
case(keysort([f(b)-1, f(a)-2], L), checks([L == [f(a)-2, f(b)-1]])).
case(keysort([a], _), error(type_error(pair, a))).
case(keysort([a-1, f(x)], _), error(type_error(pair, f(x)))).
case(keysort([a-1, _], _), error(instantiation_error)).
case(keysort(_, _), error(instantiation_error)).
case(keysort([a-1|_], _), error(instantiation_error)).
case(keysort([a-1|b], _), error(type_error(list, [a-1|b]))).
case(keysort([b-1, a-1], [a-X, b-Y]), checks([X == 1, Y == 1])).

% sort/4
case(sort(0, @<, [c, a, b, a], L), checks([L == [a, b, c]])).
case(sort(0, @=<, [c, a, b, a], L), checks([L == [a, a, b, c]])).
case(sort(0, @>, [c, a, b, a], L), checks([L == [c, b, a]])).
case(sort(0, @>=, [c, a, b, a], L), checks([L == [c, b, a, a]])).
case(sort(1, @<, [f(1, a), f(2, b), f(1, c)], L), checks([L == [f(1, a), f(2, b)]])).
case(sort(1, @=<, [f(1, a), f(2, b), f(1, c)], L), checks([L == [f(1, a), f(1, c), f(2, b)]])).
case(sort(1, @>, [f(1, a), f(2, b), f(1, c)], L), checks([L == [f(2, b), f(1, a)]])).
case(sort(1, @>=, [f(1, a), f(2, b), f(1, c)], L), checks([L == [f(2, b), f(1, a), f(1, c)]])).
case(sort(2, @<, [f(1, b), f(2, a), f(3, b)], L), checks([L == [f(2, a), f(1, b)]])).
case(sort(2, @>=, [f(1, b), f(2, a), f(3, b)], L), checks([L == [f(1, b), f(3, b), f(2, a)]])).
case(sort(1, @<, [b-2, a-1, c-0], L), checks([L == [a-1, b-2, c-0]])).
case(sort(2, @=<, [b-2, a-1, c-0], L), checks([L == [c-0, a-1, b-2]])).
case(sort(1, @<, [], L), checks([L == []])).
case(sort(1, @<, [a], _), error(type_error(compound, a))).
case(sort(3, @<, [f(a)], _), error(existence_error(argument, 3, f(a)))).
case(sort(1, @<, [_], _), error(instantiation_error)).
case(sort(-1, @<, [], _), error(domain_error(not_less_than_one, -1))).
case(sort(0, foo, [], _), error(domain_error(order, foo))).
case(sort(0, 1, [], _), error(type_error(atom, 1))).
case(sort(_, @<, [], _), error(instantiation_error)).
case(sort(0, _, [], _), error(instantiation_error)).
case(sort(1.0, @<, [], _), error(type_error(sort_key, 1.0))).
case(sort(0, @<, _, _), error(instantiation_error)).
case(sort(0, @<, foo, _), error(type_error(list, foo))).

% predsort/3
case(predsort(compare, [c, a, b, a], L), checks([L == [a, b, c]])).
case(predsort(cmp_desc, [c, a, b, a], L), checks([L == [c, b, a]])).
case(predsort(cmp_len, [abc, a, ab, xy], L), checks([L == [a, ab, abc]])).
case(predsort(compare, [], L), checks([L == []])).
case(predsort(compare, [x], L), checks([L == [x]])).
case(predsort(compare, [5, 3, 9, 1, 7, 2, 8], L), checks([L == [1, 2, 3, 5, 7, 8, 9]])).
case(predsort(compare, [b, a], [a, b]), true).

% big lists (no recursion on length)
case((numlist(1, 200000, L0), reverse(L0, R), msort(R, S)), checks([S == L0])).
case((numlist(1, 100000, L0), reverse(L0, R), sort(0, @>=, L0, S)), checks([S == R])).

% SWI-Prolog's standard order of terms (ISO's, every float before every
% integer, is in iso_8_4_compare.pl under the flag iso).
case(msort([2, 1.5, 1, 1.0, 0.5], L), checks([L == [0.5, 1.0, 1, 1.5, 2]])).
case(sort([3, 2.5, 1, 10.0], L), checks([L == [1, 2.5, 3, 10.0]])).
case(msort([f(x), "s", a, 1, 2.0], L), checks([L == [1, 2.0, "s", a, f(x)]])).
case(compare(O, 1, 1.0), checks([O == (>)])).
case(compare(O, 2, 1.5), checks([O == (>)])).
case(compare(O, 1.5, 2), checks([O == (<)])).
case(compare(O, 100000000000000000000, 1.0e30), checks([O == (<)])).
case(compare(O, "abc", abc), checks([O == (<)])).
case(sort(0, @>=, [1, 2.0, 3, 2], L), checks([L == [3, 2, 2.0, 1]])).
case((set_prolog_flag(iso, true), msort([2, 1.5, 1], L), set_prolog_flag(iso, false)), checks([L == [1.5, 1, 2]])).

% sort/4 with a list of argument numbers as the key (a path into each element).
case(sort([1], @=<, [c(1), b(2), a(2), a(3)], L), checks([L == [c(1), b(2), a(2), a(3)]])).
case(sort([1, 1], @<, [c(t(1), x), b(t(2), x), a(t(2), x), a(t(3), x)], L),
     checks([L == [c(t(1), x), b(t(2), x), a(t(3), x)]])).
case(sort([1, 2], @>=, [f(g(a, 1)), f(g(b, 3))], L), checks([L == [f(g(b, 3)), f(g(a, 1))]])).
case(sort([1, 0], @<, [f(a)], _), error(domain_error(not_less_than_one, 0))).
case(sort([1, 2], @<, [f(g(a))], _), error(existence_error(argument, 2, g(a)))).
% A key of dict elements.
case(sort(a, @<, [_{a:2}, _{a:1}, _{a:2, b:0}], L), checks([L = [D1, D2], get_dict(a, D1, 1), get_dict(a, D2, 2), \+ get_dict(b, D2, _)])).
case(sort(a, @>=, [x{a:1, n:1}, x{a:2}, x{a:1, n:2}], L), checks([L == [x{a:2}, x{a:1, n:1}, x{a:1, n:2}]])).
case(sort(a, @<, [x{a:1}, x{b:2}], _), error(existence_error(key, a, x{b:2}))).
case(sort(a, @<, [f(1), f(2)], _), error(type_error(dict, f(1)))).
case(sort(1, @<, [x{a:1}], _), error(existence_error(key, 1, x{a:1}))).
