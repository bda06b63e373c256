/*  hornbook library(heaps): priority queues, as SWI-Prolog's library(heaps)
    (after SICStus Prolog's). A heap is heap(Tree, Size): Tree is `nil` or
    a pairing heap t(Key, Priority, Subheaps), whose Subheaps are trees of
    priorities no smaller (in the standard order) than Priority. The
    shapes are those SWI-Prolog builds, so a program that prints a heap
    prints the same term.

    A pairing heap inserts and merges in constant time; taking the minimum
    pairs the subheaps two by two, which costs logarithmic time amortized.
*/
:- module(heaps,
        [ empty_heap/1, singleton_heap/3, add_to_heap/4, get_from_heap/4,
          min_of_heap/3, min_of_heap/5, heap_size/2, heap_to_list/2,
          list_to_heap/2, merge_heaps/3, delete_from_heap/4, is_heap/1
        ]).

%!  empty_heap(?Heap) is semidet
%
%   Heap is the heap without elements.
%
%   ?- empty_heap(H), heap_size(H, N).
%   H = heap(nil, 0), N = 0.
empty_heap(heap(nil, 0)).

%!  singleton_heap(?Heap, ?Priority, ?Key) is semidet
%
%   Heap holds Key with Priority and nothing else.
%
%   ?- singleton_heap(H, 1, a).
%   H = heap(t(a, 1, []), 1).
singleton_heap(heap(t(Key, Priority, []), 1), Priority, Key).

%!  add_to_heap(+Heap0, +Priority, ?Key, -Heap) is det
%
%   Heap is Heap0 with Key inserted at Priority. A heap may hold a key
%   more than once.
%
%   ?- empty_heap(H0), add_to_heap(H0, 5, five, H1), add_to_heap(H1, 2, two, H), min_of_heap(H, P, K).
%   H0 = heap(nil, 0), H1 = heap(t(five, 5, []), 1), H = heap(t(two, 2, [t(five, 5, [])]), 2), P = 2, K = two.
add_to_heap(heap(Tree0, Size0), Priority, Key, heap(Tree, Size)) :-
    '$meld'(Tree0, t(Key, Priority, []), Tree),
    Size is Size0 + 1.

%!  get_from_heap(?Heap0, ?Priority, ?Key, -Heap) is semidet
%
%   Key has the lowest Priority in Heap0, and Heap is Heap0 without it.
%   Fails on an empty heap.
%
%   ?- list_to_heap([3-c, 1-a, 2-b], H0), get_from_heap(H0, P, K, H), heap_size(H, N).
%   H0 = heap(t(a, 1, [t(b, 2, []), t(c, 3, [])]), 3), P = 1, K = a, H = heap(t(b, 2, [t(c, 3, [])]), 2), N = 2.
get_from_heap(heap(t(Key, Priority, Subheaps), Size0), Priority, Key, heap(Tree, Size)) :-
    '$pair_up'(Subheaps, Tree),
    Size is Size0 - 1.

%!  min_of_heap(+Heap, ?Priority, ?Key) is semidet
%
%   Key has the lowest Priority in Heap (which keeps it). Fails on an
%   empty heap.
%
%   ?- list_to_heap([3-c, 1-a], H), min_of_heap(H, P, K).
%   H = heap(t(a, 1, [t(c, 3, [])]), 2), P = 1, K = a.
min_of_heap(heap(t(Key, Priority, _), _), Priority, Key).

%!  min_of_heap(+Heap, ?Priority1, ?Key1, ?Priority2, ?Key2) is semidet
%
%   Key1 and Key2 are the elements of the lowest and second lowest
%   priorities in Heap. Fails when Heap has fewer than two elements.
%
%   ?- list_to_heap([3-c, 1-a, 2-b], H), min_of_heap(H, P1, K1, P2, K2).
%   H = heap(t(a, 1, [t(b, 2, []), t(c, 3, [])]), 3), P1 = 1, K1 = a, P2 = 2, K2 = b.
min_of_heap(Heap, Priority1, Key1, Priority2, Key2) :-
    get_from_heap(Heap, Priority1, Key1, Rest),
    min_of_heap(Rest, Priority2, Key2).

%!  heap_size(+Heap, -Size) is det
%
%   Size is the number of elements of Heap.
%
%   ?- list_to_heap([1-a, 2-b], H), heap_size(H, N).
%   H = heap(t(a, 1, [t(b, 2, [])]), 2), N = 2.
heap_size(heap(_, Size), Size).

%!  heap_to_list(+Heap, -Pairs) is det
%
%   Pairs holds the Priority-Key pairs of Heap by ascending priority.
%
%   ?- list_to_heap([3-c, 1-a, 2-b], H), heap_to_list(H, L).
%   H = heap(t(a, 1, [t(b, 2, []), t(c, 3, [])]), 3), L = [1-a, 2-b, 3-c].
heap_to_list(heap(nil, 0), Pairs) :-
    !,
    Pairs = [].
heap_to_list(Heap, [Priority-Key|Pairs]) :-
    get_from_heap(Heap, Priority, Key, Rest),
    heap_to_list(Rest, Pairs).

%!  list_to_heap(+Pairs, -Heap) is det
%
%   Heap holds the Priority-Key pairs of Pairs, inserted from first to
%   last.
%
%   ?- list_to_heap([2-b, 1-a], H), heap_to_list(H, L).
%   H = heap(t(a, 1, [t(b, 2, [])]), 2), L = [1-a, 2-b].
list_to_heap(Pairs, Heap) :-
    '$add_pairs'(Pairs, heap(nil, 0), Heap).

'$add_pairs'([], Heap, Heap).
'$add_pairs'([Priority-Key|Pairs], Heap0, Heap) :-
    add_to_heap(Heap0, Priority, Key, Heap1),
    '$add_pairs'(Pairs, Heap1, Heap).

%!  merge_heaps(+Heap1, +Heap2, -Heap) is det
%
%   Heap holds the elements of both heaps.
%
%   ?- list_to_heap([1-a, 4-d], H1), list_to_heap([2-b], H2), merge_heaps(H1, H2, H), heap_to_list(H, L).
%   H1 = heap(t(a, 1, [t(d, 4, [])]), 2), H2 = heap(t(b, 2, []), 1), H = heap(t(a, 1, [t(b, 2, []), t(d, 4, [])]), 3), L = [1-a, 2-b, 4-d].
merge_heaps(heap(Tree1, Size1), heap(Tree2, Size2), heap(Tree, Size)) :-
    '$meld'(Tree1, Tree2, Tree),
    Size is Size1 + Size2.

%!  delete_from_heap(+Heap0, -Priority, +Key, -Heap) is semidet
%
%   Heap is Heap0 without its element Key (the first met in priority
%   order), whose priority is Priority. Fails when Key is not in Heap0.
%   Takes linear time: the elements before Key are taken out and put back.
%
%   ?- list_to_heap([1-a, 2-b, 3-c], H0), delete_from_heap(H0, P, b, H), heap_to_list(H, L).
%   H0 = heap(t(a, 1, [t(c, 3, []), t(b, 2, [])]), 3), P = 2, H = heap(t(a, 1, [t(c, 3, [])]), 2), L = [1-a, 3-c].
delete_from_heap(Heap0, Priority, Key, Heap) :-
    get_from_heap(Heap0, Priority, Key, Heap),
    !.
delete_from_heap(Heap0, Priority, Key, Heap) :-
    get_from_heap(Heap0, FirstPriority, FirstKey, Heap1),
    delete_from_heap(Heap1, Priority, Key, Heap2),
    add_to_heap(Heap2, FirstPriority, FirstKey, Heap).

%!  is_heap(@Term) is semidet
%
%   True when Term is a heap: its size agrees with its tree and every
%   subheap's priority is no smaller than its parent's.
%
%   ?- list_to_heap([2-b, 1-a], H), is_heap(H).
%   H = heap(t(a, 1, [t(b, 2, [])]), 2).
is_heap(Heap) :-
    nonvar(Heap),
    Heap = heap(Tree, Size),
    integer(Size),
    nonvar(Tree),
    (   Tree == nil
    ->  Size == 0
    ;   Size > 0,
        Tree = t(_, Priority, Subheaps),
        '$subheaps_above'(Subheaps, Priority)
    ).

'$subheaps_above'(Subheaps, _) :-
    var(Subheaps),
    !,
    fail.
'$subheaps_above'([], _).
'$subheaps_above'([Tree|Trees], Min) :-
    nonvar(Tree),
    Tree = t(_, Priority, Subheaps),
    Min @=< Priority,
    '$subheaps_above'(Subheaps, Priority),
    '$subheaps_above'(Trees, Min).

% '$meld'(+Tree1, +Tree2, -Tree): the root of lower priority becomes the
% root, the other tree its first subheap. On equal priorities the second
% tree's root wins, as in SWI-Prolog (an element added later comes out
% first among equals).
'$meld'(nil, Tree, Tree) :- !.
'$meld'(Tree, nil, Tree) :- !.
'$meld'(Tree1, Tree2, Tree) :-
    Tree1 = t(Key1, Priority1, Subheaps1),
    Tree2 = t(Key2, Priority2, Subheaps2),
    (   Priority1 @< Priority2
    ->  Tree = t(Key1, Priority1, [Tree2|Subheaps1])
    ;   Tree = t(Key2, Priority2, [Tree1|Subheaps2])
    ).

% '$pair_up'(+Subheaps, -Tree): melds the subheaps in pairs from the left,
% then melds each pair with the result of the pairs after it.
'$pair_up'([], nil).
'$pair_up'([Tree], Tree) :- !.
'$pair_up'([Tree1, Tree2|Trees], Tree) :-
    '$meld'(Tree1, Tree2, Pair),
    '$pair_up'(Trees, Rest),
    '$meld'(Pair, Rest, Tree).
