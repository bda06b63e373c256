% Big-integer operations timed one at a time, for benches/bigint/run.sh.
% `op(Name)` builds the operands, then runs the operation alone and
% prints `Name Microseconds Check`: the CPU time of the operation only
% (statistics(cputime), whose clock both systems read to the microsecond:
% gcd and divide take a few milliseconds), and a short check (the result's last digits
% or size) that both systems must agree on.

:- initialization(main, main).

main :-
    current_prolog_flag(argv, [Name|_]),
    op(Name).

% A number of about 10^6 decimal digits (7^1183000 has 999,755 digits).
million_digits(N) :- N is 7^1183000.

time_op(Name, Goal, Result) :-
    garbage_collect,
    statistics(cputime, T0),
    call(Goal),
    statistics(cputime, T1),
    Us is round((T1-T0)*1000000),
    Check is Result mod 1000000007,
    format("~w ~d ~d~n", [Name, Us, Check]).

op(pow) :-
    time_op(pow, X is 7^1000000, X).
op(fact_loop_50k) :-
    time_op(fact_loop_50k, fact_loop(50000, X), X).
op(fact_loop_100k) :-
    time_op(fact_loop_100k, fact_loop(100000, X), X).
op(fact_tree_50k) :-
    time_op(fact_tree_50k, fact_tree(1, 50000, X), X).
op(fact_tree_100k) :-
    time_op(fact_tree_100k, fact_tree(1, 100000, X), X).
op(square) :-
    million_digits(N),
    time_op(square, X is N*N, X).
op(divide) :-
    million_digits(B),
    A is B*B + 12345678901234567890,
    time_op(divide, Q is A // B, Q).
op(gcd) :-
    A is 7^240000 - 1,
    B is 7^180000 - 1,
    time_op(gcd, G is gcd(A, B), G).
op(gcd_coprime) :-
    A is 7^240000 - 1,
    B is 5^340000 - 1,
    time_op(gcd_coprime, G is gcd(A, B), G).
op(print_format) :-
    million_digits(N),
    time_op(print_format, format(atom(A), "~d", [N]), 0),
    atom_length(A, L), format("length ~d~n", [L]).
op(print_codes) :-
    million_digits(N),
    time_op(print_codes, number_codes(N, Cs), 0),
    length(Cs, L), format("length ~d~n", [L]).
op(parse_codes) :-
    million_digits(N),
    number_codes(N, Cs),
    time_op(parse_codes, number_codes(X, Cs), X).
op(parse_atom) :-
    million_digits(N),
    atom_number(A, N),
    time_op(parse_atom, atom_number(A, X), X).

% N! as the product 1*2*...*N, one multiplication per step.
fact_loop(N, F) :- fact_loop(1, N, 1, F).
fact_loop(I, N, F0, F) :-
    (   I > N
    ->  F = F0
    ;   F1 is F0*I, I1 is I+1, fact_loop(I1, N, F1, F)
    ).

% The product of L..H by halves, so that the operands of each
% multiplication have similar sizes.
fact_tree(L, H, P) :-
    (   H - L < 8
    ->  range_product(L, H, 1, P)
    ;   M is (L+H)//2, M1 is M+1,
        fact_tree(L, M, P1), fact_tree(M1, H, P2),
        P is P1*P2
    ).
range_product(I, H, P0, P) :-
    (   I > H -> P = P0 ; P1 is P0*I, I1 is I+1, range_product(I1, H, P1, P) ).
