% Delimited continuations: reset/3, shift/1, call_continuation/1 (as SWI-Prolog).

% A goal that ends without shifting: Cont is 0.
case(reset(true, _, C), checks([C == 0])).
case(reset(fail, _, _), fail).
case(reset(X = 1, _, C), checks([X == 1, C == 0])).
% shift/1 returns from reset/3 with the ball.
case(reset(shift(a), B, C), checks([B == a, C = call_continuation(_)])).
% The continuation is the rest of the goal up to the reset.
case(reset(cont_step(L), ball(X), C), checks([X == 1, var(L), call(C), L == [before, after]])).
% SWI's documented example: shift from a nested predicate, resumed twice.
case((reset(cont_two, B1, C1), reset(C1, B2, C2), reset(C2, B3, C3)),
     checks([B1 == one, B2 == two, var(B3), C3 == 0])).
% A generator: each element is shifted out, the consumer collects them.
case(cont_enumerate(cont_from_list([a, b, c]), L), checks([L == [a, b, c]])).
case(cont_enumerate(cont_from_list([]), L), checks([L == []])).
% Effect handlers: a state effect threaded by the handler.
case(cont_run_state(cont_counter(R), 10, S), checks([R == 12, S == 12])).
% The ball is matched against the resets from the innermost outwards.
case(reset(reset(shift(outer), inner, C1), outer, C2),
     checks([var(C1), C2 \== 0, call(C2), C1 == 0])).
case(reset(reset(shift(inner), inner, C1), outer, C2),
     checks([C1 \== 0, C2 == 0])).
% Bindings made before the shift are seen by the continuation.
case(reset(cont_bind(X), got(Y), C), checks([X == f(Y), var(Y), call(C), Y == done])).
% A continuation stays valid after backtracking past the shift.
case((findall(C, reset(cont_bind(_), _, C), [K]), call(K)), true).
case((findall(C, (reset(cont_choice(X), _, C), X == 2), [K]), call(K)), true).
% A continuation can be called many times.
case((reset(cont_tail(L), _, C), findall(L, (member(L, [x, y]), call(C)), Ls)), checks([Ls == [x, y]])).
% Catch frames between shift and reset do not catch later exceptions.
case(catch((reset(catch(shift(s), _, true), s, _), throw(late)), late, true), true).
% Exceptions thrown by a continuation.
case((reset(cont_throws, _, C), catch(call(C), E, true)), checks([E == boom])).
% shift/1 without a matching reset/3.
case(shift(a), error(existence_error(reset, a))).
case(reset(shift(a), b, _), error(existence_error(reset, a))).
case(call_continuation(foo), error(type_error(list, foo))).
case(call_continuation(_), error(instantiation_error)).
case(call_continuation([]), true).
case(call_continuation([bad]), error(type_error(continuation, bad))).
case(call_continuation(['$cont$'(0)]), error(type_error(continuation, '$cont$'(0)))).

cont_step(L) :- shift(ball(1)), L = [before, after].

cont_two :- cont_one, shift(two).
cont_one :- shift(one).

cont_from_list([]).
cont_from_list([X|Xs]) :- shift(yield(X)), cont_from_list(Xs).

cont_enumerate(G, L) :-
    reset(G, yield(X), Cont),
    (   Cont == 0
    ->  L = []
    ;   L = [X|T],
        cont_enumerate(Cont, T)
    ).

cont_get(S) :- shift(get(S)).
cont_put(S) :- shift(put(S)).

cont_run_state(G, S0, S) :-
    reset(G, Cmd, Cont),
    (   Cont == 0
    ->  S = S0
    ;   Cmd = get(S0)
    ->  cont_run_state(Cont, S0, S)
    ;   Cmd = put(S1),
        cont_run_state(Cont, S1, S)
    ).

cont_counter(R) :-
    cont_get(A), A1 is A + 1, cont_put(A1),
    cont_get(B), B1 is B + 1, cont_put(B1),
    cont_get(R).

cont_bind(X) :- X = f(Y), shift(got(Y)), Y = done.

cont_choice(X) :- member(X, [1, 2, 3]), shift(x), X > 1.

cont_tail(L) :- shift(here), member(L, [x, y]).

cont_throws :- shift(s), throw(boom).
