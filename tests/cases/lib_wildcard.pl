% wildcard_match/2,3: SWI-Prolog's glob patterns against any text.
case(wildcard_match('', ''), true).
case(wildcard_match('', a), fail).
case(wildcard_match('a?', aX), true).
case(wildcard_match('*.pl', 'x.pl'), true).
case(wildcard_match('*.pl', 'x.plx'), fail).
case(wildcard_match('a*c', abbbc), true).
case(wildcard_match('a[xyz]', ax), true).
case(wildcard_match('a[x-z]b', ayb), true).
case(wildcard_match('a[-x]b', 'a-b'), true).
case(wildcard_match('a[xy\\]]', 'a]'), true).
case(wildcard_match('a\\[a', 'a[a'), true).
case(wildcard_match('a\\', 'a\\'), true).
case(wildcard_match('a{[-x],c,}b', ab), true).
case(wildcard_match('{a,{b,c}}', c), true).
case(wildcard_match("x*", "xyz"), true).
case(wildcard_match([0'a], a), true).
case(wildcard_match(a, 'A'), fail).
case(wildcard_match(a, 'A', [case_sensitive(false)]), true).
case(wildcard_match('se{xx', a), error(syntax_error('Unmatched \'{\''))).
case(wildcard_match('se[xy', a), error(syntax_error('Unmatched \'[\''))).
case(wildcard_match([0x110000], a), error(type_error(character_code, 0x110000))).
% The options are checked first, as swipl 9.0.4 checks them.
case(wildcard_match(a, a, foo), error(type_error(list, foo))).
case(wildcard_match(f(x), a, foo), error(type_error(list, foo))).
case(wildcard_match(a, a, _), error(instantiation_error)).
case(wildcard_match(a, a, [x|_]), error(type_error(option, x))).
case(wildcard_match(a, a, [case_sensitive(maybe)]), error(type_error(bool, maybe))).
case(wildcard_match(a, a, [foo(x), a = b]), true).
case(wildcard_match('A', a, [case_sensitive(true), case_sensitive(false)]), true).
