//! Sums of 0/1 variables (`Prop::BoolSum`): `sum(±b_i) + ±x rel c` for
//! `=` and `=<`, with at most one variable x that is not 0/1. Counting
//! models post them: magic series' `S_i #= sum(B_ij)`, bibd's row, column
//! and pair sums, car sequencing's class counts and option windows.
//!
//! The choice is made once, when the sum is posted ([`Prop::sum`]): a sum
//! that qualifies then keeps qualifying while the propagator lives, since
//! its domains only narrow (a unification of two of its variables replaces
//! it by a general `Prop::Lin`, `clpfd/builtins/aliasing.rs`). Any other
//! sum (a coefficient other than ±1, `\=`, fewer than three terms, an
//! infinite end, two variables wider than 0..1) is a `Prop::Lin`, whose
//! run does not test for this case. Should the scan here meet what it does
//! not take, the general passes run instead.
//!
//! The general passes (`linear_eq.rs`, `Lin::prop_le_finite`) keep every
//! term's bounds in a buffer, with checked products, and look for a pair
//! of open unit terms first; here one scan adds up the low ends of the
//! narrow terms (those whose domain spans at most two values: the 0/1
//! variables, and x once narrowed so) and counts the open ones, which is
//! all a term spanning two values needs: it can narrow only when the sum
//! has no slack on one side, and then every open one goes to that end. The
//! wide term (x while it spans more) is c minus the narrow ones, whose sum
//! lies in `low..=low+open`. One narrowing of x and at most one sweep over
//! the narrow terms reach the fixpoint the general passes reach, with the
//! same prunings (a unit test compares them). The scan is one pass: the
//! leading 0/1 variables in a tight loop in i64 (every term, in the usual
//! run, which then decides the sum at once), the rest from where it
//! stopped.

use super::linear::{narrow_finite_unit, Lin, Rel};
use super::{Prop, Status};
use crate::clpfd::domain::{Domain, INF, SUP};
use crate::clpfd::store::{Store, Var};

/// What one scan over the terms finds.
pub(super) struct Scan {
    /// The sum of the low ends of the narrow terms' contributions.
    pub low: i128,
    /// How many narrow terms are open (their contribution spans two values).
    pub open: i64,
    /// The wide term, if any: coefficient, variable, bounds.
    pub wide: Option<(i64, Var, i64, i64)>,
}

/// The range of `a * x` for a unit `a` over x's bounds, in i128.
#[inline]
fn contribution(a: i64, (min, max): (i64, i64)) -> (i128, i128) {
    if a > 0 {
        (min as i128, max as i128)
    } else {
        (-(max as i128), -(min as i128))
    }
}

impl Prop {
    /// The propagator of a sum as posted: [`Prop::BoolSum`] for a sum of
    /// 0/1 variables ([`Lin::is_boolean_sum`] on the domains now),
    /// `Prop::Lin` for any other.
    pub fn sum(lin: Lin, st: &Store) -> Prop {
        if lin.is_boolean_sum(st) {
            Prop::BoolSum(lin)
        } else {
            Prop::Lin(lin)
        }
    }
}

impl Lin {
    /// Whether the propagator may take the counting passes: `=` or `=<`
    /// over three or more distinct variables (as `make_lin` leaves them),
    /// unit coefficients, finite domains, all but at most one within 0..1.
    pub fn is_boolean_sum(&self, st: &Store) -> bool {
        if self.rel == Rel::Ne || self.x.len() < 3 || self.a.iter().any(|&a| a.abs() != 1) {
            return false;
        }
        if self.scan_truth_values(st).2 == self.x.len() {
            // Every term 0/1 (bibd's and car sequencing's sums).
            return true;
        }
        let mut wide = 0;
        for &x in self.x.iter() {
            let (min, max) = st.dom(x).bounds();
            if min == INF || max == SUP {
                return false;
            }
            if min < 0 || max > 1 {
                wide += 1;
            }
        }
        wide <= 1
    }

    /// The scan over the terms from the `k`th on, after
    /// [`Lin::scan_truth_values`] read the leading 0/1 variables (all of
    /// them in bibd's and car sequencing's sums) and found `low` and
    /// `open`: one pass in all. None when a second wide term turns up (the
    /// general passes then run; that never happens to a sum that
    /// [`Lin::is_boolean_sum`] accepted).
    ///
    /// Magic series' `X #= B1+...+B20` has its wide X last: a scan of the
    /// whole sum for 0/1 variables only, given up there, then a scan of
    /// the whole sum again, read the twenty truth values twice per run.
    #[inline]
    fn scan_from(&self, st: &Store, (low, open, k): (i64, i64, usize)) -> Option<Scan> {
        // Past i64 only with ends near its own: in i128, which the i64
        // terms of a sum cannot pass.
        let (mut low, mut open) = (low as i128, open);
        let mut wide = None;
        for (&a, &x) in self.a[k..].iter().zip(self.x[k..].iter()) {
            let (min, max) = st.dom(x).bounds();
            let span = max.wrapping_sub(min);
            if span as u64 > 1 {
                if wide.is_some() {
                    return None;
                }
                wide = Some((a, x, min, max));
                continue;
            }
            low += if a > 0 { min as i128 } else { -(max as i128) };
            open += span;
        }
        Some(Scan { low, open, wide })
    }

    /// The scan of the leading terms that are 0/1 variables: the low end
    /// of their sum, how many are open, and how many terms it read (all
    /// of them when every term is a 0/1 variable, the usual case).
    #[inline]
    fn scan_truth_values(&self, st: &Store) -> (i64, i64, usize) {
        let (mut low, mut open) = (0i64, 0i64);
        let mut terms = self.a.iter().zip(self.x.iter());
        // The index of the term read last, only when the scan stops there.
        let at = |terms: &std::iter::Zip<_, _>| self.x.len() - 1 - ExactSizeIterator::len(terms);
        while let Some((&a, &x)) = terms.next() {
            let Domain::Range((min, max)) = *st.dom(x) else { return (low, open, at(&terms)) };
            if min < 0 || max > 1 {
                return (low, open, at(&terms));
            }
            low += if a > 0 { min } else { -max };
            open += max - min;
        }
        (low, open, self.x.len())
    }

    /// [`Lin::boolean_eq`] and [`Lin::boolean_le`] with no wide term: the
    /// sum lies in `low..=low+open`; with no slack left on one side, every
    /// open term goes to that end.
    #[inline]
    fn truth_values(&self, st: &mut Store, low: i64, open: i64) -> Status {
        let c = self.c;
        let high = low + open;
        let up = match self.rel {
            Rel::Eq if low > c || high < c => return Status::Fail,
            Rel::Eq if open == 0 => return Status::Entailed,
            Rel::Eq if high == c => true,
            Rel::Le if low > c => return Status::Fail,
            Rel::Le if high <= c => return Status::Entailed,
            _ if low == c => false,
            _ => return Status::Ok,
        };
        if self.fix_narrow(st, up) {
            Status::Entailed
        } else {
            Status::Fail
        }
    }

    /// `Prop::BoolSum`'s run: the counting passes, or the general ones
    /// when the scan declines.
    #[inline]
    pub(super) fn propagate_boolean(&self, st: &mut Store) -> Status {
        match self.prop_boolean(st) {
            Some(status) => status,
            None => self.propagate(st),
        }
    }

    /// `Lin::propagate` for a boolean sum; None to leave it to the
    /// general passes.
    pub(super) fn prop_boolean(&self, st: &mut Store) -> Option<Status> {
        if self.rel == Rel::Ne {
            return None;
        }
        let scanned = self.scan_truth_values(st);
        if scanned.2 == self.x.len() {
            // Every term 0/1 (bibd's and car sequencing's sums, magic
            // series' once X is down to two values): the usual run.
            return Some(self.truth_values(st, scanned.0, scanned.1));
        }
        let scan = self.scan_from(st, scanned)?;
        self.decide_scan(st, scan)
    }

    /// The rest of a run once the terms are scanned.
    #[inline]
    pub(super) fn decide_scan(&self, st: &mut Store, Scan { low, open, wide }: Scan) -> Option<Status> {
        let (c, open) = (self.c as i128, open as i128);
        let (t_lo, t_hi) = match wide {
            None => (0, 0),
            Some((_, _, min, max)) if min == INF || max == SUP => return None,
            Some((a, _, min, max)) => contribution(a, (min, max)),
        };
        if low + t_lo > c {
            return Some(Status::Fail);
        }
        Some(match self.rel {
            Rel::Eq => self.boolean_eq(st, low, open, wide, (t_lo, t_hi)),
            Rel::Le => self.boolean_le(st, low, open, wide, (t_lo, t_hi)),
            Rel::Ne => return None,
        })
    }

    /// `sum = c`: the wide term is narrowed to c minus the narrow terms'
    /// range; then, with no slack left on one side, every open narrow
    /// term goes to that end (and the wide one is then fixed too: the
    /// end it reached is its window's).
    fn boolean_eq(
        &self,
        st: &mut Store,
        low: i128,
        open: i128,
        wide: Option<(i64, Var, i64, i64)>,
        (t_lo, t_hi): (i128, i128),
    ) -> Status {
        let c = self.c as i128;
        if low + open + t_hi < c {
            return Status::Fail;
        }
        let (from, to) = (c - low - open, c - low);
        let (t_lo, t_hi) = match wide {
            Some((a, x, _, _)) if t_lo < from || t_hi > to => {
                // Within the term's range (lo <= c <= hi): i64 values.
                let (from, to) = (from.max(t_lo) as i64, to.min(t_hi) as i64);
                let narrowed =
                    if a > 0 { narrow_finite_unit(st, x, from, to) } else { narrow_finite_unit(st, x, -to, -from) };
                if !narrowed {
                    return Status::Fail;
                }
                contribution(a, st.dom(x).bounds())
            }
            _ => (t_lo, t_hi),
        };
        let (lo, hi) = (low + t_lo, low + open + t_hi);
        if open > 0 && (lo == c || hi == c) {
            return if self.fix_narrow(st, hi == c) { Status::Entailed } else { Status::Fail };
        }
        if lo == hi {
            Status::Entailed
        } else {
            Status::Ok
        }
    }

    /// `sum =< c`: the wide term's top comes down to c minus the narrow
    /// terms' low ends; with no slack, every open narrow term goes low.
    fn boolean_le(
        &self,
        st: &mut Store,
        low: i128,
        open: i128,
        wide: Option<(i64, Var, i64, i64)>,
        (t_lo, t_hi): (i128, i128),
    ) -> Status {
        let c = self.c as i128;
        if low + open + t_hi <= c {
            return Status::Entailed;
        }
        let slack = c - low - t_lo;
        let t_hi = match wide {
            Some((a, x, min, max)) if t_hi - t_lo > slack => {
                // t_lo <= top < t_hi: an i64 value.
                let top = (c - low) as i64;
                let narrowed =
                    if a > 0 { narrow_finite_unit(st, x, min, top) } else { narrow_finite_unit(st, x, -top, max) };
                if !narrowed {
                    return Status::Fail;
                }
                contribution(a, st.dom(x).bounds()).1
            }
            _ => t_hi,
        };
        let open = if slack == 0 && open > 0 {
            if !self.fix_narrow(st, false) {
                return Status::Fail;
            }
            0
        } else {
            open
        };
        if low + open + t_hi <= c {
            Status::Entailed
        } else {
            Status::Ok
        }
    }

    /// Fixes every open narrow term at the high (`up`) or low end of its
    /// contribution; false if a narrowing fails.
    fn fix_narrow(&self, st: &mut Store, up: bool) -> bool {
        for (&a, &x) in self.a.iter().zip(self.x.iter()) {
            let (min, max) = st.dom(x).bounds();
            if max.wrapping_sub(min) != 1 {
                continue;
            }
            let v = if (a > 0) == up { max } else { min };
            if !st.narrow_finite_bounds(x, v, v) {
                return false;
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::super::Status;
    use super::{Lin, Rel};
    use crate::clpfd::domain::Domain;
    use crate::clpfd::store::Store;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    /// Random sums of three to seven 0/1 terms (open or fixed) with unit
    /// coefficients, some with one wide term (holes included), `=` or
    /// `=<`: the counting passes leave the domains and the status the
    /// general passes leave, and take nearly every such sum.
    #[test]
    fn counting_passes_match_the_general_passes() {
        let mut rng = SmallRng::seed_from_u64(29);
        let mut taken = 0;
        for _ in 0..20_000 {
            let n = rng.random_range(3..=7);
            let a: Vec<i64> = (0..n).map(|_| if rng.random_bool(0.7) { 1 } else { -1 }).collect();
            let mut doms: Vec<Domain> = (0..n)
                .map(|_| {
                    [Domain::Range((0, 1)), Domain::singleton(0), Domain::singleton(1)][rng.random_range(0..3)].clone()
                })
                .collect();
            if rng.random_bool(0.6) {
                let lo = rng.random_range(-4..=4);
                let d = Domain::Range((lo, lo + rng.random_range(0..=8)));
                let d = if rng.random_bool(0.4) { d.remove(lo + rng.random_range(1..=3)).unwrap_or(d) } else { d };
                let at = rng.random_range(0..n);
                doms[at] = d;
            }
            let c = rng.random_range(-6..=8);
            let rel = if rng.random_bool(0.5) { Rel::Eq } else { Rel::Le };
            let run = |counting: bool| {
                let mut st = Store::default();
                let x: Vec<_> = doms.iter().map(|d| st.new_var(d.clone(), 0)).collect();
                let lin = Lin { a: a.clone().into(), x: x.clone().into(), c, rel };
                let status = if counting {
                    assert!(lin.is_boolean_sum(&st), "{a:?} . {doms:?}");
                    lin.prop_boolean(&mut st)
                } else {
                    Some(lin.propagate(&mut st))
                };
                let doms: Vec<Domain> = x.iter().map(|&v| st.dom(v).clone()).collect();
                let failed = status == Some(Status::Fail);
                (status, if failed { Vec::new() } else { doms })
            };
            let general = run(false);
            let counting = run(true);
            if counting.0.is_some() {
                taken += 1;
                assert_eq!(counting, general, "{a:?} . {doms:?} {rel:?} {c}");
            }
        }
        assert!(taken > 19_000, "only {taken} sums took the counting passes");
    }
}
