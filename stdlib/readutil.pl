/*  hornbook library(readutil): reading lines, streams and files whole, as
    SWI-Prolog's library(readutil). read_line_to_string/2,
    read_line_to_codes/2 and read_term_from_atom/3 are built in; this
    module adds the difference-list and whole-file forms.
*/
:- module(readutil,
        [ read_line_to_codes/3, read_stream_to_codes/2, read_stream_to_codes/3,
          read_file_to_codes/3, read_file_to_string/3, read_file_to_terms/3
        ]).

%!  read_line_to_codes(+Stream, -Line, ?Tail) is det
%
%   Line holds the codes of the next line of Stream, its newline included,
%   ending in Tail (a difference list). A last line without a newline ends
%   in [], and so does Line at the end of the stream.
%
%   ?- open_string("ab\ncd", S), read_line_to_codes(S, L, T), T = [], close(S).
%   S = '$stream'(3), L = [97, 98, 10], T = [].
read_line_to_codes(Stream, Line, Tail) :-
    get_code(Stream, C),
    '$line_codes'(C, Stream, Line, Tail).

'$line_codes'(-1, _, [], []) :- !.
'$line_codes'(10, _, [10|T], T) :- !.
'$line_codes'(C, S, [C|Cs], T) :-
    get_code(S, C1),
    '$line_codes'(C1, S, Cs, T).

%!  read_stream_to_codes(+Stream, -Codes) is det
%
%   Codes holds the codes from the read position of Stream to its end.
%
%   ?- open_string("hi", S), read_stream_to_codes(S, Cs), close(S).
%   S = '$stream'(3), Cs = [104, 105].
read_stream_to_codes(Stream, Codes) :-
    read_stream_to_codes(Stream, Codes, []).

%!  read_stream_to_codes(+Stream, -Codes, ?Tail) is det
%
%   As read_stream_to_codes/2, Codes ending in Tail.
%
%   ?- open_string("hi", S), read_stream_to_codes(S, Cs, [33]), close(S).
%   S = '$stream'(3), Cs = [104, 105, 33].
read_stream_to_codes(Stream, Codes, Tail) :-
    get_code(Stream, C),
    '$stream_codes'(C, Stream, Codes, Tail).

'$stream_codes'(-1, _, T, T) :- !.
'$stream_codes'(C, S, [C|Cs], T) :-
    get_code(S, C1),
    '$stream_codes'(C1, S, Cs, T).

%!  read_file_to_codes(+File, -Codes, +Options) is det
%
%   Codes holds the codes of File. Options are accepted and ignored
%   (files are read as UTF-8). File is found as absolute_file_name/3 finds
%   it, so a missing one is its existence error (as in SWI-Prolog).
%
%   ?- catch(read_file_to_codes(no_such_file, _, []), error(E, _), true).
%   E = existence_error(source_sink, no_such_file).
read_file_to_codes(File, Codes, Options) :-
    must_be(list, Options),
    setup_call_cleanup('$read_file_open'(File, S),
                       read_stream_to_codes(S, Codes),
                       close(S)).

%!  read_file_to_string(+File, -String, +Options) is det
%
%   String holds the text of File. Options are accepted and ignored.
%
%   ?- catch(read_file_to_string(no_such_file, _, []), error(E, _), true).
%   E = existence_error(source_sink, no_such_file).
read_file_to_string(File, String, Options) :-
    read_file_to_codes(File, Codes, Options),
    string_codes(String, Codes).

%!  read_file_to_terms(+File, -Terms, +Options) is det
%
%   Terms holds the terms of File, read with read_term/3 up to the end of
%   the file. Options are accepted and ignored.
%
%   ?- catch(read_file_to_terms(no_such_file, _, []), error(E, _), true).
%   E = existence_error(source_sink, no_such_file).
read_file_to_terms(File, Terms, Options) :-
    must_be(list, Options),
    setup_call_cleanup('$read_file_open'(File, S),
                       '$read_terms'(S, Terms),
                       close(S)).

% SWI-Prolog finds the file with absolute_file_name/3, so its errors have
% no context; a plain path (an atom or a string) is opened directly, for
% speed, with the same error.
'$read_file_open'(File, S) :-
    (   atomic(File)
    ->  catch(open(File, read, S), error(E, _), throw(error(E, _)))
    ;   absolute_file_name(File, Path, [access(read)]),
        open(Path, read, S)
    ).

'$read_terms'(S, Terms) :-
    read_term(S, T, []),
    (   T == end_of_file
    ->  Terms = []
    ;   Terms = [T|Ts],
        '$read_terms'(S, Ts)
    ).
