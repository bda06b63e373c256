//! The tracer and the teaching tools at the toplevel, through a
//! pseudo-terminal as a person uses them: `trace.` then a query whose
//! ports wait for single keys, the Ctrl-C menu's `t`, time/1 and help/1;
//! and through a pipe, where the ports are printed without waiting.

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
    // Trace mode stays on for the next query; f makes the goal fail.
    t.send_line("member(X, [a,b]).");
    wait_for_tail_anonymous(&t, &["[trace]  ?- member(X, [a,b]).", "   Call: (1) member(_, [a, b]) ?"]);
    t.send("f");
    wait_for_tail_anonymous(&t, &["   Call: (1) member(_, [a, b]) ? fail", "   Fail: (1) member(_, [a, b]) ?"]);
    t.send("c");
    wait_for_tail_anonymous(&t, &["   Fail: (1) member(_, [a, b]) ? creep", "false.", "", "[trace]  ?-"]);
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
    t.wait_for_tail(&["% Execution Aborted", "[trace]  ?-"]);
    t.send_line("nodebug.");
    t.wait_for_tail(&["[trace]  ?- nodebug.", "true.", "", "?-"]);
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
    t.wait_for_tail(&["% Execution Aborted", "[trace]  ?-"]);
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
