/*  Reports over a ledger: balances, account statements and spending by
    category, laid out in columns with format/2 column stops.  The
    categories are rules written with an operator local to this module.
*/

:- module(report,
          [ section/2,
            print_balances/1,
            print_statement/2,
            print_categories/2
          ]).

:- use_module(accounts).
:- use_module(library(pairs)).
:- use_module(library(apply)).
:- use_module(library(yall)).
:- use_module(library(lists)).
:- use_module(library(aggregate)).

:- meta_predicate section(+, 0).

:- op(700, xfx, ~>).

lunch ~> food.
coffee ~> food.
groceries ~> food.
books ~> education.
course ~> education.
rent ~> housing.

category(Memo, Category) :-
    (   Memo ~> Category0
    ->  Category = Category0
    ;   Category = other
    ).

%!  section(+Title, :Goal) is det.
%
%   Prints Title underlined, then runs Goal once.
section(Title, Goal) :-
    atom_length(Title, Len),
    format("~n~w~n~`-t~*|~n", [Title, Len]),
    once(Goal).

print_balances(Ledger) :-
    format("~w~t~12|~w~t~22|~t~w~12+~n", [account, kind, balance]),
    account_names(Ledger, Names),
    forall(member(Name, Names),
           ( account_kind(Name, Ledger, Kind),
             balance(Name, Ledger, Balance),
             format("~w~t~12|~w~t~22|~t~2d~12+~n", [Name, Kind, Balance])
           )),
    fold_accounts([_, B, S0, S]>>(S is S0 + B), Ledger, 0, Total),
    format("~t~34|~`=t~12+~n"),
    format("~w~t~22|~t~2d~12+~n", [total, Total]).

print_statement(Name, Ledger) :-
    postings(Name, Ledger, Postings),
    balance(Name, Ledger, Final),
    foldl([posting(_, _, A), S0, S]>>(S is S0 + A), Postings, 0, Moved),
    Opening is Final - Moved,
    format("~w~t~18|~t~w~10+~t~2d~10+~n", [Name, opening, Opening]),
    foldl([posting(Id, Memo, Amount), B0, B]>>
              ( B is B0 + Amount,
                format("~t~d~4|  ~w~t~18|~t~2d~10+~t~2d~10+~n",
                       [Id, Memo, Amount, B])
              ),
          Postings, Opening, _).

print_categories(Transactions, Ledger) :-
    findall(Category-Amount,
            ( member(tx(Id, _ pays Amount to _ for Memo), Transactions),
              applied(Id, Ledger),
              category(Memo, Category)
            ),
            Pairs),
    keysort(Pairs, Sorted),
    group_pairs_by_key(Sorted, Groups),
    aggregate_all(sum(A), member(_-A, Pairs), Total),
    forall(member(Category-Amounts, Groups),
           ( sum_list(Amounts, Sum),
             length(Amounts, N),
             Percent is 100 * Sum / Total,
             format("~w~t~14|~t~d~4+~t~2d~12+~t~1f%~8+~n",
                    [Category, N, Sum, Percent])
           )).

applied(Id, Ledger) :-
    account_names(Ledger, Names),
    member(Name, Names),
    postings(Name, Ledger, Postings),
    memberchk(posting(Id, _, _), Postings), !.
