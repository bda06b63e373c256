/*  hornbook all-solutions library: bagof/3 and setof/3 (ISO 8.10.2,
    8.10.3, with SWI-Prolog's order of groups), aggregate_all/3 of
    SWI-Prolog's library(aggregate) and SWI-Prolog's findnsols/4,5. Built
    on findall/3's solution bags and keysort/2.
*/

% bagof(+Template, :Goal, -Bag). The witness is the list of the free
% variables of Goal: those not in Template and not bound by V^ prefixes.
% Without free variables this is findall/3 that fails on no solutions.
% Otherwise the Witness-Template pairs are keysorted, and each group of
% solutions whose witnesses are variants is one answer, in the order of
% the sorted witnesses.

%!  bagof(+Template, :Goal, -Bag) is nondet
%
%   Bag holds the instances of Template for the solutions of Goal, one Bag
%   for each binding of the free variables of Goal (Var^Goal leaves Var
%   out of the grouping); fails when there is no solution.
%
%   ?- bagof(X, member(X-Y, [1-a, 2-b, 3-a]), L).
%   Y = a, L = [1, 3].
bagof(T, G, L) :-
    '$bag_free_vars'(T, G, Goal, W),
    (   W == []
    ->  findall(T, Goal, L0),
        L0 \== [],
        L = L0
    ;   findall(W-T, Goal, Pairs),
        Pairs \== [],
        keysort(Pairs, Sorted),
        '$bag_pick'(Sorted, W, L)
    ).

%!  setof(+Template, :Goal, -Set) is nondet
%
%   As bagof/3, with each Set sorted and without duplicates.
%
%   ?- setof(X, Y^member(X-Y, [b-1, a-2, b-3]), L).
%   L = [a, b].
setof(T, G, S) :-
    '$bag_free_vars'(T, G, Goal, W),
    (   W == []
    ->  findall(T, Goal, L0),
        L0 \== [],
        sort(L0, S0),
        S = S0
    ;   findall(W-T, Goal, Pairs),
        Pairs \== [],
        keysort(Pairs, Sorted),
        '$bag_pick'(Sorted, W, L),
        sort(L, S)
    ).

'$bag_free_vars'(T, G0, G, W) :-
    '$bag_strip'(G0, G, Ex),
    term_variables(T-Ex, Bound),
    term_variables(G, GVs),
    '$bag_vars_minus'(GVs, Bound, W).

'$bag_strip'(G, G, []) :- var(G), !.
'$bag_strip'(V^G0, G, [V|Ex]) :- !, '$bag_strip'(G0, G, Ex).
'$bag_strip'(M:G0, M:G, Ex) :- atom(M), !, '$bag_strip'(G0, G, Ex).
'$bag_strip'(G, G, []).

'$bag_vars_minus'([], _, []).
'$bag_vars_minus'([V|Vs], B, W) :-
    (   '$bag_var_in'(B, V)
    ->  W = W1
    ;   W = [V|W1]
    ),
    '$bag_vars_minus'(Vs, B, W1).
'$bag_var_in'([H|T], V) :- ( H == V -> true ; '$bag_var_in'(T, V) ).

% '$bag_pick'(+Sorted, ?Witness, ?Bag): one group per solution; the last
% group leaves no choicepoint.
'$bag_pick'([W0-T0|Rest], W, L) :-
    (   ground(W0)
    ->  '$bag_run'(Rest, W0, Ts, Others)
    ;   '$bag_variants'(Rest, W0, Ts, Others)
    ),
    (   Others == []
    ->  W = W0, L = [T0|Ts]
    ;   (   W = W0, L = [T0|Ts]
        ;   '$bag_pick'(Others, W, L)
        )
    ).

% A ground witness: after sorting, its group is the run of identical keys.
'$bag_run'([K-T|Rest], W0, [T|Ts], Others) :-
    K == W0, !,
    '$bag_run'(Rest, W0, Ts, Others).
'$bag_run'(Others, _, [], Others).

% A witness with variables: every variant of it anywhere in the rest
% belongs to its group, unified with it.
'$bag_variants'([], _, [], []).
'$bag_variants'([K-T|Rest], W0, Ts, Others) :-
    (   K =@= W0
    ->  K = W0,
        Ts = [T|Ts1],
        '$bag_variants'(Rest, W0, Ts1, Others)
    ;   Others = [K-T|Others1],
        '$bag_variants'(Rest, W0, Ts, Others1)
    ).

%!  aggregate_all(+Spec, :Goal, -Result) is semidet
%
%   Aggregates over all solutions of Goal by Spec: count, sum(E), max(E),
%   min(E), max(E, W), min(E, W), bag(T), set(T), or a compound of these;
%   max and min fail when there is no solution.
%
%   ?- aggregate_all(count, member(_, [a, b, c]), N).
%   N = 3.
aggregate_all(Spec, _, _) :-
    var(Spec), !,
    throw(error(instantiation_error, context(aggregate_all/3, _))).
aggregate_all(count, G, N) :-
    !,
    % A counter rather than a list of the solutions: counting a large
    % table runs in constant space, as in SWI-Prolog.
    State = count(0),
    (   call(G),
        arg(1, State, C0),
        C is C0 + 1,
        nb_setarg(1, State, C),
        fail
    ;   arg(1, State, N)
    ).
aggregate_all(Spec, G, R) :-
    '$agg_simple'(Spec), !,
    findall(Spec, G, Rows),
    '$agg_value'(Spec, Rows, R).
aggregate_all(Spec, G, R) :-
    compound(Spec), !,
    Spec =.. [F|Specs],
    '$agg_check_all'(Specs),
    findall(Spec, G, Rows),
    '$agg_columns'(Specs, 1, Rows, Values),
    R =.. [F|Values].
aggregate_all(Spec, _, _) :-
    '$agg_invalid'(Spec).

'$agg_simple'(count).
'$agg_simple'(sum(_)).
'$agg_simple'(max(_)).
'$agg_simple'(min(_)).
'$agg_simple'(max(_, _)).
'$agg_simple'(min(_, _)).
'$agg_simple'(bag(_)).
'$agg_simple'(set(_)).

'$agg_check_all'([]).
'$agg_check_all'([S|Ss]) :-
    (   nonvar(S), '$agg_simple'(S) -> true
    ;   var(S) -> throw(error(instantiation_error, context(aggregate_all/3, _)))
    ;   '$agg_invalid'(S)
    ),
    '$agg_check_all'(Ss).

'$agg_invalid'(S) :-
    (   callable(S)
    ->  throw(error(domain_error(aggregate_template, S), _))
    ;   throw(error(type_error(aggregate_template, S), _))
    ).

'$agg_columns'([], _, _, []).
'$agg_columns'([S|Ss], I, Rows, [V|Vs]) :-
    '$agg_column'(Rows, I, Col),
    '$agg_value'(S, Col, V),
    I1 is I + 1,
    '$agg_columns'(Ss, I1, Rows, Vs).
'$agg_column'([], _, []).
'$agg_column'([R|Rs], I, [C|Cs]) :- arg(I, R, C), '$agg_column'(Rs, I, Cs).

% '$agg_value'(+Spec, +Rows, -Value): Rows are the instances of Spec, one
% per solution.
'$agg_value'(count, Rows, N) :- length(Rows, N).
'$agg_value'(sum(_), Rows, S) :- '$agg_sum'(Rows, 0, S).
'$agg_value'(max(_), [max(X)|Rows], M) :- M0 is X, '$agg_max'(Rows, M0, M).
'$agg_value'(min(_), [min(X)|Rows], M) :- M0 is X, '$agg_min'(Rows, M0, M).
'$agg_value'(max(_, _), [max(X, W)|Rows], max(M, MW)) :-
    '$agg_must_be_number'(X),
    '$agg_max_w'(Rows, X, W, M, MW).
'$agg_value'(min(_, _), [min(X, W)|Rows], min(M, MW)) :-
    '$agg_must_be_number'(X),
    '$agg_min_w'(Rows, X, W, M, MW).
'$agg_value'(bag(_), Rows, L) :- '$agg_args'(Rows, L).
'$agg_value'(set(_), Rows, S) :- '$agg_args'(Rows, L), sort(L, S).

'$agg_sum'([], S, S).
'$agg_sum'([sum(X)|Rs], S0, S) :- S1 is S0 + X, '$agg_sum'(Rs, S1, S).
'$agg_max'([], M, M).
'$agg_max'([max(X)|Rs], M0, M) :- M1 is max(M0, X), '$agg_max'(Rs, M1, M).
'$agg_min'([], M, M).
'$agg_min'([min(X)|Rs], M0, M) :- M1 is min(M0, X), '$agg_min'(Rs, M1, M).
'$agg_max_w'([], M, W, M, W).
'$agg_max_w'([max(X, XW)|Rs], M0, W0, M, W) :-
    (   X > M0
    ->  '$agg_max_w'(Rs, X, XW, M, W)
    ;   '$agg_max_w'(Rs, M0, W0, M, W)
    ).
'$agg_min_w'([], M, W, M, W).
'$agg_min_w'([min(X, XW)|Rs], M0, W0, M, W) :-
    (   X < M0
    ->  '$agg_min_w'(Rs, X, XW, M, W)
    ;   '$agg_min_w'(Rs, M0, W0, M, W)
    ).
'$agg_args'([], []).
'$agg_args'([R|Rs], [X|Xs]) :- arg(1, R, X), '$agg_args'(Rs, Xs).

'$agg_must_be_number'(X) :-
    (   number(X) -> true
    ;   var(X) -> throw(error(instantiation_error, context(aggregate_all/3, _)))
    ;   throw(error(type_error(number, X), _))
    ).

%!  findnsols(+N, @Template, :Goal, -List) is nondet
%
%   As findall/3, but List holds the instances of Template for at most N
%   solutions of Goal; on backtracking, for the next N, and so on. The
%   last chunk may be shorter; it is empty when Goal, after a full chunk,
%   turns out to have no more solutions (unless Goal's last solution left
%   no choice, which ends the chunks at once).
%
%   ?- findall(L, findnsols(2, X, member(X, [a, b, c]), L), Chunks).
%   Chunks = [[a, b], [c]].
findnsols(N, Template, Goal, List) :-
    findnsols(N, Template, Goal, List, []).

%!  findnsols(+N, @Template, :Goal, -List, ?Tail) is nondet
%
%   As findnsols/4, each chunk ending in Tail instead of [].
%
%   ?- findnsols(2, X, member(X, [a, b, c]), L, T), !.
%   L = [a, b|T].
findnsols(N, Template, Goal, List, Tail) :-
    must_be(integer, N),
    (   N < 0
    ->  domain_error(not_less_than_zero, N)
    ;   N =:= 0
    ->  List = Tail
    ;   % A chunk is returned from inside Goal's run: the goal works on
        % a copy, so that the caller's variables stay unbound.
        copy_term(Template+Goal, Template1+Goal1),
        State = chunk(0, open),
        setup_call_cleanup(
            '$bag_start'(Bag, List),
            '$findnsols'(State, N, Bag, Template1, Goal1, List0, Tail),
            '$findnsols_close'(State, Bag)),
        List = List0
    ).

% The bag stays open between chunks: a full chunk is taken out of it and
% the bag stays where it is on the bag stack, with the bags above it: those
% of a findnsols/4 inside Goal are still open (nested chunks).
% State holds the number of solutions in the chunk and whether the bag is
% open; the solution that is Goal's last (call_cleanup/2 sees it leave no
% choice) ends the chunks.
'$findnsols'(State, N, Bag, Template, Goal, List, Tail) :-
    (   call_cleanup(Goal, Det = true),
        '$bag_add'(Bag, Template),
        arg(1, State, C0),
        C is C0 + 1,
        (   Det == true
        ->  !,
            nb_setarg(2, State, closed),
            '$bag_collect'(Bag, List, Tail)
        ;   C =:= N
        ->  nb_setarg(1, State, 0),
            '$bag_take'(Bag, List, Tail)
        ;   nb_setarg(1, State, C),
            fail
        )
    ;   nb_setarg(2, State, closed),
        '$bag_collect'(Bag, List, Tail)
    ).

% A findnsols/4 cut before its last chunk leaves its bag open, on top of
% the bag stack: it is discarded.
'$findnsols_close'(State, Bag) :-
    (   arg(2, State, open)
    ->  '$bag_collect'(Bag, _, [])
    ;   true
    ).
