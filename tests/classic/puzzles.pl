% Classic puzzle solvers in SWI-Prolog style: N-queens with numlist/3,
% permutation/2 and maplist, Towers of Hanoi with format/2, the
% missionaries and cannibals by breadth-first search, and a sorting
% exercise with predsort/3.

queens(N, Qs) :-
    numlist(1, N, Ns),
    permutation(Ns, Qs),
    safe(Qs).
safe([]).
safe([Q|Qs]) :- no_attack(Q, Qs, 1), safe(Qs).
no_attack(_, [], _).
no_attack(Q, [Q1|Qs], D) :-
    Q =\= Q1 + D, Q =\= Q1 - D,
    D1 is D + 1,
    no_attack(Q, Qs, D1).

show_board(Qs) :-
    length(Qs, N),
    forall(member(Q, Qs),
           ( forall(between(1, N, C), ( C =:= Q -> write(' Q') ; write(' .') )), nl )).

hanoi(0, _, _, _) :- !.
hanoi(N, From, To, Via) :-
    N1 is N - 1,
    hanoi(N1, From, Via, To),
    format("move disk ~w from ~w to ~w~n", [N, From, To]),
    hanoi(N1, Via, To, From).

% Missionaries and cannibals: state(MissLeft, CannLeft, BoatSide).
move(state(M, C, left), state(M1, C1, right), Load) :-
    carry(DM, DC), M1 is M - DM, C1 is C - DC, Load = DM-DC.
move(state(M, C, right), state(M1, C1, left), Load) :-
    carry(DM, DC), M1 is M + DM, C1 is C + DC, Load = DM-DC.
carry(1, 0). carry(2, 0). carry(0, 1). carry(0, 2). carry(1, 1).
legal(state(M, C, _)) :-
    M >= 0, C >= 0, M =< 3, C =< 3,
    ( M =:= 0 ; M >= C ),
    MR is 3 - M, CR is 3 - C,
    ( MR =:= 0 ; MR >= CR ).

bfs([[Goal|Path]|_], Goal, [Goal|Path]) :- !.
bfs([[S|Path]|Queue], Goal, Solution) :-
    findall([S1, S|Path],
            ( move(S, S1, _), legal(S1), \+ memberchk(S1, [S|Path]) ),
            Next),
    append(Queue, Next, Queue1),
    bfs(Queue1, Goal, Solution).

by_length(Order, A, B) :-
    atom_length(A, LA), atom_length(B, LB),
    compare(O1, LA, LB),
    ( O1 == (=) -> compare(Order, A, B) ; Order = O1 ).

show_state(state(M, C, B)) :- format("  ~w ~w ~w~n", [M, C, B]).
add(X, A0, A) :- A is A0 + X.

main :-
    once(queens(6, Qs)),
    format("6 queens: ~w~n", [Qs]),
    show_board(Qs),
    findall(Q, queens(6, Q), All), length(All, NAll),
    format("all 6-queens solutions: ~d~n", [NAll]),
    hanoi(3, left, right, middle),
    bfs([[state(3, 3, left)]], state(0, 0, right), Sol),
    reverse(Sol, Forward), length(Forward, Len), Steps is Len - 1,
    format("missionaries and cannibals in ~d crossings~n", [Steps]),
    maplist(show_state, Forward),
    predsort(by_length, [banana, fig, apple, kiwi, fig, cherry], Sorted),
    format("by length: ~w~n", [Sorted]),
    foldl(add, [1,2,3,4], 0, Sum),
    format("sum: ~d~n", [Sum]),
    last(Forward, LastState), nth0(1, Forward, Second),
    format("second: ~w, last: ~w~n", [Second, LastState]).

:- initialization(main).
