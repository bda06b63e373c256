Foo(a).
p(X) :- X <= 3.
q(X) :- X != 3.
r :- a, b,.
ok.
w :- write('hello).
foo.
bar('x').
