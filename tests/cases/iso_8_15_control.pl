% ISO/IEC 13211-1 section 7.8 (control constructs) and 8.15 (logic and
% control): call/1..8, !, (,)/2, (;)/2, (->)/2, (*->)/2, (\+)/1, not/1,
% once/1, ignore/1, forall/2, catch/3, throw/1, true/0, fail/0.

:- dynamic(t8_15_log/1).

t8_15_a(1).
t8_15_a(2).
t8_15_a(3).

t8_15_b(X) :- t8_15_a(X), !.
t8_15_c(X) :- t8_15_a(X), X > 1, !.
t8_15_c(0).
t8_15_d(X) :- ( t8_15_a(X), ! ; X = 9 ).
t8_15_e(X) :- call((t8_15_a(X), !)).
t8_15_e(4).
t8_15_f(X) :- \+ \+ (X = 1, !), t8_15_a(X).
t8_15_g(X) :- ( t8_15_a(X), ! -> true ; true ).
t8_15_g(5).
t8_15_h(X) :- ( X = 1, ! ; X = 2 ).
t8_15_h(3).
t8_15_thrower :- throw(t8_15_ball).
t8_15_add(X, Y, Z) :- Z is X + Y.
t8_15_sum7(A, B, C, D, E, F, S) :- S is A + B + C + D + E + F.
t8_15_ok(_).

% true/0, fail/0
:- discontiguous(case/2).

case(true, true).
case(fail, fail).
case(false, fail).

% call/1
case(call(!), true).
case(call(fail), fail).
case(call((fail, _)), fail).
case(call((fail, call(1))), fail).
case(call(_), error(instantiation_error)).
case(call(1), error(type_error(callable, 1))).
case(call(3.5), error(type_error(callable, 3.5))).
case(call((fail, 1)), error(type_error(callable, (fail, 1)))).
case(call((write(3), 1)), error(type_error(callable, (write(3), 1)))).
case(call((1 ; true)), error(type_error(callable, (1 ; true)))).
case(call((true ; 1)), error(type_error(callable, (true ; 1)))).
case(call((true -> 1 ; true)), error(type_error(callable, (true -> 1 ; true)))).
case(call(t8_15_undefined_pred), error(existence_error(procedure, t8_15_undefined_pred/0))).
case(t8_15_undefined_pred(1, 2), error(existence_error(procedure, t8_15_undefined_pred/2))).
case((X = 1, call(X)), error(type_error(callable, 1))).
case((G = (X = 1), call(G)), checks([X == 1])).
case(call(t8_15_a(X)), all(X, [1, 2, 3])).
case(call((t8_15_a(X), !)), all(X, [1])).
case(call(t8_15_a, X), all(X, [1, 2, 3])).
case(call(t8_15_add(1), 2, X), checks([X == 3])).
case(call(t8_15_add, 1, 2, X), checks([X == 3])).
case(call(t8_15_sum7(1, 2), 3, 4, 5, 6, S), checks([S == 21])).
case(call(t8_15_sum7(1), 2, 3, 4, 5, 6, S), checks([S == 21])).
case(call(t8_15_sum7, 1, 2, 3, 4, 5, 6, S), checks([S == 21])).
case(call(atom_length, abc, N), checks([N == 3])).
case(call((=), X, a), checks([X == a])).
case(call(_, a), error(instantiation_error)).
case(call(1, a), error(type_error(callable, 1))).
case(call(format, '~w', [x]), output(x)).
case(call(','(true), true), true).
case(call(;, fail, true), true).

% cut
case(!, true).
case((!, fail ; true), fail).
case((call(!), fail ; true), true).
case(t8_15_b(X), all(X, [1])).
case(t8_15_c(X), all(X, [2])).
case(t8_15_d(X), all(X, [1])).
case(t8_15_e(X), all(X, [1, 4])).
case(t8_15_g(X), all(X, [1, 5])).
case(t8_15_h(X), all(X, [1])).
case(t8_15_f(X), all(X, [1, 2, 3])).
case((t8_15_a(X), call(!)), all(X, [1, 2, 3])).
case(findall(X, (t8_15_a(X), !), L), checks([L == [1]])).
case(((X = 1 ; X = 2), !), all(X, [1])).
case((G = !, (X = 1 ; X = 2), call(G)), all(X, [1, 2])).
case(\+ (!, fail), true).
case(once(!), true).

% conjunction and disjunction
case(','(X = 1, var(X)), fail).
case(','(var(X), X = 1), checks([X == 1])).
case(','(X = true, call(X)), true).
case((X = 1 ; X = 2), all(X, [1, 2])).
case(';'(true, fail), true).
case(';'((!, fail), true), fail).
case(';'(!, call(3)), true).
case(';'((X = 1, !), X = 2), all(X, [1])).
case((fail ; fail), fail).
case((X = 1 ; fail ; X = 3), all(X, [1, 3])).

% if-then-else
case('->'(true, true), true).
case('->'(true, fail), fail).
case('->'(fail, true), fail).
case('->'(true, X = 1), checks([X == 1])).
case('->'(';'(X = 1, X = 2), true), all(X, [1])).
case('->'(true, ';'(X = 1, X = 2)), all(X, [1, 2])).
case(';'('->'(true, true), fail), true).
case(';'('->'(fail, true), true), true).
case(';'('->'(true, fail), true), fail).
case(';'('->'(fail, true), fail), fail).
case(';'('->'(true, X = 1), X = 2), all(X, [1])).
case(';'('->'(fail, X = 1), X = 2), all(X, [2])).
case(';'('->'(true, ';'(X = 1, X = 2)), true), all(X, [1, 2])).
case(';'('->'(';'(X = 1, X = 2), true), true), all(X, [1])).
case(((t8_15_a(X), !) -> true ; true), all(X, [1])).
case((t8_15_a(X), (X > 1 -> ! ; true)), all(X, [1, 2])).
case(((!, X = 1 ; X = 2) -> true ; X = 3), all(X, [1])).
case((fail -> true), fail).

% soft-cut
case((t8_15_a(X) *-> true ; X = 0), all(X, [1, 2, 3])).
case((fail *-> true ; X = 0), all(X, [0])).
case((t8_15_a(X) *-> Y = X ; Y = 0), all(Y, [1, 2, 3])).
case((t8_15_a(X), X > 5 *-> true), fail).

% negation
case(\+ true, fail).
case(\+ !, fail).
case(\+ (!, fail), true).
case(((X = 1 ; X = 2), \+ (!, fail)), all(X, [1, 2])).
case(\+ 4 = 5, true).
case(\+ 3, error(type_error(callable, 3))).
case(\+ _, error(instantiation_error)).
case((\+ X = 1, X = 2), fail).
case((\+ \+ X = 1, var(X)), true).
case(not(true), fail).
case(not(fail), true).
case(not(_), error(instantiation_error)).

% once/1, ignore/1, forall/2
case(once(!), true).
case(once(t8_15_a(X)), all(X, [1])).
case(once(fail), fail).
case(once(_), error(instantiation_error)).
case(once(4), error(type_error(callable, 4))).
case(once((t8_15_a(X), X > 1)), checks([X == 2])).
case(ignore(fail), true).
case(ignore(t8_15_a(X)), all(X, [1])).
case(ignore(X = 1), checks([X == 1])).
case(forall(t8_15_a(X), X > 0), true).
case(forall(t8_15_a(X), X > 1), fail).
case(forall(fail, fail), true).
case(forall(t8_15_a(X), t8_15_ok(X)), true).
case((forall(member(X, [1, 2]), integer(X)), var(X)), true).

% catch/3 and throw/1
case(catch(true, _, true), true).
case(catch(fail, _, true), fail).
case(catch(throw(x), x, true), true).
case(catch(throw(x), y, true), ball(x)).
case(catch(t8_15_thrower, B, true), checks([B == t8_15_ball])).
case(catch(number_codes(_, _), error(E, _), true), checks([E == instantiation_error])).
case(catch(t8_15_a(X), _, true), all(X, [1, 2, 3])).
case(catch((t8_15_a(X), X >= 2, throw(found(X))), found(Y), true), checks([Y == 2, var(X)])).
case(catch(throw(f(X)), f(Y), true), checks([var(Y), Y \== X])).
case(catch(throw(f(a)), f(Y), true), checks([Y == a])).
case(catch(throw(1), X, (X > 0)), true).
case(catch(throw(1), X, (X < 0)), fail).
case(catch(catch(throw(inner), outer, true), inner, true), true).
case(catch(catch(throw(a), a, throw(b)), b, true), true).
case(catch(catch(throw(a), a, throw(b)), a, true), ball(b)).
case(catch(_, E, true), checks([E = error(instantiation_error, _)])).
case(catch(1, E, true), checks([E = error(type_error(callable, 1), _)])).
case(throw(_), error(instantiation_error)).
case(throw(my_ball), ball(my_ball)).
case(throw(f(1, g(2))), ball(f(1, g(2)))).
case(throw(error(my_error, ctx)), error(my_error)).
case(catch((X = 1, throw(t)), t, true), checks([var(X)])).
case((catch(member(X, [1, 2, 3]), _, true), X >= 2), checks([X == 2])).
case(catch((t8_15_a(X), throw(X)), B, true), checks([B == 1])).
case((retractall(t8_15_log(_)), catch((assertz(t8_15_log(1)), throw(x)), x, true), t8_15_log(V)),
     checks([V == 1])).
case(catch(call(foo_hb_undefined, 1), error(existence_error(procedure, PI), _), true),
     checks([PI == foo_hb_undefined/1])).

% Regression: the else branch of a disjunction resumed by backtracking after
% the clause has exited (and the caller has reused the registers) must still
% see the clause's variables.
t8_15_or_late(X, Y) :- Y is X + 1, ( Y =:= 2 ; Y >= 1 ).
t8_15_legal(s(M, C)) :- M >= 0, MR is 3 - M, CR is 3 - C, ( MR =:= 0 ; MR >= CR ).
case(findall(Y, (t8_15_or_late(1, Y), atom_length(abc, L), L > 0), Ys), checks([Ys == [2, 2]])).
case(findall(S, (member(S, [s(3,1), s(1,1)]), t8_15_legal(S), \+ memberchk(S, [x(1,2,3)])), L), checks([L == [s(3,1), s(1,1)]])).

% A cut in the condition of if-then-else, soft-cut or negation is local to
% the condition (7.8.7.1): the else branch stays, in compiled clauses too.
cc_ite :- ( ( !, fail ; true ) -> fail ; true ).
cc_soft :- ( ( !, fail ; true ) *-> fail ; true ).
cc_not :- \+ ( !, fail ).
cc_first :- ( member(X, [1, 2, 3]), X > 1, ! -> X == 2 ; fail ).
cc_no_cond :- ( !, fail ) *-> true.
cc_no_cond.
case(cc_ite, true).
case(cc_soft, true).
case(cc_not, true).
case(cc_first, true).
case(cc_no_cond, true).
case(findall(X, ( member(X, [1, 2]), ( !, X > 1 -> true ; true ) ), L), checks([L == [1, 2]])).
