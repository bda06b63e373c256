% Dicts (SWI-Prolog 7): reading and writing Tag{Key:Value, ...},
% is_dict/1,2, get_dict/3,5, put_dict/3,4, del_dict/4, dict_pairs/3,
% dict_create/3, :< and >:<, and the functional notation in clause bodies
% (Dict.key, Dict.put(...), Dict.get(...)), checked side by side with
% swipl 9. The order in which get_dict/3 enumerates keys differs (SWI-Prolog
% keeps them by the atom's address), so enumerations are sorted here.

:- set_prolog_flag(double_quotes, codes).
:- discontiguous case/2.

% Reading and writing.
case(writeq(point{y:2, x:1}), output('point{x:1,y:2}')).
case(writeq(p{}), output('p{}')).
case(writeq('a b'{k:"x"}), output('\'a b\'{k:[120]}')).
case(writeq(t{1:a, b:2}), output('t{1:a,b:2}')).
case(writeq(t{a: -1, c:f(x), d:[1]}), output('t{a: -1,c:f(x),d:[1]}')).
case(writeq(t{a:b:c}), output('t{a:b:c}')).
case(X = t{a:_{b:1}}, checks([get_dict(a, X, Y), is_dict(Y)])).
case(print(p{a:'A'}), output('p{a:\'A\'}')).
case((X = _{a:1}, is_dict(X, T)), checks([var(T)])).
case(X = p{a:X1, b:X1}, checks([X = p{b:B, a:A}, A == X1, B == X1])).
case(term_to_atom(T, 'p{b:1, a:2}'), checks([T == p{a:2, b:1}])).
case(term_to_atom(p{b:1, a:2}, A), checks([A == 'p{a:2,b:1}'])).
case(catch(term_to_atom(_, '_{a:1, a:2}'), error(syntax_error(_), _), true), true).
case(catch(term_to_atom(_, '_{f(x):1}'), error(syntax_error(_), _), true), true).
case(catch(term_to_atom(_, '_{a}'), error(syntax_error(_), _), true), true).

% Unification: the same tag, the same keys, values that unify.
case(point{x:1, y:2} = point{y:B, x:A}, checks([A == 1, B == 2])).
case(point{x:1, y:2} = point{x:1}, fail).
case(point{x:1} = other{x:1}, fail).
case(T{x:1} = point{x:1}, checks([T == point])).
case(copy_term(p{a:X}, C), checks([C = p{a:Y}, var(Y), Y \== X])).

% is_dict/1,2
case(is_dict(p{a:1}), true).
case(is_dict(_{}), true).
case(is_dict(foo), fail).
case(is_dict(f(a)), fail).
case(is_dict(p{a:1}, T), checks([T == p])).

% get_dict/3
case(get_dict(x, point{x:1, y:2}, V), checks([V == 1])).
case(get_dict(z, point{x:1, y:2}, _), fail).
case(get_dict(1, t{1:one}, V), checks([V == one])).
case((findall(K-V, get_dict(K, _{b:2, a:1, c:3}, V), L0), msort(L0, L)), checks([L == [a-1, b-2, c-3]])).
case(get_dict(_, _{}, _), fail).
case(get_dict(x, notadict, _), error(type_error(dict, notadict))).
case(get_dict(x, _, _), error(instantiation_error)).

% get_dict/5
case(get_dict(a, p{a:1, b:2}, V, D, 9), checks([V == 1, D == p{a:9, b:2}])).
case(get_dict(a, p{a:1}, 2, _, 9), fail).
case(get_dict(z, p{a:1}, _, _, 9), fail).

% put_dict/4 and put_dict/3 (the dict is checked before the new data)
case(put_dict([f(1), f(2)], a, _), error(type_error('dict-data', a))).
case(put_dict([f(1), f(2)], _{}, _), error(duplicate_key(f))).
case(put_dict(z, point{x:1, y:2}, 3, D), checks([D == point{x:1, y:2, z:3}])).
case(put_dict(x, point{x:1, y:2}, 10, D), checks([D == point{x:10, y:2}])).
case(put_dict(_{x:5, q:1}, point{x:1, y:2}, D), checks([D == point{q:1, x:5, y:2}])).
case(put_dict([x=5, q-1, r(2)], point{x:1}, D), checks([D == point{q:1, r:2, x:5}])).
case(put_dict(x, notadict, 1, _), error(type_error('dict-data', notadict))).

% del_dict/4
case(del_dict(x, point{x:1, y:2}, V, D), checks([V == 1, D == point{y:2}])).
case(del_dict(z, point{x:1, y:2}, _, _), fail).
case(del_dict(x, point{x:1, y:2}, 2, _), fail).

% dict_pairs/3
case(dict_pairs(point{y:2, x:1}, T, P), checks([T == point, P == [x-1, y-2]])).
case(dict_pairs(D, tag, [b-1, a-2]), checks([D == tag{a:2, b:1}])).
case(dict_pairs(D, tag, []), checks([D == tag{}])).
case(dict_pairs(_, tag, [b-1, b-2]), error(duplicate_key(b))).
case(dict_pairs(_, tag, [a-1|_]), error(type_error(list, [a-1|_]))).
case(dict_pairs(_, tag, [f(x)-1]), error(type_error('dict-key', f(x)))).
case(dict_pairs(notadict, _, _), error(type_error('dict-data', notadict))).

% dict_create/3
case(dict_create(D, t, [a=1, b-2, c(3)]), checks([D == t{a:1, b:2, c:3}])).
case(dict_create(_, t, [a=1, a=2]), error(duplicate_key(a))).

% :< and >:<
case(point{x:1} :< point{x:1, y:2}, true).
case(point{x:X} :< point{x:1, y:2}, checks([X == 1])).
case(point{z:1} :< point{x:1, y:2}, fail).
case(_{x:1} :< point{x:1}, true).
case(other{x:1} :< point{x:1}, fail).
case(p{x:X, y:2} >:< p{x:1, z:3}, checks([X == 1])).
case(p{y:1} >:< p{y:2}, fail).
case(p{a:1} >:< p{b:2}, true).

% The functional notation, expanded when the clause is loaded.
dict_x(D, V) :- V = D.x.
dict_xy(D, V) :- V = D.x + D.y.
dict_put(D, E) :- E = D.put(z, 3).
dict_put_new(D, E) :- E = D.put(_{w:0}).
dict_get(D, K, V) :- V = D.get(K).
dict_get_default(D, K, V) :- V = D.get(K, none).
dict_chain(D, V) :- V = D.a.b.
dict_in_findall(Ds, L) :- findall(V, (member(D, Ds), V = D.a), L).
dict_in_branch(D, V) :- ( get_dict(a, D, _) -> V = D.a ; V = D.b ).
dict_in_head(D, D.x).

case(dict_x(point{x:1, y:2}, V), checks([V == 1])).
case(dict_xy(point{x:1, y:2}, V), checks([V == 1+2])).
case(dict_x(point{y:2}, _), error(existence_error(key, x, point{y:2}))).
case(dict_x(notadict, _), error(type_error(dict, notadict))).
case(dict_put(point{x:1}, E), checks([E == point{x:1, z:3}])).
case(dict_put_new(point{x:1}, E), checks([E == point{w:0, x:1}])).
case(dict_get(p{a:1}, a, V), checks([V == 1])).
case(dict_get(p{a:1}, b, _), fail).
case(dict_get_default(p{a:1}, b, V), checks([V == none])).
case(dict_chain(_{a:_{b:1}}, V), checks([V == 1])).
case(dict_in_findall([_{a:1}, _{a:2}], L), checks([L == [1, 2]])).
case(dict_in_branch(_{b:2}, V), checks([V == 2])).
case(dict_in_head(p{x:1}, V), checks([V == 1])).
case(dict_size(_{a: 1, b: 2}, N), checks([N == 2])).
case(dict_size(t{}, N), checks([N == 0])).
case(dict_size(foo, _), error(type_error(dict, foo))).
case(dict_size(_, _), error(instantiation_error)).
% select_dict/3: the rest is a dict with an unbound tag; lists of pairs
% are taken as dicts.
case(select_dict(T{k1:V1}, a{k1:v1, k2:v2}, R), checks([T == a, V1 == v1, R =@= _{k2:v2}])).
case(select_dict(a{k1:v1}, a{k1:v1}, R), checks([R =@= _{}])).
case(select_dict(b{k1:v1}, a{k1:v1}, _), fail).
case(select_dict(a{k2:v1}, a{k1:v1}, _), fail).
case(select_dict([x(1)], [x(1), z(3)], R), checks([R =@= _{z:3}])).
case(select_dict(_, a{k:v}, _), error(instantiation_error)).

% Functional notation on a list (made a dict when evaluated), as
% SWI-Prolog reads and runs it.
ld_list_field(X) :- X = [a(1), b(2), c(3)].c.
ld_list_pairs(X) :- X = [a-1, b-2].b.
ld_list_bad_key(X) :- X = [a(x):1, b:2].a.
case(ld_list_field(X), checks([X == 3])).
case(ld_list_pairs(X), checks([X == 2])).
case(ld_list_bad_key(_), error(type_error('dict-key', a(x)))).
