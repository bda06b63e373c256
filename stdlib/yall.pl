/*  hornbook library(yall): lambda expressions, as SWI-Prolog's yall.

    `Params>>Body` is a closure: called with arguments A1..An it unifies
    the parameters [X1,...] with the first arguments and calls Body with
    the rest. `Free/Lambda` marks the variables of Free as shared with the
    context. The lambda is copied before each call, so variables of the
    lambda that are neither parameters nor free are local to the call
    (bindings made to them are not seen outside), as in SWI-Prolog when
    the lambda is called rather than compiled. Free is a term `{V1, ...}`.
    While this library is loaded, lambdas in the meta-arguments of clauses
    read from files are compiled instead (src/consult_yall.rs).
*/
:- module(yall,
        [ (>>)/2, (>>)/3, (>>)/4, (>>)/5, (>>)/6, (>>)/7, (>>)/8, (>>)/9,
          (/)/2, (/)/3, (/)/4, (/)/5, (/)/6, (/)/7, (/)/8, (/)/9
        ]).
:- meta_predicate
    '>>'(?, 0), '>>'(?, :, ?), '>>'(?, :, ?, ?), '>>'(?, :, ?, ?, ?),
    '>>'(?, :, ?, ?, ?, ?), '>>'(?, :, ?, ?, ?, ?, ?), '>>'(?, :, ?, ?, ?, ?, ?, ?),
    '>>'(?, :, ?, ?, ?, ?, ?, ?, ?),
    '/'(?, 0), '/'(?, :, ?), '/'(?, :, ?, ?), '/'(?, :, ?, ?, ?),
    '/'(?, :, ?, ?, ?, ?), '/'(?, :, ?, ?, ?, ?, ?), '/'(?, :, ?, ?, ?, ?, ?, ?),
    '/'(?, :, ?, ?, ?, ?, ?, ?, ?).

%!  >>(+Params, :Lambda) is nondet
%
%   Calls the copied Lambda with no arguments: Params>>Lambda as a goal.
%   Params must then be empty: fewer arguments than parameters is
%   domain_error(lambda_parameters, Lambda), as in SWI-Prolog. The copy
%   leaves the lambda's other variables unbound.
%
%   ?- []>>(X = 1), var(X).
%   true.
'>>'(Ps, L) :- '$lambda'(Ps, L, []).

%!  >>(+Params, :Lambda, ?A1) is nondet
%
%   Calls a copy of Lambda with its first parameter unified with A1; extra
%   arguments beyond the parameters are added to the body's call.
%
%   ?- maplist([X, Y]>>(Y is X * 2), [1, 2, 3], L).
%   L = [2, 4, 6].
'>>'(Ps, L, A1) :- '$lambda'(Ps, L, [A1]).

%!  >>(+Params, :Lambda, ?A1, ?A2) is nondet
%
%   As >>/3 with two arguments.
%
%   ?- foldl([X, A0, A]>>(A is A0 + X), [1, 2, 3], 0, S).
%   S = 6.
'>>'(Ps, L, A1, A2) :- '$lambda'(Ps, L, [A1, A2]).

%!  >>(+Params, :Lambda, ?A1, ?A2, ?A3) is nondet
%
%   As >>/3 with three arguments.
%
%   ?- call([X, Y, Z]>>(Z is X + Y), 1, 2, R).
%   R = 3.
'>>'(Ps, L, A1, A2, A3) :- '$lambda'(Ps, L, [A1, A2, A3]).

%!  >>(+Params, :Lambda, ?A1, ?A2, ?A3, ?A4) is nondet
%
%   As >>/3 with four arguments.
%
%   ?- call([A, B, C, D]>>(D is A + B + C), 1, 2, 3, R).
%   R = 6.
'>>'(Ps, L, A1, A2, A3, A4) :- '$lambda'(Ps, L, [A1, A2, A3, A4]).

%!  >>(+Params, :Lambda, ?A1, ?A2, ?A3, ?A4, ?A5) is nondet
%
%   As >>/3 with five arguments.
%
%   ?- call([A, B, C, D, E]>>(E is A + B + C + D), 1, 2, 3, 4, R).
%   R = 10.
'>>'(Ps, L, A1, A2, A3, A4, A5) :- '$lambda'(Ps, L, [A1, A2, A3, A4, A5]).

%!  >>(+Params, :Lambda, ?A1, ?A2, ?A3, ?A4, ?A5, ?A6) is nondet
%
%   As >>/3 with six arguments.
%
%   ?- call([A, B, C, D, E, F]>>(F is A + B + C + D + E), 1, 2, 3, 4, 5, R).
%   R = 15.
'>>'(Ps, L, A1, A2, A3, A4, A5, A6) :- '$lambda'(Ps, L, [A1, A2, A3, A4, A5, A6]).

%!  >>(+Params, :Lambda, ?A1, ?A2, ?A3, ?A4, ?A5, ?A6, ?A7) is nondet
%
%   As >>/3 with seven arguments.
%
%   ?- call([A, B, C, D, E, F, G]>>(G is A + B + C + D + E + F), 1, 2, 3, 4, 5, 6, R).
%   R = 21.
'>>'(Ps, L, A1, A2, A3, A4, A5, A6, A7) :- '$lambda'(Ps, L, [A1, A2, A3, A4, A5, A6, A7]).

%!  /(+Free, :Lambda) is nondet
%
%   Calls Lambda with the variables of Free shared with the context and
%   the other variables of Lambda renamed.
%
%   ?- X = 1, {Y}/(Y = X).
%   X = Y, Y = 1.
'/'(Free, L) :- '$lambda_free'(Free, L, []).

%!  /(+Free, :Lambda, ?A1) is nondet
%
%   {Free}/([X]>>Body) called with one argument: the variables of Free keep
%   the bindings the call makes.
%
%   ?- N = 3, maplist({N}/([X]>>(X < N)), [1, 2]).
%   N = 3.
'/'(Free, L, A1) :- '$lambda_free'(Free, L, [A1]).

%!  /(+Free, :Lambda, ?A1, ?A2) is nondet
%
%   As //3 with two arguments.
%
%   ?- K = 10, maplist({K}/([X, Y]>>(Y is X + K)), [1, 2], L).
%   K = 10, L = [11, 12].
'/'(Free, L, A1, A2) :- '$lambda_free'(Free, L, [A1, A2]).

%!  /(+Free, :Lambda, ?A1, ?A2, ?A3) is nondet
%
%   As //3 with three arguments.
%
%   ?- foldl({t}/([X, A0, A]>>(A is A0 + X)), [1, 2], 0, S).
%   S = 3.
'/'(Free, L, A1, A2, A3) :- '$lambda_free'(Free, L, [A1, A2, A3]).

%!  /(+Free, :Lambda, ?A1, ?A2, ?A3, ?A4) is nondet
%
%   As //3 with four arguments.
%
%   ?- call({t}/([A, B, C, D]>>(D is A + B + C)), 1, 2, 3, R).
%   R = 6.
'/'(Free, L, A1, A2, A3, A4) :- '$lambda_free'(Free, L, [A1, A2, A3, A4]).

%!  /(+Free, :Lambda, ?A1, ?A2, ?A3, ?A4, ?A5) is nondet
%
%   As //3 with five arguments.
%
%   ?- call({t}/([A, B, C, D, E]>>(E is A + B + C + D)), 1, 2, 3, 4, R).
%   R = 10.
'/'(Free, L, A1, A2, A3, A4, A5) :- '$lambda_free'(Free, L, [A1, A2, A3, A4, A5]).

%!  /(+Free, :Lambda, ?A1, ?A2, ?A3, ?A4, ?A5, ?A6) is nondet
%
%   As //3 with six arguments.
%
%   ?- call({t}/([A, B, C, D, E, F]>>(F is A + B + C + D + E)), 1, 2, 3, 4, 5, R).
%   R = 15.
'/'(Free, L, A1, A2, A3, A4, A5, A6) :- '$lambda_free'(Free, L, [A1, A2, A3, A4, A5, A6]).

%!  /(+Free, :Lambda, ?A1, ?A2, ?A3, ?A4, ?A5, ?A6, ?A7) is nondet
%
%   As //3 with seven arguments.
%
%   ?- call({t}/([A, B, C, D, E, F, G]>>(G is A + B + C + D + E + F)), 1, 2, 3, 4, 5, 6, R).
%   R = 21.
'/'(Free, L, A1, A2, A3, A4, A5, A6, A7) :- '$lambda_free'(Free, L, [A1, A2, A3, A4, A5, A6, A7]).

% Params>>Body, copied (but for the variables of Free in Free/Params),
% called with Args.
'$lambda'(Ps, L, Args) :-
    (   nonvar(Ps), Ps = Free/Ps0
    ->  '$lambda_free_term'(Free),
        copy_term(Free/Ps0-L, Free/Ps1-L1)
    ;   copy_term(Ps-L, Ps1-L1)
    ),
    '$lambda_params'(Ps1, Args, Rest, Ps>>L),
    '$lambda_call'(Rest, L1).

% Free/Lambda: copied with Free's variables kept.
'$lambda_free'(Free, L, Args) :-
    '$lambda_free_term'(Free),
    copy_term(Free/L, Free/L1),
    strip_module(L1, M, L2),
    (   nonvar(L2), L2 = (Ps>>Body)
    ->  '$lambda_params'(Ps, Args, Rest, Free/L),
        '$lambda_call'(Rest, M:Body)
    ;   '$lambda_call'(Args, M:L2)
    ).

'$lambda_free_term'(Free) :-
    (   var(Free) -> throw(error(instantiation_error, _))
    ;   Free = {_} -> true
    ;   Free == {} -> true              % no free variables, as SWI-Prolog accepts
    ;   throw(error(type_error(lambda_free, Free), _))
    ).

% Binds the parameters Ps to the first of Args, Rest the arguments left
% over (passed on to the body). As in SWI-Prolog, Ps must be a proper
% list (instantiation_error for a partial one, type_error(list, Ps)
% otherwise), and fewer arguments than parameters is
% domain_error(lambda_parameters, Lambda).
'$lambda_params'(Ps, Args, Rest, Lambda) :-
    '$skip_list'(Ps, _, T),
    (   T == []
    ->  '$lambda_bind'(Ps, Args, Rest, Lambda)
    ;   var(T)
    ->  throw(error(instantiation_error, _))
    ;   throw(error(type_error(list, Ps), _))
    ).

'$lambda_bind'([], Args, Args, _).
'$lambda_bind'([P|Ps], Args, Rest, Lambda) :-
    (   Args = [A|Args1]
    ->  P = A,
        '$lambda_bind'(Ps, Args1, Rest, Lambda)
    ;   throw(error(domain_error(lambda_parameters, Lambda), _))
    ).

'$lambda_call'([], G) :- call(G).
'$lambda_call'([A], G) :- call(G, A).
'$lambda_call'([A, B], G) :- call(G, A, B).
'$lambda_call'([A, B, C], G) :- call(G, A, B, C).
'$lambda_call'([A, B, C, D], G) :- call(G, A, B, C, D).
'$lambda_call'([A, B, C, D, E], G) :- call(G, A, B, C, D, E).
'$lambda_call'([A, B, C, D, E, F], G) :- call(G, A, B, C, D, E, F).
'$lambda_call'([A, B, C, D, E, F, H], G) :- call(G, A, B, C, D, E, F, H).
