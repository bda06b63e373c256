//! The pseudo-terminal harness itself (tests/support/pty.rs): it shows the
//! screen as a terminal would, answers cursor position requests, and fails
//! a wait with the screen in the message.

use crate::support::pty::{hornbook, Key};
use std::time::Duration;

#[test]
fn the_screen_is_what_a_terminal_shows_not_the_bytes_written() {
    // "abc", two columns back, "X": the terminal shows aXc.
    let mut t = hornbook(&["-g", "format(\"abc~c[2DX~n\", [27])", "-t", "halt"]).spawn();
    assert_eq!(t.wait_exit(), 0);
    assert_eq!(t.screen(), "aXc");
    assert!(t.transcript().contains("abc\x1b[2DX"), "{:?}", t.transcript());
}

#[test]
fn cursor_position_requests_are_answered_like_a_terminal() {
    let goal = "write(abc), format(\"~c[6n\", [27]), flush_output, \
                read_line_to_codes(user_input, [27|Cs]), atom_codes(A, Cs), nl, writeq(reply(A)), nl";
    let mut t = hornbook(&["-g", goal, "-t", "halt"]).spawn();
    // The reply waits in the terminal's line buffer until Enter.
    t.wait_for("abc");
    // The terminal echoes the reply as it arrives in the line buffer.
    t.wait_for("^[[1;4R");
    t.key(Key::Enter);
    t.wait_for("reply('[1;4R')");
    assert_eq!(t.wait_exit(), 0);
}

#[test]
#[should_panic(expected = "the program exited\n--- screen ---\nhello")]
fn a_wait_fails_at_once_when_the_program_has_exited() {
    let t = hornbook(&["-g", "write(hello), nl", "-t", "halt"]).spawn();
    t.wait_for("goodbye");
}

#[test]
#[should_panic(expected = "timed out\n--- screen ---\nName?")]
fn a_wait_fails_after_its_time_limit_with_the_screen() {
    // The short limit is set once the question is shown: on a loaded
    // machine hornbook may take longer than that to start.
    let mut t = hornbook(&["-g", "write('Name? '), read(_)", "-t", "halt"]).spawn();
    t.wait_for("Name?");
    t.set_timeout(Duration::from_secs(2));
    t.wait_for("never shown");
}

#[test]
fn the_terminal_has_the_size_asked_for() {
    let goal = "forall(between(1, 90, _), write(x)), nl";
    let mut t = hornbook(&["-g", goal, "-t", "halt"]).size(30, 100).spawn();
    assert_eq!(t.wait_exit(), 0);
    assert_eq!(t.rows().len(), 30);
    assert_eq!(t.screen(), "x".repeat(90), "90 columns fit on one row of 100");
    let mut t = hornbook(&["-g", goal, "-t", "halt"]).spawn();
    assert_eq!(t.wait_exit(), 0);
    assert_eq!(t.rows().len(), 24);
    assert_eq!(t.screen(), format!("{}\n{}", "x".repeat(80), "x".repeat(10)), "80 columns by default");
}
