% ISO/IEC 13211-1 section 8.9: clause creation and destruction
% asserta/1, assertz/1, retract/1, abolish/1, plus retractall/1;
% logical update view (7.5.4).

:- dynamic(t8_9_a/1).
:- dynamic(t8_9_z/1).
:- dynamic(t8_9_r/1).
:- dynamic(t8_9_luv/1).
:- dynamic(t8_9_luv2/1).
:- dynamic(t8_9_rule/2).
:- dynamic(t8_9_ra/1).
:- dynamic(t8_9_ra2/2).
:- dynamic(t8_9_a0/0).
:- dynamic(t8_9_legs/2).
:- dynamic(t8_9_ab/1).
:- dynamic(t8_9_cnt/1).

t8_9_static(1).
t8_9_static2(1).

t8_9_legs(A, 4) :- t8_9_animal(A).
t8_9_legs(A, 6) :- t8_9_insect(A).
t8_9_legs(octopus, 8).
t8_9_animal(_).
t8_9_insect(_).

t8_9_reset(Head) :- retractall(Head).

t8_9_incr :- retract(t8_9_cnt(N)), N1 is N + 1, assertz(t8_9_cnt(N1)).

% asserta/1, assertz/1
case((t8_9_reset(t8_9_a(_)), asserta(t8_9_a(1)), asserta(t8_9_a(2)), findall(X, t8_9_a(X), L)),
     checks([L == [2, 1]])).
case((t8_9_reset(t8_9_z(_)), assertz(t8_9_z(1)), assertz(t8_9_z(2)), findall(X, t8_9_z(X), L)),
     checks([L == [1, 2]])).
case((t8_9_reset(t8_9_z(_)), assertz(t8_9_z(1)), asserta(t8_9_z(0)), assertz(t8_9_z(2)), findall(X, t8_9_z(X), L)),
     checks([L == [0, 1, 2]])).
case((t8_9_reset(t8_9_rule(_, _)), assertz((t8_9_rule(X, Y) :- Y is X * 2)), t8_9_rule(3, R)),
     checks([R == 6])).
case((t8_9_reset(t8_9_rule(_, _)), assertz((t8_9_rule(X, _) :- X)), clause(t8_9_rule(A, _), B)),
     checks([B == call(A)])).
case((t8_9_reset(t8_9_a(_)), X = f(Y), assertz(t8_9_a(X)), Y = 1, t8_9_a(Z)),
     checks([Z = f(W), var(W)])).
case(asserta(_), error(instantiation_error)).
case(assertz(_), error(instantiation_error)).
case(asserta(4), error(type_error(callable, 4))).
case(assertz(4), error(type_error(callable, 4))).
case(asserta((t8_9_foo :- 4)), error(type_error(callable, 4))).
case(assertz((t8_9_foo :- 4)), error(type_error(callable, 4))).
case(asserta((_ :- true)), error(instantiation_error)).
case(assertz((4 :- true)), error(type_error(callable, 4))).
case(asserta((atom(_) :- true)), error(permission_error(modify, static_procedure, atom/1))).
case(assertz(atom_length(a, 1)), error(permission_error(modify, static_procedure, atom_length/2))).
case(assertz((t8_9_foo :- (true, 4))), error(type_error(callable, (true, 4)))).

% retract/1
case((t8_9_reset(t8_9_r(_)), assertz(t8_9_r(1)), assertz(t8_9_r(2)), retract(t8_9_r(1)), findall(X, t8_9_r(X), L)),
     checks([L == [2]])).
case((t8_9_reset(t8_9_r(_)), assertz(t8_9_r(1)), assertz(t8_9_r(2)), assertz(t8_9_r(3)), findall(X, retract(t8_9_r(X)), L), findall(Y, t8_9_r(Y), L2)),
     checks([L == [1, 2, 3], L2 == []])).
case((t8_9_reset(t8_9_r(_)), retract(t8_9_r(_))), fail).
case(retract((t8_9_undefined_x :- t8_9_in_eec)), fail).
case(retract(t8_9_legs(octopus, 9)), fail).
case(retract((t8_9_legs(X, 4) :- Body)), checks([Body == t8_9_animal(X)])).
case(retract(_), error(instantiation_error)).
case(retract((_ :- true)), error(instantiation_error)).
case(retract(4), error(type_error(callable, 4))).
case(retract((atom(_) :- _ == '[]')), error(permission_error(modify, static_procedure, atom/1))).
case(retract(t8_9_static(1)), error(permission_error(modify, static_procedure, t8_9_static/1))).
case((t8_9_reset(t8_9_r(_)), assertz(t8_9_r(1)), assertz(t8_9_r(2)), retract(t8_9_r(X))),
     checks([X == 1])).
case((t8_9_reset(t8_9_rule(_, _)), assertz((t8_9_rule(a, b) :- true)), retract(t8_9_rule(a, X))),
     checks([X == b])).
case((t8_9_reset(t8_9_rule(_, _)), assertz((t8_9_rule(a, b) :- fail)), retract(t8_9_rule(a, _))), fail).

% retractall/1
case((t8_9_reset(t8_9_ra(_)), assertz(t8_9_ra(1)), assertz(t8_9_ra(2)), retractall(t8_9_ra(1)), findall(X, t8_9_ra(X), L)),
     checks([L == [2]])).
case((t8_9_reset(t8_9_ra(_)), retractall(t8_9_ra(_)), \+ t8_9_ra(_)), true).
case((retractall(t8_9_brand_new(_)), \+ t8_9_brand_new(_)), true).
case(retractall(_), error(instantiation_error)).
case(retractall(4), error(type_error(callable, 4))).
case(retractall(atom(_)), error(permission_error(modify, static_procedure, atom/1))).
% Open heads (distinct plain variables) erase every clause in one pass;
% any other head unifies clause by clause.
case((t8_9_reset(t8_9_ra2(_, _)), assertz(t8_9_ra2(1, 1)), assertz(t8_9_ra2(1, 2)), assertz((t8_9_ra2(2, 2) :- true)),
      retractall(t8_9_ra2(X, X)), findall(A-B, t8_9_ra2(A, B), L)),
     checks([L == [1-2], var(X)])).
case((t8_9_reset(t8_9_ra2(_, _)), assertz(t8_9_ra2(1, 1)), assertz((t8_9_ra2(A0, B0) :- A0 > B0)),
      retractall(user:t8_9_ra2(_, _)), \+ clause(t8_9_ra2(_, _), _)), true).
case((t8_9_reset(t8_9_ra(_)), assertz(t8_9_ra(1)), assertz(t8_9_ra(2)),
      freeze(V, true), retractall(t8_9_ra(V)), findall(X, t8_9_ra(X), L)),
     checks([L == [], var(V)])).
case((t8_9_reset(t8_9_ra(_)), assertz(t8_9_ra(1)), retractall(t8_9_ra(_)), assertz(t8_9_ra(2)), findall(X, t8_9_ra(X), L)),
     checks([L == [2]])).
case((t8_9_reset(t8_9_a0), assertz(t8_9_a0), retractall(t8_9_a0), \+ t8_9_a0), true).
case(retractall(t8_9_static(_)), error(permission_error(modify, static_procedure, t8_9_static/1))).

% logical update view
case((t8_9_reset(t8_9_luv(_)), assertz(t8_9_luv(1)), assertz(t8_9_luv(2)),
      findall(X, (t8_9_luv(X), Y is X + 10, assertz(t8_9_luv(Y))), L),
      findall(Z, t8_9_luv(Z), L2)),
     checks([L == [1, 2], L2 == [1, 2, 11, 12]])).
case((t8_9_reset(t8_9_luv(_)), assertz(t8_9_luv(1)), assertz(t8_9_luv(2)), assertz(t8_9_luv(3)),
      findall(X, (t8_9_luv(X), retractall(t8_9_luv(_))), L),
      findall(Z, t8_9_luv(Z), L2)),
     checks([L == [1, 2, 3], L2 == []])).
case((t8_9_reset(t8_9_luv2(_)), assertz(t8_9_luv2(1)), assertz(t8_9_luv2(2)),
      findall(X, (retract(t8_9_luv2(X)), assertz(t8_9_luv2(X))), L),
      findall(Z, t8_9_luv2(Z), L2)),
     checks([L == [1, 2], L2 == [1, 2]])).
case((t8_9_reset(t8_9_cnt(_)), assertz(t8_9_cnt(0)), t8_9_incr, t8_9_incr, t8_9_incr, t8_9_cnt(N)),
     checks([N == 3])).

% abolish/1
case((t8_9_reset(t8_9_ab(_)), assertz(t8_9_ab(1)), abolish(t8_9_ab/1), catch(t8_9_ab(_), E, true)),
     checks([E = error(existence_error(procedure, t8_9_ab/1), _)])).
case(abolish(t8_9_never_defined/3), true).
case(abolish(t8_9_static2/1), error(permission_error(modify, static_procedure, t8_9_static2/1))).
case(abolish(abolish/1), error(permission_error(modify, static_procedure, abolish/1))).
case(abolish(atom/1), error(permission_error(modify, static_procedure, atom/1))).
case(abolish(t8_9_foo/a), error(type_error(integer, a))).
case(abolish(t8_9_foo/(-1)), error(domain_error(not_less_than_zero, -1))).
case(abolish(5/2), error(type_error(atom, 5))).
case(abolish(t8_9_foo/_), error(instantiation_error)).
case(abolish(_/1), error(instantiation_error)).
case(abolish(_), error(instantiation_error)).
case(abolish(t8_9_foo), error(type_error(predicate_indicator, t8_9_foo))).
case(abolish(t8_9_foo(1)), error(type_error(predicate_indicator, t8_9_foo(1)))).

% The cut is a control construct: retract/1 and abolish/1 on it are
% permission errors (ISO 8.9.3.3, 8.9.4.3; GNU Prolog and SWI-Prolog
% agree); found by tools/difffuzz.
case(retract(!), error(permission_error(modify, static_procedure, !/0))).
case(abolish((!)/0), error(permission_error(modify, static_procedure, !/0))).
case(assertz(!), error(permission_error(modify, static_procedure, !/0))).
case(asserta((! :- true)), error(permission_error(modify, static_procedure, !/0))).

% Logical update view of retract/1 (as SWI-Prolog): a clause of the call's
% view retracted meanwhile by another goal is still an answer.
:- dynamic t8_9_ins/1, t8_9_icopy/1.
case(( retractall(t8_9_ins(_)), retractall(t8_9_icopy(_)),
       assertz(t8_9_ins(ant)), assertz(t8_9_ins(bee)),
       (   retract(t8_9_ins(I)), assertz(t8_9_icopy(I)), retract(t8_9_ins(bee)), fail
       ;   findall(I, retract(t8_9_icopy(I)), L)
       ) ),
     checks([L == [ant, bee]])).
