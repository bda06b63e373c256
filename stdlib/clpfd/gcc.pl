/*  hornbook library(clpfd/gcc): global_cardinality/2,3 of library(clpfd),
    which exports and documents them.

    Each Key-Count pair counts the elements equal to Key with one 0/1
    variable per element (B #<==> (V #= Key)) and their sum; every
    element takes one of the keys. The option cost(Cost, Matrix) is
    decomposed as SWI-Prolog decomposes it: for each element V and its
    row of costs, element(N, Keys, V) and element(N, Row, C), and Cost is
    the sum of the Cs. Argument errors are SWI-Prolog's: a pair that is
    not Key-Count (domain_error(gcc_pair, P)), a key that is not an
    integer, a key given twice (domain_error(gcc_unique_key_pairs,
    Pairs)), a Matrix that is not a list of lists of integers.
*/

:- module(clpfd_gcc, ['$fd_global_cardinality'/3]).
:- use_module(library(lists)).
:- use_module(library(apply)).
:- use_module(library(pairs)).
:- op(760, yfx, #<==>).
:- op(700, xfx, #=).

'$fd_global_cardinality'(Vs, Pairs, Options) :-
    maplist(clpfd:'$fd_must_be_list', [Vs, Pairs, Options]),
    maplist('$fd_gcc_key', Pairs, Keys),
    (   msort(Keys, Sorted), sort(Keys, Sorted) -> true
    ;   throw(error(domain_error(gcc_unique_key_pairs, Pairs), _))
    ),
    Keys \== [],
    clpfd:'$fd_list_to_domain'(Keys, Dom),
    clpfd:ins(Vs, Dom),
    '$fd_gcc'(Pairs, Vs),
    % SWI-Prolog's propagators: two on each element and on each count
    % (fd_degree/2 and labeling([ffc]) count them).
    length(Keys, NKeys),
    ElementDegree is 2 - NKeys,
    '$fd_add_degree'(Vs, ElementDegree),
    pairs_values(Pairs, Counts),
    '$fd_add_degree'(Counts, 1),
    (   member(Option, Options), nonvar(Option), functor(Option, cost, 2)
    ->  Option = cost(Cost, Matrix),
        '$fd_gcc_matrix'(Matrix),
        maplist('$fd_gcc_cost'(Keys), Vs, Matrix, Costs),
        clpfd:sum(Costs, #=, Cost)
    ;   true
    ).

'$fd_gcc_key'(Pair, Key) :-
    (   nonvar(Pair), Pair = Key-_
    ->  (   integer(Key) -> true
        ;   var(Key) -> throw(error(instantiation_error, _))
        ;   throw(error(type_error(integer, Key), _))
        )
    ;   throw(error(domain_error(gcc_pair, Pair), _))
    ).

'$fd_gcc'([], _).
'$fd_gcc'([K-C|Ps], Vs) :-
    '$fd_gcc_bools'(Vs, K, Bs),
    clpfd:sum(Bs, #=, C),
    '$fd_gcc'(Ps, Vs).

'$fd_gcc_bools'([], _, []).
'$fd_gcc_bools'([V|Vs], K, [B|Bs]) :-
    clpfd:(B #<==> (V #= K)),
    '$fd_gcc_bools'(Vs, K, Bs).

% The matrix is a list of lists of integers (SWI-Prolog's must_be/2
% errors for list(list(integer))).
'$fd_gcc_matrix'(Matrix) :-
    clpfd:'$fd_must_be_list'(Matrix, list(list(integer))),
    maplist('$fd_gcc_row', Matrix).
'$fd_gcc_row'(Row) :-
    clpfd:'$fd_must_be_list'(Row, list(integer)),
    maplist('$fd_gcc_integer', Row).
'$fd_gcc_integer'(C) :-
    (   integer(C) -> true
    ;   var(C) -> throw(error(instantiation_error, _))
    ;   throw(error(type_error(integer, C), _))
    ).

'$fd_gcc_cost'(Keys, V, Row, C) :-
    clpfd:element(N, Keys, V),
    clpfd:element(N, Row, C).
