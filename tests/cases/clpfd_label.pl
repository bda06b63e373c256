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
% branch and bound: every solution, best value first (a knapsack, a
% covering), in SWI-Prolog's order, whatever the selection and order
case(findall(V-Xs, t_ks([], V, Xs), L),
     checks([L == [14-[0,0,2],13-[2,1,0],12-[0,1,1],12-[3,0,0],11-[1,0,1],10-[0,2,0],9-[1,1,0],
                   8-[2,0,0],7-[0,0,1],5-[0,1,0],4-[1,0,0],0-[0,0,0]]])).
case(findall(V-Xs, t_ks([ff,down], V, Xs), L),
     checks([L == [14-[0,0,2],13-[2,1,0],12-[0,1,1],12-[3,0,0],11-[1,0,1],10-[0,2,0],9-[1,1,0],
                   8-[2,0,0],7-[0,0,1],5-[0,1,0],4-[1,0,0],0-[0,0,0]]])).
case(findall(V-Xs, t_ks2([], V, Xs), L),
     checks([L == [10-[0,2,0],11-[1,0,1],12-[0,1,1],12-[3,0,0],13-[2,1,0],14-[1,2,0],15-[0,3,0],
                   15-[2,0,1],17-[0,2,1],17-[3,1,0],18-[1,0,2],19-[0,1,2],19-[1,3,0],19-[3,0,1],
                   20-[2,1,1],21-[1,2,1],22-[0,3,1],22-[2,0,2],22-[3,2,0],23-[2,3,0],24-[0,2,2],
                   24-[3,1,1],25-[1,0,3],26-[0,1,3],26-[1,3,1],26-[3,0,2],27-[2,1,2],28-[1,2,2],
                   29-[0,3,2],29-[2,0,3],29-[3,2,1],30-[2,3,1],31-[0,2,3],31-[3,1,2],33-[1,3,2],
                   33-[3,0,3],34-[2,1,3],35-[1,2,3],36-[0,3,3],36-[3,2,2],37-[2,3,2],38-[3,1,3],
                   40-[1,3,3],43-[3,2,3],44-[2,3,3]]])).
case(findall(V-Xs, t_ks2([ffc,down], V, Xs), L),
     checks([L == [10-[0,2,0],11-[1,0,1],12-[0,1,1],12-[3,0,0],13-[2,1,0],14-[1,2,0],15-[2,0,1],
                   15-[0,3,0],17-[0,2,1],17-[3,1,0],18-[1,0,2],19-[0,1,2],19-[3,0,1],19-[1,3,0],
                   20-[2,1,1],21-[1,2,1],22-[3,2,0],22-[2,0,2],22-[0,3,1],23-[2,3,0],24-[3,1,1],
                   24-[0,2,2],25-[1,0,3],26-[3,0,2],26-[1,3,1],26-[0,1,3],27-[2,1,2],28-[1,2,2],
                   29-[2,0,3],29-[0,3,2],29-[3,2,1],30-[2,3,1],31-[0,2,3],31-[3,1,2],33-[3,0,3],
                   33-[1,3,2],34-[2,1,3],35-[1,2,3],36-[0,3,3],36-[3,2,2],37-[2,3,2],38-[3,1,3],
                   40-[1,3,3],43-[3,2,3],44-[2,3,3]]])).
% branch and bound over a job shop of two machines (precedences and
% disjunctions), and small sums: every solution, best value first, in
% SWI-Prolog's order (for leftmost, the labeling's order within a value)
case((findall(E-Ss, t_js([min(E)], Ss, E), L),
      findall(E-Ss, t_js([], Ss, E), All), keysort(All, Sorted)),
     checks([L = [9-[0,5,0,5]|_], length(L, 144), L == Sorted])).
case(findall(E-Ss, t_js([ff, min(E)], Ss, E), L),
     checks([L = [9-[0,5,0,5], 9-[0,5,1,5]|_], length(L, 144), nth1(9, L, 10-[0,5,0,5]),
             nth1(21, L, 10-[0,5,0,6])])).
% the objective among the variables labeled (a retry after a better
% solution tries the value it tried before the bound narrowed it)
case(findall(E-Ss, t_js([max, down, min(E)], Ss, E), L),
     checks([length(L, 144), L = [9-[0,6,3,5], 9-[0,6,2,5], 9-[0,6,1,5]|_], nth1(40, L, 10-[0,5,0,6]),
             nth1(100, L, 11-[0,7,2,6]), last(L, 11-[0,5,0,5])])).
% goals woken in the search label other variables (by bisection, or
% with an objective of their own) between its choices
case(findall(E-Ss-Y, (Ss = [_, A2, _, _], Y in 0..1, freeze(A2, labeling([bisect], [Y])),
                      t_js([min(E)], Ss, E)), L),
     checks([length(L, 288), L = [9-[0,5,0,5]-0, 9-[0,5,1,5]-0, 9-[0,5,2,5]-0|_],
             nth1(50, L, 10-[0,6,4,6]-1), nth1(150, L, 11-[0,7,3,5]-0), last(L, 11-[2,8,5,7]-1)])).
case(findall(E-Ss-Y, (Ss = [_, A2, _, _], Y in 0..1, freeze(A2, labeling([min(Y)], [Y])),
                      t_js([down, min(E)], Ss, E)), L),
     checks([length(L, 288), L = [9-[0,6,3,5]-0, 9-[0,6,2,5]-0|_], nth1(77, L, 10-[0,5,1,6]-0),
             last(L, 11-[0,5,0,5]-1)])).
case(findall(V-Xs, (Xs = [A, B, C], Xs ins 0..3, 3*A + 4*B + 5*C #=< 10, V #= 4*A + 5*B + 7*C,
                    labeling([max(V), max, down], [V|Xs])), L),
     checks([L == [14-[0,0,2],13-[2,1,0],12-[3,0,0],12-[0,1,1],11-[1,0,1],10-[0,2,0],9-[1,1,0],
                   8-[2,0,0],7-[0,0,1],5-[0,1,0],4-[1,0,0],0-[0,0,0]]])).
case(findall(V-[X,Y], ([X, Y] ins 0..4, X + Y #=< 5, V #= X + 2*Y, labeling([max(V)], [X, Y])), L),
     checks([L = [9-[1,4], 8-[0,4], 8-[2,3]|_], length(L, 19)])).
case(findall(V-[X,Y], ([X, Y] ins 0..4, X + Y #>= 3, V #= 3*X + Y, labeling([min(V), max(X)], [X, Y])), L),
     checks([L = [3-[0,3], 4-[0,4], 5-[1,2], 6-[1,3]|_]])).
case(findall(V-[X,Y], ([X, Y] ins 0..4, X #\= Y, V #= X - Y, labeling([down, max(V)], [X, Y])), L),
     checks([L = [4-[4,0], 3-[4,1], 3-[3,0]|_], length(L, 20)])).
% errors
case(label([_]), error(instantiation_error)).
case(label([a]), error(type_error(integer, a))).
case(label(_), error(instantiation_error)).
case((X in 1..3, labeling([foo], [X])), error(domain_error(labeling_option, foo))).
case((X in 1..3, labeling(_, [X])), error(instantiation_error)).
% the variables are checked before the options (SWI-Prolog's order)
case(labeling([foo], [_]), error(instantiation_error)).
case(labeling([foo], [a]), error(type_error(integer, a))).
case((X #> 0, labeling([foo], [X])), error(instantiation_error)).
case((X #> 0, labeling([max(foo)], [X])), error(instantiation_error)).
case((X in 0..3, labeling([bisect], [X, 1.5])), error(type_error(integer, 1.5))).
case(label([1, 2]), true).
% objectives read with the other options: a bad option after an
% objective, a partial option list, a bad variable list, and the
% branchings other than step (a search per improvement)
case((X in 0..3, labeling([max(X), foo], [X])), error(domain_error(labeling_option, foo))).
case((X in 0..3, labeling([max(X)|_], [X])), error(instantiation_error)).
case((X in 0..3, labeling([max(X)], foo)), error(type_error(list, foo))).
case((X in 0..3, labeling([max(X)], [X, a])), error(type_error(integer, a))).
case((X in 0..3, labeling([max(X), min], [_])), error(instantiation_error)).
case(findall(X-Y, ([X, Y] ins 0..2, labeling([min(X - Y), bisect, down], [X, Y])), L),
     checks([L == [0-2, 1-2, 0-1, 2-2, 1-1, 0-0, 2-1, 1-0, 2-0]])).
case(findall(X-Y, ([X, Y] ins 0..2, X #\= Y, labeling([enum, max(X), min(Y)], [X, Y])), L),
     checks([L == [2-0, 2-1, 1-0, 1-2, 0-1, 0-2]])).
case(findall(X-Y, ([X, Y] ins 0..2, labeling([ff, max(X * Y), down], [X, Y])), L),
     checks([L == [2-2, 2-1, 1-2, 1-1, 2-0, 1-0, 0-2, 0-1, 0-0]])).
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

t_ks(Opts, V, Xs) :-
    Xs = [A, B, C], Xs ins 0..3, 3*A + 4*B + 5*C #=< 10, V #= 4*A + 5*B + 7*C,
    labeling([max(V)|Opts], Xs).
t_ks2(Opts, V, Xs) :-
    Xs = [A, B, C], Xs ins 0..3, 3*A + 4*B + 5*C #>= 7, V #= 4*A + 5*B + 7*C, A #\= B,
    labeling([min(V)|Opts], Xs).
t_js(Opts, [A1, A2, B1, B2], E) :-
    [A1, A2, B1, B2] ins 0..11, E in 0..11,
    A1 + 5 #=< A2, A2 + 3 #=< E, B1 + 2 #=< B2, B2 + 4 #=< E,
    A1 + 5 #=< B2 #\/ B2 + 4 #=< A1,
    A2 + 3 #=< B1 #\/ B1 + 2 #=< A2,
    labeling(Opts, [A1, A2, B1, B2, E]).
