/*  hornbook's recorded database (DEC-10 Prolog, kept by SWI-Prolog as
    system predicates): terms stored under a key by recorda/2,3 and
    recordz/2,3, found by recorded/2,3, removed by erase/1; instance/2
    gives the term a record or clause reference names. Loaded on the
    first call of one of these.

    A key is an atom, a small integer or a compound, of which only the
    name and arity count (f(1) and f(2) are the same key). A record is a
    clause of '$record'/3 (key, number, term), so recorded/2,3 see the
    records as they were when they were called (the logical update view)
    and first-argument indexing finds a key's records. Its reference is
    '$record'(Number); clause references are '$cref'/3 (clause/3).
*/
:- module(recorded, [ recorda/2, recorda/3, recordz/2, recordz/3, recorded/2, recorded/3,
                      erase/1, instance/2 ]).
:- dynamic '$record'/3.

%!  recorda(+Key, +Term) is det
%
%   Stores a copy of Term first among the records of Key.
%
%   ?- recorda(colour, red), recorda(colour, blue), recorded(colour, C).
%   C = blue.
recorda(Key, Term) :- '$record_add'(first, Key, Term, _, recorda/2).

%!  recorda(+Key, +Term, -Ref) is det
%
%   As recorda/2, giving the record's reference (for erase/1, instance/2).
%
%   ?- recorda(colour, red, _R), erase(_R), \+ recorded(colour, _).
%   true.
recorda(Key, Term, Ref) :- '$record_add'(first, Key, Term, Ref, recorda/3).

%!  recordz(+Key, +Term) is det
%
%   Stores a copy of Term last among the records of Key.
%
%   ?- recordz(colour, red), recordz(colour, blue), recorded(colour, C).
%   C = red.
recordz(Key, Term) :- '$record_add'(last, Key, Term, _, recordz/2).

%!  recordz(+Key, +Term, -Ref) is det
%
%   As recordz/2, giving the record's reference.
%
%   ?- recordz(colour, red, _R), instance(_R, T).
%   T = red.
recordz(Key, Term, Ref) :- '$record_add'(last, Key, Term, Ref, recordz/3).

%!  recorded(?Key, ?Term) is nondet
%
%   Term is a record of Key; enumerates the records on backtracking, every
%   key's when Key is unbound.
%
%   ?- recordz(size, 3), recordz(size, 5), findall(S, recorded(size, S), L).
%   L = [3, 5].
recorded(Key, Term) :- recorded(Key, Term, _).

%!  recorded(?Key, ?Term, ?Ref) is nondet
%
%   As recorded/2, with the record's reference; with Ref given, the record
%   it names.
%
%   ?- recordz(size, 3, _R), recorded(K, T, _R).
%   K = size, T = 3.
recorded(Key, Term, Ref) :-
    nonvar(Ref), !,
    '$record_number'(Ref, N, recorded/3),
    '$record'(K, N, Term0),
    '$record_key_term'(K, Key),
    Term = Term0.
recorded(Key, Term, '$record'(N)) :-
    (   var(Key)
    ->  '$record'(K, N, Term),
        '$record_key_term'(K, Key)
    ;   '$record_key'(Key, K, recorded/3),
        '$record'(K, N, Term)
    ).

%!  erase(+Ref) is semidet
%
%   Removes the record or clause Ref names; fails when it is already gone.
%
%   ?- assertz(stock(pen), _R), erase(_R), \+ stock(_).
%   true.
erase(Ref) :-
    var(Ref), !,
    throw(error(instantiation_error, context(erase/1, _))).
erase('$record'(N)) :-
    integer(N), !,
    retract('$record'(_, N, _)), !.
erase(Ref) :-
    '$is_clause_ref'(Ref), !,
    '$erase'(Ref).
erase(Ref) :-
    throw(error(type_error(db_reference, Ref), context(erase/1, _))).

%!  instance(+Ref, -Term) is semidet
%
%   Term is a copy of the record Ref names, or `Head :- Body` of the
%   clause it names.
%
%   ?- assertz((double(X, Y) :- Y is 2*X), _R), instance(_R, C).
%   C = (double(_A, _B):-_B is 2*_A).
instance(Ref, Term) :-
    var(Ref), !,
    throw(error(instantiation_error, context(instance/2, _))).
instance('$record'(N), Term) :-
    integer(N), !,
    '$record'(_, N, Term0),
    Term = Term0.
instance(Ref, Term) :-
    '$is_clause_ref'(Ref), !,
    '$cref_clause'(Ref, H, B),
    Term = (H :- B).
instance(Ref, _) :-
    throw(error(type_error(db_reference, Ref), context(instance/2, _))).

'$is_clause_ref'(Ref) :-
    compound(Ref),
    Ref = '$cref'(P, I, H),
    integer(P), integer(I), integer(H).

'$record_add'(Where, Key, Term, '$record'(N), PI) :-
    '$record_key'(Key, K, PI),
    flag('$record_number', N, N + 1),
    (   Where == first
    ->  asserta('$record'(K, N, Term))
    ;   assertz('$record'(K, N, Term))
    ).

% '$record_key'(+Key, -Stored, +PI): the key as stored: an atom or
% integer itself, a compound its Name/Arity.
'$record_key'(Key, _, PI) :-
    var(Key), !,
    throw(error(instantiation_error, context(PI, _))).
'$record_key'(Key, Key, _) :- atom(Key), !.
'$record_key'(Key, Key, _) :- integer(Key), !.
'$record_key'(Key, Name/Arity, _) :-
    compound(Key), !,
    functor(Key, Name, Arity).
'$record_key'(Key, _, PI) :-
    throw(error(type_error(key, Key), context(PI, _))).

% '$record_key_term'(+Stored, ?Key): the key a stored key stands for, a
% compound with fresh arguments for Name/Arity.
'$record_key_term'(Name/Arity, Key) :- !, functor(Key, Name, Arity).
'$record_key_term'(Key, Key).

'$record_number'('$record'(N), N, _) :- integer(N), !.
'$record_number'(Ref, _, _) :- '$is_clause_ref'(Ref), !, fail.
'$record_number'(Ref, _, PI) :-
    throw(error(type_error(db_reference, Ref), context(PI, _))).
