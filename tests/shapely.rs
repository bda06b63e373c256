//! Shapely Squares (programs/shapely_squares.pl): the 13 puzzles of the
//! report and generated puzzles are solved by the program, every solution
//! is enumerated and checked by tests/shapely_checker.pl, which applies
//! the seven figure rules and the row sums to ground boards and shares no
//! code with the solver's constraints.  tests/shapely/all_puzzles.pl runs
//! them in one hornbook process and prints one line per puzzle. (The
//! golden table, tests/golden.rs, checks that those lines stay the same
//! byte for byte; the tests here check what they say.)

use crate::support::golden;
use crate::support::process::{hornbook, Run};

/// Runs `goal` with the program, the checker and the test driver loaded.
fn with_checker(goal: &str) -> Run {
    hornbook(&[
        "programs/shapely_squares.pl",
        "tests/shapely_checker.pl",
        "tests/shapely/all_puzzles.pl",
        "-g",
        goal,
        "-t",
        "halt",
    ])
    .run()
}

/// Runs `goal` and returns its standard output, after asserting that it
/// ended with status 0 and said nothing on standard error.
fn stdout_of(goal: &str) -> String {
    let out = with_checker(goal);
    let (stdout, stderr) = (out.stdout, out.stderr);
    assert!(out.status.success(), "{goal}: exit {:?}\nstdout:\n{stdout}\nstderr:\n{stderr}", out.status);
    assert!(stderr.is_empty(), "{goal}: unexpected diagnostics:\n{stderr}");
    stdout
}

#[test]
fn each_of_the_13_puzzles_has_exactly_one_solution_and_it_passes_the_checker() {
    // one line per puzzle: "puzzle N: solutions 1 checked 1 figures F first ROWS"
    let out = stdout_of("all_puzzles");
    for line in out.lines() {
        assert!(line.contains(": solutions 1 checked 1 "), "{line}");
    }
    assert_eq!(out.lines().count(), 13, "{out}");
}

#[test]
fn the_checker_rejects_every_row_preserving_swap_of_a_solution() {
    // swapping two different digits of a row keeps the row sums; as each
    // solution is the only one, the checker must find a broken figure rule
    let out = stdout_of("swaps_rejected");
    for line in out.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(words.len(), 6, "{line}");
        assert_eq!(words[3], words[5], "a swapped board passed the checker: {line}");
        assert_ne!(words[3], "0", "{line}");
    }
}

#[test]
fn the_checker_names_the_broken_rules() {
    // puzzle 10's solution is 3475/9904/0347/5459; its third row is
    // square, empty, circle, diamond: with 4 and 7 swapped the diamond is
    // even and not the sum to its left, the circle differs from the other
    // circles, and the star below it has a prime neighbour
    let out = stdout_of(
        "puzzle(10, F, S), shapely_violations(F, S, [[3,4,7,5],[9,9,0,4],[0,3,7,4],[5,4,5,9]], V), \
         write(V), nl",
    );
    for rule in ["diamond_even(3-4)", "diamond_sum(3-4)", "circles_differ(", "star_neighbour(4-3,3-3)"] {
        assert!(out.contains(rule), "{rule} missing: {out}");
    }
    let out = stdout_of(
        "puzzle(10, F, S), shapely_violations(F, S, [[3,4,7,5],[9,9,0,4],[0,3,4,7],[5,4,5,9]], V), \
         write(V), nl",
    );
    assert_eq!(out, "[]\n");
}

#[test]
fn generated_puzzles_have_exactly_one_solution_and_it_passes_the_checker() {
    let goal = "generated(3, 3, 1), generated(3, 3, 2), generated(4, 3, 1), generated(4, 3, 2), \
                generated(4, 4, 1), generated(4, 4, 3)";
    let out = stdout_of(goal);
    let reports: Vec<&str> = out.lines().filter(|l| l.starts_with("generated ")).collect();
    assert_eq!(reports.len(), 6, "{out}");
    for line in reports {
        assert!(line.contains(": solutions 1 checked 1 "), "{line}");
    }
}

#[test]
fn the_same_seed_generates_the_same_puzzle() {
    let goal = "set_random(seed(5)), generate(4, 3, P1, S1, B1), \
                set_random(seed(5)), generate(4, 3, P2, S2, B2), \
                (P1-S1-B1 == P2-S2-B2 -> write(same) ; write(different)), nl";
    assert_eq!(stdout_of(goal), "same\n");
}

#[test]
fn shapely_square_prints_statistics_runtime_and_the_board_beside_its_solution() {
    let out = with_checker("shapely_square(1)");
    assert!(out.status.success(), "exit {:?}", out.status);
    // fd_statistics/0 writes to standard error, as in SICStus; the figures
    // and the runtimes vary from run to run
    let stderr = &out.stderr;
    for word in ["Resumptions: ", "Entailments: ", "Prunings: ", "Backtracks: ", "Constraints"] {
        assert!(stderr.contains(word), "{word:?} missing:\n{stderr}");
    }
    let out = &out.stdout;
    for word in ["Runtime :", " Before labeling : ", " Labeling : ", " Total : "] {
        assert!(out.contains(word), "{word:?} missing:\n{out}");
    }
    let board = golden("shapely_1.out");
    assert!(
        out.ends_with(&board),
        "shapely_square(1) does not end with the board of tests/golden/shapely_1.out:\n{out}"
    );
}

#[test]
fn a_puzzle_number_without_a_puzzle_fails() {
    let out = with_checker("shapely_square(14)");
    assert_eq!(out.code(), Some(1), "{}", out.stderr);
    assert!(out.stdout.is_empty());
}
