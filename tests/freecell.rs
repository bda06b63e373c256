//! FreeCell (programs/freecell.pl): seeded deals are solved by the program
//! and every solution is checked, move by move, by tests/freecell_checker.pl,
//! which shares no code with the solver.  Each batch of deals runs in one
//! hornbook process (tests/programs/freecell_seeds.pl loops over the seeds
//! and prints one line per deal).

use crate::support::process::{hornbook, Run};

/// Runs `goal` with the solver, the checker and the test driver loaded.
fn with_checker(goal: &str) -> Run {
    hornbook(&[
        "programs/freecell.pl",
        "tests/freecell_checker.pl",
        "tests/programs/freecell_seeds.pl",
        "-g",
        goal,
        "-t",
        "halt",
    ])
    .run()
}

/// Runs `goal`, which prints one line per deal, and asserts that the
/// process ended well and that exactly `expected` lines say "ok".
fn assert_all_ok(goal: &str, prefix: &str, expected: usize) {
    let out = with_checker(goal);
    let (stdout, stderr) = (&out.stdout, &out.stderr);
    assert!(out.status.success(), "{goal}: exit {:?}\nstdout:\n{stdout}\nstderr:\n{stderr}", out.status);
    let lines: Vec<&str> = stdout.lines().filter(|l| l.starts_with(prefix)).collect();
    let bad: Vec<&&str> = lines.iter().filter(|l| !l.contains(" ok ")).collect();
    assert!(
        bad.is_empty(),
        "{goal}: deals not solved and checked:\n{}",
        bad.iter().map(|l| l.to_string()).collect::<Vec<_>>().join("\n")
    );
    assert_eq!(lines.len(), expected, "{goal}: one line per deal expected\n{stdout}\nstderr:\n{stderr}");
}

#[test]
fn two_colours_of_four_200_seeds() {
    assert_all_ok("check_seeds(4, 2, 1, 200)", "seed ", 200);
}

#[test]
fn three_colours_of_six_200_seeds() {
    assert_all_ok("check_seeds(6, 3, 1, 200)", "seed ", 200);
}

#[test]
fn given_fields() {
    // the field of listing 5.4 of the report, a one-colour field like
    // solve_mock's, and a field where the search has to use free cells
    let goal = "check_field([[[0,0],[2,1]], [[2,0],[3,0]], [[1,1],[3,1]], [[1,0],[0,1]]], 4, 2), \
                check_field([[[3,0],[2,0],[1,0],[4,0]], [[5,0],[0,0]]], 6, 1), \
                check_field([[[0,0],[1,0],[2,0]], [[3,0]]], 4, 1), \
                check_field([[[1,1],[0,0]], [[1,0],[0,1]], [[2,1],[3,1]], [[3,0],[2,0]]], 4, 2)";
    assert_all_ok(goal, "field ", 4);
}

#[test]
fn solve_mock_of_the_report_has_no_solution() {
    // one colour, so no card can go onto another; the 9 that has to go home
    // first lies under three cards and there is one free cell
    let out = with_checker("(solve_mock(_) -> write(solved), nl ; write(unsolved), nl)");
    assert!(out.status.success(), "exit {:?}\n{}", out.status, out.stderr);
    assert_eq!(out.stdout, "unsolved\n");
}

#[test]
fn same_seed_same_solution() {
    let goal = "set_random(seed(7)), solve(6, 3, S1), set_random(seed(7)), solve(6, 3, S2), \
                (S1 == S2 -> write(same), nl ; write(different), nl)";
    let out = with_checker(goal);
    assert!(out.status.success(), "exit {:?}\n{}", out.status, out.stderr);
    assert_eq!(out.stdout, "same\n");
}

#[test]
fn checker_rejects_a_skipped_move() {
    // the first two moves of this field move two different cards
    let goal = "create_solution([[[0,0],[2,1]], [[2,0],[3,0]], [[1,1],[3,1]], [[1,0],[0,1]]], 4, 2, [A, _, C | Rest]), \
                catch((check_solution(4, 2, [A, C | Rest]) -> write(accepted), nl ; write(failed), nl), \
                      freecell_check(R), (sub_atom(R, 0, _, _, 'step 1 is not one legal move') -> write(rejected), nl ; write(R), nl))";
    let out = with_checker(goal);
    assert!(out.status.success(), "exit {:?}\n{}", out.status, out.stderr);
    assert_eq!(out.stdout, "rejected\n");
}

#[test]
fn show_solution_prints_the_boards() {
    let out =
        hornbook(&["programs/freecell.pl", "-g", "set_random(seed(1)), solve(4,2,S), show_solution(S)", "-t", "halt"])
            .run();
    let stdout = &out.stdout;
    assert!(out.status.success(), "exit {:?}\n{}", out.status, out.stderr);
    assert!(stdout.starts_with("Deal ("), "{stdout}");
    assert!(
        stdout.contains("\nStep 1: ")
            && stdout.contains("  home:")
            && stdout.contains("  free:")
            && stdout.contains("  column 4:"),
        "{stdout}"
    );
    // at the end every home pile holds its four cards
    let last: Vec<&str> = stdout.rsplit("\nStep ").next().unwrap().lines().collect();
    assert_eq!(last[1].matches(" x4]").count(), 2, "{stdout}");
}
