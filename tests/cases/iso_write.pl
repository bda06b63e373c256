% ISO/IEC 13211-1 section 7.10.5 and 8.14.2: term output
% write/1, writeq/1, print/1, write_canonical/1, write_term/2 (options
% quoted, ignore_ops, numbervars, max_depth), nl/0, put_char/1, format/2.
% Exact text follows SWI-Prolog where implementations differ in layout.

:- set_prolog_flag(double_quotes, codes).

case(write(hello), output(hello)).
case(write('Hello World'), output('Hello World')).
case(writeq('Hello World'), output('\'Hello World\'')).
case(writeq(hello), output(hello)).
case(writeq([]), output('[]')).
case(writeq({}), output({})).
case(writeq('{}'), output({})).
case(writeq(''), output('\'\'')).
case(writeq(a+b), output('a+b')).
case(writeq(1+2*3), output('1+2*3')).
case(writeq((1+2)*3), output('(1+2)*3')).
case(writeq(1-(2-3)), output('1-(2-3)')).
case(writeq((1-2)-3), output('1-2-3')).
case(writeq(2^3^4), output('2^3^4')).
case(writeq((2^3)^4), output('(2^3)^4')).
case(writeq(-(1)), output('- 1')).
case(writeq(-(-(1))), output('- - 1')).
case(writeq(-(1.5)), output('- 1.5')).
case(writeq(-(a)), output('-a')).
case(writeq(-(-(a))), output('- -a')).
case(writeq(1 - -1), output('1- -1')).
case(writeq(a- -1), output('a- -1')).
case(writeq(a-(-1)), output('a- -1')).
case(writeq(-1), output('-1')).
case(writeq(-1.5), output('-1.5')).
case(writeq(1.0), output('1.0')).
case(writeq(1.5), output('1.5')).
case(writeq(0.1), output('0.1')).
case(writeq(1.0e10), output('10000000000.0')).
case(writeq(1.0e-10), output('1.0e-10')).
case(writeq(123.456), output('123.456')).
case(writeq(1.0e15), output('1.0e+15')).
case(writeq(1.0e16), output('1.0e+16')).
case(writeq(-0.0), output('-0.0')).
case(writeq(100), output('100')).
case(writeq(f(a,b)), output('f(a,b)')).
case(writeq([a,b,c]), output('[a,b,c]')).
case(writeq([a|b]), output('[a|b]')).
case(writeq([a,b|c]), output('[a,b|c]')).
case(writeq('hello world'(x)), output('\'hello world\'(x)')).
case(writeq('\n'), output('\'\\n\'')).
case(writeq('a\nb'), output('\'a\\nb\'')).
case(writeq('don''t'), output('\'don\\\'t\'')).
case(writeq('\\'), output(\)).
case(writeq('\t'), output('\'\\t\'')).
case(writeq(f(',')), output('f(\',\')')).
case(writeq(','), output('\',\'')).
case(writeq('|'), output('\'|\'')).
case(writeq(f(;)), output('f(;)')).
case(writeq((a:-b,c)), output('a:-b,c')).
case(writeq((a,b)), output('a,b')).
case(writeq((a;b)), output('a;b')).
case(writeq((a->b;c)), output('a->b;c')).
case(writeq(\+a), output('\\+a')).
case(writeq(\+ (a,b)), output('\\+ (a,b)')).
case(writeq({a,b}), output('{a,b}')).
case(writeq({a}), output('{a}')).
case(writeq('$VAR'(1)), output('B')).
case(print('$VAR'(1)), output('B')).
case(write('$VAR'(1)), output('B')).
case(write('$VAR'(27)), output('B1')).
case(write_canonical('$VAR'(1)), output('\'$VAR\'(1)')).
case(writeq(f(-)), output('f(-)')).
case(writeq(- - a), output('- -a')).
case(writeq(\ \ a), output('\\ \\a')).
case(writeq(1 = 2), output('1=2')).
case(writeq(a=b), output('a=b')).
case(writeq(a:b:c), output('a:b:c')).
case(writeq((a:b):c), output('(a:b):c')).
case(writeq(f((a:-b))), output('f((a:-b))')).
case(writeq([(a:-b)]), output('[(a:-b)]')).
case(writeq(f((a,b))), output('f((a,b))')).
case(writeq((-2)^2), output('-2^2')).
case(writeq(1 rem 2), output('1 rem 2')).
case(writeq(a mod b), output('a mod b')).
case(writeq(- a), output('-a')).
case(writeq(@(a)), output('@(a)')).
case(writeq(f(+)), output('f(+)')).
case(writeq(+), output(+)).
case(writeq(f(a+b, -c)), output('f(a+b,-c)')).
case(writeq([-]), output('[-]')).
case(writeq([-,+]), output('[-,+]')).
case(writeq('ABC'), output('\'ABC\'')).
case(writeq(aBC), output(aBC)).
case(writeq('1a'), output('\'1a\'')).
case(writeq(a1), output(a1)).
case(writeq('{}'(a)), output('{a}')).
case(writeq(f(x,'Y',"z")), output('f(x,\'Y\',[122])')).
case(writeq(f(:-)), output('f(:-)')).
case(writeq((:-)), output(:-)).
case(writeq(a* (b+c)), output('a*(b+c)')).
case(writeq(a*(b*c)), output('a*(b*c)')).
case(writeq((a*b)*c), output('a*b*c')).
case(writeq(1*(-1)), output('1* -1')).
case(writeq(1*(-a)), output('1* -a')).
case(writeq(2- (-(1))), output('2- - 1')).
case(writeq(- (1) + 2), output('- 1+2')).
case(writeq(f(-(1))), output('f(- 1)')).
case(writeq(1 + -2), output('1+ -2')).
case(writeq(a=..b), output('a=..b')).
case(writeq(!), output(!)).
case(writeq(;), output(;)).
case(writeq((a|b)), output('a|b')).
case(writeq(f((a;b))), output('f((a;b))')).
case(write_canonical([a,b]), output('[a,b]')).
case(write_canonical('hello world'), output('\'hello world\'')).
case(write_canonical(1+2), output('+(1,2)')).
case(write_canonical("abc"), output('[97,98,99]')).
case(write_canonical({a}), output('{}(a)')).
case(write_canonical(-(1)), output('-(1)')).
case(write_canonical(-(-(1))), output('-(-(1))')).
case(write_canonical([]), output('[]')).
case(write_canonical((a:-b)), output(':-(a,b)')).
% Variables as SWI-Prolog writes them there: `_` when met once, else A, B, ...
case(write_canonical(x(_, _)), output('x(_,_)')).
case(write_canonical(x(B, _, B)), output('x(A,_,A)')).
case(write_canonical(f(X, Y, Y, X)), output('f(A,B,B,A)')).
case(write_canonical(x('$VAR'(1), _)), output('x(\'$VAR\'(1),_)')).
case(write_term(f('A', b), [quoted(true)]), output('f(\'A\',b)')).
case(write_term(f('A', b), [quoted(false)]), output('f(A,b)')).
case(write_term(1+2, [ignore_ops(true)]), output('+(1,2)')).
case(write_term([1,2], [ignore_ops(true)]), output('[1,2]')).
case(write_term(-(1), [ignore_ops(true)]), output('-(1)')).
case(write_term(- a, [ignore_ops(true)]), output('-(a)')).
case(write_term('$VAR'(3), [numbervars(true)]), output('D')).
case(write_term('$VAR'(3), [numbervars(false), quoted(true)]), output('\'$VAR\'(3)')).
case(write_term('$VAR'(25), [numbervars(true)]), output('Z')).
case(write_term('$VAR'(26), [numbervars(true)]), output('A1')).
case(write_term(f('$VAR'(0), '$VAR'(1)), [numbervars(true)]), output('f(A,B)')).
case(write_term([1,2,3,4,5,6,7,8,9,10], [max_depth(3)]), output('[1,2|...]')).
case(write_term(f(g(h(i(j)))), [max_depth(3)]), output('f(g(h(...)))')).
case(write_term('a b', [quoted(true), ignore_ops(true)]), output('\'a b\'')).
case(write_term({a}, [ignore_ops(true)]), output('{a}')).
case(write_term(a+b*c, [ignore_ops(true)]), output('+(a,*(b,c))')).
case(write_term((a:-b), [quoted(true)]), output('a:-b')).
case(write([a, 'B c', "d"]), output('[a,B c,[100]]')).
case(print(f('A')), output('f(\'A\')')).
case(print([1,2]), output('[1,2]')).
case(write(1+2), output('1+2')).
case(write(- (1)), output('- 1')).
case(write(-(-(1))), output('- - 1')).
case(write(1 - -1), output('1- -1')).
case(write(a= (\+b)), output('a=(\\+b)')).
case(write(f(a-(-1))), output('f(a- -1)')).
case(write({a}), output('{a}')).
case(write('a\nb'), output('a\nb')).
case(write(-(-(a))), output('- -a')).
case(write(1.0), output('1.0')).
case(write(-0.0), output('-0.0')).
case(write(2.5e-5), output('2.5e-5')).
case(write(1.0e100), output('1.0e+100')).
case(write(1.0e21), output('1.0e+21')).
case(write(123456789.0), output('123456789.0')).
case(write(0.000123), output('0.000123')).
case(write(3.0e15), output('3.0e+15')).
case(write(f(';', '|', '[]')), output('f(;,|,[])')).
case(nl, output('\n')).
case((write(a), nl, write(b)), output('a\nb')).
case(put_char(a), output(a)).
case(put_char('\n'), output('\n')).
case((writeq(f(x)), write(' '), writeq(g)), output('f(x) g')).
case(format('~w and ~q', [a, 'B']), output('a and \'B\'')).
case(format('~a~n', [abc]), output('abc\n')).
case(writeq(- (- (1))), output('- - 1')).
case(writeq(1 - (-(1))), output('1- - 1')).
case(writeq(a-(-(1))), output('a- - 1')).
case(writeq([a|[]]), output('[a]')).
case(writeq('/*'), output('\'/*\'')).
case(writeq(//), output(//)).
case(writeq(**), output(**)).
case(writeq(- (*)), output('- (*)')).
case(writeq([a,b|[c]]), output('[a,b,c]')).
case(writeq("abc"), output('[97,98,99]')).
case(writeq('[]'), output('[]')).

% write_term/2's variable_names: each Name = Term checked as SWI-Prolog
% checks it.
case(write_term(a(A), [variable_names(['B'=A])]), output('a(B)')).
case(write_term(a(A), [variable_names(['_1'=A])]), output('a(_1)')).
case(write_term(a(A), [variable_names([1=A])]), error(type_error(atom, 1))).
case(write_term(a(A), [variable_names(['1'=A])]), error(domain_error(variable_name, '1'))).
case(write_term(a(A), [variable_names([foo=A])]), error(domain_error(variable_name, foo))).
case(write_term(a(A), [variable_names([_=A])]), error(instantiation_error)).
case(write_term(a(_), [variable_names([foo(x)])]), error(type_error(variable_assignment, foo(x)))).
case(write_term(a(A), [variable_names(['A'=A, 'B'=1])]), output('a(A)')).
