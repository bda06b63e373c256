//! Finite-domain values: a domain is a sorted list of disjoint, non-adjacent
//! closed intervals. `INF` and `SUP` (the extreme `i64` values) stand for the
//! unbounded ends, so `inf..sup` is one interval. A domain with one interval
//! is kept inline (`Range`); a domain with holes that spans fewer than 64
//! values is a bitset (`Bits`), also inline, so the pruning of small
//! domains (queens, sudoku, puzzles) allocates nothing; wider domains with
//! holes use a shared interval list (`Set`), so cloning a domain for the
//! trail never copies the list.

use std::borrow::Cow;
use std::rc::Rc;

/// The unbounded lower end (`inf`).
pub const INF: i64 = i64::MIN;
/// The unbounded upper end (`sup`).
pub const SUP: i64 = i64::MAX;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Domain {
    /// One interval `lo..hi` (never empty).
    Range((i64, i64)),
    /// Values `base + i` for the set bits `i` of `bits`: bit 0 is set (base
    /// is the minimum) and the values are not one interval.
    Bits { base: i64, bits: u64 },
    /// Two or more intervals, sorted, with gaps of at least one value,
    /// spanning 64 values or more.
    Set(Rc<Vec<(i64, i64)>>),
}

/// The intervals of the values `base + i` for the set bits `i` of `bits`.
fn bit_intervals(base: i64, mut bits: u64) -> Vec<(i64, i64)> {
    let mut out = Vec::new();
    let mut at = base;
    while bits != 0 {
        let skip = bits.trailing_zeros();
        bits >>= skip;
        at += skip as i64;
        let run = bits.trailing_ones();
        out.push((at, at + run as i64 - 1));
        // A run of 64 ones is the whole word (only for a `Range`, never here).
        bits = if run >= 64 { 0 } else { bits >> run };
        at += run as i64;
    }
    out
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
            n => {
                let (lo, hi) = (iv[0].0, iv[n - 1].1);
                if lo != INF && hi != SUP && (hi as i128 - lo as i128) < 64 {
                    let bits = iv.iter().fold(0u64, |acc, &(a, b)| {
                        let len = (b - a + 1) as u32;
                        let run = if len >= 64 { u64::MAX } else { (1u64 << len) - 1 };
                        acc | run << (a - lo)
                    });
                    Some(Domain::Bits { base: lo, bits })
                } else {
                    Some(Domain::Set(Rc::new(iv)))
                }
            }
        }
    }

    /// A domain from a bitset over `base..base+63`; None if empty.
    #[inline]
    fn from_bits(base: i64, bits: u64) -> Option<Domain> {
        if bits == 0 {
            return None;
        }
        let skip = bits.trailing_zeros();
        let (base, bits) = (base + skip as i64, bits >> skip);
        if bits & bits.wrapping_add(1) == 0 {
            // One run of ones from bit 0: an interval, as long as the
            // highest bit says (one instruction; `count_ones` is a
            // dozen without the popcount extension).
            return Some(Domain::Range((base, base + 63 - bits.leading_zeros() as i64)));
        }
        Some(Domain::Bits { base, bits })
    }

    /// The values `base + i` for the set bits `i` of `bits`; None if empty.
    pub fn from_mask(base: i64, bits: u64) -> Option<Domain> {
        Self::from_bits(base, bits)
    }

    pub fn singleton(v: i64) -> Domain {
        Domain::Range((v, v))
    }

    pub fn intervals(&self) -> Cow<'_, [(i64, i64)]> {
        match self {
            Domain::Range(iv) => Cow::Borrowed(std::slice::from_ref(iv)),
            Domain::Bits { base, bits } => Cow::Owned(bit_intervals(*base, *bits)),
            Domain::Set(v) => Cow::Borrowed(v),
        }
    }

    #[inline]
    pub fn min(&self) -> i64 {
        match self {
            Domain::Range((a, _)) => *a,
            Domain::Bits { base, .. } => *base,
            Domain::Set(v) => v[0].0,
        }
    }

    #[inline]
    pub fn max(&self) -> i64 {
        match self {
            Domain::Range((_, b)) => *b,
            Domain::Bits { base, bits } => base + 63 - bits.leading_zeros() as i64,
            Domain::Set(v) => v[v.len() - 1].1,
        }
    }

    /// `(min, max)` in one reading of the representation.
    #[inline]
    pub fn bounds(&self) -> (i64, i64) {
        match self {
            Domain::Range((a, b)) => (*a, *b),
            Domain::Bits { base, bits } => (*base, base + 63 - bits.leading_zeros() as i64),
            Domain::Set(v) => (v[0].0, v[v.len() - 1].1),
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
        match self {
            Domain::Bits { bits, .. } => Some(bits.count_ones() as u64),
            _ if !self.is_finite() => None,
            Domain::Range((a, b)) => Some((*b as i128 - *a as i128 + 1) as u64),
            Domain::Set(iv) => Some(iv.iter().map(|&(a, b)| (b as i128 - a as i128 + 1) as u64).sum()),
        }
    }

    /// Size for heuristics: infinite domains count as `u64::MAX`. Inline,
    /// with the two inline representations read directly: first-fail
    /// labeling asks it of every unfixed variable at every choice.
    #[inline]
    pub fn size_or_max(&self) -> u64 {
        match self {
            Domain::Bits { bits, .. } => bits.count_ones() as u64,
            Domain::Range((a, b)) if *a != INF && *b != SUP => (*b as i128 - *a as i128 + 1) as u64,
            _ => self.size().unwrap_or(u64::MAX),
        }
    }

    /// Inlined: the propagators ask it in their inner loops (pythagoras
    /// of benches/clpfd/nonlinear.pl lost 1.2% of its instructions when
    /// a change elsewhere left a call to it out of line).
    #[inline]
    pub fn contains(&self, v: i64) -> bool {
        match self {
            Domain::Range((a, b)) => *a <= v && v <= *b,
            Domain::Bits { base, bits } => {
                v >= *base && (v as i128 - *base as i128) < 64 && bits >> (v - base) & 1 == 1
            }
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
            Domain::Bits { base, bits } => {
                if lo > self.max() || hi < *base {
                    return None;
                }
                let mut keep = *bits;
                if lo > *base {
                    keep &= u64::MAX << (lo - base);
                }
                if (hi as i128 - *base as i128) < 63 {
                    keep &= u64::MAX >> (63 - (hi - base));
                }
                Self::from_bits(*base, keep)
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
        if let (Domain::Bits { base: b1, bits: x }, Domain::Bits { base: b2, bits: y }) = (self, other) {
            // Align the two words on the larger base.
            let (lo, d) = if b1 >= b2 { (*b1, b1 - b2) } else { (*b2, b2 - b1) };
            if d >= 64 {
                return None;
            }
            let (x, y) = if b1 >= b2 { (*x, y >> d) } else { (x >> d, *y) };
            return Self::from_bits(lo, x & y);
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

    /// Whether the two domains share a value: `intersect(..).is_some()`
    /// without building the intersection (nor allocating, but for two
    /// interval lists).
    pub fn meets(&self, other: &Domain) -> bool {
        match (self, other) {
            (_, Domain::Range((a, b))) => self.has_value_in(*a, *b),
            (Domain::Range((a, b)), _) => other.has_value_in(*a, *b),
            // Two bitsets intersect inline; a list against anything else
            // is rare enough to build.
            _ => self.intersect(other).is_some(),
        }
    }

    /// Whether some value lies in `lo..hi`.
    fn has_value_in(&self, lo: i64, hi: i64) -> bool {
        match self {
            Domain::Set(iv) => {
                let i = iv.partition_point(|&(_, b)| b < lo);
                i < iv.len() && iv[i].0 <= hi
            }
            // Inline: the clipped domain is built on the stack.
            _ => self.clip(lo, hi).is_some(),
        }
    }

    /// The values as a bitset over `base..base+63`, when every value lies
    /// in that window and the domain is inline.
    fn bits_from(&self, base: i64) -> Option<u64> {
        let (lo, hi) = (self.min(), self.max());
        if lo < base || hi == SUP || (hi as i128 - base as i128) >= 64 {
            return None;
        }
        match *self {
            Domain::Range((a, b)) => {
                let len = (b - a + 1) as u32;
                let run = if len >= 64 { u64::MAX } else { (1u64 << len) - 1 };
                Some(run << (a - base))
            }
            Domain::Bits { base: b0, bits } => Some(bits << (b0 - base)),
            Domain::Set(_) => None,
        }
    }

    pub fn union(&self, other: &Domain) -> Domain {
        // Small domains (element/3's union of its candidates, say) as one
        // word, with no interval lists on the heap.
        let base = self.min().min(other.min());
        if base != INF {
            if let (Some(x), Some(y)) = (self.bits_from(base), other.bits_from(base)) {
                return Self::from_bits(base, x | y).expect("union of non-empty domains");
            }
        }
        let mut iv = self.intervals().to_vec();
        iv.extend_from_slice(&other.intervals());
        Self::from_intervals(iv).expect("union of non-empty domains")
    }

    /// The domain without value `v`; None if that empties it.
    /// The domain without `v`: None when `v` is not in it, Some(None)
    /// when removing it empties the domain. The common small cases
    /// (an interval end, a bitset) test membership and remove at once.
    #[inline]
    pub fn without(&self, v: i64) -> Option<Option<Domain>> {
        match *self {
            Domain::Bits { base, bits } => {
                let off = v.wrapping_sub(base) as u64;
                if off >= 64 || v < base || bits >> off & 1 == 0 {
                    return None;
                }
                Some(Self::from_bits(base, bits & !(1u64 << off)))
            }
            Domain::Range((a, b)) if v < a || v > b => None,
            Domain::Range((a, b)) if a == b => Some(None),
            Domain::Range((a, b)) if v == a => Some(Some(Domain::Range((a + 1, b)))),
            Domain::Range((a, b)) if v == b => Some(Some(Domain::Range((a, b - 1)))),
            _ if !self.contains(v) => None,
            _ => Some(self.remove(v)),
        }
    }

    pub fn remove(&self, v: i64) -> Option<Domain> {
        if !self.contains(v) {
            return Some(self.clone());
        }
        match *self {
            Domain::Bits { base, bits } => return Self::from_bits(base, bits & !(1u64 << (v - base))),
            Domain::Range((a, b)) if a == b => return None,
            Domain::Range((a, b)) if v == a => return Some(Domain::Range((a + 1, b))),
            Domain::Range((a, b)) if v == b => return Some(Domain::Range((a, b - 1))),
            // A value strictly inside a short interval: a bitset.
            Domain::Range((a, b)) if a < v && v < b && a != INF && b != SUP && (b as i128 - a as i128) < 64 => {
                let len = (b - a + 1) as u32;
                let all = if len >= 64 { u64::MAX } else { (1u64 << len) - 1 };
                return Self::from_bits(a, all & !(1u64 << (v - a)));
            }
            _ => {}
        }
        let mut out = Vec::with_capacity(self.intervals().len() + 1);
        for &(a, b) in self.intervals().iter() {
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
        for &(a, b) in self.intervals().iter() {
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

    /// `{v + k : v in dom}`, saturating at the infinities. An interval
    /// shifted wholly past the finite range keeps that range's last value
    /// as well as the infinity (an interval cannot start at `sup`; the
    /// extra value is only a looser domain).
    pub fn shift(&self, k: i64) -> Domain {
        let f = |v: i64| if v == INF || v == SUP { v } else { v.saturating_add(k) };
        let lo = |v: i64| if v == SUP { v } else { f(v).min(SUP - 1) };
        let hi = |v: i64| if v == INF { v } else { f(v).max(INF + 1) };
        // The inline forms stay inline (no interval list is built).
        match *self {
            Domain::Range((a, b)) => return Domain::Range((lo(a), hi(b))),
            Domain::Bits { base, bits } => {
                let top = base + 63 - bits.leading_zeros() as i64;
                if let (Some(lo), Some(hi)) = (base.checked_add(k), top.checked_add(k)) {
                    if lo != INF && hi != SUP {
                        return Domain::Bits { base: lo, bits };
                    }
                }
            }
            Domain::Set(_) => {}
        }
        let iv = self.intervals().iter().map(|&(a, b)| (lo(a), hi(b))).collect();
        Self::from_intervals(iv).expect("shift keeps values")
    }

    /// `{-v : v in dom}`.
    pub fn negate(&self) -> Domain {
        let f = |v: i64| match v {
            INF => SUP,
            SUP => INF,
            v => -v,
        };
        match *self {
            Domain::Range((a, b)) => return Domain::Range((f(b), f(a))),
            // Bit i (value base + i) becomes bit top - base - i (value -(base + i)).
            Domain::Bits { base, bits } if base > INF + 1 => {
                let width = 63 - bits.leading_zeros() as i64;
                let top = base + width;
                if top < SUP {
                    return Domain::Bits { base: -top, bits: bits.reverse_bits() >> (63 - width) };
                }
            }
            _ => {}
        }
        let iv = self.intervals().iter().rev().map(|&(a, b)| (f(b), f(a))).collect();
        Self::from_intervals(iv).expect("negation keeps values")
    }

    /// The values as `(base, mask)`, value `base + i` for each set bit `i`,
    /// when the domain is inline and spans at most 64 values (`base` is
    /// the minimum).
    #[inline]
    pub fn as_mask(&self) -> Option<(i64, u64)> {
        match *self {
            Domain::Range((a, b)) if a != INF && b != SUP && (b as i128 - a as i128) < 64 => {
                Some((a, u64::MAX >> (63 - (b - a) as u32)))
            }
            Domain::Bits { base, bits } => Some((base, bits)),
            _ => None,
        }
    }

    /// The mask of `{k + v : v in dom}` (`negate` false) or `{k - v : v in
    /// dom}` (true) for a domain `(base, bits)` as `as_mask` gives it;
    /// None if a value leaves the i64 range.
    #[inline]
    pub fn mask_image(base: i64, bits: u64, negate: bool, k: i64) -> Option<(i64, u64)> {
        if negate {
            let skip = bits.leading_zeros();
            let top = base + 63 - skip as i64;
            Some((k.checked_sub(top)?, bits.reverse_bits() >> skip))
        } else {
            Some((base.checked_add(k)?, bits))
        }
    }

    /// The bits of mask `(base, bits)` whose values are also in mask
    /// `(other, mask)`, over `base`.
    #[inline]
    pub fn mask_meet(base: i64, bits: u64, other: i64, mask: u64) -> u64 {
        let d = other as i128 - base as i128;
        if d >= 64 || d <= -64 {
            0
        } else if d >= 0 {
            bits & mask << d
        } else {
            bits & mask >> -d
        }
    }

    /// Iterates the values in increasing order (finite domains only).
    pub fn values(&self) -> Values<'_> {
        let each: fn(&(i64, i64)) -> std::ops::RangeInclusive<i64> = |&(a, b)| a..=b;
        match self {
            Domain::Range(iv) => Values::Intervals(std::slice::from_ref(iv).iter().flat_map(each)),
            Domain::Bits { base, bits } => Values::Bits { base: *base, bits: *bits },
            Domain::Set(iv) => Values::Intervals(iv.iter().flat_map(each)),
        }
    }

    /// The smallest value greater than `v`, if any.
    pub fn next_above(&self, v: i64) -> Option<i64> {
        if v == SUP {
            return None;
        }
        let w = v + 1;
        if let Domain::Bits { base, .. } = *self {
            return self.clip(w.max(base), SUP).map(|d| d.min());
        }
        self.intervals().iter().find(|&&(_, b)| b >= w).map(|&(a, _)| a.max(w))
    }

    /// The largest value smaller than `v`, if any.
    pub fn next_below(&self, v: i64) -> Option<i64> {
        if v == INF {
            return None;
        }
        let w = v - 1;
        if let Domain::Bits { .. } = self {
            return self.clip(INF, w).map(|d| d.max());
        }
        self.intervals().iter().rev().find(|&&(a, _)| a <= w).map(|&(_, b)| b.min(w))
    }
}

type IntervalValues<'a> = std::iter::FlatMap<
    std::slice::Iter<'a, (i64, i64)>,
    std::ops::RangeInclusive<i64>,
    fn(&(i64, i64)) -> std::ops::RangeInclusive<i64>,
>;

/// The values of a domain in increasing order (either end).
pub enum Values<'a> {
    Intervals(IntervalValues<'a>),
    Bits { base: i64, bits: u64 },
}

impl Iterator for Values<'_> {
    type Item = i64;

    #[inline]
    fn next(&mut self) -> Option<i64> {
        match self {
            Values::Intervals(it) => it.next(),
            Values::Bits { base, bits } => {
                if *bits == 0 {
                    return None;
                }
                let i = bits.trailing_zeros();
                *bits &= *bits - 1;
                Some(*base + i as i64)
            }
        }
    }
}

impl DoubleEndedIterator for Values<'_> {
    #[inline]
    fn next_back(&mut self) -> Option<i64> {
        match self {
            Values::Intervals(it) => it.next_back(),
            Values::Bits { base, bits } => {
                if *bits == 0 {
                    return None;
                }
                let i = 63 - bits.leading_zeros();
                *bits &= !(1u64 << i);
                Some(*base + i as i64)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dom(iv: &[(i64, i64)]) -> Domain {
        Domain::from_intervals(iv.to_vec()).expect("non-empty")
    }

    /// shift and negate of inline domains (computed in place) agree with
    /// the same operations on their interval lists.
    #[test]
    fn inline_shift_and_negate_agree_with_interval_lists() {
        let cases: &[&[(i64, i64)]] = &[
            &[(1, 3), (5, 8)],
            &[(-10, -10), (0, 0), (50, 53)],
            &[(0, 0), (63, 63)],
            &[(1, 8)],
            &[(INF, 4)],
            &[(-3, SUP)],
            &[(SUP - 70, SUP - 68), (SUP - 10, SUP - 9)],
            &[(INF + 2, INF + 3), (INF + 9, INF + 9)],
        ];
        for iv in cases {
            let d = dom(iv);
            for k in [0, 1, -5, 40, i64::MAX / 2, -(i64::MAX / 2)] {
                let f = |v: i64| if v == INF || v == SUP { v } else { v.saturating_add(k) };
                // An interval shifted wholly past the finite range keeps
                // the range's last value with the infinity.
                let ends = |(a, b): (i64, i64)| (f(a).min(SUP - 1), f(b).max(INF + 1));
                let by_list = dom(&d.intervals().iter().map(|&iv| ends(iv)).collect::<Vec<_>>());
                assert_eq!(d.shift(k), by_list, "{iv:?} shifted by {k}");
            }
            let g = |v: i64| match v {
                INF => SUP,
                SUP => INF,
                v => -v,
            };
            let by_list = dom(&d.intervals().iter().map(|&(a, b)| (g(b), g(a))).collect::<Vec<_>>());
            assert_eq!(d.negate(), by_list, "{iv:?} negated");
        }
    }

    /// Every operation on a bitset domain agrees with the same operation
    /// on the interval list it stands for.
    #[test]
    fn bitsets_agree_with_interval_lists() {
        let cases: &[&[(i64, i64)]] = &[
            &[(1, 3), (5, 8)],
            &[(-10, -10), (0, 0), (50, 53)],
            &[(0, 0), (63, 63)],
            &[(0, 0), (64, 64)],
            &[(1, 8)],
            &[(-3, 2), (4, 4), (7, 60)],
        ];
        for iv in cases.iter().chain([&[(-2, 2)][..], &[(7, 7)][..]].iter()) {
            let d = dom(iv);
            let wide = (iv[iv.len() - 1].1 - iv[0].0) >= 64;
            assert_eq!(matches!(d, Domain::Bits { .. }), iv.len() > 1 && !wide, "{iv:?} -> {d:?}");
            assert_eq!(d.intervals().as_ref(), *iv, "{iv:?}");
            let all: Vec<i64> = iv.iter().flat_map(|&(a, b)| a..=b).collect();
            assert_eq!(d.values().collect::<Vec<_>>(), all);
            assert_eq!(d.values().rev().collect::<Vec<_>>(), all.iter().rev().copied().collect::<Vec<_>>());
            assert_eq!(d.size(), Some(all.len() as u64));
            assert_eq!((d.min(), d.max()), (all[0], all[all.len() - 1]));
            for v in [INF, SUP, INF + 1, SUP - 1].into_iter().chain(-12..70) {
                assert_eq!(d.contains(v), all.contains(&v), "{iv:?} contains {v}");
                let removed: Vec<i64> = all.iter().copied().filter(|&x| x != v).collect();
                assert_eq!(d.remove(v).map(|r| r.values().collect::<Vec<_>>()).unwrap_or_default(), removed);
                // without/1 answers None for an absent value, else what remove/1 does.
                let expected = all.contains(&v).then(|| d.remove(v));
                assert_eq!(d.without(v), expected, "{iv:?} without {v}");
                let above = all.iter().copied().find(|&x| x > v);
                let below = all.iter().rev().copied().find(|&x| x < v);
                assert_eq!((d.next_above(v), d.next_below(v)), (above, below), "{iv:?} around {v}");
                for w in [v.saturating_sub(3), v, v.saturating_add(5), v.saturating_add(40), SUP] {
                    let clipped: Vec<i64> = all.iter().copied().filter(|&x| x >= v && x <= w).collect();
                    assert_eq!(d.clip(v, w).map(|r| r.values().collect::<Vec<_>>()).unwrap_or_default(), clipped);
                }
            }
            let unbounded: &[&[(i64, i64)]] = &[&[(INF, 4)], &[(-3, SUP)], &[(60, 70)], &[(INF, -20), (70, SUP)]];
            for other in cases.iter().chain(unbounded) {
                let e = dom(other);
                let both: Vec<i64> = all.iter().copied().filter(|&x| e.contains(x)).collect();
                if e.is_finite() {
                    assert_eq!(d.intersect(&e).map(|r| r.values().collect::<Vec<_>>()).unwrap_or_default(), both);
                }
                assert_eq!(d.intersect(&e), e.intersect(&d));
                assert_eq!((d.meets(&e), e.meets(&d)), (!both.is_empty(), !both.is_empty()), "{iv:?} meets {other:?}");
                // The one-word union is the canonical domain of the merged lists.
                let merged = Domain::from_intervals(iv.iter().chain(other.iter()).copied().collect());
                assert_eq!(Some(d.union(&e)), merged, "{iv:?} union {other:?}");
                assert_eq!(d.union(&e), e.union(&d));
            }
        }
    }

    /// Removing values from a short interval gives bitsets, and removing
    /// all but a run gives an interval again.
    #[test]
    fn pruning_a_short_interval_stays_inline() {
        let d = Domain::Range((1, 8)).remove(4).expect("values left");
        assert!(matches!(d, Domain::Bits { base: 1, .. }), "{d:?}");
        let d = d.remove(1).and_then(|d| d.remove(2)).and_then(|d| d.remove(3)).expect("values left");
        assert_eq!(d, Domain::Range((5, 8)));
    }
}
