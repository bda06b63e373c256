s :- a,
t :- b.
a.
b.
