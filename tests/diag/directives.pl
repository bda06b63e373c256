:- fail.
:- atom_length(1, 2, 3).
:- X is foo + 1, write(X).
ok.
