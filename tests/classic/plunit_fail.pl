% A test file written for SWI-Prolog's library(plunit) whose tests fail in
% the common ways: a test that fails, one that raises an error, wrong
% answers for true/1, all/1 and set/1, a missing or wrong exception, a
% choicepoint left, a blocked test, tests marked fixme. Run as
%   swipl -g run_tests -t halt tests/classic/plunit_fail.pl
% (tests/golden/plunit_fail.err is what it prints on standard error; the
% exit status is 1).
:- use_module(library(plunit)).
:- use_module(library(lists)).

double(X, Y) :- Y is X + X.

name_length(Name, Length) :- atom_length(Name, Length).

:- begin_tests(arith).

test(double) :-
    double(2, 4).
test(double_wrong) :-
    double(2, 5).
test(unbound) :-
    name_length(_, _).
test(answer, Y == 5) :-
    double(2, Y).
test(compare, Y =:= 5) :-
    double(2, Y).
test(condition, true(Y > 4)) :-
    double(2, Y).
test(must_fail, fail) :-
    double(2, 4).
test(each, [forall(member(X, [1, 2, 3])), true(Y =:= 4)]) :-
    double(X, Y).

:- end_tests(arith).

:- begin_tests(lists).

test(members, all(X == [a, b])) :-
    member(X, [a, b, c]).
test(elements, set(X == [a, b])) :-
    member(X, [b, a, c]).
test(choice) :-
    member(_, [a, b]).
test(no_error, error(type_error(_, _))) :-
    atom_length(abc, _).
test(other_error, error(type_error(_, _))) :-
    throw(error(existence_error(stack, empty), _)).
test(ball, throws(done)) :-
    throw(stop).
test(blocked, blocked('waits for a fix')) :-
    fail.
test(later, fixme('not written yet')) :-
    fail.
test(passes) :-
    last([a, b, c], c).

:- end_tests(lists).
