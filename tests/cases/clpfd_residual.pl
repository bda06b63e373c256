% Residual goals: copy_term/3 returns the constraints on the copied
% variables (clpfd's attribute_goals//1, and freeze/2, dif/2).
:- use_module(library(clpfd)).

case((X in 1..3, copy_term(X, C, Gs)), checks([Gs = [G], G = (V in D), V == C, D == 1..3])).
case((X #> 3, copy_term(X, C, Gs)), checks([Gs = [C in 4..sup]])).
case((X in 1..5, X #\= 3, copy_term(X, C, Gs)), checks([Gs = [C in 1..2\/4..5]])).
case((X #\= Y, copy_term(X-Y, A-B, Gs)), checks([Gs = [G], G = (L #\= R), L-R == A-B])).
case((X #= _Y + _Z, copy_term(X, _, Gs)), checks([length(Gs, 1)])).
case((X #= 3, copy_term(X, C, Gs)), checks([C == 3, Gs == []])).
case(copy_term(f(X), C, Gs), checks([C = f(V), var(V), V \== X, Gs == []])).
case((X in 1..3, copy_term(X, C, _)), checks([\+ fd_var(C), var(C)])).
case((freeze(X, true), copy_term(X, C, Gs)), checks([Gs = [freeze(V, G)], V == C, G == true])).
% A frozen goal that is a variable is one goal (it looped, taken for a
% conjunction; found by tools/difffuzz). SWI-Prolog: [freeze(C, user:_)].
case((freeze(X, _), copy_term(X, C, Gs)), checks([Gs = [freeze(V, _)], V == C])).
case((dif(X, a), copy_term(X, C, Gs)), checks([Gs = [dif(V, a)], V == C])).
case((X in 1..3, freeze(X, true), copy_term(X, C, Gs)), checks([length(Gs, 2), var(C)])).
case((X in 1..9, B #<==> (X #> 4), copy_term(B, _, Gs)), checks([length(Gs, 3)])).
case((all_different([X, Y]), [X, Y] ins 1..3, copy_term([X, Y], _, Gs)), checks([length(Gs, 3)])).
% chain/2: the pairs not yet entailed
case((chain([X, Y, Z], #<), copy_term([X, Y, Z], _, Gs)), checks([length(Gs, 2)])).
case((chain([X, Y, Z], #<), X = 1, Y in 5..6, Z in 3..9, copy_term([X, Y, Z], _, Gs)), checks([length(Gs, 3)])).
case((chain([X, Y], #>), X in 0..9, copy_term([X, Y], _, Gs)), checks([length(Gs, 3)])).
case((chain([X, Y], #=<), X = 1, Y = 4, copy_term([X, Y], _, Gs)), checks([Gs == []])).

% (\=)/2 on a constrained variable asks the propagators (`\+ X = Y`, as in
% SWI-Prolog 9): a value outside the domain is not unifiable.
case((X in 1..3, X \= 5), true).
case((X in 1..3, X \= 2), fail).
case((X in 1..3, Y in 5..7, X \= Y), true).
