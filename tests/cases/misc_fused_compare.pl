% An arithmetic comparison of a variable met before with another such
% variable or a small integer compiles to one instruction (ACmp, and
% ACmpElse as the condition of an if-then-else; src/machine/instr.rs).
% Results and errors must be those of evaluating both sides.

t_fc_all(X, Y, L) :-
    findall(Op, ( member(Op, [lt, le, gt, ge, eq, ne]), t_fc_holds(Op, X, Y) ), L).

t_fc_holds(lt, X, Y) :- X < Y.
t_fc_holds(le, X, Y) :- X =< Y.
t_fc_holds(gt, X, Y) :- X > Y.
t_fc_holds(ge, X, Y) :- X >= Y.
t_fc_holds(eq, X, Y) :- X =:= Y.
t_fc_holds(ne, X, Y) :- X =\= Y.

t_fc_ite(X, Y, R) :- ( X < Y -> R = lt ; X =:= Y -> R = eq ; R = gt ).

t_fc_c0(X, R) :- ( X > 0 -> R = pos ; X =:= 0 -> R = zero ; R = neg ).
t_fc_cmax(X) :- X =< 32767.
t_fc_cmin(X) :- X >= -32768.
t_fc_cwide(X) :- X < 32768.
t_fc_neg(X) :- X < -5.

% The compared variable lives in an environment slot across a call.
t_fc_perm(X, Y) :- atom_length(abc, _), X < Y, atom_length(ab, _).

case(t_fc_all(1, 2, L), checks([L == [lt, le, ne]])).
case(t_fc_all(2, 2, L), checks([L == [le, ge, eq]])).
case(t_fc_all(3, 2, L), checks([L == [gt, ge, ne]])).
case(t_fc_all(1, 1.0, L), checks([L == [le, ge, eq]])).
case(t_fc_all(1.5, 1, L), checks([L == [gt, ge, ne]])).
case(t_fc_all(1+1, 2, L), checks([L == [le, ge, eq]])).
case(t_fc_all(100000000000000000000, 1, L), checks([L == [gt, ge, ne]])).
case(t_fc_all(nan, nan, L), checks([L == [ne]])).
case(t_fc_ite(1, 2, R), checks([R == lt])).
case(t_fc_ite(2, 2, R), checks([R == eq])).
case(t_fc_ite(3, 2.5, R), checks([R == gt])).
case(t_fc_c0(5, R), checks([R == pos])).
case(t_fc_c0(0, R), checks([R == zero])).
case(t_fc_c0(-0.5, R), checks([R == neg])).
case(t_fc_cmax(32767), true).
case(t_fc_cmax(32768), fail).
case(t_fc_cmin(-32768), true).
case(t_fc_cmin(-32769), fail).
case(t_fc_cwide(32767), true).
case(t_fc_cwide(32768), fail).
case(t_fc_neg(-6), true).
case(t_fc_neg(-5), fail).
case(t_fc_perm(1, 2), true).
case(t_fc_perm(2, 1), fail).
case(t_fc_holds(lt, _, 1), error(instantiation_error)).
case(t_fc_holds(lt, 1, _), error(instantiation_error)).
case(t_fc_holds(lt, foo, _), error(type_error(evaluable, foo/0))).
case(t_fc_ite(_, 1, _), error(instantiation_error)).
case(t_fc_c0(f(x), _), error(type_error(evaluable, f/1))).
