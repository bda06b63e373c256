/*  hornbook library(record): named fields of compound terms, as
    SWI-Prolog's library(record). The directive

        :- record point(x:integer=0, y).

    defines, in the module that gives it, the access predicates of the
    record point/2: default_point/1, is_point/1, make_point/2,3,
    point_x/2, point_y/2, set_x_of_point/2,3, nb_set_x_of_point/2 (and the
    same for y), set_point_fields/3,4, set_point_field/3 and point_data/3.
    A field is Name, Name:Type (a type of must_be/2, checked when the field
    is set) or either with =Default.

    The predicates are added with assertz/1, so they are dynamic; the
    clauses they had are removed first, so that a file loaded again does
    not define them twice.
*/
:- module(record,
        [ (record)/1, current_record/2, current_record_predicate/2,
          op(1150, fx, record)
        ]).
:- meta_predicate record(:), current_record(?, :), current_record_predicate(?, :).
:- dynamic '$record'/3.

%!  record(:Spec) is det
%
%   Defines the access predicates of the records Spec declares (a record
%   or a comma list of them), in the module the directive is in.
%
%   ?- record(point(x:integer=0, y)), make_point([y(2)], P), point_x(P, X).
%   P = point(0, 2), X = 0.
record(M:Spec) :-
    '$record_specs'(Spec, M).

'$record_specs'(Spec, _) :-
    var(Spec),
    !,
    instantiation_error(Spec).
'$record_specs'((A, B), M) :-
    !,
    '$record_specs'(A, M),
    '$record_specs'(B, M).
'$record_specs'(Spec, M) :-
    must_be(compound, Spec),
    compound_name_arguments(Spec, Name, FieldSpecs),
    maplist('$record_field'(M), FieldSpecs, Fields),
    retractall('$record'(M, Name, _)),
    assertz('$record'(M, Name, Spec)),
    '$record_clauses'(Name, Fields, Clauses),
    forall('$record_head'(Clauses, Head), retractall(M:Head)),
    forall(member(C, Clauses), assertz(M:C)),
    '$record_type_hook'.

% record(M:Name) is a type of must_be/2, as in SWI-Prolog: a field whose
% type is the name of a record has it (error:has_type/2 is the hook).
'$record_type_hook' :-
    (   clause(error:has_type(record(_), _), _)
    ->  true
    ;   assertz((error:has_type(record(M:Name), X) :- record:'$is_record'(M, Name, X)))
    ).

'$is_record'(M, Name, X) :-
    '$record'(M, Name, _),
    atom_concat(is_, Name, Is),
    IsGoal =.. [Is, X],
    call(M:IsGoal),
    !.

% '$record_field'(+FieldSpec, -field(Name, Type, Default)): Type is `any`
% and Default unbound where the spec has none.
'$record_field'(_, Spec, _) :-
    var(Spec),
    !,
    instantiation_error(Spec).
'$record_field'(M, Spec = Default, field(Name, Type, Default)) :-
    !,
    '$record_field'(M, Spec, field(Name, Type, _)).
'$record_field'(M, Name:Type0, field(Name, Type, _)) :-
    !,
    must_be(atom, Name),
    '$record_field_type'(M, Type0, Type).
'$record_field'(_, Name, field(Name, any, _)) :-
    must_be(atom, Name).

% A type name must_be/2 does not know names a record: record(M:Name).
'$record_field_type'(M, record(Spec), record(Q:Name)) :-
    !,
    strip_module(M:Spec, Q, Name).
'$record_field_type'(M, Name, record(M:Name)) :-
    atom(Name),
    \+ error:'$known_type'(Name),
    !.
'$record_field_type'(_, Type, Type).

'$record_head'(Clauses, Head) :-
    findall(Name/Arity,
            ( member(C, Clauses),
              ( C = (H :- _) -> true ; H = C ),
              functor(H, Name, Arity)
            ),
            PIs0),
    sort(PIs0, PIs),
    member(Name/Arity, PIs),
    functor(Head, Name, Arity).

'$record_clauses'(Name, Fields, Clauses) :-
    length(Fields, Arity),
    findall(C, '$record_clause'(Name, Arity, Fields, C), Clauses).

'$record_clause'(Name, Arity, Fields, (Head :- Body)) :-
    '$record_rule'(Name, Arity, Fields, Head, Body).
'$record_clause'(Name, Arity, Fields, Fact) :-
    '$record_fact'(Name, Arity, Fields, Fact).

% default_Name(Record): the defaults filled in.
'$record_fact'(Name, _, Fields, Head) :-
    atom_concat(default_, Name, P),
    findall(D, member(field(_, _, D), Fields), Defaults),
    R =.. [Name|Defaults],
    Head =.. [P, R].
% Name_Field(Record, Value)
'$record_fact'(Name, Arity, Fields, Head) :-
    nth1(I, Fields, field(F, _, _)),
    atomic_list_concat([Name, '_', F], P),
    functor(R, Name, Arity),
    arg(I, R, V),
    Head =.. [P, R, V].
% Name_data(Field, Record, Value)
'$record_fact'(Name, Arity, Fields, Head) :-
    nth1(I, Fields, field(F, _, _)),
    atom_concat(Name, '_data', P),
    functor(R, Name, Arity),
    arg(I, R, V),
    Head =.. [P, F, R, V].
% set_Name_fields([], R, R, []).
'$record_fact'(Name, _, _, Head) :-
    atomic_list_concat([set_, Name, '_fields'], P),
    Head =.. [P, [], R, R, []].
% set_Name_field(Field(Value), R0, R), for an untyped field.
'$record_fact'(Name, Arity, Fields, Head) :-
    nth1(I, Fields, field(F, any, _)),
    atomic_list_concat([set_, Name, '_field'], P),
    '$record_replace'(Name, Arity, I, V, R0, R),
    FV =.. [F, V],
    Head =.. [P, FV, R0, R].
% set_Field_of_Name(Value, R0, R), for an untyped field.
'$record_fact'(Name, Arity, Fields, Head) :-
    nth1(I, Fields, field(F, any, _)),
    atomic_list_concat([set_, F, '_of_', Name], P),
    '$record_replace'(Name, Arity, I, V, R0, R),
    Head =.. [P, V, R0, R].

% is_Name(Term): a record with fields of their types.
'$record_rule'(Name, Arity, Fields, Head, Body) :-
    atom_concat(is_, Name, P),
    Head =.. [P, T],
    length(Args, Arity),
    R =.. [Name|Args],
    '$record_checks'(Fields, Args, Checks),
    '$record_conj'([nonvar(T), T = R|Checks], Body).
% make_Name(Fields, Record) and make_Name(Fields, Record, Rest)
'$record_rule'(Name, _, _, Head, Body) :-
    atom_concat(make_, Name, P),
    Head =.. [P, Fs, R],
    Body =.. [P, Fs, R, []].
'$record_rule'(Name, _, _, Head, (DefaultGoal, SetGoal)) :-
    atom_concat(make_, Name, P),
    atomic_list_concat([set_, Name, '_fields'], Set),
    atom_concat(default_, Name, Default),
    Head =.. [P, Fs, R, Rest],
    DefaultGoal =.. [Default, R0],
    SetGoal =.. [Set, Fs, R0, R, Rest].
% set_Name_fields(Fields, R0, R)
'$record_rule'(Name, _, _, Head, Body) :-
    atomic_list_concat([set_, Name, '_fields'], P),
    Head =.. [P, Fs, R0, R],
    Body =.. [P, Fs, R0, R, []].
% set_Name_fields([F|Fs], R0, R, Rest): the fields the record has are set,
% the others go to Rest.
'$record_rule'(Name, _, _, Head, Body) :-
    atomic_list_concat([set_, Name, '_fields'], P),
    atomic_list_concat([set_, Name, '_field'], One),
    Head =.. [P, [F|Fs], R0, R, Rest],
    SetOne =.. [One, F, R0, R1],
    Next =.. [P, Fs, R1, R, Rest],
    Skip =.. [P, Fs, R0, R, Rest1],
    Body = ( SetOne -> Next ; Rest = [F|Rest1], Skip ).
% set_Name_field(Field(Value), R0, R), for a typed field.
'$record_rule'(Name, Arity, Fields, Head, must_be(Type, V)) :-
    nth1(I, Fields, field(F, Type, _)),
    Type \== any,
    atomic_list_concat([set_, Name, '_field'], P),
    '$record_replace'(Name, Arity, I, V, R0, R),
    FV =.. [F, V],
    Head =.. [P, FV, R0, R].
% set_Field_of_Name(Value, R0, R), for a typed field.
'$record_rule'(Name, Arity, Fields, Head, must_be(Type, V)) :-
    nth1(I, Fields, field(F, Type, _)),
    Type \== any,
    atomic_list_concat([set_, F, '_of_', Name], P),
    '$record_replace'(Name, Arity, I, V, R0, R),
    Head =.. [P, V, R0, R].
% set_Field_of_Name(Value, Record) and nb_set_Field_of_Name(Value, Record):
% in place, undone on backtracking or not. (The record is not taken apart
% in the head: setarg/3 must change the caller's term.)
'$record_rule'(Name, _, Fields, Head, Body) :-
    nth1(I, Fields, field(F, Type, _)),
    member(Prefix-Set, [set_-setarg, nb_set_-nb_setarg]),
    atomic_list_concat([Prefix, F, '_of_', Name], P),
    Head =.. [P, V, R],
    SetGoal =.. [Set, I, R, V],
    (   Type == any
    ->  Body = SetGoal
    ;   Body = (must_be(Type, V), SetGoal)
    ).

% R is R0 (a record) with argument I replaced by V.
'$record_replace'(Name, Arity, I, V, R0, R) :-
    length(Args0, Arity),
    R0 =.. [Name|Args0],
    '$record_nth_replace'(Args0, 1, I, V, Args),
    R =.. [Name|Args].

'$record_nth_replace'([], _, _, _, []).
'$record_nth_replace'([A|As], J, I, V, [B|Bs]) :-
    ( J =:= I -> B = V ; B = A ),
    J1 is J + 1,
    '$record_nth_replace'(As, J1, I, V, Bs).

% is_of_type/2 checks of the typed fields' arguments.
'$record_checks'([], [], []).
'$record_checks'([field(_, Type, _)|Fs], [A|As], Checks) :-
    (   Type == any
    ->  Checks = Checks1
    ;   Checks = [is_of_type(Type, A)|Checks1]
    ),
    '$record_checks'(Fs, As, Checks1).

'$record_conj'([G], G) :- !.
'$record_conj'([G|Gs], (G, C)) :-
    '$record_conj'(Gs, C).

%!  current_record(?Name, :Spec) is nondet
%
%   Spec is the declaration of the record Name in the module.
%
%   ?- record(pair(left, right)), current_record(pair, S).
%   S = pair(left, right).
current_record(Name, M:Spec) :-
    '$record'(M, Name, Spec).

%!  current_record_predicate(?Record, :PI) is nondet
%
%   PI (Name/Arity) is one of the predicates record/1 defined for the
%   record Record in the module.
%
%   ?- record(cell(v)), forall(member(P, [cell_v/2, make_cell/2, is_cell/1]), current_record_predicate(cell, P)).
%   true.
current_record_predicate(Record, M:PI) :-
    '$record'(M, Record, Spec),
    compound_name_arguments(Spec, Record, FieldSpecs),
    maplist('$record_field'(M), FieldSpecs, Fields),
    '$record_clauses'(Record, Fields, Clauses),
    '$record_head'(Clauses, Head),
    functor(Head, Name, Arity),
    PI = Name/Arity.
