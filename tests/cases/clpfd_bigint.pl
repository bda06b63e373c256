% CLP(FD) with integers past 64 bits, as SWI-Prolog's unbounded domains
% have them. The store's domains are 64-bit: a bound past that range
% leaves the domain unbounded on its side (never a lost solution), and a
% value past it that propagation knows exactly is kept beside the domain
% and bound to the variable, so these answers are SWI-Prolog's.
:- use_module(library(clpfd)).

% Known values past the range are folded or kept exactly.
case(X #= 2^70 + 1, checks([X == 1180591620717411303425])).
case((X #= 2^70 + Y, Y = 3), checks([X == 1180591620717411303427])).
case((X #= 2^70 + Y, Y in 0..10, X = 1180591620717411303429), checks([Y == 5])).
case((X #= 2^70 + Y, Y in 0..10), checks([var(X)])).
case((X #= 2^70 + Y, Y in 0..10, X #< 100), fail).
case((X #= Y + 1, Y in 0..sup, X = 1180591620717411303424), checks([Y == 1180591620717411303423])).
case((2^70 #= X + 2^69), checks([X == 590295810358705651712])).
case(X #= -(2^70) + 5, checks([X == -1180591620717411303419])).
case(X #= 9223372036854775807 + 1, checks([X == 9223372036854775808])).
case((X #= 2^70, X #= 2^71 - 2^70), checks([X == 1180591620717411303424])).
case((X #= 2^70, X #< 100), fail).
case((X #= 2^70, X #> 2^71), fail).
case((X #= 2^64, X #\= 18446744073709551616), fail).
case((X #\= Y, X #= 2^70, Y #= 2^70), fail).
case((X #\= Y, X #= 2^70, Y #= 2^70 + 1), checks([X == 1180591620717411303424])).
case(([A,B] = L, A #= 2^70, B #= A * 3, B #> A), checks([L == [1180591620717411303424, 3541774862152233910272]])).
% Bounds past the range.
case((X in 0..sup, X #> 2^64, X = 18446744073709551617), true).
case((X in 0..sup, X #> 2^64, X = 5), fail).
case((X in 0..100, X #> 2^64), fail).
case((X #> 9223372036854775807, X = 9223372036854775808), true).
case((X #>= 9223372036854775806), checks([fd_dom(X, D), D == 9223372036854775806..sup])).
case((X #=< -9223372036854775807), checks([fd_dom(X, D), D == inf.. -9223372036854775807])).
% Products and powers.
case((X*X #= 2^80, X #> 0), checks([X == 1099511627776])).
case((Y #= X*X, Y = 1208925819614629174706176, X #> 0), checks([X == 1099511627776])).
case((X in 1..3, Y #= X^50, X = 3), checks([Y == 717897987691852588770249])).
case((X in 1..3, Y #= X^50, Y #\= 1, Y #\= 1125899906842624), checks([X == 3])).
case(findall(X-Y, (X in 1..3, Y #= X^50, Y #\= 1, label([X])), L),
     checks([L == [2-1125899906842624, 3-717897987691852588770249]])).
case((X in 0..10, Y #= X * 2^62, X = 10), checks([Y == 46116860184273879040])).
case((Y #= 4611686018427387904*X, X = 3), checks([Y == 13835058055282163712])).
case((Y #= 4611686018427387904*X, Y = 13835058055282163712), checks([X == 3])).
case((Y #= 4611686018427387904*_X, Y = 13835058055282163713), fail).
case((X #= 2^70*Y, Y = 2), checks([X == 2361183241434822606848])).
case((X #= 2^62 * 2^2 * Y, Y = 3), checks([X == 55340232221128654848])).
case((X #= Y*Y, Y in 3037000499..3037000500, X #\= 9223372030926249001), checks([Y == 3037000500])).
case((X #= Y^3, Y in 2097151..2097153, X #< 9223358842721533952), checks([Y == 2097151])).
case((Z #= X*Y, Y #>= 1099511627776, X #= 2305843009213693952), checks([var(Z)])).
case(findall(X, (X in 0..4, Y #= 2^X, Y #> 4, label([X])), L), checks([L == [3, 4]])).
case(findall(X, (X in 60..70, Y #= 2^X, Y #< 2^63, label([X])), L), checks([L == [60, 61, 62]])).
case(findall(X, (X in 0..3, Y #= X*2^62, Y #>= 2^63, label([X])), L), checks([L == [2, 3]])).
case(findall(X, (X in 0..3, 2^X*2^62 #= Y, Y #=< 2^63, label([X])), L), checks([L == [0, 1]])).
% Labeling, sums with large coefficients, sum/3.
case(findall(X-Y, (Y in 0..3, X #= 2^62*Y + 1, label([Y])), L),
     checks([L == [1-0, 4611686018427387905-1, 9223372036854775809-2, 13835058055282163713-3]])).
case(findall(A-B, (A in 0..2, B in 0..2, 2^65*A + B #= 2^66 + 1, label([A,B])), L), checks([L == [2-1]])).
case(findall(A, (A in 0..5, A * 2^64 #> 2^66, label([A])), L), checks([L == [5]])).
case((sum([A,B,C], #=, S), A = 4611686018427387904, B = 4611686018427387904, C = 4611686018427387904),
     checks([S == 13835058055282163712])).
case((sum([A,B], #=, 9223372036854775806), [A,B] ins 0..4611686018427387904),
     checks([fd_dom(A, D), D == 4611686018427387902..4611686018427387904])).
% abs, min, max, mod.
case((X #= abs(Y), Y = -1180591620717411303424), checks([X == 1180591620717411303424])).
case((X #= abs(Y), Y in -9223372036854775807..0, X #< 5), checks([fd_dom(Y, D), D == -4..0])).
case((X #= max(Y, 2^64), Y in 0..1), checks([X == 18446744073709551616])).
case((X #= Y mod 2^70, Y in 0..10), checks([fd_dom(X, D), D == 0..10])).
case((X #= 2^70, X mod 7 #= R), checks([R == 2])).
case((X #= Y mod 9223372036854775806, Y in -5..5), checks([fd_dom(X, D), D == 0..9223372036854775805])).
% The reflection predicates on values past the range.
case(fd_dom(1180591620717411303424, D), checks([D == 1180591620717411303424..1180591620717411303424])).
case((X #= 2^70, fd_inf(X, I), fd_sup(X, S), fd_size(X, N)),
     checks([I == 1180591620717411303424, S == 1180591620717411303424, N == 1])).
case((X in 0..9223372036854775806, fd_size(X, N)), checks([N == 9223372036854775807])).
