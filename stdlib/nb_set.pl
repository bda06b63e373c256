/*  hornbook library(nb_set): sets of terms that survive backtracking, as
    SWI-Prolog's library(nb_set). A set is nb_set(Id, Size); its elements
    are facts '$nb_elem'(Key, Id) of this module (the database is not
    undone by backtracking, and the index on Key finds an element at
    once), and Size is updated with nb_setarg/3. Elements stay in the
    database for the life of the machine.
*/
:- module(nb_set,
        [ empty_nb_set/1, add_nb_set/2, add_nb_set/3, gen_nb_set/2,
          size_nb_set/2, nb_set_to_list/2
        ]).
:- dynamic '$nb_elem'/2, '$nb_set_count'/1.

%!  empty_nb_set(-Set) is det
%
%   Set is a new, empty set.
%
%   ?- empty_nb_set(_S), size_nb_set(_S, N).
%   N = 0.
empty_nb_set(nb_set(Id, 0)) :-
    (   retract('$nb_set_count'(N0)) -> true ; N0 = 0 ),
    Id is N0 + 1,
    assertz('$nb_set_count'(Id)).

%!  add_nb_set(+Key, !Set) is det
%
%   Adds a copy of Key to Set unless a variant of it is there. The change
%   is not undone on backtracking.
%
%   ?- empty_nb_set(_S), ( add_nb_set(a, _S), fail ; true ), nb_set_to_list(_S, L).
%   L = [a].
add_nb_set(Key, Set) :-
    add_nb_set(Key, Set, _).

%!  add_nb_set(+Key, !Set, ?New) is semidet
%
%   New is true when Key was added, false when a variant of it was there
%   already. With New = false, fails (and adds nothing) when Key is new.
%
%   ?- empty_nb_set(_S), add_nb_set(a, _S, N1), add_nb_set(a, _S, N2).
%   N1 = true, N2 = false.
add_nb_set(Key, Set, New) :-
    Set = nb_set(Id, Size),
    (   '$nb_member'(Key, Id)
    ->  New = false
    ;   New = true,
        assertz('$nb_elem'(Key, Id)),
        Size1 is Size + 1,
        nb_setarg(2, Set, Size1)
    ).

'$nb_member'(Key, Id) :-
    (   ground(Key)
    ->  '$nb_elem'(Key, Id), !
    ;   \+ \+ ( '$nb_elem'(K, Id), K =@= Key )
    ).

%!  gen_nb_set(+Set, -Key) is nondet
%
%   Key is an element of Set; enumerates them in the standard order.
%
%   ?- empty_nb_set(_S), add_nb_set(b, _S), add_nb_set(a, _S), findall(K, gen_nb_set(_S, K), Ks).
%   Ks = [a, b].
gen_nb_set(Set, Key) :-
    nb_set_to_list(Set, List),
    member(Key, List).

%!  size_nb_set(+Set, -Size) is det
%
%   Size is the number of elements of Set.
%
%   ?- empty_nb_set(_S), add_nb_set(a, _S), add_nb_set(b, _S), size_nb_set(_S, N).
%   N = 2.
size_nb_set(nb_set(_, Size), Size).

%!  nb_set_to_list(+Set, -List) is det
%
%   List holds the elements of Set in the standard order.
%
%   ?- empty_nb_set(_S), add_nb_set(c, _S), add_nb_set(a, _S), nb_set_to_list(_S, L).
%   L = [a, c].
nb_set_to_list(nb_set(Id, _), List) :-
    findall(K, '$nb_elem'(K, Id), Elements),
    msort(Elements, List).
