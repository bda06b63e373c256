p :- q(X,
r.
ok1.
p2 :- f(a].
ok2.
p3 :- f(a)).
ok3.
