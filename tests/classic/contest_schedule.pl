% A contest-style program: the input (standard input) is a count N, then
% N lines "Name Start End" of bookings of one room; the output is the
% bookings merged into busy periods, the longest free gap between them,
% and the name that booked the most hours. Read with the text predicates
% SWI-Prolog programs use: read_line_to_string/2, split_string/4,
% number_string/2, and readln/1 for the count.

main :-
    readln([N]),
    read_bookings(N, Bookings),
    msort(Bookings, Sorted),
    merge_periods(Sorted, Periods),
    length(Periods, P),
    format("~d booking(s), ~d busy period(s)~n", [N, P]),
    forall(member(S-E, Periods), format("  busy ~|~t~d~5+ - ~|~t~d~5+~n", [S, E])),
    longest_gap(Periods, Gap),
    format("longest gap: ~d~n", [Gap]),
    hours_by_name(Bookings, Totals),
    max_member(_-Best, Totals),
    format("most hours: ~w~n", [Best]).

read_bookings(0, []) :- !.
read_bookings(N, [b(S, E, Name)|Bs]) :-
    read_line_to_string(user_input, Line),
    split_string(Line, " ", " \r", [NameS, SS, ES]),
    atom_string(Name, NameS),
    number_string(S, SS),
    number_string(E, ES),
    N1 is N - 1,
    read_bookings(N1, Bs).

merge_periods(Bookings, Periods) :-
    foldl(add_booking, Bookings, [], Rev),
    reverse(Rev, Periods).

add_booking(b(S, E, _), [S0-E0|Ps], Out) :-
    S =< E0, !,
    E1 is max(E, E0),
    Out = [S0-E1|Ps].
add_booking(b(S, E, _), Ps, [S-E|Ps]).

longest_gap(Periods, Gap) :-
    findall(G, (nextto(_-E0, S1-_, Periods), G is S1 - E0), Gs),
    max_list([0|Gs], Gap).

hours_by_name(Bookings, Totals) :-
    findall(Name-H, (member(b(S, E, Name), Bookings), H is E - S), Pairs),
    keysort(Pairs, Sorted),
    group_pairs_by_key(Sorted, Groups),
    findall(T-Name, (member(Name-Hs, Groups), sum_list(Hs, T)), Totals).
