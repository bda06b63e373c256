% CLP(FD) disjoint2/1: rectangles F(X, W, Y, H) that do not overlap, with
% SWI-Prolog's reading (a rectangle whose left edge lies in another's
% horizontal span is apart from it vertically, and the other way round),
% its propagation on bounds and its solutions.
:- use_module(library(clpfd)).

% Two 2x2 squares on the same row: the second starts where the first ends.
case((disjoint2([r(0,2,0,2), r(X,2,0,2)]), X in 0..3), checks([fd_dom(X, D), D == 2..3])).
case(findall(X, (disjoint2([r(0,2,0,2), r(X,2,0,2)]), X in 0..3, label([X])), L), checks([L == [2, 3]])).
% Apart vertically: nothing to narrow horizontally.
case((disjoint2([r(0,2,0,2), r(X,2,2,2)]), X in 0..3), checks([fd_dom(X, D), D == 0..3])).
% Fixed overlapping squares fail, touching ones hold.
case(disjoint2([r(0,2,0,2), r(1,2,1,2)]), fail).
case(disjoint2([r(0,2,0,2), r(2,2,0,2)]), true).
case(disjoint2([r(0,2,0,2), r(0,2,2,2)]), true).
% The functor is free; fewer than two rectangles always hold.
case(disjoint2([]), true).
case(disjoint2([sq(0,1,0,1)]), true).
case(disjoint2([sq(0,1,0,1), box(1,1,0,1)]), true).
% A width of 0 on another's left edge counts as inside it (SWI-Prolog).
case(disjoint2([r(0,2,0,2), r(0,0,1,1)]), fail).
case(disjoint2([r(0,2,0,2), r(2,0,1,1)]), true).
% Three unit squares in a 2x2 box: the solutions, in labeling order.
case(findall([X1,Y1,X2,Y2,X3,Y3],
             ( [X1,Y1,X2,Y2,X3,Y3] ins 0..1,
               disjoint2([r(X1,1,Y1,1), r(X2,1,Y2,1), r(X3,1,Y3,1)]),
               X1 = 0, Y1 = 0, label([X2,Y2,X3,Y3]) ), L),
     checks([L == [[0,0,0,1,1,0],[0,0,0,1,1,1],[0,0,1,0,0,1],[0,0,1,0,1,1],[0,0,1,1,0,1],[0,0,1,1,1,0]]])).
% Variable sizes narrow too: a square of side W in the gap of width 2.
case((disjoint2([r(0,1,0,3), r(3,1,0,3), r(1,W,0,3)]), W in 1..5), checks([fd_dom(W, D), D == 1..2])).
% Five squares of sides 1..3 packed in a 5x5 box: a solution exists.
case(( Rs = [r(X1,3,Y1,3), r(X2,2,Y2,2), r(X3,2,Y3,2), r(X4,2,Y4,2), r(X5,1,Y5,1)],
       X1 in 0..2, Y1 in 0..2, [X2,Y2,X3,Y3,X4,Y4] ins 0..3, [X5,Y5] ins 0..4,
       disjoint2(Rs), once(label([X1,Y1,X2,Y2,X3,Y3,X4,Y4,X5,Y5])) ),
     checks([[X1,Y1,X2,Y2,X3,Y3,X4,Y4,X5,Y5] == [0,0,0,3,2,3,3,0,3,2]])).
% Errors as SWI-Prolog's: a partial list, a variable rectangle, a bad argument.
case(disjoint2(_), error(instantiation_error)).
case(disjoint2(foo), error(type_error(list, foo))).
case(disjoint2([_, r(0,1,0,1)]), error(instantiation_error)).
case(disjoint2([r(a,1,0,1), r(0,1,0,1)]), error(type_error(integer, a))).
% A term of another shape fails.
case(disjoint2([r(0,1,0), r(0,1,0,1)]), fail).
