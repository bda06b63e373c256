% metacall -- control constructs given to call/1, findall/3, forall/2,
% aggregate_all/3 and maplist/2 (compile/goal_clause.rs compiles them to
% temporary clauses; ARCHITECTURE.md, "Meta-called control constructs",
% has the figures).
%
%   generator      findall/3 over a conjunction meta-called once that
%                  backtracks 2,000,000 times
%   generator_pred the same body as a predicate
%   count_loop     aggregate_all(count, ...) of a short list, 100,000 times
%   lambda_loop    maplist/2 with a lambda whose body is a conjunction
%   data_loop      one goal shape met with 1,000,000 different data
%   new_shapes     20,000 goals of shapes never met before (the worst
%                  case for compiling: each goal runs once)
%
% Run one with `hornbook benches/metacall.pl -g NAME -t halt` (or
% swipl -g NAME -t halt benches/metacall.pl); under valgrind
% --tool=callgrind for instruction counts.

generator :-
    findall(X, (between(1, 2000000, A), A mod 3 =:= 0, X is A*2), L),
    length(L, 666666).

generator_body(X) :- between(1, 2000000, A), A mod 3 =:= 0, X is A*2.
generator_pred :- findall(X, generator_body(X), L), length(L, 666666).

count_loop :-
    L = [1, 2, 3, 4],
    forall(between(1, 100000, _), aggregate_all(count, (member(X, L), X > 2), 2)).

lambda_loop :- numlist(1, 100000, L), maplist([X]>>(X > 0, true), L).

data_loop :- forall(between(1, 1000000, I), call((X = I, X > 0))).

new_shapes :-
    forall(between(1, 20000, I),
           ( atom_concat(metacall_p, I, F), G =.. [F, X],
             catch(call((G ; X = 1)), error(existence_error(_, _), _), true) )).
