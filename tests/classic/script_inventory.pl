% An SWI-Prolog script: `:- initialization(main, main)` runs main/0 of
% library(main) once the file is loaded, which calls main/1 with the
% command-line options (none here); the status is 0 when main/1 succeeds.
% Facts are generated at load time by term_expansion/2, a goal_expansion/2
% rule inlines a helper, and flag/3 counts.

:- use_module(library(main)).
:- initialization(main, main).

% item(Name, Count, Price) facts from compact stock lines.
term_expansion(stock(Shelf, Items), Facts) :-
    findall(item(Name, Count, Price, Shelf), member(Name/Count/Price, Items), Facts).

goal_expansion(value_of(Count, Price, V), V is Count * Price).

stock(a, [bolts/120/0.05, nuts/300/0.02, washers/80/0.01]).
stock(b, [hinges/12/2.5, handles/0/4.75]).
stock(c, [screws/1000/0.01]).

main(Argv) :-
    argv_options(Argv, Positional, Options),
    format("arguments: ~w, options: ~w~n", [Positional, Options]),
    forall(item(Name, Count, Price, Shelf),
           report(Name, Count, Price, Shelf)),
    flag(lines, N, N),
    format("~d line(s), ", [N]),
    aggregate_all(sum(V), item_value(V), Total),
    format("stock value ~2f~n", [Total]),
    findall(Name, item(Name, 0, _, _), Empty),
    atomic_list_concat(Empty, ', ', EmptyText),
    format("to reorder: ~w~n", [EmptyText]).

item_value(V) :-
    item(_, Count, Price, _),
    value_of(Count, Price, V).

item_value(V) :-
    item(_, Count, Price, _),
    value_of(Count, Price, V).

report(Name, Count, Price, Shelf) :-
    value_of(Count, Price, V),
    flag(lines, L, L + 1),
    format("~w ~|~w~t~10+~t~d~6+ x ~t~2f~6+ = ~t~2f~8+~n", [Shelf, Name, Count, Price, V]).
