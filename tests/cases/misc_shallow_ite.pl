% If-then-else and negation whose condition is only tests (arithmetic
% comparisons, type and order tests) compile without a choicepoint; they
% must behave exactly as the general scheme: the then or else branch, no
% choicepoint left by the condition, errors from the condition raised,
% NaN compared as unequal, the tests' context module respected.

sign(X, S) :- ( X > 0 -> S = pos ; X < 0 -> S = neg ; S = zero ).
kind(X, K) :- ( var(X) -> K = var ; integer(X), X >= 10 -> K = big ; atom(X) -> K = atom ; K = other ).
same(X, Y, R) :- ( X == Y -> R = yes ; R = no ).
not_same(X, Y) :- \+ X == Y.
not_small(X) :- \+ X < 5.
ordered(X, Y) :- ( X @< Y -> true ; fail ).
soft(X, R) :- ( X =:= 1 *-> R = one ; R = other ).
% the else branch after a condition that passed its first test
both(X, Y, R) :- ( X > 0, Y > 0 -> R = both ; R = not_both ).
% a cut in the then branch cuts the clause
first(X, R) :- ( X > 0 -> !, R = pos ; R = nonpos ).
first(_, second).
% bindings made before the condition are kept in both branches
bind_before(X, Y) :- X = 1, ( Y == a -> true ; true ).
% a disjunction in the then branch leaves its choicepoint
alts(X, R) :- ( X > 0 -> ( R = a ; R = b ) ; R = c ).
nan_ne(R) :- X is nan, ( X =\= X -> R = ne ; R = eq ).
nan_eq(R) :- X is nan, ( X =:= X -> R = eq ; R = ne ).
big(X, R) :- ( X > 100000000000000000000 -> R = huge ; R = small ).
count_pos([], 0).
count_pos([X|Xs], N) :- count_pos(Xs, N0), ( X > 0 -> N is N0 + 1 ; N = N0 ).

case(sign(3, S), checks([S == pos])).
case(sign(-3, S), checks([S == neg])).
case(sign(0, S), checks([S == zero])).
case(sign(0.0, S), checks([S == zero])).
case(sign(_, _), error(instantiation_error)).
case(sign(a, _), error(type_error(evaluable, a/0))).
case(kind(_, K), checks([K == var])).
case(kind(12, K), checks([K == big])).
case(kind(3, K), checks([K == other])).
case(kind(foo, K), checks([K == atom])).
case(same(f(X), f(X), R), checks([R == yes])).
case(same(f(_), f(_), R), checks([R == no])).
case(not_same(a, b), true).
case(not_same(a, a), fail).
case(not_small(7), true).
case(not_small(2), fail).
case(not_small(_), error(instantiation_error)).
case(ordered(a, b), true).
case(ordered(b, a), fail).
case(soft(1, R), checks([R == one])).
case(soft(2, R), checks([R == other])).
case(both(1, 1, R), checks([R == both])).
case(both(1, -1, R), checks([R == not_both])).
case(both(-1, _, R), checks([R == not_both])).
case(findall(R, first(1, R), L), checks([L == [pos]])).
case(findall(R, first(0, R), L), checks([L == [nonpos, second]])).
case(bind_before(X, b), checks([X == 1])).
case(findall(R, alts(1, R), L), checks([L == [a, b]])).
case(findall(R, alts(0, R), L), checks([L == [c]])).
case(nan_ne(R), checks([R == ne])).
case(nan_eq(R), checks([R == ne])).
case(big(100000000000000000001, R), checks([R == huge])).
case(big(7, R), checks([R == small])).
case(count_pos([1, -2, 3, 0, 5], N), checks([N == 3])).
