/*  hornbook library(chr/compile): the CHR compiler. A file's CHR program
    (its constraint declarations and rules, as library(chr) collected
    them) becomes ordinary clauses that implement the refined operational
    semantics of the K.U.Leuven system:

    - calling constraint c/N makes a suspension (see library(chr)) and
      makes it active: it is tried against its occurrences, the heads
      of the rules that name c/N, in program order (in a rule, the removed
      heads before the kept ones, each part left to right), as the chain
      'c/N occ J'/N+1, J = 1..; it enters the store at the first
      occurrence that keeps it, or at the last link (late storage: before
      that only guards run, which cannot tell, and a removed occurrence
      that fires first saves all the store's work);
    - at an occurrence the partners are searched for in the store, newest
      first: through the `chr` attribute of a variable the head shares
      with the heads already matched, else in the symbol's whole store;
      a head matches by one-way matching (the constraint's arguments are
      not bound);
    - an occurrence that removes the active constraint commits to the
      first combination whose guard succeeds; one that keeps it fires for
      every combination in turn, the partners taken from the store as it
      was when the search began, as long as the active constraint is
      still in the store and was not reactivated meanwhile (its
      generation is unchanged); a propagation rule fires once for a
      combination of constraints (the history);
    - body constraints are activated at once, as calls; binding a
      variable reactivates the constraints that hold it (library(chr)).

    '$chr_activate'/2 of the module maps a constraint to its chain, for
    reactivation. The run-time predicates the code calls are imported
    from library(chr), not called as chr:Goal, which would be a meta-call.
*/

:- module(chr_compile,
          [ '$chr_compile_program'/5,
            '$chr_rule_term'/1,
            '$chr_check_rule'/1
          ]).

%   '$chr_rule_term'(+Term): Term is a CHR rule.
'$chr_rule_term'(T) :-
    compound(T),
    (   T = (_ @ _)
    ;   T = (_ pragma _)
    ;   T = (_ <=> _)
    ;   T = (_ ==> _)
    ), !.

%   '$chr_check_rule'(+Term): Term is a well-formed rule, else an error.
'$chr_check_rule'(Term) :-
    rule_parts(Term, _, _, _, _, _, _), !.

%   '$chr_compile_program'(+M, +File, +Items, -Symbols, -Clauses)
%
%   Items are constraint(N/A)-Line and rule(Term)-Line in the order of
%   the file; Symbols the declared N/A, Clauses the code.
'$chr_compile_program'(M, File, Items, Symbols, Clauses) :-
    findall(S, member(constraint(S)-_, Items), Symbols0),
    dedup(Symbols0, Symbols),
    findall(rule(Term, Line), member(rule(Term)-Line, Items), RuleTerms),
    number_rules(RuleTerms, 1, File, Symbols, Rules),
    findall(C, ( nth1(No, Symbols, N/A), symbol_clause(M, Rules, N/A, No, C) ), Clauses).

% The argument positions of N/A that get a hash index: those where a head
% of N/A has a variable that another head of its rule has too (a partner
% search may look it up by that argument).
index_positions(Rules, N/A, Positions) :-
    findall(Pos,
            (   member(r(_, Kept, Removed, _, _, _), Rules),
                append(Kept, Removed, Heads),
                select(h(C, _), Heads, Others),
                functor(C, N, A),
                A > 0,
                arg(Pos, C, V),
                var(V),
                term_variables(Others, OV),
                memberchk_eq(V, OV)
            ),
            Ps),
    sort(Ps, Positions).

index_key(M, N/A, Pos, IKey) :-
    format(atom(IKey), '$chr_index ~w:~w/~w ~w', [M, N, A, Pos]).

dedup([], []).
dedup([X|Xs], [X|Ys]) :-
    exclude(==(X), Xs, Xs1),
    dedup(Xs1, Ys).

number_rules([], _, _, _, []).
number_rules([rule(Term, Line)|Ts], No, File, Symbols, Rules) :-
    rule_parts(Term, Name, Kept, Removed, Guard, Body, Pragmas),
    (   undeclared(Kept, Removed, Symbols, PI)
    ->  rule_label(Name, No, Label),
        print_message(error,
                      format("~w:~w: CHR: undeclared constraint ~q in head of ~w (declared: ~q)",
                             [File, Line, PI, Label, Symbols])),
        Rules = Rules1
    ;   passive_ids(Pragmas, Passive),
        Rules = [r(No, Kept, Removed, Guard, Body, Passive)|Rules1]
    ),
    No1 is No + 1,
    number_rules(Ts, No1, File, Symbols, Rules1).

rule_label(Name, _, Label) :-
    nonvar(Name), !,
    format(atom(Label), 'rule ~q', [Name]).
rule_label(_, No, Label) :-
    format(atom(Label), 'rule number ~w', [No]).

undeclared(Kept, Removed, Symbols, N/A) :-
    ( member(h(C, _), Removed) ; member(h(C, _), Kept) ),
    functor(C, N, A),
    \+ memberchk(N/A, Symbols), !.

passive_ids([], []).
passive_ids([P|Ps], Ids) :-
    (   P = passive(Id) -> Ids = [Id|Ids1] ; Ids = Ids1 ),
    passive_ids(Ps, Ids1).

/* ------------------------------------------------------------- parsing */

%   rule_parts(+Term, -Name, -Kept, -Removed, -Guard, -Body, -Pragmas)
%   Heads as h(Constraint, Id) lists; a propagation rule removes none, a
%   simplification rule keeps none.
rule_parts(Term, _, _, _, _, _, _) :-
    var(Term), !,
    throw(error(instantiation_error, _)).
rule_parts(Name @ Rule, Name, Kept, Removed, Guard, Body, Pragmas) :- !,
    (   atomic(Name) -> true
    ;   compound(Name) -> true
    ;   throw(error(type_error(chr_rule_name, Name), _))
    ),
    rule_parts(Rule, _, Kept, Removed, Guard, Body, Pragmas).
rule_parts(Rule pragma P, Name, Kept, Removed, Guard, Body, Pragmas) :- !,
    conj_list(P, Ps),
    rule_parts(Rule, Name, Kept, Removed, Guard, Body, Ps0),
    append(Ps0, Ps, Pragmas).
rule_parts((H <=> GB), _, Kept, Removed, Guard, Body, []) :- !,
    (   nonvar(H), H = (K \ R)
    ->  heads(K, Kept), heads(R, Removed)
    ;   Kept = [], heads(H, Removed)
    ),
    guard_body(GB, Guard, Body).
rule_parts((H ==> GB), _, Kept, [], Guard, Body, []) :- !,
    heads(H, Kept),
    guard_body(GB, Guard, Body).
rule_parts(Term, _, _, _, _, _, _) :-
    throw(error(domain_error(chr_rule, Term), _)).

conj_list(V, [V]) :- var(V), !.
conj_list((A, B), L) :- !,
    conj_list(A, LA), conj_list(B, LB), append(LA, LB, L).
conj_list(L, L) :- is_list(L), !.
conj_list(P, [P]).

heads(H, _) :-
    var(H), !,
    throw(error(instantiation_error, _)).
heads((A, B), Hs) :- !,
    heads(A, HA), heads(B, HB), append(HA, HB, Hs).
heads(C # Id, [h(C, Id)]) :- !,
    head_constraint(C).
heads(C, [h(C, _)]) :-
    head_constraint(C).

head_constraint(C) :-
    (   callable(C) -> true
    ;   var(C) -> throw(error(instantiation_error, _))
    ;   throw(error(type_error(chr_constraint, C), _))
    ).

guard_body(GB, true, GB) :- var(GB), !.
guard_body((G | B), G, B) :- !.
guard_body(B, true, B).

/* ------------------------------------------------------------ codegen */

% The clauses of symbol N/A: its entry, its reactivation and the chain of
% its occurrences.
symbol_clause(M, Rules, N/A, No, Clause) :-
    occurrences(Rules, N/A, Occs),
    length(Occs, Count),
    functor(Head, N, A),
    Head =.. [_|Args],
    format(atom(Key), '$chr_store ~w:~w/~w', [M, N, A]),
    occ_name(N/A, 1, First),
    FirstCall =.. [First, S|Args],
    index_positions(Rules, N/A, Positions),
    findall(i(Pos, IKey), ( member(Pos, Positions), index_key(M, N/A, Pos, IKey) ), Indexes),
    (   nth1(StoreAt, Occs, occ(_, _, kept, _, _, _, _, _))
    ->  true
    ;   StoreAt is Count + 1
    ),
    (   Clause = (Head :- S = '$susp'(_, 1, 0, [], Head, Key, M, No, Indexes), FirstCall)
    ;   Clause = ('$chr_activate'(Head, S) :- FirstCall)
    ;   nth1(J, Occs, Occ),
        occurrence_clause(Occ, M, N/A, J, Clause0),
        stored_from(J, StoreAt, N/A, Clause0, Clause)
    ;   Last is Count + 1,
        occ_name(N/A, Last, LastName),
        length(Blanks, A),
        LastHead =.. [LastName, S|Blanks],
        (   StoreAt > Count
        ->  Clause = (LastHead :- '$chr_store_active'(S))
        ;   Clause = LastHead
        )
    ).

% Late storage: the constraint is stored (if it was not) when its chain
% reaches its first occurrence that keeps it (StoreAt), not before; see
% '$chr_store_active'/1.
stored_from(J, StoreAt, N/A, Clause0, Clause) :-
    (   J =:= StoreAt,
        Clause0 = (Head :- Body),
        occ_name(N/A, J, Name),
        functor(Head, Name, _)
    ->  arg(1, Head, S),
        Clause = (Head :- '$chr_store_active'(S), Body)
    ;   Clause = Clause0
    ).

occ_name(N/A, J, Name) :-
    format(atom(Name), '~w/~w occ ~w', [N, A, J]).

% The occurrences of N/A: occ(Rule, Active, Partners, ActiveRemoved)
% where Partners are p(Head, Kind) in the order of the rule's text.
occurrences(Rules, N/A, Occs) :-
    findall(Occ, ( member(R, Rules), rule_occurrence(R, N/A, Occ) ), Occs).

rule_occurrence(r(No, Kept, Removed, Guard, Body, Passive), N/A, Occ) :-
    copy_term(r(Kept, Removed, Guard, Body, Passive), r(K, Rm, G, B, P)),
    length(K, NK),
    tagged(K, kept, 1, TK),
    I0 is NK + 1,
    tagged(Rm, removed, I0, TR),
    append(TK, TR, Text),
    append(TR, TK, Order),
    member(p(h(C, Id), Kind, I), Order),
    functor(C, N, A),
    \+ memberchk_eq(Id, P),
    exclude(index_is(I), Text, Partners),
    Occ = occ(No, C, Kind, I, Partners, G, B, Text).

memberchk_eq(X, [Y|Ys]) :- ( X == Y -> true ; memberchk_eq(X, Ys) ).

index_is(I, p(_, _, I)).

% Heads as p(h(Constraint, Id), Kind, Index), Index their place in the
% rule's text.
tagged([], _, _, []).
tagged([H|Hs], Kind, I, [p(H, Kind, I)|Ps]) :-
    I1 is I + 1,
    tagged(Hs, Kind, I1, Ps).

% One occurrence's clause(s) (the caller enumerates them).
occurrence_clause(occ(No, C, Kind, I, Partners, G, B, Text), M, N/A, J, Clause) :-
    occ_name(N/A, J, Name),
    J1 is J + 1,
    occ_name(N/A, J1, NextName),
    length(Xs, A),
    OccHead =.. [Name, S|Xs],
    Next =.. [NextName, S|Xs],
    C =.. [_|Ps],
    match_args(Ps, Xs, [], Known, MatchActive),
    (   Kind == removed
    ->  search_partners(Partners, M, [S], Known, Search, Removed),
        conj([MatchActive, Search, G, !], Cond),
        active_kills([S|Removed], Kill),
        (   Clause = (OccHead :- Cond, Kill, B)
        ;   Clause = (OccHead :- Next)
        )
    ;   format(atom(LoopBase), '~w/~w occ ~w loop', [N, A, J]),
        keeping_clause(OccHead, Next, S, M, Known, MatchActive, Partners, I,
                       f(No, Text, G, B), LoopBase, Clause)
    ).

% The active constraint may not be stored yet (late storage).
active_kills([S], '$chr_kill_active'(S)) :- !.
active_kills([S|Ss], ('$chr_kill_active'(S), K)) :- kills(Ss, K).

kills([], true).
kills([S], '$chr_kill'(S)) :- !.
kills([S|Ss], ('$chr_kill'(S), K)) :- kills(Ss, K).

% The active constraint is removed: a nested search (backtracking) for
% partners, each alive, distinct from the others and matching its head.
search_partners([], _, _, _, true, []).
search_partners([p(h(C, _), Kind, _)|Ps], M, Seen, Known0, Goal, Removed) :-
    lookup_goal(C, M, Known0, List, Lookup),
    partner_match(C, P, Seen, Known0, Known1, Match),
    conj([Lookup, '$member_'(P, List), Match], G1),
    (   Kind == removed -> Removed = [P|Removed1] ; Removed = Removed1 ),
    search_partners(Ps, M, [P|Seen], Known1, G2, Removed1),
    conj([G1, G2], Goal).

% Suspension P holds a constraint that matches head C, and is alive and
% none of Seen.
partner_match(C, P, Seen, Known0, Known, Goal) :-
    C =.. [F|Args],
    length(Args, Ar),
    length(Ys, Ar),
    C1 =.. [F|Ys],
    distinct_goals(Seen, P, Distinct),
    match_args(Args, Ys, Known0, Known, Match),
    conj([arg(2, P, 1), Distinct, arg(5, P, C1), Match], Goal).

distinct_goals([S], P, P \== S) :- !.
distinct_goals([S|Ss], P, (P \== S, G)) :- distinct_goals(Ss, P, G).

% How the partners of head C are found: through the attribute of a
% variable of an earlier head at an argument of C, else in the store.
lookup_goal(C, M, Known, List, Goal) :-
    functor(C, N, A),
    C =.. [_|Args],
    format(atom(Key), '$chr_store ~w:~w/~w', [M, N, A]),
    (   nth1(Pos, Args, V), var(V), memberchk_eq(V, Known)
    ->  index_key(M, N/A, Pos, IKey),
        Goal = '$chr_via'(V, Key, IKey, List)
    ;   Goal = '$chr_all'(Key, List)
    ).

% One-way matching of the head arguments Ps against the terms Xs:
% variables met first are bound to them (at compile time: the clause
% uses the same variable), others compared with ==.
match_args([], [], Known, Known, true).
match_args([P|Ps], [X|Xs], Known0, Known, Goal) :-
    match_arg(P, X, Known0, Known1, G1),
    match_args(Ps, Xs, Known1, Known, G2),
    conj([G1, G2], Goal).

match_arg(P, X, Known, [P|Known], true) :-
    var(P), \+ memberchk_eq(P, Known), !,
    P = X.
match_arg(P, X, Known, Known, P == X) :-
    var(P), !.
match_arg(P, X, Known, Known, X == P) :-
    atomic(P), !.
match_arg(P, X, Known0, Known, Goal) :-
    P =.. [F|Args],
    length(Args, A),
    length(Ys, A),
    T =.. [F|Ys],
    match_args(Args, Ys, Known0, Known, G),
    conj([nonvar(X), X = T, G], Goal).

conj(Gs, G) :-
    exclude(==(true), Gs, Gs1),
    (   Gs1 == [] -> G = true ; list_conj(Gs1, G) ).

list_conj([G], G) :- !.
list_conj([G|Gs], (G, C)) :- list_conj(Gs, C).

% The active constraint is kept: every combination fires in turn, for
% as long as it stays in the store unreactivated.
keeping_clause(OccHead, Next, S, M, Known, MatchActive, Partners, I, F, Base, Clause) :-
    conj([MatchActive, arg(3, S, Gen)], Cond),
    (   Partners == []
    ->  fire_goal(F, [I-S], [], S, Gen, Fire, R),
        Clause = (OccHead :- ( Cond -> Fire ; R = go ), ( R == stop -> true ; Next ))
    ;   Partners = [p(h(C1, _), _, _)|_],
        lookup_goal(C1, M, Known, L1, Lookup1),
        loop_name(Base, 1, Loop1),
        loop_vars(Known, [S], Vs),
        Call1 =.. [Loop1, L1, Vs, S, Gen, R],
        (   Clause = (OccHead :- ( Cond -> Lookup1, Call1 ; R = go ), ( R == stop -> true ; Next ))
        ;   loop_clause(Base, 1, Partners, M, Known, [S], [I-S], [], F, S, Clause)
        )
    ).

loop_name(Base, I, Name) :-
    format(atom(Name), '~w ~w', [Base, I]).

% What a loop passes on: the head variables matched so far and the
% suspensions found so far.
loop_vars(Known, Seen, Vs) :-
    term_variables(Known-Seen, V),
    Vs =.. [v|V].

% The loop over the candidates of partner I: loop(List, Vars, S, Gen, R)
% with R = stop when the active constraint was removed or reactivated.
loop_clause(Base, I, [p(h(C, _), Kind, Index)|Ps], M, Known, Seen, Matched, Rm0, F, S, Clause) :-
    loop_name(Base, I, Name),
    loop_vars(Known, Seen, Vs),
    Empty =.. [Name, [], _, _, _, go],
    Rec =.. [Name, Cands, Vs, S, Gen, R],
    Step =.. [Name, [P|Cands], Vs, S, Gen, R],
    partner_match(C, P, Seen, Known, Known1, Cond),
    Matched1 = [Index-P|Matched],
    (   Kind == removed -> Rm = [P|Rm0] ; Rm = Rm0 ),
    I1 is I + 1,
    (   Ps == []
    ->  fire_goal(F, Matched1, Rm, S, Gen, Then, R1)
    ;   Ps = [p(h(C2, _), _, _)|_],
        lookup_goal(C2, M, Known1, L2, Lookup2),
        loop_name(Base, I1, Name2),
        loop_vars(Known1, [P|Seen], Vs2),
        Call2 =.. [Name2, L2, Vs2, S, Gen, R1],
        Then = (Lookup2, Call2)
    ),
    (   Clause = Empty
    ;   Clause = (Step :- ( Cond -> Then ; R1 = go ), ( R1 == stop -> R = stop ; Rec ))
    ;   Ps \== [],
        loop_clause(Base, I1, Ps, M, Known1, [P|Seen], Matched1, Rm, F, S, Clause)
    ).

% Firing with the active constraint S kept: the guard, the history of a
% propagation rule, the removal of removed partners, the body, then R
% says whether to go on.
fire_goal(f(No, Text, G, B), Matched, Removed, S, Gen, Goal, R) :-
    (   \+ member(p(_, removed, _), Text)
    ->  findall(I, member(p(_, _, I), Text), Indexes),
        text_susps(Indexes, Matched, Susps),
        Susps = [First|_],
        ids_goal(Susps, Ids, IdsGoal),
        T =.. [h, No|Ids],
        History = (IdsGoal, '$chr_novel'(First, T)),
        Record = '$chr_fired'(First, T)
    ;   History = true,
        Record = true
    ),
    alive_goals(Matched, Alive),
    conj([G, Alive, History], Cond),
    kills(Removed, Kill),
    conj([Record, Kill, B], Act),
    Goal = ( Cond
           -> Act,
              ( arg(2, S, 1), arg(3, S, Gen) -> R = go ; R = stop )
           ;  R = go
           ).

alive_goals([], true).
alive_goals([_-P|Ms], (arg(2, P, 1), G)) :- alive_goals(Ms, G).

text_susps([], _, []).
text_susps([I|Is], Matched, [S|Ss]) :-
    memberchk(I-S, Matched),
    text_susps(Is, Matched, Ss).

ids_goal([], [], true).
ids_goal([S|Ss], [Id|Ids], (arg(1, S, Id), G)) :- ids_goal(Ss, Ids, G).
