% Reified equalities `B #<==> (Y #= C)` on one variable Y, as reified
% counting posts them (magic series, car sequencing): each is a
% propagator of its own, acted for on changes of Y by Y's channel. What
% they prune, their residual goals and their degree are those of the
% equalities alone.
:- use_module(library(clpfd)).

% residual goals: each equality, Y's domain, the truth values' domains
case((X in 0..3, B1 #<==> (X #= 1), B2 #<==> (X #= 2), copy_term([X, B1, B2], [C, D, E], Gs)),
     checks([Gs == [clpfd:(C in 0..3), clpfd:(C#=2#<==>E), clpfd:(C#=1#<==>D), clpfd:(D in 0..1), clpfd:(E in 0..1)]])).
% (`2 #= X` is written back `X#=2` here, `2#=X` by SWI-Prolog)
case((X in 0..3, B1 #<==> (X #= 1), B2 #<==> (2 #= X), copy_term([X, B1, B2], [C, D, E], Gs)),
     checks([Gs = [clpfd:(C in 0..3), clpfd:G, clpfd:(C#=1#<==>D), clpfd:(D in 0..1), clpfd:(E in 0..1)],
             (G == (C#=2#<==>E) ; G == (2#=C#<==>E))])).
case((X in 0..3, B1 #<==> (X #= 1), B2 #<==> (X #= 2), X #\= 1, copy_term([X, B1, B2], [C, D, E], Gs)),
     checks([D == 0, Gs == [clpfd:(C in 0\/2..3), clpfd:(C#=2#<==>E), clpfd:(E in 0..1)]])).
case((X in 0..3, B1 #<==> (X #= 1), B2 #<==> (X #= 2), B1 + B2 #= S, copy_term([X, B1, B2, S], [C, D, E, F], Gs)),
     checks([Gs == [clpfd:(C in 0..3), clpfd:(C#=2#<==>E), clpfd:(C#=1#<==>D), clpfd:(D in 0..1),
                    clpfd:(D+E#=F), clpfd:(E in 0..1), clpfd:(F in 0..2)]])).
% degree: the channel is not counted
case((X in 0..3, B1 #<==> (X #= 1), B2 #<==> (X #= 2), _ #= X + B1, fd_degree(X, D1), fd_degree(B1, D2), fd_degree(B2, D3)),
     checks([[D1, D2, D3] == [3, 2, 1]])).
case((X in 0..3, B1 #<==> (X #= 1), B2 #<==> (X #= 2), _ #= B1 + B2, fd_degree(X, D)), checks([D == 2])).
% propagation both ways: a truth value fixes or removes its value; a change
% of Y decides the truth values whose value left it or is all that is left
case((X in 0..3, B1 #<==> (X #= 1), B2 #<==> (X #= 2), B1 = 1), checks([X == 1, B2 == 0])).
case((X in 0..3, B1 #<==> (X #= 1), B2 #<==> (X #= 2), B2 = 0, fd_dom(X, D)), checks([D == 0..1\/3, var(B1)])).
case((X in 0..5, B1 #<==> (X #= 1), B2 #<==> (X #= 2), B3 #<==> (X #= 3), X #> 1),
     checks([B1 == 0, var(B2), var(B3)])).
case((X in 0..5, B1 #<==> (X #= 1), B2 #<==> (X #= 2), B3 #<==> (X #= 3), X #> 1, X #< 3),
     checks([X == 2, [B1, B2, B3] == [0, 1, 0]])).
case((X in 0..5, B1 #<==> (X #= 1), B2 #<==> (X #= 1), B2 = 0), checks([B1 == 0, fd_dom(X, D), D == 0\/2..5])).
case((X in 0..5, B #<==> (X #= 1), B #<==> (X #= 2), X = 2), fail).
case((X in 0..5, B #<==> (X #= 1), B #<==> (X #= 2), X = 3), checks([B == 0])).
case((X in 0..5, B1 #<==> (X #= 1), B2 #<==> (X #= 2), B1 = 1, B2 = 1), fail).
% an equality posted after a choicepoint joins a channel of its own
case((X in 0..3, B1 #<==> (X #= 1), (true ; false), B2 #<==> (X #= 2), X #\= 2),
     checks([var(B1), B2 == 0, fd_dom(X, D), D == 0..1\/3])).
case(findall(X-B1-B2, (X in 0..2, B1 #<==> (X #= 1), B2 #<==> (X #= 2), label([X])), L),
     checks([L == [0-0-0, 1-1-0, 2-0-1]])).
case(findall(X-B1-B2, (X in 0..2, B1 #<==> (X #= 1), member(C, [2, 0]), B2 #<==> (X #= C), label([B1, B2])), L),
     checks([L == [0-0-0, 2-0-1, 1-1-0, 2-0-0, 0-0-1, 1-1-0]])).
% decided as it is posted: no channel needed
case((X in 0..5, B #<==> (X #= 7)), checks([B == 0])).
case((X in 0..5, X #\= 3, B #<==> (X #= 3)), checks([B == 0])).
case((B #<==> (X #= 3), copy_term([X, B], [C, D], Gs)), checks([Gs == [clpfd:(D in 0..1), clpfd:(C#=3#<==>D)]])).
