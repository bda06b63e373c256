atom_length(a, 1).
append([], L, L) :- L = mine.
ok.
