% The order of residual goals, as SWI-Prolog 9's copy_term/3 gives them:
% the attributed variables oldest first (the order in which they got
% their first attribute; for a constraint, the order in which
% SWI-Prolog's propagator names them: `X #=< Y` is its `Y #>= X`, Y
% first), and each variable's domain, then its constraints by wake class
% (those woken when a variable is fixed, such as `#\=` and
% all_different/1, then those woken by bounds, such as sums and `#=<`,
% then the rest), newest first; a constraint shared by two variables is
% given with the older. Each expected answer is what swipl 9 gives
% (`swipl -g run_cases -t halt tests/harness.pl THIS_FILE` passes too).
:- use_module(library(clpfd)).

% fd_ordered(+Vars, -Goals): the residual goals of Vars, with the copies
% of Vars named by numbervars/3 in the order of Vars.
fd_ordered(Vs, Gs) :-
    copy_term(Vs, Cs, Gs),
    numbervars(Cs-Gs, 0, _).

% goals delayed from a clause of user (their goals are qualified user:G)
delay_three(X, Y) :- freeze(X, true), dif(Y, a), freeze(Y, true).
delay_when(X, Y) :- when(nonvar(X), true), freeze(Y, true).

case((X #> Y, Y #> Z, fd_ordered([X,Y,Z], Gs)),
     checks([Gs == [clpfd:('$VAR'(2)#=<'$VAR'(1)+ -1), clpfd:('$VAR'(1)#=<'$VAR'(0)+ -1)]])).
case((X + Y #= 10, X #\= Y, X in 0..5, fd_ordered([X,Y], Gs)),
     checks([Gs == [clpfd:('$VAR'(0) in 0..5), clpfd:('$VAR'(0)#\='$VAR'(1)),
                    clpfd:('$VAR'(0)+'$VAR'(1)#=10), clpfd:('$VAR'(1) in 5..10)]])).
case((A #= B*C, B in 1..3, C #> A, fd_ordered([A,B,C], Gs)),
     checks([Gs == [clpfd:('$VAR'(1) in 1..3), clpfd:('$VAR'(1)*'$VAR'(2)#='$VAR'(0)),
                    clpfd:('$VAR'(0)#=<'$VAR'(2)+ -1)]])).
case((all_different([P,Q,R]), P #< Q, [P,Q,R] ins 1..3, fd_ordered([P,Q,R], Gs)),
     checks([Gs == [clpfd:('$VAR'(0) in 1..2), clpfd:all_different(['$VAR'(0),'$VAR'(1),'$VAR'(2)]),
                    clpfd:('$VAR'(0)#=<'$VAR'(1)+ -1), clpfd:('$VAR'(1) in 2..3),
                    clpfd:('$VAR'(2) in 1..3)]])).
case((X #= abs(Y), Y #> -3, X #< 2, fd_ordered([X,Y], Gs)),
     checks([Gs == [clpfd:('$VAR'(1) in -1..1), clpfd:('$VAR'(0)#=abs('$VAR'(1))),
                    clpfd:('$VAR'(0) in 0..1)]])).
case((X #= Y + Z, Y #> 2, Z #\= X, fd_ordered([X,Y,Z], Gs)),
     checks([Gs == [clpfd:('$VAR'(1) in 3..sup), clpfd:('$VAR'(1)+'$VAR'(2)#='$VAR'(0)),
                    clpfd:('$VAR'(2)#\='$VAR'(0))]])).
case((X #=< Y, X in 0..5, fd_ordered([X,Y], Gs)),
     checks([Gs == [clpfd:('$VAR'(1) in 0..sup), clpfd:('$VAR'(1)#>='$VAR'(0)),
                    clpfd:('$VAR'(0) in 0..5)]])).
case((X #>= Y, Y in 0..5, fd_ordered([X,Y], Gs)),
     checks([Gs == [clpfd:('$VAR'(0) in 0..sup), clpfd:('$VAR'(0)#>='$VAR'(1)),
                    clpfd:('$VAR'(1) in 0..5)]])).
case((X #< Y, fd_ordered([X,Y], Gs)),
     checks([Gs == [clpfd:('$VAR'(0)#=<'$VAR'(1)+ -1)]])).
case((X - Y #= Z, Z in 0..3, fd_ordered([X,Y,Z], Gs)),
     checks([Gs == [clpfd:('$VAR'(2) in 0..3), clpfd:('$VAR'(2)+'$VAR'(1)#='$VAR'(0))]])).
case((X #= Y + 1, X in 1..3, fd_ordered([X,Y], Gs)),
     checks([Gs == [clpfd:('$VAR'(1) in 0..2), clpfd:('$VAR'(1)+1#='$VAR'(0)),
                    clpfd:('$VAR'(0) in 1..3)]])).
case((Vs = [A,B,C,D], Vs ins 0..5, A + B #= C, C #< D, B #\= D, sum(Vs, #=, 10), fd_ordered(Vs, Gs)),
     checks([Gs == [clpfd:('$VAR'(0) in 0..4), clpfd:('$VAR'(0)+'$VAR'(1)+'$VAR'(2)+'$VAR'(3)#=10),
                    clpfd:('$VAR'(0)+'$VAR'(1)#='$VAR'(2)), clpfd:('$VAR'(1) in 0..4),
                    clpfd:('$VAR'(1)#\='$VAR'(3)), clpfd:('$VAR'(2) in 0..4),
                    clpfd:('$VAR'(2)#=<'$VAR'(3)+ -1), clpfd:('$VAR'(3) in 1..5)]])).
case((X #>= Y, Y #>= 3, Z #= X * Y, fd_ordered([X,Y,Z], Gs)),
     checks([Gs == [clpfd:('$VAR'(0) in 3..sup), clpfd:('$VAR'(0)#>='$VAR'(1)),
                    clpfd:('$VAR'(0)*'$VAR'(1)#='$VAR'(2)), clpfd:('$VAR'(1) in 3..sup),
                    clpfd:('$VAR'(2) in 9..sup)]])).
% attributed variables of other modules are taken oldest first too (the
% goals are delayed from a clause of user, so their goals are qualified)
case((delay_three(X, Y), fd_ordered([Y,X], Gs)),
     checks([Gs == [freeze('$VAR'(1), user:true), dif('$VAR'(0), a), freeze('$VAR'(0), user:true)]])).
case((delay_when(X, Y), X #> 1, fd_ordered([Y,X], Gs)),
     checks([Gs == [when(nonvar('$VAR'(1)), user:true), clpfd:('$VAR'(1) in 2..sup),
                    freeze('$VAR'(0), user:true)]])).
% the bounds beside a minimum or maximum are constraints of their own,
% listed with the operand they bound
case((Z #= min(X, Y), X in 5..9, Z in 0..3, fd_ordered([X,Y,Z], Gs)),
     checks([Gs == [clpfd:('$VAR'(0) in 5..9), clpfd:('$VAR'(2)#=min('$VAR'(0), '$VAR'(1))),
                    clpfd:('$VAR'(1) in 0..sup), clpfd:('$VAR'(1)#>='$VAR'(2)),
                    clpfd:('$VAR'(2) in 0..3)]])).
case((Z #= max(X, Y), X in 5..9, fd_ordered([X,Y,Z], Gs)),
     checks([Gs == [clpfd:('$VAR'(0) in 5..9), clpfd:('$VAR'(2)#>='$VAR'(0)),
                    clpfd:('$VAR'(2)#=max('$VAR'(0), '$VAR'(1))), clpfd:('$VAR'(2)#>='$VAR'(1)),
                    clpfd:('$VAR'(2) in 5..sup)]])).
