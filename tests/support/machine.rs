//! A machine in the test's own process: a program consulted, goals run
//! with their output captured, statistics read back.

use hornbook::toplevel::GoalResult;
use hornbook::Machine;

/// A machine with `program` consulted (as file `name`), which must load
/// without errors.
pub fn machine_with(program: &str, name: &str) -> Machine {
    let mut m = Machine::new();
    let report = m.consult_str(program, name);
    assert_eq!(report.errors, 0, "{name} does not load");
    m
}

/// Runs `goal`; returns how it ended and what it wrote to the current
/// output.
pub fn run_captured(m: &mut Machine, goal: &str) -> (GoalResult, String) {
    m.out.captures.push(String::new());
    let r = m.run_goal_text(goal);
    let text = m.out.captures.pop().unwrap_or_default();
    (r, text)
}

/// Runs `goal`, which must succeed, and returns what it wrote.
pub fn output_of(m: &mut Machine, goal: &str) -> String {
    let (r, text) = run_captured(m, goal);
    assert_eq!(r, GoalResult::Succeeded, "{goal}: {text}");
    text
}

/// The integer `statistics(Key, N)` gives.
pub fn statistic(m: &mut Machine, key: &str) -> i64 {
    output_of(m, &format!("statistics({key}, N), write(N)")).trim().parse().expect("an integer")
}
