% ISO/IEC 13211-1 section 8.4 (and 7.2): term comparison and standard order
% (==)/2, (\==)/2, (@<)/2, (@=<)/2, (@>)/2, (@>=)/2, compare/3.
% Under the flag iso, as the standard's order of a float and an integer
% (every float first) holds only there; lib_sort.pl has SWI-Prolog's.

:- set_prolog_flag(iso, true).

% 8.4.1 term identical / not identical, ordering predicates
case(1.0 @=< 1, true).
case(1.0 @< 1, true).
case(1 \== 1, fail).
case(aardvark @=< zebra, true).
case(short @=< short, true).
case(short @=< shorter, true).
case(short @>= shorter, fail).
case(foo(a, b) @< north(a), fail).
case(foo(b) @> foo(a), true).
case(foo(a, X) @< foo(b, Y), checks([var(X), var(Y)])).
case(foo(_X, a) @< foo(_Y, b), true).
case(X @=< X, checks([var(X)])).
case(X == X, true).
case(_X @=< Y, checks([var(Y)])).
case(_X == _Y, fail).
case(_ \== _, true).
case(_ == _, fail).
case(_ @=< _, true).
case(foo(X, a) @=< foo(Y, b), checks([var(X), var(Y)])).
case(1 == 1, true).
case(1 == 1.0, fail).
case(a == a, true).
case(a == b, fail).
case(f(a) == f(a), true).
case(f(a) \== f(b), true).
case(f(X) == f(X), true).
case(f(_) == f(_), fail).
case(1 @< 2, true).
case(2 @< 1, fail).
case(-1 @< 0, true).
case(1.5 @< 2, true).
case(2.5 @< 3.5, true).
case(3.5 @< 2.5, fail).
case(-2.0 @< 1.0, true).
case(2 @< 2.5, fail).  % ISO 7.2: every float precedes every integer
case(a @< b, true).
case(b @< a, fail).
case(abc @< abd, true).
case(ab @< abc, true).
case('B' @< a, true).
case([] @< a, true).
case(a @> 1, true).
case(a @> 1.0, true).
case(f(_) @> a, true).
case(f(a) @> 9999999, true).
case(_ @< 1, true).
case(_ @< 1.0, true).
case(_ @< a, true).
case(_ @< f(_), true).
case(f(z) @< f(a, a), true).
case(g(a) @< f(a, a), true).
case(f(a, a) @< g(a, a), true).
case(f(a, b) @< f(a, c), true).
case(f(b, a) @> f(a, c), true).
case([a] @> f(a), true).
case([a] @< f(a, a, a), true).
case(f(g(_)) @< f(g(a)), true).
case(1 @> 1.0, true).
case(1.0 @>= 1, fail).
case(2.0 @> 1, fail).
case(1 @< 1.5, fail).
case(a @>= a, true).
case(a @=< a, true).
case(10 @< 9, fail).
case(1000000 @> 1, true).

% 8.4.2 compare/3
case(compare(O, 1, 1.0), checks([O == (>)])).
case(compare(O, 1.0, 1), checks([O == (<)])).
case(compare(O, 1, 1), checks([O == (=)])).
case(compare(O, a, b), checks([O == (<)])).
case(compare(O, b, a), checks([O == (>)])).
case(compare(O, aardvark, zebra), checks([O == (<)])).
case(compare(O, 3, &&), checks([O == (<)])).
case(compare(O, f(a), g(a)), checks([O == (<)])).
case(compare(O, f(a, b), g(a)), checks([O == (>)])).
case(compare(O, X, X), checks([O == (=)])).
case(compare(=, X, X), true).
case(compare(<, a, b), true).
case(compare(>, a, b), fail).
case(compare(O, f(X), f(Y)), checks([X \== Y, O \== (=)])).
case(compare(O, 2.0, 1), checks([O == (<)])).
case(compare(O, [], a), checks([O == (<)])).
% "" is a string here (double_quotes=string, as in SWI-Prolog); strings come
% before atoms, as in SWI-Prolog (also under the flag iso).
case(compare(O, "", a), checks([O == (<)])).
case(compare(foo, 1, 1), error(domain_error(order, foo))).
case(compare(1, 1, 1), error(type_error(atom, 1))).
case(compare(f(_), 1, 1), error(type_error(atom, f(_)))).
case(compare(O, [a], f(a, b)), checks([O == (<)])).
case(compare(O, g(b), f(a, c)), checks([O == (<)])).
case(compare(O, f(b, a), f(a, c)), checks([O == (>)])).
% ==/2 and \==/2 walk the terms for equality alone: every kind of cell,
% compounds that differ deep inside or only in an argument's kind, lists,
% big integers, strings, and rational trees.
case(f(g(a, [1, 2]), h(X)) == f(g(a, [1, 2]), h(X)), true).
case(f(g(a, [1, 2]), h(_)) == f(g(a, [1, 3]), h(_)), fail).
case(f(a, b) == g(a, b), fail).
case(f(a, b) == f(a, b, c), fail).
case(f(1) == f(1.0), fail).
case([a, b|T] == [a, b|T], true).
case([a, b] == [a, b, c], fail).
case(123456789012345678901234567890 == 123456789012345678901234567890, true).
case(123456789012345678901234567890 \== 123456789012345678901234567891, true).
case("abc" == "abc", true).
case("abc" == abc, fail).
case(0.0 == -0.0, fail).
case((X = f(X, a), Y = f(Y, a)), checks([X == Y])).
case((X = f(X, a), Y = f(Y, b)), checks([X \== Y])).
case((length(L, 100000), maplist(=(x), L), copy_term(L, M)), checks([L == M])).
