% CLP(FD) search: label/1, labeling/2 with every option, indomain/1,
% optimisation with min(E)/max(E).
:- use_module(library(clpfd)).

case(findall(X, (X in 1..3, label([X])), L), checks([L == [1, 2, 3]])).
case(findall(X, (X in 1..3, labeling([down], [X])), L), checks([L == [3, 2, 1]])).
case(findall(X, (X in 1..3 \/ 7..8, labeling([enum], [X])), L), checks([L == [1, 2, 3, 7, 8]])).
case(findall(X, (X in 1..5, labeling([bisect], [X])), L), checks([L == [1, 2, 3, 4, 5]])).
case(findall(X, (X in 1..5, labeling([bisect, down], [X])), L), checks([L == [5, 4, 3, 2, 1]])).
case(findall(X, (X in 1..3, indomain(X)), L), checks([L == [1, 2, 3]])).
case(findall(X-Y, ([X, Y] ins 1..2, label([X, Y])), L), checks([L == [1-1, 1-2, 2-1, 2-2]])).
% variable selection
case((X in 1..5, Y in 1..2, labeling([ff], [X, Y])), checks([X == 1, Y == 1])).
case(findall(X-Y, (X in 1..3, Y in 1..2, labeling([ff], [X, Y])), L),
     checks([L = [1-1, 2-1, 3-1|_]])).
case(findall(X-Y, (X in 1..3, Y in 0..2, labeling([min], [X, Y])), L), checks([L = [_-0, _-0|_]])).
case(findall(X-Y, (X in 1..3, Y in 0..5, labeling([max], [X, Y])), L), checks([L = [1-0, 2-0, 3-0, 1-1|_]])).
case(findall(X-Y, (X in 1..3, Y in 1..3, X #< Y, labeling([ffc], [X, Y])), L), checks([length(L, 3)])).
% optimisation: solutions in order of the objective
case(findall(X-Y, ([X, Y] ins 1..3, X #< Y, labeling([max(X + Y)], [X, Y])), L),
     checks([L == [2-3, 1-3, 1-2]])).
case(findall(X, (X in 1..4, labeling([min(abs(X - 3))], [X])), L), checks([L = [3|_], length(L, 4)])).
case((X in 1..10, Y #= X * X, labeling([max(Y)], [X])), checks([X == 10])).
% errors
case(label([_]), error(instantiation_error)).
case(label([a]), error(type_error(integer, a))).
case(label(_), error(instantiation_error)).
case((X in 1..3, labeling([foo], [X])), error(domain_error(labeling_option, foo))).
case((X in 1..3, labeling(_, [X])), error(instantiation_error)).
case(label([1, 2]), true).
% SEND + MORE = MONEY (SWI-Prolog documentation)
case((Vars = [S, E, N, D, M, O, R, Y], Vars ins 0..9, all_different(Vars),
      S*1000 + E*100 + N*10 + D + M*1000 + O*100 + R*10 + E #= M*10000 + O*1000 + N*100 + E*10 + Y,
      M #\= 0, S #\= 0, findall(Vars, label(Vars), L)),
     checks([L == [[9, 5, 6, 7, 1, 0, 8, 2]]])).
% N-queens (SWI-Prolog documentation): 92 solutions of 8 queens
case((findall(Qs, (length(Qs, 8), Qs ins 1..8, t_clpfd_safe(Qs), labeling([ff], Qs)), L), length(L, N)),
     checks([N == 92])).
case((length(Qs, 6), Qs ins 1..6, t_clpfd_safe(Qs), findall(Qs, label(Qs), L)),
     checks([L == [[2, 4, 6, 1, 3, 5], [3, 6, 2, 5, 1, 4], [4, 1, 5, 2, 6, 3], [5, 3, 1, 6, 4, 2]]])).
% labelings inside labelings: a woken goal's labeling and one under findall/3
% backtrack apart from the outer one
case((findall(X-Y-Z, ([X, Y] ins 1..3, Z in 1..2, freeze(X, label([Z])), X #\= Y, label([X, Y])), L),
      findall(X-Y-Z, (between(1, 3, X), between(1, 2, Z), between(1, 3, Y), X =\= Y), L2)),
     checks([L == L2])).
case(findall(X-N, (X in 1..3, label([X]), findall(Y, (Y in 1..X, label([Y])), Ys), length(Ys, N)), L),
     checks([L == [1-1, 2-2, 3-3]])).

t_clpfd_safe([]).
t_clpfd_safe([Q|Qs]) :- t_clpfd_safe(Qs, Q, 1), t_clpfd_safe(Qs).
t_clpfd_safe([], _, _).
t_clpfd_safe([Q|Qs], Q0, D0) :-
    Q0 #\= Q,
    abs(Q0 - Q) #\= D0,
    D1 #= D0 + 1,
    t_clpfd_safe(Qs, Q0, D1).
