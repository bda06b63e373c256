//! The shipped programs used from the toplevel, through a terminal, as a
//! student uses them: load the program, type a query at the `?- ` prompt,
//! answer the program's questions, ask for more answers with `;` (one key,
//! no Enter) and stop with Enter, as in SWI-Prolog.

use crate::support::pty::{hornbook, Key, Screen};

/// The index of the last row equal to `row`.
fn last_row(s: &Screen, row: &str) -> Option<usize> {
    s.rows.iter().rposition(|r| r == row)
}

#[test]
fn tictactoe_from_the_toplevel_is_played_to_the_end() {
    let mut t = hornbook(&["programs/tictactoe.pl"]).spawn();
    t.wait_for_prompt("?-");
    t.send_line("userFirst.");
    t.wait_for_tail(&["?- userFirst.", "Make your move:", "|:"]);
    #[rustfmt::skip]
    let moves: [(&str, &[&str]); 5] = [
        ("[1,1].", &["Your move:", "[x,a,a]", "[a,a,a]", "[a,a,a]",
                     "Computer's move:", "[x,a,a]", "[a,o,a]", "[a,a,a]", "Make your move:", "|:"]),
        ("[3,3].", &["Your move:", "[x,a,a]", "[a,o,a]", "[a,a,x]",
                     "Computer's move:", "[x,o,a]", "[a,o,a]", "[a,a,x]", "Make your move:", "|:"]),
        ("[3,2].", &["Your move:", "[x,o,a]", "[a,o,a]", "[a,x,x]",
                     "Computer's move:", "[x,o,a]", "[a,o,a]", "[o,x,x]", "Make your move:", "|:"]),
        ("[1,3].", &["Your move:", "[x,o,x]", "[a,o,a]", "[o,x,x]",
                     "Computer's move:", "[x,o,x]", "[a,o,o]", "[o,x,x]", "Make your move:", "|:"]),
        ("[2,1].", &["Your move:", "[x,o,x]", "[x,o,o]", "[o,x,x]", "We have a tie!"]),
    ];
    for (text, shown) in moves {
        t.send(text);
        t.wait_for_tail(&["Make your move:", &format!("|: {text}")]);
        t.key(Key::Enter);
        let mut want = vec![format!("|: {text}")];
        want.extend(shown.iter().map(|s| s.to_string()));
        t.wait_until(&format!("{want:#?} after the move"), |s| {
            let Some(at) = last_row(s, &want[0]) else { return false };
            s.rows.len() >= at + want.len() && s.rows[at..at + want.len()] == want[..]
        });
    }
    // userFirst succeeds deterministically: `true.`, then the prompt again.
    let screen = t.wait_for_prompt("?-");
    let tie = screen.rfind("We have a tie!").expect("the verdict");
    assert!(screen[tie..].contains("\ntrue."), "{screen}");
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0, "{}", t.screen());
}

#[test]
fn freecell_gives_a_second_solution_for_semicolon_and_stops_at_enter() {
    // solve/3 deals at random and, like the report's program, cuts after
    // its first solution (every make_move/9 clause ends in `!`); a second
    // solution is the one for the next deal.
    let mut t = hornbook(&["programs/freecell.pl"]).size(40, 100).spawn();
    t.wait_for_prompt("?-");
    t.send_line("between(1, 3, Seed), set_random(seed(Seed)), solve(4, 2, S).");
    // An answer waiting for a key: the bindings, the last one ending the
    // text written so far.
    let waiting = |s: &Screen, seed: &str| {
        let lines = s.lines();
        lines.contains(&format!("Seed = {seed},\nS = [")) && lines.ends_with(']')
    };
    let first = t.wait_until("the first answer", |s| waiting(s, "1")).lines();
    assert!(!first.contains("Seed = 2"), "only one answer before a key is pressed:\n{first}");
    t.send(";");
    let second = t.wait_until("the second answer", |s| waiting(s, "2")).lines();
    let first_answer = &second[second.find("Seed = 1,").unwrap()..second.find("Seed = 2,").unwrap()];
    assert!(first_answer.trim_end().ends_with("] ;"), "`;` is shown after the first answer:\n{second}");
    t.key(Key::Enter);
    let done = t.wait_until("the prompt after the answers", |s| s.tail(1) == ["?-"]).lines();
    let second_answer = &done[done.find("Seed = 2,").unwrap()..];
    let stop = second_answer.lines().find(|l| l.starts_with("S = [")).expect("the second S");
    // As in SWI-Prolog 9: the full stop follows the space the answer
    // ended with while it waited for a key.
    assert!(stop.ends_with("] ."), "Enter ends the answer with a full stop:\n{done}");
    assert!(!done.contains("Seed = 3"), "{done}");
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0, "{}", t.screen());
}

#[test]
fn a_read_from_a_query_prompts_and_the_rest_of_its_line_is_the_next_query() {
    let mut t = hornbook(&[]).spawn();
    t.wait_for_prompt("?-");
    t.send_line("read(X).");
    t.wait_for_tail(&["?- read(X).", "|:"]);
    // As in SWI-Prolog, what follows the term on the line is not lost: it
    // is the next query.
    t.send_line("foo. Y = 1.");
    let screen = t.wait_for_prompt("?-");
    let after = &screen[screen.find("|: foo. Y = 1.").expect("the line typed")..];
    let foo = after.find("X = foo.").expect("the answer to read(X)");
    assert!(after[foo..].contains("Y = 1."), "the rest of the line ran as a query:\n{screen}");
    // A question on the same line as the query's output: no `|: ` before it.
    t.send_line("write('Move? '), read(Z).");
    t.wait_for_tail(&["?- write('Move? '), read(Z).", "Move?"]);
    t.send_line("bar.");
    t.wait_for("Z = bar.");
    t.wait_for_prompt("?-");
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0, "{}", t.screen());
}

#[test]
fn ctrl_c_at_a_programs_question_offers_the_interrupt_menu() {
    let mut t = hornbook(&["programs/tictactoe.pl"]).spawn();
    t.wait_for_prompt("?-");
    t.send_line("userFirst.");
    t.wait_for_tail(&["?- userFirst.", "Make your move:", "|:"]);
    // Ctrl-C while the program waits for a move: the menu at once.
    t.key(Key::CtrlC);
    t.wait_for("Action (h for help) ?");
    // Continue: the program asks for its move again.
    t.send("c");
    t.wait_until("the question again after `continue`", |s| s.tail(1) == ["|:"] && s.text().contains("continue"));
    t.send_line("[1,1].");
    t.wait_for_tail(&["Make your move:", "|:"]);
    assert!(t.screen().contains("Computer's move:"), "{}", t.screen());
    // Abort: back to the toplevel, the program still loaded.
    t.key(Key::CtrlC);
    t.wait_until("the menu a second time", |s| s.text().matches("Action (h for help) ?").count() == 2);
    t.send("a");
    t.wait_for_prompt("?-");
    t.send_line("userFirst.");
    t.wait_for_tail(&["?- userFirst.", "Make your move:", "|:"]);
    t.key(Key::CtrlD);
    t.wait_for("No more moves.");
    t.wait_for_prompt("?-");
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0, "{}", t.screen());
}
