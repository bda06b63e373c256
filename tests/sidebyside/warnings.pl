% Loading this file gives two warnings (singleton, clauses not together).
likes(mary, X) :- food(Y).
food(apple).
likes(john, wine).
