//! Runs the conformance case files in tests/cases/ through tests/harness.pl.
//! Each file is one test; a failing case is reported with its number and
//! what it got.

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
    let summary = out.lines().last().unwrap_or("");
    let passed = out.lines().filter(|l| l.starts_with("ok ")).count();
    assert!(passed > 0, "no case ran in {name}");
    assert!(failures.is_empty(), "{name}: {} failing case(s):\n{}\n{summary}", failures.len(), failures.join("\n"));
}

macro_rules! case_files {
    ($($test:ident => $file:expr),* $(,)?) => {
        $(#[test] fn $test() { run_case_file($file); })*
    };
}

case_files! {
    iso_7_syntax => "iso_7_syntax.pl",
    iso_8_2_unify => "iso_8_2_unify.pl",
    iso_8_3_type => "iso_8_3_type.pl",
    iso_8_4_compare => "iso_8_4_compare.pl",
    iso_8_5_terms => "iso_8_5_terms.pl",
    iso_8_6_arith_eval => "iso_8_6_arith_eval.pl",
    iso_8_7_arith_compare => "iso_8_7_arith_compare.pl",
    iso_8_8_clause => "iso_8_8_clause.pl",
    iso_8_9_database => "iso_8_9_database.pl",
    iso_8_10_findall => "iso_8_10_findall.pl",
    iso_8_15_control => "iso_8_15_control.pl",
    iso_8_16_atoms => "iso_8_16_atoms.pl",
    iso_write => "iso_write.pl",
    writeq_ops => "writeq_ops.pl",
    misc_atts => "misc_atts.pl",
    misc_between_length => "misc_between_length.pl",
    misc_bigint => "misc_bigint.pl",
    misc_robust => "misc_robust.pl",
    misc_cyclic => "misc_cyclic.pl",
    misc_indexing => "misc_indexing.pl",
    lib_format => "lib_format.pl",
    lib_streams => "lib_streams.pl",
    lib_cleanup => "lib_cleanup.pl",
    lib_dcg => "lib_dcg.pl",
    lib_control => "lib_control.pl",
    lib_debug => "lib_debug.pl",
    lib_database => "lib_database.pl",
    lib_system => "lib_system.pl",
    lib_listing => "lib_listing.pl",
    lib_atoms => "lib_atoms.pl",
    lib_strings => "lib_strings.pl",
    lib_lists => "lib_lists.pl",
    lib_apply => "lib_apply.pl",
    lib_sort => "lib_sort.pl",
    lib_bags => "lib_bags.pl",
    lib_random => "lib_random.pl",
}

/// The harness itself must be able to fail.
#[test]
fn harness_reports_a_wrong_case() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut m = Machine::new();
    m.consult_file(&root.join("harness.pl")).expect("harness");
    m.consult_str("case(X = 1, checks([X == 2])).\ncase(fail, true).\ncase(true, true).\n", "wrong_cases");
    m.out.captures.push(String::new());
    assert_eq!(m.run_goal_text("run_cases"), GoalResult::Succeeded);
    let out = m.out.captures.pop().unwrap_or_default();
    assert_eq!(out.lines().filter(|l| l.starts_with("FAIL")).count(), 2, "{out}");
    assert!(out.contains("passed 1 failed 2"), "{out}");
}
