/*  hornbook system library: call_with_inference_limit/3 as SWI-Prolog 9's,
    loaded on its first call. The limit itself is the machine's
    (src/machine/inference_limit.rs), set and read through the
    '$inference_limit' builtins of src/builtins/control.rs.
*/
:- meta_predicate
    call_with_inference_limit(0, +, -).

%!  call_with_inference_limit(:Goal, +Limit, -Result) is nondet
%
%   Runs Goal, stopping it when one of its solutions takes more than
%   Limit inferences (the count starts again on backtracking into it).
%   Result is `!` when Goal succeeded with no choicepoint left, `true`
%   when it may have more solutions, and `inference_limit_exceeded` when
%   it was stopped (then there are no more). Nested calls: an inner limit
%   never goes past the enclosing one; the innermost call reports the
%   stop, as in SWI-Prolog, and the enclosing limit counts on after it.
%
%   ?- call_with_inference_limit((repeat, fail), 1000, R).
%   R = inference_limit_exceeded.
call_with_inference_limit(Goal, Limit, Result) :-
    (   integer(Limit)
    ->  (   Limit >= 0
        ->  true
        ;   throw(error(domain_error(not_less_than_zero, Limit), _))
        )
    ;   var(Limit)
    ->  throw(error(instantiation_error, _))
    ;   throw(error(type_error(integer, Limit), _))
    ),
    '$inference_limit'(Old),
    % The limit starts inside the catch, just before the goal, and is
    % lifted there as soon as the goal exits ('$limited_call'/3), or by
    % the recovery (a builtin: it does not stop) when the goal throws: no
    % call of this wrapper's own, nor catch/3's exit, can reach it outside
    % the catch. The two inferences of '$limited_call'/3 before the goal's
    % own work are not the goal's (SWI-Prolog's `true` takes one: limit 0
    % stops it, 1 does not).
    Limit1 is Limit + 2,
    (   '$choice_count'(Before),
        catch('$limited_call'(Limit1, Old, Goal), Error, '$inference_limit_set'(Old)),
        '$choice_count'(After)
    ;   '$inference_limit_set'(Old),
        fail
    ),
    (   nonvar(Error)
    ->  !,
        '$inference_limit_set'(Old),
        (   Error == inference_limit_exceeded
        ->  Result = inference_limit_exceeded
        ;   throw(Error)
        )
    ;   (   After == Before
        ->  true
        ;   '$only_undos_between'(Before, After)
        )
    ->  !,
        '$inference_limit_set'(Old),
        Result = (!)
    ;   (   Result = true
        ;   '$inference_limit_start'(Limit1, Old),
            fail
        )
    ).

'$limited_call'(Limit, Old, Goal) :-
    '$inference_limit_start'(Limit, Old),
    call(Goal),
    '$inference_limit_set'(Old).
