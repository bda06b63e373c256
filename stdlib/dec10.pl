/*  hornbook system library: the DEC-10 Prolog input and output predicates
    that SWI-Prolog still has (get0/1,2, get/1,2, skip/1,2, put/1,2,
    ttyflush/0, apply/2), and the few SWI-Prolog text predicates written over the
    ISO ones (atomics_to_string/2,3, sformat/2,3, nb_linkval/2, divmod/4).
*/

%!  get0(-Code) is det
%
%   Reads the next character code of the current input (-1 at the end):
%   DEC-10 Prolog's get_code/1.
%
%   ?- get0(C).
%   |: a
%   C = 97.
get0(C) :- get_code(C).

%!  get0(+Stream, -Code) is det
%
%   Reads the next character code of Stream: get_code/2.
%
%   ?- get0(user_input, C).
%   |: a
%   C = 97.
get0(S, C) :- get_code(S, C).

%!  get(-Code) is det
%
%   Reads the next character code of the current input that is not layout
%   (-1 at the end).
%
%   ?- get(C).
%   |:    x
%   C = 120.
get(C) :-
    current_input(S),
    get(S, C).

%!  get(+Stream, -Code) is det
%
%   Reads the next character code of Stream that is not layout.
%
%   ?- get(user_input, C).
%   |:    x
%   C = 120.
get(S, C) :-
    get_code(S, C0),
    (   C0 =\= -1, code_type(C0, space)
    ->  get(S, C)
    ;   C = C0
    ).

%!  skip(+Code) is det
%
%   Skips input of the current input up to and including Code, or to the
%   end.
%
%   ?- skip(0',), read(T).
%   |: skipped, kept.
%   T = kept.
skip(C) :-
    current_input(S),
    skip(S, C).

%!  skip(+Stream, +Code) is det
%
%   Skips input of Stream up to and including Code, or to the end.
%
%   ?- skip(user_input, 0',), read(T).
%   |: skipped, kept.
%   T = kept.
skip(S, C) :-
    must_be(integer, C),
    get_code(S, C0),
    (   C0 == C -> true
    ;   C0 == -1 -> true
    ;   skip(S, C)
    ).

%!  put(+Char) is det
%
%   Writes a character, given as its code or as a one-character atom:
%   DEC-10 Prolog's put_char/1.
%
%   ?- put(0'a), put(b), nl.
%   ab
%   true.
put(C) :-
    current_output(S),
    put(S, C).

%!  put(+Stream, +Char) is det
%
%   Writes a character, given as its code or as a one-character atom, on
%   Stream.
%
%   ?- put(user_output, 0'a), nl.
%   a
%   true.
put(S, C) :-
    (   integer(C) -> put_code(S, C)
    ;   put_char(S, C)
    ).

%!  ttyflush is det
%
%   Flushes the output to the terminal (user_output).
%
%   ?- write(ok), ttyflush, nl.
%   ok
%   true.
ttyflush :- flush_output(user_output).

%!  atomics_to_string(+List, -String) is det
%
%   String is the texts of the atomic terms of List, concatenated.
%
%   ?- atomics_to_string([a, 1, "b"], S).
%   S = "a1b".
atomics_to_string(List, String) :-
    atomic_list_concat(List, Atom),
    atom_string(Atom, String).

%!  atomics_to_string(?List, +Separator, ?String) is det
%
%   String is the texts of the atomic terms of List joined by Separator;
%   with List unbound, String split at Separator into atoms (as
%   atomic_list_concat/3).
%
%   ?- atomics_to_string([a, 1, "b"], '-', S).
%   S = "a-1-b".
atomics_to_string(List, Separator, String) :-
    (   ground(List)
    ->  atomic_list_concat(List, Separator, Atom),
        atom_string(Atom, String)
    ;   atom_string(Atom, String),
        atomic_list_concat(List, Separator, Atom)
    ).

%!  sformat(-String, +Format, +Args) is det
%
%   The text format/2 writes for Format and Args, as a string (an old
%   spelling of format(string(S), Format, Args)).
%
%   ?- sformat(S, "~w-~w", [a, b]).
%   S = "a-b".
sformat(String, Format, Args) :-
    format(string(String), Format, Args).

%!  sformat(-String, +Format) is det
%
%   sformat/3 with no arguments.
%
%   ?- sformat(S, "plain").
%   S = "plain".
sformat(String, Format) :-
    format(string(String), Format, []).

%!  nb_linkval(+Key, +Value) is det
%
%   Associates Value with Key as nb_setval/2 does. (SWI-Prolog links the
%   term without copying it; here it is copied, which differs only for a
%   term changed destructively afterwards.)
%
%   ?- nb_linkval(k, f(x)), nb_getval(k, V).
%   V = f(x).
nb_linkval(Key, Value) :-
    nb_setval(Key, Value).

%!  concat_atom(+List, -Atom) is det
%
%   Atom is the texts of the atomic terms of List, concatenated (the old
%   name of atomic_list_concat/2).
%
%   ?- concat_atom([a, b, 1], A).
%   A = ab1.
concat_atom(List, Atom) :-
    atomic_list_concat(List, Atom).

%!  concat_atom(+List, +Separator, -Atom) is det
%
%   atomic_list_concat/3 under its old name: joins List with Separator, or
%   splits Atom at it.
%
%   ?- concat_atom([a, b], '-', A).
%   A = 'a-b'.
concat_atom(List, Separator, Atom) :-
    atomic_list_concat(List, Separator, Atom).

:- meta_predicate apply(:, +).

%!  apply(:Goal, +ExtraArgs) is nondet
%
%   Calls Goal with the elements of the list ExtraArgs added as further
%   arguments (the DEC-10 form of call/N).
%
%   ?- apply(plus(1), [2, X]).
%   X = 3.
apply(Goal, ExtraArgs) :-
    must_be(list, ExtraArgs),
    strip_module(Goal, M, G),
    (   var(G) -> throw(error(instantiation_error, context(apply/2, _))) ; true ),
    (   callable(G) -> true ; throw(error(type_error(callable, G), _)) ),
    G =.. L0,
    '$append_'(L0, ExtraArgs, L),
    G2 =.. L,
    call(M:G2).

%!  divmod(+Dividend, +Divisor, -Quotient, -Remainder) is det
%
%   Quotient is Dividend div Divisor and Remainder is Dividend mod Divisor
%   (rounding towards negative infinity), as SWI-Prolog's divmod/4.
%
%   ?- divmod(-7, 2, Q, R).
%   Q = -4, R = 1.
divmod(Dividend, Divisor, Quotient, Remainder) :-
    must_be(integer, Dividend),
    must_be(integer, Divisor),
    Quotient is Dividend div Divisor,
    Remainder is Dividend mod Divisor.
