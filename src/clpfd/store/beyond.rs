//! Values past the store's 64-bit range. Domains are i64 intervals whose
//! extremes stand for `inf` and `sup`, so a value past the finite range
//! (`2^70`, `X` of `X #= 2^70 + 3`) has no place in a domain: its
//! variable's domain stays unbounded on that side (which loses no
//! solution). When such a value is known exactly, within
//! [`EXACT_LIMIT`], it is kept here beside the domain: the propagators
//! that reason in i128 (linear, the arithmetic functions) read it through
//! [`Store::exact`] and [`Store::wide_bounds`], the caller binds the
//! variable's heap cell to it (`fixed_beyond`), and a fixpoint that
//! leaves such a variable a domain without that side fails.

use super::{wide, Entry, Store, Var, SUB_DIFF};
use crate::clpfd::domain::{INF, SUP};
use crate::clpfd::propagators::Prop;

/// Exact values are kept while their magnitude stays below this, so that
/// a product with a coefficient (below 2^63) and the sums of a few such
/// products stay far inside i128.
pub const EXACT_LIMIT: i128 = 1 << 96;

impl Store {
    /// The exact value of `v` when it lies past the finite range.
    #[inline]
    pub fn exact(&self, v: Var) -> Option<i128> {
        if self.beyond.is_empty() {
            return None;
        }
        self.beyond.iter().rev().find(|e| e.0 == v).map(|e| e.1)
    }

    /// The bounds of `v` in i128: the infinities as [`wide`] maps them,
    /// or its exact value past the finite range.
    #[inline]
    pub fn wide_bounds(&self, v: Var) -> (i128, i128) {
        let d = &self.vars[v as usize].dom;
        let (lo, hi) = (d.min(), d.max());
        if lo != INF && hi != SUP {
            return (lo as i128, hi as i128);
        }
        match self.exact(v) {
            Some(r) => (r, r),
            None => (wide(lo), wide(hi)),
        }
    }

    /// [`Store::set_bounds`] when every value of `lo..hi` lies past the
    /// finite range: only a domain unbounded on that side holds them; a
    /// single value is kept exactly (and its variable's propagators woken
    /// as by fixing).
    #[cold]
    pub(super) fn set_beyond(&mut self, v: Var, lo: i128, hi: i128) -> bool {
        let d = &self.vars[v as usize].dom;
        let open = if lo > 0 { d.max() == SUP } else { d.min() == INF };
        if !open {
            return false;
        }
        if let Some(r) = self.exact(v) {
            return lo <= r && r <= hi;
        }
        if lo == hi && lo.abs() < EXACT_LIMIT {
            self.beyond.push((v, lo));
            self.trail.push(Entry::Beyond);
            self.fixed_beyond.push(v);
            self.stats.prunings += 1;
            self.wake(v, super::EV_VAL | super::EV_BOUNDS | super::EV_DOM);
            return self.beyond_diffs(v, lo);
        }
        true
    }

    /// Whether every exact value past the range still has its side of
    /// its variable's domain (a propagator may have bounded it since).
    pub(super) fn beyond_holds(&self) -> bool {
        self.beyond.iter().all(|&(v, r)| {
            let d = &self.vars[v as usize].dom;
            if r > 0 {
                d.max() == SUP
            } else {
                d.min() == INF
            }
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
