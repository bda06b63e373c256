% The SICStus Prolog spellings library(clpfd) accepts beside SWI-Prolog's:
% domain/3, fd_statistics/2 and the connectives #<=>, #=>, #<=. SWI-Prolog
% 9 has none of them (it reads this file with syntax errors and unknown
% procedures), so these cases run under hornbook (and SICStus) only; every
% other clpfd_*.pl file passes under swipl too.
:- use_module(library(clpfd)).

case(domain([X, Y], 1, 4), checks([fd_dom(X, 1..4), fd_dom(Y, 1..4)])).
case((domain([X, Y], 1, 3), X #> Y), checks([fd_dom(X, 2..3), fd_dom(Y, 1..2)])).
% statistics
case((fd_statistics(constraints, _), X #> Y, Y #> 3, X #< 10, fd_statistics(constraints, C)), checks([C >= 1])).
case(fd_statistics(foo, _), error(domain_error(fd_statistics_key, foo))).
case(findall(K, fd_statistics(K, _), Ks), checks([Ks == [resumptions, entailments, prunings, backtracks, constraints]])).
% the connectives
case((B #<=> (X #= 3), X = 3), checks([B == 1])).
case((X in 0..5, X #> 2 #=> X #> 4, X = 3), fail).
case((X in 0..5, X #> 4 #<= X #> 2, X #\= 5), checks([fd_dom(X, D), D == 0..2])).
