% SWI-Prolog 7 syntax, checked side by side with swipl 9: compounds of no
% arguments (`f()`), `:` at priority 600 (as in GNU Prolog too), operators
% named `Module:Name` in op/3, and names, variables and symbol characters
% of Unicode text.

:- set_prolog_flag(double_quotes, codes).

% f(): a compound of arity 0, not the atom f.
case(X = f(), checks([compound(X), \+ atom(X), X \== f, X == f()])).
case(compound_name_arity(f(), N, A), checks([N == f, A == 0])).
case(compound_name_arguments(f(), N, As), checks([N == f, As == []])).
case(compound_name_arity(X, g, 0), checks([compound(X), X == g()])).
case(compound_name_arguments(X, g, []), checks([X == g()])).
case(compound_name_arity(_, g, -1), error(domain_error(not_less_than_zero, -1))).
case(functor(f(), _, _), error(domain_error(compound_non_zero_arity, f()))).
case(f() =.. _, error(domain_error(compound_non_zero_arity, f()))).
case(functor(X, g, 0), checks([X == g])).
case(X =.. [g], checks([X == g])).
case(arg(1, f(), _), fail).
case(f() = f(), true).
case(f() = f, fail).
case(f() = g(), fail).
case(copy_term(p(f(), X), C), checks([C = p(F, Y), F == f(), var(Y), Y \== X])).
case(msort([f(a), g(), f(), f], L), checks([L == [f, f(), g(), f(a)]])).
case(compare(O, f(), a(b)), checks([O == (<)])).
case(writeq(f()), output('f()')).
case(writeq(g(f(), -())), output('g(f(),-())')).
case(print(f()), output('f()')).
case(write_canonical(f()), output('f()')).
case(term_to_atom(T, 'f()'), checks([T == f()])).
case(term_to_atom(f(), A), checks([A == 'f()'])).
case(callable(f()), true).
case((assertz(swi_zero(f())), swi_zero(X)), checks([X == f()])).

% `:` is 600 xfy.
case(current_op(P, T, :), checks([P == 600, T == xfy])).
case(X = (a:b*c), checks([X = :(A, B), A == a, B == b*c])).
case(X = (m:p/2), checks([X = :(M, PI), M == m, PI == p/2])).
case(X = (m:a-b), checks([X = :(M, E), M == m, E == a-b])).
case(writeq(a:(b*c)), output('a:b*c')).
case(writeq((a:b)*c), output('(a:b)*c')).
case(writeq(a:b:c), output('a:b:c')).
case(writeq((a:b):c), output('(a:b):c')).
case(writeq(- (a:b)), output('- (a:b)')).
case(writeq(a:(b:-c)), output('a:(b:-c)')).

% op/3 with Module:Name and Module:List.
:- op(200, xfx, user:(=+)).
case(X = (a =+ b), checks([X = =+(A, B), A == a, B == b])).
case((op(200, xfx, user:(=+)), current_op(P, T, user:(=+))), checks([P == 200, T == xfx])).
case((op(700, xfx, user:[==>>, <<==]), current_op(P, T, <<==)), checks([P == 700, T == xfx])).
case(op(200, xfx, 1:foo), error(type_error(list, 1:foo))).
case(op(200, xfx, foo:_), error(instantiation_error)).
case(op(700, xfx, [user:foo]), error(type_error(atom, user:foo))).

% Unicode: letters make names, uppercase ones variables.
case(X = été, checks([atom(X), atom_length(X, 3)])).
case(X = 日本, checks([atom(X), atom_length(X, 2)])).
case((Été = 1, X = Été), checks([X == 1])).
case((Ωmega = 1, X = Ωmega), checks([X == 1])).
case(X = ωmega, checks([atom(X)])).
case(X = 'x̃', checks([atom_length(X, 2)])).
case(X = x̃, checks([X == 'x̃'])).
% Symbol characters glue into one atom, also with ASCII ones.
case(X = →, checks([atom_length(X, 1)])).
case(X = →→, checks([atom_length(X, 2)])).
case(X = -→, checks([atom_codes(X, [0'-, 0x2192])])).
case(X = 😀😀, checks([atom_codes(X, [0x1F600, 0x1F600])])).
case(X = [→|≤], checks([X = [A|B], A == '→', B == '≤'])).
case(X = ¬¬, checks([atom_length(X, 2)])).
% Solo characters are atoms of one character.
case(X = ₀, checks([atom_codes(X, [0x2080])])).
case(X = f(²), checks([X = f(A), atom_codes(A, [0xB2])])).
case(catch(term_to_atom(_, 'a₀'), error(syntax_error(_), _), true), true).
case(catch(term_to_atom(_, 'a→b'), error(syntax_error(_), _), true), true).
case(catch(term_to_atom(_, '₀₀'), error(syntax_error(_), _), true), true).

% writeq quotes exactly where swipl does.
case(writeq([été, 'Été', 日本, 'A日', 'a日', 'é日']), output('[été,\'Été\',日本,\'A日\',a日,é日]')).
case(writeq(['→', '-→', '→.', 'a→', 'ä→', '·', '·→', '¬a']), output('[→,-→,→.,\'a→\',\'ä→\',·,·→,\'¬a\']')).
case(writeq(['₀', 'x₀', '²', 'a²', 'ª日', 'µ日', 'x̃', 'ǅ']), output('[\'₀\',\'x₀\',²,\'a²\',ª日,µ日,x̃,ǅ]')).
case(writeq('a\x200B\b'), output('\'a\\x200B\\b\'')).
case(writeq('a\xA0\b'), output('\'a\\xA0\\b\'')).
case(writeq(- →), output('- →')).
case(writeq(a = →), output('a= →')).
case(writeq('→' = a), output('→ = a')).
case(writeq(f(→, ≤)), output('f(→,≤)')).
case(writeq('日本'(x)), output('日本(x)')).
case(writeq(x:'∘'), output('x: ∘')).
% write_canonical quotes every atom with a character above U+00FF.
case(write_canonical(f(→, '日本', été, 'Ω')), output('f(\'→\',\'日本\',été,\'Ω\')')).
case(write_canonical([→|≤]), output('[\'→\'|\'≤\']')).

% Digit groups: an underscore with optional layout after it, or exactly one
% space, between digits of an integer.
case(X = 1 000 000, checks([X == 1000000])).
case(X = 1_000_000, checks([X == 1000000])).
case(X = 1_ 000, checks([X == 1000])).
case(atom_number('3 4', X), checks([X == 34])).
case(number_codes(X, "1_000"), checks([X == 1000])).
case(atom_to_term('[1 2]', T, _), checks([T == [12]])).
case(atom_number('12 ', _), fail).
case(atom_number('1  2', _), fail).
case(atom_number('0x1 0', _), fail).

% A prefix operator as the left operand of an infix operator above 999
% (or of `,` outside arguments) keeps its prefix priority (swipl 9.0.4; a
% finding of the differential fuzzer: read_term_from_atom(':-;é', T, [])
% read (:-);é): `\+ ; a` reads, `:- ; a` (1200 > 1099) and `(dynamic, a)`
% do not. As an argument, list element or right operand it stands.
case(term_to_atom(T, '- = -'), checks([T == ((-) = (-))])).
case(term_to_atom(T, '\\+ ; a'), checks([T == ((\+) ; a)])).
case(term_to_atom(T, 'a = dynamic'), checks([T == (a = (dynamic))])).
case(term_to_atom(T, 'f(:-, a)'), checks([T == f((:-), a)])).
case(term_to_atom(T, '[:- | a]'), checks([T == [(:-)|a]])).
case(catch((read_term_from_atom(':-;é', _, []), fail), error(syntax_error(_), _), true), true).
case(catch((term_to_atom(_, '(:- ; a)'), fail), error(syntax_error(_), _), true), true).
case(catch((term_to_atom(_, '(dynamic, a)'), fail), error(syntax_error(_), _), true), true).
