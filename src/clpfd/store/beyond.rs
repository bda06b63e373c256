//! Bounds past the store's 64-bit range. Domains are i64 intervals whose
//! extremes stand for `inf` and `sup`, so a bound past the finite range
//! (`X` of `X #= 2^70 + Y, Y in 0..10`) has no place in a domain: the
//! domain stays unbounded on that side, and the bound is kept here, as
//! side data beside it: an interval with i128 ends (each within
//! [`EXACT_LIMIT`], or open), which the variable's values lie in. The
//! values of a variable are its domain, read as a set of unbounded
//! integers (an `inf`/`sup` end open), cut to that interval; a value past
//! the finite range is one the interval names exactly (both ends equal).
//!
//! Only a bound that leaves the finite range reaches this file, so the
//! domains and the propagators' fast paths never look at it. The
//! propagators that reason in i128 (linear, the arithmetic functions,
//! scaled) read the effective bounds through [`Store::wide_bounds`] and
//! [`Store::exact`]; the others read the domain, which holds every value
//! of the variable (weaker, never wrong). The caller binds a variable
//! whose interval became one value past the range (`fixed_beyond`), and a
//! fixpoint that leaves a variable an empty interval (its domain lost the
//! unbounded side that its interval lies on) fails.

use super::{clamp, wide, Entry, Store, Var, EV_BOUNDS, EV_DOM, EV_VAL, SUB_DIFF};
use crate::clpfd::domain::{INF, SUP};
use crate::clpfd::propagators::Prop;

/// Bounds are kept exactly while their magnitude stays below this, so
/// that a product with a coefficient (below 2^63) and the sums of a few
/// such products stay far inside i128; a bound past it is open.
pub const EXACT_LIMIT: i128 = 1 << 96;

/// An open end of a side interval: `wide`'s infinities.
const OPEN: i128 = 1 << 100;

/// Whether `r` lies past the store's finite range (the i64 extremes,
/// which stand for `inf` and `sup`, included).
#[inline]
fn past_range(r: i128) -> bool {
    r >= SUP as i128 || r <= INF as i128
}

/// Whether `lo`, a lower bound, lies past the finite range and within
/// the exact limit below it (all of `lo..` past it above). Exactly `inf`'s
/// extreme is none: a bound read from a domain's `inf` end.
#[inline]
fn lower_past(lo: i128) -> bool {
    lo >= SUP as i128 || (lo < INF as i128 && lo > -EXACT_LIMIT)
}

/// [`lower_past`] for an upper bound (`sup`'s extreme is none).
#[inline]
fn upper_past(hi: i128) -> bool {
    hi <= INF as i128 || (hi > SUP as i128 && hi < EXACT_LIMIT)
}

impl Store {
    /// Whether some variable has bounds past the finite range.
    #[inline]
    pub fn has_beyond(&self) -> bool {
        !self.beyond.is_empty()
    }

    /// The newest side interval of `v`, if it has one.
    fn side(&self, v: Var) -> Option<(i128, i128)> {
        self.beyond.iter().rev().find(|e| e.0 == v).map(|e| (e.1, e.2))
    }

    /// The exact value of `v` when it lies past the finite range.
    #[inline]
    pub fn exact(&self, v: Var) -> Option<i128> {
        if self.beyond.is_empty() {
            return None;
        }
        self.exact_beyond(v)
    }

    /// [`Store::exact`] once some variable has a side interval (out of
    /// line: the disequalities' fast path inlines `exact`).
    #[inline(never)]
    fn exact_beyond(&self, v: Var) -> Option<i128> {
        let (lo, hi) = self.wide_bounds(v);
        (lo == hi && past_range(lo)).then_some(lo)
    }

    /// The bounds of `v` in i128: its domain's, with the infinities as
    /// [`wide`] maps them, cut to its side interval (so exact past the
    /// finite range).
    #[inline]
    pub fn wide_bounds(&self, v: Var) -> (i128, i128) {
        let d = &self.vars[v as usize].dom;
        let (lo, hi) = (d.min(), d.max());
        if lo != INF && hi != SUP {
            return (lo as i128, hi as i128);
        }
        self.wide_bounds_open(v, lo, hi)
    }

    /// [`Store::wide_bounds`] of a domain with an infinite end (out of
    /// line: the finite case is inlined in the propagators).
    #[inline(never)]
    fn wide_bounds_open(&self, v: Var, lo: i64, hi: i64) -> (i128, i128) {
        match self.side(v) {
            Some((l, h)) if !self.beyond.is_empty() => (wide(lo).max(l), wide(hi).min(h)),
            _ => (wide(lo), wide(hi)),
        }
    }

    /// Whether `v` has a side interval and finitely many values (so it
    /// can be labeled though its domain is unbounded).
    pub fn wide_finite(&self, v: Var) -> bool {
        if self.beyond.is_empty() || self.side(v).is_none() {
            return false;
        }
        let (lo, hi) = self.wide_bounds(v);
        lo > -OPEN && hi < OPEN
    }

    /// The intervals of `v`'s values in i128 (open ends as [`wide`]'s
    /// infinities), when it has a side interval; None when its domain
    /// alone names them.
    pub fn wide_intervals(&self, v: Var) -> Option<Vec<(i128, i128)>> {
        if self.beyond.is_empty() {
            return None;
        }
        let (l, h) = self.side(v)?;
        let d = &self.vars[v as usize].dom;
        let out: Vec<(i128, i128)> =
            d.intervals().iter().map(|&(a, b)| (wide(a).max(l), wide(b).min(h))).filter(|&(a, b)| a <= b).collect();
        Some(out)
    }

    /// Narrows to `lo..hi` with i128 bounds. A finite bound narrows the
    /// domain; a bound past the finite range narrows the side interval
    /// (when it cuts anything: an upper bound past `sup`'s side only for
    /// a domain unbounded above, and so on); a bound past
    /// [`EXACT_LIMIT`] leaves that side open. The tests for a bound past
    /// the range read no memory, so finite bounds (and `wide`'s
    /// infinities) go the way they always went.
    #[inline]
    pub fn set_bounds(&mut self, v: Var, lo: i128, hi: i128) -> bool {
        if lo > hi {
            return false;
        }
        if lower_past(lo) || upper_past(hi) {
            return self.set_bounds_beyond(v, lo, hi);
        }
        if lo > INF as i128 && !self.set_min(v, clamp(lo)) {
            return false;
        }
        if hi < SUP as i128 && !self.set_max(v, clamp(hi)) {
            return false;
        }
        true
    }

    /// [`Store::set_bounds`] with a bound past the finite range that may
    /// cut: the side interval narrows when it does.
    #[cold]
    #[inline(never)]
    fn set_bounds_beyond(&mut self, v: Var, lo: i128, hi: i128) -> bool {
        let (min, max) = (self.min(v), self.max(v));
        let side_lo = lower_past(lo) && (lo > 0 || min == INF);
        let side_hi = upper_past(hi) && (hi < 0 || max == SUP);
        if side_lo || side_hi {
            return self.narrow_side(v, lo, hi);
        }
        if !past_range(lo) && !self.set_min(v, clamp(lo)) {
            return false;
        }
        if !past_range(hi) && !self.set_max(v, clamp(hi)) {
            return false;
        }
        true
    }

    /// [`Store::set_bounds`] when a bound lies past the finite range: the
    /// finite one narrows the domain, the others the side interval. A
    /// single value past the range is the variable's value (its
    /// propagators are woken as by fixing).
    #[cold]
    fn narrow_side(&mut self, v: Var, lo: i128, hi: i128) -> bool {
        if !past_range(lo) && !self.set_min(v, clamp(lo)) {
            return false;
        }
        if !past_range(hi) && !self.set_max(v, clamp(hi)) {
            return false;
        }
        let (old_l, old_h) = self.side(v).unwrap_or((-OPEN, OPEN));
        let d = &self.vars[v as usize].dom;
        let (min, max) = (wide(d.min()), wide(d.max()));
        // Every value past the exact limit: only an open side holds them.
        if lo >= EXACT_LIMIT {
            return max == OPEN && old_h == OPEN;
        }
        if hi <= -EXACT_LIMIT {
            return min == -OPEN && old_l == -OPEN;
        }
        let open = |r: i128| if r.abs() >= EXACT_LIMIT { r.signum() * OPEN } else { r };
        let l = if lower_past(lo) { old_l.max(open(lo)) } else { old_l };
        let h = if upper_past(hi) { old_h.min(open(hi)) } else { old_h };
        let (el, eh) = (min.max(l), max.min(h));
        if el > eh {
            return false;
        }
        if (el, eh) == (min.max(old_l), max.min(old_h)) {
            return true;
        }
        let single = el == eh && past_range(el);
        // A half-open interval tightened step by step (`X #> Y, Y #> X`
        // past the range) stops as a half-infinite domain does.
        if !single && (el <= -OPEN || eh >= OPEN) && !self.unbounded_step() {
            return true;
        }
        self.beyond.push((v, l, h));
        self.trail.push(Entry::Beyond);
        self.stats.prunings += 1;
        if single {
            self.fixed_beyond.push(v);
            self.wake(v, EV_VAL | EV_BOUNDS | EV_DOM);
            return self.beyond_diffs(v, el);
        }
        self.wake(v, EV_BOUNDS | EV_DOM);
        true
    }

    /// Whether every variable with a side interval still has a value: its
    /// domain may have lost the unbounded side the interval lies on since
    /// (a propagator that reads domains only).
    pub(super) fn beyond_holds(&self) -> bool {
        self.beyond.iter().all(|&(v, l, h)| {
            let d = &self.vars[v as usize].dom;
            wide(d.min()).max(l) <= wide(d.max()).min(h)
        })
    }

    /// The binary disequalities `a*x + b*y #\= c` of `v`, just given the
    /// exact value `r` (the fixpoint loop runs them for variables fixed in
    /// range only): decided once the other side is known too; else the
    /// value they exclude from it goes, or, past the range, waits for it.
    /// False on a violation.
    fn beyond_diffs(&mut self, v: Var, r: i128) -> bool {
        let mut i = 0;
        while let Some(&p) = self.subs[v as usize][SUB_DIFF as usize].get(i) {
            i += 1;
            if !self.props[p as usize].alive {
                continue;
            }
            let Some(Prop::Ne2 { a, x, b, y, c }) = self.props[p as usize].prop else { continue };
            let (k_v, other, k_other) = if x == v { (a, y, b) } else { (b, x, a) };
            let rest = c as i128 - k_v as i128 * r;
            let known = self.value(other).map(|o| o as i128).or_else(|| self.exact(other));
            match known {
                Some(o) if k_other as i128 * o == rest => return false,
                Some(_) => {}
                None if rest % k_other as i128 != 0 => {}
                None => {
                    let e = rest / k_other as i128;
                    if e > INF as i128 && e < SUP as i128 {
                        if !self.remove(other, e as i64) {
                            return false;
                        }
                    } else {
                        continue;
                    }
                }
            }
            self.kill(p);
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clpfd::domain::Domain;
    use crate::clpfd::store::NO_HEAP;

    const P70: i128 = 1 << 70;

    /// A bound past the finite range is kept beside the unbounded domain,
    /// read back by wide_bounds and wide_intervals, narrowed further, and
    /// undone by backtracking; one value left is the exact value.
    #[test]
    fn side_interval_narrows_binds_and_is_undone() {
        let mut st = Store::default();
        let v = st.new_var(Domain::FULL, NO_HEAP);
        st.mark = st.trail_len();
        let mark = st.trail_len();
        assert!(st.set_bounds(v, P70, P70 + 10));
        assert_eq!(st.wide_bounds(v), (P70, P70 + 10));
        assert_eq!(st.wide_intervals(v), Some(vec![(P70, P70 + 10)]));
        assert!(st.wide_finite(v) && st.exact(v).is_none());
        assert!(st.set_bounds(v, P70 + 4, 1 << 120));
        assert_eq!(st.wide_bounds(v), (P70 + 4, P70 + 10));
        assert!(!st.set_bounds(v, P70 + 11, P70 + 20), "past the interval");
        assert!(st.set_bounds(v, P70, P70 + 4));
        assert_eq!(st.exact(v), Some(P70 + 4));
        assert_eq!(st.fixed_beyond, vec![v]);
        assert!(matches!(st.propagate(), Ok(true)));
        st.undo_to(mark);
        assert_eq!(st.wide_bounds(v), (wide(INF), wide(SUP)));
        assert!(!st.has_beyond());
    }

    /// An upper bound past the range on a domain bounded below keeps its
    /// finite part; a finite bound that leaves no value of the interval
    /// fails the fixpoint.
    #[test]
    fn side_interval_with_a_finite_end() {
        let mut st = Store::default();
        let v = st.new_var(Domain::Range((0, SUP)), NO_HEAP);
        st.mark = st.trail_len();
        assert!(st.set_bounds(v, i128::MIN, P70));
        assert_eq!(st.wide_bounds(v), (0, P70));
        assert_eq!(st.wide_intervals(v), Some(vec![(0, P70)]));
        assert!(st.set_bounds(v, 5, i128::MAX));
        assert_eq!(st.wide_bounds(v), (5, P70));
        assert!(st.set_bounds(v, P70 - 3, P70 + 100));
        assert_eq!(st.wide_bounds(v), (P70 - 3, P70));
        // A propagator reading the domain only narrows it into range.
        assert!(st.set_max(v, 100));
        assert!(matches!(st.propagate(), Ok(false)));
    }

    /// Bounds past the exact limit leave their side open.
    #[test]
    fn bounds_past_the_exact_limit_stay_open() {
        let mut st = Store::default();
        let v = st.new_var(Domain::FULL, NO_HEAP);
        st.mark = st.trail_len();
        assert!(st.set_bounds(v, 1 << 100, 1 << 101));
        assert!(!st.has_beyond());
        assert!(st.set_bounds(v, P70, 1 << 110));
        assert_eq!(st.wide_bounds(v), (P70, wide(SUP)));
        assert!(!st.wide_finite(v));
    }
}
