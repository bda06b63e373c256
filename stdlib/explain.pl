/*  hornbook library(explain): explain/1, in the spirit of SWI-Prolog's
    but written for a student: what a name means (an atom, a predicate),
    where each predicate of that name is defined, the help text of a
    built-in or library predicate, the clauses of a program's predicate as
    listing/1 shows them, and the clauses that call it (the
    cross-reference of src/consult/xref.rs).
*/
:- module(explain, [ explain/1 ]).

%!  explain(@Spec) is det
%
%   Explains what Spec is: for a name (Name, Name/Arity, Name//Arity,
%   Module:Spec, or a goal), each predicate of that name: where it is
%   defined, its help text when it is a built-in or library predicate,
%   its clauses as listing/1 shows them, and the clauses that call it.
%
%   ?- explain(atom_length/2).
%   % atom_length/2 is a built-in predicate
%   atom_length(+atom, ?integer)                                   [builtin]
%       True when Length is the number of characters of Atom.
%
%       ?- atom_length(hello, N).
%       N = 5.
%   true.
explain(Spec) :-
    (   var(Spec)
    ->  format("% ~p is an unbound variable~n", [Spec])
    ;   '$explain_preds'(Spec, Preds),
        (   Preds == []
        ->  '$explain_nothing'(Spec)
        ;   '$explain_each'(Preds)
        )
    ).

'$explain_each'([]).
'$explain_each'([P|Ps]) :-
    '$explain_pred'(P),
    (   Ps == [] -> true ; nl ),
    '$explain_each'(Ps).

% The predicates Spec names, as M:Name/Arity with M their own module.
'$explain_preds'(Spec, Preds) :-
    findall(Def:Name/Arity,
            ( '$explain_spec'(Spec, M, Name, Arity),
              '$explain_defined'(M, Name, Arity, Def)
            ),
            Preds0),
    sort(Preds0, Preds).

'$explain_spec'(M:Spec, M, Name, Arity) :- !,
    atom(M),
    '$explain_name'(Spec, Name, Arity).
'$explain_spec'(Spec, user, Name, Arity) :-
    '$explain_name'(Spec, Name, Arity).

'$explain_name'(Name/Arity, Name, Arity) :- !,
    atom(Name).
'$explain_name'(Name//DArity, Name, Arity) :- !,
    atom(Name),
    (   integer(DArity) -> Arity is DArity + 2 ; true ).
'$explain_name'(Name, Name, _) :-
    atom(Name), !.
'$explain_name'(Goal, Name, Arity) :-
    callable(Goal),
    functor(Goal, Name, Arity).

% Name/Arity as visible from M (Arity enumerated when unbound): the module
% that defines it. Library predicates are found without loading them too.
'$explain_defined'(M, Name, Arity, Def) :-
    (   integer(Arity)
    ->  true
    ;   '$explain_arities'(M, Name, Arities),
        '$member_'(Arity, Arities)
    ),
    '$resolve'(M, Name, Arity, Def).

'$explain_arities'(M, Name, Arities) :-
    findall(A, ( current_predicate(M:Name/A)
               ; current_predicate(system:Name/A)
               ; '$help_arity'(Name, A)
               ), As),
    sort(As, Arities).

'$help_arity'(Name, A) :-
    between(0, 12, A),
    '$help_text'(Name, A, _).

'$explain_pred'(Def:Name/Arity) :-
    functor(Head, Name, Arity),
    '$explain_pi'(Def, Name, Arity, PI),
    (   '$pred_source'(Def, Name, Arity, File, Line)
    ->  '$explain_kind'(Def:Head, Kind),
        format("% ~q is ~w defined in ~w:~d~n", [PI, Kind, File, Line]),
        '$explain_callers'(Def, Name, Arity),
        '$explain_help'(Name, Arity),
        Def:listing(Name/Arity)
    ;   predicate_property(Def:Head, dynamic)
    ->  format("% ~q is a dynamic predicate (its clauses are asserted)~n", [PI]),
        '$explain_callers'(Def, Name, Arity),
        Def:listing(Name/Arity)
    ;   predicate_property(Def:Head, built_in)
    ->  format("% ~q is a built-in predicate~n", [PI]),
        '$explain_help'(Name, Arity)
    ;   format("% ~q is a predicate of library(~w)~n", [PI, Def]),
        '$explain_help'(Name, Arity)
    ).

'$explain_kind'(Head, 'a dynamic predicate') :-
    predicate_property(Head, dynamic), !.
'$explain_kind'(_, 'a predicate').

'$explain_pi'(user, Name, Arity, Name/Arity) :- !.
'$explain_pi'(system, Name, Arity, Name/Arity) :- !.
'$explain_pi'(M, Name, Arity, M:Name/Arity).

'$explain_help'(Name, Arity) :-
    (   '$help_text'(Name, Arity, Text)
    ->  write(Text)
    ;   true
    ).

% "Referenced from" lines: the consulted clauses that call Def:Name/Arity.
'$explain_callers'(Def, Name, Arity) :-
    '$call_sites'(Sites),
    findall(Caller-(Nth-(File:Line)),
            ( '$member_'(site(M, Goal, Caller, Nth, File, Line, _), Sites),
              functor(Goal, Name, Arity),
              '$resolve'(M, Name, Arity, Def)
            ),
            Refs0),
    sort(Refs0, Refs),
    forall('$member_'((CM:CN/CA)-(Nth-(File:Line)), Refs),
           ( '$explain_pi'(CM, CN, CA, CPI),
             '$explain_ordinal'(Nth, Ord),
             format("%     Referenced from ~w clause of ~q at ~w:~d~n", [Ord, CPI, File, Line])
           )).

'$explain_ordinal'(1, '1-st') :- !.
'$explain_ordinal'(2, '2-nd') :- !.
'$explain_ordinal'(N, O) :- format(atom(O), "~d-th", [N]).

% No predicate of that name: say what the term is, and name close ones.
'$explain_nothing'(Spec) :-
    (   atom(Spec)
    ->  format("% ~q is an atom; no predicate is called ~q~n", [Spec, Spec])
    ;   Spec = Name/Arity, atom(Name), integer(Arity)
    ->  format("% ~q is not a predicate~n", [Spec])
    ;   compound(Spec)
    ->  format("% ~q is a compound term~n", [Spec])
    ;   string(Spec)
    ->  format("% ~q is a string~n", [Spec])
    ;   format("% ~q is a number~n", [Spec])
    ).
