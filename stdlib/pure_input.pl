/*  hornbook library(pure_input): grammar rules over the text of a file or
    stream, as SWI-Prolog's library(pure_input). The text is a lazy list:
    a partial list whose tail is an attributed variable; unifying that
    tail reads the next block of the stream (read_pending_codes/3) and
    keeps it in the attribute (nb_setarg/3), so backtracking over it does
    not read it again. A grammar can thus run over standard input as it
    arrives, or over a file larger than it needs to look at.
*/
:- module(pure_input,
        [ phrase_from_file/2, phrase_from_file/3, phrase_from_stream/2,
          stream_to_lazy_list/2, lazy_list_location//1,
          lazy_list_character_count//1, syntax_error//1
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
                       phrase_from_stream(Grammar, S),
                       close(S)).

%!  phrase_from_stream(:Grammar, +Stream) is nondet
%
%   True when Grammar covers the rest of the character codes of Stream,
%   read as the grammar asks for them.
%
%   ?- phrase_from_stream(string(Cs), user_input).
%   |: ab
%   Cs = [97, 98, 10].
phrase_from_stream(Grammar, Stream) :-
    stream_to_lazy_list(Stream, List),
    phrase(Grammar, List).

%!  stream_to_lazy_list(+Stream, -List) is det
%
%   List is the rest of the character codes of Stream as a lazy list:
%   each block is read when the list is unified that far.
%
%   ?- open_string("ab", _S), stream_to_lazy_list(_S, _L), _L = [A|_].
%   A = 97.
stream_to_lazy_list(Stream0, List) :-
    (   atom(Stream0), stream_property(Stream, alias(Stream0))
    ->  true
    ;   Stream = Stream0
    ),
    lazy_tail(Stream, none, List).

% The attribute of a lazy tail: the stream, the position at the start of
% the block before it (`none` before the first block), the position where
% its own block starts, and the block once read.
lazy_tail(Stream, PrevPos, Tail) :-
    stream_property(Stream, position(Pos)),
    put_attr(Tail, pure_input, lazy_input(Stream, PrevPos, Pos, _)).

attr_unify_hook(State, Value) :-
    State = lazy_input(Stream, _, Pos, Read),
    (   var(Read)
    ->  read_pending_codes(Stream, Block, Tail),
        (   Block == []
        ->  true
        ;   lazy_tail(Stream, Pos, Tail)
        ),
        nb_setarg(4, State, Block),
        arg(4, State, Kept),
        Value = Kept
    ;   Value = Read
    ).

%!  lazy_list_location(-Location)// is det
%
%   Location is where the grammar is in its lazy list:
%   `file(Name, Line, LinePos, CharNo)` (`stream(S, ...)` without a file
%   name), or `end_of_file-Count` once the list is read to its end.
%
%   ?- open_string("ab\ncd", _S), stream_to_lazy_list(_S, _L), phrase(([_,_,_], lazy_list_location(stream(_, Line, Pos, Char)), remainder(_)), _L).
%   Line = 2, Pos = 0, Char = 3.
lazy_list_location(Location, Here, Here) :-
    '$skip_list'(Here, Skipped, Tail),
    (   attvar(Tail), get_attr(Tail, pure_input, lazy_input(Stream, PrevPos, Pos, _))
    ->  (   stream_property(Stream, file_name(File))
        ->  Location = file(File, Line, LinePos, CharNo)
        ;   Location = stream(Stream, Line, LinePos, CharNo)
        ),
        (   PrevPos == none
        ->  Line = 1, LinePos = 0, CharNo = 0
        ;   stream_position_data(char_count, Pos, EndCharNo),
            CharNo is EndCharNo - Skipped,
            location_in_block(Stream, PrevPos, Pos, CharNo, Line, LinePos)
        )
    ;   Tail == []
    ->  Location = end_of_file-Skipped
    ;   type_error(lazy_list, Here)
    ).

% Line and column of character CharNo of the block that starts at
% PrevPos: the stream reads the block again from its start and is put back
% where it was.
location_in_block(Stream, PrevPos, Pos, CharNo, Line, LinePos) :-
    stream_position_data(char_count, PrevPos, StartCharNo),
    Skip is CharNo - StartCharNo,
    stream_property(Stream, position(Now)),
    set_stream_position(Stream, PrevPos),
    forall(between(1, Skip, _), get_code(Stream, _)),
    line_count(Stream, Line),
    line_position(Stream, LinePos),
    set_stream_position(Stream, Now),
    ignore(Pos == Now).

%!  lazy_list_character_count(-CharCount)// is det
%
%   CharCount is the number of characters before where the grammar is
%   in its lazy list (`end_of_file-Count` once it is read to its end).
%
%   ?- open_string("abc", _S), stream_to_lazy_list(_S, _L), phrase(([_], lazy_list_character_count(N), remainder(_)), _L).
%   N = 1.
lazy_list_character_count(CharNo, Here, Here) :-
    '$skip_list'(Here, Skipped, Tail),
    (   attvar(Tail), get_attr(Tail, pure_input, lazy_input(_, _, Pos, _))
    ->  stream_position_data(char_count, Pos, EndCharNo),
        CharNo is EndCharNo - Skipped
    ;   Tail == []
    ->  CharNo = end_of_file-Skipped
    ;   type_error(lazy_list, Here)
    ).

%!  syntax_error(+Error)// is det
%
%   Throws `error(syntax_error(Error), Location)` with the location of
%   the grammar in its lazy list (lazy_list_location//1).
%
%   ?- open_string("ab", _S), stream_to_lazy_list(_S, _L), catch(phrase(([_], syntax_error(bad)), _L, _), error(E, _), true).
%   E = syntax_error(bad).
syntax_error(Error) -->
    lazy_list_location(Location),
    { throw(error(syntax_error(Error), Location)) }.
