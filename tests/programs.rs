//! Golden-output tests: the programs in programs/ run through the hornbook
//! binary must print exactly the expected text and exit with the right status.

use crate::support::golden;
use crate::support::process::hornbook;
use crate::support::temp::TempDir;

fn assert_prints(goal: &str, golden_file: &str) {
    let out = hornbook(&["programs/katamino.pl", "-g", goal, "-t", "halt"]).run();
    assert!(out.status.success(), "{goal}: exit {:?}\nstderr: {}", out.status, out.stderr);
    assert_eq!(out.stdout, golden(golden_file), "{goal}");
    assert!(out.stderr.is_empty(), "{goal}: unexpected diagnostics: {}", out.stderr);
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
    let out = hornbook(&["programs/katamino.pl", "-g", "katamino([l,t,w,k,y,r,z,c,p,i], 7)", "-t", "halt"]).run();
    assert_eq!(out.code(), Some(2));
    assert!(out.stdout.is_empty(), "no search output expected");
    let err = &out.stderr;
    // One line of message, then the backtrace of the program's goals.
    let first = err.lines().next().unwrap_or_default();
    assert!(first.contains("katamino_height") && first.contains('7'), "{err}");
    assert!(err.lines().skip(1).all(|l| l == "ERROR: In:" || l.starts_with("ERROR:   [")), "{err}");
    assert!(err.contains("katamino/2 at programs/katamino.pl:"), "{err}");
}

#[test]
fn failing_goal_exits_with_status_1() {
    let out = hornbook(&["-g", "fail"]).run();
    assert_eq!(out.code(), Some(1));
}

#[test]
fn uncaught_error_exits_with_status_2_and_names_the_error() {
    let out = hornbook(&["-g", "X is foo + 1"]).run();
    assert_eq!(out.code(), Some(2));
    let err = &out.stderr;
    assert!(err.contains("evaluable") && err.contains("foo/0"), "{err}");
}

#[test]
fn halt_status_is_the_exit_status() {
    let out = hornbook(&["-g", "write(hi), nl, halt(3)"]).run();
    assert_eq!(out.code(), Some(3));
    assert_eq!(out.stdout, "hi\n");
}

#[test]
fn syntax_errors_in_a_file_are_reported_with_line_and_column_and_loading_continues() {
    let dir = TempDir::new("syntax");
    let file = dir.file("bad.pl", "ok(1).\nbad(X :- .\nok(2).\nworse(a b).\nok(3).\n");
    let out = hornbook(&[file.to_str().unwrap(), "-g", "findall(X, ok(X), L), write(L), nl"]).run();
    assert!(out.status.success());
    assert_eq!(out.stdout, "[1,2,3]\n");
    let err = &out.stderr;
    assert!(err.contains("bad.pl:2:"), "{err}");
    assert!(err.contains("bad.pl:4:"), "{err}");
}
