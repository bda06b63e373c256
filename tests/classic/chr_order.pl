% The order in which CHR rules fire (library(chr), SWI-Prolog's refined
% operational semantics): occurrences in program order with removed heads
% before kept ones, partners newest first, a propagation rule once per
% combination, reactivation when a variable is bound (by constraint
% symbol, each symbol's oldest first). Each line is printed with its
% variables named A, B, ... on that line.
:- use_module(library(chr)).
:- chr_constraint a/1, b/1, c/1, p/1, q/2, t/3, wp/2, wq/2.

r1 @ a(X), b(Y) ==> say(r1(X, Y)).
r2 @ b(Y), a(X) ==> say(r2(X, Y)).
r3 @ a(X) \ b(Y) <=> X > 5 | say(r3(X, Y)).
r4 @ c(X), c(Y), c(Z) ==> X < Y, Y < Z | say(r4(X, Y, Z)).
r5 @ c(X) \ c(Y) <=> X =:= Y * 10 | say(r5(X, Y)).
w1 @ p(1) ==> say(one).
w2 @ p(X) ==> nonvar(X) | say(p_bound(X)).
w3 @ q(X, Y) ==> nonvar(X) | say(q_bound(X, Y)).
w4 @ p(X), q(X, Y) ==> say(pq(X, Y)).
w5 @ q(X, Y) \ q(Y, X) <=> say(qsym(X, Y)).
t1 @ t(X, Y, Z) ==> X == Y | say(t_eq(X, Y, Z)).
t2 @ t(X, Y, Z), t(Y, Z, X) ==> say(t_rot(X, Y, Z)).
t3 @ t(A, B, C) \ t(A, B, C) <=> say(t_dup(A, B, C)).
t4 @ t(A, A, A) <=> say(t_all(A)).
wp(X, T) ==> nonvar(X) | say(wp(T)).
wq(X, T) ==> nonvar(X) | say(wq(T)).
wp(X, T), wp(Y, U) ==> X == Y, T @< U | say(pp(T, U)).

say(T) :-
    copy_term(T, C, _),
    numbervars(C, 0, _),
    print(C), nl.

show :-
    forall(find_chr_constraint(C), say(C)),
    writeln('---').

go1 :- a(1), a(2), b(3), b(4), a(7), a(8), b(9), show.
go2 :- c(1), c(2), c(3), c(4), c(20), c(30), show.
go3 :- p(X), q(X, Y), p(Y), q(Y, X), q(X, _), writeln(binding), X = Y, writeln(bound), Y = 1, writeln(done), show.
go4 :- t(A, B, C), t(B, C, A), t(C, A, B), t(A, A, B), writeln(b1), A = B, writeln(b2), B = C, writeln(b3), show.
go5 :- p(X), p(Y), q(X, Y), q(Y, Z), writeln(b1), Y = f(Z), writeln(b2), Z = X, writeln(b3), X = 1, show.
go6 :- wp(X, a), wq(X, a), wp(X, b), wq(X, b), wp(X, c), X = 1, writeln(---).
go7 :- wp(X, a), wp(Y, b), wp(X, c), wp(Y, d), writeln(b1), X = Y, writeln(b2), X = 1, writeln(---).
go8 :- wp(f(X, Y), a), wp(X, b), wp(Y, c), writeln(b1), X = Y, writeln(b2), Y = 1, writeln(---).

main :- go1, go2, go3, go4, go5, go6, go7, go8.
