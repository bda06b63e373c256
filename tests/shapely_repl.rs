//! Shapely Squares (programs/shapely_squares.pl) from the toplevel, through
//! a terminal: load the program, ask `shapely_square(1).` and read the
//! puzzle beside its solution as the report's display_game/3 prints it.

use crate::support::pty::{hornbook, Key};

#[test]
fn shapely_square_1_at_the_prompt_prints_the_board_beside_its_solution() {
    // the board, the statistics and the runtimes take about 40 rows
    let mut t = hornbook(&["programs/shapely_squares.pl"]).size(60, 100).spawn();
    t.wait_for_prompt("?-");
    t.send_line("shapely_square(1).");
    let last_row = " | C | T | D |   | C | Q | T | 22  | 4 | 1 | 5 | 7 | 4 | 0 | 1 | 22";
    t.wait_for(last_row);
    // labeling/2 may leave choicepoints: the answer either ends the query
    // or waits for `;`; Enter stops it
    let screen = t.wait_until("the answer", |s| {
        let tail = s.tail(1);
        tail == ["true."] || tail == ["true"] || tail.first().is_some_and(|r| r.starts_with("true"))
    });
    if !screen.text().contains("true.") {
        t.key(Key::Enter);
    }
    let screen = t.wait_for_prompt("?-");
    let board: Vec<&str> = [
        " S - Star",
        " Q - Square",
        " D - Diamond",
        " C - Circle",
        " T - Triangle",
        " K - Knight",
        " H - Heart",
        " -----------------------------     -----------------------------",
        " | Q | K |   | D | Q | C |   | 23  | 0 | 3 | 6 | 9 | 0 | 4 | 1 | 23",
        " -----------------------------     -----------------------------",
        " | Q | Q | T | C | Q | Q |   | 20  | 5 | 0 | 4 | 4 | 5 | 0 | 2 | 20",
        " -----------------------------     -----------------------------",
        " | C |   | T | D | K | Q | T | 26  | 4 | 1 | 2 | 7 | 6 | 5 | 1 | 26",
        " -----------------------------     -----------------------------",
        " | H | Q | T |   | D |   | Q | 20  | 7 | 0 | 1 | 1 | 9 | 2 | 0 | 20",
        " -----------------------------     -----------------------------",
        " | H | C | D | C | S | Q | Q | 26  | 3 | 4 | 7 | 4 | 3 | 0 | 5 | 26",
        " -----------------------------     -----------------------------",
        " | Q | T | Q | Q | Q | Q | K | 19  | 5 | 2 | 0 | 5 | 0 | 5 | 2 | 19",
        " -----------------------------     -----------------------------",
        last_row,
        " -----------------------------     -----------------------------",
    ]
    .to_vec();
    let start = screen.find(" S - Star").unwrap_or_else(|| panic!("no legend:\n{screen}"));
    let shown: Vec<&str> = screen[start..].lines().filter(|l| !l.is_empty()).take(board.len()).collect();
    assert_eq!(shown, board, "{screen}");
    for word in ["Resumptions:", "Runtime :", " Total : "] {
        assert!(screen.contains(word), "{word:?} missing:\n{screen}");
    }
    t.key(Key::CtrlD);
    assert_eq!(t.wait_exit(), 0, "{}", t.screen());
}
