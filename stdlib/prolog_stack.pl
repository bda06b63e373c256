/*  hornbook library(prolog_stack): the backtrace of the running program,
    as SWI-Prolog's library(prolog_stack) gives it, in hornbook's terms: a
    list of frame(Depth, Module:Name/Arity, File:Line), innermost first,
    with the clauses of the program only (not those of the libraries or
    the system), as the backtrace printed with an uncaught error.
*/
:- module(prolog_stack,
        [ get_prolog_backtrace/2, get_prolog_backtrace/3,
          print_prolog_backtrace/2, print_prolog_backtrace/3, backtrace/1
        ]).

%!  get_prolog_backtrace(+MaxDepth, -Backtrace) is det
%
%   Backtrace holds the innermost MaxDepth frames of the program's clauses
%   running now, innermost first: frame(Depth, Module:Name/Arity,
%   File:Line), `-` for a clause that was not loaded from a file.
%
%   ?- get_prolog_backtrace(5, B).
%   B = [].
get_prolog_backtrace(MaxDepth, Backtrace) :-
    get_prolog_backtrace(MaxDepth, Backtrace, []).

%!  get_prolog_backtrace(+MaxDepth, -Backtrace, +Options) is det
%
%   As get_prolog_backtrace/2; SWI-Prolog's options (frame/1, goal_term
%   depth, ...) are accepted and have no effect.
%
%   ?- get_prolog_backtrace(5, B, []).
%   B = [].
get_prolog_backtrace(MaxDepth, Backtrace, Options) :-
    must_be(list, Options),
    (   MaxDepth == infinite
    ->  Max = 1000000
    ;   must_be(nonneg, MaxDepth),
        Max = MaxDepth
    ),
    '$prolog_backtrace'(Max, Backtrace).

%!  print_prolog_backtrace(+Stream, +Backtrace) is det
%
%   Writes Backtrace (from get_prolog_backtrace/2) to Stream, a frame a
%   line: `  [Depth] Name/Arity at File:Line`.
%
%   ?- print_prolog_backtrace(user_output, [frame(3, user:(main/0), '/tmp/x.pl':7)]).
%     [3] main/0 at /tmp/x.pl:7
%   true.
print_prolog_backtrace(Stream, Backtrace) :-
    print_prolog_backtrace(Stream, Backtrace, []).

%!  print_prolog_backtrace(+Stream, +Backtrace, +Options) is det
%
%   As print_prolog_backtrace/2; options are accepted and have no effect.
%
%   ?- print_prolog_backtrace(user_output, [frame(1, m:(p/2), -)], []).
%     [1] m:p/2
%   true.
print_prolog_backtrace(Stream, Backtrace, Options) :-
    must_be(list, Options),
    must_be(list, Backtrace),
    forall(member(Frame, Backtrace), '$print_frame'(Stream, Frame)).

'$print_frame'(Stream, frame(Depth, Module:(Name/Arity), Where)) :-
    !,
    (   Module == user
    ->  format(Stream, '  [~w] ~q/~w', [Depth, Name, Arity])
    ;   format(Stream, '  [~w] ~q:~q/~w', [Depth, Module, Name, Arity])
    ),
    (   Where = File:Line
    ->  format(Stream, ' at ~w:~w~n', [File, Line])
    ;   nl(Stream)
    ).
'$print_frame'(Stream, Frame) :-
    format(Stream, '  ~q~n', [Frame]).

%!  backtrace(+MaxDepth) is det
%
%   Writes the innermost MaxDepth frames of the running program to
%   user_error.
%
%   ?- backtrace(5).
%   true.
backtrace(MaxDepth) :-
    get_prolog_backtrace(MaxDepth, Backtrace),
    print_prolog_backtrace(user_error, Backtrace).
