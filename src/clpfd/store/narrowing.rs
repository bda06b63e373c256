//! Narrowing a variable's domain: the store's entry points for the
//! propagators and the builtins (a bound raised or lowered, a value fixed
//! or removed, a domain intersected or replaced). Each checks what the
//! narrowing changes and hands a smaller domain to `Store::update` /
//! `Store::replace_dom`, which trail it and wake the subscribers.

use super::{Store, Var};
use crate::clpfd::domain::{Domain, INF, SUP};

impl Store {
    /// Narrows `v` to values >= `lo`; false if that empties it.
    pub fn set_min(&mut self, v: Var, lo: i64) -> bool {
        let d = &self.vars[v as usize].dom;
        if lo <= d.min() {
            return true;
        }
        if lo == SUP {
            // Every value lies past the largest finite one: an unbounded
            // domain may hold such values but cannot say which, so it
            // stays as it is; a bounded one holds none.
            return d.max() == SUP;
        }
        let Some(new) = d.clip(lo, SUP) else { return false };
        if self.unbounded_budget(&new) {
            self.update(v, new);
        }
        true
    }

    pub fn set_max(&mut self, v: Var, hi: i64) -> bool {
        let d = &self.vars[v as usize].dom;
        if hi >= d.max() {
            return true;
        }
        if hi == INF {
            // Below the smallest finite value (see `set_min`).
            return d.min() == INF;
        }
        let Some(new) = d.clip(INF, hi) else { return false };
        if self.unbounded_budget(&new) {
            self.update(v, new);
        }
        true
    }

    /// Narrows `v` to `lo..=hi` (i64 bounds, either possibly loose); false
    /// if that empties it. When both ends move to finite values this is
    /// one domain change, one trail check and one pass over the
    /// subscriptions instead of two (what `set_min` then `set_max` would
    /// leave is the same domain, and the subscribers are queued in the
    /// same order); a domain with an infinite end goes the two-step way,
    /// which counts each step against the unbounded budget.
    #[inline]
    pub fn narrow_bounds(&mut self, v: Var, lo: i64, hi: i64) -> bool {
        let d = &self.vars[v as usize].dom;
        let (min, max) = (d.min(), d.max());
        if lo <= min {
            return self.set_max(v, hi);
        }
        if hi >= max {
            return self.set_min(v, lo);
        }
        if min == INF || max == SUP {
            return self.set_min(v, lo) && self.set_max(v, hi);
        }
        let Some(new) = d.clip(lo, hi) else { return false };
        self.replace_dom(v, new, true);
        true
    }

    /// Narrows `v`, whose bounds are finite, to `lo..=hi`, which lies
    /// within them and moves at least one (the linear propagators' finite
    /// passes); false if that empties it. The bounds move, so none of what
    /// [`Store::narrow_bounds`] first finds out (which ends move, an
    /// infinite end) is asked again: one clip and one change.
    pub fn narrow_finite_bounds(&mut self, v: Var, lo: i64, hi: i64) -> bool {
        let d = &self.vars[v as usize].dom;
        debug_assert!(d.min() != INF && d.max() != SUP && d.min() <= lo && hi <= d.max());
        debug_assert!(d.min() < lo || hi < d.max());
        // An interval stays one (the common case, without the call).
        let new = match d {
            Domain::Range(_) if lo <= hi => Domain::Range((lo, hi)),
            Domain::Range(_) => return false,
            _ => match d.clip(lo, hi) {
                Some(new) => new,
                None => return false,
            },
        };
        self.replace_dom(v, new, true);
        true
    }

    pub fn assign(&mut self, v: Var, val: i64) -> bool {
        let d = &self.vars[v as usize].dom;
        if !d.contains(val) {
            return false;
        }
        if d.value().is_none() {
            // Two values or more down to one: a bound moves.
            self.replace_dom(v, Domain::singleton(val), true);
        }
        true
    }

    /// Removes `val` from the domain of `v`; false if that empties it.
    /// Most calls (a disequality's value already gone) find the value
    /// absent: that test is inline, the removal out of line.
    #[inline]
    pub fn remove(&mut self, v: Var, val: i64) -> bool {
        let absent = match self.vars[v as usize].dom {
            Domain::Bits { base, bits } => {
                let off = val.wrapping_sub(base) as u64;
                val < base || off >= 64 || bits >> off & 1 == 0
            }
            Domain::Range((a, b)) => val < a || val > b,
            Domain::Set(_) => false,
        };
        absent || self.remove_value(v, val)
    }

    /// Removes `val` from `v`'s bitset domain (`base`, `bits`), if it is
    /// there; true (a bitset keeps a value at least). In line in both
    /// callers: the disequality pass of the fixpoint and `remove_value`.
    #[inline(always)]
    pub(super) fn remove_from_bits(&mut self, v: Var, base: i64, bits: u64, val: i64) -> bool {
        let off = val.wrapping_sub(base) as u64;
        if val < base || off >= 64 || bits >> off & 1 == 0 {
            return true;
        }
        let rest = bits & !(1u64 << off);
        if off != 0 && rest >> off != 0 {
            // Strictly inside: the same bounds, and a hole.
            self.replace_dom(v, Domain::Bits { base, bits: rest }, false);
        } else {
            // `rest` keeps at least one of the two ends.
            let new = Domain::from_mask(base, rest).expect("a bitset has two values or more");
            self.replace_dom(v, new, true);
        }
        true
    }

    /// [`Store::remove`] of a value that may be in the domain. A bitset or
    /// an interval end (the common cases: queens, sudoku) knows at once
    /// whether the bounds move.
    #[inline(never)]
    fn remove_value(&mut self, v: Var, val: i64) -> bool {
        match self.vars[v as usize].dom {
            Domain::Bits { base, bits } => return self.remove_from_bits(v, base, bits, val),
            // A value past the finite range (a sum or product that left
            // it) is no value of a domain: an unbounded end stands for
            // many such values, and removing one leaves it unbounded.
            // (A bitset is finite: it never holds the extremes.)
            Domain::Range(_) | Domain::Set(_) if val == INF || val == SUP => return true,
            Domain::Range((a, b)) if val == a || val == b => {
                if a == b {
                    return false;
                }
                let new = if val == a { Domain::Range((a + 1, b)) } else { Domain::Range((a, b - 1)) };
                self.replace_dom(v, new, true);
                return true;
            }
            Domain::Range((a, b)) if val < a || val > b => return true,
            _ => {}
        }
        match self.vars[v as usize].dom.without(val) {
            None => true,
            Some(Some(new)) => {
                self.update(v, new);
                true
            }
            Some(None) => false,
        }
    }

    /// Narrows `v` to its intersection with `dom`.
    pub fn restrict(&mut self, v: Var, dom: &Domain) -> bool {
        let d = &self.vars[v as usize].dom;
        match d.intersect(dom) {
            Some(new) => {
                if new != *d {
                    self.update(v, new);
                }
                true
            }
            None => false,
        }
    }

    /// Replaces the domain of `v` by `new`, which the caller knows to be
    /// a strict subset of it (no intersection needed).
    pub fn narrow(&mut self, v: Var, new: Domain) {
        debug_assert!(self.vars[v as usize].dom.intersect(&new).as_ref() == Some(&new));
        debug_assert!(self.vars[v as usize].dom != new);
        self.update(v, new);
    }

    /// [`Store::narrow`] when the caller knows whether the bounds move
    /// (the masks of `distinct_bits.rs` show it at once), without reading
    /// both domains' ends again.
    #[inline]
    pub fn narrow_with_bounds(&mut self, v: Var, new: Domain, bounds: bool) {
        debug_assert!(self.vars[v as usize].dom.intersect(&new).as_ref() == Some(&new));
        debug_assert!(self.vars[v as usize].dom != new);
        debug_assert_eq!(
            bounds,
            new.min() != self.vars[v as usize].dom.min() || new.max() != self.vars[v as usize].dom.max()
        );
        self.replace_dom(v, new, bounds);
    }
}
