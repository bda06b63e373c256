/*  hornbook library(simplex): linear programming with exact rational
    arithmetic, as SWI-Prolog's library(simplex) (its documented
    interface and results; this is an independent implementation).

    A problem is built as a state term: gen_state/1 makes an empty one,
    constraint/3,4 and constraint_add/4 add linear constraints over
    variables that are any ground terms (all variables are non-negative),
    and maximize/3 or minimize/3 solve it. The unsolved state is
    state(0, [], Constraints, Integrals), Constraints the newest first as
    c(Name, Left, Op, Right) with Left a list of Coefficient*Variable and
    Name 0 or user(Name); the solved state is
    solved(Tableau, Names, Integrals).

    Solving is the two-phase tableau method. The columns are, for each
    constraint in the state's order, a slack (=<), a surplus and an
    artificial (>=) or an artificial (=), then the problem's variables in
    the standard order of terms. Phase 1 minimizes the sum of the
    artificials, phase 2 the objective; the entering column is the one
    with the most negative reduced cost (the first of equals), the leaving
    row the one of the smallest ratio (the first of equals). Those choices
    decide which vertex is returned where several are optimal.
    Integral variables are solved by branch and bound over the relaxation,
    depth first, the lower branch first, keeping the first of equal
    optima. transportation/4 and assignment/2 use the transportation
    method (northwest corner, then potentials).
*/
:- module(simplex,
        [ gen_state/1, constraint/3, constraint/4, constraint_add/4,
          maximize/3, minimize/3, objective/2, variable_value/3,
          shadow_price/3, transportation/4, assignment/2
        ]).
:- use_module(library(simplex/transport)).

%!  gen_state(-State) is det
%
%   State is the empty problem, without constraints.
%
%   ?- gen_state(S).
%   S = state(0, [], [], []).
gen_state(state(0, [], [], [])).

%!  constraint(+Constraint, +State0, -State) is semidet
%
%   State is State0 with the linear Constraint, `Left Op Right` with Op
%   one of `=<`, `>=` or `=`, Left a list of `Coefficient*Variable` or
%   `Variable` and Right a non-negative number (the constraint fails
%   otherwise); or `integral(Variable)`, which asks for an integer value.
%
%   ?- gen_state(S0), constraint([2*x, y] =< 4, S0, S).
%   S0 = state(0, [], [], []), S = state(0, [], [c(0, [2*x, 1*y], =<, 4)], []).
constraint(C, S0, S) :-
    '$sx_state'(S0, Cs, Is),
    (   nonvar(C), C = integral(V)
    ->  S = state(0, [], Cs, [V|Is])
    ;   '$sx_constraint'(C, 0, Con),
        S = state(0, [], [Con|Cs], Is)
    ).

%!  constraint(+Name, +Constraint, +State0, -State) is semidet
%
%   As constraint/3, with the constraint named Name for constraint_add/4
%   and shadow_price/3.
%
%   ?- gen_state(S0), constraint(c1, [x] =< 4, S0, S).
%   S0 = state(0, [], [], []), S = state(0, [], [c(user(c1), [1*x], =<, 4)], []).
constraint(Name, C, S0, S) :-
    '$sx_state'(S0, Cs, Is),
    '$sx_constraint'(C, user(Name), Con),
    S = state(0, [], [Con|Cs], Is).

%!  constraint_add(+Name, +Left, +State0, -State) is semidet
%
%   State is State0 with the terms of the list Left added to the left
%   side of the constraint named Name. Fails if there is none.
%
%   ?- gen_state(S0), constraint(c, [x] =< 4, S0, S1), constraint_add(c, [2*y], S1, S).
%   S0 = state(0, [], [], []), S1 = state(0, [], [c(user(c), [1*x], =<, 4)], []), S = state(0, [], [c(user(c), [2*y, 1*x], =<, 4)], []).
constraint_add(Name, Left, S0, S) :-
    '$sx_state'(S0, Cs0, Is),
    '$sx_left'(Left, Add),
    '$sx_add_to'(Cs0, user(Name), Add, Cs),
    S = state(0, [], Cs, Is).

'$sx_add_to'([c(N, L0, Op, R)|Cs], Name, Add, [C|Cs1]) :-
    (   N == Name
    ->  append(Add, L0, L),
        C = c(N, L, Op, R),
        Cs1 = Cs
    ;   C = c(N, L0, Op, R),
        '$sx_add_to'(Cs, Name, Add, Cs1)
    ).

'$sx_state'(S, _, _) :-
    var(S), !,
    throw(error(instantiation_error, _)).
'$sx_state'(state(_, _, Cs, Is), Cs, Is).

%   '$sx_constraint'(+Constraint, +Name, -C): the constraint read into
%   c(Name, Terms, Op, Right), or failure for a form that is none.
'$sx_constraint'(C, _, _) :-
    var(C), !,
    throw(error(instantiation_error, _)).
'$sx_constraint'(C, Name, c(Name, Terms, Op, R)) :-
    C =.. [Op, Left, Right],
    '$sx_op'(Op),
    is_list(Left),
    '$sx_left'(Left, Terms),
    '$sx_number'(Right, R),
    R >= 0.

'$sx_op'(=<).
'$sx_op'(>=).
'$sx_op'(=).
'$sx_op'(<).
'$sx_op'(>).

'$sx_left'([], []).
'$sx_left'([T|Ts], [C*V|Rest]) :-
    '$sx_term'(T, C, V),
    '$sx_left'(Ts, Rest).

'$sx_term'(T, _, _) :-
    var(T), !,
    throw(error(instantiation_error, _)).
'$sx_term'(C0*V, C, V) :- !,
    '$sx_number'(C0, C),
    (   var(V) -> throw(error(instantiation_error, _)) ; true ).
'$sx_term'(V, 1, V).

%   '$sx_number'(+Expr, -Q): Q is the value of Expr as a rational (floats
%   by rationalize/1, as 0.3 stands for 3r10 in a problem's statement).
'$sx_number'(E, Q) :-
    X is E,
    (   float(X) -> Q is rationalize(X) ; Q = X ).

%!  maximize(+Objective, +State0, -State) is semidet
%
%   State is State0 solved for the largest value of the linear
%   Objective, a list like the left side of a constraint. Fails if the
%   problem has no solution or no largest value.
%
%   ?- gen_state(_S0), constraint([x, y] =< 4, _S0, _S1), maximize([3*x, y], _S1, _S), variable_value(_S, x, X).
%   X = 4.
maximize(Objective, S0, S) :-
    '$sx_solve'(max, Objective, S0, S).

%!  minimize(+Objective, +State0, -State) is semidet
%
%   As maximize/3, for the smallest value of Objective.
%
%   ?- gen_state(_S0), constraint([x, y] >= 2, _S0, _S1), minimize([x, 2*y], _S1, _S), objective(_S, O).
%   O = 2.
minimize(Objective, S0, S) :-
    '$sx_solve'(min, Objective, S0, S).

%!  objective(+State, -Value) is det
%
%   Value is the optimum of the objective of the solved State.
%
%   ?- gen_state(_S0), constraint([x] =< 3r2, _S0, _S1), maximize([2*x], _S1, _S), objective(_S, O).
%   O = 3.
objective(S, _) :-
    var(S), !,
    throw(error(instantiation_error, _)).
objective(solved(T, _, _), Value) :-
    arg(2, T, Value).

%!  variable_value(+State, +Variable, -Value) is det
%
%   Value is the value of Variable in the solved State (0 for a variable
%   the problem does not mention).
%
%   ?- gen_state(_S0), constraint([6*x, 4*y] =< 8, _S0, _S1), constraint([y] =< 1, _S1, _S2), maximize([x, y], _S2, _S), variable_value(_S, x, X).
%   X = 2r3.
variable_value(S, _, _) :-
    var(S), !,
    throw(error(instantiation_error, _)).
variable_value(solved(T, _, _), Var, Value) :-
    T = tableau(_, _, Names, _, Rows),
    (   '$sx_basic_value'(Rows, Names, Var, V) -> Value = V ; Value = 0 ).

'$sx_basic_value'([row(B, _, R)|Rows], Names, Var, Value) :-
    (   I is B + 1, arg(I, Names, N), N == Var
    ->  Value = R
    ;   '$sx_basic_value'(Rows, Names, Var, Value)
    ).

%!  shadow_price(+State, +Name, -Value) is semidet
%
%   Value is the shadow price of the constraint named Name in the solved
%   State: how much the optimum grows per unit more of its right side.
%
%   ?- gen_state(_S0), constraint(c, [x, 2*y] =< 4, _S0, _S1), maximize([x, y], _S1, _S), shadow_price(_S, c, P).
%   P = 1.
shadow_price(S, _, _) :-
    var(S), !,
    throw(error(instantiation_error, _)).
shadow_price(solved(T, Map, _), Name, Value) :-
    memberchk(user(Name)-Col, Map),
    T = tableau(ZRow, _, _, _, _),
    '$sx_coeff'(ZRow, Col, Value).

%   '$sx_solve'(+Sense, +Objective, +State0, -State)
'$sx_solve'(Sense, Objective, S0, S) :-
    '$sx_state'(S0, Cs, Is),
    '$sx_left'(Objective, Terms),
    (   Is == []
    ->  '$sx_lp'(Sense, Terms, Cs, T, Map)
    ;   reverse(Is, Integrals),
        '$sx_bb'(Sense, Terms, Cs, Integrals, none, Best),
        Best = best(T, Map)
    ),
    S = solved(T, Map, Is).

%   '$sx_lp'(+Sense, +Terms, +Cs, -Tableau, -Map): the relaxation solved.
'$sx_lp'(Sense, Terms, Cs, T, Map) :-
    '$sx_tableau'(Cs, Terms, NS, Vars, Names, Flags, Rows0, Map),
    '$sx_phase1'(Flags, Rows0, Rows1),
    '$sx_cost'(Sense, Terms, NS, Vars, Cost),
    '$sx_zrow'(Rows1, Cost, Z0, V0),
    '$sx_optimize'(Flags, Z0, V0, Rows1, Z1, V, Rows),
    (   Sense == max
    ->  Z = Z1, Value = V
    ;   '$sx_scale'(Z1, -1, Z), Value is -V
    ),
    T = tableau(Z, Value, Names, Flags, Rows).

%   Branch and bound: Best0 is `none` or best(T, Map), the best solution
%   that meets every integral constraint found so far.
'$sx_bb'(Sense, Terms, Cs, Integrals, Best0, Best) :-
    (   '$sx_lp'(Sense, Terms, Cs, T, Map),
        '$sx_better'(Sense, T, Best0)
    ->  (   '$sx_fractional'(Integrals, T, Var, Value)
        ->  Floor is floor(Value),
            Ceil is Floor + 1,
            '$sx_bb'(Sense, Terms, [c(0, [1*Var], =<, Floor)|Cs], Integrals, Best0, Best1),
            '$sx_bb'(Sense, Terms, [c(0, [1*Var], >=, Ceil)|Cs], Integrals, Best1, Best)
        ;   Best = best(T, Map)
        )
    ;   Best = Best0
    ).

'$sx_better'(_, _, none) :- !.
'$sx_better'(Sense, T, best(B, _)) :-
    arg(2, T, V),
    arg(2, B, BV),
    (   Sense == max -> V > BV ; V < BV ).

'$sx_fractional'([Var|Vars], T, FVar, FValue) :-
    variable_value(solved(T, [], []), Var, V),
    (   integer(V)
    ->  '$sx_fractional'(Vars, T, FVar, FValue)
    ;   FVar = Var,
        FValue = V
    ).


/*  The tableau. Columns are numbered from 0; Names holds each column's
    name (the slack's number or the variable), Flags 1 for a column that
    may enter the basis and 0 for an artificial one. A row is
    row(Basic, Coefficients, Right) with Basic the number of its basic
    column; the objective row is Z with the value V: the equation
    z + Z.x = V, so a negative entry of Z is a column whose entry raises z.
*/

%   '$sx_tableau'(+Cs, +Objective, -NS, -Vars, -Names, -Flags, -Rows, -Map):
%   NS slack columns, then the sorted Vars: those of the constraints, and
%   those of the objective when no constraint needs an artificial column
%   (as SWI-Prolog: after phase 1, an objective's term of a variable no
%   constraint has counts for nothing; without it, such a variable with
%   a gain makes the problem unbounded).
'$sx_tableau'(Cs, Objective, NS, Vars, Names, Flags, Rows, Map) :-
    '$sx_slacks'(Cs, 0, NS, Specs, SlackFlags, [], Map),
    (   memberchk(0, SlackFlags)
    ->  ObjVars = []
    ;   '$sx_term_vars'(Objective, ObjVars, [])
    ),
    '$sx_cons_vars'(Cs, Vars0),
    append(ObjVars, Vars0, Vars1),
    sort(Vars1, Vars),
    '$sx_numbers'(0, NS, SlackNames),
    append(SlackNames, Vars, NameList),
    Names =.. [names|NameList],
    '$sx_ones'(Vars, VarFlags),
    append(SlackFlags, VarFlags, FlagList),
    Flags =.. [flags|FlagList],
    '$sx_rows'(Cs, Specs, NS, Vars, Rows).

'$sx_cons_vars'([], []).
'$sx_cons_vars'([c(_, L, _, _)|Cs], Vars) :-
    '$sx_term_vars'(L, Vars, Tail),
    '$sx_cons_vars'(Cs, Tail).

'$sx_term_vars'([], Tail, Tail).
'$sx_term_vars'([_*V|Ts], [V|Vs], Tail) :-
    '$sx_term_vars'(Ts, Vs, Tail).

%   '$sx_slacks'(+Cs, +K0, -K, -Specs, -Flags, +Map0, -Map): each
%   constraint's columns from K0 on, as spec(Basic, Column-Coefficient
%   pairs); Map lists Name-Column, the first constraint added first.
'$sx_slacks'([], K, K, [], [], Map, Map).
'$sx_slacks'([c(Name, _, Op, _)|Cs], K0, K, [Spec|Specs], Flags, Map0, Map) :-
    '$sx_slack'(Op, K0, K1, Spec, Flags, Flags1, Col),
    '$sx_slacks'(Cs, K1, K, Specs, Flags1, [Name-Col|Map0], Map).

'$sx_slack'(=<, K0, K, spec(K0, [K0-1]), [1|Fs], Fs, K0) :-
    K is K0 + 1.
'$sx_slack'(>=, K0, K, spec(A, [K0-(-1), A-1]), [1, 0|Fs], Fs, A) :-
    A is K0 + 1,
    K is K0 + 2.
'$sx_slack'(=, K0, K, spec(K0, [K0-1]), [0|Fs], Fs, K0) :-
    K is K0 + 1.

'$sx_numbers'(N, N, []) :- !.
'$sx_numbers'(I, N, [I|Is]) :-
    I1 is I + 1,
    '$sx_numbers'(I1, N, Is).

'$sx_ones'([], []).
'$sx_ones'([_|Xs], [1|Os]) :-
    '$sx_ones'(Xs, Os).

'$sx_rows'([], [], _, _, []).
'$sx_rows'([c(_, L, _, R)|Cs], [spec(B, Slack)|Specs], NS, Vars, [row(B, Coeffs, R)|Rows]) :-
    append(Slack, VarPart, Coeffs),
    '$sx_var_part'(L, NS, Vars, VarPart),
    '$sx_rows'(Cs, Specs, NS, Vars, Rows).

%   '$sx_var_part'(+Terms, +NS, +Vars, -Coeffs): the sparse row of Terms
%   over the sorted Vars (columns from NS on), the coefficients of a
%   variable named twice summed.
'$sx_var_part'(Terms, NS, Vars, Coeffs) :-
    '$sx_pairs'(Terms, Pairs0),
    keysort(Pairs0, Pairs),
    '$sx_merge'(Vars, NS, Pairs, Coeffs).

'$sx_pairs'([], []).
'$sx_pairs'([C*V|Ts], [V-C|Ps]) :-
    '$sx_pairs'(Ts, Ps).

'$sx_merge'([], _, _, []).
'$sx_merge'([V|Vs], I, Pairs0, Coeffs) :-
    '$sx_sum_of'(Pairs0, V, 0, C, Pairs),
    (   C =:= 0 -> Coeffs = Coeffs1 ; Coeffs = [I-C|Coeffs1] ),
    I1 is I + 1,
    '$sx_merge'(Vs, I1, Pairs, Coeffs1).

'$sx_sum_of'([V0-C0|Ps], V, S0, S, Rest) :-
    compare(Order, V0, V),
    Order \== (>), !,
    (   Order == (=) -> S1 is S0 + C0 ; S1 = S0 ),
    '$sx_sum_of'(Ps, V, S1, S, Rest).
'$sx_sum_of'(Ps, _, S, S, Ps).

%   '$sx_cost'(+Sense, +Terms, +NS, +Vars, -Cost): the objective as a
%   sparse row (NS slack columns, then Vars) to maximize (negated for min).
'$sx_cost'(Sense, Terms, NS, Vars, Cost) :-
    '$sx_var_part'(Terms, NS, Vars, Cost0),
    (   Sense == max -> Cost = Cost0 ; '$sx_scale'(Cost0, -1, Cost) ).

%   Phase 1: maximize minus the sum of the artificials; the problem has
%   no solution if that stays below 0. Artificials left in the basis at
%   zero are then replaced by the first column that can take their row.
'$sx_phase1'(Flags, Rows0, Rows) :-
    '$sx_art_sum'(Rows0, Flags, none, Sum, 0, RSum),
    (   Sum == none
    ->  Rows = Rows0
    ;   '$sx_phase1_row'(Sum, Flags, Z0),
        V0 is -RSum,
        '$sx_optimize'(Flags, Z0, V0, Rows0, _, V, Rows1),
        V =:= 0,
        '$sx_drive_out'(Rows1, Flags, Rows)
    ).

'$sx_art_sum'([], _, S, S, R, R).
'$sx_art_sum'([row(B, Cs, R)|Rows], Flags, S0, S, R0, RS) :-
    (   '$sx_artificial'(B, Flags)
    ->  (   S0 == none -> S1 = Cs ; '$sx_add_scaled'(S0, 1, Cs, S1) ),
        R1 is R0 + R
    ;   S1 = S0,
        R1 = R0
    ),
    '$sx_art_sum'(Rows, Flags, S1, S, R1, RS).

'$sx_artificial'(Col, Flags) :-
    I is Col + 1,
    arg(I, Flags, 0).

'$sx_phase1_row'([], _, []).
'$sx_phase1_row'([C-S|Ss], Flags, Zs) :-
    (   '$sx_artificial'(C, Flags)
    ->  Zs = Zs1
    ;   Z is -S,
        Zs = [C-Z|Zs1]
    ),
    '$sx_phase1_row'(Ss, Flags, Zs1).

'$sx_drive_out'(Rows0, Flags, Rows) :-
    length(Rows0, N),
    '$sx_drive_out'(0, N, Flags, Rows0, Rows).

'$sx_drive_out'(N, N, _, Rows, Rows) :- !.
'$sx_drive_out'(I, N, Flags, Rows0, Rows) :-
    nth0(I, Rows0, row(B, Cs, _)),
    (   '$sx_artificial'(B, Flags),
        member(E-_, Cs),
        \+ '$sx_artificial'(E, Flags)
    ->  '$sx_pivot_rows'(Rows0, I, E, Rows1, _)
    ;   Rows1 = Rows0
    ),
    I1 is I + 1,
    '$sx_drive_out'(I1, N, Flags, Rows1, Rows).

%   '$sx_zrow'(+Rows, +Cost, -Z, -V): the objective row of Cost (to
%   maximize) over the basis of Rows.
'$sx_zrow'(Rows, Cost, Z, V) :-
    '$sx_scale'(Cost, -1, Z0),
    '$sx_zrow'(Rows, Cost, Z0, 0, Z, V).

'$sx_zrow'([], _, Z, V, Z, V).
'$sx_zrow'([row(B, Cs, R)|Rows], Cost, Z0, V0, Z, V) :-
    (   '$sx_coeff'(Cost, B, CB), CB =\= 0
    ->  '$sx_add_scaled'(Z0, CB, Cs, Z1),
        V1 is V0 + CB*R
    ;   Z1 = Z0, V1 = V0
    ),
    '$sx_zrow'(Rows, Cost, Z1, V1, Z, V).

%   '$sx_coeff'(+Row, +Col, -C): the coefficient of Col in the sparse Row.
'$sx_coeff'([C0-X|Cs], Col, C) :-
    (   C0 == Col -> C = X
    ;   C0 < Col -> '$sx_coeff'(Cs, Col, C)
    ;   C = 0
    ).
'$sx_coeff'([], _, 0).

%   '$sx_optimize'(+Flags, +Z0, +V0, +Rows0, -Z, -V, -Rows): pivots
%   until no column improves the objective; fails if one does without
%   bound.
'$sx_optimize'(Flags, Z0, V0, Rows0, Z, V, Rows) :-
    (   '$sx_entering'(Z0, Flags, none, E-D)
    ->  '$sx_leaving'(Rows0, E, 0, none, L),
        '$sx_pivot_rows'(Rows0, L, E, Rows1, row(_, P, PR)),
        ND is -D,
        '$sx_add_scaled'(Z0, ND, P, Z1),
        V1 is V0 - D*PR,
        '$sx_optimize'(Flags, Z1, V1, Rows1, Z, V, Rows)
    ;   Z = Z0, V = V0, Rows = Rows0
    ).

%   The column of the most negative entry of Z, the first of equals.
'$sx_entering'([], _, Best, Best) :-
    Best \== none.
'$sx_entering'([C-D|Ds], Flags, Best0, Best) :-
    (   D < 0,
        (   Best0 = _-DB -> D < DB ; true ),
        \+ '$sx_artificial'(C, Flags)
    ->  Best1 = C-D
    ;   Best1 = Best0
    ),
    '$sx_entering'(Ds, Flags, Best1, Best).

%   The row (its position) of the smallest ratio, the first of equals;
%   fails when the column is unbounded.
%   Ratios R/A are compared as R*AB < RB*A (A and AB are positive),
%   which spares the division's normalization.
'$sx_leaving'([], _, _, best(L, _, _), L).
'$sx_leaving'([row(_, Cs, R)|Rows], E, I, Best0, L) :-
    (   '$sx_coeff'(Cs, E, A),
        A > 0,
        (   Best0 = best(_, RB, AB) -> R*AB < RB*A ; true )
    ->  Best1 = best(I, R, A)
    ;   Best1 = Best0
    ),
    I1 is I + 1,
    '$sx_leaving'(Rows, E, I1, Best1, L).

%   '$sx_pivot_rows'(+Rows0, +L, +E, -Rows, -Pivot): column E enters the
%   basis in the row at position L; Pivot is that row after the pivot.
'$sx_pivot_rows'(Rows0, L, E, Rows, Pivot) :-
    nth0(L, Rows0, row(_, Cs, R)),
    '$sx_coeff'(Cs, E, A),
    Inv is 1 rdiv A,
    '$sx_scale'(Cs, Inv, Ps),
    PR is R*Inv,
    Pivot = row(E, Ps, PR),
    '$sx_eliminate'(Rows0, 0, L, Pivot, E, Rows).

'$sx_eliminate'([], _, _, _, _, []).
'$sx_eliminate'([Row|Rows], I, L, Pivot, E, [New|News]) :-
    (   I == L
    ->  New = Pivot
    ;   Row = row(B, Cs, R),
        '$sx_coeff'(Cs, E, F),
        (   F == 0
        ->  New = Row
        ;   Pivot = row(_, Ps, PR),
            NF is -F,
            '$sx_add_scaled'(Cs, NF, Ps, Cs1),
            R1 is R - F*PR,
            New = row(B, Cs1, R1)
        )
    ),
    I1 is I + 1,
    '$sx_eliminate'(Rows, I1, L, Pivot, E, News).

'$sx_scale'([], _, []).
'$sx_scale'([C-X|Xs], F, [C-Y|Ys]) :-
    Y is X*F,
    '$sx_scale'(Xs, F, Ys).

%   Xs + F*Ys over sparse rows, the entries that become 0 left out.
'$sx_add_scaled'([], F, Ys, Zs) :-
    '$sx_scale'(Ys, F, Zs).
'$sx_add_scaled'([X|Xs], F, Ys, Zs) :-
    '$sx_add_scaled'(Ys, X, Xs, F, Zs).

%   '$sx_add_scaled'(+Ys, +X, +Xs, +F, -Zs): [X|Xs] + F*Ys.
'$sx_add_scaled'([], X, Xs, _, [X|Xs]).
'$sx_add_scaled'([CY-Y|Ys], CX-X, Xs, F, Zs) :-
    compare(Order, CX, CY),
    '$sx_merge_step'(Order, CX, X, Xs, CY, Y, Ys, F, Zs).

'$sx_merge_step'(<, CX, X, Xs, CY, Y, Ys, F, [CX-X|Zs]) :-
    '$sx_add_scaled'(Xs, F, [CY-Y|Ys], Zs).
'$sx_merge_step'(>, CX, X, Xs, CY, Y, Ys, F, [CY-Z|Zs]) :-
    Z is F*Y,
    '$sx_add_scaled'(Ys, CX-X, Xs, F, Zs).
'$sx_merge_step'(=, _, X, Xs, C, Y, Ys, F, Zs) :-
    Z is X + F*Y,
    (   Z =:= 0 -> Zs = Zs1 ; Zs = [C-Z|Zs1] ),
    '$sx_add_scaled'(Xs, F, Ys, Zs1).

%!  transportation(+Supplies, +Demands, +Costs, -Transport) is semidet
%
%   Transport is a cheapest plan to ship the Supplies to the Demands
%   (lists of non-negative integers of equal sums) where Costs is a list
%   of rows, the cost of a unit from each supplier to each consumer;
%   Transport has the shape of Costs.
%
%   ?- transportation([12, 7], [10, 9], [[1, 3], [2, 1]], T).
%   T = [[10, 2], [0, 7]].
transportation(Supplies, Demands, Costs, Transport) :-
    must_be(list, Supplies),
    must_be(list, Demands),
    must_be(list, Costs),
    sum_list(Supplies, Total),
    (   sum_list(Demands, Total)
    ->  simplex_transport:'$sx_transport'(Supplies, Demands, Costs, Transport)
    ;   '$sx_transport_lp'(Supplies, Demands, Costs, Transport)
    ).

%   Unequal sums: the supplies are shipped in full within the demands, as
%   a linear program (there is no plan when the supplies are larger).
'$sx_transport_lp'(Supplies, Demands, Costs, Transport) :-
    length(Supplies, NS),
    length(Demands, ND),
    gen_state(S0),
    '$sx_supplies'(Supplies, 1, ND, S0, S1),
    '$sx_demands'(Demands, 1, NS, S1, S2),
    '$sx_cost_terms'(Costs, 1, Objective),
    minimize(Objective, S2, S),
    '$sx_plan'(1, NS, ND, S, Transport).

'$sx_supplies'([], _, _, S, S).
'$sx_supplies'([Supply|Ss], I, ND, S0, S) :-
    findall(x(I, J), between(1, ND, J), Left),
    constraint(Left = Supply, S0, S1),
    I1 is I + 1,
    '$sx_supplies'(Ss, I1, ND, S1, S).

'$sx_demands'([], _, _, S, S).
'$sx_demands'([Demand|Ds], J, NS, S0, S) :-
    findall(x(I, J), between(1, NS, I), Left),
    constraint(Left =< Demand, S0, S1),
    J1 is J + 1,
    '$sx_demands'(Ds, J1, NS, S1, S).

'$sx_cost_terms'([], _, []).
'$sx_cost_terms'([Row|Rows], I, Terms) :-
    '$sx_cost_row'(Row, I, 1, Terms, Tail),
    I1 is I + 1,
    '$sx_cost_terms'(Rows, I1, Tail).

'$sx_cost_row'([], _, _, Tail, Tail).
'$sx_cost_row'([C|Cs], I, J, [C*x(I, J)|Terms], Tail) :-
    J1 is J + 1,
    '$sx_cost_row'(Cs, I, J1, Terms, Tail).

'$sx_plan'(I, N, _, _, []) :-
    I > N, !.
'$sx_plan'(I, N, ND, S, [Row|Rows]) :-
    findall(V, (between(1, ND, J), variable_value(S, x(I, J), V)), Row),
    I1 is I + 1,
    '$sx_plan'(I1, N, ND, S, Rows).

%!  assignment(+Costs, -Assignment) is semidet
%
%   Assignment is a cheapest assignment of N workers to N jobs where
%   Costs is an N by N matrix of what each worker costs on each job:
%   an N by N matrix of 0 and 1 with one 1 in each row and each column.
%
%   ?- assignment([[3, 1], [1, 4]], A).
%   A = [[0, 1], [1, 0]].
assignment(Costs, Assignment) :-
    '$sx_ones'(Costs, Ones),
    transportation(Ones, Ones, Costs, Assignment).
