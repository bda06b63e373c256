/*  hornbook library(thread): SWI-Prolog's concurrent versions of maplist,
    forall and conjunction. hornbook runs one thread, so each runs its
    goals one after another in this thread, with the same answers (the
    same bindings, success and failure) as SWI-Prolog's, which spread
    them over threads; the Options and the thread count are accepted and
    have no effect. first_solution/3 gives the first solution of the
    first goal of the list (SWI-Prolog: of whichever thread finishes
    first).
*/
:- module(thread, [ concurrent/3, concurrent_forall/2, concurrent_forall/3,
                    concurrent_maplist/2, concurrent_maplist/3, concurrent_maplist/4,
                    concurrent_and/2, concurrent_and/3, first_solution/3, call_in_thread/2 ]).
:- meta_predicate concurrent(+, :, +), concurrent_forall(0, 0), concurrent_forall(0, 0, +),
    concurrent_maplist(1, ?), concurrent_maplist(2, ?, ?), concurrent_maplist(3, ?, ?, ?),
    concurrent_and(0, 0), concurrent_and(0, 0, +), first_solution(-, :, +), call_in_thread(+, 0).

%!  concurrent(+N, :Goals, +Options) is semidet
%
%   Runs every goal of the list Goals (with at most N threads in
%   SWI-Prolog; in order here); fails when one fails, keeping the
%   bindings of all.
%
%   ?- concurrent(2, [X = 1, Y = 2], []).
%   X = 1, Y = 2.
concurrent(N, M:Goals, _Options) :-
    must_be(positive_integer, N),
    must_be(list, Goals),
    '$concurrent_all'(Goals, M).

'$concurrent_all'([], _).
'$concurrent_all'([G|Gs], M) :-
    once(M:G),
    '$concurrent_all'(Gs, M).

%!  concurrent_forall(:Cond, :Action) is semidet
%
%   As forall/2: Action holds for every solution of Cond.
%
%   ?- concurrent_forall(member(X, [1, 2, 3]), X > 0).
%   true.
concurrent_forall(Cond, Action) :- forall(Cond, Action).

%!  concurrent_forall(:Cond, :Action, +Options) is semidet
%
%   As concurrent_forall/2; the option threads(N) is accepted.
%
%   ?- concurrent_forall(member(X, [1, 2]), X > 0, [threads(2)]).
%   true.
concurrent_forall(Cond, Action, Options) :-
    must_be(list, Options),
    forall(Cond, Action).

%!  concurrent_maplist(:Goal, ?List) is semidet
%
%   As maplist/2.
%
%   ?- concurrent_maplist(integer, [1, 2]).
%   true.
concurrent_maplist(Goal, List) :- maplist(Goal, List).

%!  concurrent_maplist(:Goal, ?List1, ?List2) is semidet
%
%   As maplist/3.
%
%   ?- concurrent_maplist(succ, [1, 2], L).
%   L = [2, 3].
concurrent_maplist(Goal, L1, L2) :- maplist(Goal, L1, L2).

%!  concurrent_maplist(:Goal, ?List1, ?List2, ?List3) is semidet
%
%   As maplist/4.
%
%   ?- concurrent_maplist(plus, [1, 2], [10, 20], L).
%   L = [11, 22].
concurrent_maplist(Goal, L1, L2, L3) :- maplist(Goal, L1, L2, L3).

%!  concurrent_and(:Generator, :Test) is nondet
%
%   The solutions of Generator for which Test holds, as (Generator, Test).
%
%   ?- findall(X, concurrent_and(member(X, [1, 2, 3]), X > 1), L).
%   L = [2, 3].
concurrent_and(Gen, Test) :- call(Gen), call(Test).

%!  concurrent_and(:Generator, :Test, +Options) is nondet
%
%   As concurrent_and/2; the options are accepted.
%
%   ?- findall(X, concurrent_and(member(X, [1, 2]), X > 1, []), L).
%   L = [2].
concurrent_and(Gen, Test, Options) :-
    must_be(list, Options),
    call(Gen),
    call(Test).

%!  first_solution(-X, :Goals, +Options) is semidet
%
%   X from the first solution of the goals of Goals, tried in order. A
%   goal that fails ends the search with failure unless the option
%   on_fail(continue) is given (SWI-Prolog's default on_fail(stop)).
%
%   ?- first_solution(X, [member(X, [a, b]), X = c], []).
%   X = a.

first_solution(_X, M:Goals, Options) :-
    % X is bound by the goals, which share it.
    must_be(list, Goals),
    must_be(list, Options),
    (   memberchk(on_fail(continue), Options)
    ->  '$member_goal'(G, Goals),
        once(M:G), !
    ;   Goals = [G|_],
        once(M:G)
    ).

'$member_goal'(G, [G|_]).
'$member_goal'(G, [_|Gs]) :- '$member_goal'(G, Gs).

%!  call_in_thread(+Thread, :Goal) is semidet
%
%   Runs Goal once; the one thread here is every thread.
%
%   ?- call_in_thread(main, X = 1).
%   X = 1.
call_in_thread(_Thread, Goal) :- once(Goal).
