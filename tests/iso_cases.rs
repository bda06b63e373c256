//! Runs every case file in tests/cases/ (ISO sections `iso_*`, libraries
//! `lib_*`, CLP(FD) `clpfd_*`, the rest `misc_*`) through tests/harness.pl.
//! The files are found, not listed: a new case file runs without touching
//! this runner. They run in parallel, one machine each; a failing case is
//! reported with its file, number and what it got.

use hornbook::toplevel::GoalResult;
use hornbook::Machine;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

fn tests_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests")
}

/// Runs one case file: Err with the failures (or why nothing ran).
fn run_case_file(file: &Path) -> Result<usize, String> {
    let mut m = Machine::new();
    m.consult_file(&tests_dir().join("harness.pl")).map_err(|e| format!("harness: {e:?}"))?;
    m.consult_file(file).map_err(|e| format!("loading: {e:?}"))?;
    m.out.captures.push(String::new());
    let r = m.run_goal_text("run_cases");
    let out = m.out.captures.pop().unwrap_or_default();
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
    let mut files: Vec<PathBuf> = std::fs::read_dir(tests_dir().join("cases"))
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
    let next = Mutex::new(files.iter());
    let results = Mutex::new(Vec::new());
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get()).min(files.len());
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let Some(file) = next.lock().unwrap().next() else { break };
                let name = file.file_name().unwrap().to_string_lossy().into_owned();
                let r = run_case_file(file);
                results.lock().unwrap().push((name, r));
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by(|a, b| a.0.cmp(&b.0));
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
    m.consult_file(&tests_dir().join("harness.pl")).expect("harness");
    m.consult_str("case(X = 1, checks([X == 2])).\ncase(fail, true).\ncase(true, true).\n", "wrong_cases");
    m.out.captures.push(String::new());
    assert_eq!(m.run_goal_text("run_cases"), GoalResult::Succeeded);
    let out = m.out.captures.pop().unwrap_or_default();
    assert_eq!(out.lines().filter(|l| l.starts_with("FAIL")).count(), 2, "{out}");
    assert!(out.contains("passed 1 failed 2"), "{out}");
}

/// A case file that cannot be loaded or has no case is a failure, not a pass.
#[test]
fn an_empty_case_file_fails() {
    let dir = std::env::temp_dir().join(format!("hornbook-cases-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let empty = dir.join("empty.pl");
    std::fs::write(&empty, "% no cases\n").unwrap();
    let r = run_case_file(&empty);
    std::fs::remove_dir_all(&dir).ok();
    assert!(r.is_err(), "{r:?}");
}
