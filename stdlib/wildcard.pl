/*  hornbook system file: wildcard_match/2,3 and expand_file_name/2, SWI-Prolog's glob patterns
    (those of expand_file_name/2) matched against any text.

    A pattern is read into a list of elements: lit(Code), any (`?`), star
    (`*`), class(Items) (`[...]`, Items of Code and From-To ranges) and
    alt(Sequences) (`{p1,p2,...}`, each a pattern of its own, nesting
    allowed); a backslash takes the next code literally (a backslash at
    the end stands for itself). Matching walks the elements over the
    codes of the text, a star trying the shortest run first.
*/

%!  wildcard_match(+Pattern, +String) is semidet
%
%   True when the text String matches the glob Pattern: `?` any one
%   character, `*` any run of characters, `[a-z0-9]` one of a set,
%   `{alt1,alt2}` one of the alternatives, `\c` the character c.
%
%   ?- wildcard_match('*.{pl,prolog}', 'test.pl').
%   true.
wildcard_match(Pattern, String) :-
    wildcard_match(Pattern, String, []).

%!  wildcard_match(+Pattern, +String, +Options) is semidet
%
%   As wildcard_match/2; the option case_sensitive(false) ignores the case
%   of letters.
%
%   ?- wildcard_match('A?', ab, [case_sensitive(false)]).
%   true.
wildcard_match(Pattern, String, Options) :-
    '$wildcard_options'(Options, Case),
    '$wildcard_codes'(Pattern, PCs0),
    '$wildcard_codes'(String, SCs0),
    (   Case == false
    ->  '$wildcard_lower'(PCs0, PCs),
        '$wildcard_lower'(SCs0, SCs)
    ;   PCs = PCs0, SCs = SCs0
    ),
    '$wildcard_parse'(PCs, top, Elements, []),
    '$wildcard_match'(Elements, SCs),
    !.

% The options are checked first, as SWI-Prolog checks them: a list whose
% elements are compound (those other than case_sensitive(Bool) ignored).
% Case is the last case_sensitive/1 value (true when there is none).
'$wildcard_options'(Options, Case) :-
    '$wildcard_options'(Options, Options, true, Case).
'$wildcard_options'(Os, _, _, _) :-
    var(Os), !,
    throw(error(instantiation_error, context(wildcard_match/3, _))).
'$wildcard_options'([], _, Case, Case) :- !.
'$wildcard_options'([O|Os], Whole, Case0, Case) :- !,
    (   var(O)
    ->  throw(error(instantiation_error, context(wildcard_match/3, _)))
    ;   O = case_sensitive(B)
    ->  (   var(B) -> throw(error(instantiation_error, context(wildcard_match/3, _)))
        ;   ( B == true ; B == false ) -> Case1 = B
        ;   throw(error(type_error(bool, B), _))
        )
    ;   compound(O)
    ->  Case1 = Case0
    ;   throw(error(type_error(option, O), _))
    ),
    '$wildcard_options'(Os, Whole, Case1, Case).
'$wildcard_options'(_, Whole, _, _) :-
    throw(error(type_error(list, Whole), _)).

'$wildcard_codes'(Text, _) :-
    var(Text), !,
    throw(error(instantiation_error, context(wildcard_match/3, _))).
'$wildcard_codes'(Text, Codes) :-
    is_list(Text), !,
    '$wildcard_check_codes'(Text),
    (   Text = [C|_], atom(C) -> atom_chars(A, Text), atom_codes(A, Codes)
    ;   Codes = Text
    ).
'$wildcard_codes'(Text, Codes) :-
    (   atomic(Text)
    ->  atom_codes(Text, Codes)
    ;   throw(error(type_error(text, Text), _))
    ).

'$wildcard_check_codes'([]).
'$wildcard_check_codes'([C|Cs]) :-
    (   integer(C), \+ ( C >= 0, C =< 0x10FFFF )
    ->  throw(error(type_error(character_code, C), _))
    ;   true
    ),
    '$wildcard_check_codes'(Cs).

'$wildcard_lower'(Cs0, Cs) :-
    atom_codes(A0, Cs0),
    downcase_atom(A0, A),
    atom_codes(A, Cs).

% '$wildcard_parse'(+Codes, +Where, -Elements, -Rest): Where is top, or
% alt inside braces, where a comma or the closing brace ends the
% sequence (left in Rest).
'$wildcard_parse'([], Where, [], []) :-
    (   Where == top
    ->  true
    ;   throw(error(syntax_error('Unmatched \'{\''), _))
    ).
'$wildcard_parse'([C|Cs], alt, [], [C|Cs]) :-
    ( C =:= 0', ; C =:= 0'} ), !.
'$wildcard_parse'([0'\\], Where, [lit(0'\\)], []) :-
    Where == top, !.
'$wildcard_parse'([0'\\, C|Cs], Where, [lit(C)|Es], Rest) :- !,
    '$wildcard_parse'(Cs, Where, Es, Rest).
'$wildcard_parse'([0'?|Cs], Where, [any|Es], Rest) :- !,
    '$wildcard_parse'(Cs, Where, Es, Rest).
'$wildcard_parse'([0'*|Cs], Where, [star|Es], Rest) :- !,
    '$wildcard_parse'(Cs, Where, Es, Rest).
'$wildcard_parse'([0'[|Cs0], Where, [class(Items)|Es], Rest) :- !,
    '$wildcard_class'(Cs0, Items, Cs),
    '$wildcard_parse'(Cs, Where, Es, Rest).
'$wildcard_parse'([0'{|Cs0], Where, [alt(Seqs)|Es], Rest) :- !,
    '$wildcard_alternatives'(Cs0, Seqs, Cs),
    '$wildcard_parse'(Cs, Where, Es, Rest).
'$wildcard_parse'([C|Cs], Where, [lit(C)|Es], Rest) :-
    '$wildcard_parse'(Cs, Where, Es, Rest).

'$wildcard_alternatives'(Cs0, [Seq|Seqs], Cs) :-
    '$wildcard_parse'(Cs0, alt, Seq, Rest),
    (   Rest = [0',|Cs1]
    ->  '$wildcard_alternatives'(Cs1, Seqs, Cs)
    ;   Rest = [0'}|Cs]
    ->  Seqs = []
    ;   throw(error(syntax_error('Unmatched \'{\''), _))
    ).

% The items of a class up to its `]`: codes and ranges; a `-` first or
% last is itself.
'$wildcard_class'([], _, _) :-
    throw(error(syntax_error('Unmatched \'[\''), _)).
'$wildcard_class'([0']|Cs], [], Cs) :- !.
'$wildcard_class'(Cs0, [Item|Items], Cs) :-
    '$wildcard_class_code'(Cs0, From, Cs1),
    (   Cs1 = [0'-, Next|Cs2], Next \== 0']
    ->  '$wildcard_class_code'([Next|Cs2], To, Cs3),
        Item = From-To
    ;   Item = From, Cs3 = Cs1
    ),
    '$wildcard_class'(Cs3, Items, Cs).

'$wildcard_class_code'([0'\\], _, _) :- !,
    throw(error(syntax_error('Unmatched \'[\''), _)).
'$wildcard_class_code'([0'\\, C|Cs], C, Cs) :- !.
'$wildcard_class_code'([C|Cs], C, Cs).

'$wildcard_match'([], []).
'$wildcard_match'([E|Es], Cs) :-
    '$wildcard_element'(E, Es, Cs).

'$wildcard_element'(lit(C), Es, [C|Cs]) :-
    '$wildcard_match'(Es, Cs).
'$wildcard_element'(any, Es, [_|Cs]) :-
    '$wildcard_match'(Es, Cs).
'$wildcard_element'(class(Items), Es, [C|Cs]) :-
    '$wildcard_in_class'(Items, C), !,
    '$wildcard_match'(Es, Cs).
'$wildcard_element'(star, Es, Cs) :-
    '$wildcard_suffix'(Cs, Rest),
    '$wildcard_match'(Es, Rest).
'$wildcard_element'(alt(Seqs), Es, Cs) :-
    '$member_'(Seq, Seqs),
    '$append_'(Seq, Es, Es1),
    '$wildcard_match'(Es1, Cs).

'$wildcard_in_class'([Item|_], C) :-
    (   Item = From-To
    ->  C >= From, C =< To
    ;   C =:= Item
    ),
    !.
'$wildcard_in_class'([_|Items], C) :-
    '$wildcard_in_class'(Items, C).

% The suffixes of a list, the whole list first.
'$wildcard_suffix'(Cs, Cs).
'$wildcard_suffix'([_|Cs], Rest) :-
    '$wildcard_suffix'(Cs, Rest).

%!  expand_file_name(+Spec, -Files) is det
%
%   Files are the existing files and directories whose names match the
%   glob Spec (`*`, `?`, `[...]`, `{a,b}` in any of its `/`-separated
%   parts), sorted; a name starting with `.` matches only a part that
%   starts with `.` too. A Spec without wildcards is Files = [Spec].
%
%   ?- expand_file_name('/', Fs).
%   Fs = [/].
expand_file_name(Spec, Files) :-
    (   var(Spec)
    ->  throw(error(instantiation_error, context(expand_file_name/2, _)))
    ;   true
    ),
    atom_string(Atom, Spec),
    (   '$wildcard_has_meta'(Atom)
    ->  split_string(Atom, "/", "", Parts),
        (   Parts = [""|Rest]
        ->  Starts = ['/']
        ;   Rest = Parts,
            Starts = ['']
        ),
        '$glob_parts'(Rest, Starts, Found),
        msort(Found, Files)
    ;   Files = [Atom]
    ).

'$wildcard_has_meta'(Atom) :-
    sub_atom(Atom, _, 1, _, C),
    '$member_'(C, ['*', '?', '[', '{']),
    !.

% '$glob_parts'(+Parts, +Prefixes, -Paths): the paths that continue each
% of Prefixes by the parts, each part matched against the directory's
% entries when it has wildcards; a path that does not exist is dropped.
'$glob_parts'([], Paths0, Paths) :-
    '$glob_existing'(Paths0, Paths).
'$glob_parts'([Part|Parts], Prefixes, Paths) :-
    atom_string(P, Part),
    (   '$wildcard_has_meta'(P)
    ->  '$glob_matches'(Prefixes, P, Next)
    ;   '$glob_join_all'(Prefixes, P, Next)
    ),
    '$glob_parts'(Parts, Next, Paths).

'$glob_join_all'([], _, []).
'$glob_join_all'([Pre|Pres], P, [Path|Paths]) :-
    '$glob_join'(Pre, P, Path),
    '$glob_join_all'(Pres, P, Paths).

'$glob_join'('', P, P) :- !.
'$glob_join'('/', P, Path) :- !, atom_concat('/', P, Path).
'$glob_join'(Pre, '', Pre) :- !.
'$glob_join'(Pre, P, Path) :- atomic_list_concat([Pre, /, P], Path).

'$glob_matches'([], _, []).
'$glob_matches'([Pre|Pres], Pattern, Paths) :-
    (   Pre == ''
    ->  Dir = '.'
    ;   Dir = Pre
    ),
    (   exists_directory(Dir)
    ->  directory_files(Dir, Entries)
    ;   Entries = []
    ),
    '$glob_entries'(Entries, Pre, Pattern, Paths, Paths1),
    '$glob_matches'(Pres, Pattern, Paths1).

'$glob_entries'([], _, _, Paths, Paths).
'$glob_entries'([E|Es], Pre, Pattern, Paths0, Paths) :-
    (   E \== '.',
        E \== '..',
        (   sub_atom(E, 0, 1, _, '.')
        ->  sub_atom(Pattern, 0, 1, _, '.')
        ;   true
        ),
        wildcard_match(Pattern, E)
    ->  '$glob_join'(Pre, E, Path),
        Paths0 = [Path|Paths1]
    ;   Paths0 = Paths1
    ),
    '$glob_entries'(Es, Pre, Pattern, Paths1, Paths).

'$glob_existing'([], []).
'$glob_existing'([P|Ps], Existing) :-
    (   ( exists_file(P) ; exists_directory(P) )
    ->  Existing = [P|Existing1]
    ;   Existing = Existing1
    ),
    '$glob_existing'(Ps, Existing1).
