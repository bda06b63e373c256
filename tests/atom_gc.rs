//! The atom collector: atoms made, dropped, collected and made again
//! compare and print right; an atom held by any kind of root (clauses,
//! flags, global variables, stream aliases, findall bags, answer tables,
//! operators, modules, choicepoints, catch frames, attributed variables)
//! survives a collection, even when the freed slots are reused at once;
//! failure-driven loops that make atoms keep the table bounded.

use crate::support::machine::{machine_with, output_of, statistic};
use crate::support::temp::TempDir;
use hornbook::toplevel::GoalResult;
use hornbook::Machine;

/// `mk(Tag, A)` makes an atom whose text appears nowhere in the program.
/// `agc` drops a few thousand atoms, collects, and makes a few thousand
/// new ones (which take the freed slots, so an atom freed by mistake would
/// now read as one of them). `check(Tag, A)` compares A with the atom made
/// again from its text. Each `case(Name, Template, Goal)` writes every
/// solution of Goal as Template, with `agc` doing nothing or collecting.
const PROGRAM: &str = r#"
:- use_module(library(clpfd)).
:- dynamic held/1, held_rule/1, collect/0.

mk(Tag, A) :- atom_concat(Tag, '_held_', A0), atom_concat(A0, 4711, A).
% Runs G and forgets its bindings: what it stored lives on only outside
% the heap.
forget(G) :- \+ \+ G.
check(Tag, A) :- mk(Tag, Want), ( A == Want -> true ; throw(lost(Tag, A, Want)) ).

churn(Prefix) :- forall(between(1, 3000, I), (atom_concat(Prefix, I, A), atom_length(A, _))).
agc :- churn(churn_), ( collect -> garbage_collect_atoms ; true ), findall(A, (between(1, 3000, I), atom_concat(fill_, I, A)), _).

:- table tabled/1.
tabled(X) :- mk(table, X).

with_alias(File, Got) :-
    forget((mk(alias, Alias), open(File, write, _, [alias(Alias)]))),
    agc,
    mk(alias, Again),
    stream_property(S, alias(Again)),
    format(Again, "~w", [written]),
    stream_property(S, file_name(F)),
    close(S),
    ( atom(F) -> Got = has_file_name ; Got = no_file_name ).

case(heap_term, A, (mk(heap, A), agc, check(heap, A))).
case(functor_name, T, (mk(functor, F), T =.. [F, x], agc, functor(T, G, 1), check(functor, G))).
case(assert_fact, X, (forget((mk(assert, A), assertz(held(A)))), agc, held(X), check(assert, X))).
case(assert_rule, X, (forget((mk(rule, A), assertz((held_rule(X0) :- X0 = f(A))))), agc, held_rule(f(X)), check(rule, X))).
case(dynamic_predicate_name, N, (forget((mk(pred, P), G =.. [P, 1], assertz(G))), agc, mk(pred, P2), G2 =.. [P2, N], call(G2))).
case(module_name, X, (forget((mk(module, M), assertz(M:modfact(1)))), agc, mk(module, M2), M2:modfact(X))).
case(prolog_flag, V, (forget((mk(flag, F), mk(flagvalue, V0), create_prolog_flag(F, V0, []))), agc, mk(flag, F2), current_prolog_flag(F2, V), check(flagvalue, V))).
case(nb_setval, V, (forget((mk(gkey, K), mk(gval, V0), nb_setval(K, f(V0)))), agc, mk(gkey, K2), nb_getval(K2, f(V)), check(gval, V))).
case(b_setval, V, (mk(bkey, K), mk(bval, V0), b_setval(K, V0), agc, mk(bkey, K2), b_getval(K2, V), check(bval, V))).
case(findall_in_progress, L, (findall(X, (member(T, [one, two]), mk(T, X), agc), L), L = [A, B], check(one, A), check(two, B))).
case(bagof_in_progress, L, bagof(X, T^(member(T, [three, four]), mk(T, X), agc), L)).
case(table_answer, X, (forget(tabled(_)), agc, tabled(X), check(table, X))).
case(operator, T, (forget((mk(op, O), op(700, xfx, O))), agc, mk(op, O2), atom_concat('a ', O2, S0), atom_concat(S0, ' b', S), term_to_atom(T, S), T =.. [F, a, b], check(op, F))).
case(choicepoints, X, (mk(cp, A), member(X, [A, other]), agc, X == A)).
case(catch_ball, B, catch((mk(ball, B0), agc, throw(B0)), B, (agc, check(ball, B)))).
case(catch_recovery, R, (mk(recovery, A), catch((agc, throw(x)), x, R = A), agc, check(recovery, R))).
case(cleanup_goal, V, (mk(cleanup, C), setup_call_cleanup(true, agc, nb_setval(cleanup_key, C)), nb_getval(cleanup_key, V), check(cleanup, V))).
case(freeze_goal, Y, (mk(frozen, A), freeze(V, Y = A), agc, V = 1, check(frozen, Y))).
case(attribute, V, (mk(attr, A), put_attr(X, my, A), agc, get_attr(X, my, V), check(attr, V))).
case(redo_state, S, (mk(redo, A), sub_atom(A, 0, 2, _, S), agc)).
case(nested_format, T, (mk(format, A), format(atom(T), "~w ~@", [A, agc]))).
case(clpfd, L, (L = [X, Y], X in 1..3, Y #= X + 1, agc, label(L))).
case(exception_term, E, (catch((agc, mk(missing, P), call(P)), error(E, _), true))).
case(string_and_back, A, (mk(string, A0), atom_string(A0, S), agc, atom_string(A, S), check(string, A))).
case(compare_after_reuse, O, (mk(zeta, Z), agc, mk(alpha, A), agc, compare(O, Z, A))).
case(sort_after_reuse, L, (findall(A, (member(T, [c, a, b]), mk(T, A)), L0), agc, msort(L0, L))).

run_cases :-
    forall(case(Name, T, G),
           ( catch(findall(T, G, Sols), E, Sols = error(E)),
             format("~w: ~q~n", [Name, Sols]) )).
"#;

fn machine() -> Machine {
    machine_with(PROGRAM, "atom_gc")
}

#[test]
fn atoms_held_by_every_kind_of_root_survive_collections() {
    let dir = TempDir::new("atom-gc");
    let file = dir.path().join("alias.txt");
    let file_arg = format!("'{}'", file.display());
    let run = |collect: bool| {
        let mut m = machine();
        output_of(&mut m, "set_prolog_flag(agc_margin, 0)");
        if collect {
            output_of(&mut m, "assertz(collect)");
        }
        let before = statistic(&mut m, "agc");
        let cases = output_of(&mut m, "run_cases");
        let alias = output_of(&mut m, &format!("with_alias({file_arg}, G), write(G)"));
        let written = std::fs::read_to_string(&file).expect("the file written through the alias");
        (cases, alias, written, statistic(&mut m, "agc") - before)
    };
    let (expected, alias_expected, written_expected, none) = run(false);
    assert_eq!(none, 0, "agc_margin 0 must stop automatic collections");
    let (got, alias, written, collections) = run(true);
    assert!(collections >= 30, "only {collections} collections");
    assert_eq!(got, expected);
    assert_eq!(alias, alias_expected);
    assert_eq!(written, written_expected);
    assert_eq!(got.lines().count(), PROGRAM.matches("\ncase(").count(), "{got}");
    assert!(!got.contains("lost("), "{got}");
}

#[test]
fn collected_atoms_are_freed_and_made_again_with_their_text() {
    let mut m = machine();
    let atoms_before = statistic(&mut m, "atoms");
    output_of(&mut m, "churn(gone_), garbage_collect_atoms");
    let gained = statistic(&mut m, "agc_gained");
    assert!(gained >= 3000, "gained {gained}");
    assert!(statistic(&mut m, "atoms") <= atoms_before + 10);
    // The texts come back as new atoms that compare and print as before.
    let text = output_of(
        &mut m,
        "atom_concat(gone_, 17, A), atom_length(A, L), atom_codes(A, Cs), atom_codes(B, Cs), \
         A == B, compare(O, A, gone_2), format(\"~q ~w ~w~n\", [A, L, O])",
    );
    let mut oracle = machine();
    let expected = output_of(
        &mut oracle,
        "atom_concat(gone_, 17, A), atom_length(A, L), compare(O, A, gone_2), format(\"~q ~w ~w~n\", [A, L, O])",
    );
    assert_eq!(text, expected);
}

#[test]
fn a_failure_driven_loop_keeps_the_atom_table_bounded() {
    let mut m = machine();
    let before = statistic(&mut m, "atoms");
    output_of(&mut m, "forall(between(1, 200000, I), (atom_concat(loop_, I, A), atom_length(A, _)))");
    let after = statistic(&mut m, "atoms");
    assert!(after - before < 50_000, "{} atoms left of 200,000", after - before);
    assert!(statistic(&mut m, "agc") >= 5);
    assert!(statistic(&mut m, "agc_gained") >= 150_000);
}

#[test]
fn agc_margin_is_a_flag() {
    let mut m = machine();
    assert_eq!(output_of(&mut m, "current_prolog_flag(agc_margin, M), write(M)"), "10000");
    output_of(&mut m, "set_prolog_flag(agc_margin, 0)");
    let before = statistic(&mut m, "agc");
    output_of(&mut m, "forall(between(1, 50000, I), atom_concat(off_, I, _))");
    assert_eq!(statistic(&mut m, "agc"), before);
    assert!(m.run_goal_text("set_prolog_flag(agc_margin, -1)") != GoalResult::Succeeded);
}

#[test]
fn consulted_clauses_keep_their_atoms() {
    let mut m = Machine::new();
    let report = m.consult_str(
        "only_here(zq_first).\nonly_here(g(zq_second)).\nrule(X) :- X = zq_third.\n\
         pair(zq_pair(A, A)).\nmade(X) :- same(zq_made(_, _), X).\nsame(X, X).\n",
        "clauses",
    );
    assert_eq!(report.errors, 0);
    output_of(&mut m, "forall(between(1, 30000, I), atom_concat(z, I, _)), garbage_collect_atoms");
    output_of(&mut m, "findall(X, (between(1, 30000, I), atom_concat(y, I, X)), _)");
    let got = output_of(&mut m, "findall(X, only_here(X), L), rule(R), print(L-R)");
    assert_eq!(got, "[zq_first,g(zq_second)]-zq_third");
    // Binary structures are matched and built by fused instructions
    // (GetStruct2, PutStruct2), which name their functor too.
    let got = output_of(&mut m, "pair(P), made(Q), functor(P, N1, 2), functor(Q, N2, 2), print(N1-N2)");
    assert_eq!(got, "zq_pair-zq_made");
}
