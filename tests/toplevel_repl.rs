//! The toplevel's faults a class meets in its first hour, each as it was
//! reproduced in a pseudo-terminal, side by side with SWI-Prolog 9:
//! answers after output without a newline, `[user]`, the continuation
//! prompt, file-name completion, the Ctrl-C menu's exit status, the
//! answer prompt's keys, edit/1 handing the terminal to the editor.

use crate::support::pty::{hornbook, Key};

#[test]
fn an_answer_starts_on_a_line_of_its_own_after_output_without_a_newline() {
    let mut t = hornbook(&[]).spawn();
    t.wait_for_prompt("?-");
    t.send_line("write(hi).");
    t.wait_for_tail(&["?- write(hi).", "hi", "true.", "", "?-"]);
    t.send_line("member(X,[1,2]), write(X).");
    t.wait_for_tail(&["?- member(X,[1,2]), write(X).", "1", "X = 1"]);
    t.send(";");
    t.wait_for_tail(&["1", "X = 1 ;", "2", "X = 2.", "", "?-"]);
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0);
}

#[test]
fn user_reads_clauses_after_the_prompt_until_ctrl_d() {
    let mut t = hornbook(&[]).spawn();
    t.wait_for_prompt("?-");
    t.send_line("[user].");
    t.wait_for_prompt("|:");
    t.send_line("foo(1).");
    t.wait_for_tail(&["|: foo(1).", "|:"]);
    t.send_line("foo(X) :- X = 2.");
    t.wait_for_tail(&["|: foo(X) :- X = 2.", "|:"]);
    t.key(Key::CtrlD);
    t.wait_for_tail(&["true.", "", "?-"]);
    t.wait_for("% user://1 compiled ");
    t.send_line("foo(X).");
    t.wait_for_tail(&["?- foo(X).", "X = 1"]);
    t.send(";");
    t.wait_for_tail(&["X = 1 ;", "X = 2.", "", "?-"]);
    // consult(user) is the same; a rule typed at ?- says where rules go.
    t.send_line("consult(user).");
    t.wait_for_prompt("|:");
    t.send_line("bar.");
    t.key(Key::CtrlD);
    t.wait_for_tail(&["true.", "", "?-"]);
    t.send_line("foo(X) :- bar.");
    t.wait_for("Rules must be loaded from a file");
    t.wait_for_prompt("?-");
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0);
}

#[test]
fn a_query_continued_on_the_next_line_shows_the_continuation_prompt() {
    let mut t = hornbook(&[]).spawn();
    t.wait_for_prompt("?-");
    t.send_line("member(X,");
    t.wait_for_tail(&["?- member(X,", "|"]);
    t.send_line("[1]).");
    t.wait_for_tail(&["?- member(X,", "|    [1]).", "X = 1.", "", "?-"]);
    // Also inside a quoted item that spans lines.
    t.send_line("X = \"abc");
    t.wait_for_tail(&["?- X = \"abc", "|"]);
    t.send_line("def\".");
    t.wait_for_tail(&["|    def\".", "X = \"abc\\ndef\".", "", "?-"]);
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0);
}

#[test]
fn file_names_complete_as_quoted_atoms_inside_a_consult() {
    let mut t = hornbook(&[]).spawn();
    t.wait_for_prompt("?-");
    t.send("consult(Cargo.t");
    t.key(Key::Tab);
    t.wait_for_tail(&["?- consult('Cargo.toml'"]);
    t.key(Key::CtrlC);
    t.wait_for_prompt("?-");
    t.send("[progr");
    t.key(Key::Tab);
    t.wait_for_tail(&["?- ['programs/"]);
    t.send("tictactoe_mn_p");
    t.key(Key::Tab);
    t.wait_for_tail(&["?- ['programs/tictactoe_mn_play.pl'"]);
    t.send("].");
    t.key(Key::Enter);
    t.wait_for_tail(&["true.", "", "?-"]);
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0);
}

#[test]
fn e_at_the_ctrl_c_menu_exits_with_status_4() {
    let mut t = hornbook(&[]).spawn();
    t.wait_for_prompt("?-");
    t.send_line("repeat, fail.");
    t.wait_for_tail(&["?- repeat, fail.", ""]);
    t.key(Key::CtrlC);
    t.wait_for("Action (h for help) ?");
    t.send("e");
    assert_eq!(t.wait_exit(), 4);
}

#[test]
fn a_control_key_at_the_answer_prompt_is_shown_in_caret_notation() {
    let mut t = hornbook(&[]).spawn();
    t.wait_for_prompt("?-");
    t.send_line("member(X, [a,b]).");
    t.wait_for_tail(&["X = a"]);
    t.send("\x0c");
    t.wait_for_tail(&["X = a", "Unknown action: ^L (h for help)", "Action?"]);
    t.send(";");
    t.wait_for_tail(&["Action? ;", "X = b.", "", "?-"]);
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0);
}

/// edit/1 hands the terminal to $EDITOR (here a script that asks for the
/// new text on the terminal), waits for it, and reloads the file.
#[test]
fn edit_gives_the_terminal_to_the_editor_and_reloads_the_file_after_it() {
    let dir = crate::support::temp::TempDir::new("repl_edit");
    let file = dir.file("greet.pl", "hello :- write(old), nl.\n");
    let editor = dir.file(
        "editor.sh",
        "#!/bin/sh\nprintf 'editing line %s; new word? ' \"$1\"\nread word\nsed -i \"s/old/$word/\" \"$2\"\n",
    );
    std::fs::set_permissions(&editor, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    let mut t = hornbook(&["-q", file.to_str().unwrap()]).env("EDITOR", editor.to_str().unwrap()).spawn();
    t.wait_for_prompt("?-");
    t.send_line("edit(hello).");
    t.wait_for("editing line +1; new word?");
    t.send_line("new");
    t.wait_for_tail(&["true.", "", "?-"]);
    t.send_line("hello.");
    t.wait_for_tail(&["?- hello.", "new", "true.", "", "?-"]);
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0);
}
