//! Property tests of the scheduling constraints cumulative/2,
//! serialized/2 and disjunctive/1: random small task sets (starts over
//! small ranges, fixed or variable durations and uses, a small limit).
//! The solutions labeling finds must equal a brute-force enumeration of
//! all assignments checked against the constraint's definition, and
//! backtracking out of the search (and out of the posting) must restore
//! every domain.

use crate::clpfd_props::{labeling_matches, solutions_in_order};
use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Form {
    /// cumulative/2: durations > 0, uses >= 0, at each time the running
    /// tasks use at most the limit.
    Cumulative,
    /// serialized/2: integer durations >= 0, no pair overlaps.
    Serialized,
    /// disjunctive/1: as serialized/2 with variable durations.
    Disjunctive,
}

/// A task's start, duration and use, each an inclusive range.
#[derive(Clone, Debug)]
struct Task {
    start: (i64, i64),
    duration: (i64, i64),
    use_: (i64, i64),
}

#[derive(Clone, Debug)]
struct Problem {
    form: Form,
    tasks: Vec<Task>,
    limit: i64,
}

fn range(lo: std::ops::RangeInclusive<i64>, width: std::ops::RangeInclusive<i64>) -> impl Strategy<Value = (i64, i64)> {
    (lo, width).prop_map(|(lo, w)| (lo, lo + w))
}

fn problem() -> impl Strategy<Value = Problem> {
    let form = prop_oneof![Just(Form::Cumulative), Just(Form::Serialized), Just(Form::Disjunctive)];
    (form, 1i64..=3).prop_flat_map(|(form, limit)| {
        let duration = match form {
            Form::Serialized => range(0..=3, 0..=0).boxed(),
            Form::Cumulative => range(0..=3, 0..=1).boxed(),
            Form::Disjunctive => range(0..=2, 0..=1).boxed(),
        };
        let use_ = match form {
            Form::Cumulative => range(0..=2, 0..=1).boxed(),
            _ => Just((1, 1)).boxed(),
        };
        let task =
            (range(0..=3, 0..=3), duration, use_).prop_map(|(start, duration, use_)| Task { start, duration, use_ });
        prop::collection::vec(task, 1..=4).prop_map(move |tasks| Problem { form, tasks, limit })
    })
}

impl Problem {
    /// Whether an assignment `[Start0, Dur0, Use0, Start1, ...]` is a solution.
    fn holds(&self, a: &[i64]) -> bool {
        let n = self.tasks.len();
        let (s, d, r) = (|i: usize| a[3 * i], |i: usize| a[3 * i + 1], |i: usize| a[3 * i + 2]);
        match self.form {
            Form::Cumulative => {
                if (0..n).any(|i| d(i) <= 0 || r(i) < 0) {
                    return false;
                }
                let (from, to) = ((0..n).map(s).min().unwrap_or(0), (0..n).map(|i| s(i) + d(i)).max().unwrap_or(0));
                (from..to).all(|t| (0..n).filter(|&i| s(i) <= t && t < s(i) + d(i)).map(r).sum::<i64>() <= self.limit)
            }
            Form::Serialized | Form::Disjunctive => {
                (0..n).all(|i| d(i) >= 0 && (i + 1..n).all(|j| s(i) + d(i) <= s(j) || s(j) + d(j) <= s(i)))
            }
        }
    }

    /// The ranges of the assignment's variables, in label/1's order.
    fn ranges(&self) -> Vec<(i64, i64)> {
        self.tasks.iter().flat_map(|t| [t.start, t.duration, t.use_]).collect()
    }

    /// The goal that posts the constraint over `Start0, Dur0, Use0, ...`.
    fn goal(&self) -> String {
        let n = self.tasks.len();
        let tasks: Vec<String> = (0..n).map(|i| format!("task(Start{i},Dur{i},_,Use{i},{i})")).collect();
        let tasks = tasks.join(",");
        match self.form {
            Form::Cumulative => format!("cumulative([{tasks}], [limit({})])", self.limit),
            Form::Disjunctive => format!("disjunctive([{tasks}])"),
            Form::Serialized => {
                let ss: Vec<String> = (0..n).map(|i| format!("Start{i}")).collect();
                let ds: Vec<String> = self.tasks.iter().map(|t| t.duration.0.to_string()).collect();
                format!("serialized([{}], [{}])", ss.join(","), ds.join(","))
            }
        }
    }
}

/// All solutions in lexicographic order (the order of label/1).
fn brute_force(p: &Problem) -> Vec<Vec<i64>> {
    solutions_in_order(&p.ranges(), |a| p.holds(a))
}

fn check(p: &Problem) -> Result<(), TestCaseError> {
    let names: Vec<String> =
        (0..p.tasks.len()).flat_map(|i| [format!("Start{i}"), format!("Dur{i}"), format!("Use{i}")]).collect();
    let doms: Vec<String> = names.iter().zip(p.ranges()).map(|(v, (lo, hi))| format!("{v} in {lo}..{hi}")).collect();
    labeling_matches(&format!("[{}]", names.join(",")), &doms.join(", "), &p.goal(), &brute_force(p))
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 300,
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource("proptest-regressions"))),
        ..ProptestConfig::default()
    })]

    #[test]
    fn scheduling_labeling_equals_brute_force(p in problem()) {
        check(&p)?;
    }
}
