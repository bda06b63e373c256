/*  hornbook library(optparse): command-line options read by a
    specification, as SWI-Prolog's library(optparse).

    An options specification is a list of option specifications, each a
    list of terms: opt(Key) (required), shortflags(Chars),
    longflags(Names), type(Type) (boolean, atom, integer, float or term,
    the default), default(Value) (absent or '_': a fresh variable),
    meta(Name) and help(Text or list of lines). The arguments are atoms:

      --flag Value, --flag=Value     a long flag (any flag name)
      -f Value, -fValue              a short flag (one character)
      --bool, --bool=false, --no-bool, -b, -b false
                                     a boolean (the next argument is its
                                     value only when it is true or false)

    Everything else is a positional argument (numbers such as -3, a lone
    `-`, and `--` too). The parsed options are Key(Value) terms: first the
    defaults of the options the arguments do not mention, in the order of
    the specification, then the options given, in the order given; of an
    option given twice the last is kept (duplicated_flags/1 says
    otherwise).

    opt_help/2 lays the options out in four columns (long flags, short
    flags, Meta:type=default, help), help text wrapped to the line.
*/
:- module(optparse,
        [ opt_arguments/3, opt_parse/4, opt_parse/5, opt_help/2
        ]).

%!  opt_arguments(+OptsSpec, -Opts, -PositionalArgs) is det
%
%   Parses the program's arguments (the flag argv) by OptsSpec, as
%   opt_parse/4.
%
%   ?- set_prolog_flag(argv, ['-v', 'in.txt']), opt_arguments([[opt(verbose), type(boolean), default(false), shortflags([v])]], Opts, Args).
%   Opts = [verbose(true)], Args = ['in.txt'].
opt_arguments(OptsSpec, Opts, PositionalArgs) :-
    current_prolog_flag(argv, Argv),
    opt_parse(OptsSpec, Argv, Opts, PositionalArgs).

%!  opt_parse(+OptsSpec, +Args, -Opts, -PositionalArgs) is det
%
%   Parses the atoms Args by OptsSpec: Opts are Key(Value) terms,
%   PositionalArgs what is not an option.
%
%   ?- opt_parse([[opt(n), type(integer), default(1), shortflags([n]), longflags([count])]], ['--count=3', 'in.txt'], Opts, Args).
%   Opts = [n(3)], Args = ['in.txt'].
opt_parse(OptsSpec, Args, Opts, PositionalArgs) :-
    opt_parse(OptsSpec, Args, Opts, PositionalArgs, []).

%!  opt_parse(+OptsSpec, +Args, -Opts, -PositionalArgs, +ParseOptions) is det
%
%   As opt_parse/4, with ParseOptions: output_functor(F) (options as
%   F(Key, Value); 'OPTION', the default, gives Key(Value)),
%   duplicated_flags(keepfirst, keeplast or keepall) and
%   allow_empty_flag_spec(Bool) (false: every option needs a flag).
%
%   ?- opt_parse([[opt(n), type(integer), shortflags([n])]], ['-n1', '-n2'], Opts, Args, [duplicated_flags(keepall), output_functor(cfg)]).
%   Opts = [cfg(n, 1), cfg(n, 2)], Args = [].
opt_parse(OptsSpec, Args, Opts, PositionalArgs, ParseOptions) :-
    must_be(list(atom), Args),
    '$opt_specs'(OptsSpec, ParseOptions, Specs),
    '$opt_args'(Args, Specs, Given, PositionalArgs),
    '$opt_defaults'(Specs, Given, Defaults),
    append(Defaults, Given, All),
    (   memberchk(duplicated_flags(Keep), ParseOptions) -> true ; Keep = keeplast ),
    '$opt_keep'(Keep, All, Kept),
    (   memberchk(output_functor(F), ParseOptions) -> true ; F = 'OPTION' ),
    '$opt_output'(Kept, F, Opts).

%!  opt_help(+OptsSpec, -Help) is det
%
%   Help is the text describing the options of OptsSpec that have a
%   flag, one or more lines each.
%
%   ?- opt_help([[opt(n), type(integer), default(1), shortflags([n]), longflags([count]), help('how many')]], H).
%   H = '--count  -n  integer=1  how many\n'.
opt_help(OptsSpec, Help) :-
    '$opt_specs'(OptsSpec, [], Specs0),
    '$opt_flagged'(Specs0, Specs),
    '$opt_help_rows'(Specs, Rows),
    '$opt_longest_flag'(Specs, 0, Longest),
    LongWidth is Longest + 2,
    '$opt_column_width'(Rows, short, ShortWidth),
    '$opt_column_width'(Rows, meta, MetaWidth),
    HelpColumn is LongWidth + ShortWidth + MetaWidth,
    Width is max(80 - HelpColumn - 2, 40),
    '$opt_help_lines'(Rows, Longest, LongWidth, ShortWidth, MetaWidth, HelpColumn, Width, Lines),
    atomic_list_concat(Lines, Help).

% ------------------------------------------------------------ the specification

% '$opt_specs'(+OptsSpec, +ParseOptions, -Specs): each option as
% o(Key, Shorts, Longs, Type, Default, Meta, Help), checked.
'$opt_specs'(OptsSpec, ParseOptions, Specs) :-
    must_be(list, OptsSpec),
    (   ground(OptsSpec) -> true
    ;   throw(error(instantiation_error, context(validate_opts_spec/1, 'option spec must be ground')))
    ),
    (   memberchk(allow_empty_flag_spec(false), ParseOptions) -> AllowEmpty = false ; AllowEmpty = true ),
    '$opt_spec_list'(OptsSpec, AllowEmpty, Specs),
    '$opt_unique_flags'(Specs).

'$opt_spec_list'([], _, []).
'$opt_spec_list'([S|Ss], AllowEmpty, [O|Os]) :-
    '$opt_spec'(S, AllowEmpty, O),
    '$opt_spec_list'(Ss, AllowEmpty, Os).

'$opt_spec'(S, AllowEmpty, o(Key, Shorts, Longs, Type, Default, Meta, Help)) :-
    must_be(list, S),
    '$opt_check_terms'(S, S),
    (   memberchk(opt(Key), S) -> true
    ;   throw(error(domain_error(unique_atom, S), context(_, 'opt(id) missing')))
    ),
    '$opt_field'(S, shortflags, [], Shorts),
    '$opt_field'(S, longflags, [], Longs),
    '$opt_field'(S, type, term, Type),
    '$opt_field'(S, meta, '', Meta),
    '$opt_field'(S, help, '', Help),
    (   memberchk(default(D), S), D \== '_' -> Default = D ; true ),
    '$opt_check_type'(Type),
    (   var(Default) -> true ; '$opt_check_default'(Type, Default) ),
    maplist('$opt_check_short'(Key), Shorts),
    (   AllowEmpty == false, Shorts == [], Longs == []
    ->  format(atom(Msg), 'no flag specified for option \'~w\'', [Key]),
        throw(error(domain_error(unique_atom, _), context(_, Msg)))
    ;   true
    ).

'$opt_field'(S, Name, Default, Value) :-
    Probe =.. [Name, V],
    (   memberchk(Probe, S) -> Value = V ; Value = Default ).

% Each term is one of the known kinds, and no kind comes twice.
'$opt_check_terms'([], _).
'$opt_check_terms'([T|Ts], S) :-
    (   compound(T), functor(T, Name, 1),
        memberchk(Name, [opt, shortflags, longflags, type, default, meta, help])
    ->  true
    ;   ( compound(T) -> functor(T, Name, _) ; Name = T ),
        throw(error(domain_error(opt_spec, Name), context(validate_opts_spec/1, 'unknown opt spec')))
    ),
    (   '$opt_same_kind'(Name, Ts)
    ->  ( memberchk(opt(Key), S) -> true ; Key = '' ),
        format(atom(Msg), 'duplicate spec in option \'~w\'', [Key]),
        throw(error(domain_error(unique_functor, _), context(_, Msg)))
    ;   true
    ),
    '$opt_check_terms'(Ts, S).

'$opt_same_kind'(Name, Ts) :-
    member(T, Ts),
    compound(T),
    functor(T, Name, 1),
    !.

% boolean, atom, integer, float and term are read as such; any other
% type must_be/2 knows is read as a term of that type.
'$opt_check_type'(Type) :-
    (   memberchk(Type, [boolean, atom, integer, float, term]) -> true
    ;   catch(must_be(Type, _), error(E, _), true),
        E = instantiation_error
    ->  true
    ;   throw(error(existence_error(type, Type), _))
    ).

'$opt_check_default'(term, _) :- !.
'$opt_check_default'(Type, Default) :- must_be(Type, Default).

'$opt_check_short'(Key, Flag) :-
    (   atom(Flag), atom_length(Flag, 1) -> true
    ;   format(atom(Msg), 'option \'~w\': flag too long to be short', [Key]),
        throw(error(domain_error(short_flag, Flag), context(_, Msg)))
    ).

% No flag names two options.
'$opt_unique_flags'(Specs) :-
    findall(F, ( member(o(_, Ss, Ls, _, _, _, _), Specs), ( member(F, Ss) ; member(F, Ls) ) ), Flags),
    msort(Flags, Sorted),
    (   append(_, [F, F|_], Sorted)
    ->  throw(error(domain_error(unique_atom, F), context(validate_opts_spec/1, 'ambiguous flag')))
    ;   true
    ).

% ------------------------------------------------------------ parsing arguments

% '$opt_args'(+Args, +Specs, -Given, -Positional): Given are Key-Value in
% the order of the arguments.
'$opt_args'([], _, [], []).
'$opt_args'([A|As], Specs, Given, Positional) :-
    atom_codes(A, Cs),
    (   A == '--'
    ->  Given = Given1,
        Positional = [A|Positional1],
        As1 = As
    ;   Cs = [0'-, 0'-, C|Body]
    ->  '$opt_long'([C|Body], As, Specs, Given, Given1, As1),
        Positional = Positional1
    ;   Cs = [0'-, C|Rest],
        \+ catch(atom_number(A, _), _, fail)
    ->  '$opt_short'(C, Rest, As, Specs, Given, Given1, As1),
        Positional = Positional1
    ;   Given = Given1,
        Positional = [A|Positional1],
        As1 = As
    ),
    '$opt_args'(As1, Specs, Given1, Positional1).

% --Flag=Value, --Flag Value, --bool, --no-bool
'$opt_long'(Body, As, Specs, [Key-Value|Given], Given, As1) :-
    (   append(FlagCs, [0'=|ValueCs], Body)
    ->  atom_codes(Flag, FlagCs),
        atom_codes(Text, ValueCs),
        '$opt_flag_spec'(Flag, Specs, Key, Type),
        '$opt_value'(Type, Flag, Text, Value),
        As1 = As
    ;   atom_codes(Flag, Body),
        (   '$opt_known_flag'(Flag, Specs, Key, boolean)
        ->  '$opt_bool_next'(As, Value, As1)
        ;   atom_concat('no-', Bool, Flag),
            '$opt_known_flag'(Bool, Specs, Key, boolean)
        ->  Value = false,
            As1 = As
        ;   '$opt_known_flag'(Flag, Specs, Key, Type)
        ->  '$opt_next'(As, Text, As1),
            '$opt_value'(Type, Flag, Text, Value)
        ;   throw(error(existence_error(commandline_option, Flag), _))
        )
    ).

% -fValue, -f Value, -b, -b false
'$opt_short'(C, Rest, As, Specs, [Key-Value|Given], Given, As1) :-
    char_code(Flag, C),
    (   Rest = [0'=|_]
    ->  throw(error(syntax_error('disallowed: <shortflag>=<value>'), _))
    ;   true
    ),
    '$opt_flag_spec'(Flag, Specs, Key, Type),
    (   Rest \== []
    ->  atom_codes(Text, Rest),
        '$opt_value'(Type, Flag, Text, Value),
        As1 = As
    ;   Type == boolean
    ->  '$opt_bool_next'(As, Value, As1)
    ;   '$opt_next'(As, Text, As1),
        '$opt_value'(Type, Flag, Text, Value)
    ).

% Short and long flags are one name space: -v2, -v 2, --v=2 and --v 2
% all set the option with shortflags([v]).
'$opt_flag_spec'(Flag, Specs, Key, Type) :-
    (   '$opt_known_flag'(Flag, Specs, Key, Type)
    ->  true
    ;   throw(error(existence_error(commandline_option, Flag), _))
    ).

'$opt_known_flag'(Flag, Specs, Key, Type) :-
    member(o(Key, Shorts, Longs, Type, _, _, _), Specs),
    ( memberchk(Flag, Shorts) ; memberchk(Flag, Longs) ),
    !.

% A boolean flag takes the next argument only when it is true or false.
'$opt_bool_next'([B|As], B, As) :-
    ( B == true ; B == false ),
    !.
'$opt_bool_next'(As, true, As).

% A flag at the end has the empty value.
'$opt_next'([], '', []).
'$opt_next'([A|As], A, As).

% '$opt_value'(+Type, +Flag, +Text, -Value)
'$opt_value'(boolean, Flag, Text, Value) :-
    (   ( Text == true ; Text == false ) -> Value = Text
    ;   '$opt_bad_value'(Flag, boolean, Text, error(type_error(flag_value, boolean), _))
    ).
'$opt_value'(atom, _, Text, Text).
'$opt_value'(integer, Flag, Text, Value) :-
    '$opt_number'(Flag, integer, Text, Value),
    (   integer(Value) -> true
    ;   '$opt_bad_value'(Flag, integer, Text, error(type_error(flag_value, integer), _))
    ).
'$opt_value'(float, Flag, Text, Value) :-
    '$opt_number'(Flag, float, Text, Value),
    (   float(Value) -> true
    ;   '$opt_bad_value'(Flag, float, Text, error(type_error(flag_value, float), _))
    ).
'$opt_value'(term, Flag, Text, Value) :-
    catch(term_to_atom(Value, Text), E, '$opt_bad_value'(Flag, term, Text, E)).
'$opt_value'(Type, Flag, Text, Value) :-
    \+ memberchk(Type, [boolean, atom, integer, float, term]),
    catch(term_to_atom(Value, Text), E, '$opt_bad_value'(Flag, Type, Text, E)),
    (   is_of_type(Type, Value) -> true
    ;   '$opt_bad_value'(Flag, Type, Text, error(type_error(flag_value, Type), _))
    ).

'$opt_number'(Flag, Type, Text, Value) :-
    atom_codes(Text, Codes),
    catch(number_codes(Value, Codes), E, '$opt_bad_value'(Flag, Type, Text, E)).

'$opt_bad_value'(Flag, Type, Text, Error) :-
    format(user_error, "~nERROR: flag '~w': expected atom parsable as ~w, found '~w' ~n", [Flag, Type, Text]),
    throw(Error).

% ------------------------------------------------------------ the result

% The defaults of the options not given, in the specification's order.
'$opt_defaults'([], _, []).
'$opt_defaults'([o(Key, _, _, _, Default, _, _)|Specs], Given, Defaults) :-
    (   memberchk(Key-_, Given)
    ->  Defaults = Defaults1
    ;   Defaults = [Key-Default|Defaults1]
    ),
    '$opt_defaults'(Specs, Given, Defaults1).

'$opt_keep'(keepall, All, All) :- !.
'$opt_keep'(keeplast, All, Kept) :- !,
    reverse(All, Reversed),
    '$opt_first_of_each'(Reversed, [], Kept0),
    reverse(Kept0, Kept).
'$opt_keep'(keepfirst, All, Kept) :- !,
    '$opt_first_of_each'(All, [], Kept).
'$opt_keep'(Keep, _, _) :-
    must_be(oneof([keepfirst, keeplast, keepall]), Keep).

'$opt_first_of_each'([], _, []).
'$opt_first_of_each'([Key-Value|KVs], Seen, Kept) :-
    (   memberchk(Key, Seen)
    ->  Kept = Kept1
    ;   Kept = [Key-Value|Kept1]
    ),
    '$opt_first_of_each'(KVs, [Key|Seen], Kept1).

'$opt_output'([], _, []).
'$opt_output'([Key-Value|KVs], F, [Opt|Opts]) :-
    (   F == 'OPTION' -> Opt =.. [Key, Value] ; Opt =.. [F, Key, Value] ),
    '$opt_output'(KVs, F, Opts).

% ------------------------------------------------------------ the help text

% Only options with a flag are described.
'$opt_flagged'([], []).
'$opt_flagged'([O|Os], Flagged) :-
    O = o(_, Shorts, Longs, _, _, _, _),
    (   Shorts == [], Longs == []
    ->  Flagged = Flagged1
    ;   Flagged = [O|Flagged1]
    ),
    '$opt_flagged'(Os, Flagged1).

% row(LongFlags, Short, Meta, HelpLines): LongFlags a list of '--name'.
'$opt_help_rows'([], []).
'$opt_help_rows'([o(_, Shorts, Longs, Type, Default, Meta, Help)|Os], [row(LongFlags, Short, MetaText, HelpLines)|Rows]) :-
    findall(L, ( member(F, Longs), atom_concat('--', F, L) ), LongFlags),
    findall(S, ( member(F, Shorts), atom_concat('-', F, S) ), ShortFlags),
    atomic_list_concat(ShortFlags, ',', Short),
    (   var(Default) -> DefaultText = '_' ; format(atom(DefaultText), '~w', [Default]) ),
    (   Meta == '' -> Prefix = '' ; atom_concat(Meta, ':', Prefix) ),
    format(atom(MetaText), '~w~w=~w', [Prefix, Type, DefaultText]),
    (   is_list(Help) -> HelpLines = lines(Help) ; HelpLines = text(Help) ),
    '$opt_help_rows'(Os, Rows).

'$opt_longest_flag'([], W, W).
'$opt_longest_flag'([o(_, _, Longs, _, _, _, _)|Os], W0, W) :-
    foldl('$opt_longer_flag', Longs, W0, W1),
    '$opt_longest_flag'(Os, W1, W).

'$opt_longer_flag'(F, W0, W) :-
    atom_length(F, N),
    W is max(W0, N + 2).

% A column is as wide as its widest entry and two spaces.
'$opt_column_width'(Rows, Column, Width) :-
    findall(N, ( member(Row, Rows), '$opt_cell'(Column, Row, Text), atom_length(Text, N) ), Ns),
    max_list([0|Ns], Max),
    Width is Max + 2.

'$opt_cell'(short, row(_, Short, _, _), Short).
'$opt_cell'(meta, row(_, _, Meta, _), Meta).

'$opt_help_lines'([], _, _, _, _, _, _, []).
'$opt_help_lines'([row(LongFlags, Short, Meta, Help)|Rows], Longest, LongWidth, ShortWidth, MetaWidth, HelpColumn, Width, Lines) :-
    '$opt_pack_flags'(LongFlags, Longest, FlagLines),
    append(First, [Last], FlagLines),
    findall(L, ( member(F, First), atom_concat(F, '\n', L) ), Lines0),
    '$opt_help_text'(Help, Width, HelpColumn, HelpText),
    '$opt_pad'(Last, LongWidth, C1),
    '$opt_pad'(Short, ShortWidth, C2),
    '$opt_pad'(Meta, MetaWidth, C3),
    atomic_list_concat([C1, C2, C3, HelpText, '\n'], Line),
    append(Lines0, [Line|Lines1], Lines),
    '$opt_help_lines'(Rows, Longest, LongWidth, ShortWidth, MetaWidth, HelpColumn, Width, Lines1).

% Long flags joined by ", " on lines no wider than the longest flag; a
% line that continues ends in a comma.
'$opt_pack_flags'([], _, ['']).
'$opt_pack_flags'([F|Fs], Longest, Lines) :-
    '$opt_pack_line'(Fs, Longest, F, Lines).

'$opt_pack_line'([], _, Line, [Line]).
'$opt_pack_line'([F|Fs], Longest, Line, Lines) :-
    atomic_list_concat([Line, ', ', F], Joined),
    atom_length(Joined, N),
    (   N =< Longest
    ->  '$opt_pack_line'(Fs, Longest, Joined, Lines)
    ;   atom_concat(Line, ',', Ended),
        Lines = [Ended|Lines1],
        '$opt_pack_line'(Fs, Longest, F, Lines1)
    ).

'$opt_pad'(Text, Width, Padded) :-
    atom_length(Text, N),
    Pad is max(0, Width - N),
    length(Spaces, Pad),
    maplist(=(0' ), Spaces),
    atom_codes(PadAtom, Spaces),
    atom_concat(Text, PadAtom, Padded).

% A list of lines is kept as given; a text is broken at spaces into lines
% of at most Width characters. Lines after the first are indented two
% more than the help column.
'$opt_help_text'(lines(Lines), _, HelpColumn, Text) :-
    '$opt_indent'(HelpColumn, Indent),
    atomic_list_concat(Lines, Indent, Text).
'$opt_help_text'(text(Help), Width, HelpColumn, Text) :-
    format(atom(Atom), '~w', [Help]),
    atom_length(Atom, N),
    (   N =< Width
    ->  Text = Atom
    ;   atomic_list_concat(Words, ' ', Atom),
        '$opt_wrap'(Words, Width, Lines),
        '$opt_indent'(HelpColumn, Indent),
        atomic_list_concat(Lines, Indent, Text)
    ).

'$opt_indent'(HelpColumn, Indent) :-
    N is HelpColumn + 2,
    '$opt_pad'('', N, Spaces),
    atom_concat('\n', Spaces, Indent).

'$opt_wrap'([], _, []).
'$opt_wrap'([W|Ws], Width, Lines) :-
    '$opt_wrap_line'(Ws, Width, W, Lines).

'$opt_wrap_line'([], _, Line, [Line]).
'$opt_wrap_line'([W|Ws], Width, Line, Lines) :-
    atomic_list_concat([Line, ' ', W], Joined),
    atom_length(Joined, N),
    (   N =< Width
    ->  '$opt_wrap_line'(Ws, Width, Joined, Lines)
    ;   Lines = [Line|Lines1],
        '$opt_wrap_line'(Ws, Width, W, Lines1)
    ).
