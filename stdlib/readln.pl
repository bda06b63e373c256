/*  hornbook library(readln): a line of input as a list of words, as
    SWI-Prolog's library(readln). A word is a run of letters, digits and
    underscores that starts with a letter or underscore (an atom, its case
    kept), a number (digits, with a fraction after a `.`; `.5` is 0.5), or
    any other character that is not layout (an atom of one character).
    readln/2 with its second argument bound reads on until a line end that
    matches it, as SWI-Prolog's does (contest programs read all their
    input with `readln(Words, end_of_file)`).
*/
:- module(readln, [ readln/1, readln/2, readln/5 ]).

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

%!  readln(-Words, ?LastChar) is det
%
%   As readln/1; LastChar is the code that ended the line (10), or
%   end_of_file. Called with LastChar bound, reading goes on past line
%   ends that do not match it: `readln(Ws, end_of_file)` reads the words
%   of the whole remaining input.
%
%   ?- readln(Ws, L).
%   |: one two
%   Ws = [one, two], L = 10.
readln(Words, LastChar) :-
    readln(Words, LastChar, [10], `_0123456789`, uppercase).

%!  readln(-Words, ?LastChar, +StopChars, +WordChars, +Case) is det
%
%   Reads words up to a code of StopChars (a code list, default
%   `[10]`); WordChars are the codes that may appear in a word besides
%   letters (default digits and `_`); Case is `lowercase` (the
%   default: letters are lowered) or `uppercase` (kept). A backslash
%   takes the next character as it is.
%
%   ?- readln(Ws, L, `.`, _, lowercase).
%   |: Hello There.
%   Ws = [hello, there, '.'], L = 46.
readln(Words, LastChar, StopChars, WordChars, Case) :-
    (   var(StopChars) -> Stops = [10] ; '$rl_codes'(StopChars, Stops) ),
    (   var(WordChars) -> Extra = `01234567890_` ; '$rl_codes'(WordChars, Extra) ),
    (   var(Case) -> C = lowercase ; C = Case ),
    current_input(S),
    get_code(S, K),
    '$rl_line'(K, S, Stops, LastChar, Codes),
    '$rl_skip_blanks'(Codes, Codes1),
    '$rl_words'(Codes1, Extra, C, Words), !.

'$rl_codes'(Text, Codes) :-
    (   is_list(Text) -> Codes = Text ; string_codes(Text, Codes) ).

% The codes up to and with the stop code that LastChar matches; at the
% end of the input LastChar must match end_of_file.
'$rl_line'(-1, _, _, end_of_file, []) :- !.
'$rl_line'(0'\\, S, Stops, Last, [K1|Ks]) :- !,
    get_code(S, K1),
    get_code(S, K2),
    '$rl_line'(K2, S, Stops, Last, Ks).
'$rl_line'(K, _, Stops, K, [K]) :-
    memberchk(K, Stops), !.
'$rl_line'(K, S, Stops, Last, [K|Ks]) :-
    K \== -1,
    get_code(S, K1),
    '$rl_line'(K1, S, Stops, Last, Ks).

'$rl_skip_blanks'([C|Cs], Rest) :-
    code_type(C, space), !,
    '$rl_skip_blanks'(Cs, Rest).
'$rl_skip_blanks'(Cs, Cs).

'$rl_words'([], _, _, []) :- !.
'$rl_words'(Cs, Extra, Case, [W|Ws]) :-
    '$rl_word'(Cs, Extra, Case, W, Rest),
    '$rl_skip_blanks'(Rest, Rest1),
    '$rl_words'(Rest1, Extra, Case, Ws).

% A number (digits with at most one fraction; `.5` is 0.5), a word of
% letters and WordChars, or one other character.
'$rl_word'([0'., D|Cs], _, _, N, Rest) :-
    code_type(D, digit), !,
    '$rl_digits'(Cs, Ds, Rest),
    number_codes(N, [0'0, 0'., D|Ds]).
'$rl_word'([D|Cs], _, _, N, Rest) :-
    code_type(D, digit), !,
    '$rl_digits'(Cs, Ds, Rest0),
    (   Rest0 = [0'., F|Cs1], code_type(F, digit)
    ->  '$rl_digits'(Cs1, Fs, Rest),
        append([D|Ds], [0'., F|Fs], Num)
    ;   Num = [D|Ds], Rest = Rest0
    ),
    name(N, Num).
'$rl_word'([C|Cs], Extra, Case, W, Rest) :-
    '$rl_word_code'(C, Extra, Case, C1), !,
    '$rl_word_codes'(Cs, Extra, Case, Ws, Rest),
    atom_codes(W, [C1|Ws]).
'$rl_word'([C|Rest], _, _, W, Rest) :-
    atom_codes(W, [C]).

'$rl_digits'([D|Cs], [D|Ds], Rest) :-
    code_type(D, digit), !,
    '$rl_digits'(Cs, Ds, Rest).
'$rl_digits'(Rest, [], Rest).

'$rl_word_codes'([C|Cs], Extra, Case, [C1|Ws], Rest) :-
    '$rl_word_code'(C, Extra, Case, C1), !,
    '$rl_word_codes'(Cs, Extra, Case, Ws, Rest).
'$rl_word_codes'(Rest, _, _, [], Rest).

'$rl_word_code'(C, _, Case, C1) :-
    code_type(C, upper(L)), !,
    (   Case == lowercase -> C1 = L ; C1 = C ).
'$rl_word_code'(C, _, _, C) :-
    code_type(C, lower(_)), !.
'$rl_word_code'(C, Extra, _, C) :-
    memberchk(C, Extra).
