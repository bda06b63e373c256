/*  hornbook library(utf8): the grammar between a list of character codes
    and its UTF-8 bytes, both ways, as SWI-Prolog's library(utf8).

    A code given is encoded; a byte read from bound input is decoded. The
    long forms of five and six bytes, which SWI-Prolog also reads and
    writes, are kept for codes above 0x1FFFFF.
*/
:- module(utf8, [ utf8_codes//1 ]).

%!  utf8_codes(?Codes)// is semidet
%
%   The bytes are the UTF-8 encoding of the character codes Codes: with
%   Codes given it produces the bytes, with the bytes given it reads the
%   codes (as many as it can, stopping before a byte that does not start
%   a character).
%
%   ?- phrase(utf8_codes([0'a, 0xE9]), Bytes), phrase(utf8_codes(Cs), Bytes).
%   Bytes = [97, 195, 169], Cs = [97, 233].
utf8_codes([C|Cs]) -->
    utf8_code(C),
    !,
    utf8_codes(Cs).
utf8_codes([]) -->
    [].

% One character: decoded when the next byte is there, else encoded.
utf8_code(C) -->
    [B0],
    { nonvar(B0) },
    !,
    decode(B0, C).
utf8_code(C) -->
    { integer(C) },
    encode(C).

decode(B0, C) -->
    (   { B0 < 0x80 }
    ->  { C = B0 }
    ;   { B0 /\ 0xE0 =:= 0xC0 }
    ->  continuation(B0 /\ 0x1F, 1, C)
    ;   { B0 /\ 0xF0 =:= 0xE0 }
    ->  continuation(B0 /\ 0x0F, 2, C)
    ;   { B0 /\ 0xF8 =:= 0xF0 }
    ->  continuation(B0 /\ 0x07, 3, C)
    ;   { B0 /\ 0xFC =:= 0xF8 }
    ->  continuation(B0 /\ 0x03, 4, C)
    ;   { B0 /\ 0xFE =:= 0xFC }
    ->  continuation(B0 /\ 0x01, 5, C)
    ).

% N more bytes of the form 10xxxxxx, each adding six bits to Acc.
continuation(Acc, 0, C) -->
    !,
    { C = Acc }.
continuation(Acc0, N, C) -->
    [B],
    { integer(B),
      B /\ 0xC0 =:= 0x80,
      Acc is Acc0 << 6 \/ (B /\ 0x3F),
      N1 is N - 1
    },
    continuation(Acc, N1, C).

encode(C) -->
    (   { C < 0x80 }
    ->  [C]
    ;   { C < 0x800 }
    ->  lead(0xC0, C, 1)
    ;   { C < 0x10000 }
    ->  lead(0xE0, C, 2)
    ;   { C < 0x200000 }
    ->  lead(0xF0, C, 3)
    ;   { C < 0x4000000 }
    ->  lead(0xF8, C, 4)
    ;   lead(0xFC, C, 5)
    ).

% The first byte (Mark and the high bits), then N bytes of six bits.
lead(Mark, C, N) -->
    { B is Mark \/ (C >> (6 * N)) },
    [B],
    trailing(C, N).

trailing(_, 0) -->
    !.
trailing(C, N) -->
    { N1 is N - 1,
      B is 0x80 \/ ((C >> (6 * N1)) /\ 0x3F)
    },
    [B],
    trailing(C, N1).
