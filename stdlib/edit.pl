/*  hornbook library(edit): edit/1 opens the editor of the EDITOR
    environment variable (vi when unset) on the file and line where a
    predicate is defined, waits for it, and reloads what changed (make/0).
    The editor runs through '$run_editor'/3 (src/consult/edit.rs) as
    `$EDITOR +Line File`.
*/
:- module(edit, [ edit/1 ]).

%!  edit(+Spec) is semidet
%
%   Opens $EDITOR (vi when unset) as `$EDITOR +Line File` on the clauses
%   of the predicate Spec names (Name, Name/Arity, Module:Name/Arity) or on
%   the file Spec (file(Path) for a file not yet there), waits for the
%   editor, then reloads the changed files and lists undefined predicates
%   as make/0. A predicate with no source file (built-in, dynamic, or of
%   the embedded library) is reported and edit/1 fails.
%
%   ?- catch(edit(hb_no_such_thing), E, true).
%   Warning: Cannot find anything to edit from "hb_no_such_thing"
%   Warning:     Use edit(file(hb_no_such_thing)) to create a new file
%   false.
edit(Spec) :-
    (   var(Spec)
    ->  throw(error(instantiation_error, context(edit/1, _)))
    ;   true
    ),
    '$edit_locations'(Spec, Locations),
    (   Locations = [File:Line]
    ->  '$edit_run'(File, Line)
    ;   Locations = []
    ->  '$edit_nothing'(Spec),
        fail
    ;   print_message(warning, edit(ambiguous(Spec, Locations))),
        fail
    ).

'$edit_run'(File, Line) :-
    '$run_editor'(File, Line, Status),
    (   Status =:= 0
    ->  true
    ;   print_message(warning, edit(editor_status(Status)))
    ),
    make.

% The places Spec names: the first clause of each predicate it names that
% was loaded from a file, or the file itself.
'$edit_locations'(file(Path), [File:1]) :- !,
    absolute_file_name(Path, File).
'$edit_locations'(Spec, Locations) :-
    findall(File:Line,
            ( '$edit_pred'(Spec, M, Name, Arity),
              '$pred_source'(M, Name, Arity, File, Line)
            ),
            Found),
    sort(Found, Locations0),
    (   Locations0 == [], atom(Spec), exists_file(Spec)
    ->  absolute_file_name(Spec, File),
        Locations = [File:1]
    ;   Locations = Locations0
    ).

% The predicates Spec names: in module M, as Name, Name/Arity or Name//Arity.
'$edit_pred'(M:Spec, M, Name, Arity) :- !,
    atom(M),
    '$edit_pred_in'(M, Spec, Name, Arity).
'$edit_pred'(Spec, M, Name, Arity) :-
    current_module(M),
    '$edit_pred_in'(M, Spec, Name, Arity).

'$edit_pred_in'(M, Name/Arity, Name, Arity) :- !,
    '$edit_candidate'(M, Name, Arity).
'$edit_pred_in'(M, Name//DArity, Name, Arity) :- !,
    (   integer(DArity) -> Arity is DArity + 2 ; true ),
    '$edit_candidate'(M, Name, Arity).
'$edit_pred_in'(M, Name, Name, Arity) :-
    atom(Name),
    '$edit_candidate'(M, Name, Arity).

'$edit_candidate'(M, Name, Arity) :-
    atom(Name),
    current_predicate(M:Name/Arity),
    functor(H, Name, Arity),
    \+ predicate_property(M:H, imported_from(_)).

% Why Spec gives nothing to edit: a predicate known without a file, or
% nothing at all.
'$edit_nothing'(Spec) :-
    '$edit_known'(Spec, PI, How), !,
    print_message(warning, edit(no_source(PI, How))).
'$edit_nothing'(Spec) :-
    print_message(warning, edit(not_found(Spec))).

'$edit_known'(Spec, PI, How) :-
    '$edit_head'(Spec, M, Head),
    predicate_property(M:Head, defined),
    functor(Head, Name, Arity),
    PI = Name/Arity,
    (   predicate_property(M:Head, dynamic)
    ->  How = dynamic
    ;   predicate_property(M:Head, built_in)
    ->  How = built_in
    ;   How = library
    ).

'$edit_head'(M:Spec, M, Head) :- !,
    '$edit_head'(Spec, _, Head).
'$edit_head'(Name/Arity, user, Head) :- !,
    atom(Name), integer(Arity),
    functor(Head, Name, Arity).
'$edit_head'(Name//DArity, user, Head) :- !,
    atom(Name), integer(DArity),
    Arity is DArity + 2,
    functor(Head, Name, Arity).
'$edit_head'(Name, user, Head) :-
    atom(Name),
    between(0, 8, Arity),
    functor(Head, Name, Arity),
    predicate_property(user:Head, defined), !.

:- multifile system:'$library_message'/2.

system:'$library_message'(edit(not_found(Spec)),
        [ 'Cannot find anything to edit from "~w"'-[Spec], nl,
          '    Use edit(file(~q)) to create a new file'-[Spec] ]).
system:'$library_message'(edit(no_source(PI, dynamic)),
        [ '~q is a dynamic predicate: its clauses were asserted, not loaded from a file'-[PI], nl,
          '    listing(~q) shows them'-[PI] ]).
system:'$library_message'(edit(no_source(PI, built_in)),
        [ '~q is a built-in predicate: it has no source file to edit'-[PI], nl,
          '    help(~q) describes it'-[PI] ]).
system:'$library_message'(edit(no_source(PI, library)),
        [ '~q is defined in a library built into hornbook: it has no file to edit'-[PI], nl,
          '    help(~q) describes it'-[PI] ]).
system:'$library_message'(edit(ambiguous(Spec, Locations)),
        [ '~q names predicates in more than one place:'-[Spec] | Lines ]) :-
    findall(Line, ( member(F:L, Locations), Line = '~n    ~w:~d'-[F, L] ), Lines0),
    Lines1 = ['~n    Give Name/Arity or Module:Name/Arity'-[]],
    append(Lines0, Lines1, Lines).
system:'$library_message'(edit(editor_status(Status)),
        [ 'The editor exited with status ~d'-[Status] ]).
