/*  A small ledger: a program split into three module files.  The
    transactions are applied one by one; a rejected one is reported and
    the ledger goes on without it.
*/

:- module(ledger_main, [main/0]).

:- use_module(accounts).
:- use_module(report).
:- use_module(library(apply)).
:- use_module(library(lists)).

:- initialization(main).

openings([ account(bank, asset, 1000000),
           account(alice, person, 20000),
           account(bob, person, 5000),
           account(carol, person, 0),
           account(shop, income, 0)
         ]).

transactions([ tx(1, alice pays 2500 to bob for lunch),
               tx(2, bob pays 1200 to shop for books),
               tx(3, carol pays 99900 to alice for rent),
               tx(4, deposit(carol, 250000, salary)),
               tx(5, carol pays 99900 to alice for rent),
               tx(6, dave pays 100 to alice for coffee),
               tx(7, alice pays -5 to bob for coffee),
               tx(8, bob pays 350 to bob for coffee),
               tx(9, bob pays 450 to shop for coffee),
               tx(10, refund(alice, 100)),
               tx(11, alice pays 1999 to shop for groceries),
               tx(12, carol pays 45000 to shop for course),
               tx(13, bank pays 50000 to bob for loan),
               tx(14, alice pays 1.5 to bob for lunch)
             ]).

main :-
    openings(Openings),
    transactions(Transactions),
    new_ledger(Openings, Ledger0),
    foldl(apply_or_report, Transactions, Ledger0-[], Ledger-Rejected),
    length(Transactions, NT),
    length(Rejected, NR),
    format("~d transactions, ~d rejected~n", [NT, NR]),
    section('Balances', print_balances(Ledger)),
    section('Statements',
            forall(member(Name, [alice, bob, carol]),
                   print_statement(Name, Ledger))),
    section('Spending by category', print_categories(Transactions, Ledger)),
    section('Rejected', forall(member(R, Rejected), report_rejected(R))).

apply_or_report(tx(Id, T), L0-R0, L-R) :-
    catch(( apply_transaction(Id, T, L0, L), R = R0 ),
          Error,
          ( L = L0, append(R0, [Id-Error], R) )).

report_rejected(Id-Error) :-
    format("#~d: ", [Id]),
    (   Error = error(Formal, _), describe(Formal, Text)
    ->  format("~w~n", [Text])
    ;   phrase(prolog:message(Error), Lines)
    ->  print_message_lines(user_output, '', Lines)
    ;   Error = error(ledger(_), _), Error = error(Ledger, _),
        phrase(prolog:message(Ledger), Lines)
    ->  print_message_lines(user_output, '', Lines)
    ;   format("~q~n", [Error])
    ).

describe(type_error(Type, Value), Text) :-
    format(atom(Text), "~q is not of type ~w", [Value, Type]).
describe(existence_error(What, Name), Text) :-
    format(atom(Text), "no ~w named ~q", [What, Name]).
describe(domain_error(Domain, Value), Text) :-
    format(atom(Text), "~q is not in the domain ~w", [Value, Domain]).
