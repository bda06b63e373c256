% The debugger's predicates that print nothing: leash/1, tracing/0,
% debug/0 and nodebug/0 with the debug flag, and the errors of spy/1,
% nospy/1 and leash/1. (Port lines, spy messages and time/1's report are
% checked in tests/trace.rs and tests/trace_repl.rs.)

dbg_p(1).

% --- tracing/0, debug/0, nodebug/0, the debug flag
case(tracing, fail).
case(( debug, current_prolog_flag(debug, D), nodebug ), checks([D == true])).
case(( debug, nodebug, current_prolog_flag(debug, D) ), checks([D == false])).
case(( set_prolog_flag(debug, true), debugging_on(D), set_prolog_flag(debug, false) ), checks([D == true])).
case(set_prolog_flag(debug, maybe), error(domain_error(flag_value, debug+maybe))).
case(( nodebug, tracing ), fail).

% --- leash/1: +Port and -Port as SWI-Prolog; a bare word sets the
% leashed ports (full, half, loose, tight, none, a port), as SICStus.
case(leash(full), true).
case(leash([-exit, +exit]), true).
case(leash(none), true).
case(( leash(half), leash(full) ), true).
case(leash(sometimes), error(domain_error(leash_spec, sometimes))).
case(leash(+sometimes), error(domain_error(port_name, sometimes))).
case(leash(_), error(instantiation_error)).
case(leash(-_), error(instantiation_error)).
case(leash(3), error(domain_error(leash_spec, 3))).

% --- spy/1, nospy/1: what they accept
case(spy(_), error(instantiation_error)).
case(spy(3), error(type_error(predicate_indicator, 3))).
case(spy(_/1), error(instantiation_error)).
case(spy(dbg_p/a), error(type_error(predicate_indicator, dbg_p/a))).
case(spy(dbg_no_such_predicate), error(existence_error(procedure, dbg_no_such_predicate))).
case(nospy(_), error(instantiation_error)).
case(nospy(dbg_p/1), true).
case(nospyall, true).

debugging_on(D) :- current_prolog_flag(debug, D).
