% A small program for the side-by-side replay (tests/sidebyside/sidebyside.py).
parent(tom, bob).
parent(tom, liz).
parent(bob, ann).
parent(bob, pat).

grandparent(X, Z) :- parent(X, Y), parent(Y, Z).

count([], 0).
count([_|T], N) :- N is N1 + 1, count(T, N1).

max_list2([X], X).
max_list2([H|T], M) :- max_list2(T, M0), ( H > M0 -> M = H ; M = M0 ).

sentence --> noun_phrase, verb_phrase.
noun_phrase --> det, noun.
verb_phrase --> verb, noun_phrase.
det --> [the].
det --> [a].
noun --> [cat].
noun --> [dog].
verb --> [sees].
