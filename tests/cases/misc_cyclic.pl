% Rational trees (cyclic terms), as SWI-Prolog has them: X = f(X) makes a
% cyclic term, and every predicate below answers or raises on one, never
% runs forever.  Not applicable to GNU Prolog (which has no rational trees).

% Helpers sit next to the cases that use them.
:- discontiguous(case/2).

% Unification (=/2) and the occurs check
case(X = f(X), checks([X = f(Y), Y == X])).
case((X = [a|X], Y = [a,a|Y], X = Y), true).
case((X = f(X), Y = f(f(Y)), X = Y), true).
case((X = f(X, a), Y = f(Y, b), X = Y), fail).
case((X = f(X), Y = f(Y), Z = g(X, Y), Z = g(Y, X)), true).
case((X = f(X), X \= f(f(X))), fail).
case((X = f(X), Y = f(Y), X \= Y), fail).
case(unify_with_occurs_check(X, f(X)), fail).
case(unify_with_occurs_check(f(X, Y), f(Y, g(X))), fail).
case((X = f(X), Y = f(Y), unify_with_occurs_check(X, Y)), true).
case((X = f(X), unify_with_occurs_check(Z, X)), checks([Z == X])).
case((X = [1|X], unify_with_occurs_check([1,1|Y], X)), checks([Y == X])).

% Two lists are walked a cell at a time while their heads settle at once;
% past a bound, or at a head that needs more, the general unifier (which
% notices cycles) takes over, and takes heads before tails as the walk does.
case((numlist(1, 5000, L), copy_term(L, M), L = M), true).
case((numlist(1, 5000, L), append(L0, [_], L), append(L0, [x], M), L = M), fail).
case((X = [a, b|X], Y = [a, b, a, b|Y], X = Y), true).
case((X = [a, b|X], Y = [a, b, a, c|Y], X = Y), fail).
case([f(A), B|T] = [f(1), 2, 3], checks([A == 1, B == 2, T == [3]])).
case([A, g(B)|T] = [x, g(y)|z], checks([A == x, B == y, T == z])).
case((freeze(X, write(x)), freeze(Y, write(y)), [X, Y] = [1, 2]), output(xy)).

% The occurs_check flag
case(current_prolog_flag(occurs_check, F), checks([F == false])).
case(setup_call_cleanup(set_prolog_flag(occurs_check, true),
                        X = f(X),
                        set_prolog_flag(occurs_check, false)), fail).
case(setup_call_cleanup(set_prolog_flag(occurs_check, true),
                        (X = f(Y), Y = a),
                        set_prolog_flag(occurs_check, false)), checks([X == f(a)])).
case(setup_call_cleanup(set_prolog_flag(occurs_check, true),
                        ( X = f(Y), Y = g(X) -> R = yes ; R = no ),
                        set_prolog_flag(occurs_check, false)), checks([R == no])).
% Head unification is checked too: p(X, f(X)) called as p(Y, Y).
case(setup_call_cleanup(set_prolog_flag(occurs_check, true),
                        t_cyclic_head(Y, Y),
                        set_prolog_flag(occurs_check, false)), fail).
case(setup_call_cleanup(set_prolog_flag(occurs_check, error),
                        catch(X = f(X), error(E, _), true),
                        set_prolog_flag(occurs_check, false)),
     checks([E = occurs_check(V, T), T == f(V)])).
case(setup_call_cleanup(set_prolog_flag(occurs_check, error),
                        current_prolog_flag(occurs_check, F),
                        set_prolog_flag(occurs_check, false)), checks([F == error])).
case(set_prolog_flag(occurs_check, maybe), error(domain_error(flag_value, occurs_check+maybe))).
case((t_cyclic_head(Y, Y), cyclic_term(Y)), true).

% ==, \==, compare/3, =@=
case((X = f(X), Y = f(f(Y)), X == Y), true).
case((X = f(X), Y = f(Y), X \== Y), fail).
case((X = f(X, a), Y = f(Y, b), compare(O, X, Y)), checks([O == (<)])).
case((X = f(X), compare(O, X, f(a))), checks([O == (>)])).
case((X = f(X), Y = [a|Y], compare(O, X, Y)), checks([O == (<)])).
case((X = f(X), Y = f(Y), compare(O, X, Y)), checks([O == (=)])).
case((X = [1|X], msort([X, a, X, 1], L), length(L, N)), checks([N == 4])).
case((X = f(X), Y = f(Y), X =@= Y), true).
case((X = f(X), Y = [a|Y], X =@= Y), fail).

% copy_term/2
case((X = f(X, _), copy_term(X, C)),
     checks([C = f(C1, V), C1 == C, var(V), cyclic_term(C)])).
case((X = f(X, V), copy_term(X, C)), checks([C \== X, C = f(_, W), W \== V])).
case((X = [a, b|X], copy_term(X, C)), checks([C == X])).

% ground/1, term_variables/2
case((X = f(X), ground(X)), true).
case((X = f(X, _), ground(X)), fail).
case((X = f(X, A, B, A), term_variables(X, Vs)), checks([Vs == [A, B]])).
case((X = [Y, Z|X], term_variables(X, Vs)), checks([Vs == [Y, Z]])).

% cyclic_term/1, acyclic_term/1
case((X = f(X), cyclic_term(X)), true).
case(cyclic_term(f(_, [a])), fail).
case((X = f(Y), Y = g(X), cyclic_term(f(X))), true).
case(acyclic_term(f(_, [a])), true).
case((X = [a|X], acyclic_term(X)), fail).
case((X = f(a), acyclic_term(g(X, X))), true).

% assert/1 has no finite clause for a cyclic term
case((X = f(X), assertz(t_cyclic_fact(X))), error(representation_error(cyclic_term))).
case((X = f(X), asserta((t_cyclic_fact(a) :- X))), error(representation_error(cyclic_term))).
case((X = f(X), catch(assertz(t_cyclic_fact(X)), _, true), catch(t_cyclic_fact(_), _, fail)), fail).

% throw/1 and catch/3
case((X = f(X), catch(throw(X), B, true)), checks([B = f(B1), B1 == B])).
case((X = f(X), catch(throw(X), B, true)), checks([cyclic_term(B)])).

% findall/3, bagof/3, setof/3
case((X = f(X), findall(X, member(_, [1, 2]), L)), checks([L = [A, B], A == X, B == X])).
case((X = [a|X], findall(Y-X, member(Y, [1]), L)), checks([L = [1-Z], Z == X])).
case((X = f(X), setof(Y, member(Y, [X, X]), L)), checks([L = [Z], Z == X])).

% Lists: a cyclic list is not a list
case((X = [a|X], is_list(X)), fail).
case((X = [a|X], catch(length(X, _), error(E, _), true)), checks([E = type_error(list, L), L == X])).
case((X = [0'a, 0'b|X], catch(atom_codes(_, X), error(E, _), true)), checks([E = type_error(list, L), L == X])).
case((X = [1|X], catch(msort(X, _), error(E, _), true)), checks([E = type_error(list, L), L == X])).

% The writer: @/2 form, depth-limited form, cycles(false) error
case((X = f(X), write(X)), output('@(S_1,[S_1=f(S_1)])')).
case((X = f(X), print(X)), output('@(S_1,[S_1=f(S_1)])')).
case((X = f(X), writeq(X)), output('@(S_1,[S_1=f(S_1)])')).
case((X = [a|X], write(X)), output('@(S_1,[S_1=[a|S_1]])')).
case((X = [1, 2|X], write(X)), output('@(S_1,[S_1=[1,2|S_1]])')).
case((X = f(X, Y), Y = g(X), write(X)), output('@(S_1,[S_1=f(S_1,g(S_1))])')).
case((X = f(X, Y), Y = g(X), write(Y)), output('@(g(S_1),[S_1=f(S_1,g(S_1))])')).
case((X = f(Y), Y = g(Y), write(X)), output('@(f(S_1),[S_1=g(S_1)])')).
case((X = f(X), format("~w and ~q", [X, a])), output('@(S_1,[S_1=f(S_1)]) and a')).
case((X = f(X), write_term(X, [max_depth(4)])), output('f(f(f(f(...))))')).
case((X = [a|X], write_term(X, [max_depth(4)])), output('[a,a,a|...]')).
case((X = f(X), catch(write_term(X, [cycles(false)]), error(E, _), true)),
     checks([E = domain_error(cyclic_term, T), T == X])).
case((X = f(X), write_term(X, [cycles(true), quoted(true), numbervars(true)])),
     output('@(S_1,[S_1=f(S_1)])')).
case((X = f(X), term_to_atom(X, A), atom_length(A, N)), checks([N > 0])).

% Other builtins raise instead of running forever
case((X = f(X), catch(atom_length(X, _), error(E, _), true)), checks([E = type_error(_, T), T == X])).
case((X = [0'a|X], catch(atom_to_term(X, _, _), error(E, _), true)), checks([nonvar(E)])).

t_cyclic_head(X, f(X)).
% With the occurs_check flag true, a head unification that would make a
% cyclic term fails before the clause's cut, and the next clause is tried.
t_cyclic_neck(g(U), h(U)) :- !.
t_cyclic_neck(_, none).
t_cyclic_true_neck(g(U), h(U)) :- true, !.
t_cyclic_true_neck(_, none).
case((set_prolog_flag(occurs_check, true), findall(Z, t_cyclic_neck(g(Z), Z), L1),
      findall(Z, t_cyclic_true_neck(g(Z), Z), L2), set_prolog_flag(occurs_check, false)),
     checks([L1 == [none], L2 == [none]])).
