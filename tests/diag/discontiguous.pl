:- discontiguous u/1.
s(1).
t(1).
s(2).
u(1).
t(2).
u(2).
