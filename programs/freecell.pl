% FreeCell ("Свободная ячейка") solver.
%
% After the course report "К реализации решения на Prolog пасьянса
% «Свободная ячейка»" (Bauman Moscow State Technical University, 2021;
% seed 000_5b755567cf7e468c).  The predicate names (with the report's own
% spellings: avaliable, avalialbe, ...), the [Dom, FreeCells, Field] state,
% the order of the make_move clauses, the state memory and the depth-first
% search are the report's.  The report's listings were damaged on the way
% to us; every place where this file differs from them carries a comment
% starting with "Repair:".
%
% The game.  The deck has Colors colours of MaxValue cards each; a card is
% [Value, Color] with Value in 0..MaxValue-1 and Color in 0..Colors-1.
% The deck is dealt round-robin into 2*Colors columns.  There are Colors
% free cells and Colors home ("dom") columns.  One card at a time moves from
% the top of a column or from a free cell
%   - onto a column whose top card is one higher and of another colour,
%   - into an empty column (any card),
%   - into an empty free cell (at most Colors cards in the free cells),
%   - home: an empty home column takes a card of the highest value
%     MaxValue-1; on it goes the 0 of the same colour, then 1, 2, ...,
%     MaxValue-2 ("начиная с самой старшей и дальше от младшей к старшей").
% The game is won when every card is home.
%
% Representation.
%   Field     - list of 2*Colors columns, each a list of cards, top card first.
%   FreeCells - list of the cards in the free cells (at most Colors).
%   Dom       - list of Colors home columns, each a list, top card first.
%   A state is [Dom, FreeCells, Field].
%
% Queries:
%   ?- set_random(seed(1)), solve(4, 2, S), show_solution(S).
%   ?- create_solution([[[0,0],[2,1]], [[2,0],[3,0]], [[1,1],[3,1]],
%                       [[1,0],[0,1]]], 4, 2, S), show_solution(S).
%
% solve/3 and create_solution/4 give the list of states from the deal to
% the finished game (see the note at solve/3).

% ---------------------------------------------------------------------
% 5.1 solve
% ---------------------------------------------------------------------

% Note: make_move returns its state memory, which holds the states of the
% winning path newest first (listing 5.4 of the report starts with the
% finished game).  solve/3 and create_solution/4 reverse it so that the
% solution reads from the deal to the end.
solve(MaxValue, ColorsCount, Solution) :-
    FreeCellsSize is ColorsCount,
    ReservedCellsCount is 0,
    NumberOfColumns is ColorsCount * 2,
    generate_field(MaxValue, ColorsCount, Field),
    generate_empty_free_cells(FreeCells),
    generate_empty_dom(ColorsCount, Dom),
    stm_init(State),
    stm_append_value_if_not_in_stm(State, [Dom, FreeCells, Field], States),
    make_move(Field, MaxValue, NumberOfColumns, FreeCells, Dom,
              FreeCellsSize, ReservedCellsCount, States, NewestFirst),
    reverse(NewestFirst, Solution).

% ---------------------------------------------------------------------
% 5.2 make_move
% ---------------------------------------------------------------------

% Repair: the report's first clause has eight arguments,
%     make_move(Field, _, _, _, _, 0, Solution, Solution)
% so it never matched the nine-argument calls and the search could not
% stop.  The 0 is the number of occupied free cells (the text: "if the
% field and the free cells are empty").
make_move(Field, _, _, _, _, _, 0, Solution, Solution) :-
    field_is_empty(Field), !.

% a card from the top of a column home
make_move(Field, MaxValue, NumberOfColumns, FreeCells, Dom, FreeCellsSize,
          ReservedFreeCells, Snapshots, Solution) :-
    get_top_card(Field, Card, RowOfCard),
    move_card_to_dom_if_avaliable(Card, Field, RowOfCard, Dom, MaxValue,
                                  FieldResult, DomResult),
    stm_append_value_if_not_in_stm(Snapshots, [DomResult, FreeCells,
                                   FieldResult], NSSnapshot),
    make_move(FieldResult, MaxValue, NumberOfColumns, FreeCells, DomResult,
              FreeCellsSize, ReservedFreeCells, NSSnapshot, Solution), !.

% a card from a free cell home
make_move(Field, MaxValue, NumberOfColumns, FreeCells, Dom, FreeCellsSize,
          ReservedFreeCells, Snapshots, Solution) :-
    process_free_cell_card(FreeCells, Card),
    move_card_to_dom_from_free_cell_if_avaliable(Card, Dom, FreeCells,
        ReservedFreeCells, DomResult, FreeCellsResult,
        ReservedFreeCellsCountResult, MaxValue),
    stm_append_value_if_not_in_stm(Snapshots, [DomResult, FreeCellsResult,
                                   Field], NSSnapshot),
    make_move(Field, MaxValue, NumberOfColumns, FreeCellsResult, DomResult,
              FreeCellsSize, ReservedFreeCellsCountResult, NSSnapshot,
              Solution), !.

% a card from a free cell to a column
make_move(Field, MaxValue, NumberOfColumns, FreeCells, Dom, FreeCellsSize,
          ReservedFreeCells, Snapshots, Solution) :-
    process_free_cell_card(FreeCells, Card),
    move_card_to_field_from_free_cell_if_avaliable(Card, Field, FreeCells,
        NumberOfColumns, ReservedFreeCells, FieldResult, FreeCellsResult,
        ReservedFreeCellsCountResult),
    stm_append_value_if_not_in_stm(Snapshots, [Dom, FreeCellsResult,
                                   FieldResult], NSSnapshot),
    make_move(FieldResult, MaxValue, NumberOfColumns, FreeCellsResult, Dom,
              FreeCellsSize, ReservedFreeCellsCountResult, NSSnapshot,
              Solution), !.

% a card from a column to another column
make_move(Field, MaxValue, NumberOfColumns, FreeCells, Dom, FreeCellsSize,
          ReservedFreeCells, Snapshots, Solution) :-
    get_top_card(Field, _, RowOfCard),
    move_card_to_field_some_column_if_avalialbe(Field, NumberOfColumns,
                                                RowOfCard, FieldResult),
    stm_append_value_if_not_in_stm(Snapshots, [Dom, FreeCells, FieldResult],
                                   NSSnapshot),
    make_move(FieldResult, MaxValue, NumberOfColumns, FreeCells, Dom,
              FreeCellsSize, ReservedFreeCells, NSSnapshot, Solution), !.

% a card from a column to a free cell
make_move(Field, MaxValue, NumberOfColumns, FreeCells, Dom, FreeCellsSize,
          ReservedFreeCells, Snapshots, Solution) :-
    get_top_card(Field, Card, RowOfCard),
    move_card_to_free_cell_if_avaliable(Card, RowOfCard, Field, FreeCells,
        FreeCellsSize, ReservedFreeCells, FieldResult, FreeCellsResult,
        ReservedCellsCountResult),
    stm_append_value_if_not_in_stm(Snapshots, [Dom, FreeCellsResult,
                                   FieldResult], NSSnapshot),
    make_move(FieldResult, MaxValue, NumberOfColumns, FreeCellsResult, Dom,
              FreeCellsSize, ReservedCellsCountResult, NSSnapshot, Solution), !.

% ---------------------------------------------------------------------
% 5.3 - 5.13 list utilities
% ---------------------------------------------------------------------

is_equal_sets(List1, List2) :-
    list_to_set(List1, Set1),
    list_to_set(List2, Set2),
    sort(Set1, SortedSet1),
    sort(Set2, SortedSet2),
    is_equal(SortedSet1, SortedSet2).

% insert(List, Result, Value): Value added at the end of List
insert([H | T], [H | T2], Value) :-
    insert(T, T2, Value), !.
insert([H | []], [H, Value], Value) :- !.
insert([], [Value], Value) :- !.

insert_to_head([H | T], Element, [Element, H | T]) :- !.
insert_to_head([], Element, [Element]).

set_value(Hardcode, Hardcode).

is_equal(Value, Value).

is_not_equal(Value, Value) :- !, false.
is_not_equal(_, _).

delete_nth_element_from_list(List, N, ResultList) :-
    delete_nth_element_from_list_internal(List, N, ResultList, 0).

delete_nth_element_from_list_internal([_ | T], Iteration, T, Iteration) :- !.
delete_nth_element_from_list_internal([H | T1], N, [H | T2], Iteration) :-
    NSIteration is Iteration + 1,
    delete_nth_element_from_list_internal(T1, N, T2, NSIteration).

% The two extra clauses give [] for an index past the end of the list;
% throw_cards relies on it while the columns are being laid out.
get_element(List, Index, Element) :-
    nth0(Index, List, Element).
get_element([], _, []).
get_element(_, _, []).

get_element_with_len(List, Index, Element, Len) :-
    nth0(Index, List, Element),
    length(Element, Len).
get_element_with_len([], _, [], _).
get_element_with_len(_, _, [], _).

cnt_mod(A, B, Res) :-
    Res is A mod B.

% replace(Index, List, Element, Result); an Index past the end appends
replace(Index, List, Element, Result) :-
    nth0(Index, List, _, Res),
    nth0(Index, Result, Element, Res), !.
replace(Index, List, Element, Res) :-
    length(List, ListLength),
    Index >= ListLength,
    insert(List, Res, Element).

% ---------------------------------------------------------------------
% 5.14 - 5.17 the state memory
% ---------------------------------------------------------------------

% A state is taken as already seen when Dom and FreeCells are equal and
% the columns show the same set of [Length, TopCard] pairs ("the set of
% cards that can be taken"), whatever the order of the columns.
state_inside_state_machine(StateMachineList, [Dom, FreeCells, Field]) :-
    make_lite_field_downset_snapshot(Field, FieldSnapshot),
    state_inside_state_machine_internal(StateMachineList,
                                        [Dom, FreeCells, FieldSnapshot]).

state_inside_state_machine_internal([[Dom, FreeCells, FieldSTM] | _],
                                    [Dom, FreeCells, LiteFieldSnapshot]) :-
    make_lite_field_downset_snapshot(FieldSTM, FieldSnapshotSTM),
    is_equal_sets(FieldSnapshotSTM, LiteFieldSnapshot), !.
state_inside_state_machine_internal([_ | T], State) :-
    state_inside_state_machine_internal(T, State).
state_inside_state_machine_internal([], _) :- !, false.

stm_init(Result) :-
    set_value(Result, []).

stm_append_value_if_not_in_stm(Snapshot, State, SnapshotResult) :-
    not(state_inside_state_machine(Snapshot, State)), !,
    insert_to_head(Snapshot, State, SnapshotResult).

make_lite_field_downset_snapshot(Field, FieldSnapshot) :-
    make_lite_field_downset_snapshot_internal(Field, FieldSnapshot, []).

make_lite_field_downset_snapshot_internal([[TopCard | ColumnTail] | FieldTail],
                                          FieldSnapshot, TempSnapshot) :-
    length([TopCard | ColumnTail], N),
    insert_to_head(TempSnapshot, [N, TopCard], NTempSnapshot),
    make_lite_field_downset_snapshot_internal(FieldTail, FieldSnapshot,
                                              NTempSnapshot).
% Repair: the report's clause reads
%     make_lite_field_downset_snapshot_internal([], FieldSnapshot, Temp) :-
%         insert_to_head(Temp, [0, []], NTemp),
%         make_lite_field_downset_snapshot_internal([], FieldSnapshot, NTemp).
% which recurses on [] for ever and leaves empty columns without a clause.
% It is the clause for an empty column: [0, []] stands for it.
make_lite_field_downset_snapshot_internal([[] | FieldTail], FieldSnapshot,
                                          TempSnapshot) :-
    insert_to_head(TempSnapshot, [0, []], NTempSnapshot),
    make_lite_field_downset_snapshot_internal(FieldTail, FieldSnapshot,
                                              NTempSnapshot).
make_lite_field_downset_snapshot_internal([], FieldSnapshot, FieldSnapshot) :-
    !.

% ---------------------------------------------------------------------
% 5.18 - 5.24 dealing
% ---------------------------------------------------------------------

generate_sorted_array_of_color(MaxValue, Color, Result) :-
    generate_sorted_array_of_color_internal(MaxValue, Color, Result, [], 0).

generate_sorted_array_of_color_internal(MaxValue, Color, Result, Temp,
                                        Iteration) :-
    Iteration < MaxValue,
    insert(Temp, NextTemp, [Iteration, Color]),
    NextIteration is Iteration + 1,
    generate_sorted_array_of_color_internal(MaxValue, Color, Result,
                                            NextTemp, NextIteration), !.
generate_sorted_array_of_color_internal(Iteration, _, Result, Result,
                                        Iteration).

getAllElements([], []).
getAllElements([H|T], ElementsList) :-
    getAllElements(T, NewElementsList),
    append(NewElementsList, H, ElementsList).

generate_field(MaxValue, NumColor, Field) :-
    generate_field_internal(MaxValue, NumColor, AllCards, [], 0),
    getAllElements(AllCards, AllCardsList),
    random_permutation(AllCardsList, ShuffledCardList),
    RowsCount is NumColor * 2,
    TotalCards is NumColor * MaxValue,
    throw_cards(ShuffledCardList, RowsCount, TotalCards, Field).

generate_field_internal(MaxValue, NumColor, Field, Temp, Iteration) :-
    Iteration < NumColor,
    generate_sorted_array_of_color(MaxValue, Iteration, SortedResult),
    insert(Temp, NewTemp, SortedResult),
    NextIteration is Iteration + 1,
    generate_field_internal(MaxValue, NumColor, Field, NewTemp,
                            NextIteration), !.
generate_field_internal(_, _, Field, Field, _).

% the shuffled cards go round-robin into RowsCount columns
throw_cards(Cards, RowsCount, TotalCards, Field) :-
    throw_cards_internal(Cards, RowsCount, TotalCards, [], Field, 0).

throw_cards_internal([H | T], RowsCount, TotalCards, TempField, Field,
                     Iteration) :-
    Iteration < TotalCards,
    cnt_mod(Iteration, RowsCount, Index),
    get_element(TempField, Index, Row),
    insert(Row, NewRow, H),
    replace(Index, TempField, NewRow, NewTempField),
    NextIteration is Iteration + 1,
    throw_cards_internal(T, RowsCount, TotalCards, NewTempField, Field,
                         NextIteration), !.
throw_cards_internal(_, _, _, Field, Field, _).

generate_empty_free_cells(FreeCellsResult) :-
    set_value(FreeCellsResult, []).

generate_empty_free_cells_internal(NumberOfItems, TempArray, ResultArray,
                                   Iteration) :-
    Iteration < NumberOfItems,
    NSIteration is Iteration + 1,
    insert(TempArray, NSTempArray, []),
    generate_empty_free_cells_internal(NumberOfItems, NSTempArray,
                                       ResultArray, NSIteration), !.
generate_empty_free_cells_internal(NumberOfItems, ResultArray, ResultArray,
                                   NumberOfItems).

generate_empty_dom(NumberOfDomItems, DomResult) :-
    generate_empty_list_of_lists(NumberOfDomItems, DomResult).

generate_empty_list_of_lists(NumberOfItems, ResultArray) :-
    generate_empty_free_cells_internal(NumberOfItems, [], ResultArray, 0).

% ---------------------------------------------------------------------
% 5.25 - 5.28 columns
% ---------------------------------------------------------------------

get_top_card_from_nth_column(Field, N, H) :-
    get_element(Field, N, [H | _]).

get_top_card_from_nth_column_with_length(Field, N, H, Len) :-
    get_element_with_len(Field, N, [H | _], Len).

pop_first_element([_ | T], T) :- !.
pop_first_element([], []) :- !.

remove_top_card_from_nth_column(Field, N, FieldResult) :-
    get_element(Field, N, Column),
    pop_first_element(Column, ColumnResult),
    replace(N, Field, ColumnResult, FieldResult).

% ---------------------------------------------------------------------
% 5.29 - 5.30 column -> free cell
% ---------------------------------------------------------------------

avalialbe_to_push_card_to_free_cells(ReservedFreeCellsCount, FreeCellsCount) :-
    ReservedFreeCellsCount < FreeCellsCount.

% Repair: listing 5.52 calls available_to_push_card_to_free_cells; the
% predicate of listing 5.50 is spelt avalialbe_to_push_card_to_free_cells.
move_card_to_free_cell_if_avaliable(Card, RowOfCard, Field, FreeCells,
        FreeCellsSize, ReservedCellsCount, FieldResult, FreeCellsResult,
        ReservedCellsCountResult) :-
    avalialbe_to_push_card_to_free_cells(ReservedCellsCount, FreeCellsSize),
    insert(FreeCells, FreeCellsResult, Card),
    remove_top_card_from_nth_column(Field, RowOfCard, FieldResult), !,
    ReservedCellsCountResult is ReservedCellsCount + 1.

% ---------------------------------------------------------------------
% 5.31 - 5.32 column -> home
% ---------------------------------------------------------------------

avaliable_to_push_card_to_dom_column(Card, Column, MaxValue) :-
    MaxAvaliableValue is MaxValue - 1,
    avaliable_to_push_card_to_dom_column_internal(Card, Column,
                                                  MaxAvaliableValue).

% an empty home column takes the highest card, on it goes the 0 of the
% same colour, then each card on the one below it
avaliable_to_push_card_to_dom_column_internal([MaxAvaliableValue, _], [],
                                              MaxAvaliableValue) :- !.
avaliable_to_push_card_to_dom_column_internal([0, Color],
        [[MaxAvaliableValue, Color] | []], MaxAvaliableValue) :- !.
avaliable_to_push_card_to_dom_column_internal([Value, Color],
        [[TopCardValue, Color] | _], _) :-
    ValueValidaesTolayOver is TopCardValue + 1,
    is_equal(Value, ValueValidaesTolayOver).

% Repair: listing 5.55 gives only the _internal rule; the entry point,
% with the arguments of its call in make_move, walks the home columns
% from the first one.
move_card_to_dom_if_avaliable(Card, Field, RowOfCard, Dom, MaxValue,
                              FieldResult, DomResult) :-
    move_card_to_dom_if_avaliable_internal(Card, Field, RowOfCard, Dom, Dom,
                                           MaxValue, FieldResult, DomResult, 0).

move_card_to_dom_if_avaliable_internal(Card, Field, RowOfCard, Dom, [H | _],
        MaxValue, FieldResult, DomResult, Iteration) :-
    avaliable_to_push_card_to_dom_column(Card, H, MaxValue),
    insert_to_head(H, Card, ColumnRes),
    replace(Iteration, Dom, ColumnRes, DomResult),
    remove_top_card_from_nth_column(Field, RowOfCard, FieldResult), !.
move_card_to_dom_if_avaliable_internal(Card, Field, RowOfCard, Dom, [_ | T],
        MaxValue, FieldResult, DomResult, Iteration) :-
    NSIteration is Iteration + 1,
    move_card_to_dom_if_avaliable_internal(Card, Field, RowOfCard, Dom, T,
        MaxValue, FieldResult, DomResult, NSIteration), !.
move_card_to_dom_if_avaliable_internal(_, Field, _, Dom, [], _, Field, Dom, _) :-
    false.

% ---------------------------------------------------------------------
% 5.33 free cell -> column
% ---------------------------------------------------------------------

move_card_to_field_from_free_cell_if_avaliable(Card, Field, FreeCells,
        NumberOfColumns, ReservedFreeCellsCount, FieldResult,
        FreeCellsResult, ReservedFreeCellsCountResult) :-
    move_card_to_field_some_column_if_avalialbe_card(Field, Card,
        NumberOfColumns, FieldResult),
    delete(FreeCells, Card, FreeCellsResult),
    ReservedFreeCellsCountResult is ReservedFreeCellsCount - 1.

% ---------------------------------------------------------------------
% 5.34 free cell -> home
% ---------------------------------------------------------------------

% Repair: the head of this rule and its ":-" are lost in listing 5.57;
% only the body line is left.  The head is the call of make_move.
move_card_to_dom_from_free_cell_if_avaliable(Card, Dom, FreeCells,
        ReservedFreeCellsCount, DomResult, FreeCellsResult,
        ReservedFreeCellsCountResult, MaxValue) :-
    move_card_to_dom_from_free_cell_if_avaliable_internal(Card, FreeCells,
        Dom, Dom, MaxValue, FreeCellsResult, DomResult,
        ReservedFreeCellsCount, ReservedFreeCellsCountResult, 0).

move_card_to_dom_from_free_cell_if_avaliable_internal(Card, FreeCells, Dom,
        [H | _], MaxValue, FreeCellsResult, DomResult, ReservedFreeCellsCount,
        ReservedFreeCellsCountResult, Iteration) :-
    avaliable_to_push_card_to_dom_column(Card, H, MaxValue),
    insert_to_head(H, Card, ColumnRes),
    replace(Iteration, Dom, ColumnRes, DomResult),
    delete(FreeCells, Card, FreeCellsResult),
    ReservedFreeCellsCountResult is ReservedFreeCellsCount - 1, !.
move_card_to_dom_from_free_cell_if_avaliable_internal(Card, FreeCells, Dom,
        [_ | T], MaxValue, FreeCellsResult, DomResult, ReservedFreeCellsCount,
        ReservedFreeCellsCountResult, Iteration) :-
    NSIteration is Iteration + 1,
    move_card_to_dom_from_free_cell_if_avaliable_internal(Card, FreeCells,
        Dom, T, MaxValue, FreeCellsResult, DomResult, ReservedFreeCellsCount,
        ReservedFreeCellsCountResult, NSIteration), !.
% Repair: the report's last clause has nine arguments, one fewer than the
% other two; it only says that no home column is left.
move_card_to_dom_from_free_cell_if_avaliable_internal(_, FreeCells, Dom, [],
        _, FreeCells, Dom, _, _, _) :-
    false.

% ---------------------------------------------------------------------
% 5.35 - 5.36 may a card go onto a column?
% ---------------------------------------------------------------------

avaliable_to_push_card_to_field_column(_, N, N) :- !, false.
avaliable_to_push_card_to_field_column(Field, CardN, ColumnN) :-
    get_element(Field, ColumnN, Column),
    length(Column, ColumnLen),
    get_top_card_from_nth_column_with_length(Field, CardN, Card,
                                             CardColumnLen), !,
    avaliable_to_push_card_to_field_column_internal_with_len(Card, Column,
        CardColumnLen, ColumnLen).

avaliable_to_push_card_to_field_column_card(Field, Card, ColumnN) :-
    get_element(Field, ColumnN, Column), !,
    avaliable_to_push_card_to_field_column_internal(Card, Column).

avaliable_to_push_card_to_field_column_internal(_, []) :- !.
avaliable_to_push_card_to_field_column_internal([Value, Color],
        [[TopCardValue, TopCardColor] | _]) :-
    is_not_equal(Color, TopCardColor),
    ValueValidaesTolayOver is TopCardValue - 1,
    is_equal(Value, ValueValidaesTolayOver).

% Repair: listing 5.59 has a clause only for a destination column with a
% top card, although the rules allow a move "into an empty column, without
% restriction" (figure 3.2 shows one).  The clause for an empty column is
% added; like the other one it asks columns_empty/2 first.
avaliable_to_push_card_to_field_column_internal_with_len(_, [],
        CardColumnLen, ColumnLen) :-
    columns_empty(CardColumnLen, ColumnLen), !.
avaliable_to_push_card_to_field_column_internal_with_len([Value, Color],
        [[TopCardValue, TopCardColor] | _], CardColumnLen, ColumnLen) :-
    columns_empty(CardColumnLen, ColumnLen),
    is_not_equal(Color, TopCardColor),
    ValueValidaesTolayOver is TopCardValue - 1,
    is_equal(Value, ValueValidaesTolayOver).

% Repair: columns_empty/2 is called in listing 5.59 but its listing is
% missing.  The text says: when both columns are empty, not counting the
% card that moves, the move is not made - a lone card would only change
% columns.  It is written in the manner of is_not_equal/2.
columns_empty(1, 0) :- !, false.
columns_empty(_, _).

% ---------------------------------------------------------------------
% 5.37 - 5.42 column -> column
% ---------------------------------------------------------------------

% Repair: listings 5.63, 5.65, 5.67 and 5.69 lost their heads; they are
% taken from the examples of use (listings 5.64, 5.66, 5.68, 5.70).
move_card_to_field_column(Field, N, ColumnN, FieldResult) :-
    get_top_card_from_nth_column(Field, N, Card),
    remove_top_card_from_nth_column(Field, N, TempFieldResult),
    get_element(TempFieldResult, ColumnN, Column),
    insert_to_head(Column, Card, UpdatedColumn),
    replace(ColumnN, TempFieldResult, UpdatedColumn, FieldResult), !.

add_card_to_field_column(Field, Card, ColumnN, FieldResult) :-
    get_element(Field, ColumnN, Column),
    insert_to_head(Column, Card, ColumnResult),
    replace(ColumnN, Field, ColumnResult, FieldResult), !.

find_avaliable_column_to_push(Field, NumberOfColumns, N, FoundedColumn) :-
    find_avaliable_column_to_push_internal(Field, NumberOfColumns, N,
                                           FoundedColumn, 0).

find_avaliable_column_to_push_internal(_, NumberOfColumns, _, _,
                                       NumberOfColumns) :-
    !, false.
find_avaliable_column_to_push_internal(Field, _, N, Iteration, Iteration) :-
    avaliable_to_push_card_to_field_column(Field, N, Iteration).
find_avaliable_column_to_push_internal(Field, NumberOfColumns, N, FoundedItem,
                                       Iteration) :-
    NSIteration is Iteration + 1,
    find_avaliable_column_to_push_internal(Field, NumberOfColumns, N,
                                           FoundedItem, NSIteration).

find_avaliable_column_to_push_card(Field, NumberOfColumns, Card,
                                   FoundedColumn) :-
    find_avaliable_column_to_push_internal_card(Field, NumberOfColumns, Card,
                                                FoundedColumn, 0).

find_avaliable_column_to_push_internal_card(_, NumberOfColumns, _, _,
                                            NumberOfColumns) :-
    !, false.
find_avaliable_column_to_push_internal_card(Field, _, Card, Iteration,
                                            Iteration) :-
    avaliable_to_push_card_to_field_column_card(Field, Card, Iteration).
find_avaliable_column_to_push_internal_card(Field, NumberOfColumns, Card,
                                            FoundedItem, Iteration) :-
    NSIteration is Iteration + 1,
    find_avaliable_column_to_push_internal_card(Field, NumberOfColumns, Card,
                                                FoundedItem, NSIteration).

% the card on top of column N goes onto the first column that takes it
move_card_to_field_some_column_if_avalialbe(Field, NumberOfColumns, N,
                                            FieldResult) :-
    find_avaliable_column_to_push(Field, NumberOfColumns, N, ColumnNumber),
    !,
    move_card_to_field_column(Field, N, ColumnNumber, FieldResult).

% Repair: listing 5.73 repeats listing 5.71 word for word.  This is the
% rule its text and example (listing 5.74) describe: a known card (from a
% free cell) goes onto the first column that takes it.
move_card_to_field_some_column_if_avalialbe_card(Field, Card, NumberOfColumns,
                                                 FieldResult) :-
    find_avaliable_column_to_push_card(Field, NumberOfColumns, Card,
                                       ColumnNumber),
    !,
    add_card_to_field_column(Field, Card, ColumnNumber, FieldResult).

% ---------------------------------------------------------------------
% 5.43 - 5.47 other entry points and helpers
% ---------------------------------------------------------------------

solve_mock(Solution) :-
    MaxValue is 10,
    ColorsCount is 1,
    FreeCellsSize is ColorsCount,
    ReservedCellsCount is 0,
    NumberOfColumns is ColorsCount * 2,
    set_value(Field,
        [[[3, 0], [2, 0], [1, 0], [9, 0], [4, 0]],
         [[8, 0], [7, 0], [5, 0], [0, 0], [6, 0]]]),
    generate_empty_free_cells(FreeCells),
    generate_empty_dom(ColorsCount, Dom),
    stm_init(State),
    stm_append_value_if_not_in_stm(State, [Dom, FreeCells, Field], States),
    make_move(Field, MaxValue, NumberOfColumns, FreeCells, Dom,
              FreeCellsSize, ReservedCellsCount, States, NewestFirst),
    reverse(NewestFirst, Solution).

% Repair: the report builds the home with generate_empty_dom(NumberOfColumns,
% Dom), twice as many home columns as colours; solve/3 and solve_mock/1
% use the number of colours.
create_solution(Field, MaxValue, NumberOfColors, Solution) :-
    generate_empty_free_cells(FreeCells),
    NumberOfColumns is NumberOfColors * 2,
    generate_empty_dom(NumberOfColors, Dom),
    stm_init(State),
    stm_append_value_if_not_in_stm(State, [Dom, FreeCells, Field], States),
    make_move(Field, MaxValue, NumberOfColumns, FreeCells, Dom,
              NumberOfColors, 0, States, NewestFirst),
    reverse(NewestFirst, Solution).

% get_top_card(Field, TopCard, CardRow): on backtracking, the top card of
% every non-empty column
get_top_card(Field, TopCard, CardRow) :-
    get_top_card_internal(Field, TopCard, CardRow, 0).

get_top_card_internal([[TopCard | _] | _], TopCard, Iteration, Iteration).
get_top_card_internal([_ | T], TopCard, CardRow, Iteration) :-
    NSIteration is Iteration + 1,
    get_top_card_internal(T, TopCard, CardRow, NSIteration).

process_free_cell_card(FreeCells, Card) :-
    process_free_cell_card_internal(FreeCells, Card).

process_free_cell_card_internal([H | _], H).
process_free_cell_card_internal([_ | T], Card) :-
    process_free_cell_card_internal(T, Card).

field_is_empty([[] | T]) :-
    field_is_empty(T), !.
field_is_empty([[]]).

% ---------------------------------------------------------------------
% show_solution/1: the steps as text boards (the report draws them with
% pygame).  A card [V, C] is written V:C; columns are written from the
% bottom card up to the top card.
% ---------------------------------------------------------------------

show_solution([First | Rest]) :-
    length(Rest, Moves),
    format("Deal (~w moves to the solution)~n", [Moves]),
    show_state(First),
    show_steps(Rest, First, 1).

show_steps([], _, _).
show_steps([State | States], Previous, Step) :-
    describe_move(Previous, State, Move),
    format("~nStep ~w: ~w~n", [Step, Move]),
    show_state(State),
    NextStep is Step + 1,
    show_steps(States, State, NextStep).

show_state([Dom, FreeCells, Field]) :-
    format("  home:      ", []),
    show_piles(Dom),
    format("~n  free:      ", []),
    show_free_cells(FreeCells),
    format("~n", []),
    show_columns(Field, 1).

show_piles([]).
show_piles([Pile | Piles]) :-
    show_pile_top(Pile),
    show_piles(Piles).

show_pile_top([]) :-
    format("[   ] ", []).
show_pile_top([Card | Cards]) :-
    length([Card | Cards], N),
    card_text(Card, Text),
    format("[~w x~w] ", [Text, N]).

show_free_cells([]) :-
    format("-", []).
show_free_cells([Card | Cards]) :-
    show_cards([Card | Cards]).

show_cards([]).
show_cards([Card | Cards]) :-
    card_text(Card, Text),
    format("~w ", [Text]),
    show_cards(Cards).

show_columns([], _).
show_columns([Column | Columns], N) :-
    format("  column ~w:  ", [N]),
    show_column(Column),
    format("~n", []),
    N1 is N + 1,
    show_columns(Columns, N1).

show_column([]) :-
    format("-", []).
show_column([Card | Cards]) :-
    reverse([Card | Cards], BottomUp),
    show_cards(BottomUp).

card_text([Value, Color], Text) :-
    format(atom(Text), "~w:~w", [Value, Color]).

% describe_move(State, NextState, Text): which card went where
describe_move([Dom1, Free1, Field1], [Dom2, Free2, Field2], Text) :-
    place_changes(Dom1, Free1, Field1, Dom2, Free2, Field2, Card, From, To),
    !,
    card_text(Card, CardText),
    format(atom(Text), "~w from ~w to ~w", [CardText, From, To]).
describe_move(_, _, 'no single card moved').

place_changes(Dom1, Free1, Field1, Dom2, Free2, Field2, Card, From, To) :-
    card_place(Card, Dom1, Free1, Field1, From),
    card_place(Card, Dom2, Free2, Field2, To),
    From \== To.

card_place(Card, _, _, Field, Place) :-
    nth1(N, Field, [Card | _]),
    format(atom(Place), "column ~w", [N]).
card_place(Card, _, FreeCells, _, 'a free cell') :-
    member(Card, FreeCells).
card_place(Card, Dom, _, _, Place) :-
    nth1(N, Dom, [Card | _]),
    format(atom(Place), "home ~w", [N]).
