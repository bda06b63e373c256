p :- a
   b.
ok.
