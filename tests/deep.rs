//! Deep and large data must never overflow the Rust stack, and
//! deterministic loops must run in flat memory (figures in benches/README.md).

use crate::support::machine::{machine_with, run_captured};
use hornbook::toplevel::GoalResult;
use hornbook::Machine;

const PROGRAM: &str = r#"
numl(N, N, [N]) :- !.
numl(I, N, [I|T]) :- I1 is I + 1, numl(I1, N, T).
nest(0, z) :- !.
nest(N, f(T)) :- N1 is N - 1, nest(N1, T).
len([], 0).
len([_|T], N) :- len(T, N0), N is N0 + 1.
count(N, N) :- !.
count(I, N) :- I1 is I + 1, count(I1, N).
depth(z, 0).
depth(f(T), N) :- depth(T, N0), N is N0 + 1.
"#;

/// Runs `goal`, which must succeed (what it writes is dropped).
fn run(m: &mut Machine, goal: &str) {
    let (r, _) = run_captured(m, goal);
    assert_eq!(r, GoalResult::Succeeded, "{goal}");
}

#[test]
fn million_element_list_is_built_unified_copied_compared_and_written() {
    let mut m = machine_with(PROGRAM, "deep_test");
    run(
        &mut m,
        "numl(1, 1000000, L), copy_term(L, C), L = C, L == C, compare(O, L, C), O == (=), \
         with_output_to(atom(A), write(L)), atom_length(A, Len), Len > 6000000",
    );
}

#[test]
fn million_deep_nested_term_is_built_copied_unified_compared_and_written() {
    let mut m = machine_with(PROGRAM, "deep_test");
    run(
        &mut m,
        "nest(1000000, T), copy_term(T, C), T = C, T == C, T @>= C, \
         with_output_to(atom(A), writeq(T)), atom_length(A, Len), Len =:= 3000001, \
         term_variables(T, []), ground(T)",
    );
}

#[test]
fn million_deep_non_tail_recursion() {
    let mut m = machine_with(PROGRAM, "deep_test");
    run(&mut m, "numl(1, 1000000, L), len(L, N), N == 1000000, nest(1000000, T), depth(T, D), D == 1000000");
}

#[test]
fn ten_million_tail_recursive_iterations() {
    let mut m = machine_with(PROGRAM, "deep_test");
    run(&mut m, "count(0, 10000000)");
    // Flat memory: the heap does not grow with the iteration count.
    assert!(m.heap.cells.capacity() < 1 << 20, "heap grew to {} cells", m.heap.cells.capacity());
}

#[test]
fn ten_million_failure_driven_iterations() {
    let mut m = machine_with(PROGRAM, "deep_test");
    run(&mut m, "( between(1, 10000000, _), fail ; true )");
    assert!(m.heap.cells.capacity() < 1 << 20, "heap grew to {} cells", m.heap.cells.capacity());
}

#[test]
fn deep_term_written_and_read_back_is_equal() {
    let mut m = machine_with(PROGRAM, "deep_test");
    let mut q = m.open_query_text("nest(300000, T)").expect("query");
    assert!(matches!(m.next_solution(&mut q), hornbook::Outcome::True));
    let t = m.query_var(&q, "T").expect("T");
    let text = m.term_text(t, &hornbook::write::WriteOptions::writeq());
    let src = format!("{text} .");
    let mut reader = hornbook::reader::Reader::new(&src);
    let flags = m.read_flags();
    let rt = reader.next(&m.ops, &flags).expect("reads").expect("a term");
    let (back, _) = m.build_read_term(&rt);
    assert!(m.variant(t, back));
    m.close_query(q, false);
}
