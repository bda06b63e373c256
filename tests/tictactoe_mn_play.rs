//! The m x n tic-tac-toe (programs/tictactoe_mn.pl) played as a person
//! plays it: `play.` at the toplevel of a terminal, the settings answered
//! one line at a time, moves typed as Row-Col., an illegal move refused
//! with the reason, the game played to its verdict. And the same game with
//! the moves on a pipe, and play/3's errors.

use crate::support::process;
use crate::support::pty::{hornbook, Key, Session};

/// The board after the player's 0-1 and the computer's answer in the
/// corner (rule 1), on 5x5: the open 3x3 area marked with ·.
const AFTER_FIRST_ANSWER: [&str; 6] =
    ["   0 1 2 3 4", " 0 ○─●─·─┬─┐", " 1 ·─·─·─┼─┤", " 2 ·─·─·─┼─┤", " 3 ├─┼─┼─┼─┤", " 4 └─┴─┴─┴─┘"];

const ASK: &str = "Petya (●): Row-Col.:";

/// Types a move after the question and waits for the computer's answer
/// and the question again.
fn play_move(t: &mut Session, text: &str, answer: &str) {
    t.send_line(text);
    t.wait_until(&format!("the answer {answer} to {text}, then the question"), |s| {
        let rows = &s.rows;
        let Some(at) = rows.iter().rposition(|r| r == &format!("{ASK} {text}")) else { return false };
        rows[at..].iter().any(|r| r == &format!("computer (○): {answer}")) && s.tail(1) == [ASK]
    });
}

#[test]
fn a_game_through_play_from_the_toplevel() {
    let mut t = hornbook(&["programs/tictactoe_mn.pl"]).size(40, 80).spawn();
    t.wait_for_prompt("?-");
    t.send_line("play.");
    t.wait_for_tail(&["?- play.", "Your name (Enter for player):"]);
    t.send_line("Petya");
    t.wait_for_tail(&["Rows, 3 to 30 (Enter for 15):"]);
    t.send_line("2");
    t.wait_for_tail(&["Please give a whole number from 3 to 30.", "Rows, 3 to 30 (Enter for 15):"]);
    t.send_line("5");
    t.wait_for_tail(&["Columns, 3 to 30 (Enter for 15):"]);
    t.send_line("5");
    t.wait_for_tail(&["Your stones, dark or light (Enter for dark):"]);
    t.send_line("d");
    t.wait_for_tail(&["Who moves first, you or computer (Enter for you):"]);
    t.send_line("");
    // The empty board: the grid only, every intersection open.
    t.wait_for_tail(&[
        "   0 1 2 3 4",
        " 0 ┌─┬─┬─┬─┐",
        " 1 ├─┼─┼─┼─┤",
        " 2 ├─┼─┼─┼─┤",
        " 3 ├─┼─┼─┼─┤",
        " 4 └─┴─┴─┴─┘",
        ASK,
    ]);
    // Next to a corner of the board: the computer takes the corner.
    play_move(&mut t, "0-1.", "0-0");
    let mut want: Vec<&str> = vec!["computer (○): 0-0", ""];
    want.extend(AFTER_FIRST_ANSWER);
    want.push(ASK);
    t.wait_for_tail(&want);

    // Illegal moves are refused with the reason, and asked again.
    t.send_line("4-4.");
    t.wait_for_tail(&[&format!("{ASK} 4-4."), "4-4 is outside the 3x3 area still open (marked ·).", ASK]);
    t.send_line("0-0.");
    t.wait_for_tail(&[&format!("{ASK} 0-0."), "0-0 is taken.", ASK]);
    t.send_line("7-1.");
    t.wait_for_tail(&[&format!("{ASK} 7-1."), "7-1 is not on the board: rows 0..4, columns 0..4.", ASK]);
    t.send_line("b2.");
    t.wait_for_tail(&[&format!("{ASK} b2."), "Give the move as Row-Col. (or quit.), for example 2-3.", ASK]);

    play_move(&mut t, "1-1.", "2-1");
    play_move(&mut t, "1-0.", "1-2");
    play_move(&mut t, "2-0.", "0-2");
    // The ninth stone fills the area: a draw, and the query succeeds.
    t.send_line("2-2.");
    t.wait_for_tail(&[
        "   0 1 2 3 4",
        " 0 ○─●─○─┬─┐",
        " 1 ●─●─○─┼─┤",
        " 2 ●─○─●─┼─┤",
        " 3 ├─┼─┼─┼─┤",
        " 4 └─┴─┴─┴─┘",
        "Draw!",
        "true.",
        "",
        "?-",
    ]);
    // The stones were drawn in colour, the grid too.
    let transcript = t.transcript();
    assert!(transcript.contains("\x1b[1;31m●\x1b[0m"), "dark stones in colour");
    assert!(transcript.contains("\x1b[1;37m○\x1b[0m"), "light stones in colour");
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0, "{}", t.screen());
}

#[test]
fn the_computer_moving_first_wins_a_game_and_says_so() {
    // 3x3, the computer first with the dark stones: its first stone goes
    // in the centre, it answers the player's edge in a corner, then sets a
    // fork (rule 5) and wins.
    let mut t = hornbook(&["programs/tictactoe_mn.pl"]).size(40, 80).spawn();
    t.wait_for_prompt("?-");
    t.send_line("play(3, 3, [stone(light), first(computer)]).");
    let ask = "player (○): Row-Col.:";
    t.wait_for_tail(&["computer (●): 1-1", "", "   0 1 2", " 0 ·─·─·", " 1 ·─●─·", " 2 ·─·─·", ask]);
    let moves = [("0-1.", "0-0"), ("2-2.", "1-0"), ("2-0.", "1-2")];
    for (i, (text, answer)) in moves.into_iter().enumerate() {
        t.send_line(text);
        // Until the last move, the next move is typed only when the
        // question is on the screen again.
        let last = i == moves.len() - 1;
        t.wait_until(&format!("the answer {answer} to {text}"), |s| {
            let Some(at) = s.rows.iter().rposition(|r| r == &format!("{ask} {text}")) else { return false };
            s.rows[at..].iter().any(|r| r == &format!("computer (●): {answer}")) && (last || s.tail(1) == [ask])
        });
    }
    let text = t.wait_for_prompt("?-");
    assert!(text.contains(" 0 ●─○─·\n 1 ●─●─●\n 2 ○─·─○\nWinner: computer!\ntrue."), "{text}");
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0, "{}", t.screen());
}

/// hornbook with the program, `goal`, and `input` on standard input.
fn piped(goal: &str, input: &str) -> (i32, String, String) {
    let out = process::hornbook(&["programs/tictactoe_mn.pl", "-g", goal, "-t", "halt"]).input(input).run();
    (out.code().unwrap_or(-1), out.stdout, out.stderr)
}

#[test]
fn a_piped_game_has_no_colour_and_ends_at_the_end_of_the_input() {
    let (code, out, err) = piped("play", "Petya\n5\n5\ndark\nyou\n0-1.\n1-1.\n");
    assert_eq!(code, 0, "{out}\n{err}");
    assert!(!out.contains('\x1b'), "no colour on a pipe:\n{out}");
    assert!(out.contains("computer (○): 0-0\n"), "{out}");
    assert!(out.contains("computer (○): 2-1\n"), "{out}");
    assert!(out.ends_with("Petya (●): Row-Col.: \nGame abandoned.\n"), "{out}");

    // explain(true): each of the computer's moves with its rule.
    let (code, out, err) = piped("play(5, 5, [explain(true)])", "0-1.\n1-1.\n");
    assert_eq!(code, 0, "{out}\n{err}");
    assert!(out.contains("computer (○): 0-0 (rule 1: next to the first stone, diagonally or in a corner)\n"), "{out}");
    assert!(out.contains("computer (○): 2-1 (rule 3: a block that allows no fork)\n"), "{out}");

    let (code, out, _) = piped("play", "Petya\n");
    assert_eq!(code, 0);
    assert!(out.ends_with("No game.\n"), "{out}");

    let (code, out, _) = piped("play(3, 3, [])", "quit.\n");
    assert_eq!(code, 0);
    assert!(out.ends_with("Game abandoned.\n"), "{out}");
}

#[test]
fn play_rejects_bad_settings_with_errors() {
    for (goal, error) in [
        ("play(2, 5, [])", "domain_error(board_size,2)"),
        ("play(5, 31, [])", "domain_error(board_size,31)"),
        ("play(five, 5, [])", "type_error(integer,five)"),
        ("play(_, 5, [])", "instantiation_error"),
        ("play(5, 5, [stone(red)])", "domain_error(play_option,stone(red))"),
        ("play(5, 5, first)", "type_error(list,first)"),
    ] {
        let (code, out, err) = piped(&format!("catch({goal}, error(E, _), (write(E), nl))"), "");
        assert_eq!(code, 0, "{goal}: {err}");
        assert_eq!(out, format!("{error}\n"), "{goal}");
    }
}

#[test]
fn ctrl_c_during_a_game_aborts_it_and_the_read_prompt_comes_back() {
    let mut t = hornbook(&["programs/tictactoe_mn.pl"]).size(40, 80).spawn();
    t.wait_for_prompt("?-");
    t.send_line("play(3, 3, []).");
    let ask = "player (●): Row-Col.:";
    t.wait_for_tail(&[" 2 └─┴─┘", ask]);
    t.key(Key::CtrlC);
    t.wait_for("Action (h for help) ?");
    t.send("a");
    t.wait_for_prompt("?-");
    // The game switched the `|: ` prompt off while it ran; it is back.
    t.send_line("read(X).");
    t.wait_for_tail(&["?- read(X).", "|:"]);
    t.send_line("done.");
    t.wait_for("X = done.");
    t.wait_for_prompt("?-");
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0, "{}", t.screen());
}
