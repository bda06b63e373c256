/*  hornbook system library: determinism declarations as SWI-Prolog 9's.
    det/1 declares predicates that must succeed deterministically, $/1 runs
    a goal that must, and $/0 in a clause body is a cut after which the rest
    must (src/consult/det_guard.rs rewrites the clause). A breach raises
    error(determinism_error(Culprit, det, fail|nondet, Kind), _), or warns,
    or passes, after the flag determinism_error (error, warning, silent);
    stdlib/det_errors.pl finds the culprit.
*/
:- meta_predicate
    $(0),
    det(:).

%!  det(+PredicateIndicators)
%
%   Declares the predicates (Name/Arity, Name//Arity, a comma list or a
%   list of them) deterministic: a call that fails raises
%   determinism_error(PI, det, fail, property) and one that succeeds with a
%   choicepoint determinism_error(PI, det, nondet, property), PI being the
%   predicate that breaks the promise (see the file's comment). Declare
%   before the clauses: clauses loaded before the declaration are not
%   checked.
%
%   ?- det(q/2).
%   true.
det(Spec0) :-
    strip_module(Spec0, M, Spec),
    '$det_spec'(Spec, M).

'$det_spec'(Var, _) :-
    var(Var), !,
    throw(error(uninstantiation_error(Var), _)).
'$det_spec'(M:Spec, _) :- !,
    '$det_spec'(Spec, M).
'$det_spec'((A, B), M) :- !,
    '$det_spec'(A, M),
    '$det_spec'(B, M).
'$det_spec'([], _) :- !.
'$det_spec'([H|T], M) :- !,
    '$det_spec'(H, M),
    '$det_spec'(T, M).
'$det_spec'(Name/Arity, M) :- !,
    '$det_indicator'(Name, Arity),
    '$det_declare'(M, Name, Arity).
'$det_spec'(Name//Arity, M) :- !,
    '$det_indicator'(Name, Arity),
    A is Arity + 2,
    '$det_declare'(M, Name, A).
'$det_spec'(Spec, _) :-
    throw(error(type_error(predicate_indicator, Spec), _)).

% The errors of SWI-Prolog's det/1 for a bad Name/Arity.
'$det_indicator'(Name, Arity) :-
    (   (var(Name) ; var(Arity))
    ->  throw(error(instantiation_error, _))
    ;   \+ atom(Name)
    ->  throw(error(type_error(atom, Name), _))
    ;   \+ integer(Arity)
    ->  throw(error(type_error(integer, Arity), _))
    ;   Arity < 0
    ->  throw(error(domain_error(not_less_than_zero, Arity), _))
    ;   true
    ).

%!  $(:Goal)
%
%   Runs Goal, which must succeed deterministically: raises
%   determinism_error(Goal, det, fail, goal) when it fails and
%   determinism_error(Goal, det, nondet, goal) when it succeeds leaving a
%   choicepoint.
%
%   ?- $member(X, [a]).
%   X = a.
%   ?- catch($member(X, [a, b]), error(E, _), true).
%   E = determinism_error(member(a, [a, b]), det, nondet, goal).
'$'(G) :-
    '$choice_count'(C0),
    '$det_goal'(G, C0).

% '$det_goal'(:Goal, +C0): $/1. A choicepoint the flag lets pass is cut,
% as in SWI-Prolog. The else-branch is one call: more there made the
% deterministic path slower.
'$det_goal'(G, C0) :-
    call(G),
    '$choice_count'(C1),
    (   C1 =:= C0 + 1
    ->  !
    ;   '$det_goal_exit'(G, C0, C1),
        !
    ).
'$det_goal'(G, C0) :-
    '$caller_pred'(P),
    '$det_breach'(goal(G, P), fail, C0).

% $/1's Goal left choicepoints: a breach unless they wait for undo/1
% goals only (an exit SWI-Prolog takes as deterministic).
'$det_goal_exit'(G, C0, C1) :-
    First is C0 + 1,
    (   '$only_undos_between'(First, C1)
    ->  true
    ;   '$det_breach'(goal(G), nondet, C0)
    ).

% '$det_goal_nondet'(:Goal, ?PI) and '$det_goal_fail'(:Goal, ?PI): a $/1
% compiled in line (src/compile/body.rs) whose Goal left a choicepoint or
% failed. The choicepoint a flag lets pass is cut by the if-then-else
% around them. PI, the clause's predicate (unbound in a meta-called goal),
% is the error's context, as SWI-Prolog names the frame that ran the $/1.
'$det_goal_nondet'(G, P) :-
    '$det_breach'(goal(G, P), nondet, 0).

'$det_goal_fail'(G, P) :-
    '$det_breach'(goal(G, P), fail, 0).

%!  $
%
%   In a clause body, a cut that also declares the rest of the body
%   deterministic: `H :- G1, $, G2.` is `H :- G1, !, G2.` where G2 must
%   succeed without a choicepoint (determinism_error(PI, det, nondet,
%   guard_in_caller) or determinism_error(PI, det, fail, guard) otherwise,
%   PI as for det/1). Only a `$` of the body's top-level conjunction is a
%   guard (src/consult/det_guard.rs); called elsewhere it is true.
%
%   ?- X = 1, $ , Y = 2.
%   X = 1, Y = 2.
'$'.

% '$det_call'(:Goal, +C0, +Check, +State): the body of a det/1 predicate
% (src/builtins/det.rs). The clause's own alternative is the one
% choicepoint a deterministic Goal leaves above C0, the first Goal makes
% is C0 + 1. State records an exit with a choicepoint that the flag let
% pass, after which running out of answers is no failure to report (as in
% SWI-Prolog).
'$det_call'(G, C0, Check, State) :-
    call(G),
    '$choice_count'(C1),
    (   C1 =:= C0 + 1
    ->  !
    ;   '$det_call_nondet'(C0, C1, Check, State)
    ).
'$det_call'(_, C0, Check, s(State)) :-
    State \== exited,
    First is C0 + 1,
    '$det_breach'(Check, fail, First).

'$det_call_nondet'(C0, C1, Check, State) :-
    nb_setarg(1, State, exited),
    First is C0 + 1,
    (   '$only_undos_between'(First, C1)
    ->  true
    ;   '$det_breach'(Check, nondet, First)
    ).

% '$det_guard_nondet'(+Word) and '$det_guard_fail'(+Word): the rest of a
% clause body after $/0 left a choicepoint or failed; Word, the guard's
% (src/machine/det_guard.rs), tells the clause.
'$det_guard_nondet'(Word) :-
    '$det_guard_info'(Word, Clause, LastPI, First),
    '$det_guard'(nondet, Clause, LastPI, First).

'$det_guard_fail'(Word) :-
    '$det_guard_info'(Word, Clause, LastPI, First),
    '$det_guard'(fail, Clause, LastPI, First).

% '$det_guard'(+Found, +Clause, +Last, +First): the rest of a clause body
% after $/0 failed or left a choicepoint (the first it made is choicepoint
% First). Clause is the clause's predicate M:Name/Arity, LastPI the
% indicator M:N/A of the rest's last goal (none for a variable).
'$det_guard'(Found, Clause, LastPI, First) :-
    (   LastPI = M:N/A,
        functor(Goal, N, A),
        '$det_target'(M, Goal, Last)
    ->  true
    ;   Last = none
    ),
    '$det_breach'(guard(Clause, Last), Found, First).

% The culprit and the report of a breach are in det_errors.pl, loaded on
% the first breach: most programs never make one.
'$det_breach'(Check, Found, First) :-
    '$load_det_errors',
    '$det_report'(Check, Found, First).
