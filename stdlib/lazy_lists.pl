/*  hornbook library(lazy_lists): lists whose elements are computed as
    they are reached, as SWI-Prolog's library(lazy_lists). A lazy list
    ends in an attributed variable; unifying it calls the list's producer
    for the next slice, which is kept in the attribute (nb_setarg/3, the
    producer linked with nb_linkarg/3, not copied), so
    that backtracking over the slice does not compute it again.
    Not here: lazy_findall/3,4, lazy_message_queue/4 and
    lazy_engine_next/4 (they need engines and threads, which hornbook
    does not have), and the lazy_list_iterator/4 directive. lazy_list/2,3
    given a list where SWI-Prolog raises an uninstantiation error compare
    the lazy list with it.
*/
:- module(lazy_lists,
        [ lazy_list/2, lazy_list/3, lazy_list_materialize/1, lazy_list_length/2,
          lazy_get_codes/4, lazy_read_terms/4, lazy_read_lines/4
        ]).
:- meta_predicate lazy_list(2, -), lazy_list(3, +, -).

%!  lazy_list(:Next, -List) is det
%
%   List is a lazy list whose slices come from `call(Next, Slice, Tail)`:
%   the difference list Slice\Tail is the next part of the list; at the
%   end, Slice is a proper list and Tail is [].
%
%   ?- open_string("xy", _S), lazy_list(lazy_get_codes(_S, 1), _L), _L = [C|_].
%   C = 120.
lazy_list(Next, List) :-
    (   var(List)
    ->  put_attr(List, lazy_lists, lazy_list(Next, _))
    ;   % A list given: the lazy one is compared with it, as far as it goes.
        put_attr(Lazy, lazy_lists, lazy_list(Next, _)),
        Lazy = List
    ).

% The slice is kept as a copy (nb_setarg/3), and the copy must hold the
% slice's own lazy tail, or backtracking would leave the kept list without
% it. The producer is not copied: the tail's attribute is given a dummy
% before the copy and the producer linked in after (nb_linkarg/3), so a
% producer that keeps a state (nb_setarg/3 on a term of its own) goes on
% from where it was.
attr_unify_hook(State, Value) :-
    State = lazy_list(Next, Read),
    (   var(Read)
    ->  call(Next, Slice, Tail),
        (   Tail == []
        ->  nb_setarg(2, State, Slice)
        ;   put_attr(Tail, lazy_lists, lazy_list(dummy, _)),
            nb_setarg(2, State, Slice),
            arg(2, State, Kept),
            '$skip_list'(Kept, _, KeptTail),
            get_attr(KeptTail, lazy_lists, KeptState),
            nb_linkarg(1, KeptState, Next)
        ),
        arg(2, State, Value0),
        Value = Value0
    ;   Value = Read
    ).

%!  lazy_list(:Next, +State0, -List) is det
%
%   List is a lazy list of the elements E that `call(Next, S0, S, E)`
%   gives one at a time from State0; it ends where Next fails.
%
%   ?- lazy_list([S0, S, S0]>>(S is S0 + 1), 1, _L), _L = [A, B, C|_].
%   A = 1, B = 2, C = 3.
lazy_list(Next, State0, List) :-
    lazy_list(next_element(Next, state(State0)), List).

next_element(Next, State, [H|T], T) :-
    arg(1, State, S0),
    call(Next, S0, S, H),
    !,
    nb_setarg(1, State, S).
next_element(_, _, [], []).

%!  lazy_list_materialize(?List) is det
%
%   Computes the whole of a lazy list.
%
%   ?- lazy_list([S0, S, S0]>>(S0 < 3, S is S0 + 1), 0, L), lazy_list_materialize(L).
%   L = [0, 1, 2].
lazy_list_materialize(List) :-
    '$skip_list'(List, _, Tail),
    (   var(Tail), Tail = [_|Rest]
    ->  lazy_list_materialize(Rest)
    ;   Tail = []
    ->  true
    ;   must_be(list, Tail)
    ).

%!  lazy_list_length(+List, -Length) is det
%
%   Length is the length of the whole lazy list (computing it all).
%
%   ?- lazy_list([S0, S, S0]>>(S0 < 5, S is S0 + 1), 0, _L), lazy_list_length(_L, N).
%   N = 5.
lazy_list_length(List, Length) :-
    lazy_list_length(List, 0, Length).

lazy_list_length(List, N0, N) :-
    '$skip_list'(List, Skipped, Tail),
    N1 is N0 + Skipped,
    (   var(Tail), Tail = [_|Rest]
    ->  N2 is N1 + 1,
        lazy_list_length(Rest, N2, N)
    ;   Tail = []
    ->  N = N1
    ;   must_be(list, Tail)
    ).

%!  lazy_get_codes(+Stream, +N, -List, -Tail) is det
%
%   A producer for lazy_list/2: the next N character codes of Stream as
%   List\Tail (Tail = [] at the end of the stream).
%
%   ?- open_string("abc", _S), lazy_list(lazy_get_codes(_S, 2), _L), _L = [A, B, C].
%   A = 97, B = 98, C = 99.
lazy_get_codes(Stream, N, List, Tail) :-
    must_be(positive_integer, N),
    get_items(N, get_code(Stream), -1, List, Tail).

%!  lazy_read_terms(+Stream, +Options, -List, -Tail) is det
%
%   A producer for lazy_list/2: the next terms of Stream (10, or as the
%   option chunk(N) says; the other options go to read_term/3).
%
%   ?- open_string("a. b.", _S), lazy_list(lazy_read_terms(_S, []), _L), _L = [X, Y].
%   X = a, Y = b.
lazy_read_terms(Stream, Options, List, Tail) :-
    must_be(list, Options),
    select_option(chunk(N), Options, ReadOptions, 10),
    must_be(positive_integer, N),
    get_items(N, read_term_with(Stream, ReadOptions), end_of_file, List, Tail).

read_term_with(Stream, Options, Term) :-
    read_term(Stream, Term, Options).

%!  lazy_read_lines(+Stream, +Options, -List, -Tail) is det
%
%   A producer for lazy_list/2: the next lines of Stream, without their
%   line ends (10 lines, or as the option chunk(N) says), as strings or as
%   as(atom), as(codes) or as(chars) says.
%
%   ?- open_string("one\ntwo\n", _S), lazy_list(lazy_read_lines(_S, [as(atom)]), _L), _L = [A, B].
%   A = one, B = two.
lazy_read_lines(Stream, Options, List, Tail) :-
    must_be(list, Options),
    option(chunk(N), Options, 10),
    option(as(Type), Options, string),
    must_be(positive_integer, N),
    must_be(oneof([atom, string, codes, chars]), Type),
    get_items(N, read_line_as(Stream, Type), end_of_file, List, Tail).

read_line_as(Stream, Type, Line) :-
    read_line_to_string(Stream, String),
    (   String == end_of_file
    ->  Line = end_of_file
    ;   string_as(Type, String, Line)
    ).

string_as(string, S, S).
string_as(atom, S, A) :- atom_string(A, S).
string_as(codes, S, Cs) :- string_codes(S, Cs).
string_as(chars, S, Cs) :- string_chars(S, Cs).

% Up to N items of Get, a slice List\Tail; the item End ends the stream
% (Tail = []).
get_items(0, _, _, Tail, Tail) :- !.
get_items(N, Get, End, List, Tail) :-
    call(Get, Item),
    (   Item == End
    ->  List = [], Tail = []
    ;   List = [Item|More],
        N1 is N - 1,
        get_items(N1, Get, End, More, Tail)
    ).
