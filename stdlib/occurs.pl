/*  hornbook library(occurs): finding subterms, as SWI-Prolog's
    library(occurs).
*/
:- module(occurs,
        [ sub_term/2, sub_term_shared_variables/3, occurrences_of_term/3,
          occurrences_of_var/3, contains_term/2, contains_var/2,
          free_of_term/2, free_of_var/2, sub_var/2
        ]).

%!  sub_term(-Sub, +Term) is nondet
%
%   Sub is Term or a subterm of it, outermost first.
%
%   ?- findall(S, sub_term(S, f(a, g(b))), L).
%   L = [f(a, g(b)), a, g(b), b].
sub_term(X, X).
sub_term(X, Term) :-
    compound(Term),
    functor(Term, _, Arity),
    between(1, Arity, I),
    arg(I, Term, Arg),
    sub_term(X, Arg).

%!  sub_term_shared_variables(+Sub, +Term, -Vars) is det
%
%   Vars are the variables of Sub that also occur in Term outside Sub.
%
%   ?- T = f(X, g(X, Y), Z), T = f(_, S, _), sub_term_shared_variables(S, T, Vs).
%   T = f(X, g(X, Y), Z), S = g(X, Y), Vs = [X].
sub_term_shared_variables(Sub, Term, Vars) :-
    term_variables(Sub, SubVars),
    '$term_without'(Term, Sub, Rest),
    term_variables(Rest, RestVars),
    '$shared_vars'(SubVars, RestVars, Vars).

% Term with (one occurrence of) Sub replaced by [].
'$term_without'(Term, Sub, []) :- Term == Sub, !.
'$term_without'(Term, Sub, Out) :-
    compound(Term), !,
    Term =.. [F|Args],
    '$args_without'(Args, Sub, Args1),
    Out =.. [F|Args1].
'$term_without'(Term, _, Term).

'$args_without'([], _, []).
'$args_without'([A|As], Sub, [B|Bs]) :-
    '$term_without'(A, Sub, B),
    '$args_without'(As, Sub, Bs).

'$shared_vars'([], _, []).
'$shared_vars'([V|Vs], Others, Out) :-
    (   '$var_in'(V, Others) -> Out = [V|Out1] ; Out = Out1 ),
    '$shared_vars'(Vs, Others, Out1).

'$var_in'(V, [W|Ws]) :- ( V == W -> true ; '$var_in'(V, Ws) ).

%!  occurrences_of_term(@Sub, @Term, ?Count) is det
%
%   Count is the number of subterms of Term (Term itself included) that
%   unify with Sub, each tried without keeping its bindings, as SWI-Prolog
%   counts them: occurrences_of_term(_, m:p, N) gives N = 3.
%
%   ?- occurrences_of_term(a, f(a, g(a), b), N).
%   N = 2.
occurrences_of_term(Sub, Term, Count) :-
    '$count_occurrences'(Term, unify, Sub, 0, Count).

% Mode `unify` counts the subterms that unify with Sub, `same` those == to it.
'$count_occurrences'(T, Mode, Sub, N0, N) :-
    (   '$occurrence'(Mode, T, Sub)
    ->  N1 is N0 + 1
    ;   N1 = N0
    ),
    (   compound(T)
    ->  functor(T, _, A),
        '$count_args'(1, A, T, Mode, Sub, N1, N)
    ;   N = N1
    ).

'$occurrence'(unify, T, Sub) :- \+ \+ T = Sub.
'$occurrence'(same, T, Sub) :- T == Sub.

'$count_args'(I, A, T, Mode, Sub, N0, N) :-
    (   I > A
    ->  N = N0
    ;   arg(I, T, X),
        '$count_occurrences'(X, Mode, Sub, N0, N1),
        I1 is I + 1,
        '$count_args'(I1, A, T, Mode, Sub, N1, N)
    ).

%!  occurrences_of_var(@Var, @Term, ?Count) is det
%
%   Count is the number of occurrences of the variable Var in Term.
%
%   ?- occurrences_of_var(X, f(X, g(X), Y), N).
%   N = 2.
occurrences_of_var(Var, Term, Count) :-
    '$count_occurrences'(Term, same, Var, 0, Count).

%!  contains_term(?Sub, @Term) is semidet
%
%   True when Term has a subterm that unifies with Sub, and unifies the
%   first (outermost first, then left to right), as SWI-Prolog does:
%   contains_term(X, 100) gives X = 100.
%
%   ?- contains_term(g(b), f(a, g(b))).
%   true.
contains_term(Sub, Term) :-
    '$sub_term_once'(S, Term), S = Sub, !.

%!  contains_var(@Var, @Term) is semidet
%
%   True when the variable Var occurs in Term.
%
%   ?- contains_var(X, f(a, g(X))).
%   true.
contains_var(Var, Term) :-
    '$sub_term_once'(S, Term), S == Var, !.

% sub_term/2 for a search that stops at the first match: on a cyclic Term
% (a rational tree, which has finitely many distinct subterms) each
% distinct subterm is tried once, outermost first, so a search without a
% match ends (SWI-Prolog's walk runs out of stack there).
'$sub_term_once'(S, Term) :-
    (   acyclic_term(Term)
    ->  sub_term(S, Term)
    ;   empty_assoc(Seen),
        '$distinct_sub_terms'([Term], Seen, Subs),
        '$member_'(S, Subs)
    ).

'$distinct_sub_terms'([], _, []).
'$distinct_sub_terms'([T|Ts], Seen0, Subs) :-
    (   get_assoc(T, Seen0, _)
    ->  '$distinct_sub_terms'(Ts, Seen0, Subs)
    ;   put_assoc(T, Seen0, seen, Seen),
        Subs = [T|Subs1],
        (   compound(T)
        ->  T =.. [_|Args],
            append(Args, Ts, Ts1)
        ;   Ts1 = Ts
        ),
        '$distinct_sub_terms'(Ts1, Seen, Subs1)
    ).

%!  free_of_term(@Sub, @Term) is semidet
%
%   True when Term has no subterm that unifies with Sub.
%
%   ?- free_of_term(c, f(a, g(b))).
%   true.
free_of_term(Sub, Term) :-
    \+ contains_term(Sub, Term).

%!  free_of_var(@Var, @Term) is semidet
%
%   True when the variable Var does not occur in Term.
%
%   ?- free_of_var(X, f(a, Y)).
%   true.
free_of_var(Var, Term) :-
    \+ contains_var(Var, Term).

%!  sub_var(@Sub, @Term) is nondet
%
%   True when Sub is == to a subterm of Term, once for each place where it
%   occurs (a variable or any other term).
%
%   ?- findall(x, sub_var(a, f(a, g(a))), L).
%   L = [x, x].
sub_var(Sub, Term) :-
    Sub == Term.
sub_var(Sub, Term) :-
    compound(Term),
    arg(_, Term, Arg),
    sub_var(Sub, Arg).
