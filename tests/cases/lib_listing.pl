% portray_clause/1 and listing/1: SWI-Prolog's clause layout. The expected
% texts were produced by SWI-Prolog 9 (asserted clauses, so that variables are
% named A, B, ... in both systems).

:- dynamic lst_d/1, lst_e/2, lst_f/1, lst_g/0, lst_g/1.

case(portray_clause(foo(a)),
     output('foo(a).\n')).
case(portray_clause(foo(X, _Y, X)),
     output('foo(A, _, A).\n')).
case(portray_clause(foo(_)),
     output('foo(_).\n')).
case(portray_clause((a :- b)),
     output('a :-\n    b.\n')).
case(portray_clause((a :- b, c, d)),
     output('a :-\n    b,\n    c,\n    d.\n')).
case(portray_clause((h(X) :- p(X), q(X, _))),
     output('h(A) :-\n    p(A),\n    q(A, _).\n')).
case(portray_clause((a :- b, c ; d)),
     output('a :-\n    (   b,\n        c\n    ;   d\n    ).\n')).
case(portray_clause((a :- (b -> c ; d))),
     output('a :-\n    (   b\n    ->  c\n    ;   d\n    ).\n')).
case(portray_clause((a(X) :- (X > 0 -> Y = pos ; X < 0 -> Y = neg ; Y = zero), write(Y))),
     output('a(A) :-\n    (   A>0\n    ->  B=pos\n    ;   A<0\n    ->  B=neg\n    ;   B=zero\n    ),\n    write(B).\n')).
case(portray_clause((a :- (b ; c), d)),
     output('a :-\n    (   b\n    ;   c\n    ),\n    d.\n')).
case(portray_clause((a :- (b -> c))),
     output('a :-\n    (   b\n    ->  c\n    ).\n')).
case(portray_clause((a :- (b *-> c ; d))),
     output('a :-\n    (   b\n    *-> c\n    ;   d\n    ).\n')).
case(portray_clause((a :- (b -> (c -> d ; e) ; f))),
     output('a :-\n    (   b\n    ->  (   c\n        ->  d\n        ;   e\n        )\n    ;   f\n    ).\n')).
case(portray_clause((a :- \+ b)),
     output('a :-\n    \\+ b.\n')).
case(portray_clause((a :- \+ (b, c))),
     output('a :-\n    \\+ ( b,\n         c\n       ).\n')).
case(portray_clause((a(L) :- findall(X, (member(X, L), X > 1), _))),
     output('a(A) :-\n    findall(B,\n            ( member(B, A),\n              B>1\n            ),\n            _).\n')).
case(portray_clause((a(G) :- catch(G, E, (print_message(error, E), fail)))),
     output('a(A) :-\n    catch(A,\n          B,\n          ( print_message(error, B),\n            fail\n          )).\n')).
case(portray_clause((a :- forall(p(X), q(X)))),
     output('a :-\n    forall(p(A), q(A)).\n')).
case(portray_clause((a :- !)),
     output('a :-\n    !.\n')).
case(portray_clause((a :- b, !, c)),
     output('a :-\n    b,\n    !,\n    c.\n')).
case(portray_clause([1, 2, 3]),
     output('[1, 2, 3].\n')).
case(portray_clause(f('A b', [a|b], {x, y}, 'don''t', -(1), - a, 1 - -1)),
     output('f(\'A b\', [a|b], {x, y}, \'don\\\'t\', - 1, -a, 1- -1).\n')).
case(portray_clause(f((a, b), (a :- b), (a ; b))),
     output('f((a, b), (a:-b), (a;b)).\n')).
case(portray_clause((a :- _X = f((p, q)))),
     output('a :-\n    _=f((p, q)).\n')).
case(portray_clause((a --> b, {c})),
     output('a -->\n    b,\n    { c\n    }.\n')).
case(portray_clause((a :- b : c)),
     output('a :-\n    b:c.\n')).
case(portray_clause((:- initialization(main))),
     output(':- (initialization main).\n')).
case(portray_clause((a(X) :- append(X, [aaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbbb, ccccccccccccccccccccccccc, ddddddddddddddddddddd], Y), write(Y))),
     output('a(A) :-\n    append(A,\n           [ aaaaaaaaaaaaaaaaaaaaaaa,\n             bbbbbbbbbbbbbbbbbbbbbbbbbbbbb,\n             ccccccccccccccccccccccccc,\n             ddddddddddddddddddddd\n           ],\n           B),\n    write(B).\n')).
case(portray_clause(f(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb, ccccccccccccccccccccccccccc)),
     output('f(aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb, ccccccccccccccccccccccccccc).\n')).
case(portray_clause(f('$VAR'(1), '$VAR'('Foo'))),
     output('f(B, Foo).\n')).
case(portray_clause(_),
     output('_.\n')).
case(portray_clause((a :- call((b, c)))),
     output('a :-\n    call(( b,\n           c\n         )).\n')).
case(( retractall(lst_d(_)), assertz(lst_d(1)), assertz((lst_d(X) :- X > 1, lst_d(1))), listing(lst_d/1) ),
     output(':- dynamic lst_d/1.\n\nlst_d(1).\nlst_d(A) :-\n    A>1,\n    lst_d(1).\n\n')).
case(( retractall(lst_e(_, _)), listing(lst_e/2) ),
     output(':- dynamic lst_e/2.\n\n\n')).
case(( retractall(lst_f(_)), assertz(lst_f(a)), assertz(lst_f(b)), listing(lst_f) ),
     output(':- dynamic lst_f/1.\n\nlst_f(a).\nlst_f(b).\n\n')).
case(( retractall(lst_g), retractall(lst_g(_)), assertz(lst_g), assertz((lst_g(X) :- (X = 1 ; X = 2))), listing(lst_g) ),
     output(':- dynamic lst_g/0.\n\nlst_g.\n\n:- dynamic lst_g/1.\n\nlst_g(A) :-\n    (   A=1\n    ;   A=2\n    ).\n\n')).
case(listing(lst_no_such_pred), error(existence_error(procedure, lst_no_such_pred))).
case(listing(lst_no_such_pred/3), error(existence_error(procedure, lst_no_such_pred/3))).
case(listing(1), error(type_error(predicate_indicator, 1))).
% Name//Arity names a nonterminal: two arguments more.
case(( retractall(lst_g(_)), assertz((lst_g(X) :- X = 1)), listing(lst_g//(-1)) ),
     error(type_error(predicate_indicator, lst_g//(-1)))).
case(( assertz((lst_nt(X, S0, S) :- q(X), S0 = [X|S])), listing(lst_nt//1) ),
     output(':- dynamic lst_nt/3.\n\nlst_nt(A, B, C) :-\n    q(A),\n    B=[A|C].\n\n')).
case(listing(foo/bar), error(type_error(predicate_indicator, foo/bar))).
case(( retractall(lst_f(_)), assertz(lst_f(x)), listing(lst_f/1) ),
     output(':- dynamic lst_f/1.\n\nlst_f(x).\n\n')).
case(portray_clause((:- dynamic foo/1)),
     output(':- (dynamic foo/1).\n')).
case(portray_clause((a :- findall(X-Y, p(X, Y), _))),
     output('a :-\n    findall(A-B, p(A, B), _).\n')).
% A module-qualified spec, or listing/1 called in a module, lists that
% module's predicate (swipl 9.0.4).
case(( retractall(lst_mod:lst_h(_)), assertz(lst_mod:lst_h(1)), listing(lst_mod:lst_h/1) ),
     output(':- dynamic lst_h/1.\n\nlst_h(1).\n\n')).
case(( retractall(lst_mod:lst_h(_)), assertz(lst_mod:lst_h(2)), lst_mod:listing(lst_h/1) ),
     output(':- dynamic lst_h/1.\n\nlst_h(2).\n\n')).

% portray_clause/2,3 (SWI-Prolog 9: the same texts; unknown options are
% accepted, a non-list is a type error).
case(portray_clause(current_output, foo(X, _Y, X)),
     output('foo(A, _, A).\n')).
case(portray_clause(current_output, (a :- b, c), []),
     output('a :-\n    b,\n    c.\n')).
case(portray_clause(current_output, f('A', _), [quoted(false)]),
     output('f(A, _).\n')).
case(portray_clause(current_output, (a :- b), [indent(4)]),
     output('    a :-\n        b.\n')).
case(portray_clause(current_output, f(X, _Y), [variable_names(['Foo'=X])]),
     output('f(Foo, _).\n')).
case(portray_clause(current_output, f(x), [module(user)]),
     output('f(x).\n')).
case(portray_clause(current_output, a, foo), error(type_error(list, foo))).
