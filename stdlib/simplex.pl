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
    optima. transportation/4 and assignment/2 state their problems as
    linear programs to the same solver.
*/
:- module(simplex,
        [ gen_state/1, constraint/3, constraint/4, constraint_add/4,
          maximize/3, minimize/3, objective/2, variable_value/3,
          shadow_price/3, transportation/4, assignment/2
        ]).

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
%   ?- gen_state(S0), constraint([x, y] =< 4, S0, S1), maximize([3*x, y], S1, S), variable_value(S, x, X).
%   X = 4.
maximize(Objective, S0, S) :-
    '$sx_solve'(max, Objective, S0, S).

%!  minimize(+Objective, +State0, -State) is semidet
%
%   As maximize/3, for the smallest value of Objective.
%
%   ?- gen_state(S0), constraint([x, y] >= 2, S0, S1), minimize([x, 2*y], S1, S), objective(S, O).
%   O = 2.
minimize(Objective, S0, S) :-
    '$sx_solve'(min, Objective, S0, S).

%!  objective(+State, -Value) is det
%
%   Value is the optimum of the objective of the solved State.
%
%   ?- gen_state(S0), constraint([x] =< 3r2, S0, S1), maximize([2*x], S1, S), objective(S, O).
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
%   ?- gen_state(S0), constraint([6*x, 4*y] =< 8, S0, S1), constraint([y] =< 1, S1, S2), maximize([x, y], S2, S), variable_value(S, x, X).
%   X = 2r3.
variable_value(S, _, _) :-
    var(S), !,
    throw(error(instantiation_error, _)).
variable_value(solved(T, _, _), Var, Value) :-
    T = tableau(_, _, Names, _, Rows),
    (   '$sx_basic_value'(Rows, Names, Var, V) -> Value = V ; Value = 0 ).

'$sx_basic_value'([row(B, _, R)|Rows], Names, Var, Value) :-
    (   nth0(B, Names, N), N == Var
    ->  Value = R
    ;   '$sx_basic_value'(Rows, Names, Var, Value)
    ).

%!  shadow_price(+State, +Name, -Value) is semidet
%
%   Value is the shadow price of the constraint named Name in the solved
%   State: how much the optimum grows per unit more of its right side.
%
%   ?- gen_state(S0), constraint(c, [x, 2*y] =< 4, S0, S1), maximize([x, y], S1, S), shadow_price(S, c, P).
%   P = 1.
shadow_price(S, _, _) :-
    var(S), !,
    throw(error(instantiation_error, _)).
shadow_price(solved(T, Map, _), Name, Value) :-
    memberchk(user(Name)-Col, Map),
    T = tableau(ZRow, _, _, _, _),
    nth0(Col, ZRow, Value).

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
    append(SlackNames, Vars, Names),
    '$sx_ones'(Vars, VarFlags),
    append(SlackFlags, VarFlags, Flags),
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
    '$sx_dense'(Slack, 0, NS, Coeffs, VarPart),
    '$sx_var_part'(L, Vars, VarPart),
    '$sx_rows'(Cs, Specs, NS, Vars, Rows).

%   '$sx_dense'(+Pairs, +I, +N, -List, ?Tail): the columns I..N-1 with
%   the Column-Coefficient Pairs (ascending) and zeros elsewhere.
'$sx_dense'(_, N, N, Tail, Tail) :- !.
'$sx_dense'(Pairs0, I, N, [C|Cs], Tail) :-
    (   Pairs0 = [I-C0|Pairs] -> C = C0 ; C = 0, Pairs = Pairs0 ),
    I1 is I + 1,
    '$sx_dense'(Pairs, I1, N, Cs, Tail).

%   '$sx_var_part'(+Terms, +Vars, -Coeffs): the coefficient of each of
%   the sorted Vars in Terms, those of a variable named twice summed.
'$sx_var_part'(Terms, Vars, Coeffs) :-
    '$sx_pairs'(Terms, Pairs0),
    keysort(Pairs0, Pairs),
    '$sx_merge'(Vars, Pairs, Coeffs).

'$sx_pairs'([], []).
'$sx_pairs'([C*V|Ts], [V-C|Ps]) :-
    '$sx_pairs'(Ts, Ps).

'$sx_merge'([], _, []).
'$sx_merge'([V|Vs], Pairs0, [C|Cs]) :-
    '$sx_sum_of'(Pairs0, V, 0, C, Pairs),
    '$sx_merge'(Vs, Pairs, Cs).

'$sx_sum_of'([V0-C0|Ps], V, S0, S, Rest) :-
    compare(Order, V0, V),
    Order \== (>), !,
    (   Order == (=) -> S1 is S0 + C0 ; S1 = S0 ),
    '$sx_sum_of'(Ps, V, S1, S, Rest).
'$sx_sum_of'(Ps, _, S, S, Ps).

%   '$sx_cost'(+Sense, +Terms, +NS, +Vars, -Cost): the objective as a
%   dense row (NS slack columns, then Vars) to maximize (negated for min).
'$sx_cost'(Sense, Terms, NS, Vars, Cost) :-
    '$sx_dense'([], 0, NS, Cost0, VarPart),
    '$sx_var_part'(Terms, Vars, VarPart),
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
    (   nth0(B, Flags, 0)
    ->  (   S0 == none -> S1 = Cs ; '$sx_add'(S0, Cs, S1) ),
        R1 is R0 + R
    ;   S1 = S0,
        R1 = R0
    ),
    '$sx_art_sum'(Rows, Flags, S1, S, R1, RS).

'$sx_phase1_row'([], [], []).
'$sx_phase1_row'([S|Ss], [F|Fs], [Z|Zs]) :-
    (   F == 0 -> Z = 0 ; Z is -S ),
    '$sx_phase1_row'(Ss, Fs, Zs).

'$sx_drive_out'(Rows0, Flags, Rows) :-
    length(Rows0, N),
    '$sx_drive_out'(0, N, Flags, Rows0, Rows).

'$sx_drive_out'(N, N, _, Rows, Rows) :- !.
'$sx_drive_out'(I, N, Flags, Rows0, Rows) :-
    nth0(I, Rows0, row(B, Cs, _)),
    (   nth0(B, Flags, 0),
        '$sx_first_nonzero'(Cs, Flags, 0, E)
    ->  '$sx_pivot_rows'(Rows0, I, E, Rows1, _)
    ;   Rows1 = Rows0
    ),
    I1 is I + 1,
    '$sx_drive_out'(I1, N, Flags, Rows1, Rows).

'$sx_first_nonzero'([C|Cs], [F|Fs], I, E) :-
    (   F == 1, C =\= 0
    ->  E = I
    ;   I1 is I + 1,
        '$sx_first_nonzero'(Cs, Fs, I1, E)
    ).

%   '$sx_zrow'(+Rows, +Cost, -Z, -V): the objective row of Cost (to
%   maximize) over the basis of Rows.
'$sx_zrow'(Rows, Cost, Z, V) :-
    '$sx_scale'(Cost, -1, Z0),
    '$sx_zrow'(Rows, Cost, Z0, 0, Z, V).

'$sx_zrow'([], _, Z, V, Z, V).
'$sx_zrow'([row(B, Cs, R)|Rows], Cost, Z0, V0, Z, V) :-
    nth0(B, Cost, CB),
    (   CB =:= 0
    ->  Z1 = Z0, V1 = V0
    ;   '$sx_add_scaled'(Z0, CB, Cs, Z1),
        V1 is V0 + CB*R
    ),
    '$sx_zrow'(Rows, Cost, Z1, V1, Z, V).

%   '$sx_optimize'(+Flags, +Z0, +V0, +Rows0, -Z, -V, -Rows): pivots
%   until no column improves the objective; fails if one does without
%   bound.
'$sx_optimize'(Flags, Z0, V0, Rows0, Z, V, Rows) :-
    (   '$sx_entering'(Z0, Flags, 0, none, E)
    ->  '$sx_leaving'(Rows0, E, 0, none, L),
        '$sx_pivot_rows'(Rows0, L, E, Rows1, row(_, P, PR)),
        nth0(E, Z0, D),
        '$sx_add_scaled'(Z0, -D, P, Z1),
        V1 is V0 - D*PR,
        '$sx_optimize'(Flags, Z1, V1, Rows1, Z, V, Rows)
    ;   Z = Z0, V = V0, Rows = Rows0
    ).

%   The column of the most negative entry of Z, the first of equals.
'$sx_entering'([], [], _, best(E, _), E).
'$sx_entering'([D|Ds], [F|Fs], I, Best0, E) :-
    (   F == 1, D < 0,
        (   Best0 = best(_, DB) -> D < DB ; true )
    ->  Best1 = best(I, D)
    ;   Best1 = Best0
    ),
    I1 is I + 1,
    '$sx_entering'(Ds, Fs, I1, Best1, E).

%   The row (its position) of the smallest ratio, the first of equals;
%   fails when the column is unbounded.
'$sx_leaving'([], _, _, best(L, _), L).
'$sx_leaving'([row(_, Cs, R)|Rows], E, I, Best0, L) :-
    nth0(E, Cs, A),
    (   A > 0,
        Ratio is R rdiv A,
        (   Best0 = best(_, RB) -> Ratio < RB ; true )
    ->  Best1 = best(I, Ratio)
    ;   Best1 = Best0
    ),
    I1 is I + 1,
    '$sx_leaving'(Rows, E, I1, Best1, L).

%   '$sx_pivot_rows'(+Rows0, +L, +E, -Rows, -Pivot): column E enters the
%   basis in the row at position L; Pivot is that row after the pivot.
'$sx_pivot_rows'(Rows0, L, E, Rows, Pivot) :-
    nth0(L, Rows0, row(_, Cs, R)),
    nth0(E, Cs, A),
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
        nth0(E, Cs, F),
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
'$sx_scale'([X|Xs], F, [Y|Ys]) :-
    Y is X*F,
    '$sx_scale'(Xs, F, Ys).

'$sx_add'([], [], []).
'$sx_add'([X|Xs], [Y|Ys], [Z|Zs]) :-
    Z is X + Y,
    '$sx_add'(Xs, Ys, Zs).

%   Xs + F*Ys, the entries where Ys has 0 kept as they are.
'$sx_add_scaled'([], _, [], []).
'$sx_add_scaled'([X|Xs], F, [Y|Ys], [Z|Zs]) :-
    (   Y == 0 -> Z = X ; Z is X + F*Y ),
    '$sx_add_scaled'(Xs, F, Ys, Zs).

%!  transportation(+Supplies, +Demands, +Costs, -Transport) is semidet
%
%   Transport is a cheapest plan to ship the Supplies to the Demands
%   (lists of non-negative integers) where Costs is a list of rows, the
%   cost of a unit from each supplier to each consumer; Transport has the
%   shape of Costs. Fails if the demands cannot be met.
%
%   ?- transportation([12, 7], [10, 9], [[1, 3], [2, 1]], T).
%   T = [[10, 2], [0, 7]].
transportation(Supplies, Demands, Costs, Transport) :-
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
