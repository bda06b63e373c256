% library(chr): Constraint Handling Rules with the refined operational
% semantics of SWI-Prolog's K.U.Leuven system: rules tried in program
% order, partners newest first, propagation once per combination,
% constraints reactivated when their variables are bound.
:- use_module(library(chr)).
:- chr_constraint gcd/1, leq(?any, ?any), prime/1, candidate/1, fib/2,
                  tok/1, seen/2, item(+int), total/1, log/1.
:- chr_option(debug, off).
:- chr_type color ---> red ; green.

gcd(0) <=> true.
gcd(N) \ gcd(M) <=> N =< M | L is M mod N, gcd(L).

reflexivity  @ leq(X, X) <=> true.
antisymmetry @ leq(X, Y), leq(Y, X) <=> X = Y.
idempotence  @ leq(X, Y) \ leq(X, Y) <=> true.
transitivity @ leq(X, Y), leq(Y, Z) ==> leq(X, Z).

candidate(1) <=> true.
candidate(N) <=> prime(N), M is N - 1, candidate(M).
absorb @ prime(Y) \ prime(X) <=> 0 =:= X mod Y | true.

memo @ fib(N, M1) \ fib(N, M2) <=> M1 = M2.
fib(0, M) ==> M = 1.
fib(1, M) ==> M = 1.
fib(N, M) ==> N > 1 | N1 is N - 1, fib(N1, M1), N2 is N - 2, fib(N2, M2), M is M1 + M2.

% A propagation rule fires once for each pair, in the order of the store.
pair @ tok(X), tok(Y) ==> X @< Y | log(X-Y).
log(E), seen(L0, L) <=> L0 = [E|L1], seen(L1, L).

% Simpagation keeps the total, passive occurrence only when item arrives.
item(N), total(T) # Id <=> T1 is T + N, total(T1) pragma passive(Id).

% Goal run on an empty store, undone afterwards (the harness runs the
% cases one after another in one query): Vs-Cs is a copy, without
% attributes, of the variables Vs and the constraints left in the store.
in_store(Goal, Vs, Cs) :-
    findall(T, ( call(Goal), findall(C, find_chr_constraint(C), Cs0), copy_term(Vs-Cs0, T, _) ), [Vs-Cs]).

case(in_store((gcd(9), gcd(6)), [], Cs), checks([Cs == [gcd(3)]])).
case(in_store((gcd(12), gcd(18), gcd(8)), [], Cs), checks([Cs == [gcd(2)]])).
case(in_store(gcd(0), [], Cs), checks([Cs == []])).
case(in_store((gcd(2), gcd(3)), [], Cs), checks([Cs == [gcd(1)]])).
case(in_store((leq(X, Y), leq(Y, Z), X = x, Y = y, Z = z), [], Cs), checks([Cs == [leq(x, z), leq(y, z), leq(x, y)]])).
case(in_store((leq(A, B), leq(B, C), leq(C, A)), [A, B, C], Cs), checks([A == B, B == C, Cs == []])).
case(in_store((leq(X, Y), X = Y), [], Cs), checks([Cs == []])).
case(in_store((leq(1, Y), leq(Y, 1)), [Y], Cs), checks([Y == 1, Cs == []])).
case(in_store((leq(X, Y), leq(Y, Z), Z = X), [X, Y], Cs), checks([X == Y, Cs == []])).
case(in_store(candidate(30), [], Cs), checks([Cs == [prime(2), prime(3), prime(5), prime(7), prime(11), prime(13), prime(17), prime(19), prime(23), prime(29)]])).
case(in_store(fib(20, M), [M], Cs), checks([M == 10946, length(Cs, 21)])).
case(in_store((seen(L, []), tok(b), tok(a), tok(c)), [L], _), checks([L = [a-b, a-c, b-c|T], var(T)])).
case(in_store((item(3), total(0), item(4)), [], Cs), checks([Cs == [item(3), total(4)]])).
case(in_store((total(0), item(3), item(4)), [], Cs), checks([Cs == [total(7)]])).
case(in_store((gcd(4), find_chr_constraint(gcd(X))), [X], _), checks([X == 4])).
case(find_chr_constraint(_), fail).
case(in_store((gcd(4), current_chr_constraint(C)), [C], _), checks([C == gcd(4)])).
case(in_store((gcd(4), fail ; true), [], Cs), checks([Cs == []])).
case(in_store((gcd(4), ( gcd(2), fail ; true )), [], Cs), checks([Cs == [gcd(4)]])).
