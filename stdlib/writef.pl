/*  hornbook library(writef): DEC-10 Prolog's formatted write, as
    SWI-Prolog's library(writef).

    The format is an atom, a string or a list of character codes (or
    one-character atoms); any other format writes nothing, as in
    SWI-Prolog. Directives take the next element of the argument list:

      %w write, %p and %t print, %q writeq, %d write_canonical,
      %n put the argument as a character code, %s put a code list,
      %r write the argument Times times (the one after it), %f flush,
      %NNl %NNr %NNc the argument left, right or centered in a field of
      NN (at most three digits) columns, at least one space beside it.

    `\n`, `\l` and `\r` (a backslash and a letter in the text) are
    newlines, `\t` a tab, `\\` and `\%` the character itself, and `\NNN`
    (up to three decimal digits, below 128) that character code. A
    directive whose argument is missing or of the wrong kind is written as
    it stands. Whatever the directives bind is undone: writef/2 runs the
    format to its end and then backtracks over it, so a variable in the
    format or the arguments stays unbound.
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
%   Writes Format, replacing each directive by the next argument in turn.
%
%   ?- writef("%w is %d\\n", [x, 3]).
%   x is 3
%   true.
writef(Format, Arguments) :-
    '$writef_items'(Format, Items),
    !,
    \+ ( '$writef'(Items, Arguments), fail ).
writef(_, _).

% The format as a list of items: a list (even a partial one or one of
% variables) is taken as it stands, the directives read from its codes.
'$writef_items'(Format, Format) :-
    nonvar(Format),
    Format = [_|_].
'$writef_items'(Format, Codes) :-
    string(Format),
    string_codes(Format, Codes).
'$writef_items'(Format, Codes) :-
    atom(Format),
    atom_codes(Format, Codes).

'$writef'([], _).
'$writef'([0'%, Directive|Items], Args) :-
    '$writef_directive'(Directive, Args, Rest),
    !,
    '$writef'(Items, Rest).
'$writef'([0'%, Digit|Items0], [Arg|Args]) :-
    between(0'0, 0'9, Digit),
    '$writef_field'(Width, Side, [Digit|Items0], Items),
    !,
    '$writef_padded'(Arg, Width, Side),
    '$writef'(Items, Args).
'$writef'([0'\\, Letter|Items], Args) :-
    '$writef_escape'(Letter, Code),
    !,
    put(Code),
    '$writef'(Items, Args).
'$writef'([0'\\|Items0], Args) :-
    '$writef_code'(Code, Items0, Items),
    !,
    put(Code),
    '$writef'(Items, Args).
'$writef'([Item|Items], Args) :-
    put(Item),
    '$writef'(Items, Args).

'$writef_directive'(0't, [A|As], As) :- print(A).
'$writef_directive'(0'd, [A|As], As) :- write_canonical(A).
'$writef_directive'(0'w, [A|As], As) :- write(A).
'$writef_directive'(0'q, [A|As], As) :- writeq(A).
'$writef_directive'(0'p, [A|As], As) :- print(A).
'$writef_directive'(0'f, As, As) :- flush_output.
'$writef_directive'(0'n, [A|As], As) :- put(A).
'$writef_directive'(0'r, [A, Times|As], As) :- '$writef_repeat'(Times, A).
'$writef_directive'(0's, [A|As], As) :- '$writef_put_list'(A).

'$writef_escape'(0'n, 10).
'$writef_escape'(0'l, 10).
'$writef_escape'(0'r, 10).
'$writef_escape'(0't, 9).
'$writef_escape'(0'\\, 0'\\).
'$writef_escape'(0'%, 0'%).

% \NNN: one to three decimal digits naming a code below 128.
'$writef_code'(Code, Items0, Items) :-
    '$writef_digits'(3, Digits, Items0, Items),
    Digits = [_|_],
    number_codes(Code, Digits),
    Code < 128.

'$writef_digits'(Left, [D|Ds], [D|Items0], Items) :-
    Left > 0,
    between(0'0, 0'9, D),
    !,
    Left1 is Left - 1,
    '$writef_digits'(Left1, Ds, Items0, Items).
'$writef_digits'(_, [], Items, Items).

% %NNl, %NNr, %NNc (or L, R, C): the field's width and side.
'$writef_field'(Width, Side, Items0, Items) :-
    '$writef_digits'(3, Digits, Items0, [Letter|Items]),
    number_codes(Width, Digits),
    '$writef_side'(Letter, Side).

'$writef_side'(0'r, right).
'$writef_side'(0'l, left).
'$writef_side'(0'c, center).
'$writef_side'(0'R, right).
'$writef_side'(0'L, left).
'$writef_side'(0'C, center).

% Times is compared as a number: write A while it stays above zero.
'$writef_repeat'(Times, A) :-
    Times > 0,
    !,
    write(A),
    Left is Times - 1,
    '$writef_repeat'(Left, A).
'$writef_repeat'(_, _).

'$writef_put_list'([C|Cs]) :-
    !,
    put(C),
    '$writef_put_list'(Cs).
'$writef_put_list'([]).

% A list of printable codes is written as text, anything else with write/1.
'$writef_padded'(Arg, Width, Side) :-
    '$writef_printable'(Arg),
    !,
    atom_codes(Text, Arg),
    '$writef_padded'(Text, Width, Side).
'$writef_padded'(Arg, Width, Side) :-
    format(string(Text), '~w', [Arg]),
    string_length(Text, Length),
    '$writef_spaces'(Side, Width, Length, Before, After),
    tab(Before),
    write(Text),
    tab(After).

% Neither a variable nor a partial list is text (\= 0 fails for them).
'$writef_printable'(Codes) :-
    Codes \= 0,
    '$writef_printable_'(Codes).

'$writef_printable_'([]) :- !.
'$writef_printable_'([C|Cs]) :-
    '$writef_printable_code'(C),
    !,
    '$writef_printable'(Cs).

'$writef_printable_code'(10).
'$writef_printable_code'(9).
'$writef_printable_code'(C) :-
    integer(C),
    between(32, 0'~, C).

% Spaces before and after an item of Length in a field of Width: at least
% one on the side away from the justification.
'$writef_spaces'(left, Width, Length, 0, After) :-
    After is max(1, Width - Length).
'$writef_spaces'(right, Width, Length, Before, 0) :-
    Before is max(1, Width - Length).
'$writef_spaces'(center, Width, Length, Before, After) :-
    Before is max(1, round((Width - Length) / 2)),
    After is max(1, Width - Length - Before).
