ok.
q :- a,
