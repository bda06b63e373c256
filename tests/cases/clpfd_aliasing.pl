% Binding and unifying constrained variables: the propagators that name
% both variables of a unification are decided or rewritten at once, and
% an equation or product that binding leaves saying two variables are
% equal unifies them, as SWI-Prolog's propagators do when they next run.
% The residual goals are SWI-Prolog's.
:- use_module(library(clpfd)).

% Two variables of one sum or difference unified.
case((X #> Y, X = Y), fail).
case((X #< Y, X = Y), fail).
case((X #>= Y + 3, X = Y), fail).
case((X #= Y + 1, X = Y), fail).
case((X #\= Y, X = Y), fail).
case((X #\= Y + 0, X = Y), fail).
case((X in 1..5, X #\= Y, X = Y), fail).
case((X #>= Y, X = Y, copy_term(X, C, Gs)), checks([X == Y, Gs == [clpfd:(C in inf..sup)]])).
case((X #=< Y + 3, X = Y, copy_term(X, C, Gs)), checks([Gs == [clpfd:(C in inf..sup)]])).
case((X - Y #= 0, X = Y, copy_term(X, C, Gs)), checks([Gs == [clpfd:(C in inf..sup)]])).
case((X + Y #= 0, X = Y), checks([X == 0, Y == 0])).
case((X + Y #= 3, X = Y), fail).
case((X #= Y + Z, Y = Z, copy_term(X-Z, A-B, Gs)), checks([Gs == [clpfd:(2*B #= A)]])).
case((X #= Y + Z, Z = Y, Y in 0..3, copy_term(X-Z, A-B, Gs)),
     checks([msort(Gs, S), msort([clpfd:(B in 0..3), clpfd:(2*B #= A), clpfd:(A in 0..6)], S)])).
case((X #= Y + Z, X = Y), checks([Z == 0, var(X)])).
case((X #= Y - Z, Y = Z), checks([X == 0, var(Y)])).
case((X #= Y - Z, X = Y), checks([Z == 0])).
case((-X #= Y, X = Y), checks([X == 0])).
% Longer sums and other coefficients keep the two occurrences, as in
% SWI-Prolog.
case((A+B+C #= 10, A = B, B = C, copy_term(A, V, Gs)), checks([Gs == [clpfd:(V+V+V #= 10)]])).
case((X #\= Y + 1, X = Y, copy_term(X, C, Gs)), checks([Gs == [clpfd:(C #\= C+1)]])).
case((X #= 2*Y + 1, X = Y, copy_term(X, C, Gs)), checks([Gs == [clpfd:(C #= 2*C+1)]])).
case((X #=< 2*Y, X = Y, copy_term(X, C, Gs)), checks([Gs == [clpfd:(C #=< 2*C)]])).
% A chain of two unified ends only narrows bounds.
case((X #< Y, Y #< Z, X = Z, Y in 0..9), fail).

% A binding that leaves an equation of two variables unifies them.
case((X #= Y + Z, Y = 0), checks([X == Z, copy_term(X, C, Gs), Gs == [clpfd:(C in inf..sup)]])).
case((X + Y #= Z, X = 0), checks([Y == Z])).
case((X #= Y + Z + W, W = 0, Y = 0), checks([X == Z, Y == 0])).
case((X #= Y + Z, Y in 0..5, Z in 0..5, Y = 0), checks([X == Z, fd_dom(X, D), D == 0..5])).
case((X #= Y + Z, Y = 0, Z = 1), checks([X == 1])).
case((X #= Y + Z, Y = 3), checks([var(X), var(Z)])).
case((X #= Y * Z, Y = 1), checks([X == Z, copy_term(X, C, Gs), Gs == [clpfd:(C in inf..sup)]])).
case((X #= Y * Z, Y = 0, copy_term(Z, C, Gs)), checks([X == 0, Gs == [clpfd:(C in inf..sup)]])).
case((X * Y #= Z, Z = 0, copy_term(X-Y, A-B, Gs)), checks([Gs == [clpfd:(A*B #= 0)]])).
% A bound variable leaves the sum it was in.
case((X #= Y + Z + W, W = 0, copy_term(X-Y-Z, A-B-C, Gs)), checks([Gs == [clpfd:(A #= B+C)]])).
case((X #= Y + Z + W, W = 5, copy_term(X-Y-Z, A-B-C, Gs)), checks([Gs == [clpfd:(A #= B+C+5)]])).
case((X #=< Y + Z, Z = 0, copy_term(X-Y, A-B, Gs)), checks([Gs == [clpfd:(A #=< B)]])).
case((X #\= Y + Z, Z = 0, copy_term(X-Y, A-B, Gs)), checks([Gs == [clpfd:(A #\= B)]])).
case((X + Y + Z #= 10, Z = 1, copy_term(X-Y, A-B, Gs)), checks([Gs == [clpfd:(A+B #= 9)]])).

% A product by a constant whose two variables are unified: 0 is the one
% value with Y = K*Y for K not 1.
case((X #= 2*Y, X = Y), checks([X == 0, Y == 0])).
case((X #= -3*Y, Y = X), checks([X == 0])).
case((X #= 2*Y, X = Y, Y #> 0), fail).
case((X #= 2*Y, X = Z, Z = Y), checks([X == 0])).
% A variable fixed by propagation or labeling is bound as by unification.
case((X #= Y + Z, Y in 0..1, label([Y])), checks([Y == 0, X == Z])).
case((X #= Y + Z, Y in 0..1, labeling([down], [Y])), checks([Y == 1, X \== Z])).
case((X #= Y + Z, Y in 0..1, indomain(Y)), checks([X == Z])).
case((X #= Y + Z, Y #>= 0, Y #=< 0, copy_term(X, C, Gs)), checks([X == Z, Gs == [clpfd:(C in inf..sup)]])).
case((X #= Y * Z, Y in 1..2, labeling([bisect], [Y])), checks([Y == 1, X == Z])).
case((X #= Y * Z, Y in 0..1, label([Y]), copy_term(Z, C, Gs)), checks([X == 0, Gs == [clpfd:(C in inf..sup)]])).
case(findall(X-Z, (X #= Y + Z, Y in 0..1, label([Y]), X = 5), L), checks([L == [5-5, 5-4]])).
% A plain variable equated with a finite-domain one (the objective of
% labeling([min(E)])) is bound to it: no propagator ties two variables.
case((X in 0..5, fd_statistics(constraints, _), S #= X, fd_statistics(constraints, N), copy_term(S, C, Gs)),
     checks([S == X, N == 0, Gs == [clpfd:(C in 0..5)]])).
case((X #> Y, S #= X, fd_degree(S, D)), checks([S == X, D == 1])).
case((freeze(Y, true), S #= Y, fd_dom(S, D)), checks([S == Y, D == inf..sup])).
% `X #= Y` between two variables of one domain: the equation that ties
% them waits, and acts once one of them changes.
case(([X,Y] ins 1..5, X #= Y, X #< 3, fd_dom(Y, D)), checks([D == 1..2])).
case(([X,Y] ins 1..5, X #= Y, Y #\= 2, X #> 1, fd_dom(X, D)), checks([D == 3..5])).
case(([X,Y] ins 1..5, X #= Y, Y = 4), checks([X == 4])).
case(([X,Y] ins 1..5, all_different([X,Z]), Z = 3, X #= Y, fd_dom(Y, D)), checks([D == 1..2\/4..5])).
