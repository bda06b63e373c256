% A test file written for SWI-Prolog's library(plunit): a small stack
% module and its tests, every one passing. Run as
%   swipl -g run_tests -t halt tests/classic/plunit_pass.pl
% (tests/golden/plunit_pass.err is what it prints on standard error).
:- module(stack, [empty/1, push/3, pop/3, size/2]).
:- use_module(library(plunit)).
:- use_module(library(lists)).

empty([]).
push(X, S, [X|S]).
pop(X, [X|S], S).
size(S, N) :- length(S, N).

:- begin_tests(stack).

test(empty) :-
    empty(S),
    size(S, 0).
test(push_pop, X == a) :-
    empty(S0),
    push(a, S0, S1),
    pop(X, S1, _).
test(pop_empty, fail) :-
    empty(S),
    pop(_, S, _).
test(size, N =:= 3) :-
    foldl(push, [a, b, c], [], S),
    size(S, N).
test(order, true(S == [c, b, a])) :-
    foldl(push, [a, b, c], [], S).
test(pops, all(X == [c, b, a])) :-
    foldl(push, [a, b, c], [], S),
    member(X, S).
test(elements, set(X == [a, b, c])) :-
    foldl(push, [c, a, b, a], [], S),
    member(X, S).
test(any, [nondet]) :-
    member(b, [a, b, c]).
test(size_twice, [forall(member(N, [0, 1, 2])), true(M =:= 2 * N)]) :-
    length(L, N),
    append(L, L, LL),
    size(LL, M).

:- end_tests(stack).

:- begin_tests(stack_errors).

size_of_partial(N) :-
    size([a|_], N).

test(not_a_number, error(type_error(integer, a))) :-
    size(_, a).
test(partial, [true(N == 1), nondet]) :-
    size_of_partial(N).
test(ball, throws(empty_stack)) :-
    (   pop(_, [], _)
    ->  true
    ;   throw(empty_stack)
    ).
test(setup, [setup(empty(S)), cleanup(true)]) :-
    push(x, S, [x]).

:- end_tests(stack_errors).
