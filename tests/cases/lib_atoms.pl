% Atom library predicates (SWI-Prolog compatible): atom_concat/3,
% sub_atom/5, upcase_atom/2, downcase_atom/2, atomic_list_concat/2,3,
% char_type/2, code_type/2, term_to_atom/2, atom_to_term/3,
% read_term_from_atom/3.

:- set_prolog_flag(double_quotes, codes).

% atom_concat/3
case(atom_concat(abc, def, X), checks([X == abcdef])).
case(atom_concat('', abc, X), checks([X == abc])).
case(atom_concat(abc, '', X), checks([X == abc])).
case(atom_concat(a, 1, X), checks([X == a1])).
case(atom_concat(1, 2, X), checks([X == '12'])).
case(atom_concat(1.5, x, X), checks([X == '1.5x'])).
case(atom_concat(X, def, abcdef), checks([X == abc])).
case(atom_concat(abc, X, abcdef), checks([X == def])).
case(atom_concat(_, b, abc), fail).
case(atom_concat(x, _, abc), fail).
case(atom_concat(abc, def, abcdef), true).
case(atom_concat(abc, def, abcde), fail).
case(atom_concat(X, Y, abc), all(X+Y, [''+abc, a+bc, ab+c, abc+''])).
case(atom_concat(X, Y, ''), all(X+Y, [''+''])).
case(atom_concat(X, Y, 12), all(X-Y, [''-'12', '1'-'2', '12'-''])).
case(atom_concat(X, Y, 'éa'), all(X+Y, [''+'éa', 'é'+a, 'éa'+''])).
case(atom_concat(X, 'é', 'aé'), checks([X == a])).
case((atom_concat(X, _, abc), X == ab), true).
case(atom_concat(_, _, _), error(instantiation_error)).
case(atom_concat(a, _, _), error(instantiation_error)).
case(atom_concat(_, a, _), error(instantiation_error)).
case(atom_concat(f(x), b, _), error(type_error(atomic, f(x)))).
case(atom_concat(a, f(x), _), error(type_error(atomic, f(x)))).
case(atom_concat(_, _, f(x)), error(type_error(atomic, f(x)))).

% sub_atom/5
case(sub_atom(abc, 1, 1, A, S), checks([A == 1, S == b])).
case(sub_atom(abc, B, 2, 0, S), checks([B == 1, S == bc])).
case(sub_atom(abc, 1, L, 0, S), checks([L == 2, S == bc])).
case(sub_atom(abc, B, L, 1, S), checks([B == 0, L == 2, S == ab])).
case(sub_atom(abcde, 1, 3, A, S), checks([A == 1, S == bcd])).
case(sub_atom(hello, B, L, A, ll), checks([B == 2, L == 2, A == 1])).
case(sub_atom(hello, B, _, _, l), all(B, [2, 3])).
case(sub_atom(aaa, B, _, A, aa), all(B-A, [0-1, 1-0])).
case(sub_atom(abcab, B, _, _, ab), all(B, [0, 3])).
case(sub_atom(abc, _, _, _, x), fail).
case(sub_atom(abc, B, L, A, ''), all(B-L-A, [0-0-3, 1-0-2, 2-0-1, 3-0-0])).
case(sub_atom(ab, B, L, A, S), all(B-L-A-S, [0-0-2-'', 0-1-1-a, 0-2-0-ab, 1-0-1-'', 1-1-0-b, 2-0-0-''])).
case(sub_atom(abc, B, 1, _, S), all(B-S, [0-a, 1-b, 2-c])).
case(sub_atom(abc, 1, L, _, S), all(L-S, [0-'', 1-b, 2-bc])).
case(sub_atom(abc, _, _, 0, S), all(S, [abc, bc, c, ''])).
case(sub_atom(abc, _, 2, _, S), all(S, [ab, bc])).
case(sub_atom(abc, 0, 3, 0, abc), true).
case(sub_atom(abc, 0, 2, _, abc), fail).
case(sub_atom(abc, 4, _, _, _), fail).
case(sub_atom(abc, _, 4, _, _), fail).
case(sub_atom(abc, 2, 2, _, _), fail).
case(sub_atom('héllo', B, L, A, 'll'), checks([B == 2, L == 2, A == 1])).
case(sub_atom('héllo', 1, 2, A, S), checks([A == 2, S == 'él'])).
case(sub_atom(123, 1, 1, _, S), checks([S == '2'])).
case(sub_atom(abc, _, _, _, 1), fail).
case(sub_atom(_, _, _, _, a), error(instantiation_error)).
case(sub_atom(abc, a, _, _, _), error(type_error(integer, a))).
case(sub_atom(abc, _, 1.0, _, _), error(type_error(integer, 1.0))).
case(sub_atom(abc, -1, _, _, _), error(domain_error(not_less_than_zero, -1))).
case(sub_atom(abc, _, -1, _, _), error(domain_error(not_less_than_zero, -1))).
case(sub_atom(abc, _, _, -1, _), error(domain_error(not_less_than_zero, -1))).
case((sub_atom(abcde, B, 2, _, S), B >= 2), checks([B == 2, S == cd])).

% upcase_atom/2, downcase_atom/2
case(upcase_atom(abc, X), checks([X == 'ABC'])).
case(upcase_atom('Hello World!', X), checks([X == 'HELLO WORLD!'])).
case(upcase_atom('', X), checks([X == ''])).
case(upcase_atom('aé', X), checks([X == 'AÉ'])).
case(upcase_atom('straße', X), checks([X == 'STRAßE'])).
case(upcase_atom(12, X), checks([X == '12'])).
case(upcase_atom(abc, 'ABC'), true).
case(upcase_atom(abc, 'ABc'), fail).
case(downcase_atom('HeLLo', X), checks([X == hello])).
case(downcase_atom('ÀB', X), checks([X == 'àb'])).
case(upcase_atom(_, 'ABC'), error(instantiation_error)).
case(upcase_atom(f(x), _), error(type_error(atomic, f(x)))).
case(downcase_atom(_, _), error(instantiation_error)).
case(upcase_atom(abc, f(x)), error(type_error(atom, f(x)))).

% atomic_list_concat/2
case(atomic_list_concat([a, b, c], X), checks([X == abc])).
case(atomic_list_concat([a, 1, 2.5, b], X), checks([X == 'a12.5b'])).
case(atomic_list_concat([], X), checks([X == ''])).
case(atomic_list_concat([abc], abc), true).
case(atomic_list_concat([a, b], ac), fail).
case(atomic_list_concat([a, _], _), error(instantiation_error)).
case(atomic_list_concat(_, _), error(instantiation_error)).
case(atomic_list_concat([a, f(x)], _), error(type_error(text, f(x)))).
case(atomic_list_concat(foo, _), error(type_error(list, foo))).

% atomic_list_concat/3
case(atomic_list_concat([a, b, c], ',', X), checks([X == 'a,b,c'])).
case(atomic_list_concat([a, b, c], ', ', X), checks([X == 'a, b, c'])).
case(atomic_list_concat([a], '-', X), checks([X == a])).
case(atomic_list_concat([], '-', X), checks([X == ''])).
case(atomic_list_concat([1, 2], '', X), checks([X == '12'])).
case(atomic_list_concat(L, ',', 'a,b,c'), checks([L == [a, b, c]])).
case(atomic_list_concat(L, ',', '1,2'), checks([L == ['1', '2']])).
case(atomic_list_concat(L, ',', ''), checks([L == ['']])).
case(atomic_list_concat(L, ',', ',a,'), checks([L == ['', a, '']])).
case(atomic_list_concat(L, '--', 'a--b----c'), checks([L == [a, b, '', c]])).
case(atomic_list_concat(L, ab, ab), checks([L == ['', '']])).
case(atomic_list_concat([a, B, c], ',', 'a,b,c'), checks([B == b])).
case(atomic_list_concat([a, b], ',', 'a,b'), true).
case(atomic_list_concat([_, _], ',', 'a,b,c'), fail).
case(atomic_list_concat(_, '', abc), error(domain_error(non_empty_atom, ''))).
case(atomic_list_concat(_, ',', _), error(instantiation_error)).
case(atomic_list_concat([a, b], _, 'a-b'), error(instantiation_error)).
case(atomic_list_concat([a|_], ',', _), error(instantiation_error)).
case(atomic_list_concat([f(x)], ',', _), error(type_error(text, f(x)))).

% char_type/2, code_type/2
case(char_type(a, alpha), true).
case(char_type('A', alpha), true).
case(char_type('1', alpha), fail).
case(char_type('_', alpha), fail).
case(char_type('_', csym), true).
case(char_type('_', csymf), true).
case(char_type('1', csymf), fail).
case(char_type('1', alnum), true).
case(char_type('-', alnum), fail).
case(char_type('7', digit(W)), checks([W == 7])).
case(char_type(a, digit(_)), fail).
case(char_type(f, xdigit(W)), checks([W == 15])).
case(char_type(' ', space), true).
case(char_type(' ', white), true).
case(char_type('\n', white), fail).
case(char_type('\n', space), true).
case(char_type('\n', end_of_line), true).
case(char_type('\r', end_of_line), true).
case(char_type(a, end_of_line), fail).
case(char_type('A', upper(L)), checks([L == a])).
case(char_type(a, upper(_)), fail).
case(char_type(a, lower(U)), checks([U == 'A'])).
case(char_type(a, upper), fail).
case(char_type(a, lower), true).
case(char_type('É', upper(L)), checks([L == 'é'])).
case(char_type('!', punct), true).
case(char_type('_', punct), true).
case(char_type(a, punct), fail).
case(char_type(a, graph), true).
case(char_type(' ', graph), fail).
case(char_type(' ', print), true).
case(char_type('\t', print), fail).
case(char_type('\t', cntrl), true).
case(char_type('.', period), true).
case(char_type('''', quote), true).
case(char_type(a, ascii), true).
case(char_type('é', ascii), fail).
case(char_type('é', alpha), true).
case(char_type(a, to_lower(U)), checks([U == 'A'])).
case(char_type(a, to_upper(L)), checks([L == a])).
case(char_type('A', to_upper(L)), checks([L == a])).
case(char_type(X, to_lower(a)), checks([X == a])).
case(char_type(X, digit(5)), all(X, ['5'])).
case(char_type(X, upper(a)), all(X, ['A'])).
case(code_type(X, digit(W)), all(X-W, [0'0-0, 0'1-1, 0'2-2, 0'3-3, 0'4-4, 0'5-5, 0'6-6, 0'7-7, 0'8-8, 0'9-9])).
case((findall(T, char_type(a, T), Ts), memberchk(alpha, Ts), memberchk(lower('A'), Ts), \+ memberchk(digit(_), Ts)), true).
case(code_type(0'a, alpha), true).
case(code_type(0'a, lower(U)), checks([U == 0'A])).
case(code_type(0'5, digit(W)), checks([W == 5])).
case(code_type(a, alpha), true).
case(char_type(0'a, alpha), true).
case(code_type(-1, alpha), fail).
case(char_type(_, _), error(instantiation_error)).
case(char_type(ab, alpha), error(type_error(character, ab))).
case(char_type(f(x), alpha), error(type_error(character, f(x)))).
case(char_type(a, foo), error(type_error(char_type, foo))).
case(char_type(a, f(x)), error(type_error(char_type, f(x)))).
% paren/1, decimal/0,1, end_of_file, the order of the types (SWI-Prolog 9).
case(char_type('(', paren(C)), checks([C == ')'])).
case(char_type(')', paren(_)), fail).
case(char_type(X, paren(']')), checks([X == '['])).
case(code_type(X, paren(0'})), checks([X == 0'{])).
case(findall(X-C, char_type(X, paren(C)), L), checks([L == ['('-')', '['-']', '{'-'}']])).
case(char_type('7', decimal(W)), checks([W == 7])).
case(code_type(0x663, decimal(W)), checks([W == 3])).
case(code_type(0x663, digit(_)), fail).
case(code_type(0xFF19, decimal), true).
case(char_type(a, decimal), fail).
case(code_type(-1, T), all(T, [end_of_file])).
case(code_type(-1, end_of_file), true).
case(char_type(end_of_file, end_of_file), true).
case(code_type(X, end_of_file), checks([X == -1])).
case(char_type(X, end_of_file), checks([X == end_of_file])).
case(char_type(a, end_of_file), fail).
case(findall(T, char_type('(', T), Ts), checks([Ts == [ascii, print, graph, punct, to_lower('('), to_upper('('), paren(')')]])).
case(findall(T, char_type('1', T), Ts), checks([Ts == [alnum, csym, prolog_identifier_continue, decimal, decimal(1), ascii, digit, print, graph, to_lower('1'), to_upper('1'), digit(1), xdigit(1)]])).
case(findall(T, code_type(0'\n, T), Ts), checks([Ts == [ascii, cntrl, space, end_of_line, newline, to_lower(0'\n), to_upper(0'\n)]])).
% Beyond ASCII: superscripts and fractions are not letters, NEL is no
% space, and the lower case of İ is i.
case(char_type('²', alpha), fail).
case(char_type('½', alnum), fail).
case(char_type('²', punct), true).
case(code_type(0x85, space), fail).
case(char_type('İ', upper(L)), checks([L == i])).
case(char_type('α', prolog_atom_start), true).
case(char_type('Ω', prolog_var_start), true).

% term_to_atom/2
case(term_to_atom(f(x, 'A', [1, 2]), A), checks([A == 'f(x,\'A\',[1,2])'])).
case(term_to_atom('hello world'-1, A), checks([A == '\'hello world\'-1'])).
case(term_to_atom(1 + 2 * 3, A), checks([A == '1+2*3'])).
case(term_to_atom(T, 'foo(X, Y, X)'), checks([T = foo(P, Q, R), P == R, P \== Q, var(P), var(Q)])).
case(term_to_atom(T, 'X + Y * 2'), checks([T = A + B * 2, var(A), var(B)])).
case(term_to_atom(T, 'foo.'), checks([T == foo])).
case(term_to_atom(T, '[a, b|c]'), checks([T == [a, b|c]])).
case(term_to_atom(T, ''), checks([T == end_of_file])).
case(term_to_atom(T, 12), checks([T == 12])).
case(term_to_atom(f(x), 'f(x)'), true).
case(term_to_atom(f(x), 'f(y)'), fail).
case((term_to_atom(f(X), A), atom(A), term_to_atom(T, A)), checks([T = f(V), var(V), X \== V])).
case(catch(term_to_atom(_, 'a b'), error(syntax_error(_), _), true), true).
case(catch(term_to_atom(_, 'f('), error(syntax_error(_), _), true), true).

% atom_to_term/3
case(atom_to_term('foo(X, Y, X)', T, B), checks([T = foo(P, Q, R), P == R, B == ['X' = P, 'Y' = Q]])).
case(atom_to_term(foo, T, B), checks([T == foo, B == []])).
case(atom_to_term('', T, B), checks([T == end_of_file, B == []])).
case(atom_to_term(' ', T, B), checks([T == end_of_file, B == []])).
case(atom_to_term('_ + _A', T, B), checks([T = X + Y, X \== Y, B == ['_A' = Y]])).
case(atom_to_term(_, _, _), error(instantiation_error)).
case(catch(atom_to_term('f(', _, _), error(syntax_error(_), _), true), true).

% read_term_from_atom/3
case(read_term_from_atom('foo(X, bar)', T, []), checks([T = foo(V, bar), var(V)])).
case(read_term_from_atom('', T, []), checks([T == end_of_file])).
case(read_term_from_atom('a:-b', T, []), checks([T == (a :- b)])).
case(term_to_atom(T, "g(x)"), checks([T == g(x)])).
case(atom_to_term("p(X)", T, B), checks([T = p(V), B == ['X' = V]])).
case(atom_concat("a", b, _), error(type_error(atomic, [0'a]))).
case(sub_atom("ab", 0, 1, _, _), error(type_error(atom, [0'a, 0'b]))).
case(upcase_atom("a", _), error(type_error(atomic, [0'a]))).
case(atomic_list_concat(["a", b], _), error(type_error(text, [0'a]))).

% current_atom/1 (SWI-Prolog 9): a bound atom is checked, anything else
% bound fails, unbound enumerates the atom table.
case(current_atom(abc), true).
case(current_atom(1), fail).
case(current_atom(f(x)), fail).
case((atom_codes(A, "an atom made at run time"), findall(X, current_atom(X), L), memberchk(A, L)), true).
case((current_atom(X), \+ atom(X)), fail).
