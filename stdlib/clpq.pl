/*  hornbook library(clpq): linear constraints over the rationals, as
    SWI-Prolog's library(clpq) (the Holzbaur design: equations in solved
    form by Gaussian elimination, inequalities through a bounded simplex).

    The solver is shared with library(clpr) and lives in clpqr/: the
    store (store.pl), the linear forms (linear.pl) and the simplex
    (simplex.pl), all parametrised by the domain, here q (exact rationals, 1r3: a float is read as the rational it stands for).
    This file is the library's interface: {}/1 and the questions to the
    store, the attribute hooks (a binding of a constrained variable, the
    residual goals {...} of an answer).
*/

:- module(clpq,
          [ {}/1,
            entailed/1,
            inf/2,
            sup/2,
            inf/4,
            sup/4,
            minimize/1,
            maximize/1,
            bb_inf/3,
            bb_inf/4,
            dump/3
          ]).

:- use_module(library(clpqr/store)).

%!  '{}'(+Constraints) is semidet
%
%   Adds Constraints, a conjunction (,) of linear equations (= or =:=),
%   inequalities (<, >, =<, >=) and disequations (=\=) over + - and *, /
%   by a number; fails when they cannot hold with the store. Nonlinear
%   ones wait until bindings make them linear.
%
%   ?- {2*X + Y = 10, X - Y = 2}.
%   X = 4, Y = 2.
{}(Constraints) :-
    '$clpqr_post'(q, Constraints).

%!  entailed(+Constraint) is semidet
%
%   Constraint follows from the store (its negation is inconsistent).
%
%   ?- {X >= 2}, entailed(X > 1).
%   true.
entailed(C) :-
    '$clpqr_entailed'(q, C).

%!  inf(+Expression, -Inf) is semidet
%
%   Inf is the infimum of Expression in the store; fails when it has none.
%
%   ?- {X >= 2, Y >= X + 1}, inf(Y, I).
%   I = 3.
inf(Expr, Inf) :-
    '$clpqr_optimum'(q, inf, Expr, Inf, _).

%!  sup(+Expression, -Sup) is semidet
%
%   Sup is the supremum of Expression in the store; fails when it has none.
%
%   ?- {X =< 2, Y =< X + 1}, sup(Y, S).
%   S = 3.
sup(Expr, Sup) :-
    '$clpqr_optimum'(q, sup, Expr, Sup, _).

%!  inf(+Expression, -Inf, +Vector, -Vertex) is semidet
%
%   As inf/2, and Vertex the values of the variables of Vector at a
%   point where Expression is least.
%
%   ?- {X >= 1, Y >= 2}, inf(X + Y, I, [X, Y], V).
%   I = 3, V = [1, 2].
inf(Expr, Inf, Vector, Vertex) :-
    '$clpqr_optimum_vertex'(q, inf, Expr, Inf, Vector, Vertex, _).

%!  sup(+Expression, -Sup, +Vector, -Vertex) is semidet
%
%   As sup/2, and Vertex the values of the variables of Vector at a
%   point where Expression is greatest.
%
%   ?- {X =< 1, Y =< 2}, sup(X + Y, S, [X, Y], V).
%   S = 3, V = [1, 2].
sup(Expr, Sup, Vector, Vertex) :-
    '$clpqr_optimum_vertex'(q, sup, Expr, Sup, Vector, Vertex, _).

%!  minimize(+Expression) is semidet
%
%   Adds Expression = its infimum to the store.
%
%   ?- {X >= 0, Y >= 0, X + Y >= 4}, minimize(X + 2*Y).
%   X = 4, Y = 0.
minimize(Expr) :-
    '$clpqr_optimize'(q, inf, Expr).

%!  maximize(+Expression) is semidet
%
%   Adds Expression = its supremum to the store.
%
%   ?- {X >= 0, Y >= 0, X + Y =< 10}, maximize(X + 2*Y).
%   X = 0, Y = 10.
maximize(Expr) :-
    '$clpqr_optimize'(q, sup, Expr).

%!  bb_inf(+Ints, +Expression, -Inf) is semidet
%
%   Inf is the least value of Expression with the variables of Ints
%   integral (branch and bound); the store is left as it was.
%
%   ?- {X >= 0, Y >= 0, 2*X + 2*Y =< 7}, bb_inf([X, Y], -X-Y, I).
%   I = -3.
bb_inf(Ints, Expr, Inf) :-
    '$clpqr_bb_inf'(q, Ints, Expr, Inf, _, 0).

%!  bb_inf(+Ints, +Expression, -Inf, -Vertex) is semidet
%
%   As bb_inf/3, and Vertex the values of Ints where Inf is reached.
%
%   ?- {X >= 0, Y >= 0, 2*X + 2*Y =< 7}, bb_inf([X, Y], -X-Y, I, V).
%   I = -3, V = [3, 0].
bb_inf(Ints, Expr, Inf, Vertex) :-
    '$clpqr_bb_inf'(q, Ints, Expr, Inf, Vertex, 0).

%!  dump(+Targets, +NewVars, -Goals) is det
%
%   Goals are the constraints on the variables of Targets, written with
%   NewVars in their place.
%
%   ?- {X = 2*Y + Z}, dump([X, Y, Z], [x, y, z], L).
%   L = [x=2*y+z].
dump(Targets, NewVars, Goals) :-
    '$clpqr_dump'(q, Targets, NewVars, Goals).

attr_unify_hook(Id, Other) :-
    '$clpqr_unify_hook'(q, Id, Other).

attribute_goals(V, Goals, Tail) :-
    '$clpqr_residual_goals'(q, V, Gs),
    append(Gs, Tail, Goals).
