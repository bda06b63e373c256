/*  hornbook library(rbtrees): red-black trees, as SWI-Prolog's
    library(rbtrees) (after YAP's). A tree is t(Nil, Root): Nil is the one
    empty node, black('', _, _, ''), shared by every leaf, and a node is
    red(Left, Key, Value, Right) or black(Left, Key, Value, Right). Keys
    are ordered by the standard order of terms. Insertion and deletion
    rebalance as in Cormen, Leiserson, Rivest and Stein's "Introduction to
    Algorithms", so the trees have the shapes SWI-Prolog gives them.

    A clause that takes a node apart must not meet the empty node first:
    black(L, K, V, R) unifies with it and would bind its (shared) key and
    value. Every walk therefore tests for the empty node, black('', _, _, _),
    before the clause for black nodes; the exported predicates match their
    tree argument with `=>`, so a term that is no tree raises
    existence_error(matching_rule, _) as in SWI-Prolog.
*/
:- module(rbtrees,
        [ rb_new/1, rb_empty/1, rb_lookup/3, rb_update/4, rb_update/5,
          rb_apply/4, rb_insert/4, rb_insert_new/4, rb_delete/3,
          rb_delete/4, rb_del_min/4, rb_del_max/4, rb_visit/2, rb_keys/2,
          rb_map/2, rb_map/3, rb_partial_map/4, rb_fold/4, rb_clone/3,
          rb_min/3, rb_max/3, rb_next/4, rb_previous/4, list_to_rbtree/2,
          ord_list_to_rbtree/2, is_rbtree/1, rb_size/2, rb_in/3
        ]).
:- meta_predicate rb_map(?, 1), rb_map(?, 2, ?), rb_partial_map(?, ?, 2, ?),
        rb_apply(?, ?, 2, ?), rb_fold(3, ?, ?, ?).

%!  rb_new(-Tree) is det
%
%   Tree is a new empty tree.
%
%   ?- rb_new(T), rb_size(T, N).
%   T = t(black('', _A, _B, ''), black('', _A, _B, '')), N = 0.
rb_new(t(Nil, Nil)) :-
    Nil = black('', _, _, '').

%!  rb_empty(?Tree) is semidet
%
%   True when Tree is an empty tree.
%
%   ?- list_to_rbtree([a-1], T), rb_empty(T).
%   false.
rb_empty(t(Nil, Nil)) :-
    Nil = black('', _, _, '').

%!  rb_lookup(+Key, -Value, +Tree) is semidet
%
%   Value is the value of Key in Tree; fails when Key is not there.
%
%   ?- list_to_rbtree([a-1, b-2, c-3], T), rb_lookup(b, V, T).
%   T = t(black('', _A, _B, ''), black(red(black('', _A, _B, ''), a, 1, black('', _A, _B, '')), b, 2, red(black('', _A, _B, ''), c, 3, black('', _A, _B, '')))), V = 2.
rb_lookup(Key, Value, t(_, Root)) =>
    '$lookup'(Root, Key, Value).

'$lookup'(black('', _, _, _), _, _) :- !, fail.
'$lookup'(Node, Key, Value) :-
    '$node'(Node, L, K, V, R),
    compare(Order, Key, K),
    '$lookup'(Order, Key, Value, L, V, R).

'$lookup'(=, _, V, _, V, _).
'$lookup'(<, Key, Value, L, _, _) :- '$lookup'(L, Key, Value).
'$lookup'(>, Key, Value, _, _, R) :- '$lookup'(R, Key, Value).

% '$node'(+Node, -Left, -Key, -Value, -Right): the parts of a node that is
% not the empty node.
'$node'(black(L, K, V, R), L, K, V, R).
'$node'(red(L, K, V, R), L, K, V, R).

% '$same_colour'(+Node, ?Left, ?Key, ?Value, ?Right, -New): New is a node
% of Node's colour with the parts given.
'$same_colour'(black(_, _, _, _), L, K, V, R, black(L, K, V, R)).
'$same_colour'(red(_, _, _, _), L, K, V, R, red(L, K, V, R)).

%!  rb_update(+Tree0, +Key, ?NewValue, -Tree) is semidet
%
%   Tree is Tree0 with the value of Key replaced by NewValue; fails when
%   Key is not in Tree0.
%
%   ?- list_to_rbtree([a-1], T0), rb_update(T0, a, 9, T), rb_lookup(a, V, T).
%   T0 = t(black('', _A, _B, ''), black(black('', _A, _B, ''), a, 1, black('', _A, _B, ''))), T = t(black('', _A, _B, ''), black(black('', _A, _B, ''), a, 9, black('', _A, _B, ''))), V = 9.
rb_update(t(Nil, Root0), Key, Value, Tree) =>
    Tree = t(Nil, Root),
    '$update'(Root0, Key, _, Value, Root).

%!  rb_update(+Tree0, +Key, -OldValue, ?NewValue, -Tree) is semidet
%
%   As rb_update/4, and OldValue is the value Key had in Tree0.
%
%   ?- list_to_rbtree([a-1], T0), rb_update(T0, a, Old, 9, _).
%   T0 = t(black('', _A, _B, ''), black(black('', _A, _B, ''), a, 1, black('', _A, _B, ''))), Old = 1.
rb_update(t(Nil, Root0), Key, Old, Value, Tree) =>
    Tree = t(Nil, Root),
    '$update'(Root0, Key, Old, Value, Root).

'$update'(black('', _, _, _), _, _, _, _) :- !, fail.
'$update'(Node, Key, Old, Value, New) :-
    '$node'(Node, L, K, V, R),
    compare(Order, Key, K),
    (   Order == (=)
    ->  Old = V,
        '$same_colour'(Node, L, K, Value, R, New)
    ;   Order == (<)
    ->  '$same_colour'(Node, L1, K, V, R, New),
        '$update'(L, Key, Old, Value, L1)
    ;   '$same_colour'(Node, L, K, V, R1, New),
        '$update'(R, Key, Old, Value, R1)
    ).

%!  rb_apply(+Tree0, +Key, :Goal, -Tree) is semidet
%
%   Tree is Tree0 with the value V0 of Key replaced by V, where
%   call(Goal, V0, V) holds; fails when Key is not in Tree0 or Goal fails.
%
%   ?- list_to_rbtree([a-1], T0), rb_apply(T0, a, succ, T), rb_lookup(a, V, T).
%   T0 = t(black('', _A, _B, ''), black(black('', _A, _B, ''), a, 1, black('', _A, _B, ''))), T = t(black('', _A, _B, ''), black(black('', _A, _B, ''), a, 2, black('', _A, _B, ''))), V = 2.
rb_apply(t(Nil, Root0), Key, Goal, Tree) =>
    Tree = t(Nil, Root),
    '$update'(Root0, Key, Old, New, Root),
    call(Goal, Old, New).

%!  rb_insert(+Tree0, +Key, ?Value, -Tree) is det
%
%   Tree is Tree0 with Key mapped to Value, replacing the value Key had.
%
%   ?- rb_new(T0), rb_insert(T0, k, v, T), rb_visit(T, Pairs).
%   T0 = t(black('', _A, _B, ''), black('', _A, _B, '')), T = t(black('', _A, _B, ''), black(black('', _A, _B, ''), k, v, black('', _A, _B, ''))), Pairs = [k-v].
rb_insert(t(Nil, Root0), Key, Value, Tree) =>
    Tree = t(Nil, Root),
    '$insert'(Root0, Key, Value, Nil, replace, Root1, _),
    '$blacken'(Root1, Root).

%!  rb_insert_new(+Tree0, +Key, ?Value, -Tree) is semidet
%
%   As rb_insert/4, but fails when Key is in Tree0 already.
%
%   ?- list_to_rbtree([a-1], T0), rb_insert_new(T0, a, 2, _).
%   false.
rb_insert_new(t(Nil, Root0), Key, Value, Tree) =>
    Tree = t(Nil, Root),
    '$insert'(Root0, Key, Value, Nil, new, Root1, _),
    '$blacken'(Root1, Root).

'$blacken'(red(L, K, V, R), black(L, K, V, R)) :- !.
'$blacken'(Node, Node).

% '$insert'(+Node0, +Key, ?Value, +Nil, +Mode, -Node, -Check): Node is
% Node0 with Key inserted. Check is `check` when Node is red and may have a
% red child, which the black node above it repairs; `ok` otherwise. Mode
% `new` fails on a key already there, `replace` replaces its value.
'$insert'(black('', _, _, _), Key, Value, Nil, _, red(Nil, Key, Value, Nil), check) :- !.
'$insert'(Node0, Key, Value, Nil, Mode, Node, Check) :-
    '$node'(Node0, L, K, V, R),
    compare(Order, Key, K),
    (   Order == (=)
    ->  Mode == replace,
        '$same_colour'(Node0, L, K, Value, R, Node),
        Check = ok
    ;   Node0 = red(_, _, _, _)
    ->  (   Order == (<)
        ->  Node = red(L1, K, V, R),
            '$insert'(L, Key, Value, Nil, Mode, L1, Check)
        ;   Node = red(L, K, V, R1),
            '$insert'(R, Key, Value, Nil, Mode, R1, Check)
        )
    ;   Order == (<)
    ->  '$insert'(L, Key, Value, Nil, Mode, L1, Check0),
        '$repair_left'(Check0, black(L1, K, V, R), Node, Check)
    ;   '$insert'(R, Key, Value, Nil, Mode, R1, Check0),
        '$repair_right'(Check0, black(L, K, V, R1), Node, Check)
    ).

% '$repair_left'(+Check0, +Node0, -Node, -Check): Node0 is a black node
% whose left child is red and may have a red child. When the right child
% (the uncle of that grandchild) is red too, both turn black and Node0 red,
% which may need a repair further up; otherwise one or two rotations make
% the red child's red child or the red child itself the black root.
'$repair_left'(ok, Node, Node, ok).
'$repair_left'(check, Node0, Node, Check) :-
    (   Node0 = black(red(A, KA, VA, B), K, V, red(C, KC, VC, D)),
        ( '$is_red'(A) ; '$is_red'(B) )
    ->  Node = red(black(A, KA, VA, B), K, V, black(C, KC, VC, D)),
        Check = check
    ;   Node0 = black(red(A, KA, VA, red(B, KB, VB, C)), K, V, D)
    ->  Node = black(red(A, KA, VA, B), KB, VB, red(C, K, V, D)),
        Check = ok
    ;   Node0 = black(red(red(A, KA, VA, B), KB, VB, C), K, V, D)
    ->  Node = black(red(A, KA, VA, B), KB, VB, red(C, K, V, D)),
        Check = ok
    ;   Node = Node0,
        Check = ok
    ).

'$repair_right'(ok, Node, Node, ok).
'$repair_right'(check, Node0, Node, Check) :-
    (   Node0 = black(red(A, KA, VA, B), K, V, red(C, KC, VC, D)),
        ( '$is_red'(C) ; '$is_red'(D) )
    ->  Node = red(black(A, KA, VA, B), K, V, black(C, KC, VC, D)),
        Check = check
    ;   Node0 = black(A, K, V, red(red(B, KB, VB, C), KC, VC, D))
    ->  Node = black(red(A, K, V, B), KB, VB, red(C, KC, VC, D)),
        Check = ok
    ;   Node0 = black(A, K, V, red(B, KB, VB, red(C, KC, VC, D)))
    ->  Node = black(red(A, K, V, B), KB, VB, red(C, KC, VC, D)),
        Check = ok
    ;   Node = Node0,
        Check = ok
    ).

'$is_red'(Node) :-
    nonvar(Node),
    Node = red(_, _, _, _).

%!  rb_delete(+Tree0, +Key, -Tree) is semidet
%
%   Tree is Tree0 without Key; fails when Key is not in Tree0.
%
%   ?- list_to_rbtree([a-1, b-2], T0), rb_delete(T0, a, T), rb_keys(T, Ks).
%   T0 = t(black('', _A, _B, ''), black(black('', _A, _B, ''), a, 1, red(black('', _A, _B, ''), b, 2, black('', _A, _B, '')))), T = t(black('', _A, _B, ''), black(black('', _A, _B, ''), b, 2, black('', _A, _B, ''))), Ks = [b].
rb_delete(t(Nil, Root0), Key, Tree) =>
    Tree = t(Nil, Root),
    '$delete'(Root0, Key, _, Root, _).

%!  rb_delete(+Tree0, +Key, -Value, -Tree) is semidet
%
%   As rb_delete/3, and Value is the value Key had.
%
%   ?- list_to_rbtree([a-1, b-2], T0), rb_delete(T0, b, V, _).
%   T0 = t(black('', _A, _B, ''), black(black('', _A, _B, ''), a, 1, red(black('', _A, _B, ''), b, 2, black('', _A, _B, '')))), V = 2.
rb_delete(t(Nil, Root0), Key, Value, Tree) =>
    Tree = t(Nil, Root),
    '$delete'(Root0, Key, Value0, Root, _),
    Value = Value0.

%!  rb_del_min(+Tree0, -Key, -Value, -Tree) is semidet
%
%   Key and Value are the pair of the smallest key in Tree0, and Tree is
%   Tree0 without it; fails on an empty tree.
%
%   ?- list_to_rbtree([b-2, a-1], T0), rb_del_min(T0, K, V, _).
%   T0 = t(black('', _A, _B, ''), black(black('', _A, _B, ''), a, 1, red(black('', _A, _B, ''), b, 2, black('', _A, _B, '')))), K = a, V = 1.
rb_del_min(t(Nil, Root0), Key, Value, Tree) =>
    Tree = t(Nil, Root),
    '$delete_min'(Root0, Key, Value, Root, _).

%!  rb_del_max(+Tree0, -Key, -Value, -Tree) is semidet
%
%   Key and Value are the pair of the largest key in Tree0, and Tree is
%   Tree0 without it; fails on an empty tree.
%
%   ?- list_to_rbtree([b-2, a-1], T0), rb_del_max(T0, K, V, _).
%   T0 = t(black('', _A, _B, ''), black(black('', _A, _B, ''), a, 1, red(black('', _A, _B, ''), b, 2, black('', _A, _B, '')))), K = b, V = 2.
rb_del_max(t(Nil, Root0), Key, Value, Tree) =>
    Tree = t(Nil, Root),
    '$delete_max'(Root0, Key, Value, Root, _).

% '$delete'(+Node0, +Key, -Value, -Node, -Short): Node is Node0 without
% Key. Short is `short` when Node has one black node less on its paths
% than Node0 had, which the node above repairs; `ok` otherwise.
'$delete'(black('', _, _, _), _, _, _, _) :- !, fail.
'$delete'(Node0, Key, Value, Node, Short) :-
    '$node'(Node0, L, K, V, R),
    compare(Order, Key, K),
    (   Order == (<)
    ->  '$delete'(L, Key, Value, L1, Short0),
        '$same_colour'(Node0, L1, K, V, R, Node1),
        '$repair_short_left'(Short0, Node1, Node, Short)
    ;   Order == (>)
    ->  '$delete'(R, Key, Value, R1, Short0),
        '$same_colour'(Node0, L, K, V, R1, Node1),
        '$repair_short_right'(Short0, Node1, Node, Short)
    ;   Value = V,
        '$remove_node'(Node0, Node, Short)
    ).

% '$remove_node'(+Node0, -Node, -Short): Node replaces Node0, taken out of
% the tree. A node with an empty child gives way to its other child (made
% black when Node0 was black and it is red); a node with two children
% takes the key and value of its successor, the smallest key of its right
% subtree, which is removed there.
'$remove_node'(Node0, Node, Short) :-
    '$node'(Node0, L, _, _, R),
    (   L = black('', _, _, _)
    ->  '$lift_child'(Node0, R, Node, Short)
    ;   R = black('', _, _, _)
    ->  '$lift_child'(Node0, L, Node, Short)
    ;   '$delete_min'(R, K, V, R1, Short0),
        '$same_colour'(Node0, L, K, V, R1, Node1),
        '$repair_short_right'(Short0, Node1, Node, Short)
    ).

% '$lift_child'(+Removed, +Child, -Node, -Short)
'$lift_child'(red(_, _, _, _), Child, Child, ok).
'$lift_child'(black(_, _, _, _), Child, Node, Short) :-
    (   Child = red(L, K, V, R)
    ->  Node = black(L, K, V, R),
        Short = ok
    ;   Node = Child,
        Short = short
    ).

'$delete_min'(black('', _, _, _), _, _, _, _) :- !, fail.
'$delete_min'(Node0, Key, Value, Node, Short) :-
    '$node'(Node0, L, K, V, R),
    (   L = black('', _, _, _)
    ->  Key = K,
        Value = V,
        '$lift_child'(Node0, R, Node, Short)
    ;   '$delete_min'(L, Key, Value, L1, Short0),
        '$same_colour'(Node0, L1, K, V, R, Node1),
        '$repair_short_left'(Short0, Node1, Node, Short)
    ).

'$delete_max'(black('', _, _, _), _, _, _, _) :- !, fail.
'$delete_max'(Node0, Key, Value, Node, Short) :-
    '$node'(Node0, L, K, V, R),
    (   R = black('', _, _, _)
    ->  Key = K,
        Value = V,
        '$lift_child'(Node0, L, Node, Short)
    ;   '$delete_max'(R, Key, Value, R1, Short0),
        '$same_colour'(Node0, L, K, V, R1, Node1),
        '$repair_short_right'(Short0, Node1, Node, Short)
    ).

% '$repair_short_left'(+Short0, +Node0, -Node, -Short): the left subtree
% of Node0 is one black node short. The cases of the sibling S (the right
% child), as in Cormen et al.:
%   1. S red: rotate S up (it turns black, the parent red) and repair the
%      parent, now red, below it;
%   2. S black with black children: S turns red, which the parent absorbs
%      when red (turning black), else the parent is short in turn;
%   3. S black, its left child red, its right one black: that child
%      becomes the root of the subtree, in the parent's colour;
%   4. S black, its right child red: S becomes the root of the subtree in
%      the parent's colour, its right child and the parent black.
'$repair_short_left'(ok, Node, Node, ok).
'$repair_short_left'(short, Node0, Node, Short) :-
    '$node'(Node0, A, K, V, S),
    (   S = red(C, KS, VS, D)
    ->  '$repair_short_left'(short, red(A, K, V, C), Left, _),
        Node = black(Left, KS, VS, D),
        Short = ok
    ;   S = black(C, KS, VS, D),
        \+ '$is_red'(C), \+ '$is_red'(D)
    ->  (   Node0 = red(_, _, _, _)
        ->  Node = black(A, K, V, red(C, KS, VS, D)),
            Short = ok
        ;   Node = black(A, K, V, red(C, KS, VS, D)),
            Short = short
        )
    ;   S = black(red(C1, KC, VC, C2), KS, VS, D), \+ '$is_red'(D)
    ->  '$same_colour'(Node0, black(A, K, V, C1), KC, VC, black(C2, KS, VS, D), Node),
        Short = ok
    ;   S = black(C, KS, VS, red(D1, KD, VD, D2))
    ->  '$same_colour'(Node0, black(A, K, V, C), KS, VS, black(D1, KD, VD, D2), Node),
        Short = ok
    ).

% The mirror image of '$repair_short_left'/4: the right subtree is short
% and the sibling is the left child.
'$repair_short_right'(ok, Node, Node, ok).
'$repair_short_right'(short, Node0, Node, Short) :-
    '$node'(Node0, S, K, V, A),
    (   S = red(D, KS, VS, C)
    ->  '$repair_short_right'(short, red(C, K, V, A), Right, _),
        Node = black(D, KS, VS, Right),
        Short = ok
    ;   S = black(D, KS, VS, C),
        \+ '$is_red'(C), \+ '$is_red'(D)
    ->  (   Node0 = red(_, _, _, _)
        ->  Node = black(red(D, KS, VS, C), K, V, A),
            Short = ok
        ;   Node = black(red(D, KS, VS, C), K, V, A),
            Short = short
        )
    ;   S = black(D, KS, VS, red(C2, KC, VC, C1)), \+ '$is_red'(D)
    ->  '$same_colour'(Node0, black(D, KS, VS, C2), KC, VC, black(C1, K, V, A), Node),
        Short = ok
    ;   S = black(red(D2, KD, VD, D1), KS, VS, C)
    ->  '$same_colour'(Node0, black(D2, KD, VD, D1), KS, VS, black(C, K, V, A), Node),
        Short = ok
    ).

%!  rb_visit(+Tree, -Pairs) is det
%
%   Pairs holds the Key-Value pairs of Tree in the order of the keys.
%
%   ?- list_to_rbtree([b-2, a-1], T), rb_visit(T, Pairs).
%   T = t(black('', _A, _B, ''), black(black('', _A, _B, ''), a, 1, red(black('', _A, _B, ''), b, 2, black('', _A, _B, '')))), Pairs = [a-1, b-2].
rb_visit(t(_, Root), Pairs) =>
    '$pairs'(Root, Pairs, []).

'$pairs'(black('', _, _, _), Pairs0, Pairs) :- !,
    Pairs0 = Pairs.
'$pairs'(Node, Pairs0, Pairs) :-
    '$node'(Node, L, K, V, R),
    '$pairs'(L, Pairs0, [K-V|Pairs1]),
    '$pairs'(R, Pairs1, Pairs).

%!  rb_keys(+Tree, -Keys) is det
%
%   Keys holds the keys of Tree in order.
%
%   ?- list_to_rbtree([b-2, a-1], T), rb_keys(T, Ks).
%   T = t(black('', _A, _B, ''), black(black('', _A, _B, ''), a, 1, red(black('', _A, _B, ''), b, 2, black('', _A, _B, '')))), Ks = [a, b].
rb_keys(t(_, Root), Keys) =>
    '$keys'(Root, Keys, []).

'$keys'(black('', _, _, _), Keys0, Keys) :- !,
    Keys0 = Keys.
'$keys'(Node, Keys0, Keys) :-
    '$node'(Node, L, K, _, R),
    '$keys'(L, Keys0, [K|Keys1]),
    '$keys'(R, Keys1, Keys).

%!  rb_size(+Tree, -Size) is det
%
%   Size is the number of keys of Tree.
%
%   ?- list_to_rbtree([a-1, b-2, c-3], T), rb_size(T, N).
%   T = t(black('', _A, _B, ''), black(red(black('', _A, _B, ''), a, 1, black('', _A, _B, '')), b, 2, red(black('', _A, _B, ''), c, 3, black('', _A, _B, '')))), N = 3.
rb_size(t(_, Root), Size) =>
    '$size'(Root, 0, Size).

'$size'(black('', _, _, _), Size0, Size) :- !,
    Size = Size0.
'$size'(Node, Size0, Size) :-
    '$node'(Node, L, _, _, R),
    Size1 is Size0 + 1,
    '$size'(L, Size1, Size2),
    '$size'(R, Size2, Size).

%!  rb_map(+Tree, :Goal) is semidet
%
%   True when call(Goal, Value) holds for every value of Tree. Goal is
%   called on a node before its subtrees.
%
%   ?- list_to_rbtree([a-1, b-2], T), rb_map(T, integer).
%   T = t(black('', _A, _B, ''), black(black('', _A, _B, ''), a, 1, red(black('', _A, _B, ''), b, 2, black('', _A, _B, '')))).
rb_map(t(_, Root), Goal) =>
    '$map'(Root, Goal).

'$map'(black('', _, _, _), _) :- !.
'$map'(Node, Goal) :-
    '$node'(Node, L, _, V, R),
    call(Goal, V),
    '$map'(L, Goal),
    '$map'(R, Goal).

%!  rb_map(+Tree0, :Goal, -Tree) is semidet
%
%   Tree has the keys and shape of Tree0, each value V0 replaced by V
%   where call(Goal, V0, V) holds. Fails when Goal fails on a value; Goal
%   is called on a node before its subtrees.
%
%   ?- list_to_rbtree([a-1, b-2], T0), rb_map(T0, succ, T), rb_visit(T, Pairs).
%   T0 = t(black('', _A, _B, ''), black(black('', _A, _B, ''), a, 1, red(black('', _A, _B, ''), b, 2, black('', _A, _B, '')))), T = t(black('', _A, _B, ''), black(black('', _A, _B, ''), a, 2, red(black('', _A, _B, ''), b, 3, black('', _A, _B, '')))), Pairs = [a-2, b-3].
rb_map(t(Nil, Root0), Goal, Tree) =>
    Tree = t(Nil, Root),
    '$map'(Root0, Goal, Nil, Root).

'$map'(black('', _, _, _), _, Nil, Node) :- !,
    Node = Nil.
'$map'(Node0, Goal, Nil, Node) :-
    '$node'(Node0, L0, K, V0, R0),
    '$same_colour'(Node0, L, K, V, R, Node),
    call(Goal, V0, V),
    '$map'(L0, Goal, Nil, L),
    '$map'(R0, Goal, Nil, R).

%!  rb_partial_map(+Tree0, +Keys, :Goal, -Tree) is semidet
%
%   Tree is Tree0 with the value V0 of each key of the sorted list Keys
%   replaced by V, where call(Goal, V0, V) holds (a value whose Goal fails
%   stays). Fails when a key of Keys is not in Tree0.
%
%   ?- list_to_rbtree([a-1, b-2, c-3], T0), rb_partial_map(T0, [a, c], succ, T), rb_visit(T, Pairs).
%   T0 = t(black('', _A, _B, ''), black(red(black('', _A, _B, ''), a, 1, black('', _A, _B, '')), b, 2, red(black('', _A, _B, ''), c, 3, black('', _A, _B, '')))), T = t(black('', _A, _B, ''), black(red(black('', _A, _B, ''), a, 2, black('', _A, _B, '')), b, 2, red(black('', _A, _B, ''), c, 4, black('', _A, _B, '')))), Pairs = [a-2, b-2, c-4].
rb_partial_map(t(Nil, Root0), Keys, Goal, Tree) =>
    Tree = t(Nil, Root),
    '$partial_map'(Root0, Keys, [], Nil, Goal, Root).

% '$partial_map'(+Node0, +Keys0, -Keys, +Nil, :Goal, -Node): Keys are the
% keys of Keys0 left after the keys of Node0 (in order) took theirs.
'$partial_map'(Node, [], Keys, _, _, Node) :- !,
    Keys = [].
'$partial_map'(black('', _, _, _), Keys0, Keys, Nil, _, Node) :- !,
    Keys = Keys0,
    Node = Nil.
'$partial_map'(Node0, Keys0, Keys, Nil, Goal, Node) :-
    '$node'(Node0, L0, K, V0, R0),
    '$same_colour'(Node0, L, K, V, R, Node),
    '$partial_map'(L0, Keys0, Keys1, Nil, Goal, L),
    (   Keys1 = [K1|Keys2], K1 == K
    ->  ( call(Goal, V0, V1) -> V = V1 ; V = V0 ),
        '$partial_map'(R0, Keys2, Keys, Nil, Goal, R)
    ;   V = V0,
        '$partial_map'(R0, Keys1, Keys, Nil, Goal, R)
    ).

%!  rb_fold(:Goal, +Tree, +State0, -State) is det
%
%   Calls Goal on each Key-Value pair of Tree in the order of the keys,
%   threading a state: call(Goal, Key-Value, S0, S).
%
%   ?- list_to_rbtree([a-1, b-2], T), rb_fold([_-V, S0, S]>>(S is S0 + V), T, 0, Sum).
%   T = t(black('', _A, _B, ''), black(black('', _A, _B, ''), a, 1, red(black('', _A, _B, ''), b, 2, black('', _A, _B, '')))), Sum = 3.
rb_fold(Goal, t(_, Root), State0, State) =>
    '$fold'(Root, Goal, State0, State).

'$fold'(black('', _, _, _), _, State0, State) :- !,
    State = State0.
'$fold'(Node, Goal, State0, State) :-
    '$node'(Node, L, K, V, R),
    '$fold'(L, Goal, State0, State1),
    call(Goal, K-V, State1, State2),
    '$fold'(R, Goal, State2, State).

%!  rb_clone(+Tree0, -Tree, -Pairs) is det
%
%   Tree has the keys and shape of Tree0 with fresh variables as values;
%   Pairs holds its Key-Variable pairs in order.
%
%   ?- list_to_rbtree([a-1], T0), rb_clone(T0, _, Pairs).
%   T0 = t(black('', _A, _B, ''), black(black('', _A, _B, ''), a, 1, black('', _A, _B, ''))), Pairs = [a-_].
rb_clone(t(Nil, Root0), Tree, Pairs) =>
    Tree = t(Nil, Root),
    '$clone'(Root0, Nil, Root, Pairs, []).

'$clone'(black('', _, _, _), Nil, Node, Pairs0, Pairs) :- !,
    Node = Nil,
    Pairs0 = Pairs.
'$clone'(Node0, Nil, Node, Pairs0, Pairs) :-
    '$node'(Node0, L0, K, _, R0),
    '$same_colour'(Node0, L, K, V, R, Node),
    '$clone'(L0, Nil, L, Pairs0, [K-V|Pairs1]),
    '$clone'(R0, Nil, R, Pairs1, Pairs).

%!  rb_min(+Tree, -Key, -Value) is semidet
%
%   Key is the smallest key of Tree and Value its value; fails on an
%   empty tree.
%
%   ?- list_to_rbtree([b-2, a-1], T), rb_min(T, K, V).
%   T = t(black('', _A, _B, ''), black(black('', _A, _B, ''), a, 1, red(black('', _A, _B, ''), b, 2, black('', _A, _B, '')))), K = a, V = 1.
rb_min(t(_, Root), Key, Value) =>
    '$min'(Root, Key, Value).

'$min'(black('', _, _, _), _, _) :- !, fail.
'$min'(Node, Key, Value) :-
    '$node'(Node, L, K, V, _),
    (   L = black('', _, _, _)
    ->  Key = K,
        Value = V
    ;   '$min'(L, Key, Value)
    ).

%!  rb_max(+Tree, -Key, -Value) is semidet
%
%   Key is the largest key of Tree and Value its value; fails on an empty
%   tree.
%
%   ?- list_to_rbtree([b-2, a-1], T), rb_max(T, K, V).
%   T = t(black('', _A, _B, ''), black(black('', _A, _B, ''), a, 1, red(black('', _A, _B, ''), b, 2, black('', _A, _B, '')))), K = b, V = 2.
rb_max(t(_, Root), Key, Value) =>
    '$max'(Root, Key, Value).

'$max'(black('', _, _, _), _, _) :- !, fail.
'$max'(Node, Key, Value) :-
    '$node'(Node, _, K, V, R),
    (   R = black('', _, _, _)
    ->  Key = K,
        Value = V
    ;   '$max'(R, Key, Value)
    ).

%!  rb_next(+Tree, +Key, -Next, -Value) is semidet
%
%   Next is the key after Key in Tree and Value its value; fails when Key
%   is not in Tree or is its largest key.
%
%   ?- list_to_rbtree([a-1, b-2, c-3], T), rb_next(T, a, K, V).
%   T = t(black('', _A, _B, ''), black(red(black('', _A, _B, ''), a, 1, black('', _A, _B, '')), b, 2, red(black('', _A, _B, ''), c, 3, black('', _A, _B, '')))), K = b, V = 2.
rb_next(t(_, Root), Key, Next, Value) =>
    '$next'(Root, Key, none, Next, Value).

% '$next'(+Node, +Key, +Above, -Next, -Value): Above is the pair of the
% nearest node above whose left subtree holds Node, or `none`.
'$next'(black('', _, _, _), _, _, _, _) :- !, fail.
'$next'(Node, Key, Above, Next, Value) :-
    '$node'(Node, L, K, V, R),
    compare(Order, Key, K),
    (   Order == (<)
    ->  '$next'(L, Key, K-V, Next, Value)
    ;   Order == (>)
    ->  '$next'(R, Key, Above, Next, Value)
    ;   '$min'(R, Next0, Value0)
    ->  Next = Next0,
        Value = Value0
    ;   Above = Next-Value
    ).

%!  rb_previous(+Tree, +Key, -Previous, -Value) is semidet
%
%   Previous is the key before Key in Tree and Value its value; fails when
%   Key is not in Tree or is its smallest key.
%
%   ?- list_to_rbtree([a-1, b-2, c-3], T), rb_previous(T, c, K, V).
%   T = t(black('', _A, _B, ''), black(red(black('', _A, _B, ''), a, 1, black('', _A, _B, '')), b, 2, red(black('', _A, _B, ''), c, 3, black('', _A, _B, '')))), K = b, V = 2.
rb_previous(t(_, Root), Key, Previous, Value) =>
    '$previous'(Root, Key, none, Previous, Value).

'$previous'(black('', _, _, _), _, _, _, _) :- !, fail.
'$previous'(Node, Key, Above, Previous, Value) :-
    '$node'(Node, L, K, V, R),
    compare(Order, Key, K),
    (   Order == (>)
    ->  '$previous'(R, Key, K-V, Previous, Value)
    ;   Order == (<)
    ->  '$previous'(L, Key, Above, Previous, Value)
    ;   '$max'(L, Previous0, Value0)
    ->  Previous = Previous0,
        Value = Value0
    ;   Above = Previous-Value
    ).

%!  rb_in(?Key, ?Value, +Tree) is nondet
%
%   Key-Value is a pair of Tree; enumerates them in the order of the keys.
%   A ground Key is looked up.
%
%   ?- list_to_rbtree([a-1, b-2], T), findall(K-V, rb_in(K, V, T), Pairs).
%   T = t(black('', _A, _B, ''), black(black('', _A, _B, ''), a, 1, red(black('', _A, _B, ''), b, 2, black('', _A, _B, '')))), Pairs = [a-1, b-2].
rb_in(Key, Value, t(_, Root)) =>
    (   ground(Key)
    ->  '$lookup'(Root, Key, Value)
    ;   '$in'(Root, Key, Value)
    ).

'$in'(black('', _, _, _), _, _) :- !, fail.
'$in'(Node, Key, Value) :-
    '$node'(Node, L, K, V, R),
    (   '$in'(L, Key, Value)
    ;   Key = K, Value = V
    ;   '$in'(R, Key, Value)
    ).

%!  list_to_rbtree(+Pairs, -Tree) is det
%
%   Tree holds the Key-Value pairs of Pairs, which are sorted first. As in
%   SWI-Prolog, keys are not checked to be distinct.
%
%   ?- list_to_rbtree([b-2, a-1], T), rb_lookup(a, V, T).
%   T = t(black('', _A, _B, ''), black(black('', _A, _B, ''), a, 1, red(black('', _A, _B, ''), b, 2, black('', _A, _B, '')))), V = 1.
list_to_rbtree(Pairs, Tree) :-
    sort(Pairs, Sorted),
    ord_list_to_rbtree(Sorted, Tree).

%!  ord_list_to_rbtree(+Pairs, -Tree) is det
%
%   Tree holds the Key-Value pairs of Pairs, whose keys must be in
%   ascending order and distinct (this is not checked, as in SWI-Prolog).
%   The tree is built in linear time: balanced, with the nodes of its
%   lowest full level red when the level below them is not full.
%
%   ?- ord_list_to_rbtree([a-1, b-2, c-3], T), rb_keys(T, Ks).
%   T = t(black('', _A, _B, ''), black(red(black('', _A, _B, ''), a, 1, black('', _A, _B, '')), b, 2, red(black('', _A, _B, ''), c, 3, black('', _A, _B, '')))), Ks = [a, b, c].
ord_list_to_rbtree(Pairs, Tree) =>
    Tree = t(Nil, Root),
    Nil = black('', _, _, ''),
    length(Pairs, N),
    (   N =:= 0
    ->  Root = Nil
    ;   N =:= 1
    ->  Pairs = [K-V],
        Root = black(Nil, K, V, Nil)
    ;   Depth is msb(N),
        '$build'(N, Pairs, [], Depth, Nil, Root)
    ).

% '$build'(+N, +Pairs0, -Pairs, +Depth, +Nil, -Node): Node holds the first
% N pairs of Pairs0, the middle one at its root (the lower middle for an
% even N); a node at depth 0 from the bottom is red.
'$build'(0, Pairs0, Pairs, _, Nil, Node) :- !,
    Pairs = Pairs0,
    Node = Nil.
'$build'(N, Pairs0, Pairs, Depth, Nil, Node) :-
    NL is (N - 1) // 2,
    NR is N - 1 - NL,
    Depth1 is Depth - 1,
    '$build'(NL, Pairs0, [K-V|Pairs1], Depth1, Nil, L),
    '$build'(NR, Pairs1, Pairs, Depth1, Nil, R),
    (   Depth =:= 0
    ->  Node = red(L, K, V, R)
    ;   Node = black(L, K, V, R)
    ).

%!  is_rbtree(@Term) is semidet
%
%   True when Term is a red-black tree: a black root, no red node with a
%   red child, as many black nodes on every path, keys in ascending order.
%
%   ?- list_to_rbtree([a-1, b-2, c-3], T), is_rbtree(T).
%   T = t(black('', _A, _B, ''), black(red(black('', _A, _B, ''), a, 1, black('', _A, _B, '')), b, 2, red(black('', _A, _B, ''), c, 3, black('', _A, _B, '')))).
is_rbtree(Tree), var(Tree) =>
    fail.
is_rbtree(t(Nil, Nil)) =>
    true.
is_rbtree(t(_, Root)) =>
    nonvar(Root),
    Root = black(_, _, _, _),
    '$valid'(Root, none, none, _).
is_rbtree(_) =>
    fail.

% '$valid'(+Node, +Low, +High, -Blacks): the keys of Node lie strictly
% between Low and High (`none` when unbounded), and each path down has
% Blacks black nodes.
'$valid'(Node, _, _, _) :-
    var(Node),
    !,
    fail.
'$valid'(black('', _, _, ''), _, _, Blacks) :- !,
    Blacks = 0.
'$valid'(Node, Low, High, Blacks) :-
    '$node'(Node, L, K, _, R),
    ( Low = above(Min) -> K @> Min ; true ),
    ( High = below(Max) -> K @< Max ; true ),
    (   Node = red(_, _, _, _)
    ->  \+ '$is_red'(L), \+ '$is_red'(R),
        Own = 0
    ;   Own = 1
    ),
    '$valid'(L, Low, below(K), BL),
    '$valid'(R, above(K), High, BR),
    BL =:= BR,
    Blacks is BL + Own.
