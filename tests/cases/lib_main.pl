% library(main): main/0 calls main/1 with the command-line arguments,
% argv_options/3 splits them, as SWI-Prolog 9.0 does.

:- use_module(library(main)).
:- dynamic lm_got/1.

main(Argv) :- retractall(lm_got(_)), assertz(lm_got(Argv)).

lm_argv(Av) :- ( catch(current_prolog_flag(argv, Av0), _, fail) -> Av = Av0 ; Av = [] ).

case((main, lm_got(A), lm_argv(Av)), checks([A == Av])).
case(argv_options(['--n=3', 'in.txt', '--verbose', '--no-color'], P, O),
     checks([P == ['in.txt'], O == [n(3), verbose(true), color(false)]])).
case(argv_options(['--e=', '--s=abc def', '--n=-3', '--a-b=1', '--x=1e3', '--y=0x10', '--z=1.0'], P, O),
     checks([P == [], O == [e(''), s('abc def'), n(-3), a_b(1), x(1000.0), y(16), z(1.0)]])).
case(argv_options([a, '-v', '-', '--q', '--', '--r=1', b], P, O),
     checks([P == [a, '-v', '-', '--r=1', b], O == [q(true)]])).
case(argv_options(['--no-x-y', '--Cap=1'], P, O), checks([P == [], O == [x_y(false), 'Cap'(1)]])).
case(argv_options([], P, O), checks([P == [], O == []])).
