% library(yall) lambdas compiled when the file is loaded (library(yall)
% is loaded first, as SWI-Prolog compiles lambdas only then): a lambda in
% a meta-argument becomes an auxiliary predicate, and only its parameters
% and the variables of Free connect it to the clause (SWI-Prolog's
% semantics for compiled lambdas).

:- use_module(library(yall)).
:- use_module(library(apply)).

yc_double(L0, L) :- maplist([X, Y]>>(Y is X * 2), L0, L).
yc_sum(L, S) :- foldl([X, A0, A]>>(A is A0 + X), L, 0, S).
yc_evens(L0, L) :- include([X]>>(X mod 2 =:= 0), L0, L).
% K is bound before the call, but a compiled lambda does not see it.
yc_add_global(K, L0, L) :- maplist([X, Y]>>(Y is X + K), L0, L).
% Free/Lambda shares K.
yc_add_free(K, L0, L) :- maplist({K}/[X, Y]>>(Y is X + K), L0, L).
% Free/Closure: the closure gets the extra arguments.
yc_closure(K, L0, L) :- maplist({K}/plus(K), L0, L).
% A variable of the lambda that is not a parameter is local to each call.
yc_local(L, Z) :- maplist([X]>>(X = Z), L).
% Nested lambdas and lambdas inside control constructs and findall/3.
yc_nested(Ls, Ss) :- maplist([L, S]>>foldl([X, A0, A]>>(A is A0 + X), L, 0, S), Ls, Ss).
yc_in_findall(L, Ps) :- findall(P, ( member(X, L), call([Y, Z]>>(Z is Y * Y), X, P) ), Ps).
yc_in_if(L, R) :- ( maplist([X]>>(X > 0), L) -> R = positive ; R = other ).
% Parameters that are terms, not variables.
yc_pairs(Ps, Ks) :- maplist([K-_, K]>>true, Ps, Ks).
% A lambda whose parameters do not match the arguments the meta-predicate
% adds is not compiled: it is called, with copy semantics.
yc_not_compiled(K, C) :- maplist([X]>>([Y]>>(Y is X + K)), [1], [C]).
% Variant lambdas share their auxiliary predicate.
yc_aux_count(N) :-
    findall(Name, ( current_predicate(Name/_), sub_atom(Name, 0, _, _, '__aux_yall_') ), Names),
    sort(Names, Unique), length(Unique, N).
yc_twice_a(L0, L) :- maplist([P, Q]>>(Q is P * 2), L0, L).
yc_twice_b(L0, L) :- maplist([P, Q]>>(Q is P * 2), L0, L).

case(yc_double([1, 2, 3], L), checks([L == [2, 4, 6]])).
case(yc_sum([1, 2, 3, 4], S), checks([S == 10])).
case(yc_evens([1, 2, 3, 4], L), checks([L == [2, 4]])).
case(yc_add_global(10, [1], _), error(instantiation_error)).
case(yc_add_free(10, [1, 2], L), checks([L == [11, 12]])).
case(yc_closure(10, [1, 2], L), checks([L == [11, 12]])).
case(yc_local([1, 2], Z), checks([var(Z)])).
case(yc_nested([[1, 2], [3]], S), checks([S == [3, 3]])).
case(yc_in_findall([1, 2, 3], Ps), checks([Ps == [1, 4, 9]])).
case(yc_in_if([1, 2], R), checks([R == positive])).
case(yc_in_if([1, -2], R), checks([R == other])).
case(yc_pairs([a-1, b-2], Ks), checks([Ks == [a, b]])).
case(yc_not_compiled(10, L), checks([L == 11])).
case(yc_twice_a([1], L), checks([L == [2]])).
case(yc_twice_b([2], L), checks([L == [4]])).
% One predicate per lambda up to variance: yc_twice_a and yc_twice_b reuse
% yc_double's, the inner lambda of yc_nested reuses yc_sum's, and
% yc_not_compiled has none (as SWI-Prolog counts them).
case(yc_aux_count(N), checks([N == 11])).
