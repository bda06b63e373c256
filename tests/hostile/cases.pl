% Hostile inputs for tests/hostile/run.sh: each case is a goal that
% allocates without bound, loops on a cyclic term, or asks for a huge
% object. Run one case per process under `ulimit -v 1000000` (about
% 1 GB of address space): the case must end in an error that catch/3
% sees, or in its answer, and the next goal must run. Nothing here may
% abort the process.
%
% case(Name, Goal): Goal runs inside catch/3. Files named by
% big_list_file/1 and big_fact_file/1 are written by run.sh first.

:- dynamic big/1.

big_list_file(F) :- getenv('HOSTILE_DIR', D), atom_concat(D, '/big_list.pl', F).
big_fact_file(F) :- getenv('HOSTILE_DIR', D), atom_concat(D, '/big_fact.pl', F).
big_rule_file(F) :- getenv('HOSTILE_DIR', D), atom_concat(D, '/big_rule.pl', F).

% Cyclic terms where an acyclic one is expected.
case(cyclic_is_minus, (X = -(X), _ is X)).
case(cyclic_is_list, (X = [X], _ is X)).
case(cyclic_is_plus, (T = T+1, _ is T)).
case(cyclic_sum_list, (X = [X], sum_list(X, _))).
case(cyclic_max_list, (X = [1|X], max_list(X, _))).
case(cyclic_tab, (X = [a|X], tab(X))).
case(cyclic_length, (X = [1|X], length(X, _))).
case(cyclic_msort, (X = [1|X], msort(X, _))).
case(cyclic_term_to_atom, (X = f(X), term_to_atom(X, _))).
case(cyclic_format_arg, (X = [0'a|X], format(atom(_), '~s', [X]))).
case(cyclic_atom_codes, (X = [0'a|X], atom_codes(_, X))).
case(cyclic_compare, (X = f(X, a), Y = f(Y, b), compare(_, X, Y))).

% The reader: a 10 MB line holding a 5-million-element list.
case(huge_read, (big_list_file(F), open(F, read, S), read(S, T), close(S), length(T, _))).
case(huge_read_small_limit,
     ( set_prolog_flag(stack_limit, 50_000_000),
       big_list_file(F), open(F, read, S), read(S, T), close(S), length(T, _))).
% The fact loads, or loading reports resource_error(memory) and goes on.
case(huge_consult, (big_fact_file(F), consult(F), ( big(L) -> length(L, _) ; true ))).
case(huge_consult_rule, (big_rule_file(F), consult(F), ( catch(big_rule(L), _, fail) -> length(L, _) ; true ))).
case(huge_term_to_atom_read,
     ( length(L, 2_000_000), maplist(=(1), L), format(atom(A), '~w', [L]), term_to_atom(T, A), length(T, _))).
case(huge_codes_literal,
     ( length(L, 20_000_000), maplist(=(0'a), L), atom_codes(A, L),
       atomic_list_concat(['X = "', A, '".'], Text), term_to_atom(_, Text))).

% Strings and other text off the heap.
case(string_padding_list,
     ( set_prolog_flag(stack_limit, 10_000_000), so(L), length(L, _))).
case(string_concat_doubling, (double_string("ab", _))).
case(atom_concat_doubling, (double_atom(ab, _))).
case(atomic_list_concat_huge, (length(L, 100_000_000), maplist(=(abcdefgh), L), atomic_list_concat(L, _))).
case(atom_flood_long, (long_atoms(0, L), length(L, _))).
case(atom_flood_short, (findall(A, (between(1, infinite, I), atom_number(A, I)), _))).
case(with_output_to_flood, (with_output_to(string(_), forall(between(1, infinite, _), write(abcdefgh))))).
case(format_column_huge, (format(atom(_), '~t~100000000000|', []))).
case(format_star_c_huge, (format(atom(_), '~*c', [100_000_000_000, 0'x]))).
case(format_padding_output, (with_output_to(string(_), format('~t~2000000000|', [])))).
case(tab_huge, (with_output_to(string(_), tab(10_000_000_000)))).
case(string_code_list_huge, (length(L, 200_000_000), maplist(=(0'x), L), string_codes(_, L))).
case(sub_atom_all, (length(L, 20_000), maplist(=(0'a), L), atom_codes(A, L), findall(S, sub_atom(A, _, _, _, S), _))).
case(string_concat_splits,
     ( length(L, 100_000), maplist(=(0'a), L), string_codes(S, L), findall(X-Y, string_concat(X, Y, S), _))).

% Integers.
case(int_pow_two_large, (X is 2**100_000_000, 100_000_001 =:= msb(X) + 1)).
case(int_pow_too_large, (_ is 2**(1 << 40))).
case(int_shift_too_large, (_ is 1 << (1 << 40))).
case(int_pow_small_limit, (set_prolog_flag(stack_limit, 10_000_000), _ is 7**100_000_000)).
case(int_product_loop, (grow_int(3, _))).
case(int_max_size_flag, (set_prolog_flag(max_integer_size, 1000), _ is 3**100_000)).
case(number_codes_huge, (length(L, 10_000_000), maplist(=(0'7), L), number_codes(N, L), N > 0)).
case(float_overflow, (_ is 10.0**400)).

% Deep and long terms, stacks.
case(deep_recursion, (deep(100_000_000, _))).
case(deep_term_write, (deep_acc(1_000_000, a, T), with_output_to(string(_), write(T)))).
case(deep_term_copy_compare, (deep_acc(1_000_000, a, T), copy_term(T, C), T == C, ground(C))).
case(long_list_accumulate, (acc([], _))).
case(choicepoint_flood, (cps(0))).
case(trail_flood, (trail(_))).
case(length_huge, (length(_, 10_000_000_000))).
case(numlist_huge, (numlist(1, 1_000_000_000, _))).
case(findall_infinite, (findall(X, between(1, infinite, X), _))).
case(findall_big_terms, (findall(L, (between(1, infinite, _), length(L, 1000)), _))).
case(bagof_infinite, (bagof(X, between(1, infinite, X), _))).
case(msort_large, (numlist(1, 3_000_000, L), reverse(L, R), msort(R, S), S = [1|_])).
case(assert_huge_clause, (numlist(1, 3_000_000, L), assertz(big(L)), retract(big(_)))).
% The clause store counts against stack_limit: asserting without end stops
% at resource_error(memory), not at the allocator. Each case takes its
% clauses back before rethrowing, so that the next goal has room.
case(assert_flood, (cleaned(flood/2, (numlist(1, 1000, L), between(1, infinite, I), assertz(flood(I, L)), fail)))).
case(assert_rule_flood,
     cleaned(flood/2, (numlist(1, 1000, L), between(1, infinite, I), assertz((flood(I, X) :- X = L)), fail))).
case(assert_long_atom_flood,
     cleaned(flood/2, (between(1, infinite, I), format(atom(A), '~w~t~100000|', [I]), assertz(flood(I, A)), fail))).
case(assert_huge_rule, cleaned(flood/2, (numlist(1, 5_000_000, L), assertz((flood(x, X) :- X = L)), flood(x, Y), length(Y, _)))).
case(nb_setval_huge, (numlist(1, 3_000_000, L), nb_setval(hostile_key, L), nb_getval(hostile_key, V), length(V, _))).
case(copy_term_loop, (numlist(1, 1_000_000, L), copy_loop(L, _))).
% A clause with 5,000 distinct variables, passed on in another order:
% compiled in linear time (it took over a minute).
case(clause_5000_variables,
     ( length(L, 5000), H =.. [wide|L], reverse(L, R), B =.. [wide_callee|R],
       assertz((H :- B)), retract((H :- _)) )).
% The help index counts against stack_limit: too small a limit is
% resource_error(memory) when help/1 would build it.
case(help_index_small_limit, (set_prolog_flag(stack_limit, 3_000_000), with_output_to(string(_), help(append/3)))).
case(atom_length_bigint, (catch(atom_length(abc, -98765432109876543210), error(type_error(_, _), _), true))).
case(char_code_negative, (char_code(a, -1))).

% Helpers.
so([H|T]) :- format(string(H), '~txx~1000000|', []), so(T).

double_string(S, R) :- string_concat(S, S, S2), double_string(S2, R).
double_atom(A, R) :- atom_concat(A, A, A2), double_atom(A2, R).

long_atoms(I, [A|As]) :- format(atom(A), '~w~t~100000|', [I]), I1 is I + 1, long_atoms(I1, As).

grow_int(X, R) :- Y is X * X + 1, grow_int(Y, R).

deep(0, a) :- !.
deep(N, f(T)) :- N1 is N - 1, deep(N1, T).

deep_acc(0, T, T) :- !.
deep_acc(N, T0, T) :- N1 is N - 1, deep_acc(N1, f(T0), T).

acc(L, R) :- acc([x, y|L], R).

cps(N) :- ( true ; true ), N1 is N + 1, cps(N1).

trail([X|Xs]) :- ( X = 1 ; X = 2 ), trail(Xs).

copy_loop(L, R) :- copy_term(L, C), copy_loop([C|L], R).

:- dynamic flood/2.
% cleaned(+PI, :Goal): runs Goal, then removes PI's clauses and reclaims
% their code whatever Goal did, and passes Goal's error on.
cleaned(Name/Arity, Goal) :-
    catch(Goal, E, true),
    functor(H, Name, Arity), retractall(H), garbage_collect_clauses,
    ( nonvar(E) -> throw(E) ; true ).

% run_case(+Name): runs the case in catch/3 and prints `outcome: caught`
% with the error or `outcome: answer`, then runs a small goal and prints
% `next: ok`.
run_case(Name) :-
    case(Name, Goal),
    catch(( call(Goal) -> Outcome = answer ; Outcome = failed ), E, Outcome = caught(E)),
    set_prolog_flag(stack_limit, 250_000_000),
    report(Outcome),
    numlist(1, 1000, L), sum_list(L, S), S =:= 500500,
    format("next: ok~n").

report(caught(E)) :- !, ( E = error(Formal, _) -> true ; Formal = E ), format("outcome: caught ~q~n", [Formal]).
report(Outcome) :- format("outcome: ~w~n", [Outcome]).

list_cases :- forall(case(Name, _), (write(Name), nl)).
