% Just-in-time indexing on the second argument: a table of facts
% e(From, To) queried as e(X, To) with To bound. With an index on To each
% call finds its one clause directly and leaves no choicepoint, so the time
% per call does not depend on the size of the table.
%
%   target/release/hornbook benches/index_second_arg.pl -g run -t halt
%   swipl -g run -t halt benches/index_second_arg.pl
%
% prints, for tables of 1,000 and 100,000 facts, the time per call and
% whether the calls left choicepoints. (Not part of the compare runner:
% GNU Prolog indexes the first argument only, and would take minutes.)

:- dynamic(e/2).

% A table of Size facts e(I, T) whose To values T are all distinct.
make_table(Size) :-
    retractall(e(_, _)),
    (   between(1, Size, I),
        T is (I * 7919) mod Size,
        assertz(e(I, T)),
        fail
    ;   true
    ).

% Calls e(X, T) for Calls values of T.
lookups(Size, Calls) :-
    lookups(0, Size, Calls).

lookups(K, _, Calls) :- K >= Calls, !.
lookups(K, Size, Calls) :-
    T is K mod Size,
    ( e(_, T) -> true ; true ),
    K1 is K + 1,
    lookups(K1, Size, Calls).

:- dynamic(exited/0).

% How many of Calls calls e(X, T) left a choicepoint: setup_call_cleanup/3
% runs its cleanup at once when the goal exits determinately.
nondet_calls(Size, Calls, Nondet) :-
    aggregate_all(count,
                  ( between(1, Calls, K),
                    T is K mod Size,
                    retractall(exited),
                    setup_call_cleanup(true, e(_, T), assertz(exited)),
                    \+ retract(exited)
                  ),
                  Nondet).

% Time per call of e(X, T) in microseconds, over Calls calls.
per_call(Size, Calls, Micros) :-
    lookups(Size, 100),                  % the index is built on first use
    statistics(cputime, T0),
    lookups(Size, Calls),
    statistics(cputime, T1),
    Micros is (T1 - T0) * 1000000 / Calls.

run :-
    forall(member(Size, [1000, 100000]),
           (   make_table(Size),
               per_call(Size, 200000, Micros),
               nondet_calls(Size, 1000, Nondet),
               format("~d facts: ~3f us per e(X, T) call; ~d of 1000 calls left a choicepoint~n",
                      [Size, Micros, Nondet])
           )).

% For the compare runner's conventions (bench(N): N calls on 100,000 facts).
bench(N) :-
    ( e(_, _) -> true ; make_table(100000) ),
    lookups(100000, N).
bench_check :-
    make_table(100000),
    nondet_calls(100000, 1000, Nondet),
    format("~w~n", [Nondet]).
