//! `b <=> a0*x + a1*y = c` with unit coefficients over finite bounds well
//! inside the range: each side of "next to" in Einstein's puzzle (`X #= Y
//! + 1 #\/ Y #= X + 1`) is one, run by `Prop::PairLeOr`
//! (`disjunction.rs`) as `Prop::ReifLin` runs it (`reified_linear.rs`):
//! the same decisions from the same tests (bounds, then the domains'
//! overlap), the same projection of whole domains once b is true, the
//! same removal of one value once b is false and a variable is fixed
//! (unit tests compare the two), without the terms' slices a `Lin` keeps.
//! A case off that path (a value past the finite range, a variable with
//! values beyond it) is answered None, for the general propagator.

use super::linear::project_unit_pair;
use super::{big_bounds, Status};
use crate::clpfd::domain::{Domain, INF, SUP};
use crate::clpfd::store::{Store, Var};

/// Bounds and constant within this magnitude project exactly
/// (`project_unit_pair`'s own condition), and the value a disequality
/// removes stays inside the finite range.
const INSIDE: u64 = 1 << 61;

/// Whether `b <=> a[0]*x[0] + a[1]*x[1] = c` is one this file runs: unit
/// coefficients over two distinct variables, bounds and constant inside
/// [`INSIDE`] (they stay so: domains only narrow).
pub fn fits(st: &Store, a: [i64; 2], x: [Var; 2], c: i64) -> bool {
    let inside = |v: i64| v.unsigned_abs() < INSIDE;
    let bounded = |v: Var| {
        let d = st.dom(v);
        d.min() != INF && d.max() != SUP && inside(d.min()) && inside(d.max())
    };
    a.iter().all(|k| k.unsigned_abs() == 1) && x[0] != x[1] && inside(c) && bounded(x[0]) && bounded(x[1])
}

/// `lin.entailed(st)` for the equation (the relation's truth value
/// decided now, if it is): false when the bounds of the sum miss c or no
/// value of y gives one of x, true once both are fixed to a solution.
pub fn entailed(st: &Store, [a0, a1]: [i64; 2], [x, y]: [Var; 2], c: i64) -> Option<bool> {
    let (dx, dy) = (st.dom(x), st.dom(y));
    let (lo, hi) = sum_bounds(a0, (dx.min(), dx.max()), a1, (dy.min(), dy.max()));
    let c128 = c as i128;
    if lo > c128 || hi < c128 {
        return Some(false);
    }
    if disjoint(dx, dy, a0 * a1 > 0, a0 * c) {
        return Some(false);
    }
    (lo == hi).then_some(lo == c128)
}

/// Whether no value of y gives one of x = k - y (`negate`) or x = k + y,
/// as `Lin::binary_disjoint` tells: y's domain negated or not, shifted by
/// k, meets not x's. Two intervals meet when the bounds of the sum allow
/// c (the caller's test before); small domains meet as bit masks; others
/// as domains.
#[inline]
fn disjoint(dx: &Domain, dy: &Domain, negate: bool, k: i64) -> bool {
    if let (Domain::Range(_), Domain::Range(_)) = (dx, dy) {
        return false;
    }
    if let (Some((xb, xm)), Some((yb, ym))) = (dx.as_mask(), dy.as_mask()) {
        if let Some((ib, im)) = Domain::mask_image(yb, ym, negate, k) {
            return Domain::mask_meet(xb, xm, ib, im) == 0;
        }
    }
    let image = if negate { dy.negate() } else { dy.clone() };
    dx.intersect(&image.shift(k)).is_none()
}

/// The bounds of `a0*x + a1*y` for unit a0, a1.
#[inline]
fn sum_bounds(a0: i64, (x_min, x_max): (i64, i64), a1: i64, (y_min, y_max): (i64, i64)) -> (i128, i128) {
    let term =
        |a: i64, min: i64, max: i64| if a > 0 { (min as i128, max as i128) } else { (-(max as i128), -(min as i128)) };
    let ((xl, xh), (yl, yh)) = (term(a0, x_min, x_max), term(a1, y_min, y_max));
    (xl + yl, xh + yh)
}

/// Runs `b <=> a[0]*x[0] + a[1]*x[1] = c` (as [`fits`] left it); None
/// off this file's path (the general propagator's case).
pub fn reified(st: &mut Store, a: [i64; 2], x: [Var; 2], c: i64, b: Var) -> Option<Status> {
    let status = |ok: bool| if ok { Status::Entailed } else { Status::Fail };
    Some(match st.value(b) {
        None => match entailed(st, a, x, c) {
            Some(truth) => status(st.assign(b, truth as i64)),
            None => Status::Ok,
        },
        // `Lin::prop_eq` of a unit pair: each domain the other's image.
        Some(1) => match project_unit_pair(st, a[0], x[0], a[1], x[1], c) {
            Err(s) => s,
            Ok(true) if st.value(x[0]).is_some() => Status::Entailed,
            Ok(true) => Status::Ok,
            Ok(false) => return None,
        },
        // `Lin::prop_ne`: once one variable is fixed, the other loses the
        // one value that would make the sum c.
        Some(_) => {
            if big_bounds::involves(st, &x) {
                return None;
            }
            match (st.value(x[0]), st.value(x[1])) {
                (Some(u), Some(v)) => status(a[0] as i128 * u as i128 + a[1] as i128 * v as i128 != c as i128),
                (Some(u), None) => status(st.remove(x[1], (c as i128 - a[0] as i128 * u as i128) as i64 * a[1])),
                (None, Some(v)) => status(st.remove(x[0], (c as i128 - a[1] as i128 * v as i128) as i64 * a[0])),
                (None, None) => Status::Ok,
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::super::linear::{Lin, Rel};
    use super::super::{reified_linear, Status};
    use crate::clpfd::domain::Domain;
    use crate::clpfd::store::Store;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    /// Whatever b is, the unit pair prunes, decides and fails as the
    /// general reified propagator does, and decides as `Lin::entailed`.
    #[test]
    fn unit_pairs_match_the_general_reified_propagator() {
        let mut rng = SmallRng::seed_from_u64(29);
        let domain = |rng: &mut SmallRng| {
            let lo = rng.random_range(-6..=6);
            let mut d = Domain::Range((lo, lo + rng.random_range(0..=7)));
            for _ in 0..rng.random_range(0..3) {
                let v = lo + rng.random_range(0..=7);
                d = d.remove(v).unwrap_or(d);
            }
            d
        };
        let mut on_path = 0;
        for _ in 0..30_000 {
            let a = [[-1, 1][rng.random_range(0..2)], [-1, 1][rng.random_range(0..2)]];
            let c = rng.random_range(-8..=8);
            let (dx, dy) = (domain(&mut rng), domain(&mut rng));
            let truth =
                [Domain::Range((0, 1)), Domain::singleton(0), Domain::singleton(1)][rng.random_range(0..3)].clone();
            let run = |pair: bool| {
                let mut st = Store::default();
                let x = st.new_var(dx.clone(), 0);
                let y = st.new_var(dy.clone(), 0);
                let b = st.new_var(truth.clone(), 0);
                assert!(super::fits(&st, a, [x, y], c));
                let lin = Lin { a: a.to_vec().into(), x: vec![x, y].into(), c, rel: Rel::Eq };
                assert_eq!(super::entailed(&st, a, [x, y], c), lin.entailed(&st), "{a:?} {c} {dx:?} {dy:?}");
                let status = if pair {
                    super::reified(&mut st, a, [x, y], c, b)?
                } else {
                    reified_linear::reified(&mut st, &lin, b)
                };
                let failed = status == Status::Fail;
                let doms =
                    if failed { Vec::new() } else { vec![st.dom(x).clone(), st.dom(y).clone(), st.dom(b).clone()] };
                Some((status, doms))
            };
            if let Some(native) = run(true) {
                on_path += 1;
                assert_eq!(Some(native), run(false), "b in {truth:?} <=> {a:?}.[x, y] = {c}, x in {dx:?}, y in {dy:?}");
            }
        }
        assert!(on_path > 29_000, "{on_path}");
    }
}
