/*  hornbook library(terms): term inspection and mapping, as SWI-Prolog's
    library(terms). term_size/2 is a builtin (src/builtins/terms.rs).
*/
:- module(terms,
        [ variant/2, subsumes/2, subsumes_chk/2, mapargs/3,
          same_functor/2, same_functor/3, same_functor/4
        ]).
:- meta_predicate mapargs(2, ?, ?).

%!  variant(@Term1, @Term2) is semidet
%
%   True when the terms are equal up to renaming of variables (=@=).
%
%   ?- variant(f(X, Y, X), f(A, B, A)).
%   true.
variant(X, Y) :- X =@= Y.

%!  subsumes(+General, +Specific) is semidet
%
%   True when General is more general than Specific; binds General to it.
%
%   ?- subsumes(f(X, b), f(a, b)).
%   X = a.
subsumes(General, Specific) :-
    subsumes_term(General, Specific),
    General = Specific.

%!  subsumes_chk(@General, @Specific) is semidet
%
%   True when General is more general than Specific (binding nothing).
%
%   ?- subsumes_chk(f(_), f(a)).
%   true.
subsumes_chk(General, Specific) :-
    subsumes_term(General, Specific).

%!  mapargs(:Goal, ?Term1, ?Term2) is semidet
%
%   Term1 and Term2 have the same functor and call(Goal, A1, A2) holds for
%   each pair of arguments.
%
%   ?- mapargs([X, Y]>>(Y is X * 2), f(1, 2), T).
%   T = f(2, 4).
mapargs(Goal, T1, T2) :-
    (   compound(T1) -> same_functor(T1, T2, A)
    ;   compound(T2) -> same_functor(T2, T1, A)
    ;   instantiation_error(T1)
    ),
    '$mapargs'(1, A, Goal, T1, T2).

'$mapargs'(I, A, Goal, T1, T2) :-
    (   I > A
    ->  true
    ;   arg(I, T1, X),
        arg(I, T2, Y),
        call(Goal, X, Y),
        I1 is I + 1,
        '$mapargs'(I1, A, Goal, T1, T2)
    ).

%!  same_functor(?Term1, ?Term2) is semidet
%
%   True when the two terms have the same name and arity.
%
%   ?- same_functor(f(a), T).
%   T = f(_).
same_functor(T1, T2) :- same_functor(T1, T2, _, _).

%!  same_functor(?Term1, ?Term2, -Arity) is semidet
%
%   As same_functor/2, with their Arity.
%
%   ?- same_functor(f(a, b), f(c, d), A).
%   A = 2.
same_functor(T1, T2, Arity) :- same_functor(T1, T2, _, Arity).

%!  same_functor(?Term1, ?Term2, ?Name, ?Arity) is semidet
%
%   As same_functor/2, with their Name and Arity.
%
%   ?- same_functor(f(a), T, N, A).
%   T = f(_), N = f, A = 1.
same_functor(T1, T2, Name, Arity) :-
    (   nonvar(T1) -> functor(T1, Name, Arity), functor(T2, Name, Arity)
    ;   nonvar(T2) -> functor(T2, Name, Arity), functor(T1, Name, Arity)
    ;   functor(T1, Name, Arity), functor(T2, Name, Arity)
    ).
