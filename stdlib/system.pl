/*  hornbook system library: the Prolog side of the system predicates whose
    tables live in Rust (src/builtins/system.rs, src/builtins/listing.rs):
    use_module/1,2, autoload/1,2, exists_source/1,2, setlocale/3, current_module/1, current_predicate/1,2,
    predicate_property/2, listing/0,1, flag/3.
*/
:- meta_predicate
    use_module(:),
    use_module(:, +),
    autoload(:),
    autoload(:, +),
    current_predicate(?, :),
    predicate_property(:, ?),
    listing(:),
    call_residue_vars(0, -).
% Transparent rather than `:` (as in SWI-Prolog): an error names the
% argument as given, without the caller's module.
:- module_transparent current_predicate/1.


%!  use_module(+File) is det
%
%   Loads a module file, once, and imports all that it exports into the
%   calling module. library(Name) names an embedded library or a file in a
%   library directory (file_search_path/2 for `library`,
%   library_directory/1).
%
%   ?- use_module(library(lists)).
%   true.
use_module(Spec) :-
    strip_module(Spec, M, S),
    '$use_module'(M, S, all, use_module/1).

%!  use_module(+File, +Imports) is det
%
%   As use_module/1, importing only what Imports lists: Name/Arity,
%   Name//Arity, `PI as NewName`, or except(List) for all but those.
%
%   ?- use_module(library(lists), [append/3]).
%   true.
use_module(Spec, Imports) :-
    (   var(Imports) -> throw(error(instantiation_error, context(use_module/2, _)))
    ;   Imports = except(L), \+ is_list(L) -> throw(error(type_error(list, L), context(use_module/2, _)))
    ;   Imports \= except(_), \+ is_list(Imports) -> throw(error(type_error(list, Imports), context(use_module/2, _)))
    ;   true
    ),
    strip_module(Spec, M, S),
    '$use_module'(M, S, Imports, use_module/2).

%!  autoload(+File) is det
%
%   Declares that the predicates File exports are loaded from it when
%   first called. Here the file is loaded at once, as use_module/1 does:
%   the program sees the same predicates.
%
%   ?- autoload(library(lists)).
%   true.
autoload(Spec) :-
    strip_module(Spec, M, S),
    '$use_module'(M, S, all, autoload/1).

%!  autoload(+File, +Imports) is det
%
%   As autoload/1, for the predicates of the list Imports only (as
%   use_module/2).
%
%   ?- autoload(library(lists), [append/3]).
%   true.
autoload(Spec, Imports) :-
    (   var(Imports) -> throw(error(instantiation_error, context(autoload/2, _)))
    ;   is_list(Imports) -> true
    ;   throw(error(type_error(list, Imports), context(autoload/2, _)))
    ),
    strip_module(Spec, M, S),
    '$use_module'(M, S, Imports, autoload/2).

'$use_module'(_, Spec, _, PI) :-
    var(Spec), !,
    throw(error(instantiation_error, context(PI, _))).
'$use_module'(M, library(Name), Imports, PI) :- !,
    (   var(Name)
    ->  throw(error(instantiation_error, context(PI, _)))
    ;   '$embedded_library'(Name)
    ->  '$load_library'(M, Name, Imports)
    ;   '$library_file'(Name, File)
    ->  '$load_module_file'(M, File, Imports)
    ;   '$no_library'(Name, PI)
    ).
'$use_module'(M, Spec, Imports, _) :-
    '$load_module_file'(M, Spec, Imports).

%!  exists_source(+Source) is semidet
%
%   True when Source names a Prolog source that use_module/1 would load:
%   an embedded library, a library file in a library directory, or a
%   file (with or without its .pl).
%
%   ?- exists_source(library(lists)).
%   true.
exists_source(Source) :-
    exists_source(Source, _).

%!  exists_source(+Source, -Path) is semidet
%
%   As exists_source/1; Path is the file, or library(Name) for an
%   embedded library.
%
%   ?- exists_source(library(nosuch_library), P).
%   false.
exists_source(Source, _) :-
    var(Source), !,
    throw(error(instantiation_error, context(exists_source/2, _))).
exists_source(library(Name), Path) :-
    ground(Name),
    (   '$embedded_library'(Name)
    ->  Path = library(Name)
    ;   '$library_file'(Name, Path)
    ),
    !.
exists_source(Source, Path) :-
    Source \= library(_),
    absolute_file_name(Source, Path,
                       [file_type(prolog), access(read), file_errors(fail)]).

%!  setlocale(+Category, -Old, +New) is semidet
%
%   Old is the locale of Category (all, collate, ctype, messages,
%   monetary, numeric or time); with New bound it becomes New. hornbook
%   has the C locale only: `'C'`, `'POSIX'` and `''` (the default, C) can
%   be set; any other is existence_error(locale, New), as SWI-Prolog
%   raises for a locale the system does not have.
%
%   ?- setlocale(time, Old, 'C').
%   Old = 'C'.
setlocale(Category, Old, New) :-
    (   var(Category)
    ->  throw(error(instantiation_error, context(setlocale/3, _)))
    ;   atom(Category)
    ->  true
    ;   throw(error(type_error(atom, Category), context(setlocale/3, _)))
    ),
    (   '$member_'(Category, [all, collate, ctype, messages, monetary, numeric, time])
    ->  true
    ;   throw(error(domain_error(category, Category), context(setlocale/3, _)))
    ),
    atom_concat('$locale_', Category, Key),
    (   nb_current(Key, Current) -> true ; Current = 'C' ),
    (   var(New)
    ->  Old = Current
    ;   atom(New)
    ->  (   '$member_'(New-Name, ['C'-'C', 'POSIX'-'C', ''-'C'])
        ->  Old = Current,
            nb_setval(Key, Name)
        ;   throw(error(existence_error(locale, New), context(setlocale/3, _)))
        )
    ;   throw(error(type_error(atom, New), context(setlocale/3, _)))
    ).

% A library file in a user library directory.
'$library_file'(Name, File) :-
    '$library_dir'(Dir),
    '$library_path_text'(Name, Rel),
    atomic_list_concat([Dir, '/', Rel], File0),
    (   exists_file(File0) -> File = File0
    ;   atom_concat(File0, '.pl', File), exists_file(File)
    ), !.

'$library_path_text'(A/B, T) :- !,
    '$library_path_text'(A, TA),
    '$library_path_text'(B, TB),
    atomic_list_concat([TA, '/', TB], T).
'$library_path_text'(A, A).

'$library_dir'(Dir) :-
    '$defined'(user, file_search_path, 2),
    user:file_search_path(library, Dir),
    atom(Dir).
'$library_dir'(Dir) :-
    '$defined'(user, library_directory, 1),
    user:library_directory(Dir),
    atom(Dir).

%!  current_module(?Module) is nondet
%
%   True when Module is a module of the system. A library is a module
%   once it is loaded (by use_module/1 or on the first call of one of
%   its predicates): at start not even library(lists) is, as in
%   SWI-Prolog run with -g or a script. (Its interactive toplevel answers
%   true for lists only because its line editor loads it; apply, which
%   nothing loads, is false there too.) Loading a library to answer a
%   bound query would make the answer true for every library, which
%   SWI-Prolog never does.
%
%   ?- use_module(library(lists)), current_module(lists).
%   true.
current_module(M) :-
    '$modules'(Ms),
    (   atom(M) -> '$memberchk_'(M, Ms)
    ;   '$member_'(M, Ms)
    ).

%!  current_atom(?Atom) is nondet
%
%   True when Atom is an atom of the system's atom table: with Atom bound,
%   whether it is an atom; unbound, every atom in turn (the program's, the
%   libraries' and the system's own).
%
%   ?- current_atom(hello).
%   true.
current_atom(A) :-
    atom(A),
    !.
current_atom(A) :-
    var(A),
    '$atoms'(As),
    '$member_'(A, As).

%!  current_predicate(:Name/Arity) is nondet
%
%   True when Name/Arity is a predicate the program defined (with clauses or
%   declared dynamic); a fully given builtin succeeds too.
%
%   ?- assertz(p(1)), current_predicate(p/A).
%   A = 1.
current_predicate(Spec0) :-
    context_module(C),
    '$check_qualified_pi'(Spec0, Spec0),
    (   '$var_module'(C:Spec0, M, PI)
    ->  % Any module: the modules that define one, each in turn (as SWI).
        '$modules'(Ms),
        '$member_'(M, Ms),
        '$current_predicate'(M:PI)
    ;   '$current_predicate'(C:Spec0)
    ).

'$current_predicate'(Spec) :-
    strip_module(Spec, M, PI),
    '$check_pi'(PI),
    PI = Name/Arity,
    (   M == user, atom(Name), integer(Arity),
        functor(H, Name, Arity),
        '$pred_props'(H, Ps), '$member_'(built_in, Ps)
    ->  true
    ;   '$user_preds'(M, L),
        (   atom(Name), integer(Arity)
        ->  '$memberchk_'(Name/Arity, L)
        ;   '$member_'(Name/Arity, L)
        )
    ).

% '$var_module'(+Qualified, -M, -Plain): Qualified is M:Plain, possibly
% inside other qualifications, with M unbound.
'$var_module'(Q, M, Plain) :-
    nonvar(Q), Q = A:B,
    (   var(A) -> M = A, Plain = B ; '$var_module'(B, M, Plain) ).

% A module that is neither a variable nor an atom is type_error(atom, M); a
% wrong indicator is named with its qualification, as SWI-Prolog names it.
'$check_qualified_pi'(S, _) :- var(S), !.
'$check_qualified_pi'(M:S, Spec0) :- !,
    (   var(M) -> true
    ;   atom(M) -> true
    ;   throw(error(type_error(atom, M), context(system:current_predicate/1, _)))
    ),
    '$check_qualified_pi'(S, Spec0).
'$check_qualified_pi'(PI, Spec0) :-
    catch('$check_pi'(PI), error(type_error(predicate_indicator, _), C),
          throw(error(type_error(predicate_indicator, Spec0), C))).

'$check_pi'(PI) :-
    (   var(PI) -> true
    ;   PI = N/A,
        ( var(N) ; atom(N) ),
        ( var(A) ; integer(A) )
    ->  true
    ;   throw(error(type_error(predicate_indicator, PI), context(system:current_predicate/1, _)))
    ).

%!  current_predicate(?Name, :Head) is nondet
%
%   True when Head is the most general head of a predicate called Name that
%   the program defined.
%
%   ?- assertz(q(1, 2)), current_predicate(q, H).
%   H = q(_, _).
current_predicate(Name, Head) :-
    '$var_module'(Head, M, H), !,
    '$modules'(Ms),
    '$member_'(M, Ms),
    current_predicate(Name, M:H).
current_predicate(Name, Head) :-
    '$cp_head_module'(Head, M, H),
    % A name that is no atom, or a head that is not callable, names no
    % predicate: SWI-Prolog fails rather than raising a type error.
    ( var(Name) -> true ; atom(Name) ),
    ( var(H) -> true ; callable(H) ),
    '$user_preds'(M, L),
    '$member_'(Name/Arity, L),
    functor(H, Name, Arity).

% '$cp_head_module'(+Qualified, -M, -Head): the innermost module of a
% qualified head; a module that is not an atom is type_error(module, M).
'$cp_head_module'(Q, M, H) :-
    strip_module(Q, M, H),
    atom(M),
    \+ ( nonvar(H), H = _:_ ),
    !.
'$cp_head_module'(Q, M, H) :-
    (   nonvar(Q), Q = M0:H0
    ->  (   atom(M0) -> true
        ;   throw(error(type_error(module, M0), _))
        ),
        (   nonvar(H0), H0 = _:_
        ->  '$cp_head_module'(H0, M, H)
        ;   M = M0, H = H0
        )
    ;   M = user, H = Q
    ).

%!  predicate_property(:Head, ?Property) is nondet
%
%   True when the predicate of Head has Property: dynamic, built_in,
%   defined, number_of_clauses(N) and others.
%
%   ?- assertz(r(1)), predicate_property(r(_), dynamic).
%   true.
predicate_property(Head0, Prop) :-
    strip_module(Head0, M0, Head1),
    (   nonvar(Head1), Head1 = M1:Head2, var(M1)
    ->  M = M1, Head = Head2            % _:Head, qualified by the caller
    ;   M = M0, Head = Head1
    ),
    (   var(M)
    ->  % Any module: those that define it, each in turn (as SWI).
        (   var(Head)
        ->  throw(error(instantiation_error, context(predicate_property/2, _)))
        ;   true
        ),
        '$modules'(Ms),
        '$member_'(M, Ms),
        '$pred_props'(M:Head, Ps),
        '$member_'(defined, Ps),
        \+ '$member_'(imported_from(_), Ps)
    ;   var(Head)
    ->  M:'$visible_heads'(Hs),
        '$member_'(Head, Hs),
        '$pred_props'(M:Head, Ps)
    ;   '$pred_props'(M:Head, Ps)
    ),
    '$member_'(Prop, Ps).

%!  listing is det
%
%   Lists the clauses of every predicate of the program, as portray_clause/1
%   writes them.
%
%   ?- assertz(fact(1)), listing.
%   :- dynamic fact/1.
%
%   fact(1).
%
%   true.
listing :-
    '$listing_all'.

%!  listing(:Spec) is det
%
%   Lists the clauses of the predicates Spec names: Name, Name/Arity,
%   Name//Arity (a nonterminal of grammar rules), or a
%   list of them.
%
%   ?- assertz((sq(X, Y) :- Y is X * X)), listing(sq/2).
%   :- dynamic sq/2.
%
%   sq(A, B) :-
%       B is A*A.
%
%   true.
listing(Spec) :-
    (   var(Spec)
    ->  '$listing_all'
    ;   Spec = [_|_]
    ->  '$listing_each'(Spec)
    ;   Spec == []
    ->  true
    ;   '$listing'(Spec)
    ).
'$listing_each'([]).
'$listing_each'([S|Ss]) :-
    listing(S),
    '$listing_each'(Ss).

%!  term_string(?Term, ?String, +Options) is det
%
%   As term_string/2 with options: with String bound, Term is read from
%   it with the read_term/2 Options (variable_names(Vs), ...); otherwise
%   String is Term written by write_term/2 with quoted(true) and Options.
%
%   ?- term_string(T, "f(X, Y)", [variable_names(Vs)]).
%   T = f(_A, _B), Vs = ['X'=_A, 'Y'=_B].
term_string(Term, String, Options) :-
    must_be(list, Options),
    (   var(String)
    ->  with_output_to(string(String), write_term(Term, [quoted(true)|Options]))
    ;   text_to_string(String, S),
        atom_string(A, S),
        read_term_from_atom(A, Term, Options)
    ).

%!  numbervars(+Term, +Start, -End) is det
%
%   Binds the variables of Term, left to right, to '$VAR'(N) for N from
%   Start; End is the next number. write/1 and print/1 show '$VAR'(N) as
%   a variable name (A, B, ..., Z, A1, ...).
%
%   ?- forall(numbervars(f(X, Y, X), 0, E), (print(f(X, Y, X)-E), nl)).
%   f(A,B,A)-2
%   true.
numbervars(Term, Start, End) :-
    must_be(integer, Start),
    term_variables(Term, Vars),
    '$numbervars'(Vars, Start, End).

'$numbervars'([], N, N).
'$numbervars'(['$VAR'(N0)|Vs], N0, N) :-
    N1 is N0 + 1,
    '$numbervars'(Vs, N1, N).

%!  numbervars(+Term, +Start, -End, +Options) is det
%
%   As numbervars/3, with SWI-Prolog's options: functor_name(F) binds
%   the variables to F(N) instead of '$VAR'(N); attvar(Action) says what
%   happens to attributed variables: bind (the default) numbers them,
%   skip leaves them, error raises type_error(free_of_attvar, Term);
%   singletons(true) binds each variable that occurs once to F('_').
%
%   ?- forall(numbervars(f(X, Y, X), 0, E, [singletons(true)]), (print(f(X, Y, X)-E), nl)).
%   f(A,_,A)-1
%   true.
numbervars(Term, Start, End, Options0) :-
    must_be(integer, Start),
    '$nv_options'(Options0, Options),
    (   '$memberchk_'(functor_name(F), Options) -> must_be(atom, F) ; F = '$VAR' ),
    (   '$memberchk_'(attvar(Action), Options)
    ->  (   '$memberchk_'(Action, [bind, skip, error]) -> true
        ;   throw(error(domain_error(numbervar_option, Options), context(numbervars/4, _)))
        )
    ;   Action = bind
    ),
    term_variables(Term, Vars),
    (   Action == error, '$member_'(V, Vars), attvar(V)
    ->  throw(error(type_error(free_of_attvar, Term), context(numbervars/4, _)))
    ;   true
    ),
    % As SWI-Prolog 9's, singletons(true) is ignored for a cyclic term.
    (   '$memberchk_'(singletons(true), Options),
        acyclic_term(Term)
    ->  term_singletons(Term, Singles)
    ;   Singles = []
    ),
    '$numbervars'(Vars, Singles, F, Action, Start, End).

% '$nv_options'(+Options, -Normal): numbervars/4's options as SWI-Prolog
% scans them: a known name alone means Name(true), Name = Value is
% Name(Value), unknown Name(Value) options are ignored; anything else is
% an error, and so is a singletons value that is no boolean.
'$nv_options'(Options, Normal) :-
    (   var(Options)
    ->  throw(error(instantiation_error, context(numbervars/4, _)))
    ;   Options == []
    ->  Normal = []
    ;   Options = [O|Os]
    ->  '$nv_option'(O, N),
        Normal = [N|Normal1],
        '$nv_options'(Os, Normal1)
    ;   throw(error(type_error(list, Options), context(numbervars/4, _)))
    ).

'$nv_option'(O, _) :-
    var(O),
    !,
    throw(error(instantiation_error, context(numbervars/4, _))).
'$nv_option'(Name = Value, O) :-
    atom(Name),
    !,
    O =.. [Name, Value],
    '$nv_option_value'(O).
'$nv_option'(O, O) :-
    compound(O),
    compound_name_arity(O, _, 1),
    !,
    '$nv_option_value'(O).
'$nv_option'(Name, O) :-
    atom(Name),
    '$memberchk_'(Name, [singletons, functor_name, attvar]),
    !,
    O =.. [Name, true].
'$nv_option'(O, _) :-
    throw(error(type_error(option, O), context(numbervars/4, _))).

'$nv_option_value'(singletons(V)) :-
    !,
    (   var(V)
    ->  throw(error(instantiation_error, context(numbervars/4, _)))
    ;   '$memberchk_'(V, [true, false])
    ->  true
    ;   throw(error(type_error(bool, V), context(numbervars/4, _)))
    ).
'$nv_option_value'(_).

'$numbervars'([], _, _, _, N, N).
'$numbervars'([V|Vs], Singles, F, Action, N0, N) :-
    (   Action == skip, attvar(V)
    ->  N1 = N0
    ;   '$nv_memberchk_eq'(V, Singles)
    ->  V =.. [F, '_'], N1 = N0
    ;   V =.. [F, N0], N1 is N0 + 1
    ),
    '$numbervars'(Vs, Singles, F, Action, N1, N).

'$nv_memberchk_eq'(X, [Y|Ys]) :- ( X == Y -> true ; '$nv_memberchk_eq'(X, Ys) ).

%!  numbervars(+Term) is det
%
%   numbervars(Term, 0, _).
%
%   ?- forall(numbervars(g(X, Y)), (print(g(X, Y)), nl)).
%   g(A,B)
%   true.
numbervars(Term) :-
    numbervars(Term, 0, _).

%!  nb_current(?Key, ?Value) is nondet
%
%   True when the global variable Key (set by nb_setval/2 or b_setval/2)
%   has the value Value; enumerates the keys when Key is unbound, and
%   fails for a key without a value.
%
%   ?- nb_setval(colour, red), nb_current(colour, V).
%   V = red.
nb_current(Key, Value) :-
    (   atom(Key)
    ->  '$nb_current'(Key, Value)
    ;   var(Key)
    ->  '$global_var_names'(Keys),
        '$member_'(Key, Keys),
        '$nb_current'(Key, Value)
    ;   throw(error(type_error(atom, Key), context(nb_current/2, _)))
    ).

%!  flag(+Key, -Old, +New) is det
%
%   Old is the value of the flag Key (0 when it has none), which is then
%   set to New: an atom, or an arithmetic expression evaluated (which may
%   use Old). Key is an atom, an integer or a compound (whose name and
%   arity are the key). The value survives backtracking.
%
%   ?- flag(hits, N, N + 1), flag(hits, M, M).
%   N = 0, M = 1.
flag(Key, Old, New) :-
    '$flag_key'(Key, K),
    (   nb_current(K, V0) -> Old = V0 ; Old = 0 ),
    (   atom(New) -> V = New
    ;   V is New
    ),
    nb_setval(K, V).

% The global variable that holds the value of flag Key.
'$flag_key'(Key, _) :-
    var(Key), !,
    throw(error(instantiation_error, context(flag/3, _))).
'$flag_key'(Key, K) :-
    ( atom(Key) ; integer(Key) ), !,
    format(atom(K), '$flag ~q', [Key]).
'$flag_key'(Key, K) :-
    compound(Key), !,
    functor(Key, Name, Arity),
    format(atom(K), '$flag ~q/~d', [Name, Arity]).
'$flag_key'(Key, _) :-
    throw(error(type_error(key, Key), context(flag/3, _))).

%!  call_residue_vars(:Goal, -Vars)
%
%   Runs Goal; Vars are the attributed variables that Goal made or whose
%   attributes it changed and that are still unbound with attributes when
%   it exits, reachable from the arguments or not.
%
%   ?- call_residue_vars((freeze(X, true), X = 1), Vs).
%   X = 1, Vs = [].
call_residue_vars(Goal, Vars) :-
    '$choice_count'(B),
    '$residue_call'(Goal, B, Vars).

% The clause's own choicepoint (number B) marks where Goal started: every
% change of an older cell after it is trailed.
'$residue_call'(Goal, B, Vars) :-
    call(Goal),
    '$residue_vars'(B, Vars).
'$residue_call'(_, _, _) :-
    fail.
