//! Ctrl-C reaches every loop that can run long, and no signal or halt
//! loses what was written (issue 29, points 2 and 4).
//!
//! Each kind of long computation runs as a `-g` goal that prints `started`
//! once its set-up is done; SIGINT follows 200 ms later, and the goal must
//! end as an interrupted `-g` goal does (`% Execution Aborted`, status
//! 130). Without the checks in the Rust loops these goals run on for
//! seconds to minutes and then succeed. Times are not asserted (the
//! machine may be loaded); a watchdog kills a run that is still going
//! [`WATCHDOG`] after the signal, failing the test.
//! `tools/interrupt_latency.py` measures the times.

use crate::support::pty;
use crate::support::temp::TempDir;
use std::io::{BufRead, BufReader, Read};
use std::process::{Child, Stdio};
use std::time::{Duration, Instant};

const WATCHDOG: Duration = Duration::from_secs(20);

fn send(child: &Child, signal: libc::c_int) {
    // SAFETY: sends a signal to the child this test started.
    unsafe { libc::kill(child.id() as libc::pid_t, signal) };
}

/// Waits for `child` to end; None (after killing it) past the watchdog.
fn wait_or_kill(child: &mut Child) -> Option<std::process::ExitStatus> {
    let start = Instant::now();
    while start.elapsed() < WATCHDOG {
        if let Some(status) = child.try_wait().expect("wait for hornbook") {
            return Some(status);
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    let _ = child.kill();
    let _ = child.wait();
    None
}

/// Runs `setup, write(started), ..., goal` as one `-g` goal, sends `signal`
/// 200 ms after `started`, and returns standard error and the exit status.
fn signalled(args: &[&str], setup: &str, goal: &str, signal: libc::c_int) -> (String, Option<i32>) {
    let whole = format!("{setup}, write(started), nl, flush_output, ({goal})");
    let mut all: Vec<&str> = args.to_vec();
    all.extend(["-g", &whole, "-t", "halt"]);
    let mut child = crate::support::process::hornbook(&all)
        .command()
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start hornbook");
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut first = String::new();
    stdout.read_line(&mut first).unwrap();
    assert_eq!(first, "started\n", "the set-up `{setup}` failed");
    std::thread::sleep(Duration::from_millis(200));
    send(&child, signal);
    let mut stderr = child.stderr.take().unwrap();
    let status = wait_or_kill(&mut child);
    let Some(status) = status else { panic!("`{goal}` still ran {WATCHDOG:?} after the signal") };
    let mut err = String::new();
    stderr.read_to_string(&mut err).unwrap();
    (err, status.code())
}

/// The goal is aborted by SIGINT as any interrupted `-g` goal is.
fn aborts(setup: &str, goal: &str) {
    let (err, code) = signalled(&[], setup, goal, libc::SIGINT);
    assert_eq!(code, Some(130), "{goal}: {err}");
    assert!(err.contains("% Execution Aborted"), "{goal}: {err}");
}

#[test]
fn ctrl_c_stops_a_large_power() {
    aborts("true", "X is 7**30000000, msb(X) > 0");
}

#[test]
fn ctrl_c_stops_the_gcd_of_big_integers() {
    // Minutes of work before the stoppable gcd.
    aborts("X is 7**1000000, Y is 5**1000000", "_ is gcd(X, Y)");
}

#[test]
fn ctrl_c_stops_msort_of_a_long_list() {
    aborts("numlist(1, 1500000, L0), maplist([X, f(Y, X)]>>(Y is X mod 7), L0, L)", "msort(L, _), msort(L, _)");
}

#[test]
fn ctrl_c_stops_building_a_long_atom() {
    aborts("numlist(1, 3000000, L)", "atomic_list_concat(L, -, A), atom_codes(A, Cs), atom_codes(_, Cs)");
}

#[test]
fn ctrl_c_stops_a_long_clpfd_fixpoint() {
    // The two bounds chase each other down a domain of 10^8 values.
    aborts("use_module(library(clpfd))", "'#>'(X, Y), '#>'(Y, X), in(X, '..'(1, 100000000))");
}

#[test]
fn ctrl_c_stops_findall_collecting_many_solutions() {
    aborts("true", "findall(X-Y, (between(1, 30000000, X), Y = X), _)");
}

#[test]
fn ctrl_c_stops_the_completion_of_a_large_table() {
    aborts("consult('tools/interrupt_tabling.pl')", "path(_, _), fail ; true");
}

#[test]
fn ctrl_c_stops_reading_a_long_term() {
    // One term_to_atom/2: the parser's loop, no call to poll between.
    aborts("numlist(1, 5000000, L), format(atom(A), '~w', [L])", "term_to_atom(_, A)");
}

#[test]
fn ctrl_c_stops_writing_a_long_term() {
    // One print/1 of 8,000,000 list cells: the writer's loop.
    aborts("numlist(1, 2000000, L), length(Ls, 4), maplist(=(L), Ls)", "with_output_to(string(_), print(Ls))");
}

#[test]
fn ctrl_c_stops_the_decimal_text_of_a_big_integer() {
    // 10,141,177 digits: seconds of divisions inside one write/1.
    aborts("X is 7**12000000", "with_output_to(string(_), write(X))");
}

#[test]
fn ctrl_c_stops_number_codes_of_a_big_integer() {
    // The codes of 10,141,177 digits: the decimal text takes seconds.
    aborts("X is 7**12000000", "number_codes(X, _)");
}

#[test]
fn ctrl_c_stops_atom_number_of_a_big_integer() {
    aborts("X is 7**12000000", "atom_number(_, X)");
}

#[test]
fn ctrl_c_stops_atom_length_of_a_big_integer() {
    aborts("X is 7**12000000", "atom_length(X, _)");
}

#[test]
fn ctrl_c_stops_consulting_a_huge_clause() {
    // One fact of a 5,000,000-element list (39 MB): seconds of reading,
    // then of the compiler's search for cycles.
    let dir = TempDir::new("interrupts");
    let file = dir.path().join("big.pl");
    let items: Vec<String> = (1..=5_000_000).map(|i| i.to_string()).collect();
    std::fs::write(&file, format!("big([{}]).\nafter(1).\n", items.join(","))).unwrap();
    aborts("true", &format!("consult('{}')", file.display()));
}

/// Runs `goal` at the prompt under `\+ \+` (so no binding is printed) and
/// waits for its `set_up` line and the next prompt.
fn set_up_quietly(t: &mut pty::Session, goal: &str) {
    t.send_line(&format!("\\+ \\+ ({goal}), write(set_up), nl."));
    t.wait_until("the set-up", |s| s.text().contains("set_up\n"));
    t.wait_for_prompt("?-");
}

/// Sends `query`, presses Ctrl-C 200 ms after it started and waits for
/// the toplevel's menu.
fn ctrl_c_during(t: &mut pty::Session, query: &str) {
    t.send_line(query);
    t.wait_for_tail(&[&format!("?- {query}"), ""]);
    std::thread::sleep(Duration::from_millis(200));
    t.key(pty::Key::CtrlC);
    t.wait_for("Action (h for help) ?");
}

#[test]
fn ctrl_c_while_the_toplevel_writes_a_huge_answer_brings_up_the_menu() {
    let mut t = pty::hornbook(&[]).spawn();
    t.wait_for_prompt("?-");
    // The value waits in a global.
    set_up_quietly(&mut t, "X is 7**12000000, nb_setval(big, X)");
    // The goal ends at once; the answer's 10,141,177 digits take seconds
    // to make, and only a check inside their making sees the Ctrl-C.
    ctrl_c_during(&mut t, "nb_getval(big, X).");
    t.send("a");
    t.wait_for_tail(&["% Execution Aborted", "?-"]);
    assert!(!t.transcript().contains("X = "), "the answer was written");
    t.send_line("Y = 42.");
    t.wait_for_tail(&["Y = 42.", "", "?-"]);
    t.key(pty::Key::CtrlD);
    assert_eq!(t.wait_exit(), 0);
}

#[test]
fn ctrl_c_inside_big_integer_arithmetic_brings_up_the_toplevel_menu() {
    let mut t = pty::hornbook(&[]).spawn();
    t.wait_for_prompt("?-");
    ctrl_c_during(&mut t, "X is 7**1000000, Y is 5**1000000, Z is gcd(X, Y).");
    // Going on starts the gcd again; a second Ctrl-C stops it for good.
    t.send("c");
    t.wait_for("continue");
    std::thread::sleep(Duration::from_millis(200));
    t.key(pty::Key::CtrlC);
    t.wait_until("a second menu", |s| s.text().matches("Action (h for help) ?").count() == 2);
    t.send("a");
    t.wait_for_tail(&["% Execution Aborted", "?-"]);
    t.key(pty::Key::CtrlD);
    assert_eq!(t.wait_exit(), 0);
}

#[test]
fn ctrl_c_inside_a_long_read_brings_up_the_menu_and_abort_keeps_the_program() {
    let dir = TempDir::new("interrupts");
    let program = dir.path().join("kept.pl");
    std::fs::write(&program, "kept(42).\n").unwrap();
    let mut t = pty::hornbook(&[program.to_str().unwrap()]).spawn();
    t.wait_for_prompt("?-");
    // No binding is printed (the answer would be the text).
    set_up_quietly(&mut t, "numlist(1, 5000000, L), format(atom(A), '~w', [L]), nb_setval(text, A)");
    // The read fails at once when it ends: only a check inside it can
    // bring up the menu before the next prompt.
    ctrl_c_during(&mut t, "nb_getval(text, A), term_to_atom(_, A), fail.");
    t.send("a");
    t.wait_for_tail(&["% Execution Aborted", "?-"]);
    t.send_line("kept(X).");
    t.wait_for_tail(&["X = 42.", "", "?-"]);
    t.key(pty::Key::CtrlD);
    assert_eq!(t.wait_exit(), 0);
}

// ---- Nothing written is lost ----

/// A goal that opens `out.txt` in `dir`, writes to it and does not close it.
fn writes_to(dir: &TempDir) -> (String, std::path::PathBuf) {
    let file = dir.path().join("out.txt");
    let open = format!("open('{}', write, S), write(S, 'written, not closed'), nl(S)", file.display());
    (open, file)
}

fn contents(file: &std::path::Path) -> String {
    std::fs::read_to_string(file).unwrap_or_default()
}

#[test]
fn halt_flushes_the_streams_left_open() {
    for (halt, status) in [("halt", 0), ("halt(3)", 3)] {
        let dir = TempDir::new("interrupts");
        let (open, file) = writes_to(&dir);
        let run = crate::support::process::hornbook(&["-g", &format!("{open}, {halt}")]).run();
        assert_eq!(run.code(), Some(status), "{halt}: {}", run.stderr);
        assert_eq!(contents(&file), "written, not closed\n", "{halt}");
    }
}

#[test]
fn an_uncaught_error_in_a_goal_flushes_the_streams_left_open() {
    let dir = TempDir::new("interrupts");
    let (open, file) = writes_to(&dir);
    let run =
        crate::support::process::hornbook(&["-g", &format!("{open}, X is foo + 1, write(X)"), "-t", "halt"]).run();
    assert_eq!(run.code(), Some(2), "{}", run.stderr);
    assert_eq!(contents(&file), "written, not closed\n");
}

/// `signal` while a goal loops with a file open for writing: the process
/// ends with `status` and the file holds what was written.
fn signal_keeps_the_output(signal: libc::c_int, status: i32) {
    let dir = TempDir::new("interrupts");
    let (open, file) = writes_to(&dir);
    let (err, code) = signalled(&[], &open, "repeat, fail", signal);
    assert_eq!(code, Some(status), "{err}");
    assert_eq!(contents(&file), "written, not closed\n");
}

#[test]
fn sigint_that_ends_the_run_flushes_the_streams_left_open() {
    signal_keeps_the_output(libc::SIGINT, 130);
}

#[test]
fn sigterm_flushes_the_streams_left_open_and_exits_143() {
    // swipl exits 143 too, but loses the buffered output.
    signal_keeps_the_output(libc::SIGTERM, 143);
}

#[test]
fn sighup_flushes_the_streams_left_open_and_exits_129() {
    signal_keeps_the_output(libc::SIGHUP, 129);
}

#[test]
fn sigterm_inside_a_long_builtin_still_flushes() {
    let dir = TempDir::new("interrupts");
    let (open, file) = writes_to(&dir);
    let (err, code) =
        signalled(&[], &format!("{open}, X is 7**1000000, Y is 5**1000000"), "_ is gcd(X, Y)", libc::SIGTERM);
    assert_eq!(code, Some(143), "{err}");
    assert_eq!(contents(&file), "written, not closed\n");
}
