/*  hornbook system library: a program's own source and the file names it
    works with, over the primitives of src/builtins/source.rs:
    prolog_load_context/2, source_file/1,2, absolute_file_name/2,3,
    tmp_file_stream/3.
*/
:- meta_predicate
    source_file(:, ?).

%!  prolog_load_context(?Key, ?Value) is nondet
%
%   While a file is loaded, Value is what Key says of that load: module
%   (the module clauses go to), source and file (the file's absolute
%   name), directory (its directory), dialect (`swi`), term_position (of
%   the term being loaded), term and variable_names (that term as read,
%   and the `Name = Var` pairs of its variables), script (`false`). Fails
%   when nothing is being loaded.
%
%   ?- prolog_load_context(module, M).
%   false.
prolog_load_context(Key, Value) :-
    '$load_context'(Pairs),
    (   atom(Key)
    ->  '$member_'(Key-Value0, Pairs), !,
        Value = Value0
    ;   '$member_'(Key-Value, Pairs)
    ).

%!  source_file(?File) is nondet
%
%   True when File is the absolute name of a loaded source file.
%
%   ?- source_file('/no/such/file.pl').
%   false.
source_file(File) :-
    '$source_files'(Files),
    (   atom(File)
    ->  '$memberchk_'(File, Files)
    ;   '$member_'(File, Files)
    ).

%!  source_file(:Head, ?File) is nondet
%
%   True when the predicate of Head was defined by loading File (an
%   absolute name).
%
%   ?- source_file(append(_, _, _), F).
%   false.
source_file(Spec, File) :-
    strip_module(Spec, M, Head),
    (   callable(Head)
    ->  '$pred_source'(M:Head, File)
    ;   current_predicate(_, M:Head),
        '$pred_source'(M:Head, File)
    ).

%!  absolute_file_name(+Spec, -Absolute) is det
%
%   Absolute is the absolute name of the file Spec (a name, or
%   Alias(Path) resolved through file_search_path/2), taken relative to
%   the directory of the file being loaded, else to the working directory.
%
%   ?- absolute_file_name('/tmp/a/../b.pl', F).
%   F = '/tmp/b.pl'.
absolute_file_name(Spec, Absolute) :-
    absolute_file_name(Spec, Absolute, []).

%!  absolute_file_name(+Spec, -Absolute, +Options) is nondet
%
%   As absolute_file_name/2, with SWI-Prolog's options: extensions(List)
%   (tried in order), file_type(Type) (txt, prolog, directory, ...: the
%   extensions of the type), access(Mode) (read, write, append, execute,
%   exist, or none: the default, which takes the first candidate name),
%   relative_to(FileOrDir), file_errors(error|fail), solutions(first|all).
%   A file that cannot be found is an existence_error(source_sink, Spec).
%
%   ?- absolute_file_name(notes, F, [extensions([txt]), relative_to('/tmp')]).
%   F = '/tmp/notes.txt'.
absolute_file_name(Spec, Options, Absolute) :-
    % The older argument order, Options second, as SWI-Prolog still takes it.
    is_list(Options),
    \+ is_list(Absolute),
    !,
    absolute_file_name(Spec, Absolute, Options).
absolute_file_name(Spec, Absolute, Options) :-
    (   var(Spec) -> throw(error(instantiation_error, _))
    ;   true
    ),
    '$afn_check_options'(Options),
    '$afn_option'(access(Mode), Options, none),
    '$afn_option'(file_type(Type), Options, regular),
    '$afn_option'(file_errors(Errors), Options, error),
    '$afn_option'(solutions(Solutions), Options, first),
    (   '$member_'(extensions(Exts0), Options) -> true
    ;   '$afn_type_extensions'(Type, Exts0)
    ),
    '$afn_base'(Options, Base),
    findall(Path, '$afn_candidate'(Spec, Base, Exts0, Path), Candidates),
    findall(Path, ( '$member_'(Path, Candidates),
                    '$afn_acceptable'(Path, Mode, Type)
                  ), Found0),
    (   Mode == none, Type \== directory
    ->  Found = Candidates
    ;   Found = Found0
    ),
    (   Found == []
    ->  (   Errors == fail
        ->  fail
        ;   throw(error(existence_error(source_sink, Spec), _))
        )
    ;   Solutions == all
    ->  '$member_'(Absolute, Found)
    ;   Found = [Absolute0|_],
        Absolute = Absolute0
    ).

% A list of Name(Value) and Name = Value terms, else type_error(options, L)
% (SWI-Prolog's check).
'$afn_check_options'(Options) :-
    (   var(Options)
    ->  throw(error(instantiation_error, _))
    ;   is_list(Options), \+ ( '$member_'(O, Options), \+ '$afn_option_term'(O) )
    ->  true
    ;   throw(error(type_error(options, Options), _))
    ).

'$afn_option_term'(O) :-
    compound(O),
    (   O = (_ = _) -> true
    ;   functor(O, _, 1)
    ).

'$afn_option'(Opt, Options, Default) :-
    functor(Opt, Name, 1),
    functor(Template, Name, 1),
    (   '$member_'(Template, Options)
    ->  Opt = Template
    ;   arg(1, Opt, Default)
    ).

'$afn_type_extensions'(prolog, [pl, '']) :- !.
'$afn_type_extensions'(source, [pl, '']) :- !.
'$afn_type_extensions'(executable, [so, '']) :- !.
'$afn_type_extensions'(qlf, [qlf, '']) :- !.
'$afn_type_extensions'(_, ['']).

'$afn_base'(Options, Base) :-
    '$member_'(relative_to(R), Options), !,
    '$absolute_path'(R, '.', RAbs),
    (   ( exists_directory(RAbs) ; sub_atom(R, _, 1, 0, '/') ) -> Base = RAbs
    ;   file_directory_name(RAbs, Base)
    ).
'$afn_base'(_, Base) :-
    (   prolog_load_context(directory, Dir) -> Base = Dir
    ;   Base = '.'
    ).

% Candidate names, in order: each directory the spec names, with each
% extension.
'$afn_candidate'(Spec, Base, Exts, Path) :-
    '$afn_spec_path'(Spec, Base, Path0),
    '$member_'(Ext, Exts),
    (   Ext == ''
    ->  Path = Path0
    ;   file_name_extension(Path0, Ext, Path)
    ).

'$afn_spec_path'(Spec, Base, Path) :-
    (   atom(Spec) ; string(Spec) ), !,
    '$absolute_path'(Spec, Base, Path).
'$afn_spec_path'(Spec, Base, Path) :-
    compound(Spec),
    Spec =.. [Alias, Sub],
    '$afn_segments'(Sub, Rel),
    '$defined'(user, file_search_path, 2),
    user:file_search_path(Alias, Dir),
    '$afn_spec_path'(Dir, Base, DirPath),
    '$absolute_path'(Rel, DirPath, Path).

'$afn_segments'(S, _) :-
    var(S), !,
    throw(error(instantiation_error, _)).
'$afn_segments'(A/B, T) :- !,
    '$afn_segments'(A, TA),
    '$afn_segments'(B, TB),
    atomic_list_concat([TA, '/', TB], T).
'$afn_segments'(A, A).

'$afn_acceptable'(Path, Mode, Type) :-
    (   Type == directory
    ->  exists_directory(Path)
    ;   exists_file(Path)
    ->  true
    ;   Mode \== exist, Mode \== read, Mode \== execute, Mode \== none,
        \+ exists_directory(Path)
    ),
    (   Mode == none -> true
    ;   access_file(Path, Mode)
    ).

%!  tmp_file_stream(+Encoding, -File, -Stream) is det
%
%   Creates a new temporary file and opens it for writing: File is its
%   name, Stream the output stream. Encoding is an encoding name (text,
%   utf8, octet, binary, ...) or a list of options: extension(Ext),
%   encoding(Enc). SWI-Prolog's newer form tmp_file_stream(-File,
%   -Stream, +Options) is taken too (File unbound, Options a list).
%
%   ?- forall(tmp_file_stream(text, F, S), (close(S), exists_file(F), delete_file(F))).
%   true.
tmp_file_stream(A, B, C) :-
    (   var(A), is_list(C)
    ->  '$tmp_file_stream'(C, A, B)
    ;   is_list(A)
    ->  '$tmp_file_stream'(A, B, C)
    ;   '$tmp_file_stream'([encoding(A)], B, C)
    ).

'$tmp_file_stream'(Options, File, Stream) :-
    (   '$member_'(extension(Ext), Options) -> true ; Ext = '' ),
    tmp_file(tmp, File0),
    (   Ext == '' -> File = File0
    ;   file_name_extension(File0, Ext, File)
    ),
    (   '$member_'(encoding(Enc), Options), Enc \== text
    ->  (   ( Enc == binary ; Enc == octet )
        ->  OpenOptions = [type(binary)]
        ;   OpenOptions = [encoding(Enc)]
        )
    ;   OpenOptions = []
    ),
    open(File, write, Stream, OpenOptions).
