/*  hornbook DCG library: translation of grammar rules (Head --> Body) into
    clauses, as SWI-Prolog translates them, and phrase/2,3. consult/1 calls
    dcg_translate_rule/2 for every --> clause it reads.
*/

%!  dcg_translate_rule(+Rule, -Clause) is det
%
%   Clause is the translation of the grammar rule Head --> Body, as
%   consult/1 makes it.
%
%   ?- dcg_translate_rule((greeting --> [hello], name), C).
%   C = (greeting(_A, _B) :- _A = [hello|_C], name(_C, _B)).
dcg_translate_rule((H --> _), _) :-
    var(H), !,
    throw(error(instantiation_error, context(dcg_translate_rule/2, _))).
dcg_translate_rule((H, PB --> B), (H1 :- Body)) :- !,
    '$dcg_nonterminal'(H, S0, S, H1),
    '$dcg_body'(B, S0, S1, B1),
    % The pushback is any grammar body, run on the rest the other way
    % round, as SWI-Prolog translates it: (a, b --> []) gives
    % a(S0, S) :- S0 = S1, b(S, S1).
    '$dcg_body'(PB, S, S1, PB1),
    Body = (B1, PB1).
dcg_translate_rule((H --> B), (H1 :- B1)) :-
    '$dcg_nonterminal'(H, S0, S, H1),
    '$dcg_body'(B, S0, S, B1).

'$dcg_nonterminal'(H, _, _, _) :-
    var(H), !,
    throw(error(instantiation_error, context(dcg_translate_rule/2, _))).
'$dcg_nonterminal'(M:H, S0, S, M:H1) :- !, '$dcg_nonterminal'(H, S0, S, H1).
'$dcg_nonterminal'(H, S0, S, H1) :-
    callable(H), !,
    H =.. L0,
    '$append_'(L0, [S0, S], L1),
    H1 =.. L1.
'$dcg_nonterminal'(H, _, _, _) :-
    throw(error(type_error(callable, H), _)).

'$dcg_body'(V, S0, S, phrase(V, S0, S)) :- var(V), !.
'$dcg_body'((A, B), S0, S, (A1, B1)) :- !,
    '$dcg_body'(A, S0, S1, A1),
    '$dcg_body'(B, S1, S, B1).
'$dcg_body'((A ; B), S0, S, (A1 ; B1)) :- !,
    '$dcg_body'(A, S0, S, A1),
    '$dcg_body'(B, S0, S, B1).
'$dcg_body'('|'(A, B), S0, S, (A1 ; B1)) :- !,
    '$dcg_body'(A, S0, S, A1),
    '$dcg_body'(B, S0, S, B1).
'$dcg_body'((C -> T), S0, S, (C1 -> T1)) :- !,
    '$dcg_body'(C, S0, S1, C1),
    '$dcg_body'(T, S1, S, T1).
'$dcg_body'(\+ A, S0, S, (\+ A1, S = S0)) :- !,
    '$dcg_body'(A, S0, _, A1).
'$dcg_body'({}(G), S0, S, (G, S = S0)) :- !.
'$dcg_body'({}, S0, S, S = S0) :- !.
'$dcg_body'(!, S0, S, (!, S = S0)) :- !.
'$dcg_body'([], S0, S, S0 = S) :- !.
'$dcg_body'(L, S0, S, G) :- '$dcg_is_terminals'(L), !, '$dcg_terminals'(L, S0, S, G).
% A qualified list or string (a grammar body passed to a meta-predicate)
% is the terminals themselves.
'$dcg_body'(Q, S0, S, G) :-
    Q = _:_, strip_module(Q, _, L),
    nonvar(L), ( L == [] ; '$dcg_is_terminals'(L) ), !,
    '$dcg_body'(L, S0, S, G).
% Any other qualified body (a grammar passed to a meta-predicate, such as
% `("a" | "b")`): translated as it is, and run in its module, where its
% nonterminals and {}/1 goals belong.
'$dcg_body'(Q, S0, S, M:G) :-
    Q = _:_, strip_module(Q, M, B),
    atom(M), nonvar(B), B \= call(_), \+ '$dcg_plain_nonterminal'(B), !,
    '$dcg_body'(B, S0, S, G).
'$dcg_body'(call(G), S0, S, call(G, S0, S)) :- !.
'$dcg_body'(G, S0, S, G1) :-
    compound(G), G =.. [call|Args], !,
    '$append_'(Args, [S0, S], Args1),
    G1 =.. [call|Args1].
'$dcg_body'(NT, S0, S, G) :- '$dcg_nonterminal'(NT, S0, S, G).

% A callable that is no control construct of grammar bodies.
'$dcg_plain_nonterminal'(B) :-
    callable(B),
    \+ '$member_'(B, [(_, _), (_ ; _), '|'(_, _), (_ -> _), \+ _, {}(_), !, []]),
    \+ '$dcg_is_terminals'(B).

'$dcg_is_terminals'(L) :- L = [_|_], !.
'$dcg_is_terminals'(L) :- string(L).

% A proper list (or a string) is matched by one unification with the list
% and the rest appended; a partial list's length is not known before the
% call, so, as in SWI-Prolog, the call appends it (its tail is [] first).
% A cyclic list has no end to append: type_error(list_or_partial_list, L)
% as in SWI-Prolog (the append would build an endless list).
'$dcg_terminals'(L, S0, S, G) :-
    (   string(L) -> string_codes(L, Cs) ; Cs = L ),
    '$skip_list'(Cs, _, T),
    (   T == []
    ->  '$dcg_append_open'(Cs, S, L1),
        G = (S0 = L1)
    ;   nonvar(T), T = [_|_]
    ->  throw(error(type_error(list_or_partial_list, L), _))
    ;   G = '$dcg_append'(Cs, S, S0)
    ).
'$dcg_append'([], L, L).
'$dcg_append'([H|T], L, [H|R]) :- '$dcg_append'(T, L, R).
% phrase/2,3 take a list or a partial list (type_error(list, ...) as SWI).
'$dcg_list_or_partial_list'(L) :-
    '$skip_list'(L, _, T),
    (   ( var(T) ; T == [] ) -> true ; throw(error(type_error(list, L), _)) ).
'$dcg_append_open'([], S, S).
'$dcg_append_open'([H|T], S, [H|R]) :- '$dcg_append_open'(T, S, R).

%!  phrase(:RuleSet, ?List)
%
%   True when List is a sentence of the grammar body RuleSet:
%   phrase(RuleSet, List, []).
%
%   ?- phrase(([a], [b]), L).
%   L = [a, b].
phrase(G, L) :- phrase(G, L, []).

%!  phrase(:RuleSet, ?List, ?Rest)
%
%   True when RuleSet parses a prefix of List, leaving Rest.
%
%   ?- phrase([a], [a, b, c], Rest).
%   Rest = [b, c].
phrase(G, L, R) :-
    (   var(G) -> throw(error(instantiation_error, context(phrase/3, _))) ; true ),
    '$dcg_list_or_partial_list'(L),
    '$dcg_list_or_partial_list'(R),
    '$dcg_body'(G, S0, S, Goal),
    S0 = L, S = R,
    call(Goal).
