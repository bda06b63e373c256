% ISO/IEC 13211-1 section 6 (syntax) and 7.1 (terms): number literals,
% quoted atoms and escapes, double-quoted lists, operators, curly terms,
% list notation.  Terms are written directly in this file or parsed with
% number_codes/2.

:- set_prolog_flag(double_quotes, codes).

% numbers written in source
case(X = 0x1F, checks([X == 31])).
case(X = 0o17, checks([X == 15])).
case(X = 0b101, checks([X == 5])).
case(X = 0'a, checks([X == 97])).
case(X = 0' , checks([X == 32])).
case(X = 0''', checks([X == 39])).
case(X = 0'\n, checks([X == 10])).
case(X = 0'\\, checks([X == 92])).
case(X = 1.0e10, checks([float(X), X =:= 10000000000])).
case(X = 1.5E-3, checks([X == 0.0015])).
case(X = 12.5, checks([float(X)])).
case(X = -0, checks([X == 0])).
% hornbook reads like SWI-Prolog: only a `-` directly before the digits makes
% a negative number; `- 1` is the compound -(1) (strict ISO: the integer -1).
case(X = - 1, checks([compound(X), X == -(1)])).
case(X = -(1), checks([compound(X), X = -(Y), Y == 1])).
case(X = -(-1), checks([X = -(Y), Y == -1])).
case(X = - a, checks([X == -(a)])).
case(X = -(1.5), checks([compound(X)])).
case(X = -1.5, checks([float(X), X < 0])).
case(X = 1 - 1, checks([X == -(1, 1)])).
case(X = 1-1, checks([X == -(1, 1)])).
case(X = a- -1, checks([X = -(a, Y), Y == -1])).
case(X = [-1], checks([X = [Y], Y == -1])).

% number syntax via number_codes/2
case(number_codes(X, "0x1F"), checks([X == 31])).
case(number_codes(X, "0xff"), checks([X == 255])).
case(number_codes(X, "0'a"), checks([X == 97])).
case(number_codes(X, "0'\\n"), checks([X == 10])).
case(number_codes(X, "0'''"), checks([X == 39])).
case(number_codes(X, "0b101"), checks([X == 5])).
case(number_codes(X, "0o777"), checks([X == 511])).
case(number_codes(X, "1.0e10"), checks([X == 1.0e10])).
case(number_codes(X, "1.0E+10"), checks([X == 1.0e10])).
case(number_codes(X, "-12"), checks([X == -12])).
case(number_codes(X, " 12"), checks([X == 12])).
case(catch((number_codes(_, "0x"), fail), error(syntax_error(_), _), true), true).
case(catch((number_codes(_, "0b2"), fail), error(syntax_error(_), _), true), true).
case(catch((number_codes(_, "1e"), fail), error(syntax_error(_), _), true), true).
case(catch((number_codes(_, "12a"), fail), error(syntax_error(_), _), true), true).
case(catch((number_codes(_, "+"), fail), error(syntax_error(_), _), true), true).

% quoted atoms and escape sequences
case(atom_codes('a\nb', L), checks([L == [97, 10, 98]])).
case(atom_codes('a\tb', L), checks([L == [97, 9, 98]])).
case(atom_codes('\\', L), checks([L == [92]])).
case(atom_codes('\'', L), checks([L == [39]])).
case(atom_codes('''', L), checks([L == [39]])).
case(atom_codes('\"', L), checks([L == [34]])).
case(atom_codes('\`', L), checks([L == [96]])).
case(atom_codes('\a\b\f\v\r', L), checks([L == [7, 8, 12, 11, 13]])).
case(atom_codes('\x41\', L), checks([L == [65]])).
case(atom_codes('\101\', L), checks([L == [65]])).
case(atom_codes('a\
b', L), checks([L == [97, 98]])).
% SWI-Prolog's \c skips the layout after it (a text continued indented).
case(atom_codes('a\c
      b', L), checks([L == [97, 98]])).
case(atom_codes('a\cb', L), checks([L == [97, 98]])).
case(atom_length('', N), checks([N == 0])).
case('hello' == hello, true).
case('Hello' == hello, fail).
case('[]' == [], true).
case('{}' == {}, true).
case(atom_codes('a b', L), checks([L == [97, 32, 98]])).

% double-quoted text (double_quotes = codes)
case(X = "abc", checks([X == [97, 98, 99]])).
case(X = "", checks([X == []])).
case(X = "a\nb", checks([X == [97, 10, 98]])).
case(X = "don""t", checks([X == [100, 111, 110, 34, 116]])).
case(X = "it's", checks([X == [105, 116, 39, 115]])).

% back-quoted text is a code list by default
case(X = `abc`, checks([X == [97, 98, 99]])).

% lists
case(X = [a|[b, c]], checks([X == [a, b, c]])).
case(X = [a, b|[]], checks([X == [a, b]])).
case([a, b|T] = [a, b, c], checks([T == [c]])).
case((functor(X, '.', 2), arg(1, X, a), arg(2, X, [])), checks([X == [a]])).
case(X = [a|b], checks([functor(X, '.', 2), arg(1, X, H), arg(2, X, T), H == a, T == b])).
case(functor([], N, A), checks([N == [], A == 0])).

% curly terms
case(X = {a}, checks([functor(X, {}, 1)])).
case(X = {a, b}, checks([X = {}(Y), Y == (a, b)])).
case(X = {}, checks([atom(X)])).
case({X} = '{}'(1), checks([X == 1])).
case(X = '{}'(a, b), checks([functor(X, {}, 2)])).

% operators
case(X = (a :- b, c), checks([X = (:-(H, B)), H == a, B == ','(b, c)])).
case(X = (a, b ; c -> d), checks([X = ';'(A, B), A == ','(a, b), B == '->'(c, d)])).
case(X = (1 + 2 * 3), checks([X == +(1, *(2, 3))])).
case(X = (1 - 2 - 3), checks([X == -(-(1, 2), 3)])).
case(X = (2 ^ 3 ^ 4), checks([X == ^(2, ^(3, 4))])).
case(X = (a = b), checks([X =.. ['=', a, b]])).
case(X = (\+ a), checks([X == '\\+'(a)])).
case(X = (- - a), checks([X == -(-(a))])).
case(X = (- (1)), checks([compound(X)])).
case(X = f(a, (b, c)), checks([functor(X, f, 2)])).
case(X = f((a :- b)), checks([X = f(Y), functor(Y, :-, 2)])).
case(X = [(a :- b)], checks([X = [Y], functor(Y, :-, 2)])).
case(X = 'is'(A, 1), checks([X == (A is 1)])).
case(X = (a mod b), checks([X == mod(a, b)])).
case(X = (- (-)), checks([X == -(-)])).
case(X = f(-), checks([X = f(Y), Y == (-)])).
case(X = [-, +], checks([length(X, 2)])).
case(X = (a , b), checks([X == ','(a, b)])).
case(X = ('|'(a, b)), checks([functor(X, '|', 2)])).
case(X = (a --> b), checks([functor(X, -->, 2)])).
case(X = (?- a), checks([functor(X, ?-, 1)])).
case(X = (a = (\+ b)), checks([X == =(a, \+(b))])).
case(X = (1 + -2), checks([X = +(1, Y), Y == -2])).
case(X = f((a;b)), checks([X = f(Y), functor(Y, (;), 2)])).
case(X = (a->b;c), checks([X = ;(Y, c), Y == (a -> b)])).
case(X = (\+ (a, b)), checks([X = \+(Y), Y == (a, b)])).
case(X = (a:b:c), checks([X == :(a, :(b, c))])).
case(X = 1 * 2 + 3 * 4, checks([X == +(*(1, 2), *(3, 4))])).
case(X = (a =.. b), checks([functor(X, =.., 2)])).
case(X = (a >= b), checks([functor(X, >=, 2)])).
case(X = (a @>= b), checks([functor(X, @>=, 2)])).
case(X = (a \== b), checks([functor(X, \==, 2)])).
case(X = 'a b'(c), checks([functor(X, 'a b', 1)])).

% 6.3.4.2: a prefix operator read as an atom before an infix operator.
% ISO gives an operator atom priority 1201 as an operand; SWI-Prolog keeps
% the prefix operator's own priority there, so `- = -` reads (GNU Prolog
% rejects it), and hornbook reads it too.  (SWI-Prolog also rejects
% `:- ; a` and `\\+ = a`, which hornbook still reads: its library sources
% write `table/1` and the like unbracketed.)
case(term_to_atom(T, '- = -'), checks([T == ((-) = (-))])).
case(term_to_atom(T, 'a ; :-'), checks([T == (a ; (:-))])).
