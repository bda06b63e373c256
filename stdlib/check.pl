/*  hornbook library(check): the checks of a loaded program that
    SWI-Prolog's check/0 makes, worded as it words them: predicates called
    but defined nowhere, calls no clause can match, declarations without
    clauses. Over the cross-reference of src/consult/xref.rs
    ('$call_sites'/1: every goal of every consulted clause, with its file,
    line and column).
*/
:- module(check,
        [ check/0, list_undefined/0, list_trivial_fails/0, list_void_declarations/0 ]).

%!  check is det
%
%   Checks the loaded program as SWI-Prolog's check/0 does and prints a
%   warning for each finding: predicates called but not defined (with each
%   caller's file:line:column), calls that no clause can match, and
%   discontiguous declarations of predicates without clauses.
%
%   ?- check.
%   % Checking undefined predicates ...
%   % Checking trivial failures ...
%   % Checking predicates with declarations but without clauses ...
%   true.
check :-
    print_message(informational, check(pass(undefined))),
    list_undefined,
    print_message(informational, check(pass(trivial_failures))),
    list_trivial_fails,
    print_message(informational, check(pass(void_declarations))),
    list_void_declarations.

%!  list_undefined is det
%
%   Prints, as a warning, every predicate that a clause of a consulted file
%   calls but that is defined nowhere (nor declared dynamic), each with the
%   places that call it as `File:Line:Column: N-th clause of Caller`.
%   make/0 runs it after reloading.
%
%   ?- list_undefined.
%   true.
list_undefined :-
    '$call_sites'(Sites),
    findall(PI-Ref,
            ( '$member_'(site(M, Goal, Caller, Nth, File, Line, Col), Sites),
              functor(Goal, Name, Arity),
              \+ '$resolve'(M, Name, Arity, _),
              PI = M:Name/Arity,
              Ref = ref(Caller, Nth, Line, Col, File)
            ),
            Pairs),
    (   Pairs == []
    ->  true
    ;   '$group_refs'(Pairs, Grouped),
        print_message(warning, check(undefined_procedures, Grouped))
    ).

%!  list_trivial_fails is det
%
%   Prints, as a warning, every call in a consulted clause to a static
%   predicate of the program whose clauses cannot match it: the call always
%   fails.
%
%   ?- list_trivial_fails.
%   true.
list_trivial_fails :-
    '$call_sites'(Sites),
    findall((M:Goal)-ref(Caller, Nth, Line, Col, File),
            ( '$member_'(site(M, Goal, Caller, Nth, File, Line, Col), Sites),
              '$trivial_fail'(M, Goal)
            ),
            Pairs),
    (   Pairs == []
    ->  true
    ;   '$group_refs'(Pairs, Grouped),
        print_message(warning, check(trivial_failures, Grouped))
    ).

% Goal (called in M) has an argument bound and names a static predicate
% of a consulted file none of whose clause heads unify with it.
'$trivial_fail'(M, Goal) :-
    functor(Goal, Name, Arity),
    Arity > 0,
    \+ \+ ( arg(_, Goal, A), nonvar(A) ),
    '$resolve'(M, Name, Arity, Def),
    '$pred_source'(Def, Name, Arity, _, _),
    \+ predicate_property(Def:Goal, dynamic),
    \+ predicate_property(Def:Goal, multifile),
    \+ catch(clause(Def:Goal, _), _, true).

%!  list_void_declarations is det
%
%   Prints, as a warning, every predicate of the program declared
%   discontiguous that has no clauses.
%
%   ?- list_void_declarations.
%   true.
list_void_declarations :-
    '$void_declarations'(Void),
    msort(Void, Sorted),
    forall('$member_'(M:Name/Arity, Sorted),
           ( '$qualified_pi'(M, Name, Arity, PI),
             print_message(warning, check(void_declaration(PI, discontiguous)))
           )).

% Key-Ref pairs as Key-Refs, sorted by key, the refs of a key sorted by
% caller, clause and place (ref(Caller, Nth, Line, Column, File)).
'$group_refs'(Pairs, Grouped) :-
    msort(Pairs, Sorted),
    '$group_sorted'(Sorted, Grouped).
'$group_sorted'([], []).
'$group_sorted'([K-R|Ps], [K-[R|Rs]|Gs]) :-
    '$same_key'(Ps, K, Rs, Rest),
    '$group_sorted'(Rest, Gs).
'$same_key'([K0-R|Ps], K, [R|Rs], Rest) :-
    K0 == K, !,
    '$same_key'(Ps, K, Rs, Rest).
'$same_key'(Ps, _, [], Ps).

% As SWI-Prolog, a predicate of user, system or a library is named without
% its module.
'$qualified_pi'(M, Name, Arity, PI) :-
    (   ( M == user ; M == system ; '$embedded_library'(M) )
    ->  PI = Name/Arity
    ;   PI = M:Name/Arity
    ).

:- multifile system:'$library_message'/2.

system:'$library_message'(check(pass(Pass)), ['Checking ~w ...'-[What]]) :-
    '$pass_words'(Pass, What).
system:'$library_message'(check(undefined_procedures, Grouped), Lines) :-
    '$refs_lines'(Grouped, 'which is referenced by', Refs),
    Lines = [ 'The predicates below are not defined. If these are defined', nl,
              'at runtime using assert/1, use :- dynamic Name/Arity.', nl, nl
            | Refs ].
system:'$library_message'(check(trivial_failures, Grouped), Lines) :-
    '$refs_lines'(Grouped, 'which is called from', Refs),
    Lines = [ 'The following goals fail because there are no matching clauses.', nl
            | Refs ].
system:'$library_message'(check(void_declaration(PI, Decl)),
                          ['~p is declared as ~w, but has no clauses'-[PI, Decl]]).

'$pass_words'(undefined, 'undefined predicates').
'$pass_words'(trivial_failures, 'trivial failures').
'$pass_words'(void_declarations, 'predicates with declarations but without clauses').

'$refs_lines'(Grouped, Words, Lines) :-
    '$refs_items'(Grouped, Words, Items),
    '$with_nls'(Items, Lines).

'$refs_items'([], _, []).
'$refs_items'([Key-Refs|Gs], Words, ['~w, ~w'-[Text, Words]|Items]) :-
    '$key_text'(Key, Text),
    '$ref_items'(Refs, Items, Items1),
    '$refs_items'(Gs, Words, Items1).

'$ref_items'([], Items, Items).
'$ref_items'([ref(CM:CN/CA, Nth, Line, Col, File)|Rs], [Place|Items0], Items) :-
    '$qualified_pi'(CM, CN, CA, Caller),
    '$ordinal'(Nth, Ord),
    (   integer(Col)
    ->  Place = '\t~w:~d:~d: ~w clause of ~q'-[File, Line, Col, Ord, Caller]
    ;   Place = '\t~w:~d: ~w clause of ~q'-[File, Line, Ord, Caller]
    ),
    '$ref_items'(Rs, Items0, Items).

'$with_nls'([], []).
'$with_nls'([I], [I]) :- !.
'$with_nls'([I|Is], [I, nl|Ls]) :- '$with_nls'(Is, Ls).

'$key_text'(M:Name/Arity, Text) :- !,
    '$qualified_pi'(M, Name, Arity, PI),
    format(atom(Text), "~q", [PI]).
'$key_text'(M:Goal, Text) :-
    (   M == user -> G = Goal ; G = M:Goal ),
    format(atom(Text), "~p", [G]).

% As SWI-Prolog words a clause's place: 1-st, 2-nd, then N-th.
'$ordinal'(1, '1-st') :- !.
'$ordinal'(2, '2-nd') :- !.
'$ordinal'(N, O) :- format(atom(O), "~d-th", [N]).
