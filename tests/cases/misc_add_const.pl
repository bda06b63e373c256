% `Y is X + K` and `Y is X - K` with a small integer K compile to one
% instruction (AAddConst in src/machine/instr.rs). Results and errors must
% be those of evaluating the expression: big integers past the 64-bit
% range, floats, expressions bound to X, and the ISO errors.

t_ac_inc(X, Y) :- Y is X + 1.
t_ac_dec(X, Y) :- Y is X - 1.
t_ac_big(X, Y) :- Y is X + 2147483647.
t_ac_neg(X, Y) :- Y is X - -2147483648.
t_ac_wide(X, Y) :- Y is X + 9999999999.
t_ac_chain(X, Z) :- Y is X - 3, Z is Y + 10.
t_ac_bound(X, Y) :- Y is X + 1, Y > 0.

case(t_ac_inc(1, Y), checks([Y == 2])).
case(t_ac_dec(1, Y), checks([Y == 0])).
case(t_ac_inc(9223372036854775807, Y), checks([Y =:= 9223372036854775807 + 1, Y > 9223372036854775807])).
case(t_ac_dec(-9223372036854775808, Y), checks([Y < -9223372036854775808])).
case(t_ac_inc(1.5, Y), checks([Y == 2.5])).
case(t_ac_inc(1+2, Y), checks([Y == 4])).
case(t_ac_inc([0'a], Y), checks([Y == 98])).
case(t_ac_big(1, Y), checks([Y == 2147483648])).
case(t_ac_neg(1, Y), checks([Y == 2147483649])).
case(t_ac_wide(1, Y), checks([Y == 10000000000])).
case(t_ac_chain(5, Z), checks([Z == 12])).
case(t_ac_bound(-1, _), fail).
case(t_ac_inc(1, 3), fail).
case(t_ac_inc(_, _), error(instantiation_error)).
case(t_ac_inc(foo, _), error(type_error(evaluable, foo/0))).
case(t_ac_dec(f(x), _), error(type_error(evaluable, f/1))).
