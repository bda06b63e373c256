/*  hornbook library(solution_sequences): limit, offset, order and remove
    duplicates from the solutions of a goal, as SWI-Prolog's library.
    The counters are kept with nb_setarg/3 so that they survive
    backtracking into the goal.
*/
:- module(solution_sequences,
        [ limit/2, offset/2, order_by/2, distinct/1, distinct/2, call_nth/2,
          reduced/1, reduced/3, group_by/4 ]).
:- meta_predicate limit(+, 0), offset(+, 0), order_by(+, 0), distinct(0), distinct(?, 0), call_nth(0, ?),
        reduced(0), reduced(?, 0, +), group_by(?, ?, 0, -).

%!  limit(+Count, :Goal) is nondet
%
%   The first Count solutions of Goal.
%
%   ?- findall(X, limit(2, member(X, [a, b, c])), L).
%   L = [a, b].
limit(Count, Goal) :-
    Count == infinite, !,
    call(Goal).
limit(Count, Goal) :-
    Count > 0,
    State = count(0),
    call(Goal),
    arg(1, State, N0),
    N is N0 + 1,
    (   N =:= Count
    ->  !
    ;   nb_setarg(1, State, N)
    ).

%!  offset(+Count, :Goal) is nondet
%
%   The solutions of Goal but the first Count.
%
%   ?- findall(X, offset(1, member(X, [a, b, c])), L).
%   L = [b, c].
offset(Count, Goal) :-
    must_be(nonneg, Count),
    (   Count > 0
    ->  State = count(0),
        call(Goal),
        arg(1, State, N0),
        (   N0 >= Count
        ->  true
        ;   N is N0 + 1,
            nb_setarg(1, State, N),
            fail
        )
    ;   call(Goal)
    ).

%!  call_nth(:Goal, ?Nth) is nondet
%
%   True when Goal succeeded for the Nth time (counting from 1).
%
%   ?- call_nth(member(X, [a, b, c]), 2).
%   X = b.
call_nth(Goal, Nth) :-
    integer(Nth), !,
    (   Nth > 0
    ->  State = count(0),
        call(Goal),
        arg(1, State, N0),
        N is N0 + 1,
        nb_setarg(1, State, N),
        N =:= Nth, !
    ;   domain_error(not_less_than_one, Nth)
    ).
call_nth(Goal, Nth) :-
    var(Nth), !,
    State = count(0),
    call(Goal),
    arg(1, State, N0),
    N is N0 + 1,
    nb_setarg(1, State, N),
    Nth = N.
call_nth(_, Nth) :-
    must_be(integer, Nth).

%!  distinct(:Goal) is nondet
%
%   The solutions of Goal, each variant once.
%
%   ?- findall(X, distinct(member(X, [a, b, a, c, b])), L).
%   L = [a, b, c].
distinct(Goal) :-
    distinct(Goal, Goal).

%!  distinct(?Witness, :Goal) is nondet
%
%   The solutions of Goal whose Witness is not a variant of an earlier one's.
%
%   ?- findall(X-Y, distinct(X, member(X-Y, [a-1, b-2, a-3])), L).
%   L = [a-1, b-2].
distinct(Witness, Goal) :-
    '$distinct_id'(Id),
    setup_call_cleanup(
        true,
        ( call(Goal),
          \+ ( '$distinct_seen'(Id, Seen), Seen =@= Witness ),
          assertz('$distinct_seen'(Id, Witness))
        ),
        retractall('$distinct_seen'(Id, _))).

% The witnesses seen by each running distinct/2 (asserted: they must
% survive backtracking into the goal), removed when it finishes.
:- dynamic '$distinct_seen'/2, '$distinct_counter'/1.

'$distinct_id'(Id) :-
    (   retract('$distinct_counter'(Id0)) -> true ; Id0 = 0 ),
    Id is Id0 + 1,
    assertz('$distinct_counter'(Id)).

%!  order_by(+Spec, :Goal) is nondet
%
%   The solutions of Goal ordered by the keys of Spec, a list of asc(Key)
%   and desc(Key); Goal runs to completion first.
%
%   ?- findall(X-Y, order_by([desc(X)], member(X-Y, [1-a, 3-b, 2-c])), L).
%   L = [3-b, 2-c, 1-a].
order_by(Spec, Goal) :-
    must_be(list, Spec),
    (   Spec == []
    ->  domain_error(order_specifiers, Spec)
    ;   true
    ),
    '$order_keys'(Spec, Keys, Dirs),
    term_variables(Goal, Vars),
    Row =.. [row, Vars|Keys],
    findall(Row, Goal, Rows),
    length(Keys, NK),
    '$order_rows'(NK, Dirs, Rows, Sorted),
    '$member_'(Row, Sorted).

'$order_keys'([], [], []).
'$order_keys'([S|Ss], [K|Ks], [D|Ds]) :-
    (   var(S) -> instantiation_error(S)
    ;   S = asc(K) -> D = (@=<)
    ;   S = desc(K) -> D = (@>=)
    ;   domain_error(order_specifier, S)
    ),
    '$order_keys'(Ss, Ks, Ds).

% Stable sorts from the last key to the first.
'$order_rows'(0, _, Rows, Rows) :- !.
'$order_rows'(N, Dirs, Rows0, Rows) :-
    nth1(N, Dirs, Dir),
    Arg is N + 1,
    sort(Arg, Dir, Rows0, Rows1),
    N1 is N - 1,
    '$order_rows'(N1, Dirs, Rows1, Rows).

%!  reduced(:Goal) is nondet
%
%   The solutions of Goal with (SWI-Prolog: some of) the repeated variants
%   left out; here all of them are, as distinct/1 does.
%
%   ?- findall(X, reduced(member(X, [a, b, a])), L).
%   L = [a, b].
reduced(Goal) :-
    distinct(Goal).

%!  reduced(?Witness, :Goal, +Options) is nondet
%
%   As distinct/2; SWI-Prolog's Options bound the memory it may use, here
%   they are accepted and every repeated Witness is left out.
%
%   ?- findall(X-Y, reduced(X, member(X-Y, [a-1, a-2]), []), L).
%   L = [a-1].
reduced(Witness, Goal, Options) :-
    must_be(list, Options),
    distinct(Witness, Goal).

%!  group_by(?By, ?Template, :Goal, -Bag) is nondet
%
%   Bag holds the instances of Template for the solutions of Goal that
%   give By the same value, one group per answer: bagof/3 with the
%   variables of Goal that are in neither By nor Template existentially
%   bound.
%
%   ?- findall(K-Vs, group_by(K, V, member(K-V, [a-1, b-2, a-3]), Vs), L).
%   L = [a-[1, 3], b-[2]].
group_by(By, Template, Goal, Bag) :-
    term_variables(Goal, GoalVars),
    term_variables(By+Template, Used),
    '$vars_outside'(GoalVars, Used, Local),
    bagof(Template, Local^Goal, Bag).

'$vars_outside'([], _, []).
'$vars_outside'([V|Vs], Used, Local) :-
    (   member(U, Used), U == V
    ->  Local = Local1
    ;   Local = [V|Local1]
    ),
    '$vars_outside'(Vs, Used, Local1).
