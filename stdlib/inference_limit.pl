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
    % The limit starts inside the catch, just before the goal, and stops
    % as soon as the goal exits: no call of this wrapper's own can reach it
    % outside the catch. The call of the goal itself is not the goal's
    % work (SWI-Prolog's `true` takes one inference, limit 0 stops it).
    Limit1 is Limit + 1,
    (   '$choice_count'(Before),
        catch(('$inference_limit_start'(Limit1, Old), Goal), Error, true),
        '$inference_limit_set'(Old),
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
