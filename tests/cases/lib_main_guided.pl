% argv_options/3,4 guided by opt_type/3 of the calling module (here
% user), as SWI-Prolog 9: flags, typed values, negated booleans, errors.
:- use_module(library(main)).

opt_type(verbose, verbose, boolean).
opt_type(v,       verbose, boolean).
opt_type(color,   color,   boolean(false)).
opt_type(n,       count,   integer).
opt_type(d,       dice,    between(1, 6)).
opt_type(p,       percent, between(0.0, 100.0)).
opt_type(level,   level,   oneof([low, high])).
opt_type(name,    name,    atom).
opt_type(t,       goal,    term).

case(argv_options(['-v', in, '--no-verbose'], P, O), checks([P == [in], O == [verbose(true), verbose(false)]])).
case(argv_options(['--noverbose', '--verbose=off', '--verbose=on'], _, O), checks([O == [verbose(false), verbose(false), verbose(true)]])).
case(argv_options(['--color', '--no-color'], _, O), checks([O == [color(false), color(true)]])).
case(argv_options(['-n', '42', '-n7', '--name=x', '--name', y], P, O), checks([P == [], O == [count(42), count(7), name(x), name(y)]])).
case(argv_options(['-p', '50', '-d', '6', '--level', high], _, O), checks([O == [percent(50.0), dice(6), level(high)]])).
case(argv_options(['-t', 'p(X)'], _, O), checks([O = [goal(T)], T =@= p(_)])).
case(argv_options(['-n', '3.2'], _, _, []), error(opt_error(value_type(n, integer, '3.2')))).
case(argv_options(['-d', '0'], _, _, []), error(opt_error(value_type(d, between(1, 6), '0')))).
% SWI-Prolog names the whole argument (Flag=Value) in the error.
case(argv_options(['--level=mid'], _, _, []), error(opt_error(value_type('level=mid', oneof([low, high]), mid)))).
case(argv_options(['--level', mid], _, _, []), error(opt_error(value_type(level, oneof([low, high]), mid)))).
case(argv_options(['--', '-v'], P, O), checks([P == ['-v'], O == []])).
case(argv_options(['-v', a, '-v'], P, O, [options_after_arguments(false)]), checks([P == [a, '-v'], O == [verbose(true)]])).
