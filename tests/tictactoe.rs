//! Tic-tac-toe (programs/tictactoe.pl): the computer must never lose.
//! tests/programs/tictactoe_all_games.pl plays makeStep/3 against every
//! possible sequence of the player's moves in one hornbook process; a second
//! test plays one game through userFirst with the moves on standard input.

use crate::support::process::hornbook;

/// "name: games G won W drawn D lost L stuck S" -> (G, W, D, L, S)
fn counts(stdout: &str, name: &str) -> (u32, u32, u32, u32, u32) {
    let line = stdout
        .lines()
        .find(|l| l.starts_with(&format!("{name}: ")))
        .unwrap_or_else(|| panic!("no line for {name} in\n{stdout}"));
    let words: Vec<&str> = line.split_whitespace().collect();
    let num = |key: &str| -> u32 {
        let i = words.iter().position(|w| *w == key).unwrap_or_else(|| panic!("{key} missing in {line}"));
        words[i + 1].parse().unwrap_or_else(|_| panic!("bad number after {key} in {line}"))
    };
    (num("games"), num("won"), num("drawn"), num("lost"), num("stuck"))
}

#[test]
fn computer_never_loses() {
    let out =
        hornbook(&["programs/tictactoe.pl", "tests/programs/tictactoe_all_games.pl", "-g", "all_games", "-t", "halt"])
            .run();
    let stdout = &out.stdout;
    assert!(out.status.success(), "exit {:?}\n{stdout}\n{}", out.status, out.stderr);
    print!("{stdout}");

    let (games, won, drawn, lost, stuck) = counts(stdout, "computer first");
    assert_eq!((lost, stuck), (0, 0), "{stdout}");
    assert_eq!(games, won + drawn);
    assert_eq!((games, won, drawn), (91, 87, 4), "{stdout}");

    let (games, won, drawn, lost, stuck) = counts(stdout, "computer second");
    assert_eq!((lost, stuck), (0, 0), "{stdout}");
    assert_eq!(games, won + drawn);
    assert_eq!((games, won, drawn), (457, 346, 111), "{stdout}");

    assert!(stdout.contains("lost games: 0\n"), "{stdout}");
}

/// Runs `goal` with the moves `input` on standard input.
fn play(goal: &str, input: &str) -> (std::process::ExitStatus, String, String) {
    let out = hornbook(&["programs/tictactoe.pl", "-g", goal, "-t", "halt"]).input(input).run();
    (out.status, out.stdout, out.stderr)
}

#[test]
fn one_game_through_user_first() {
    let (status, stdout, stderr) = play("userFirst", "[1,1].\n[3,3].\n[3,2].\n[1,3].\n[2,1].\n");
    assert!(status.success(), "exit {status:?}\n{stdout}\n{stderr}");
    let expected = "\
Make your move:
Your move:
[x,a,a]
[a,a,a]
[a,a,a]
Computer's move:
[x,a,a]
[a,o,a]
[a,a,a]
Make your move:
Your move:
[x,a,a]
[a,o,a]
[a,a,x]
Computer's move:
[x,o,a]
[a,o,a]
[a,a,x]
Make your move:
Your move:
[x,o,a]
[a,o,a]
[a,x,x]
Computer's move:
[x,o,a]
[a,o,a]
[o,x,x]
Make your move:
Your move:
[x,o,x]
[a,o,a]
[o,x,x]
Computer's move:
[x,o,x]
[a,o,o]
[o,x,x]
Make your move:
Your move:
[x,o,x]
[x,o,o]
[o,x,x]
We have a tie!
";
    assert_eq!(stdout, expected);
}

#[test]
fn one_game_through_computer_first() {
    // the player leaves the computer a row: it wins
    let (status, stdout, stderr) = play("computerFirst", "[1,2].\n[2,2].\n");
    assert!(status.success(), "exit {status:?}\n{stdout}\n{stderr}");
    assert!(stdout.starts_with("Computer's move:\n[o,a,a]\n[a,a,a]\n[a,a,a]\nMake your move:\n"), "{stdout}");
    assert!(stdout.ends_with("Computer won.\n"), "{stdout}");
}

#[test]
fn a_taken_cell_is_asked_again() {
    let (status, stdout, stderr) = play("userFirst", "[2,2].\n[2,2].\n[9,9].\nfoo.\n[3,3].\n[1,2].\n[2,1].\n[3,1].\n");
    assert!(status.success(), "exit {status:?}\n{stdout}\n{stderr}");
    assert_eq!(stdout.matches("Give a free cell as [Row,Col].").count(), 3, "{stdout}");
    let last = stdout.lines().last().unwrap();
    assert_eq!(last, "We have a tie!", "{stdout}");
}
