% Constraints that SWI-Prolog answers by unifying two variables, and the
% enum labeling of domains too large to list.
:- use_module(library(clpfd)).

% A linear equality that says two variables are equal (its sum, divided
% by the gcd of its coefficients, is X - Y = 0) unifies them as it is
% posted: the answer is one variable with the meet of the two domains.
case((X - Y #= 0), checks([X == Y, copy_term(X, C, Gs), Gs == [clpfd:(C in inf..sup)]])).
case((X #= Y + 0), checks([X == Y])).
case((X + 0 #= Y), checks([X == Y])).
case((0 #= X - Y), checks([X == Y])).
case((X #= Y - 0), checks([X == Y])).
case((-X #= -Y), checks([X == Y])).
case((3*X #= 3*Y), checks([X == Y])).
case((A = 3, A*X #= A*Y), checks([X == Y])).
case((X + 5 #= Y + 5), checks([X == Y])).
case((X * 1 #= Y), checks([X == Y])).
case((X #= 1 * Y), checks([X == Y])).
case((X #= Y + Z - Z), checks([X == Y, var(Z)])).
case((X + Z #= Y + Z), checks([X == Y, var(Z)])).
case((X + 2*Y #= 2*Y + X), checks([var(X), var(Y)])).
case((X in 1..5, Y in 3..9, X - Y #= 0), checks([X == Y, fd_dom(X, D), D == 3..5])).
case((X in 1..3, Y in 5..9, X - Y #= 0), fail).
case((X - Y #= 0, X = 3), checks([Y == 3])).
case((X - Y #= 0, X - Z #= 0), checks([Y == Z, copy_term(Y, C, Gs), Gs == [clpfd:(C in inf..sup)]])).
case((X #> 3, Y #< 7, X - Y #= 0), checks([X == Y, fd_dom(X, D), D == 4..6])).
case(scalar_product([2,-2], [X,Y], #=, 0), checks([X == Y])).
% Big integers and `?(V)` take the expression compiler's way: the same.
case((P is 2^70, X + P #= Y + P), checks([X == Y])).
case((P is 2^70, P*X #= P*Y, fd_degree(X, D)), checks([X == Y, D == 4])).
case((P is 2^70, X + P - Y #= P), checks([X == Y])).
case((X + ?(Y) #= 2*Y), checks([X == Y])).
case((?(X) #= ?(Y) + 0, fd_degree(X, D)), checks([X == Y, D == 2])).
case((X + abs(Z) #= Y + abs(Z)), checks([X \== Y, var(Z)])).
case((X + Z*Z #= Y + Z*Z), checks([X \== Y])).
% Another module's attribute goes along: freeze/2 wakes on the binding.
case((freeze(X, W = woken), X - Y #= 0, Y = 1), checks([X == 1, W == woken])).
% Not an equality of two variables: nothing is unified.
case((X + Y #= 0), checks([X \== Y])).
case((X - Y #= 3), checks([X \== Y])).
case((2*X #= 3*Y), checks([X \== Y])).
case((X #>= Y, X #=< Y), checks([X \== Y])).
case((_ #<==> (X - Y #= 0)), checks([X \== Y])).
% 2^70 is an expression, not an integer: no linear reading in SWI-Prolog.
case((2^70*X #= 2^70*Y), checks([X \== Y])).
% The propagators SWI-Prolog posted on the way count in the degree: one
% on each for the `X #= Y + Z` form, the sum's and the `+`'s otherwise.
case((X - _ #= 0, fd_degree(X, D)), checks([D == 2])).
case((X #= _ + 0, fd_degree(X, D)), checks([D == 2])).
case((X #= 1 * _, fd_degree(X, D)), checks([D == 2])).
case((2*X #= 2*_, fd_degree(X, D)), checks([D == 4])).
case((_ + 5 #= Y + 5, fd_degree(Y, D)), checks([D == 4])).
case((X #> _, Y #> _, X - Y #= 0, fd_degree(X, D)), checks([D == 4])).

% Propagation that leaves a sum with two unit terms of opposite sign and
% constant 0 unifies them; other coefficients stay (SWI-Prolog divides by
% the gcd only when it posts).
case((X - Y + Z #= 2, Z = 2), checks([X == Y])).
case((X - Y + 2*Z #= 2, Z = 1), checks([X == Y])).
case((X - Y #= Z, Z = 0), checks([X == Y])).
case((X #= Y + Z, Z in 0..1, Z #< 1), checks([X == Y])).
case((2*X - 2*Y + Z #= 0, Z = 0), checks([X \== Y])).
case((X #= Y * Z, Z = 1), checks([X == Y])).

% element(I, Xs, V): once I is known, V is the I-th element (unified,
% even when that element is a variable), so that a later binding of
% either is the other's.
case((element(I, [A,B,C], V), I = 2), checks([V == B, var(A), var(C)])).
case((element(2, [_,B,_], V)), checks([V == B])).
case((element(I, [_,B,_], V), I = 2, V = 5), checks([B == 5])).
case((element(I, [_,B,_], V), I = 2, B = 5), checks([V == 5])).
case((element(I, [A,_,_], V), I in 1..2, I #\= 2), checks([I == 1, V == A])).
case((element(I, [A,B,C], V), A in 1..3, V in 5..9, B in 0..2), checks([I == 3, V == C, fd_dom(C, D), D == 5..9])).
case((element(_, [A,B], V), A in 1..3, B in 4..6, V #> 3), checks([V == B])).
case((element(I, [1,2,3], V), I = 2), checks([V == 2])).
case((X in 0..9, element(I, [X,5], V), I = 1, X = 3), checks([V == 3])).
case((element(1, [A], A)), checks([var(A)])).
case((freeze(V, W = woken), element(I, [_,B], V), I = 2, B = 7), checks([V == 7, W == woken])).
case(findall(Q, (element(I, [A,B], V), I in 1..2, label([I]), (V == A -> Q = a ; V == B -> Q = b ; Q = none)), L),
     checks([L == [a, b]])).
case((element(I, [_,B,_], V), I = 2, fd_degree(V, D1), fd_degree(B, D2)), checks([D1 == 5, D2 == 5])).
% I narrowed to two positions of the same variable: not known yet.
case((element(I, [A,_,A], V), I in 1..3, I #\= 2), checks([var(I), V \== A])).

% enum labeling walks the domain value by value, however many values it
% has (no list of them is built).
case((P is 2^70, X in 0..P, findall(X, limit(3, labeling([enum], [X])), L)), checks([L == [0, 1, 2]])).
case((P is 2^70, X in 0..P, findall(X, limit(2, labeling([enum, down], [X])), L)),
     checks([L == [1180591620717411303424, 1180591620717411303423]])).
case((P is 2^70, M is -P, X in M..P, X #\= 0, findall(X, limit(2, labeling([enum], [X])), L)),
     checks([L == [-1180591620717411303424, -1180591620717411303423]])).
case((P is 2^70, X in 0..P, X #\= 1, X #\= 3, findall(X, limit(4, labeling([enum], [X])), L)), checks([L == [0, 2, 4, 5]])).
case((P is 2^70, X in 0..P, X mod 1000 #= 7, findall(X, limit(3, labeling([enum], [X])), L)),
     checks([L == [7, 1007, 2007]])).
case((P is 2^64, X in 0..P, Y in 0..P, X #= Y + 1, findall(X-Y, limit(2, labeling([enum, down], [X, Y])), L)),
     checks([L == [18446744073709551616-18446744073709551615, 18446744073709551615-18446744073709551614]])).
% Across the end of the 64-bit range.
case((P is 2^63 - 2, Q is 2^63 + 1, X in P..Q, findall(X, labeling([enum], [X]), L)),
     checks([L == [9223372036854775806, 9223372036854775807, 9223372036854775808, 9223372036854775809]])).
case((P is -(2^63) - 1, Q is -(2^63) + 1, X in P..Q, findall(X, labeling([enum, down], [X]), L)),
     checks([L == [-9223372036854775807, -9223372036854775808, -9223372036854775809]])).
case((P is 2^63 - 2, Q is 2^63 + 1, X in P..Q, findall(X, labeling([bisect], [X]), L)),
     checks([L == [9223372036854775806, 9223372036854775807, 9223372036854775808, 9223372036854775809]])).
case((X in 9223372036854775807), checks([X == 9223372036854775807])).
case((X in -9223372036854775808..0, labeling([enum], [X])), checks([X == -9223372036854775808])).
% A domain within 64 bits of more than 2^20 values.
case((P is 2^21, Q is 2^30, R is 2^40, X in 0..P \/ Q..R, findall(X, limit(2, labeling([enum, down], [X])), L)),
     checks([L == [1099511627776, 1099511627775]])).
case((P is 2^62, X in 0..P, findall(X, limit(2, labeling([enum], [X])), L)), checks([L == [0, 1]])).
case(findall(X, (X in 1..3 \/ 5..7, labeling([enum, down], [X])), L), checks([L == [7, 6, 5, 3, 2, 1]])).
case((X in 0..sup, labeling([enum], [X])), error(instantiation_error)).
case((X in inf..0, labeling([enum, down], [X])), error(instantiation_error)).
