/*  hornbook library(clpqr/linear): linear forms of library(clpq) and
    library(clpr), and their reading from expressions and writing back.

    A linear form is l(Const, Terms), Terms a list of v(Id, Var, Coef)
    sorted by Id, no Coef zero. Id is the variable's number, kept in its
    attribute (of module clpq or clpr: the domain's module) from the time
    it first appeared in a constraint, so that forms list their
    variables oldest first. The domain D is q (exact rationals: a float
    is read as the rational it stands for, 0.1 as 1r10) or r (floats).

    An expression that multiplies or divides two variables, or raises a
    variable to a power, is not linear: '$clpqr_linearize'/3 throws
    clpqr_nonlinear, and the store delays the constraint until enough of
    its variables are bound.
*/

:- module(clpqr_linear,
          [ '$clpqr_domain_module'/2,
            '$clpqr_var_id'/3,
            '$clpqr_num_norm'/3,
            '$clpqr_linearize'/3,
            '$clpqr_lin_add'/4,
            '$clpqr_lin_scale'/4,
            '$clpqr_lin_sub'/4,
            '$clpqr_lin_coef'/3,
            '$clpqr_lin_pairs'/2,
            '$clpqr_lin_vars'/2,
            '$clpqr_lin_term'/3
          ]).

:- use_module(library(clpqr/simplex)).

%   '$clpqr_domain_module'(?D, ?Module) is det
%   The attribute module of a domain.
'$clpqr_domain_module'(q, clpq).
'$clpqr_domain_module'(r, clpr).

%   '$clpqr_var_id'(+D, +Var, -Id) is det
%   Var's number in domain D, given on first use.
'$clpqr_var_id'(D, V, Id) :-
    '$clpqr_domain_module'(D, M),
    (   get_attr(V, M, Id0)
    ->  Id = Id0
    ;   (   nb_current('$clpqr_next_id', N0) -> true ; N0 = 0 ),
        Id is N0+1,
        nb_setval('$clpqr_next_id', Id),
        put_attr(V, M, Id)
    ).

%   '$clpqr_num_norm'(+D, +N0, -N) is det
%   N0 as a number of domain D.
'$clpqr_num_norm'(q, N0, N) :-
    (   float(N0) -> N is rationalize(N0) ; N = N0 ).
'$clpqr_num_norm'(r, N0, N) :- N is float(N0).

%   '$clpqr_linearize'(+D, +Expr, -Lin) is det
%
%   Lin is the linear form of Expr; throws clpqr_nonlinear when Expr is
%   not linear, a type error when it is no arithmetic expression.
'$clpqr_linearize'(D, E, L) :-
    (   var(E)
    ->  '$clpqr_var_id'(D, E, Id), L = l(Z, [v(Id, E, One)]), '$clpqr_num_norm'(D, 0, Z), '$clpqr_num_norm'(D, 1, One)
    ;   number(E)
    ->  '$clpqr_num_norm'(D, E, N), L = l(N, [])
    ;   compound(E), functor(E, F, N), ( linear_functor(F, N) ; evaluable(F, N) )
    ->  once(lin_compound(E, D, L))
    ;   '$clpqr_domain_module'(D, M),
        atom_concat(M, '_expression', Type),
        throw(error(type_error(Type, E), _))
    ).

linear_functor(+, 2).
linear_functor(-, 2).
linear_functor(-, 1).
linear_functor(+, 1).
linear_functor(*, 2).
linear_functor(/, 2).

lin_compound(A+B, D, L) :-
    '$clpqr_linearize'(D, A, LA), '$clpqr_linearize'(D, B, LB), '$clpqr_lin_add'(D, LA, LB, L).
lin_compound(A-B, D, L) :-
    '$clpqr_linearize'(D, A, LA), '$clpqr_linearize'(D, B, LB), '$clpqr_lin_sub'(D, LA, LB, L).
lin_compound(-A, D, L) :-
    '$clpqr_linearize'(D, A, LA), '$clpqr_lin_scale'(D, LA, -1, L).
lin_compound(+A, D, L) :-
    '$clpqr_linearize'(D, A, L).
lin_compound(A*B, D, L) :-
    '$clpqr_linearize'(D, A, LA), '$clpqr_linearize'(D, B, LB),
    (   LA = l(C, [])
    ->  '$clpqr_lin_scale'(D, LB, C, L)
    ;   LB = l(C, [])
    ->  '$clpqr_lin_scale'(D, LA, C, L)
    ;   throw(clpqr_nonlinear)
    ).
lin_compound(A/B, D, L) :-
    '$clpqr_linearize'(D, A, LA), '$clpqr_linearize'(D, B, LB),
    (   LB = l(C, [])
    ->  \+ '$clpqr_num_zero'(D, C),             % as SWI-Prolog: X/0 fails
        '$clpqr_num_div'(D, 1, C, F),
        '$clpqr_lin_scale'(D, LA, F, L)
    ;   throw(clpqr_nonlinear)
    ).
lin_compound(E, D, L) :-
    E =.. [F|Args],
    length(Args, N),
    evaluable(F, N),
    lin_constants(Args, D, Ns),
    E1 =.. [F|Ns],
    V is E1,
    '$clpqr_num_norm'(D, V, C),
    L = l(C, []).

evaluable(^, 2).
evaluable(**, 2).
evaluable(pow, 2).
evaluable(exp, 1).
evaluable(exp, 2).
evaluable(abs, 1).
evaluable(min, 2).
evaluable(max, 2).
evaluable(sin, 1).
evaluable(cos, 1).
evaluable(tan, 1).

% The arguments of a function as constants; a variable left in them
% makes the expression nonlinear.
lin_constants([], _, []).
lin_constants([A|As], D, [N|Ns]) :-
    '$clpqr_linearize'(D, A, LA),
    (   LA = l(N, []) -> true ; throw(clpqr_nonlinear) ),
    lin_constants(As, D, Ns).

%   '$clpqr_lin_add'(+D, +L1, +L2, -L) is det
'$clpqr_lin_add'(D, l(C1, T1), l(C2, T2), l(C, T)) :-
    add_num(C1, C2, C),
    add_terms(T1, T2, D, T).

% Sums with zero are frequent and long rationals are dear: skip them.
add_num(A, B, C) :-
    (   B == 0 -> C = A
    ;   A == 0 -> C = B
    ;   C is A+B
    ).

add_terms([], T, _, T) :- !.
add_terms(T, [], _, T) :- !.
add_terms([v(I, V, A)|T1], [v(J, W, B)|T2], D, T) :-
    (   I =:= J
    ->  C is A+B,
        (   '$clpqr_num_zero'(D, C) -> T = T3 ; T = [v(I, V, C)|T3] ),
        add_terms(T1, T2, D, T3)
    ;   I < J
    ->  T = [v(I, V, A)|T3], add_terms(T1, [v(J, W, B)|T2], D, T3)
    ;   T = [v(J, W, B)|T3], add_terms([v(I, V, A)|T1], T2, D, T3)
    ).

%   '$clpqr_lin_sub'(+D, +L1, +L2, -L) is det
'$clpqr_lin_sub'(D, l(C1, T1), l(C2, T2), l(C, T)) :-
    (   C2 == 0 -> C = C1 ; C is C1-C2 ),
    scale_terms(T2, -1, T3),
    add_terms(T1, T3, D, T).

%   '$clpqr_lin_scale'(+D, +L0, +F, -L) is det
'$clpqr_lin_scale'(D, l(C0, T0), F, l(C, T)) :-
    (   F == 1
    ->  C = C0, T = T0
    ;   '$clpqr_num_zero'(D, F)
    ->  '$clpqr_num_norm'(D, 0, C), T = []
    ;   ( C0 == 0 -> C = 0 ; C is C0*F ),
        scale_terms(T0, F, T)
    ).

scale_terms([], _, []).
scale_terms([v(I, V, A)|T0], F, [v(I, V, B)|T]) :- B is A*F, scale_terms(T0, F, T).

%   '$clpqr_lin_coef'(+L, +Id, -Coef) is semidet
'$clpqr_lin_coef'(l(_, T), Id, A) :- memberchk(v(Id, _, A), T).

%   '$clpqr_lin_pairs'(+L, -Pairs) is det
%   The Id-Coef pairs of L's terms (for the simplex).
'$clpqr_lin_pairs'(l(_, T), Ps) :- terms_pairs(T, Ps).
terms_pairs([], []).
terms_pairs([v(I, _, A)|T], [I-A|Ps]) :- terms_pairs(T, Ps).

%   '$clpqr_lin_vars'(+L, -Vars) is det
'$clpqr_lin_vars'(l(_, T), Vs) :- terms_vars(T, Vs).
terms_vars([], []).
terms_vars([v(_, V, _)|T], [V|Vs]) :- terms_vars(T, Vs).

%   '$clpqr_lin_term'(+D, +L, -Term) is det
%
%   Term writes L as SWI-Prolog writes a linear form: the constant first
%   unless zero, then the variables oldest first, coefficient 1 left out
%   (1.0 in domain r), a negative coefficient after a minus sign.
'$clpqr_lin_term'(D, l(C, T), Term) :-
    (   '$clpqr_num_zero'(D, C)
    ->  (   T == [] -> Term = C
        ;   T = [v(_, V, A)|T1],
            first_term(D, A, V, T0),
            rest_terms(T1, D, T0, Term)
        )
    ;   rest_terms(T, D, C, Term)
    ).

first_term(D, A, V, T) :-
    (   is_one(D, A) -> T = V
    ;   is_one(D, -A) -> T = -V
    ;   T = A*V
    ).

rest_terms([], _, T, T).
rest_terms([v(_, V, A)|Ts], D, T0, T) :-
    (   A < 0
    ->  B is -A,
        (   is_one(D, B) -> T1 = T0-V ; T1 = T0-B*V )
    ;   (   is_one(D, A) -> T1 = T0+V ; T1 = T0+A*V )
    ),
    rest_terms(Ts, D, T1, T).

is_one(D, A) :- '$clpqr_num_zero'(D, A-1).
