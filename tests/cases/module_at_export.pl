% @/2 (a goal run with another context module), export/1 and import/1, as
% SWI-Prolog 9's. `@` is no operator by default (SWI-Prolog's own tests
% declare it so).

:- op(900, xfx, @).

:- meta_predicate mae_m1:mae_p1(:).
mae_m1:mae_p1(M:M).

mae_m2:mae_q(x).

% @/2: the goal is found where it is called; its meta arguments get the
% context module.
case(mae_m1:mae_p1(C)@mae_m3, checks([C == mae_m3])).
case(@(mae_m1:mae_p1(C), mae_m3), checks([C == mae_m3])).
case(@(assertz(mae_fact(1)), mae_m4), true).
case(mae_m4:mae_fact(X), checks([X == 1])).
case(@((assertz(mae_fact(2)), assertz(mae_fact(3))), mae_m5), true).
case(findall(X, mae_m5:mae_fact(X), L), checks([L == [2, 3]])).
case(@(true, mae_m4), true).
case(@(fail, mae_m4), fail).
case(@(member(X, [a, b]), mae_m4), all(X, [a, b])).
case(call(_ @ mae_m4), error(instantiation_error)).
case(call(mae_m1:mae_p1(_) @ _), error(instantiation_error)).
case((M = mae_m3, call(_:mae_p1(_) @ M)), error(instantiation_error)).

% export/1 and import/1.
case(export(foo), error(type_error(predicate_indicator, foo))).
case(export(_), error(instantiation_error)).
case(import(mae_m2:mae_q/1), true).
case(mae_q(X), checks([X == x])).
case(mae_m6:import(mae_m2:mae_q/1), true).
case(mae_m6:mae_q(X), checks([X == x])).
