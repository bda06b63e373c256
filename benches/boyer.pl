% boyer -- a rewriter in the style of the Boyer-Moore prover.
%
% Terms are ground: atoms are variables of the logic (a, b, ...) or
% constants (t, f, zero, nil), compound terms are applications of
% functions over naturals, lists and truth values.  rewrite/2 rewrites
% the arguments of a term first (innermost), then tries the rule base
% (rule/2, one head per function, the first matching rule wins) and
% rewrites the result again.  The connectives become if/3, so that the
% rewritten theorem is a tree of if/3 tests (a test that is itself an
% if/3 is lifted out), which taut/3 checks by case analysis: a test is assumed true in the then branch and false in the
% else branch.  The theorem is a chain of implications between
% statements about arithmetic and lists, a tautology whatever the
% statements rewrite to.
%
%   bench(N)      rewrite and check the theorem N times, no output
%   bench_check   print the size of the rewritten theorem and the verdict

rewrite(T, R) :- atomic(T), !, R = T.
rewrite(T, R) :-
    functor(T, F, N),
    functor(T1, F, N),
    rewrite_args(N, T, T1),
    (   rule(T1, T2) -> rewrite(T2, R)
    ;   R = T1
    ).

rewrite_args(0, _, _) :- !.
rewrite_args(I, T, T1) :-
    arg(I, T, A), arg(I, T1, A1),
    rewrite(A, A1),
    I1 is I - 1,
    rewrite_args(I1, T, T1).

% taut(W, Ts, Fs): W is true when the tests in Ts hold and those in Fs
% do not.
taut(W, Ts, _) :- holds(W, Ts), !.
taut(W, _, Fs) :- holds_not(W, Fs), !, fail.
taut(if(C, A, B), Ts, Fs) :- !,
    (   holds(C, Ts) -> taut(A, Ts, Fs)
    ;   holds_not(C, Fs) -> taut(B, Ts, Fs)
    ;   taut(A, [C|Ts], Fs),
        taut(B, Ts, [C|Fs])
    ).

holds(t, _) :- !.
holds(W, Ts) :- among(Ts, W).

holds_not(f, _) :- !.
holds_not(W, Fs) :- among(Fs, W).

among([X|Xs], W) :- ( X == W -> true ; among(Xs, W) ).

% The rule base.  Connectives.
rule(and(P, Q), if(P, if(Q, t, f), f)).
rule(or(P, Q), if(P, t, if(Q, t, f))).
rule(not(P), if(P, f, t)).
rule(implies(P, Q), if(P, if(Q, t, f), t)).
rule(iff(P, Q), and(implies(P, Q), implies(Q, P))).
rule(if(if(A, B, C), D, E), if(A, if(B, D, E), if(C, D, E))).
rule(if(t, A, _), A).
rule(if(f, _, B), B).
% Equality.
rule(equal(A, A), t).
rule(equal(plus(A, B), plus(A, C)), equal(fix(B), fix(C))).
rule(equal(plus(A, B), zero), and(zerop(A), zerop(B))).
rule(equal(times(A, B), zero), or(zerop(A), zerop(B))).
rule(equal(times(A, B), times(A, C)), or(zerop(A), equal(fix(B), fix(C)))).
rule(equal(append(A, B), append(A, C)), equal(B, C)).
rule(equal(reverse(A), nil), not(listp(A))).
rule(equal(length(A), zero), not(listp(A))).
rule(equal(difference(A, B), zero), not(lessp(B, A))).
rule(equal(add1(A), add1(B)), equal(fix(A), fix(B))).
rule(equal(zero, add1(_)), f).
rule(equal(add1(_), zero), f).
rule(equal(cons(A, B), cons(C, D)), and(equal(A, C), equal(B, D))).
rule(equal(cons(_, _), nil), f).
% Arithmetic.
rule(plus(plus(A, B), C), plus(A, plus(B, C))).
rule(plus(zero, A), fix(A)).
rule(plus(A, zero), fix(A)).
rule(plus(add1(A), B), add1(plus(A, B))).
rule(times(times(A, B), C), times(A, times(B, C))).
rule(times(A, plus(B, C)), plus(times(A, B), times(A, C))).
rule(times(plus(A, B), C), plus(times(A, C), times(B, C))).
rule(times(zero, _), zero).
rule(times(_, zero), zero).
rule(times(add1(zero), A), fix(A)).
rule(difference(A, A), zero).
rule(difference(plus(A, B), A), fix(B)).
rule(difference(plus(A, B), plus(A, C)), difference(B, C)).
rule(difference(zero, _), zero).
rule(exp(_, zero), add1(zero)).
rule(exp(A, plus(B, C)), times(exp(A, B), exp(A, C))).
rule(exp(A, times(B, C)), exp(exp(A, B), C)).
rule(remainder(_, add1(zero)), zero).
rule(remainder(times(A, _), A), zero).
rule(remainder(A, A), zero).
rule(quotient(times(A, B), A), if(zerop(A), zero, fix(B))).
rule(lessp(A, A), f).
rule(lessp(remainder(_, B), B), not(zerop(B))).
rule(lessp(plus(A, B), plus(A, C)), lessp(B, C)).
rule(lessp(_, zero), f).
rule(lessp(zero, A), not(zerop(A))).
rule(zerop(zero), t).
rule(zerop(add1(_)), f).
rule(zerop(plus(A, B)), and(zerop(A), zerop(B))).
rule(zerop(times(A, B)), or(zerop(A), zerop(B))).
rule(zerop(exp(A, B)), and(zerop(A), not(zerop(B)))).
rule(fix(fix(A)), fix(A)).
rule(fix(zero), zero).
rule(fix(add1(A)), add1(A)).
rule(fix(plus(A, B)), plus(A, B)).
rule(fix(times(A, B)), times(A, B)).
rule(fix(length(A)), length(A)).
rule(fix(difference(A, B)), difference(A, B)).
% Lists.
rule(append(append(A, B), C), append(A, append(B, C))).
rule(append(nil, A), A).
rule(append(cons(A, B), C), cons(A, append(B, C))).
rule(reverse(append(A, B)), append(reverse(B), reverse(A))).
rule(reverse(cons(A, B)), append(reverse(B), cons(A, nil))).
rule(reverse(nil), nil).
rule(length(append(A, B)), plus(length(A), length(B))).
rule(length(reverse(A)), length(A)).
rule(length(cons(_, B)), add1(length(B))).
rule(length(nil), zero).
rule(member(A, append(B, C)), or(member(A, B), member(A, C))).
rule(member(A, reverse(B)), member(A, B)).
rule(member(A, cons(B, C)), or(equal(A, B), member(A, C))).
rule(member(_, nil), f).
rule(listp(cons(_, _)), t).
rule(listp(nil), f).
rule(listp(append(A, B)), or(listp(A), listp(B))).
rule(listp(reverse(A)), listp(A)).

% The statements of the theorem.
statement(1, equal(plus(plus(a, b), plus(c, zero)), times(d, plus(e, add1(f))))).
statement(2, equal(times(plus(a, plus(b, c)), plus(d, plus(e, f))), times(plus(a, plus(b, c)), exp(g, plus(h, i))))).
statement(3, member(g, append(append(h, cons(i, nil)), reverse(cons(j, append(k, l)))))).
statement(4, lessp(remainder(times(a, b), a), plus(length(append(c, d)), e))).
statement(5, equal(length(reverse(append(f, cons(g, h)))), zero)).
statement(6, zerop(times(exp(a, plus(b, c)), difference(plus(d, e), d)))).

% chain(I, Last, F): F is the conjunction of statement(K) -> statement(K+1)
% for K from I to Last - 1.
chain(I, Last, implies(S, S1)) :-
    I1 is I + 1, I1 =:= Last, !,
    statement(I, S), statement(I1, S1).
chain(I, Last, and(implies(S, S1), Rest)) :-
    I1 is I + 1,
    statement(I, S), statement(I1, S1),
    chain(I1, Last, Rest).

theorem(implies(Chain, implies(First, Last))) :-
    chain(1, 6, Chain),
    statement(1, First),
    statement(6, Last).

prove(Size, Verdict) :-
    theorem(T),
    rewrite(T, W),
    ( taut(W, [], []) -> Verdict = tautology ; Verdict = not_proved ),
    size(W, Size).

size(T, 1) :- atomic(T), !.
size(T, S) :- functor(T, _, N), size_args(N, T, 1, S).

size_args(0, _, S, S) :- !.
size_args(I, T, S0, S) :-
    arg(I, T, A), size(A, SA),
    S1 is S0 + SA, I1 is I - 1,
    size_args(I1, T, S1, S).

bench(N) :- loop(N).

loop(N) :- N =< 0, !.
loop(N) :-
    \+ \+ ( theorem(T), rewrite(T, W), taut(W, [], []) ),
    N1 is N - 1, loop(N1).

bench_check :- prove(Size, Verdict), write(boyer(size = Size, Verdict)), nl.
