//! Property tests of the channel of reified equalities
//! (`src/clpfd/propagators/channel.rs`): random small counting problems,
//! `B #<==> (Y #= C)` (and `C #= Y`) over a few variables Y, truth values
//! sometimes shared between equalities, sums over the truth values
//! (counting, as magic series does), disequalities on Y posted between
//! the equalities, and choicepoints left between posts (after which an
//! equality starts a new channel). The solutions labeling finds must
//! equal a brute-force enumeration, and backtracking out of the search
//! (and out of the posting) must restore every domain.

use crate::clpfd_props::{labeling_matches, solutions_in_order};
use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;

#[derive(Clone, Debug)]
enum Post {
    /// Truth value `b` <=> variable `y` equals `c`; `flip` writes `C #= Y`.
    Eq {
        b: usize,
        y: usize,
        c: i64,
        flip: bool,
    },
    /// The truth values `bs` sum to variable `y`, or to at most `c`.
    Count {
        bs: Vec<usize>,
        y: usize,
    },
    AtMost {
        bs: Vec<usize>,
        c: i64,
    },
    /// `Y #\= C`.
    Ne {
        y: usize,
        c: i64,
    },
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
    /// The value of Y `y` and of truth value `b` in assignment `a` (the
    /// Ys first).
    fn holds(&self, a: &[i64]) -> bool {
        let (y, b) = a.split_at(self.ys.len());
        self.posts.iter().all(|p| match p {
            Post::Eq { b: k, y: v, c, .. } => (b[*k] == 1) == (y[*v] == *c),
            Post::Count { bs, y: v } => bs.iter().map(|&k| b[k]).sum::<i64>() == y[*v],
            Post::AtMost { bs, c } => bs.iter().map(|&k| b[k]).sum::<i64>() <= *c,
            Post::Ne { y: v, c } => y[*v] != *c,
            Post::Choice => true,
        })
    }

    fn text(&self) -> String {
        let sum = |bs: &[usize]| bs.iter().map(|k| format!("B{k}")).collect::<Vec<_>>().join(" + ");
        let posts: Vec<String> = self
            .posts
            .iter()
            .map(|p| match p {
                Post::Eq { b, y, c, flip: false } => format!("B{b} #<==> (Y{y} #= {c})"),
                Post::Eq { b, y, c, flip: true } => format!("B{b} #<==> ({c} #= Y{y})"),
                Post::Count { bs, y } => format!("{} #= Y{y}", sum(bs)),
                Post::AtMost { bs, c } => format!("{} #=< {c}", sum(bs)),
                Post::Ne { y, c } => format!("Y{y} #\\= {c}"),
                Post::Choice => "(true ; false)".to_string(),
            })
            .collect();
        posts.join(", ")
    }
}

fn problem() -> impl Strategy<Value = Problem> {
    (1usize..=3, 1usize..=5).prop_flat_map(|(ny, nb)| {
        let post = prop_oneof![
            6 => (0..nb, 0..ny, -1i64..=4, prop::bool::weighted(0.2))
                .prop_map(|(b, y, c, flip)| Post::Eq { b, y, c, flip }),
            1 => (prop::sample::subsequence((0..nb).collect::<Vec<_>>(), 1..=nb), 0..ny)
                .prop_map(|(bs, y)| Post::Count { bs, y }),
            1 => (prop::sample::subsequence((0..nb).collect::<Vec<_>>(), 1..=nb), 0i64..=2)
                .prop_map(|(bs, c)| Post::AtMost { bs, c }),
            1 => (0..ny, -1i64..=4).prop_map(|(y, c)| Post::Ne { y, c }),
            1 => Just(Post::Choice),
        ];
        (
            prop::collection::vec((-1i64..=2, 0i64..=3).prop_map(|(lo, w)| (lo, lo + w)), ny),
            Just(nb),
            prop::collection::vec(post, 1..=10),
        )
            .prop_map(|(ys, bs, posts)| Problem { ys, bs, posts })
    })
}

fn check(p: &Problem) -> Result<(), TestCaseError> {
    let ys: Vec<String> = (0..p.ys.len()).map(|i| format!("Y{i}")).collect();
    let bs: Vec<String> = (0..p.bs).map(|i| format!("B{i}")).collect();
    let vs = format!("[{}]", ys.iter().chain(&bs).cloned().collect::<Vec<_>>().join(","));
    let doms: Vec<String> = ys
        .iter()
        .zip(&p.ys)
        .map(|(y, (lo, hi))| format!("{y} in ({lo})..({hi})"))
        .chain(bs.iter().map(|b| format!("{b} in 0..1")))
        .collect();
    let ranges: Vec<(i64, i64)> = p.ys.iter().copied().chain((0..p.bs).map(|_| (0, 1))).collect();
    let expected = solutions_in_order(&ranges, |a| p.holds(a));
    labeling_matches(&vs, &doms.join(", "), &p.text(), &expected)
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 300,
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource("proptest-regressions"))),
        ..ProptestConfig::default()
    })]

    #[test]
    fn labeling_equals_brute_force(p in problem()) {
        check(&p)?;
    }
}
