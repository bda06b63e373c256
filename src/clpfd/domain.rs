//! Finite-domain values: a domain is a sorted list of disjoint, non-adjacent
//! closed intervals. `INF` and `SUP` (the extreme `i64` values) stand for the
//! unbounded ends, so `inf..sup` is one interval. A domain with one interval
//! is kept inline (`Range`); holes use a shared interval list (`Set`), so
//! cloning a domain for the trail never copies the list.

use std::rc::Rc;

/// The unbounded lower end (`inf`).
pub const INF: i64 = i64::MIN;
/// The unbounded upper end (`sup`).
pub const SUP: i64 = i64::MAX;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Domain {
    /// One interval `lo..hi` (never empty).
    Range((i64, i64)),
    /// Two or more intervals, sorted, with gaps of at least one value.
    Set(Rc<Vec<(i64, i64)>>),
}

impl Domain {
    pub const FULL: Domain = Domain::Range((INF, SUP));

    /// A domain from intervals in any order, possibly overlapping; None if empty.
    pub fn from_intervals(mut iv: Vec<(i64, i64)>) -> Option<Domain> {
        iv.retain(|&(a, b)| a <= b);
        iv.sort_unstable();
        let mut out: Vec<(i64, i64)> = Vec::with_capacity(iv.len());
        for (a, b) in iv {
            match out.last_mut() {
                Some(last) if a <= last.1.saturating_add(1) => last.1 = last.1.max(b),
                _ => out.push((a, b)),
            }
        }
        Self::normal(out)
    }

    /// A domain from already sorted, disjoint, non-adjacent intervals.
    fn normal(iv: Vec<(i64, i64)>) -> Option<Domain> {
        match iv.len() {
            0 => None,
            1 => Some(Domain::Range((iv[0].0, iv[0].1))),
            _ => Some(Domain::Set(Rc::new(iv))),
        }
    }

    pub fn singleton(v: i64) -> Domain {
        Domain::Range((v, v))
    }

    pub fn intervals(&self) -> &[(i64, i64)] {
        match self {
            Domain::Range(iv) => std::slice::from_ref(iv),
            Domain::Set(v) => v,
        }
    }

    #[inline]
    pub fn min(&self) -> i64 {
        match self {
            Domain::Range((a, _)) => *a,
            Domain::Set(v) => v[0].0,
        }
    }

    #[inline]
    pub fn max(&self) -> i64 {
        match self {
            Domain::Range((_, b)) => *b,
            Domain::Set(v) => v[v.len() - 1].1,
        }
    }

    #[inline]
    pub fn value(&self) -> Option<i64> {
        match self {
            Domain::Range((a, b)) if a == b => Some(*a),
            _ => None,
        }
    }

    pub fn is_finite(&self) -> bool {
        self.min() != INF && self.max() != SUP
    }

    /// Number of values, None when infinite.
    pub fn size(&self) -> Option<u64> {
        if !self.is_finite() {
            return None;
        }
        Some(self.intervals().iter().map(|&(a, b)| (b as i128 - a as i128 + 1) as u64).sum())
    }

    /// Size for heuristics: infinite domains count as `u64::MAX`.
    pub fn size_or_max(&self) -> u64 {
        self.size().unwrap_or(u64::MAX)
    }

    pub fn contains(&self, v: i64) -> bool {
        match self {
            Domain::Range((a, b)) => *a <= v && v <= *b,
            Domain::Set(iv) => {
                let i = iv.partition_point(|&(_, b)| b < v);
                i < iv.len() && iv[i].0 <= v
            }
        }
    }

    /// The domain restricted to `lo..hi`; None if empty.
    pub fn clip(&self, lo: i64, hi: i64) -> Option<Domain> {
        match self {
            Domain::Range((a, b)) => {
                let (a, b) = ((*a).max(lo), (*b).min(hi));
                (a <= b).then_some(Domain::Range((a, b)))
            }
            Domain::Set(iv) => {
                let out: Vec<(i64, i64)> =
                    iv.iter().filter(|&&(a, b)| b >= lo && a <= hi).map(|&(a, b)| (a.max(lo), b.min(hi))).collect();
                Self::normal(out)
            }
        }
    }

    pub fn intersect(&self, other: &Domain) -> Option<Domain> {
        if let Domain::Range((a, b)) = other {
            return self.clip(*a, *b);
        }
        if let Domain::Range((a, b)) = self {
            return other.clip(*a, *b);
        }
        let (x, y) = (self.intervals(), other.intervals());
        let (mut i, mut j) = (0, 0);
        let mut out = Vec::new();
        while i < x.len() && j < y.len() {
            let lo = x[i].0.max(y[j].0);
            let hi = x[i].1.min(y[j].1);
            if lo <= hi {
                out.push((lo, hi));
            }
            if x[i].1 < y[j].1 {
                i += 1;
            } else {
                j += 1;
            }
        }
        Self::normal(out)
    }

    pub fn union(&self, other: &Domain) -> Domain {
        let mut iv = self.intervals().to_vec();
        iv.extend_from_slice(other.intervals());
        Self::from_intervals(iv).expect("union of non-empty domains")
    }

    /// The domain without value `v`; None if that empties it.
    pub fn remove(&self, v: i64) -> Option<Domain> {
        if !self.contains(v) {
            return Some(self.clone());
        }
        let mut out = Vec::with_capacity(self.intervals().len() + 1);
        for &(a, b) in self.intervals() {
            if a <= v && v <= b {
                if a < v {
                    out.push((a, v - 1));
                }
                if v < b {
                    out.push((v + 1, b));
                }
            } else {
                out.push((a, b));
            }
        }
        Self::normal(out)
    }

    /// Values not in the domain (within `inf..sup`); None if it is `inf..sup`.
    pub fn complement(&self) -> Option<Domain> {
        let mut out = Vec::new();
        let mut next = INF;
        let mut open = true;
        for &(a, b) in self.intervals() {
            if a != INF && open {
                out.push((next, a - 1));
            }
            if b == SUP {
                open = false;
            } else {
                next = b + 1;
            }
        }
        if open {
            out.push((next, SUP));
        }
        Self::normal(out)
    }

    /// `{v + k : v in dom}`, saturating at the infinities.
    pub fn shift(&self, k: i64) -> Domain {
        let f = |v: i64| if v == INF || v == SUP { v } else { v.saturating_add(k) };
        let iv = self.intervals().iter().map(|&(a, b)| (f(a), f(b))).collect();
        Self::from_intervals(iv).expect("shift keeps values")
    }

    /// `{-v : v in dom}`.
    pub fn negate(&self) -> Domain {
        let f = |v: i64| match v {
            INF => SUP,
            SUP => INF,
            v => -v,
        };
        let iv = self.intervals().iter().rev().map(|&(a, b)| (f(b), f(a))).collect();
        Self::from_intervals(iv).expect("negation keeps values")
    }

    /// Iterates the values in increasing order (finite domains only).
    pub fn values(&self) -> impl DoubleEndedIterator<Item = i64> + '_ {
        self.intervals().iter().flat_map(|&(a, b)| a..=b)
    }

    /// The smallest value greater than `v`, if any.
    pub fn next_above(&self, v: i64) -> Option<i64> {
        if v == SUP {
            return None;
        }
        let w = v + 1;
        self.intervals().iter().find(|&&(_, b)| b >= w).map(|&(a, _)| a.max(w))
    }

    /// The largest value smaller than `v`, if any.
    pub fn next_below(&self, v: i64) -> Option<i64> {
        if v == INF {
            return None;
        }
        let w = v - 1;
        self.intervals().iter().rev().find(|&&(a, _)| a <= w).map(|&(_, b)| b.min(w))
    }
}
