//! `b <=> a0*x + a1*y =< c` over two variables with finite bounds: each
//! side of a disjunction of precedences (`S1 + D1 #=< S2 #\/ S2 + D2 #=<
//! S1`, the machines of a job shop) is one, and they run more often than
//! any other propagator there, mostly to find that nothing is decided
//! yet. Read straight from the four bounds, without the passes over a sum
//! of any length that `reified_linear.rs` makes: the same prunings and
//! outcomes (a unit test compares the two), for a fraction of the work.
//! A variable with an infinite end is left to the general propagator.
//!
//! (The plain two-term inequality taken the same way measured no faster
//! than `Lin::prop_le_finite`, already short for two terms.)

use super::linear::{finite_term, narrow_finite_above, Lin};
use super::Status;
use crate::clpfd::domain::{INF, SUP};
use crate::clpfd::store::{Store, Var};

/// A term: coefficient, variable, and the bounds of their product.
type Term = (i64, Var, (i128, i128));

/// The two terms `a[0]*x[0]` and `a[1]*x[1]` with the bounds of their
/// products; None when a variable has an infinite end (the general
/// propagator's case).
#[inline(always)]
fn pair_terms(st: &Store, [a0, a1]: [i64; 2], [x, y]: [Var; 2]) -> Option<[Term; 2]> {
    let ((x_min, x_max), (y_min, y_max)) = (st.dom(x).bounds(), st.dom(y).bounds());
    if x_min == INF || x_max == SUP || y_min == INF || y_max == SUP {
        return None;
    }
    Some([(a0, x, term(a0, x_min, x_max)), (a1, y, term(a1, y_min, y_max))])
}

/// The bounds of `a*x` for x in `min..max` (finite): `finite_term`, read
/// without a multiplication for a unit coefficient (a precedence's).
#[inline(always)]
fn term(a: i64, min: i64, max: i64) -> (i128, i128) {
    match a {
        1 => (min as i128, max as i128),
        -1 => (-(max as i128), -(min as i128)),
        _ => finite_term(a, min, max),
    }
}

/// `lin.entailed(st)` for a `lin` of two terms and `=<`, read from the
/// four bounds (what posting `b <=> lin` asks, to leave it idle when
/// undecided); None when a variable has an infinite end.
#[inline]
pub fn entailed(st: &Store, lin: &Lin) -> Option<Option<bool>> {
    pair_entailed(st, [lin.a[0], lin.a[1]], [lin.x[0], lin.x[1]], lin.c)
}

/// [`entailed`] for `a[0]*x[0] + a[1]*x[1] =< c`.
#[inline]
pub fn pair_entailed(st: &Store, a: [i64; 2], x: [Var; 2], c: i64) -> Option<Option<bool>> {
    let [(_, _, tx), (_, _, ty)] = pair_terms(st, a, x)?;
    let c = c as i128;
    Some(if tx.1 + ty.1 <= c {
        Some(true)
    } else if tx.0 + ty.0 > c {
        Some(false)
    } else {
        None
    })
}

/// Runs `b <=> lin` for a `lin` of two terms and `=<`; None when a
/// variable has an infinite end.
#[inline]
pub fn reified(st: &mut Store, lin: &Lin, b: Var) -> Option<Status> {
    reified_pair(st, [lin.a[0], lin.a[1]], [lin.x[0], lin.x[1]], lin.c, b)
}

/// [`reified`] for `b <=> a[0]*x[0] + a[1]*x[1] =< c`.
#[inline(always)]
pub fn reified_pair(st: &mut Store, a: [i64; 2], x: [Var; 2], c: i64, b: Var) -> Option<Status> {
    let [(a0, x, tx), (a1, y, ty)] = pair_terms(st, a, x)?;
    let c = c as i128;
    Some(match st.value(b) {
        None => {
            // Entailed when the sum's maximum is within c, disentailed
            // when its minimum is past it (`Lin::entailed`).
            let truth = if tx.1 + ty.1 <= c {
                1
            } else if tx.0 + ty.0 > c {
                0
            } else {
                return Some(Status::Ok);
            };
            if st.assign(b, truth) {
                Status::Entailed
            } else {
                Status::Fail
            }
        }
        Some(1) => at_most([(a0, x, tx), (a1, y, ty)], c, st),
        // The negation `a0*x + a1*y >= c + 1`, as `-a0*x - a1*y =< -c - 1`
        // (coefficients are in the finite range, so they negate).
        Some(_) => at_most([(-a0, x, (-tx.1, -tx.0)), (-a1, y, (-ty.1, -ty.0))], -c - 1, st),
    })
}

/// `t0 + t1 =< c`, each term `(a, x, (lo, hi))` with the bounds of `a*x`,
/// to bounds consistency (`Lin::prop_le_finite` for two terms):
/// narrowing a term lowers only its upper end, so the minimum of the sum
/// stays and one pass is the fixpoint.
#[inline(always)]
fn at_most(terms: [Term; 2], c: i128, st: &mut Store) -> Status {
    let lo = terms[0].2 .0 + terms[1].2 .0;
    if lo > c {
        return Status::Fail;
    }
    let mut hi = terms[0].2 .1 + terms[1].2 .1;
    if hi <= c {
        return Status::Entailed;
    }
    let slack = c - lo;
    for (a, x, (t_lo, t_hi)) in terms {
        if t_hi - t_lo <= slack {
            continue;
        }
        if !narrow_finite_above(st, a, x, t_lo + slack) {
            return Status::Fail;
        }
        let (min, max) = st.dom(x).bounds();
        let (_, narrowed) = term(a, min, max);
        hi += narrowed - t_hi;
    }
    if hi <= c {
        Status::Entailed
    } else {
        Status::Ok
    }
}

#[cfg(test)]
mod tests {
    use super::super::linear::{Lin, Rel};
    use super::super::{reified_linear, Status};
    use crate::clpfd::domain::Domain;
    use crate::clpfd::store::Store;

    /// Whatever b is, the two-term path prunes, decides and fails as the
    /// general reified propagator does.
    #[test]
    fn two_terms_match_the_general_reified_propagator() {
        use rand::rngs::SmallRng;
        use rand::{Rng, SeedableRng};
        let mut rng = SmallRng::seed_from_u64(11);
        let coefficient = |rng: &mut SmallRng| [-7, -3, -2, -1, 1, 2, 3, 5][rng.random_range(0..8)];
        let domain = |rng: &mut SmallRng| {
            let lo = rng.random_range(-8..=8);
            let d = Domain::Range((lo, lo + rng.random_range(0..=9)));
            if rng.random_bool(0.3) {
                d.remove(lo + 1).unwrap_or(d)
            } else {
                d
            }
        };
        for _ in 0..20_000 {
            let (a0, a1) = (coefficient(&mut rng), coefficient(&mut rng));
            let c = rng.random_range(-40..=40);
            let (dx, dy) = (domain(&mut rng), domain(&mut rng));
            let truth =
                [Domain::Range((0, 1)), Domain::singleton(0), Domain::singleton(1)][rng.random_range(0..3)].clone();
            let run = |pair: bool| {
                let mut st = Store::default();
                let x = st.new_var(dx.clone(), 0);
                let y = st.new_var(dy.clone(), 0);
                let b = st.new_var(truth.clone(), 0);
                let lin = Lin { a: vec![a0, a1].into(), x: vec![x, y].into(), c, rel: Rel::Le };
                assert_eq!(super::entailed(&st, &lin), Some(lin.entailed(&st)), "{a0}*x + {a1}*y =< {c}");
                let status = if pair {
                    super::reified(&mut st, &lin, b).expect("finite bounds")
                } else {
                    reified_linear::reified(&mut st, &lin, b)
                };
                let failed = status == Status::Fail;
                let doms =
                    if failed { Vec::new() } else { vec![st.dom(x).clone(), st.dom(y).clone(), st.dom(b).clone()] };
                (status, doms)
            };
            assert_eq!(run(true), run(false), "b in {truth:?} <=> {a0}*x + {a1}*y =< {c}, x in {dx:?}, y in {dy:?}");
        }
    }

    /// An infinite end is the general propagator's case.
    #[test]
    fn infinite_ends_are_left_to_the_general_propagator() {
        let mut st = Store::default();
        let x = st.new_var(Domain::Range((0, crate::clpfd::domain::SUP)), 0);
        let y = st.new_var(Domain::Range((0, 5)), 0);
        let b = st.new_var(Domain::Range((0, 1)), 0);
        let lin = Lin { a: vec![1, -1].into(), x: vec![x, y].into(), c: 0, rel: Rel::Le };
        assert_eq!(super::entailed(&st, &lin), None);
        assert_eq!(super::reified(&mut st, &lin, b), None);
    }
}
