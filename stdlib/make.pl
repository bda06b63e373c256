/*  hornbook library(make): make/0 as SWI-Prolog's: reload the files that
    changed on disk ('$make_reload'/0, src/consult/builtins.rs), then list
    the predicates the program calls but defines nowhere (list_undefined/0
    of library(check)).
*/
:- module(make, [ make/0 ]).

%!  make is det
%
%   Reloads every consulted file that changed on disk since it was
%   loaded, reporting each on user_error, then lists the predicates that
%   the program calls but that are defined nowhere, as list_undefined/0.
%
%   ?- make.
%   true.
make :-
    '$make_reload',
    check:list_undefined.
