/*  hornbook library(clpqr/store): the constraint store of library(clpq)
    and library(clpr), shared by both and parametrised by the domain D
    (q: exact rationals, r: floats).

    The store of a domain is a backtrackable global variable holding

        st(Defs, Ineqs, Diseqs, Nonlinear)

    - Defs, an assoc from a variable's id to def(Stamp, Var, Lin): the
      equations in solved form (Gaussian elimination). Var is a
      dependent variable and Lin a linear form over independent ones
      only: a new equation is solved for one of its variables, which is
      then replaced by its form everywhere in the store.
    - Ineqs, newest first: ineq(Stamp, Lin, Op), Lin >= 0 or Lin > 0 over
      independent variables. A bound (one variable) is kept with
      coefficient +1 or -1, only the tightest of each direction.
    - Diseqs: ne(Stamp, Lin), Lin =\= 0.
    - Nonlinear: nl(Stamp, Left, Op, Right), constraints that wait until
      bindings make them linear.

    Each change is followed by a feasibility check of the inequalities
    (clpqr/simplex, from the store's forms) and by the search for implied
    equations: inequalities that are tight on the whole feasible set
    become equations, so that {X >= 2, X =< 2} binds X as SWI-Prolog does.
    A dependent variable whose form is a constant is bound to it.

    Every variable of the store carries the domain's attribute (its id,
    clpqr/linear). When one is bound to a number or to another
    variable, the store is read again from its records (the hook).

    Stamps number the records in the order they were made: residual
    goals are written newest first, as SWI-Prolog writes them.
*/

:- module(clpqr_store,
          [ '$clpqr_post'/2,
            '$clpqr_unify_hook'/3,
            '$clpqr_residual_goals'/3,
            '$clpqr_entailed'/2,
            '$clpqr_optimum'/5,
            '$clpqr_optimum_vertex'/7,
            '$clpqr_optimize'/3,
            '$clpqr_bb_inf'/6,
            '$clpqr_dump'/4
          ]).

:- use_module(library(assoc)).
:- use_module(library(lists)).
:- use_module(library(clpqr/linear)).
:- use_module(library(clpqr/simplex)).

store_key(q, '$clpq_store').
store_key(r, '$clpr_store').

get_store(D, S) :-
    store_key(D, K),
    (   nb_current(K, S0), S0 = st(_, _, _, _) -> S = S0 ; empty_store(S) ).
set_store(D, S) :-
    store_key(D, K),
    b_setval(K, S).

empty_store(st(Defs, [], [], [])) :- empty_assoc(Defs).

stamp(St) :-
    (   nb_current('$clpqr_stamp', N0) -> true ; N0 = 0 ),
    St is N0+1,
    nb_setval('$clpqr_stamp', St).

%   '$clpqr_post'(+D, +Constraints) is semidet
%
%   Adds a conjunction of constraints to the store of domain D; fails
%   when it becomes inconsistent.
'$clpqr_post'(D, C) :-
    items(C, D, Items, []),
    get_store(D, S0),
    add_items(Items, D, S0, S1),
    settle(D, S1).

items(C, _, _, _) :- var(C), !, throw(error(instantiation_error, _)).
items((A, B), D, I0, I) :- !, items(A, D, I0, I1), items(B, D, I1, I).
items(C, D, [Item|I], I) :-
    (   item(C, Item0) -> Item = Item0
    ;   '$clpqr_domain_module'(D, M),
        atom_concat(M, '_constraint', Type),
        throw(error(type_error(Type, C), _))
    ).

% item(Constraint, c(Op, L, R)): L - R Op 0, Op one of =, >=, >, =\=.
item(L = R, c(=, L, R)).
item(L =:= R, c(=, L, R)).
item(L >= R, c(>=, L, R)).
item(L > R, c(>, L, R)).
item(L =< R, c(>=, R, L)).
item(L < R, c(>, R, L)).
item(L =\= R, c(=\=, L, R)).

add_items([], _, S, S).
add_items([I|Is], D, S0, S) :-
    (   ground(I)
    ->  holds(I, D), S1 = S0
    ;   assignment(I, D)
    ->  S1 = S0
    ;   stamp(St),
        add_item(I, St, D, S0, S1)
    ),
    add_items(Is, D, S1, S).

% A constraint between numbers is checked.
holds(c(Op, L, R), D) :-
    '$clpqr_linearize'(D, L-R, l(C, [])),
    (   Op == (=) -> '$clpqr_num_zero'(D, C)
    ;   Op == (=\=) -> \+ '$clpqr_num_zero'(D, C)
    ;   Op == (>=) -> \+ '$clpqr_num_lt'(D, C, 0)
    ;   '$clpqr_num_lt'(D, 0, C)
    ).

% V = Expr with V a variable of no constraint and Expr ground: V is
% bound to Expr's value, the store left alone (the common step of a
% recursion such as the loan's, P1 = P*(1+I) - R with P, I and R known).
assignment(c(=, L, R), D) :-
    (   var(L), ground(R) -> V = L, E = R
    ;   var(R), ground(L) -> V = R, E = L
    ),
    '$clpqr_domain_module'(D, M),
    \+ get_attr(V, M, _),
    catch('$clpqr_linearize'(D, E, l(C, [])), clpqr_nonlinear, fail),
    (   D == q -> V = C ; V is C+0 ).

add_item(c(Op, L, R), St, D, S0, S) :-
    (   nb_current('$clpqr_next_id', Fresh) -> true ; Fresh = 0 ),
    catch('$clpqr_linearize'(D, L-R, Lin0), clpqr_nonlinear, Lin0 = nonlinear),
    (   Lin0 == nonlinear
    ->  term_variables(L-R, Vs),
        maplist('$clpqr_var_id'(D), Vs, _),
        S0 = st(Df, I, N, NL),
        S = st(Df, I, N, [nl(St, L, Op, R)|NL])
    ;   subst_defs(D, S0, Lin0, Lin),
        (   Op == (=)
        ->  add_eq(D, St, Lin, Fresh, S0, S),
            log_change(D, eq(St, Lin))
        ;   add_lin(Op, St, Lin, D, S0, S),
            (   Op == (=\=) -> true ; log_change(D, ineq(St, Lin, Op)) )
        )
    ).

add_lin(>=, St, Lin, D, S0, S) :- add_ineq(D, St, Lin, >=, S0, S).
add_lin(>, St, Lin, D, S0, S) :- add_ineq(D, St, Lin, >, S0, S).
add_lin(=\=, St, Lin, D, st(Df, I, N, NL), st(Df, I, N1, NL)) :-
    (   Lin = l(C, []) -> \+ '$clpqr_num_zero'(D, C), N1 = N ; N1 = [ne(St, Lin)|N] ).

% subst_defs(D, S, Lin0, Lin): Lin0 with its dependent variables
% replaced by their forms.
subst_defs(D, st(Defs, _, _, _), l(C, Ts), Lin) :-
    '$clpqr_num_norm'(D, 0, Z),
    subst_terms(Ts, D, Defs, l(C, []), Z, Lin).

subst_terms([], _, _, Lin, _, Lin).
subst_terms([v(Id, V, A)|Ts], D, Defs, Lin0, Z, Lin) :-
    (   get_assoc(Id, Defs, def(_, _, DL))
    ->  '$clpqr_lin_scale'(D, DL, A, Add)
    ;   Add = l(Z, [v(Id, V, A)])
    ),
    '$clpqr_lin_add'(D, Lin0, Add, Lin1),
    subst_terms(Ts, D, Defs, Lin1, Z, Lin).

%   Equations.

add_eq(D, St, Lin, S0, S) :-
    add_eq(D, St, Lin, none, S0, S).

% add_eq(D, St, Lin, Fresh, S0, S): variables numbered above Fresh are
% new with this equation, in no record of S0: solving for one of them
% changes nothing else.
add_eq(D, St, Lin, Fresh, S0, S) :-
    (   Lin = l(C, [])
    ->  '$clpqr_num_zero'(D, C), S = S0
    ;   pivot_term(Lin, v(Id, V, A)),
        Lin = l(C, Ts),
        selectchk(v(Id, V, A), Ts, Rest),
        '$clpqr_num_div'(D, -1, A, F),
        '$clpqr_lin_scale'(D, l(C, Rest), F, Rhs),
        (   integer(Fresh), Id > Fresh
        ->  S0 = st(Defs1, I, N, NL)
        ;   eliminate(D, Id, Rhs, S0, st(Defs1, I, N, NL))
        ),
        put_assoc(Id, Defs1, def(St, V, Rhs), Defs),
        (   Rhs = l(_, []) -> note_constant(D, Id) ; true ),
        S = st(Defs, I, N, NL)
    ).

% eliminate(D, Id, Rhs, S0, S): variable Id replaced by the form Rhs in
% every record of the store.
eliminate(D, Id, Rhs, st(Defs0, I0, N0, NL), S) :-
    map_defs(Defs0, D, Id, Rhs, Defs),
    subst_ineqs(I0, D, Id, Rhs, st(Defs, [], [], NL), S1),
    subst_diseqs(N0, D, Id, Rhs, S1, S).

% The variable an equation is solved for, as SWI-Prolog chooses in the
% common cases: of X = Y the younger, else the youngest with a positive
% coefficient, else the youngest.
pivot_term(l(C, Ts), T) :-
    (   Ts = [_, T], C =:= 0, Ts = [v(_, _, A), v(_, _, B)], A =:= -B, abs(A) =:= 1
    ->  true
    ;   reverse(Ts, Rev),
        (   member(T, Rev), T = v(_, _, A), A > 0 -> true ; Rev = [T|_] )
    ).

subst_lin(D, Id, Rhs, Lin0, Lin) :-
    (   Lin0 = l(C, Ts), selectchk(v(Id, _, A), Ts, Rest)
    ->  '$clpqr_lin_scale'(D, Rhs, A, Add),
        '$clpqr_lin_add'(D, l(C, Rest), Add, Lin)
    ;   Lin = Lin0
    ).

map_defs(Defs0, D, Id, Rhs, Defs) :-
    assoc_to_list(Defs0, Ps0),
    map_def_pairs(Ps0, D, Id, Rhs, Ps, Changed),
    (   Changed == true
    ->  list_to_assoc(Ps, Defs)
    ;   Defs = Defs0                    % no form has the variable
    ).
map_def_pairs([], _, _, _, [], _).
map_def_pairs([K-def(St, V, L0)|Ps0], D, Id, Rhs, [K-def(St, V, L)|Ps], Changed) :-
    (   L0 = l(_, Ts), memberchk(v(Id, _, _), Ts)
    ->  Changed = true, subst_lin(D, Id, Rhs, L0, L),
        (   L = l(_, []) -> note_constant(D, K) ; true )
    ;   L = L0
    ),
    map_def_pairs(Ps0, D, Id, Rhs, Ps, Changed).

% The inequalities, oldest first, are added again with Id replaced.
subst_ineqs(I0, D, Id, Rhs, S0, S) :-
    reverse(I0, Old),
    subst_ineqs_(Old, D, Id, Rhs, S0, S).
subst_ineqs_([], _, _, _, S, S).
subst_ineqs_([ineq(St, L0, Op)|Is], D, Id, Rhs, S0, S) :-
    subst_lin(D, Id, Rhs, L0, L),
    add_ineq(D, St, L, Op, S0, S1),
    subst_ineqs_(Is, D, Id, Rhs, S1, S).

subst_diseqs(N0, D, Id, Rhs, st(Df, I, N, NL), st(Df, I, N1, NL)) :-
    reverse(N0, Old),
    subst_diseqs_(Old, D, Id, Rhs, N, N1).
subst_diseqs_([], _, _, _, N, N).
subst_diseqs_([ne(St, L0)|Ns], D, Id, Rhs, N0, N) :-
    subst_lin(D, Id, Rhs, L0, L),
    (   L = l(C, []) -> \+ '$clpqr_num_zero'(D, C), N1 = N0 ; N1 = [ne(St, L)|N0] ),
    subst_diseqs_(Ns, D, Id, Rhs, N1, N).

%   Inequalities.

add_ineq(D, St, Lin, Op, S0, S) :-
    (   Lin = l(C, [])
    ->  (   Op == (>=) -> \+ '$clpqr_num_lt'(D, C, 0) ; '$clpqr_num_lt'(D, 0, C) ),
        S = S0
    ;   Lin = l(_, [v(_, _, A)])
    ->  '$clpqr_num_div'(D, 1, abs(A), F),
        '$clpqr_lin_scale'(D, Lin, F, Bound),
        add_bound(D, St, Bound, Op, S0, S)
    ;   S0 = st(Df, I, N, NL),
        S = st(Df, [ineq(St, Lin, Op)|I], N, NL)
    ).

% A bound replaces a weaker one of the same variable and direction, and
% gives way to a stronger one.
add_bound(D, St, Bound, Op, st(Df, I0, N, NL), st(Df, I, N, NL)) :-
    Bound = l(C, [v(Id, _, A)]),
    (   select(Old, I0, Rest),
        Old = ineq(_, l(C0, [v(Id2, _, A0)]), Op0),
        Id2 =:= Id, A0 =:= A
    ->  (   stronger(D, C, Op, C0, Op0)
        ->  I = [ineq(St, Bound, Op)|Rest]
        ;   I = [Old|Rest]
        )
    ;   I = [ineq(St, Bound, Op)|I0]
    ).

% X + C Op 0 is stronger than X + C0 Op0 0 when it cuts more.
stronger(D, C, Op, C0, Op0) :-
    (   '$clpqr_num_lt'(D, C, C0) -> true
    ;   '$clpqr_num_lt'(D, C0, C) -> fail
    ;   Op == (>), Op0 == (>=)
    ).

%   Feasibility and implied equations.

settle(D, S0) :-
    settle(D, S0, check).

% settle(D, S0, Check): Check is known when the inequalities are those of
% a store just checked, less the implied equations it found: the feasible
% set is the same, so neither the check nor the search is repeated.
settle(D, S0, Check) :-
    S0 = st(Defs, Ineqs, Nes, NLs0),
    wake_nonlinear(NLs0, D, Woken, NLs),
    (   Woken \== []
    ->  add_items(Woken, D, st(Defs, Ineqs, Nes, NLs), S1),
        settle(D, S1, check)
    ;   (   Ineqs == []
        ->  Implied = [],
            forget_tableau(D)           % nothing for a tableau to keep
        ;   Check == known
        ->  Implied = []
        ;   feasible(D, Ineqs, T),
            implied(D, T, Ineqs, Implied)
        ),
        (   Implied == []
        ->  bind_constants(D, S0)
        ;   remove_implied(Ineqs, Implied, Rest),
            convert_implied(Implied, D, st(Defs, Rest, Nes, NLs), S1),
            settle(D, S1, known)
        )
    ).

wake_nonlinear([], _, [], []).
wake_nonlinear([nl(St, L, Op, R)|NLs], D, Woken, Left) :-
    (   catch('$clpqr_linearize'(D, L-R, _), clpqr_nonlinear, fail)
    ->  Woken = [c(Op, L, R)|Woken1], Left = Left1
    ;   Woken = Woken1, Left = [nl(St, L, Op, R)|Left1]
    ),
    wake_nonlinear(NLs, D, Woken1, Left1).

% The dependent variables whose forms became numbers, as their ids noted
% when it happened (a backtrackable global variable per domain), so that
% no scan of the store looks for them.
pending_key(q, '$clpq_constants').
pending_key(r, '$clpr_constants').

note_constant(D, Id) :-
    pending_key(D, K),
    (   nb_current(K, Ids0), is_list(Ids0) -> true ; Ids0 = [] ),
    b_setval(K, [Id|Ids0]).

% The store is set without the dependent variables whose forms became
% numbers, then they are bound to them: their attribute is taken off
% first, as no record holds them. A delayed nonlinear constraint may
% wake with them.
bind_constants(D, st(Defs0, I, N, NL)) :-
    pending_key(D, K),
    (   nb_current(K, Ids), Ids = [_|_]
    ->  b_setval(K, []),
        take_constants(Ids, Defs0, Defs, Constants),
        S = st(Defs, I, N, NL),
        set_store(D, S),
        '$clpqr_domain_module'(D, M),
        bind_defs(Constants, M, D),
        (   NL \== [], Constants \== [] -> settle(D, S) ; true )
    ;   set_store(D, st(Defs0, I, N, NL))
    ).

take_constants([], Defs, Defs, []).
take_constants([Id|Ids], Defs0, Defs, Cs) :-
    (   get_assoc(Id, Defs0, def(_, V, l(C, []))),
        del_assoc(Id, Defs0, _, Defs1)
    ->  Cs = [V-C|Cs1]
    ;   Defs1 = Defs0, Cs = Cs1
    ),
    take_constants(Ids, Defs1, Defs, Cs1).

bind_defs([], _, _).
bind_defs([V-C|Ds], M, D) :-
    (   var(V)
    ->  del_attr(V, M),
        ( D == q -> V = C ; V is C+0 )  % never -0.0
    ;   '$clpqr_num_zero'(D, V-C)
    ),
    bind_defs(Ds, M, D).

remove_implied([], _, []).
remove_implied([I|Is], Implied, Rest) :-
    (   memberchk(I, Implied) -> Rest = Rest1 ; Rest = [I|Rest1] ),
    remove_implied(Is, Implied, Rest1).

convert_implied([], _, S, S).
convert_implied([ineq(St, L0, _)|Is], D, S0, S) :-
    subst_defs(D, S0, L0, L),
    add_eq(D, St, L, S0, S1),
    convert_implied(Is, D, S1, S).

% The tableau is kept from one check to the next, with the changes to
% the store's linear constraints since (a backtrackable global variable
% per domain, tab(T, Changes), Changes newest first): each constraint
% posted, as its form over the independent variables of its time, and
% each binding. A check adds them to the tableau as rows and bounds and
% restores feasibility from the last vertex, as SWI-Prolog does, rather
% than build the tableau again from the store's forms. The tableau keeps
% every row it was given: an eliminated variable stays one of its
% columns, tied to the others by the row of the equation that eliminated
% it, so that its feasible set is the store's. tab(none, _) is no
% tableau (none was needed since the store had no inequality, or the
% store was read again): the next check builds one from the store.
tableau_key(q, '$clpq_tableau').
tableau_key(r, '$clpr_tableau').

forget_tableau(D) :-
    tableau_key(D, K),
    b_setval(K, tab(none, [])).

% log_change(D, Change): the change is noted when there is a tableau to
% give it to.
log_change(D, Change) :-
    tableau_key(D, K),
    (   nb_current(K, tab(T, Cs)), T \== none
    ->  b_setval(K, tab(T, [Change|Cs]))
    ;   true
    ).

% keep_tableau(D, T): T, feasible, has the store's feasible set (a vertex
% inf/sup moved to, for the next check to start from).
keep_tableau(D, T) :-
    tableau_key(D, K),
    b_setval(K, tab(T, [])).

% feasible(D, Ineqs, T): T a tableau of the store's constraints with
% every bound met; fails when they cannot all hold.
feasible(D, Ineqs, T) :-
    tableau_key(D, K),
    (   nb_current(K, tab(T0, Changes)), T0 \== none
    ->  (   Changes == []
        ->  T = T0
        ;   reverse(Changes, Old),
            apply_changes(Old, D, T0, T1),
            '$clpqr_tableau_check'(D, T1, T)
        )
    ;   '$clpqr_tableau_new'(T1),
        reverse(Ineqs, Old),
        build(Old, D, T1, T2),
        '$clpqr_tableau_check'(D, T2, T)
    ),
    b_setval(K, tab(T, [])).

build([], _, T, T).
build([ineq(St, Lin, Op)|Is], D, T0, T) :-
    add_ineq_row(D, St, Lin, Op, T0, T1),
    build(Is, D, T1, T).

apply_changes([], _, T, T).
apply_changes([C|Cs], D, T0, T) :-
    (   C = ineq(St, Lin, Op) -> add_ineq_row(D, St, Lin, Op, T0, T1)
    ;   C = eq(St, Lin) -> add_eq_row(D, St, Lin, T0, T1)
    ;   C = fix(Fixes) -> fix_values(Fixes, D, T0, T1)
    ),
    apply_changes(Cs, D, T1, T).

% add_ineq_row(D, St, Lin, Op, T0, T): Lin Op 0 in the tableau: a bound
% of a variable, else a row whose slack (numbered -St) is at least 0.
add_ineq_row(D, St, Lin, Op, T0, T) :-
    (   Op == (>) -> K = 1 ; K = 0 ),
    (   Lin = l(C0, [v(Id, _, A0)])
    ->  '$clpqr_num_div'(D, C0, abs(A0), C),
        (   A0 > 0
        ->  B is -C, tighten(D, lo, Id, d(B, K), T0, T)
        ;   K1 is -K, tighten(D, hi, Id, d(C, K1), T0, T)
        )
    ;   Lin = l(C, _),
        '$clpqr_lin_pairs'(Lin, Ps),
        Slack is -St,
        '$clpqr_tableau_add_row'(D, Slack, Ps, T0, T1),
        B is -C,
        '$clpqr_tableau_bound'(lo, Slack, d(B, K), T1, T)
    ).

% fix_values(Fixes, D, T0, T): each Id-Value of Fixes has that value on
% the whole feasible set (a nonbasic variable of nonzero reduced cost at
% an optimum, once the optimum is required).
fix_values([], _, T, T).
fix_values([Id-X|Fs], D, T0, T) :-
    tighten(D, lo, Id, X, T0, T1),
    tighten(D, hi, Id, X, T1, T2),
    '$clpqr_tableau_fix'(D, Id, T2, T3),
    fix_values(Fs, D, T3, T).

% add_eq_row(D, St, Lin, T0, T): Lin = 0: a variable fixed, else a row
% whose slack is fixed at 0.
add_eq_row(D, St, Lin, T0, T) :-
    (   Lin = l(_, [])
    ->  T = T0
    ;   Lin = l(C, [v(Id, _, A)])
    ->  '$clpqr_num_div'(D, C, A, C1),
        B is -C1,
        tighten(D, lo, Id, d(B, 0), T0, T1),
        tighten(D, hi, Id, d(B, 0), T1, T)
    ;   Lin = l(C, _),
        '$clpqr_lin_pairs'(Lin, Ps),
        Slack is -St,
        '$clpqr_tableau_add_row'(D, Slack, Ps, T0, T1),
        B is -C,
        '$clpqr_tableau_bound'(lo, Slack, d(B, 0), T1, T2),
        '$clpqr_tableau_bound'(hi, Slack, d(B, 0), T2, T3),
        '$clpqr_tableau_fix'(D, Slack, T3, T)
    ).

tighten(_, Which, Id, B, T0, T) :-
    T0 = t(_, L, H, _),
    (   Which == lo, get_assoc(Id, L, B0), \+ d_less(B0, B) -> T = T0
    ;   Which == hi, get_assoc(Id, H, B0), \+ d_less(B, B0) -> T = T0
    ;   '$clpqr_tableau_bound'(Which, Id, B, T0, T)
    ).

d_less(d(C1, K1), d(C2, K2)) :- ( C1 < C2 -> true ; C1 =:= C2, K1 < K2 ).

% ineq_value(T, Ineq, Value): the value of an inequality's form at T.
ineq_value(T, ineq(_, Lin, _), X) :-
    Lin = l(C, _),
    '$clpqr_lin_pairs'(Lin, Ps),
    '$clpqr_tableau_value'(T, Ps, C, X).

% implied(D, T, Ineqs, Implied): the non-strict inequalities that are
% tight on the whole feasible set. The candidates are those tight at T;
% the sum of the candidates is maximized: if its maximum is 0 they are
% all tight everywhere, else those it made positive are dropped.
implied(D, T, Ineqs, Implied) :-
    include(tight_at(D, T), Ineqs, Cands0),
    exclude(can_leave(D, T), Cands0, Cands1),
    partition(fixed_in(T), Cands1, Fixed, Cands),
    implied_cands(Cands, D, T, Implied0),
    (   Fixed == []
    ->  Implied = Implied0
    ;   include(in_either(Fixed, Implied0), Cands1, Implied)
    ).

% A candidate whose variable (its own for a bound, else its slack) is
% fixed in the tableau is tight everywhere: no LP is needed for it.
fixed_in(T, ineq(St, Lin, _)) :-
    (   Lin = l(_, [v(Id, _, A)]), abs(A) =:= 1
    ->  true
    ;   Id is -St,
        '$clpqr_tableau_has_lower'(Id, T)
    ),
    '$clpqr_tableau_fixed'(Id, T).

in_either(As, Bs, I) :- ( memberchk_eq(I, As) -> true ; memberchk_eq(I, Bs) ).

memberchk_eq(X, [Y|Ys]) :- ( X == Y -> true ; memberchk_eq(X, Ys) ).

% An inequality whose variable (its own for a bound, else its slack) is
% nonbasic and can leave its bound is not tight everywhere.
can_leave(D, T, ineq(St, Lin, _)) :-
    (   Lin = l(_, [v(Id, _, A)]), abs(A) =:= 1
    ->  ( A > 0 -> Way = up ; Way = down )
    ;   Id is -St, Way = up,
        % a slack of the tableau: an inequality posted as a bound has
        % none, even when eliminations gave it several variables since
        '$clpqr_tableau_has_lower'(Id, T)
    ),
    '$clpqr_tableau_can_leave'(D, Id, Way, T).

tight_at(D, T, I) :-
    I = ineq(_, _, >=),
    ineq_value(T, I, d(C, K)),
    '$clpqr_num_zero'(D, C), K =:= 0.

implied_cands([], _, _, []) :- !.
implied_cands(Cands, D, T, Implied) :-
    '$clpqr_num_norm'(D, 0, Z),
    sum_lins(Cands, D, l(Z, []), Sum),
    '$clpqr_lin_scale'(D, Sum, -1, Neg),
    '$clpqr_lin_pairs'(Neg, Ps),
    Neg = l(CN, _),
    (   '$clpqr_tableau_minimize'(D, Ps, T, T1, d(M, _))
    ->  (   '$clpqr_num_zero'(D, M+CN)
        ->  Implied = Cands
        ;   include(tight_at(D, T1), Cands, Cands1),
            length(Cands, N0),
            length(Cands1, N1),
            (   N1 < N0
            ->  implied_cands(Cands1, D, T1, Implied)
            ;   % no candidate left its bound (floats): each on its own
                include(implied_alone(D, T), Cands, Implied)
            )
        )
    ;   % unbounded: each candidate on its own
        include(implied_alone(D, T), Cands, Implied)
    ).

implied_alone(D, T, ineq(_, Lin, _)) :-
    '$clpqr_lin_scale'(D, Lin, -1, Neg),
    '$clpqr_lin_pairs'(Neg, Ps),
    '$clpqr_tableau_minimize'(D, Ps, T, _, d(M, _)),
    Neg = l(C, _),
    '$clpqr_num_zero'(D, M+C).

% The sum of the candidates' forms, constants included: a candidate
% tight at a vertex other than the one the forms' variables start from
% (the kept tableau's) may have a nonzero constant, X =< 10 at X = 10.
sum_lins([], _, L, L).
sum_lins([ineq(_, L1, _)|Is], D, L0, L) :-
    '$clpqr_lin_add'(D, L0, L1, L2),
    sum_lins(Is, D, L2, L).

%   The hook: a variable of the store was bound.

%   '$clpqr_unify_hook'(+D, +Id, +Other) is semidet
%
%   Variable Id was bound to Other. A number takes its place in the
%   store's forms; a variable (two constrained variables unified) makes
%   the store read again from its records.
'$clpqr_unify_hook'(D, Id, Other) :-
    get_store(D, S0),
    (   number(Other)
    ->  '$clpqr_num_norm'(D, Other, N),
        (   S0 = st(Defs0, I, Ne, NL),
            del_assoc(Id, Defs0, def(St, _, Lin), Defs)
        ->  % a dependent variable: its form equals the number now
            '$clpqr_lin_sub'(D, Lin, l(N, []), Eq),
            add_eq(D, St, Eq, st(Defs, I, Ne, NL), S1)
        ;   '$clpqr_num_norm'(D, 1, One),
            NegN is -N,
            Eq = l(NegN, [v(Id, Other, One)]),
            (   occurs_in_store(Id, S0)
            ->  % an independent one: the number takes its place
                eliminate(D, Id, l(N, []), S0, S1)
            ;   % in no form: only delayed nonlinear constraints may wake
                S1 = S0
            )
        ),
        stamp(EqSt),                    % the row's own slack
        log_change(D, eq(EqSt, Eq)),
        (   S1 == S0, S0 = st(_, _, _, []) -> true ; settle(D, S1) )
    ;   rebuild(D, S0)
    ).

occurs_in_store(Id, st(Defs, I, N, _)) :-
    (   member(ineq(_, l(_, Ts), _), I)
    ;   member(ne(_, l(_, Ts)), N)
    ;   assoc_to_values(Defs, Ds), member(def(_, _, l(_, Ts)), Ds)
    ),
    memberchk(v(Id, _, _), Ts),
    !.

% rebuild(D, S): the store read again from the records of S, oldest
% first (after two of its variables were unified).
rebuild(D, S) :-
    records(S, Rs),
    msort(Rs, Sorted),
    pairs_values(Sorted, Items),
    empty_store(E),
    forget_tableau(D),
    readd(Items, D, E, S1),
    settle(D, S1).

% The records as Stamp-c(Op, L, R), sharing the store's variables (no
% findall/3 here: it would copy them).
records(st(Defs, Ineqs, Nes, NLs), Rs) :-
    assoc_to_values(Defs, Ds),
    append([Ds, Ineqs, Nes, NLs], All),
    maplist(record_item, All, Rs).

record_item(def(St, V, Lin), St-c(=, V, Lin)).
record_item(ineq(St, Lin, Op), St-c(Op, Lin, 0)).
record_item(ne(St, Lin), St-c(=\=, Lin, 0)).
record_item(nl(St, L, Op, R), St-c(Op, L, R)).

readd([], _, S, S).
readd([c(Op, L, R)|Is], D, S0, S) :-
    stamp(St),
    lin_expr(L, LE), lin_expr(R, RE),
    add_item(c(Op, LE, RE), St, D, S0, S1),
    readd(Is, D, S1, S).

% A stored form as an expression to read again (its variables may be
% bound now).
lin_expr(L, E) :- nonvar(L), L = l(C, Ts), !, terms_expr(Ts, C, E).
lin_expr(E, E).
terms_expr([], E, E).
terms_expr([v(_, V, A)|Ts], E0, E) :- terms_expr(Ts, E0+A*V, E).

%   Residual goals.

%   '$clpqr_residual_goals'(+D, +Var, -Goals) is det
%
%   The store's constraints connected to Var, each as {Goal}: one
%   {...} conjunction, newest first; the bounds of a variable together,
%   lower first.
'$clpqr_residual_goals'(D, V, Goals) :-
    get_store(D, S),
    records_with_vars(S, Rs),
    component(Rs, [V], [], Mine),
    (   Mine == []
    ->  Goals = []
    ;   records_goals(D, Mine, Gs),
        list_conj(Gs, Conj),
        Goals = ['{}'(Conj)]
    ).

records_goals(D, Rs, Gs) :-
    group_bounds(Rs, Groups),
    msort(Groups, Sorted),
    reverse(Sorted, Newest),
    maplist(group_goals(D), Newest, Gss),
    append(Gss, Gs).

records_with_vars(st(Defs, Ineqs, Nes, NLs), Rs) :-
    assoc_to_values(Defs, Ds),
    append([Ds, Ineqs, Nes, NLs], All),
    maplist(record_vars, All, Rs).

record_vars(R, r(Vs, R)) :-
    (   R = def(_, V, L) -> '$clpqr_lin_vars'(L, Vs0), Vs = [V|Vs0]
    ;   R = nl(_, L, _, Rt) -> term_variables(L-Rt, Vs)
    ;   arg(2, R, L), '$clpqr_lin_vars'(L, Vs)
    ).

% component(Records, Frontier, Seen, Mine): the records reachable from
% the variables of Frontier through shared variables.
component(Rs, [], _, []) :- !, Rs = Rs.
component(Rs, [V|Vs], Seen, Mine) :-
    (   var_memberchk(V, Seen)
    ->  component(Rs, Vs, Seen, Mine)
    ;   partition(has_var(V), Rs, With, Without),
        maplist(arg(1), With, Wss),
        append(Wss, New),
        append(Vs, New, Vs1),
        maplist(arg(2), With, Mine1),
        append(Mine1, Mine2, Mine),
        component(Without, Vs1, [V|Seen], Mine2)
    ).

has_var(V, r(Vs, _)) :- var_memberchk(V, Vs).
var_memberchk(V, [W|Ws]) :- ( V == W -> true ; var_memberchk(V, Ws) ).

% Groups St-Records: a variable's bounds make one group at the stamp of
% the newest.
group_bounds(Rs, Groups) :-
    partition(is_bound, Rs, Bounds, Others),
    maplist(single_group, Others, G1),
    bound_groups(Bounds, G2),
    append(G1, G2, Groups).

single_group(R, St-[R]) :- arg(1, R, St).

is_bound(ineq(_, l(_, [_]), _)).

bound_groups([], []).
bound_groups([B|Bs], [St-Sorted|Gs]) :-
    B = ineq(_, l(_, [v(Id, _, _)]), _),
    partition(same_bound_var(Id), Bs, Same, Rest),
    Group = [B|Same],
    maplist(arg(1), Group, Sts),
    max_list(Sts, St),
    predsort(lower_first, Group, Sorted),
    bound_groups(Rest, Gs).

same_bound_var(Id, ineq(_, l(_, [v(Id2, _, _)]), _)) :- Id2 =:= Id.
lower_first(O, ineq(_, l(_, [v(_, _, A)]), _), ineq(_, l(_, [v(_, _, B)]), _)) :-
    (   A > B -> O = (<) ; O = (>) ).

group_goals(D, _-Rs, Gs) :- maplist(record_goal(D), Rs, Gs).

record_goal(D, def(_, V, L), V = T) :- '$clpqr_lin_term'(D, L, T).
record_goal(_, ineq(_, l(C, [v(_, V, A)]), Op), G) :- !,
    B is -C*A+0,
    (   A > 0 -> G =.. [Op, V, B]
    ;   flip(Op, Op1), G =.. [Op1, V, B]
    ).
record_goal(D, ineq(_, l(C, Ts), Op), G) :-
    Ts = [v(_, _, A)|_],
    '$clpqr_num_div'(D, 1, abs(A), F),
    '$clpqr_num_norm'(D, 0, Z),
    '$clpqr_lin_scale'(D, l(C, Ts), F, l(C1, Ts1)),
    (   A > 0
    ->  '$clpqr_lin_term'(D, l(Z, Ts1), T), B is -C1+0, G =.. [Op, T, B]
    ;   '$clpqr_lin_scale'(D, l(Z, Ts1), -1, Neg), '$clpqr_lin_term'(D, Neg, T),
        flip(Op, Op1), G =.. [Op1, T, C1]
    ).
record_goal(D, ne(_, l(C, Ts)), T =\= B) :-
    '$clpqr_num_norm'(D, 0, Z),
    (   Ts = [v(_, _, A)]
    ->  '$clpqr_num_div'(D, 1, A, F), '$clpqr_lin_scale'(D, l(C, Ts), F, l(C1, Ts1))
    ;   C1 = C, Ts1 = Ts
    ),
    '$clpqr_lin_term'(D, l(Z, Ts1), T),
    B is -C1+0.
record_goal(_, nl(_, L, Op, R), G) :- G =.. [Op, L, R].

flip(>=, =<).
flip(>, <).

list_conj([G], G) :- !.
list_conj([G|Gs], (G, C)) :- list_conj(Gs, C).

%   Questions to the store.

%   '$clpqr_entailed'(+D, +Constraint) is semidet
%
%   Constraint follows from the store: its negation cannot be added.
'$clpqr_entailed'(D, C) :-
    items(C, D, Items, []),
    forall(member(I, Items), ( negate(I, N), \+ post_items(D, [N]) )).

negate(c(=, L, R), c(=\=, L, R)).
negate(c(=\=, L, R), c(=, L, R)).
negate(c(>=, L, R), c(>, R, L)).
negate(c(>, L, R), c(>=, R, L)).

post_items(D, Items) :-
    get_store(D, S0),
    add_items(Items, D, S0, S1),
    settle(D, S1).

%   '$clpqr_optimum'(+D, +Dir, +Expr, -Value, -Tableau) is semidet
%
%   Value is the infimum (Dir = inf) or supremum (sup) of Expr in the
%   store; fails when there is none.
'$clpqr_optimum'(D, Dir, Expr, Value, T-Defs) :-
    optimum(D, Dir, Expr, Value, T-Defs, _, _).

% optimum(D, Dir, Expr, Value, T-Defs, K, Costs): K the infinitesimal
% part of the optimum, Costs the reduced costs at its vertex.
optimum(D, Dir, Expr, Value, T-Defs, K, Costs) :-
    get_store(D, S),
    S = st(Defs, Ineqs, _, _),
    '$clpqr_linearize'(D, Expr, L0),
    subst_defs(D, S, L0, L1),
    (   Dir == inf -> L = L1 ; '$clpqr_lin_scale'(D, L1, -1, L) ),
    feasible(D, Ineqs, T0),
    '$clpqr_lin_pairs'(L, Ps),
    '$clpqr_tableau_minimize'(D, Ps, T0, T, d(M, K), Costs),
    keep_tableau(D, T),
    L = l(C, _),
    (   Dir == inf -> Value0 is C+M+0 ; Value0 is -(C+M)+0 ),
    '$clpqr_num_norm'(D, Value0, Value).

%   '$clpqr_optimize'(+D, +Dir, +Expr) is semidet
%
%   minimize/1 (Dir = inf) and maximize/1 (sup): Expr = its optimum is
%   added to the store. Where Expr is optimal, the nonbasic variables of
%   nonzero reduced cost keep their values: over the rationals (exact
%   costs) the tableau is told so with the equation, and the search for
%   implied equations finds them fixed rather than by an LP.
'$clpqr_optimize'(D, Dir, Expr) :-
    optimum(D, Dir, Expr, Value, T-_, K, Costs),
    (   D == q, K =:= 0
    ->  fixed_by_costs(Costs, T, Fixes),
        log_change(D, fix(Fixes))
    ;   true
    ),
    '$clpqr_post'(D, Expr =:= Value).

fixed_by_costs([], _, []).
fixed_by_costs([Id-C|Cs], T, Fixes) :-
    (   C =:= 0
    ->  Fixes = Fixes1
    ;   '$clpqr_tableau_value'(T, [Id-1], 0, X),
        Fixes = [Id-X|Fixes1]
    ),
    fixed_by_costs(Cs, T, Fixes1).

%   '$clpqr_optimum_vertex'(+D, +Dir, +Expr, -Value, +Vars, -Vertex, -Tab) is semidet
%   As '$clpqr_optimum'/5, and Vertex the values of Vars where it is reached.
'$clpqr_optimum_vertex'(D, Dir, Expr, Value, Vars, Vertex, T-Defs) :-
    '$clpqr_optimum'(D, Dir, Expr, Value, T-Defs),
    maplist(vertex_value(D, T, Defs), Vars, Vertex).

vertex_value(D, T, Defs, V, X) :-
    (   number(V)
    ->  '$clpqr_num_norm'(D, V, X)
    ;   get_attr_id(D, V, Id), get_assoc(Id, Defs, def(_, _, L))
    ->  L = l(C, _), '$clpqr_lin_pairs'(L, Ps), '$clpqr_tableau_value'(T, Ps, C, d(X0, _)), '$clpqr_num_norm'(D, X0, X)
    ;   get_attr_id(D, V, Id)
    ->  '$clpqr_tableau_value'(T, [Id-1], 0, d(X0, _)), '$clpqr_num_norm'(D, X0, X)
    ;   '$clpqr_num_norm'(D, 0, X)
    ).

get_attr_id(D, V, Id) :- '$clpqr_domain_module'(D, M), get_attr(V, M, Id).

%   '$clpqr_bb_inf'(+D, +Ints, +Expr, -Inf, -Vertex, +Eps) is semidet
%
%   Branch and bound: Inf is the least value of Expr with the variables
%   Ints integral (within Eps for domain r), Vertex their values there.
%   The store is left as it was.
'$clpqr_bb_inf'(D, Ints, Expr, Inf, Vertex, Eps) :-
    nb_setval('$clpqr_bb', none),
    (   bb_search(D, Ints, Expr, Eps), fail ; true ),
    nb_getval('$clpqr_bb', best(Inf, Vertex)).

bb_search(D, Ints, Expr, Eps) :-
    '$clpqr_optimum_vertex'(D, inf, Expr, Value, Ints, Values, _),
    nb_getval('$clpqr_bb', Best),
    (   Best = best(Incumbent, _) -> '$clpqr_num_lt'(D, Value, Incumbent) ; true ),
    (   first_fractional(Ints, Values, D, Eps, X, V)
    ->  Floor is floor(V), Ceil is Floor+1,
        (   '$clpqr_post'(D, X =< Floor) ; '$clpqr_post'(D, X >= Ceil) ),
        bb_search(D, Ints, Expr, Eps)
    ;   maplist(round_integral, Values, Vertex),
        nb_setval('$clpqr_bb', best(Value, Vertex))
    ).

first_fractional([X|Xs], [V|Vs], D, Eps, Y, W) :-
    (   \+ integral(D, Eps, V) -> Y = X, W = V
    ;   first_fractional(Xs, Vs, D, Eps, Y, W)
    ).

integral(q, _, V) :- integer(V).
integral(r, Eps, V) :- abs(V - round(V)) =< Eps.

round_integral(V, I) :- I is integer(round(V)).

%   '$clpqr_dump'(+D, +Targets, +NewVars, -Goals) is det
%
%   Goals are the constraints on Targets with Targets renamed NewVars.
%   The equations are projected onto Targets: a variable that is not a
%   target is eliminated from the targets' equations (solved for in one
%   of them), and the equations of variables that are not targets are
%   left out. Inequalities keep the variables they have.
'$clpqr_dump'(D, Targets, NewVars, Goals) :-
    get_store(D, S),
    records_with_vars(S, Rs),
    term_variables(Targets, TVs),
    component(Rs, TVs, [], Mine),
    partition(is_def, Mine, Defs, Others),
    project(Defs, Others, D, TVs, Defs1, Others1),
    exclude(def_of_other(TVs), Defs1, Kept),
    append(Kept, Others1, Projected),
    records_goals(D, Projected, Gs),
    copy_term_nat(Targets-Gs, NewVars-Goals).

is_def(def(_, _, _)).
def_of_other(TVs, def(_, V, _)) :- \+ var_memberchk(V, TVs).

project(Defs, Others, D, TVs, DefsOut, OthersOut) :-
    (   select(Def, Defs, Rest),
        Def = def(_, V, L),
        var_memberchk(V, TVs),
        L = l(_, Ts),
        member(v(Id, W, A), Ts),
        \+ var_memberchk(W, TVs)
    ->  '$clpqr_var_id'(D, V, IdV),
        '$clpqr_num_norm'(D, 0, Z),
        '$clpqr_num_norm'(D, 1, One),
        '$clpqr_lin_sub'(D, L, l(Z, [v(IdV, V, One)]), Eq0),
        Eq0 = l(C, Ts0),
        selectchk(v(Id, W, A), Ts0, Ts1),
        '$clpqr_num_div'(D, -1, A, F),
        '$clpqr_lin_scale'(D, l(C, Ts1), F, Rhs),
        maplist(subst_record(D, Id, Rhs), Rest, Defs1),
        maplist(subst_record(D, Id, Rhs), Others, Others1),
        project(Defs1, Others1, D, TVs, DefsOut, OthersOut)
    ;   DefsOut = Defs, OthersOut = Others
    ).

subst_record(D, Id, Rhs, R0, R) :-
    (   R0 = def(St, V, L0) -> subst_lin(D, Id, Rhs, L0, L), R = def(St, V, L)
    ;   R0 = ineq(St, L0, Op) -> subst_lin(D, Id, Rhs, L0, L), R = ineq(St, L, Op)
    ;   R0 = ne(St, L0) -> subst_lin(D, Id, Rhs, L0, L), R = ne(St, L)
    ;   R = R0
    ).
