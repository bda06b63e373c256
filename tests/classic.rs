//! Programs written for SWI-Prolog, using only the library predicates
//! hornbook provides, run unchanged: the output must be exactly what
//! SWI-Prolog printed (tests/golden/classic_*.out) and the exit status 0.

use crate::support::golden;
use crate::support::process::hornbook;

fn run_classic(name: &str) {
    run_classic_file(name, &format!("tests/classic/{name}.pl"));
}

/// As run_classic, for a program whose main file is `file` (a program of
/// several files in a directory of its own).
fn run_classic_file(name: &str, file: &str) {
    let out = hornbook(&[file, "-t", "halt"]).run();
    let expected = golden(&format!("classic_{name}.out"));
    assert!(out.status.success(), "{name}: exit {:?}", out.status);
    assert_eq!(out.stderr, "", "{name}: diagnostics");
    // SWI-Prolog ends its output with a newline when it halts; that is not
    // part of what the program printed.
    let expected = expected.strip_suffix('\n').filter(|e| e.ends_with('\n')).unwrap_or(&expected);
    assert_eq!(out.stdout, expected, "{name}");
}

#[test]
fn family_database_with_all_solutions_predicates() {
    run_classic("family");
}

#[test]
fn word_frequencies_with_strings_and_sorting() {
    run_classic("wordfreq");
}

#[test]
fn classic_puzzles_with_lists_apply_and_format() {
    run_classic("puzzles");
}

#[test]
fn text_report_with_dcg_assoc_pairs_yall_and_column_layout() {
    run_classic("textreport");
}

#[test]
fn ledger_in_three_module_files_with_operators_and_meta_predicates() {
    run_classic_file("ledger", "tests/classic/ledger/main.pl");
}

#[test]
fn rail_routes_with_tabling_min_subsumption_and_a_timetable() {
    run_classic("routes");
}
