/*  hornbook library(debug): debug messages by topic and assertions, as
    SWI-Prolog's library(debug). Messages go to standard error.
*/
:- module(debug,
        [ debug/3, debug/1, nodebug/1, debugging/1, assertion/1 ]).
:- meta_predicate assertion(0).
:- dynamic '$debugging'/1.

%!  debug(+Topic, +Format, :Args) is det
%
%   Prints `% ` and the message format(Format, Args) on standard error when
%   Topic is enabled with debug/1; does nothing otherwise.
%
%   ?- debug(demo), debug(demo, "x = ~w", [1]), nodebug(demo).
%   % x = 1
%   true.
debug(Topic, Format, Args) :-
    (   '$debugging'(T), T = Topic
    ->  format(user_error, "% ", []),
        format(user_error, Format, Args),
        nl(user_error)
    ;   true
    ).

%!  debug(+Topic) is det
%
%   Enables the debug messages of Topic.
%
%   ?- debug(demo), debugging(demo), nodebug(demo).
%   true.
debug(Topic) :-
    (   '$debugging'(T), T == Topic
    ->  true
    ;   assertz('$debugging'(Topic))
    ).

%!  nodebug(+Topic) is det
%
%   Disables the debug messages of Topic.
%
%   ?- debug(demo), nodebug(demo), \+ debugging(demo).
%   true.
nodebug(Topic) :-
    retractall('$debugging'(Topic)).

%!  debugging(?Topic) is nondet
%
%   True when debug messages of Topic are enabled.
%
%   ?- debug(demo), findall(T, debugging(T), Ts), nodebug(demo).
%   Ts = [demo].
debugging(Topic) :-
    '$debugging'(Topic).

%!  assertion(:Goal) is det
%
%   Runs Goal once; when it fails or raises an error, prints "Assertion
%   failed" with the goal on standard error and raises
%   error(assertion_error(Reason, Goal), _).
%
%   ?- assertion(1 < 2).
%   true.
assertion(Goal) :-
    (   catch(Goal, E, true)
    ->  (   var(E)
        ->  true
        ;   '$assertion_failed'(E, Goal)
        )
    ;   '$assertion_failed'(fail, Goal)
    ).

% A test framework may take over, as with SWI-Prolog's hook
% prolog:assertion_failed/2 (library(plunit) reports the failure with the
% test that made it, and the test goes on).
'$assertion_failed'(Reason, Goal) :-
    '$defined'(prolog, assertion_failed, 2),
    catch(prolog:assertion_failed(Reason, Goal), _, fail),
    !.
'$assertion_failed'(Reason, Goal) :-
    format(user_error, "ERROR: Assertion failed: ~q~n", [Goal]),
    throw(error(assertion_error(Reason, Goal), _)).
