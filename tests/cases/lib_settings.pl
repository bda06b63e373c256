% library(settings): declared, typed settings of a module, as SWI-Prolog 9
% answers (without saved settings files).
:- use_module(library(settings)).
:- setting(version, atom, '1.0', 'Current version').
:- setting(limit, integer, 10, 'Largest size').
:- setting(mode, oneof([fast, slow]), fast, 'Mode').

case(setting(limit, V), checks([V == 10])).
case(setting(user:limit, V), checks([V == 10])).
case(setting(version, V), checks([V == '1.0'])).
case((set_setting(limit, 20), setting(limit, V), restore_setting(limit)), checks([V == 20])).
case((set_setting(limit, 20), restore_setting(limit), setting(limit, V)), checks([V == 10])).
case(set_setting(limit, abc), error(type_error(integer, abc))).
case(set_setting(mode, medium), error(type_error(oneof([fast, slow]), medium))).
case((set_setting(mode, slow), setting(mode, V), restore_setting(mode)), checks([V == slow])).
case(set_setting(nope, 1), error(existence_error(setting, nope))).
case(setting(nope, _), error(existence_error(setting, user:nope))).
case(findall(S, current_setting(S), L), checks([L == [version, limit, mode]])).
case(findall(N-V, setting(N, V), L), checks([L == [version-'1.0', limit-10, mode-fast]])).
case(setting_property(user:limit, type(T)), checks([T == integer])).
case(setting_property(user:limit, default(D)), checks([D == 10])).
case(setting_property(user:limit, comment(C)), checks([C == 'Largest size'])).
case((set_setting_default(limit, 5), setting(limit, V), set_setting_default(limit, 10)), checks([V == 5])).
