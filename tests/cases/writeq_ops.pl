% writeq/1 of operator terms: the exact text, and that it reads back as a
% variant of the term. Terms are given in canonical form: prefix, postfix and
% infix operators of every type, standard and user-defined, operator atoms
% as operands, negative numbers, curly terms and lists. The texts are
% SWI-Prolog 9's, except where noted below.

% Not here: SWI-Prolog 9 writes '[]' (an atom distinct from []) and
% '[|]'(a,b) as [a|b]; hornbook has one [] and '.'/2 for lists
% (docs/iso_deviations.md). SWI writes -(a:b) as `- (a:b)`, hornbook as
% `-a:b`, which reads back the same.

:- op(200, xfx, ===>).
:- op(200, xfy, ^^).
:- op(200, yfx, @@).
:- op(200, fy, ~~).
:- op(200, fx, pre).
:- op(200, xf, post).
:- op(200, yf, ++).

wq(T) :-
    with_output_to(string(S), writeq(T)),
    term_string(T2, S),
    T2 =@= T,
    write(S).

case(wq('-'(1)), output('- 1')).
case(wq('-'('-'(1))), output('- - 1')).
case(wq('-'('-'(a))), output('- -a')).
case(wq('-'(a,-1)), output('a- -1')).
case(wq('-'(1,-1)), output('1- -1')).
case(wq(':-'(':-'(a,b),c)), output('(a:-b):-c')).
case(wq('\\+'(','(a,b))), output('\\+ (a,b)')).
case(wq(f(':-')), output('f(:-)')).
case(wq('-'('^'(1,2))), output('- 1^2')).
case(wq('-'('-','-')), output('(-)-(-)')).
case(wq('-'('-')), output('- (-)')).
case(wq('\\+'('\\+')), output('\\+ (\\+)')).
case(wq(['-']), output('[-]')).
case(wq([':-', '-']), output('[:-,-]')).
case(wq(f('-', '+')), output('f(-,+)')).
case(wq('{}'('-')), output('{-}')).
case(wq('{}'(','(a,b))), output('{a,b}')).
case(wq('{}'(x)), output('{x}')).
case(wq('-'('{}')), output('- {}')).
case(wq('^'('-'(1),2)), output('(- 1)^2')).
case(wq('^'(-1,2)), output('-1^2')).
case(wq('-'(-1)), output('- -1')).
case(wq('-'(1,'-'(1))), output('1- - 1')).
case(wq('-'(2,'-'('-'(1)))), output('2- - - 1')).
case(wq('-'('-'('-'(1)))), output('- - - 1')).
case(wq('^'('-'(a),2)), output('(-a)^2')).
case(wq(f(','(a,b))), output('f((a,b))')).
case(wq(f(':-'(a,b))), output('f((a:-b))')).
case(wq([':-'(a,b)]), output('[(a:-b)]')).
case(wq(pre(pre(a))), output('pre (pre a)')).
case(wq('~~'('~~'(a))), output('~~ ~~a')).
case(wq(post(post(a))), output('(a post)post')).
case(wq('++'('++'(a))), output('a++ ++')).
case(wq('===>'(a,'===>'(b,c))), output('a===>(b===>c)')).
case(wq('===>'('===>'(a,b),c)), output('(a===>b)===>c')).
case(wq('^^'(a,'^^'(b,c))), output('a^^b^^c')).
case(wq('^^'('^^'(a,b),c)), output('(a^^b)^^c')).
case(wq('@@'('@@'(a,b),c)), output('a@@b@@c')).
case(wq('@@'(a,'@@'(b,c))), output('a@@(b@@c)')).
case(wq(pre(post(a))), output('pre (a post)')).
case(wq(post(pre(a))), output('(pre a)post')).
case(wq('~~'('++'(a))), output('~~a++')).
case(wq('-'(post(a))), output('-a post')).
case(wq(pre('-')), output('pre (-)')).
case(wq('~~'('-')), output('~~ (-)')).
case(wq(post('-')), output('(-)post')).
case(wq('-'(pre)), output('- (pre)')).
case(wq(pre('-'(a))), output('pre (-a)')).
case(wq('^^'(1,-1)), output('1^^ -1')).
case(wq('===>'('-'(1),'-'(1))), output('(- 1)===>(- 1)')).
case(wq(post('-'(1))), output('(- 1)post')).
case(wq(pre('-'(1))), output('pre (- 1)')).
case(wq(f(';'(a,b))), output('f((a;b))')).
case(wq('|'(a,b)), output('a|b')).
case(wq('\\+'(a)), output('\\+a')).
case(wq('\\+'('-')), output('\\+ (-)')).
case(wq('\\+'(-1)), output('\\+ -1')).
case(wq('-'('-'('-'(a)))), output('- - -a')).
case(wq('='(a,'\\+')), output('a=(\\+)')).
case(wq('='('\\+',a)), output('(\\+)=a')).
case(wq(['='(a,'\\+')]), output('[a=(\\+)]')).
case(wq('-'(',')), output('- (\',\')')).
case(wq(f(',')), output('f(\',\')')).
case(wq(f('|')), output('f(\'|\')')).
case(wq('{}'('-'(1))), output('{- 1}')).
case(wq('-'('{}'(a))), output('- {a}')).
case(wq('-'(pre,a)), output('(pre)-a')).
case(wq('-'(a,pre)), output('a-(pre)')).
case(wq(pre(pre)), output('pre (pre)')).
case(wq('~~'(~~)), output('~~ (~~)')).
case(wq(post(post)), output('(post)post')).
case(wq('-'(-(1.5))), output('- - 1.5')).
case(wq('-'(1.5)), output('- 1.5')).
case(wq(- (- 0)), output('- - 0')).
case(wq(1 - 2 - 3), output('1-2-3')).
case(wq(1-(2-3)), output('1-(2-3)')).
case(wq(pre('{}')), output('pre {}')).
case(wq(f(pre)), output('f(pre)')).
case(wq([pre,post,'~~']), output('[pre,post,~~]')).
case(wq('~~'(pre(a))), output('~~pre a')).
case(wq(pre('~~'(a))), output('pre (~~a)')).
case(wq(a = pre), output('a=(pre)')).
case(wq(pre = a), output('(pre)=a')).
case(wq(-(+)), output('- (+)')).
case(wq(- (+(1))), output('- +1')).
case(wq(+(-(1))), output('+ - 1')).
case(wq(1 + -(1)), output('1+ - 1')).
case(wq(1 + -(-(1))), output('1+ - - 1')).
case(wq(- a), output('-a')).
case(wq(-(-(a))), output('- -a')).
case(wq('~~'('@@'(a,b))), output('~~a@@b')).
case(wq('^^'('~~'(a),b)), output('(~~a)^^b')).
case(wq('~~'('^^'(a,b))), output('~~a^^b')).
case(wq('++'(pre(a))), output('pre a++')).
case(wq('@@'(pre(a), b)), output('pre a@@b')).
case(wq('^'('-'(a),b)), output('(-a)^b')).
case(wq('-'('^'(a,b))), output('-a^b')).
case(wq('='('-'(a),b)), output('-a=b')).
case(wq('++'('\\+'(a))), output('(\\+a)++')).
case(wq('++'(':'(a,b))), output('(a:b)++')).
case(wq('@@'(':'(a,b),c)), output('(a:b)@@c')).
case(wq(':'(a,'++'(b))), output('a:b++')).

% A prefix or infix operator at the right end of the left operand of an
% infix or postfix operator, whose (right) argument may have that
% operator's priority, would take the operator into its argument when read
% back: SWI-Prolog writes `~~a++` for ++(~~(a)), which hornbook reads as
% ~~(++(a)). hornbook brackets the operand; both systems read the
% bracketed text back alike.
case(wq('++'('~~'(a))), output('(~~a)++')).  % SWI-Prolog: ~~a++
case(wq('@@'('~~'(a),b)), output('(~~a)@@b')).  % SWI-Prolog: ~~a@@b
case(wq('++'('-'(a))), output('(-a)++')).  % SWI-Prolog: -a++
case(wq('@@'('-'(1),b)), output('(- 1)@@b')).  % SWI-Prolog: - 1@@b
case(wq('++'('~~'('~~'(a)))), output('(~~ ~~a)++')).  % SWI-Prolog: ~~ ~~a++
case(wq('++'('-'('-'(1)))), output('(- - 1)++')).  % SWI-Prolog: - - 1++
case(wq('@@'('^^'(x,'~~'(a)),b)), output('(x^^ ~~a)@@b')).  % SWI-Prolog: x^^ ~~a@@b
case(wq('@@'('^^'(a,b),c)), output('(a^^b)@@c')).  % SWI-Prolog: a^^b@@c
case(wq('++'('^^'(a,'-'(b)))), output('(a^^ -b)++')).  % SWI-Prolog: a^^ -b++
% Alphanumeric infix operators are spaced as symbolic ones: a space before
% only where the tokens would glue, and one after when there was one before.
case(wq(is(f(x), 1)), output('f(x)is 1')).
case(wq(is("s", 1)), output('"s"is 1')).
case(wq(is(x, [a])), output('x is [a]')).
case(wq(mod([a], [b])), output('[a]mod[b]')).
case(wq(rem(f(x), g(y))), output('f(x)rem g(y)')).
case(wq(is([1], -)), output('[1]is(-)')).
case(wq(is(-, [1])), output('(-)is[1]')).
case(wq(is([1], -1)), output('[1]is-1')).
case(wq(is('A', b)), output('\'A\'is b')).
case(wq(is({a}, b)), output('{a}is b')).
case(wq(xor(1, 2)), output('1 xor 2')).
case(wq(is(-(1), a)), output('- 1 is a')).
