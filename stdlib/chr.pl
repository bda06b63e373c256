/*  hornbook library(chr): Constraint Handling Rules, the language of the
    K.U.Leuven CHR system as SWI-Prolog has it.

    Loading: while a file that uses this library loads, the term
    expansion hook below (a clause of user:term_expansion/2) takes its CHR source out of the stream: each
    `:- chr_constraint` declaration and each rule (`<=>`, `==>`, `@`,
    `pragma`) is recorded for the file ('$chr_pending'/4), checked on
    its own as it is read, so that an error points at the rule. At the
    end of the file the program is compiled to ordinary clauses
    (library(chr/compile)) and loaded in their place.

    Run time (this file): a constraint in the store is a suspension

        '$susp'(Id, Alive, Generation, History, Constraint, Key, Module,
                Symbol, Indexes)

    Alive (1 or 0), Generation (raised at each reactivation) and
    History (the propagation rules this suspension was the first head
    of, as h(Rule, Ids...)) change with setarg/3, so that backtracking
    undoes them. Symbol is the place of the constraint's declaration in
    its file: woken constraints run symbol by symbol in that order, each
    symbol's oldest first, as in SWI-Prolog. Each constraint symbol has a store, a global variable
    named Key holding '$store'(Suspensions, Length, Dead): newest first,
    removed suspensions left in place until they outnumber the live ones.
    Every variable of a stored constraint carries the `chr` attribute, the
    list of suspensions it occurs in: binding it reactivates them
    (attr_unify_hook/2), and a rule head whose argument is a variable
    already matched looks its partners up there. When that argument is
    bound to a ground term, the partners are looked up in a hash index
    instead: Indexes lists i(Position, IndexKey) for the argument
    positions of the symbol that rules share with other heads; the global
    variable IndexKey holds '$hidx'(Buckets, Count), Buckets a term whose
    arguments are lists of the suspensions whose argument at Position is
    ground, by term_hash/2, newest first. A suspension enters an index
    when it is stored with that argument ground or when a binding makes
    it ground, and leaves it when it is removed. A new suspension has an
    unbound Id until it is stored ('$chr_store_active'/1, late storage:
    see library(chr/compile)); a store or an index is made by its first
    insertion, never by a look-up.
*/

:- module(chr,
          [ find_chr_constraint/1,
            current_chr_constraint/1,
            chr_show_store/1,
            op(1180, xfx, ==>),
            op(1180, xfx, <=>),
            op(1200, xfx, @),
            op(1190, xfx, pragma),
            op(500, yfx, #),
            op(1150, fx, chr_constraint),
            op(1150, fx, chr_type),
            op(1150, fx, chr_declaration),
            op(1100, xfx, \),
            op(1130, xfx, --->),
            op(1105, xfy, '|'),
            op(1150, fx, (?)),
            % The run time of the generated code (library(chr/compile)):
            % imported, so that its calls are plain calls (a
            % module-qualified goal in a clause body is a meta-call).
            '$chr_via'/4,
            '$chr_all'/2,
            '$chr_kill'/1,
            '$chr_kill_active'/1,
            '$chr_store_active'/1,
            '$chr_novel'/2,
            '$chr_fired'/2
          ]).

:- use_module(library(chr/compile)).

:- dynamic '$chr_pending'/4.        % File, Module, Item, Line
:- dynamic '$chr_symbol'/4.         % Module, Name, Arity, Key

%!  find_chr_constraint(-Constraint) is nondet
%
%   Constraint is a constraint in the CHR store, unified with each in
%   turn: the symbols in the order they were declared, the constraints
%   of a symbol newest first.
%
%   ?- find_chr_constraint(C).
%   false.
find_chr_constraint(C) :-
    '$chr_symbol'(_, _, _, Key),
    '$chr_live'(Key, S),
    arg(5, S, C0),
    C = C0.

%!  current_chr_constraint(:Constraint) is nondet
%
%   As find_chr_constraint/1 for the constraints declared in the calling
%   module (or in module M for M:Constraint).
%
%   ?- current_chr_constraint(C).
%   false.
:- meta_predicate current_chr_constraint(:).
current_chr_constraint(M:C) :-
    (   '$chr_symbol'(M, _, _, _) -> M1 = M ; true ),
    '$chr_symbol'(M1, _, _, Key),
    '$chr_live'(Key, S),
    arg(5, S, C0),
    C = C0.

%!  chr_show_store(+Module) is det
%
%   Prints the constraints of Module in the CHR store, one a line,
%   in the order of find_chr_constraint/1.
%
%   ?- chr_show_store(user).
%   true.
chr_show_store(M) :-
    forall(( '$chr_symbol'(M, _, _, Key), '$chr_live'(Key, S) ),
           ( arg(5, S, C), print(C), nl )).

% The constraints left in the store, for the toplevel to show with an
% answer (stdlib/toplevel.pl).
'$chr_residuals'(Goals) :-
    findall(Key, '$chr_symbol'(_, _, _, Key), Keys),
    '$chr_residuals'(Keys, Goals).

'$chr_residuals'([], []).
'$chr_residuals'([Key|Keys], Goals) :-
    '$chr_store'(Key, '$store'(List, _, _)),
    '$chr_live_constraints'(List, Goals, Rest),
    '$chr_residuals'(Keys, Rest).

'$chr_live_constraints'([], Gs, Gs).
'$chr_live_constraints'([S|Ss], Gs, Rest) :-
    (   arg(2, S, 1)
    ->  arg(5, S, C), Gs = [C|Gs1]
    ;   Gs = Gs1
    ),
    '$chr_live_constraints'(Ss, Gs1, Rest).

'$chr_live'(Key, S) :-
    '$chr_store'(Key, '$store'(List, _, _)),
    '$member_'(S, List),
    arg(2, S, 1).

'$member_'(X, [Y|Ys]) :-
    (   X = Y
    ;   '$member_'(X, Ys)
    ).

/* ---------------------------------------------------------------- load */

% Term is CHR source of the file being loaded: record it.
'$chr_expand'((:- chr_constraint Spec), []) :-
    !,
    '$chr_load_context'(File, M, Line),
    '$chr_decl_specs'(Spec, Specs),
    forall('$member_'(S, Specs),
           assertz('$chr_pending'(File, M, constraint(S), Line))).
'$chr_expand'((:- chr_type _), []) :- !.
'$chr_expand'((:- chr_option(_, _)), []) :- !.
'$chr_expand'((:- chr_declaration _), []) :- !.
'$chr_expand'(end_of_file, Clauses) :-
    !,
    '$chr_load_context'(File, M, _),
    '$chr_pending'(File, M, _, _),
    findall(Item-Line, retract('$chr_pending'(File, M, Item, Line)), Items),
    '$chr_compile_program'(M, File, Items, Symbols, Clauses0),
    forall('$member_'(N/A, Symbols),
           (   '$chr_key'(M, N, A, Key),
               (   '$chr_symbol'(M, N, A, Key)
               ->  true
               ;   assertz('$chr_symbol'(M, N, A, Key))
               )
           )),
    '$chr_append'(Clauses0, [end_of_file], Clauses).
'$chr_expand'(Term, []) :-
    '$chr_rule_term'(Term),
    '$chr_load_context'(File, M, Line),
    '$chr_check_rule'(Term),
    assertz('$chr_pending'(File, M, rule(Term), Line)).

'$chr_load_context'(File, M, Line) :-
    prolog_load_context(source, File),
    prolog_load_context(module, M),
    (   prolog_load_context(term_position, Pos),
        arg(2, Pos, Line0)
    ->  Line = Line0
    ;   Line = 0
    ).

% The Name/Arity of each constraint of a chr_constraint declaration:
% `c/2`, `c(+int, ?any)`, comma lists of these.
'$chr_decl_specs'(Spec, _) :-
    var(Spec), !,
    throw(error(instantiation_error, _)).
'$chr_decl_specs'((A, B), Specs) :- !,
    '$chr_decl_specs'(A, SA),
    '$chr_decl_specs'(B, SB),
    '$chr_append'(SA, SB, Specs).
'$chr_decl_specs'(N/A, [N/A]) :-
    atom(N), integer(A), A >= 0, !.
'$chr_decl_specs'(Spec, [N/A]) :-
    callable(Spec), Spec \= _/_, !,
    functor(Spec, N, A).
'$chr_decl_specs'(Spec, _) :-
    throw(error(type_error(chr_constraint_declaration, Spec), _)).

'$chr_append'([], L, L).
'$chr_append'([H|T], L, [H|R]) :- '$chr_append'(T, L, R).

% The name of the global variable holding the store of M:N/A.
'$chr_key'(M, N, A, Key) :-
    format(atom(Key), '$chr_store ~w:~w/~w', [M, N, A]).

/* ------------------------------------------------------------- runtime */

'$chr_store'(Key, Store) :-
    (   nb_current(Key, S0), S0 = '$store'(_, _, _)
    ->  Store = S0
    ;   Store = '$store'([], 0, 0),
        b_setval(Key, Store)
    ).

% The suspensions of the store Key, newest first (dead ones included).
% A store or an index is made by its first insertion, never by a look-up:
% a look-up that found none would make it again and again, as the
% failure of its search undoes the b_setval/2 that made it (union-find
% spent 0.2 s of its 10,000 make/1 calls building empty link indexes).
'$chr_all'(Key, List) :-
    (   nb_current(Key, S), S = '$store'(L, _, _)
    ->  List = L
    ;   List = []
    ).

% The suspensions that may hold V at an argument: those on V's attribute,
% for a ground V those of its bucket in index IKey (none: no index), else
% all of Key's.
'$chr_via'(V, Key, IKey, List) :-
    (   var(V)
    ->  (   get_attr(V, chr, L) -> List = L ; List = [] )
    ;   IKey \== none, ground(V)
    ->  (   nb_current(IKey, '$hidx'(Table, _))
        ->  functor(Table, _, Size),
            term_hash(V, H),
            I is H mod Size + 1,
            arg(I, Table, List)
        ;   List = []
        )
    ;   '$chr_all'(Key, List)
    ).

'$chr_index'(IKey, Index) :-
    (   nb_current(IKey, I0), I0 = '$hidx'(_, _)
    ->  Index = I0
    ;   functor(Table, '$buckets', 64),
        '$chr_empty_buckets'(64, Table),
        Index = '$hidx'(Table, 0),
        b_setval(IKey, Index)
    ).

'$chr_empty_buckets'(0, _) :- !.
'$chr_empty_buckets'(I, T) :-
    arg(I, T, []),
    I1 is I - 1,
    '$chr_empty_buckets'(I1, T).

% Puts S in the indexes whose argument of C is ground and that do not
% hold it yet; a new suspension (New = new) goes first in its bucket, an
% older one to its place by age.
'$chr_index_add'([], _, _, _).
'$chr_index_add'([i(Pos, IKey)|Is], C, S, New) :-
    arg(Pos, C, V),
    (   ground(V)
    ->  '$chr_index'(IKey, Index),
        Index = '$hidx'(Table, Count),
        functor(Table, _, Size),
        term_hash(V, H),
        I is H mod Size + 1,
        arg(I, Table, Bucket),
        (   New == new
        ->  setarg(I, Table, [S|Bucket]),
            Count1 is Count + 1,
            setarg(2, Index, Count1),
            (   Count1 > 2 * Size -> '$chr_rehash'(Index, Pos) ; true )
        ;   '$chr_memq'(S, Bucket)
        ->  true
        ;   arg(1, S, Id),
            '$chr_insert_by_age'(Bucket, Id, S, Bucket1),
            setarg(I, Table, Bucket1),
            Count1 is Count + 1,
            setarg(2, Index, Count1)
        )
    ;   true
    ),
    '$chr_index_add'(Is, C, S, New).

'$chr_insert_by_age'([], _, S, [S]).
'$chr_insert_by_age'([T|Ts], Id, S, Out) :-
    arg(1, T, Id1),
    (   Id1 < Id
    ->  Out = [S, T|Ts]
    ;   Out = [T|Out1],
        '$chr_insert_by_age'(Ts, Id, S, Out1)
    ).

% Twice as many buckets; a bucket's order is kept. Pos is the indexed
% argument.
'$chr_rehash'(Index, Pos) :-
    Index = '$hidx'(Old, _),
    functor(Old, _, Size),
    Size2 is Size * 2,
    functor(New, '$buckets', Size2),
    '$chr_empty_buckets'(Size2, New),
    '$chr_rehash_buckets'(Size, Old, New, Size2, Pos),
    setarg(1, Index, New).

'$chr_rehash_buckets'(0, _, _, _, _) :- !.
'$chr_rehash_buckets'(I, Old, New, Size, Pos) :-
    arg(I, Old, Bucket),
    '$chr_reverse'(Bucket, [], Reversed),
    '$chr_rehash_bucket'(Reversed, New, Size, Pos),
    I1 is I - 1,
    '$chr_rehash_buckets'(I1, Old, New, Size, Pos).

'$chr_rehash_bucket'([], _, _, _).
'$chr_rehash_bucket'([S|Ss], New, Size, Pos) :-
    arg(5, S, C),
    arg(Pos, C, V),
    term_hash(V, H),
    J is H mod Size + 1,
    arg(J, New, B),
    setarg(J, New, [S|B]),
    '$chr_rehash_bucket'(Ss, New, Size, Pos).

'$chr_reverse'([], R, R).
'$chr_reverse'([X|Xs], R0, R) :- '$chr_reverse'(Xs, [X|R0], R).

% Takes S out of the indexes that hold it. (The bucket is found inline
% here, in '$chr_index_add'/4 and in '$chr_via'/4: a shared predicate
% for it cost 7% more instructions on union-find.)
'$chr_index_del'([], _, _).
'$chr_index_del'([i(Pos, IKey)|Is], C, S) :-
    arg(Pos, C, V),
    (   ground(V)
    ->  '$chr_index'(IKey, Index),
        Index = '$hidx'(Table, Count),
        functor(Table, _, Size),
        term_hash(V, H),
        I is H mod Size + 1,
        arg(I, Table, Bucket),
        (   '$chr_delq'(Bucket, S, Bucket1)
        ->  setarg(I, Table, Bucket1),
            Count1 is Count - 1,
            setarg(2, Index, Count1)
        ;   true
        )
    ;   true
    ),
    '$chr_index_del'(Is, C, S).

'$chr_delq'([T|Ts], S, Out) :-
    (   T == S
    ->  Out = Ts
    ;   Out = [T|Out1],
        '$chr_delq'(Ts, S, Out1)
    ).

% The store step of an active constraint (late storage): a constraint
% enters the store only at its first occurrence that keeps it, or after
% its last one; before that, nothing but guards can run, so nobody can
% see whether it is stored, and a removed occurrence that fires costs no
% store, index or attribute work. A suspension is stored once its Id is
% bound (Ids count in order of storage, which is that of creation for
% the constraints that get stored).
'$chr_store_active'(S) :-
    arg(1, S, Id),
    (   var(Id)
    ->  '$chr_insert'(S, Id)
    ;   true
    ).

% Puts S in its store, on the attributes of its constraint's variables
% and in its indexes.
'$chr_insert'(S, Id) :-
    (   nb_current('$chr_next_id', Id0) -> true ; Id0 = 0 ),
    Id is Id0 + 1,
    nb_setval('$chr_next_id', Id),
    arg(6, S, Key),
    '$chr_store'(Key, Store),
    Store = '$store'(List, Len, _),
    Len1 is Len + 1,
    setarg(1, Store, [S|List]),
    setarg(2, Store, Len1),
    arg(5, S, C),
    term_variables(C, Vs),
    '$chr_attach'(Vs, S),
    arg(9, S, Indexes),
    '$chr_index_add'(Indexes, C, S, new).

% The active constraint S is removed: nothing to undo if it was not
% stored yet.
'$chr_kill_active'(S) :-
    arg(1, S, Id),
    (   var(Id)
    ->  true
    ;   '$chr_kill'(S)
    ).

'$chr_attach'([], _).
'$chr_attach'([V|Vs], S) :-
    (   get_attr(V, chr, L)
    ->  put_attr(V, chr, [S|L])
    ;   put_attr(V, chr, [S])
    ),
    '$chr_attach'(Vs, S).

% Removes suspension S from the store, its indexes and the attributes of
% its variables; the store's list is rebuilt when more than half of it is
% removed suspensions.
'$chr_kill'(S) :-
    setarg(2, S, 0),
    arg(5, S, C),
    arg(9, S, Indexes),
    (   Indexes == []
    ->  true
    ;   '$chr_index_del'(Indexes, C, S)
    ),
    term_variables(C, Vs),
    '$chr_detach'(Vs, S),
    arg(6, S, Key),
    '$chr_store'(Key, Store),
    Store = '$store'(List, Len, Dead),
    Dead1 is Dead + 1,
    (   Dead1 > 8, Dead1 * 2 > Len
    ->  '$chr_alive_only'(List, Live, 0, N),
        setarg(1, Store, Live),
        setarg(2, Store, N),
        setarg(3, Store, 0)
    ;   setarg(3, Store, Dead1)
    ).

% Takes S off the attributes of its variables.
'$chr_detach'([], _).
'$chr_detach'([V|Vs], S) :-
    (   get_attr(V, chr, L), '$chr_delq'(L, S, L1)
    ->  (   L1 == [] -> del_attr(V, chr) ; put_attr(V, chr, L1) )
    ;   true
    ),
    '$chr_detach'(Vs, S).

'$chr_alive_only'([], [], N, N).
'$chr_alive_only'([S|Ss], Live, N0, N) :-
    (   arg(2, S, 1)
    ->  Live = [S|Live1], N1 is N0 + 1
    ;   Live = Live1, N1 = N0
    ),
    '$chr_alive_only'(Ss, Live1, N1, N).

% Whether the propagation rule with history tuple T has not fired yet
% for these constraints; S is the suspension of its first head.
'$chr_novel'(S, T) :-
    arg(4, S, H),
    \+ memberchk(T, H).

'$chr_fired'(S, T) :-
    arg(4, S, H),
    setarg(4, S, [T|H]).

% Reactivates the suspensions of list Ss that are still in the store.
'$chr_wake'([]).
'$chr_wake'([S|Ss]) :-
    (   arg(2, S, 1)
    ->  arg(3, S, G),
        G1 is G + 1,
        setarg(3, S, G1),
        arg(5, S, C),
        arg(7, S, M),
        M:'$chr_activate'(C, S)
    ;   true
    ),
    '$chr_wake'(Ss).

% A variable with constraints was bound: its constraints are woken, on
% a variable it was bound to they are kept (with that variable's own,
% which are woken too), and a bound value's new variables take them.
attr_unify_hook(Ss, Other) :-
    (   var(Other)
    ->  (   get_attr(Other, chr, Os)
        ->  '$chr_append'(Ss, Os, All),
            '$chr_wake_order'(All, Live),
            put_attr(Other, chr, Live)
        ;   '$chr_wake_order'(Ss, Live),
            put_attr(Other, chr, Live)
        )
    ;   '$chr_wake_order'(Ss, Live),
        '$chr_reattach'(Live)
    ),
    '$chr_wake'(Live).

% The suspensions of Ss still in the store, once each, in the order they
% are woken: by symbol, then oldest first.
'$chr_wake_order'(Ss, Live) :-
    '$chr_wake_pairs'(Ss, Pairs),
    sort(1, @<, Pairs, Sorted),
    '$chr_pair_values'(Sorted, Live).

'$chr_wake_pairs'([], []).
'$chr_wake_pairs'([S|Ss], Pairs) :-
    (   arg(2, S, 1)
    ->  arg(1, S, Id),
        arg(8, S, Symbol),
        Pairs = [Symbol-Id-S|Pairs1]
    ;   Pairs = Pairs1
    ),
    '$chr_wake_pairs'(Ss, Pairs1).

'$chr_pair_values'([], []).
'$chr_pair_values'([_-_-S|Ps], [S|Ss]) :-
    '$chr_pair_values'(Ps, Ss).

'$chr_alive_list'([], []).
'$chr_alive_list'([S|Ss], Live) :-
    (   arg(2, S, 1) -> Live = [S|Live1] ; Live = Live1 ),
    '$chr_alive_list'(Ss, Live1).

% Puts each suspension on the variables of its constraint that do not
% carry it yet.
'$chr_reattach'([]).
'$chr_reattach'([S|Ss]) :-
    arg(5, S, C),
    term_variables(C, Vs),
    '$chr_reattach_vars'(Vs, S),
    arg(9, S, Indexes),
    '$chr_index_add'(Indexes, C, S, old),
    '$chr_reattach'(Ss).

'$chr_reattach_vars'([], _).
'$chr_reattach_vars'([V|Vs], S) :-
    (   get_attr(V, chr, L)
    ->  (   '$chr_memq'(S, L) -> true ; put_attr(V, chr, [S|L]) )
    ;   put_attr(V, chr, [S])
    ),
    '$chr_reattach_vars'(Vs, S).

'$chr_memq'(X, [Y|Ys]) :-
    (   X == Y -> true ; '$chr_memq'(X, Ys) ).

% The attribute is bookkeeping: the constraints themselves are the
% residual goals ('$chr_residuals'/1).
attribute_goals(_) --> [].

% Last, so that it does not apply to this file itself. Multifile: a
% program's own term_expansion/2 clauses in user are added to it.
:- multifile user:term_expansion/2.
user:term_expansion(Term, Expanded) :-
    chr:'$chr_expand'(Term, Expanded).
