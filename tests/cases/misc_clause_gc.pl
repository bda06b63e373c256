% Clause garbage collection: the code of retracted clauses is reclaimed
% and reused, but never while a running goal can still reach it (the
% logical update view, choicepoints inside an erased clause, continuations).

:- discontiguous(case/2).
:- dynamic(cg_junk/2).

% Asserts and retracts rules of a few sizes, so that freed code is reused
% by new clauses (and a range freed too early would be overwritten).
cg_churn :-
    forall(between(1, 200, I),
           ( assertz((cg_junk(I, X) :- ( X is I + 1, X > 0, atom(a) ; X = I ))),
             assertz(cg_junk(I, I)),
             retract((cg_junk(I, _) :- _)),
             retract(cg_junk(I, _)) )).

% Collect with freed code reused on both sides of the collection.
cg_collect :- cg_churn, garbage_collect_clauses, cg_churn, garbage_collect, cg_churn.

% A clause that retracts itself keeps running: its continuations, and a
% choicepoint of its own disjunction taken before the collection.
:- dynamic(cg_self/1).
case((retractall(cg_self(_)),
      assertz((cg_self(R) :-
                  retract((cg_self(_) :- _)),
                  ( R0 = a ; R0 = b ),
                  cg_collect,
                  ( R1 = x ; R1 = y ),
                  cg_collect,
                  R = R0-R1)),
      findall(R, cg_self(R), L),
      \+ clause(cg_self(_), _)),
     checks([L == [a-x, a-y, b-x, b-y]])).

% Clause alternatives of a call that started before the retract are
% still tried after a collection.
:- dynamic(cg_q/1).
case((retractall(cg_q(_)), assertz(cg_q(1)), assertz(cg_q(2)), assertz(cg_q(3)),
      findall(X, (cg_q(X), (X == 1 -> retractall(cg_q(_)), cg_collect ; true)), L),
      \+ cg_q(_)),
     checks([L == [1, 2, 3]])).

% clause/2 and retract/1 walking clauses that are retracted meanwhile.
case((retractall(cg_q(_)), assertz(cg_q(1)), assertz(cg_q(2)), assertz(cg_q(3)),
      findall(X, (clause(cg_q(X), true), retractall(cg_q(_)), cg_collect), L)),
     checks([L == [1, 2, 3]])).
case((retractall(cg_q(_)), assertz(cg_q(1)), assertz(cg_q(2)), assertz(cg_q(3)),
      findall(X, (retract(cg_q(X)), cg_collect), L), \+ cg_q(_)),
     checks([L == [1, 2, 3]])).

% A nested query (a cleanup goal) run from an erased clause.
:- dynamic(cg_clean/1).
case((retractall(cg_clean(_)),
      assertz((cg_clean(R) :-
                  retract((cg_clean(_) :- _)),
                  setup_call_cleanup(true, true, cg_collect),
                  R = done)),
      cg_clean(R)),
     checks([R == done])).

% A continuation captured inside a clause outlives the clause.
:- dynamic(cg_k/1).
case((retractall(cg_k(_)),
      assertz((cg_k(R) :- shift(one), R = resumed)),
      reset(cg_k(R), Ball, Cont),
      retract((cg_k(_) :- _)),
      cg_collect,
      call(Cont)),
     checks([Ball == one, R == resumed])).

% A counter kept with retract/assert reuses its code: the code area does
% not grow with the number of steps.
:- dynamic(cg_counter/1).
cg_count(0) :- !.
cg_count(K) :- retract(cg_counter(N)), N1 is N + 1, assertz(cg_counter(N1)), K1 is K - 1, cg_count(K1).
case((retractall(cg_counter(_)), assertz(cg_counter(0)),
      cg_count(2000), garbage_collect_clauses, statistics(codes, C1),
      cg_count(50000), garbage_collect_clauses, statistics(codes, C2),
      cg_counter(N), statistics(cgc_gained, G)),
     checks([N == 52000, C2 - C1 < 1000, G >= 50000])).

% Statistics keys as SWI-Prolog names them.
case((statistics(cgc, N), statistics(cgc_gained, G), statistics(cgc_time, T)),
     checks([integer(N), integer(G), float(T)])).
