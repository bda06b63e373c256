% Atom garbage collection: garbage_collect_atoms/0, the agc_margin flag,
% and the statistics/2 keys atoms, agc, agc_gained and agc_time (as in
% SWI-Prolog). Atoms made from text at run time are dropped, collected and
% made again.

agc_make(N, Prefix) :-
    forall(between(1, N, I), (atom_concat(Prefix, I, A), atom_length(A, _))).

% --- garbage_collect_atoms/0 and statistics/2
case(garbage_collect_atoms, true).
case((statistics(agc, C0), garbage_collect_atoms, statistics(agc, C1)),
     checks([integer(C0), C1 =:= C0 + 1])).
case((statistics(agc_gained, G0), agc_make(5000, agc_case_), garbage_collect_atoms, statistics(agc_gained, G1)),
     checks([G1 > G0])).
case(statistics(agc_time, T), checks([float(T), T >= 0.0])).
case(statistics(atoms, N), checks([integer(N), N > 0])).
case((garbage_collect_atoms, statistics(atoms, N0), agc_make(5000, agc_count_), statistics(atoms, N1),
      garbage_collect_atoms, statistics(atoms, N2)),
     checks([N1 >= N0 + 5000, N2 < N1 - 4000])).

% --- atoms made again after a collection
case((agc_make(3000, agc_again_), garbage_collect_atoms, atom_concat(agc_again_, 12, A), atom_length(A, L)),
     checks([A == agc_again_12, atom_length(agc_again_12, L)])).
case((atom_concat(agc_kept_, 1, K), agc_make(3000, agc_drop_), garbage_collect_atoms,
      agc_make(3000, agc_fill_), atom_codes(K, Cs)),
     checks([atom_codes(agc_kept_1, Cs), K == agc_kept_1])).
case((atom_concat(agc_b_, 1, B), atom_concat(agc_a_, 1, A), agc_make(3000, agc_order_),
      garbage_collect_atoms, agc_make(3000, agc_order2_), compare(O, A, B), msort([B, A], S)),
     checks([O == (<), S == [agc_a_1, agc_b_1]])).
case((atom_concat(agc_w_, 1, A), garbage_collect_atoms, agc_make(3000, agc_w2_), with_output_to(string(S), writeq(f(A)))),
     checks([S == "f(agc_w_1)"])).

% --- the agc_margin flag
case(current_prolog_flag(agc_margin, 10000), true).
case((set_prolog_flag(agc_margin, 5000), current_prolog_flag(agc_margin, M), set_prolog_flag(agc_margin, 10000)),
     checks([M == 5000])).
% SWI-Prolog accepts a negative margin; ISO's domain error here.
case(set_prolog_flag(agc_margin, -1), error(domain_error(flag_value, agc_margin+(-1)))).
case(set_prolog_flag(agc_margin, many), error(type_error(integer, many))).
case(set_prolog_flag(agc_margin, _), error(instantiation_error)).
