/*  hornbook apply library: maplist/2..7 and foldl/4..7 of SWI-Prolog's
    library(apply). include/3, exclude/3 and partition/4,5 live in
    stdlib/lists.pl. A program may redefine any of these; the workers are
    named '$...' so that a redefinition does not break the others.
*/

maplist(G, L1) :- '$maplist'(L1, G).
'$maplist'([], _).
'$maplist'([E1|T1], G) :-
    call(G, E1),
    '$maplist'(T1, G).

maplist(G, L1, L2) :- '$maplist'(L1, L2, G).
'$maplist'([], [], _).
'$maplist'([E1|T1], [E2|T2], G) :-
    call(G, E1, E2),
    '$maplist'(T1, T2, G).

maplist(G, L1, L2, L3) :- '$maplist'(L1, L2, L3, G).
'$maplist'([], [], [], _).
'$maplist'([E1|T1], [E2|T2], [E3|T3], G) :-
    call(G, E1, E2, E3),
    '$maplist'(T1, T2, T3, G).

maplist(G, L1, L2, L3, L4) :- '$maplist'(L1, L2, L3, L4, G).
'$maplist'([], [], [], [], _).
'$maplist'([E1|T1], [E2|T2], [E3|T3], [E4|T4], G) :-
    call(G, E1, E2, E3, E4),
    '$maplist'(T1, T2, T3, T4, G).

maplist(G, L1, L2, L3, L4, L5) :- '$maplist'(L1, L2, L3, L4, L5, G).
'$maplist'([], [], [], [], [], _).
'$maplist'([E1|T1], [E2|T2], [E3|T3], [E4|T4], [E5|T5], G) :-
    call(G, E1, E2, E3, E4, E5),
    '$maplist'(T1, T2, T3, T4, T5, G).

maplist(G, L1, L2, L3, L4, L5, L6) :- '$maplist'(L1, L2, L3, L4, L5, L6, G).
'$maplist'([], [], [], [], [], [], _).
'$maplist'([E1|T1], [E2|T2], [E3|T3], [E4|T4], [E5|T5], [E6|T6], G) :-
    call(G, E1, E2, E3, E4, E5, E6),
    '$maplist'(T1, T2, T3, T4, T5, T6, G).

foldl(G, L1, V0, V) :- '$foldl'(L1, G, V0, V).
'$foldl'([], _, V, V).
'$foldl'([X1|T1], G, V0, V) :-
    call(G, X1, V0, V1),
    '$foldl'(T1, G, V1, V).

foldl(G, L1, L2, V0, V) :- '$foldl'(L1, L2, G, V0, V).
'$foldl'([], [], _, V, V).
'$foldl'([X1|T1], [X2|T2], G, V0, V) :-
    call(G, X1, X2, V0, V1),
    '$foldl'(T1, T2, G, V1, V).

foldl(G, L1, L2, L3, V0, V) :- '$foldl'(L1, L2, L3, G, V0, V).
'$foldl'([], [], [], _, V, V).
'$foldl'([X1|T1], [X2|T2], [X3|T3], G, V0, V) :-
    call(G, X1, X2, X3, V0, V1),
    '$foldl'(T1, T2, T3, G, V1, V).

foldl(G, L1, L2, L3, L4, V0, V) :- '$foldl'(L1, L2, L3, L4, G, V0, V).
'$foldl'([], [], [], [], _, V, V).
'$foldl'([X1|T1], [X2|T2], [X3|T3], [X4|T4], G, V0, V) :-
    call(G, X1, X2, X3, X4, V0, V1),
    '$foldl'(T1, T2, T3, T4, G, V1, V).
