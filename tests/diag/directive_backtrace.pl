init :- atom_length(X, _), write(X).
:- init.
ok.
