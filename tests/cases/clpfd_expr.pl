% CLP(FD) expressions as the expression compiler reads them
% (src/clpfd/builtins/expr.rs): auxiliary variables of non-linear
% subterms, the errors of malformed expressions (an open context, as
% SWI-Prolog's library) and of integers beyond the FD range (the context
% of the primitive that posts), big integers that cancel out, subterms
% compiled where the left-to-right reading meets them, deep expressions.
:- use_module(library(clpfd)).
:- discontiguous(case/2).

% X #= f(A, B) and X #= abs(A) post with X as the result: one propagator
case((X #= Y * Z, copy_term([X, Y, Z], _, Gs)), checks([length(Gs, 1)])).
% (the goals are qualified clpfd:G, as SWI-Prolog gives them; their order is
% SWI-Prolog's reading order, the domain first here)
case((X #= abs(Y), copy_term([X, Y], [A, B], Gs)),
     checks([msort(Gs, S), msort([clpfd:(A in 0..sup), clpfd:(A #= abs(B))], S)])).
% ... unless that propagator fails at once: then through an auxiliary
% variable, as before
case((X in 1\/3, Y in 2..2, Z in 1..1, X #= Y * Z), fail).
% a linear operand gets a variable of its own; a single variable does not
case((X #= (Y + 1) * Z, copy_term([X, Y, Z], _, Gs)), checks([length(Gs, 2)])).
case((X #= (Y + 0) * Z, copy_term([X, Y, Z], _, Gs)), checks([length(Gs, 1)])).
case((X #= Y * Z + 1, copy_term([X, Y, Z], _, Gs)), checks([length(Gs, 2)])).
% ?(V) is the variable V; V may be an integer, nothing else (SWI-Prolog's
% type error)
case((X #= ?(Y) * 2, Y = 3), checks([X == 6])).
case(X #= ?(3), checks([X == 3])).
case(_ #= ?(1 + 2), error(type_error(integer, 1 + 2))).
% / is no function of SWI-Prolog 9's library(clpfd): // and div divide
case(_ #= 7 / 2, ball(error(domain_error(clpfd_expression, 7 / 2), _))).
case((X in 0..20, X / 4 #= 2), ball(error(domain_error(clpfd_expression, X / 4), _))).
case((X in 0..20, X // 4 #= 2), checks([fd_dom(X, D), D == 8..11])).
% X*X is a square
case((X in -10..10, X * X #= 49), checks([fd_dom(X, D), D == -7\/7])).

% malformed expressions: no context
case(_ #= _ * a, ball(error(domain_error(clpfd_expression, a), _))).
case(_ #= foo, ball(error(domain_error(clpfd_expression, foo), _))).
case(_ #= 1.5 + _, ball(error(domain_error(clpfd_expression, 1.5), _))).
case(_ #= 1.5, ball(error(domain_error(clpfd_expression, 1.5), _))).
case(_ #= "ab", ball(error(domain_error(clpfd_expression, "ab"), _))).
case(_ #= [a], ball(error(domain_error(clpfd_expression, [a]), _))).
case(_B #<==> (_ #= _ * a), ball(error(domain_error(clpfd_expression, a), _))).
% a reified `in` takes a variable or an integer only
case(_B #<==> (foo in 1..3), ball(error(type_error(integer, foo), _))).
case(_B #<==> ((1 + 2) in 1..3), ball(error(type_error(integer, 1 + 2), _))).
% the first malformed subterm from the left
case(_ #= a + b, ball(error(domain_error(clpfd_expression, a), _))).
case(_ #= _ * 1.5 + a, ball(error(domain_error(clpfd_expression, 1.5), _))).
% integers beyond the 64-bit range: constants the store keeps exactly
% (tests/cases/clpfd_bigint.pl), as SWI-Prolog's unbounded domains take them
case(_ #= _ * _ + 100000000000000000000, true).
case(_ #= _ ^ 100000000000000000000, true).
% (a known value past the range is folded, as in SWI-Prolog)
case(X #= abs(100000000000000000000), checks([X == 100000000000000000000])).
case(_B #<==> (_ * _ #> 100000000000000000000), true).
case(_B #<==> (100000000000000000000 in 1..2), true).
% (hornbook names the primitive in the context; SWI-Prolog leaves it open)
case(_B #<==> (_ in foo), error(domain_error(clpfd_domain, foo))).

% big integers as is/2 has them
case(100000000000000000000 #= 100000000000000000000, true).
case(100000000000000000000 #> 100000000000000000000, fail).
case(X #= 100000000000000000000 - 100000000000000000000 + 3, checks([X == 3])).
case((X #= Y * Z + 100000000000000000000 - 100000000000000000000, Y = 2, Z = 3),
     checks([X == 6])).
case((X #= Y * Z + 100000000000000000000 - 100000000000000000000, X = 6, Y = 2),
     checks([Z == 3])).

% a subterm is compiled where the reading meets it: posting A // B fixes
% B (B is not 0), so B + 1 is the constant 0 by the time it is read and
% abs/1 takes A // B's variable as its operand
case((A in 0..5, B in -1..0, X #= abs(A // B + B + 1)),
     checks([B == -1, fd_dom(X, D), D == 0..5, A = 5, X == 5])).

% deep expressions do not exhaust the Rust stack
case((length(Vs, 20000), foldl([V, E0, E0 * V]>>true, Vs, 1, P), P #= X), checks([fd_var(X)])).
case((length(Vs, 20000), foldl([V, E0, abs(E0 + V)]>>true, Vs, 0, E), E #= X), checks([fd_inf(X, 0)])).
% a coefficient past 64 bits scales its variable through a variable of
% its own, as in SWI-Prolog
case((length(Vs, 20000), foldl([V, E0, E0 + 100000000000000000000 * V]>>true, Vs, 0, S), S #= 0),
     checks([Vs = [V1|_], fd_var(V1)])).
case((100000000000000000000 * X + Y #= Z, X = 1, Y = 2), checks([Z == 100000000000000000002])).
case((X in 0..3, Y in 0..3, 100000000000000000000 * X - 100000000000000000000 * Y #= 200000000000000000000,
      findall(X-Y, label([X, Y]), L)),
     checks([L == [2-0, 3-1]])).
case((B #<==> (100000000000000000000 * X #= Y), X = 1, Y = 100000000000000000000), checks([B == 1])).
% Known values past 64 bits are folded in unbounded integers, as in
% SWI-Prolog (whose domains are unbounded).
case(X #= 2^70+1, checks([X == 1180591620717411303425])).
case(2^70 #> 5, true).
case(2^70 #< 5, fail).
case(X #= 2^64 - 2^64 + 3, checks([X == 3])).
case(X #= -(2^63), checks([X == -9223372036854775808])).
case(X #= abs(-(2^80)), checks([X == 1208925819614629174706176])).
case(X #= max(2^70, 3), checks([X == 1180591620717411303424])).
case(X #= 1180591620717411303425, checks([X == 1180591620717411303425])).
case(2^70 #\= 2^70+1, true).
case(X #= 3*2^65, checks([X == 110680464442257309696])).
case(X #= min(2^70, 3) * 2, checks([X == 6])).
