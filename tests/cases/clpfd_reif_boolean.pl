% CLP(FD): `B #<==> (X #/\ Y)` and `B #<==> (X #\/ Y)` over variables
% that are 0/1 already (counting models: bibd's pairs of rows), posted
% straight as the connective's propagator; and the cases left to the
% walk of the formula (an operand repeated, known or wider, B known or
% wider, B with another attribute), which must answer as before.
:- use_module(library(clpfd)).

residual(Vs, Gs) :- copy_term(Vs, Vs, Gs).

% truth tables, by labeling
case(([A, B] ins 0..1, C #<==> (A #/\ B), findall(A-B-C, label([A, B, C]), L)),
     checks([L == [0-0-0, 0-1-0, 1-0-0, 1-1-1]])).
case(([A, B] ins 0..1, C #<==> (A #\/ B), findall(A-B-C, label([A, B, C]), L)),
     checks([L == [0-0-0, 0-1-1, 1-0-1, 1-1-1]])).
case(([A, B] ins 0..1, (A #/\ B) #<==> C, findall(A-B-C, label([C, A, B]), L)),
     checks([L == [0-0-0, 0-1-0, 1-0-0, 1-1-1]])).
case(([A, B, C] ins 0..1, (A #\/ B) #<=> C, findall(A-B-C, label([C, B, A]), L)),
     checks([L == [0-0-0, 1-0-1, 0-1-1, 1-1-1]])).
% propagation once a variable is fixed
case(([A, B] ins 0..1, C #<==> (A #/\ B), C = 1), checks([A == 1, B == 1])).
case(([A, B] ins 0..1, C #<==> (A #/\ B), A = 0), checks([C == 0, var(B)])).
case(([A, B] ins 0..1, C #<==> (A #/\ B), A = 1, B = 1), checks([C == 1])).
case(([A, B, C] ins 0..1, C #<==> (A #/\ B), C = 0, A = 1), checks([B == 0])).
case(([A, B] ins 0..1, C #<==> (A #\/ B), C = 0), checks([A == 0, B == 0])).
case(([A, B] ins 0..1, C #<==> (A #\/ B), B = 1), checks([C == 1, var(A)])).
case(([A, B] ins 0..1, C #<==> (A #\/ B), C = 1, A = 0), checks([B == 1])).
case(([A, B] ins 0..1, C #<==> (A #/\ B), C = 1, B = 0), fail).
% residual goals, as the walk of the formula wrote them
case(([A, B] ins 0..1, C #<==> (A #/\ B), residual([A, B, C], Gs)),
     checks([Gs == [clpfd:(A in 0..1), clpfd:(A#/\B#<==>C), clpfd:(B in 0..1), clpfd:(C in 0..1)]])).
case(([A, B] ins 0..1, (A #\/ B) #<==> C, residual([A, B, C], Gs)),
     checks([Gs == [clpfd:(A in 0..1), clpfd:(A#\/B#<==>C), clpfd:(B in 0..1), clpfd:(C in 0..1)]])).
case(([A, B] ins 0..1, freeze(C, true), C #<==> (A #/\ B), residual([A, B, C], Gs)),
     checks([Gs == [clpfd:(A in 0..1), clpfd:(A#/\B#<==>C), clpfd:(B in 0..1), freeze(C, user:true), clpfd:(C in 0..1)]])).
% the cases the walk keeps: an operand repeated, B one of the operands,
% B wider than 0..1
case(([A] ins 0..1, C #<==> (A #/\ A), A = 1), checks([C == 1])).
case(([A] ins 0..1, C #<==> (A #\/ A), C = 0), checks([A == 0])).
case(([A, B] ins 0..1, A #<==> (A #/\ B), B = 0), checks([A == 0])).
case(([A, B] ins 0..1, A #<==> (A #\/ B), B = 1), checks([A == 1])).
case(([A, B] ins 0..1, B = 1, C #<==> (A #/\ B), A = 0), checks([C == 0])).
case(([A, B] ins 0..1, C in 0..5, C #<==> (A #/\ B)), checks([fd_dom(C, D), D == 0..1])).
case(([A, B] ins 0..1, C in 2..5, C #<==> (A #/\ B)), fail).
case(([A, B] ins 0..1, C #<==> (A #/\ B), fd_degree(A, DA), fd_degree(C, DC)), checks([DA == 1, DC == 1])).
% the statistics count one propagator and B's narrowing to 0..1
case(([A, B] ins 0..1, fd_statistics(constraints, _), fd_statistics(prunings, _),
      C #<==> (A #/\ B), fd_statistics(constraints, N), fd_statistics(prunings, P), var(C)),
     checks([N == 1, P == 2])).
