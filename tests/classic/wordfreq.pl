% Word frequencies of a text: SWI strings, split_string/4, string_lower/2,
% msort/2, pairs, keysort, and a formatted table.

text("The quick brown fox jumps over the lazy dog. The dog sleeps; the fox runs!
A quick brown dog? No - the quick fox.").

words(Words) :-
    text(T),
    split_string(T, " \n", ".,;!?-", Parts),
    exclude(empty_string, Parts, NonEmpty),
    maplist(string_lower, NonEmpty, Lower),
    maplist(atom_string, Words, Lower).

empty_string(S) :- string_length(S, 0).

count_runs([], []).
count_runs([W|Ws], [W-N|Rest]) :-
    take_same(W, Ws, 1, N, Others),
    count_runs(Others, Rest).
take_same(W, [W|Ws], N0, N, Others) :- !, N1 is N0 + 1, take_same(W, Ws, N1, N, Others).
take_same(_, Ws, N, N, Ws).

transpose_pairs(Pairs, Transposed) :-
    findall(N-W, member(W-N, Pairs), Transposed).

:- initialization(main).
main :- words(Ws), length(Ws, Total), msort(Ws, Sorted), count_runs(Sorted, Counts),
    transpose_pairs(Counts, T0), sort(1, @>=, T0, ByCount),
    length(Counts, Distinct),
    format("~d words, ~d distinct~n", [Total, Distinct]),
    forall(( nth1(I, ByCount, N-W), I =< 5 ),
           format("~t~d~3|. ~w~t~12|~t~d~16|~n", [I, W, N])),
    atomic_list_concat(Ws, '-', Joined),
    sub_atom(Joined, 0, 19, _, Start),
    format("start: ~a~n", [Start]),
    atomic_list_concat(Back, '-', Start),
    format("back: ~q~n", [Back]),
    string_concat(Pre, "fox", "quick brown fox"),
    format("before fox: ~q~n", [Pre]),
    upcase_atom(Start, Up),
    format("upper: ~a~n", [Up]).
