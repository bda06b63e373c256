% CLP(FD) reification and Boolean connectives: #<==>, #==>, #<==, #\/,
% #/\, #\ (the SICStus spellings are in clpfd_sicstus.pl).
:- use_module(library(clpfd)).

case((B #<==> (X #> 3), X = 5), checks([B == 1])).
case((B #<==> (X #> 3), X = 2), checks([B == 0])).
case((B #<==> (X #> 3), B = 1), checks([fd_inf(X, 4)])).
case((B #<==> (X #> 3), B = 0), checks([fd_sup(X, 3)])).
case((X in 1..10, B #<==> (X #= 11)), checks([B == 0])).
case((X in 1..10, B #<==> (X in 1..10)), checks([B == 1])).
case((B #<==> (X in 3..5), X = 4), checks([B == 1])).
case((B #<==> (X in 3..5), B = 0, X in 1..6), checks([fd_dom(X, D), D == 1..2\/6])).
case((X in 1..3, B #<==> (X #\= 2), X = 2), checks([B == 0])).
% SWI-Prolog documentation: count the elements equal to a value
case((length(Ls, 3), Ls ins 0..1, sum(Ls, #=, 2), Ls = [1|_], findall(Ls, label(Ls), All)),
     checks([All == [[1,0,1],[1,1,0]]])).
% a disjunction of equalities over one variable is its domain (SWI-Prolog)
case((X #= 3 #\/ X #= 5, X in 0..10), checks([fd_dom(X, D), D == 3\/5])).
case((X #= 3 #\/ 5 #= X #\/ X in 7, X in 0..10), checks([fd_dom(X, D), D == 3\/5\/7])).
case((B #<==> (X #= 3 #\/ X #= 5), X = 4), checks([B == 0])).
case((B #<==> (X #= 3 #\/ X #= 5), B = 1, X in 0..10), checks([fd_dom(X, D), D == 3\/5])).
case((X #= 3 #\/ X #= 5, X in 0..10, findall(X, label([X]), L)), checks([L == [3, 5]])).
case((X #= 3 #\/ X #= 5, X #\= 3), checks([X == 5])).
case((X in 0..10, X #> 3 #/\ X #< 6), checks([fd_dom(X, D), D == 4..5])).
case((X in 0..5, #\ X #= 3), checks([fd_dom(X, D), D == 0..2\/4..5])).
case((X in 0..5, X #> 2 #==> X #> 4, X #\= 5), checks([fd_dom(X, D), D == 0..2])).
case((X in 0..5, X #> 4 #<== X #> 2, X #\= 5), checks([fd_dom(X, D), D == 0..2])).
case((A #<==> B, A = 1), checks([B == 1])).
case((A #\ B, A = 1), checks([B == 0])).
case((A #\/ B, A = 0), checks([B == 1])).
case((A #/\ B), checks([A == 1, B == 1])).
case((#\ A), checks([A == 0])).
case((B #<==> (X #= Y), X in 1..2, Y in 3..4), checks([B == 0])).
case((B #<==> (X #= Y), X = 3, Y = 3), checks([B == 1])).
case((B #<==> (X #= Y), B = 1, X in 1..3, Y in 2..5), checks([fd_dom(X, D), D == 2..3])).
case((B #<==> (X * X #= 4), X in 0..5, B = 1), checks([X == 2])).
case((X in 0..9, B #<==> (X mod 2 #= 0), B = 1, findall(X, label([X]), L)), checks([L == [0, 2, 4, 6, 8]])).
case(findall(A-B, (A #==> B, label([A, B])), L), checks([L == [0-0, 0-1, 1-1]])).
case(findall(A-B-C, (C #<==> (A #/\ B), label([A, B, C])), L), checks([L == [0-0-0, 0-1-0, 1-0-0, 1-1-1]])).
case(findall(A-B-C, (C #<==> (A #\/ B), label([A, B, C])), L), checks([L == [0-0-0, 0-1-1, 1-0-1, 1-1-1]])).
% zcompare/3: the order of two integers, known once the domains decide it
case(zcompare(O, 1, 2), checks([O == (<)])).
case(zcompare(=, X, 3), checks([X == 3])).
case((X in 1..3, Y in 5..6, zcompare(O, X, Y)), checks([O == (<)])).
case((X in 1..3, zcompare(O, X, 2), X = 2), checks([O == (=)])).
case((X in 1..3, zcompare(O, X, 2), O = (>)), checks([X == 3])).
case((X in 1..3, zcompare(O, X, 2), X #< 2), checks([O == (<), X == 1])).
case((X in 1..3, zcompare(O, X, 2)), checks([var(O)])).
case(zcompare(foo, 1, 2), fail).
% Nested connectives: the truth value of a conjunction or disjunction
% inside a formula prunes both ways.
case((C #<==> (A #/\ B), C = 0, A = 1), checks([B == 0])).
case((C #<==> (A #/\ B), A = 1, B = 1), checks([C == 1])).
case((C #<==> (A #/\ B), B = 0), checks([C == 0, var(A)])).
case((C #<==> (A #\/ B), C = 1, A = 0), checks([B == 1])).
case((C #<==> (A #\/ B), C = 0), checks([A == 0, B == 0])).
case((D #<==> ((A #/\ B) #\/ C), D = 1, C = 0), checks([A == 1, B == 1])).
case((X in 0..9, B #<==> (X #< 3 #\/ X #> 6), B = 0), checks([fd_dom(X, D), D == 3..6])).
case((X in 0..9, (X #< 3 #\/ X #> 6) #/\ (X #> 1 #/\ X #< 8)), checks([fd_dom(X, D), D == 2..7])).
case((X in 0..9, B #<==> ((X #= 1 #\/ X #= 2) #==> X #> 5), X = 1), checks([B == 0])).
case((A #<==> (B #/\ B), A = 1), checks([B == 1])).
case((A #<==> (A #\/ B), B = 1), checks([A == 1])).
case((numlist(1, 300, Is), foldl(or_equal(X), Is, 0, F), B #<==> F, X = 150), checks([B == 1])).
case((numlist(1, 300, Is), foldl(or_equal(X), Is, 0, F), B #<==> F, X = 301), checks([B == 0])).
% What is not a formula
case(_ #<==> foo, ball(error(domain_error(clpfd_reifiable_expression, foo), _))).
case(_ #\/ 2, ball(error(domain_error(clpfd_reifiable_expression, 2), _))).
case(#\ f(_), ball(error(domain_error(clpfd_reifiable_expression, f(_)), _))).
case((1 #= 2 #/\ foo), fail).

% or_equal(X, I, F0, F): F is F0 or X #= I.
or_equal(X, I, F0, (F0 #\/ X #= I)).
