/*  hornbook library(error): raising ISO error terms and checking types, as
    SWI-Prolog's library(error).
*/
:- module(error,
        [ type_error/2, domain_error/2, existence_error/2, existence_error/3,
          permission_error/3, instantiation_error/1, uninstantiation_error/1,
          representation_error/1, syntax_error/1, resource_error/1,
          must_be/2, is_of_type/2
        ]).

%!  type_error(+Type, +Value) is det
%
%   Throws error(type_error(Type, Value), _).
%
%   ?- catch(type_error(integer, a), error(E, _), true).
%   E = type_error(integer, a).
type_error(Type, Value) :- throw(error(type_error(Type, Value), _)).

%!  domain_error(+Domain, +Value) is det
%
%   Throws error(domain_error(Domain, Value), _).
%
%   ?- catch(domain_error(positive, -1), error(E, _), true).
%   E = domain_error(positive, -1).
domain_error(Domain, Value) :- throw(error(domain_error(Domain, Value), _)).

%!  existence_error(+Type, +Value) is det
%
%   Throws error(existence_error(Type, Value), _).
%
%   ?- catch(existence_error(file, 'x.txt'), error(E, _), true).
%   E = existence_error(file, 'x.txt').
existence_error(Type, Value) :- throw(error(existence_error(Type, Value), _)).

%!  existence_error(+Type, +Value, +In) is det
%
%   Throws error(existence_error(Type, Value, In), _): Value does not exist in In.
%
%   ?- catch(existence_error(key, k, db), error(E, _), true).
%   E = existence_error(key, k, db).
existence_error(Type, Value, In) :- throw(error(existence_error(Type, Value, In), _)).

%!  permission_error(+Action, +Type, +Term) is det
%
%   Throws error(permission_error(Action, Type, Term), _).
%
%   ?- catch(permission_error(modify, static_procedure, foo/1), error(E, _), true).
%   E = permission_error(modify, static_procedure, foo/1).
permission_error(Action, Type, Term) :- throw(error(permission_error(Action, Type, Term), _)).

%!  instantiation_error(+Term) is det
%
%   Throws error(instantiation_error, _): Term should have been bound.
%
%   ?- catch(instantiation_error(_), error(E, _), true).
%   E = instantiation_error.
instantiation_error(_) :- throw(error(instantiation_error, _)).

%!  uninstantiation_error(+Term) is det
%
%   Throws error(uninstantiation_error(Term), _): Term should have been a variable.
%
%   ?- catch(uninstantiation_error(a), error(E, _), true).
%   E = uninstantiation_error(a).
uninstantiation_error(Term) :- throw(error(uninstantiation_error(Term), _)).

%!  representation_error(+Reason) is det
%
%   Throws error(representation_error(Reason), _).
%
%   ?- catch(representation_error(max_arity), error(E, _), true).
%   E = representation_error(max_arity).
representation_error(Reason) :- throw(error(representation_error(Reason), _)).

%!  syntax_error(+Message) is det
%
%   Throws error(syntax_error(Message), _).
%
%   ?- catch(syntax_error(bad_token), error(E, _), true).
%   E = syntax_error(bad_token).
syntax_error(Message) :- throw(error(syntax_error(Message), _)).

%!  resource_error(+Resource) is det
%
%   Throws error(resource_error(Resource), _).
%
%   ?- catch(resource_error(memory), error(E, _), true).
%   E = resource_error(memory).
resource_error(Resource) :- throw(error(resource_error(Resource), _)).

%!  must_be(+Type, @Term) is det
%
%   True when Term has Type; otherwise an instantiation error when Term is
%   not bound enough, a type error when it has the wrong type, a domain
%   error when it has the type but not an allowed value. Types: atom,
%   atomic, between(L, H), boolean, callable, char, chars, code, codes,
%   compound, constant, float, integer, list, list(Type), list_or_partial_list,
%   negative_integer, nonneg, nonvar, number, oneof(List), pair,
%   positive_integer, proper_list, rational, string, symbol, text, var, acyclic.
%
%   ?- catch(must_be(positive_integer, 0), error(E, _), true).
%   E = type_error(positive_integer, 0).
must_be(Type, X) :-
    (   var(Type)
    ->  instantiation_error(Type)
    ;   '$has_type'(Type, X)
    ->  true
    ;   '$user_has_type'(Type, X)
    ->  true
    ;   '$must_be_error'(Type, X)
    ).

% error:has_type(+Type, @Term): the hook for types a program adds, as in
% SWI-Prolog: its clauses make Type known to must_be/2 and is_of_type/2
% (a Term that is not of it is a type error, an unbound one an
% instantiation error). library(record) adds one for its records.
:- multifile has_type/2.
:- dynamic has_type/2.

% A type the program added, not one of the library's.
'$user_has_type'(Type, X) :-
    \+ '$type_name'(Type),
    has_type(Type, X),
    !.

'$user_type'(Type) :-
    \+ \+ clause(has_type(Type, _), _).

%!  is_of_type(+Type, @Term) is semidet
%
%   True when Term has Type (as must_be/2, failing instead of raising).
%
%   ?- is_of_type(list(integer), [1, 2]).
%   true.
is_of_type(Type, X) :-
    '$known_type'(Type),
    (   '$type_name'(Type)
    ->  '$has_type'(Type, X)
    ;   '$user_has_type'(Type, X)
    ).

'$known_type'(Type) :- var(Type), !, instantiation_error(Type).
'$known_type'(Type) :- '$type_name'(Type), !.
'$known_type'(Type) :- '$user_type'(Type).

'$type_name'(any).
'$type_name'(atom).
'$type_name'(atomic).
'$type_name'(between(_, _)).
'$type_name'(boolean).
'$type_name'(callable).
'$type_name'(char).
'$type_name'(chars).
'$type_name'(code).
'$type_name'(codes).
'$type_name'(compound).
'$type_name'(constant).
'$type_name'(float).
'$type_name'(integer).
'$type_name'(list).
'$type_name'(list(_)).
'$type_name'(list_or_partial_list).
'$type_name'(negative_integer).
'$type_name'(nonneg).
'$type_name'(nonvar).
'$type_name'(number).
'$type_name'(oneof(_)).
'$type_name'(pair).
'$type_name'(positive_integer).
'$type_name'(proper_list).
'$type_name'(rational).
'$type_name'(string).
'$type_name'(symbol).
'$type_name'(text).
'$type_name'(var).
'$type_name'(acyclic).
'$type_name'(cyclic).

'$has_type'(any, _).
'$has_type'(atom, X) :- atom(X).
'$has_type'(atomic, X) :- atomic(X).
'$has_type'(between(L, U), X) :-
    (   integer(L), integer(U) -> integer(X), X >= L, X =< U
    ;   number(X), X >= L, X =< U
    ).
'$has_type'(boolean, X) :- ( X == true ; X == false ), !.
'$has_type'(callable, X) :- callable(X).
'$has_type'(char, X) :- atom(X), atom_length(X, 1).
'$has_type'(chars, X) :- '$list_of'(X, char).
'$has_type'(code, X) :- integer(X), X >= 0, X =< 0x10ffff.
'$has_type'(codes, X) :- '$list_of'(X, code).
'$has_type'(compound, X) :- compound(X).
'$has_type'(constant, X) :- atomic(X).
'$has_type'(float, X) :- float(X).
'$has_type'(integer, X) :- integer(X).
'$has_type'(list, X) :- is_list(X).
'$has_type'(proper_list, X) :- is_list(X).
'$has_type'(list(Type), X) :- '$list_of'(X, Type).
'$has_type'(list_or_partial_list, X) :- '$skip_list'(X, _, T), ( var(T) ; T == [] ), !.
'$has_type'(negative_integer, X) :- integer(X), X < 0.
'$has_type'(nonneg, X) :- integer(X), X >= 0.
'$has_type'(nonvar, X) :- nonvar(X).
'$has_type'(number, X) :- number(X).
'$has_type'(oneof(L), X) :- memberchk(X, L).
'$has_type'(pair, X) :- nonvar(X), X = _-_.
'$has_type'(positive_integer, X) :- integer(X), X >= 1.
'$has_type'(rational, X) :- integer(X).
'$has_type'(string, X) :- string(X).
'$has_type'(symbol, X) :- atom(X).
'$has_type'(text, X) :- ( atom(X) ; string(X) ; '$list_of'(X, char) ; '$list_of'(X, code) ), !.
'$has_type'(var, X) :- var(X).
'$has_type'(acyclic, X) :- acyclic_term(X).

'$list_of'(X, Type) :-
    is_list(X),
    '$all_of_type'(X, Type).
'$all_of_type'([], _).
'$all_of_type'([X|Xs], Type) :-
    (   '$has_type'(Type, X)
    ->  true
    ;   '$user_has_type'(Type, X)
    ),
    '$all_of_type'(Xs, Type).

% Why Term is not of Type: instantiation, type or domain error.
'$must_be_error'(Type, _) :-
    \+ '$known_type'(Type), !,
    existence_error(type, Type).
'$must_be_error'(var, X) :- !, uninstantiation_error(X).
'$must_be_error'(acyclic, X) :- !, domain_error(acyclic_term, X).
'$must_be_error'(Type, X) :-
    '$not_bound_enough'(Type, X), !,
    instantiation_error(X).
'$must_be_error'(list(Of), X) :- !,
    (   is_list(X)
    ->  '$member_'(E, X), \+ '$has_type'(Of, E), !,
        '$must_be_error'(Of, E)
    ;   type_error(list(Of), X)
    ).
'$must_be_error'(code, X) :- integer(X), !,
    representation_error(character_code).
'$must_be_error'(char, X) :- atom(X), !,
    type_error(character, X).
'$must_be_error'(nonneg, X) :- integer(X), !,
    type_error(nonneg, X).
'$must_be_error'(positive_integer, X) :- integer(X), !,
    type_error(positive_integer, X).
'$must_be_error'(negative_integer, X) :- integer(X), !,
    type_error(negative_integer, X).
'$must_be_error'(Type, X) :-
    type_error(Type, X).

% Term is unbound (or a partial list where a list is wanted).
'$not_bound_enough'(_, X) :- var(X), !.
'$not_bound_enough'(Type, X) :-
    '$list_type'(Type),
    '$skip_list'(X, _, T),
    var(T).
'$not_bound_enough'(list(_), X) :- is_list(X), '$member_'(E, X), var(E), !.

'$list_type'(list).
'$list_type'(proper_list).
'$list_type'(list(_)).
'$list_type'(chars).
'$list_type'(codes).
'$list_type'(text).
