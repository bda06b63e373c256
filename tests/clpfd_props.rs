//! Property tests of the CLP(FD) solver: random small problems (linear,
//! reified, non-linear, all_distinct, element, tuples_in constraints over
//! small domains). For each, the solutions labeling finds must equal a
//! brute-force enumeration of all assignments, and backtracking out of
//! the search (and out of the posting) must restore every domain.

use crate::support::machine::run_captured;
use hornbook::toplevel::GoalResult;
use hornbook::Machine;
use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;

#[derive(Clone, Debug)]
enum Term {
    Var(usize),
    Int(i64),
}

#[derive(Clone, Debug)]
struct Linear {
    terms: Vec<(i64, usize)>,
    rel: &'static str,
    c: i64,
}

#[derive(Clone, Debug)]
enum Constraint {
    Lin(Linear),
    /// Var `b` (a 0/1 variable) is 1 exactly when the linear constraint holds.
    Reif(usize, Linear),
    /// x * y #= z, x mod y #= z, abs(x) #= z
    Times(usize, usize, usize),
    Mod(usize, usize, usize),
    Abs(usize, usize),
    /// abs(x - y) rel c
    AbsDiff(usize, usize, &'static str, i64),
    AllDistinct(Vec<usize>),
    Element(usize, Vec<Term>, usize),
    Tuples(usize, usize, Vec<(i64, i64)>),
}

const RELS: [&str; 6] = ["#=", "#\\=", "#<", "#=<", "#>", "#>="];

fn holds_rel(rel: &str, l: i64, r: i64) -> bool {
    match rel {
        "#=" => l == r,
        "#\\=" => l != r,
        "#<" => l < r,
        "#=<" => l <= r,
        "#>" => l > r,
        _ => l >= r,
    }
}

impl Linear {
    fn holds(&self, a: &[i64]) -> bool {
        let s: i64 = self.terms.iter().map(|&(k, v)| k * a[v]).sum();
        holds_rel(self.rel, s, self.c)
    }
    fn text(&self) -> String {
        let s: Vec<String> = self.terms.iter().map(|&(k, v)| format!("{k}*V{v}")).collect();
        format!("{} {} {}", s.join(" + "), self.rel, self.c)
    }
}

impl Constraint {
    fn holds(&self, a: &[i64]) -> bool {
        match self {
            Constraint::Lin(l) => l.holds(a),
            Constraint::Reif(b, l) => (a[*b] == 1) == l.holds(a) && (a[*b] == 0 || a[*b] == 1),
            Constraint::Times(x, y, z) => a[*x] * a[*y] == a[*z],
            Constraint::Mod(x, y, z) => {
                a[*y] != 0
                    && a[*x].rem_euclid(a[*y].abs()) * a[*y].signum().max(0)
                        + (if a[*y] < 0 { -(-a[*x]).rem_euclid(-a[*y]) } else { 0 })
                        == a[*z]
            }
            Constraint::Abs(x, z) => a[*x].abs() == a[*z],
            Constraint::AbsDiff(x, y, rel, c) => holds_rel(rel, (a[*x] - a[*y]).abs(), *c),
            Constraint::AllDistinct(vs) => {
                let mut seen: Vec<i64> = vs.iter().map(|&v| a[v]).collect();
                seen.sort_unstable();
                seen.windows(2).all(|w| w[0] != w[1])
            }
            Constraint::Element(i, list, v) => {
                let k = a[*i];
                k >= 1
                    && (k as usize) <= list.len()
                    && match list[k as usize - 1] {
                        Term::Var(x) => a[x] == a[*v],
                        Term::Int(n) => n == a[*v],
                    }
            }
            Constraint::Tuples(x, y, rows) => rows.contains(&(a[*x], a[*y])),
        }
    }

    fn text(&self) -> String {
        match self {
            Constraint::Lin(l) => l.text(),
            Constraint::Reif(b, l) => format!("V{b} in 0..1, V{b} #<==> ({})", l.text()),
            Constraint::Times(x, y, z) => format!("V{x} * V{y} #= V{z}"),
            Constraint::Mod(x, y, z) => format!("V{x} mod V{y} #= V{z}"),
            Constraint::Abs(x, z) => format!("abs(V{x}) #= V{z}"),
            Constraint::AbsDiff(x, y, rel, c) => format!("abs(V{x} - V{y}) {rel} {c}"),
            Constraint::AllDistinct(vs) => {
                let s: Vec<String> = vs.iter().map(|v| format!("V{v}")).collect();
                format!("all_distinct([{}])", s.join(","))
            }
            Constraint::Element(i, list, v) => {
                let s: Vec<String> = list
                    .iter()
                    .map(|t| match t {
                        Term::Var(x) => format!("V{x}"),
                        Term::Int(n) => n.to_string(),
                    })
                    .collect();
                format!("element(V{i}, [{}], V{v})", s.join(","))
            }
            Constraint::Tuples(x, y, rows) => {
                let s: Vec<String> = rows.iter().map(|(p, q)| format!("[{p},{q}]")).collect();
                format!("tuples_in([[V{x},V{y}]], [{}])", s.join(","))
            }
        }
    }
}

#[derive(Clone, Debug)]
struct Problem {
    doms: Vec<(i64, i64)>,
    cons: Vec<Constraint>,
}

fn linear(n: usize) -> impl Strategy<Value = Linear> {
    (prop::collection::vec((-3i64..=3, 0..n), 1..=3), 0..RELS.len(), -4i64..=4).prop_map(|(terms, r, c)| Linear {
        terms,
        rel: RELS[r],
        c,
    })
}

fn constraint(n: usize) -> impl Strategy<Value = Constraint> {
    let term = prop_oneof![(0..n).prop_map(Term::Var), (-3i64..=3).prop_map(Term::Int)];
    prop_oneof![
        3 => linear(n).prop_map(Constraint::Lin),
        2 => (0..n, linear(n)).prop_map(|(b, l)| Constraint::Reif(b, l)),
        1 => (0..n, 0..n, 0..n).prop_map(|(x, y, z)| Constraint::Times(x, y, z)),
        1 => (0..n, 0..n, 0..n).prop_map(|(x, y, z)| Constraint::Mod(x, y, z)),
        1 => (0..n, 0..n).prop_map(|(x, z)| Constraint::Abs(x, z)),
        2 => (0..n, 0..n, 0..RELS.len(), -1i64..=4).prop_map(|(x, y, r, c)| Constraint::AbsDiff(x, y, RELS[r], c)),
        2 => prop::sample::subsequence((0..n).collect::<Vec<_>>(), 2..=n).prop_map(Constraint::AllDistinct),
        2 => (0..n, prop::collection::vec(term, 1..=4), 0..n).prop_map(|(i, l, v)| Constraint::Element(i, l, v)),
        1 => (0..n, 0..n, prop::collection::vec((-3i64..=3, -3i64..=3), 1..=5))
            .prop_map(|(x, y, rows)| Constraint::Tuples(x, y, rows)),
    ]
}

fn problem() -> impl Strategy<Value = Problem> {
    (2usize..=4).prop_flat_map(|n| {
        (
            prop::collection::vec((-3i64..=2, 0i64..=4).prop_map(|(lo, w)| (lo, lo + w)), n),
            prop::collection::vec(constraint(n), 1..=4),
        )
            .prop_map(|(doms, cons)| Problem { doms, cons })
    })
}

/// All solutions in lexicographic order (the order of label/1).
fn brute_force(p: &Problem) -> Vec<Vec<i64>> {
    solutions_in_order(&p.doms, |a| p.cons.iter().all(|c| c.holds(a)))
}

/// The points of the box `ranges` (inclusive bounds) where `holds`, in
/// lexicographic order: the brute force the property tests compare with.
pub(crate) fn solutions_in_order(ranges: &[(i64, i64)], holds: impl Fn(&[i64]) -> bool) -> Vec<Vec<i64>> {
    let mut out = Vec::new();
    let mut a: Vec<i64> = ranges.iter().map(|r| r.0).collect();
    loop {
        if holds(&a) {
            out.push(a.clone());
        }
        let mut k = ranges.len();
        loop {
            if k == 0 {
                return out;
            }
            k -= 1;
            if a[k] < ranges[k].1 {
                a[k] += 1;
                break;
            }
            a[k] = ranges[k].0;
        }
    }
}

fn list_text(sols: &[Vec<i64>]) -> String {
    let rows: Vec<String> =
        sols.iter().map(|s| format!("[{}]", s.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(","))).collect();
    format!("[{}]", rows.join(","))
}

fn check(p: &Problem) -> Result<(), TestCaseError> {
    let n = p.doms.len();
    let vars: Vec<String> = (0..n).map(|i| format!("V{i}")).collect();
    let vs = format!("[{}]", vars.join(","));
    let doms: Vec<String> = p.doms.iter().enumerate().map(|(i, (lo, hi))| format!("V{i} in ({lo})..({hi})")).collect();
    let cons: Vec<String> = p.cons.iter().map(|c| c.text()).collect();
    labeling_matches(&vs, &doms.join(", "), &cons.join(", "), &brute_force(p))
}

/// Labeling the variables `vs` (a list's text) with domains `doms` under
/// the constraints `cons` gives exactly `expected`, and leaves the domains
/// as they were: posting and labeling inside findall restores every
/// domain; posting outside, labeling inside findall restores the domains
/// propagation left and finds the same solutions.
pub(crate) fn labeling_matches(vs: &str, doms: &str, cons: &str, expected: &[Vec<i64>]) -> Result<(), TestCaseError> {
    let mut m = Machine::new();
    let (r, _) = run_captured(&mut m, "use_module(library(clpfd))");
    prop_assert_eq!(r, GoalResult::Succeeded);
    let goal = format!(
        "Vs = {vs}, {doms}, maplist(fd_dom, Vs, D0), \
         findall(Vs, ({cons}, label(Vs)), L), maplist(fd_dom, Vs, D1), \
         write(L), nl, (D0 == D1 -> write(restored) ; write(changed(D0, D1))), nl, \
         (   {cons} \
         ->  maplist(fd_dom, Vs, E0), findall(Vs, label(Vs), L2), maplist(fd_dom, Vs, E1), \
             (E0 == E1 -> write(restored) ; write(changed(E0, E1))), nl, \
             (L2 == L -> write(same) ; write(different(L2))), nl \
         ;   write(restored), nl, (L == [] -> write(same) ; write(different_after_failure)), nl \
         )"
    );
    let (r, out) = run_captured(&mut m, &goal);
    prop_assert_eq!(r, GoalResult::Succeeded, "goal: {}\noutput: {}", goal, out);
    let lines: Vec<&str> = out.lines().collect();
    let expected = list_text(expected);
    prop_assert_eq!(lines.first().copied().unwrap_or(""), expected.as_str(), "goal: {}", goal);
    prop_assert_eq!(&lines[1..], &["restored", "restored", "same"][..], "goal: {}", goal);
    Ok(())
}

proptest! {
    // The seeds of past failures are in tests/clpfd_props.proptest-regressions
    // (beside this file, where proptest keeps them when tests/ has no main.rs)
    // and run first.
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
