//! Bounds past the store's 64-bit range. Domains are i64 intervals whose
//! extremes stand for `inf` and `sup`, so a bound past the finite range
//! (`X` of `X #= 2^200 + Y, Y in 0..10`) has no place in a domain: the
//! domain stays unbounded on that side, and the bound is kept here, as
//! side data beside it: an interval with unbounded integer ends (or
//! open), which the variable's values lie in. The values of a variable
//! are its domain, read as a set of unbounded integers (an `inf`/`sup`
//! end open), cut to that interval; a value past the finite range is one
//! the interval names exactly (both ends equal).
//!
//! Only a bound that leaves the finite range reaches this file, so the
//! domains and the propagators' fast paths never look at it. The
//! propagators that reason in i128 (linear, the arithmetic functions,
//! scaled) read the effective bounds through [`Store::wide_bounds`] and
//! [`Store::exact`], an i128 view in which an end past [`EXACT_LIMIT`] is
//! open (weaker, never wrong); the linear and product propagators of a
//! variable with a side interval reason in big integers instead
//! (`propagators/big_bounds.rs`), through [`Store::big_bounds`] and
//! [`Store::set_big_bounds`]. The
//! others read the domain, which holds every value of the variable. The
//! caller binds a variable whose interval became one value past the
//! range (`fixed_beyond`), and a fixpoint that leaves a variable an empty
//! interval (its domain lost the unbounded side that its interval lies
//! on) fails.

use super::{clamp, wide, Entry, Store, Var, EV_BOUNDS, EV_DOM, EV_VAL, SUB_DIFF};
use crate::clpfd::domain::{INF, SUP};
use crate::clpfd::propagators::Prop;
use crate::term::{BigInt, BigIntExt};

/// An end of an interval in unbounded integers: None is open (`inf` at
/// a lower end, `sup` at an upper one).
pub type End = Option<BigInt>;

/// The i128 view keeps ends exactly while their magnitude stays below
/// this, so that a product with a coefficient (below 2^63) and the sums
/// of a few such products stay far inside i128; an end past it is open
/// in that view.
pub const EXACT_LIMIT: i128 = 1 << 96;

/// An open end of the i128 view: `wide`'s infinities.
const OPEN: i128 = 1 << 100;

/// Whether `r` lies past the store's finite range (the i64 extremes,
/// which stand for `inf` and `sup`, included).
#[inline]
fn past_range(r: i128) -> bool {
    r >= SUP as i128 || r <= INF as i128
}

/// [`past_range`] for a big integer.
fn big_past_range(b: &BigInt) -> bool {
    i128::try_from(b).map_or(true, past_range)
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

/// An end in the i128 view: exact below [`EXACT_LIMIT`], else open
/// (`-OPEN` at a lower end, `OPEN` at an upper one).
fn view(e: &End, open: i128) -> i128 {
    e.as_ref().and_then(|b| i128::try_from(b).ok()).filter(|r| r.abs() < EXACT_LIMIT).unwrap_or(open)
}

/// The greater of two lower ends (None below all).
pub fn max_lower(a: End, b: End) -> End {
    match (a, b) {
        (Some(a), Some(b)) => Some(if a >= b { a } else { b }),
        (a, None) => a,
        (None, b) => b,
    }
}

/// The lesser of two upper ends (None above all).
pub fn min_upper(a: End, b: End) -> End {
    match (a, b) {
        (Some(a), Some(b)) => Some(if a <= b { a } else { b }),
        (a, None) => a,
        (None, b) => b,
    }
}

/// A domain end as an [`End`] (its infinities open).
pub fn dom_end(x: i64) -> End {
    (x != INF && x != SUP).then(|| BigInt::from(x))
}

impl Store {
    /// Whether some variable has bounds past the finite range.
    #[inline]
    pub fn has_beyond(&self) -> bool {
        !self.beyond.is_empty()
    }

    /// Whether `v` has a side interval (bounds past the finite range).
    pub fn has_side(&self, v: Var) -> bool {
        self.big_side(v).is_some()
    }

    /// The newest side interval of `v`, if it has one.
    fn big_side(&self, v: Var) -> Option<(&End, &End)> {
        self.beyond.iter().rev().find(|e| e.0 == v).map(|e| (&e.1, &e.2))
    }

    /// The newest side interval of `v` in the i128 view.
    fn side(&self, v: Var) -> Option<(i128, i128)> {
        self.big_side(v).map(|(l, h)| (view(l, -OPEN), view(h, OPEN)))
    }

    /// Undoes the newest side interval (backtracking).
    pub(super) fn pop_beyond(&mut self) {
        self.beyond.pop();
    }

    /// The exact value of `v` when it lies past the finite range and
    /// within the i128 view.
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

    /// The exact value of `v` when it lies past the finite range, however
    /// large.
    pub fn exact_big(&self, v: Var) -> Option<BigInt> {
        if self.beyond.is_empty() {
            return None;
        }
        match self.big_bounds(v) {
            (Some(l), Some(h)) if l == h && big_past_range(&l) => Some(l),
            _ => None,
        }
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
        // No variable has a side interval unless some value went past the
        // finite range: then the lookup is skipped.
        if self.beyond.is_empty() {
            return (wide(lo), wide(hi));
        }
        match self.side(v) {
            Some((l, h)) => (wide(lo).max(l), wide(hi).min(h)),
            None => (wide(lo), wide(hi)),
        }
    }

    /// The bounds of `v` in unbounded integers: its domain's cut to its
    /// side interval; None for an open end.
    pub fn big_bounds(&self, v: Var) -> (End, End) {
        let d = &self.vars[v as usize].dom;
        let (lo, hi) = (dom_end(d.min()), dom_end(d.max()));
        match self.big_side(v) {
            Some((l, h)) => (max_lower(lo, l.clone()), min_upper(hi, h.clone())),
            None => (lo, hi),
        }
    }

    /// Whether `v` has a side interval and finitely many values (so it
    /// can be labeled though its domain is unbounded).
    pub fn wide_finite(&self, v: Var) -> bool {
        if self.beyond.is_empty() || self.big_side(v).is_none() {
            return false;
        }
        matches!(self.big_bounds(v), (Some(_), Some(_)))
    }

    /// The intervals of `v`'s values in unbounded integers (None ends
    /// open), when it has a side interval; None when its domain alone
    /// names them.
    pub fn big_intervals(&self, v: Var) -> Option<Vec<(End, End)>> {
        if self.beyond.is_empty() {
            return None;
        }
        let (l, h) = self.big_side(v)?;
        let d = &self.vars[v as usize].dom;
        let out: Vec<(End, End)> = d
            .intervals()
            .iter()
            .map(|&(a, b)| (max_lower(dom_end(a), l.clone()), min_upper(dom_end(b), h.clone())))
            .filter(|(a, b)| !matches!((a, b), (Some(a), Some(b)) if a > b))
            .collect();
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
    /// bound past the exact limit cuts nothing (the i128 view cannot say
    /// by how much it passes it) but needs values there.
    #[cold]
    fn narrow_side(&mut self, v: Var, lo: i128, hi: i128) -> bool {
        if !past_range(lo) && !self.set_min(v, clamp(lo)) {
            return false;
        }
        if !past_range(hi) && !self.set_max(v, clamp(hi)) {
            return false;
        }
        let (min, max) = (wide(self.min(v)), wide(self.max(v)));
        let (old_l, old_h) = self.side(v).unwrap_or((-OPEN, OPEN));
        // Every value past the exact limit: only an open side holds them.
        if lo >= EXACT_LIMIT {
            return max == OPEN && old_h == OPEN;
        }
        if hi <= -EXACT_LIMIT {
            return min == -OPEN && old_l == -OPEN;
        }
        let end = |past: bool, r: i128| (past && r.abs() < EXACT_LIMIT).then(|| BigInt::from(r));
        let (l, h) = (end(lower_past(lo), lo), end(upper_past(hi), hi));
        self.narrow_big_side(v, l, h)
    }

    /// Narrows to `lo..hi` in unbounded integers (None: no bound on that
    /// side), as [`Store::set_bounds`] does: a finite bound narrows the
    /// domain, one past the finite range the side interval.
    pub fn set_big_bounds(&mut self, v: Var, lo: &End, hi: &End) -> bool {
        if let (Some(l), Some(h)) = (lo, hi) {
            if l > h {
                return false;
            }
        }
        let finite = |e: &End| e.as_ref().and_then(|b| i64::try_from(b).ok()).filter(|&x| x != INF && x != SUP);
        if let Some(l) = finite(lo) {
            if !self.set_min(v, l) {
                return false;
            }
        }
        if let Some(h) = finite(hi) {
            if !self.set_max(v, h) {
                return false;
            }
        }
        let past = |e: &End| e.as_ref().filter(|b| big_past_range(b)).cloned();
        let (l, h) = (past(lo), past(hi));
        if l.is_none() && h.is_none() {
            return true;
        }
        self.narrow_big_side(v, l, h)
    }

    /// Cuts the side interval of `v` to `lo..hi` (ends past the finite
    /// range, or None). A single value past the range is the variable's
    /// value (its propagators are woken as by fixing).
    #[cold]
    fn narrow_big_side(&mut self, v: Var, lo: End, hi: End) -> bool {
        let (old_l, old_h) = match self.big_side(v) {
            Some((l, h)) => (l.clone(), h.clone()),
            None => (None, None),
        };
        let d = &self.vars[v as usize].dom;
        let (min, max) = (dom_end(d.min()), dom_end(d.max()));
        let (l, h) = (max_lower(old_l.clone(), lo), min_upper(old_h.clone(), hi));
        let (el, eh) = (max_lower(min.clone(), l.clone()), min_upper(max.clone(), h.clone()));
        if let (Some(a), Some(b)) = (&el, &eh) {
            if a > b {
                return false;
            }
        }
        if (&el, &eh) == (&max_lower(min.clone(), old_l), &min_upper(max, old_h)) {
            return true;
        }
        let single = match (&el, &eh) {
            (Some(a), Some(b)) if a == b && big_past_range(a) => Some(a.clone()),
            _ => None,
        };
        // A half-open interval tightened step by step (`X #> Y, Y #> X`
        // past the range) stops as a half-infinite domain does.
        if single.is_none() && (el.is_none() || eh.is_none()) && !self.unbounded_step() {
            return true;
        }
        self.beyond.push((v, l, h));
        self.trail.push(Entry::Beyond);
        self.stats.prunings += 1;
        if let Some(value) = single {
            self.fixed_beyond.push(v);
            self.wake(v, EV_VAL | EV_BOUNDS | EV_DOM);
            return self.beyond_diffs(v, &value);
        }
        self.wake(v, EV_BOUNDS | EV_DOM);
        true
    }

    /// Whether every variable with a side interval still has a value: its
    /// domain may have lost the unbounded side that the interval lies on
    /// since (a propagator that reads domains only).
    pub(super) fn beyond_holds(&self) -> bool {
        self.beyond.iter().all(|(v, l, h)| {
            let d = &self.vars[*v as usize].dom;
            match (max_lower(dom_end(d.min()), l.clone()), min_upper(dom_end(d.max()), h.clone())) {
                (Some(a), Some(b)) => a <= b,
                _ => true,
            }
        })
    }

    /// The binary disequalities `a*x + b*y #\= c` of `v`, just given the
    /// exact value `r` (the fixpoint loop runs them for variables fixed in
    /// range only): decided once the other side is known too; else the
    /// value they exclude from it goes, or, past the range, waits for it.
    /// False on a violation.
    fn beyond_diffs(&mut self, v: Var, r: &BigInt) -> bool {
        let mut i = 0;
        while let Some(&p) = self.subs[v as usize][SUB_DIFF as usize].get(i) {
            i += 1;
            if !self.props[p as usize].alive {
                continue;
            }
            let Some(Prop::Ne2 { a, x, b, y, c }) = self.props[p as usize].prop else { continue };
            let (k_v, other, k_other) = if x == v { (a, y, b) } else { (b, x, a) };
            let rest = BigInt::from(c) - BigInt::from(k_v) * r;
            let k_other = BigInt::from(k_other);
            let known = self.value(other).map(BigInt::from).or_else(|| self.exact_big(other));
            match known {
                Some(o) if &k_other * &o == rest => return false,
                Some(_) => {}
                None => {
                    let (e, remainder) = rest.div_mod_floor(&k_other);
                    if remainder == BigInt::from(0) {
                        match i64::try_from(&e) {
                            Ok(e) if e != INF && e != SUP => {
                                if !self.remove(other, e) {
                                    return false;
                                }
                            }
                            _ => continue,
                        }
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

    fn big(r: i128) -> End {
        Some(BigInt::from(r))
    }

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
        assert_eq!(st.big_intervals(v), Some(vec![(big(P70), big(P70 + 10))]));
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
        assert_eq!(st.big_intervals(v), Some(vec![(big(0), big(P70))]));
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

    /// Ends past the exact limit are kept in big integers: read back
    /// exactly by big_bounds, open in the i128 view, one value left the
    /// exact value, all undone by backtracking.
    #[test]
    fn big_ends_are_exact_and_open_in_the_i128_view() {
        let mut st = Store::default();
        let v = st.new_var(Domain::FULL, NO_HEAP);
        st.mark = st.trail_len();
        let mark = st.trail_len();
        let p200 = BigInt::from(1) << 200;
        let (lo, hi) = (Some(p200.clone()), Some(p200.clone() + BigInt::from(10)));
        assert!(st.set_big_bounds(v, &lo, &hi));
        assert!(st.has_side(v) && st.wide_finite(v));
        assert_eq!(st.big_bounds(v), (lo.clone(), hi.clone()));
        assert_eq!(st.wide_bounds(v), (wide(INF), wide(SUP)));
        assert!(st.set_bounds(v, 5, 1 << 110), "the i128 view cuts nothing it cannot see");
        assert!(!st.set_big_bounds(v, &None, &Some(p200.clone() - BigInt::from(1))));
        assert!(st.set_big_bounds(v, &hi, &None));
        assert_eq!(st.exact_big(v), hi);
        assert_eq!(st.exact(v), None);
        st.undo_to(mark);
        assert!(!st.has_beyond());
        let w = st.new_var(Domain::Range((0, 100)), NO_HEAP);
        assert!(!st.set_big_bounds(w, &lo, &None));
    }
}
