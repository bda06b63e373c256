//! The interactive toplevel through a pseudo-terminal, as a person uses
//! it: what is on the screen after each key.

use crate::support::pty::{hornbook, Home, Key};

#[test]
fn the_banner_says_how_to_get_help_and_leave_and_ctrl_d_exits_0() {
    let mut t = hornbook(&[]).spawn();
    let screen = t.wait_for_prompt("?-");
    let banner = screen.lines().next().unwrap();
    assert!(banner.starts_with("hornbook "), "{screen}");
    assert!(banner.contains("help.") && banner.contains("halt.") && banner.contains("Ctrl-D"), "{banner}");
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0);
}

#[test]
fn semicolon_asks_for_the_next_answer_and_enter_stops() {
    let mut t = hornbook(&[]).spawn();
    t.wait_for_prompt("?-");
    t.send_line("member(X, [a,b,c]).");
    t.wait_for_tail(&["?- member(X, [a,b,c]).", "X = a"]);
    t.send(";");
    t.wait_for_tail(&["X = a ;", "X = b"]);
    t.key(Key::Enter);
    t.wait_for_tail(&["X = a ;", "X = b .", "", "?-"]);
    // The last answer of a query that leaves no choicepoint asks nothing.
    t.send_line("member(X, [a]).");
    t.wait_for_tail(&["?- member(X, [a]).", "X = a.", "", "?-"]);
    t.send_line("member(X, [a]), X = b.");
    t.wait_for_tail(&["?- member(X, [a]), X = b.", "false.", "", "?-"]);
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0);
}

#[test]
fn a_shows_all_the_remaining_answers() {
    let mut t = hornbook(&[]).spawn();
    t.wait_for_prompt("?-");
    t.send_line("between(1, 4, X).");
    t.wait_for_tail(&["?- between(1, 4, X).", "X = 1"]);
    t.send("a");
    t.wait_for_tail(&["X = 1 ;", "X = 2 ;", "X = 3 ;", "X = 4.", "", "?-"]);
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0);
}

#[test]
fn w_shows_the_whole_answer_and_h_explains_the_keys() {
    let mut t = hornbook(&[]).spawn();
    t.wait_for_prompt("?-");
    t.send_line("numlist(1, 12, L), member(X, [a,b]).");
    t.wait_for_tail(&["L = [1, 2, 3, 4, 5, 6, 7, 8, 9|...],", "X = a"]);
    t.send("w");
    t.wait_for_tail(&["X = a [write]", "L = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],", "X = a"]);
    t.send("h");
    t.wait_for("all remaining answers");
    t.send(".");
    t.wait_for_prompt("?-");
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0);
}

#[test]
fn a_query_may_span_lines_until_its_full_stop() {
    let mut t = hornbook(&[]).spawn();
    t.wait_for_prompt("?-");
    t.send_line("X = f(a,");
    // Not run yet: SWI-Prolog's continuation prompt asks for the rest.
    t.wait_for_tail(&["?- X = f(a,", "|"]);
    t.send_line("b).");
    t.wait_for_tail(&["|    b).", "X = f(a, b).", "", "?-"]);
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0);
}

#[test]
fn a_syntax_error_is_shown_under_the_query_text() {
    let mut t = hornbook(&[]).spawn();
    t.wait_for_prompt("?-");
    t.send_line("X = f(a b).");
    let screen = t.wait_until("the error and a new prompt", |s| s.text().contains('┬') && s.tail(1) == ["?-"]).text();
    // The query text, and a mark under the `b` at column 9.
    assert!(screen.contains("query:1:9"), "{screen}");
    let rows: Vec<&str> = screen.lines().collect();
    let text_row = rows.iter().rposition(|r| r.ends_with("X = f(a b).")).expect("the query text");
    let at = rows[text_row].find("X = f(a b).").unwrap();
    let col = rows[text_row][..at].chars().count() + "X = f(a ".len();
    assert_eq!(rows[text_row + 1].chars().nth(col), Some('┬'), "a mark under `b`:\n{screen}");
    assert!(screen.to_lowercase().contains("operator expected"), "{screen}");
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0);
}

#[test]
fn ctrl_c_during_a_query_offers_abort_and_keeps_the_program() {
    let mut t = hornbook(&["programs/tictactoe.pl"]).spawn();
    t.wait_for_prompt("?-");
    t.send_line("repeat, fail.");
    t.wait_for_tail(&["?- repeat, fail.", ""]);
    t.key(Key::CtrlC);
    t.wait_for("Action (h for help) ?");
    t.send("h");
    t.wait_for("a: abort");
    t.send("a");
    t.wait_for_tail(&["% Execution Aborted", "?-"]);
    // The loaded program is still there.
    t.send_line("current_predicate(makeStep/3).");
    t.wait_for_tail(&["?- current_predicate(makeStep/3).", "true.", "", "?-"]);
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0);
}

#[test]
fn ctrl_c_then_c_continues_the_query() {
    let mut t = hornbook(&[]).spawn();
    t.wait_for_prompt("?-");
    t.send_line("between(1, inf, X), X > 3000000.");
    t.wait_for_tail(&["?- between(1, inf, X), X > 3000000.", ""]);
    t.key(Key::CtrlC);
    t.wait_for("Action (h for help) ?");
    t.send("c");
    t.wait_for_tail(&["X = 3000001"]);
    t.key(Key::Enter);
    t.wait_for_prompt("?-");
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0);
}

#[test]
fn ctrl_c_at_the_prompt_clears_the_line() {
    let mut t = hornbook(&[]).spawn();
    t.wait_for_prompt("?-");
    t.send("foo(bar");
    t.wait_for_tail(&["?- foo(bar"]);
    t.key(Key::CtrlC);
    t.wait_for_tail(&["?- foo(bar", "?-"]);
    t.send_line("X = 1.");
    t.wait_for_tail(&["?- X = 1.", "X = 1.", "", "?-"]);
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0);
}

#[test]
fn history_is_recalled_in_a_second_session() {
    let home = Home::new();
    {
        let mut t = hornbook(&[]).home(&home).spawn();
        t.wait_for_prompt("?-");
        t.send_line("X = remembered,");
        t.wait_for_tail(&["?- X = remembered,", "|"]);
        t.send_line("Y = 2.");
        t.wait_for_tail(&["Y = 2.", "", "?-"]);
        t.send_line("atom_length(abc, L).");
        t.wait_for_tail(&["L = 3.", "", "?-"]);
        t.key(Key::CtrlD);
        assert_eq!(t.wait_exit(), 0);
    }
    let mut t = hornbook(&[]).home(&home).spawn();
    t.wait_for_prompt("?-");
    t.key(Key::Up);
    t.wait_for_tail(&["?- atom_length(abc, L)."]);
    t.key(Key::Up);
    // The multi-line query comes back as one entry.
    t.wait_for("?- X = remembered,");
    t.key(Key::Enter);
    t.wait_for_tail(&["X = remembered,", "Y = 2.", "", "?-"]);
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0);
}

#[test]
fn tab_completes_a_predicate_name() {
    let mut t = hornbook(&["programs/tictactoe.pl"]).spawn();
    t.wait_for_prompt("?-");
    t.send("computerF");
    t.key(Key::Tab);
    t.wait_for_tail(&["?- computerFirst"]);
    t.send(", atom_leng");
    t.key(Key::Tab);
    t.wait_for_tail(&["?- computerFirst, atom_length"]);
    t.key(Key::CtrlC);
    t.wait_for_tail(&["?- computerFirst, atom_length", "?-"]);
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0);
}

#[test]
fn halt_leaves_with_its_status() {
    let mut t = hornbook(&[]).spawn();
    t.wait_for_prompt("?-");
    t.send_line("halt(3).");
    assert_eq!(t.wait_exit(), 3);
}

#[test]
fn consult_and_make_work_at_the_prompt() {
    let home = Home::new();
    let file = home.path().join("facts.pl");
    std::fs::write(&file, "colour(red).\n").unwrap();
    let path = file.to_string_lossy().into_owned();
    let mut t = hornbook(&[]).home(&home).size(24, 120).spawn();
    t.wait_for_prompt("?-");
    t.send_line(&format!("['{path}']."));
    t.wait_for_tail(&["true.", "", "?-"]);
    t.send_line("colour(X).");
    t.wait_for_tail(&["X = red.", "", "?-"]);
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0);
}

#[test]
fn a_ground_fact_query_settled_by_its_second_argument_answers_true_at_once() {
    // The first argument (tom, bob) leaves two clauses; the second tells
    // them apart, so no choicepoint is left and no key is asked for, as
    // in swipl.
    let home = Home::new();
    let file = home.path().join("family.pl");
    let facts = "parent(pam, bob).\nparent(tom, bob).\nparent(tom, liz).\n\
                 parent(bob, ann).\nparent(bob, pat).\nparent(pat, jim).\n";
    std::fs::write(&file, facts).unwrap();
    let path = file.to_string_lossy().into_owned();
    let mut t = hornbook(&[&path]).home(&home).spawn();
    t.wait_for_prompt("?-");
    t.send_line("parent(tom, bob).");
    t.wait_for_tail(&["?- parent(tom, bob).", "true.", "", "?-"]);
    t.send_line("parent(bob, ann).");
    t.wait_for_tail(&["?- parent(bob, ann).", "true.", "", "?-"]);
    t.send_line("parent(bob, pat).");
    t.wait_for_tail(&["?- parent(bob, pat).", "true.", "", "?-"]);
    // An unbound second argument still leaves the choice.
    t.send_line("parent(tom, X).");
    t.wait_for_tail(&["?- parent(tom, X).", "X = bob"]);
    t.send(";");
    t.wait_for_tail(&["X = bob ;", "X = liz.", "", "?-"]);
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0);
}
