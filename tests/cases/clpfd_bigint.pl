% CLP(FD) with integers past 64 bits, as SWI-Prolog's unbounded domains
% have them. The store's domains are 64-bit: a bound past that range
% leaves the domain unbounded on its side and is kept beside it as an
% interval with big ends (printed, propagated through linear and
% arithmetic constraints, labeled), and one value left there is bound to
% the variable, so these answers are SWI-Prolog's.
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
% Ranges past the range: an interval with big ends.
case((X #= 2^70 + Y, Y in 0..10, fd_dom(X, D), fd_inf(X, L), fd_sup(X, H), fd_size(X, S)), checks([D == 1180591620717411303424..1180591620717411303434, L == 1180591620717411303424, H == 1180591620717411303434, S == 11])).
case((X #= 2^70 + Y, Y in 0..10, X #>= 2^70 + 5), checks([fd_dom(Y, 5..10), fd_dom(X, 1180591620717411303429..1180591620717411303434)])).
case((X #= 2^70 + Y, Y in 0..10, X #> 2^70 + 10), fail).
case((X #= 2^70 + Y, Y in 0..10, X in 0..5), fail).
case((X #= 2^70 + Y, Y in 0..10, X #= 2^70 + 7), checks([Y == 7])).
case((X #= 2^70 + Y, Y in 0..10, X #\= 2^70 + 10), checks([fd_dom(X, 1180591620717411303424..1180591620717411303433), fd_dom(Y, 0..9)])).
case((X #= 2^70 + Y, Y in 0..10, Z #= X - 2^70), checks([fd_dom(Z, 0..10)])).
case((X #= 2^70 + Y, Y in 0..10, X #= 2*Z), checks([fd_dom(Z, 590295810358705651712..590295810358705651717)])).
case((X #= -(2^70) + Y, Y in 0..3), checks([fd_dom(X, -1180591620717411303424.. -1180591620717411303421)])).
case((X #= abs(Y), Y in -1180591620717411303424.. -1180591620717411303420), checks([fd_dom(X, 1180591620717411303420..1180591620717411303424)])).
case((X #= max(Y, Z), Y in 1180591620717411303424..1180591620717411303429, Z in 0..10), checks([fd_dom(X, 1180591620717411303424..1180591620717411303429)])).
case((X in 1180591620717411303424..1180591620717411303434, Y in 1180591620717411303430..1180591620717411303440, X #= Y), checks([fd_dom(X, 1180591620717411303430..1180591620717411303434)])).
case((X in 1180591620717411303424..1180591620717411303434, X #> 1180591620717411303433), checks([X == 1180591620717411303434])).
case(_ in 0..2^70, error(domain_error(clpfd_domain, 0..2^70))).
case((X in 0..sup, X #=< 2^70), checks([fd_dom(X, 0..1180591620717411303424)])).
case((X #>= 2^63, fd_dom(X, D), fd_inf(X, L), fd_size(X, S)), checks([D == 9223372036854775808..sup, L == 9223372036854775808, S == sup])).
case((X #> 2^64, X #< 2^64 + 3), checks([fd_dom(X, 18446744073709551617..18446744073709551618)])).
case((X #> 2^64, X #< 2^64 + 2), checks([X == 18446744073709551617])).
case((X in 0..sup, X #> 2^64), checks([fd_dom(X, 18446744073709551617..sup)])).
% Two unknown values past the range, checked against each other.
case((Z #= min(X, Y), X #>= 2^63, Y #>= 2^63, Z #< 5), fail).
case((Z #= min(X, Y), X #>= 2^63, Y #>= 2^64), checks([fd_dom(Z, 9223372036854775808..sup)])).
case((X #> Y, X #< 2^70, Y #> 2^70 - 3), checks([X == 1180591620717411303423, Y == 1180591620717411303422])).
case((X #> Y, X #< 2^70, Y #> 2^70 - 2), fail).
% Labeling such a variable.
case((X #= 2^70 + Y, Y in 0..3, findall(X, label([X]), L)), checks([L == [1180591620717411303424, 1180591620717411303425, 1180591620717411303426, 1180591620717411303427]])).
case((X #= 2^70 + Y, Y in 0..3, findall(X-Y, labeling([down], [X]), L)), checks([L == [1180591620717411303427-3, 1180591620717411303426-2, 1180591620717411303425-1, 1180591620717411303424-0]])).
case((X #= 2^70 + Y, Y in 0..3, findall(X, labeling([bisect], [X]), L)), checks([L == [1180591620717411303424, 1180591620717411303425, 1180591620717411303426, 1180591620717411303427]])).
case((X #= 2^70 + Y, Y in 0..3, findall(X, labeling([enum, down], [X]), L)), checks([L == [1180591620717411303427, 1180591620717411303426, 1180591620717411303425, 1180591620717411303424]])).
case((X #= 2^70 + Y, Y in 0..3, Z in 0..1, findall(Z-X, labeling([ff], [Z, X]), L)), checks([length(L, 8), L = [0-1180591620717411303424|_]])).
case((X #= 2^70 + Y, Y in 0..3, Z in 5..6, findall(X-Z, labeling([max], [Z, X]), L)), checks([L = [1180591620717411303424-5, 1180591620717411303424-6|_]])).
case((X #>= 2^63, X #=< 2^63 + 2, findall(X, label([X]), L)), checks([L == [9223372036854775808, 9223372036854775809, 9223372036854775810]])).
case((X #>= 2^63, label([X])), error(instantiation_error)).
case((X #= 2^70 + Y, Y in 0..3, (X #> 2^70 + 1) #<==> B, X #>= 2^70 + 2), checks([B == 1])).
case((X #= 2^70 + Y, Y in 0..3, (X #> 2^70 + 1) #<==> B, B = 0), checks([fd_dom(X, 1180591620717411303424..1180591620717411303425)])).
case((X * 2^70 #= Y, X = 3), checks([Y == 3541774862152233910272])).
% ins with bounds past the range, as in/2.
case(([X,Y] ins 1000000000000000000..9999999999999999999, X #= Y + 8000000000000000000),
     checks([fd_dom(X, D), D == 9000000000000000000..9999999999999999999, fd_dom(Y, E), E == 1000000000000000000..1999999999999999999])).
case(([X,Y] ins 0..18446744073709551616, X #> 18446744073709551615, Y = 3), checks([X == 18446744073709551616])).
case(([_, 18446744073709551617] ins 0..18446744073709551616), fail).
case(([X, 18446744073709551616] ins 0..18446744073709551616, X = 7), true).

% Values and bounds past 2^96, kept in big integers as SWI-Prolog keeps
% every bound.
case((X #= 2^200 + Y, Y in 0..10, fd_dom(X, D)),
     checks([D == 1606938044258990275541962092341162602522202993782792835301376..1606938044258990275541962092341162602522202993782792835301386])).
case((X #= 2^200 + Y, Y = 4), checks([X =:= 2^200 + 4])).
case((X #= 2^200 + Y, Y in 0..10, X = 1606938044258990275541962092341162602522202993782792835301381), checks([Y == 5])).
case((X #= 2^200 + Y, Y in 0..10, X #< 2^200 + 3), checks([fd_dom(Y, 0..2)])).
case((X #= 2^200 + Y, Y in 0..10, X #\= 2^200), checks([fd_dom(Y, 1..10)])).
case((X #= 2^200 + Y, Y in 0..10, X #< 100), fail).
case((X #= 2^200 + Y, Y in 0..10, X #> 2^201), fail).
case((X #> 2^99, X #< 2^100, fd_inf(X, L), fd_sup(X, H), fd_size(X, S)),
     checks([L =:= 2^99 + 1, H =:= 2^100 - 1, S =:= 2^99 - 1])).
case((X in 0..1267650600228229401496703205376, X #> 633825300114114700748351602688, fd_inf(X, L), fd_sup(X, H)),
     checks([L =:= 2^99 + 1, H =:= 2^100])).
case((X #= 3^80 * Y, Y in 1..5, fd_inf(X, L), fd_sup(X, H)), checks([L =:= 3^80, H =:= 5 * 3^80])).
case((X #= 3^80 * Y, Y in 1..5, X #>= 4 * 3^80), checks([fd_dom(Y, 4..5)])).
case((X #= 3^80 * Y, X = 443426488243037769948249630619149892803), checks([Y == 3])).
case((X #= 3^80 * Y, Y in 1..5, X #= 2^200), fail).
case(findall(X-Y, (X #= 2^200 + Y, Y in 0..2, label([X])), L),
     checks([L == [1606938044258990275541962092341162602522202993782792835301376-0,
                   1606938044258990275541962092341162602522202993782792835301377-1,
                   1606938044258990275541962092341162602522202993782792835301378-2]])).
case(findall(Y, (X #= 2^200 + Y, Y in 0..3, labeling([down], [X])), L), checks([L == [3, 2, 1, 0]])).
case(findall(Y, (X #= 2^200 + Y, Y in 0..3, labeling([bisect], [X])), L), checks([L == [0, 1, 2, 3]])).
case(findall(Y, (X #= 2^200 + Y, Y in 0..3, Z in 0..9, labeling([ff], [Z, X]), Z =:= 0), L), checks([L == [0, 1, 2, 3]])).
% x/y = a/b where x is a followed by the digits of c, and y the digits
% of c followed by b: products of values past 2^96.
case((A = 3, B = 1, C #>= 10^27, C #=< 10^28 - 1, X #= A*10^28 + C, Y #= 10*C + B, X*B #= A*Y),
     checks([X == 31034482758620689655172413793, Y == 10344827586206896551724137931])).
case((A = 7, B = 3, C #>= 10^32, C #=< 10^33 - 1, X #= A*10^33 + C, Y #= 10*C + B, X*B #= A*Y),
     checks([X == 7313432835820895522388059701492537])).
case((A = 7, B = 4, C #>= 10^32, C #=< 10^33 - 1, X #= A*10^33 + C, Y #= 10*C + B, X*B #= A*Y), fail).
