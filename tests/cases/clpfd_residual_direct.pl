% Relations between sums of variables that already have domains, posted
% straight from their terms: the propagators and the residual goals are
% the ones the general reading of an expression gives, as SWI-Prolog 9
% prints them, in its order (each expected text is what swipl gives:
% `swipl -g run_cases -t halt tests/harness.pl THIS_FILE` passes too).
% Fixed and repeated variables, cancelling terms, multiples, integers on
% both sides, and the equations that unify two variables instead.
:- use_module(library(clpfd)).

% direct_residual(+Vs, -Text): Vs and their residual goals, the
% variables named A, B, ... in order, as print/1 writes them.
direct_residual(Vs, Text) :-
    copy_term(Vs, Cs, Gs), numbervars(Cs-Gs, 0, _),
    format(string(Text), "~p", [Cs-Gs]).

case((Vs = [A,B,C,D], Vs ins 0..1, A+B+C+D #= 2, direct_residual(Vs, T)),
     checks([T == "[A,B,C,D]-[clpfd:(A in 0..1),clpfd:(A+B+C+D#=2),clpfd:(B in 0..1),clpfd:(C in 0..1),clpfd:(D in 0..1)]"])).
case((Vs = [X,Y], Vs ins 0..9, X #= Y + 1, direct_residual(Vs, T)),
     checks([T == "[A,B]-[clpfd:(A in 1..9),clpfd:(B+1#=A),clpfd:(B in 0..8)]"])).
case((Vs = [X,Y,Z], Vs ins 0..9, X + Y #= Z, direct_residual(Vs, T)),
     checks([T == "[A,B,C]-[clpfd:(A in 0..9),clpfd:(A+B#=C),clpfd:(B in 0..9),clpfd:(C in 0..9)]"])).
case((Vs = [S,S2], Vs ins 0..60, S + 5 #=< S2, direct_residual(Vs, T)),
     checks([T == "[A,B]-[clpfd:(A in 0..55),clpfd:(A#=<B+ -5),clpfd:(B in 5..60)]"])).
case((Vs = [X,Y,Z,W], Vs ins 0..9, X + Y + X + Z #= W, direct_residual(Vs, T)),
     checks([T == "[A,B,C,D]-[clpfd:(A in 0..4),clpfd:(2*A+B+C#=D),clpfd:(B in 0..9),clpfd:(C in 0..9),clpfd:(D in 0..9)]"])).
case((Vs = [X,Y,Z,W], Vs ins 0..9, Z = 3, X + Y + Z + W #= 10, direct_residual(Vs, T)),
     checks([T == "[A,B,3,C]-[clpfd:(A in 0..7),clpfd:(A+B+C#=7),clpfd:(B in 0..7),clpfd:(C in 0..7)]"])).
case((Vs = [X,Y,Z,W], Vs ins 0..9, X + Y - X + Z - W #= 0, direct_residual(Vs, T)),
     checks([T == "[A,B,C,D]-[clpfd:(A in 0..9),clpfd:(B in 0..9),clpfd:(B+C#=D),clpfd:(C in 0..9),clpfd:(D in 0..9)]"])).
case((Vs = [X,Y,Z], Vs ins 0..9, X + Y - Y #= Z, direct_residual(Vs, T)),
     checks([T == "[A,B,A]-[clpfd:(A in 0..9),clpfd:(B in 0..9)]"])).
case((Vs = [X,Y,Z], Vs ins 0..3, X + Y #\= Z, direct_residual(Vs, T)),
     checks([T == "[A,B,C]-[clpfd:(A in 0..3),clpfd:(C#\\=A+B),clpfd:(B in 0..3),clpfd:(C in 0..3)]"])).
case((Vs = [X,Y,Z], Vs ins 0..9, 2*X + 3*Y + Z #=< 10, direct_residual(Vs, T)),
     checks([T == "[A,B,C]-[clpfd:(A in 0..5),clpfd:(2*A+3*B+C#=<10),clpfd:(B in 0..3),clpfd:(C in 0..9)]"])).
case((Vs = [X,Y], Vs ins 0..9, X #< Y, direct_residual(Vs, T)),
     checks([T == "[A,B]-[clpfd:(A in 0..8),clpfd:(A#=<B+ -1),clpfd:(B in 1..9)]"])).
case((Vs = [X,Y], Vs ins 0..9, X - Y #= 2, direct_residual(Vs, T)),
     checks([T == "[A,B]-[clpfd:(A in 2..9),clpfd:(2+B#=A),clpfd:(B in 0..7)]"])).
case((Vs = [X,Y,Z], Vs ins 0..9, Z #= X - Y, direct_residual(Vs, T)),
     checks([T == "[A,B,C]-[clpfd:(A in 0..9),clpfd:(C+B#=A),clpfd:(B in 0..9),clpfd:(C in 0..9)]"])).
case((Vs = [X,Y,Z], Vs ins 0..9, 10 #= X + Y + Z, direct_residual(Vs, T)),
     checks([T == "[A,B,C]-[clpfd:(A in 0..9),clpfd:(10#=A+B+C),clpfd:(B in 0..9),clpfd:(C in 0..9)]"])).
case((Vs = [X,Y,Z,W], Vs ins 0..9, X + Y #= Z + W, direct_residual(Vs, T)),
     checks([T == "[A,B,C,D]-[clpfd:(A in 0..9),clpfd:(A+B#=C+D),clpfd:(B in 0..9),clpfd:(C in 0..9),clpfd:(D in 0..9)]"])).
case((Vs = [X,Y,Z,W], Vs ins 0..9, X + Y #\= Z + W, direct_residual(Vs, T)),
     checks([T == "[A,B,C,D]-[clpfd:(A in 0..9),clpfd:(A+B#\\=C+D),clpfd:(B in 0..9),clpfd:(C in 0..9),clpfd:(D in 0..9)]"])).
case((Vs = [X,Y], Vs ins 0..9, X + 1 #= Y + 1, direct_residual(Vs, T)),
     checks([T == "[A,A]-[clpfd:(A in 0..9)]"])).
case((Vs = [X,Y], Vs ins 0..9, X #= 3 * Y, direct_residual(Vs, T)),
     checks([T == "[A,B]-[clpfd:(A in 0..9),clpfd:(3*B#=A),clpfd:(B in 0..3)]"])).
case((Vs = [X,Y,Z], Vs ins 0..9, X #= Y + Z, Y = 0, direct_residual(Vs, T)),
     checks([T == "[A,0,A]-[clpfd:(A in 0..9)]"])).
case((Vs = [_,_,_], Vs ins 0..9, sum(Vs, #=, 7), direct_residual(Vs, T)),
     checks([T == "[A,B,C]-[clpfd:(A in 0..7),clpfd:(A+B+C#=7),clpfd:(B in 0..7),clpfd:(C in 0..7)]"])).
case((Vs = [_,_,_], Vs ins 0..9, scalar_product([1,2,3], Vs, #>, 20), direct_residual(Vs, T)),
     checks([T == "[A,B,C]-[clpfd:(A in 0..9),clpfd:(21#=<A+2*B+3*C),clpfd:(B in 0..9),clpfd:(C in 0..9)]"])).
case((Vs = [X,Y,Z], Vs ins 0..9, X + Y + Z #= 100), fail).
case((Vs = [X,Y,Z], Vs ins 0..9, X + Y + Z #= 9223372036854775807), fail).
case((Vs = [X,Y], Vs ins 0..9, X + 2 #\= Y, direct_residual(Vs, T)),
     checks([T == "[A,B]-[clpfd:(A in 0..9),clpfd:(B#\\=A+2),clpfd:(B in 0..9)]"])).
case((Vs = [X,Y], Vs ins 0..9, X #> Y + 3, direct_residual(Vs, T)),
     checks([T == "[A,B]-[clpfd:(A in 4..9),clpfd:(B#=<A+ -4),clpfd:(B in 0..5)]"])).
case((Vs = [X], Vs ins 0..9, X + X + X + X #= 8, direct_residual(Vs, T)),
     checks([T == "[2]-[]"])).
case((Vs = [X,Y,Z], Vs ins 0..9, X + Y + Z #\= 5, direct_residual(Vs, T)),
     checks([T == "[A,B,C]-[clpfd:(A in 0..9),clpfd:(A+B+C#\\=5),clpfd:(B in 0..9),clpfd:(C in 0..9)]"])).
% sums longer than the direct reading takes go the general way
case((length(Vs, 300), Vs ins 0..1, sum(Vs, #=, 300)), checks([sum_list(Vs, 300)])).
case((length(Vs, 300), Vs ins 0..1, sum(Vs, #>=, 300), Vs = [X|_]), checks([X == 1])).
case((length(Vs, 40), Vs ins 0..1, Vs = [X|_], foldl([V, S0, V + S0]>>true, Vs, X, E), E #= 41),
     checks([sum_list(Vs, 40), X == 1])).
