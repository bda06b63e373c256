% library(record): the access predicates of `:- record` declarations, as
% SWI-Prolog 9 defines them.
:- use_module(library(record)).
:- record point(x:integer=0, y).
:- record person(name, age:nonneg=18, tags:list=[]).
% A record is a type for the fields of another.
:- record segment(from:point, to:point).

case(default_point(P), checks([P = point(X, Y), X == 0, var(Y)])).
case(make_point([x(3)], P), checks([P = point(3, Y), var(Y)])).
case(make_point([x(3), z(1)], _), fail).
case(make_point([x(3), z(1)], P, Rest), checks([P = point(3, _), Rest == [z(1)]])).
case(make_point([x(a)], _), error(type_error(integer, a))).
case((make_point([y(2)], P), point_x(P, X), point_y(P, Y)), checks([X == 0, Y == 2])).
case(is_point(point(1, _)), true).
case(is_point(point(a, _)), fail).
case(is_point(_), fail).
case(is_point(foo), fail).
case((default_point(P), set_x_of_point(5, P, P1)), checks([P1 = point(5, _), P = point(0, _)])).
case((default_point(P), set_x_of_point(a, P, _)), error(type_error(integer, a))).
case((default_point(P), set_y_of_point(f, P, P1)), checks([P1 = point(0, f)])).
case((default_point(P), set_x_of_point(7, P)), checks([P = point(7, _)])).
case((default_point(P), set_x_of_point(a, P)), error(type_error(integer, a))).
case((default_point(P), ( set_x_of_point(7, P), fail ; true )), checks([P = point(0, _)])).
case((default_point(P), ( nb_set_y_of_point(q, P), fail ; true )), checks([P = point(0, q)])).
case((default_point(P), set_point_fields([x(1), y(2), w(3)], P, P1, Rest)), checks([P1 == point(1, 2), Rest == [w(3)]])).
case((default_point(P), set_point_fields([x(1), y(2)], P, P1)), checks([P1 == point(1, 2)])).
case((default_point(P), set_point_fields([w(1)], P, _)), fail).
case((default_point(P), set_point_field(y(9), P, P1)), checks([P1 = point(0, 9)])).
case((default_point(P), findall(F-V, point_data(F, P, V), L)), checks([L = [x-0, y-_]])).
case(default_person(P), checks([P = person(N, 18, []), var(N)])).
case(make_person([name(bob), age(-1)], _), error(type_error(nonneg, -1))).
case((make_person([name(bob)], P), is_person(P)), checks([P == person(bob, 18, [])])).
case(is_person(person(a, 3, foo)), fail).
case(person_tags(person(a, 3, [t]), T), checks([T == [t]])).
case(current_record(point, S), checks([S = point(x:integer=0, y)])).
case(current_record_predicate(point, point_x/2), true).
case((make_point([x(1)], A), make_segment([from(A), to(A)], S), is_segment(S)), true).
case(make_segment([from(1)], _), error(type_error(record(user:point), 1))).
case(must_be(record(user:point), point(1, 2)), true).
case(is_segment(segment(point(1, 2), point(a, 2))), fail).
