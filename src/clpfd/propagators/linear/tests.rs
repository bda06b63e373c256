//! Tests of the linear propagators: the finite passes against the general
//! ones, negations, rounding, and one run reaching the equation's fixpoint.

use super::super::Status;
use super::{Lin, Rel};
use crate::clpfd::domain::Domain;
use crate::clpfd::store::Store;

/// Coefficients, a constant and one to four small domains, some with
/// holes: a random sum for the tests below.
fn random_sum(rng: &mut rand::rngs::SmallRng) -> (Vec<i64>, i64, Vec<Domain>) {
    use rand::Rng;
    let n = rng.random_range(1..=4);
    let a: Vec<i64> = (0..n).map(|_| [-7, -3, -2, -1, 1, 1, 2, 5, 10][rng.random_range(0..9)]).collect();
    let c = rng.random_range(-30..=30);
    let mut doms = Vec::new();
    for _ in 0..n {
        let lo = rng.random_range(-6..=6);
        let d = Domain::Range((lo, lo + rng.random_range(0..=9)));
        doms.push(if rng.random_bool(0.3) { d.remove(lo + 1).unwrap_or(d) } else { d });
    }
    (a, c, doms)
}

#[test]
fn finite_equations_reach_the_general_fixpoint() {
    use rand::rngs::SmallRng;
    use rand::SeedableRng;
    let mut rng = SmallRng::seed_from_u64(11);
    for _ in 0..5_000 {
        let (a, c, doms) = random_sum(&mut rng);
        let run = |general: bool| {
            let mut st = Store::default();
            let x: Vec<_> = doms.iter().map(|d| st.new_var(d.clone(), 0)).collect();
            let lin = Lin { a: a.clone().into(), x: x.clone().into(), c, rel: Rel::Eq };
            let status =
                if general { lin.prop_eq_general(&mut st) } else { lin.prop_eq_finite(&mut st).expect("finite") };
            let doms: Vec<Domain> = x.iter().map(|&v| st.dom(v).clone()).collect();
            let failed = status == Status::Fail;
            (status, if failed { Vec::new() } else { doms })
        };
        assert_eq!(run(false), run(true), "{a:?} . {doms:?} = {c}");
    }
}

/// Inequalities: the finite pass leaves what the general one leaves,
/// and the negation propagated in place is the built negation's.
#[test]
fn finite_inequalities_and_negations_match_the_general_pass() {
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};
    let mut rng = SmallRng::seed_from_u64(17);
    for _ in 0..5_000 {
        let (a, c, doms) = random_sum(&mut rng);
        let rel = [Rel::Le, Rel::Eq, Rel::Ne][rng.random_range(0..3)];
        let run = |how: u8| {
            let mut st = Store::default();
            let x: Vec<_> = doms.iter().map(|d| st.new_var(d.clone(), 0)).collect();
            let lin = Lin { a: a.clone().into(), x: x.clone().into(), c, rel };
            let status = match how {
                0 => lin.prop_le_finite(&mut st).expect("finite"),
                1 => lin.prop_le_general(&mut st),
                2 => lin.propagate_negation(&mut st),
                _ => lin.negation().propagate(&mut st),
            };
            let doms: Vec<Domain> = x.iter().map(|&v| st.dom(v).clone()).collect();
            let failed = status == Status::Fail;
            (status, if failed { Vec::new() } else { doms })
        };
        if rel == Rel::Le {
            assert_eq!(run(0), run(1), "{a:?} . {doms:?} =< {c}");
        }
        assert_eq!(run(2), run(3), "not({a:?} . {doms:?} {rel:?} {c})");
    }
}

/// The i64 fast path of the rounding divisions agrees with i128 division.
#[test]
fn rounding_divisions() {
    let big = 1i128 << 80;
    for a in [-7i128, -6, -1, 0, 1, 6, 7, i64::MIN as i128, i64::MAX as i128, big, -big] {
        for b in [-3i128, -1, 1, 2, 3, big] {
            let (q, r) = (a / b, a % b);
            let floor = if r != 0 && ((a < 0) != (b < 0)) { q - 1 } else { q };
            let ceil = if r != 0 && ((a < 0) == (b < 0)) { q + 1 } else { q };
            assert_eq!((super::div_floor(a, b), super::div_ceil(a, b)), (floor, ceil), "{a} / {b}");
        }
    }
}

/// An equation is idempotent (its own prunings do not wake it): a second
/// run on what the first left finds nothing more, also when the first
/// fixed all but two unit terms, whose domains a run projects.
#[test]
fn one_equation_run_is_its_fixpoint() {
    use rand::rngs::SmallRng;
    use rand::SeedableRng;
    let mut rng = SmallRng::seed_from_u64(29);
    for _ in 0..20_000 {
        let (a, c, doms) = random_sum(&mut rng);
        let mut st = Store::default();
        let x: Vec<_> = doms.iter().map(|d| st.new_var(d.clone(), 0)).collect();
        let lin = Lin { a: a.clone().into(), x: x.clone().into(), c, rel: Rel::Eq };
        if lin.propagate(&mut st) == Status::Fail {
            continue;
        }
        let first: Vec<Domain> = x.iter().map(|&v| st.dom(v).clone()).collect();
        let again = lin.propagate(&mut st);
        let second: Vec<Domain> = x.iter().map(|&v| st.dom(v).clone()).collect();
        assert!(again != Status::Fail && first == second, "{a:?} . {doms:?} = {c}: {first:?} then {second:?}");
    }
}

/// `prop_eq`, which finds a sum reduced to two open unit terms inside its
/// small passes' scans, leaves what looking for the pair before every pass
/// leaves: sums of three to twenty terms, units and scaled, most terms
/// fixed (in half of them all but two unit terms), domains with holes
/// (which only the projection removes).
#[test]
fn pairs_found_by_the_scan_project_as_before_the_pass() {
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};
    let mut rng = SmallRng::seed_from_u64(37);
    // Sums reduced to a pair at the start.
    let mut pairs = 0;
    for _ in 0..20_000 {
        let n = if rng.random_bool(0.7) { rng.random_range(3..=8) } else { rng.random_range(14..=20) };
        let scaled = rng.random_bool(0.5);
        let mut a: Vec<i64> = (0..n)
            .map(|_| {
                if scaled && rng.random_bool(0.5) {
                    [-7, 2, 13][rng.random_range(0..3)]
                } else {
                    [-1, 1][rng.random_range(0..2)]
                }
            })
            .collect();
        // The terms left open: two unit ones, or any.
        let pair = rng.random_bool(0.5).then(|| {
            let i = rng.random_range(0..n);
            let j = (i + rng.random_range(1..n)) % n;
            a[i] = [-1, 1][rng.random_range(0..2)];
            a[j] = [-1, 1][rng.random_range(0..2)];
            (i, j)
        });
        let doms: Vec<Domain> = (0..n)
            .map(|k| {
                let lo = rng.random_range(-3..=6);
                let open = match pair {
                    Some((i, j)) => k == i || k == j,
                    None => rng.random_bool(0.25),
                };
                let d = Domain::Range((lo, lo + if open { rng.random_range(2..=8) } else { 0 }));
                match rng.random_range(0..3) {
                    0 => d.clone(),
                    1 => d.remove(lo + 1).unwrap_or(d),
                    _ => d.remove(lo + 1).and_then(|d| d.remove(lo + 3)).unwrap_or(d),
                }
            })
            .collect();
        // A constant the bounds allow, mostly.
        let c: i64 = a.iter().zip(&doms).map(|(&k, d)| k * d.min()).sum::<i64>() + rng.random_range(-2..=10);
        let run = |before: bool| {
            let mut st = Store::default();
            let x: Vec<_> = doms.iter().map(|d| st.new_var(d.clone(), 0)).collect();
            let lin = Lin { a: a.clone().into(), x: x.clone().into(), c, rel: Rel::Eq };
            let status = if !before {
                lin.prop_eq(&mut st)
            } else if let Some(status) = lin.reduced_pair_status(&mut st) {
                status
            } else {
                let fixed_before = st.fixed.len();
                match lin.prop_eq_finite(&mut st).expect("finite") {
                    Status::Ok if st.fixed.len() != fixed_before => lin.project_reduced_pair(&mut st),
                    status => status,
                }
            };
            let doms: Vec<Domain> = x.iter().map(|&v| st.dom(v).clone()).collect();
            let failed = status == Status::Fail;
            (status, if failed { Vec::new() } else { doms })
        };
        let ours = run(false);
        let before = run(true);
        let mut st = Store::default();
        let x: Vec<_> = doms.iter().map(|d| st.new_var(d.clone(), 0)).collect();
        pairs += Lin { a: a.clone().into(), x: x.into(), c, rel: Rel::Eq }.reduced_unit_pair(&st).is_some() as usize;
        assert_eq!(ours, before, "{a:?} . {doms:?} = {c}");
    }
    assert!(pairs > 8_000, "only {pairs} pairs");
}
