% CLP(FD) fd_degree/2 and labeling([ffc])'s tie-break: the number of
% propagators on a variable as SWI-Prolog 9 counts them (those posted on
% it and not undone by backtracking, dead ones included; unifying two
% variables adds their counts). Each expected list is SWI-Prolog's.
:- use_module(library(clpfd)).

degrees(Vs, Ds) :- maplist(degree_or_int, Vs, Ds).
degree_or_int(V, D) :- ( var(V) -> fd_degree(V, D) ; D = int ).

% Posting.
case(fd_degree(3, D), checks([D == 0])).
case((X in 0..9, fd_degree(X, D)), checks([D == 0])).
case(([X,Y] ins 0..9, X #\= Y, degrees([X,Y], Ds)), checks([Ds == [1,1]])).
case(([X,Y] ins 0..9, X #< Y + 2, degrees([X,Y], Ds)), checks([Ds == [1,1]])).
case(([X,Y,Z] ins 0..9, X #= Y + Z, degrees([X,Y,Z], Ds)), checks([Ds == [1,1,1]])).
case(([X,Y,Z,W] ins 0..9, X + Y + Z + W #= 10, degrees([X,Y,Z,W], Ds)), checks([Ds == [1,1,1,1]])).
case(([X,Y,Z] ins 0..9, X * Y #= Z, degrees([X,Y,Z], Ds)), checks([Ds == [1,1,1]])).
case(([X,Y,Z] ins 1..9, max(X, Y) #= Z, degrees([X,Y,Z], Ds)), checks([Ds == [2,2,3]])).
case(([X,Y,Z] ins 1..9, min(X, Y) #= Z, degrees([X,Y,Z], Ds)), checks([Ds == [2,2,3]])).
case(([X,Y] ins 1..9, max(X, Y) #= 3, degrees([X,Y], Ds)), checks([Ds == [1,1]])).
case(([X,Z] ins 1..9, max(X, 3) #= Z, degrees([X,Z], Ds)), checks([Ds == [2,2]])).
case(([X,Y,Z] ins 1..9, all_different([X,Y,Z]), degrees([X,Y,Z], Ds)), checks([Ds == [1,1,1]])).
case(([X,Y,Z] ins 1..9, all_distinct([X,Y,Z]), degrees([X,Y,Z], Ds)), checks([Ds == [2,2,2]])).
case(([X,Y,Z] ins 1..3, circuit([X,Y,Z]), degrees([X,Y,Z], Ds)), checks([Ds == [2,2,2]])).
case(([X,Y,B] ins 0..9, (X #= Y #<==> B), degrees([X,Y,B], Ds)), checks([Ds == [1,1,1]])).
% element/3: a reified disequality per list element beside its propagator.
case(([X,Y,Z,I,V] ins 1..9, element(I, [X,Y,Z], V), degrees([X,Y,Z,I,V], Ds)), checks([Ds == [2,2,2,4,3]])).
case(([X,Z,V] ins 1..9, element(I, [X,4,Z], V), degrees([X,Z,V,I], Ds)), checks([Ds == [2,2,3,4]])).
case(([X,Y,Z,I] ins 1..9, element(I, [X,Y,Z], 5), degrees([X,Y,Z,I], Ds)), checks([Ds == [2,2,2,4]])).
case(([X,Y,Z,V] ins 1..9, element(I, [X,Y,Z,Y], V), degrees([X,Y,Z,V,I], Ds)), checks([Ds == [2,4,2,4,5]])).
case(([X,Y,Z] ins 1..9, element(I, [X,Y,Z], X), degrees([X,Y,Z,I], Ds)), checks([Ds == [5,2,2,4]])).
% ... and once the index is known, the element and the value are one variable.
case(([X,Y,Z,V] ins 1..9, element(2, [X,Y,Z], V), degrees([X,Y,Z,V], Ds)), checks([Ds == [2,5,2,5]])).
case(([X,Y,Z,V] ins 1..9, element(I, [X,Y,Z], V), I = 2, degrees([X,Y,Z,V], Ds)), checks([Ds == [2,5,2,5]])).
case(([X,Y,Z,V] ins 1..9, element(I, [X,Y,Z], V), V #\= 3, degrees([X,Y,Z,V,I], Ds)), checks([Ds == [2,2,2,3,4]])).
case(([X,Y,Z,V] ins 1..9, element(2, [X,Y,Z], V), element(3, [X,Y,Z], V), degrees([X,Y,Z,V], Ds)),
     checks([Ds == [4,14,14,14]])).
% Unifying two variables adds their counts.
case(([X,Y] ins 0..9, X #= Y, degrees([X,Y], Ds)), checks([Ds == [0,0]])).
case(([X,Y,Z] ins 0..9, X #\= Z, Y #\= Z, X = Y, degrees([X,Z], Ds)), checks([Ds == [2,2]])).
case(([X,Y,Z] ins 0..9, X #= Y, Z #\= X, degrees([X,Y,Z], Ds)), checks([Ds == [1,1,1]])).
case(([A,B,E] ins 0..1, A + B #> 0 #<==> E #= 1, S #= 0 + E, degrees([A,B,E,S], Ds)), checks([Ds == [1,1,3,3]])).
% global_cardinality/2: two on each element and on each count.
case(([X,Y,Z] ins 0..9, global_cardinality([X,Y,Z], [1-A,2-B,3-C]), degrees([X,Y,Z,A,B,C], Ds)),
     checks([Ds == [2,2,2,2,2,2]])).
case((global_cardinality([X,Y,Z], [1-A,2-B]), degrees([X,Y,Z,A,B], Ds)), checks([Ds == [2,2,2,2,2]])).
% A sum simplifies as variables are fixed, posting new propagators;
% backtracking takes them back.
case(([A,B,C,D] ins 0..9, A + B + C + D #= 20, A = 1, B = 2, degrees([C,D], Ds)), checks([Ds == [2,2]])).
case(([A,B,C,D] ins 0..9, A + B + C #= D, A = 1, degrees([B,C,D], Ds1), B = 2, degrees([C,D], Ds2)),
     checks([Ds1 == [1,1,1], Ds2 == [2,2]])).
case(([A,B,C,D] ins 0..9, A + B + C #= D, A = 0, degrees([B,C,D], Ds1), B = 0, degrees([C,D], Ds2)),
     checks([Ds1 == [2,2,2], Ds2 == [4,4]])).
case(([A,B,C,D] ins 0..9, A + B + 2*C + D #= 20, A = 1, B = 2, degrees([C,D], Ds)), checks([Ds == [1,1]])).
case(([A,B,C,D] ins 0..9, A + B + C + D #=< 20, A = 1, B = 2, degrees([C,D], Ds)), checks([Ds == [1,1]])).
case(([A,B,C] ins 0..9, A #= B + C, B = 0, degrees([A,C], Ds)), checks([Ds == [2,2]])).
case(([A,B,C] ins 0..9, A #= B + C, B = 1, degrees([A,C], Ds)), checks([Ds == [1,1]])).
case(([A,B,C,D] ins 0..9, S in 0..100, sum([A,B,C,D], #=, S), A = 0, B = 0, degrees([C,D,S], Ds1), C = 0,
      degrees([D,S], Ds2)),
     checks([Ds1 == [2,2,2], Ds2 == [4,4]])).
case(([A,B,C,D] ins 0..9, A + B + C + D #= 20, ( A = 1, B = 2, fail ; degrees([C,D], Ds) )), checks([Ds == [1,1]])).
% A reified relation of two variables once its truth is known.
case(([X,Y,B] ins 0..3, (X #= Y #<==> B), B = 1, degrees([X,Y], Ds)), checks([Ds == [2,2]])).
case(([X,Y,B] ins 0..3, (X #= Y #<==> B), B = 0, degrees([X,Y], Ds)), checks([Ds == [2,2]])).
case(([X,Y,B] ins 0..3, (X #\= Y #<==> B), B = 1, degrees([X,Y], Ds)), checks([Ds == [2,2]])).
case(([X,Y,B] ins 0..3, (X #< Y #<==> B), B = 1, degrees([X,Y], Ds)), checks([Ds == [1,2]])).
case(([X,Y,B] ins 0..3, (X #< Y #<==> B), B = 0, degrees([X,Y], Ds)), checks([Ds == [1,2]])).
% A reified sum goes through a new variable for the sum: once a term is
% 0, the other is unified with it.
case(([A,B,C] ins 0..3, (A + B #= 2) #<==> C, B = 0, degrees([A,C], Ds)), checks([Ds == [3,1]])).
case(([A,B,C] ins 0..3, (A - B #= 2) #<==> C, B = 0, degrees([A,C], Ds)), checks([Ds == [3,1]])).
case(([A,B,C] ins 0..3, (A + B #> 2) #<==> C, B = 1, degrees([A,C], Ds)), checks([Ds == [1,1]])).
case(([A,B] ins 0..1, (A + B #= 2) #==> (0 #> 0), B = 0, degrees([A], Ds)), checks([Ds == [3]])).
% An implication decided as it is posted (conclusion true, premise
% false) kills the propagators of its sides: they count, but never unify.
case(([A,B,C] ins 0..1, (A + B #= 2) #==> (1 #> 0), (A + C #= 2) #==> (0 #> 0), A = 0, degrees([B,C], Ds)), checks([Ds == [1,3]])).
case(([A,B] ins 0..5, (A #= 7) #==> (A + B #= 3), B = 0, degrees([A], Ds)), checks([Ds == [2]])).
case(([A,B] ins 0..5, (A + B #= 3) #==> (A #< 9), B = 0, degrees([A], Ds)), checks([Ds == [2]])).
case(([A,B,G] ins 0..1, (A + B #= 2) #==> (G #> 0), A = 0, degrees([B], Ds)), checks([Ds == [3]])).
% labeling([ffc]): among the smallest domains, the most propagators,
% then the leftmost.
case(([X,Y,Z] ins 1..3, Z #\= X, Z #\= Y, labeling([ffc], [X,Y,Z]), true), checks([[X,Y,Z] == [2,2,1]])).
case(([X,Y,Z,I,V] ins 1..3, element(I, [X,Y,Z], V), Z #\= V, findall([X,Y,Z,I,V], limit(2, labeling([ffc], [X,Y,Z,I,V])), L)),
     checks([L == [[1,1,2,1,1],[1,2,2,1,1]]])).
% A reified equality that decides its truth itself (bounds apart) is
% killed in SWI-Prolog with nothing posted; one told it is false from
% outside posts the disequality on both sides.
case(([A,B] ins 1\/3\/5\/10\/25\/50, V in 1000..99999, P #= V * B, R #<==> (A #= P), degrees([A, P], Ds)),
     checks([R == 0, Ds == [1, 2]])).
case(([A,B] ins 1..50, V in 0..99999, P #= V * B, R #<==> (A #= P), R = 0, degrees([A, P], Ds)), checks([Ds == [2, 3]])).
case(([A,B] ins 1\/3\/5\/10\/25\/50, V in -100000000..100000000, (O #= 4) #==> (A #= V * B), O = 3, V in 333..999,
      degrees([A, B, V], Ds)),
     checks([Ds == [1, 1, 1]])).
