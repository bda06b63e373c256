/*  hornbook library(option): option lists, as SWI-Prolog's library(option).
    An option is Name(Value) or Name = Value.
*/
:- module(option,
        [ option/2, option/3, select_option/3, select_option/4, merge_options/3,
          meta_options/3 ]).
:- meta_predicate meta_options(1, :, -).

%!  option(?Option, +Options) is semidet
%
%   Option, a term Name(Value), is the first option called Name in Options.
%
%   ?- option(depth(D), [width(3), depth(5)]).
%   D = 5.
option(Opt, Options) :-
    '$option_name'(Opt, Name, Value),
    '$get_option'(Options, Name, V), !,
    Value = V.

%!  option(?Option, +Options, +Default) is det
%
%   As option/2, with Default as the value when Options has no such option.
%
%   ?- option(depth(D), [width(3)], 10).
%   D = 10.
option(Opt, Options, Default) :-
    '$option_name'(Opt, Name, Value),
    (   '$get_option'(Options, Name, V)
    ->  Value = V
    ;   Value = Default
    ).

%!  select_option(?Option, +Options, -Rest) is semidet
%
%   As option/2; Rest is Options without the option found.
%
%   ?- select_option(a(X), [b(1), a(2), c(3)], R).
%   X = 2, R = [b(1), c(3)].
select_option(Opt, Options, Rest) :-
    '$option_name'(Opt, Name, Value),
    '$select_option'(Options, Name, V, Rest), !,
    Value = V.

%!  select_option(?Option, +Options, -Rest, +Default) is det
%
%   As select_option/3, with Default as the value when there is no such option.
%
%   ?- select_option(a(X), [b(1)], R, 0).
%   X = 0, R = [b(1)].
select_option(Opt, Options, Rest, Default) :-
    '$option_name'(Opt, Name, Value),
    (   '$select_option'(Options, Name, V, Rest0)
    ->  Value = V, Rest = Rest0
    ;   Value = Default, Rest = Options
    ).

%!  merge_options(+New, +Old, -Merged) is det
%
%   Merged holds the options of New and those of Old whose name New does
%   not have, sorted by name.
%
%   ?- merge_options([a(1)], [a(2), b(3)], M).
%   M = [a(1), b(3)].
merge_options(New, Old, Merged) :-
    must_be(list, New),
    must_be(list, Old),
    '$canonical_options'(New, NC),
    '$canonical_options'(Old, OC),
    '$drop_named'(OC, NC, OldOnly),
    append(NC, OldOnly, All),
    sort(All, Merged).

'$canonical_options'([], []).
'$canonical_options'([O|Os], [C|Cs]) :-
    (   O = (N = V) -> C =.. [N, V]
    ;   C = O
    ),
    '$canonical_options'(Os, Cs).

'$drop_named'([], _, []).
'$drop_named'([O|Os], New, Out) :-
    functor(O, N, A),
    (   functor(T, N, A), memberchk(T, New)
    ->  Out = Out1
    ;   Out = [O|Out1]
    ),
    '$drop_named'(Os, New, Out1).

'$option_name'(Opt, Name, Value) :-
    (   var(Opt) -> instantiation_error(Opt)
    ;   Opt = (Name = Value) -> true
    ;   compound(Opt), Opt =.. [Name, Value] -> true
    ;   type_error(option, Opt)
    ).

% An unbound list or tail holds no more options (walking it would bind it
% to ever longer lists).
'$get_option'(Os, _, _) :-
    var(Os), !,
    fail.
'$get_option'(Os, _, _) :-
    '$skip_list'(Os, _, R), nonvar(R), R = [_|_], !,   % cyclic
    throw(error(type_error(list, Os), _)).
'$get_option'([O|Os], Name, V) :-
    (   nonvar(O), ( O = (Name = V0) ; functor(O, Name, 1), arg(1, O, V0) )
    ->  V = V0
    ;   '$get_option'(Os, Name, V)
    ).

'$select_option'(Os, _, _, _) :-
    var(Os), !,
    fail.
'$select_option'(Os, _, _, _) :-
    '$skip_list'(Os, _, R), nonvar(R), R = [_|_], !,   % cyclic
    throw(error(type_error(list, Os), _)).
'$select_option'([O|Os], Name, V, Rest) :-
    (   nonvar(O), ( O = (Name = V0) ; functor(O, Name, 1), arg(1, O, V0) )
    ->  V = V0, Rest = Os
    ;   Rest = [O|Rest1],
        '$select_option'(Os, Name, V, Rest1)
    ).

%!  meta_options(+IsMeta, :Options0, -Options) is det
%
%   Options is Options0 with the value of each option whose name IsMeta
%   accepts (call(IsMeta, Name)) qualified with the module of Options0:
%   for a predicate that takes goals in its options and calls them later.
%
%   ?- meta_options(==(goal), m:[goal(run), depth(3)], Os).
%   Os = [goal(m:run), depth(3)].
meta_options(IsMeta, Context:Options0, Options) :-
    must_be(list, Options0),
    '$meta_options'(Options0, IsMeta, Context, Options).

'$meta_options'([], _, _, []).
'$meta_options'([O0|Os0], IsMeta, Context, [O|Os]) :-
    '$meta_option'(O0, IsMeta, Context, O),
    '$meta_options'(Os0, IsMeta, Context, Os).

'$meta_option'(O0, IsMeta, Context, O) :-
    (   nonvar(O0),
        (   O0 = (Name = V0) -> O = (Name = M:V)
        ;   O0 = Name-V0 -> O = Name-(M:V)
        ;   compound(O0), O0 =.. [Name, V0] -> O =.. [Name, M:V]
        ),
        call(IsMeta, Name)
    ->  strip_module(Context:V0, M, V)
    ;   O = O0
    ).
