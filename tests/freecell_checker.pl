% Checker for solutions of programs/freecell.pl, written apart from the
% solver and sharing none of its predicates.
%
% check_solution(MaxValue, Colors, States) succeeds when States is a list
% of states [Dom, FreeCells, Field], from the deal to the end, such that
%   - the first state is a deal: Colors empty home columns, no card in the
%     free cells, 2*Colors columns holding every card [V, C]
%     (0 =< V < MaxValue, 0 =< C < Colors) exactly once;
%   - each next state comes from the one before by exactly one legal move
%     of the rules of the course report the solver follows (seed
%     000_5b755567cf7e468c): one card from the top of a column or from a
%     free cell goes
%       * onto the top of a column whose top card is one higher and of
%         another colour, or into an empty column;
%       * into a free cell, when fewer than Colors cards are there;
%       * home: an empty home column takes a card of value MaxValue-1; on
%         a home column holding just [MaxValue-1, C] goes [0, C]; on a top
%         card [V, C] goes [V+1, C] (V+1 < MaxValue-1);
%     cards never leave home; the order of the free cells is not looked at;
%   - in the last state every card is home.
% Otherwise it prints the reason on user_error and throws
% freecell_check(Reason), Reason an atom.
%
% Columns and home columns are lists with the top card first.

check_solution(MaxValue, Colors, States) :-
    catch(fc_check(MaxValue, Colors, States), freecell_check(Reason),
          ( format(user_error, "freecell check: ~w~n", [Reason]),
            throw(freecell_check(Reason)) )).

fc_fail(Format, Args) :-
    format(atom(Reason), Format, Args),
    throw(freecell_check(Reason)).

fc_check(MaxValue, Colors, States) :-
    ( integer(MaxValue), MaxValue >= 2 -> true
    ; fc_fail("MaxValue ~q is not an integer of at least 2", [MaxValue]) ),
    ( integer(Colors), Colors >= 1 -> true
    ; fc_fail("Colors ~q is not a positive integer", [Colors]) ),
    ( is_list(States), States = [_ | _] -> true
    ; fc_fail("the solution is not a non-empty list of states", []) ),
    fc_all_shapes(States, MaxValue, Colors, 0),
    States = [Deal | _],
    fc_check_deal(Deal, MaxValue, Colors),
    fc_check_steps(States, MaxValue, Colors, 1),
    last(States, Final),
    fc_check_final(Final, MaxValue, Colors).

% --- shape of every state -------------------------------------------

fc_all_shapes([], _, _, _).
fc_all_shapes([S | Ss], MaxValue, Colors, I) :-
    fc_shape(S, MaxValue, Colors, I),
    I1 is I + 1,
    fc_all_shapes(Ss, MaxValue, Colors, I1).

fc_shape(S, MaxValue, Colors, I) :-
    ( S = [Dom, Free, Field] -> true
    ; fc_fail("state ~w is not [Dom, FreeCells, Field]: ~q", [I, S]) ),
    NCols is 2 * Colors,
    ( is_list(Dom), length(Dom, Colors) -> true
    ; fc_fail("state ~w: home is not a list of ~w columns: ~q", [I, Colors, Dom]) ),
    ( is_list(Field), length(Field, NCols) -> true
    ; fc_fail("state ~w: field is not a list of ~w columns: ~q", [I, NCols, Field]) ),
    ( is_list(Free) -> true
    ; fc_fail("state ~w: free cells are not a list: ~q", [I, Free]) ),
    length(Free, NFree),
    ( NFree =< Colors -> true
    ; fc_fail("state ~w: ~w cards in ~w free cells", [I, NFree, Colors]) ),
    fc_collect(Dom, Free, Field, Cards),
    forall(member(C, Cards),
           ( fc_card(C, MaxValue, Colors) -> true
           ; fc_fail("state ~w: ~q is not a card of this deck", [I, C]) )),
    length(Cards, N),
    Total is MaxValue * Colors,
    msort(Cards, Sorted),
    ( N =:= Total, sort(Cards, Sorted) -> true
    ; fc_fail("state ~w: ~w cards where the deck has ~w, or a card twice",
              [I, N, Total]) ).

fc_card(C, MaxValue, Colors) :-
    C = [V, K],
    integer(V), integer(K),
    V >= 0, V < MaxValue,
    K >= 0, K < Colors.

fc_collect(Dom, Free, Field, Cards) :-
    ( forall(member(P, Dom), is_list(P)), forall(member(P, Field), is_list(P))
    -> true
    ; fc_fail("a pile is not a list", []) ),
    append(Dom, DomCards),
    append(Field, FieldCards),
    append([DomCards, Free, FieldCards], Cards).

% --- the deal ---------------------------------------------------------

fc_check_deal([Dom, Free, Field], MaxValue, Colors) :-
    ( forall(member(P, Dom), P == []) -> true
    ; fc_fail("the first state has cards at home: ~q", [Dom]) ),
    ( Free == [] -> true
    ; fc_fail("the first state has cards in the free cells: ~q", [Free]) ),
    append(Field, Cards),
    findall([V, K], (between(1, Colors, K1), K is K1 - 1,
                     between(1, MaxValue, V1), V is V1 - 1), Deck),
    msort(Deck, SortedDeck),
    msort(Cards, Sorted),
    ( Sorted == SortedDeck -> true
    ; fc_fail("the first state does not hold every card exactly once", []) ).

% --- the steps --------------------------------------------------------

fc_check_steps([_], _, _, _) :- !.
fc_check_steps([S1, S2 | Ss], MaxValue, Colors, I) :-
    fc_check_step(S1, S2, MaxValue, Colors, I),
    I1 is I + 1,
    fc_check_steps([S2 | Ss], MaxValue, Colors, I1).

fc_check_step(S1, S2, MaxValue, Colors, I) :-
    fc_normal(S2, N2),
    (   fc_successor(S1, MaxValue, Colors, Next, _),
        fc_normal(Next, N2)
    ->  true
    ;   fc_difference(S1, S2, Diff),
        fc_fail("step ~w is not one legal move: ~w", [I, Diff])
    ).

% free cells are a set of places: compare them sorted
fc_normal([Dom, Free, Field], [Dom, Sorted, Field]) :-
    msort(Free, Sorted).

% fc_successor(+State, +MaxValue, +Colors, -Next, -Move)
fc_successor([Dom, Free, Field], MaxValue, Colors, [Dom2, Free2, Field2], Move) :-
    fc_take([Free, Field], Card, From, [Free1, Field1]),
    fc_put(Card, MaxValue, Colors, From, [Dom, Free1, Field1],
           [Dom2, Free2, Field2], To),
    Move = Card-From-To.

% take the top card of a column, or a card from a free cell
fc_take([Free, Field], Card, column(N), [Free, Field1]) :-
    fc_nth_replace(N, Field, [Card | Rest], Rest, Field1).
fc_take([Free, Field], Card, free, [Free1, Field]) :-
    fc_select(Card, Free, Free1).

fc_put(Card, _, _, From, [Dom, Free, Field], [Dom, Free, Field2], column(N)) :-
    fc_nth_replace(N, Field, Column, [Card | Column], Field2),
    From \== column(N),
    fc_may_stack(Card, Column).
fc_put(Card, _, Colors, From, [Dom, Free, Field], [Dom, Free2, Field], free) :-
    From \== free,
    length(Free, NFree),
    NFree < Colors,
    append(Free, [Card], Free2).
fc_put(Card, MaxValue, _, _, [Dom, Free, Field], [Dom2, Free, Field], home(N)) :-
    fc_nth_replace(N, Dom, Pile, [Card | Pile], Dom2),
    fc_may_go_home(Card, Pile, MaxValue).

fc_may_stack(_, []).
fc_may_stack([V, K], [[TopV, TopK] | _]) :-
    K =\= TopK,
    V =:= TopV - 1.

fc_may_go_home([V, _], [], MaxValue) :-
    V =:= MaxValue - 1.
fc_may_go_home([0, K], [[Top, K]], MaxValue) :-
    Top =:= MaxValue - 1.
fc_may_go_home([V, K], [[TopV, K] | _], MaxValue) :-
    TopV < MaxValue - 1,
    V =:= TopV + 1,
    V < MaxValue - 1.

% fc_nth_replace(?N, +List, ?Old, ?New, -List2): List2 is List with its
% N-th element (from 1) Old replaced by New
fc_nth_replace(N, List, Old, New, List2) :-
    fc_nth_replace_(List, 1, N, Old, New, List2).

fc_nth_replace_([Old | T], I, I, Old, New, [New | T]).
fc_nth_replace_([X | T], I, N, Old, New, [X | T2]) :-
    I1 is I + 1,
    fc_nth_replace_(T, I1, N, Old, New, T2).

fc_select(X, [X | T], T).
fc_select(X, [Y | T], [Y | T2]) :-
    fc_select(X, T, T2).

% a readable account of what changed between two states
fc_difference([Dom1, Free1, Field1], [Dom2, Free2, Field2], Text) :-
    findall(P, (nth1(P, Field1, C1), nth1(P, Field2, C2), C1 \== C2), Cols),
    findall(P, (nth1(P, Dom1, C1), nth1(P, Dom2, C2), C1 \== C2), Homes),
    msort(Free1, F1), msort(Free2, F2),
    ( F1 == F2 -> FreeText = 'free cells unchanged'
    ; format(atom(FreeText), 'free cells ~q -> ~q', [Free1, Free2]) ),
    format(atom(Text), 'columns changed ~w, home columns changed ~w, ~w; before ~q, after ~q',
           [Cols, Homes, FreeText, [Dom1, Free1, Field1], [Dom2, Free2, Field2]]).

% --- the end ----------------------------------------------------------

fc_check_final([Dom, Free, Field], MaxValue, Colors) :-
    ( Free == [], forall(member(C, Field), C == []) -> true
    ; fc_fail("the last state still has cards outside home", []) ),
    append(Dom, Home),
    length(Home, N),
    Total is MaxValue * Colors,
    ( N =:= Total -> true
    ; fc_fail("the last state has ~w cards home, not ~w", [N, Total]) ).
