% library(yall): lambdas with >>, free variables with /, \X^Body, and
% copy semantics (SWI-Prolog's behaviour when a lambda is called).

case(maplist([X, Y]>>(Y is X * 2), [1, 2, 3], L), checks([L == [2, 4, 6]])).
case(maplist([X]>>(X > 0), [1, 2]), true).
case(maplist([X]>>(X > 1), [1, 2]), fail).
case(foldl([X, A0, A]>>(A is A0 + X), [1, 2, 3], 0, S), checks([S == 6])).
case(call([X, Y, Z]>>(Z is X + Y), 1, 2, R), checks([R == 3])).
case(call([_X]>>true, a), true).
% Extra arguments beyond the parameters go to the body.
case(call([X]>>format(atom(_), X), "~w-~w", [a, b]), true).
case(maplist([X]>>atom(X), [a, b]), true).
case(call([X]>>succ(X), 1, Y), checks([Y == 2])).
% Parameters and local variables are renamed for each call.
case(maplist([X, Y]>>(Z = X, Y = Z), [1, 2], L), checks([L == [1, 2]])).
case((maplist([X]>>(Y = X), [1, 2]), var(Y)), true).
% Free/Lambda shares the variables of Free.
case((N = 3, maplist({N}/[X]>>(X < N), [1, 2])), true).
case((maplist({Y}/[X]>>(Y = X), [1, 1]), Y == 1), true).
case(maplist({Y}/[X]>>(Y = X), [1, 2]), fail).
case((K = 10, maplist({K}/[X, Y]>>(Y is X + K), [1, 2], L)), checks([L == [11, 12]])).
case((call({Y}/(Y = 1)), Y == 1), true).
case(maplist(_/[_X]>>true, [1]), error(instantiation_error)).
case(maplist(f(_)/[_X]>>true, [1]), error(type_error(lambda_free, f(_)))).
% Bound context variables are seen (copying keeps their values).
case((K = 5, maplist([X, Y]>>(Y is X + K), [1], L)), checks([L == [6]])).
% Lambdas run their body in the module that wrote them.
case((assertz(yall_t(1)), maplist([X]>>yall_t(X), [1])), true).
% Errors.
case(call(_>>true, a), error(instantiation_error)).
case(call([X]>>foo_undefined_yall(X), 1), error(existence_error(procedure, foo_undefined_yall/1))).
% {} is a free-variable term with no variables.
case(call({}/true), true).
case(call({}/[X]>>(X = 1), Y), checks([Y == 1])).
% Fewer arguments than parameters: domain_error(lambda_parameters, Lambda)
% with the lambda as called (swipl 9.0.4 gives the same terms).
case(catch(call([X, Y]>>true, 1), error(domain_error(D, _), _), true), checks([D == lambda_parameters])).
case(catch(maplist([X, Y]>>true, [1]), error(domain_error(D, _), _), true), checks([D == lambda_parameters])).
case(catch(([X]>>true), error(domain_error(D, _), _), true), checks([D == lambda_parameters])).
case(catch((N = 1, call({N}/[X, Y]>>true, a)), error(domain_error(D, _), _), true), checks([D == lambda_parameters])).
case(call([X, Y]>>(Y is X * 2), 3, Z), checks([Z == 6])).
% The parameters must be a proper list (swipl 9.0.4: instantiation_error
% for a partial list, type_error(list, foo); GNU Prolog has no yall).
case(call([a|_]>>true), error(instantiation_error)).
case(call(foo>>true, 1), error(type_error(list, foo))).
