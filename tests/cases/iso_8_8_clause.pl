% ISO/IEC 13211-1 section 8.8: clause retrieval and information
% clause/2 (8.8.1).

:- dynamic(t8_8_cat/0).
:- dynamic(t8_8_dog/0).
:- dynamic(t8_8_legs/2).
:- dynamic(t8_8_insect/1).
:- dynamic(t8_8_elk/1).
:- dynamic(t8_8_empty/1).
:- dynamic(t8_8_facts/1).

t8_8_cat.
t8_8_dog :- true.
t8_8_elk(X) :- t8_8_moose(X).
t8_8_legs(A, 6) :- t8_8_insect(A).
t8_8_legs(A, 4) :- t8_8_animal(A).
t8_8_legs(A, 7) :- A, call(A).
t8_8_insect(ant).
t8_8_insect(bee).
t8_8_facts(a).
t8_8_facts(b).
t8_8_facts(c).

t8_8_moose(_).
t8_8_animal(_).
t8_8_static(1).

case(clause(t8_8_cat, true), true).
case(clause(t8_8_dog, true), true).
case(clause(t8_8_legs(I, 6), Body), checks([Body == t8_8_insect(I)])).
case(clause(t8_8_legs(C, 7), Body), checks([Body == (call(C), call(C))])).
case(clause(t8_8_insect(I), T), all(I-T, [ant-true, bee-true])).
case(clause(t8_8_legs(_, 8), _), fail).
case(clause(t8_8_elk(X), B), checks([B == t8_8_moose(X)])).
case(clause(t8_8_empty(_), _), fail).
case(clause(t8_8_no_such_pred(_), _), fail).
case(clause(t8_8_facts(X), true), all(X, [a, b, c])).
case(clause(t8_8_legs(A, N), _), all(A-N, [_-6, _-4, _-7])).
case(clause(t8_8_legs(_, _), B), all(B, [t8_8_insect(_), t8_8_animal(_), (call(C), call(C))])).
case(clause(t8_8_cat, fail), fail).
case(clause(_, _), error(instantiation_error)).
case(clause(_, true), error(instantiation_error)).
case(clause(4, _), error(type_error(callable, 4))).
case(clause(4.5, _), error(type_error(callable, 4.5))).
case(clause(t8_8_elk(_), 4), error(type_error(callable, 4))).
case(clause(t8_8_elk(_), (t8_8_moose(_), 4)), fail).
case(clause(atom(_), _), error(permission_error(access, private_procedure, atom/1))).
case(clause(atom_length(_, _), _), error(permission_error(access, private_procedure, atom_length/2))).
case(clause(call(_), _), error(permission_error(access, private_procedure, call/1))).
% Like SWI-Prolog, clause/2 may inspect static user predicates (meta-interpreters
% need it); strict ISO raises permission_error(access, private_procedure, _).
case(clause(t8_8_static(X), B), checks([X == 1, B == true])).
case(clause(f(_), 5), error(type_error(callable, 5))).
case((clause(t8_8_insect(X), true), !), checks([X == ant])).

% clause/2 on the cut: ISO 8.8.1.3 permission_error(access,
% private_procedure, !/0), as GNU Prolog and SWI-Prolog; found by
% tools/difffuzz.
case(clause(!, _), error(permission_error(access, private_procedure, !/0))).
