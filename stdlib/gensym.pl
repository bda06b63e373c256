/*  hornbook library(gensym): unique atoms Base1, Base2, ... per base, as
    SWI-Prolog's library(gensym). The counters survive backtracking.
*/
:- module(gensym, [ gensym/2, reset_gensym/1, reset_gensym/0 ]).
:- dynamic '$gensym_counter'/2.

%!  gensym(+Base, -Unique) is det
%
%   Unique is Base followed by the next number of Base's counter.
%
%   ?- reset_gensym(v), gensym(v, A), gensym(v, B).
%   A = v1, B = v2.
gensym(Base, Unique) :-
    must_be(atomic, Base),
    (   retract('$gensym_counter'(Base, N0))
    ->  true
    ;   N0 = 0
    ),
    N is N0 + 1,
    assertz('$gensym_counter'(Base, N)),
    atomic_list_concat([Base, N], Unique).

%!  reset_gensym(+Base) is det
%
%   Restarts the counter of Base at 1.
%
%   ?- gensym(w, _), reset_gensym(w), gensym(w, A).
%   A = w1.
reset_gensym(Base) :-
    % A base is atomic, as SWI-Prolog checks (found by tools/difffuzz).
    (   var(Base) -> throw(error(instantiation_error, context(reset_gensym/1, _)))
    ;   atomic(Base) -> true
    ;   throw(error(type_error(atomic, Base), context(reset_gensym/1, _)))
    ),
    retractall('$gensym_counter'(Base, _)).

%!  reset_gensym is det
%
%   Restarts every counter.
%
%   ?- gensym(u, _), reset_gensym, gensym(u, A).
%   A = u1.
reset_gensym :-
    retractall('$gensym_counter'(_, _)).
