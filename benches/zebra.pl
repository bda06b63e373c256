% zebra -- the zebra puzzle (who owns the zebra, who drinks water?).
%
% Five houses in a row, each h(Colour, Nation, Pet, Drink, Smoke); the
% fourteen clues are stated with member/2, next_to/3 and right_of/3 on
% a list of five partially known houses, and unification does the rest.
%
%   bench(N)      solve the puzzle N times, no output
%   bench_check   print the owner of the zebra, the water drinker and
%                 the houses

houses([h(_,norwegian,_,_,_), _, h(_,_,_,milk,_), _, _]).

right_of(A, B, [B,A|_]).
right_of(A, B, [_|Hs]) :- right_of(A, B, Hs).

next_to(A, B, Hs) :- right_of(A, B, Hs).
next_to(A, B, Hs) :- right_of(B, A, Hs).

mem(X, [X|_]).
mem(X, [_|Xs]) :- mem(X, Xs).

zebra(Hs) :-
    houses(Hs),
    mem(h(red,english,_,_,_), Hs),
    mem(h(_,spanish,dog,_,_), Hs),
    mem(h(green,_,_,coffee,_), Hs),
    mem(h(_,ukrainian,_,tea,_), Hs),
    right_of(h(green,_,_,_,_), h(ivory,_,_,_,_), Hs),
    mem(h(_,_,snails,_,winston), Hs),
    mem(h(yellow,_,_,_,kools), Hs),
    next_to(h(_,_,_,_,chesterfield), h(_,_,fox,_,_), Hs),
    next_to(h(_,_,_,_,kools), h(_,_,horse,_,_), Hs),
    mem(h(_,_,_,orange_juice,lucky_strike), Hs),
    mem(h(_,japanese,_,_,parliament), Hs),
    next_to(h(_,norwegian,_,_,_), h(blue,_,_,_,_), Hs),
    mem(h(_,_,zebra,_,_), Hs),
    mem(h(_,_,_,water,_), Hs).

bench(N) :- loop(N).

loop(N) :- N =< 0, !.
loop(N) :- \+ \+ zebra(_), N1 is N - 1, loop(N1).

bench_check :-
    zebra(Hs),
    mem(h(_,Z,zebra,_,_), Hs),
    mem(h(_,W,_,water,_), Hs),
    write(zebra(Z, W, Hs)), nl.
