% library(filesex) and the directory builtins, as SWI-Prolog 9 has them.
:- use_module(library(filesex)).

fx_base('/tmp/hornbook_filesex_case').

fx_tree(Base) :-
    fx_base(Base),
    (   exists_directory(Base) -> delete_directory_and_contents(Base) ; true ),
    atom_concat(Base, '/a/b/c', Deep),
    make_directory_path(Deep),
    atom_concat(Base, '/a/x.pl', F1),
    atom_concat(Base, '/a/b/y.txt', F2),
    forall(member(F, [F1, F2]), (open(F, write, S), close(S))).

fx_glob(B) :-
    B = '/tmp/hornbook_glob_case',
    (   exists_directory(B) -> delete_directory_and_contents(B) ; true ),
    atom_concat(B, '/sub', Sub),
    make_directory_path(Sub),
    forall(member(F, ['a.pl', 'b.pl', 'c.txt', '.h.pl', 'sub/x.pl']),
           ( atomic_list_concat([B, /, F], P), open(P, write, S), close(S) )).
case((fx_tree(B), atom_concat(B, '/a/b/c', D)), checks([exists_directory(D)])).
case((fx_tree(B), findall(M, directory_member(B, M, [recursive(true), extensions([pl])]), Ms)),
     checks([Ms == ['/tmp/hornbook_filesex_case/a/x.pl']])).
case((fx_tree(B), findall(M, directory_member(B, M, [recursive(true), file_type(directory)]), Ms)),
     checks([Ms == ['/tmp/hornbook_filesex_case/a', '/tmp/hornbook_filesex_case/a/b',
                    '/tmp/hornbook_filesex_case/a/b/c']])).
case((fx_tree(B), delete_directory_and_contents(B)), checks([\+ exists_directory(B)])).
case((fx_tree(B), atom_concat(B, '/a', A), delete_directory_contents(A), directory_files(A, Fs), msort(Fs, S)),
     checks([S == ['.', '..']])).
case((fx_base(B), atom_concat(B, '_new', N), make_directory(N), delete_directory(N)), checks([\+ exists_directory(N)])).
case(make_directory('/tmp/hornbook_no_such_parent/x'), error(existence_error(directory, '/tmp/hornbook_no_such_parent/x'))).
case(delete_directory('/tmp/hornbook_no_such_dir'), error(existence_error(directory, '/tmp/hornbook_no_such_dir'))).
% A number names no directory: swipl 9.0.4 raises type_error(text, N)
% (hornbook made a directory "3.0", a finding of the differential fuzzer).
case(make_directory_path(3.0), error(type_error(text, 3.0))).
case(make_directory(3), error(type_error(text, 3))).
case(delete_directory_contents(7), error(type_error(text, 7))).
case(exists_file(3.0), error(type_error(text, 3.0))).
case(file_base_name(3, B), checks([B == '3'])).
% A code or char list is text for the file builtins (swipl 9.0.4 makes
% the directory); its elements are checked as SWI-Prolog checks them.
case((fx_base(B), atom_concat(B, '_codes', N), atom_codes(N, Cs), make_directory(Cs), exists_directory(N),
      atom_chars(N, Chs), delete_directory(Chs)), checks([\+ exists_directory(N)])).
case(exists_directory([0'/, 0't, 0'm, 0'p]), true).
case(exists_file([a-1, b-2]), error(type_error(character_code, a-1))).
case(exists_file([a, 0'b]), error(type_error(character, 0'b))).
case(exists_file([0'a, _]), error(instantiation_error)).
case(exists_file([a|b]), error(type_error(text, [a|b]))).
case(exists_file(f(x)), error(type_error(text, f(x)))).
case(make_directory([a|_]), error(instantiation_error)).
% make_directory_path/1 takes a list that names an existing directory; one
% to make is type_error(atomic, L) (swipl 9.0.4's library splits it with
% atom_concat/3).
case(make_directory_path([0'/, 0't, 0'm, 0'p]), true).
case(make_directory_path([0'/, 0't, 0'm, 0'p, 0'/, 0'h, 0'b, 0'_, 0'n, 0'o]),
     error(type_error(atomic, [0'/, 0't, 0'm, 0'p, 0'/, 0'h, 0'b, 0'_, 0'n, 0'o]))).
case(make_directory_path(f(x)), error(type_error(text, f(x)))).
case(delete_directory_contents(f(x)), error(type_error(text, f(x)))).

% expand_file_name/2: the existing files a glob names, sorted.
case((fx_glob(B), atom_concat(B, '/*.pl', P), expand_file_name(P, L)),
     checks([L == ['/tmp/hornbook_glob_case/a.pl', '/tmp/hornbook_glob_case/b.pl']])).
case((fx_glob(B), atom_concat(B, '/*/x.pl', P), expand_file_name(P, L)),
     checks([L == ['/tmp/hornbook_glob_case/sub/x.pl']])).
case((fx_glob(B), atom_concat(B, '/{a,c}.*', P), expand_file_name(P, L)),
     checks([L == ['/tmp/hornbook_glob_case/a.pl', '/tmp/hornbook_glob_case/c.txt']])).
case((fx_glob(B), atom_concat(B, '/*.none', P), expand_file_name(P, L)), checks([L == []])).
case(expand_file_name('hornbook_plain_name', L), checks([L == [hornbook_plain_name]])).
