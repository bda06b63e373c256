/*  hornbook library(varnumbers): the inverse of numbervars/3, as
    SWI-Prolog's library(varnumbers): '$VAR'(N) terms back to variables.
*/
:- module(varnumbers,
        [ varnumbers/2, varnumbers/3, max_var_number/3, varnumbers_names/3 ]).
:- use_module(library(assoc)).

%!  varnumbers(+Term, -Copy) is det
%
%   Copy is Term with each '$VAR'(N) (N an integer, 0 or more) replaced
%   by a fresh variable, the same one for the same N.
%
%   ?- varnumbers(f('$VAR'(0), '$VAR'(1), '$VAR'(0)), f(_A, _B, _C)), var(_A), _A == _C, _A \== _B.
%   true.
varnumbers(Term, Copy) :-
    varnumbers(Term, 0, Copy).

%!  varnumbers(+Term, +Start, -Copy) is det
%
%   As varnumbers/2, replacing only '$VAR'(N) with N >= Start. Start is
%   an arithmetic expression (evaluated, as SWI-Prolog's); a cyclic Term
%   is domain_error(acyclic_term, Term).
%
%   ?- varnumbers(f('$VAR'(0), '$VAR'(1)), 1, f(_Z, _V)), var(_V), _Z == '$VAR'(0).
%   true.
varnumbers(Term, Start, Copy) :-
    must_be(acyclic, Term),
    Below is Start - 1,
    empty_assoc(Vars0),
    vn_copy(Term, Below, Copy, Vars0, _).

vn_copy(T, _, T, Vs, Vs) :-
    var(T),
    !.
% Below is one less than the start: '$VAR'(N) with N > Below are replaced.
vn_copy('$VAR'(N), Below, V, Vs0, Vs) :-
    integer(N),
    N > Below,
    !,
    (   get_assoc(N, Vs0, V0)
    ->  V = V0, Vs = Vs0
    ;   put_assoc(N, Vs0, V, Vs)
    ).
vn_copy(T, Start, C, Vs0, Vs) :-
    compound(T),
    !,
    T =.. [F|Args],
    vn_copy_list(Args, Start, CArgs, Vs0, Vs),
    C =.. [F|CArgs].
vn_copy(T, _, T, Vs, Vs).

vn_copy_list([], _, [], Vs, Vs).
vn_copy_list([A|As], Start, [C|Cs], Vs0, Vs) :-
    vn_copy(A, Start, C, Vs0, Vs1),
    vn_copy_list(As, Start, Cs, Vs1, Vs).

%!  max_var_number(+Term, +Start, -Max) is det
%
%   Max is the largest N of the '$VAR'(N) terms in Term (N an integer),
%   or Start when there is none larger.
%
%   ?- max_var_number(f('$VAR'(3), '$VAR'(7)), 0, M).
%   M = 7.
max_var_number(Term, Start, Max) :-
    vn_max(Term, Start, Max).

vn_max(T, M, M) :-
    var(T),
    !.
vn_max('$VAR'(N), M0, M) :-
    integer(N),
    !,
    M is max(M0, N).
vn_max(T, M0, M) :-
    compound(T),
    !,
    T =.. [_|Args],
    foldl(vn_max, Args, M0, M).
vn_max(_, M, M).

%!  varnumbers_names(+Term, -Copy, -VariableNames) is det
%
%   Copy is Term with each '$VAR'(Name) (Name an atom) replaced by a
%   variable; VariableNames lists them as Name = Var.
%
%   ?- varnumbers_names(f('$VAR'('X'), '$VAR'('X')), f(_A, _B), ['X'=_V]), _A == _B, _A == _V.
%   true.
varnumbers_names(Term, Copy, Names) :-
    must_be(acyclic, Term),
    vn_names(Term, Copy, [], Names0),
    reverse(Names0, Names).

vn_names(T, T, Ns, Ns) :-
    var(T),
    !.
vn_names('$VAR'(Name), V, Ns0, Ns) :-
    atom(Name),
    !,
    (   memberchk(Name=V0, Ns0)
    ->  V = V0, Ns = Ns0
    ;   Ns = [Name=V|Ns0]
    ).
vn_names(T, C, Ns0, Ns) :-
    compound(T),
    !,
    T =.. [F|Args],
    vn_names_list(Args, CArgs, Ns0, Ns),
    C =.. [F|CArgs].
vn_names(T, T, Ns, Ns).

vn_names_list([], [], Ns, Ns).
vn_names_list([A|As], [C|Cs], Ns0, Ns) :-
    vn_names(A, C, Ns0, Ns1),
    vn_names_list(As, Cs, Ns1, Ns).
