/*  hornbook boot library: control predicates and system internals written
    in Prolog. Loaded at start-up; its predicates are system predicates
    (they cannot be redefined, and clause/2 may not inspect them).
*/

% Meta-call of control constructs: the second argument is the cut barrier
% of the call, so that a cut inside cuts back to the call and no further.
'$call_body'(G, Level) :- '$check_body'(G), '$cb'(G, Level).

'$cb'((A, B), L) :- !, '$cb'(A, L), '$cb'(B, L).
'$cb'((C -> T ; E), L) :- !, ( call(C) -> '$cb'(T, L) ; '$cb'(E, L) ).
'$cb'((C *-> T ; E), L) :- !, ( call(C) *-> '$cb'(T, L) ; '$cb'(E, L) ).
'$cb'((A ; B), L) :- !, ( '$cb'(A, L) ; '$cb'(B, L) ).
'$cb'((C -> T), L) :- !, ( call(C) -> '$cb'(T, L) ).
'$cb'((C *-> T), L) :- !, call(C), '$cb'(T, L).
'$cb'(\+ G, _) :- !, \+ call(G).
'$cb'(!, L) :- !, '$cut'(L).
'$cb'(G, _) :- call(G).

% The control constructs as predicates, for call/N with extra arguments.
','(A, B) :- call((A, B)).
;(A, B) :- call((A ; B)).
->(A, B) :- call((A -> B)).
*->(A, B) :- call((A *-> B)).
\+(G) :- \+ call(G).
not(G) :- \+ call(G).

once(G) :- call(G), !.
ignore(G) :- ( call(G) -> true ; true ).
forall(C, A) :- \+ ( call(C), \+ call(A) ).

% time(Goal): runs Goal and prints, on user_error, the inferences, CPU and
% wall time it used, after each solution, after failure and before an
% exception passes. The second argument of '$time_report' is time/1's own
% inferences counted in between (catch/3, the report, the rethrow).
time(G) :-
    '$time_start'(T0),
    (   catch(G, E, '$time_rethrow'(T0, E))
    *-> '$time_report'(T0, 2)
    ;   '$time_report'(T0, 2),
        fail
    ).
'$time_rethrow'(T0, E) :- '$time_report'(T0, 3), throw(E).

findall(T, G, L) :-
    '$bag_start'(B, L),
    (   call(G), '$bag_add'(B, T), fail
    ;   '$bag_collect'(B, L0, [])
    ),
    L = L0.
findall(T, G, L, Tail) :-
    '$bag_start'(B, L),
    (   call(G), '$bag_add'(B, T), fail
    ;   '$bag_collect'(B, L0, Tail)
    ),
    L = L0.

% Database predicates over a snapshot of the clause list (logical update view).
clause(H, B) :- '$clause'(H, B, _, access).
retract(C) :-
    '$clause_parts'(C, H, B),
    '$clause'(H, B, Ref, modify),
    '$erase'(Ref).
retractall(H) :-
    '$ensure_dynamic'(H),
    (   '$clause'(H, _, Ref, modify), '$erase'(Ref), fail
    ;   true
    ).
'$clause_parts'(C, _, _) :- var(C), !, throw(error(instantiation_error, retract/1)).
'$clause_parts'((H :- B), H, B) :- !.
'$clause_parts'(H, H, true).

'$member_'(X, [X|_]).
'$member_'(X, [_|T]) :- '$member_'(X, T).

current_op(P, T, N) :-
    '$check_op_args'(P, T, N),
    '$ops'(L),
    '$member_'(op(P, T, N), L).
'$check_op_args'(P, T, N) :-
    (   var(P) -> true
    ;   integer(P), P >= 0, P =< 1200 -> true
    ;   throw(error(domain_error(operator_priority, P), current_op/3))
    ),
    (   var(T) -> true
    ;   atom(T), '$member_'(T, [xfx, xfy, yfx, fy, fx, xf, yf]) -> true
    ;   throw(error(domain_error(operator_specifier, T), current_op/3))
    ),
    (   var(N) -> true
    ;   atom(N) -> true
    ;   throw(error(type_error(atom, N), current_op/3))
    ).

current_prolog_flag(F, V) :-
    (   var(F) -> true
    ;   atom(F) -> true
    ;   throw(error(type_error(atom, F), current_prolog_flag/2))
    ),
    '$flags'(L),
    '$member_'(F-V, L).

with_output_to(Spec, G) :-
    '$capture_start',
    (   catch(G, E, ('$capture_end'(_), throw(E)))
    ->  '$capture_end'(Text),
        '$output_spec'(Spec, Text)
    ;   '$capture_end'(_),
        fail
    ).
'$output_spec'(atom(A), T) :- !, A = T.
'$output_spec'(codes(C), T) :- !, atom_codes(T, C).
'$output_spec'(chars(C), T) :- !, atom_chars(T, C).
'$output_spec'(string(S), T) :- !, S = T.
'$output_spec'(Spec, _) :- throw(error(domain_error(output_sink, Spec), with_output_to/2)).

% Attributed variables: hooks run after unification binds them.
'$wakeup'([]).
'$wakeup'(['$wakeup'(Atts, Value)|Rest]) :-
    '$call_hooks'(Atts, Value),
    '$wakeup'(Rest).
'$call_hooks'([], _).
'$call_hooks'(att(M, A, More), V) :-
    '$attr_hook'(M, A, V),
    '$call_hooks'(More, V).
'$attr_hook'(freeze, G, V) :- !, '$freeze_hook'(G, V).
'$attr_hook'(M, A, V) :- call(M:attr_unify_hook(A, V)).

freeze(V, G) :-
    var(V), !,
    (   get_attr(V, freeze, G0)
    ->  put_attr(V, freeze, '$and'(G0, G))
    ;   put_attr(V, freeze, G)
    ).
freeze(_, G) :- call(G).
'$freeze_hook'(G, V) :-
    (   attvar(V)
    ->  (   get_attr(V, freeze, G2)
        ->  put_attr(V, freeze, '$and'(G, G2))
        ;   put_attr(V, freeze, G)
        )
    ;   '$run_frozen'(G)
    ).
'$run_frozen'('$and'(A, B)) :- !, '$run_frozen'(A), '$run_frozen'(B).
'$run_frozen'(G) :- call(G).
frozen(V, G) :-
    (   attvar(V), get_attr(V, freeze, G0) -> '$frozen_goals'(G0, V, G)
    ;   G = true
    ).
'$frozen_goals'('$and'(A, B), V, (GA, GB)) :- !, '$frozen_goals'(A, V, GA), '$frozen_goals'(B, V, GB).
'$frozen_goals'(G, V, freeze(V, G)).

length(L, N) :-
    (   var(N) -> true
    ;   integer(N) -> ( N < 0 -> throw(error(domain_error(not_less_than_zero, N), length/2)) ; true )
    ;   throw(error(type_error(integer, N), length/2))
    ),
    '$skip_list'(L, Len, Tail),
    (   Tail == []
    ->  N = Len
    ;   var(Tail)
    ->  Tail \== N,
        (   integer(N)
        ->  N >= 0, Extra is N - Len, Extra >= 0, '$make_list'(Extra, Tail)
        ;   var(N)
        ->  '$length_gen'(Tail, Len, N)
        ;   throw(error(type_error(integer, N), length/2))
        )
    ;   throw(error(type_error(list, L), length/2))
    ).
'$make_list'(0, []) :- !.
'$make_list'(N, [_|T]) :- N1 is N - 1, '$make_list'(N1, T).
'$length_gen'([], N, N).
'$length_gen'([_|T], N0, N) :- N1 is N0 + 1, '$length_gen'(T, N1, N).

% [File, ...] consults the files.
'.'(H, T) :- consult([H|T]).

% dif(X, Y): X and Y must never become equal. Suspends on the variables
% that could still make them equal and re-checks when one is bound.
dif(X, Y) :-
    X \== Y,
    (   X \= Y
    ->  true
    ;   term_variables(X-Y, Vs),
        '$dif_suspend'(Vs, X, Y)
    ).
'$dif_suspend'([], _, _).
'$dif_suspend'([V|Vs], X, Y) :-
    (   get_attr(V, dif, Ps)
    ->  put_attr(V, dif, [X-Y|Ps])
    ;   put_attr(V, dif, [X-Y])
    ),
    '$dif_suspend'(Vs, X, Y).
dif:attr_unify_hook(Pairs, _) :- '$dif_recheck'(Pairs).
'$dif_recheck'([]).
'$dif_recheck'([X-Y|Ps]) :- dif(X, Y), '$dif_recheck'(Ps).

stream_property(S, P) :-
    (   var(S) -> true
    ;   S = '$stream'(_) -> true
    ;   throw(error(domain_error(stream, S), stream_property/2))
    ),
    (   var(P) -> true
    ;   callable(P) -> true
    ;   throw(error(domain_error(stream_property, P), stream_property/2))
    ),
    '$stream_list'(L),
    '$member_'(S-Ps, L),
    '$member_'(P, Ps).

% print_message(Kind, Message): errors and warnings on standard error,
% in the style of SWI-Prolog; informational and silent messages are quiet.
print_message(Kind, Msg) :-
    '$message_prefix'(Kind, Prefix), !,
    '$message_text'(Msg, Text),
    format(user_error, "~w~w~n", [Prefix, Text]).
print_message(_, _).
'$message_prefix'(error, 'ERROR: ').
'$message_prefix'(warning, 'Warning: ').
'$message_text'(format(F, A), T) :- !, format(atom(T), F, A).
'$message_text'(error(E, C), T) :- !, '$describe_error'(error(E, C), T).
'$message_text'(M, T) :- format(atom(T), "Unknown message: ~p", [M]).

% setup_call_cleanup(S, G, C): run S once, then G; C runs once when G is
% finished: deterministic exit, failure, exception, or a cut of its
% choicepoints.
setup_call_cleanup(S, G, C) :-
    once(S),
    '$cleanup_push'(C, Ref),
    catch(G, E, ('$cleanup_run'(Ref), throw(E))),
    '$cleanup_exit'(Ref).
call_cleanup(G, C) :- setup_call_cleanup(true, G, C).

% call_with_time_limit(Seconds, Goal): Goal runs once; if it is still running
% after Seconds, the exception time_limit_exceeded is raised.
call_with_time_limit(T, G) :-
    '$deadline'(T, Old),
    setup_call_cleanup(true, once(G), '$restore_deadline'(Old)).

repeat.
repeat :- repeat.
