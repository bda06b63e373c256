/*  hornbook system library: SWI-Prolog's stack parameters,
    set_prolog_stack/2 and prolog_stack_property/2, loaded on the first
    call of either (few programs use them). hornbook has one heap, whose
    limit is the stack_limit flag.
*/

%!  set_prolog_stack(+Stack, +Option) is det
%
%   SWI-Prolog's stack parameters, Stack one of local, global, trail or
%   argument. limit(Size) sets the stack_limit flag (with a warning, as
%   SWI-Prolog 9 gives: the limit is one for all stacks); min_free(N),
%   low(N), factor(N) and spare(N) are sizing hints of SWI-Prolog's
%   separate stacks that hornbook, with one heap, keeps only for
%   prolog_stack_property/2.
%
%   ?- set_prolog_stack(global, min_free(1000)), prolog_stack_property(global, min_free(N)).
%   N = 1000.
set_prolog_stack(Stack, Option) :-
    must_be(compound, Option),
    Option =.. [Name, Value0],
    Value is Value0,
    '$stack_name'(Stack),
    (   Name == limit
    ->  print_message(warning, format("set_prolog_stack/2: limit(Size) sets the combined limit.", [])),
        set_prolog_flag(stack_limit, Value)
    ;   '$stack_hint'(Name)
    ->  must_be(nonneg, Value),
        format(atom(Key), '$stack ~w ~w', [Stack, Name]),
        nb_setval(Key, Value)
    ;   throw(error(domain_error(stack_parameter, Name), context(set_prolog_stack/2, _)))
    ).

%!  prolog_stack_property(?Stack, ?Property) is nondet
%
%   Property of the stacks local, global and trail: limit(Size), the
%   stack_limit flag, and the hints set_prolog_stack/2 was given.
%
%   ?- findall(S, prolog_stack_property(S, limit(_)), Stacks).
%   Stacks = [local, global, trail].
prolog_stack_property(Stack, Property) :-
    '$member_'(Stack, [local, global, trail]),
    (   Property = limit(Limit),
        current_prolog_flag(stack_limit, Limit)
    ;   '$member_'(Name, [min_free, low, factor, spare]),
        format(atom(Key), '$stack ~w ~w', [Stack, Name]),
        nb_current(Key, Value),
        Property =.. [Name, Value]
    ).

'$stack_name'(Stack) :-
    must_be(atom, Stack),
    (   '$member_'(Stack, [local, global, trail, argument])
    ->  true
    ;   throw(error(existence_error(stack, Stack), context(set_prolog_stack/2, _)))
    ).

'$stack_hint'(min_free).
'$stack_hint'(low).
'$stack_hint'(factor).
'$stack_hint'(spare).
