/*  hornbook system library: term and goal expansion as SWI-Prolog has it,
    loaded into system on first need (src/stdlib.rs, load_expander): by
    expand_term/2 and expand_goal/2 of boot.pl, and for '$expand_load_term'/3, which the
    loader (src/consult/expansion.rs) calls on every term read while some
    module it looks in (the module being loaded into, user, system) has
    clauses for term_expansion/2,4 or goal_expansion/2,4.

    Term expansion runs the term through each of those modules in turn
    (term_expansion/4 first, then term_expansion/2; a module whose hook
    fails leaves the term as it is), then translates a grammar rule, then
    expands the goals of the clause body or directive: every goal of a
    control construct or of a meta-argument (spec 0 or ^) of a
    meta-predicate is given to goal_expansion/4 and goal_expansion/2 of
    the same modules until none applies.
*/

'$expansion_module'(M) :-
    (   prolog_load_context(module, M0) -> M = M0 ; M = user ).

% The terms loading Term in module M adds, as a list. Fails when nothing
% changed it: the loader then loads the term as read, whose variables are
% those of prolog_load_context(variable_names, _) (an answer is a copy).
'$expand_load_term'(Term, M, List) :-
    '$expand_term'(Term, M, X),
    X \== Term,
    (   is_list(X) -> List = X ; List = [X] ).

% Checked before Expanded is unified: expand_term(V, [X|_]) binds V to the list.
'$expand_term'(Term, _, Expanded) :-
    var(Term), !,
    Expanded = Term.
'$expand_term'(Term, M, Expanded) :-
    '$hook_modules'(M, Ms),
    '$term_hooks'(Ms, Term, T1),
    (   is_list(T1)
    ->  '$expand_clauses'(T1, M, Expanded)
    ;   '$expand_clause'(T1, M, Expanded)
    ).

'$expand_clauses'([], _, []).
'$expand_clauses'([T|Ts], M, [X|Xs]) :-
    '$expand_clause'(T, M, X),
    '$expand_clauses'(Ts, M, Xs).

% The modules whose hooks apply to a load into M, in the order SWI-Prolog
% tries them.
'$hook_modules'(system, [system]) :- !.
'$hook_modules'(user, [user, system]) :- !.
'$hook_modules'(M, [M, user, system]).

'$term_hooks'([], T, T).
'$term_hooks'([Mod|Ms], T0, T) :-
    (   var(T0)
    ->  T = T0
    ;   (   '$local_hook'(Mod, term_expansion, 4),
            Mod:term_expansion(T0, _, T1, _)
        ->  true
        ;   '$local_hook'(Mod, term_expansion, 2),
            Mod:term_expansion(T0, T1)
        ->  true
        ;   T1 = T0
        ),
        (   is_list(T1)
        ->  '$term_hooks_list'(T1, Ms, T)
        ;   '$term_hooks'(Ms, T1, T)
        )
    ).

'$term_hooks_list'([], _, []).
'$term_hooks_list'([T0|T0s], Ms, Ts) :-
    '$term_hooks'(Ms, T0, T),
    (   is_list(T) -> '$append_'(T, Rest, Ts) ; Ts = [T|Rest] ),
    '$term_hooks_list'(T0s, Ms, Rest).

% A clause after term expansion: grammar rules translated, bodies expanded.
'$expand_clause'(T, _, X) :-
    var(T), !,
    X = T.
'$expand_clause'((H --> B), M, X) :- !,
    dcg_translate_rule((H --> B), C),
    '$expand_clause'(C, M, X).
'$expand_clause'((:- D), M, (:- X)) :- !,
    '$expand_goal'(D, M, X).
'$expand_clause'((H :- B), M, (H :- X)) :- !,
    '$expand_goal'(B, M, X).
'$expand_clause'(T, _, T).

'$expand_goal'(G, M, X) :-
    '$hook_modules'(M, Ms),
    (   '$any_goal_hook'(Ms) -> '$expand_goal'(G, M, Ms, 0, X) ; X = G ).

'$any_goal_hook'(Ms) :-
    '$member_'(Mod, Ms),
    (   '$local_hook'(Mod, goal_expansion, 2) ; '$local_hook'(Mod, goal_expansion, 4) ), !.

'$expand_goal'(G, _, _, _, X) :-
    var(G), !,
    X = G.
'$expand_goal'(Mod:G, _, Ms, D, Mod:X) :-
    atom(Mod), !,
    '$expand_goal'(G, Mod, Ms, D, X).
'$expand_goal'(G, M, Ms, D, X) :-
    (   D < 100,
        '$goal_hooks'(Ms, G, G1),
        G1 \== G
    ->  D1 is D + 1,
        '$expand_goal'(G1, M, Ms, D1, X)
    ;   '$expand_subgoals'(G, M, Ms, D, X)
    ).

'$goal_hooks'([Mod|Ms], G0, G) :-
    (   '$local_hook'(Mod, goal_expansion, 4),
        Mod:goal_expansion(G0, _, G, _)
    ->  true
    ;   '$local_hook'(Mod, goal_expansion, 2),
        Mod:goal_expansion(G0, G)
    ->  true
    ;   '$goal_hooks'(Ms, G0, G)
    ).

% The goals inside G: those of control constructs, and the meta-arguments
% (spec 0 or ^) of a meta-predicate.
'$expand_subgoals'(G, M, Ms, D, X) :-
    (   '$control_args'(G, X, Pairs)
    ->  true
    ;   callable(G),
        \+ '$is_control_goal'(G),
        catch(predicate_property(M:G, meta_predicate(Spec)), _, fail)
    ->  G =.. [F|Args],
        Spec =.. [_|Specs],
        '$meta_args'(Args, Specs, XArgs, Pairs),
        X =.. [F|XArgs]
    ;   X = G, Pairs = []
    ),
    '$expand_pairs'(Pairs, M, Ms, D).

'$expand_pairs'([], _, _, _).
'$expand_pairs'([G-X|Ps], M, Ms, D) :-
    '$expand_goal'(G, M, Ms, D, X),
    '$expand_pairs'(Ps, M, Ms, D).

'$is_control_goal'((_, _)).
'$is_control_goal'((_ ; _)).
'$is_control_goal'((_ -> _)).
'$is_control_goal'((_ *-> _)).
'$is_control_goal'(\+ _).

'$control_args'((A, B), (XA, XB), [A-XA, B-XB]).
'$control_args'((A ; B), (XA ; XB), [A-XA, B-XB]).
'$control_args'((A -> B), (XA -> XB), [A-XA, B-XB]).
'$control_args'((A *-> B), (XA *-> XB), [A-XA, B-XB]).
'$control_args'(\+ A, \+ XA, [A-XA]).

'$meta_args'([], _, [], []).
'$meta_args'([A|As], [S|Ss], [X|Xs], Pairs) :-
    (   S == 0, nonvar(A)
    ->  Pairs = [A-X|Rest]
    ;   S == (^), nonvar(A)
    ->  '$caret_goal'(A, X, G, XG),
        Pairs = [G-XG|Rest]
    ;   X = A, Pairs = Rest
    ),
    '$meta_args'(As, Ss, Xs, Rest).

% The goal G of V1^...^G, and the same term X with XG in its place.
'$caret_goal'(A, X, G, XG) :-
    (   nonvar(A), A = V^B
    ->  X = V^X1,
        '$caret_goal'(B, X1, G, XG)
    ;   G = A, X = XG
    ).
