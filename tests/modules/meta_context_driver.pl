/*  The module-context property: every exported meta-predicate of every
    library (and of the system module), called from this file's module with
    goals that only this module defines, finds them.

    Included by meta_context_user.pl (module user) and
    meta_context_client.pl (a module of its own), so that the probes exist
    in exactly one module each time. tests/modules.rs runs
    check_meta_context(Libraries, Report).

    For each module-sensitive argument (a closure of N extra arguments, a
    ^-goal or a DCG body) the goal is a probe, reached in several ways: named
    directly, through call/N, through call/N twice, through a yall lambda
    whose catch/3 recovery calls it, and for plain goals through catch/3's
    recovery, limit/2, a conjunction and double negation. The other
    arguments take values from a small pool until one call reaches the
    probe. The report lists every call that raised an existence error for a
    procedure, and every predicate and way that no argument combination
    reached.
*/

probe :- probe_hit.
probe(_) :- probe_hit.
probe(_, _) :- probe_hit.
probe(_, _, _) :- probe_hit.
probe(_, _, _, _) :- probe_hit.
probe(_, _, _, _, _) :- probe_hit.
probe(_, _, _, _, _, _) :- probe_hit.
probe(_, _, _, _, _, _, _) :- probe_hit.
probe(_, _, _, _, _, _, _, _) :- probe_hit.
probe(_, _, _, _, _, _, _, _, _) :- probe_hit.

probe_hit :- nb_setval(meta_context_probe, hit).

%   check_meta_context(+Libraries, -Report): Report is a list of
%   missed(Module:Head, Way) and unknown(Goal, Error) terms, empty when the
%   property holds.
check_meta_context(Libraries, Report) :-
    forall(member(L, Libraries), use_module(library(L))),
    findall(Module:Spec, meta_export(Module, Spec), Specs),
    Specs \== [],
    % An empty file and a stream on it, for the predicates that read one.
    setup_call_cleanup(open('/dev/null', read, Stream),
                       ( nb_setval(meta_context_stream, Stream),
                         findall(R, ( member(Module:Spec, Specs), spec_problem(Module, Spec, R) ), Report)
                       ),
                       close(Stream)).

meta_export(Module, Spec) :-
    current_module(Module),
    Module \== user,
    (   Module == system
    ->  predicate_property(system:Head, meta_predicate(Spec)),
        \+ not_a_goal_taker(Head)
    ;   predicate_property(Module:Head, exported),
        predicate_property(Module:Head, meta_predicate(Spec))
    ),
    goal_positions(Spec, [_|_]).

%   System predicates whose module-sensitive arguments are files, clauses or
%   declarations, not goals; those that would stop the check itself; and
%   undo/1, whose goal runs only when backtracking goes back past the call,
%   after the check has looked.
not_a_goal_taker(Head) :-
    functor(Head, Name, _),
    memberchk(Name, [consult, ensure_loaded, use_module, abolish, dynamic,
                     discontiguous, multifile, meta_predicate, assert,
                     asserta, assertz, retract, retractall, clause, halt,
                     load_files, module, initialization, undo]).

%   The argument positions that take goals, with their kind.
goal_positions(Spec, Positions) :-
    Spec =.. [_|Args],
    findall(I-Kind, ( nth1(I, Args, A), goal_kind(A, Kind) ), Positions).

goal_kind(N, closure(N)) :- integer(N).
goal_kind(^, closure(0)).
goal_kind(//, dcg).

%   A problem of one predicate: a way of reaching the probe that no call
%   reached, or a call that raised an existence error.
spec_problem(Module, Spec, Problem) :-
    goal_positions(Spec, Positions),
    way(Way),
    \+ \+ applicable(Way, Positions),
    functor(Spec, Name, Arity),
    functor(Head, Name, Arity),
    % The predicate this module sees under the name is the library's.
    (   Module == system -> true ; predicate_property(Head, imported_from(Module)) ),
    try_calls(Way, Spec, Positions, Head, Module, Outcome),
    (   Outcome = reached(Errors)
    ->  member(Problem, Errors)
    ;   Outcome = missed(Errors),
        (   Problem = missed(Module:Spec, Way)
        ;   member(Problem, Errors)
        )
    ).

way(direct).
way(call).
way(call_call).
way(lambda).
way(catch).
way(limit).
way(conjunction).
way(negation).

% The plain-goal ways need a plain goal among the positions.
applicable(catch, Ps) :- !, memberchk(_-closure(0), Ps).
applicable(limit, Ps) :- !, memberchk(_-closure(0), Ps).
applicable(conjunction, Ps) :- !, memberchk(_-closure(0), Ps).
applicable(negation, Ps) :- !, memberchk(_-closure(0), Ps).
applicable(_, _).

%   The probe goal for an argument of the given kind, reached the given way.
probe_goal(direct, _, probe).
probe_goal(call, _, call(probe)).
probe_goal(call_call, _, call(call, probe)).
probe_goal(lambda, closure(N), Params>>catch(throw(x), x, probe)) :- length(Params, N).
probe_goal(lambda, dcg, call(probe)).
probe_goal(catch, closure(0), catch(throw(x), x, probe)).
probe_goal(limit, closure(0), limit(1, probe)).
probe_goal(conjunction, closure(0), (true, probe)).
probe_goal(negation, closure(0), \+ \+ probe).
probe_goal(Way, Kind, probe) :-
    memberchk(Way, [catch, limit, conjunction, negation]),
    Kind \== closure(0).

%   The calls to try, one for each combination of pool values in the
%   other arguments.
candidate_call(Way, Spec, Positions, Head) :-
    functor(Spec, _, Arity),
    functor(Head, _, Arity),
    numlist_(1, Arity, Is),
    fill(Is, Way, Positions, Head).

fill([], _, _, _).
fill([I|Is], Way, Positions, Head) :-
    arg(I, Head, A),
    (   memberchk(I-Kind, Positions)
    ->  probe_goal(Way, Kind, A)
    ;   pool(A)
    ),
    fill(Is, Way, Positions, Head).

% Values that the libraries' other arguments take: lists of one and of two
% elements, a number, an atom, a red-black tree, an aggregation spec, an
% ordering, an AVL tree, a yall free-variable set, an output sink, an
% empty file, an input stream and a condition of when/2. The first argument changes slowest: a
% predicate with four other arguments tries all 15 * 15 * 15 values of the
% last three for each value of the first, so the values a first argument
% needs come early (findnsols/5's count, rb_partial_map/4's tree).
pool([a]).
pool(1).
pool(a).
pool(_).
pool(T) :- T = t(Nil, black(Nil, a, v, Nil)), Nil = black('', _, _, '').
pool([]).
pool([a, b]).
pool(count).
pool([asc(_)]).
pool(t(k, v, <, t, t)).
pool({_}).
pool(string(_)).
pool('/dev/null').
pool(nonvar(a)).
pool(S) :- nb_getval(meta_context_stream, S).

numlist_(L, H, []) :- L > H, !.
numlist_(L, H, [L|T]) :- L1 is L + 1, numlist_(L1, H, T).

%   try_calls(+Way, +Spec, +Positions, ?Head, +Module, -Outcome): runs the
%   candidate calls in turn until one reaches the probe: reached(Errors) or
%   missed(Errors), Errors the existence errors met on the way (the first
%   three).
try_calls(Way, Spec, Positions, Head, Module, Outcome) :-
    nb_setval(meta_context_errors, []),
    nb_setval(meta_context_tried, 0),
    (   candidate_call(Way, Spec, Positions, Head),
        nb_setval(meta_context_probe, none),
        catch(call_with_time_limit(5, once_quietly(Head)), E, true),
        (   nonvar(E), E = error(existence_error(procedure, _), _)
        ->  nb_getval(meta_context_errors, Es0),
            length(Es0, N),
            (   N < 3
            ->  append(Es0, [unknown(Module:Head, E)], Es),
                nb_setval(meta_context_errors, Es)
            ;   true
            )
        ;   true
        ),
        nb_getval(meta_context_probe, Hit),
        nb_getval(meta_context_tried, Tried0),
        Tried is Tried0 + 1,
        nb_setval(meta_context_tried, Tried),
        % A way that 4,000 calls do not reach counts as missed.
        ( Hit == hit ; Tried >= 4000 )
    ->  Reached = Hit
    ;   Reached = none
    ),
    nb_getval(meta_context_errors, Errors),
    (   Reached == hit -> Outcome = reached(Errors) ; Outcome = missed(Errors) ).

once_quietly(Goal) :-
    with_output_to(string(_), ( Goal -> true ; true )).
