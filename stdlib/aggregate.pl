/*  hornbook library(aggregate): aggregate/3,4 with bagof/3 semantics (free
    variables of the goal group the solutions, `^` hides them),
    aggregate_all/4 (findall/3 semantics, one solution per discriminator)
    and foreach/2, as SWI-Prolog's library(aggregate). aggregate_all/3 is
    a system predicate.
*/
:- module(aggregate, [ aggregate/3, aggregate/4, aggregate_all/4, foreach/2 ]).
:- meta_predicate aggregate(?, ^, -), aggregate(?, ?, ^, -), aggregate_all(?, ?, 0, -), foreach(0, 0).

%!  aggregate(+Spec, :Goal, -Result) is nondet
%
%   Aggregates the solutions of Goal: Spec is count, sum(Expr), max(Expr),
%   min(Expr), max(Expr, Witness), min(Expr, Witness), bag(Template) or
%   set(Template). Fails when Goal has no solution; free variables of Goal
%   give one result per group, as bagof/3.
%
%   ?- findall(K-N, aggregate(count, member(K, [a, b, a]), N), L).
%   L = [a-2, b-1].
aggregate(Spec, Goal, Result) :-
    '$agg_template'(Spec, Template),
    bagof(Template, Goal, List),
    '$agg_result'(Spec, List, Result).

%!  aggregate(+Spec, +Discriminator, :Goal, -Result) is nondet
%
%   As aggregate/3, counting solutions with the same Discriminator once.
%
%   ?- aggregate(count, X, member(X, [a, b, a]), N).
%   N = 2.
aggregate(Spec, Discriminator, Goal, Result) :-
    '$agg_template'(Spec, Template),
    bagof(Discriminator-Template, Goal, Pairs0),
    sort(Pairs0, Pairs),
    '$agg_values'(Pairs, List),
    '$agg_result'(Spec, List, Result).

%!  aggregate_all(+Spec, +Discriminator, :Goal, -Result) is semidet
%
%   As aggregate_all/3 over the solutions of Goal, counting solutions with
%   the same Discriminator (and the same instance of Spec) once. count and
%   sum give 0 when Goal has no solution; max and min fail then.
%
%   ?- aggregate_all(count, X, member(X, [a, b, a]), N).
%   N = 2.
aggregate_all(Spec, Discriminator, Goal, Result) :-
    '$agg_template'(Spec, Template),
    findall(Discriminator-Template, Goal, Pairs0),
    sort(Pairs0, Pairs),
    '$agg_values'(Pairs, List),
    '$agg_result'(Spec, List, Result).

%!  foreach(:Generator, :Goal) is semidet
%
%   True when the conjunction of the instances of Goal for every solution
%   of Generator is true. Variables of Goal that Generator does not bind
%   are shared by all the instances (so constraints on them accumulate).
%
%   ?- foreach(between(1, 4, X), dif(X, Y)), Y = 5.
%   Y = 5.
foreach(Generator, Goal) :-
    term_variables(Generator, GenVars),
    term_variables(Goal, GoalVars),
    '$vars_not_in'(GoalVars, GenVars, Shared),
    (   Shared == []
    ->  \+ ( call(Generator), \+ call(Goal) )
    ;   '$vars_in'(GoalVars, GenVars, Bound),
        Templ =.. [v|Bound],
        findall(Templ, Generator, Instances),
        '$foreach'(Instances, Templ, Shared, Goal)
    ).

'$foreach'([], _, _, _).
'$foreach'([I|Is], Templ, Shared, Goal) :-
    copy_term(Templ/Shared/Goal, I/Shared1/Copy),
    Shared1 = Shared,
    call(Copy),
    '$foreach'(Is, Templ, Shared, Goal).

'$vars_not_in'([], _, []).
'$vars_not_in'([V|Vs], Ws, Out) :-
    (   '$var_memberchk'(V, Ws) -> Out = Out1 ; Out = [V|Out1] ),
    '$vars_not_in'(Vs, Ws, Out1).
'$vars_in'([], _, []).
'$vars_in'([V|Vs], Ws, Out) :-
    (   '$var_memberchk'(V, Ws) -> Out = [V|Out1] ; Out = Out1 ),
    '$vars_in'(Vs, Ws, Out1).
'$var_memberchk'(V, [W|Ws]) :- ( V == W -> true ; '$var_memberchk'(V, Ws) ).

'$agg_values'([], []).
'$agg_values'([_-V|T], [V|Vs]) :- '$agg_values'(T, Vs).

'$agg_template'(Spec, _) :- var(Spec), !, instantiation_error(Spec).
'$agg_template'(Spec, T) :- '$agg_simple'(Spec, T), !.
% A compound of specs, such as r(count, max(X)): each computed over its
% column of the solutions, the result the same compound of the results.
% An argument that is no spec is the domain error, as in SWI-Prolog.
'$agg_template'(Spec, Template) :-
    compound(Spec), !,
    Spec =.. [F|Specs],
    '$agg_simples'(Specs, Ts),
    Template =.. [F|Ts].
'$agg_template'(Spec, _) :- domain_error(aggregate_template, Spec).

'$agg_simple'(Spec, _) :- var(Spec), !, fail.
'$agg_simple'(count, x).
'$agg_simple'(count(T), T).
'$agg_simple'(sum(E), E).
'$agg_simple'(max(E), E).
'$agg_simple'(min(E), E).
'$agg_simple'(max(E, W), E-W).
'$agg_simple'(min(E, W), E-W).
'$agg_simple'(bag(T), T).
'$agg_simple'(set(T), T).

'$agg_simples'([], []).
'$agg_simples'([S|Ss], [T|Ts]) :-
    (   var(S)
    ->  instantiation_error(S)
    ;   '$agg_simple'(S, T)
    ->  true
    ;   domain_error(aggregate_template, S)
    ),
    '$agg_simples'(Ss, Ts).

'$agg_columns'([], _, _, []).
'$agg_columns'([S|Ss], I, L, [R|Rs]) :-
    '$agg_column'(L, I, Col),
    '$agg_result'(S, Col, R),
    I1 is I + 1,
    '$agg_columns'(Ss, I1, L, Rs).

'$agg_column'([], _, []).
'$agg_column'([T|Ts], I, [A|As]) :-
    arg(I, T, A),
    '$agg_column'(Ts, I, As).

'$agg_result'(count, L, N) :- length(L, N).
'$agg_result'(count(_), L, N) :- length(L, N).
'$agg_result'(sum(_), L, S) :- '$agg_sum'(L, 0, S).
'$agg_result'(max(_), [X|Xs], M) :- '$agg_max'(Xs, X, M0), M is M0.
'$agg_result'(min(_), [X|Xs], M) :- '$agg_min'(Xs, X, M0), M is M0.
'$agg_result'(max(_, _), [X-W|Ps], max(M, MW)) :-
    '$agg_max_w'(Ps, X, W, M0, MW), M is M0.
'$agg_result'(min(_, _), [X-W|Ps], min(M, MW)) :-
    '$agg_min_w'(Ps, X, W, M0, MW), M is M0.
'$agg_result'(bag(_), L, L).
'$agg_result'(set(_), L, S) :- sort(L, S).
'$agg_result'(Spec, L, Result) :-
    \+ '$agg_simple'(Spec, _),
    Spec =.. [F|Specs],
    '$agg_columns'(Specs, 1, L, Rs),
    Result =.. [F|Rs].

'$agg_sum'([], S, S).
'$agg_sum'([X|Xs], S0, S) :- S1 is S0 + X, '$agg_sum'(Xs, S1, S).
'$agg_max'([], M, M).
'$agg_max'([X|Xs], M0, M) :- ( X > M0 -> M1 = X ; M1 = M0 ), '$agg_max'(Xs, M1, M).
'$agg_min'([], M, M).
'$agg_min'([X|Xs], M0, M) :- ( X < M0 -> M1 = X ; M1 = M0 ), '$agg_min'(Xs, M1, M).
'$agg_max_w'([], M, W, M, W).
'$agg_max_w'([X-W|Ps], M0, W0, M, MW) :-
    ( X > M0 -> '$agg_max_w'(Ps, X, W, M, MW) ; '$agg_max_w'(Ps, M0, W0, M, MW) ).
'$agg_min_w'([], M, W, M, W).
'$agg_min_w'([X-W|Ps], M0, W0, M, MW) :-
    ( X < M0 -> '$agg_min_w'(Ps, X, W, M, MW) ; '$agg_min_w'(Ps, M0, W0, M, MW) ).
