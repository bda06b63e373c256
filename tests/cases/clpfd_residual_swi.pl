% Residual goals written as SWI-Prolog 9 writes them: each constraint in
% the form of the propagator SWI-Prolog posts for it (`X+3#=Y`, `3*X#=Y`,
% `-1*X#=Y`, `Z#\=X+Y`, `Y#>=X`, `X+Y+Z+3#=W`, `3#=<X+Y+Z`, `B#==>C`,
% ...), which keeps the side and the order the constraint was written in,
% and the scalar products its propagators turn into such sums once
% variables are fixed. Each expected answer is what swipl 9 gives
% (`swipl -g run_cases -t halt tests/harness.pl THIS_FILE` passes too).
% The goals are compared as sorted texts, so that only their form is
% checked here, not their order.
:- use_module(library(clpfd)).

% fd_residual(+Vars, +Names, -Texts): the residual goals of Vars (their
% copy_term/3 goals), each written as the toplevel writes it with Vars
% named Names and other variables `_`, sorted.
fd_residual(Vs, Names, Texts) :-
    copy_term(Vs, Cs, Gs),
    fd_names(Cs, Names),
    term_variables(Gs, Rest),
    fd_anonymous(Rest),
    fd_texts(Gs, Texts0),
    msort(Texts0, Texts).

fd_names([], []).
fd_names([V|Vs], [N|Ns]) :-
    (   var(V) -> V = '$VAR'(N) ; true ),
    fd_names(Vs, Ns).

fd_anonymous([]).
fd_anonymous(['$VAR'('_')|Vs]) :- fd_anonymous(Vs).

fd_texts([], []).
fd_texts([G|Gs], [T|Ts]) :- fd_goal_text(G, T), fd_texts(Gs, Ts).

fd_goal_text(clpfd:G, T) :- !, fd_goal_text(G, T).
fd_goal_text(G, T) :-
    with_output_to(string(T),
                   write_term(G, [quoted(true), numbervars(true), spacing(next_argument)])).

% a product by an integer as written: SWI-Prolog's ptimes
case((Vs = [X, Y], 3*X#=Y, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["3*X#=Y"]])).
case((Vs = [X, Y], X*3#=Y, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["X*3#=Y"]])).
case((Vs = [Y, X], Y#=3*X, fd_residual(Vs, ['Y', 'X'], T)),
     checks([T == ["3*X#=Y"]])).
case((Vs = [Y, X], Y#=X*3, fd_residual(Vs, ['Y', 'X'], T)),
     checks([T == ["X*3#=Y"]])).
case((Vs = [X, Y], -X#=Y, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["-1*X#=Y"]])).
case((Vs = [Y, X], Y#= -X, fd_residual(Vs, ['Y', 'X'], T)),
     checks([T == ["-1*X#=Y"]])).
% var #= var+var and var #= var-var (integers count as variables):
% SWI-Prolog's pplus, as written or with the sides swapped
case((Vs = [X, Y], X+3#=Y, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["X+3#=Y"]])).
case((Vs = [X, Y], 3+X#=Y, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["3+X#=Y"]])).
case((Vs = [Y, X], Y#=X+3, fd_residual(Vs, ['Y', 'X'], T)),
     checks([T == ["X+3#=Y"]])).
case((Vs = [Y, X], Y#=3+X, fd_residual(Vs, ['Y', 'X'], T)),
     checks([T == ["3+X#=Y"]])).
case((Vs = [X, Y], X#=Y-3, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["X+3#=Y"]])).
case((Vs = [X, Y], X-3#=Y, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["Y+3#=X"]])).
case((Vs = [X, Y], X#=3-Y, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["X+Y#=3"]])).
case((Vs = [X, Y], 3-X#=Y, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["Y+X#=3"]])).
case((Vs = [X, Y], X+ -3#=Y, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["X+ -3#=Y"]])).
case((Vs = [X, Y, Z], X+Y#=Z, fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["X+Y#=Z"]])).
case((Vs = [Z, X, Y], Z#=X+Y, fd_residual(Vs, ['Z', 'X', 'Y'], T)),
     checks([T == ["X+Y#=Z"]])).
case((Vs = [X, Y, Z], X-Y#=Z, fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["Z+Y#=X"]])).
case((Vs = [Z, X, Y], Z#=X-Y, fd_residual(Vs, ['Z', 'X', 'Y'], T)),
     checks([T == ["Z+Y#=X"]])).
case((Vs = [X, Y], X+Y#=5, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["X+Y#=5"]])).
case((Vs = [X, Y], 5#=X+Y, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["X+Y#=5"]])).
case((Vs = [X, Y], X-Y#=3, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["3+Y#=X"]])).
case((Vs = [X, Y], 3#=X-Y, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["3+Y#=X"]])).
case((Vs = [X, Y, Z], X+Y#=Z,X=3, fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["3+Y#=Z"]])).
case((Vs = [X, Y, Z], X+Y#=Z,Y=2,X in 0..9, fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["X in 0..9","X+2#=Z","Z in 2..11"]])).
case((Vs = [X, Y, Z], X+Y#=Z,Z=3,X in 0..10, fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["X in 0..10","X+Y#=3","Y in -7..3"]])).
case((Vs = [X, Y], X+3#=Y,X in 0..5, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["X in 0..5","X+3#=Y","Y in 3..8"]])).
% scalar products: the constant with the left side when positive, with the
% right when negative
case((Vs = [X, Y, Z, W], X+Y+Z#=W, fd_residual(Vs, ['X', 'Y', 'Z', 'W'], T)),
     checks([T == ["X+Y+Z#=W"]])).
case((Vs = [X, Y, Z], X#=Y+Z+3, fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["X#=Y+Z+3"]])).
case((Vs = [X, Y, Z, W], X+Y+Z#=W-3, fd_residual(Vs, ['X', 'Y', 'Z', 'W'], T)),
     checks([T == ["X+Y+Z+3#=W"]])).
case((Vs = [X, Y, Z, W], X+Y+Z#=W+3, fd_residual(Vs, ['X', 'Y', 'Z', 'W'], T)),
     checks([T == ["X+Y+Z#=W+3"]])).
case((Vs = [X, Y, Z], -X-Y-Z#=3, fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["-3#=X+Y+Z"]])).
case((Vs = [X, Y, Z], 2*X+3*Y#=Z, fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["2*X+3*Y#=Z"]])).
case((Vs = [X, Y], 2*X#=Y+3, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["2*X#=Y+3"]])).
case((Vs = [X, Y], X#=2*Y+1, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["X#=2*Y+1"]])).
case((Vs = [X, Y, Z, W], X+Y#=Z+W, fd_residual(Vs, ['X', 'Y', 'Z', 'W'], T)),
     checks([T == ["X+Y#=Z+W"]])).
case((Vs = [X, Y, Z], X+Y#=Z,Y=X, fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["2*X#=Z"]])).
% disequalities: x_neq_y_plus_z as written or swapped, else a scalar product
case((Vs = [X, Y], X#\=Y, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["X#\\=Y"]])).
case((Vs = [X, Y], X#\=Y+3, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["X#\\=Y+3"]])).
case((Vs = [X, Y], X+3#\=Y, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["Y#\\=X+3"]])).
case((Vs = [X, Y, Z], X#\=Y+Z, fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["X#\\=Y+Z"]])).
case((Vs = [X, Y, Z], X+Y#\=Z, fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["Z#\\=X+Y"]])).
case((Vs = [X, Y, Z], X#\=Y-Z, fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["Y#\\=X+Z"]])).
case((Vs = [X, Y, Z], X-Y#\=Z, fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["X#\\=Z+Y"]])).
case((Vs = [X, Y, Z], X+Y+Z#\=3, fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["X+Y+Z#\\=3"]])).
case((Vs = [X, Y], X#\=Y+3,X in 0..5, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["X in 0..5","X#\\=Y+3"]])).
% inequalities: Y#>=X for X #=< Y, X#=<Y+C, or a scalar product
case((Vs = [X, Y], X#=<Y, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["Y#>=X"]])).
case((Vs = [X, Y], X#>=Y, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["X#>=Y"]])).
case((Vs = [X, Y], X#<Y, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["X#=<Y+ -1"]])).
case((Vs = [X, Y], X#>Y, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["Y#=<X+ -1"]])).
case((Vs = [X, Y], X#<Y+3, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["X#=<Y+2"]])).
case((Vs = [X, Y], X#>=Y+2, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["Y#=<X+ -2"]])).
case((Vs = [X, Y], X-Y#>=3, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["Y#=<X+ -3"]])).
case((Vs = [X, Y], X#>=Y-3, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["Y#=<X+3"]])).
case((Vs = [X, Y, Z], X+Y#>=Z, fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["Z#=<X+Y"]])).
case((Vs = [X, Y, Z], X+Y+Z#>=3, fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["3#=<X+Y+Z"]])).
case((Vs = [X, Y, Z], X+Y+Z#=<3, fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["X+Y+Z#=<3"]])).
case((Vs = [X, Y, Z, W], X+Y+Z#>=W+3, fd_residual(Vs, ['X', 'Y', 'Z', 'W'], T)),
     checks([T == ["W+3#=<X+Y+Z"]])).
case((Vs = [X, Y], 2*X#<Y, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["2*X+1#=<Y"]])).
case((Vs = [X, Y, Z], 2*X+3*Y#=<Z, fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["2*X+3*Y#=<Z"]])).
case((Vs = [X, Y], X#=<Y,X in 0..5, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["X in 0..5","Y in 0..sup","Y#>=X"]])).
% the non-linear functions
case((Vs = [X, Y, Z], X*Y#=Z, fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["X*Y#=Z"]])).
case((Vs = [Z, X, Y], Z#=X*Y, fd_residual(Vs, ['Z', 'X', 'Y'], T)),
     checks([T == ["X*Y#=Z"]])).
case((Vs = [X, Y], X^2#=Y, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["X^2#=Y","Y in 0..sup"]])).
case((Vs = [X, Y], abs(X)#=Y, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["Y in 0..sup","Y#=abs(X)"]])).
case((Vs = [Y, X], Y#=abs(X), fd_residual(Vs, ['Y', 'X'], T)),
     checks([T == ["Y in 0..sup","Y#=abs(X)"]])).
case((Vs = [Z, X, Y], Z#=min(X,Y), fd_residual(Vs, ['Z', 'X', 'Y'], T)),
     checks([T == ["X#>=Z","Y#>=Z","Z#=min(X, Y)"]])).
case((Vs = [Z, X, Y], Z#=max(X,Y), fd_residual(Vs, ['Z', 'X', 'Y'], T)),
     checks([T == ["Z#=max(X, Y)","Z#>=X","Z#>=Y"]])).
case((Vs = [X, Y, Z], X mod Y#=Z, fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["X mod Y#=Z","Y in inf.. -1\\/1..sup"]])).
case((Vs = [X, Y, Z], X rem Y#=Z, fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["X rem Y#=Z","Y in inf.. -1\\/1..sup"]])).
case((Vs = [X, Y, Z], X//Y#=Z, fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["X//Y#=Z","Y in inf.. -1\\/1..sup"]])).
case((Vs = [X, Y, Z], X div Y#=Z, fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["X div Y#=Z","Y in inf.. -1\\/1..sup"]])).
case((Vs = [X, Z], X mod 3#=Z, fd_residual(Vs, ['X', 'Z'], T)),
     checks([T == ["X mod 3#=Z","Z in 0..2"]])).
% the step of an all-interval series: the difference through a variable
% of its own, and its absolute value; that variable's domain follows the
% bounds of Y and of D (a value Y loses inside its bounds leaves it).
% The sum's goal is left out of the comparison: SWI-Prolog writes it
% `_+X#=Y` where copy_term/3 here gives `Y#=_+X`.
case((Vs = [X, Y, D], [X, Y] ins 0..5, D#=abs(Y-X), fd_residual(Vs, ['X', 'Y', 'D'], T)),
     checks([subtract(T, ["_+X#=Y", "Y#=_+X"], R), R == ["D in 0..5","D#=abs(_)","X in 0..5","Y in 0..5","_ in -5..5"]])).
case((Vs = [X, Y, D], [X, Y] ins 0..5, D#=abs(X-Y), fd_residual(Vs, ['X', 'Y', 'D'], T)),
     checks([subtract(T, ["_+Y#=X", "X#=_+Y"], R), R == ["D in 0..5","D#=abs(_)","X in 0..5","Y in 0..5","_ in -5..5"]])).
case((Vs = [X, Y, D], [X, Y] ins 0..5, abs(Y-X)#=D, D#>=4, fd_residual(Vs, ['X', 'Y', 'D'], T)),
     checks([subtract(T, ["_+X#=Y", "Y#=_+X"], R),
             R == ["D in 4..5","D#=abs(_)","X in 0..5","Y in 0..5","_ in -5.. -4\\/4..5"]])).
case((Vs = [Y, D], [X, Y] ins 0..5, D#=abs(Y-X), X = 2, Y#\=3, fd_residual(Vs, ['Y', 'D'], T)),
     checks([subtract(T, ["_+2#=Y", "2+_#=Y"], R), R == ["D in 0..3","D#=abs(_)","Y in 0..2\\/4..5","_ in -2..3"]])).
case((Vs = [X, Y], abs(X-Y)#\=3, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["abs(X-Y)#\\=3"]])).
case((Vs = [X, Y], abs(X-Y)#>=3, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["abs(X-Y)#>=3"]])).
% reified constraints and the connectives
case((Vs = [B, X], B#<==>(X#=3), fd_residual(Vs, ['B', 'X'], T)),
     checks([T == ["B in 0..1","X#=3#<==>B"]])).
case((Vs = [B, X], B#<==>(X#>3), fd_residual(Vs, ['B', 'X'], T)),
     checks([T == ["B in 0..1","X#>=4#<==>B"]])).
case((Vs = [B, X, Y], B#<==>(X#=Y), fd_residual(Vs, ['B', 'X', 'Y'], T)),
     checks([T == ["B in 0..1","X#=Y#<==>B"]])).
case((Vs = [B, X, Y], B#<==>(X#\=Y), fd_residual(Vs, ['B', 'X', 'Y'], T)),
     checks([T == ["B in 0..1","X#\\=Y#<==>B"]])).
case((Vs = [B, X, Y], B#<==>(X#>=Y), fd_residual(Vs, ['B', 'X', 'Y'], T)),
     checks([T == ["B in 0..1","X#>=Y#<==>B"]])).
case((Vs = [B, X], B#==>(X#>3), fd_residual(Vs, ['B', 'X'], T)),
     checks([T == ["B in 0..1","B#==>_","X#>=4#<==>_","_ in 0..1"]])).
case((Vs = [X, Y], X#=3#\/Y#=4, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["X#=3#<==>_","Y#=4#<==>_","_ in 0..1","_ in 0..1","_#\\/_#<==>1"]])).
case((Vs = [B, C, D], B#<==>(C#/\D), fd_residual(Vs, ['B', 'C', 'D'], T)),
     checks([T == ["B in 0..1","C in 0..1","C#/\\D#<==>B","D in 0..1"]])).
case((Vs = [B, C, D], B#<==>(C#\/D), fd_residual(Vs, ['B', 'C', 'D'], T)),
     checks([T == ["B in 0..1","C in 0..1","C#\\/D#<==>B","D in 0..1"]])).
case((Vs = [B, C], B#<==>(#\C), fd_residual(Vs, ['B', 'C'], T)),
     checks([T == ["#\\C#<==>B","B in 0..1","C in 0..1"]])).
% domains and global constraints
case((Vs = [X], X in 1..3\/5..7, fd_residual(Vs, ['X'], T)),
     checks([T == ["X in 1..3\\/5..7"]])).
case((Vs = [X, Y], [X,Y] ins 0..5\/8, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["X in 0..5\\/8","Y in 0..5\\/8"]])).
case((Vs = [X], X#\=3,X in 0..9, fd_residual(Vs, ['X'], T)),
     checks([T == ["X in 0..2\\/4..9"]])).
case((Vs = [X, Y, Z], all_different([X,Y,Z]), fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["all_different([X, Y, Z])"]])).
case((Vs = [X, Y, Z], all_distinct([X,Y,Z]), fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["all_distinct([X, Y, Z])"]])).
case((Vs = [X, Y], all_different([X,Y]),[X,Y] ins 1..3, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["X in 1..3","Y in 1..3","all_different([X, Y])"]])).
case((Vs = [X, Y, Z, W], sum([X,Y,Z],#=,W), fd_residual(Vs, ['X', 'Y', 'Z', 'W'], T)),
     checks([T == ["X+Y+Z#=W"]])).
case((Vs = [X, Y, Z], sum([X,Y,Z],#=<,10), fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["X+Y+Z#=<10"]])).
case((Vs = [X, Y, Z], sum([X,Y],#=,Z), fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["X+Y#=Z"]])).
case((Vs = [X, Y, Z], scalar_product([2,3],[X,Y],#=,Z), fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["2*X+3*Y#=Z"]])).
case((Vs = [X, Y], scalar_product([1,-1],[X,Y],#=,3), fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["3+Y#=X"]])).
case((Vs = [X, Y, Z, W], scalar_product([2,3,4],[X,Y,Z],#>=,W), fd_residual(Vs, ['X', 'Y', 'Z', 'W'], T)),
     checks([T == ["W#=<2*X+3*Y+4*Z"]])).
case((Vs = [X, Y, Z], chain([X,Y,Z],#<), fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["X#=<Y+ -1","Y#=<Z+ -1"]])).
case((Vs = [X, Y, Z], chain([X,Y,Z],#>=), fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["X#>=Y","Y#>=Z"]])).
case((Vs = [X, Y, Z], circuit([X,Y,Z]), fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["X in 2..3","Y in 1\\/3","Z in 1..2","circuit([X, Y, Z])"]])).
% scalar products turned into sums of two variables once some are fixed,
% as SWI-Prolog's propagators rewrite themselves
case((Vs = [X, Y, Z], X#\=Y+Z,Z=0, fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["X#\\=Y"]])).
case((Vs = [X, Y, Z], X#\=Y+Z,Y=0, fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["X#\\=Z"]])).
case((Vs = [X, Y, Z], X#\=Y+Z,X=0, fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["0#\\=Y+Z"]])).
case((Vs = [X, Y, Z], X#=<Y+Z,Z=0, fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["X#=<Y"]])).
case((Vs = [X, Y, Z, W], X+Y+Z#=W,Z=0, fd_residual(Vs, ['X', 'Y', 'Z', 'W'], T)),
     checks([T == ["X+Y#=W"]])).
case((Vs = [X, Y, Z, W], X+Y+Z#=W,Z=2, fd_residual(Vs, ['X', 'Y', 'Z', 'W'], T)),
     checks([T == ["X+Y+2#=W"]])).
case((Vs = [X, Y, Z, W], X+Y+Z#\=W,Z=0, fd_residual(Vs, ['X', 'Y', 'Z', 'W'], T)),
     checks([T == ["W#\\=X+Y"]])).
case((Vs = [X, Y, Z, W], X+Y+Z#\=W,Z=2, fd_residual(Vs, ['X', 'Y', 'Z', 'W'], T)),
     checks([T == ["X+Y+2#\\=W"]])).
case((Vs = [X, Y, Z, W], X+Y+Z#=W,Z=1,W=5, fd_residual(Vs, ['X', 'Y', 'Z', 'W'], T)),
     checks([T == ["X+Y#=4"]])).
case((Vs = [X, Y, Z, W], X-Y+Z#=W,Z=3,W=5, fd_residual(Vs, ['X', 'Y', 'Z', 'W'], T)),
     checks([T == ["2+Y#=X"]])).
case((Vs = [X, Y, Z, W], X+Y+Z#=W,Z=1,X=5, fd_residual(Vs, ['X', 'Y', 'Z', 'W'], T)),
     checks([T == ["-6+W#=Y"]])).
case((Vs = [X, Y, Z, W], X+Y+Z#\=W,Z=1,W=5, fd_residual(Vs, ['X', 'Y', 'Z', 'W'], T)),
     checks([T == ["X+Y#\\=4"]])).
case((Vs = [X, Y, Z, W], X-Y-Z#\=W,Z=0,W=1, fd_residual(Vs, ['X', 'Y', 'Z', 'W'], T)),
     checks([T == ["X#\\=Y+1"]])).
% chain/2's pairs, the connectives, written forms kept beside domains
case((Vs = [X, Y, Z], chain([X,Y,Z],#=<), fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["Y#>=X","Z#>=Y"]])).
case((Vs = [X, Y, Z], chain([X,Y,Z],#>), fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["Y#=<X+ -1","Z#=<Y+ -1"]])).
case((Vs = [B, C], B#==>C, fd_residual(Vs, ['B', 'C'], T)),
     checks([T == ["B in 0..1","B#==>C","C in 0..1"]])).
case((Vs = [B, C], B#\/C, fd_residual(Vs, ['B', 'C'], T)),
     checks([T == ["B in 0..1","B#\\/C#<==>1","C in 0..1"]])).
case((Vs = [B, C], B#<==>(#\C), fd_residual(Vs, ['B', 'C'], T)),
     checks([T == ["#\\C#<==>B","B in 0..1","C in 0..1"]])).
case((Vs = [B, X, Y], B#<==>(X#=<Y), fd_residual(Vs, ['B', 'X', 'Y'], T)),
     checks([T == ["B in 0..1","Y#>=X#<==>B"]])).
case((Vs = [B, X, Y], B#<==>(X#>=Y), fd_residual(Vs, ['B', 'X', 'Y'], T)),
     checks([T == ["B in 0..1","X#>=Y#<==>B"]])).
case((Vs = [X, Y, Z], X in 0..9,Y in 0..9,X+Y#=Z, fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["X in 0..9","X+Y#=Z","Y in 0..9","Z in 0..18"]])).
case((Vs = [X, Y, Z, W], X in 0..9,X#=Y+Z+W, fd_residual(Vs, ['X', 'Y', 'Z', 'W'], T)),
     checks([T == ["X in 0..9","X#=Y+Z+W"]])).
case((Vs = [X, Y], X in 0..9,Y#=3*X, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["3*X#=Y","X in 0..9","Y in 0..27"]])).
case((Vs = [X, Y], X in 0..9,Y#=X*3, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["X in 0..9","X*3#=Y","Y in 0..27"]])).
case((Vs = [X, Y], X in 0..9,Y#= -X, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["-1*X#=Y","X in 0..9","Y in -9..0"]])).
case((Vs = [Y, X], Y#=3*X,X in 1..3\/5..7, fd_residual(Vs, ['Y', 'X'], T)),
     checks([T == ["3*X#=Y","X in 1..3\\/5..7","Y in 3..9\\/15..21"]])).
case((Vs = [Y, X], Y#=abs(X),X in -3..5, fd_residual(Vs, ['Y', 'X'], T)),
     checks([T == ["X in -3..5","Y in 0..5","Y#=abs(X)"]])).
case((Vs = [X, Y], X*X#=Y, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["X^2#=Y","Y in 0..sup"]])).
% integers in the places of the written forms; the bounds beside min/max
case((Vs = [X, Y], X#\=3-Y, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["3#\\=X+Y"]])).
case((Vs = [X, Y], 3-X#\=Y, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["3#\\=Y+X"]])).
case((Vs = [X, Y], X-3#\=Y, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["X#\\=Y+3"]])).
case((Vs = [X, Y], X#\=Y-3, fd_residual(Vs, ['X', 'Y'], T)),
     checks([T == ["Y#\\=X+3"]])).
case((Vs = [X, Y, Z], X#=Y+Z,Y=Z, fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["2*Y#=X"]])).
case((Vs = [X, Y, Z], X#=Y+Z,X=Z, fd_residual(Vs, ['X', 'Y', 'Z'], T)),
     checks([T == ["X in inf..sup"]])).
case((Vs = [Z, X, Y], Z#=min(X,Y),X in 5..9,Z in 0..3, fd_residual(Vs, ['Z', 'X', 'Y'], T)),
     checks([T == ["X in 5..9","Y in 0..sup","Y#>=Z","Z in 0..3","Z#=min(X, Y)"]])).
case((Vs = [Z, X, Y], Z#=max(X,Y),X in 5..9, fd_residual(Vs, ['Z', 'X', 'Y'], T)),
     checks([T == ["X in 5..9","Z in 5..sup","Z#=max(X, Y)","Z#>=X","Z#>=Y"]])).
case((Vs = [Z, X], Z#=max(X,3), fd_residual(Vs, ['Z', 'X'], T)),
     checks([T == ["Z in 3..sup","Z#=max(X, 3)","Z#>=X"]])).
case((Vs = [Z, X, Y], Z#=min(X,Y),X=4, fd_residual(Vs, ['Z', 'X', 'Y'], T)),
     checks([T == ["Y#>=Z","Z in inf..4","Z#=min(4, Y)"]])).
