/*  hornbook library(csv): comma-separated values (RFC 4180), as
    SWI-Prolog's library(csv). The data is a list of rows, each a compound
    row(Field, ...) (the name is the functor option). A field is an atom,
    or a number where its text is one (option convert(true), the default);
    a quoted field may hold separators, newlines and doubled quotes.
    Writing quotes the fields that need it and ends each row with CR LF.

    The options are compiled into '$csv'(Separator, Strip, IgnoreQuotes,
    Convert, Case, Functor, Arity, MatchArity, SkipHeader); Arity is left
    unbound unless given, and the first row binds it, so that with
    match_arity(true) every row must have as many fields as the first.
*/
:- module(csv,
        [ csv//1, csv//2, csv_read_file/2, csv_read_file/3,
          csv_read_stream/3, csv_read_file_row/3, csv_read_row/3,
          csv_options/2, csv_write_file/2, csv_write_file/3,
          csv_write_stream/3
        ]).

%!  csv(?Rows)// is semidet
%
%   As csv//2 with the default options.
%
%   ?- phrase(csv(Rows), `a,b\n1,"x y"\n`).
%   Rows = [row(a, b), row(1, 'x y')].
csv(Rows) -->
    csv(Rows, []).

%!  csv(?Rows, +Options)// is semidet
%
%   The text of the CSV data Rows: parses it, or, when Rows is ground,
%   writes it. Options: separator(Code) (0',), strip(Bool) (false: take
%   the spaces and tabs around unquoted fields), ignore_quotes(Bool),
%   convert(Bool) (true: numbers become numbers), case(down, preserve or
%   up), functor(Name) (row), arity(N), match_arity(Bool) (true: rows of
%   another arity are a domain error), skip_header(Prefix) (skip the lines
%   that start with Prefix, and blank lines after them).
%
%   ?- phrase(csv([row(a, 'b,c', 1)]), _Codes), atom_codes(A, _Codes).
%   A = 'a,"b,c",1\r\n'.
csv(Rows, Options) -->
    { '$csv_compile'(Options, O, _) },
    '$csv'(Rows, O).

'$csv'(Rows, O) -->
    { ground(Rows) },
    !,
    '$csv_emit_rows'(Rows, O).
'$csv'(Rows, O) -->
    '$csv_skip_header'(O),
    '$csv_rows'(Rows, O).

%!  csv_read_file(+File, -Rows) is det
%
%   Rows are the rows of the CSV file File (a .tsv file is read with tab
%   separators).
%
%   ?- tmp_file(csv, _F), csv_write_file(_F, [row(a, 1)]), csv_read_file(_F, Rows).
%   Rows = [row(a, 1)].
csv_read_file(File, Rows) :-
    csv_read_file(File, Rows, []).

%!  csv_read_file(+File, -Rows, +Options) is det
%
%   As csv_read_file/2 with the options of csv//2; the others are options
%   of open/4. Fails when the file is not CSV text.
%
%   ?- tmp_file(csv, _F), csv_write_file(_F, [r(x, '2')]), csv_read_file(_F, Rows, [functor(r), convert(false)]).
%   Rows = [r(x, '2')].
csv_read_file(File, Rows, Options) :-
    '$csv_default_separator'(File, Options, Options1),
    '$csv_compile'(Options1, O, OpenOptions),
    setup_call_cleanup(
        open(File, read, In, OpenOptions),
        read_stream_to_codes(In, Codes),
        close(In)),
    phrase('$csv'(Rows, O), Codes).

%!  csv_read_stream(+Stream, -Rows, +Options) is det
%
%   Rows are the rows of the CSV text read from Stream to its end.
%
%   ?- open_string("a,b\n", _S), csv_read_stream(_S, Rows, []).
%   Rows = [row(a, b)].
csv_read_stream(Stream, Rows, Options) :-
    '$csv_compile'(Options, O, _),
    read_stream_to_codes(Stream, Codes),
    phrase('$csv'(Rows, O), Codes).

%!  csv_read_file_row(+File, -Row, +Options) is nondet
%
%   Row is a row of the CSV file File, enumerated on backtracking without
%   reading the whole file first. The option line(Line) gives its number
%   (counting rows, a quoted newline being part of its row).
%
%   ?- tmp_file(csv, _F), csv_write_file(_F, [row(a), row(b)]), findall(L-R, csv_read_file_row(_F, R, [line(L)]), Rows).
%   Rows = [1-row(a), 2-row(b)].
csv_read_file_row(File, Row, Options) :-
    '$csv_default_separator'(File, Options, Options1),
    '$csv_compile'(Options1, O, Options2),
    (   selectchk(line(Line), Options2, OpenOptions)
    ->  true
    ;   OpenOptions = Options2
    ),
    setup_call_cleanup(
        open(File, read, In, OpenOptions),
        '$csv_stream_rows'(In, Row, 1, Line, O),
        close(In)).

'$csv_stream_rows'(In, Row, N, Line, O) :-
    % Each row gets its own copy of the options: the arity the first row
    % would fix is checked row by row only when arity(N) was given, as in
    % SWI-Prolog, whose enumeration undoes that binding between rows.
    copy_term(O, RowOptions),
    csv_read_row(In, Row0, RowOptions),
    Row0 \== end_of_file,
    (   Row = Row0,
        Line = N
    ;   N1 is N + 1,
        '$csv_stream_rows'(In, Row, N1, Line, O)
    ).

%!  csv_read_row(+Stream, -Row, +CompiledOptions) is semidet
%
%   Row is the next row of the CSV text on Stream, or end_of_file at its
%   end. CompiledOptions come from csv_options/2.
%
%   ?- open_string("a,b\n\"c\nd\",e\n", _S), csv_options(_O, []), csv_read_row(_S, R1, _O), csv_read_row(_S, R2, _O), csv_read_row(_S, R3, _O).
%   R1 = row(a, b), R2 = row('c\nd', e), R3 = end_of_file.
csv_read_row(Stream, Row, O) :-
    (   at_end_of_stream(Stream)
    ->  Row = end_of_file
    ;   '$csv_record_codes'(Stream, O, Codes),
        phrase('$csv_row'(Row0, O), Codes),
        !,
        Row = Row0
    ).

% The lines of one record: more lines while a quote is open.
'$csv_record_codes'(Stream, O, Codes) :-
    read_line_to_codes(Stream, Line),
    Line \== end_of_file,
    (   ( arg(3, O, true) ; '$csv_quotes_even'(Line, even, even) )
    ->  Codes = Line
    ;   '$csv_more_lines'(Stream, O, Line, Codes)
    ).

'$csv_more_lines'(Stream, O, Codes0, Codes) :-
    read_line_to_codes(Stream, Line),
    (   Line == end_of_file
    ->  Codes = Codes0
    ;   append(Codes0, [0'\n|Line], Codes1),
        (   '$csv_quotes_even'(Codes1, even, even)
        ->  Codes = Codes1
        ;   '$csv_more_lines'(Stream, O, Codes1, Codes)
        )
    ).

'$csv_quotes_even'([], P, P).
'$csv_quotes_even'([C|Cs], P0, P) :-
    (   C == 0'"
    ->  ( P0 == even -> P1 = odd ; P1 = even )
    ;   P1 = P0
    ),
    '$csv_quotes_even'(Cs, P1, P).

%!  csv_options(-Compiled, +Options) is det
%
%   Compiled is Options (those of csv//2; others are left out) in the form
%   csv_read_row/3 takes.
%
%   ?- csv_options(_O, [separator(0';)]), open_string("a;1\n", _S), csv_read_row(_S, R, _O).
%   R = row(a, 1).
csv_options(Compiled, Options) :-
    '$csv_compile'(Options, Compiled, _).

%!  csv_write_file(+File, +Rows) is det
%
%   Writes Rows to File as CSV text (tab separated for a .tsv file).
%
%   ?- tmp_file(csv, _F), csv_write_file(_F, [row(a, "b c", 1.5)]), read_file_to_string(_F, S, []).
%   S = "a,b c,1.5\r\n".
csv_write_file(File, Rows) :-
    csv_write_file(File, Rows, []).

%!  csv_write_file(+File, +Rows, +Options) is det
%
%   As csv_write_file/2 with the options of csv//2 (separator/1 is the one
%   that matters); the others are options of open/4.
%
%   ?- tmp_file(csv, _F), csv_write_file(_F, [row(a, 'b;c')], [separator(0';)]), read_file_to_string(_F, S, []).
%   S = "a;\"b;c\"\r\n".
csv_write_file(File, Rows, Options) :-
    must_be(list, Rows),
    '$csv_default_separator'(File, Options, Options1),
    '$csv_compile'(Options1, O, OpenOptions),
    setup_call_cleanup(
        open(File, write, Out, OpenOptions),
        '$csv_write_rows'(Rows, Out, O),
        close(Out)).

%!  csv_write_stream(+Stream, +Rows, +Options) is det
%
%   Writes Rows to Stream as CSV text.
%
%   ?- csv_write_stream(user_output, [row(a, 'say "hi"'), row(1, 2)], []).
%   a,"say ""hi"""
%   1,2
%   true.
csv_write_stream(Stream, Rows, Options) :-
    must_be(list, Rows),
    '$csv_compile'(Options, O, _),
    '$csv_write_rows'(Rows, Stream, O).

'$csv_write_rows'([], _, _).
'$csv_write_rows'([Row|Rows], Out, O) :-
    phrase('$csv_emit_row'(Row, O), Codes),
    format(Out, '~s', [Codes]),
    '$csv_write_rows'(Rows, Out, O).

% A file named *.tsv has tab separators, *.csv commas, unless the options
% say otherwise.
'$csv_default_separator'(File, Options0, Options) :-
    (   memberchk(separator(_), Options0)
    ->  Options = Options0
    ;   atom(File),
        file_name_extension(_, Ext0, File),
        downcase_atom(Ext0, Ext),
        '$csv_extension_separator'(Ext, Sep)
    ->  Options = [separator(Sep)|Options0]
    ;   Options = Options0
    ).

'$csv_extension_separator'(csv, 0',).
'$csv_extension_separator'(tsv, 0'\t).

% '$csv_compile'(+Options, -Compiled, -Rest): Rest holds the options that
% are not CSV options (for open/4).
'$csv_compile'(Options, O, Rest) :-
    must_be(list, Options),
    O = '$csv'(Sep, Strip, IgnoreQuotes, Convert, Case, Functor, _Arity, Match, Skip),
    '$csv_options'(Options, O, Rest),
    '$csv_default'(Sep, 0',),
    '$csv_default'(Strip, false),
    '$csv_default'(IgnoreQuotes, false),
    '$csv_default'(Convert, true),
    '$csv_default'(Case, preserve),
    '$csv_default'(Functor, row),
    '$csv_default'(Match, true),
    '$csv_default'(Skip, '$none').

'$csv_default'(V, D) :- ( var(V) -> V = D ; true ).

'$csv_options'([], _, []).
'$csv_options'([Opt|Opts], O, Rest) :-
    (   nonvar(Opt),
        '$csv_option'(Opt, I, Type, Value)
    ->  must_be(Type, Value),
        arg(I, O, Slot),
        ( var(Slot) -> Slot = Value ; true ),
        Rest = Rest1
    ;   Rest = [Opt|Rest1]
    ),
    '$csv_options'(Opts, O, Rest1).

'$csv_option'(separator(V), 1, integer, V).
'$csv_option'(strip(V), 2, boolean, V).
'$csv_option'(ignore_quotes(V), 3, boolean, V).
'$csv_option'(convert(V), 4, boolean, V).
'$csv_option'(case(V), 5, oneof([down, preserve, up]), V).
'$csv_option'(functor(V), 6, atom, V).
'$csv_option'(arity(V), 7, integer, V).
'$csv_option'(match_arity(V), 8, boolean, V).
'$csv_option'(skip_header(V), 9, atom, V).

% Reading.

'$csv_rows'([], _) -->
    '$csv_eos',
    !.
'$csv_rows'([Row|Rows], O) -->
    '$csv_row'(Row, O),
    !,
    '$csv_rows'(Rows, O).

'$csv_eos'([], []).

'$csv_row'(Row, O) -->
    '$csv_fields'(Fields, O),
    {   arg(6, O, Functor),
        Row =.. [Functor|Fields],
        length(Fields, Arity),
        '$csv_check_arity'(O, Arity)
    }.

'$csv_check_arity'(O, Arity) :-
    arg(7, O, Expected),
    (   Expected = Arity
    ->  true
    ;   arg(8, O, false)
    ->  true
    ;   domain_error(row_arity(Expected), Arity)
    ).

'$csv_fields'([F|Fs], O) -->
    '$csv_field'(F, O),
    (   '$csv_separator'(O)
    ->  '$csv_fields'(Fs, O)
    ;   '$csv_end_of_record'
    ->  { Fs = [] }
    ).

'$csv_separator'(O) -->
    { arg(1, O, Sep) },
    [Sep].

'$csv_end_of_record' --> "\n", !.
'$csv_end_of_record' --> "\r\n", !.
'$csv_end_of_record' --> "\r", !.
'$csv_end_of_record' --> '$csv_eos'.

% A field: quoted (unless ignore_quotes), else its codes up to the next
% separator or line end, the spaces and tabs around them taken off with
% strip(true) (as SWI-Prolog, quotes after leading spaces are text).
'$csv_field'(Value, O) -->
    "\"",
    { arg(3, O, false) },
    !,
    '$csv_quoted'(Codes),
    { '$csv_value'(Codes, O, Value) }.
'$csv_field'(Value, O) -->
    { arg(2, O, true) },
    !,
    '$csv_blanks',
    { arg(1, O, Sep) },
    '$csv_plain'(Codes0, Sep),
    { '$csv_strip_end'(Codes0, Codes),
      '$csv_value'(Codes, O, Value)
    }.
'$csv_field'(Value, O) -->
    { arg(1, O, Sep) },
    '$csv_plain'(Codes, Sep),
    { '$csv_value'(Codes, O, Value) }.

% The text of a quoted field up to its closing quote; "" is a quote.
'$csv_quoted'(Codes) -->
    [C],
    (   { C == 0'" }
    ->  (   "\""
        ->  { Codes = [C|Codes1] },
            '$csv_quoted'(Codes1)
        ;   { Codes = [] }
        )
    ;   { Codes = [C|Codes1] },
        '$csv_quoted'(Codes1)
    ).

'$csv_plain'([C|Cs], Sep, [C|S0], S) :-
    C \== Sep,
    C \== 0'\n,
    C \== 0'\r,
    !,
    '$csv_plain'(Cs, Sep, S0, S).
'$csv_plain'([], _, S, S).

'$csv_blanks' --> [C], { C == 0'\s ; C == 0'\t }, !, '$csv_blanks'.
'$csv_blanks' --> [].

'$csv_strip_end'(Codes0, Codes) :-
    reverse(Codes0, R0),
    '$csv_drop_blanks'(R0, R),
    reverse(R, Codes).

'$csv_drop_blanks'([C|Cs], R) :-
    ( C == 0'\s ; C == 0'\t ),
    !,
    '$csv_drop_blanks'(Cs, R).
'$csv_drop_blanks'(R, R).

% A field's value: a number when convert(true) and the text is one (not
% with spaces around it), else an atom in the case asked for.
'$csv_value'(Codes, O, Value) :-
    arg(4, O, Convert),
    arg(5, O, Case),
    (   Convert == true,
        '$csv_number'(Codes, N)
    ->  Value = N
    ;   Case == down
    ->  atom_codes(A, Codes),
        downcase_atom(A, Value)
    ;   Case == up
    ->  atom_codes(A, Codes),
        upcase_atom(A, Value)
    ;   atom_codes(Value, Codes)
    ).

'$csv_number'([C|Cs], N) :-
    \+ code_type(C, space),
    last([C|Cs], L),
    \+ code_type(L, space),
    (   C == 0'+, Cs = [D|_], code_type(D, digit)
    ->  Digits = Cs
    ;   Digits = [C|Cs]
    ),
    catch(number_codes(N, Digits), error(syntax_error(_), _), fail).

'$csv_skip_header'(O) -->
    { arg(9, O, Prefix),
      Prefix \== '$none',
      atom_codes(Prefix, P)
    },
    !,
    '$csv_header_lines'(P),
    '$csv_blank_lines'.
'$csv_skip_header'(_) -->
    [].

'$csv_header_lines'(P) -->
    '$csv_prefix'(P),
    !,
    '$csv_rest_of_line',
    '$csv_header_lines'(P).
'$csv_header_lines'(_) -->
    [].

'$csv_prefix'([]) --> [].
'$csv_prefix'([C|Cs]) --> [C], '$csv_prefix'(Cs).

'$csv_rest_of_line' --> '$csv_end_of_record', !.
'$csv_rest_of_line' --> [_], '$csv_rest_of_line'.

'$csv_blank_lines' --> '$csv_eos', !.
'$csv_blank_lines' --> ( "\n" ; "\r\n" ; "\r" ), !, '$csv_blank_lines'.
'$csv_blank_lines' --> [].

% Writing.

'$csv_emit_rows'([], _) --> [].
'$csv_emit_rows'([Row|Rows], O) -->
    '$csv_emit_row'(Row, O),
    '$csv_emit_rows'(Rows, O).

% RFC 4180 ends each record with CR LF.
'$csv_emit_row'(Row, O) -->
    { Row =.. [_|Fields] },
    '$csv_emit_fields'(Fields, O),
    "\r\n".

'$csv_emit_fields'([], _) --> [].
'$csv_emit_fields'([F|Fs], O) -->
    '$csv_emit_field'(F, O),
    (   { Fs == [] }
    ->  []
    ;   { arg(1, O, Sep) },
        [Sep],
        '$csv_emit_fields'(Fs, O)
    ).

% Text is quoted when it holds a quote, a line end or the separator; a
% quote is doubled either way. Numbers are written as such, [] as '[]'.
'$csv_emit_field'(F, O) -->
    (   { F == [] }
    ->  "[]"
    ;   { atom(F) ; string(F) }
    ->  { ( atom(F) -> atom_codes(F, Codes) ; string_codes(F, Codes) ),
          arg(1, O, Sep)
        },
        (   { member(C, Codes), ( C == 0'" ; C == 0'\n ; C == 0'\r ; C == Sep ) }
        ->  "\"", '$csv_emit_text'(Codes), "\""
        ;   '$csv_emit_text'(Codes)
        )
    ;   { number_codes(F, Codes) },
        '$csv_emit_text'(Codes)
    ).

'$csv_emit_text'([]) --> [].
'$csv_emit_text'([C|Cs]) -->
    (   { C == 0'" }
    ->  "\"\""
    ;   [C]
    ),
    '$csv_emit_text'(Cs).
