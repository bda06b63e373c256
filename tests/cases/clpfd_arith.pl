% CLP(FD) arithmetic constraints: #=, #\=, #<, #>, #=<, #>= over
% + - * // div mod rem abs min max ^, domains (in/2, ins/2, fd_dom/2 and
% the other reflection predicates), ground goals. Examples from the
% SWI-Prolog library(clpfd) documentation where there is one.
:- use_module(library(clpfd)).
:- discontiguous(case/2).

% ground goals are evaluated directly
case(1 + 2 #= 3, true).
case(3 #= 1 + 1, fail).
case(2 * 3 #\= 5, true).
case(7 #> 3, true).
case(3 #>= 4, fail).
case(X #= 1 + 2, checks([X == 3])).
case(3 #= Y + 2, checks([Y == 1])).
case(X #= 3 * 4 - 2 // 2, checks([X == 11])).
case(X #= 2 ^ 10, checks([X == 1024])).
case(X #= -7 // 2, checks([X == -3])).
case(X #= -7 div 2, checks([X == -4])).
case(X #= -7 mod 2, checks([X == 1])).
case(X #= -7 rem 2, checks([X == -1])).
case(X #= abs(-5) + min(3, 4) + max(3, 4), checks([X == 12])).

% propagation
case((X #> 3, X #< 6), checks([fd_dom(X, D), D == 4..5])).
case((X in 1..10, X #\= 5), checks([fd_dom(X, D), D == 1..4\/6..10])).
case((X in 1..3, X #\= 2), checks([fd_dom(X, D), D == 1\/3])).
case((X in 0..10, Y in 0..10, X + Y #= 15), checks([fd_dom(X, D), D == 5..10])).
case((X in 0..10, Y in 0..10, X + Y #= 10, X - Y #= 4), checks([fd_dom(X, 4..10), label([X, Y]), X == 7, Y == 3])).
case((X in 1..100, X * X #= 49), checks([X == 7])).
case((X in -10..10, X * X #= 49), checks([fd_dom(X, D), D == -7\/7])).
% mod with a known modulus narrows bounds only, as in SWI-Prolog
case((X in 0..20, X mod 5 #= 0), checks([fd_dom(X, D), D == 0..20])).
case((X in 1..20, X mod 5 #= 0), checks([fd_dom(X, D), D == 5..20])).
case((X in 0..30, X mod -7 #= -2), checks([fd_dom(X, D), D == 5..26])).
case((X in -30..30, X rem 7 #= 2), checks([fd_dom(X, D), D == 2..30])).
case((X in 10..12, Z #= X mod 7), checks([fd_dom(Z, D), D == 0..6])).
case((X in 3..5, Z #= X mod 7, X #\= 4), checks([fd_dom(Z, D), D == 3\/5])).
case((X in 0..30, Y in 1..5, X // Y #= 2), checks([fd_dom(X, D), D == 2..14])).
case((Y in 1..5, Z in 0..6, 23 // Y #= Z), checks([fd_dom(Y, D), D == 4..5, fd_dom(Z, E), E == 4..5])).
% abs(X-Y) #>= C is arc consistent: a value of X keeps a support while Y
% reaches C below or above it, so Y's bounds cut max(Y)-C+1..min(Y)+C-1
% from X (as GNU Prolog's dist(X, Y) #>= C)
case((X in 1..6, Y in 5..6, abs(X-Y) #> 1), checks([fd_dom(X, D), D == 1..4])).
case((X in 1..9, Y = 5, abs(X-Y) #>= 3), checks([fd_dom(X, D), D == 1..2\/8..9])).
case((X in 1..9, Y in 4..6, abs(X-Y) #>= 3), checks([fd_dom(X, D), D == 1..3\/7..9])).
case((X in 1..3, Y in 2..9, abs(X-Y) #> 2), checks([fd_dom(Y, D), D == 4..9])).
% the cuts reach their common fixpoint: Y #< 5 leaves Y 4, then X 1
case((X in 1..3, Y in 2..9, abs(X-Y) #>= 3, Y #< 5), checks([X == 1, Y == 4])).
case((X in 1..3, Y in 2..4, abs(X-Y) #>= 4), fail).
case((X in 0..100, Y in 40..60, abs(X-Y) #>= 30), checks([fd_dom(X, D), D == 0..30\/70..100])).
case((X in 1..2, Y in 8..9, abs(X-Y) #>= 6), checks([fd_dom(X, 1..2), fd_dom(Y, 8..9)])).
case((X in 1..6, Y in 5..6, abs(X-Y) #> 1, Y = 5), checks([fd_dom(X, D), D == 1..3])).
case((X in 1..9, abs(X-5) #>= 3), checks([fd_dom(X, D), D == 1..2\/8..9])).
case((X in -5..5, Y #= abs(X), Y #< 2), checks([fd_dom(X, D), D == -1..1])).
% abs/1 reaches its own fixpoint: X in {0,2} and Y in 1..2 leave X = Y = 2
% (a single pass left Y at 1..2 and took the constraint as entailed).
case((X in 0..2, Y in 1..2, Y #= abs(X), X in 0\/2), checks([X == 2, Y == 2])).
case((V0 in 0..2, V2 in 0..2, V3 in -3..0, element(V0, [2,V3], V2), abs(V2) #= V0), fail).
case((X in 1..5, Y in 1..5, Z #= max(X, Y), Z #< 3), checks([fd_sup(X, 2), fd_sup(Y, 2)])).
case((X in 1..5, Y in 1..5, Z #= min(X, Y), Z #> 3), checks([fd_inf(X, 4), fd_inf(Y, 4)])).
case((X in 0..100, X // 10 #= 3), checks([fd_dom(X, D), D == 30..39])).
case((X #> 3, X #< 6, X #\= 4), checks([X == 5])).
case((X #= Y, Y = 3), checks([X == 3])).
case((X in 1..3, X = 4), fail).
case((X in 1..3, X = 2), true).
case((X in 1..3, Y in 2..5, X = Y), checks([fd_dom(X, D), D == 2..3])).
case((X in 1..3, X = a), error(type_error(integer, a))).
case((X in 0..20, Y in 0..20, X #= 2 * Y), checks([fd_dom(X, D), D == 0..20])).

% infinite domains and slowly converging chains terminate
case((X #> Y, Y #> X), true).
case((X #> Y, Y #> X, X in 0..sup), true).
case((X in 0..100000, Y in 0..100000, X #> Y, Y #> X), fail).

% domains
case(X in 1..3 \/ 5..7, checks([fd_dom(X, D), D == 1..3\/5..7])).
case(X in {2, 3, 5, 7}, checks([fd_dom(X, D), D == 2..3\/5\/7])).
case(X in inf..5, checks([fd_inf(X, inf), fd_sup(X, 5), fd_size(X, sup)])).
case(X in 3..sup, checks([fd_inf(X, 3), fd_sup(X, sup)])).
case(_X in 5..1, fail).
case(X in inf..sup, checks([fd_dom(X, D), D == inf..sup])).
case(_X in a..3, error(domain_error(clpfd_domain, a..3))).
% inf only as a lower bound, sup only as an upper one; an error names the
% whole domain (SWI-Prolog)
case(_X in sup..inf, error(domain_error(clpfd_domain, sup..inf))).
case(_X in sup..sup, error(domain_error(clpfd_domain, sup..sup))).
case(_X in inf..inf, error(domain_error(clpfd_domain, inf..inf))).
case(_X in 5..inf, error(domain_error(clpfd_domain, 5..inf))).
case(_X in 1..2 \/ sup..3, error(domain_error(clpfd_domain, 1..2 \/ sup..3))).
case(_X in 1..2 \/ a..3, error(domain_error(clpfd_domain, 1..2 \/ a..3))).
case(_X in 1..2 \/ foo, error(domain_error(clpfd_domain, 1..2 \/ foo))).
case([] ins 3..inf, error(domain_error(clpfd_domain, 3..inf))).
case(_X in 1.._, error(instantiation_error)).
case([X, Y] ins 2..2, checks([X == 2, Y == 2])).
% clpfd's attribute after another module's: found where attach/3 put it
case((freeze(X, true), dif(Y, 3), X in 1..3, Y in 1..3, X #= Y + 1, Y #\= 1),
     checks([X == 3, Y == 2])).
case(X in 3, checks([X == 3])).
case(3 in 1..5, true).
case(6 in 1..5, fail).
case([X, Y] ins 0..1, checks([fd_size(X, 2), fd_size(Y, 2)])).
case(_X in a, error(domain_error(clpfd_domain, a))).
case(_X in _, error(instantiation_error)).
case(_ ins 1..3, error(instantiation_error)).
% ins/2 checks every element, then the domain, before narrowing (SWI-Prolog)
case([7, a] ins 0..5, error(type_error(integer, a))).
case([] ins foo, error(domain_error(clpfd_domain, foo))).
case([a] ins foo, error(type_error(integer, a))).
case([_|_] ins 0..5, error(instantiation_error)).
case(foo ins 0..5, error(type_error(list, foo))).
case([X, 3, X] ins 1..3, checks([fd_dom(X, D), D == 1..3])).
case([_, 4] ins 1..3, fail).
% No variable to constrain: an empty domain is no failure (swipl 9.0.4:
% `[] ins 1..0` true; GNU Prolog 1.4.5: `fd_domain([], 1, 0)` yes), and
% the domain is still checked (`[] ins foo` above).
case([] ins 1..0, true).
case([_] ins 1..0, fail).
case([] ins 18446744073709551616, true).
case([] ins 1..a, error(domain_error(clpfd_domain, 1..a))).
case(_X #= a, error(domain_error(clpfd_expression, a))).
case(_X #= foo(1), error(domain_error(clpfd_expression, foo(1)))).

% reflection
case(fd_var(_), fail).
case((X in 1..2, fd_var(X)), true).
case(fd_dom(3, D), checks([D == 3..3])).
case(fd_size(_, S), checks([S == sup])).
case((X in 1..9, fd_size(X, S)), checks([S == 9])).
case((X #> _Y, fd_degree(X, D)), checks([D == 1])).
case((X #> 3, fd_degree(X, D)), checks([D == 0])).
% An integer has no constraints however large (swipl 9.0.4: D = 0; GNU
% Prolog has no fd_degree/2).
case(fd_degree(100000000000000000000, D), checks([D == 0])).
case(fd_degree(-100000000000000000000, [1, 2|_]), fail).
case(fd_degree(a, _), error(type_error(integer, a))).
case((X in -1000000000000..1000000000000, fd_size(X, S)), checks([S == 2000000000001])).

% backtracking restores domains
case((X in 1..10, ( X #> 5, fail ; true )), checks([fd_dom(X, D), D == 1..10])).
case((X in 1..10, findall(D, (member(V, [3, 7]), X #> V, fd_dom(X, D)), Ds)), checks([Ds == [4..10, 8..10], fd_dom(X, 1..10)])).

% The relations called from a clause body (a direct builtin call): a
% non-linear one is posted before the next goal of the body runs, and
% its errors reach the caller.
t_clpfd_square_below(X, Y, Max) :- X * X #= Y, Y #=< Max, fd_sup(X, S), S =< 3.
t_clpfd_order(X, Y, Z) :- Y in 2..5, Z in 2..5, X #> Y * Z, fd_inf(X, I), I == 5.
case((X in 0..10, t_clpfd_square_below(X, _, 9)), checks([fd_dom(X, D), D == 0..3])).
case((X in 0..10, t_clpfd_square_below(X, _, 20)), fail).
case(t_clpfd_order(X, _, _), checks([fd_inf(X, 5)])).
case((X in 0..4, t_clpfd_order(X, _, _)), fail).
case((X in 0..9, Y in 0..9, ( X * Y #= 81 -> R = yes ; R = no )), checks([R == yes, X == 9, Y == 9])).
case(t_clpfd_square_below(_, foo, 9), error(domain_error(clpfd_expression, foo))).
% Y #= A*X as written keeps the holes of the domains, interval by
% interval, both ways (SWI-Prolog's multiplication by a constant); the
% same equation written otherwise is propagated on bounds.
case((E in -1\/1, Y #= 104*E), checks([fd_dom(Y, D), D == -104\/104])).
case((E in 1..2\/4..5, Y #= E*2), checks([fd_dom(Y, D), D == 2..4\/8..10])).
case((E in 1\/3\/5, Y #= -2*E), checks([fd_dom(Y, D), D == -10\/ -6\/ -2])).
case((E in 0\/2\/5, 3*E #= Y, Y #\= 6), checks([fd_dom(E, D), D == 0\/5, fd_dom(Y, F), F == 0\/15])).
case((Y in 0\/3\/6\/7, Y #= 3*E), checks([fd_dom(Y, D), D == 0\/3\/6, fd_dom(E, F), F == 0..2])).
case((E in 0..15, 3*Y #= E, E #\= 3), checks([fd_dom(E, D), D == 0\/6..15, fd_dom(Y, F), F == 0\/2..5])).
case((E in inf.. -1\/1..sup, Y #= 3*E), checks([fd_dom(Y, D), D == inf.. -3\/3..sup])).
case((E in 0\/2\/5, Y #= 3*E, Y = 7), fail).
case((E in 0\/2\/5, Y #= 3*E, Y #= C), checks([fd_dom(C, D), D == 0\/6\/15])).
case((E in -1\/1, Y #= 104*E + 3), checks([fd_dom(Y, D), D == -101..107])).
case((E in 0\/2\/5, Y - 3*E #= 0), checks([fd_dom(Y, D), D == 0..15])).
case((E in 0\/2\/5, 2*Y #= 4*E), checks([fd_dom(Y, D), D == 0..10])).

% X^N with N known (and X*X, posted as X^2) reasons on bounds, as
% SWI-Prolog's: the squares of 1..10 are 1..100, not the ten squares; 0
% leaves a side the other lacks.
case((X in 1..10, Z #= X*X), checks([fd_dom(Z, D), D == 1..100])).
case((X in 1..10, Z #= X^2, Z #\= 49, X #\= 5), checks([fd_dom(Z, D), D == 1..48\/50..100, fd_dom(X, DX), DX == 1..4\/6..10])).
case((X in -3..3, Z #= X^2, Z #\= 0), checks([fd_dom(X, D), D == -3.. -1\/1..3, fd_dom(Z, DZ), DZ == 1..9])).
case((X in -3.. -1\/1..3, Z #= X^2), checks([fd_dom(Z, D), D == 1..9])).
case((X in -3..3, Z #= X*X, Z #\= 4), checks([fd_dom(X, D), D == -3..3, fd_dom(Z, DZ), DZ == 0..3\/5..9])).
case((X in 2..3, Z #= X^3), checks([fd_dom(Z, D), D == 8..27])).
case((X in -5..5, Z #= X^2, Z in 2..20), checks([fd_dom(X, D), D == -4.. -1\/1..4])).
case((X in 0..5, Z #= X^2, Z in 2..20), checks([fd_dom(X, D), D == 2..4])).
case((C in 1..99, H in 1..99, 2*2 + C*C #= 14*14 + H*H), checks([fd_dom(C, D), D == 14..49, fd_dom(H, DH), DH == 2..47])).

% X*Y once a factor is known scales the other's domain interval by
% interval, both ways, as SWI-Prolog's product (and `Y #= 3*X`) does.
case((Y in 1\/5, Z #= X*Y, X = 333), checks([fd_dom(Z, D), D == 333\/1665])).
case((Y in 1..3\/7, Z #= X*Y, X = 2, Z #\= 14), checks([fd_dom(Y, D), D == 1..3])).
case((Y in 1..3\/7, Z #= X*Y, X = 2), checks([fd_dom(Z, D), D == 2..6\/14])).
case((Y in 1..3\/7, Z #= Y*X, X = -2), checks([fd_dom(Z, D), D == -14\/ -6.. -2])).
case((Y in 0..10, Z #= X*Y, X = 3, Z in 4..20), checks([fd_dom(Y, D), D == 2..6, fd_dom(Z, DZ), DZ == 6..18])).
case((Y in 1..10, V #= X*Y, X = 3, V #\= 6), checks([fd_dom(Y, D), D == 1\/3..10])).
% A relation over one variable narrows its domain with no propagator left
% (posted and run once, as the statistics count it: fd_statistics/2 gives
% the count since the last call): bounds, a value,
% a value removed, a coefficient that does not divide, a failure.
case((X in 0..9, 2*X #=< 7, copy_term(X, C, Gs)), checks([Gs == [clpfd:(C in 0..3)]])).
case((X in 0..9, 3*X #= 12), checks([X == 4])).
case((X in 0..9, 3*X #= 13), fail).
case((X in 0..9, -X #\= -4, fd_dom(X, D)), checks([D == 0..3\/5..9])).
case((X in 0..9, X #> 9), fail).
case((X in 0..9, fd_statistics(constraints, _), X #\= 2, fd_statistics(constraints, C1), fd_dom(X, D)),
     checks([C1 == 1, D == 0..1\/3..9])).
case((X in 0..9, fd_statistics(resumptions, _), X #< 5, fd_statistics(resumptions, R1)), checks([R1 == 1])).
case((X in 0..9, 2*X #=< 7, X #>= 3), checks([X == 3])).
