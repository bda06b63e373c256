/*  hornbook library(clpqr/simplex): the simplex of library(clpq) and
    library(clpr), over exact rationals (domain q) or floats (domain r).

    It is the bounded simplex of general form (each variable has an
    optional lower and upper bound, equations are rows of a tableau):

        Basic = Sum of Coef*Nonbasic

    the rows kept as an assoc from the basic variable's id to its sorted
    list of NonbasicId-Coef pairs. Every variable has a value (an assoc
    id -> value); nonbasic variables always lie within their bounds, and a
    basic variable's value follows from its row. Values and bounds are
    delta numbers d(C, K), standing for C + K*delta with delta a positive
    infinitesimal, so that a strict bound X > 2 is the bound X >= 2+delta.

    check/3 makes every basic variable lie within its bounds (Bland's
    rule: the smallest id out of bounds leaves, the smallest id that can
    move enters), or fails when the bounds cannot hold together.
    minimize/5 then moves to a vertex where a linear objective is least,
    and fails when it has no least value.

    A tableau is t(Rows, Lo, Hi, Val); the domain D (q or r) chooses the
    arithmetic: floats compare with a tolerance.
*/

:- module(clpqr_simplex,
          [ '$clpqr_tableau_new'/1,
            '$clpqr_tableau_add_row'/5,
            '$clpqr_tableau_bound'/5,
            '$clpqr_tableau_check'/3,
            '$clpqr_tableau_minimize'/5,
            '$clpqr_tableau_minimize'/6,
            '$clpqr_tableau_fixed'/2,
            '$clpqr_tableau_value'/4,
            '$clpqr_tableau_can_leave'/4,
            '$clpqr_tableau_has_lower'/2,
            '$clpqr_tableau_fix'/4,
            '$clpqr_num_zero'/2,
            '$clpqr_num_div'/4,
            '$clpqr_num_lt'/3
          ]).

:- use_module(library(assoc)).
:- use_module(library(lists)).

%   Numbers of the domain.

'$clpqr_num_zero'(q, A) :- A =:= 0.
'$clpqr_num_zero'(r, A) :- abs(A) < 1.0e-10.

'$clpqr_num_div'(q, A, B, C) :- C is A rdiv B.
'$clpqr_num_div'(r, A, B, C) :- C is A / B.

'$clpqr_num_lt'(q, A, B) :- A < B.
'$clpqr_num_lt'(r, A, B) :- A < B - 1.0e-10.

num_pos(D, A) :- '$clpqr_num_lt'(D, 0, A).
num_neg(D, A) :- '$clpqr_num_lt'(D, A, 0).

%   Delta numbers d(C, K).

d_add(d(C1, K1), d(C2, K2), d(C, K)) :- C is C1+C2, K is K1+K2.
d_sub(d(C1, K1), d(C2, K2), d(C, K)) :- C is C1-C2, K is K1-K2.
d_scale(A, d(C1, K1), d(C, K)) :- C is A*C1, K is A*K1.
d_div(D, d(C1, K1), A, d(C, K)) :- '$clpqr_num_div'(D, C1, A, C), '$clpqr_num_div'(D, K1, A, K).

%   d_lt(D, X, Y): X < Y, lexicographically on (C, K).
d_lt(D, d(C1, K1), d(C2, K2)) :-
    (   '$clpqr_num_lt'(D, C1, C2) -> true
    ;   '$clpqr_num_lt'(D, C2, C1) -> fail
    ;   '$clpqr_num_lt'(D, K1, K2)
    ).

%   '$clpqr_tableau_new'(-T) is det
'$clpqr_tableau_new'(t(R, L, H, V)) :-
    empty_assoc(R), empty_assoc(L), empty_assoc(H), empty_assoc(V).

%   The value of a variable: unset ones are nonbasic at 0.
value(Val, Id, X) :- ( get_assoc(Id, Val, X0) -> X = X0 ; X = d(0, 0) ).

%   '$clpqr_tableau_add_row'(+D, +Slack, +Pairs, +T0, -T) is det
%
%   Slack = Sum of Pairs (sorted Id-Coef) becomes a row, its basic
%   variables replaced by their rows; its value follows from the others'.
'$clpqr_tableau_add_row'(D, Slack, Pairs0, t(R0, L, H, V0), t(R, L, H, V)) :-
    over_nonbasic(D, R0, Pairs0, Pairs),
    put_assoc(Slack, R0, Pairs, R),
    row_value(Pairs, V0, d(0, 0), X),
    put_assoc(Slack, V0, X, V).

row_value([], _, X, X).
row_value([Id-A|Ps], Val, X0, X) :-
    value(Val, Id, Y),
    d_scale(A, Y, AY),
    d_add(X0, AY, X1),
    row_value(Ps, Val, X1, X).

%   '$clpqr_tableau_bound'(+Which, +Id, +Bound, +T0, -T) is det
%
%   Which is lo or hi; Bound a delta number. A nonbasic variable's value
%   moves inside its new bound (the rows' values follow).
'$clpqr_tableau_bound'(Which, Id, B, t(R, L0, H0, V0), T) :-
    (   Which == lo -> put_assoc(Id, L0, B, L), H = H0
    ;   put_assoc(Id, H0, B, H), L = L0
    ),
    T1 = t(R, L, H, V0),
    (   get_assoc(Id, L, Lo), get_assoc(Id, H, Hi)
    ->  \+ d_lt_num(Hi, Lo)                  % the bounds leave no room
    ;   true
    ),
    (   get_assoc(Id, R, _)
    ->  T = T1
    ;   value(V0, Id, X),
        (   Which == lo, d_lt_exact(X, B) -> move_nonbasic(Id, B, T1, T)
        ;   Which == hi, d_lt_exact(B, X) -> move_nonbasic(Id, B, T1, T)
        ;   T = T1
        )
    ).

%   Bounds are set before any float tolerance matters: exact order.
d_lt_exact(d(C1, K1), d(C2, K2)) :- ( C1 < C2 -> true ; C1 =:= C2, K1 < K2 ).

%   The order of two bounds, with the tolerance of floats when they are.
d_lt_num(X, Y) :-
    X = d(C, _),
    (   float(C) -> d_lt(r, X, Y) ; d_lt(q, X, Y) ).

% move_nonbasic(Id, X, T0, T): nonbasic Id takes value X; the basic
% variables of the rows it occurs in change with it.
move_nonbasic(Id, X, t(R, L, H, V0), t(R, L, H, V)) :-
    value(V0, Id, X0),
    d_sub(X, X0, Delta),
    put_assoc(Id, V0, X, V1),
    assoc_to_list(R, Rows),
    shift_basics(Rows, Id, Delta, V1, V).

shift_basics([], _, _, V, V).
shift_basics([B-Ps|Rows], Id, Delta, V0, V) :-
    (   memberchk(Id-A, Ps)
    ->  value(V0, B, XB0),
        d_scale(A, Delta, ADelta),
        d_add(XB0, ADelta, XB),
        put_assoc(B, V0, XB, V1)
    ;   V1 = V0
    ),
    shift_basics(Rows, Id, Delta, V1, V).

%   '$clpqr_tableau_check'(+D, +T0, -T) is semidet
%
%   T is T0 with every variable within its bounds; fails when no
%   assignment satisfies them all.
'$clpqr_tableau_check'(D, T0, T) :-
    T0 = t(R, L, H, V),
    assoc_to_list(R, Rows),
    (   out_of_bounds(Rows, D, L, H, V, B, Ps, Dir, Target)
    ->  entering(Ps, Dir, D, L, H, V, N, A),
        pivot_update(D, B, N, A, Target, T0, T1),
        '$clpqr_tableau_check'(D, T1, T)
    ;   T = T0
    ).

% The first (smallest id) basic variable out of its bounds, the
% direction it must move and the bound it goes to.
out_of_bounds([B-Ps|Rows], D, L, H, V, Bo, PsO, Dir, Target) :-
    value(V, B, X),
    (   get_assoc(B, L, Lo), d_lt(D, X, Lo)
    ->  Bo = B, PsO = Ps, Dir = up, Target = Lo
    ;   get_assoc(B, H, Hi), d_lt(D, Hi, X)
    ->  Bo = B, PsO = Ps, Dir = down, Target = Hi
    ;   out_of_bounds(Rows, D, L, H, V, Bo, PsO, Dir, Target)
    ).

% The first nonbasic variable of the row that can move the basic one in
% direction Dir.
entering([N0-A0|Ps], Dir, D, L, H, V, N, A) :-
    (   (   Dir == up -> ( num_pos(D, A0) -> Way = up ; Way = down )
        ;   ( num_pos(D, A0) -> Way = down ; Way = up )
        ),
        can_move(Way, N0, D, L, H, V)
    ->  N = N0, A = A0
    ;   entering(Ps, Dir, D, L, H, V, N, A)
    ).

can_move(up, N, D, _, H, V) :-
    (   get_assoc(N, H, Hi) -> value(V, N, X), d_lt(D, X, Hi) ; true ).
can_move(down, N, D, L, _, V) :-
    (   get_assoc(N, L, Lo) -> value(V, N, X), d_lt(D, Lo, X) ; true ).

% pivot_update(D, B, N, A, Target, T0, T): basic B (coefficient A of
% nonbasic N in its row) takes value Target, N moves to make it so, and
% then N becomes basic in B's place: B's row B = A*N + Rest becomes
% N = B/A - Rest/A, and N is replaced by it in every other row. One walk
% over the rows moves their basic variables with N and rewrites them.
pivot_update(D, B, N, A, Target, t(R0, L, H, V0), t(R, L, H, V)) :-
    value(V0, B, XB),
    d_sub(Target, XB, Gap),
    d_div(D, Gap, A, Theta),
    value(V0, N, XN),
    d_add(XN, Theta, XN1),
    d_sub(XN1, XN, Delta),              % not Theta: floats round
    put_assoc(N, V0, XN1, V1),
    d_scale(A, Delta, ADelta),
    d_add(XB, ADelta, XB1),
    put_assoc(B, V1, XB1, V2),
    del_assoc(B, R0, Ps, R1),
    selectchk(N-A, Ps, Rest),
    '$clpqr_num_div'(D, 1, A, InvA),
    Neg is -InvA,
    scale_pairs(Rest, Neg, Rest1),
    add_pairs(D, [B-InvA], Rest1, NRow),
    assoc_to_list(R1, Rows),
    pivot_rows(Rows, D, N, Delta, NRow, V2, V, Rows1),
    list_to_assoc([N-NRow|Rows1], R).

pivot_rows([], _, _, _, _, V, V, []).
pivot_rows([B-Ps|Rows], D, N, Delta, NRow, V0, V, [B-Ps1|Rows1]) :-
    (   selectchk(N-A, Ps, Rest)
    ->  value(V0, B, XB0),
        d_scale(A, Delta, ADelta),
        d_add(XB0, ADelta, XB),
        put_assoc(B, V0, XB, V1),
        scale_pairs(NRow, A, Add),
        add_pairs(D, Rest, Add, Ps1)
    ;   V1 = V0, Ps1 = Ps
    ),
    pivot_rows(Rows, D, N, Delta, NRow, V1, V, Rows1).

scale_pairs([], _, []).
scale_pairs([Id-A|Ps], F, [Id-B|Qs]) :- B is A*F, scale_pairs(Ps, F, Qs).

% add_pairs(D, Ps, Qs, Sum): the sum of two sorted pair lists, zero
% coefficients left out.
add_pairs(_, [], Qs, Qs) :- !.
add_pairs(_, Ps, [], Ps) :- !.
add_pairs(D, [I-A|Ps], [J-B|Qs], Sum) :-
    (   I == J
    ->  C is A+B,
        (   '$clpqr_num_zero'(D, C) -> Sum = Sum1 ; Sum = [I-C|Sum1] ),
        add_pairs(D, Ps, Qs, Sum1)
    ;   I @< J
    ->  Sum = [I-A|Sum1], add_pairs(D, Ps, [J-B|Qs], Sum1)
    ;   Sum = [J-B|Sum1], add_pairs(D, [I-A|Ps], Qs, Sum1)
    ).

% over_nonbasic(D, R, Pairs0, Pairs): Pairs0 with each basic variable
% replaced by its row.
over_nonbasic(_, _, [], []).
over_nonbasic(D, R, [Id-A|Ps], Out) :-
    over_nonbasic(D, R, Ps, Out0),
    (   get_assoc(Id, R, Row)
    ->  scale_pairs(Row, A, Add)
    ;   Add = [Id-A]
    ),
    add_pairs(D, Add, Out0, Out).

%   '$clpqr_tableau_value'(+T, +Pairs, +Const, -Value) is det
%
%   The value d(C, K) of Const + Sum of Pairs at T's assignment.
'$clpqr_tableau_value'(t(_, _, _, V), Pairs, C, X) :-
    row_value(Pairs, V, d(C, 0), X).

%   '$clpqr_tableau_minimize'(+D, +Pairs, +T0, -T, -Value) is semidet
%
%   T is a feasible T0 moved to a vertex where Sum of Pairs is least;
%   Value is that least value d(C, K). Fails when it is unbounded below.
'$clpqr_tableau_minimize'(D, Pairs0, T0, T, X) :-
    '$clpqr_tableau_minimize'(D, Pairs0, T0, T, X, _).

%   '$clpqr_tableau_minimize'(+D, +Pairs, +T0, -T, -Value, -Costs) is semidet
%
%   As '$clpqr_tableau_minimize'/5, and Costs the objective over T's
%   nonbasic variables (Id-Coef pairs, the reduced costs): a nonbasic
%   variable of nonzero cost keeps its value wherever the objective is
%   least.
'$clpqr_tableau_minimize'(D, Pairs0, T0, T, X, Costs) :-
    T0 = t(R, _, _, _),
    over_nonbasic(D, R, Pairs0, Obj),
    minimize_loop(D, Obj, T0, T, X, Costs).

minimize_loop(D, Obj, T0, T, X, Costs) :-
    T0 = t(R, L, H, V),
    (   improving(Obj, D, L, H, V, N, Way)
    ->  assoc_to_list(R, Rows),
        ratio_test(Way, N, D, Rows, L, H, V, Limit),
        (   Limit = own(Bound)
        ->  move_nonbasic(N, Bound, T0, T1),
            Obj1 = Obj
        ;   Limit = basic(B, A, Bound)
        ->  pivot_update(D, B, N, A, Bound, T0, T1),
            T1 = t(R1, _, _, _),
            % N, basic now, is the objective's only basic variable
            (   selectchk(N-C, Obj, ObjRest)
            ->  get_assoc(N, R1, NRow),
                scale_pairs(NRow, C, Add),
                add_pairs(D, ObjRest, Add, Obj1)
            ;   Obj1 = Obj
            )
        ),
        minimize_loop(D, Obj1, T1, T, X, Costs)
    ;   T = T0,
        Costs = Obj,
        row_value(Obj, V, d(0, 0), X)
    ).

% A nonbasic variable whose move lowers the objective, and the way.
improving([N0-C|Ps], D, L, H, V, N, Way) :-
    (   num_neg(D, C), can_move(up, N0, D, L, H, V)
    ->  N = N0, Way = up
    ;   num_pos(D, C), can_move(down, N0, D, L, H, V)
    ->  N = N0, Way = down
    ;   improving(Ps, D, L, H, V, N, Way)
    ).

% ratio_test(Way, N, ...): how far N can move before a bound stops it:
% its own (own(Bound)) or a basic variable's (basic(B, A, Bound)), the
% smallest step, ties to the smallest id. Fails when nothing stops it.
ratio_test(Way, N, D, Rows, L, H, V, Limit) :-
    value(V, N, XN),
    (   Way == up, get_assoc(N, H, Hi)
    ->  d_sub(Hi, XN, Step0), Best0 = s(Step0, own(Hi))
    ;   Way == down, get_assoc(N, L, Lo)
    ->  d_sub(XN, Lo, Step0), Best0 = s(Step0, own(Lo))
    ;   Best0 = none
    ),
    ratio_rows(Rows, Way, N, D, L, H, V, Best0, Best),
    Best = s(_, Limit).

ratio_rows([], _, _, _, _, _, _, Best, Best).
ratio_rows([B-Ps|Rows], Way, N, D, L, H, V, Best0, Best) :-
    (   memberchk(N-A, Ps),
        (   Way == up -> Up = A ; Up is -A ),
        (   num_pos(D, Up) -> get_assoc(B, H, Bound) ; get_assoc(B, L, Bound) )
    ->  value(V, B, XB),
        d_sub(Bound, XB, Gap),
        d_div(D, Gap, Up, Step),
        (   Best0 == none -> Best1 = s(Step, basic(B, A, Bound))
        ;   Best0 = s(Step0, _), d_lt(D, Step, Step0)
        ->  Best1 = s(Step, basic(B, A, Bound))
        ;   Best1 = Best0
        )
    ;   Best1 = Best0
    ),
    ratio_rows(Rows, Way, N, D, L, H, V, Best1, Best).

%   '$clpqr_tableau_can_leave'(+D, +Id, +Way, +T) is semidet
%
%   Nonbasic variable Id can move away from its value in direction Way
%   (up or down) by a positive step, every bound kept: then the bound it
%   sits at is not tight on the whole feasible set. Cheaper than an LP.
'$clpqr_tableau_can_leave'(D, Id, Way, t(R, L, H, V)) :-
    \+ get_assoc(Id, R, _),
    can_move(Way, Id, D, L, H, V),
    assoc_to_list(R, Rows),
    ratio_rows(Rows, Way, Id, D, L, H, V, none, Best),
    (   Best == none -> true ; Best = s(Step, _), d_lt(D, d(0, 0), Step) ).

%   '$clpqr_tableau_has_lower'(+Id, +T) is semidet
%
%   Variable Id has a lower bound in T.
'$clpqr_tableau_has_lower'(Id, t(_, L, _, _)) :-
    get_assoc(Id, L, _).

%   '$clpqr_tableau_fix'(+D, +Id, +T0, -T) is det
%
%   Id, whose bounds are equal, leaves the basis when it is basic: the
%   first variable of its row that is not fixed enters, and Id, nonbasic
%   at its value, never moves again. A fixed basic variable would stop
%   every later step at length 0 (the degenerate pivots of an equation's
%   row); feasibility is restored by the next check.
'$clpqr_tableau_fix'(D, Id, T0, T) :-
    T0 = t(R, L, H, _),
    (   get_assoc(Id, R, Ps),
        get_assoc(Id, L, Target),
        member(N-A, Ps),
        \+ fixed(N, L, H)
    ->  pivot_update(D, Id, N, A, Target, T0, T)
    ;   T = T0
    ).

%   '$clpqr_tableau_fixed'(+Id, +T) is semidet
%
%   Id's bounds in T are equal.
'$clpqr_tableau_fixed'(Id, t(_, L, H, _)) :-
    fixed(Id, L, H).

fixed(N, L, H) :-
    get_assoc(N, L, Lo), get_assoc(N, H, Hi), Lo == Hi.
