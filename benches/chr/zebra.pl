% The zebra puzzle (five houses; who drinks water, who owns the zebra)
% with a small finite-domain solver in CHR: each attribute value is a
% variable for the number of its house, dom/2 keeps its possible houses,
% diff/2 says two values are in different houses, and the relations wait
% until their variables are bound (a binding wakes the constraints on the
% variable). Labelling picks houses with member/2. Solved 30 times.
:- use_module(library(chr)).
:- chr_constraint dom(?, +), diff(?, ?), right_of(?, ?), next_to(?, ?).

dom(X, L) <=> nonvar(X) | memberchk(X, L).
dom(_, []) <=> fail.
dom(X, [V]) <=> X = V.
diff(X, Y) <=> nonvar(X), nonvar(Y) | X =\= Y.
diff(X, Y) \ dom(Y, L) <=> nonvar(X), select(X, L, L1) | dom(Y, L1).
diff(Y, X) \ dom(Y, L) <=> nonvar(X), select(X, L, L1) | dom(Y, L1).
right_of(X, Y) <=> nonvar(Y) | X is Y + 1, X =< 5.
right_of(X, Y) <=> nonvar(X) | Y is X - 1, Y >= 1.
next_to(X, Y) <=> nonvar(X), nonvar(Y) | abs(X - Y) =:= 1.

% group(+Vars): five values of one attribute, in five different houses.
group(Vs) :-
    domains(Vs),
    all_diff(Vs).

domains([]).
domains([V|Vs]) :- dom(V, [1, 2, 3, 4, 5]), domains(Vs).

all_diff([]).
all_diff([V|Vs]) :- diffs(Vs, V), all_diff(Vs).

diffs([], _).
diffs([W|Ws], V) :- diff(V, W), diffs(Ws, V).

zebra(WaterDrinker, ZebraOwner) :-
    Nat = [English, Spaniard, Japanese, Ukrainian, Norwegian],
    Col = [Red, Green, White, Yellow, Blue],
    Pet = [Dog, Snails, Fox, Horse, Zebra],
    Dri = [Tea, Coffee, Milk, Juice, Water],
    Smo = [Kools, Chesterfield, Winston, LuckyStrike, Parliament],
    maplist(group, [Nat, Col, Pet, Dri, Smo]),
    English = Red, Spaniard = Dog, Coffee = Green, Ukrainian = Tea,
    right_of(Green, White), Winston = Snails, Kools = Yellow,
    Milk = 3, Norwegian = 1, next_to(Chesterfield, Fox),
    next_to(Kools, Horse), LuckyStrike = Juice, Japanese = Parliament,
    next_to(Norwegian, Blue),
    append([Nat, Col, Pet, Dri, Smo], All),
    label(All),
    owner(Nat, Water, WaterDrinker),
    owner(Nat, Zebra, ZebraOwner).

label([]).
label([V|Vs]) :- ( var(V) -> member(V, [1, 2, 3, 4, 5]) ; true ), label(Vs).

% owner(+Nationalities, +House, -Name): who lives in House.
owner([E, S, J, U, N], H, Name) :-
    nth1(I, [E, S, J, U, N], H), !,
    nth1(I, [english, spaniard, japanese, ukrainian, norwegian], Name).

bench :-
    forall(between(1, 30, _), once(zebra(_, _))),
    once(zebra(W, Z)),
    format("water: ~w, zebra: ~w~n", [W, Z]).
