:- discontiguous u/1.
:- dynamic d/1.
s(1).
t(1).
s(2).
u(1).
t(2).
u(2).
d(1).
s(3).
d(2).
