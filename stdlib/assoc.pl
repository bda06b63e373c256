/*  hornbook library(assoc): association lists as AVL trees, as SWI-Prolog's
    library(assoc). An assoc is `t` (empty) or t(Key, Value, Balance, Left,
    Right) where Balance is <, - or > as the left subtree is higher than,
    as high as, or lower than the right one. Keys are compared in the
    standard order of terms. Insertion and deletion rebalance as
    SWI-Prolog's library does, so the trees have the same shapes.
*/
:- module(assoc,
        [ empty_assoc/1, put_assoc/4, get_assoc/3, list_to_assoc/2,
          ord_list_to_assoc/2, assoc_to_list/2, assoc_to_keys/2,
          assoc_to_values/2, max_assoc/3, min_assoc/3, del_assoc/4,
          del_min_assoc/4, del_max_assoc/4, get_assoc/5, gen_assoc/3,
          map_assoc/2, map_assoc/3, is_assoc/1
        ]).
:- meta_predicate map_assoc(1, ?), map_assoc(2, ?, ?).

%!  empty_assoc(?Assoc) is semidet
%
%   Assoc is the empty association list.
%
%   ?- empty_assoc(A), assoc_to_list(A, L).
%   A = t, L = [].
empty_assoc(t).

%!  get_assoc(+Key, +Assoc, -Value) is semidet
%
%   Value is the value of Key in Assoc; fails when Key is not there.
%
%   ?- list_to_assoc([a-1, b-2], A), get_assoc(b, A, V).
%   A = t(b, 2, <, t(a, 1, -, t, t), t), V = 2.
get_assoc(Key, Assoc, Val) :-
    '$btree_lookup'(Key, Assoc, Val).

%!  put_assoc(+Key, +Assoc0, +Value, -Assoc) is det
%
%   Assoc is Assoc0 with Key mapped to Value (replacing its old value).
%
%   ?- empty_assoc(A0), put_assoc(k, A0, v, A), get_assoc(k, A, V).
%   A0 = t, A = t(k, v, -, t, t), V = v.
put_assoc(Key, A0, Value, A) :-
    '$insert'(A0, Key, Value, A, _).

% As SWI-Prolog, a tree that is not an assoc raises
% existence_error(matching_rule, _) instead of failing or looping.
'$insert'(t, K, V, New, Grown) =>
    New = t(K, V, -, t, t),
    Grown = yes.
'$insert'(t(K0, V0, B, L, R), K, V, New, Grown) =>
    compare(Order, K, K0),
    '$insert'(Order, K0, V0, B, L, R, K, V, New, Grown).

'$insert'(=, K0, _, B, L, R, _, V, t(K0, V, B, L, R), no).
'$insert'(<, K0, V0, B, L, R, K, V, New, Grown) :-
    '$insert'(L, K, V, L1, LGrown),
    (   LGrown == yes
    ->  '$left_grown'(B, K0, V0, L1, R, New, Grown)
    ;   New = t(K0, V0, B, L1, R), Grown = no
    ).
'$insert'(>, K0, V0, B, L, R, K, V, New, Grown) :-
    '$insert'(R, K, V, R1, RGrown),
    (   RGrown == yes
    ->  '$right_grown'(B, K0, V0, L, R1, New, Grown)
    ;   New = t(K0, V0, B, L, R1), Grown = no
    ).

% The left subtree grew by one.
'$left_grown'(>, K, V, L, R, t(K, V, -, L, R), no).
'$left_grown'(-, K, V, L, R, t(K, V, <, L, R), yes).
'$left_grown'(<, K, V, t(K1, V1, B1, L1, R1), R, New, no) :-
    (   B1 == (<)
    ->  New = t(K1, V1, -, L1, t(K, V, -, R1, R))
    ;   R1 = t(K2, V2, B2, L2, R2),
        '$double_balance'(B2, BL, BR),
        New = t(K2, V2, -, t(K1, V1, BL, L1, L2), t(K, V, BR, R2, R))
    ).

% The right subtree grew by one.
'$right_grown'(<, K, V, L, R, t(K, V, -, L, R), no).
'$right_grown'(-, K, V, L, R, t(K, V, >, L, R), yes).
'$right_grown'(>, K, V, L, t(K1, V1, B1, L1, R1), New, no) :-
    (   B1 == (>)
    ->  New = t(K1, V1, -, t(K, V, -, L, L1), R1)
    ;   L1 = t(K2, V2, B2, L2, R2),
        '$double_balance'(B2, BL, BR),
        New = t(K2, V2, -, t(K, V, BL, L, L2), t(K1, V1, BR, R2, R1))
    ).

% Balances of the two new children after a double rotation, from the
% balance of the node that becomes the root (< : its left side is higher).
'$double_balance'(>, <, -).
'$double_balance'(-, -, -).
'$double_balance'(<, -, >).

%!  list_to_assoc(+Pairs, -Assoc) is det
%
%   Assoc holds the Key-Value pairs of Pairs; a key given twice is a
%   domain error.
%
%   ?- list_to_assoc([b-2, a-1], A), assoc_to_keys(A, K).
%   A = t(b, 2, <, t(a, 1, -, t, t), t), K = [a, b].
list_to_assoc(List, Assoc) :-
    must_be(list, List),
    '$check_pairs'(List),
    keysort(List, Sorted),
    (   '$unique_keys'(Sorted)
    ->  length(Sorted, N),
        '$build_assoc'(N, Sorted, [], _, Assoc)
    ;   domain_error(unique_key_pairs, List)
    ).

'$check_pairs'([]).
'$check_pairs'([P|Ps]) :-
    (   nonvar(P), P = _-_
    ->  '$check_pairs'(Ps)
    ;   type_error(pair, P)
    ).

'$unique_keys'([]).
'$unique_keys'([_]) :- !.
'$unique_keys'([K1-_, K2-V|T]) :- K1 \== K2, '$unique_keys'([K2-V|T]).

% The first N pairs of the list as a balanced tree of height H; the middle
% pair is the root.
'$build_assoc'(0, List, List, 0, t) :- !.
'$build_assoc'(N, List, Rest, H, t(K, V, B, L, R)) :-
    NL is N // 2,
    NR is N - NL - 1,
    '$build_assoc'(NL, List, [K-V|More], HL, L),
    '$build_assoc'(NR, More, Rest, HR, R),
    compare(Order, HR, HL),
    '$balance'(Order, B),
    H is max(HL, HR) + 1.

'$balance'(<, <).
'$balance'(=, -).
'$balance'(>, >).

%!  ord_list_to_assoc(+Pairs, -Assoc) is det
%
%   As list_to_assoc/2 for pairs ordered by strictly ascending keys (a
%   domain error otherwise).
%
%   ?- ord_list_to_assoc([a-1, b-2, c-3], A), get_assoc(c, A, V).
%   A = t(b, 2, -, t(a, 1, -, t, t), t(c, 3, -, t, t)), V = 3.
ord_list_to_assoc(List, Assoc) :-
    must_be(list, List),
    '$check_pairs'(List),
    (   '$strictly_ordered'(List)
    ->  length(List, N),
        '$build_assoc'(N, List, [], _, Assoc)
    ;   domain_error(key_ordered_pairs, List)
    ).

'$strictly_ordered'([]).
'$strictly_ordered'([_]) :- !.
'$strictly_ordered'([K1-_, K2-V|T]) :- K1 @< K2, '$strictly_ordered'([K2-V|T]).

%!  assoc_to_list(+Assoc, -Pairs) is det
%
%   Pairs holds the Key-Value pairs of Assoc in ascending order of keys.
%
%   ?- list_to_assoc([c-3, a-1, b-2], A), assoc_to_list(A, L).
%   A = t(b, 2, -, t(a, 1, -, t, t), t(c, 3, -, t, t)), L = [a-1, b-2, c-3].
assoc_to_list(A, L) :- '$assoc_list'(A, L, []).

'$assoc_list'(t, L, L).
'$assoc_list'(t(K, V, _, Left, Right), L0, L) :-
    '$assoc_list'(Left, L0, [K-V|L1]),
    '$assoc_list'(Right, L1, L).

%!  assoc_to_keys(+Assoc, -Keys) is det
%
%   Keys holds the keys of Assoc in ascending order.
%
%   ?- list_to_assoc([b-2, a-1], A), assoc_to_keys(A, K).
%   A = t(b, 2, <, t(a, 1, -, t, t), t), K = [a, b].
assoc_to_keys(A, Ks) :- '$assoc_keys'(A, Ks, []).

'$assoc_keys'(t, L, L).
'$assoc_keys'(t(K, _, _, Left, Right), L0, L) :-
    '$assoc_keys'(Left, L0, [K|L1]),
    '$assoc_keys'(Right, L1, L).

%!  assoc_to_values(+Assoc, -Values) is det
%
%   Values holds the values of Assoc in ascending order of their keys.
%
%   ?- list_to_assoc([b-2, a-1], A), assoc_to_values(A, Vs).
%   A = t(b, 2, <, t(a, 1, -, t, t), t), Vs = [1, 2].
assoc_to_values(A, Vs) :- '$assoc_values'(A, Vs, []).

'$assoc_values'(t, L, L).
'$assoc_values'(t(_, V, _, Left, Right), L0, L) :-
    '$assoc_values'(Left, L0, [V|L1]),
    '$assoc_values'(Right, L1, L).

%!  max_assoc(+Assoc, -Key, -Value) is semidet
%
%   Key-Value is the pair of Assoc with the greatest key.
%
%   ?- list_to_assoc([a-1, c-3, b-2], A), max_assoc(A, K, V).
%   A = t(b, 2, -, t(a, 1, -, t, t), t(c, 3, -, t, t)), K = c, V = 3.
max_assoc(t(K, V, _, _, R), Key, Val) =>
    (   R == t -> Key = K, Val = V
    ;   max_assoc(R, Key, Val)
    ).
max_assoc(t, _, _) =>
    fail.

%!  min_assoc(+Assoc, -Key, -Value) is semidet
%
%   Key-Value is the pair of Assoc with the least key.
%
%   ?- list_to_assoc([b-2, a-1], A), min_assoc(A, K, V).
%   A = t(b, 2, <, t(a, 1, -, t, t), t), K = a, V = 1.
min_assoc(t(K, V, _, L, _), Key, Val) =>
    (   L == t -> Key = K, Val = V
    ;   min_assoc(L, Key, Val)
    ).
min_assoc(t, _, _) =>
    fail.

%!  del_assoc(+Key, +Assoc0, ?Value, -Assoc) is semidet
%
%   Assoc is Assoc0 without Key, whose value is Value; fails when Key is
%   not in Assoc0.
%
%   ?- list_to_assoc([a-1, b-2], A0), del_assoc(a, A0, V, A), assoc_to_list(A, L).
%   A0 = t(b, 2, <, t(a, 1, -, t, t), t), V = 1, A = t(b, 2, -, t, t), L = [b-2].
del_assoc(Key, A0, Value, A) :-
    '$delete'(A0, Key, Value, A, _).

% '$delete'(+Assoc0, +Key, ?Value, -Assoc, -Shrunk): Shrunk is yes when
% Assoc is one lower than Assoc0. A node with two subtrees takes the pair
% next to it from its higher side (the right one when that is higher, else
% the left one).
'$delete'(t(K, V, B, L, R), Key, Value, A, Shrunk) =>
    compare(Order, Key, K),
    '$delete'(Order, K, V, B, L, R, Key, Value, A, Shrunk).
'$delete'(t, _, _, _, _) =>
    fail.

'$delete'(<, K, V, B, L, R, Key, Value, A, Shrunk) :-
    '$delete'(L, Key, Value, L1, Shrunk0),
    '$shrunk'(Shrunk0, left, t(K, V, B, L1, R), A, Shrunk).
'$delete'(>, K, V, B, L, R, Key, Value, A, Shrunk) :-
    '$delete'(R, Key, Value, R1, Shrunk0),
    '$shrunk'(Shrunk0, right, t(K, V, B, L, R1), A, Shrunk).
'$delete'(=, _, V, B, L, R, _, Value, A, Shrunk) :-
    Value = V,
    (   L == t
    ->  A = R, Shrunk = yes
    ;   R == t
    ->  A = L, Shrunk = yes
    ;   B == (>)
    ->  '$del_min'(R, K1, V1, R1, Shrunk0),
        '$shrunk'(Shrunk0, right, t(K1, V1, B, L, R1), A, Shrunk)
    ;   '$del_max'(L, K1, V1, L1, Shrunk0),
        '$shrunk'(Shrunk0, left, t(K1, V1, B, L1, R), A, Shrunk)
    ).

%!  del_min_assoc(+Assoc0, ?Key, ?Value, -Assoc) is semidet
%
%   Key-Value is the pair of Assoc0 with the least key, and Assoc is
%   Assoc0 without it; fails on an empty assoc.
%
%   ?- list_to_assoc([a-1, b-2, c-3], A0), del_min_assoc(A0, K, V, A).
%   A0 = t(b, 2, -, t(a, 1, -, t, t), t(c, 3, -, t, t)), K = a, V = 1, A = t(b, 2, >, t, t(c, 3, -, t, t)).
del_min_assoc(A0, Key, Value, A) :-
    '$del_min'(A0, K, V, A, _),
    Key = K,
    Value = V.

'$del_min'(t(K, V, B, L, R), Key, Value, A, Shrunk) =>
    (   L == t
    ->  Key = K, Value = V, A = R, Shrunk = yes
    ;   '$del_min'(L, Key, Value, L1, Shrunk0),
        '$shrunk'(Shrunk0, left, t(K, V, B, L1, R), A, Shrunk)
    ).
'$del_min'(_, _, _, _, _) =>
    % The empty assoc, and as in SWI-Prolog anything that is no assoc.
    fail.

%!  del_max_assoc(+Assoc0, ?Key, ?Value, -Assoc) is semidet
%
%   Key-Value is the pair of Assoc0 with the greatest key, and Assoc is
%   Assoc0 without it; fails on an empty assoc.
%
%   ?- list_to_assoc([a-1, b-2, c-3], A0), del_max_assoc(A0, K, V, A).
%   A0 = t(b, 2, -, t(a, 1, -, t, t), t(c, 3, -, t, t)), K = c, V = 3, A = t(b, 2, <, t(a, 1, -, t, t), t).
del_max_assoc(A0, Key, Value, A) :-
    '$del_max'(A0, K, V, A, _),
    Key = K,
    Value = V.

'$del_max'(t(K, V, B, L, R), Key, Value, A, Shrunk) =>
    (   R == t
    ->  Key = K, Value = V, A = L, Shrunk = yes
    ;   '$del_max'(R, Key, Value, R1, Shrunk0),
        '$shrunk'(Shrunk0, right, t(K, V, B, L, R1), A, Shrunk)
    ).
'$del_max'(_, _, _, _, _) =>
    % The empty assoc, and as in SWI-Prolog anything that is no assoc.
    fail.

% '$shrunk'(+Shrunk0, +Side, +Assoc0, -Assoc, -Shrunk): the Side subtree
% of Assoc0 is one lower than it was when Shrunk0 is yes. The balance
% moves to the other side; a node whose other side was higher already is
% rotated.
'$shrunk'(no, _, A, A, no).
'$shrunk'(yes, Side, t(K, V, B, L, R), A, Shrunk) :-
    '$shrunk_balance'(Side, B, B1, Shrunk1),
    (   B1 == rotate
    ->  '$rotate'(Side, t(K, V, B, L, R), A, Shrunk)
    ;   A = t(K, V, B1, L, R),
        Shrunk = Shrunk1
    ).

'$shrunk_balance'(left, -, >, no).
'$shrunk_balance'(left, <, -, yes).
'$shrunk_balance'(left, >, rotate, _).
'$shrunk_balance'(right, -, <, no).
'$shrunk_balance'(right, >, -, yes).
'$shrunk_balance'(right, <, rotate, _).

% '$rotate'(+Side, +Assoc0, -Assoc, -Shrunk): Assoc0's Side subtree is two
% lower than the other one, whose root rises (a single rotation) unless
% its inner subtree is the higher one, whose root then rises (a double
% rotation). Only a single rotation over a balanced subtree keeps the
% height.
'$rotate'(left, t(K, V, _, L, t(KR, VR, BR, RL, RR)), A, Shrunk) :-
    (   BR == (>)
    ->  A = t(KR, VR, -, t(K, V, -, L, RL), RR), Shrunk = yes
    ;   BR == (-)
    ->  A = t(KR, VR, <, t(K, V, >, L, RL), RR), Shrunk = no
    ;   RL = t(KX, VX, BX, XL, XR),
        '$double_balance'(BX, B1, B2),
        A = t(KX, VX, -, t(K, V, B1, L, XL), t(KR, VR, B2, XR, RR)),
        Shrunk = yes
    ).
'$rotate'(right, t(K, V, _, t(KL, VL, BL, LL, LR), R), A, Shrunk) :-
    (   BL == (<)
    ->  A = t(KL, VL, -, LL, t(K, V, -, LR, R)), Shrunk = yes
    ;   BL == (-)
    ->  A = t(KL, VL, >, LL, t(K, V, <, LR, R)), Shrunk = no
    ;   LR = t(KX, VX, BX, XL, XR),
        '$double_balance'(BX, B1, B2),
        A = t(KX, VX, -, t(KL, VL, B1, LL, XL), t(K, V, B2, XR, R)),
        Shrunk = yes
    ).

%!  get_assoc(+Key, +Assoc0, ?Value0, -Assoc, ?Value) is semidet
%
%   Assoc is Assoc0 with the value Value0 of Key replaced by Value; fails
%   when Key is not in Assoc0.
%
%   ?- list_to_assoc([a-1, b-2], A0), get_assoc(a, A0, Old, A, 9), assoc_to_list(A, L).
%   A0 = t(b, 2, <, t(a, 1, -, t, t), t), Old = 1, A = t(b, 2, <, t(a, 9, -, t, t), t), L = [a-9, b-2].
get_assoc(Key, t(K, V, B, L, R), Old, A, New) =>
    A = t(K, V1, B, L1, R1),
    compare(Order, Key, K),
    '$replace'(Order, Key, V, L, R, Old, New, V1, L1, R1).
get_assoc(_, t, _, _, _) =>
    fail.

'$replace'(=, _, V, L, R, V, New, New, L, R).
'$replace'(<, Key, V, L, R, Old, New, V, L1, R) :-
    get_assoc(Key, L, Old, L1, New).
'$replace'(>, Key, V, L, R, Old, New, V, L, R1) :-
    get_assoc(Key, R, Old, R1, New).

%!  gen_assoc(?Key, +Assoc, ?Value) is nondet
%
%   Key-Value is a pair of Assoc; enumerates them in ascending order of
%   keys. A ground Key is looked up.
%
%   ?- list_to_assoc([b-2, a-1], A), findall(K-V, gen_assoc(K, A, V), L).
%   A = t(b, 2, <, t(a, 1, -, t, t), t), L = [a-1, b-2].
gen_assoc(Key, Assoc, Value) :-
    (   ground(Key)
    ->  get_assoc(Key, Assoc, Value)
    ;   '$gen_assoc'(Assoc, Key, Value)
    ).

'$gen_assoc'(t(K, V, _, L, R), Key, Value) =>
    (   '$gen_assoc'(L, Key, Value)
    ;   Key = K, Value = V
    ;   '$gen_assoc'(R, Key, Value)
    ).
'$gen_assoc'(t, _, _) =>
    fail.

%!  map_assoc(:Goal, +Assoc) is semidet
%
%   True when call(Goal, V) succeeds for every value V of Assoc.
%
%   ?- list_to_assoc([a-1, b-2], A), map_assoc(integer, A).
%   A = t(b, 2, <, t(a, 1, -, t, t), t).
map_assoc(Goal, A) :-
    '$map_assoc'(A, Goal).

'$map_assoc'(t, _) =>
    true.
'$map_assoc'(t(_, V, _, L, R), Goal) =>
    '$map_assoc'(L, Goal),
    call(Goal, V),
    '$map_assoc'(R, Goal).

%!  map_assoc(:Goal, +Assoc0, -Assoc) is semidet
%
%   Assoc has the keys of Assoc0, each value V0 mapped to V by call(Goal, V0, V).
%
%   ?- list_to_assoc([a-1, b-2], A0), map_assoc(succ, A0, A), assoc_to_values(A, Vs).
%   A0 = t(b, 2, <, t(a, 1, -, t, t), t), A = t(b, 3, <, t(a, 2, -, t, t), t), Vs = [2, 3].
map_assoc(Goal, A0, A) :-
    '$map_assoc'(A0, Goal, A).

'$map_assoc'(t, _, A) =>
    A = t.
'$map_assoc'(t(K, V0, B, L0, R0), Goal, A) =>
    A = t(K, V, B, L, R),
    '$map_assoc'(L0, Goal, L),
    call(Goal, V0, V),
    '$map_assoc'(R0, Goal, R).

%!  is_assoc(@Assoc) is semidet
%
%   True when Assoc is a well-formed association list (ordered keys,
%   balances right).
%
%   ?- list_to_assoc([a-1], A), is_assoc(A).
%   A = t(a, 1, -, t, t).
is_assoc(A) :-
    nonvar(A),
    '$is_assoc'(A, _, _, _), !.
% An unbound argument is no AVL tree: is_assoc(X) fails, as in SWI-Prolog.
is_assoc(A) :-
    A == t.

'$is_assoc'(t(K, _, B, L, R), Min, Max, H) :-
    (   L == t -> Min = K, HL = 0
    ;   '$is_assoc'(L, Min, LMax, HL), LMax @< K
    ),
    (   R == t -> Max = K, HR = 0
    ;   '$is_assoc'(R, RMin, Max, HR), K @< RMin
    ),
    compare(B0, HR, HL),
    '$balance'(B0, B),
    H is max(HL, HR) + 1.
