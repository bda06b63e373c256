//! The m x n tic-tac-toe of lecture 9 (programs/tictactoe_mn.pl).
//!
//! - Every game: tests/programs/tictactoe_mn_all_games.pl lets the
//!   computer play against every sequence of the opponent's moves (and
//!   follows each of its own random choices) on 3x3, 5x5 and 7x7 boards,
//!   moving first and second. The computer must never lose a game it could
//!   have saved: tests/programs/tictactoe_mn_solver.pl, a solver written
//!   without the program's predicates, says for every lost game that the
//!   opponent's first stone already won (on boards 5 wide or more, an
//!   opening on the board's edge two squares from the corners wins for the
//!   first player, whatever the lecture says).
//! - Every rule from 2 to 9 chooses the computer's move somewhere.
//! - Each rule on its own position, after the lecture's figures.
//! - The interface the lecture declares: new_game/2, move/4, isCorrect/3,
//!   gameOver/2.

use crate::support::process::hornbook;
use crate::support::temp::TempDir;
use std::collections::BTreeMap;

/// The output of a goal run with the program loaded; the goal must succeed.
fn run(goal: &str) -> String {
    let out = hornbook(&["programs/tictactoe_mn.pl", "-g", goal, "-t", "halt"]).run();
    let (stdout, stderr) = (out.stdout, out.stderr);
    assert!(out.status.success(), "{goal}: exit {:?}\n{stdout}\n{stderr}", out.status);
    assert!(stderr.is_empty(), "{goal}: unexpected diagnostics\n{stderr}");
    stdout
}

/// The summary that all_games/3 prints for one board and one first player.
#[derive(Debug, Default)]
struct Summary {
    counts: BTreeMap<String, u32>,
    rules: BTreeMap<String, u32>,
    text: String,
}

impl Summary {
    fn get(&self, key: &str) -> u32 {
        *self.counts.get(key).unwrap_or_else(|| panic!("no `{key}` in\n{}", self.text))
    }
}

/// "word N word N ..." after the first `skip` words -> map.
fn pairs(line: &str, skip: usize) -> BTreeMap<String, u32> {
    let words: Vec<&str> = line.split_whitespace().skip(skip).collect();
    words
        .chunks(2)
        .map(|kv| (kv[0].to_string(), kv[1].parse().unwrap_or_else(|_| panic!("bad number in {line}"))))
        .collect()
}

fn all_games(m: u32, n: u32, first: &str) -> Summary {
    let goal = format!("all_games({m}, {n}, {first})");
    let out = hornbook(&[
        "programs/tictactoe_mn.pl",
        "tests/programs/tictactoe_mn_solver.pl",
        "tests/programs/tictactoe_mn_all_games.pl",
        "-g",
        &goal,
        "-t",
        "halt",
    ])
    .run();
    let text = out.stdout;
    assert!(out.status.success(), "{goal}: exit {:?}\n{text}\n{}", out.status, out.stderr);
    print!("{text}");
    let head = format!("{m}x{n} computer {first}: ");
    let summary = text.lines().find(|l| l.starts_with(&head)).unwrap_or_else(|| panic!("no summary in\n{text}"));
    let rules = text.lines().find(|l| l.starts_with("rules:")).unwrap_or_else(|| panic!("no rules in\n{text}"));
    Summary { counts: pairs(summary, 3), rules: pairs(rules, 1), text }
}

/// Both games on one board, explored at the same time.
fn both_orders(m: u32, n: u32) -> (Summary, Summary) {
    let first = std::thread::spawn(move || all_games(m, n, "computer"));
    let second = all_games(m, n, "human");
    (first.join().expect("the computer-first exploration"), second)
}

/// The computer loses no game it could have saved, never answers with a
/// square that is not free and legal, and when it begins it never loses.
fn assert_no_avoidable_loss(first: &Summary, second: &Summary) {
    for s in [first, second] {
        assert_eq!(s.get("stuck"), 0, "a move that is not a free legal square\n{}", s.text);
        assert_eq!(s.get("blunders"), 0, "a move that lost a game that was not lost\n{}", s.text);
        assert_eq!(s.get("lost"), s.get("lost-openings"), "every lost game was lost at the first stone\n{}", s.text);
        assert!(s.get("won") + s.get("drawn") > 0, "{}", s.text);
    }
    assert_eq!(first.get("lost"), 0, "the computer began and lost\n{}", first.text);
    assert_eq!(first.rules["first"], 1, "{}", first.text);
}

/// The figures of an exploration: positions, the computer's decisions,
/// won, drawn and lost final positions. SWI-Prolog 9 running the same
/// files prints the same figures, so a change here is a change of the
/// rules or of the engine.
fn assert_figures(s: &Summary, want: [u32; 5]) {
    let got = ["positions", "decisions", "won", "drawn", "lost"].map(|k| s.get(k));
    assert_eq!(got, want, "positions, decisions, won, drawn, lost\n{}", s.text);
}

/// Rules 2 to 9 each chose the computer's move in at least one reachable
/// position of these explorations.
fn assert_rules_2_to_9_used(summaries: &[&Summary]) {
    for rule in 2..=9 {
        let key = format!("r{rule}");
        let uses: u32 = summaries.iter().map(|s| s.rules[&key]).sum();
        assert!(
            uses > 0,
            "rule {rule} never chose a move\n{}",
            summaries.iter().map(|s| s.text.as_str()).collect::<String>()
        );
    }
}

#[test]
fn every_game_on_3x3_is_won_or_drawn_by_the_computer() {
    let (first, second) = both_orders(3, 3);
    assert_no_avoidable_loss(&first, &second);
    // 3x3 is ordinary tic-tac-toe: no opening wins, so no game is lost.
    assert_eq!(second.get("lost"), 0, "{}", second.text);
    assert_figures(&first, [138, 70, 45, 4, 0]);
    assert_figures(&second, [1163, 660, 244, 16, 0]);
}

#[test]
fn every_game_on_5x5_is_won_drawn_or_lost_at_the_opening() {
    let (first, second) = both_orders(5, 5);
    assert_no_avoidable_loss(&first, &second);
    // The first stone in the middle of an edge wins for the opponent.
    assert!(second.text.contains("lost: [0-2,"), "{}", second.text);
    assert_rules_2_to_9_used(&[&first, &second]);
    // Rule 1 answers each of the 25 first stones.
    assert_eq!(second.rules["r1"], 25, "{}", second.text);
    assert_figures(&first, [653, 336, 231, 8, 0]);
    assert_figures(&second, [9084, 5142, 1998, 140, 22]);
}

#[test]
fn every_game_on_7x7_is_won_drawn_or_lost_at_the_opening() {
    let (first, second) = both_orders(7, 7);
    assert_no_avoidable_loss(&first, &second);
    assert_rules_2_to_9_used(&[&first, &second]);
    assert_eq!(second.rules["r1"], 49, "{}", second.text);
    // Moving first, the computer's first stone may go on any of the 3x3
    // squares two lines from the edges; each is followed.
    assert!(first.get("positions") > 9, "{}", first.text);
    assert_figures(&first, [5615, 2914, 1945, 72, 0]);
    assert_figures(&second, [25677, 14571, 5642, 376, 66]);
}

/// Which squares win for the first player, by the independent solver.
fn opening_wins(m: u32, n: u32, row: u32, col: u32) -> bool {
    let goal = format!("solver_board({m}, {n}), (loses(o, [x({row}, {col})]) -> write(wins) ; write(no))");
    let out = hornbook(&["tests/programs/tictactoe_mn_solver.pl", "-g", &goal, "-t", "halt"]).run();
    assert!(out.status.success(), "{goal}: {}", out.stderr);
    match out.stdout.as_str() {
        "wins" => true,
        "no" => false,
        other => panic!("{goal}: {other}"),
    }
}

#[test]
fn the_first_player_wins_by_opening_on_an_edge_two_squares_from_the_corners() {
    // 3x3 is ordinary tic-tac-toe: a draw from every opening.
    for (r, c) in [(0, 0), (0, 1), (1, 1)] {
        assert!(!opening_wins(3, 3, r, c), "3x3 opening {r}-{c}");
    }
    // 5x5: the middle of an edge wins; next to a corner, a corner or inside
    // it does not.
    assert!(opening_wins(5, 5, 0, 2));
    assert!(opening_wins(5, 5, 2, 0));
    for (r, c) in [(0, 0), (0, 1), (1, 1), (1, 2), (2, 2)] {
        assert!(!opening_wins(5, 5, r, c), "5x5 opening {r}-{c}");
    }
    // The lecture's 15x15 board: the edge wins there too.
    assert!(opening_wins(15, 15, 0, 7));
    assert!(!opening_wins(15, 15, 7, 7));
}

// ---------------------------------------------------------------------
// Each rule on a position of its own
// ---------------------------------------------------------------------

/// The rule that moves in `position` (a Prolog list of sq/3 on an m x n
/// board; the computer has `comp`) and the squares it chooses from.
fn rule_choice(m: u32, n: u32, position: &str, comp: &str) -> (String, String) {
    let human = if comp == "darkStone" { "lightStone" } else { "darkStone" };
    let goal = format!(
        "new_game({m}, {n}), P0 = {position}, msort(P0, P), getMoves(P, ML), \
         move(P, {comp}, {human}, ML, Rule, Moves), write(Rule), write(' '), write(Moves)"
    );
    let out = run(&goal);
    let (rule, moves) = out.split_once(' ').unwrap_or_else(|| panic!("{goal}: {out}"));
    (rule.to_string(), moves.to_string())
}

/// Does `goal` succeed with the program loaded?
fn holds(goal: &str) -> bool {
    run(&format!("({goal} -> write(yes) ; write(no))")) == "yes"
}

#[test]
fn rule_1_answers_a_first_stone_diagonally() {
    // Figure 9.1 (a): the first stone in the middle of the 15x15 board;
    // of the five kinds of answer only the diagonal neighbour does not
    // lose, and the program picks one of the four at random.
    let (rule, moves) = rule_choice(15, 15, "[sq(7,7,lightStone)]", "darkStone");
    assert_eq!((rule.as_str(), moves.as_str()), ("1", "[6-6,6-8,8-6,8-8]"));
    // Repair: a first stone on the edge next to a corner of the board is
    // answered in that corner (the diagonal squares lose there).
    let (rule, moves) = rule_choice(15, 15, "[sq(0,1,lightStone)]", "darkStone");
    assert_eq!((rule.as_str(), moves.as_str()), ("1", "[0-0]"));
    let (rule, moves) = rule_choice(3, 3, "[sq(1,0,darkStone)]", "lightStone");
    assert_eq!((rule.as_str(), moves.as_str()), ("1", "[0-0,2-0]"));
}

/// After dark plays `mv` in `position` (15x15), can light set a fork that
/// dark cannot answer with a win at once?
fn light_forks_after(position: &str, mv: &str) -> bool {
    holds(&format!(
        "new_game(15, 15), P = {position}, insert({mv}, darkStone, P, P1), getMoves(P1, ML1), \
         nextPosition(ML1, P1, lightStone, _, P2, ML2), \\+ block(ML2, P2, darkStone, _), \
         isFork(ML2, P2, lightStone)"
    ))
}

#[test]
fn rule_2_completes_a_row() {
    // Dark has two stones in row 7 with the square between them free
    // (7-7 and 7-9), light two stones below them (8-7 and 8-9): dark puts
    // the third stone between its two and wins.
    let p = "[sq(7,7,darkStone),sq(7,9,darkStone),sq(8,7,lightStone),sq(8,9,lightStone)]";
    assert_eq!(rule_choice(15, 15, p, "darkStone"), ("2".into(), "[7-8]".into()));
    assert!(holds(&format!("new_game(15, 15), insert(7-8, darkStone, {p}, P1), gameOver(P1, win(darkStone))")));
}

#[test]
fn rule_3_blocks_on_the_side_that_allows_no_fork() {
    // Figure 9.2: light has two stones side by side (7-7, 7-8), dark one
    // stone below the left one (8-7); dark is to move. It must block on the
    // left (7-6) or on the right (7-9); after the block on the left light
    // sets a fork at once, so dark blocks on the right (figure 9.2 (b)).
    let p = "[sq(7,7,lightStone),sq(7,8,lightStone),sq(8,7,darkStone)]";
    assert_eq!(rule_choice(15, 15, p, "darkStone"), ("3".into(), "[7-9]".into()));
    assert!(light_forks_after(p, "7-6"));
    assert!(!light_forks_after(p, "7-9"));
}

#[test]
fn rule_4_blocks_when_the_area_is_fixed() {
    // Light: 7-8, 7-9 and 9-7, three in a diagonal but for the centre 8-8;
    // dark: 7-7 and 8-7. The stones fix the area (rows 7-9, columns 7-9).
    // Every block lets light answer with a fork (so rule 3 does not
    // apply), but there is only one: dark blocks at 8-8 anyway.
    let p = "[sq(7,8,lightStone),sq(7,9,lightStone),sq(9,7,lightStone),sq(7,7,darkStone),sq(8,7,darkStone)]";
    assert_eq!(rule_choice(15, 15, p, "darkStone"), ("4".into(), "[8-8]".into()));
    assert!(holds(&format!("new_game(15, 15), P = {p}, getMoves(P, ML), isGamePlaceDefined(P, ML)")));
}

#[test]
fn rule_5_sets_a_fork() {
    // Light: 7-7, 7-8 and 9-7; dark: 8-7 and 7-9 (the area is rows 7-9,
    // columns 7-9). Dark at 8-9 makes two rows of two: row 8 (8-7, 8-9)
    // and column 9 (7-9, 8-9); light can block only one.
    let p = "[sq(7,7,lightStone),sq(7,8,lightStone),sq(9,7,lightStone),sq(8,7,darkStone),sq(7,9,darkStone)]";
    assert_eq!(rule_choice(15, 15, p, "darkStone"), ("5".into(), "[8-9]".into()));
    assert!(holds(&format!(
        "new_game(15, 15), insert(8-9, darkStone, {p}, P1), getMoves(P1, ML1), isFork(ML1, P1, darkStone)"
    )));
}

#[test]
fn rule_6_forces_a_block_and_then_sets_a_fork() {
    // Figures 9.3-9.6: dark has one stone at 7-7 and light has answered
    // it away from the diagonal: a knight's move away (8-9), two rows
    // down (9-8) or two squares down the diagonal (9-9). Dark plays 7-9:
    // light must block at 7-8, and then dark sets a fork.
    for light in ["8-9", "9-8", "9-9"] {
        let (r, c) = light.split_once('-').unwrap();
        let p = format!("[sq(7,7,darkStone),sq({r},{c},lightStone)]");
        assert_eq!(rule_choice(15, 15, &p, "darkStone"), ("6".into(), "[7-9]".into()), "light at {light}");
        // Light's forced block, then dark's fork by rule 5.
        let goal = format!(
            "new_game(15, 15), insert(7-9, darkStone, {p}, P1), getMoves(P1, ML1), \
             findall(B, block(ML1, P1, darkStone, B), [7-8]), \
             insert(7-8, lightStone, P1, P2), getMoves(P2, ML2), \
             move(P2, darkStone, lightStone, ML2, 5, [_])"
        );
        assert!(holds(&goal), "light at {light}");
    }
}

#[test]
fn rule_7_takes_the_centre_of_a_fixed_area() {
    // Figure 9.7: light at 7-8 and 9-9, dark at 8-7; the area is rows 7-9,
    // columns 7-9 and its centre 8-8 is free: dark takes it. On the
    // corners 7-9 and 9-7, or next to light at 8-9 and 9-8, light could
    // set a fork.
    let p = "[sq(7,8,lightStone),sq(9,9,lightStone),sq(8,7,darkStone)]";
    assert_eq!(rule_choice(15, 15, p, "darkStone"), ("7".into(), "[8-8]".into()));
    for mv in ["7-9", "9-7", "8-9", "9-8"] {
        assert!(light_forks_after(p, mv), "dark at {mv}");
    }
    assert!(!light_forks_after(p, "8-8"));
}

#[test]
fn rule_7_repaired_leaves_a_centre_that_lets_the_opponent_fork() {
    // On the top edge of a 5x5 board: light at 0-2 and 1-3, dark at 1-1.
    // The area is rows 0-2, columns 1-3, and its centre 1-2 is free; but
    // after dark takes it light sets a fork at 0-3 (row 0 and column 3).
    // The lecture's rule 7 took the centre and lost; repaired, it does not
    // apply here (rule 9 moves instead, see below).
    let p = "[sq(0,2,lightStone),sq(1,3,lightStone),sq(1,1,darkStone)]";
    assert_eq!(rule_choice(5, 5, p, "darkStone").0, "9");
    assert!(holds(&format!(
        "new_game(5, 5), P0 = {p}, msort(P0, P), getMoves(P, ML), centerMove(P, ML, 1-2), \
         insert(1-2, darkStone, P, P1), getMoves(P1, ML1), nextPosition(ML1, P1, lightStone, 0-3, P2, ML2), \
         isFork(ML2, P2, lightStone)"
    )));
}

#[test]
fn rule_8_fixes_the_area_where_no_fork_is_possible() {
    // Figure 9.8: light at 7-7 and 8-9, dark in the middle at 8-8: the
    // centre is taken. Dark fixes the area with 9-8 (rows 7-9, columns
    // 7-9), after which light has no fork; in the corner 9-7 light could
    // set one at 7-9.
    let p = "[sq(7,7,lightStone),sq(8,9,lightStone),sq(8,8,darkStone)]";
    assert_eq!(rule_choice(15, 15, p, "darkStone"), ("8".into(), "[9-8]".into()));
    assert!(light_forks_after(p, "9-7"));
    assert!(!light_forks_after(p, "9-8"));
}

#[test]
fn rule_9_takes_the_opponents_fork_square() {
    // The position above: light at 0-2 and 1-3 on the top edge of a 5x5
    // board, dark at 1-1. Dark has no win, block, fork or forcing move,
    // the centre 1-2 would let light fork, and no move fixes the area
    // safely; so dark takes 0-3, the square where light's stone would make
    // two rows of two (row 0 and column 3).
    let p = "[sq(0,2,lightStone),sq(1,3,lightStone),sq(1,1,darkStone)]";
    assert_eq!(rule_choice(5, 5, p, "darkStone"), ("9".into(), "[0-3]".into()));
    assert!(holds(&format!(
        "new_game(5, 5), P0 = {p}, msort(P0, P), getMoves(P, ML), nextPosition(ML, P, lightStone, 0-3, P1, ML1), \
         isFork(ML1, P1, lightStone)"
    )));
}

#[test]
fn rule_10_chooses_at_random_among_the_safe_moves() {
    // A 3x5 board: dark in the middle (1-2), light above it (0-2). No
    // other rule applies. The lecture's rule 10 took any square, and five
    // of them lose; repaired, it chooses among the squares after which
    // light has no win, fork or forced fork by rules 2, 5 and 6: the eight
    // squares where, by the solver, the game is still a draw.
    let p = "[sq(0,2,lightStone),sq(1,2,darkStone)]";
    assert_eq!(rule_choice(3, 5, p, "darkStone"), ("10".into(), "[0-0,0-1,0-3,0-4,1-1,1-3,2-0,2-4]".into()));
}

// ---------------------------------------------------------------------
// The interface of the lecture's class game
// ---------------------------------------------------------------------

#[test]
fn every_rule_has_its_words() {
    let goal = "forall(member(R, [first, last, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), \
                ( ruleText(R, T), atom(T) -> true ; write(R), nl )), write(done)";
    assert_eq!(run(goal), "done");
}

#[test]
fn new_game_takes_3_to_30_rows_and_columns() {
    assert_eq!(run("new_game(3, 30), m(M), n(N), write(M-N)"), "3-30");
    for (goal, error) in [
        ("new_game(2, 5)", "domain_error(board_size,2)"),
        ("new_game(5, 31)", "domain_error(board_size,31)"),
        ("new_game(5, 5.0)", "type_error(integer,5.0)"),
        ("new_game(_, 5)", "instantiation_error"),
    ] {
        assert_eq!(run(&format!("catch({goal}, error(E, _), write(E))")), error, "{goal}");
    }
}

#[test]
fn move_gives_a_free_legal_square_in_every_position_of_a_random_game() {
    // 200 games of random play by the other side on boards of many sizes:
    // every move/4 answer is a free square that isCorrect accepts, and the
    // games end with gameOver/2 (a win or nine stones).
    let goal = "forall(between(1, 200, K), ( \
                  M is 3 + K mod 7, N is 3 + (K * 5) mod 11, new_game(M, N), \
                  random_game([], darkStone, lightStone, Result), \
                  ( Result = win(_) ; Result == draw ) -> true \
                ; format('bad game ~w~n', [K]) )), write(done)";
    let driver = "
        random_game(P, S, S1, R) :- gameOver(P, R0), !, R = R0.
        random_game(P, S, S1, R) :-
            move(P, S, S1, I-J),
            m(M), n(N), I >= 0, I < M, J >= 0, J < N,
            \\+ memberchk(sq(I, J, _), P), isCorrect(I, J, P),
            insert(I-J, S, P, P1),
            ( gameOver(P1, R0) -> R = R0
            ; other_move(P1, S1, P2), random_game(P2, S, S1, R) ).
        other_move(P, S1, P1) :-
            ( P == [] -> m(M), n(N), I is random(M), J is random(N), Sq = I-J
            ; getMoves(P, ML), random_member(Sq, ML) ),
            insert(Sq, S1, P, P1).
    ";
    let dir = TempDir::new("tictactoe-mn");
    let file = dir.file("random_games.pl", driver);
    let out = hornbook(&["programs/tictactoe_mn.pl", file.to_str().unwrap(), "-g", goal, "-t", "halt"]).run();
    let stdout = &out.stdout;
    assert!(out.status.success(), "{stdout}\n{}", out.stderr);
    assert_eq!(stdout, "done", "{stdout}");
}

#[test]
fn game_over_tells_a_win_a_draw_or_fails() {
    let won = "[sq(0,0,darkStone),sq(1,1,darkStone),sq(2,2,darkStone),sq(0,1,lightStone),sq(0,2,lightStone)]";
    assert_eq!(run(&format!("new_game(5, 5), gameOver({won}, R), write(R)")), "win(darkStone)");
    let anti = "[sq(2,2,lightStone),sq(3,1,lightStone),sq(4,0,lightStone),sq(2,1,darkStone),sq(3,0,darkStone)]";
    assert_eq!(run(&format!("new_game(5, 5), msort({anti}, P), gameOver(P, R), write(R)")), "win(lightStone)");
    // Nine stones without three in a row.
    let full = "[sq(0,0,darkStone),sq(0,1,lightStone),sq(0,2,darkStone),sq(1,0,darkStone),sq(1,1,lightStone),\
                sq(1,2,lightStone),sq(2,0,lightStone),sq(2,1,darkStone),sq(2,2,darkStone)]";
    assert_eq!(run(&format!("new_game(3, 3), gameOver({full}, R), write(R)")), "draw");
    assert_eq!(run("new_game(3, 3), (gameOver([sq(1,1,darkStone)], _) -> write(over) ; write(going_on))"), "going_on");
    // No square left: move/4 fails.
    assert_eq!(
        run(&format!("new_game(3, 3), (move({full}, darkStone, lightStone, M) -> write(M) ; write(none))")),
        "none"
    );
    // gameOver/2 checks its second argument after deciding: a won full
    // board is not a draw.
    let won_full = "[sq(0,0,darkStone),sq(0,1,darkStone),sq(0,2,darkStone),sq(1,0,lightStone),sq(1,1,lightStone),\
                    sq(1,2,darkStone),sq(2,0,darkStone),sq(2,1,lightStone),sq(2,2,lightStone)]";
    assert_eq!(run(&format!("new_game(3, 3), (gameOver({won_full}, draw) -> write(draw) ; write(no))")), "no");
}

#[test]
fn is_correct_keeps_every_stone_in_one_3x3_area() {
    // Dark at 2-2 and light at 3-3: the area lies within rows 1-4 and
    // columns 1-4.
    let p = "[sq(2,2,darkStone),sq(3,3,lightStone)]";
    for (square, legal) in [("1, 1", true), ("4, 4", true), ("4, 1", true), ("0, 2", false), ("1, 5", false)] {
        let goal = format!("new_game(7, 7), (isCorrect({square}, {p}) -> write(yes) ; write(no))");
        assert_eq!(run(&goal), if legal { "yes" } else { "no" }, "{square}");
    }
    assert_eq!(
        run(&format!("new_game(7, 7), getMoves({p}, ML), write(ML)")),
        "[1-1,1-2,1-3,1-4,2-1,2-3,2-4,3-1,3-2,3-4,4-1,4-2,4-3,4-4]"
    );
}
