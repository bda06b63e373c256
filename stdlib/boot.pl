/*  hornbook boot library: control predicates and system internals written
    in Prolog. Loaded at start-up; its predicates are system predicates
    (they cannot be redefined, and clause/2 may not inspect them).
*/

% Module-sensitive arguments of the system predicates: a call from a module
% other than user passes these arguments qualified with its module.
:- meta_predicate
    call(0), call(1, ?), call(2, ?, ?), call(3, ?, ?, ?), call(4, ?, ?, ?, ?),
    call(5, ?, ?, ?, ?, ?), call(6, ?, ?, ?, ?, ?, ?), call(7, ?, ?, ?, ?, ?, ?, ?),
    catch(0, ?, 0), findall(?, 0, -), findall(?, 0, -, ?), forall(0, 0),
    findnsols(+, ?, 0, -), findnsols(+, ?, 0, -, ?),
    once(0), ignore(0), not(0), call_cleanup(0, 0), setup_call_cleanup(0, 0, 0),
    setup_call_catcher_cleanup(0, 0, ?, 0),
    call_with_time_limit(+, 0), undo(0), with_output_to(?, 0), freeze(?, 0), when(+, 0),
    assert(:), asserta(:), assertz(:), assert(:, -), asserta(:, -), assertz(:, -),
    retract(:), retractall(:), clause(:, ?), clause(:, ?, ?),
    abolish(:), dynamic(:), thread_local(:), discontiguous(:), multifile(:), meta_predicate(:),
    bagof(?, ^, -), setof(?, ^, -), aggregate_all(?, 0, -),
    phrase(//, ?), phrase(//, ?, ?), consult(:), ensure_loaded(:).

% Meta-call of control constructs: the second argument is the cut barrier
% of the call, so that a cut inside cuts back to the call and no further.
'$call_body'(G, Level) :- '$check_body'(G), '$cb'(G, Level).

% A variable subgoal is call(G) (ISO body conversion); it must not unify with
% the control construct patterns below, or call((true, G)) would build an
% endless conjunction.
'$cb'(G, _) :- '$var'(G), !, call(G).
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

%!  ','(:Goal1, :Goal2)
%
%   Conjunction: true when Goal1 and then Goal2 are true.
%
%   ?- ','(member(X, [1, 2]), X > 1).
%   X = 2.
','(A, B) :- call((A, B)).

%!  ;(:Goal1, :Goal2)
%
%   Disjunction: true when Goal1 or else Goal2 is true; with Goal1 of the
%   form Cond -> Then, if-then-else.
%
%   ?- ( member(X, [1, 2]), X > 5 ; X = none ).
%   X = none.
;(A, B) :- call((A ; B)).

%!  ->(:Condition, :Action)
%
%   If-then: when the first solution of Condition is found, runs Action;
%   fails when Condition fails.
%
%   ?- ( 1 < 2 -> X = yes ; X = no ).
%   X = yes.
->(A, B) :- call((A -> B)).

%!  *->(:Condition, :Action)
%
%   Soft-cut: as ->/2, but Action runs for every solution of Condition.
%
%   ?- ( member(X, [1, 2, 3]) *-> Y is X * 10 ; Y = 0 ).
%   X = 1, Y = 10.
*->(A, B) :- call((A *-> B)).

%!  \+(:Goal)
%
%   Negation as failure: true when Goal has no solution; binds nothing.
%
%   ?- \+ member(d, [a, b, c]).
%   true.
\+(G) :- \+ call(G).

%!  not(:Goal)
%
%   True when Goal has no solution; the same as \+/1.
%
%   ?- not(member(x, [a])).
%   true.
not(G) :- \+ call(G).

%!  once(:Goal) is semidet
%
%   Calls Goal and keeps only its first solution.
%
%   ?- once(member(X, [a, b])).
%   X = a.
once(G) :- call(G), !.

%!  ignore(:Goal) is det
%
%   Calls Goal once and succeeds whether or not Goal does.
%
%   ?- ignore(member(x, [])).
%   true.
ignore(G) :- ( call(G) -> true ; true ).

%!  forall(:Condition, :Action) is semidet
%
%   True when Action succeeds for every solution of Condition; binds
%   nothing.
%
%   ?- forall(member(X, [1, 2, 3]), X > 0).
%   true.
forall(C, A) :- \+ ( call(C), \+ call(A) ).

%!  time(:Goal)
%
%   Runs Goal and prints, on user_error, the inferences, CPU and wall time
%   it used, as SWI-Prolog does: after each solution, after failure and
%   before an exception passes on.
%
%   ?- time(numlist(1, 3, L)).
%   % ... inferences, ... CPU in ... seconds (...% CPU, ... Lips)
%   L = [1, 2, 3].

% The second argument of '$time_report' is time/1's own inferences counted
% in between (catch/3, the report, the rethrow).
time(G) :-
    '$time_start'(T0),
    (   catch(G, E, '$time_rethrow'(T0, E))
    *-> '$time_report'(T0, 2)
    ;   '$time_report'(T0, 2),
        fail
    ).
'$time_rethrow'(T0, E) :- '$time_report'(T0, 3), throw(E).

%!  findall(+Template, :Goal, -List) is det
%
%   List holds an instance of Template for each solution of Goal, in order;
%   [] when there is none.
%
%   ?- findall(X-Y, member(X-Y, [a-1, b-2]), L).
%   L = [a-1, b-2].
findall(T, G, L) :-
    '$bag_start'(B, L),
    (   call(G), '$bag_add'(B, T), fail
    ;   '$bag_collect'(B, L0, [])
    ),
    L = L0.

%!  findall(+Template, :Goal, -List, ?Tail) is det
%
%   As findall/3, with the list of instances ending in Tail instead of [].
%
%   ?- findall(X, member(X, [1, 2]), L, [end]).
%   L = [1, 2, end].
findall(T, G, L, Tail) :-
    '$bag_start'(B, L),
    (   call(G), '$bag_add'(B, T), fail
    ;   '$bag_collect'(B, L0, Tail)
    ),
    L = L0.

% Database predicates over a snapshot of the clause list (logical update view).

%!  clause(:Head, ?Body) is nondet
%
%   True when Head :- Body is a clause of a user predicate; enumerates the
%   clauses on backtracking.
%
%   ?- assertz((double(X, Y) :- Y is 2 * X)), clause(double(A, B), Body).
%   Body = (B is 2*A).
clause(H, B) :- '$clause'(H, B, _, access).

%!  clause(:Head, ?Body, ?Ref) is nondet
%
%   As clause/2, with the clause's reference Ref; with Ref given, the
%   clause it names (fails when that clause was erased).
%
%   ?- assertz(stock(pen), _R), clause(H, B, _R).
%   H = stock(pen), B = true.
clause(H, B, Ref) :-
    var(Ref), !,
    '$clause'(H, B, Ref, access).
clause(H, B, Ref) :-
    strip_module(H, _, H0),
    '$cref_clause'(Ref, H0, B).

%!  retract(+Clause) is nondet
%
%   Removes the first clause that unifies with Clause (Head or Head :- Body)
%   from its dynamic predicate.
%
%   ?- assertz(n(1)), assertz(n(2)), retract(n(1)), findall(X, n(X), L).
%   L = [2].
retract(C) :-
    '$clause_parts'(C, H, B),
    '$clause'(H, B, Ref, modify),
    % Logical update view, as in SWI-Prolog: a clause of the call's view
    % that something else retracted meanwhile is still an answer.
    (   '$erase'(Ref)
    ->  true
    ;   true
    ).

%!  retractall(+Head) is det
%
%   Removes every clause whose head unifies with Head; creates the dynamic
%   predicate when it does not exist.
%
%   ?- assertz(n(1)), assertz(n(2)), retractall(n(_)), findall(X, n(X), L).
%   L = [].
retractall(H) :-
    '$ensure_dynamic'(H),
    (   '$retract_all_open'(H)
    ->  true
    ;   '$clause'(H, _, Ref, modify), '$erase'(Ref), fail
    ;   true
    ).
'$clause_parts'(C, _, _) :- var(C), !, throw(error(instantiation_error, context(retract/1, _))).
'$clause_parts'(M:C, H, B) :-
    atom(M),
    !,
    % retract/1 is a meta-predicate: M:(Head :- Body) from a module.
    '$clause_parts'(C, H0, B),
    H = M:H0.
'$clause_parts'((H :- B), H, B) :- !.
'$clause_parts'(H, H, true).

% The system files' own member/2 and memberchk/2 (and '$append_'/3
% below): calling library(lists) from them would load it at start or on
% the first message printed, where SWI-Prolog loads nothing.
'$member_'(X, [X|_]).
'$member_'(X, [_|T]) :- '$member_'(X, T).
'$memberchk_'(X, L) :- '$member_'(X, L), !.

%!  current_op(?Priority, ?Type, ?Name) is nondet
%
%   True when Name is an operator of Priority and Type; enumerates the
%   operators on backtracking.
%
%   ?- current_op(P, T, mod).
%   P = 400, T = yfx.
current_op(P, T, Q) :-
    nonvar(Q), Q = _:_, !,
    % Module:Name (SWI-Prolog): hornbook's operators are one table.
    strip_module(Q, _, N),
    current_op(P, T, N).
current_op(P, T, N) :-
    '$check_op_args'(P, T, N),
    '$ops'(L),
    '$member_'(op(P, T, N), L).
'$check_op_args'(P, T, N) :-
    (   var(P) -> true
    ;   integer(P), P >= 0, P =< 1200 -> true
    ;   throw(error(domain_error(operator_priority, P), context(current_op/3, _)))
    ),
    (   var(T) -> true
    ;   atom(T), '$member_'(T, [xfx, xfy, yfx, fy, fx, xf, yf]) -> true
    ;   throw(error(domain_error(operator_specifier, T), context(current_op/3, _)))
    ),
    (   var(N) -> true
    ;   atom(N) -> true
    ;   throw(error(type_error(atom, N), context(current_op/3, _)))
    ).

%!  current_prolog_flag(?Flag, ?Value) is nondet
%
%   True when the Prolog flag Flag has Value; enumerates the flags on
%   backtracking. A flag that does not exist fails, as in SWI-Prolog
%   (programs test `current_prolog_flag(windows, true)` and the like);
%   with the flag iso true it is ISO's domain error.
%
%   ?- current_prolog_flag(bounded, B).
%   B = false.
current_prolog_flag(F, V) :-
    '$flags'(L),
    (   var(F) -> '$member_'(F-V, L)
    ;   atom(F)
    ->  (   '$member_'(F-V0, L)
        ->  V = V0
        ;   '$member_'(iso-true, L)
        ->  throw(error(domain_error(prolog_flag, F), context(current_prolog_flag/2, _)))
        ;   fail
        )
    ;   F = M:F1, atom(M), \+ '$member_'(iso-true, L)
    ->  % SWI-Prolog ignores a module qualification (flags are global).
        current_prolog_flag(F1, V)
    ;   throw(error(type_error(atom, F), context(current_prolog_flag/2, _)))
    ).

%!  with_output_to(+Sink, :Goal) is semidet
%
%   Runs Goal once with current output on a new stream whose text is
%   collected in Sink: atom(A), string(S), codes(Cs), codes(Cs, Tail),
%   chars(Cs) or chars(Cs, Tail).
%
%   ?- with_output_to(string(S), (write(a), write(1))).
%   S = "a1".
with_output_to(Spec, G) :-
    '$output_spec_check'(Spec),
    '$memory_output_open'(Old, Id),
    (   catch(G, E, ('$memory_output_close'(Old, Id, _), throw(E)))
    ->  '$memory_output_close'(Old, Id, Text),
        '$output_spec'(Spec, Text)
    ;   '$memory_output_close'(Old, Id, _),
        fail
    ).
'$output_spec_check'(Spec) :-
    (   var(Spec) -> throw(error(instantiation_error, context(with_output_to/2, _)))
    ;   '$output_spec_form'(Spec) -> true
    ;   throw(error(domain_error(output_sink, Spec), context(with_output_to/2, _)))
    ).
'$output_spec_form'(atom(_)).
'$output_spec_form'(string(_)).
'$output_spec_form'(codes(_)).
'$output_spec_form'(codes(_, _)).
'$output_spec_form'(chars(_)).
'$output_spec_form'(chars(_, _)).
'$output_spec'(atom(A), T) :- atom_string(A, T).
'$output_spec'(string(S), T) :- S = T.
'$output_spec'(codes(C), T) :- string_codes(T, C).
'$output_spec'(codes(C, Tail), T) :- string_codes(T, C0), '$append_tail'(C0, Tail, C).
'$output_spec'(chars(C), T) :- string_chars(T, C).
'$output_spec'(chars(C, Tail), T) :- string_chars(T, C0), '$append_tail'(C0, Tail, C).
'$append_tail'([], T, T).
'$append_tail'([X|Xs], T, [X|Ys]) :- '$append_tail'(Xs, T, Ys).

% Attributed variables: hooks run after unification binds them.
'$wakeup'([]).
'$wakeup'(['$wakeup'(Atts, Value)|Rest]) :-
    '$call_hooks'(Atts, Value),
    '$wakeup'(Rest).
'$call_hooks'([], _).
% A goal a builtin left to run among the woken goals (`\=` on attributed
% variables: compare.rs).
'$call_hooks'('$goal', G) :-
    call(G).
'$call_hooks'(att(M, A, More), V) :-
    '$attr_hook'(M, A, V),
    '$call_hooks'(More, V).
'$attr_hook'(freeze, G, V) :- !, '$freeze_hook'(G, V).
'$attr_hook'(M, A, V) :- call(M:attr_unify_hook(A, V)).

%!  freeze(?Var, :Goal) is det
%
%   Delays Goal until Var is bound, or runs it at once when Var is bound
%   already.
%
%   ?- freeze(X, writeln(got(X))), X = 5.
%   got(5)
%   X = 5.
freeze(V, G1) :-
    var(V), !,
    '$stored_goal'(G1, G),
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

%!  when(+Condition, :Goal) is det
%
%   Runs Goal when Condition holds: nonvar(X), ground(X), ?=(X, Y) (X and
%   Y are identical or cannot unify), or a conjunction (,) or disjunction
%   (;) of these. Until then Goal waits on the variables of Condition.
%
%   ?- when(ground(X-Y), Z = done), X = 1, Y = 2.
%   X = 1, Y = 2, Z = done.
when(Cond, Goal) :-
    (   acyclic_term(Cond) -> true
    ;   throw(error(type_error(acyclic_term, Cond), context(when/2, _)))
    ),
    '$when_check'(Cond),
    '$when'(Cond, Goal).
'$when_check'(C) :-
    (   var(C) -> throw(error(instantiation_error, context(when/2, _)))
    ;   C = (A, B) -> '$when_check'(A), '$when_check'(B)
    ;   C = (A ; B) -> '$when_check'(A), '$when_check'(B)
    ;   ( C = nonvar(_) ; C = ground(_) ; C = ?=(_, _) ) -> true
    ;   throw(error(domain_error(when_condition, C), context(when/2, _)))
    ).
'$when'(Cond, Goal) :-
    (   '$when_true'(Cond)
    ->  call(Goal)
    ;   term_variables(Cond, Vs),
        '$stored_goal'(Goal, G),
        '$when_suspend'(Vs, w(_Done, Cond, G))
    ).
% A goal kept for later names its module, as SWI-Prolog keeps it (frozen/2
% and copy_term/3 show `user:G`): a call compiled in a module qualified it
% already (meta_predicate), a meta-call from user did not, and this system
% code runs in the caller's module.
'$stored_goal'(G, G) :- nonvar(G), G = _:_, !.
'$stored_goal'(G, M:G) :- context_module(M).
'$when_true'(nonvar(X)) :- nonvar(X).
'$when_true'(ground(X)) :- ground(X).
% ?=/2 and dif/2 ask whether the terms unify without the hooks of their
% attributed variables (as SWI-Prolog's unifiable/3 does); (\=)/2 runs them.
'$when_true'(?=(X, Y)) :- ( X == Y -> true ; \+ unifiable(X, Y, _) ).
'$when_true'((A, B)) :- '$when_true'(A), '$when_true'(B).
'$when_true'((A ; B)) :- ( '$when_true'(A) -> true ; '$when_true'(B) ).
% Every variable of the condition holds the same w(Done, Cond, Goal)
% entry; the first binding that wakes it sets Done, so the others skip it.
'$when_suspend'([], _).
'$when_suspend'([V|Vs], W) :-
    (   get_attr(V, when, Ws) -> put_attr(V, when, [W|Ws]) ; put_attr(V, when, [W]) ),
    '$when_suspend'(Vs, W).
when:attr_unify_hook(Ws, _) :- '$when_wake'(Ws).
'$when_wake'([]).
'$when_wake'([w(Done, Cond, Goal)|Ws]) :-
    (   nonvar(Done) -> true ; Done = true, '$when'(Cond, Goal) ),
    '$when_wake'(Ws).
when:attribute_goals(V, S0, S) :-
    get_attr(V, when, Ws),
    '$when_goal_list'(Ws, S0, S).
'$when_goal_list'([], S, S).
'$when_goal_list'([w(Done, C, G)|Ws], S0, S) :-
    (   var(Done) -> S0 = [when(C, G)|S1] ; S0 = S1 ),
    '$when_goal_list'(Ws, S1, S).

%!  frozen(@Term, -Goal) is det
%
%   Goal is the conjunction of the goals delayed on the attributed
%   variables of Term (those reachable through other variables'
%   attributes too): freeze/2's goals one by one, and the residual goals
%   (attribute_goals//1) of dif/2, when/2, CLP(FD) and the other
%   attribute modules, sorted in the standard order with duplicates
%   removed; true when there is none.
%
%   ?- freeze(X, true), frozen(X, G), X = 1.
%   X = 1, G = freeze(1, user:true).
frozen(Term, Goal) :-
    term_attvars(Term, Vs0),
    (   Vs0 == []
    ->  Goal = true
    ;   sort(Vs0, Vs),
        '$frozen_residuals'(Vs, Gs0),
        sort(Gs0, Gs),
        '$conjunction'(Gs, Goal)
    ).
'$frozen_residuals'([], []).
'$frozen_residuals'([V|Vs], Gs) :-
    (   attvar(V)
    ->  '$attrs'(V, Atts),
        '$atts_goals'(Atts, V, Gs, Gs1)
    ;   Gs = Gs1
    ),
    '$frozen_residuals'(Vs, Gs1).
'$conjunction'([], true).
'$conjunction'([G|Gs], Goal) :-
    (   Gs == []
    ->  Goal = G
    ;   Goal = (G, Goal1),
        '$conjunction'(Gs, Goal1)
    ).

%!  copy_term(+Term, -Copy, -Gs) is det
%
%   Copy is a copy of Term without attributes, and Gs are goals on the
%   copied variables that stand for the attributes: the residual goals
%   (attribute_goals//1) of each attribute module.
%
%   ?- freeze(X, write(hi)), copy_term(X, Y, Gs), del_attr(X, freeze).
%   Gs = [freeze(Y, user:write(hi))].
copy_term(Term, Copy, Goals) :-
    '$residual_goals'(Term, Gs),
    (   Gs == []
    ->  copy_term_nat(Term, Copy), Goals = []
    ;   copy_term_nat(Term-Gs, Copy-Goals)
    ).

%!  copy_term(+VarsIn, +Term, -VarsOut, -TermOut) is det
%
%   VarsOut-TermOut is a copy of VarsIn-Term in which only the variables
%   of VarsIn are new (with copies of their attributes); the other
%   variables of Term are shared with the copy.
%
%   ?- copy_term([X], f(X, Y), Vs, T).
%   Vs = [_A], T = f(_A, Y).
copy_term(VarsIn, Term, VarsOut, TermOut) :-
    '$copy_renaming'(copy_term, VarsIn, Term, VarsOut, TermOut).

% '$copy_renaming'(+Copy, +VarsIn, +Term, -VarsOut, -TermOut): copy_term/4
% and copy_term_nat/4 with Copy (copy_term/2 or copy_term_nat/2) making
% the copy. The shared variables are replaced by plain stand-ins before
% the copy: a copy of an attributed variable unified back with it would
% run its attribute hooks (freeze/2's goal would be there twice). The
% stand-ins come from a plain copy of the whole term (copy_term_nat/2,
% which takes cyclic terms) whose copies of the renamed variables are
% bound back to them: binding a plain variable runs no hook, and no
% Prolog walk over the term is needed (it would not end on a cyclic one).
'$copy_renaming'(Copy, VarsIn, Term, VarsOut, TermOut) :-
    term_variables(VarsIn, Renamed),
    term_variables(Term, TermVars),
    '$vars_not_in'(TermVars, Renamed, Shared),
    (   Shared == []
    ->  call(Copy, VarsIn-Term, VarsOut-TermOut)
    ;   copy_term_nat(Shared-Renamed-(VarsIn-Term), StandIns-Renamed1-Term1),
        Renamed1 = Renamed,
        call(Copy, StandIns-Term1, Copies-(VarsOut-TermOut)),
        Copies = Shared
    ).

%!  copy_term_nat(+VarsIn, +Term, -VarsOut, -TermOut) is det
%
%   As copy_term/4, but the new variables are plain: their attributes
%   are not copied. The shared variables keep theirs.
%
%   ?- freeze(X, true), copy_term_nat([X], f(X, Y), [V], T), \+ attvar(V).
%   T = f(V, Y), freeze(X, true).
copy_term_nat(VarsIn, Term, VarsOut, TermOut) :-
    '$copy_renaming'(copy_term_nat, VarsIn, Term, VarsOut, TermOut).

'$vars_not_in'([], _, []).
'$vars_not_in'([V|Vs], Renamed, Shared) :-
    (   '$var_in'(Renamed, V)
    ->  Shared = Shared1
    ;   Shared = [V|Shared1]
    ),
    '$vars_not_in'(Vs, Renamed, Shared1).

'$var_in'([H|T], V) :- ( H == V -> true ; '$var_in'(T, V) ).

% '$residual_goals'(Term, Goals): the goals that stand for the attributes
% of the attributed variables of Term (the toplevel shows them with an
% answer, copy_term/3 copies them). Every attributed variable reachable
% from Term, through other variables' attributes or through the goals
% found so far (CLP(FD) constraints name their other variables), adds
% Module:attribute_goals//1 of each of its modules, or put_attr/3 where a
% module has none. As SWI-Prolog's copy_term/3, the variables are taken
% oldest first (the standard order of attributed variables is the order
% they got their first attribute in), and a goal two variables share is
% given once, with the older.
'$residual_goals'(Term, Goals) :-
    term_attvars(Term, Vs),
    '$attvar_goals'(Vs, [], Pairs0),
    keysort(Pairs0, Pairs),
    '$pair_goals'(Pairs, Gs0),
    '$goals_once'(Gs0, [], Goals).
'$attvar_goals'([], _, []).
'$attvar_goals'([V|Vs], Seen, Pairs) :-
    (   ( \+ attvar(V) ; '$member_eq'(V, Seen) )
    ->  '$attvar_goals'(Vs, Seen, Pairs)
    ;   '$attrs'(V, Atts),
        '$atts_goals'(Atts, V, Gs, []),
        Pairs = [V-Gs|Pairs1],
        term_attvars(Gs, New),
        '$append_'(Vs, New, Vs1),
        '$attvar_goals'(Vs1, [V|Seen], Pairs1)
    ).
'$pair_goals'([], []).
'$pair_goals'([_-Gs|Ps], Goals) :-
    '$append_'(Gs, Goals1, Goals),
    '$pair_goals'(Ps, Goals1).
'$atts_goals'([], _, Gs, Gs).
'$atts_goals'(att(M, Value, More), V, Gs0, Gs) :-
    (   '$defined'(M, attribute_goals, 3)
    ->  call(M:attribute_goals(V, Gs0, Gs1))
    ;   Gs0 = [put_attr(V, M, Value)|Gs1]
    ),
    '$atts_goals'(More, V, Gs1, Gs).
'$goals_once'([], _, []).
'$goals_once'([G|Gs], Seen, Out) :-
    (   '$member_eq'(G, Seen)
    ->  Out = Out1
    ;   Out = [G|Out1]
    ),
    '$goals_once'(Gs, [G|Seen], Out1).
'$member_eq'(X, [Y|Ys]) :- ( X == Y -> true ; '$member_eq'(X, Ys) ).
'$append_'([], L, L).
'$append_'([H|T], L, [H|R]) :- '$append_'(T, L, R).

% The goals that stand for a variable's attributes in answers (the
% toplevel's residual goals and copy_term/3): attribute_goals//1 of each
% attribute module, written out as plain clauses.
freeze:attribute_goals(V, S0, S) :-
    get_attr(V, freeze, G),
    '$frozen_goal_list'(G, V, S0, S).
'$frozen_goal_list'(G, V, [freeze(V, G)|S], S) :- var(G), !.
'$frozen_goal_list'('$and'(A, B), V, S0, S) :- !,
    '$frozen_goal_list'(A, V, S0, S1),
    '$frozen_goal_list'(B, V, S1, S).
'$frozen_goal_list'(G, V, [freeze(V, G)|S], S).

%!  length(?List, ?Length) is nondet
%
%   True when Length is the number of elements of List; with a partial list,
%   builds lists of increasing length.
%
%   ?- length([a, b, c], N).
%   N = 3.
length(L, N) :-
    (   var(N) -> true
    ;   integer(N) -> ( N < 0 -> throw(error(domain_error(not_less_than_zero, N), context(length/2, _))) ; true )
    ;   throw(error(type_error(integer, N), context(length/2, _)))
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
        ;   throw(error(type_error(integer, N), context(length/2, _)))
        )
    ;   throw(error(type_error(list, L), context(length/2, _)))
    ).
'$length_gen'([], N, N).
'$length_gen'([_|T], N0, N) :- N1 is N0 + 1, '$length_gen'(T, N1, N).

% [File, ...] consults the files.

%!  [+File|+Files]
%
%   Consults File and then each of Files: the list notation for consult/1 at
%   the prompt.
%
%   ?- catch([no_such_file], error(E, _), true).
%   E = existence_error(source_sink, no_such_file).
'.'(H, T) :- consult([H|T]).

% dif(X, Y): X and Y must never become equal. Suspends on the variables
% that could still make them equal and re-checks when one is bound.

%!  dif(@X, @Y) is semidet
%
%   Constrains X and Y to stay different: fails as soon as they become
%   equal, and waits while they still may.
%
%   ?- dif(X, a), member(X, [a, b]).
%   X = b.
dif(X, Y) :-
    X \== Y,
    (   \+ unifiable(X, Y, _)
    ->  true
    ;   term_variables(X-Y, Vs),
        '$dif_suspend'(Vs, X, Y)
    ).
'$dif_suspend'([], _, _).
'$dif_suspend'([V|Vs], X, Y) :-
    (   get_attr(V, dif, Ps)
    ->  (   '$dif_holds'(Ps, X-Y) -> true ; put_attr(V, dif, [X-Y|Ps]) )
    ;   put_attr(V, dif, [X-Y])
    ),
    '$dif_suspend'(Vs, X, Y).
'$dif_holds'([P|Ps], Q) :- ( P == Q -> true ; '$dif_holds'(Ps, Q) ).
dif:attr_unify_hook(Pairs, _) :- '$dif_recheck'(Pairs).
dif:attribute_goals(V, S0, S) :-
    get_attr(V, dif, Pairs),
    '$dif_goal_list'(Pairs, S0, S).
'$dif_goal_list'([], S, S).
'$dif_goal_list'([X-Y|Ps], S0, S) :-
    (   var(X), var(Y)
    ->  S0 = [dif(X, Y)|S1]
    ;   unifiable(X, Y, U)
    ->  '$dif_residual'(U, G),
        S0 = [G|S1]
    ;   S0 = S1
    ),
    '$dif_goal_list'(Ps, S1, S).
% As SWI-Prolog: the bindings that would make the terms equal, one as
% dif(V, W), several as dif(f(V1, ...), f(W1, ...)) in the order of the
% variables (unifiable/3 lists them last first).
'$dif_residual'([V=W], dif(V, W)) :- !.
'$dif_residual'(U, dif(L, R)) :-
    '$dif_sides'(U, [], Ls, [], Rs),
    L =.. [f|Ls],
    R =.. [f|Rs].
'$dif_sides'([], Ls, Ls, Rs, Rs).
'$dif_sides'([V=W|U], Ls0, Ls, Rs0, Rs) :- '$dif_sides'(U, [V|Ls0], Ls, [W|Rs0], Rs).
% A dif/2 that a binding made true for good is taken off the variables
% that still hold it; one that may still fail waits on the variables it
% has now.
'$dif_recheck'([]).
'$dif_recheck'([X-Y|Ps]) :-
    (   \+ unifiable(X, Y, _)
    ->  term_variables(X-Y, Vs),
        '$dif_forget'(Vs, X-Y)
    ;   dif(X, Y)
    ),
    '$dif_recheck'(Ps).
'$dif_forget'([], _).
'$dif_forget'([V|Vs], P) :-
    (   get_attr(V, dif, Ps0)
    ->  '$dif_without'(Ps0, P, Ps),
        (   Ps == [] -> del_attr(V, dif) ; put_attr(V, dif, Ps) )
    ;   true
    ),
    '$dif_forget'(Vs, P).
'$dif_without'([], _, []).
'$dif_without'([Q|Qs], P, Ps) :-
    (   Q == P -> Ps = Ps1 ; Ps = [Q|Ps1] ),
    '$dif_without'(Qs, P, Ps1).

%!  stream_property(?Stream, ?Property) is nondet
%
%   True when Stream has Property: alias(A), mode(M), file_name(F), input,
%   output, position(P) and others.
%
%   ?- stream_property(S, alias(user_error)).
%   S = '$stream'(2).
stream_property(S, P) :-
    (   var(S) -> true
    ;   S = '$stream'(_) -> true
    ;   throw(error(domain_error(stream, S), context(stream_property/2, _)))
    ),
    (   var(P) -> true
    ;   callable(P) -> true
    ;   throw(error(domain_error(stream_property, P), context(stream_property/2, _)))
    ),
    '$stream_list'(L),
    '$member_'(S-Ps, L),
    '$member_'(P, Ps).

%!  print_message(+Kind, +Message) is det
%
%   Prints Message on standard error as SWI-Prolog does: kind error with
%   `ERROR: ` before each line, warning with `Warning: `, informational
%   and debug(Topic) with `% `; other kinds (silent, ...) print nothing.
%   The text comes from the user's prolog:message//1 rules when one
%   matches (a list of Format-Args, Format, nl, ...), else from hornbook's
%   own messages; user:message_hook(Message, Kind, Lines) may take over
%   the printing. Informational messages are not printed when the flag
%   verbose is silent (`hornbook -q`).
%
%   ?- print_message(warning, format("disk ~w% full", [90])).
%   Warning: disk 90% full
%   true.
print_message(informational, _) :-
    current_prolog_flag(verbose, silent),
    !.
print_message(Kind, Msg) :-
    '$message_lines'(Msg, Lines),
    (   '$defined'(user, message_hook, 3),
        catch(user:message_hook(Msg, Kind, Lines), _, fail)
    ->  true
    ;   '$message_prefix'(Kind, Prefix)
    ->  '$emit_message_lines'(user_error, Prefix, Lines)
    ;   true
    ).
'$message_prefix'(error, 'ERROR: ').
'$message_prefix'(warning, 'Warning: ').
'$message_prefix'(informational, '% ').
'$message_prefix'(debug(_), '% ').

% The message as SWI-Prolog's line elements: the user's
% prolog:message//1, else hornbook's text.
'$message_lines'(Msg, Lines) :-
    '$defined'(prolog, message, 3),
    catch(phrase(prolog:message(Msg), Lines0), _, fail), !,
    Lines = Lines0.
'$message_lines'(Msg, Lines) :-
    '$defined'(system, '$library_message', 2),
    '$library_message'(Msg, Lines0), !,
    Lines = Lines0.
'$message_lines'(Msg, ['~w'-[Text]]) :-
    '$message_text'(Msg, Text).

'$message_text'(format(F, A), T) :- !, format(atom(T), F, A).
'$message_text'(error(E, C), T) :- !, '$describe_error'(error(E, C), T).
'$message_text'(M, T) :- format(atom(T), "Unknown message: ~p", [M]).

% Prints line elements with Prefix before each line, as SWI-Prolog does:
% a leading at_same_line continues the line already on Stream (no prefix
% on the first line), a final flush leaves the last line open (no
% newline), begin(_, _) and end(_) only bracket a message.
'$emit_message_lines'(Stream, Prefix, Lines0) :-
    (   Lines0 = [at_same_line|Lines1]
    ->  FirstPrefix = ''
    ;   Lines1 = Lines0, FirstPrefix = Prefix
    ),
    (   '$without_final_flush'(Lines1, Lines)
    ->  End = ""
    ;   Lines = Lines1, End = "\n"
    ),
    '$message_lines_text'(Lines, Text),
    split_string(Text, "\n", "", [First|Rest]),
    format(Stream, "~w~s", [FirstPrefix, First]),
    forall('$member_'(L, Rest), format(Stream, "~n~w~s", [Prefix, L])),
    format(Stream, End, []),
    (   End == "" -> flush_output(Stream) ; true ).

'$without_final_flush'([flush], []) :- !.
'$without_final_flush'([E|Es], [E|Rest]) :- '$without_final_flush'(Es, Rest).

% The text of line elements: Format-Args, Format, nl, ansi(_, Format,
% Args); flush, at_same_line, begin(_, _) and end(_) print nothing.
'$message_lines_text'(Lines, Text) :-
    with_output_to(string(Text), '$message_elements'(Lines)).
'$message_elements'([]).
'$message_elements'([E|Es]) :-
    '$message_element'(E),
    '$message_elements'(Es).
'$message_element'(nl) :- !, nl.
'$message_element'(F-A) :- !, ( is_list(A) -> format(F, A) ; format(F, [A]) ).
'$message_element'(ansi(_, F, A)) :- !, format(F, A).
'$message_element'(url(File:Line:Col)) :- !, format("~w:~w:~w", [File, Line, Col]).
'$message_element'(url(File:Line)) :- !, format("~w:~w", [File, Line]).
'$message_element'(url(U)) :- !, write(U).
'$message_element'(url(_, Label)) :- !, write(Label).
'$message_element'(flush) :- !.
'$message_element'(at_same_line) :- !.
'$message_element'(begin(_, _)) :- !.
'$message_element'(end(_)) :- !.
'$message_element'(F) :- ( atom(F) ; string(F) ), !, format(F, []).
'$message_element'(_).

%!  print_message_lines(+Stream, +Prefix, +Lines) is det
%
%   Prints the line elements Lines (as prolog:message//1 produces them) on
%   Stream, Prefix before each line: an atom, or kind(Kind) for the prefix
%   print_message/2 gives a message of Kind (`Warning: `, `ERROR: `, `% `).
%
%   ?- print_message_lines(user_output, '> ', ['~w-~w'-[a, b], nl, done]).
%   > a-b
%   > done
%   true.
print_message_lines(Stream, Prefix0, Lines) :-
    (   Prefix0 = kind(Kind)
    ->  (   '$message_prefix'(Kind, Prefix) -> true ; Prefix = '' )
    ;   Prefix = Prefix0
    ),
    '$emit_message_lines'(Stream, Prefix, Lines).

%!  message_to_codes(+Message, +Kind, -Codes) is det
%
%   Codes is the text print_message(Kind, Message) prints on standard
%   error, each line with the prefix of Kind, without calling
%   user:message_hook/3.
%
%   ?- message_to_codes(format("~w left", [3]), warning, Cs), atom_codes(A, Cs).
%   Cs = [87, 97, 114, 110, 105, 110, 103, 58, 32, 51, 32, 108, 101, 102, 116, 10], A = 'Warning: 3 left\n'.
message_to_codes(Msg, Kind, Codes) :-
    '$message_lines'(Msg, Lines),
    with_output_to(codes(Codes), print_message_lines(current_output, kind(Kind), Lines)).

% setup_call_cleanup(S, G, C): run S once, then G; C runs once when G is
% finished: deterministic exit, failure, exception, or a cut of its
% choicepoints.

%!  setup_call_cleanup(:Setup, :Goal, :Cleanup)
%
%   Runs Setup once, then Goal; Cleanup runs once when Goal is finished:
%   exit without choicepoints, failure, exception or cut.
%
%   ?- setup_call_cleanup(writeln(setup), X = 1, writeln(cleanup)).
%   setup
%   cleanup
%   X = 1.
setup_call_cleanup(S, G, C) :-
    once(S),
    '$cleanup_callable'(C),
    '$cleanup_push'(C, Ref),
    catch(G, E, ('$cleanup_run'(Ref), throw(E))),
    '$cleanup_exit'(Ref).

%!  setup_call_catcher_cleanup(:Setup, :Goal, ?Catcher, :Cleanup)
%
%   As setup_call_cleanup/3, but Cleanup runs only if Catcher unifies
%   with how Goal finished: `exit` (without choicepoints), `fail`,
%   `exception(E)` or `!` (its choicepoints were cut).
%
%   ?- setup_call_catcher_cleanup(true, member(X, [a,b]), _C, writeln(_C)), !.
%   !
%   X = a.
setup_call_catcher_cleanup(S, G, Catcher, C) :-
    once(S),
    '$cleanup_callable'(C),
    % How Goal finished is bound in Reason before the cleanup runs; on
    % backtracking into Goal the binding is undone, so an unbound Reason
    % when the cleanup runs means failure.
    '$cleanup_push'('$catcher_cleanup'(Reason, Catcher, C), Ref),
    catch(G, E, (Reason = exception(E), '$cleanup_run'(Ref), throw(E))),
    '$choice_count'(N),
    (   N =:= Ref + 1
    ->  Reason = exit
    ;   Above is Ref + 1,
        '$only_undos_between'(Above, N)
    ->  Reason = exit
    ;   Reason = (!)
    ),
    '$cleanup_exit'(Ref).

% The cleanup is checked before Goal runs, as SWI-Prolog checks it (a
% Goal that binds it does not make it callable afterwards).
'$cleanup_callable'(C) :-
    strip_module(C, _, P),
    (   var(P) -> throw(error(instantiation_error, _))
    ;   callable(P) -> true
    ;   throw(error(type_error(callable, P), _))
    ).

'$catcher_cleanup'(Reason, Catcher, C) :-
    (   var(Reason)
    ->  Reason = fail
    ;   true
    ),
    (   Catcher = Reason
    ->  call(C)
    ;   true
    ).

%!  prolog_current_choice(-Choice) is det
%
%   Choice stands for the choicepoints that exist now (their number):
%   prolog_cut_to(Choice) later removes every one made after it.
%
%   ?- prolog_current_choice(_Ch), between(1, 3, X), prolog_cut_to(_Ch).
%   X = 1.
prolog_current_choice(Choice) :-
    '$choice_count'(Choice).

%!  prolog_cut_to(+Choice) is det
%
%   Removes the choicepoints made after prolog_current_choice/1 gave
%   Choice, running the cleanup of any setup_call_cleanup/3 among them.
%
%   ?- prolog_current_choice(_Ch), member(X, [a, b]), prolog_cut_to(_Ch).
%   X = a.
prolog_cut_to(Choice) :-
    (   integer(Choice)
    ->  '$choice_count'(Now),
        (   Choice >= 0, Choice =< Now
        ->  '$cut'(Choice)
        ;   throw(error(existence_error(choice, Choice), context(prolog_cut_to/1, _)))
        )
    ;   var(Choice)
    ->  throw(error(instantiation_error, context(prolog_cut_to/1, _)))
    ;   throw(error(type_error(integer, Choice), context(prolog_cut_to/1, _)))
    ).

%!  encoding(+Encoding)
%
%   Directive: the rest of the file being loaded is in Encoding. Source
%   files are always read as UTF-8 (of which ASCII is a part), so utf8,
%   ascii and text are accepted and any other encoding is a
%   domain_error(encoding, Encoding).
%
%   ?- encoding(utf8).
%   true.
encoding(E) :-
    (   var(E)
    ->  throw(error(instantiation_error, context(encoding/1, _)))
    ;   \+ atom(E)
    ->  throw(error(type_error(atom, E), context(encoding/1, _)))
    ;   '$source_encoding'(E)
    ->  true
    ;   throw(error(domain_error(encoding, E), context(encoding/1, _)))
    ).

'$source_encoding'(utf8).
'$source_encoding'('UTF-8').
'$source_encoding'(ascii).
'$source_encoding'(text).

%!  call_cleanup(:Goal, :Cleanup)
%
%   Runs Goal; Cleanup runs once when Goal is finished, as
%   setup_call_cleanup(true, Goal, Cleanup).
%
%   ?- call_cleanup(X = 1, writeln(done)).
%   done
%   X = 1.
call_cleanup(G, C) :- setup_call_cleanup(true, G, C).

% call_with_time_limit(Seconds, Goal): Goal runs once; if it is still running
% after Seconds, the exception time_limit_exceeded is raised.

%!  call_with_time_limit(+Time, :Goal) is semidet
%
%   Runs Goal once; raises time_limit_exceeded when it runs longer than Time
%   seconds.
%
%   ?- catch(call_with_time_limit(0.05, (repeat, fail)), time_limit_exceeded, R = stopped).
%   R = stopped.
call_with_time_limit(T, G) :-
    '$deadline'(T, Old),
    setup_call_cleanup(true, once(G), '$restore_deadline'(Old)).

%!  repeat is multi
%
%   Succeeds, and succeeds again on every backtracking, forever.
%
%   ?- repeat, !.
%   true.
repeat.
repeat :- repeat.

% Term and goal expansion: stdlib/expand.pl, loaded on first need.

%!  expand_term(+Term, -Expanded) is det
%
%   Expanded is Term after the term_expansion/2,4 hooks of the module
%   being loaded (user otherwise), user and system, grammar rule
%   translation and goal expansion of the clause body: what loading
%   Term adds. Expanded may be a list of clauses.
%
%   ?- expand_term((a --> [x]), C).
%   C = (a(_A, _B) :- _A = [x|_B]).
expand_term(Term, Expanded) :-
    '$load_expander',
    '$expansion_module'(M),
    '$expand_term'(Term, M, Expanded).

%!  expand_goal(+Goal, -Expanded) is det
%
%   Expanded is Goal after the goal_expansion/2,4 hooks of the module
%   being loaded (user otherwise), user and system, applied to Goal and
%   to the goals inside its control constructs until none applies.
%
%   ?- expand_goal((true, X = 1), G).
%   G = (true, X=1).
expand_goal(Goal, Expanded) :-
    '$load_expander',
    '$expansion_module'(M),
    '$expand_goal'(Goal, M, Expanded).

