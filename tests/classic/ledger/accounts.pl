/*  Accounts of a small ledger: an AVL tree from account name to
    account(Kind, Balance, Postings), transactions written with the
    operators this module exports, and errors raised as SWI-Prolog's
    library(error) does, with messages of our own for ledger errors.
*/

:- module(accounts,
          [ op(700, xfx, pays),
            op(650, xfx, to),
            op(600, xfx, for),
            new_ledger/2,
            apply_transaction/4,
            balance/3,
            account_kind/3,
            postings/3,
            account_names/2,
            fold_accounts/4
          ]).

:- use_module(library(assoc)).
:- use_module(library(error)).
:- use_module(library(apply)).
:- use_module(library(yall)).

:- meta_predicate fold_accounts(4, +, +, -).

%!  new_ledger(+Openings, -Ledger) is det.
%
%   Openings is a list of account(Name, Kind, Balance).
new_ledger(Openings, Ledger) :-
    must_be(list, Openings),
    empty_assoc(Empty),
    foldl(open_account, Openings, Empty, Ledger).

open_account(account(Name, Kind, Balance), L0, L) :-
    must_be(atom, Name),
    must_be(oneof([asset, person, income, expense]), Kind),
    must_be(integer, Balance),
    (   get_assoc(Name, L0, _)
    ->  permission_error(open, account, Name)
    ;   put_assoc(Name, L0, account(Kind, Balance, []), L)
    ).

%!  apply_transaction(+Id, +Transaction, +Ledger0, -Ledger) is det.
%
%   Transaction is `From pays Amount to To for Memo` (amounts in cents)
%   or deposit(Account, Amount, Memo).
apply_transaction(Id, From pays Amount to To for Memo, L0, L) :- !,
    must_be(positive_integer, Amount),
    must_be(atom, Memo),
    account(From, L0, account(FK, FB, FP)),
    account(To, L0, account(TK, TB, TP)),
    (   From == To
    ->  domain_error(distinct_accounts, From-To)
    ;   true
    ),
    (   FK \== asset, FK \== income, FB < Amount
    ->  throw(error(ledger(insufficient_funds(From, FB, Amount)), _))
    ;   true
    ),
    FB1 is FB - Amount,
    TB1 is TB + Amount,
    put_assoc(From, L0, account(FK, FB1, [posting(Id, Memo, -Amount)|FP]), L1),
    put_assoc(To, L1, account(TK, TB1, [posting(Id, Memo, Amount)|TP]), L).
apply_transaction(Id, deposit(Account, Amount, Memo), L0, L) :- !,
    must_be(positive_integer, Amount),
    account(Account, L0, account(K, B, P)),
    B1 is B + Amount,
    put_assoc(Account, L0, account(K, B1, [posting(Id, Memo, Amount)|P]), L).
apply_transaction(_, Transaction, _, _) :-
    throw(error(ledger(unknown_transaction(Transaction)), _)).

account(Name, Ledger, Account) :-
    must_be(atom, Name),
    (   get_assoc(Name, Ledger, Account)
    ->  true
    ;   existence_error(account, Name)
    ).

balance(Name, Ledger, Balance) :-
    account(Name, Ledger, account(_, Balance, _)).

account_kind(Name, Ledger, Kind) :-
    account(Name, Ledger, account(Kind, _, _)).

%!  postings(+Name, +Ledger, -Postings) is det.
%
%   The postings of an account, oldest first.
postings(Name, Ledger, Postings) :-
    account(Name, Ledger, account(_, _, Reversed)),
    reverse(Reversed, Postings).

account_names(Ledger, Names) :-
    assoc_to_keys(Ledger, Names).

%!  fold_accounts(:Goal, +Ledger, +Acc0, -Acc) is det.
%
%   Calls Goal(Name, Balance, Acc0, Acc) for every account in name order.
fold_accounts(Goal, Ledger, Acc0, Acc) :-
    assoc_to_list(Ledger, Pairs),
    foldl({Goal}/[Name-account(_, Balance, _), A0, A]>>call(Goal, Name, Balance, A0, A),
          Pairs, Acc0, Acc).

:- multifile prolog:message//1.

prolog:message(ledger(insufficient_funds(Who, Has, Needs))) -->
    [ '~w cannot pay ~2d: the balance is ~2d'-[Who, Needs, Has] ].
prolog:message(ledger(unknown_transaction(T))) -->
    [ 'not a transaction: ~q'-[T] ].
