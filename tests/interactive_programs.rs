//! Interactive programs in a terminal: what a person sees before and after
//! each key when a program prompts and reads with read/1 (standard output
//! line-buffered on a terminal and flushed before every read; the `|: `
//! prompt of a read from the terminal, changed with prompt/2 and
//! prompt1/1). The games are the shipped tic-tac-toe; the expected screens
//! are the ones SWI-Prolog shows for the same moves.

use crate::support::process;
use crate::support::pty::{hornbook, Key, Session};

/// Types a move at the `|: ` prompt and checks the screen before Enter
/// (the move echoed after the prompt) and after it (`shown`: the lines the
/// program prints up to its next question).
fn play(t: &mut Session, text: &str, shown: &[&str]) {
    t.send(text);
    t.wait_for_tail(&["Make your move:", &format!("|: {text}")]);
    t.key(Key::Enter);
    let mut after = vec![format!("|: {text}")];
    after.extend(shown.iter().map(|s| s.to_string()));
    let after: Vec<&str> = after.iter().map(|s| s.as_str()).collect();
    t.wait_for_tail(&after);
}

/// The program's question at the end of what it shows after a move.
const ASK: [&str; 2] = ["Make your move:", "|:"];

fn then_ask(lines: &[&'static str]) -> Vec<&'static str> {
    lines.iter().copied().chain(ASK).collect()
}

#[test]
fn tictactoe_user_first_shows_its_question_before_the_first_key_and_plays_to_the_end() {
    let mut t = hornbook(&["programs/tictactoe.pl", "-g", "userFirst", "-t", "halt"]).spawn();
    // Nothing typed yet: the question and the prompt are on the screen.
    let screen = t.wait_for_tail(&ASK);
    assert_eq!(screen, "Make your move:\n|:", "the screen holds only the question");
    assert_eq!(t.cursor(), (1, 3), "the cursor waits after the prompt");

    #[rustfmt::skip]
    let moves: [(&str, Vec<&str>); 4] = [
        ("[1,1].", then_ask(&["Your move:", "[x,a,a]", "[a,a,a]", "[a,a,a]",
                              "Computer's move:", "[x,a,a]", "[a,o,a]", "[a,a,a]"])),
        ("[3,3].", then_ask(&["Your move:", "[x,a,a]", "[a,o,a]", "[a,a,x]",
                              "Computer's move:", "[x,o,a]", "[a,o,a]", "[a,a,x]"])),
        ("[3,2].", then_ask(&["Your move:", "[x,o,a]", "[a,o,a]", "[a,x,x]",
                              "Computer's move:", "[x,o,a]", "[a,o,a]", "[o,x,x]"])),
        ("[1,3].", then_ask(&["Your move:", "[x,o,x]", "[a,o,a]", "[o,x,x]",
                              "Computer's move:", "[x,o,x]", "[a,o,o]", "[o,x,x]"])),
    ];
    for (text, shown) in &moves {
        play(&mut t, text, shown);
    }
    // The last move fills the board: the verdict, and the program ends.
    play(&mut t, "[2,1].", &["Your move:", "[x,o,x]", "[x,o,o]", "[o,x,x]", "We have a tie!", ""]);
    assert_eq!(t.wait_exit(), 0, "-t halt after the game\n{}", t.screen());
}

#[test]
fn tictactoe_computer_first_shows_its_move_before_any_key_and_asks_again_for_a_taken_cell() {
    let mut t = hornbook(&["programs/tictactoe.pl", "-g", "computerFirst", "-t", "halt"]).spawn();
    let screen = t.wait_for_tail(&then_ask(&["Computer's move:", "[o,a,a]", "[a,a,a]", "[a,a,a]"]));
    assert!(screen.starts_with("Computer's move:"), "{screen}");

    play(
        &mut t,
        "[2,2].",
        &then_ask(&[
            "Your move:",
            "[o,a,a]",
            "[a,x,a]",
            "[a,a,a]",
            "Computer's move:",
            "[o,a,a]",
            "[a,x,a]",
            "[a,a,o]",
        ]),
    );
    // A taken cell: the program says so and asks again.
    play(&mut t, "[3,3].", &then_ask(&["Give a free cell as [Row,Col]. with Row and Col from 1 to 3."]));
    play(
        &mut t,
        "[2,1].",
        &then_ask(&[
            "Your move:",
            "[o,a,a]",
            "[x,x,a]",
            "[a,a,o]",
            "Computer's move:",
            "[o,a,a]",
            "[x,x,o]",
            "[a,a,o]",
        ]),
    );
    play(
        &mut t,
        "[1,2].",
        &[
            "Your move:",
            "[o,x,a]",
            "[x,x,o]",
            "[a,a,o]",
            "Computer's move:",
            "[o,x,o]",
            "[x,x,o]",
            "[a,a,o]",
            "Computer won.",
            "",
        ],
    );
    assert_eq!(t.wait_exit(), 0, "-t halt after the game\n{}", t.screen());
}

#[test]
fn end_of_file_at_the_question_stops_the_game() {
    let mut t = hornbook(&["programs/tictactoe.pl", "-g", "userFirst", "-t", "halt"]).spawn();
    t.wait_for_tail(&ASK);
    t.key(Key::CtrlD);
    t.wait_for("No more moves.");
    // userFirst fails at the end of the input: the -g goal failed.
    assert_eq!(t.wait_exit(), 1, "{}", t.screen());
}

/// A program that asks without ending the line, reads, and asks again.
const QUESTIONS: &str = "write('Name? '), read(X), write(got(X)), nl, write('Again? '), read(Y), write(got(Y)), nl";

#[test]
fn the_prompt_follows_swi_rule_for_a_question_on_the_same_line() {
    let mut t = hornbook(&["-g", QUESTIONS, "-t", "halt"]).spawn();
    // Nothing was read from the terminal yet and the output line is not
    // empty: no prompt (SWI-Prolog shows `Name? ` alone).
    t.wait_for_tail(&["Name?"]);
    assert_eq!(t.cursor(), (0, 6));
    t.send_line("alice.");
    // A line was read: the next read starts a new line, so it prompts.
    t.wait_for_tail(&["Name? alice.", "got(alice)", "Again? |:"]);
    t.send_line("bob.");
    t.wait_for_tail(&["Again? |: bob.", "got(bob)", ""]);
    assert_eq!(t.wait_exit(), 0);
}

#[test]
fn prompt_2_and_prompt1_1_change_the_prompt_and_a_term_may_span_lines() {
    let goal =
        "prompt1('first> '), read(X), print(X), nl, prompt(Old, 'next> '), print(Old), nl, read(Y), print(Y), nl";
    let mut t = hornbook(&["-g", goal, "-t", "halt"]).spawn();
    t.wait_for_tail(&["first>"]);
    t.send_line("foo(");
    // A continuation line of the same term gets the ordinary prompt.
    t.wait_for_tail(&["first> foo(", "|:"]);
    t.send_line("bar).");
    t.wait_for_tail(&["|: bar).", "foo(bar)", "'|: '", "next>"]);
    t.send_line("baz.");
    t.wait_for_tail(&["next> baz.", "baz", ""]);
    assert_eq!(t.wait_exit(), 0);
}

#[test]
fn character_and_line_reads_flush_output_and_prompt_too() {
    let goal = "write('Line? '), nl, read_line_to_string(user_input, L), print(L), nl, \
                write('Char? '), get_char(C), print(C), nl, get_char(D), print(D), nl";
    let mut t = hornbook(&["-g", goal, "-t", "halt"]).spawn();
    t.wait_for_tail(&["Line?", "|:"]);
    t.send_line("hello world");
    t.wait_for_tail(&["|: hello world", "\"hello world\"", "Char? |:"]);
    t.send_line("xy");
    // The rest of the line is read without a new prompt.
    t.wait_for_tail(&["Char? |: xy", "x", "y", ""]);
    assert_eq!(t.wait_exit(), 0);
}

#[test]
fn end_of_file_from_the_terminal_reads_as_end_of_file_and_the_terminal_can_be_read_again() {
    let goal = "read(X), print(X), nl, read(Y), print(Y), nl";
    let mut t = hornbook(&["-g", goal, "-t", "halt"]).spawn();
    t.wait_for_tail(&["|:"]);
    t.key(Key::CtrlD);
    t.wait_for_tail(&["|: end_of_file", "|:"]);
    t.send_line("again.");
    t.wait_for_tail(&["|: again.", "again", ""]);
    assert_eq!(t.wait_exit(), 0);
}

#[test]
fn errors_are_written_in_order_with_the_output() {
    let goal = "write(before), nl, format(user_error, \"on error~n\", []), write(after), nl, read(_)";
    let mut t = hornbook(&["-g", goal, "-t", "halt"]).spawn();
    t.wait_for_tail(&["before", "on error", "after", "|:"]);
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0);
}

/// Without a terminal there is no prompt, and piped output is complete.
#[test]
fn piped_standard_input_shows_no_prompt() {
    let out = process::hornbook(&["-g", "write('Name? '), read(X), print(X), nl, read(Y), print(Y), nl", "-t", "halt"])
        .input("foo.\nbar.\n")
        .run();
    assert!(out.status.success(), "{:?}: {}", out.status, out.stderr);
    assert_eq!(out.stdout, "Name? foo\nbar\n");
}

const TTY_STREAMS: &str = "forall(stream_property(S, tty(T)), (stream_property(S, alias(A)), write(A-T), nl))";

#[test]
fn the_standard_streams_of_a_terminal_have_the_tty_property() {
    let mut t = hornbook(&["-g", TTY_STREAMS, "-t", "halt"]).spawn();
    assert_eq!(t.wait_exit(), 0);
    assert_eq!(t.screen(), "user_input-true\nuser_output-true\nuser_error-true");
}

#[test]
fn piped_streams_have_no_tty_property() {
    let out = process::hornbook(&["-g", TTY_STREAMS, "-t", "halt"]).run();
    assert!(out.status.success(), "{:?}: {}", out.status, out.stderr);
    assert_eq!(out.stdout, "");
}

#[test]
fn get_single_char_takes_one_key_without_enter_and_without_echo() {
    let goal = "write('Continue? (y/n) '), get_single_char(C), nl, format('got ~c (~d)~n', [C, C]), \
                write('Another key: '), get_single_char(D), nl, format('then ~c~n', [D])";
    let mut t = hornbook(&["-g", goal, "-t", "halt"]).spawn();
    let screen = t.wait_for_tail(&["Continue? (y/n)"]);
    assert_eq!(screen, "Continue? (y/n)", "the question is shown before the key, no prompt");
    t.send("y");
    let screen = t.wait_for_tail(&["Continue? (y/n)", "got y (121)", "Another key:"]);
    assert!(!screen.contains("(y/n) y"), "the key is not echoed:\n{screen}");
    // A non-ASCII key is one character.
    t.send("é");
    let screen = t.wait_for_tail(&["got y (121)", "Another key:", "then é", ""]);
    assert!(!screen.contains("key: é"), "the key is not echoed:\n{screen}");
    assert_eq!(t.wait_exit(), 0);
}

#[test]
fn ctrl_c_at_get_single_char_opens_the_menu_and_the_key_is_read_after_it() {
    let mut t = hornbook(&[]).spawn();
    t.wait_for_prompt("?-");
    // The question is flushed once the terminal is in key mode: Ctrl-C
    // typed after it is a signal, not a key.
    t.send_line("write('key? '), get_single_char(C).");
    t.wait_for_tail(&["?- write('key? '), get_single_char(C).", "key?"]);
    t.key(Key::CtrlC);
    t.wait_for("Action (h for help) ?");
    t.send("c");
    t.wait_for("continue");
    t.send("q");
    t.wait_for_tail(&["C = 113.", "", "?-"]);
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0);
}
