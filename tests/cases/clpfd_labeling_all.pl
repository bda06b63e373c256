% CLP(FD) labeling: every solution in order, and whether the last one
% leaves a choicepoint, of small models under every variable selection
% (leftmost, ff, ffc, min, max), value order (up, down) and branching
% (step, enum, bisect), as SWI-Prolog 9 gives them. The models have holes
% in their domains (enum tries the values of the domain, not of its
% bounds), negative bounds (bisect's split point), ties for ff and ffc,
% goals of other modules woken by labeling (freeze/2, dif/2) and a domain
% past 64 bits.
:- use_module(library(clpfd)).

% lab(Name, Opts, Vs, Det): a solution of model Name labeled with Opts;
% Det is det when labeling left no choicepoint behind it.
lab(Name, Opts, Vs, Det) :-
    model(Name, Vs),
    call_cleanup(labeling(Opts, Vs), Done = true),
    (   Done == true -> Det = det ; Det = nondet ).

model(sum_holes, [X,Y,Z]) :- [X,Y,Z] ins 0..3, X + Y #= Z, X #\= 1.
model(queens5, Qs) :- length(Qs, 5), Qs ins 1..5, safe(Qs).
model(holes, [X,Y]) :- X in 1..3\/6..8, Y in 2..5\/7, X + Y #>= 9, X #\= 7.
model(alldiff, [A,B,C,D]) :- [A,B,C,D] ins 1..4, all_different([A,B,C,D]), A #< C, B #\= 2.
model(negative, [X,Y]) :- X in -3..2, Y in -1..1, X + Y #> -2, X #\= 0.
model(ties, [A,B,C]) :- A in 1..3, B in 1..3, C in 0..2, A + B #= C + 2, A #=< B.
model(frozen, [X,Y,Z]) :- [X,Y,Z] ins 1..3, freeze(X, Y #\= X), dif(Y, Z), X + Z #> 3.
model(wide, [X,Y]) :-
    X in 18446744073709551614..18446744073709551617, Y in 0..1, X + Y #\= 18446744073709551616.

safe([]).
safe([Q|Qs]) :- no_attack(Qs, Q, 1), safe(Qs).
no_attack([], _, _).
no_attack([Q|Qs], Q0, D) :-
    Q0 #\= Q, abs(Q0 - Q) #\= D, D1 is D + 1, no_attack(Qs, Q0, D1).

case(lab(sum_holes, [leftmost,up,step], Vs, D), all(Vs-D, [[0,0,0]-nondet,[0,1,1]-nondet,[0,2,2]-nondet,[0,3,3]-nondet,[2,0,2]-nondet,[2,1,3]-nondet,[3,0,3]-det])).
case(lab(sum_holes, [leftmost,up,enum], Vs, D), all(Vs-D, [[0,0,0]-nondet,[0,1,1]-nondet,[0,2,2]-nondet,[0,3,3]-nondet,[2,0,2]-nondet,[2,1,3]-nondet,[3,0,3]-det])).
case(lab(sum_holes, [leftmost,up,bisect], Vs, D), all(Vs-D, [[0,0,0]-nondet,[0,1,1]-nondet,[0,2,2]-nondet,[0,3,3]-nondet,[2,0,2]-nondet,[2,1,3]-nondet,[3,0,3]-det])).
case(lab(sum_holes, [leftmost,down,step], Vs, D), all(Vs-D, [[3,0,3]-nondet,[2,1,3]-nondet,[2,0,2]-nondet,[0,3,3]-nondet,[0,2,2]-nondet,[0,1,1]-nondet,[0,0,0]-det])).
case(lab(sum_holes, [leftmost,down,enum], Vs, D), all(Vs-D, [[3,0,3]-nondet,[2,1,3]-nondet,[2,0,2]-nondet,[0,3,3]-nondet,[0,2,2]-nondet,[0,1,1]-nondet,[0,0,0]-det])).
case(lab(sum_holes, [leftmost,down,bisect], Vs, D), all(Vs-D, [[3,0,3]-nondet,[2,1,3]-nondet,[2,0,2]-nondet,[0,3,3]-nondet,[0,2,2]-nondet,[0,1,1]-nondet,[0,0,0]-det])).
case(lab(sum_holes, [ff,up,step], Vs, D), all(Vs-D, [[0,0,0]-nondet,[0,1,1]-nondet,[0,2,2]-nondet,[0,3,3]-nondet,[2,0,2]-nondet,[2,1,3]-nondet,[3,0,3]-det])).
case(lab(sum_holes, [ff,up,enum], Vs, D), all(Vs-D, [[0,0,0]-nondet,[0,1,1]-nondet,[0,2,2]-nondet,[0,3,3]-nondet,[2,0,2]-nondet,[2,1,3]-nondet,[3,0,3]-det])).
case(lab(sum_holes, [ff,up,bisect], Vs, D), all(Vs-D, [[0,0,0]-nondet,[0,1,1]-nondet,[0,2,2]-nondet,[0,3,3]-nondet,[2,0,2]-nondet,[2,1,3]-nondet,[3,0,3]-det])).
case(lab(sum_holes, [ff,down,step], Vs, D), all(Vs-D, [[3,0,3]-nondet,[2,1,3]-nondet,[2,0,2]-nondet,[0,3,3]-nondet,[0,2,2]-nondet,[0,1,1]-nondet,[0,0,0]-det])).
case(lab(sum_holes, [ff,down,enum], Vs, D), all(Vs-D, [[3,0,3]-nondet,[2,1,3]-nondet,[2,0,2]-nondet,[0,3,3]-nondet,[0,2,2]-nondet,[0,1,1]-nondet,[0,0,0]-det])).
case(lab(sum_holes, [ff,down,bisect], Vs, D), all(Vs-D, [[3,0,3]-nondet,[2,1,3]-nondet,[2,0,2]-nondet,[0,3,3]-nondet,[0,2,2]-nondet,[0,1,1]-nondet,[0,0,0]-det])).
case(lab(sum_holes, [ffc,up,step], Vs, D), all(Vs-D, [[0,0,0]-nondet,[0,1,1]-nondet,[0,2,2]-nondet,[0,3,3]-nondet,[2,0,2]-nondet,[2,1,3]-nondet,[3,0,3]-det])).
case(lab(sum_holes, [ffc,up,enum], Vs, D), all(Vs-D, [[0,0,0]-nondet,[0,1,1]-nondet,[0,2,2]-nondet,[0,3,3]-nondet,[2,0,2]-nondet,[2,1,3]-nondet,[3,0,3]-det])).
case(lab(sum_holes, [ffc,up,bisect], Vs, D), all(Vs-D, [[0,0,0]-nondet,[0,1,1]-nondet,[0,2,2]-nondet,[0,3,3]-nondet,[2,0,2]-nondet,[2,1,3]-nondet,[3,0,3]-det])).
case(lab(sum_holes, [ffc,down,step], Vs, D), all(Vs-D, [[3,0,3]-nondet,[2,1,3]-nondet,[2,0,2]-nondet,[0,3,3]-nondet,[0,2,2]-nondet,[0,1,1]-nondet,[0,0,0]-det])).
case(lab(sum_holes, [ffc,down,enum], Vs, D), all(Vs-D, [[3,0,3]-nondet,[2,1,3]-nondet,[2,0,2]-nondet,[0,3,3]-nondet,[0,2,2]-nondet,[0,1,1]-nondet,[0,0,0]-det])).
case(lab(sum_holes, [ffc,down,bisect], Vs, D), all(Vs-D, [[3,0,3]-nondet,[2,1,3]-nondet,[2,0,2]-nondet,[0,3,3]-nondet,[0,2,2]-nondet,[0,1,1]-nondet,[0,0,0]-det])).
case(lab(sum_holes, [min,up,step], Vs, D), all(Vs-D, [[0,0,0]-nondet,[0,1,1]-nondet,[0,2,2]-nondet,[0,3,3]-nondet,[2,0,2]-nondet,[3,0,3]-nondet,[2,1,3]-det])).
case(lab(sum_holes, [min,up,enum], Vs, D), all(Vs-D, [[0,0,0]-nondet,[0,1,1]-nondet,[0,2,2]-nondet,[0,3,3]-nondet,[2,0,2]-nondet,[2,1,3]-nondet,[3,0,3]-det])).
case(lab(sum_holes, [min,up,bisect], Vs, D), all(Vs-D, [[0,0,0]-nondet,[0,1,1]-nondet,[0,2,2]-nondet,[0,3,3]-nondet,[2,0,2]-nondet,[3,0,3]-nondet,[2,1,3]-det])).
case(lab(sum_holes, [min,down,step], Vs, D), all(Vs-D, [[3,0,3]-nondet,[2,1,3]-nondet,[2,0,2]-nondet,[0,3,3]-nondet,[0,2,2]-nondet,[0,1,1]-nondet,[0,0,0]-det])).
case(lab(sum_holes, [min,down,enum], Vs, D), all(Vs-D, [[3,0,3]-nondet,[2,1,3]-nondet,[2,0,2]-nondet,[0,3,3]-nondet,[0,2,2]-nondet,[0,1,1]-nondet,[0,0,0]-det])).
case(lab(sum_holes, [min,down,bisect], Vs, D), all(Vs-D, [[2,1,3]-nondet,[3,0,3]-nondet,[2,0,2]-nondet,[0,3,3]-nondet,[0,2,2]-nondet,[0,1,1]-nondet,[0,0,0]-det])).
case(lab(sum_holes, [max,up,step], Vs, D), all(Vs-D, [[0,0,0]-nondet,[0,1,1]-nondet,[0,2,2]-nondet,[0,3,3]-nondet,[2,0,2]-nondet,[2,1,3]-nondet,[3,0,3]-det])).
case(lab(sum_holes, [max,up,enum], Vs, D), all(Vs-D, [[0,0,0]-nondet,[0,1,1]-nondet,[0,2,2]-nondet,[0,3,3]-nondet,[2,0,2]-nondet,[2,1,3]-nondet,[3,0,3]-det])).
case(lab(sum_holes, [max,up,bisect], Vs, D), all(Vs-D, [[0,0,0]-nondet,[0,1,1]-nondet,[0,2,2]-nondet,[0,3,3]-nondet,[2,0,2]-nondet,[2,1,3]-nondet,[3,0,3]-det])).
case(lab(sum_holes, [max,down,step], Vs, D), all(Vs-D, [[3,0,3]-nondet,[0,3,3]-nondet,[2,1,3]-nondet,[2,0,2]-nondet,[0,2,2]-nondet,[0,1,1]-nondet,[0,0,0]-det])).
case(lab(sum_holes, [max,down,enum], Vs, D), all(Vs-D, [[3,0,3]-nondet,[2,1,3]-nondet,[2,0,2]-nondet,[0,3,3]-nondet,[0,2,2]-nondet,[0,1,1]-nondet,[0,0,0]-det])).
case(lab(sum_holes, [max,down,bisect], Vs, D), all(Vs-D, [[3,0,3]-nondet,[2,1,3]-nondet,[2,0,2]-nondet,[0,3,3]-nondet,[0,2,2]-nondet,[0,1,1]-nondet,[0,0,0]-det])).
case(lab(queens5, [leftmost,up,step], Vs, D), all(Vs-D, [[1,3,5,2,4]-nondet,[1,4,2,5,3]-nondet,[2,4,1,3,5]-nondet,[2,5,3,1,4]-nondet,[3,1,4,2,5]-nondet,[3,5,2,4,1]-nondet,[4,1,3,5,2]-nondet,[4,2,5,3,1]-nondet,[5,2,4,1,3]-nondet,[5,3,1,4,2]-det])).
case(lab(queens5, [leftmost,up,enum], Vs, D), all(Vs-D, [[1,3,5,2,4]-nondet,[1,4,2,5,3]-nondet,[2,4,1,3,5]-nondet,[2,5,3,1,4]-nondet,[3,1,4,2,5]-nondet,[3,5,2,4,1]-nondet,[4,1,3,5,2]-nondet,[4,2,5,3,1]-nondet,[5,2,4,1,3]-nondet,[5,3,1,4,2]-det])).
case(lab(queens5, [leftmost,up,bisect], Vs, D), all(Vs-D, [[1,3,5,2,4]-nondet,[1,4,2,5,3]-nondet,[2,4,1,3,5]-nondet,[2,5,3,1,4]-nondet,[3,1,4,2,5]-nondet,[3,5,2,4,1]-nondet,[4,1,3,5,2]-nondet,[4,2,5,3,1]-nondet,[5,2,4,1,3]-nondet,[5,3,1,4,2]-det])).
case(lab(queens5, [leftmost,down,step], Vs, D), all(Vs-D, [[5,3,1,4,2]-nondet,[5,2,4,1,3]-nondet,[4,2,5,3,1]-nondet,[4,1,3,5,2]-nondet,[3,5,2,4,1]-nondet,[3,1,4,2,5]-nondet,[2,5,3,1,4]-nondet,[2,4,1,3,5]-nondet,[1,4,2,5,3]-nondet,[1,3,5,2,4]-det])).
case(lab(queens5, [leftmost,down,enum], Vs, D), all(Vs-D, [[5,3,1,4,2]-nondet,[5,2,4,1,3]-nondet,[4,2,5,3,1]-nondet,[4,1,3,5,2]-nondet,[3,5,2,4,1]-nondet,[3,1,4,2,5]-nondet,[2,5,3,1,4]-nondet,[2,4,1,3,5]-nondet,[1,4,2,5,3]-nondet,[1,3,5,2,4]-det])).
case(lab(queens5, [leftmost,down,bisect], Vs, D), all(Vs-D, [[5,3,1,4,2]-nondet,[5,2,4,1,3]-nondet,[4,2,5,3,1]-nondet,[4,1,3,5,2]-nondet,[3,5,2,4,1]-nondet,[3,1,4,2,5]-nondet,[2,5,3,1,4]-nondet,[2,4,1,3,5]-nondet,[1,4,2,5,3]-nondet,[1,3,5,2,4]-det])).
case(lab(queens5, [ff,up,step], Vs, D), all(Vs-D, [[1,3,5,2,4]-nondet,[1,4,2,5,3]-nondet,[2,4,1,3,5]-nondet,[2,5,3,1,4]-nondet,[3,1,4,2,5]-nondet,[3,5,2,4,1]-nondet,[4,1,3,5,2]-nondet,[4,2,5,3,1]-nondet,[5,2,4,1,3]-nondet,[5,3,1,4,2]-det])).
case(lab(queens5, [ff,up,enum], Vs, D), all(Vs-D, [[1,3,5,2,4]-nondet,[1,4,2,5,3]-nondet,[2,4,1,3,5]-nondet,[2,5,3,1,4]-nondet,[3,1,4,2,5]-nondet,[3,5,2,4,1]-nondet,[4,1,3,5,2]-nondet,[4,2,5,3,1]-nondet,[5,2,4,1,3]-nondet,[5,3,1,4,2]-det])).
case(lab(queens5, [ff,up,bisect], Vs, D), all(Vs-D, [[1,3,5,2,4]-nondet,[1,4,2,5,3]-nondet,[2,4,1,3,5]-nondet,[2,5,3,1,4]-nondet,[3,1,4,2,5]-nondet,[3,5,2,4,1]-nondet,[4,1,3,5,2]-nondet,[4,2,5,3,1]-nondet,[5,2,4,1,3]-nondet,[5,3,1,4,2]-det])).
case(lab(queens5, [ff,down,step], Vs, D), all(Vs-D, [[5,3,1,4,2]-nondet,[5,2,4,1,3]-nondet,[4,2,5,3,1]-nondet,[4,1,3,5,2]-nondet,[3,5,2,4,1]-nondet,[3,1,4,2,5]-nondet,[2,5,3,1,4]-nondet,[2,4,1,3,5]-nondet,[1,4,2,5,3]-nondet,[1,3,5,2,4]-det])).
case(lab(queens5, [ff,down,enum], Vs, D), all(Vs-D, [[5,3,1,4,2]-nondet,[5,2,4,1,3]-nondet,[4,2,5,3,1]-nondet,[4,1,3,5,2]-nondet,[3,5,2,4,1]-nondet,[3,1,4,2,5]-nondet,[2,5,3,1,4]-nondet,[2,4,1,3,5]-nondet,[1,4,2,5,3]-nondet,[1,3,5,2,4]-det])).
case(lab(queens5, [ff,down,bisect], Vs, D), all(Vs-D, [[5,3,1,4,2]-nondet,[5,2,4,1,3]-nondet,[4,2,5,3,1]-nondet,[4,1,3,5,2]-nondet,[3,5,2,4,1]-nondet,[3,1,4,2,5]-nondet,[2,5,3,1,4]-nondet,[2,4,1,3,5]-nondet,[1,4,2,5,3]-nondet,[1,3,5,2,4]-det])).
case(lab(queens5, [ffc,up,step], Vs, D), all(Vs-D, [[1,3,5,2,4]-nondet,[1,4,2,5,3]-nondet,[2,4,1,3,5]-nondet,[2,5,3,1,4]-nondet,[3,1,4,2,5]-nondet,[3,5,2,4,1]-nondet,[4,1,3,5,2]-nondet,[4,2,5,3,1]-nondet,[5,2,4,1,3]-nondet,[5,3,1,4,2]-det])).
case(lab(queens5, [ffc,up,enum], Vs, D), all(Vs-D, [[1,3,5,2,4]-nondet,[1,4,2,5,3]-nondet,[2,4,1,3,5]-nondet,[2,5,3,1,4]-nondet,[3,1,4,2,5]-nondet,[3,5,2,4,1]-nondet,[4,1,3,5,2]-nondet,[4,2,5,3,1]-nondet,[5,2,4,1,3]-nondet,[5,3,1,4,2]-det])).
case(lab(queens5, [ffc,up,bisect], Vs, D), all(Vs-D, [[1,3,5,2,4]-nondet,[1,4,2,5,3]-nondet,[2,4,1,3,5]-nondet,[2,5,3,1,4]-nondet,[3,1,4,2,5]-nondet,[3,5,2,4,1]-nondet,[4,1,3,5,2]-nondet,[4,2,5,3,1]-nondet,[5,2,4,1,3]-nondet,[5,3,1,4,2]-det])).
case(lab(queens5, [ffc,down,step], Vs, D), all(Vs-D, [[5,3,1,4,2]-nondet,[5,2,4,1,3]-nondet,[4,2,5,3,1]-nondet,[4,1,3,5,2]-nondet,[3,5,2,4,1]-nondet,[3,1,4,2,5]-nondet,[2,5,3,1,4]-nondet,[2,4,1,3,5]-nondet,[1,4,2,5,3]-nondet,[1,3,5,2,4]-det])).
case(lab(queens5, [ffc,down,enum], Vs, D), all(Vs-D, [[5,3,1,4,2]-nondet,[5,2,4,1,3]-nondet,[4,2,5,3,1]-nondet,[4,1,3,5,2]-nondet,[3,5,2,4,1]-nondet,[3,1,4,2,5]-nondet,[2,5,3,1,4]-nondet,[2,4,1,3,5]-nondet,[1,4,2,5,3]-nondet,[1,3,5,2,4]-det])).
case(lab(queens5, [ffc,down,bisect], Vs, D), all(Vs-D, [[5,3,1,4,2]-nondet,[5,2,4,1,3]-nondet,[4,2,5,3,1]-nondet,[4,1,3,5,2]-nondet,[3,5,2,4,1]-nondet,[3,1,4,2,5]-nondet,[2,5,3,1,4]-nondet,[2,4,1,3,5]-nondet,[1,4,2,5,3]-nondet,[1,3,5,2,4]-det])).
case(lab(queens5, [min,up,step], Vs, D), all(Vs-D, [[1,4,2,5,3]-nondet,[1,3,5,2,4]-nondet,[3,1,4,2,5]-nondet,[4,1,3,5,2]-nondet,[2,4,1,3,5]-nondet,[5,3,1,4,2]-nondet,[2,5,3,1,4]-nondet,[5,2,4,1,3]-nondet,[4,2,5,3,1]-nondet,[3,5,2,4,1]-nondet])).
case(lab(queens5, [min,up,enum], Vs, D), all(Vs-D, [[1,4,2,5,3]-nondet,[1,3,5,2,4]-nondet,[2,4,1,3,5]-nondet,[2,5,3,1,4]-nondet,[3,1,4,2,5]-nondet,[3,5,2,4,1]-nondet,[4,1,3,5,2]-nondet,[4,2,5,3,1]-nondet,[5,2,4,1,3]-nondet,[5,3,1,4,2]-det])).
case(lab(queens5, [min,up,bisect], Vs, D), all(Vs-D, [[1,4,2,5,3]-nondet,[1,3,5,2,4]-nondet,[2,4,1,3,5]-nondet,[2,5,3,1,4]-nondet,[3,1,4,2,5]-nondet,[3,5,2,4,1]-nondet,[4,1,3,5,2]-nondet,[5,2,4,1,3]-nondet,[4,2,5,3,1]-nondet,[5,3,1,4,2]-nondet])).
case(lab(queens5, [min,down,step], Vs, D), all(Vs-D, [[5,3,1,4,2]-nondet,[5,2,4,1,3]-nondet,[4,2,5,3,1]-nondet,[4,1,3,5,2]-nondet,[3,5,2,4,1]-nondet,[3,1,4,2,5]-nondet,[2,5,3,1,4]-nondet,[2,4,1,3,5]-nondet,[1,3,5,2,4]-nondet,[1,4,2,5,3]-det])).
case(lab(queens5, [min,down,enum], Vs, D), all(Vs-D, [[5,3,1,4,2]-nondet,[5,2,4,1,3]-nondet,[4,2,5,3,1]-nondet,[4,1,3,5,2]-nondet,[3,5,2,4,1]-nondet,[3,1,4,2,5]-nondet,[2,5,3,1,4]-nondet,[2,4,1,3,5]-nondet,[1,3,5,2,4]-nondet,[1,4,2,5,3]-det])).
case(lab(queens5, [min,down,bisect], Vs, D), all(Vs-D, [[5,3,1,4,2]-nondet,[4,2,5,3,1]-nondet,[5,2,4,1,3]-nondet,[4,1,3,5,2]-nondet,[3,5,2,4,1]-nondet,[3,1,4,2,5]-nondet,[2,5,3,1,4]-nondet,[2,4,1,3,5]-nondet,[1,3,5,2,4]-nondet,[1,4,2,5,3]-det])).
case(lab(queens5, [max,up,step], Vs, D), all(Vs-D, [[1,3,5,2,4]-nondet,[1,4,2,5,3]-nondet,[2,4,1,3,5]-nondet,[2,5,3,1,4]-nondet,[3,1,4,2,5]-nondet,[3,5,2,4,1]-nondet,[4,1,3,5,2]-nondet,[4,2,5,3,1]-nondet,[5,3,1,4,2]-nondet,[5,2,4,1,3]-det])).
case(lab(queens5, [max,up,enum], Vs, D), all(Vs-D, [[1,3,5,2,4]-nondet,[1,4,2,5,3]-nondet,[2,4,1,3,5]-nondet,[2,5,3,1,4]-nondet,[3,1,4,2,5]-nondet,[3,5,2,4,1]-nondet,[4,1,3,5,2]-nondet,[4,2,5,3,1]-nondet,[5,3,1,4,2]-nondet,[5,2,4,1,3]-det])).
case(lab(queens5, [max,up,bisect], Vs, D), all(Vs-D, [[3,1,4,2,5]-nondet,[1,3,5,2,4]-nondet,[2,4,1,3,5]-nondet,[1,4,2,5,3]-nondet,[2,5,3,1,4]-nondet,[3,5,2,4,1]-nondet,[4,1,3,5,2]-nondet,[4,2,5,3,1]-nondet,[5,3,1,4,2]-nondet,[5,2,4,1,3]-det])).
case(lab(queens5, [max,down,step], Vs, D), all(Vs-D, [[5,2,4,1,3]-nondet,[5,3,1,4,2]-nondet,[3,5,2,4,1]-nondet,[2,5,3,1,4]-nondet,[4,2,5,3,1]-nondet,[1,3,5,2,4]-nondet,[4,1,3,5,2]-nondet,[1,4,2,5,3]-nondet,[2,4,1,3,5]-nondet,[3,1,4,2,5]-nondet])).
case(lab(queens5, [max,down,enum], Vs, D), all(Vs-D, [[5,2,4,1,3]-nondet,[5,3,1,4,2]-nondet,[4,2,5,3,1]-nondet,[4,1,3,5,2]-nondet,[3,5,2,4,1]-nondet,[3,1,4,2,5]-nondet,[2,5,3,1,4]-nondet,[2,4,1,3,5]-nondet,[1,4,2,5,3]-nondet,[1,3,5,2,4]-det])).
case(lab(queens5, [max,down,bisect], Vs, D), all(Vs-D, [[5,2,4,1,3]-nondet,[5,3,1,4,2]-nondet,[4,2,5,3,1]-nondet,[4,1,3,5,2]-nondet,[3,5,2,4,1]-nondet,[2,5,3,1,4]-nondet,[1,4,2,5,3]-nondet,[2,4,1,3,5]-nondet,[1,3,5,2,4]-nondet,[3,1,4,2,5]-nondet])).
case(lab(holes, [leftmost,up,step], Vs, D), all(Vs-D, [[2,7]-nondet,[3,7]-nondet,[6,3]-nondet,[6,4]-nondet,[6,5]-nondet,[6,7]-nondet,[8,2]-nondet,[8,3]-nondet,[8,4]-nondet,[8,5]-nondet,[8,7]-det])).
case(lab(holes, [leftmost,up,enum], Vs, D), all(Vs-D, [[2,7]-nondet,[3,7]-nondet,[6,3]-nondet,[6,4]-nondet,[6,5]-nondet,[6,7]-nondet,[8,2]-nondet,[8,3]-nondet,[8,4]-nondet,[8,5]-nondet,[8,7]-det])).
case(lab(holes, [leftmost,up,bisect], Vs, D), all(Vs-D, [[2,7]-nondet,[3,7]-nondet,[6,3]-nondet,[6,4]-nondet,[6,5]-nondet,[6,7]-nondet,[8,2]-nondet,[8,3]-nondet,[8,4]-nondet,[8,5]-nondet,[8,7]-det])).
case(lab(holes, [leftmost,down,step], Vs, D), all(Vs-D, [[8,7]-nondet,[8,5]-nondet,[8,4]-nondet,[8,3]-nondet,[8,2]-nondet,[6,7]-nondet,[6,5]-nondet,[6,4]-nondet,[6,3]-nondet,[3,7]-nondet,[2,7]-det])).
case(lab(holes, [leftmost,down,enum], Vs, D), all(Vs-D, [[8,7]-nondet,[8,5]-nondet,[8,4]-nondet,[8,3]-nondet,[8,2]-nondet,[6,7]-nondet,[6,5]-nondet,[6,4]-nondet,[6,3]-nondet,[3,7]-nondet,[2,7]-det])).
case(lab(holes, [leftmost,down,bisect], Vs, D), all(Vs-D, [[8,7]-nondet,[8,5]-nondet,[8,4]-nondet,[8,3]-nondet,[8,2]-nondet,[6,7]-nondet,[6,5]-nondet,[6,4]-nondet,[6,3]-nondet,[3,7]-nondet,[2,7]-det])).
case(lab(holes, [ff,up,step], Vs, D), all(Vs-D, [[2,7]-nondet,[3,7]-nondet,[6,3]-nondet,[6,4]-nondet,[6,5]-nondet,[6,7]-nondet,[8,2]-nondet,[8,3]-nondet,[8,4]-nondet,[8,5]-nondet,[8,7]-det])).
case(lab(holes, [ff,up,enum], Vs, D), all(Vs-D, [[2,7]-nondet,[3,7]-nondet,[6,3]-nondet,[6,4]-nondet,[6,5]-nondet,[6,7]-nondet,[8,2]-nondet,[8,3]-nondet,[8,4]-nondet,[8,5]-nondet,[8,7]-det])).
case(lab(holes, [ff,up,bisect], Vs, D), all(Vs-D, [[2,7]-nondet,[3,7]-nondet,[6,3]-nondet,[6,4]-nondet,[6,5]-nondet,[6,7]-nondet,[8,2]-nondet,[8,3]-nondet,[8,4]-nondet,[8,5]-nondet,[8,7]-det])).
case(lab(holes, [ff,down,step], Vs, D), all(Vs-D, [[8,7]-nondet,[8,5]-nondet,[8,4]-nondet,[8,3]-nondet,[8,2]-nondet,[6,7]-nondet,[6,5]-nondet,[6,4]-nondet,[6,3]-nondet,[3,7]-nondet,[2,7]-det])).
case(lab(holes, [ff,down,enum], Vs, D), all(Vs-D, [[8,7]-nondet,[8,5]-nondet,[8,4]-nondet,[8,3]-nondet,[8,2]-nondet,[6,7]-nondet,[6,5]-nondet,[6,4]-nondet,[6,3]-nondet,[3,7]-nondet,[2,7]-det])).
case(lab(holes, [ff,down,bisect], Vs, D), all(Vs-D, [[8,7]-nondet,[8,5]-nondet,[8,4]-nondet,[8,3]-nondet,[8,2]-nondet,[6,7]-nondet,[6,5]-nondet,[6,4]-nondet,[6,3]-nondet,[3,7]-nondet,[2,7]-det])).
case(lab(holes, [ffc,up,step], Vs, D), all(Vs-D, [[2,7]-nondet,[3,7]-nondet,[6,3]-nondet,[6,4]-nondet,[6,5]-nondet,[6,7]-nondet,[8,2]-nondet,[8,3]-nondet,[8,4]-nondet,[8,5]-nondet,[8,7]-det])).
case(lab(holes, [ffc,up,enum], Vs, D), all(Vs-D, [[2,7]-nondet,[3,7]-nondet,[6,3]-nondet,[6,4]-nondet,[6,5]-nondet,[6,7]-nondet,[8,2]-nondet,[8,3]-nondet,[8,4]-nondet,[8,5]-nondet,[8,7]-det])).
case(lab(holes, [ffc,up,bisect], Vs, D), all(Vs-D, [[2,7]-nondet,[3,7]-nondet,[6,3]-nondet,[6,4]-nondet,[6,5]-nondet,[6,7]-nondet,[8,2]-nondet,[8,3]-nondet,[8,4]-nondet,[8,5]-nondet,[8,7]-det])).
case(lab(holes, [ffc,down,step], Vs, D), all(Vs-D, [[8,7]-nondet,[8,5]-nondet,[8,4]-nondet,[8,3]-nondet,[8,2]-nondet,[6,7]-nondet,[6,5]-nondet,[6,4]-nondet,[6,3]-nondet,[3,7]-nondet,[2,7]-det])).
case(lab(holes, [ffc,down,enum], Vs, D), all(Vs-D, [[8,7]-nondet,[8,5]-nondet,[8,4]-nondet,[8,3]-nondet,[8,2]-nondet,[6,7]-nondet,[6,5]-nondet,[6,4]-nondet,[6,3]-nondet,[3,7]-nondet,[2,7]-det])).
case(lab(holes, [ffc,down,bisect], Vs, D), all(Vs-D, [[8,7]-nondet,[8,5]-nondet,[8,4]-nondet,[8,3]-nondet,[8,2]-nondet,[6,7]-nondet,[6,5]-nondet,[6,4]-nondet,[6,3]-nondet,[3,7]-nondet,[2,7]-det])).
case(lab(holes, [min,up,step], Vs, D), all(Vs-D, [[2,7]-nondet,[8,2]-nondet,[3,7]-nondet,[6,3]-nondet,[8,3]-nondet,[6,4]-nondet,[8,4]-nondet,[6,5]-nondet,[8,5]-nondet,[6,7]-nondet,[8,7]-det])).
case(lab(holes, [min,up,enum], Vs, D), all(Vs-D, [[2,7]-nondet,[3,7]-nondet,[6,3]-nondet,[6,4]-nondet,[6,5]-nondet,[6,7]-nondet,[8,2]-nondet,[8,3]-nondet,[8,4]-nondet,[8,5]-nondet,[8,7]-det])).
case(lab(holes, [min,up,bisect], Vs, D), all(Vs-D, [[2,7]-nondet,[3,7]-nondet,[8,2]-nondet,[6,3]-nondet,[8,3]-nondet,[6,4]-nondet,[8,4]-nondet,[6,5]-nondet,[8,5]-nondet,[6,7]-nondet,[8,7]-det])).
case(lab(holes, [min,down,step], Vs, D), all(Vs-D, [[8,7]-nondet,[8,5]-nondet,[8,4]-nondet,[8,3]-nondet,[8,2]-nondet,[6,7]-nondet,[6,5]-nondet,[6,4]-nondet,[6,3]-nondet,[3,7]-nondet,[2,7]-det])).
case(lab(holes, [min,down,enum], Vs, D), all(Vs-D, [[8,7]-nondet,[8,5]-nondet,[8,4]-nondet,[8,3]-nondet,[8,2]-nondet,[6,7]-nondet,[6,5]-nondet,[6,4]-nondet,[6,3]-nondet,[3,7]-nondet,[2,7]-det])).
case(lab(holes, [min,down,bisect], Vs, D), all(Vs-D, [[8,7]-nondet,[6,7]-nondet,[8,5]-nondet,[6,5]-nondet,[8,4]-nondet,[6,4]-nondet,[8,3]-nondet,[6,3]-nondet,[8,2]-nondet,[3,7]-nondet,[2,7]-det])).
case(lab(holes, [max,up,step], Vs, D), all(Vs-D, [[2,7]-nondet,[3,7]-nondet,[6,3]-nondet,[6,4]-nondet,[6,5]-nondet,[6,7]-nondet,[8,2]-nondet,[8,3]-nondet,[8,4]-nondet,[8,5]-nondet,[8,7]-det])).
case(lab(holes, [max,up,enum], Vs, D), all(Vs-D, [[2,7]-nondet,[3,7]-nondet,[6,3]-nondet,[6,4]-nondet,[6,5]-nondet,[6,7]-nondet,[8,2]-nondet,[8,3]-nondet,[8,4]-nondet,[8,5]-nondet,[8,7]-det])).
case(lab(holes, [max,up,bisect], Vs, D), all(Vs-D, [[2,7]-nondet,[3,7]-nondet,[6,3]-nondet,[6,4]-nondet,[6,5]-nondet,[6,7]-nondet,[8,2]-nondet,[8,3]-nondet,[8,4]-nondet,[8,5]-nondet,[8,7]-det])).
case(lab(holes, [max,down,step], Vs, D), all(Vs-D, [[8,7]-nondet,[8,5]-nondet,[8,4]-nondet,[8,3]-nondet,[8,2]-nondet,[6,7]-nondet,[3,7]-nondet,[2,7]-nondet,[6,5]-nondet,[6,4]-nondet,[6,3]-det])).
case(lab(holes, [max,down,enum], Vs, D), all(Vs-D, [[8,7]-nondet,[8,5]-nondet,[8,4]-nondet,[8,3]-nondet,[8,2]-nondet,[6,7]-nondet,[6,5]-nondet,[6,4]-nondet,[6,3]-nondet,[3,7]-nondet,[2,7]-det])).
case(lab(holes, [max,down,bisect], Vs, D), all(Vs-D, [[8,7]-nondet,[8,5]-nondet,[8,4]-nondet,[8,3]-nondet,[8,2]-nondet,[6,7]-nondet,[6,5]-nondet,[6,4]-nondet,[6,3]-nondet,[3,7]-nondet,[2,7]-det])).
case(lab(alldiff, [leftmost,up,step], Vs, D), all(Vs-D, [[1,3,2,4]-nondet,[1,3,4,2]-nondet,[1,4,2,3]-nondet,[1,4,3,2]-nondet,[2,1,3,4]-nondet,[2,1,4,3]-nondet,[2,3,4,1]-nondet,[2,4,3,1]-nondet,[3,1,4,2]-det])).
case(lab(alldiff, [leftmost,up,enum], Vs, D), all(Vs-D, [[1,3,2,4]-nondet,[1,3,4,2]-nondet,[1,4,2,3]-nondet,[1,4,3,2]-nondet,[2,1,3,4]-nondet,[2,1,4,3]-nondet,[2,3,4,1]-nondet,[2,4,3,1]-nondet,[3,1,4,2]-det])).
case(lab(alldiff, [leftmost,up,bisect], Vs, D), all(Vs-D, [[1,3,2,4]-nondet,[1,3,4,2]-nondet,[1,4,2,3]-nondet,[1,4,3,2]-nondet,[2,1,3,4]-nondet,[2,1,4,3]-nondet,[2,3,4,1]-nondet,[2,4,3,1]-nondet,[3,1,4,2]-det])).
case(lab(alldiff, [leftmost,down,step], Vs, D), all(Vs-D, [[3,1,4,2]-nondet,[2,4,3,1]-nondet,[2,3,4,1]-nondet,[2,1,4,3]-nondet,[2,1,3,4]-nondet,[1,4,3,2]-nondet,[1,4,2,3]-nondet,[1,3,4,2]-nondet,[1,3,2,4]-det])).
case(lab(alldiff, [leftmost,down,enum], Vs, D), all(Vs-D, [[3,1,4,2]-nondet,[2,4,3,1]-nondet,[2,3,4,1]-nondet,[2,1,4,3]-nondet,[2,1,3,4]-nondet,[1,4,3,2]-nondet,[1,4,2,3]-nondet,[1,3,4,2]-nondet,[1,3,2,4]-det])).
case(lab(alldiff, [leftmost,down,bisect], Vs, D), all(Vs-D, [[3,1,4,2]-nondet,[2,4,3,1]-nondet,[2,3,4,1]-nondet,[2,1,4,3]-nondet,[2,1,3,4]-nondet,[1,4,3,2]-nondet,[1,4,2,3]-nondet,[1,3,4,2]-nondet,[1,3,2,4]-det])).
case(lab(alldiff, [ff,up,step], Vs, D), all(Vs-D, [[1,3,2,4]-nondet,[1,3,4,2]-nondet,[1,4,2,3]-nondet,[1,4,3,2]-nondet,[2,1,3,4]-nondet,[2,4,3,1]-nondet,[2,1,4,3]-nondet,[2,3,4,1]-nondet,[3,1,4,2]-det])).
case(lab(alldiff, [ff,up,enum], Vs, D), all(Vs-D, [[1,3,2,4]-nondet,[1,3,4,2]-nondet,[1,4,2,3]-nondet,[1,4,3,2]-nondet,[2,1,3,4]-nondet,[2,4,3,1]-nondet,[2,1,4,3]-nondet,[2,3,4,1]-nondet,[3,1,4,2]-det])).
case(lab(alldiff, [ff,up,bisect], Vs, D), all(Vs-D, [[1,3,2,4]-nondet,[1,3,4,2]-nondet,[1,4,2,3]-nondet,[1,4,3,2]-nondet,[2,1,3,4]-nondet,[2,4,3,1]-nondet,[2,1,4,3]-nondet,[2,3,4,1]-nondet,[3,1,4,2]-det])).
case(lab(alldiff, [ff,down,step], Vs, D), all(Vs-D, [[3,1,4,2]-nondet,[2,3,4,1]-nondet,[2,1,4,3]-nondet,[2,4,3,1]-nondet,[2,1,3,4]-nondet,[1,4,3,2]-nondet,[1,4,2,3]-nondet,[1,3,4,2]-nondet,[1,3,2,4]-det])).
case(lab(alldiff, [ff,down,enum], Vs, D), all(Vs-D, [[3,1,4,2]-nondet,[2,3,4,1]-nondet,[2,1,4,3]-nondet,[2,4,3,1]-nondet,[2,1,3,4]-nondet,[1,4,3,2]-nondet,[1,4,2,3]-nondet,[1,3,4,2]-nondet,[1,3,2,4]-det])).
case(lab(alldiff, [ff,down,bisect], Vs, D), all(Vs-D, [[3,1,4,2]-nondet,[2,3,4,1]-nondet,[2,1,4,3]-nondet,[2,4,3,1]-nondet,[2,1,3,4]-nondet,[1,4,3,2]-nondet,[1,4,2,3]-nondet,[1,3,4,2]-nondet,[1,3,2,4]-det])).
case(lab(alldiff, [ffc,up,step], Vs, D), all(Vs-D, [[1,3,2,4]-nondet,[1,3,4,2]-nondet,[1,4,2,3]-nondet,[1,4,3,2]-nondet,[2,1,3,4]-nondet,[2,4,3,1]-nondet,[2,1,4,3]-nondet,[2,3,4,1]-nondet,[3,1,4,2]-det])).
case(lab(alldiff, [ffc,up,enum], Vs, D), all(Vs-D, [[1,3,2,4]-nondet,[1,3,4,2]-nondet,[1,4,2,3]-nondet,[1,4,3,2]-nondet,[2,1,3,4]-nondet,[2,4,3,1]-nondet,[2,1,4,3]-nondet,[2,3,4,1]-nondet,[3,1,4,2]-det])).
case(lab(alldiff, [ffc,up,bisect], Vs, D), all(Vs-D, [[1,3,2,4]-nondet,[1,3,4,2]-nondet,[1,4,2,3]-nondet,[1,4,3,2]-nondet,[2,1,3,4]-nondet,[2,4,3,1]-nondet,[2,1,4,3]-nondet,[2,3,4,1]-nondet,[3,1,4,2]-det])).
case(lab(alldiff, [ffc,down,step], Vs, D), all(Vs-D, [[3,1,4,2]-nondet,[2,3,4,1]-nondet,[2,1,4,3]-nondet,[2,4,3,1]-nondet,[2,1,3,4]-nondet,[1,4,3,2]-nondet,[1,4,2,3]-nondet,[1,3,4,2]-nondet,[1,3,2,4]-det])).
case(lab(alldiff, [ffc,down,enum], Vs, D), all(Vs-D, [[3,1,4,2]-nondet,[2,3,4,1]-nondet,[2,1,4,3]-nondet,[2,4,3,1]-nondet,[2,1,3,4]-nondet,[1,4,3,2]-nondet,[1,4,2,3]-nondet,[1,3,4,2]-nondet,[1,3,2,4]-det])).
case(lab(alldiff, [ffc,down,bisect], Vs, D), all(Vs-D, [[3,1,4,2]-nondet,[2,3,4,1]-nondet,[2,1,4,3]-nondet,[2,4,3,1]-nondet,[2,1,3,4]-nondet,[1,4,3,2]-nondet,[1,4,2,3]-nondet,[1,3,4,2]-nondet,[1,3,2,4]-det])).
case(lab(alldiff, [min,up,step], Vs, D), all(Vs-D, [[1,3,2,4]-nondet,[1,4,2,3]-nondet,[1,3,4,2]-nondet,[1,4,3,2]-nondet,[2,1,3,4]-nondet,[2,1,4,3]-nondet,[3,1,4,2]-nondet,[2,3,4,1]-nondet,[2,4,3,1]-nondet])).
case(lab(alldiff, [min,up,enum], Vs, D), all(Vs-D, [[1,3,2,4]-nondet,[1,4,2,3]-nondet,[1,4,3,2]-nondet,[1,3,4,2]-nondet,[2,1,3,4]-nondet,[2,1,4,3]-nondet,[2,3,4,1]-nondet,[2,4,3,1]-nondet,[3,1,4,2]-det])).
case(lab(alldiff, [min,up,bisect], Vs, D), all(Vs-D, [[1,3,2,4]-nondet,[1,4,2,3]-nondet,[1,4,3,2]-nondet,[1,3,4,2]-nondet,[2,1,3,4]-nondet,[2,1,4,3]-nondet,[2,3,4,1]-nondet,[2,4,3,1]-nondet,[3,1,4,2]-det])).
case(lab(alldiff, [min,down,step], Vs, D), all(Vs-D, [[3,1,4,2]-nondet,[2,4,3,1]-nondet,[2,3,4,1]-nondet,[2,1,4,3]-nondet,[2,1,3,4]-nondet,[1,3,4,2]-nondet,[1,4,3,2]-nondet,[1,4,2,3]-nondet,[1,3,2,4]-det])).
case(lab(alldiff, [min,down,enum], Vs, D), all(Vs-D, [[3,1,4,2]-nondet,[2,4,3,1]-nondet,[2,3,4,1]-nondet,[2,1,4,3]-nondet,[2,1,3,4]-nondet,[1,3,4,2]-nondet,[1,4,3,2]-nondet,[1,4,2,3]-nondet,[1,3,2,4]-det])).
case(lab(alldiff, [min,down,bisect], Vs, D), all(Vs-D, [[3,1,4,2]-nondet,[2,4,3,1]-nondet,[2,3,4,1]-nondet,[2,1,4,3]-nondet,[2,1,3,4]-nondet,[1,3,4,2]-nondet,[1,4,3,2]-nondet,[1,4,2,3]-nondet,[1,3,2,4]-det])).
case(lab(alldiff, [max,up,step], Vs, D), all(Vs-D, [[2,1,3,4]-nondet,[2,1,4,3]-nondet,[3,1,4,2]-nondet,[1,3,2,4]-nondet,[1,3,4,2]-nondet,[2,3,4,1]-nondet,[1,4,2,3]-nondet,[1,4,3,2]-nondet,[2,4,3,1]-det])).
case(lab(alldiff, [max,up,enum], Vs, D), all(Vs-D, [[2,1,3,4]-nondet,[2,1,4,3]-nondet,[3,1,4,2]-nondet,[1,3,2,4]-nondet,[1,3,4,2]-nondet,[2,3,4,1]-nondet,[1,4,2,3]-nondet,[1,4,3,2]-nondet,[2,4,3,1]-det])).
case(lab(alldiff, [max,up,bisect], Vs, D), all(Vs-D, [[2,1,3,4]-nondet,[2,1,4,3]-nondet,[3,1,4,2]-nondet,[1,3,2,4]-nondet,[1,3,4,2]-nondet,[2,3,4,1]-nondet,[1,4,2,3]-nondet,[1,4,3,2]-nondet,[2,4,3,1]-det])).
case(lab(alldiff, [max,down,step], Vs, D), all(Vs-D, [[2,4,3,1]-nondet,[1,4,3,2]-nondet,[1,4,2,3]-nondet,[3,1,4,2]-nondet,[2,3,4,1]-nondet,[1,3,4,2]-nondet,[2,1,4,3]-nondet,[1,3,2,4]-nondet,[2,1,3,4]-nondet])).
case(lab(alldiff, [max,down,enum], Vs, D), all(Vs-D, [[2,4,3,1]-nondet,[1,4,3,2]-nondet,[1,4,2,3]-nondet,[2,3,4,1]-nondet,[1,3,4,2]-nondet,[1,3,2,4]-nondet,[3,1,4,2]-nondet,[2,1,4,3]-nondet,[2,1,3,4]-det])).
case(lab(alldiff, [max,down,bisect], Vs, D), all(Vs-D, [[2,4,3,1]-nondet,[1,4,3,2]-nondet,[1,4,2,3]-nondet,[2,3,4,1]-nondet,[1,3,4,2]-nondet,[1,3,2,4]-nondet,[3,1,4,2]-nondet,[2,1,4,3]-nondet,[2,1,3,4]-det])).
case(lab(negative, [leftmost,up,step], Vs, D), all(Vs-D, [[-2,1]-nondet,[-1,0]-nondet,[-1,1]-nondet,[1,-1]-nondet,[1,0]-nondet,[1,1]-nondet,[2,-1]-nondet,[2,0]-nondet,[2,1]-det])).
case(lab(negative, [leftmost,up,enum], Vs, D), all(Vs-D, [[-2,1]-nondet,[-1,0]-nondet,[-1,1]-nondet,[1,-1]-nondet,[1,0]-nondet,[1,1]-nondet,[2,-1]-nondet,[2,0]-nondet,[2,1]-det])).
case(lab(negative, [leftmost,up,bisect], Vs, D), all(Vs-D, [[-2,1]-nondet,[-1,0]-nondet,[-1,1]-nondet,[1,-1]-nondet,[1,0]-nondet,[1,1]-nondet,[2,-1]-nondet,[2,0]-nondet,[2,1]-det])).
case(lab(negative, [leftmost,down,step], Vs, D), all(Vs-D, [[2,1]-nondet,[2,0]-nondet,[2,-1]-nondet,[1,1]-nondet,[1,0]-nondet,[1,-1]-nondet,[-1,1]-nondet,[-1,0]-nondet,[-2,1]-det])).
case(lab(negative, [leftmost,down,enum], Vs, D), all(Vs-D, [[2,1]-nondet,[2,0]-nondet,[2,-1]-nondet,[1,1]-nondet,[1,0]-nondet,[1,-1]-nondet,[-1,1]-nondet,[-1,0]-nondet,[-2,1]-det])).
case(lab(negative, [leftmost,down,bisect], Vs, D), all(Vs-D, [[2,1]-nondet,[2,0]-nondet,[2,-1]-nondet,[1,1]-nondet,[1,0]-nondet,[1,-1]-nondet,[-1,1]-nondet,[-1,0]-nondet,[-2,1]-det])).
case(lab(negative, [ff,up,step], Vs, D), all(Vs-D, [[1,-1]-nondet,[2,-1]-nondet,[-1,0]-nondet,[1,0]-nondet,[2,0]-nondet,[-2,1]-nondet,[-1,1]-nondet,[1,1]-nondet,[2,1]-det])).
case(lab(negative, [ff,up,enum], Vs, D), all(Vs-D, [[1,-1]-nondet,[2,-1]-nondet,[-1,0]-nondet,[1,0]-nondet,[2,0]-nondet,[-2,1]-nondet,[-1,1]-nondet,[1,1]-nondet,[2,1]-det])).
case(lab(negative, [ff,up,bisect], Vs, D), all(Vs-D, [[1,-1]-nondet,[2,-1]-nondet,[-1,0]-nondet,[1,0]-nondet,[2,0]-nondet,[-2,1]-nondet,[-1,1]-nondet,[1,1]-nondet,[2,1]-det])).
case(lab(negative, [ff,down,step], Vs, D), all(Vs-D, [[2,1]-nondet,[1,1]-nondet,[-1,1]-nondet,[-2,1]-nondet,[2,0]-nondet,[1,0]-nondet,[-1,0]-nondet,[2,-1]-nondet,[1,-1]-det])).
case(lab(negative, [ff,down,enum], Vs, D), all(Vs-D, [[2,1]-nondet,[1,1]-nondet,[-1,1]-nondet,[-2,1]-nondet,[2,0]-nondet,[1,0]-nondet,[-1,0]-nondet,[2,-1]-nondet,[1,-1]-det])).
case(lab(negative, [ff,down,bisect], Vs, D), all(Vs-D, [[2,1]-nondet,[1,1]-nondet,[-1,1]-nondet,[-2,1]-nondet,[2,0]-nondet,[1,0]-nondet,[-1,0]-nondet,[2,-1]-nondet,[1,-1]-det])).
case(lab(negative, [ffc,up,step], Vs, D), all(Vs-D, [[1,-1]-nondet,[2,-1]-nondet,[-1,0]-nondet,[1,0]-nondet,[2,0]-nondet,[-2,1]-nondet,[-1,1]-nondet,[1,1]-nondet,[2,1]-det])).
case(lab(negative, [ffc,up,enum], Vs, D), all(Vs-D, [[1,-1]-nondet,[2,-1]-nondet,[-1,0]-nondet,[1,0]-nondet,[2,0]-nondet,[-2,1]-nondet,[-1,1]-nondet,[1,1]-nondet,[2,1]-det])).
case(lab(negative, [ffc,up,bisect], Vs, D), all(Vs-D, [[1,-1]-nondet,[2,-1]-nondet,[-1,0]-nondet,[1,0]-nondet,[2,0]-nondet,[-2,1]-nondet,[-1,1]-nondet,[1,1]-nondet,[2,1]-det])).
case(lab(negative, [ffc,down,step], Vs, D), all(Vs-D, [[2,1]-nondet,[1,1]-nondet,[-1,1]-nondet,[-2,1]-nondet,[2,0]-nondet,[1,0]-nondet,[-1,0]-nondet,[2,-1]-nondet,[1,-1]-det])).
case(lab(negative, [ffc,down,enum], Vs, D), all(Vs-D, [[2,1]-nondet,[1,1]-nondet,[-1,1]-nondet,[-2,1]-nondet,[2,0]-nondet,[1,0]-nondet,[-1,0]-nondet,[2,-1]-nondet,[1,-1]-det])).
case(lab(negative, [ffc,down,bisect], Vs, D), all(Vs-D, [[2,1]-nondet,[1,1]-nondet,[-1,1]-nondet,[-2,1]-nondet,[2,0]-nondet,[1,0]-nondet,[-1,0]-nondet,[2,-1]-nondet,[1,-1]-det])).
case(lab(negative, [min,up,step], Vs, D), all(Vs-D, [[-2,1]-nondet,[-1,0]-nondet,[-1,1]-nondet,[1,-1]-nondet,[2,-1]-nondet,[1,0]-nondet,[2,0]-nondet,[1,1]-nondet,[2,1]-det])).
case(lab(negative, [min,up,enum], Vs, D), all(Vs-D, [[-2,1]-nondet,[-1,0]-nondet,[-1,1]-nondet,[1,-1]-nondet,[1,0]-nondet,[1,1]-nondet,[2,-1]-nondet,[2,0]-nondet,[2,1]-det])).
case(lab(negative, [min,up,bisect], Vs, D), all(Vs-D, [[-2,1]-nondet,[-1,0]-nondet,[-1,1]-nondet,[1,-1]-nondet,[2,-1]-nondet,[1,0]-nondet,[2,0]-nondet,[1,1]-nondet,[2,1]-det])).
case(lab(negative, [min,down,step], Vs, D), all(Vs-D, [[2,1]-nondet,[2,0]-nondet,[2,-1]-nondet,[1,1]-nondet,[1,0]-nondet,[1,-1]-nondet,[-1,1]-nondet,[-1,0]-nondet,[-2,1]-det])).
case(lab(negative, [min,down,enum], Vs, D), all(Vs-D, [[2,1]-nondet,[2,0]-nondet,[2,-1]-nondet,[1,1]-nondet,[1,0]-nondet,[1,-1]-nondet,[-1,1]-nondet,[-1,0]-nondet,[-2,1]-det])).
case(lab(negative, [min,down,bisect], Vs, D), all(Vs-D, [[2,1]-nondet,[1,1]-nondet,[2,0]-nondet,[1,0]-nondet,[2,-1]-nondet,[1,-1]-nondet,[-1,1]-nondet,[-1,0]-nondet,[-2,1]-det])).
case(lab(negative, [max,up,step], Vs, D), all(Vs-D, [[-2,1]-nondet,[-1,0]-nondet,[-1,1]-nondet,[1,-1]-nondet,[1,0]-nondet,[1,1]-nondet,[2,-1]-nondet,[2,0]-nondet,[2,1]-det])).
case(lab(negative, [max,up,enum], Vs, D), all(Vs-D, [[-2,1]-nondet,[-1,0]-nondet,[-1,1]-nondet,[1,-1]-nondet,[1,0]-nondet,[1,1]-nondet,[2,-1]-nondet,[2,0]-nondet,[2,1]-det])).
case(lab(negative, [max,up,bisect], Vs, D), all(Vs-D, [[-1,0]-nondet,[-2,1]-nondet,[-1,1]-nondet,[1,-1]-nondet,[1,0]-nondet,[1,1]-nondet,[2,-1]-nondet,[2,0]-nondet,[2,1]-det])).
case(lab(negative, [max,down,step], Vs, D), all(Vs-D, [[2,1]-nondet,[2,0]-nondet,[2,-1]-nondet,[1,1]-nondet,[1,0]-nondet,[1,-1]-nondet,[-1,1]-nondet,[-2,1]-nondet,[-1,0]-det])).
case(lab(negative, [max,down,enum], Vs, D), all(Vs-D, [[2,1]-nondet,[2,0]-nondet,[2,-1]-nondet,[1,1]-nondet,[1,0]-nondet,[1,-1]-nondet,[-1,1]-nondet,[-1,0]-nondet,[-2,1]-det])).
case(lab(negative, [max,down,bisect], Vs, D), all(Vs-D, [[2,1]-nondet,[2,0]-nondet,[2,-1]-nondet,[1,1]-nondet,[1,0]-nondet,[1,-1]-nondet,[-1,1]-nondet,[-2,1]-nondet,[-1,0]-det])).
case(lab(ties, [leftmost,up,step], Vs, D), all(Vs-D, [[1,1,0]-nondet,[1,2,1]-nondet,[1,3,2]-nondet,[2,2,2]-det])).
case(lab(ties, [leftmost,up,enum], Vs, D), all(Vs-D, [[1,1,0]-nondet,[1,2,1]-nondet,[1,3,2]-nondet,[2,2,2]-nondet])).
case(lab(ties, [leftmost,up,bisect], Vs, D), all(Vs-D, [[1,1,0]-nondet,[1,2,1]-nondet,[1,3,2]-nondet,[2,2,2]-nondet])).
case(lab(ties, [leftmost,down,step], Vs, D), all(Vs-D, [[2,2,2]-nondet,[1,3,2]-nondet,[1,2,1]-nondet,[1,1,0]-det])).
case(lab(ties, [leftmost,down,enum], Vs, D), all(Vs-D, [[2,2,2]-nondet,[1,3,2]-nondet,[1,2,1]-nondet,[1,1,0]-det])).
case(lab(ties, [leftmost,down,bisect], Vs, D), all(Vs-D, [[2,2,2]-nondet,[1,3,2]-nondet,[1,2,1]-nondet,[1,1,0]-det])).
case(lab(ties, [ff,up,step], Vs, D), all(Vs-D, [[1,1,0]-nondet,[1,2,1]-nondet,[1,3,2]-nondet,[2,2,2]-det])).
case(lab(ties, [ff,up,enum], Vs, D), all(Vs-D, [[1,1,0]-nondet,[1,2,1]-nondet,[1,3,2]-nondet,[2,2,2]-nondet])).
case(lab(ties, [ff,up,bisect], Vs, D), all(Vs-D, [[1,1,0]-nondet,[1,2,1]-nondet,[1,3,2]-nondet,[2,2,2]-nondet])).
case(lab(ties, [ff,down,step], Vs, D), all(Vs-D, [[2,2,2]-nondet,[1,3,2]-nondet,[1,2,1]-nondet,[1,1,0]-det])).
case(lab(ties, [ff,down,enum], Vs, D), all(Vs-D, [[2,2,2]-nondet,[1,3,2]-nondet,[1,2,1]-nondet,[1,1,0]-det])).
case(lab(ties, [ff,down,bisect], Vs, D), all(Vs-D, [[2,2,2]-nondet,[1,3,2]-nondet,[1,2,1]-nondet,[1,1,0]-det])).
case(lab(ties, [ffc,up,step], Vs, D), all(Vs-D, [[1,1,0]-nondet,[1,2,1]-nondet,[1,3,2]-nondet,[2,2,2]-det])).
case(lab(ties, [ffc,up,enum], Vs, D), all(Vs-D, [[1,1,0]-nondet,[1,2,1]-nondet,[1,3,2]-nondet,[2,2,2]-nondet])).
case(lab(ties, [ffc,up,bisect], Vs, D), all(Vs-D, [[1,1,0]-nondet,[1,2,1]-nondet,[1,3,2]-nondet,[2,2,2]-nondet])).
case(lab(ties, [ffc,down,step], Vs, D), all(Vs-D, [[2,2,2]-nondet,[1,3,2]-nondet,[1,2,1]-nondet,[1,1,0]-det])).
case(lab(ties, [ffc,down,enum], Vs, D), all(Vs-D, [[2,2,2]-nondet,[1,3,2]-nondet,[1,2,1]-nondet,[1,1,0]-det])).
case(lab(ties, [ffc,down,bisect], Vs, D), all(Vs-D, [[2,2,2]-nondet,[1,3,2]-nondet,[1,2,1]-nondet,[1,1,0]-det])).
case(lab(ties, [min,up,step], Vs, D), all(Vs-D, [[1,1,0]-nondet,[1,2,1]-nondet,[1,3,2]-nondet,[2,2,2]-det])).
case(lab(ties, [min,up,enum], Vs, D), all(Vs-D, [[1,1,0]-nondet,[1,2,1]-nondet,[1,3,2]-nondet,[2,2,2]-nondet])).
case(lab(ties, [min,up,bisect], Vs, D), all(Vs-D, [[1,1,0]-nondet,[1,2,1]-nondet,[1,3,2]-nondet,[2,2,2]-nondet])).
case(lab(ties, [min,down,step], Vs, D), all(Vs-D, [[2,2,2]-nondet,[1,3,2]-nondet,[1,2,1]-nondet,[1,1,0]-det])).
case(lab(ties, [min,down,enum], Vs, D), all(Vs-D, [[2,2,2]-nondet,[1,3,2]-nondet,[1,2,1]-nondet,[1,1,0]-det])).
case(lab(ties, [min,down,bisect], Vs, D), all(Vs-D, [[2,2,2]-nondet,[1,3,2]-nondet,[1,2,1]-nondet,[1,1,0]-det])).
case(lab(ties, [max,up,step], Vs, D), all(Vs-D, [[1,1,0]-nondet,[1,2,1]-nondet,[1,3,2]-nondet,[2,2,2]-det])).
case(lab(ties, [max,up,enum], Vs, D), all(Vs-D, [[1,1,0]-nondet,[1,2,1]-nondet,[1,3,2]-nondet,[2,2,2]-nondet])).
case(lab(ties, [max,up,bisect], Vs, D), all(Vs-D, [[1,1,0]-nondet,[1,2,1]-nondet,[2,2,2]-nondet,[1,3,2]-nondet])).
case(lab(ties, [max,down,step], Vs, D), all(Vs-D, [[1,3,2]-nondet,[2,2,2]-nondet,[1,2,1]-nondet,[1,1,0]-det])).
case(lab(ties, [max,down,enum], Vs, D), all(Vs-D, [[2,2,2]-nondet,[1,3,2]-nondet,[1,2,1]-nondet,[1,1,0]-det])).
case(lab(ties, [max,down,bisect], Vs, D), all(Vs-D, [[1,3,2]-nondet,[2,2,2]-nondet,[1,2,1]-nondet,[1,1,0]-det])).
case(lab(frozen, [leftmost,up,step], Vs, D), all(Vs-D, [[1,2,3]-nondet,[2,1,2]-nondet,[2,1,3]-nondet,[2,3,2]-nondet,[3,1,2]-nondet,[3,1,3]-nondet,[3,2,1]-nondet,[3,2,3]-det])).
case(lab(frozen, [leftmost,up,enum], Vs, D), all(Vs-D, [[1,2,3]-nondet,[2,1,2]-nondet,[2,1,3]-nondet,[2,3,2]-nondet,[3,1,2]-nondet,[3,1,3]-nondet,[3,2,1]-nondet,[3,2,3]-det])).
case(lab(frozen, [leftmost,up,bisect], Vs, D), all(Vs-D, [[1,2,3]-nondet,[2,1,2]-nondet,[2,1,3]-nondet,[2,3,2]-nondet,[3,1,2]-nondet,[3,1,3]-nondet,[3,2,1]-nondet,[3,2,3]-det])).
case(lab(frozen, [leftmost,down,step], Vs, D), all(Vs-D, [[3,2,3]-nondet,[3,2,1]-nondet,[3,1,3]-nondet,[3,1,2]-nondet,[2,3,2]-nondet,[2,1,3]-nondet,[2,1,2]-nondet,[1,2,3]-det])).
case(lab(frozen, [leftmost,down,enum], Vs, D), all(Vs-D, [[3,2,3]-nondet,[3,2,1]-nondet,[3,1,3]-nondet,[3,1,2]-nondet,[2,3,2]-nondet,[2,1,3]-nondet,[2,1,2]-nondet,[1,2,3]-det])).
case(lab(frozen, [leftmost,down,bisect], Vs, D), all(Vs-D, [[3,2,3]-nondet,[3,2,1]-nondet,[3,1,3]-nondet,[3,1,2]-nondet,[2,3,2]-nondet,[2,1,3]-nondet,[2,1,2]-nondet,[1,2,3]-det])).
case(lab(frozen, [ff,up,step], Vs, D), all(Vs-D, [[1,2,3]-nondet,[2,1,2]-nondet,[2,1,3]-nondet,[2,3,2]-nondet,[3,1,2]-nondet,[3,1,3]-nondet,[3,2,1]-nondet,[3,2,3]-det])).
case(lab(frozen, [ff,up,enum], Vs, D), all(Vs-D, [[1,2,3]-nondet,[2,1,2]-nondet,[2,1,3]-nondet,[2,3,2]-nondet,[3,1,2]-nondet,[3,1,3]-nondet,[3,2,1]-nondet,[3,2,3]-det])).
case(lab(frozen, [ff,up,bisect], Vs, D), all(Vs-D, [[1,2,3]-nondet,[2,1,2]-nondet,[2,1,3]-nondet,[2,3,2]-nondet,[3,1,2]-nondet,[3,1,3]-nondet,[3,2,1]-nondet,[3,2,3]-det])).
case(lab(frozen, [ff,down,step], Vs, D), all(Vs-D, [[3,2,3]-nondet,[3,2,1]-nondet,[3,1,3]-nondet,[3,1,2]-nondet,[2,3,2]-nondet,[2,1,3]-nondet,[2,1,2]-nondet,[1,2,3]-det])).
case(lab(frozen, [ff,down,enum], Vs, D), all(Vs-D, [[3,2,3]-nondet,[3,2,1]-nondet,[3,1,3]-nondet,[3,1,2]-nondet,[2,3,2]-nondet,[2,1,3]-nondet,[2,1,2]-nondet,[1,2,3]-det])).
case(lab(frozen, [ff,down,bisect], Vs, D), all(Vs-D, [[3,2,3]-nondet,[3,2,1]-nondet,[3,1,3]-nondet,[3,1,2]-nondet,[2,3,2]-nondet,[2,1,3]-nondet,[2,1,2]-nondet,[1,2,3]-det])).
case(lab(frozen, [ffc,up,step], Vs, D), all(Vs-D, [[1,2,3]-nondet,[2,1,2]-nondet,[2,3,2]-nondet,[2,1,3]-nondet,[3,1,2]-nondet,[3,1,3]-nondet,[3,2,1]-nondet,[3,2,3]-det])).
case(lab(frozen, [ffc,up,enum], Vs, D), all(Vs-D, [[1,2,3]-nondet,[2,1,2]-nondet,[2,3,2]-nondet,[2,1,3]-nondet,[3,1,2]-nondet,[3,1,3]-nondet,[3,2,1]-nondet,[3,2,3]-det])).
case(lab(frozen, [ffc,up,bisect], Vs, D), all(Vs-D, [[1,2,3]-nondet,[2,1,2]-nondet,[2,3,2]-nondet,[2,1,3]-nondet,[3,1,2]-nondet,[3,1,3]-nondet,[3,2,1]-nondet,[3,2,3]-det])).
case(lab(frozen, [ffc,down,step], Vs, D), all(Vs-D, [[3,2,3]-nondet,[3,2,1]-nondet,[3,1,3]-nondet,[3,1,2]-nondet,[2,1,3]-nondet,[2,3,2]-nondet,[2,1,2]-nondet,[1,2,3]-det])).
case(lab(frozen, [ffc,down,enum], Vs, D), all(Vs-D, [[3,2,3]-nondet,[3,2,1]-nondet,[3,1,3]-nondet,[3,1,2]-nondet,[2,1,3]-nondet,[2,3,2]-nondet,[2,1,2]-nondet,[1,2,3]-det])).
case(lab(frozen, [ffc,down,bisect], Vs, D), all(Vs-D, [[3,2,3]-nondet,[3,2,1]-nondet,[3,1,3]-nondet,[3,1,2]-nondet,[2,1,3]-nondet,[2,3,2]-nondet,[2,1,2]-nondet,[1,2,3]-det])).
case(lab(frozen, [min,up,step], Vs, D), all(Vs-D, [[1,2,3]-nondet,[2,1,2]-nondet,[2,1,3]-nondet,[3,1,2]-nondet,[3,1,3]-nondet,[3,2,1]-nondet,[2,3,2]-nondet,[3,2,3]-det])).
case(lab(frozen, [min,up,enum], Vs, D), all(Vs-D, [[1,2,3]-nondet,[2,1,2]-nondet,[2,1,3]-nondet,[2,3,2]-nondet,[3,1,2]-nondet,[3,1,3]-nondet,[3,2,1]-nondet,[3,2,3]-det])).
case(lab(frozen, [min,up,bisect], Vs, D), all(Vs-D, [[1,2,3]-nondet,[2,1,2]-nondet,[2,1,3]-nondet,[2,3,2]-nondet,[3,1,2]-nondet,[3,1,3]-nondet,[3,2,1]-nondet,[3,2,3]-det])).
case(lab(frozen, [min,down,step], Vs, D), all(Vs-D, [[3,2,3]-nondet,[3,2,1]-nondet,[3,1,3]-nondet,[3,1,2]-nondet,[2,3,2]-nondet,[2,1,3]-nondet,[2,1,2]-nondet,[1,2,3]-det])).
case(lab(frozen, [min,down,enum], Vs, D), all(Vs-D, [[3,2,3]-nondet,[3,2,1]-nondet,[3,1,3]-nondet,[3,1,2]-nondet,[2,3,2]-nondet,[2,1,3]-nondet,[2,1,2]-nondet,[1,2,3]-det])).
case(lab(frozen, [min,down,bisect], Vs, D), all(Vs-D, [[3,2,3]-nondet,[3,2,1]-nondet,[3,1,3]-nondet,[3,1,2]-nondet,[2,3,2]-nondet,[2,1,3]-nondet,[2,1,2]-nondet,[1,2,3]-det])).
case(lab(frozen, [max,up,step], Vs, D), all(Vs-D, [[1,2,3]-nondet,[2,1,2]-nondet,[2,1,3]-nondet,[2,3,2]-nondet,[3,2,1]-nondet,[3,1,2]-nondet,[3,1,3]-nondet,[3,2,3]-det])).
case(lab(frozen, [max,up,enum], Vs, D), all(Vs-D, [[1,2,3]-nondet,[2,1,2]-nondet,[2,1,3]-nondet,[2,3,2]-nondet,[3,2,1]-nondet,[3,1,2]-nondet,[3,1,3]-nondet,[3,2,3]-det])).
case(lab(frozen, [max,up,bisect], Vs, D), all(Vs-D, [[2,1,2]-nondet,[1,2,3]-nondet,[2,1,3]-nondet,[2,3,2]-nondet,[3,1,2]-nondet,[3,2,1]-nondet,[3,1,3]-nondet,[3,2,3]-det])).
case(lab(frozen, [max,down,step], Vs, D), all(Vs-D, [[3,2,3]-nondet,[3,1,3]-nondet,[3,2,1]-nondet,[3,1,2]-nondet,[2,3,2]-nondet,[2,1,3]-nondet,[1,2,3]-nondet,[2,1,2]-det])).
case(lab(frozen, [max,down,enum], Vs, D), all(Vs-D, [[3,2,3]-nondet,[3,1,3]-nondet,[3,1,2]-nondet,[3,2,1]-nondet,[2,3,2]-nondet,[2,1,3]-nondet,[2,1,2]-nondet,[1,2,3]-det])).
case(lab(frozen, [max,down,bisect], Vs, D), all(Vs-D, [[3,2,3]-nondet,[3,1,3]-nondet,[3,2,1]-nondet,[3,1,2]-nondet,[2,3,2]-nondet,[2,1,3]-nondet,[1,2,3]-nondet,[2,1,2]-det])).
case(lab(wide, [leftmost,up,step], Vs, D), all(Vs-D, [[18446744073709551614,0]-nondet,[18446744073709551614,1]-nondet,[18446744073709551615,0]-nondet,[18446744073709551616,1]-nondet,[18446744073709551617,0]-nondet,[18446744073709551617,1]-det])).
case(lab(wide, [leftmost,up,enum], Vs, D), all(Vs-D, [[18446744073709551614,0]-nondet,[18446744073709551614,1]-nondet,[18446744073709551615,0]-nondet,[18446744073709551616,1]-nondet,[18446744073709551617,0]-nondet,[18446744073709551617,1]-det])).
case(lab(wide, [leftmost,up,bisect], Vs, D), all(Vs-D, [[18446744073709551614,0]-nondet,[18446744073709551614,1]-nondet,[18446744073709551615,0]-nondet,[18446744073709551616,1]-nondet,[18446744073709551617,0]-nondet,[18446744073709551617,1]-det])).
case(lab(wide, [leftmost,down,step], Vs, D), all(Vs-D, [[18446744073709551617,1]-nondet,[18446744073709551617,0]-nondet,[18446744073709551616,1]-nondet,[18446744073709551615,0]-nondet,[18446744073709551614,1]-nondet,[18446744073709551614,0]-det])).
case(lab(wide, [leftmost,down,enum], Vs, D), all(Vs-D, [[18446744073709551617,1]-nondet,[18446744073709551617,0]-nondet,[18446744073709551616,1]-nondet,[18446744073709551615,0]-nondet,[18446744073709551614,1]-nondet,[18446744073709551614,0]-det])).
case(lab(wide, [leftmost,down,bisect], Vs, D), all(Vs-D, [[18446744073709551617,1]-nondet,[18446744073709551617,0]-nondet,[18446744073709551616,1]-nondet,[18446744073709551615,0]-nondet,[18446744073709551614,1]-nondet,[18446744073709551614,0]-det])).
case(lab(wide, [ff,up,step], Vs, D), all(Vs-D, [[18446744073709551614,0]-nondet,[18446744073709551615,0]-nondet,[18446744073709551617,0]-nondet,[18446744073709551614,1]-nondet,[18446744073709551616,1]-nondet,[18446744073709551617,1]-det])).
case(lab(wide, [ff,up,enum], Vs, D), all(Vs-D, [[18446744073709551614,0]-nondet,[18446744073709551615,0]-nondet,[18446744073709551617,0]-nondet,[18446744073709551614,1]-nondet,[18446744073709551616,1]-nondet,[18446744073709551617,1]-det])).
case(lab(wide, [ff,up,bisect], Vs, D), all(Vs-D, [[18446744073709551614,0]-nondet,[18446744073709551615,0]-nondet,[18446744073709551617,0]-nondet,[18446744073709551614,1]-nondet,[18446744073709551616,1]-nondet,[18446744073709551617,1]-det])).
case(lab(wide, [ff,down,step], Vs, D), all(Vs-D, [[18446744073709551617,1]-nondet,[18446744073709551616,1]-nondet,[18446744073709551614,1]-nondet,[18446744073709551617,0]-nondet,[18446744073709551615,0]-nondet,[18446744073709551614,0]-det])).
case(lab(wide, [ff,down,enum], Vs, D), all(Vs-D, [[18446744073709551617,1]-nondet,[18446744073709551616,1]-nondet,[18446744073709551614,1]-nondet,[18446744073709551617,0]-nondet,[18446744073709551615,0]-nondet,[18446744073709551614,0]-det])).
case(lab(wide, [ff,down,bisect], Vs, D), all(Vs-D, [[18446744073709551617,1]-nondet,[18446744073709551616,1]-nondet,[18446744073709551614,1]-nondet,[18446744073709551617,0]-nondet,[18446744073709551615,0]-nondet,[18446744073709551614,0]-det])).
case(lab(wide, [ffc,up,step], Vs, D), all(Vs-D, [[18446744073709551614,0]-nondet,[18446744073709551615,0]-nondet,[18446744073709551617,0]-nondet,[18446744073709551614,1]-nondet,[18446744073709551616,1]-nondet,[18446744073709551617,1]-det])).
case(lab(wide, [ffc,up,enum], Vs, D), all(Vs-D, [[18446744073709551614,0]-nondet,[18446744073709551615,0]-nondet,[18446744073709551617,0]-nondet,[18446744073709551614,1]-nondet,[18446744073709551616,1]-nondet,[18446744073709551617,1]-det])).
case(lab(wide, [ffc,up,bisect], Vs, D), all(Vs-D, [[18446744073709551614,0]-nondet,[18446744073709551615,0]-nondet,[18446744073709551617,0]-nondet,[18446744073709551614,1]-nondet,[18446744073709551616,1]-nondet,[18446744073709551617,1]-det])).
case(lab(wide, [ffc,down,step], Vs, D), all(Vs-D, [[18446744073709551617,1]-nondet,[18446744073709551616,1]-nondet,[18446744073709551614,1]-nondet,[18446744073709551617,0]-nondet,[18446744073709551615,0]-nondet,[18446744073709551614,0]-det])).
case(lab(wide, [ffc,down,enum], Vs, D), all(Vs-D, [[18446744073709551617,1]-nondet,[18446744073709551616,1]-nondet,[18446744073709551614,1]-nondet,[18446744073709551617,0]-nondet,[18446744073709551615,0]-nondet,[18446744073709551614,0]-det])).
case(lab(wide, [ffc,down,bisect], Vs, D), all(Vs-D, [[18446744073709551617,1]-nondet,[18446744073709551616,1]-nondet,[18446744073709551614,1]-nondet,[18446744073709551617,0]-nondet,[18446744073709551615,0]-nondet,[18446744073709551614,0]-det])).
case(lab(wide, [min,up,step], Vs, D), all(Vs-D, [[18446744073709551614,0]-nondet,[18446744073709551615,0]-nondet,[18446744073709551617,0]-nondet,[18446744073709551614,1]-nondet,[18446744073709551616,1]-nondet,[18446744073709551617,1]-det])).
case(lab(wide, [min,up,enum], Vs, D), all(Vs-D, [[18446744073709551614,0]-nondet,[18446744073709551615,0]-nondet,[18446744073709551617,0]-nondet,[18446744073709551614,1]-nondet,[18446744073709551616,1]-nondet,[18446744073709551617,1]-det])).
case(lab(wide, [min,up,bisect], Vs, D), all(Vs-D, [[18446744073709551614,0]-nondet,[18446744073709551615,0]-nondet,[18446744073709551617,0]-nondet,[18446744073709551614,1]-nondet,[18446744073709551616,1]-nondet,[18446744073709551617,1]-det])).
case(lab(wide, [min,down,step], Vs, D), all(Vs-D, [[18446744073709551617,1]-nondet,[18446744073709551616,1]-nondet,[18446744073709551614,1]-nondet,[18446744073709551617,0]-nondet,[18446744073709551615,0]-nondet,[18446744073709551614,0]-det])).
case(lab(wide, [min,down,enum], Vs, D), all(Vs-D, [[18446744073709551617,1]-nondet,[18446744073709551616,1]-nondet,[18446744073709551614,1]-nondet,[18446744073709551617,0]-nondet,[18446744073709551615,0]-nondet,[18446744073709551614,0]-det])).
case(lab(wide, [min,down,bisect], Vs, D), all(Vs-D, [[18446744073709551617,1]-nondet,[18446744073709551616,1]-nondet,[18446744073709551614,1]-nondet,[18446744073709551617,0]-nondet,[18446744073709551615,0]-nondet,[18446744073709551614,0]-det])).
case(lab(wide, [max,up,step], Vs, D), all(Vs-D, [[18446744073709551614,0]-nondet,[18446744073709551614,1]-nondet,[18446744073709551615,0]-nondet,[18446744073709551616,1]-nondet,[18446744073709551617,0]-nondet,[18446744073709551617,1]-det])).
case(lab(wide, [max,up,enum], Vs, D), all(Vs-D, [[18446744073709551614,0]-nondet,[18446744073709551614,1]-nondet,[18446744073709551615,0]-nondet,[18446744073709551616,1]-nondet,[18446744073709551617,0]-nondet,[18446744073709551617,1]-det])).
case(lab(wide, [max,up,bisect], Vs, D), all(Vs-D, [[18446744073709551614,0]-nondet,[18446744073709551614,1]-nondet,[18446744073709551615,0]-nondet,[18446744073709551616,1]-nondet,[18446744073709551617,0]-nondet,[18446744073709551617,1]-det])).
case(lab(wide, [max,down,step], Vs, D), all(Vs-D, [[18446744073709551617,1]-nondet,[18446744073709551617,0]-nondet,[18446744073709551616,1]-nondet,[18446744073709551615,0]-nondet,[18446744073709551614,1]-nondet,[18446744073709551614,0]-det])).
case(lab(wide, [max,down,enum], Vs, D), all(Vs-D, [[18446744073709551617,1]-nondet,[18446744073709551617,0]-nondet,[18446744073709551616,1]-nondet,[18446744073709551615,0]-nondet,[18446744073709551614,1]-nondet,[18446744073709551614,0]-det])).
case(lab(wide, [max,down,bisect], Vs, D), all(Vs-D, [[18446744073709551617,1]-nondet,[18446744073709551617,0]-nondet,[18446744073709551616,1]-nondet,[18446744073709551615,0]-nondet,[18446744073709551614,1]-nondet,[18446744073709551614,0]-det])).
