/*  hornbook toplevel support: the residual goals shown with an answer.

    Every attributed variable reachable from the answer (also through
    other variables' attributes) contributes the goals of its attribute
    modules: Module:attribute_goals//1 where the module defines it,
    put_attr/3 otherwise. A goal that two variables share (dif/2 suspends
    on both sides) is shown once.
*/

'$toplevel_residuals'(Term, Goals) :-
    term_attvars(Term, Vs),
    '$attvars_goals'(Vs, Gs0, []),
    '$goals_once'(Gs0, [], Goals).

'$attvars_goals'([], Gs, Gs).
'$attvars_goals'([V|Vs], Gs0, Gs) :-
    '$attrs'(V, Atts),
    '$atts_goals'(Atts, V, Gs0, Gs1),
    '$attvars_goals'(Vs, Gs1, Gs).

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
