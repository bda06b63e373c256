/*  hornbook library(pure_input): grammar rules over the text of a file or
    stream, as SWI-Prolog's library(pure_input). The text is read whole
    before the grammar runs (SWI-Prolog reads it in blocks as the grammar
    asks): the answers are the same; a stream that never ends is not
    supported.
*/
:- module(pure_input,
        [ phrase_from_file/2, phrase_from_file/3, phrase_from_stream/2,
          stream_to_lazy_list/2
        ]).
:- meta_predicate phrase_from_file(//, +), phrase_from_file(//, +, +), phrase_from_stream(//, +).

%!  phrase_from_file(:Grammar, +File) is nondet
%
%   True when Grammar covers the character codes of File.
%
%   ?- findall(Cs, (tmp_file(t, F), open(F, write, S), write(S, abc), close(S), phrase_from_file(string(Cs), F)), [Cs]).
%   Cs = [97, 98, 99].
phrase_from_file(Grammar, File) :-
    phrase_from_file(Grammar, File, []).

%!  phrase_from_file(:Grammar, +File, +Options) is nondet
%
%   phrase_from_file/2 with the options of open/4.
%
%   ?- findall(Cs, (tmp_file(t, F), open(F, write, S), write(S, xy), close(S), phrase_from_file(string(Cs), F, [])), [Cs]).
%   Cs = [120, 121].
phrase_from_file(Grammar, File, Options) :-
    setup_call_cleanup(open(File, read, S, Options),
                       '$read_codes'(S, Codes),
                       close(S)),
    phrase(Grammar, Codes).

%!  phrase_from_stream(:Grammar, +Stream) is nondet
%
%   True when Grammar covers the rest of the character codes of Stream.
%
%   ?- phrase_from_stream(string(Cs), user_input).
%   |: ab
%   Cs = [97, 98, 10].
phrase_from_stream(Grammar, Stream) :-
    '$read_codes'(Stream, Codes),
    phrase(Grammar, Codes).

%!  stream_to_lazy_list(+Stream, -List) is det
%
%   List is the rest of the character codes of Stream (read now).
%
%   ?- stream_to_lazy_list(user_input, L).
%   |: a
%   L = [97, 10].
stream_to_lazy_list(Stream, List) :-
    '$read_codes'(Stream, List).

'$read_codes'(S, Codes) :-
    read_string(S, _, String),
    string_codes(String, Codes).
