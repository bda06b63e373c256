% SEND + MORE = MONEY for GNU Prolog's FD solver (same model as send_more.pl).
puzzle([S,E,N,D] + [M,O,R,E] = [M,O,N,E,Y]) :-
    Vars = [S,E,N,D,M,O,R,Y],
    fd_domain(Vars, 0, 9),
    fd_all_different(Vars),
    S*1000 + E*100 + N*10 + D + M*1000 + O*100 + R*10 + E #=
        M*10000 + O*1000 + N*100 + E*10 + Y,
    M #\= 0, S #\= 0,
    fd_labeling(Vars).

bench(0) :- !.
bench(N) :- puzzle(_), !, N1 is N - 1, bench(N1).

bench_check :- puzzle(P), !, write(P), nl.
