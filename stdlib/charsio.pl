/*  hornbook library(charsio): text I/O to and from code lists, as
    SWI-Prolog's library(charsio) (from DEC-10 and Quintus Prolog):
    formatted and written output as codes, and terms read from codes.
*/
:- module(charsio,
          [ format_to_chars/3, format_to_chars/4,
            write_to_chars/2, write_to_chars/3,
            atom_to_chars/2, atom_to_chars/3,
            number_to_chars/2, number_to_chars/3,
            read_from_chars/2, read_term_from_chars/3,
            open_chars_stream/2,
            with_output_to_chars/2, with_output_to_chars/3, with_output_to_chars/4
          ]).

:- meta_predicate
    with_output_to_chars(0, -),
    with_output_to_chars(0, -, ?),
    with_output_to_chars(0, -, -, ?).

%!  format_to_chars(+Format, +Args, -Codes) is det
%
%   Codes is the text format/2 writes for Format and Args.
%
%   ?- format_to_chars('~w-~w', [a, 1], Cs), atom_codes(A, Cs).
%   Cs = [97, 45, 49], A = 'a-1'.
format_to_chars(Format, Args, Codes) :-
    format(codes(Codes), Format, Args).

%!  format_to_chars(+Format, +Args, -Codes, ?Tail) is det
%
%   As format_to_chars/3, Codes a difference list ending in Tail.
%
%   ?- format_to_chars('ab', [], Cs, T).
%   Cs = [97, 98|T].
format_to_chars(Format, Args, Codes, Tail) :-
    format(codes(Codes, Tail), Format, Args).

%!  write_to_chars(+Term, -Codes) is det
%
%   Codes is the text write/1 writes for Term.
%
%   ?- write_to_chars(f(x, "s"), Cs), atom_codes(A, Cs).
%   Cs = [102, 40, 120, 44, 115, 41], A = 'f(x,s)'.
write_to_chars(Term, Codes) :-
    with_output_to(codes(Codes), write(Term)).

%!  write_to_chars(+Term, -Codes, ?Tail) is det
%
%   As write_to_chars/2, Codes a difference list ending in Tail.
%
%   ?- write_to_chars(ab, Cs, T).
%   Cs = [97, 98|T].
write_to_chars(Term, Codes, Tail) :-
    with_output_to(codes(Codes, Tail), write(Term)).

%!  atom_to_chars(+Atom, -Codes) is det
%
%   Codes are the codes of Atom, as atom_codes/2 (SWI-Prolog's is
%   atom_codes/2 too: the same errors, and an unbound Atom is made from
%   the codes).
%
%   ?- atom_to_chars(abc, Cs).
%   Cs = [97, 98, 99].
atom_to_chars(Atom, Codes) :-
    atom_codes(Atom, Codes).

%!  atom_to_chars(+Atom, -Codes, ?Tail) is det
%
%   As atom_to_chars/2, Codes a difference list ending in Tail. Atom is
%   written as format/2's `~a` writes it (SWI-Prolog's definition): any
%   atomic text, and format_argument_type(a, Atom) for anything else.
%
%   ?- atom_to_chars(ab, Cs, T).
%   Cs = [97, 98|T].
atom_to_chars(Atom, Codes, Tail) :-
    format(codes(Codes, Tail), '~a', [Atom]).

%!  number_to_chars(+Number, -Codes) is det
%
%   Codes are the codes of Number: number_codes/2, as SWI-Prolog's
%   library(charsio) defines it (an unbound Number is read from Codes).
%
%   ?- number_to_chars(42, Cs).
%   Cs = [52, 50].
number_to_chars(Number, Codes) :-
    number_codes(Number, Codes).

%!  number_to_chars(+Number, -Codes, ?Tail) is det
%
%   As number_to_chars/2, Codes a difference list ending in Tail.
%
%   ?- number_to_chars(7, Cs, T).
%   Cs = [55|T].
number_to_chars(Number, Codes, Tail) :-
    must_be(number, Number),
    write_to_chars(Number, Codes, Tail).

%!  read_from_chars(+Codes, -Term) is det
%
%   Term is read from the text Codes (a code list or other text); the
%   final full stop may be left out. Empty text gives end_of_file.
%
%   ?- read_from_chars("foo(X, bar).", T).
%   T = foo(_, bar).
read_from_chars(Codes, Term) :-
    read_term_from_chars(Codes, Term, []).

%!  read_term_from_chars(+Codes, -Term, +Options) is det
%
%   As read_from_chars/2, with the options of read_term/2.
%
%   ?- read_term_from_chars(`p(X, Y)`, T, [variable_names(Vs)]).
%   T = p(_A, _B), Vs = ['X'=_A, 'Y'=_B].
read_term_from_chars(Codes, Term, Options) :-
    (   is_list(Codes) -> string_codes(S, Codes) ; text_to_string(Codes, S) ),
    split_string(S, "", " \t\n", [Trimmed]),
    (   Trimmed == ""
    ->  Term = end_of_file
    ;   term_string(Term, S, Options)
    ).

%!  open_chars_stream(+Codes, -Stream) is det
%
%   Stream is an input stream that reads the text Codes.
%
%   ?- open_chars_stream(`hello. `, _S), read(_S, T), close(_S).
%   T = hello.
open_chars_stream(Codes, Stream) :-
    (   is_list(Codes) -> string_codes(S, Codes) ; text_to_string(Codes, S) ),
    open_string(S, Stream).

%!  with_output_to_chars(:Goal, -Codes) is semidet
%
%   Runs Goal once; Codes is what it wrote to the current output.
%
%   ?- with_output_to_chars(write(hi), Cs).
%   Cs = [104, 105].
with_output_to_chars(Goal, Codes) :-
    with_output_to(codes(Codes), Goal).

%!  with_output_to_chars(:Goal, -Codes, ?Tail) is semidet
%
%   As with_output_to_chars/2, Codes a difference list ending in Tail.
%
%   ?- with_output_to_chars(write(ab), Cs, T).
%   Cs = [97, 98|T].
with_output_to_chars(Goal, Codes, Tail) :-
    with_output_to(codes(Codes, Tail), Goal).

%!  with_output_to_chars(:Goal, -Stream, -Codes, ?Tail) is semidet
%
%   As with_output_to_chars/3; Stream is the stream Goal's output goes
%   to, for Goal to name.
%
%   ?- with_output_to_chars(write(_S, hi), _S, Cs, []).
%   Cs = [104, 105].
with_output_to_chars(Goal, Stream, Codes, Tail) :-
    with_output_to(codes(Codes, Tail), (current_output(Stream), Goal)).
