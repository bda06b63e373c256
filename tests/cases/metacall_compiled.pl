% Meta-called control constructs run compiled (compile/goal_clause.rs):
% ISO's call/1 semantics hold, whether a goal's shape is met for the
% first time or again (each case is run by the harness's own meta-call,
% and the loops meta-call the same shape many times).

mc_p(1). mc_p(2). mc_p(3).
mc_q(X) :- call((mc_p(X), X > 1, !)).
mc_loop(N, Count) :- aggregate_all(count, (between(1, N, I), call((I mod 2 =:= 0, true))), Count).

case(findall(X, call((mc_p(X), !)), L), checks([L == [1]])).
case(call((!, fail ; true)), fail).
case(findall(X, mc_q(X), L), checks([L == [2]])).
case(findall(X, call(((mc_p(X), !) -> true ; true)), L), checks([L == [1]])).
case(findall(X, call((mc_p(X) *-> true ; X = none)), L), checks([L == [1, 2, 3]])).
case(call((\+ !, fail ; true)), true).
case(call((_G, true)), error(instantiation_error)).
case(call((G = true, G)), checks([G == true])).
case(findall(X, call((G = (mc_p(X), !), G)), L), checks([L == [1]])).
case(call((fail, 1)), error(type_error(callable, (fail, 1)))).
case(call((write(x), 1)), error(type_error(callable, (write(x), 1)))).
case(call((X = 1, _ is X + a)), error(type_error(evaluable, a/0))).
case(mc_loop(1000, C), checks([C == 500])).
case(forall(between(1, 1000, I), call((X = I, X > 0))), true).
case((findall(N, (between(1, 50, K), aggregate_all(count, (member(X, [1, 2, 3, 4]), X > 2), N), K > 0), L),
      sort(L, S)), checks([S == [2]])).
case(call((freeze(X, Y = woken), X = 1, Y == woken)), true).
case(call((lists:member(X, [a]), X == a)), true).
case(call(lists:(member(X, [a]), X == a)), true).
case(catch(call((mc_undefined_xyz, true)), error(existence_error(procedure, PI), _), true),
     checks([PI == mc_undefined_xyz/0])).
case((statistics(inferences, I0), call((mc_p(_), true)), statistics(inferences, I1)), checks([I1 > I0])).
% Goals of a million conjuncts run (interpreted) without overflowing.
case((length(L, 1000000), maplist(=(true), L), foldl([G, A, (G, A)]>>true, L, true, C), call(C)), true).
