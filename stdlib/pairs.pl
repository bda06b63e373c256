/*  hornbook library(pairs): lists of Key-Value pairs, as SWI-Prolog's
    library(pairs).
*/
:- module(pairs,
        [ pairs_keys_values/3, pairs_keys/2, pairs_values/2,
          transpose_pairs/2, map_list_to_pairs/3, group_pairs_by_key/2
        ]).
:- meta_predicate map_list_to_pairs(2, ?, ?).

%!  pairs_keys_values(?Pairs, ?Keys, ?Values) is det
%
%   True when Pairs is the list of Key-Value pairs of the elements of Keys
%   and Values in the same positions.
%
%   ?- pairs_keys_values(P, [a, b], [1, 2]).
%   P = [a-1, b-2].
pairs_keys_values([], [], []).
pairs_keys_values([K-V|T], [K|Ks], [V|Vs]) :- pairs_keys_values(T, Ks, Vs).

%!  pairs_keys(?Pairs, ?Keys) is det
%
%   Keys holds the keys of the Key-Value pairs of Pairs.
%
%   ?- pairs_keys([a-1, b-2], K).
%   K = [a, b].
pairs_keys([], []).
pairs_keys([K-_|T], [K|Ks]) :- pairs_keys(T, Ks).

%!  pairs_values(?Pairs, ?Values) is det
%
%   Values holds the values of the Key-Value pairs of Pairs.
%
%   ?- pairs_values([a-1, b-2], V).
%   V = [1, 2].
pairs_values([], []).
pairs_values([_-V|T], [V|Vs]) :- pairs_values(T, Vs).
%!  transpose_pairs(+Pairs, -Transposed) is det
%
%   Swaps key and value of each pair and sorts the result by the new keys;
%   pairs with equal keys keep their order.
%
%   ?- transpose_pairs([a-1, b-2, c-1], T).
%   T = [1-a, 1-c, 2-b].
transpose_pairs(Pairs, Transposed) :-
    % A partial list is an instantiation error (SWI-Prolog enumerates
    % longer and longer lists instead, without end when keysort fails).
    must_be(list, Pairs),
    '$flip_pairs'(Pairs, Flipped),
    keysort(Flipped, Transposed).

'$flip_pairs'([], []).
'$flip_pairs'([K-V|T], [V-K|R]) :- '$flip_pairs'(T, R).

%!  map_list_to_pairs(:Function, +List, -Keyed) is det
%
%   Keyed holds K-E for each element E of List, where call(Function, E, K).
%
%   ?- map_list_to_pairs(atom_length, [abc, de], P).
%   P = [3-abc, 2-de].
map_list_to_pairs(Function, List, Pairs) :-
    '$map_pairs'(List, Function, Pairs).

'$map_pairs'([], _, []).
'$map_pairs'([H|T0], Pred, [K-H|T]) :-
    call(Pred, H, K),
    '$map_pairs'(T0, Pred, T).

%!  group_pairs_by_key(+Pairs, -Joined) is det
%
%   Joined holds a Key-Values pair for each run of pairs with the same key
%   (compared with ==) in Pairs, usually sorted by key first; Values keeps
%   the order of the run.
%
%   ?- group_pairs_by_key([a-1, a-2, b-3, a-4], G).
%   G = [a-[1, 2], b-[3], a-[4]].
group_pairs_by_key([], []).
group_pairs_by_key([M-N|T0], [M-[N|TN]|T]) :-
    '$same_key'(M, T0, TN, T1),
    group_pairs_by_key(T1, T).

'$same_key'(M0, [M-N|T0], [N|TN], T) :-
    M0 == M, !,
    '$same_key'(M, T0, TN, T).
'$same_key'(_, L, [], L).
