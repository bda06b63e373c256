/*  Journeys on a small rail network: tabled reachability and shortest
    journeys (left recursion, answer subsumption with min), a journey
    planner that rebuilds the route, and a formatted timetable.
*/

:- module(routes, [main/0, journey/3]).

:- use_module(library(aggregate)).
:- use_module(library(pairs)).
:- use_module(library(apply)).
:- use_module(library(yall)).
:- use_module(library(lists)).
:- use_module(library(error)).

:- initialization(main).

%!  line(?Name, ?Stops, ?Headway) is nondet.
%
%   A line: its stops with the minutes from the previous stop, and the
%   minutes between two trains.
line(coast,   [ portby-0, bayford-14, saltmarsh-9, wexham-21, northpoint-17 ], 30).
line(valley,  [ wexham-0, millbrook-12, ashdown-16, kingsbury-25 ], 20).
line(hills,   [ portby-0, elmstead-22, ashdown-31, highcross-18 ], 60).
line(express, [ portby-0, kingsbury-48 ], 120).
line(branch,  [ highcross-0, fernhill-11 ], 45).

% A connection between consecutive stops, both ways.
connection(A, B, Minutes, Line) :-
    line(Line, Stops, _),
    append(_, [A-_, B-Minutes|_], Stops).
connection(A, B, Minutes, Line) :-
    line(Line, Stops, _),
    append(_, [B-_, A-Minutes|_], Stops).

station(S) :-
    setof(X, M^B^L^connection(X, B, M, L), Xs),
    member(S, Xs).

:- table reachable/2.

reachable(A, B) :- reachable(A, C), connection(C, B, _, _).
reachable(A, B) :- connection(A, B, _, _).

:- table fastest(_, _, min).

fastest(A, B, T) :- fastest(A, C, T0), connection(C, B, T1, _), T is T0 + T1.
fastest(A, B, T) :- connection(A, B, T, _).

:- table hops(_, _, min).

hops(A, A, 0).
hops(A, B, N) :- hops(A, C, N0), connection(C, B, _, _), N is N0 + 1.

%!  journey(+From, +To, -Legs) is semidet.
%
%   Legs is a fastest journey as leg(From, To, Line, Minutes) terms, found
%   by walking back from To over the tabled fastest times.
journey(From, To, Legs) :-
    must_be(atom, From),
    must_be(atom, To),
    known_station(From),
    known_station(To),
    (   From == To
    ->  domain_error(different_station, To)
    ;   true
    ),
    fastest(From, To, _),
    walk_back(From, To, [], Hops),
    merge_legs(Hops, Legs).

known_station(S) :-
    (   station(S)
    ->  true
    ;   existence_error(station, S)
    ).

walk_back(From, From, Hops, Hops) :- !.
walk_back(From, To, Acc, Hops) :-
    fastest(From, To, T),
    connection(Prev, To, M, Line),
    (   Prev == From
    ->  M =:= T
    ;   fastest(From, Prev, TP),
        TP + M =:= T
    ),
    !,
    walk_back(From, Prev, [hop(Prev, To, Line, M)|Acc], Hops).

% Consecutive hops on the same line make one leg.
merge_legs([], []).
merge_legs([hop(A, B, L, M)|Hs], Legs) :-
    merge_legs(Hs, Legs0),
    (   Legs0 = [leg(B, C, L, M1)|Rest]
    ->  M2 is M + M1,
        Legs = [leg(A, C, L, M2)|Rest]
    ;   Legs = [leg(A, B, L, M)|Legs0]
    ).

		 /*******************************
		 *            OUTPUT            *
		 *******************************/

clock(Minutes, Text) :-
    H is (Minutes // 60) mod 24,
    M is Minutes mod 60,
    format(atom(Text), "~|~`0t~d~2+:~|~`0t~d~2+", [H, M]).

%!  timetable(+Line, +First, +Trains) is det.
%
%   Prints the departures of Trains trains of Line, the first leaving
%   its first stop at minute First of the day.
timetable(Line, First, Trains) :-
    line(Line, Stops, Headway),
    format("~nLine ~w (every ~d minutes)~n", [Line, Headway]),
    numlist(1, Trains, Ns),
    maplist({First, Headway}/[N, D]>>(D is First + (N - 1) * Headway), Ns, Departures),
    foldl(timetable_row(Departures), Stops, 0, _).

timetable_row(Departures, Stop-Minutes, Offset0, Offset) :-
    Offset is Offset0 + Minutes,
    maplist({Offset}/[D, Cell]>>( T is D + Offset,
                                  clock(T, Text),
                                  format(atom(Cell), "~t~w~7|", [Text])
                                ),
            Departures, Cells),
    atomic_list_concat(Cells, Row),
    format("  ~w~t~14|~w~n", [Stop, Row]).

print_journey(From, To) :-
    catch(( journey(From, To, Legs)
          ->  aggregate_all(sum(M), member(leg(_, _, _, M), Legs), Total),
              length(Legs, N),
              Changes is N - 1,
              format("~w to ~w: ~d min, ~d change(s)~n", [From, To, Total, Changes]),
              forall(member(leg(A, B, L, M), Legs),
                     format("    ~w~t~12|~w~t~24|~w~t~34|~t~d~4+ min~n", [L, A, B, M]))
          ;   format("~w to ~w: no journey~n", [From, To])
          ),
          error(Formal, _),
          format("~q to ~q: ~q~n", [From, To, Formal])).

main :-
    aggregate_all(count, station(_), NStations),
    aggregate_all(count, line(_, _, _), NLines),
    format("~d stations on ~d lines~n", [NStations, NLines]),
    aggregate_all(count, reachable(portby, _), NReach),
    format("reachable from portby: ~d stations~n", [NReach]),
    findall(T-S, (fastest(portby, S, T), S \== portby), Times0),
    keysort(Times0, Times),
    format("~nFastest from portby~n"),
    format("  ~w~t~14|~t~w~8+~t~w~6+~n", [station, minutes, hops]),
    forall(member(T-S, Times),
           ( hops(portby, S, H),
             format("  ~w~t~14|~t~d~8+~t~d~6+~n", [S, T, H])
           )),
    aggregate_all(max(T, S), member(T-S, Times), max(MaxT, Far)),
    format("farthest: ~w (~d min)~n", [Far, MaxT]),
    pairs_values(Times, Stations),
    include([S]>>(hops(portby, S, H), H >= 3), Stations, Remote),
    format("three hops or more: ~w~n~n", [Remote]),
    forall(member(From-To, [ portby-kingsbury, saltmarsh-fernhill,
                             fernhill-bayford, portby-portby,
                             portby-atlantis, 42-portby ]),
           print_journey(From, To)),
    timetable(coast, 6*60+5, 4),
    timetable(branch, 7*60+40, 3).
