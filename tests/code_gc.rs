//! The code area is reclaimed: reconsulting a file again and again, or a
//! counter kept with retract/assert, leaves the code area and the pool of
//! strings and big integers the size one copy of the clauses needs. (The
//! cases of tests/cases/misc_clause_gc.pl check that code a running goal
//! can still reach is kept.)

use crate::support::temp::TempDir;
use hornbook::toplevel::GoalResult;
use hornbook::Machine;

/// Live instructions and live blob-pool cells after a collection.
fn code_sizes(m: &mut Machine) -> (usize, usize) {
    m.collect_code();
    (m.live_code_size(), m.blobs.live_cells())
}

#[test]
fn reconsulting_a_file_keeps_the_code_area_flat() {
    let mut text = String::new();
    for i in 0..200 {
        text.push_str(&format!("cg_fact({i}, \"string {i}\", {}).\n", 1u128 << 100 | i as u128));
    }
    for i in 0..50 {
        text.push_str(&format!("cg_rule(X, Y) :- cg_fact(X, S, _), ( X > {i} -> Y = S ; Y = \"none {i}\" ).\n"));
    }
    let dir = TempDir::new("code-gc");
    let file = dir.file("facts.pl", text);
    let mut m = Machine::new();
    m.consult_file(&file).expect("consult");
    m.consult_file(&file).expect("consult");
    let after_two = code_sizes(&mut m);
    for _ in 0..100 {
        m.consult_file(&file).expect("consult");
    }
    let after_many = code_sizes(&mut m);
    assert_eq!(after_many, after_two, "(instructions, blob cells) after 2 and 102 loads");
    assert_eq!(
        m.run_goal_text("aggregate_all(count, cg_fact(_, _, _), 200), cg_rule(7, \"string 7\")"),
        GoalResult::Succeeded
    );
}

#[test]
fn a_counter_with_big_integers_and_strings_keeps_the_code_area_flat() {
    let mut m = Machine::new();
    let program = "
        :- dynamic(cg_c/2).
        cg_c(0, \"zero\").
        cg_steps(0) :- !.
        cg_steps(K) :- retract(cg_c(N, _)), N1 is N + 100000000000000000000, number_string(N1, S),
                       assertz(cg_c(N1, S)), K1 is K - 1, cg_steps(K1).
    ";
    m.consult_str(program, "counter");
    assert_eq!(m.run_goal_text("cg_steps(1000)"), GoalResult::Succeeded);
    let before = code_sizes(&mut m);
    assert_eq!(m.run_goal_text("cg_steps(20000)"), GoalResult::Succeeded);
    let after = code_sizes(&mut m);
    // One clause's worth of difference at most: the big integer grows longer.
    assert!(after.0 <= before.0 + 8 && after.1 <= before.1 + 8, "before {before:?}, after {after:?}");
    assert_eq!(
        m.run_goal_text("cg_c(N, S), N =:= 21000 * 100000000000000000000, number_string(N, S)"),
        GoalResult::Succeeded
    );
}

#[test]
fn reloading_a_file_replaces_the_clauses_it_gave_dynamic_predicates() {
    let dir = TempDir::new("code-gc");
    let file = dir.file("dynamic.pl", ":- dynamic(cg_d/1).\ncg_d(1).\ncg_d(2).\n:- discontiguous(cg_s/1).\ncg_s(1).\n");
    let mut m = Machine::new();
    m.consult_file(&file).expect("consult");
    assert_eq!(m.run_goal_text("assertz(cg_d(3))"), GoalResult::Succeeded);
    m.consult_file(&file).expect("consult");
    let before = code_sizes(&mut m);
    for _ in 0..50 {
        m.consult_file(&file).expect("consult");
    }
    let after = code_sizes(&mut m);
    // The file's clauses are replaced, the asserted one stays (SWI-Prolog
    // also keeps unchanged clauses in their place; here they come after it).
    assert_eq!(m.run_goal_text("findall(X, cg_d(X), L), msort(L, [1, 2, 3])"), GoalResult::Succeeded);
    assert_eq!(m.run_goal_text("findall(X, cg_s(X), [1])"), GoalResult::Succeeded);
    assert_eq!(after, before);
}

#[test]
fn atoms_of_reclaimed_clauses_are_collected() {
    let mut m = Machine::new();
    let program = "
        :- dynamic(cg_name/1).
        cg_name(n0).
        cg_rename(0) :- !.
        cg_rename(K) :- retract(cg_name(_)), atom_concat(n, K, A), assertz(cg_name(A)),
                        assertz((cg_rule(X) :- X = A, atom(rule_atom_of(A)))), retract((cg_rule(_) :- _)),
                        K1 is K - 1, cg_rename(K1).
    ";
    m.consult_str(program, "names");
    let atoms_after = |m: &mut Machine, steps: u32| {
        assert_eq!(m.run_goal_text(&format!("cg_rename({steps})")), GoalResult::Succeeded);
        m.collect_code();
        m.garbage_collect_atoms();
        m.atoms.len()
    };
    let few = atoms_after(&mut m, 1000);
    let many = atoms_after(&mut m, 30000);
    // Without unpinning, every name made would stay: 30,000 more atoms.
    assert!(many < few + 1000, "atoms after 1,000 renames {few}, after 30,000 more {many}");
    assert_eq!(m.run_goal_text("cg_name(n1)"), GoalResult::Succeeded);
}
