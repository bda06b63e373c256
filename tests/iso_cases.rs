//! Runs every case file in tests/cases/ (ISO sections `iso_*`, libraries
//! `lib_*`, CLP(FD) `clpfd_*`, the rest `misc_*`) through tests/harness.pl.
//! The files are found, not listed: a new case file runs without touching
//! this runner. They run in parallel, one machine each; a failing case is
//! reported with its file, number and what it got.

use crate::support::machine::run_captured;
use crate::support::temp::TempDir;
use crate::support::{parallel, path};
use hornbook::toplevel::GoalResult;
use hornbook::Machine;
use std::path::{Path, PathBuf};

/// Runs one case file: Err with the failures (or why nothing ran).
fn run_case_file(file: &Path) -> Result<usize, String> {
    let mut m = Machine::new();
    m.consult_file(&path("tests/harness.pl")).map_err(|e| format!("harness: {e:?}"))?;
    m.consult_file(file).map_err(|e| format!("loading: {e:?}"))?;
    let (r, out) = run_captured(&mut m, "run_cases");
    if r != GoalResult::Succeeded {
        return Err(format!("run_cases did not succeed ({r:?}); output:\n{out}"));
    }
    let failures: Vec<&str> = out.lines().filter(|l| l.starts_with("FAIL")).collect();
    let passed = out.lines().filter(|l| l.starts_with("ok ")).count();
    if !failures.is_empty() {
        let summary = out.lines().last().unwrap_or("");
        return Err(format!("{} failing case(s):\n{}\n{summary}", failures.len(), failures.join("\n")));
    }
    if passed == 0 {
        return Err("no case ran".into());
    }
    Ok(passed)
}

fn case_files() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(path("tests/cases"))
        .expect("tests/cases")
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "pl"))
        .collect();
    files.sort();
    files
}

#[test]
fn every_case_file_passes() {
    let files = case_files();
    assert!(files.len() >= 40, "only {} case files found", files.len());
    let results = parallel::map(&files, |file| {
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        (name, run_case_file(file))
    });
    let failed: Vec<String> =
        results.iter().filter_map(|(name, r)| r.as_ref().err().map(|e| format!("== {name}: {e}"))).collect();
    let cases: usize = results.iter().filter_map(|(_, r)| r.as_ref().ok()).sum();
    assert!(failed.is_empty(), "{} of {} case files failed:\n{}", failed.len(), results.len(), failed.join("\n"));
    eprintln!("{} case files, {cases} cases passed", results.len());
}

/// The harness itself must be able to fail.
#[test]
fn harness_reports_a_wrong_case() {
    let mut m = Machine::new();
    m.consult_file(&path("tests/harness.pl")).expect("harness");
    m.consult_str("case(X = 1, checks([X == 2])).\ncase(fail, true).\ncase(true, true).\n", "wrong_cases");
    let (r, out) = run_captured(&mut m, "run_cases");
    assert_eq!(r, GoalResult::Succeeded);
    assert_eq!(out.lines().filter(|l| l.starts_with("FAIL")).count(), 2, "{out}");
    assert!(out.contains("passed 1 failed 2"), "{out}");
}

/// A case file that cannot be loaded or has no case is a failure, not a pass.
#[test]
fn an_empty_case_file_fails() {
    let dir = TempDir::new("cases");
    let empty = dir.file("empty.pl", "% no cases\n");
    let r = run_case_file(&empty);
    assert!(r.is_err(), "{r:?}");
}

/// The numbered syntax cases of the ISO conformity assessment table
/// (tests/conformity/iso_syntax_cases.pl) under the flag `iso`: every one
/// gives ISO's outcome. Without the flag hornbook reads and writes as
/// SWI-Prolog, so some of them must come out otherwise.
#[test]
fn iso_conformity_table_in_iso_mode() {
    let mut m = Machine::new();
    m.consult_file(&path("tests/conformity/run.pl")).expect("runner");
    m.consult_file(&path("tests/conformity/iso_syntax_cases.pl")).expect("cases");
    let (r, out) = run_captured(&mut m, "run_iso_cases");
    assert_eq!(r, GoalResult::Succeeded, "{out}");
    assert!(out.contains("iso_cases(iso,total(304),passed(304),failed(0))"), "{out}");
    let (r, out) = run_captured(&mut m, "run_iso_cases(default)");
    assert_eq!(r, GoalResult::Succeeded, "{out}");
    // `- 1` is -(1), `'\e'` and `1E9` read, `-(1)` is written `- 1`.
    for case in ["FAIL 56:", "FAIL 17:", "FAIL 47:", "FAIL 135:"] {
        assert!(out.contains(case), "default mode gave ISO's outcome ({case} missing):\n{out}");
    }
}
