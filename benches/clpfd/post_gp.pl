% post.pl's posting workloads in GNU Prolog's FD syntax (gplc; run as
% `./post_gp W N`): each workload posts and then fails, N times.
w(ins) :- length(Xs, 20), fd_domain(Xs, 0, 9).
w(plus) :- length(Xs, 40), fd_domain(Xs, 0, 99), plus_pairs(Xs).
w(neq) :- length(Xs, 21), fd_domain(Xs, 0, 9), neq_chain(Xs).
w(le) :- length(Xs, 21), fd_domain(Xs, 0, 99), le_chain(Xs).
w(lin) :- length(Xs, 10), fd_domain(Xs, 0, 9), lin_sum(Xs, 1, 0, S), S #= 100.
w(alldiff) :- length(Xs, 10), fd_domain(Xs, 0, 9), fd_all_different(Xs).
w(alias) :- length(Xs, 21), fd_domain(Xs, 0, 9), eq_chain(Xs).

plus_pairs([]).
plus_pairs([X,Y|T]) :- Y #= X + 1, plus_pairs(T).
neq_chain([_]).
neq_chain([X,Y|T]) :- X #\= Y, neq_chain([Y|T]).
le_chain([_]).
le_chain([X,Y|T]) :- X #=< Y, le_chain([Y|T]).
eq_chain([_]).
eq_chain([X,Y|T]) :- X #= Y, eq_chain([Y|T]).
lin_sum([], _, S, S).
lin_sum([X|Xs], C, S0, S) :- C1 is C + 1, lin_sum(Xs, C1, S0 + C*X, S).

p(W, N) :- ( between(1, N, _), w(W), fail ; true ).

:- initialization(main).
main :- argument_list([A, B]), atom_codes(A, _), number_atom(N, B), p(A, N).
