//! The console's rules, on scripted input and output: buffering, flushing
//! before a read, and when the `|: ` prompt is shown.

use super::console::scripted;
use super::streams::{Output, USER_INPUT};
use std::cell::RefCell;
use std::rc::Rc;

fn output(input: &str, terminal: bool) -> (Output, Rc<RefCell<Vec<u8>>>) {
    let (console, screen) = scripted(input, terminal);
    (Output::with_console(console), screen)
}

fn shown(screen: &Rc<RefCell<Vec<u8>>>) -> String {
    String::from_utf8_lossy(&screen.borrow()).into_owned()
}

#[test]
fn a_read_at_the_start_of_a_line_shows_the_prompt_on_a_terminal() {
    let (mut out, screen) = output("foo.\n", true);
    out.write_str("Make your move:\n");
    assert_eq!(out.read_user_line().as_deref(), Some("foo.\n"));
    assert_eq!(shown(&screen), "Make your move:\n|: ");
}

#[test]
fn the_first_read_after_text_on_the_same_line_shows_no_prompt_later_reads_do() {
    let (mut out, screen) = output("alice.\nbob.\n", true);
    out.write_str("Name? ");
    out.read_user_line();
    assert_eq!(shown(&screen), "Name? ");
    out.write_str("Again? ");
    out.read_user_line();
    assert_eq!(shown(&screen), "Name? Again? |: ");
}

#[test]
fn without_a_terminal_there_is_no_prompt_but_output_is_flushed_before_reading() {
    let (mut out, screen) = output("foo.\n", false);
    out.write_str("question\nand more");
    assert_eq!(shown(&screen), "", "block-buffered when not a terminal");
    out.read_user_line();
    assert_eq!(shown(&screen), "question\nand more");
}

#[test]
fn a_terminal_is_line_buffered() {
    let (mut out, screen) = output("", true);
    out.write_str("abc");
    assert_eq!(shown(&screen), "");
    out.write_str("def\nghi");
    assert_eq!(shown(&screen), "abcdef\n");
}

#[test]
fn prompt1_is_used_for_one_line_and_an_empty_prompt_shows_nothing() {
    let (mut out, screen) = output("a\nb\nc\n", true);
    out.console.borrow_mut().first_prompt = Some("first> ".to_string());
    out.read_user_line();
    out.read_user_line();
    out.console.borrow_mut().prompt = String::new();
    out.read_user_line();
    assert_eq!(shown(&screen), "first> |: ");
}

#[test]
fn end_of_input_is_none_and_the_next_read_prompts_again() {
    let (mut out, screen) = output("", true);
    out.write_str("x");
    assert_eq!(out.read_user_line(), None);
    assert_eq!(out.read_user_line(), None);
    assert_eq!(shown(&screen), "x|: ");
}

#[test]
fn the_rest_of_a_line_a_program_read_from_is_handed_to_the_toplevel() {
    let (mut out, _screen) = output("foo. X = 1.\nnext\n", true);
    let st = out.get(USER_INPUT).unwrap();
    let read: String = (0..4).filter_map(|_| st.get_char()).collect();
    assert_eq!(read, "foo.");
    assert_eq!(out.take_pending_user_input(), " X = 1.\n");
    assert_eq!(out.take_pending_user_input(), "");
    assert_eq!(out.read_user_line().as_deref(), Some("next\n"));
}

#[test]
fn after_the_line_editor_a_read_starts_a_new_line() {
    let (mut out, screen) = output("foo.\n", true);
    out.write_str("?- ");
    out.before_line_editor();
    out.after_line_editor();
    out.read_user_line();
    assert_eq!(shown(&screen), "?- |: ");
}

#[test]
fn after_the_line_editor_a_question_on_the_same_line_shows_no_prompt() {
    let (mut out, screen) = output("foo.\nbar.\n", true);
    out.read_user_line();
    out.write_str("\nX = foo.\n\n?- ");
    out.before_line_editor();
    out.after_line_editor();
    out.write_str("Move? ");
    out.read_user_line();
    assert_eq!(shown(&screen), "|: \nX = foo.\n\n?- Move? ");
}

#[test]
fn ctrl_c_ends_a_wait_for_the_terminal_and_nothing_is_read() {
    use std::sync::atomic::{AtomicBool, Ordering};
    let (console, _screen) = scripted("foo.\n", true);
    let mut out = Output::with_console(console);
    let flag = std::sync::Arc::new(AtomicBool::new(true));
    out.console.borrow_mut().interrupt = Some(flag.clone());
    assert_eq!(out.read_user_line(), None);
    assert!(flag.load(Ordering::SeqCst), "the flag stays raised for the machine");
    flag.store(false, Ordering::SeqCst);
    assert_eq!(out.read_user_line().as_deref(), Some("foo.\n"));
}

#[test]
fn a_read_interrupted_by_ctrl_c_raises_and_the_next_read_gets_the_line() {
    use crate::toplevel::GoalResult;
    use std::sync::atomic::Ordering;
    let mut m = crate::Machine::new();
    let (console, _screen) = scripted("foo.\n", true);
    m.out = Output::with_console(console);
    m.out.console.borrow_mut().interrupt = Some(m.interrupt.clone());
    m.interrupt.store(true, Ordering::SeqCst);
    let goal = "catch(read(X), E, true), var(X), E == resource_error(interrupted), read(Y), Y == foo";
    assert!(matches!(m.run_goal_text(goal), GoalResult::Succeeded));
}
