//! Golden-output tests: the programs in programs/ run through the hornbook
//! binary must print exactly the expected text and exit with the right status.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn hornbook(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hornbook")).args(args).current_dir(root()).output().expect("run hornbook")
}

fn golden(name: &str) -> String {
    std::fs::read_to_string(Path::new(&root()).join("tests/golden").join(name)).expect("golden file")
}

fn assert_prints(goal: &str, golden_file: &str) {
    let out = hornbook(&["programs/katamino.pl", "-g", goal, "-t", "halt"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{goal}: exit {:?}\nstderr: {}", out.status, String::from_utf8_lossy(&out.stderr));
    assert_eq!(stdout, golden(golden_file), "{goal}");
    assert!(out.stderr.is_empty(), "{goal}: unexpected diagnostics: {}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn katamino_first_seed_board() {
    assert_prints("katamino([l,t,w,k,y,r,z,c,p])", "katamino_1.out");
}

#[test]
fn katamino_second_seed_board() {
    assert_prints("katamino([t,w,l,k,r,z,y,p,c])", "katamino_2.out");
}

#[test]
fn katamino_3x20() {
    assert_prints("téglalap(3)", "katamino_20x3.out");
}

#[test]
fn katamino_4x15() {
    assert_prints("téglalap(4)", "katamino_15x4.out");
}

#[test]
fn katamino_5x12() {
    assert_prints("téglalap(5)", "katamino_12x5.out");
}

#[test]
fn katamino_6x10() {
    assert_prints("rectangle(6)", "katamino_10x6.out");
}

#[test]
fn katamino_bad_height_is_a_one_line_error() {
    let out = hornbook(&["programs/katamino.pl", "-g", "katamino([l,t,w,k,y,r,z,c,p,i], 7)", "-t", "halt"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty(), "no search output expected");
    let err = String::from_utf8_lossy(&out.stderr);
    // One line of message, then the backtrace of the program's goals.
    let first = err.lines().next().unwrap_or_default();
    assert!(first.contains("katamino_height") && first.contains('7'), "{err}");
    assert!(err.lines().skip(1).all(|l| l == "ERROR: In:" || l.starts_with("ERROR:   [")), "{err}");
    assert!(err.contains("katamino/2 at programs/katamino.pl:"), "{err}");
}

#[test]
fn failing_goal_exits_with_status_1() {
    let out = hornbook(&["-g", "fail"]);
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn uncaught_error_exits_with_status_2_and_names_the_error() {
    let out = hornbook(&["-g", "X is foo + 1"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("evaluable") && err.contains("foo/0"), "{err}");
}

#[test]
fn halt_status_is_the_exit_status() {
    let out = hornbook(&["-g", "write(hi), nl, halt(3)"]);
    assert_eq!(out.status.code(), Some(3));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "hi\n");
}

#[test]
fn syntax_errors_in_a_file_are_reported_with_line_and_column_and_loading_continues() {
    let dir = std::env::temp_dir().join(format!("hornbook-syntax-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("bad.pl");
    std::fs::write(&file, "ok(1).\nbad(X :- .\nok(2).\nworse(a b).\nok(3).\n").unwrap();
    let out = hornbook(&[file.to_str().unwrap(), "-g", "findall(X, ok(X), L), write(L), nl"]);
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stdout), "[1,2,3]\n");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("bad.pl:2:"), "{err}");
    assert!(err.contains("bad.pl:4:"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}
