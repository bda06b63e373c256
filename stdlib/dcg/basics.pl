/*  hornbook library(dcg/basics): grammar rules for common text on lists of
    character codes, as SWI-Prolog's library(dcg/basics).
*/
:- module(dcg_basics,
        [ blank//0, blanks//0, white//0, whites//0, nonblank//1, nonblanks//1,
          blanks_to_nl//0, string//1, string_without//2, remainder//1, eos//0,
          eol//0, alpha_to_lower//1, digits//1, digit//1, integer//1, float//1,
          number//1, xdigits//1, xdigit//1, xinteger//1, atom//1
        ]).

%!  blank// is semidet
%
%   One white-space code (space, tab, newline, ...).
%
%   ?- atom_codes(' x', Cs), phrase(blank, Cs, R), atom_codes(A, R).
%   Cs = [32, 120], R = [120], A = x.
blank --> [C], { nonvar(C), code_type(C, space) }.

%!  blanks// is det
%
%   Any number of white-space codes, as many as there are.
%
%   ?- atom_codes('  x', Cs), phrase(blanks, Cs, R), atom_codes(A, R).
%   Cs = [32, 32, 120], R = [120], A = x.
blanks --> blank, !, blanks.
blanks --> [].

%!  white// is semidet
%
%   One space or tab.
%
%   ?- atom_codes(' x', Cs), phrase(white, Cs, R), atom_codes(A, R).
%   Cs = [32, 120], R = [120], A = x.
white --> [C], { nonvar(C), code_type(C, white) }.

%!  whites// is det
%
%   Any number of spaces and tabs.
%
%   ?- atom_codes('  x', Cs), phrase(whites, Cs, R), atom_codes(A, R).
%   Cs = [32, 32, 120], R = [120], A = x.
whites --> white, !, whites.
whites --> [].

%!  nonblank(-Code)// is semidet
%
%   Code is a code that is not white space.
%
%   ?- atom_codes('ab', Cs), phrase(nonblank(C), Cs, _).
%   Cs = [97, 98], C = 97.
nonblank(C) --> [C], { code_type(C, graph) }.

%!  nonblanks(-Codes)// is det
%
%   Codes are the codes up to the next white space (or the end).
%
%   ?- atom_codes('ab c', Cs), phrase(nonblanks(W), Cs, _), atom_codes(A, W).
%   Cs = [97, 98, 32, 99], W = [97, 98], A = ab.
nonblanks([C|Cs]) --> [C], { code_type(C, graph) }, !, nonblanks(Cs).
nonblanks([]) --> [].

%!  blanks_to_nl// is semidet
%
%   White space up to and including the end of the line (or the end).
%
%   ?- atom_codes('  \nx', Cs), phrase(blanks_to_nl, Cs, R), atom_codes(A, R).
%   Cs = [32, 32, 10, 120], R = [120], A = x.
blanks_to_nl --> [0'\n], !.
blanks_to_nl --> [C], { code_type(C, space) }, !, blanks_to_nl.
blanks_to_nl --> eos.

%!  string(-Codes)// is nondet
%
%   Codes is a prefix of the input, the shortest first.
%
%   ?- atom_codes('ab=c', Cs), phrase((string(S), "=", remainder(_)), Cs), atom_codes(A, S).
%   Cs = [97, 98, 61, 99], S = [97, 98], A = ab.
string([]) --> [].
string([H|T]) --> [H], string(T).

%!  string_without(+EndCodes, -Codes)// is det
%
%   Codes are the codes up to the first one in EndCodes (a code list or a
%   string), or to the end.
%
%   ?- atom_codes('key=value', Cs), phrase(string_without(`=`, K), Cs, _), atom_codes(A, K).
%   Cs = [107, 101, 121, 61, 118, 97, 108, 117, 101], K = [107, 101, 121], A = key.
string_without(End, Codes) -->
    { '$end_codes'(End, EndCodes) },
    '$string_without'(EndCodes, Codes).

'$string_without'(End, [C|T]) --> [C], { \+ memberchk(C, End) }, !, '$string_without'(End, T).
'$string_without'(_, []) --> [].

'$end_codes'(End, Codes) :-
    (   string(End) -> string_codes(End, Codes)
    ;   atom(End) -> atom_codes(End, Codes)
    ;   Codes = End
    ).

%!  remainder(-List)// is det
%
%   List is the rest of the input.
%
%   ?- atom_codes('abc', Cs), phrase(([_], remainder(R)), Cs), atom_codes(A, R).
%   Cs = [97, 98, 99], R = [98, 99], A = bc.
remainder(List, List, []).

%!  eos// is semidet
%
%   The end of the input.
%
%   ?- phrase(eos, []).
%   true.
eos([], []).

%!  eol// is semidet
%
%   The end of a line: a newline, carriage return and newline, or the end.
%
%   ?- atom_codes('\nx', Cs), phrase(eol, Cs, R), atom_codes(A, R).
%   Cs = [10, 120], R = [120], A = x.
eol --> [0'\n], !.
eol --> [0'\r, 0'\n], !.
eol --> eos.

%!  alpha_to_lower(-Lower)// is semidet
%
%   Reads a letter; Lower is its lower-case code.
%
%   ?- atom_codes('Ab', Cs), phrase(alpha_to_lower(L), Cs, _), char_code(Ch, L).
%   Cs = [65, 98], L = 97, Ch = a.
alpha_to_lower(L) -->
    [C],
    { nonvar(C), code_type(C, alpha), char_code(Ch, C), downcase_atom(Ch, Lo), char_code(Lo, L) }.

%!  digits(-Codes)// is det
%
%   Codes are the decimal digits at the start of the input (maybe none).
%
%   ?- atom_codes('12a', Cs), phrase(digits(D), Cs, _), atom_codes(A, D).
%   Cs = [49, 50, 97], D = [49, 50], A = '12'.
digits([H|T]) --> digit(H), !, digits(T).
digits([]) --> [].

%!  digit(-Code)// is semidet
%
%   Code is a decimal digit.
%
%   ?- atom_codes('7', Cs), phrase(digit(D), Cs).
%   Cs = [55], D = 55.
digit(C) --> [C], { nonvar(C), code_type(C, digit) }.

%!  integer(?Integer)// is semidet
%
%   An optionally signed decimal integer; writes Integer when it is bound.
%
%   ?- atom_codes('-42x', Cs), phrase(integer(I), Cs, _).
%   Cs = [45, 52, 50, 120], I = -42.
integer(I, Head, Tail) :-
    integer(I), !,
    number_codes(I, Cs),
    append(Cs, Tail, Head).
integer(I) -->
    '$int_codes'(Cs),
    { number_codes(I, Cs) }.

'$int_codes'([0'-, D0|D]) --> [0'-], !, digit(D0), digits(D).
'$int_codes'([D0|D]) --> [0'+], !, digit(D0), digits(D).
'$int_codes'([D0|D]) --> digit(D0), digits(D).

%!  float(?Float)// is semidet
%
%   A floating point number (with a fraction or an exponent); writes
%   Float when it is bound.
%
%   ?- atom_codes('2.5e3', Cs), phrase(float(F), Cs).
%   Cs = [50, 46, 53, 101, 51], F = 2500.0.
float(F, Head, Tail) :-
    float(F), !,
    number_codes(F, Cs),
    append(Cs, Tail, Head).
float(F) -->
    '$number_codes'(Cs, true),
    { number_codes(N, Cs), F is float(N) }.

%!  number(?Number)// is semidet
%
%   An integer or a floating point number; writes Number when it is bound.
%
%   ?- atom_codes('3.25 m', Cs), phrase(number(N), Cs, _).
%   Cs = [51, 46, 50, 53, 32, 109], N = 3.25.
number(N, Head, Tail) :-
    number(N), !,
    number_codes(N, Cs),
    append(Cs, Tail, Head).
number(N) -->
    '$number_codes'(Cs, _),
    { number_codes(N, Cs) }.

% The codes of a number; IsFloat is true when it has a fraction or exponent.
'$number_codes'(Cs, IsFloat) -->
    '$int_codes'(I),
    (   [0'.], digit(F0), digits(F)
    ->  { IsFloat = true, Frac = [0'., F0|F] }
    ;   { Frac = [] }
    ),
    (   '$exponent'(E)
    ->  { IsFloat = true,
          ( Frac == [] -> Frac1 = ".0" ; Frac1 = Frac ) }
    ;   { E = [], Frac1 = Frac }
    ),
    { '$to_codes'(Frac1, FracCodes), append([I, FracCodes, E], Cs) }.

'$exponent'([0'e|Cs]) -->
    [C], { C == 0'e ; C == 0'E }, !,
    (   [0'-] -> { Cs = [0'-|Ds] }
    ;   [0'+] -> { Cs = Ds }
    ;   { Cs = Ds }
    ),
    digit(D0), digits(D), { Ds = [D0|D] }.

'$to_codes'(X, Cs) :- ( string(X) -> string_codes(X, Cs) ; Cs = X ).

%!  xdigits(-Weights)// is det
%
%   The weights of the hexadecimal digits at the start of the input.
%
%   ?- atom_codes('1aG', Cs), phrase(xdigits(W), Cs, _).
%   Cs = [49, 97, 71], W = [1, 10].
xdigits([H|T]) --> xdigit(H), !, xdigits(T).
xdigits([]) --> [].

%!  xdigit(-Weight)// is semidet
%
%   Weight is the value of a hexadecimal digit.
%
%   ?- atom_codes('f', Cs), phrase(xdigit(W), Cs).
%   Cs = [102], W = 15.
xdigit(W) --> [C], { nonvar(C), code_type(C, xdigit(W)) }.

%!  xinteger(?Integer)// is semidet
%
%   An unsigned hexadecimal integer; writes Integer when it is bound.
%
%   ?- atom_codes('ff', Cs), phrase(xinteger(I), Cs).
%   Cs = [102, 102], I = 255.
xinteger(I, Head, Tail) :-
    integer(I), !,
    format(codes(Head, Tail), "~16r", [I]).
xinteger(I) -->
    xdigit(D0), xdigits(Ds),
    { '$hex_value'([D0|Ds], 0, I) }.

'$hex_value'([], V, V).
'$hex_value'([D|Ds], V0, V) :- V1 is V0 * 16 + D, '$hex_value'(Ds, V1, V).

%!  atom(+Atom)// is det
%
%   Writes the codes of Atom.
%
%   ?- phrase(atom(abc), Cs), atom_codes(A, Cs).
%   Cs = [97, 98, 99], A = abc.
atom(A, Head, Tail) :-
    must_be(atom, A),
    atom_codes(A, Cs),
    append(Cs, Tail, Head).
