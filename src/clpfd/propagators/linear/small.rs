//! The passes of a linear constraint with scaled terms (`V #= 20*X +
//! 27*Y + ...`, `13*X + 17*Y + ... #=< 170`: knapsacks, weighted sums)
//! over small bounds, in plain i64: the coefficients and bounds they take
//! are small enough that no product, sum or difference can overflow, so
//! no step is checked, and the bounds of the variables stay on the stack.
//!
//! A term `a*x` narrows without forming the products it is bounded by:
//! with the slacks `c - lo` and `hi - c` of the sum's bounds, x's new
//! bounds are `min + (c - lo) / a` and `max - (hi - c) / a` (a > 0; for
//! a < 0 the slacks swap), the divisions of nonnegative numbers by a
//! positive one, which truncate as floor does. The passes visit and prune
//! as the checked passes do (`linear_eq.rs`, `Lin::prop_le_finite`),
//! whose results they must equal (tests below).

use super::{Lin, MAX_PASSES};
use crate::clpfd::propagators::Status;
use crate::clpfd::store::Store;

/// Most terms the passes take (their bounds live on the stack), and most
/// an equation takes: sums of up to `SMALL_TERMS` keep their bounds in
/// arrays that size, so that the longer equations (magic series' weighted
/// sum `1*S1 + 2*S2 + ... + 19*S19 #= 20`) cost the short ones no larger
/// arrays to clear.
const SMALL_TERMS: usize = 16;
const LONG_SMALL_TERMS: usize = 32;
/// Coefficients the passes take lie strictly between `-SMALL_COEF` and
/// `SMALL_COEF`, bounds strictly between `-SMALL_BOUND` and `SMALL_BOUND`,
/// the constant strictly between `-SMALL_CONST` and `SMALL_CONST`: every
/// product is below 2^56, a sum of `LONG_SMALL_TERMS` of them below 2^61,
/// and the slacks below 2^62.
const SMALL_COEF: i64 = 1 << 20;
const SMALL_BOUND: i64 = 1 << 36;
const SMALL_CONST: i64 = 1 << 56;
/// Fewest terms [`Lin::prop_le_small`] takes (its callers test it first,
/// so that a short inequality costs no call).
pub(super) const SHORTEST_LE: usize = 4;

/// The bounds of `a*x` for x in `min..max`.
#[inline(always)]
fn term(a: i64, min: i64, max: i64) -> (i64, i64) {
    if a > 0 {
        (a * min, a * max)
    } else {
        (a * max, a * min)
    }
}

impl Lin {
    /// Whether the passes take this constraint's shape (before reading
    /// any domain): few terms, and a small constant (the coefficients are
    /// checked in the scan).
    #[inline(always)]
    fn small_shape<const N: usize>(&self) -> bool {
        self.x.len() <= N && self.c > -SMALL_CONST && self.c < SMALL_CONST
    }

    /// Reads the bounds of every variable into `b` and sums the bounds of
    /// the terms: (lo, hi, widest span of a term), or None when a
    /// coefficient or a bound is not small (an infinite end among them).
    /// The indices of the terms not fixed go to `open`, `opened` of them.
    #[inline(always)]
    fn small_sums<const N: usize>(
        &self,
        st: &Store,
        b: &mut [(i64, i64); N],
        open: &mut [u8; N],
        opened: &mut usize,
    ) -> Option<(i64, i64, i64)> {
        let (mut lo, mut hi, mut widest) = (0i64, 0i64, 0i64);
        for (k, (&a, &x)) in self.a.iter().zip(self.x.iter()).enumerate() {
            let (min, max) = st.dom(x).bounds();
            if min <= -SMALL_BOUND || max >= SMALL_BOUND || a <= -SMALL_COEF || a >= SMALL_COEF {
                return None;
            }
            let (tlo, thi) = term(a, min, max);
            lo += tlo;
            hi += thi;
            widest = widest.max(thi - tlo);
            b[k] = (min, max);
            open[*opened] = k as u8;
            *opened += (min != max) as usize;
        }
        Some((lo, hi, widest))
    }

    /// `prop_eq_finite` for a sum of scaled terms over small bounds: the
    /// same scan and the same visits in the same order (the checked pass
    /// says why), so the same prunings. None when it does not apply,
    /// found before anything is narrowed.
    ///
    /// With `PAIR`, a sum whose scan finds all terms but two unit ones
    /// fixed is `x + y = k` ([`Lin::open_pair`]), as in `prop_eq_units`.
    #[inline]
    pub(in crate::clpfd::propagators) fn prop_eq_small<const PAIR: bool>(&self, st: &mut Store) -> Option<Status> {
        if self.x.len() > SMALL_TERMS {
            return self.prop_eq_long_small::<PAIR>(st);
        }
        self.prop_eq_small_in::<SMALL_TERMS, PAIR>(st)
    }

    /// [`Lin::prop_eq_small`] for the longer equations, out of line: the
    /// short ones' pass stays inline in `prop_eq`, as small as it was.
    #[inline(never)]
    fn prop_eq_long_small<const PAIR: bool>(&self, st: &mut Store) -> Option<Status> {
        self.prop_eq_small_in::<LONG_SMALL_TERMS, PAIR>(st)
    }

    /// [`Lin::prop_eq_small`] with the bounds of at most `N` terms on the
    /// stack.
    #[inline(always)]
    fn prop_eq_small_in<const N: usize, const PAIR: bool>(&self, st: &mut Store) -> Option<Status> {
        if !self.small_shape::<N>() {
            return None;
        }
        let c = self.c;
        let mut b = [(0i64, 0i64); N];
        let (mut open, mut n) = ([0u8; N], 0);
        let (mut lo, mut hi, widest) = self.small_sums(st, &mut b, &mut open, &mut n)?;
        if PAIR && n == 2 {
            let (i, j) = (open[0] as usize, open[1] as usize);
            let (ai, aj) = (self.a[i], self.a[j]);
            if ai.abs() == 1 && aj.abs() == 1 {
                // The fixed terms' sum is lo less the two open terms' minima.
                let rest = c - lo + term(ai, b[i].0, b[i].1).0 + term(aj, b[j].0, b[j].1).0;
                if let Some(status) = self.open_pair(st, i, j, rest) {
                    return Some(status);
                }
            }
        }
        if lo > c || hi < c {
            return Some(Status::Fail);
        }
        if widest > (hi - c).min(c - lo) {
            // The visits go round the terms not fixed at the scan only: a
            // fixed one fits in any slack, and skipping it changes neither
            // the order of the others' visits nor where they stop (once
            // every open term has been seen since the last narrowing), nor
            // how many cycles the budget allows.
            let (mut budget, mut quiet, mut i) = (MAX_PASSES as usize * n, 0, 0);
            while quiet < n && budget > 0 {
                budget -= 1;
                quiet += 1;
                let k = open[i] as usize;
                i = if i + 1 == n { 0 } else { i + 1 };
                let a = self.a[k];
                let (min, max) = b[k];
                let (below, above) = (c - lo, hi - c);
                if a.abs() * (max - min) <= below.min(above) {
                    continue;
                }
                // a*x within [c - (hi - thi), c - (lo - tlo)].
                let (new_min, new_max) =
                    if a > 0 { (max - above / a, min + below / a) } else { (max - below / -a, min + above / -a) };
                let x = self.x[k];
                if (new_min > min || new_max < max) && !st.narrow_finite_bounds(x, new_min.max(min), new_max.min(max)) {
                    return Some(Status::Fail);
                }
                let now = st.dom(x).bounds();
                if now != (min, max) {
                    let (tlo, thi) = term(a, min, max);
                    let (nlo, nhi) = term(a, now.0, now.1);
                    lo += nlo - tlo;
                    hi -= thi - nhi;
                    b[k] = now;
                    if lo > c || hi < c {
                        return Some(Status::Fail);
                    }
                    quiet = 1;
                }
            }
        }
        Some(if lo == hi { Status::Entailed } else { Status::Ok })
    }

    /// `prop_le_finite` (`negated`: `prop_ge_finite` at `c`, that is
    /// `-sum =< -c`) over small bounds: one pass, each term whose span
    /// exceeds the slack `c - lo` cut to it. None when it does not apply
    /// (nothing narrowed).
    #[inline]
    pub(in crate::clpfd::propagators) fn prop_le_small(&self, st: &mut Store, negated: bool, c: i64) -> Option<Status> {
        // (Short inequalities, `X #< Y` above all, are cheaper in the
        // checked pass, which has no arrays to set up.)
        if self.x.len() < SHORTEST_LE || !self.small_shape::<SMALL_TERMS>() || c <= -SMALL_CONST || c >= SMALL_CONST {
            return None;
        }
        let sign = if negated { -1 } else { 1 };
        let c = sign * c;
        let mut b = [(0i64, 0i64); SMALL_TERMS];
        let (mut open, mut n) = ([0u8; SMALL_TERMS], 0);
        let (sum_lo, sum_hi, widest) = self.small_sums(st, &mut b, &mut open, &mut n)?;
        let (lo, mut hi) = if negated { (-sum_hi, -sum_lo) } else { (sum_lo, sum_hi) };
        if lo > c {
            return Some(Status::Fail);
        }
        if hi <= c {
            return Some(Status::Entailed);
        }
        let slack = c - lo;
        if widest > slack {
            for &k in &open[..n] {
                let k = k as usize;
                let (a, x) = (sign * self.a[k], self.x[k]);
                let (min, max) = b[k];
                if a.abs() * (max - min) <= slack {
                    continue;
                }
                // (A variable twice in the sum may have narrowed since the
                // scan: the bounds it has now, as the checked pass reads.)
                let (min, max) = st.dom(x).bounds();
                let (new_min, new_max) = if a > 0 { (min, min + slack / a) } else { (max - slack / -a, max) };
                if new_max >= max && new_min <= min {
                    continue;
                }
                if !st.narrow_finite_bounds(x, new_min.max(min), new_max.min(max)) {
                    return Some(Status::Fail);
                }
                let (_, thi) = term(a, min, max);
                let (nmin, nmax) = st.dom(x).bounds();
                hi -= thi - term(a, nmin, nmax).1;
            }
        }
        Some(if hi <= c { Status::Entailed } else { Status::Ok })
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Lin, Rel};
    use crate::clpfd::domain::Domain;
    use crate::clpfd::propagators::Status;
    use crate::clpfd::store::Store;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    /// A random sum: scaled coefficients (some large, some units), up to
    /// 34 terms (an inequality past 16, an equation past 32, declined),
    /// small domains with holes, some far from 0 or wide.
    fn random_sum(rng: &mut SmallRng) -> (Vec<i64>, i64, Vec<Domain>) {
        let n = match rng.random_range(0..10) {
            0..=7 => rng.random_range(1..=6),
            8 => rng.random_range(7..=18),
            _ => rng.random_range(19..=34),
        };
        let big = rng.random_bool(0.05);
        let a: Vec<i64> = (0..n)
            .map(|_| {
                let k = [-41, -7, -3, -2, -1, 1, 2, 5, 13, 20][rng.random_range(0..10)];
                if big && rng.random_bool(0.3) {
                    k << 20
                } else {
                    k
                }
            })
            .collect();
        let c = rng.random_range(-60..=200);
        let doms = (0..n)
            .map(|_| {
                let lo = if big && rng.random_bool(0.3) { 1 << 36 } else { rng.random_range(-6..=8) };
                let d = Domain::Range((lo, lo + rng.random_range(0..=12)));
                if rng.random_bool(0.4) {
                    d.remove(lo + 1).unwrap_or(d)
                } else {
                    d
                }
            })
            .collect();
        (a, c, doms)
    }

    /// Runs `pass` on a fresh store: its status and, unless it failed,
    /// the domains it leaves.
    fn run(
        a: &[i64],
        c: i64,
        doms: &[Domain],
        rel: Rel,
        pass: impl Fn(&Lin, &mut Store) -> Option<Status>,
    ) -> (Option<Status>, Vec<Domain>) {
        let mut st = Store::default();
        let x: Vec<_> = doms.iter().map(|d| st.new_var(d.clone(), 0)).collect();
        let lin = Lin { a: a.into(), x: x.clone().into(), c, rel };
        let status = pass(&lin, &mut st);
        let failed = status == Some(Status::Fail);
        (status, if failed { Vec::new() } else { x.iter().map(|&v| st.dom(v).clone()).collect() })
    }

    /// The small equation pass prunes as the checked i128 pass, and
    /// declines what it does not take (long sums, large coefficients or
    /// bounds).
    #[test]
    fn small_equations_prune_as_the_checked_pass() {
        let mut rng = SmallRng::seed_from_u64(47);
        let mut taken = 0;
        for _ in 0..5_000 {
            let (a, c, doms) = random_sum(&mut rng);
            let small = run(&a, c, &doms, Rel::Eq, |lin, st| lin.prop_eq_small::<false>(st));
            let small_shape =
                a.len() <= 32 && a.iter().all(|k| k.abs() < 1 << 20) && doms.iter().all(|d| d.bounds().1 < 1 << 36);
            if small_shape {
                taken += 1;
                let checked = run(&a, c, &doms, Rel::Eq, |lin, st| match lin.prop_eq_finite_as::<i128>(st) {
                    crate::clpfd::propagators::linear_eq::Pass::Done(s) => Some(s),
                    _ => None,
                });
                assert_eq!(small, checked, "{a:?} . {doms:?} = {c}");
            } else {
                assert_eq!(small.0, None, "{a:?} . {doms:?} = {c}");
            }
        }
        assert!(taken > 3_000, "only {taken} small sums");
    }

    /// The small inequality pass, and its negation, prune as the checked
    /// passes over i128.
    #[test]
    fn small_inequalities_prune_as_the_checked_pass() {
        let mut rng = SmallRng::seed_from_u64(53);
        let mut taken = 0;
        for _ in 0..5_000 {
            let (a, c, doms) = random_sum(&mut rng);
            for negated in [false, true] {
                let small = run(&a, c, &doms, Rel::Le, |lin, st| lin.prop_le_small(st, negated, c));
                if small.0.is_none() {
                    continue;
                }
                taken += 1;
                let checked = run(&a, c, &doms, Rel::Le, |lin, st| {
                    if negated {
                        lin.prop_ge_finite(st, c as i128)
                    } else {
                        lin.prop_le_finite(st)
                    }
                });
                assert_eq!(small, checked, "{a:?} . {doms:?} =< {c} (negated: {negated})");
            }
        }
        assert!(taken > 3_000, "only {taken} small inequalities");
    }
}
