% A module exporting a predicate and an operator; square/2 stays private.
:- module(shapes, [area/2, op(700, xfx, ===>)]).

area(square(S), A) :- square(S, A).
area(rect(W, H), A) :- A is W * H.

square(S, A) :- A is S * S.
