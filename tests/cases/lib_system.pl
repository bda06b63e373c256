% System predicates: flags, statistics, succ/plus, global variables,
% use_module, current_predicate, predicate_property.

:- dynamic sys_dyn/1.
:- dynamic sys_empty/2.
sys_dyn(1).
sys_dyn(2).
sys_static(a) :- true.
sys_static(b) :- sys_dyn(_).
sys_fact.
sys_loop(0) :- !.
sys_loop(N) :- N1 is N - 1, sys_loop(N1).

% --- current_prolog_flag/2, set_prolog_flag/2
case(current_prolog_flag(bounded, false), true).
case(current_prolog_flag(max_integer, M), checks([integer(M), M > 0])).
case(current_prolog_flag(min_integer, M), checks([integer(M), M < 0])).
case(current_prolog_flag(integer_rounding_function, toward_zero), true).
case(current_prolog_flag(max_arity, unbounded), true).
case(current_prolog_flag(unknown, error), true).
% The default follows SWI-Prolog: "..." is a string.
case(current_prolog_flag(double_quotes, string), true).
case(current_prolog_flag(occurs_check, false), true).
case(current_prolog_flag(last_call_optimisation, true), true).
case(current_prolog_flag(max_tagged_integer, M), checks([integer(M), M > 0])).
case(current_prolog_flag(min_tagged_integer, M), checks([integer(M), M < 0])).
case(current_prolog_flag(version, V), checks([integer(V)])).
case(current_prolog_flag(report_error, true), true).
case(current_prolog_flag(toplevel_prompt, P), checks([atom(P)])).
case(current_prolog_flag(answer_write_options, L), checks([is_list(L)])).
case(current_prolog_flag(print_write_options, L), checks([memberchk(quoted(true), L)])).
% An unknown flag name fails, as in SWI-Prolog (ISO's domain error only
% under the flag iso, which SWI-Prolog does not raise either).
case(current_prolog_flag(no_such_flag_xyz, _), fail).
case(current_prolog_flag(windows, true), fail).
case(current_prolog_flag(1, _), error(type_error(atom, 1))).
case((current_prolog_flag(F, _), F == bounded), true).
case(findall(F, current_prolog_flag(F, _), L), checks([memberchk(bounded, L), memberchk(char_conversion, L), memberchk(debug, L)])).
case(set_prolog_flag(bounded, true), error(permission_error(modify, flag, bounded))).
case(set_prolog_flag(max_integer, 0), error(permission_error(modify, flag, max_integer))).
case(set_prolog_flag(double_quotes, nonsense), error(domain_error(flag_value, double_quotes+nonsense))).
case(set_prolog_flag(unknown, nonsense), error(domain_error(flag_value, unknown+nonsense))).
case(set_prolog_flag(_, true), error(instantiation_error)).
case(set_prolog_flag(unknown, _), error(instantiation_error)).
case(set_prolog_flag(1, true), error(type_error(atom, 1))).
% --- the gc flag, garbage_collect/0, statistics(garbage_collection, _)
case(current_prolog_flag(gc, true), true).
case(set_prolog_flag(gc, maybe), error(domain_error(flag_value, gc+maybe))).
case(( set_prolog_flag(gc, false), statistics(garbage_collection, [N0|_]), garbage_collect,
       statistics(garbage_collection, [N1|_]), set_prolog_flag(gc, true) ), checks([N1 == N0])).
case(( statistics(garbage_collection, [N0|_]), garbage_collect,
       statistics(garbage_collection, [N1, Freed, Ms, Left]) ),
     checks([N1 =:= N0 + 1, integer(Freed), integer(Ms), integer(Left)])).
case(( length(L, 1000), garbage_collect, length(L, N) ), checks([N == 1000])).
case(statistics(heapused, B), checks([integer(B), B > 0])).
case(( set_prolog_flag(unknown, fail), current_prolog_flag(unknown, V),
       set_prolog_flag(unknown, error) ), checks([V == fail])).
case(( set_prolog_flag(double_quotes, atom), current_prolog_flag(double_quotes, V),
       set_prolog_flag(double_quotes, string) ), checks([V == atom])).
case(( set_prolog_flag(debug, true), current_prolog_flag(debug, V),
       set_prolog_flag(debug, false) ), checks([V == true])).
case(( set_prolog_flag(verbose, silent), current_prolog_flag(verbose, V),
       set_prolog_flag(verbose, normal) ), checks([V == silent])).

% --- create_prolog_flag/3
case(( create_prolog_flag(sys_f1, 3, []), current_prolog_flag(sys_f1, V) ), checks([V == 3])).
case(( create_prolog_flag(sys_f2, 3, []), set_prolog_flag(sys_f2, 7), current_prolog_flag(sys_f2, V) ), checks([V == 7])).
case(( create_prolog_flag(sys_f3, 3, []), set_prolog_flag(sys_f3, abc) ), error(type_error(integer, abc))).
case(( create_prolog_flag(sys_f4, abc, [type(atom)]), set_prolog_flag(sys_f4, 1) ), error(type_error(atom, 1))).
case(( create_prolog_flag(sys_f5, 1, [access(read_only)]), set_prolog_flag(sys_f5, 2) ), error(permission_error(modify, flag, sys_f5))).
case(( create_prolog_flag(sys_f6, f(x), [type(term)]), current_prolog_flag(sys_f6, V) ), checks([V == f(x)])).
case(( create_prolog_flag(sys_f7, 1, []), create_prolog_flag(sys_f7, 2, [keep(true)]), current_prolog_flag(sys_f7, V) ), checks([V == 1])).
% A module qualification of a flag is dropped (flags are global), as
% swipl 9.0.4 drops it; an unknown qualified flag fails.
case(current_prolog_flag(user:bounded, V), checks([V == false])).
case(current_prolog_flag(foo:no_such_flag, _), fail).
case(current_prolog_flag(f(x), _), error(type_error(atom, f(x)))).
case(( set_prolog_flag(user:occurs_check, error), current_prolog_flag(occurs_check, V), set_prolog_flag(occurs_check, false) ),
     checks([V == error])).
case(( set_prolog_flag(m:bounded, true) ), error(permission_error(modify, flag, bounded))).
case(create_prolog_flag(_, 1, []), error(instantiation_error)).
case(create_prolog_flag(sys_f8, 1, foo), error(type_error(list, foo))).

% --- statistics/2
case(statistics(runtime, [T, D]), checks([integer(T), integer(D), T >= 0, D >= 0])).
case(statistics(walltime, [T, D]), checks([integer(T), integer(D), T >= 0])).
case(statistics(real_time, [T, _]), checks([integer(T), T > 0])).
case(statistics(cputime, T), checks([float(T), T >= 0])).
case(statistics(process_cputime, T), checks([number(T)])).
case(statistics(inferences, I), checks([integer(I), I > 0])).
case(( statistics(inferences, I0), sys_loop(100), statistics(inferences, I1) ), checks([I1 - I0 >= 100])).
case(statistics(epoch, E), checks([float(E), E > 0])).
case(statistics(no_such_key, _), error(domain_error(statistics_key, no_such_key))).
case(statistics(_, _), error(instantiation_error)).
case(statistics(runtime, foo), fail).

% --- succ/2, plus/3
case(succ(3, X), checks([X == 4])).
case(succ(X, 4), checks([X == 3])).
case(succ(_, 0), fail).
case(succ(0, 1), true).
case(succ(-1, _), error(domain_error(not_less_than_zero, -1))).
case(succ(_, -1), error(domain_error(not_less_than_zero, -1))).
case(succ(a, _), error(type_error(integer, a))).
case(succ(_, _), error(instantiation_error)).
case(succ(9223372036854775807, X), checks([X =:= 9223372036854775807 + 1])).
case(plus(1, 2, X), checks([X == 3])).
case(plus(1, X, 3), checks([X == 2])).
case(plus(X, 2, 3), checks([X == 1])).
% Big integers (swipl 9.0.4).
case(plus(9223372036854775807, 1, X), checks([X =:= 2**63])).
case(plus(X, 1, 100000000000000000000), checks([X == 99999999999999999999])).
case(plus(100000000000000000000, X, 1), checks([X == -99999999999999999999])).
case(plus(1, 2, 4), fail).
case(plus(_, _, 3), error(instantiation_error)).
case(plus(a, 1, _), error(type_error(integer, a))).
case(plus(1.5, 1, _), error(type_error(integer, 1.5))).

% --- global variables
case(( nb_setval(sys_k1, f(X, a)), nb_getval(sys_k1, V) ), checks([V = f(Y, A), var(Y), A == a, Y \== X])).
case(( nb_setval(sys_k2, 1), ( nb_setval(sys_k2, 2), fail ; true ), nb_getval(sys_k2, V) ), checks([V == 2])).
case(nb_getval(sys_no_such_var, _), error(existence_error(variable, sys_no_such_var))).
case(b_getval(sys_no_such_var, _), error(existence_error(variable, sys_no_such_var))).
case(nb_setval(_, 1), error(instantiation_error)).
case(nb_setval(1, 1), error(type_error(atom, 1))).
case(b_setval(_, 1), error(instantiation_error)).
case(nb_getval(_, _), error(instantiation_error)).
case(( b_setval(sys_b1, 1), b_getval(sys_b1, V) ), checks([V == 1])).
case(( b_setval(sys_b2, 1), ( b_setval(sys_b2, 2), fail ; b_getval(sys_b2, V) ) ), checks([V == 1])).
case(( b_setval(sys_b3, 1), fail ; b_getval(sys_b3, _) ), error(existence_error(variable, sys_b3))).
case(( b_setval(sys_b4, X), X = bound, b_getval(sys_b4, V) ), checks([V == bound])).
case(( nb_setval(sys_b6, old), b_setval(sys_b6, new), nb_getval(sys_b6, V) ), checks([V == new])).
case(findall(V, ( member(X, [a, b, c]), b_setval(sys_b7, X), b_getval(sys_b7, V) ), L), checks([L == [a, b, c]])).

% --- use_module/1,2
case(use_module(library(lists)), true).
case(use_module(library(lists), [append/3]), true).
case(use_module(library(apply)), true).
case(use_module(library(no_such_library_xyz)), error(existence_error(source_sink, library(no_such_library_xyz)))).
case(use_module(_), error(instantiation_error)).

% --- current_predicate/1,2
case(current_predicate(sys_dyn/1), true).
case(current_predicate(sys_empty/2), true).
case(current_predicate(sys_static/1), true).
% A wrong indicator is named with its module, a wrong module is
% type_error(atom, M) (swipl 9.0.4).
case(current_predicate(m:p), error(type_error(predicate_indicator, m:p))).
case(current_predicate(lists:(a/b)), error(type_error(predicate_indicator, lists:(a/b)))).
case(current_predicate(1:a/1), error(type_error(atom, 1))).
case(current_predicate(sys_fact/0), true).
case(current_predicate(sys_undefined_pred/0), fail).
case(current_predicate(sys_dyn/A), checks([A == 1])).
case(findall(N/A, (current_predicate(N/A), atom_codes(N, [0's, 0'y, 0's, 0'_|_])), L),
     checks([length(L, 5), memberchk(sys_dyn/1, L), memberchk(sys_empty/2, L), memberchk(sys_fact/0, L),
             memberchk(sys_loop/1, L), memberchk(sys_static/1, L)])).
case(current_predicate(4), error(type_error(predicate_indicator, 4))).
case(current_predicate(foo), error(type_error(predicate_indicator, foo))).
case(current_predicate(4/_), error(type_error(predicate_indicator, 4/_))).
case(current_predicate(_/a), error(type_error(predicate_indicator, _/a))).
% current_predicate/1 is transparent, not `:`: an error names the argument as
% given, without the calling module, in SWI-Prolog's context term; a
% qualified name inside the indicator is no indicator.
case(sys_cp:current_predicate(4),
     ball(error(type_error(predicate_indicator, 4), context(system:current_predicate/1, _)))).
case(sys_cp:current_predicate(a:b:4), error(type_error(predicate_indicator, a:b:4))).
case(sys_cp:current_predicate(sys_cp:4), error(type_error(predicate_indicator, sys_cp:4))).
case(sys_cp:current_predicate(foo/a), error(type_error(predicate_indicator, foo/a))).
case(sys_cp:current_predicate(3:f/1),
     ball(error(type_error(atom, 3), context(system:current_predicate/1, _)))).
case(current_predicate((lists:append)/3), error(type_error(predicate_indicator, (lists:append)/3))).
case(current_predicate(a:(b:c)/1), error(type_error(predicate_indicator, a:(b:c)/1))).
case(sys_cp:current_predicate(_:sys_dyn/1), true).
case(predicate_property(current_predicate(_), transparent), true).
case(current_predicate(sys_static, H), checks([H = sys_static(_)])).
case(current_predicate(sys_undefined_pred, _), fail).
% A name that is no atom or a head that is not callable fails (SWI-Prolog
% raises no type error); a module that is not an atom is type_error(module, M).
case(current_predicate(4, _), fail).
case(current_predicate(f(x), _), fail).
case(current_predicate(_, 4), fail).
case(current_predicate(sys_static, sys_cp:4), fail).
case(current_predicate(_, f(_):g), error(type_error(module, f(_)))).
case(current_predicate(_, a:3:g), error(type_error(module, 3))).
case(current_predicate(sys_static, user:H), checks([H = sys_static(_)])).
case(current_predicate(N, sys_dyn(_)), checks([N == sys_dyn])).
case(( current_predicate(N/_), atom_codes(N, [0'$|_]) ), fail).

% --- predicate_property/2
case(predicate_property(sys_dyn(_), dynamic), true).
case(predicate_property(sys_static(_), static), true).
case(predicate_property(sys_static(_), dynamic), fail).
case(predicate_property(sys_dyn(_), number_of_clauses(N)), checks([N == 2])).
case(predicate_property(sys_empty(_, _), number_of_clauses(N)), checks([N == 0])).
case(predicate_property(sys_static(_), number_of_rules(N)), checks([N == 1])).
case(predicate_property(sys_fact, defined), true).
case(predicate_property(atom_length(_, _), built_in), true).
case(predicate_property(append(_, _, _), built_in), fail).
case(predicate_property(sys_undefined_pred, _), fail).
case(predicate_property(sys_static(_), built_in), fail).
case(predicate_property(user:sys_dyn(_), dynamic), true).
case(( predicate_property(H, dynamic), H = sys_dyn(_) ), true).

% nb_current/2: the value of a global variable; fails for a key without one.
case((nb_setval(nbc_colour, red), nb_current(nbc_colour, V)), checks([V == red])).
case(nb_current(nbc_never_set, _), fail).
case((b_setval(nbc_b, 1), nb_current(nbc_b, V)), checks([V == 1])).
case((nb_setval(nbc_k1, a), findall(K, (nb_current(K, _), sub_atom(K, 0, _, _, nbc_k)), Ks)), checks([Ks == [nbc_k1]])).
case(nb_current(f(x), _), error(type_error(atom, f(x)))).

% Files: delete_file/1, rename_file/2, working_directory/2.
case(delete_file('/no/such/file'), error(existence_error(file, '/no/such/file'))).
case(rename_file('/no/such/file', '/tmp/x'), error(existence_error(file, '/no/such/file'))).
case((tmp_file(wd, F), open(F, write, S), close(S), atom_concat(F, '.moved', G), rename_file(F, G),
      ( exists_file(F) -> R1 = yes ; R1 = no ), ( exists_file(G) -> R2 = yes ; R2 = no ), delete_file(G)),
     checks([R1 == no, R2 == yes])).
case((working_directory(D, D), sub_atom(D, _, 1, 0, Last)), checks([Last == '/'])).

% predicate_property/2 answers for a library predicate not yet loaded
% (it is autoloaded to answer, as in SWI-Prolog).
case(predicate_property(group_pairs_by_key(_, _), imported_from(M)), checks([M == pairs])).
case(predicate_property(sys_never_defined_anywhere(_), defined), fail).

% current_module/1 and current_predicate/1,2 see modules that only
% assertz(M:Clause) made; M:Name/Arity (read as M:(Name/Arity)) and an
% unbound module enumerate as SWI-Prolog.
case((assertz(tcp_mod:tcp_foo(1)), current_module(tcp_mod)), true).
case((assertz(tcp_mod:tcp_foo(1)), findall(M, current_predicate(M:tcp_foo/1), L)), checks([L == [tcp_mod]])).
case((assertz(tcp_mod:tcp_foo(1)), current_predicate(tcp_mod:tcp_foo/A)), checks([A == 1])).
case((assertz(tcp_mod:tcp_foo(1)), findall(M-H, current_predicate(tcp_foo, M:H), L)), checks([L = [tcp_mod-H1], H1 = tcp_foo(V), var(V)])).
case((assertz(tcp_mod:tcp_foo(1)), current_predicate(tcp_foo/1)), fail).
% swipl 9.0.4 names the culprit with its module.
case(current_predicate(tcp_mod:foo(1)), error(type_error(predicate_indicator, tcp_mod:foo(1)))).
% exists_source/1,2: a library or file use_module/1 would load.
case(exists_source(library(lists)), true).
case(exists_source(library(dcg/basics)), true).
case(exists_source(library(no_such_library_xyz)), fail).
case(exists_source(no_such_file_xyz), fail).
% setlocale/3: the C locale can be set; another is an existence error
% (no locale but C is known here).
case(setlocale(time, _, 'C'), true).
case((setlocale(numeric, _, 'C'), setlocale(numeric, Old, 'C')), checks([Old == 'C'])).
case(setlocale(time, _, 'no_such_LOCALE.xyz'), error(existence_error(locale, 'no_such_LOCALE.xyz'))).
case(setlocale(nonsense, _, 'C'), error(domain_error(category, nonsense))).
% An unbound module: the modules that define the predicate, in turn.
case(once(predicate_property(_:sys_dyn(_), dynamic)), true).
case((predicate_property(M:sys_dyn(_), dynamic), M == user), true).
case(predicate_property(_:no_such_predicate_xyz, dynamic), fail).
% set_prolog_stack/2, prolog_stack_property/2 (swipl 9.0.4 answers the
% same; limit(Size) sets stack_limit, with a warning in both).
case((set_prolog_stack(global, min_free(1000)), prolog_stack_property(global, min_free(N))), checks([N == 1000])).
case((prolog_stack_property(trail, limit(L)), current_prolog_flag(stack_limit, L)), true).
case((current_prolog_flag(stack_limit, L0), set_prolog_stack(global, limit(L0 * 2)), current_prolog_flag(stack_limit, L), set_prolog_flag(stack_limit, L0)), checks([L =:= 2 * L0])).
case(findall(S, prolog_stack_property(S, limit(_)), Ss), checks([Ss == [local, global, trail]])).
case(set_prolog_stack(foo, limit(1)), error(existence_error(stack, foo))).
case(set_prolog_stack(global, bar(1)), error(domain_error(stack_parameter, bar))).
case(set_prolog_stack(global, min_free(a)), error(type_error(evaluable, a/0))).
