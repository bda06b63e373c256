/*  hornbook library(readln): a line of input as a list of words, as
    SWI-Prolog's library(readln). A word is a run of letters, digits and
    underscores that starts with a letter or underscore (an atom, its case
    kept), a number (digits, with a fraction after a `.`; `.5` is 0.5), or
    any other character that is not layout (an atom of one character).
*/
:- module(readln, [ readln/1, readln/2 ]).

%!  readln(-Words) is det
%
%   Reads the rest of the current input line as a list of words and
%   numbers ([] at the end of the input).
%
%   ?- readln(Ws).
%   |: Hello world, 42 times.
%   Ws = ['Hello', world, ',', 42, times, '.'].
readln(Words) :-
    readln(Words, _).

%!  readln(-Words, -LastChar) is det
%
%   As readln/1; LastChar is the code that ended the line (10), or
%   end_of_file.
%
%   ?- readln(Ws, L).
%   |: one two
%   Ws = [one, two], L = 10.
readln(Words, LastChar) :-
    current_input(S),
    '$readln_chars'(S, Chars, LastChar),
    '$readln_words'(Chars, Words).

'$readln_chars'(S, Chars, Last) :-
    get_char(S, C),
    (   C == end_of_file -> Chars = [], Last = end_of_file
    ;   C == '\n' -> Chars = [], Last = 10
    ;   Chars = [C|Cs],
        '$readln_chars'(S, Cs, Last)
    ).

'$readln_words'([], []).
'$readln_words'([C|Cs], Ws) :-
    char_type(C, space), !,
    '$readln_words'(Cs, Ws).
'$readln_words'([C|Cs], [N|Ws]) :-
    char_type(C, digit(_)), !,
    '$readln_digits'(Cs, Ds, Rest0),
    '$readln_fraction'(Rest0, [C|Ds], N, Rest),
    '$readln_words'(Rest, Ws).
'$readln_words'(['.', D|Cs], [N|Ws]) :-
    char_type(D, digit(_)), !,
    '$readln_digits'(Cs, Ds, Rest),
    atom_chars(A, ['0', '.', D|Ds]),
    atom_number(A, N),
    '$readln_words'(Rest, Ws).
'$readln_words'([C|Cs], [W|Ws]) :-
    ( C == '_' ; char_type(C, alpha), \+ char_type(C, digit(_)) ), !,
    '$readln_word'(Cs, Rs, Rest),
    atom_chars(W, [C|Rs]),
    '$readln_words'(Rest, Ws).
'$readln_words'([C|Cs], [C|Ws]) :-
    '$readln_words'(Cs, Ws).

'$readln_digits'([C|Cs], [C|Ds], Rest) :-
    char_type(C, digit(_)), !,
    '$readln_digits'(Cs, Ds, Rest).
'$readln_digits'(Rest, [], Rest).

'$readln_fraction'(['.', D|Cs], Int, N, Rest) :-
    char_type(D, digit(_)), !,
    '$readln_digits'(Cs, Ds, Rest),
    append(Int, ['.', D|Ds], Chars),
    atom_chars(A, Chars),
    atom_number(A, N).
'$readln_fraction'(Rest, Int, N, Rest) :-
    atom_chars(A, Int),
    atom_number(A, N).

'$readln_word'([C|Cs], [C|Rs], Rest) :-
    char_type(C, csym), !,
    '$readln_word'(Cs, Rs, Rest).
'$readln_word'(Rest, [], Rest).
