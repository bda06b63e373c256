//! The tracer and the teaching tools at the toplevel, through a
//! pseudo-terminal as a person uses them: `trace.` then a query whose
//! ports wait for single keys (the comparisons and is/2 of consulted
//! clauses among them), the Ctrl-C menu's `t`, an abort going back to
//! the mode from before the query, keys typed ahead, `u`, `L` and `b` at
//! a port, time/1 and help/1; and through a pipe, where the ports are
//! printed without waiting.

use crate::support::output::anonymous_vars;
use crate::support::process;
use crate::support::pty::{hornbook, Key, Screen, Session};
use crate::support::temp::TempDir;

/// Waits until the rows ending at the cursor's row are `lines` once
/// variables are written as `_`.
fn wait_for_tail_anonymous(t: &Session, lines: &[&str]) -> Screen {
    t.wait_until(&format!("the lines above the cursor to be {lines:#?}"), |s| {
        let tail: Vec<String> = s.tail(lines.len()).iter().map(|r| anonymous_vars(r)).collect();
        tail == lines
    })
}

#[test]
fn trace_then_a_query_stops_at_each_port_for_a_key() {
    let mut t = hornbook(&[]).spawn();
    t.wait_for_prompt("?-");
    t.send_line("trace.");
    t.wait_for_tail(&["?- trace.", "true.", "", "[trace]  ?-"]);
    t.send_line("member(X, [a,b]).");
    wait_for_tail_anonymous(&t, &["[trace]  ?- member(X, [a,b]).", "   Call: (1) member(_, [a, b]) ?"]);
    t.key(Key::Enter);
    wait_for_tail_anonymous(&t, &["   Call: (1) member(_, [a, b]) ? creep", "   Exit: (1) member(a, [a, b]) ?"]);
    t.send("c");
    wait_for_tail_anonymous(&t, &["   Exit: (1) member(a, [a, b]) ? creep", "X = a"]);
    // The next answer goes back into member/2: its Redo port.
    t.send(";");
    wait_for_tail_anonymous(&t, &["X = a ;", "   Redo: (1) member(_, [a, b]) ?"]);
    t.send(" ");
    wait_for_tail_anonymous(&t, &["   Redo: (1) member(_, [a, b]) ? creep", "   Exit: (1) member(b, [a, b]) ?"]);
    t.send("c");
    wait_for_tail_anonymous(&t, &["   Exit: (1) member(b, [a, b]) ? creep", "X = b.", "", "[trace]  ?-"]);
    // Trace mode stays on for the next query; f makes the goal fail at
    // once, without a Fail port of its own (as swipl).
    t.send_line("member(X, [a,b]).");
    wait_for_tail_anonymous(&t, &["[trace]  ?- member(X, [a,b]).", "   Call: (1) member(_, [a, b]) ?"]);
    t.send("f");
    wait_for_tail_anonymous(&t, &["   Call: (1) member(_, [a, b]) ? fail", "false.", "", "[trace]  ?-"]);
    t.send_line("notrace.");
    t.wait_for_tail(&["[trace]  ?- notrace.", "true.", "", "[debug]  ?-"]);
    t.send_line("nodebug.");
    t.wait_for_tail(&["[debug]  ?- nodebug.", "true.", "", "?-"]);
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0);
}

#[test]
fn h_at_a_port_lists_the_keys_and_a_aborts_the_query() {
    let mut t = hornbook(&[]).spawn();
    t.wait_for_prompt("?-");
    t.send_line("trace, atom_length(abc, N).");
    wait_for_tail_anonymous(&t, &["?- trace, atom_length(abc, N).", "   Call: (1) atom_length(abc, _) ?"]);
    t.send("h");
    t.wait_for("c (ret, space): creep");
    wait_for_tail_anonymous(&t, &["   Call: (1) atom_length(abc, _) ?"]);
    t.send("a");
    // The query turned the tracer on; the abort goes back to the mode
    // from before it, as in SWI-Prolog.
    t.wait_for_tail(&["% Execution Aborted", "?-"]);
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0);
}

#[test]
fn t_in_the_ctrl_c_menu_switches_the_tracer_on() {
    let mut t = hornbook(&[]).spawn();
    t.wait_for_prompt("?-");
    t.send_line("repeat, fail.");
    t.wait_for_tail(&["?- repeat, fail.", ""]);
    t.key(Key::CtrlC);
    t.wait_for("Action (h for help) ?");
    t.send("t");
    t.wait_for("continue (trace mode)");
    // The loop goes on under the tracer: the next port waits for a key.
    let screen = t.wait_until("a port line", |s| {
        s.tail(1).first().is_some_and(|r| r.starts_with("   ") && r.contains(": (1) ") && r.ends_with(" ?"))
    });
    let port = screen.tail(1).remove(0);
    assert!(port.ends_with(" repeat ?") || port.ends_with(" fail ?"), "{port}");
    t.send("a");
    // Not left in trace mode: back to the mode before the query.
    t.wait_for_tail(&["% Execution Aborted", "?-"]);
    t.send_line("X = 1.");
    t.wait_for_tail(&["?- X = 1.", "X = 1.", "", "?-"]);
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0);
}

/// Naive reverse: 31 calls of nrev/2 and 465 of app/3 for 30 elements.
const NREV: &str = "app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
nrev([], []).
nrev([H|T], R) :- nrev(T, RT), app(RT, [H], R).
";

#[test]
fn time_of_naive_reverse_counts_its_calls_and_help_shows_a_summary() {
    let dir = TempDir::new("nrev");
    let file = dir.file("nrev.pl", NREV);
    let mut t = hornbook(&[file.to_str().unwrap()]).spawn();
    t.wait_for_prompt("?-");
    t.send_line("numlist(1, 30, _L), time(nrev(_L, _)).");
    let screen = t.wait_until("time/1's report and the answer", |s| {
        s.tail(3) == ["_L = [1, 2, 3, 4, 5, 6, 7, 8, 9|...].", "", "?-"]
    });
    let report = screen.rows.iter().find(|r| r.starts_with("% ")).expect("a report line");
    // nrev/2 of 30 elements: 31 calls of nrev/2 and 465 of app/3.
    assert!(report.starts_with("% 496 inferences, "), "{report}");
    let words: Vec<&str> = report.split(' ').collect();
    assert_eq!(words.len(), 12, "{report}");
    assert!(words[3].parse::<f64>().is_ok() && words[6].parse::<f64>().is_ok(), "{report}");
    assert_eq!([words[4], words[5], words[7], words[9], words[11]], ["CPU", "in", "seconds", "CPU,", "Lips)"]);
    assert!(words[8].starts_with('(') && words[8].ends_with('%'), "{report}");
    t.send_line("help(append/3).");
    t.wait_for("True when List3 is the concatenation of List1 and List2");
    t.wait_for_prompt("?-");
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0);
}

#[test]
fn piped_queries_print_the_ports_without_waiting() {
    let out = process::hornbook(&[]).input("trace, member(X, [a]), notrace.\n").run();
    assert_eq!(out.code(), Some(0));
    assert_eq!(out.stdout, "X = a.\n\n");
    let err: Vec<String> = out.stderr.lines().map(anonymous_vars).collect();
    assert_eq!(err, ["   Call: (1) member(_, [a])", "   Exit: (1) member(a, [a])"]);
}

const STUDENT: &str = "max_list2([H], H).
max_list2([H|T], M) :- max_list2(T, M0), (H > M0 -> M = H ; M = M0).
count([], 0).
count([_|T], N) :- N is N1+1, count(T, N1).
parent(tom, bob).
parent(tom, liz).
parent(bob, ann).
grand(X, Z) :- parent(X, Y), parent(Y, Z).
";

fn student_session(dir: &TempDir) -> Session {
    let file = dir.file("student.pl", STUDENT);
    let t = hornbook(&[file.to_str().unwrap()]).spawn();
    t.wait_for_prompt("?-");
    t
}

#[test]
fn the_comparison_and_the_is_of_a_consulted_clause_stop_the_tracer() {
    let dir = TempDir::new("student");
    let mut t = student_session(&dir);
    t.send_line("trace, max_list2([3,1],M).");
    wait_for_tail_anonymous(&t, &["?- trace, max_list2([3,1],M).", "   Call: (1) max_list2([3, 1], _) ?"]);
    t.send("c");
    wait_for_tail_anonymous(&t, &["   Call: (2) max_list2([1], _) ?"]);
    t.send("c");
    wait_for_tail_anonymous(&t, &["   Exit: (2) max_list2([1], 1) ?"]);
    t.send("c");
    wait_for_tail_anonymous(&t, &["   Exit: (2) max_list2([1], 1) ? creep", "   Call: (2) 3>1 ?"]);
    t.send("c");
    wait_for_tail_anonymous(&t, &["   Call: (2) 3>1 ? creep", "   Exit: (2) 3>1 ?"]);
    t.send("c");
    wait_for_tail_anonymous(&t, &["   Exit: (2) 3>1 ? creep", "   Call: (2) _=3 ?"]);
    t.send("c");
    wait_for_tail_anonymous(&t, &["   Call: (2) _=3 ? creep", "   Exit: (2) 3=3 ?"]);
    t.send("c");
    wait_for_tail_anonymous(&t, &["   Exit: (2) 3=3 ? creep", "   Exit: (1) max_list2([3, 1], 3) ?"]);
    t.send("c");
    t.wait_for_tail(&["   Exit: (1) max_list2([3, 1], 3) ? creep", "M = 3"]);
    t.send(".");
    t.wait_for_tail(&["M = 3 .", "", "[trace]  ?-"]);
    // The failing is/2 shows its Call and Exception ports before the error.
    t.send_line("count([a,b],N).");
    wait_for_tail_anonymous(&t, &["[trace]  ?- count([a,b],N).", "   Call: (1) count([a, b], _) ?"]);
    t.send("c");
    wait_for_tail_anonymous(&t, &["   Call: (2) _ is _+1 ?"]);
    t.send("c");
    wait_for_tail_anonymous(&t, &["   Call: (2) _ is _+1 ? creep", "   Exception: (2) _ is _+1 ?"]);
    t.send("c");
    wait_for_tail_anonymous(&t, &["   Exception: (2) _ is _+1 ? creep", "   Exception: (1) count([a, b], _) ?"]);
    t.send("c");
    t.wait_for("ERROR: is/2: Arguments are not sufficiently instantiated");
    t.wait_for_prompt("[trace]  ?-");
    t.send_line("notrace, nodebug.");
    t.wait_for_tail(&["true.", "", "?-"]);
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0);
}

#[test]
fn keys_typed_ahead_at_an_answer_are_not_taken_by_a_later_trace_prompt() {
    let dir = TempDir::new("student");
    let mut t = student_session(&dir);
    t.send_line("member(X,[a,b,c]).");
    t.wait_for_tail(&["?- member(X,[a,b,c]).", "X = a"]);
    // Typed at once: ; for the next answer, c to stop, and a stray e.
    t.send(";ce");
    // The stray key is the line editor's, as in SWI-Prolog: it starts the
    // next line, where it can be seen (and erased).
    t.wait_for_tail(&["X = a ;", "X = b .", "", "?- e"]);
    t.key(Key::Backspace);
    t.send_line("trace.");
    t.wait_for_tail(&["?- trace.", "true.", "", "[trace]  ?-"]);
    t.send_line("parent(tom,X).");
    // The port waits for a key: nothing typed before is taken for one.
    wait_for_tail_anonymous(&t, &["[trace]  ?- parent(tom,X).", "   Call: (1) parent(tom, _) ?"]);
    t.send("a");
    t.wait_for_tail(&["% Execution Aborted", "[trace]  ?-"]);
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0);
}

#[test]
fn an_abort_at_a_spy_point_goes_back_to_debug_mode() {
    let dir = TempDir::new("student");
    let mut t = student_session(&dir);
    t.send_line("spy(parent/2).");
    t.wait_for_tail(&["% Spy point on parent/2", "true.", "", "[debug]  ?-"]);
    t.send_line("grand(tom,X).");
    wait_for_tail_anonymous(&t, &["[debug]  ?- grand(tom,X).", " * Call: (2) parent(tom, _) ?"]);
    t.send("a");
    wait_for_tail_anonymous(&t, &[" * Call: (2) parent(tom, _) ? abort", "% Execution Aborted", "[debug]  ?-"]);
    // Debug mode stops at the spy point only: grand/2 shows no port.
    t.send_line("grand(bob,X).");
    wait_for_tail_anonymous(&t, &["[debug]  ?- grand(bob,X).", " * Call: (2) parent(bob, _) ?"]);
    t.send("l");
    wait_for_tail_anonymous(&t, &[" * Exit: (2) parent(bob, ann) ?"]);
    t.send("l");
    wait_for_tail_anonymous(&t, &[" * Exit: (2) parent(bob, ann) ? leap", " * Call: (2) parent(ann, _) ?"]);
    t.send("l");
    wait_for_tail_anonymous(&t, &[" * Fail: (2) parent(ann, _) ?"]);
    t.send("l");
    wait_for_tail_anonymous(&t, &[" * Fail: (2) parent(ann, _) ? leap", "false.", "", "[debug]  ?-"]);
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0);
}

#[test]
fn up_listing_and_break_at_a_port() {
    let dir = TempDir::new("student");
    let mut t = student_session(&dir);
    t.send_line("trace, grand(tom,Z).");
    wait_for_tail_anonymous(&t, &["?- trace, grand(tom,Z).", "   Call: (1) grand(tom, _) ?"]);
    t.send("c");
    wait_for_tail_anonymous(&t, &["   Call: (2) parent(tom, _) ?"]);
    // L lists the predicate, then the port asks again.
    t.send("L");
    wait_for_tail_anonymous(
        &t,
        &[
            "   Call: (2) parent(tom, _) ? Listing",
            "parent(tom, bob).",
            "parent(tom, liz).",
            "parent(bob, ann).",
            "",
            "   Call: (2) parent(tom, _) ?",
        ],
    );
    // b: a nested toplevel without the tracer; Ctrl-D comes back.
    t.send("b");
    t.wait_for_tail(&["% Break level 1", "[1]  ?-"]);
    t.send_line("parent(bob,Y).");
    t.wait_for_tail(&["[1]  ?- parent(bob,Y).", "Y = ann.", "", "[1]  ?-"]);
    t.key(Key::CtrlD);
    wait_for_tail_anonymous(&t, &["[1]  ?-", "% Exit break level 1", "   Call: (2) parent(tom, _) ?"]);
    // u runs on to the parent's next port.
    t.send("u");
    wait_for_tail_anonymous(&t, &["   Call: (2) parent(tom, _) ? up", "   Exit: (1) grand(tom, ann) ?"]);
    t.send("c");
    t.wait_for_tail(&["   Exit: (1) grand(tom, ann) ? creep", "Z = ann"]);
    t.send(".");
    t.wait_for_tail(&["Z = ann .", "", "[trace]  ?-"]);
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0);
}

#[test]
fn f_at_a_call_port_shows_the_callers_port_next() {
    let dir = TempDir::new("student");
    let mut t = student_session(&dir);
    t.send_line("trace, grand(tom, ann).");
    wait_for_tail_anonymous(&t, &["?- trace, grand(tom, ann).", "   Call: (1) grand(tom, ann) ?"]);
    t.send("c");
    wait_for_tail_anonymous(&t, &["   Call: (2) parent(tom, _) ?"]);
    t.send("f");
    wait_for_tail_anonymous(&t, &["   Call: (2) parent(tom, _) ? fail", "   Fail: (1) grand(tom, ann) ?"]);
    t.send("c");
    wait_for_tail_anonymous(&t, &["   Fail: (1) grand(tom, ann) ? creep", "false.", "", "[trace]  ?-"]);
}

#[test]
fn an_abort_under_q_prints_no_informational_message() {
    // `% Execution Aborted` is informational: swipl -q prints none.
    let dir = TempDir::new("student");
    let file = dir.file("student.pl", STUDENT);
    let mut t = hornbook(&["-q", file.to_str().unwrap()]).spawn();
    t.wait_for_prompt("?-");
    t.send_line("trace, grand(tom, ann).");
    wait_for_tail_anonymous(&t, &["?- trace, grand(tom, ann).", "   Call: (1) grand(tom, ann) ?"]);
    t.send("a");
    wait_for_tail_anonymous(&t, &["   Call: (1) grand(tom, ann) ? abort", "?-"]);
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0);
}
