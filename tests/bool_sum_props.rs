//! Property tests of the incremental run of long sums of truth values
//! (`src/clpfd/propagators/bool_sum_open.rs`, sums of sixteen terms or
//! more): random counting problems over sixteen or seventeen truth
//! values, whose count is a variable Y0 of a few values (which keeps the
//! solutions few), sums over most of them equal to a variable Y, at most
//! or at least a constant (the last with coefficients -1), the truth
//! values reified equalities `B #<==> (Y #= C)` (a channel,
//! `channel.rs`), choicepoints left between posts. Labeling backtracks through the sums' trailed
//! state at every step; its solutions must equal a brute-force
//! enumeration, and backtracking out of the search (and out of the
//! posting) must restore every domain.

use crate::clpfd_props::{labeling_matches, solutions_in_order};
use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;

#[derive(Clone, Debug)]
enum Post {
    /// Truth value `b` <=> variable `y` equals `c`.
    Eq { b: usize, y: usize, c: i64 },
    /// The truth values `bs` sum to variable `y`.
    Count { bs: Vec<usize>, y: usize },
    /// They sum to at most `c`, or (`least`) at least `c`.
    Bound { bs: Vec<usize>, c: i64, least: bool },
    /// A choicepoint left behind (`(true ; false)`).
    Choice,
}

#[derive(Clone, Debug)]
struct Problem {
    /// The domains of the Ys.
    ys: Vec<(i64, i64)>,
    /// How many truth values.
    bs: usize,
    posts: Vec<Post>,
}

impl Problem {
    /// Whether assignment `a` (the Ys first) satisfies every post.
    fn holds(&self, a: &[i64]) -> bool {
        let (y, b) = a.split_at(self.ys.len());
        let sum = |bs: &[usize]| bs.iter().map(|&k| b[k]).sum::<i64>();
        self.posts.iter().all(|p| match p {
            Post::Eq { b: k, y: v, c } => (b[*k] == 1) == (y[*v] == *c),
            Post::Count { bs, y: v } => sum(bs) == y[*v],
            Post::Bound { bs, c, least: false } => sum(bs) <= *c,
            Post::Bound { bs, c, least: true } => sum(bs) >= *c,
            Post::Choice => true,
        })
    }

    fn text(&self) -> String {
        let sum = |bs: &[usize]| bs.iter().map(|k| format!("B{k}")).collect::<Vec<_>>().join(" + ");
        let posts: Vec<String> = self
            .posts
            .iter()
            .map(|p| match p {
                Post::Eq { b, y, c } => format!("B{b} #<==> (Y{y} #= {c})"),
                Post::Count { bs, y } => format!("Y{y} #= {}", sum(bs)),
                Post::Bound { bs, c, least: false } => format!("{} #=< {c}", sum(bs)),
                Post::Bound { bs, c, least: true } => format!("{} #>= {c}", sum(bs)),
                Post::Choice => "(true ; false)".to_string(),
            })
            .collect();
        posts.join(", ")
    }
}

fn problem() -> impl Strategy<Value = Problem> {
    (1usize..=2, 16usize..=17).prop_flat_map(|(ny, nb)| {
        let all: Vec<usize> = (0..nb).collect();
        let post = prop_oneof![
            4 => (0..nb, 0..ny, 0i64..=4).prop_map(|(b, y, c)| Post::Eq { b, y, c }),
            2 => (prop::sample::subsequence(all.clone(), 15..=nb), 0..ny)
                .prop_map(|(bs, y)| Post::Count { bs, y }),
            2 => (prop::sample::subsequence(all, 16..=nb), 0i64..=4, prop::bool::ANY)
                .prop_map(|(bs, c, least)| Post::Bound { bs, c, least }),
            1 => Just(Post::Choice),
        ];
        (
            prop::collection::vec((0i64..=1, 1i64..=2).prop_map(|(lo, w)| (lo, lo + w)), ny),
            Just(nb),
            prop::collection::vec(post, 1..=8),
        )
            .prop_map(move |(ys, bs, mut posts)| {
                // Every truth value counted by Y0: few solutions.
                posts.insert(0, Post::Count { bs: (0..nb).collect(), y: 0 });
                Problem { ys, bs, posts }
            })
    })
}

fn check(p: &Problem) -> Result<(), TestCaseError> {
    let ys: Vec<String> = (0..p.ys.len()).map(|i| format!("Y{i}")).collect();
    let bs: Vec<String> = (0..p.bs).map(|i| format!("B{i}")).collect();
    let vs = format!("[{}]", ys.iter().chain(&bs).cloned().collect::<Vec<_>>().join(","));
    let doms: Vec<String> = ys
        .iter()
        .zip(&p.ys)
        .map(|(y, (lo, hi))| format!("{y} in {lo}..{hi}"))
        .chain(bs.iter().map(|b| format!("{b} in 0..1")))
        .collect();
    // The brute force over the Ys, and the truth values with at most
    // Y0's largest value of them set (the first post counts them all in
    // Y0): every assignment that can hold, in labeling's order.
    let mut expected = Vec::new();
    for y in solutions_in_order(&p.ys, |_| true) {
        for set in subsets_up_to(p.bs, p.ys[0].1 as usize) {
            let mut a = y.clone();
            a.extend((0..p.bs).map(|k| set.contains(&k) as i64));
            if p.holds(&a) {
                expected.push(a);
            }
        }
    }
    expected.sort();
    labeling_matches(&vs, &doms.join(", "), &p.text(), &expected)
}

/// The subsets of `0..n` of at most `k` elements.
fn subsets_up_to(n: usize, k: usize) -> Vec<Vec<usize>> {
    let mut out = vec![Vec::new()];
    for i in 0..n {
        let more: Vec<Vec<usize>> =
            out.iter().filter(|s| s.len() < k).map(|s| s.iter().copied().chain([i]).collect()).collect();
        out.extend(more);
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 100,
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource("proptest-regressions"))),
        ..ProptestConfig::default()
    })]

    #[test]
    fn labeling_equals_brute_force(p in problem()) {
        check(&p)?;
    }
}
