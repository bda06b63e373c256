/*  hornbook library(filesex): more file system predicates, as
    SWI-Prolog's library(filesex): whole directory paths and trees.
    (directory_file_path/3 is built in.)
*/
:- module(filesex,
        [ make_directory_path/1, ensure_directory/1, delete_directory_and_contents/1,
          delete_directory_contents/1, directory_member/3 ]).
:- use_module(library(lists)).
:- use_module(library(option)).

%!  make_directory_path(+Dir) is det
%
%   Creates Dir and the directories above it that do not exist yet.
%
%   ?- make_directory_path('/tmp'), exists_directory('/tmp').
%   true.
make_directory_path(Dir) :-
    exists_directory(Dir),
    !.
make_directory_path(Dir) :-
    dir_text(Dir),
    atom_string(Dir0, Dir),
    (   sub_atom(Dir0, Before, 1, 0, /), Before > 0
    ->  sub_atom(Dir0, 0, Before, _, Dir1)
    ;   Dir1 = Dir0
    ),
    make_path(Dir1).

% A directory to make is named by an atom or a string. exists_directory/1
% has checked the name (a number is type_error(text, N)); a code or char
% list, which names an existing directory, is type_error(atomic, L) when
% the directory must be made, as in SWI-Prolog (whose library splits the
% name with atom_concat/3).
dir_text(Dir) :-
    (   ( atom(Dir) ; string(Dir) )
    ->  true
    ;   throw(error(type_error(atomic, Dir), _))
    ).

make_path(Dir) :-
    exists_directory(Dir),
    !.
make_path(Dir) :-
    file_directory_name(Dir, Parent),
    (   Parent \== Dir
    ->  make_path(Parent)
    ;   true
    ),
    (   exists_directory(Dir)
    ->  true
    ;   make_directory(Dir)
    ).

%!  ensure_directory(+Dir) is det
%
%   Dir exists afterwards: it is made, with its parents, when needed.
%
%   ?- ensure_directory('/tmp').
%   true.
ensure_directory(Dir) :-
    make_directory_path(Dir).

%!  delete_directory_and_contents(+Dir) is det
%
%   Removes Dir with all the files and directories below it.
%
%   ?- catch(delete_directory_and_contents('no/such/dir'), error(E, _), true).
%   E = existence_error(directory, 'no/such/dir').
delete_directory_and_contents(Dir) :-
    delete_directory_contents(Dir),
    delete_directory(Dir).

%!  delete_directory_contents(+Dir) is det
%
%   Removes all the files and directories below Dir; Dir stays.
%
%   ?- catch(delete_directory_contents('no/such/dir'), error(E, _), true).
%   E = existence_error(directory, 'no/such/dir').
delete_directory_contents(Dir) :-
    directory_files(Dir, Entries),
    forall(( member(E, Entries), E \== '.', E \== '..' ),
           delete_entry(Dir, E)).

delete_entry(Dir, E) :-
    directory_file_path(Dir, E, Path),
    (   exists_directory(Path)
    ->  delete_directory_and_contents(Path)
    ;   delete_file(Path)
    ).

%!  directory_member(+Dir, -Member, +Options) is nondet
%
%   Member is a path Dir/Name of an entry of Dir. Options: recursive(Bool)
%   (also the entries of the directories below), extensions(List) (only
%   files with one of these extensions), file_type(directory) or
%   file_type(regular), matches(Pattern) (the name matches the wildcard),
%   exclude(Pattern), hidden(Bool) (names starting with `.`, default true).
%
%   ?- findall(M, directory_member('.', M, [file_type(directory)]), _).
%   true.
directory_member(Dir, Member, Options) :-
    dir_member(Dir, Member, Options).

dir_member(Dir, Member, Options) :-
    directory_files(Dir, Entries0),
    msort(Entries0, Entries),
    member(E, Entries),
    E \== '.',
    E \== '..',
    (   option(hidden(false), Options)
    ->  \+ sub_atom(E, 0, _, _, '.')
    ;   true
    ),
    directory_file_path(Dir, E, Path),
    (   member_ok(E, Path, Options),
        Member = Path
    ;   option(recursive(true), Options),
        exists_directory(Path),
        dir_member(Path, Member, Options)
    ).

member_ok(Name, Path, Options) :-
    (   option(file_type(Type), Options)
    ->  file_type_ok(Type, Path)
    ;   true
    ),
    (   option(extensions(Exts), Options)
    ->  file_name_extension(_, Ext, Name),
        memberchk(Ext, Exts),
        \+ exists_directory(Path)
    ;   true
    ),
    (   option(matches(Pattern), Options)
    ->  wildcard_match(Pattern, Name)
    ;   true
    ),
    (   option(exclude(Pattern), Options)
    ->  \+ wildcard_match(Pattern, Name)
    ;   true
    ).

file_type_ok(directory, Path) :- exists_directory(Path).
file_type_ok(regular, Path) :- exists_file(Path), \+ exists_directory(Path).
