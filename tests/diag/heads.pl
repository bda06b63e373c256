1 :- a.
_ :- a.
"str".
ok.
