/*  hornbook library(writef): DEC-10 Prolog's formatted write, as
    SWI-Prolog's library(writef). `%w` writes the next argument, `%p`
    prints it, `%d` writes it, `%s` writes a code or character list as
    text; `\n` and `\l` (backslash and a letter in the text) are newlines.
    A directive whose argument is missing or of the wrong kind is written
    as it stands.
*/
:- module(writef, [ writef/1, writef/2 ]).

%!  writef(+Format) is det
%
%   Writes Format, with `\n` and `\l` as newlines.
%
%   ?- writef('hello\\n').
%   hello
%   true.
writef(Format) :-
    writef(Format, []).

%!  writef(+Format, +Arguments) is det
%
%   Writes Format, replacing `%w` (write), `%p` (print), `%d` (write) and
%   `%s` (a code list as text) by the next argument in turn.
%
%   ?- writef("%w is %d\\n", [x, 3]).
%   x is 3
%   true.
writef(Format, Arguments) :-
    must_be(list, Arguments),
    text_to_string(Format, String),
    string_chars(String, Chars),
    '$writef'(Chars, Arguments).

'$writef'([], _).
'$writef'(['%', D|Cs], Args) :-
    '$writef_directive'(D, Args, Rest), !,
    '$writef'(Cs, Rest).
'$writef'(['\\', L|Cs], Args) :-
    ( L == n ; L == l ), !,
    nl,
    '$writef'(Cs, Args).
'$writef'([C|Cs], Args) :-
    put_char(C),
    '$writef'(Cs, Args).

'$writef_directive'(w, [A|As], As) :- write(A).
'$writef_directive'(p, [A|As], As) :- print(A).
'$writef_directive'(d, [A|As], As) :- write(A).
'$writef_directive'(s, [A|As], As) :-
    is_list(A),
    catch(text_to_string(A, S), _, fail),
    write(S).
