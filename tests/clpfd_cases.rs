//! Runs the CLP(FD) case files (tests/cases/clpfd_*.pl) through
//! tests/harness.pl, as tests/iso_cases.rs does for the ISO cases.

use hornbook::toplevel::GoalResult;
use hornbook::Machine;
use std::path::Path;

fn run_case_file(name: &str) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut m = Machine::new();
    m.consult_file(&root.join("harness.pl")).expect("harness");
    m.consult_file(&root.join("cases").join(name)).expect("case file");
    m.out.captures.push(String::new());
    let r = m.run_goal_text("run_cases");
    let out = m.out.captures.pop().unwrap_or_default();
    assert_eq!(r, GoalResult::Succeeded, "run_cases did not succeed; output:\n{out}");
    let failures: Vec<&str> = out.lines().filter(|l| l.starts_with("FAIL")).collect();
    let passed = out.lines().filter(|l| l.starts_with("ok ")).count();
    assert!(passed > 0, "no case ran in {name}");
    assert!(failures.is_empty(), "{name}: {} failing case(s):\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn clpfd_arith() {
    run_case_file("clpfd_arith.pl");
}

#[test]
fn clpfd_reif() {
    run_case_file("clpfd_reif.pl");
}

#[test]
fn clpfd_global() {
    run_case_file("clpfd_global.pl");
}

#[test]
fn clpfd_label() {
    run_case_file("clpfd_label.pl");
}

#[test]
fn clpfd_residual() {
    run_case_file("clpfd_residual.pl");
}
