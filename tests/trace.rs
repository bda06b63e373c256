//! The tracer, driven through a scripted prompt (keys given in advance):
//! the exact port lines of the box model for creep, skip, up, leap to a
//! spy point, fail, retry, abort and exceptions; the goals of consulted
//! clauses done in line (arithmetic) with their ports; goal styles and
//! listing at a port; leash/1; the cost-free path after nodebug. The output shape of time/1 and statistics/0 is checked
//! on the real binary.

use crate::support::machine::{machine_with, run_captured};
use crate::support::output::anonymous_vars;
use crate::support::process;
use hornbook::machine::trace::{TraceAction, TraceUi};
use hornbook::toplevel::GoalResult;
use hornbook::Machine;
use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

const PROGRAM: &str = "\
app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).
p(X) :- q(X), X > 1.
q(1).
q(2).
s :- atom_length(_, _).
t :- catch(s, E, true), E \\= none.
r(X) :- q(X), !.
loop(0) :- !.
loop(N) :- N1 is N - 1, loop(N1).
max_list2([H], H).
max_list2([H|T], M) :- max_list2(T, M0), (H > M0 -> M = H ; M = M0).
count([], 0).
count([_|T], N) :- N is N1 + 1, count(T, N1).
";

/// A prompt that answers with keys given in advance (creep when they run
/// out) and records everything the tracer shows.
struct Script {
    keys: VecDeque<TraceAction>,
    log: Rc<RefCell<String>>,
}

fn key_name(a: TraceAction) -> &'static str {
    match a {
        TraceAction::Creep => "creep",
        TraceAction::Skip => "skip",
        TraceAction::Leap => "leap",
        TraceAction::Fail => "fail",
        TraceAction::Retry => "retry",
        TraceAction::Abort => "abort",
        TraceAction::Exit(_) => "exit",
        TraceAction::Nodebug => "nodebug",
        TraceAction::Goals => "goals",
        TraceAction::Spy => "spy",
        TraceAction::NoSpy => "no spy",
        TraceAction::Help => "help",
        TraceAction::Write => "write",
        TraceAction::Print => "print",
        TraceAction::Display => "display",
        TraceAction::Up => "up",
        TraceAction::Listing => "Listing",
        TraceAction::Break => "break",
    }
}

impl TraceUi for Script {
    fn prompt(&mut self, line: &str) -> TraceAction {
        let a = self.keys.pop_front().unwrap_or(TraceAction::Creep);
        self.log.borrow_mut().push_str(&format!("{line} ? {}\n", key_name(a)));
        a
    }
    fn show(&mut self, text: &str) {
        self.log.borrow_mut().push_str(text);
    }
}

/// Runs `goal` on PROGRAM with the given keys; returns the result and
/// what the tracer showed.
fn traced(goal: &str, keys: &[TraceAction]) -> (GoalResult, String) {
    let mut m = machine_with(PROGRAM, "prog.pl");
    let log = Rc::new(RefCell::new(String::new()));
    m.tracer.ui = Some(Box::new(Script { keys: keys.iter().copied().collect(), log: log.clone() }));
    let (r, _) = run_captured(&mut m, goal);
    let text = anonymous_vars(&log.borrow());
    (r, text)
}

fn lines(text: &str) -> Vec<&str> {
    text.lines().collect()
}

use TraceAction::*;

#[test]
fn member_creeping_through_all_answers() {
    // member/2 leaves no choicepoint at the last element (as in
    // SWI-Prolog): after b there is no Redo, the query just fails.
    let (r, log) = traced("trace, member(X, [a,b]), X == c", &[]);
    assert_eq!(r, GoalResult::Failed);
    assert_eq!(
        lines(&log),
        [
            "   Call: (1) member(_, [a, b]) ? creep",
            "   Exit: (1) member(a, [a, b]) ? creep",
            "   Call: (1) a==c ? creep",
            "   Fail: (1) a==c ? creep",
            "   Redo: (1) member(_, [a, b]) ? creep",
            "   Exit: (1) member(b, [a, b]) ? creep",
            "   Call: (1) b==c ? creep",
            "   Fail: (1) b==c ? creep",
        ]
    );
}

#[test]
fn depth_clauses_with_file_and_line_and_redo_into_another_clause() {
    let (r, log) = traced("trace, p(X)", &[]);
    assert_eq!(r, GoalResult::Succeeded);
    assert_eq!(
        lines(&log),
        [
            "   Call: (1) p(_) ? creep",
            "   Clause: (1) p/1 #1 at prog.pl:3",
            "   Call: (2) q(_) ? creep",
            "   Clause: (2) q/1 #1 at prog.pl:4",
            "   Exit: (2) q(1) ? creep",
            "   Call: (2) 1>1 ? creep",
            "   Fail: (2) 1>1 ? creep",
            "   Redo: (2) q(_) ? creep",
            "   Clause: (2) q/1 #2 at prog.pl:5",
            "   Exit: (2) q(2) ? creep",
            "   Call: (2) 2>1 ? creep",
            "   Exit: (2) 2>1 ? creep",
            "   Exit: (1) p(2) ? creep",
        ]
    );
}

#[test]
fn skip_hides_the_inner_ports_of_a_call() {
    let (r, log) = traced("trace, app([a,b], [c], L)", &[Creep, Skip]);
    assert_eq!(r, GoalResult::Succeeded);
    assert_eq!(
        lines(&log),
        [
            "   Call: (1) app([a, b], [c], _) ? creep",
            "   Clause: (1) app/3 #2 at prog.pl:2",
            "   Call: (2) app([b], [c], _) ? skip",
            "   Exit: (2) app([b], [c], [b, c]) ? creep",
            "   Exit: (1) app([a, b], [c], [a, b, c]) ? creep",
        ]
    );
}

#[test]
fn leap_runs_to_the_next_spy_point() {
    let (r, log) = traced("spy(q/1), trace, p(X)", &[Leap]);
    assert_eq!(r, GoalResult::Succeeded);
    assert_eq!(
        lines(&log),
        [
            "   Call: (1) p(_) ? leap",
            " * Call: (2) q(_) ? creep",
            "   Clause: (2) q/1 #1 at prog.pl:4",
            " * Exit: (2) q(1) ? creep",
            "   Call: (2) 1>1 ? creep",
            "   Fail: (2) 1>1 ? creep",
            " * Redo: (2) q(_) ? creep",
            "   Clause: (2) q/1 #2 at prog.pl:5",
            " * Exit: (2) q(2) ? creep",
            "   Call: (2) 2>1 ? creep",
            "   Exit: (2) 2>1 ? creep",
            "   Exit: (1) p(2) ? creep",
        ]
    );
}

#[test]
fn a_spy_point_stops_a_program_run_in_debug_mode() {
    let (r, log) = traced("spy(q), p(X)", &[]);
    assert_eq!(r, GoalResult::Succeeded);
    assert_eq!(lines(&log)[0], " * Call: (2) q(_) ? creep");
}

#[test]
fn fail_makes_the_goal_fail() {
    // As in SWI-Prolog, the goal made to fail shows no Fail port of its
    // own: its caller's port comes next.
    let (r, log) = traced("trace, p(X)", &[Creep, Fail]);
    assert_eq!(r, GoalResult::Failed);
    assert_eq!(
        lines(&log),
        [
            "   Call: (1) p(_) ? creep",
            "   Clause: (1) p/1 #1 at prog.pl:3",
            "   Call: (2) q(_) ? fail",
            "   Fail: (1) p(_) ? creep",
        ]
    );
}

#[test]
fn retry_starts_the_goal_again_from_its_call_port() {
    let (r, log) = traced("trace, p(X)", &[Creep, Creep, Retry]);
    assert_eq!(r, GoalResult::Succeeded);
    assert_eq!(
        lines(&log)[..8],
        [
            "   Call: (1) p(_) ? creep",
            "   Clause: (1) p/1 #1 at prog.pl:3",
            "   Call: (2) q(_) ? creep",
            "   Clause: (2) q/1 #1 at prog.pl:4",
            "   Exit: (2) q(1) ? retry",
            "   Call: (2) q(_) ? creep",
            "   Clause: (2) q/1 #1 at prog.pl:4",
            "   Exit: (2) q(1) ? creep",
        ]
    );
}

#[test]
fn exceptions_are_reported_at_every_frame_they_leave() {
    let (r, log) = traced("trace, t", &[]);
    assert_eq!(r, GoalResult::Succeeded);
    let l = lines(&log);
    assert_eq!(
        l[..7],
        [
            "   Call: (1) t ? creep",
            "   Clause: (1) t/0 #1 at prog.pl:7",
            "   Call: (2) catch(s, _, true) ? creep",
            "   Call: (3) s ? creep",
            "   Clause: (3) s/0 #1 at prog.pl:6",
            "   Call: (4) atom_length(_, _) ? creep",
            "   Exception: (4) atom_length(_, _) ? creep",
        ]
    );
    assert_eq!(l[7], "   Exception: (3) s ? creep");
    assert!(l[8..].iter().any(|s| s.starts_with("   Exit: (2) catch(s, error(instantiation_error, ")), "{log}");
    assert_eq!(l.last().copied(), Some("   Exit: (1) t ? creep"));
}

#[test]
fn retry_at_an_exception_port_runs_the_goal_again() {
    let (r, log) = traced("trace, catch(s, error(_, _), true)", &[Creep, Creep, Creep, Creep, Retry, Abort]);
    // An abort that reaches a goal run as text ends it as an interrupted
    // run does (batch_interrupt.rs).
    assert_eq!(r, GoalResult::Halted(130));
    assert!(log.contains("   Exception: (2) s ? retry\n   Call: (2) s ? abort\n"), "{log}");
}

#[test]
fn abort_abandons_the_query() {
    let (r, log) = traced("trace, p(X)", &[Creep, Abort]);
    assert_eq!(r, GoalResult::Halted(130));
    assert_eq!(lines(&log).last().copied(), Some("   Call: (2) q(_) ? abort"));
}

#[test]
fn unleashed_ports_are_shown_without_waiting() {
    let (r, log) = traced("leash(-exit), trace, q(X)", &[]);
    assert_eq!(r, GoalResult::Succeeded);
    assert_eq!(
        lines(&log)[..3],
        ["   Call: (1) q(_) ? creep", "   Clause: (1) q/1 #1 at prog.pl:4", "   Exit: (1) q(1)"]
    );
}

#[test]
fn nodebug_at_a_port_runs_the_rest_untraced() {
    let (r, log) = traced("trace, p(X), app(X1, X2, [1,2])", &[Nodebug]);
    assert_eq!(r, GoalResult::Succeeded);
    assert_eq!(lines(&log), ["   Call: (1) p(_) ? nodebug"]);
}

#[test]
fn goals_shows_the_frames_that_are_running() {
    let (_, log) = traced("trace, p(X)", &[Creep, Goals]);
    assert!(
        log.contains("   Call: (2) q(_) ? goals\n     [2] q(_)\n     [1] p(_)\n   Call: (2) q(_) ? creep\n"),
        "{log}"
    );
}

#[test]
fn comparisons_and_unifications_of_a_consulted_clause_show_their_ports() {
    // As SWI-Prolog shows them: the clause was compiled before trace/0,
    // with >/2 in line; its debug variant calls it.
    let (r, log) = traced("trace, max_list2([3,1], M)", &[]);
    assert_eq!(r, GoalResult::Succeeded);
    assert_eq!(
        lines(&log),
        [
            "   Call: (1) max_list2([3, 1], _) ? creep",
            "   Clause: (1) max_list2/2 #1 at prog.pl:11",
            "   Clause: (1) max_list2/2 #2 at prog.pl:12",
            "   Call: (2) max_list2([1], _) ? creep",
            "   Clause: (2) max_list2/2 #1 at prog.pl:11",
            "   Exit: (2) max_list2([1], 1) ? creep",
            "   Call: (2) 3>1 ? creep",
            "   Exit: (2) 3>1 ? creep",
            "   Call: (2) _=3 ? creep",
            "   Exit: (2) 3=3 ? creep",
            "   Exit: (1) max_list2([3, 1], 3) ? creep",
        ]
    );
}

#[test]
fn a_failing_is_of_a_consulted_clause_shows_its_exception_port() {
    let (r, log) = traced("trace, catch(count([a,b], N), E, true)", &[]);
    assert_eq!(r, GoalResult::Succeeded);
    let l = lines(&log);
    assert_eq!(
        l[1..5],
        [
            "   Call: (2) count([a, b], _) ? creep",
            "   Clause: (2) count/2 #2 at prog.pl:14",
            "   Call: (3) _ is _+1 ? creep",
            "   Exception: (3) _ is _+1 ? creep",
        ]
    );
    assert_eq!(l[5], "   Exception: (2) count([a, b], _) ? creep");
}

#[test]
fn skipping_a_call_runs_its_clauses_as_compiled() {
    // Skipped, loop/1's clauses are not traced frames: no debug variant.
    let (r, log) = traced("trace, loop(3)", &[Skip]);
    assert_eq!(r, GoalResult::Succeeded);
    assert_eq!(lines(&log), ["   Call: (1) loop(3) ? skip", "   Exit: (1) loop(3) ? creep"]);
}

#[test]
fn a_retracted_clause_takes_its_debug_variant_with_it() {
    let mut m = machine_with(":- dynamic d/1.\nd(X) :- X > 1.\n", "d.pl");
    let log = Rc::new(RefCell::new(String::new()));
    m.tracer.ui = Some(Box::new(Script { keys: VecDeque::new(), log: log.clone() }));
    assert_eq!(m.run_goal_text("trace, d(2), notrace"), GoalResult::Succeeded);
    assert!(log.borrow().contains("   Call: (2) 2>1 ? creep\n"), "{}", log.borrow());
    // Its code freed, a clause of the same size may take its place: that
    // one must not run the old clause's variant.
    let swap = "retract((d(_) :- _)), garbage_collect_clauses, assertz((d(X) :- X < 5))";
    assert_eq!(m.run_goal_text(swap), GoalResult::Succeeded);
    log.borrow_mut().clear();
    assert_eq!(m.run_goal_text("trace, d(2), notrace"), GoalResult::Succeeded);
    let text = log.borrow().clone();
    assert!(text.contains("   Call: (2) 2<5 ? creep\n") && !text.contains(">"), "{text}");
}

#[test]
fn up_runs_on_to_the_next_port_of_the_parent() {
    let (r, log) = traced("trace, p(X)", &[Creep, Up]);
    assert_eq!(r, GoalResult::Succeeded);
    assert_eq!(
        lines(&log),
        [
            "   Call: (1) p(_) ? creep",
            "   Clause: (1) p/1 #1 at prog.pl:3",
            "   Call: (2) q(_) ? up",
            "   Exit: (1) p(2) ? creep",
        ]
    );
}

#[test]
fn write_print_and_display_change_how_goals_are_shown() {
    let (_, log) = traced("trace, max_list2([3,1], M)", &[Creep, Creep, Creep, Display, Creep, Write, Print]);
    let l = lines(&log);
    assert_eq!(
        l[6..11],
        [
            "   Call: (2) 3>1 ? display",
            "   Call: (2) >(3,1) ? creep",
            "   Exit: (2) >(3,1) ? write",
            "   Exit: (2) 3>1 ? print",
            "   Exit: (2) 3>1 ? creep",
        ]
    );
    // Printed, nested terms are cut at depth 10; written, they are whole.
    let (_, log) = traced("trace, numlist(1, 12, L), atom(L)", &[Creep, Creep, Write]);
    assert!(log.contains("   Call: (1) atom([1, 2, 3, 4, 5, 6, 7, 8|...]) ? write\n"), "{log}");
    assert!(log.contains("   Call: (1) atom([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]) ? creep\n"), "{log}");
}

#[test]
fn listing_at_a_port_lists_the_predicate() {
    let mut m = machine_with(PROGRAM, "prog.pl");
    let log = Rc::new(RefCell::new(String::new()));
    m.tracer.ui = Some(Box::new(Script { keys: [Creep, Listing].into_iter().collect(), log: log.clone() }));
    let (r, out) = run_captured(&mut m, "trace, p(X)");
    assert_eq!(r, GoalResult::Succeeded);
    assert!(out.contains("q(1).\nq(2).\n"), "{out}");
    let log = anonymous_vars(&log.borrow());
    assert!(log.contains("   Call: (2) q(_) ? Listing\n   Call: (2) q(_) ? creep\n"), "{log}");
}

#[test]
fn a_cut_removes_the_traced_frames_it_cuts_through() {
    let (r, log) = traced("trace, r(X), X > 1", &[]);
    assert_eq!(r, GoalResult::Failed);
    // r/1 exited deterministically: failing after it goes on outside it.
    assert_eq!(lines(&log)[5..], ["   Exit: (1) r(1) ? creep", "   Call: (1) 1>1 ? creep", "   Fail: (1) 1>1 ? creep"]);
}

#[test]
fn long_traced_loops_need_no_rust_stack() {
    let (r, log) = traced("leash(none), trace, loop(20000)", &[]);
    assert_eq!(r, GoalResult::Succeeded);
    assert!(log.contains("   Exit: (20001) loop(0)\n"));
}

#[test]
fn arithmetic_compiled_while_tracing_shows_its_ports() {
    let mut m = Machine::new();
    assert_eq!(m.run_goal_text("trace"), GoalResult::Succeeded);
    let log = Rc::new(RefCell::new(String::new()));
    m.tracer.ui = Some(Box::new(Script { keys: VecDeque::new(), log: log.clone() }));
    // Compiled after trace/0: is/2 and >/2 are calls with ports.
    assert_eq!(m.run_goal_text("X is 1 + 2, X > 2"), GoalResult::Succeeded);
    assert_eq!(
        lines(&anonymous_vars(&log.borrow())),
        [
            "   Call: (1) _ is 1+2 ? creep",
            "   Exit: (1) 3 is 1+2 ? creep",
            "   Call: (1) 3>2 ? creep",
            "   Exit: (1) 3>2 ? creep"
        ]
    );
}

#[test]
fn leash_rejects_what_it_does_not_know() {
    let mut m = Machine::new();
    let r = m.run_goal_text("catch(leash(sometimes), error(domain_error(D, _), _), true), D == leash_spec");
    assert_eq!(r, GoalResult::Succeeded);
    let r = m.run_goal_text("catch(spy(3), error(type_error(T, 3), _), true), T == predicate_indicator");
    assert_eq!(r, GoalResult::Succeeded);
}

/// Runs the hornbook binary: (standard output, standard error, status).
fn hornbook(args: &[&str]) -> (String, String, i32) {
    let out = process::hornbook(args).run();
    (out.stdout, out.stderr, out.status.code().unwrap_or(-1))
}

#[test]
fn without_a_prompt_the_ports_go_to_standard_error() {
    let (_, err, code) = hornbook(&["-g", "trace, member(X, [a]), notrace", "-t", "halt"]);
    assert_eq!(code, 0);
    assert_eq!(lines(&anonymous_vars(&err)), ["   Call: (1) member(_, [a])", "   Exit: (1) member(a, [a])"]);
}

/// A traced call that autoloads its library shows the call, not the
/// library's directives (`module/2`, `meta_predicate`) as it loads.
#[test]
fn a_library_autoloaded_while_tracing_loads_untraced() {
    let (_, err, code) = hornbook(&["-g", "trace, list_to_assoc([a-1], _), notrace", "-t", "halt"]);
    assert_eq!(code, 0);
    assert_eq!(
        lines(&anonymous_vars(&err)),
        ["   Call: (1) list_to_assoc([a-1], _)", "   Exit: (1) list_to_assoc([a-1], t(a, 1, -, t, t))"]
    );
}

#[test]
fn halt_leaves_at_once_while_tracing() {
    let (out, err, code) = hornbook(&["-g", "trace, halt(3)"]);
    assert_eq!((out.as_str(), err.as_str(), code), ("", "", 3));
}

/// `% 1,234 inferences, 0.001 CPU in 0.001 seconds (98% CPU, 1234000 Lips)`
fn is_time_line(line: &str) -> bool {
    let Some(rest) = line.strip_prefix("% ") else { return false };
    let words: Vec<&str> = rest.split(' ').collect();
    words.len() == 11
        && words[0].chars().all(|c| c.is_ascii_digit() || c == ',')
        && words[1] == "inferences,"
        && words[2].parse::<f64>().is_ok()
        && words[3] == "CPU"
        && words[4] == "in"
        && words[5].parse::<f64>().is_ok()
        && words[6] == "seconds"
        && words[7].starts_with('(')
        && words[7].ends_with('%')
        && words[8] == "CPU,"
        && (words[9].parse::<u64>().is_ok() || words[9] == "Infinite")
        && words[10] == "Lips)"
}

#[test]
fn time_reports_inferences_cpu_wall_time_and_lips() {
    let (out, err, code) = hornbook(&[
        "-g",
        "time(numlist(1, 1000, L)), length(L, N), write(N), nl",
        "-g",
        "(time(member(X, [a,b])), X == b -> true ; true)",
        "-g",
        "time(fail) ; true",
        "-g",
        "catch(time(atom_length(_, _)), error(E, _), (write(E), nl))",
        "-t",
        "halt",
    ]);
    assert_eq!(code, 0);
    assert_eq!(out, "1000\ninstantiation_error\n");
    let l = lines(&err);
    assert_eq!(l.len(), 5, "{err}");
    assert!(l.iter().all(|l| is_time_line(l)), "{err}");
    // time(fail) counts only the failing call.
    assert!(l[3].starts_with("% 1 inferences, "), "{err}");
}

#[test]
fn statistics_prints_as_swi_prolog_does() {
    let (_, err, code) = hornbook(&["-g", "statistics", "-t", "halt"]);
    assert_eq!(code, 0);
    let l = lines(&err);
    assert!(l[0].starts_with("% Started at "), "{err}");
    assert!(
        l[1].starts_with("% ") && l[1].contains(" seconds cpu time for ") && l[1].ends_with(" inferences"),
        "{err}"
    );
    assert!(l[2].contains(" atoms, ") && l[2].ends_with(" VM-codes"), "{err}");
    assert_eq!(l[3], "% ");
    assert_eq!(l[4], "%                     Limit   Allocated      In use");
    assert!(l[5].starts_with("% Local  stack:"), "{err}");
    assert!(l[6].starts_with("% Global stack:"), "{err}");
    assert!(l[7].starts_with("% Trail  stack:"), "{err}");
    assert!(l[8].starts_with("%        Total:    1,024 Mb"), "{err}");
    for row in &l[5..=8] {
        assert_eq!(row.len(), 51, "column layout: {row:?}");
    }
}
