/*  hornbook system library: the Prolog side of the system predicates whose
    tables live in Rust (src/builtins/system.rs, src/builtins/listing.rs):
    use_module/1,2, current_predicate/1,2, predicate_property/2, listing/0,1.
*/

%!  use_module(+File) is det
%
%   Loads a module file; library(Name) names one of the embedded libraries,
%   loaded already, so that SWI-Prolog programs run unchanged.
%
%   ?- use_module(library(lists)).
%   true.
use_module(Spec) :-
    '$use_module'(Spec, use_module/1).

%!  use_module(+File, +Imports) is det
%
%   As use_module/1; the import list is accepted and not checked, since
%   hornbook has one name space.
%
%   ?- use_module(library(lists), [append/3]).
%   true.
use_module(Spec, Imports) :-
    (   var(Imports) -> throw(error(instantiation_error, use_module/2))
    ;   true
    ),
    '$use_module'(Spec, use_module/2).

'$use_module'(Spec, _) :-
    var(Spec), !,
    throw(error(instantiation_error, use_module/1)).
'$use_module'(library(Name), PI) :- !,
    (   var(Name)
    ->  throw(error(instantiation_error, PI))
    ;   '$known_library'(Name)
    ->  '$load_library'(Name)
    ;   throw(error(existence_error(source_sink, library(Name)), PI))
    ).
'$use_module'(Spec, _) :-
    ensure_loaded(Spec).

%!  current_predicate(:Name/Arity) is nondet
%
%   True when Name/Arity is a predicate the program defined (with clauses or
%   declared dynamic); a fully given builtin succeeds too.
%
%   ?- assertz(p(1)), current_predicate(p/A).
%   A = 1.
current_predicate(Spec) :-
    '$strip_module'(Spec, M, PI),
    '$check_pi'(PI),
    PI = Name/Arity,
    (   M == user, atom(Name), integer(Arity),
        functor(H, Name, Arity),
        '$pred_props'(H, Ps), '$member_'(built_in, Ps)
    ->  true
    ;   '$user_preds'(M, L),
        (   atom(Name), integer(Arity)
        ->  memberchk(Name/Arity, L)
        ;   '$member_'(Name/Arity, L)
        )
    ).

'$strip_module'(T, M, P) :-
    (   nonvar(T), T = M0:T1
    ->  (   var(M0) -> throw(error(instantiation_error, current_predicate/1))
        ;   atom(M0) -> true
        ;   throw(error(type_error(atom, M0), current_predicate/1))
        ),
        '$strip_module'(T1, M1, P),
        (   var(M1) -> M = M0 ; M = M1 )
    ;   P = T,
        (   var(M) -> M = user ; true )
    ).

'$check_pi'(PI) :-
    (   var(PI) -> true
    ;   PI = N/A,
        ( var(N) ; atom(N) ),
        ( var(A) ; integer(A) )
    ->  true
    ;   throw(error(type_error(predicate_indicator, PI), current_predicate/1))
    ).

%!  current_predicate(?Name, :Head) is nondet
%
%   True when Head is the most general head of a predicate called Name that
%   the program defined.
%
%   ?- assertz(q(1, 2)), current_predicate(q, H).
%   H = q(_, _).
current_predicate(Name, Head) :-
    (   var(Name) -> true
    ;   atom(Name) -> true
    ;   throw(error(type_error(atom, Name), current_predicate/2))
    ),
    (   nonvar(Head), Head = M:H -> true
    ;   M = user, H = Head
    ),
    (   var(H) -> true
    ;   callable(H) -> true
    ;   throw(error(type_error(callable, H), current_predicate/2))
    ),
    '$user_preds'(M, L),
    '$member_'(Name/Arity, L),
    functor(H, Name, Arity).

%!  predicate_property(:Head, ?Property) is nondet
%
%   True when the predicate of Head has Property: dynamic, built_in,
%   defined, number_of_clauses(N) and others.
%
%   ?- assertz(r(1)), predicate_property(r(_), dynamic).
%   true.
predicate_property(Head, Prop) :-
    (   var(Head)
    ->  '$visible_heads'(Hs),
        '$member_'(Head, Hs)
    ;   true
    ),
    '$pred_props'(Head, Ps),
    '$member_'(Prop, Ps).

%!  listing is det
%
%   Lists the clauses of every predicate of the program, as portray_clause/1
%   writes them.
%
%   ?- assertz(fact(1)), listing.
%   :- dynamic fact/1.
%
%   fact(1).
%
%   true.
listing :-
    '$listing_all'.

%!  listing(:Spec) is det
%
%   Lists the clauses of the predicates Spec names: Name, Name/Arity, or a
%   list of them.
%
%   ?- assertz((sq(X, Y) :- Y is X * X)), listing(sq/2).
%   :- dynamic sq/2.
%
%   sq(A, B) :-
%       B is A*A.
%
%   true.
listing(Spec) :-
    (   var(Spec)
    ->  '$listing_all'
    ;   Spec = [_|_]
    ->  '$listing_each'(Spec)
    ;   Spec == []
    ->  true
    ;   '$listing'(Spec)
    ).
'$listing_each'([]).
'$listing_each'([S|Ss]) :-
    listing(S),
    '$listing_each'(Ss).
