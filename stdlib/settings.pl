/*  hornbook library(settings): typed, documented settings of a module, as
    SWI-Prolog's library(settings) (without its files of saved settings).
    A module declares a setting with a directive

        :- setting(limit, integer, 10, 'The largest size').

    and reads it with setting(limit, Value); set_setting/2 changes it
    (checking its type), restore_setting/1 brings back its default.
    Settings belong to the module that declares them: Module:Name names
    another module's.
*/
:- module(settings,
        [ setting/4, setting/2, set_setting/2, restore_setting/1,
          set_setting_default/2, current_setting/1, setting_property/2,
          list_settings/0
        ]).
:- meta_predicate setting(:, +, +, +), setting(:, -), set_setting(:, +),
        restore_setting(:), set_setting_default(:, +), current_setting(:),
        setting_property(:, ?).

% '$setting'(Module, Name, Type, Default, Comment) for each declaration,
% '$setting_value'(Module, Name, Value) for each setting changed and
% '$setting_default'(Module, Name, Default) for each default changed (the
% declarations keep their order).
:- dynamic '$setting'/5, '$setting_value'/3, '$setting_default'/3.

%!  setting(:Name, +Type, +Default, +Comment) is det
%
%   Declares the setting Name of the module, of Type (a type of must_be/2)
%   with the value Default until it is set. Declaring it again (a file
%   loaded again) replaces the declaration.
%
%   ?- setting(limit, integer, 10, 'Largest size'), setting(limit, V).
%   V = 10.
setting(M:Spec, Type, Default, Comment) :-
    strip_module(M:Spec, Module, Name),
    must_be(atom, Name),
    '$setting_check'(Type, Default),
    retractall('$setting'(Module, Name, _, _, _)),
    retractall('$setting_value'(Module, Name, _)),
    retractall('$setting_default'(Module, Name, _)),
    assertz('$setting'(Module, Name, Type, Default, Comment)).

%!  setting(:Name, -Value) is nondet
%
%   Value is the value of the setting Name; with Name unbound, enumerates
%   the settings of the module. An undeclared Name is an existence error.
%
%   ?- setting(limit, integer, 10, 'Largest size'), setting(N, V).
%   N = limit, V = 10.
setting(M:Spec, Value) :-
    strip_module(M:Spec, Module, Name),
    (   var(Name)
    ->  '$setting'(Module, Name, _, _, _),
        '$setting_current'(Module, Name, Value)
    ;   '$setting'(Module, Name, _, _, _)
    ->  '$setting_current'(Module, Name, Value)
    ;   existence_error(setting, Module:Name)
    ).

'$setting_current'(Module, Name, Value) :-
    (   '$setting_value'(Module, Name, V)
    ->  Value = V
    ;   '$setting_default_of'(Module, Name, Value)
    ).

'$setting_default_of'(Module, Name, Default) :-
    (   '$setting_default'(Module, Name, D)
    ->  Default = D
    ;   '$setting'(Module, Name, _, Default, _)
    ).

%!  set_setting(:Name, +Value) is det
%
%   The setting Name has the value Value from now on, which must be of its
%   type.
%
%   ?- setting(limit, integer, 10, 'Largest size'), set_setting(limit, 20), setting(limit, V).
%   V = 20.
set_setting(M:Spec, Value) :-
    strip_module(M:Spec, Module, Name),
    (   '$setting'(Module, Name, Type, _, _)
    ->  '$setting_check'(Type, Value),
        retractall('$setting_value'(Module, Name, _)),
        assertz('$setting_value'(Module, Name, Value))
    ;   existence_error(setting, Name)
    ).

% A value of the wrong type is type_error(Type, Value), whatever the type.
'$setting_check'(Type, Value) :-
    (   is_of_type(Type, Value)
    ->  true
    ;   type_error(Type, Value)
    ).

%!  restore_setting(:Name) is det
%
%   The setting Name has its default value again.
%
%   ?- setting(limit, integer, 10, 'Largest size'), set_setting(limit, 20), restore_setting(limit), setting(limit, V).
%   V = 10.
restore_setting(M:Spec) :-
    strip_module(M:Spec, Module, Name),
    (   '$setting'(Module, Name, _, _, _)
    ->  retractall('$setting_value'(Module, Name, _))
    ;   existence_error(setting, Name)
    ).

%!  set_setting_default(:Name, +Default) is det
%
%   The setting Name has the default Default from now on; its value is
%   the new default.
%
%   ?- setting(limit, integer, 10, 'Largest size'), set_setting_default(limit, 5), setting(limit, V).
%   V = 5.
set_setting_default(M:Spec, Default) :-
    strip_module(M:Spec, Module, Name),
    (   '$setting'(Module, Name, Type, _, _)
    ->  '$setting_check'(Type, Default),
        retractall('$setting_default'(Module, Name, _)),
        retractall('$setting_value'(Module, Name, _)),
        assertz('$setting_default'(Module, Name, Default))
    ;   existence_error(setting, Name)
    ).

%!  current_setting(:Setting) is nondet
%
%   Setting is a declared setting: its name for one of the module, else
%   Module:Name.
%
%   ?- setting(limit, integer, 10, 'Largest size'), current_setting(S).
%   S = limit.
current_setting(M:Setting) :-
    '$setting'(Module, Name, _, _, _),
    (   Module == M
    ->  Setting = Name
    ;   Setting = Module:Name
    ).

%!  setting_property(:Name, ?Property) is nondet
%
%   Property is type(Type), default(Default) or comment(Comment) of the
%   setting Name.
%
%   ?- setting(limit, integer, 10, 'Largest size'), setting_property(limit, type(T)).
%   T = integer.
setting_property(M:Spec, Property) :-
    strip_module(M:Spec, Module, Name),
    '$setting'(Module, Name, Type, _, Comment),
    '$setting_default_of'(Module, Name, Default),
    member(Property, [type(Type), default(Default), comment(Comment)]).

%!  list_settings is det
%
%   Writes a table of every setting: its name, value (with * when it is
%   not the default) and comment.
%
%   ?- setting(limit, integer, 10, 'Largest size'), list_settings.
%   ========================================================================
%   Name                      Value (*=modified) Comment
%   ========================================================================
%   user:limit                10             Largest size
%   true.
list_settings :-
    Line = '========================================================================',
    format('~w~n~w~t~26|~w~t~45|~w~n~w~n', [Line, 'Name', 'Value (*=modified)', 'Comment', Line]),
    forall('$setting'(Module, Name, _, _, Comment),
           ( '$setting_current'(Module, Name, Value),
             '$setting_default_of'(Module, Name, Default),
             ( Value == Default -> Mark = '' ; Mark = '*' ),
             format('~q~t~26|~q~w~t~41|~w~n', [Module:Name, Value, Mark, Comment])
           )).
