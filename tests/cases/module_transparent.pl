% module_transparent/1: a transparent predicate runs in the context module
% of its caller, or in the module a call Module:Goal or @(Goal, Module)
% names: context_module/1, strip_module/3 and its meta-calls see that
% module (SWI-Prolog 9 answers each as here). And Module:(Goal, !) in a
% clause body: the cut cuts the clause, as SWI-Prolog compiles it.

:- discontiguous case/2.

:- module_transparent qm:ctx/1.
qm:ctx(C) :- context_module(C).

:- module_transparent here/1, strip/2, run/1, outer/1, down/2, two/2.
here(M) :- context_module(M).
strip(G, M) :- strip_module(G, M, _).
run(G) :- call(G).
outer(M) :- here(M).
down(0, M) :- !, context_module(M).
down(N, M) :- N1 is N - 1, down(N1, M).
two(1, M) :- context_module(M).
two(2, M) :- context_module(M).

own(M) :- context_module(M).
m(qm).

:- initialization((
       assertz(mt:t(yes)),
       assertz(mt:(which(M) :- here(M))),
       assertz(mt:(via(M) :- own(M))))).

case(qm:ctx(C), checks([C == qm])).
case(qm:(ctx(C), true), checks([C == qm])).
case((m(M), M:ctx(C)), checks([C == qm])).
case((m(M), M:(true, ctx(C))), checks([C == qm])).
case(@(qm:ctx(C), other), checks([C == other])).
case((m(M), @(M:ctx(C), other)), checks([C == other])).
case(call((m(M), M:ctx(C))), checks([C == qm])).
case(call((m(M), M:(call(ctx(C)), ctx(C)))), checks([C == qm])).
case(here(M), checks([M == user])).
case(mt:here(M), checks([M == mt])).
case(mt:which(M), checks([M == mt])).
case(mt:via(M), checks([M == user])).
case(mt:strip(foo, M), checks([M == mt])).
case(mt:strip(qm:foo, M), checks([M == qm])).
case(mt:run(t(X)), checks([X == yes])).
case(run(t(_)), error(existence_error(procedure, t/1))).
case(mt:outer(M), checks([M == mt])).
case(mt:down(10000, M), checks([M == mt])).
case(findall(N-M, mt:two(N, M), L), checks([L == [1-mt, 2-mt]])).
case(predicate_property(here(_), transparent), true).
case(predicate_property(own(_), transparent), fail).
case(listing(here/1), output(':- module_transparent here/1.\n\nhere(M) :-\n    context_module(M).\n\n')).

% The cut inside Module:(...) in a clause body.
qcut(X) :- lists:(member(X, [1, 2, 3]), !).
qcut_or(X) :- ( lists:(member(X, [1, 2, 3]), !) ; X = 4 ).
call_or(X) :- ( call(lists:(member(X, [1, 2, 3]), !)) ; X = 4 ).
qloop :- lists:(member(X, [1, 2, 3]), !), write(X), nl, fail.
qloop.

case(findall(X, qcut(X), L), checks([L == [1]])).
case(findall(X, qcut_or(X), L), checks([L == [1]])).
case(findall(X, call_or(X), L), checks([L == [1, 4]])).
% The cut also removes qloop's second clause: qloop fails.
case((qloop ; write(done), nl), output('1\ndone\n')).
case(findall(X, call(lists:(member(X, [1, 2]), !)), L), checks([L == [1]])).
case(findall(X, (member(X, [1, 2]), lists:(true ; fail)), L), checks([L == [1, 2]])).
