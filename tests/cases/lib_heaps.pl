% library(heaps): pairing heaps with SWI-Prolog's shapes and answers.
:- use_module(library(heaps)).

% Sorting through a heap gives the pairs in order of priority.
heap_sort(Pairs, Sorted) :-
    list_to_heap(Pairs, H),
    heap_to_list(H, Sorted).

% Takes every element out one at a time.
drain(H, []) :-
    empty_heap(H), !.
drain(H0, [P-K|T]) :-
    get_from_heap(H0, P, K, H),
    drain(H, T).

case(empty_heap(H), checks([H == heap(nil, 0)])).
case((empty_heap(H), heap_size(H, N)), checks([N == 0])).
case((empty_heap(H), get_from_heap(H, _, _, _)), fail).
case((empty_heap(H), min_of_heap(H, _, _)), fail).
case((empty_heap(H), heap_to_list(H, L)), checks([L == []])).
case(singleton_heap(H, 3, x), checks([H == heap(t(x, 3, []), 1)])).
case((singleton_heap(H, 3, x), get_from_heap(H, P, K, H1)), checks([P-K == 3-x, H1 == heap(nil, 0)])).
case(singleton_heap(heap(t(k, 1, []), 1), P, K), checks([P-K == 1-k])).
case((empty_heap(H0), add_to_heap(H0, 2, b, H1), add_to_heap(H1, 1, a, H)), checks([H == heap(t(a, 1, [t(b, 2, [])]), 2)])).
case((list_to_heap([5-e, 3-c, 4-d, 1-a, 2-b], H), heap_size(H, N)), checks([N == 5])).
case(heap_sort([5-e, 3-c, 4-d, 1-a, 2-b], L), checks([L == [1-a, 2-b, 3-c, 4-d, 5-e]])).
case((numlist(1, 200, Ns), reverse(Ns, Rs), findall(N-N, member(N, Rs), Ps), heap_sort(Ps, L)), checks([pairs_keys(L, Ns)])).
% Priorities are compared in the standard order of terms.
case(heap_sort([b-1, a-3, f(x)-4, 1-5, _-6], L), checks([L = [_-6, 1-5, a-3, b-1, f(x)-4]])).
% Equal priorities: the element added last comes out first.
case(heap_sort([1-first, 1-second, 1-third], L), checks([L == [1-third, 1-second, 1-first]])).
case((list_to_heap([2-x, 1-y, 2-z], H), drain(H, L)), checks([L == [1-y, 2-x, 2-z]])).
case((list_to_heap([3-c, 1-a, 2-b], H), min_of_heap(H, P, K)), checks([P-K == 1-a])).
case((list_to_heap([3-c, 1-a, 2-b], H), min_of_heap(H, P1, K1, P2, K2)), checks([P1-K1 == 1-a, P2-K2 == 2-b])).
case((list_to_heap([1-a], H), min_of_heap(H, _, _, _, _)), fail).
case((list_to_heap([3-c, 1-a], H), min_of_heap(H, 2, _)), fail).
case((list_to_heap([1-a, 3-c], H1), list_to_heap([2-b, 0-z], H2), merge_heaps(H1, H2, H), heap_size(H, N), heap_to_list(H, L)), checks([N == 4, L == [0-z, 1-a, 2-b, 3-c]])).
case((empty_heap(E), list_to_heap([1-a], H1), merge_heaps(E, H1, H)), checks([H == heap(t(a, 1, []), 1)])).
case((list_to_heap([1-a, 2-b, 3-c], H0), delete_from_heap(H0, P, b, H), heap_to_list(H, L)), checks([P == 2, L == [1-a, 3-c]])).
case((list_to_heap([1-a, 2-b, 3-c], H0), delete_from_heap(H0, P, a, H), heap_size(H, N)), checks([P == 1, N == 2])).
case((list_to_heap([1-a, 2-b], H0), delete_from_heap(H0, _, z, _)), fail).
case((list_to_heap([1-a, 2-b], H0), delete_from_heap(H0, 2, a, _)), fail).
% Keys need not be atomic, and may repeat.
case((list_to_heap([2-f(X), 1-g(Y), 2-f(X)], H), heap_to_list(H, L)), checks([L == [1-g(Y), 2-f(X), 2-f(X)]])).
case((list_to_heap([2-b, 1-a], H), is_heap(H)), true).
case(is_heap(heap(nil, 0)), true).
case(is_heap(_), fail).
case(is_heap(heap(nil, 1)), fail).
case(is_heap(heap(t(a, 2, [t(b, 1, [])]), 2)), fail).
case(is_heap(foo), fail).
case(list_to_heap([a], _), fail).
case(add_to_heap(_, 1, a, _), error(instantiation_error)).
