//! Property tests of disjoint2/1: random small sets of rectangles (corners
//! and sizes over small ranges, sizes from 0). The solutions labeling
//! finds must equal a brute-force enumeration of all assignments checked
//! against SWI-Prolog's definition of the constraint, and backtracking out
//! of the search (and out of the posting) must restore every domain.

use crate::clpfd_props::{labeling_matches, solutions_in_order};
use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;

/// A rectangle's x, width, y and height, each an inclusive range.
#[derive(Clone, Debug)]
struct Rect {
    ranges: [(i64, i64); 4],
}

fn range(lo: std::ops::RangeInclusive<i64>, width: std::ops::RangeInclusive<i64>) -> impl Strategy<Value = (i64, i64)> {
    (lo, width).prop_map(|(lo, w)| (lo, lo + w))
}

fn rects() -> impl Strategy<Value = Vec<Rect>> {
    let rect = (range(0..=3, 0..=2), range(0..=2, 0..=1), range(0..=3, 0..=2), range(0..=2, 0..=1))
        .prop_map(|(x, w, y, h)| Rect { ranges: [x, w, y, h] });
    prop::collection::vec(rect, 1..=3)
}

/// SWI-Prolog's disjoint2/1 over an assignment `[X0, W0, Y0, H0, X1, ...]`:
/// for each ordered pair (A, B), B's left edge in A's horizontal span
/// means apart vertically, and B's bottom edge in A's vertical span means
/// apart horizontally.
fn holds(a: &[i64]) -> bool {
    let n = a.len() / 4;
    let r = |i: usize| (a[4 * i], a[4 * i + 1], a[4 * i + 2], a[4 * i + 3]);
    (0..n).all(|i| {
        (0..n).filter(|&j| j != i).all(|j| {
            let ((ax, aw, ay, ah), (bx, bw, by, bh)) = (r(i), r(j));
            let x_in = ax <= bx && bx < ax + aw;
            let y_in = ay <= by && by < ay + ah;
            (!x_in || ay + ah <= by || by + bh <= ay) && (!y_in || ax + aw <= bx || bx + bw <= ax)
        })
    })
}

/// All solutions in lexicographic order (the order of label/1).
fn brute_force(rects: &[Rect]) -> Vec<Vec<i64>> {
    let ranges: Vec<(i64, i64)> = rects.iter().flat_map(|r| r.ranges).collect();
    solutions_in_order(&ranges, holds)
}

fn check(rects: &[Rect]) -> Result<(), TestCaseError> {
    let names: Vec<[String; 4]> =
        (0..rects.len()).map(|i| [format!("X{i}"), format!("W{i}"), format!("Y{i}"), format!("H{i}")]).collect();
    let doms: Vec<String> = names
        .iter()
        .flatten()
        .zip(rects.iter().flat_map(|r| r.ranges))
        .map(|(v, (lo, hi))| format!("{v} in {lo}..{hi}"))
        .collect();
    let terms: Vec<String> = names.iter().map(|[x, w, y, h]| format!("r({x},{w},{y},{h})")).collect();
    let vars: Vec<&String> = names.iter().flatten().collect();
    let vars: Vec<&str> = vars.iter().map(|s| s.as_str()).collect();
    labeling_matches(
        &format!("[{}]", vars.join(",")),
        &doms.join(", "),
        &format!("disjoint2([{}])", terms.join(",")),
        &brute_force(rects),
    )
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 200,
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource("proptest-regressions"))),
        ..ProptestConfig::default()
    })]

    #[test]
    fn disjoint2_labeling_equals_brute_force(rects in rects()) {
        check(&rects)?;
    }
}
