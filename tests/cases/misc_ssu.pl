% Single sided unification rules (SWI-Prolog 9): Head, Guard => Body.
% The call must be an instance of the head (the match binds nothing in
% the call), the guard runs, then the rule commits; no matching rule is
% existence_error(matching_rule, Goal).

:- discontiguous(case/2).

ssu_max(X, Y, Z), X >= Y => Z = X.
ssu_max(_, Y, Z) => Z = Y.

ssu_len([], N) => N = 0.
ssu_len([_|T], N) => ssu_len(T, N0), N is N0 + 1.

ssu_p(a) => true.

ssu_first([X|_], Y) => Y = X.

% A variable met twice in the head matches identical parts only.
ssu_same(X, X) => true.
ssu_same(_, _) => fail.

% Atomic parts of the head: numbers, big integers, strings.
ssu_kind(1) => write(int).
ssu_kind(1.0) => write(float).
ssu_kind(123456789012345678901234567890) => write(big).
ssu_kind("s") => write(string).
ssu_kind(f(1, [x|T])) => print(T).

% A first rule on an atomic argument (`A == K` before the cut) is decided
% at entry: the recursion below runs without a choicepoint per call.
ssu_down(0) => true.
ssu_down(N) => N1 is N - 1, ssu_down(N1).
% A second rule with an environment: entered after its cut, which the
% clause makes first.
ssu_count(0, L) => L = [].
ssu_count(N, L) => N1 is N - 1, ssu_count(N1, L0), L = [N|L0].

% The same with `[]`: a call with another first argument, or an unbound
% one, goes to the second rule without binding anything.
ssu_nil([], R) => R = nil.
ssu_nil(X, R) => R = other(X).
% A first rule on an atom other than [] or on an integer past 7 bits: its
% clause guard holds the constant (a call with another key skips it).
ssu_color(red, R) => R = warm.
ssu_color(X, R) => R = other(X).
ssu_big(100000, R) => R = big.
ssu_big(-70000, R) => R = negative.
ssu_only(blue) => true.

case(ssu_max(1, 2, M), checks([M == 2])).
case(ssu_max(3, 2, M), checks([M == 3])).
case(findall(M, ssu_max(3, 2, M), L), checks([L == [3]])).
case(ssu_len([a, b, c], N), checks([N == 3])).
case(ssu_p(a), true).
case(ssu_p(_), error(existence_error(matching_rule, ssu_p(_)))).
case(ssu_p(b), error(existence_error(matching_rule, ssu_p(b)))).
case(ssu_len(_, _), error(existence_error(matching_rule, ssu_len(_, _)))).
case(ssu_len(x, _), error(existence_error(matching_rule, ssu_len(x, _)))).
% The head does not bind the caller's variables: a partial list does not match.
case(ssu_first(_, _), error(existence_error(matching_rule, ssu_first(_, _)))).
case(ssu_first([a, b], Y), checks([Y == a])).
% mode/1 and public/1 are accepted.
case(mode(ssu_len(+, -)), true).
case(public(ssu_len/2), true).
case(ssu_same(f(A, b), f(A, b)), true).
case(ssu_same(f(_, b), f(_, b)), fail).
case(ssu_same(a, _), fail).
case(ssu_same(A, A), true).
case(ssu_kind(1), output(int)).
case(ssu_kind(1.0), output(float)).
case(ssu_kind(123456789012345678901234567890), output(big)).
case(ssu_kind("s"), output(string)).
case(ssu_kind(f(1, [x, y])), output('[y]')).
case(ssu_kind(f(1, [_, y])), error(existence_error(matching_rule, ssu_kind(f(1, [_, y]))))).
case(ssu_kind(f(1, _)), error(existence_error(matching_rule, ssu_kind(f(1, _))))).
% The call's variables stay unbound; attributed ones too.
case((freeze(X, fail), ssu_same(g(X), g(X))), checks([var(X)])).
case((freeze(X, true), with_output_to(string(_), ssu_kind(f(1, [x|X])))), checks([var(X)])).

% Matching one way at every depth: a variable of the call is never bound,
% however deep the head's pattern; a head variable met twice stands for
% identical parts; 1 does not match 1.0.
ssu_deep(f(g(a), [X|T]), R) => R = X-T.
ssu_deep(_, R) => R = none.
ssu_twice(p(X, h(X)), R) => R = X.
ssu_twice(_, R) => R = none.
ssu_one(1, R) => R = int.
ssu_one(_, R) => R = other.
case(ssu_deep(f(g(a), [1, 2]), R), checks([R == 1-[2]])).
case(ssu_deep(f(g(A), [1]), R), checks([R == none, var(A)])).
case(ssu_deep(f(G, [1]), R), checks([R == none, var(G)])).
case(ssu_deep(f(g(a), L), R), checks([R == none, var(L)])).
case(ssu_deep(f(g(a), [Y|Z]), R), checks([R = Y0-Z0, Y0 == Y, Z0 == Z])).
case(ssu_twice(p(a, h(a)), R), checks([R == a])).
case(ssu_twice(p(a, h(b)), R), checks([R == none])).
case(ssu_twice(p(V, h(W)), R), checks([R == none, var(V), var(W)])).
case(ssu_twice(p(V, h(V)), R), checks([R == V])).
case(ssu_one(1, R), checks([R == int])).
case(ssu_one(1.0, R), checks([R == other])).
case(ssu_one(V, R), checks([R == other, var(V)])).


case(ssu_down(100000), true).
case(ssu_down(_), error(instantiation_error)).
case(ssu_down(a), error(type_error(evaluable, a/0))).
case(ssu_nil([], R), checks([R == nil])).
case(ssu_nil(V, R), checks([var(V), R == other(V)])).
case(ssu_nil([a], R), checks([R == other([a])])).
case(findall(X-R, (member(X, [[], f, 1, "s"]), ssu_nil(X, R)), L), checks([L == [[]-nil, f-other(f), 1-other(1), "s"-other("s")]])).
case(findall(X-R, (member(X, [red, blue, 1, f(red), "red"]), ssu_color(X, R)), L),
     checks([L == [red-warm, blue-other(blue), 1-other(1), f(red)-other(f(red)), "red"-other("red")]])).
case(ssu_color(V, R), checks([var(V), R == other(V)])).
case(findall(X-R, (member(X, [100000, -70000]), ssu_big(X, R)), L), checks([L == [100000-big, -70000-negative]])).
case(ssu_big(99999, _), error(existence_error(matching_rule, ssu_big(99999, _)))).
case(ssu_big(_, _), error(existence_error(matching_rule, ssu_big(_, _)))).
case(ssu_only(blue), true).
case(ssu_count(3, L), checks([L == [3, 2, 1]])).
case(findall(L, ssu_count(2, L), Ls), checks([Ls == [[2, 1]]])).
case(ssu_only(red), error(existence_error(matching_rule, ssu_only(red)))).
case(ssu_len([a|foo], _), error(existence_error(matching_rule, ssu_len(foo, _)))).
