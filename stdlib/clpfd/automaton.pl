/*  hornbook library(clpfd/automaton): the decomposition of automaton/3,8
    of library(clpfd), which exports and documents them.

    automaton/3,8: a state variable per position of the sequence, and one
    tuples_in/2 over [State, Symbol, Next | ExprIndices] tuples, as
    SWI-Prolog decomposes it (so propagation, and with it the labeling
    order, is the same). Nodes are numbered from 0 in the order of their
    first appearance in the arcs, then the sinks, then the sources; each
    counter's distinct expressions (==) from 1 in the order of the arcs,
    an arc without expressions having ?(C) for each counter C. At each
    position every expression of a counter gets a value variable, and
    element/3 with that counter's index picks the next value.
*/

:- module(clpfd_automaton, ['$fd_automaton'/8]).
:- use_module(library(lists)).
:- use_module(library(pairs)).
:- use_module(library(apply)).
:- op(700, xfx, #=).

'$fd_automaton'(Seqs, Template, Sigs, Nodes, Arcs0, Counters, Initials, Finals) :-
    maplist(clpfd:'$fd_must_be_list', [Sigs, Nodes, Arcs0, Counters, Initials]),
    (   var(Seqs) -> Seqs = Sigs ; clpfd:'$fd_must_be_list'(Seqs) ),
    maplist('$fd_aut_keep', Counters, Keep),
    maplist('$fd_aut_arc'(Keep), Arcs0, Arcs),
    '$fd_aut_args'(Nodes, sink, Sinks),
    '$fd_aut_args'(Nodes, source, Sources),
    maplist('$fd_aut_fresh_table'(1), Counters, ExprTables0),
    '$fd_aut_relation'(Arcs, Relation, t([], 0), NodeTable1, ExprTables0, ExprTables),
    '$fd_aut_numbers'(Sinks, SinkNums, NodeTable1, NodeTable2),
    '$fd_aut_numbers'(Sources, SourceNums, NodeTable2, _),
    maplist('$fd_aut_table_terms', ExprTables, Exprs),
    Env = env(Template, Counters, Exprs),
    '$fd_aut_steps'(Seqs, Sigs, Start, End, Env, Initials, Finals, Tuples),
    '$fd_aut_member'(Start, SourceNums),
    '$fd_aut_member'(End, SinkNums),
    clpfd:tuples_in(Tuples, Relation).
'$fd_aut_keep'(C, ?(C)).
'$fd_aut_arc'(_, arc(From, L, To, Es), arc(From, L, To, Es)).
'$fd_aut_arc'(Keep, arc(From, L, To), arc(From, L, To, Keep)).
'$fd_aut_args'([], _, []).
'$fd_aut_args'([N|Ns], Name, As) :-
    (   compound(N), N =.. [Name, A] -> As = [A|As1] ; As = As1 ),
    '$fd_aut_args'(Ns, Name, As1).
'$fd_aut_fresh_table'(First, _, t([], First)).
% A table t(Key-Num pairs, next number) numbers terms by their first
% appearance; keys are compared with ==.
'$fd_aut_number'(Key, Num, t(Ps, Next), Table) :-
    (   member(K-N, Ps), K == Key
    ->  Num = N, Table = t(Ps, Next)
    ;   Num = Next, Next1 is Next + 1, Table = t([Key-Num|Ps], Next1)
    ).
'$fd_aut_numbers'([], [], T, T).
'$fd_aut_numbers'([K|Ks], [N|Ns], T0, T) :-
    '$fd_aut_number'(K, N, T0, T1),
    '$fd_aut_numbers'(Ks, Ns, T1, T).
'$fd_aut_table_terms'(t(Ps, _), Terms) :-
    pairs_keys(Ps, Ks),
    reverse(Ks, Terms).
'$fd_aut_relation'([], [], N, N, E, E).
'$fd_aut_relation'([arc(From, L, To, Es)|As], [[F, L, T|Is]|Rs], N0, N, E0, E) :-
    '$fd_aut_number'(From, F, N0, N1),
    '$fd_aut_number'(To, T, N1, N2),
    '$fd_aut_exprs'(Es, Is, E0, E1),
    '$fd_aut_relation'(As, Rs, N2, N, E1, E).
'$fd_aut_exprs'([], [], [], []).
'$fd_aut_exprs'([X|Xs], [I|Is], [T0|Ts0], [T|Ts]) :-
    '$fd_aut_number'(X, I, T0, T),
    '$fd_aut_exprs'(Xs, Is, Ts0, Ts).
'$fd_aut_member'(S, Nums) :-
    (   Nums == [] -> fail
    ;   clpfd:'$fd_list_to_domain'(Nums, Dom), clpfd:in(S, Dom)
    ).
% One tuple per position; the counter values Cs0 become the next ones.
'$fd_aut_steps'([], [], S, S, _, Cs, Cs, []).
'$fd_aut_steps'([Seq|Seqs], [Sig|Sigs], S0, S, Env, Cs0, Cs, [[S0, Sig, S1|Is]|Ts]) :-
    Env = env(_, _, Exprs),
    '$fd_aut_next'(Exprs, Is, Cs1, Seq, Env, Cs0),
    '$fd_aut_steps'(Seqs, Sigs, S1, S, Env, Cs1, Cs, Ts).
'$fd_aut_next'([], [], [], _, _, _).
'$fd_aut_next'([Es|Ess], [I|Is], [C|Cs], Seq, Env, Cs0) :-
    '$fd_aut_values'(Es, Vs, Seq, Env, Cs0),
    clpfd:element(I, Vs, C),
    '$fd_aut_next'(Ess, Is, Cs, Seq, Env, Cs0).
'$fd_aut_values'([], [], _, _, _).
'$fd_aut_values'([E0|Es], [V|Vs], Seq, Env, Cs0) :-
    % Posted on a copy whose variables are bound afterwards, as
    % SWI-Prolog does (its errors for a bad value are those of binding).
    term_variables(E0, Vars0),
    copy_term(Vars0-E0, Vars-E),
    % ?(X), a variable or an integer: V is X (as SWI-Prolog's X #= Y).
    (   nonvar(E), E = ?(X) -> true ; X = E ),
    (   ( var(X) ; integer(X) ) -> V = X ; clpfd:(V #= X) ),
    '$fd_aut_bind'(Vars0, Vars, Seq, Env, Cs0),
    '$fd_aut_values'(Es, Vs, Seq, Env, Cs0).
% A variable of an expression is that part of the current element (found
% by its place in Template) or the current value of that counter.
'$fd_aut_bind'([], [], _, _, _).
'$fd_aut_bind'([V0|Vs0], [V|Vs], Seq, Env, Cs0) :-
    Env = env(Template, Counters, _),
    (   '$fd_aut_path'(Template, V0, Path)
    ->  '$fd_aut_follow'(Path, Seq, V)
    ;   '$fd_aut_path'(Counters, V0, Path)
    ->  '$fd_aut_follow'(Path, Cs0, V)
    ;   throw(error(domain_error(variable_from_template_or_counters, V0), _))
    ),
    '$fd_aut_bind'(Vs0, Vs, Seq, Env, Cs0).
'$fd_aut_path'(T, V, Path) :-
    (   var(T) -> T == V, Path = []
    ;   compound(T), functor(T, _, Arity),
        between(1, Arity, N), arg(N, T, A),
        '$fd_aut_path'(A, V, Ps)
    ->  Path = [N|Ps]
    ).
'$fd_aut_follow'([], T, T).
'$fd_aut_follow'([N|Ns], T, V) :- arg(N, T, A), '$fd_aut_follow'(Ns, A, V).
