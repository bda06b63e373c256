% Residual goals: copy_term/3 returns the constraints on the copied
% variables (clpfd's attribute_goals//1, and freeze/2, dif/2). As in
% SWI-Prolog, a constraint of library(clpfd) is qualified clpfd:G (the
% toplevel shows it without).
:- use_module(library(clpfd)).

case((X in 1..3, copy_term(X, C, Gs)), checks([Gs = [clpfd:G], G = (V in D), V == C, D == 1..3])).
case((X #> 3, copy_term(X, C, Gs)), checks([Gs = [clpfd:(C in 4..sup)]])).
case((X in 1..5, X #\= 3, copy_term(X, C, Gs)), checks([Gs = [clpfd:(C in 1..2\/4..5)]])).
case((X #\= Y, copy_term(X-Y, A-B, Gs)), checks([Gs = [clpfd:G], G = (L #\= R), L-R == A-B])).
% X #= Y unifies two variables, as in SWI-Prolog: X is then a variable of
% inf..sup with no constraint, which the goals say
case((X #= Y, copy_term(X, C, Gs)), checks([X == Y, Gs = [clpfd:(V in inf..sup)], V == C])).
case((X in 1..3, Y in 2..5, X #= Y), checks([X == Y, fd_dom(X, D), D == 2..3])).
case((X in 1..3, Y in 2..5, X = Y, copy_term(X, C, Gs)), checks([Gs = [clpfd:(V in 2..3)], V == C])).
case((X #= _Y, fd_degree(X, D)), checks([D == 0])).
case((X in 1..3, Y in 5..7, X #= Y), fail).
% F #<==> B with B a variable: B is F's truth value
case(((X #> 5) #<==> B, copy_term([X, B], [C, D], Gs)),
     checks([msort(Gs, S), msort([clpfd:(D in 0..1), clpfd:((C #>= 6) #<==> D)], S)])).
case((B #<==> C, copy_term([B, C], [D, E], Gs)), checks([B == C, D == E, Gs = [clpfd:(D in 0..1)]])).
% a disjunction of equalities over one variable is a domain
case((X #= 3 #\/ X #= 5 #\/ 7 #= X, copy_term(X, C, Gs)), checks([Gs = [clpfd:(V in 3\/5\/7)], V == C])).
case((X #= 3 #\/ Y #= 5, X = 4), checks([Y == 5])).
% a disjunction of precedences (a job shop's machine): each side reified,
% and the clause over their truth values, written as SWI-Prolog's (a
% variable's constraints newest first)
case(([X, Y] ins 0..10, X + 3 #=< Y #\/ Y + 2 #=< X, copy_term([X, Y], [A, C], Gs)),
     checks([Gs = [clpfd:(X1 in 0..10), clpfd:((Y3 #=< X3 + -2) #<==> Q), clpfd:((X2 #=< Y2 + -3) #<==> P),
                   clpfd:(Y4 in 0..10), clpfd:(P1 in 0..1), clpfd:((P2 #\/ Q2) #<==> 1), clpfd:(Q3 in 0..1)],
             [X1, X2, X3] == [A, A, A], [Y2, Y3, Y4] == [C, C, C], [P1, P2] == [P, P], [Q2, Q3] == [Q, Q],
             fd_degree(X, 2), fd_degree(Y, 2)])).
case(([X, Y] ins 0..10, X + 3 #=< Y #\/ Y + 2 #=< X, X in 4..6, Y in 3..5, copy_term([X, Y], [A, C], Gs)),
     checks([Gs = [clpfd:(X1 in 5..6), clpfd:((Y1 #=< X2 + -2) #<==> 1), clpfd:(Y2 in 3..4)],
             [X1, X2, Y1, Y2] == [A, A, C, C]])).
% one side entailed (its truth value 1, its propagator done): the
% other side's reified goal stays, over its own truth value
case(([X, Y, Z] ins 0..10, X + 5 #=< Y #\/ Y + 3 #=< Z, X #=< 1, Y #>= 6, copy_term([X, Y, Z], [A, B, C], Gs)),
     checks([Gs = [clpfd:(X1 in 0..1), clpfd:(Y1 in 6..10), clpfd:((Y2 #=< Z1 + -3) #<==> P), clpfd:(Z2 in 0..10),
                   clpfd:(P1 in 0..1)],
             [X1, Y1, Y2, Z1, Z2, P1] == [A, B, B, C, C, P], fd_degree(X, 1), fd_degree(Y, 3), fd_degree(Z, 1)])).
% one side impossible: the other holds, written with its truth value 1
case(([X, Y, Z, W] ins 0..10, X + 5 #=< Y #\/ Z + 3 #=< W, X #>= 6, copy_term([X, Y, Z, W], [A, B, C, D], Gs)),
     checks([Gs = [clpfd:(X1 in 6..10), clpfd:(Y1 in 0..10), clpfd:(Z1 in 0..7), clpfd:((Z2 #=< W1 + -3) #<==> 1),
                   clpfd:(W2 in 3..10)],
             [X1, Y1, Z1, Z2, W1, W2] == [A, B, C, C, D, D],
             fd_degree(X, 1), fd_degree(Y, 2), fd_degree(Z, 1), fd_degree(W, 2)])).
case(([X, Y] ins 0..10, X + 3 #=< Y #\/ Y + 2 #=< X, Y = 5, X = 6), fail).
case(([X, Y] ins 0..10, X + 3 #=< Y #\/ Y + 2 #=< X, Y = 5, X = 7), true).
% "next to" (two equations of unit terms, one propagator): written as
% the decomposition's reified sides and clause, at the start and once X
% is known
case(([X, Y] ins 1..5, X #= Y + 1 #\/ Y #= X + 1, copy_term([X, Y], [A, C], Gs)),
     checks([Gs = [clpfd:(X1 in 1..5), clpfd:((Y1 #= X2 + 1) #<==> P), clpfd:((X3 #= Y2 + 1) #<==> Q),
                   clpfd:(Y3 in 1..5), clpfd:(Q1 in 0..1), clpfd:((Q2 #\/ P1) #<==> 1), clpfd:(P2 in 0..1)],
             [X1, X2, X3] == [A, A, A], [Y1, Y2, Y3] == [C, C, C], [P1, P2] == [P, P], [Q1, Q2] == [Q, Q],
             fd_degree(X, 2), fd_degree(Y, 2)])).
case(([X, Y] ins 1..5, X #= Y + 1 #\/ Y #= X + 1, X = 3, copy_term(Y, C, Gs)),
     checks([Gs = [clpfd:(Y1 in 1..5), clpfd:((Y2 #= 4) #<==> P), clpfd:((Y3 #= 2) #<==> Q), clpfd:(Q1 in 0..1),
                   clpfd:((Q2 #\/ P1) #<==> 1), clpfd:(P2 in 0..1)],
             [Y1, Y2, Y3] == [C, C, C], [P1, P2] == [P, P], [Q1, Q2] == [Q, Q], fd_degree(Y, 2)])).
case(([X, Y] ins 1..5, X #= Y + 1 #\/ Y #= X + 1, X #> 4), checks([X == 5, Y == 4])).
case(([X, Y] ins 1..5, X #= Y + 1 #\/ Y #= X + 1, findall(X-Y, label([X, Y]), L)),
     checks([L == [1-2, 2-1, 2-3, 3-2, 3-4, 4-3, 4-5, 5-4]])).
case((X #= Y + 1 #\/ Y #= X + 1, X = 3, Y = 3), fail).
case((X #= Y + 1 #\/ Y #= X + 1, X = 3, findall(Y, (Y in 0..9, label([Y])), Ys)), checks([Ys == [2, 4]])).
case((B #<==> (X #= 3 #\/ X #= 5), copy_term([X, B], [C, D], Gs)),
     checks([msort(Gs, S), msort([clpfd:(D in 0..1), clpfd:((C in 3\/5) #<==> D)], S)])).
% a coefficient past 64 bits (SWI-Prolog keeps it in the sum; hornbook
% scales its variable through a variable of its own, with the same bounds)
case((X in 0..1, Y in 0..5, 100000000000000000000 * X + Y #= Z),
     checks([fd_dom(Z, D), D == 0..100000000000000000005])).
case((X #= _Y + _Z, copy_term(X, _, Gs)), checks([length(Gs, 1)])).
case((X #= 3, copy_term(X, C, Gs)), checks([C == 3, Gs == []])).
case(copy_term(f(X), C, Gs), checks([C = f(V), var(V), V \== X, Gs == []])).
case((X in 1..3, copy_term(X, C, _)), checks([\+ fd_var(C), var(C)])).
% (SWI-Prolog's frozen goal is user:true, hornbook's true; the toplevel
% shows both as true)
case((freeze(X, true), copy_term(X, C, Gs)), checks([Gs = [freeze(V, G)], V == C, strip_module(G, _, true)])).
% A frozen goal that is a variable is one goal (it looped, taken for a
% conjunction; found by tools/difffuzz). SWI-Prolog: [freeze(C, user:_)].
case((freeze(X, _), copy_term(X, C, Gs)), checks([Gs = [freeze(V, _)], V == C])).
case((dif(X, a), copy_term(X, C, Gs)), checks([Gs = [dif(V, a)], V == C])).
case((X in 1..3, freeze(X, true), copy_term(X, C, Gs)), checks([length(Gs, 2), var(C)])).
case((X in 1..9, B #<==> (X #> 4), copy_term(B, _, Gs)), checks([length(Gs, 3)])).
case((all_different([X, Y]), [X, Y] ins 1..3, copy_term([X, Y], _, Gs)), checks([length(Gs, 3)])).
% chain/2: the pairs not yet entailed
case((chain([X, Y, Z], #<), copy_term([X, Y, Z], _, Gs)), checks([length(Gs, 2)])).
case((chain([X, Y, Z], #<), X = 1, Y in 5..6, Z in 3..9, copy_term([X, Y, Z], _, Gs)), checks([length(Gs, 3)])).
case((chain([X, Y], #>), X in 0..9, copy_term([X, Y], _, Gs)), checks([length(Gs, 3)])).
case((chain([X, Y], #=<), X = 1, Y = 4, copy_term([X, Y], _, Gs)), checks([Gs == []])).

% (\=)/2 on a constrained variable asks the propagators (`\+ X = Y`, as in
% SWI-Prolog 9): a value outside the domain is not unifiable.
case((X in 1..3, X \= 5), true).
case((X in 1..3, X \= 2), fail).
case((X in 1..3, Y in 5..7, X \= Y), true).
