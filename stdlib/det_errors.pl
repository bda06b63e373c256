/*  hornbook system file, loaded into system on the first breach of a
    determinism declaration (src/stdlib.rs, load_det_errors; stdlib/det.pl
    calls it): which predicate or goal a determinism_error names, and what
    the flag determinism_error makes of it.

    SWI-Prolog finds the culprit in its frames: with last-call optimisation
    the frame of a det predicate is taken over by its last call, which then
    answers for it. hornbook finds it afterwards from the code: a leftover
    choicepoint names its predicate when that predicate is reached from the
    checked one through last calls; a failure names the end of the chain of
    last calls of single-clause predicates. In debug mode (no last-call
    optimisation in SWI-Prolog) the checked predicate itself is named.
*/

% '$det_report'(+Check, +Found, +First): Check (goal(G), goal(G, Caller), property(PI) or
% guard(PI, LastPI)) failed (Found = fail) or left a choicepoint (nondet),
% the first it made being choicepoint First.
'$det_report'(Check, Found, First) :-
    '$det_culprit'(Check, Found, First, Culprit, Kind),
    Formal = determinism_error(Culprit, det, Found, Kind),
    (   Kind == goal
    ->  '$det_goal_context'(Check, Context)
    ;   Context = context(Culprit, _)
    ),
    current_prolog_flag(determinism_error, Mode),
    '$det_report'(Mode, error(Formal, Context), Found).

'$det_report'(error, Error, _) :-
    throw(Error).
'$det_report'(warning, error(Formal, _), Found) :-
    print_message(warning, error(Formal, _)),
    Found == nondet.
'$det_report'(silent, _, nondet).

% '$det_culprit'(+Check, +Found, +First, -Culprit, -Kind)
'$det_culprit'(goal(G0), _, _, G, goal) :-
    strip_module(G0, _, G).
'$det_culprit'(goal(G0, _), _, _, G, goal) :-
    strip_module(G0, _, G).

% An in-line $/1 names its clause's predicate when it is known.
'$det_goal_context'(goal(_, P), context(PI, _)) :-
    nonvar(P), !,
    '$det_pi'(P, PI).
'$det_goal_context'(_, _).
'$det_culprit'(property(PI), Found, First, Culprit, property) :-
    (   current_prolog_flag(debug, true)
    ->  Culprit0 = PI
    ;   Found == nondet
    ->  (   '$choice_pred'(First, Q),
            '$det_reaches'(PI, Q)
        ->  Culprit0 = Q
        ;   Culprit0 = PI
        )
    ;   '$det_chain_end'(PI, Culprit0)
    ),
    '$det_pi'(Culprit0, Culprit).
'$det_culprit'(guard(Clause, Last), Found, First, Culprit, Kind) :-
    (   Last == none
    ->  Culprit0 = Clause, Kind = guard
    ;   Found == nondet
    ->  (   '$choice_pred'(First, Q),
            '$det_reaches'(Last, Q)
        ->  Kind = guard_in_caller,
            '$det_debug_culprit'(Q, Clause, Culprit0)
        ;   Culprit0 = Clause, Kind = guard
        )
    ;   Kind = guard_in_caller,
        '$det_chain_end'(Last, End),
        '$det_debug_culprit'(End, Clause, Culprit0)
    ),
    '$det_pi'(Culprit0, Culprit).

'$det_debug_culprit'(_, Clause, Clause) :-
    current_prolog_flag(debug, true), !.
'$det_debug_culprit'(Culprit, _, Culprit).

% A predicate of user is named without its module, as SWI-Prolog does.
'$det_pi'(user:PI, PI) :- !.
'$det_pi'(PI, PI).

% '$det_reaches'(+From, +To): To is From or reached from it through the last
% goals of clauses.
'$det_reaches'(From, To) :-
    '$det_reaches'([From], [], To).

'$det_reaches'([P|_], _, P) :- !.
'$det_reaches'([P|Ps], Seen, To) :-
    (   '$memberchk_'(P, Seen)
    ->  '$det_reaches'(Ps, Seen, To)
    ;   findall(Q, '$det_last_call'(P, Q), Qs),
        '$append_'(Ps, Qs, Next),
        '$det_reaches'(Next, [P|Seen], To)
    ).

% '$det_chain_end'(+P, -End): from P, the last goal of a predicate of one
% clause, as long as there is one (at most 100 steps: recursion).
'$det_chain_end'(P, End) :-
    '$det_chain_end'(P, 100, End).

'$det_chain_end'(P, N, End) :-
    N > 0,
    findall(Q, '$det_last_call'(P, Q), [Q]),
    '$det_clause_count'(P, 1), !,
    N1 is N - 1,
    '$det_chain_end'(Q, N1, End).
'$det_chain_end'(P, _, P).

'$det_clause_count'(P, N) :-
    '$det_clause_head'(P, M, H),
    findall(x, clause(M:H, _), L),
    length(L, N).

% '$det_last_call'(+P, -Q): a clause of P ends in a call of user predicate Q.
'$det_last_call'(P, Q) :-
    '$det_clause_head'(P, M, H),
    clause(M:H, Body),
    '$det_last_goal'(Body, M, LM, Last),
    '$det_target'(LM, Last, Q).

% The clauses of a det predicate are those of its worker.
'$det_clause_head'(M:Name/Arity, M, H) :-
    (   '$det_declared'(M, Name, Arity)
    ->  atom_concat(Name, ' det', W)
    ;   W = Name
    ),
    functor(H, W, Arity).

'$det_last_goal'(B, M, M, B) :-
    var(B), !, fail.
'$det_last_goal'((_, B), M0, M, G) :- !,
    '$det_last_goal'(B, M0, M, G).
'$det_last_goal'(M1:B, _, M, G) :- !,
    atom(M1),
    '$det_last_goal'(B, M1, M, G).
'$det_last_goal'(G, M, M, G).
