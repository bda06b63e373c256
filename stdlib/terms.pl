/*  hornbook library(terms): term inspection and mapping, as SWI-Prolog's
    library(terms). term_size/2 is a builtin (src/builtins/terms.rs).
*/
:- module(terms,
        [ variant/2, subsumes/2, subsumes_chk/2, mapargs/3,
          same_functor/2, same_functor/3, same_functor/4,
          mapsubterms/3, mapsubterms_var/3, foldsubterms/4, foldsubterms/5,
          term_subsumer/3, term_factorized/3
        ]).
:- meta_predicate mapargs(2, ?, ?), mapsubterms(2, ?, ?),
        mapsubterms_var(2, ?, ?), foldsubterms(3, ?, ?, ?),
        foldsubterms(4, ?, ?, ?, ?).

%!  variant(@Term1, @Term2) is semidet
%
%   True when the terms are equal up to renaming of variables (=@=).
%
%   ?- variant(f(X, Y, X), f(A, B, A)).
%   true.
variant(X, Y) :- X =@= Y.

%!  subsumes(+General, +Specific) is semidet
%
%   True when General is more general than Specific; binds General to it.
%
%   ?- subsumes(f(X, b), f(a, b)).
%   X = a.
subsumes(General, Specific) :-
    subsumes_term(General, Specific),
    General = Specific.

%!  subsumes_chk(@General, @Specific) is semidet
%
%   True when General is more general than Specific (binding nothing).
%
%   ?- subsumes_chk(f(_), f(a)).
%   true.
subsumes_chk(General, Specific) :-
    subsumes_term(General, Specific).

%!  mapargs(:Goal, ?Term1, ?Term2) is semidet
%
%   Term1 and Term2 have the same functor and call(Goal, A1, A2) holds for
%   each pair of arguments.
%
%   ?- mapargs([X, Y]>>(Y is X * 2), f(1, 2), T).
%   T = f(2, 4).
mapargs(Goal, T1, T2) :-
    (   compound(T1) -> same_functor(T1, T2, A)
    ;   compound(T2) -> same_functor(T2, T1, A)
    ;   atomic(T1) -> T2 = T1, A = 0        % no arguments to map (as SWI-Prolog)
    ;   atomic(T2) -> T1 = T2, A = 0
    ;   instantiation_error(T1)
    ),
    '$mapargs'(1, A, Goal, T1, T2).

'$mapargs'(I, A, Goal, T1, T2) :-
    (   I > A
    ->  true
    ;   arg(I, T1, X),
        arg(I, T2, Y),
        call(Goal, X, Y),
        I1 is I + 1,
        '$mapargs'(I1, A, Goal, T1, T2)
    ).

%!  same_functor(?Term1, ?Term2) is semidet
%
%   True when the two terms have the same name and arity.
%
%   ?- same_functor(f(a), T).
%   T = f(_).
same_functor(T1, T2) :- same_functor(T1, T2, _, _).

%!  same_functor(?Term1, ?Term2, -Arity) is semidet
%
%   As same_functor/2, with their Arity.
%
%   ?- same_functor(f(a, b), f(c, d), A).
%   A = 2.
same_functor(T1, T2, Arity) :- same_functor(T1, T2, _, Arity).

%!  same_functor(?Term1, ?Term2, ?Name, ?Arity) is semidet
%
%   As same_functor/2, with their Name and Arity.
%
%   ?- same_functor(f(a), T, N, A).
%   T = f(_), N = f, A = 1.
same_functor(T1, T2, Name, Arity) :-
    (   nonvar(T1) -> functor(T1, Name, Arity), functor(T2, Name, Arity)
    ;   nonvar(T2) -> functor(T2, Name, Arity), functor(T1, Name, Arity)
    ;   functor(T1, Name, Arity), functor(T2, Name, Arity)
    ).

%!  mapsubterms(:Goal, +Term1, -Term2) is det
%
%   Term2 is Term1 with its subterms rewritten by Goal, from the top down:
%   where call(Goal, Sub1, Sub2) holds for a subterm that is not a
%   variable, Sub2 replaces it (and its parts are not visited); elsewhere
%   the parts of a compound are visited, the elements of a proper list as
%   a sequence (its tails are not subterms).
%
%   ?- mapsubterms([X, Y]>>(X == a -> Y = b), f(a, [a, c], g(a)), T).
%   T = f(b, [b, c], g(b)).
mapsubterms(Goal, Term1, Term2) :-
    foldsubterms('$map_nonvar'(Goal), Term1, Term2, none, _).

'$map_nonvar'(Goal, Term1, Term2, State, State) :-
    nonvar(Term1),
    call(Goal, Term1, Term2).

%!  mapsubterms_var(:Goal, +Term1, -Term2) is det
%
%   As mapsubterms/3, but Goal is called on the variables of Term1 too.
%
%   ?- mapsubterms_var([X, Y]>>(var(X) -> Y = v), f(_, [_]), T).
%   T = f(v, [v]).
mapsubterms_var(Goal, Term1, Term2) :-
    foldsubterms('$map_any'(Goal), Term1, Term2, none, _).

'$map_any'(Goal, Term1, Term2, State, State) :-
    call(Goal, Term1, Term2).

%!  foldsubterms(:Goal, +Term, +State0, -State) is semidet
%
%   Folds Goal over the subterms of Term from the top down:
%   call(Goal, Sub, S0, S) threads the state; where it fails, the parts of
%   Sub are visited instead (the elements of a proper list as a sequence).
%
%   ?- foldsubterms([X, S0, S]>>(atom(X) -> S is S0 + 1), f(a, [b, c], g(d)), 0, N).
%   N = 4.
foldsubterms(Goal, Term, State0, State) :-
    foldsubterms('$fold_one'(Goal), Term, _, State0, State).

'$fold_one'(Goal, Term1, _, State0, State) :-
    call(Goal, Term1, State0, State).

%!  foldsubterms(:Goal, +Term1, -Term2, +State0, -State) is semidet
%
%   The fold of foldsubterms/4 and the rewriting of mapsubterms/3 in one:
%   where call(Goal, Sub1, Sub2, S0, S) holds, Sub2 replaces Sub1; where it
%   fails, the parts of Sub1 are visited and Term2 has a copy of its
%   functor.
%
%   ?- foldsubterms([X, Y, S0, S]>>(integer(X), Y is X * 10, S is S0 + 1), f(1, g(2), a), T, 0, N).
%   T = f(10, g(20), a), N = 2.
foldsubterms(Goal, Term1, Term2, State0, State) :-
    call(Goal, Term1, Term2, State0, State1),
    !,
    State = State1.
foldsubterms(Goal, Term1, Term2, State0, State) :-
    is_list(Term1),
    !,
    '$fold_elements'(Term1, Term2, Goal, State0, State).
foldsubterms(Goal, Term1, Term2, State0, State) :-
    compound(Term1),
    !,
    compound_name_arity(Term1, Name, Arity),
    compound_name_arity(Term2, Name, Arity),
    '$fold_args'(1, Arity, Goal, Term1, Term2, State0, State).
foldsubterms(_, Term, Term, State, State).

'$fold_elements'([], [], _, State, State).
'$fold_elements'([H1|T1], [H2|T2], Goal, State0, State) :-
    foldsubterms(Goal, H1, H2, State0, State1),
    '$fold_elements'(T1, T2, Goal, State1, State).

'$fold_args'(I, Arity, Goal, Term1, Term2, State0, State) :-
    (   I > Arity
    ->  State = State0
    ;   arg(I, Term1, A1),
        arg(I, Term2, A2),
        foldsubterms(Goal, A1, A2, State0, State1),
        I1 is I + 1,
        '$fold_args'(I1, Arity, Goal, Term1, Term2, State1, State)
    ).

%!  term_subsumer(+Term1, +Term2, -General) is det
%
%   General is the most specific term that both terms are instances of
%   (their anti-unification): where they differ, General has a variable,
%   the same one for each place where the same pair of subterms differs.
%
%   ?- term_subsumer(f(a, b, a), f(c, d, c), G).
%   G = f(_A, _, _A).
term_subsumer(Term1, Term2, General) :-
    empty_assoc(Map),
    '$generalise'(Term1, Term2, General, Map, _).

% Map holds, for each pair Sub1+Sub2 of differing subterms met so far,
% the variable that stands for it.
'$generalise'(T1, T2, G, Map0, Map) :-
    (   T1 == T2
    ->  G = T1,
        Map = Map0
    ;   compound(T1),
        compound(T2),
        compound_name_arity(T1, Name, Arity),
        compound_name_arity(T2, Name, Arity)
    ->  compound_name_arity(G, Name, Arity),
        '$generalise_args'(1, Arity, T1, T2, G, Map0, Map)
    ;   get_assoc(T1+T2, Map0, V)
    ->  G = V,
        Map = Map0
    ;   put_assoc(T1+T2, Map0, G, Map)
    ).

'$generalise_args'(I, Arity, T1, T2, G, Map0, Map) :-
    (   I > Arity
    ->  Map = Map0
    ;   arg(I, T1, A1),
        arg(I, T2, A2),
        arg(I, G, A),
        '$generalise'(A1, A2, A, Map0, Map1),
        I1 is I + 1,
        '$generalise_args'(I1, Arity, T1, T2, G, Map1, Map)
    ).

%!  term_factorized(+Term, -Skeleton, -Substitutions) is det
%
%   Skeleton is Term with each compound subterm that occurs more than once
%   replaced by a variable, and Substitutions holds Var = Subterm for each,
%   in the standard order of the subterms (their repeated parts factorized
%   the same way). The parts of a repeated subterm are counted once.
%
%   ?- term_factorized(f(g(a), g(a), h(g(a))), S, L).
%   S = f(_A, _A, h(_A)), L = [_A=g(a)].
term_factorized(Term, Skeleton, Substitutions) :-
    empty_assoc(Counts0),
    '$count_subterms'(Term, Counts0, Counts),
    assoc_to_list(Counts, Pairs),
    '$repeated'(Pairs, Repeated),
    (   Repeated == []
    ->  Skeleton = Term,
        Substitutions = []
    ;   list_to_assoc(Repeated, Vars),
        '$factorize'(Term, Vars, Skeleton),
        '$substitutions'(Repeated, Vars, Substitutions)
    ).

'$count_subterms'(T, Counts0, Counts) :-
    (   '$primitive'(T)
    ->  Counts = Counts0
    ;   get_assoc(T, Counts0, N0, Counts, N)
    ->  N is N0 + 1
    ;   put_assoc(T, Counts0, 1, Counts1),
        T =.. [_|Args],
        '$count_all'(Args, Counts1, Counts)
    ).

'$count_all'([], Counts, Counts).
'$count_all'([A|As], Counts0, Counts) :-
    '$count_subterms'(A, Counts0, Counts1),
    '$count_all'(As, Counts1, Counts).

'$primitive'(T) :- var(T), !.
'$primitive'(T) :- atomic(T), !.
'$primitive'('$VAR'(_)).

'$repeated'([], []).
'$repeated'([T-N|Pairs], Repeated) :-
    (   N > 1
    ->  Repeated = [T-_|Repeated1]
    ;   Repeated = Repeated1
    ),
    '$repeated'(Pairs, Repeated1).

'$factorize'(T, Vars, F) :-
    (   '$primitive'(T)
    ->  F = T
    ;   get_assoc(T, Vars, V)
    ->  F = V
    ;   '$factorize_args'(T, Vars, F)
    ).

'$factorize_args'(T, Vars, F) :-
    T =.. [Name|Args],
    '$factorize_all'(Args, Vars, FArgs),
    F =.. [Name|FArgs].

'$factorize_all'([], _, []).
'$factorize_all'([A|As], Vars, [F|Fs]) :-
    '$factorize'(A, Vars, F),
    '$factorize_all'(As, Vars, Fs).

'$substitutions'([], _, []).
'$substitutions'([T-V|Repeated], Vars, [V=F|Substitutions]) :-
    '$factorize_args'(T, Vars, F),
    '$substitutions'(Repeated, Vars, Substitutions).
