//! The pass of a linear equation `sum(a_i * x_i) = c` over finite bounds
//! (`Lin::prop_eq`'s common case), to bounds consistency. Its sums run in
//! i64 with every step checked: the bounds and coefficients of
//! finite-domain models nearly always fit, and then the sums stay in
//! registers, where i128 sums take two each and spill to the stack. A step
//! that overflows starts the pass again in i128, exact for any finite
//! bounds (the prunings made so far stand: each was sound).
//!
//! Sums whose coefficients are all 1 or -1 (kakuro runs, magic square
//! lines, most puzzle sums) take a pass of their own first
//! ([`Lin::prop_eq_units`]): the same visits in plain i64 over small
//! bounds, where no step can overflow, so no product and no check.

use super::linear::{finite_term, narrow_finite, narrow_finite_unit, Lin, MAX_PASSES};
use super::Status;
use crate::clpfd::domain::{INF, SUP};
use crate::clpfd::store::{Store, Var};

/// How a pass ends.
pub(super) enum Pass {
    Done(Status),
    /// A variable has an infinite end: the general pass's case.
    Infinite,
    /// A sum left the arithmetic's range.
    Overflow,
}

/// The arithmetic of a pass, every step checked.
pub(super) trait Sums: Copy + Ord {
    const ZERO: Self;
    fn of(c: i64) -> Self;
    /// The range of `a*x` over x's finite bounds `min..max`.
    fn term(a: i64, min: i64, max: i64) -> Option<(Self, Self)>;
    fn add(self, other: Self) -> Option<Self>;
    fn sub(self, other: Self) -> Option<Self>;
    /// The store's buffer for the bounds of the terms (kept for its capacity).
    fn buffer(st: &mut Store) -> &mut Vec<(Self, Self)>;
    /// Narrows a finite x to `lo <= a*x <= hi` ([`narrow_finite`]).
    fn narrow(st: &mut Store, a: i64, x: Var, lo: Self, hi: Self) -> bool;
}

impl Sums for i64 {
    const ZERO: i64 = 0;
    #[inline]
    fn of(c: i64) -> i64 {
        c
    }
    #[inline]
    fn term(a: i64, min: i64, max: i64) -> Option<(i64, i64)> {
        let (lo, hi) = (a.checked_mul(min)?, a.checked_mul(max)?);
        Some(if a > 0 { (lo, hi) } else { (hi, lo) })
    }
    #[inline]
    fn add(self, other: i64) -> Option<i64> {
        self.checked_add(other)
    }
    #[inline]
    fn sub(self, other: i64) -> Option<i64> {
        self.checked_sub(other)
    }
    fn buffer(st: &mut Store) -> &mut Vec<(i64, i64)> {
        &mut st.scratch_term_bounds64
    }
    /// Unit coefficients (most sums) in i64, without i128 arguments or
    /// a division.
    #[inline]
    fn narrow(st: &mut Store, a: i64, x: Var, lo: i64, hi: i64) -> bool {
        match a {
            1 => narrow_finite_unit(st, x, lo, hi),
            -1 if lo != i64::MIN && hi != i64::MIN => narrow_finite_unit(st, x, -hi, -lo),
            _ => narrow_finite(st, a, x, lo as i128, hi as i128),
        }
    }
}

impl Sums for i128 {
    const ZERO: i128 = 0;
    #[inline]
    fn of(c: i64) -> i128 {
        c as i128
    }
    #[inline]
    fn term(a: i64, min: i64, max: i64) -> Option<(i128, i128)> {
        Some(finite_term(a, min, max))
    }
    #[inline]
    fn add(self, other: i128) -> Option<i128> {
        self.checked_add(other)
    }
    #[inline]
    fn sub(self, other: i128) -> Option<i128> {
        self.checked_sub(other)
    }
    fn buffer(st: &mut Store) -> &mut Vec<(i128, i128)> {
        &mut st.scratch_term_bounds
    }
    #[inline]
    fn narrow(st: &mut Store, a: i64, x: Var, lo: i128, hi: i128) -> bool {
        narrow_finite(st, a, x, lo, hi)
    }
}

impl Lin {
    /// `prop_eq` when every variable has finite bounds (the common case);
    /// None when one has not (or when a sum leaves even i128, which the
    /// general pass's reading of the sums then decides).
    pub(super) fn prop_eq_finite(&self, st: &mut Store) -> Option<Status> {
        match self.prop_eq_finite_as::<i64>(st) {
            Pass::Done(status) => Some(status),
            Pass::Infinite => None,
            Pass::Overflow => match self.prop_eq_finite_as::<i128>(st) {
                Pass::Done(status) => Some(status),
                Pass::Infinite | Pass::Overflow => None,
            },
        }
    }

    /// The pass in the arithmetic `T`, with the store's buffer for `T`.
    pub(super) fn prop_eq_finite_as<T: Sums>(&self, st: &mut Store) -> Pass {
        let mut terms = std::mem::take(T::buffer(st));
        let pass = self.prop_eq_finite_with(st, &mut terms).unwrap_or(Pass::Overflow);
        *T::buffer(st) = terms;
        pass
    }

    /// The bounds of the sum are kept exact as terms narrow, and a term
    /// whose span fits in the slack between the sum's bounds and c cannot
    /// narrow, so it costs no division. The bounds of each term are kept
    /// too, so a visit reads the domain of only the terms it narrows.
    ///
    /// The scan that sums the bounds also keeps the widest term's span:
    /// when even that one fits in the slack (most wake-ups: a bound moved
    /// by less than the slack the sum had), no term can narrow and the
    /// equation is at its fixpoint without a visit. Otherwise the terms
    /// are visited round and round from the first, and the visits stop
    /// once every term has been seen since the last one that narrowed
    /// (they all fit in the slack of the sums as they are then): what a
    /// pass after the last change would find, without the terms that pass
    /// would visit before reaching it again. None: a step overflowed.
    fn prop_eq_finite_with<T: Sums>(&self, st: &mut Store, terms: &mut Vec<(T, T)>) -> Option<Pass> {
        let c = T::of(self.c);
        terms.clear();
        let (mut lo, mut hi, mut widest) = (T::ZERO, T::ZERO, T::ZERO);
        for (&a, &x) in self.a.iter().zip(self.x.iter()) {
            let (min, max) = st.dom(x).bounds();
            if min == INF || max == SUP {
                return Some(Pass::Infinite);
            }
            let t = T::term(a, min, max)?;
            lo = lo.add(t.0)?;
            hi = hi.add(t.1)?;
            widest = widest.max(t.1.sub(t.0)?);
            terms.push(t);
        }
        let done = |lo: T, hi: T| {
            Pass::Done(if lo > c || hi < c {
                Status::Fail
            } else if lo == hi {
                // Equal bounds: every term is fixed (no coefficient is zero).
                Status::Entailed
            } else {
                Status::Ok
            })
        };
        if lo > c || hi < c {
            return Some(Pass::Done(Status::Fail));
        }
        // (With lo <= c <= hi, c - lo and hi - c are at most hi - lo.)
        if widest <= hi.sub(c)?.min(c.sub(lo)?) {
            return Some(done(lo, hi));
        }
        let n = terms.len();
        // Visits left before the round robin gives up (MAX_PASSES passes'
        // worth), and visits since the last narrowing.
        let (mut budget, mut quiet, mut i) = (MAX_PASSES as usize * n, 0, 0);
        while quiet < n && budget > 0 {
            budget -= 1;
            quiet += 1;
            let (a, x) = (self.a[i], self.x[i]);
            let t = &mut terms[i];
            i = if i + 1 == n { 0 } else { i + 1 };
            let (tlo, thi) = *t;
            // a*x lies in [c - (hi - thi), c - (lo - tlo)], which cuts
            // the term only if its span exceeds the slack.
            if thi.sub(tlo)? <= hi.sub(c)?.min(c.sub(lo)?) {
                continue;
            }
            let (from, to) = (c.sub(hi)?.add(thi)?, c.sub(lo)?.add(tlo)?);
            if !T::narrow(st, a, x, from, to) {
                return Some(Pass::Done(Status::Fail));
            }
            // (A variable twice in the sum leaves its other term's
            // bounds stale: looser, so still sound.)
            // (Both ends in one inline reading: `Store::min` and `max`
            // are calls here.)
            let (min, max) = st.dom(x).bounds();
            let now = T::term(a, min, max)?;
            if now != *t {
                lo = lo.add(now.0.sub(tlo)?)?;
                hi = hi.sub(thi.sub(now.1)?)?;
                *t = now;
                if lo > c || hi < c {
                    return Some(Pass::Done(Status::Fail));
                }
                // The term itself is now within the slack: the others
                // are what the next visits look at.
                quiet = 1;
            }
        }
        Some(done(lo, hi))
    }
}

/// Most terms [`Lin::prop_eq_units`] takes (their bounds live on the
/// stack): sums of up to `SHORT_UNIT_TERMS` (puzzle sums) keep their
/// bounds in an array that size, so that the longer ones (magic series'
/// `sum(S) #= N` over 21 terms) cost the short ones no larger array to
/// clear.
const UNIT_TERMS: usize = 32;
const SHORT_UNIT_TERMS: usize = 16;
/// The bounds (and constant) [`Lin::prop_eq_units`] takes lie strictly
/// between `-UNIT_BOUND` and `UNIT_BOUND`: sums and differences of up to
/// `UNIT_TERMS` such terms and the constant stay far inside i64.
const UNIT_BOUND: i64 = 1 << 56;

impl Lin {
    /// `prop_eq_finite` for a sum of at most `UNIT_TERMS` terms whose
    /// coefficients are all 1 or -1 and whose bounds are small: the same
    /// scan and the same visits, in the same order, so the same prunings,
    /// but in plain i64 over term bounds on the stack. None when it does
    /// not apply, found before anything is narrowed.
    ///
    /// With `PAIR`, a sum all of whose terms but two are fixed is `x + y
    /// = k` ([`Lin::open_pair`]), what `Lin::reduced_unit_pair` finds: a
    /// long sum finds it in the pass's own scan, a short one (a kakuro
    /// run) by that look before the scan, which reads the terms from the
    /// end only up to a third open one, where the pass's scan reads every
    /// bound. (`prop_eq` looks at a sum of three terms itself.)
    #[inline]
    pub(super) fn prop_eq_units<const PAIR: bool>(&self, st: &mut Store) -> Option<Status> {
        if self.x.len() > SHORT_UNIT_TERMS {
            return self.prop_eq_long_units::<PAIR>(st);
        }
        self.prop_eq_units_in::<SHORT_UNIT_TERMS, false>(st, PAIR && self.x.len() > 3)
    }

    /// [`Lin::prop_eq_units`] for the longer sums, out of line: the short
    /// ones' pass stays inline in `prop_eq`, as small as it was.
    #[inline(never)]
    fn prop_eq_long_units<const PAIR: bool>(&self, st: &mut Store) -> Option<Status> {
        self.prop_eq_units_in::<UNIT_TERMS, PAIR>(st, false)
    }

    /// [`Lin::prop_eq_units`] with the bounds of at most `N` terms on the
    /// stack; the pair found by the scan (`PAIR`) or by
    /// `Lin::reduced_unit_pair` before it (`reduced`).
    #[inline(always)]
    fn prop_eq_units_in<const N: usize, const PAIR: bool>(&self, st: &mut Store, reduced: bool) -> Option<Status> {
        let n = self.x.len();
        let c = self.c;
        if n > N || c <= -UNIT_BOUND || c >= UNIT_BOUND || !self.a.iter().all(|&a| a == 1 || a == -1) {
            return None;
        }
        if reduced {
            if let Some(status) = self.reduced_pair_status(st) {
                return Some(status);
            }
        }
        let mut terms = [(0i64, 0i64); N];
        let (mut lo, mut hi, mut widest) = (0i64, 0i64, 0i64);
        // The terms not fixed: how many, the first and the last.
        let (mut opened, mut first, mut last) = (0usize, 0usize, 0usize);
        for (k, (&a, &x)) in self.a.iter().zip(self.x.iter()).enumerate() {
            let (min, max) = st.dom(x).bounds();
            // (Also an infinite end.)
            if min <= -UNIT_BOUND || max >= UNIT_BOUND {
                return None;
            }
            let t = if a == 1 { (min, max) } else { (-max, -min) };
            lo += t.0;
            hi += t.1;
            widest = widest.max(t.1 - t.0);
            terms[k] = t;
            if PAIR && min != max {
                first = if opened == 0 { k } else { first };
                last = k;
                opened += 1;
            }
        }
        if PAIR && opened == 2 {
            // The fixed terms' sum is lo less the two open terms' minima.
            if let Some(status) = self.open_pair(st, first, last, c - lo + terms[first].0 + terms[last].0) {
                return Some(status);
            }
        }
        if lo > c || hi < c {
            return Some(Status::Fail);
        }
        // The visits of `prop_eq_finite_with`, which says why.
        if widest > (hi - c).min(c - lo) {
            let (mut budget, mut quiet, mut i) = (MAX_PASSES as usize * n, 0, 0);
            while quiet < n && budget > 0 {
                budget -= 1;
                quiet += 1;
                let k = i;
                i = if i + 1 == n { 0 } else { i + 1 };
                let (tlo, thi) = terms[k];
                if thi - tlo <= (hi - c).min(c - lo) {
                    continue;
                }
                let (from, to) = (c - hi + thi, c - lo + tlo);
                let (a, x) = (self.a[k], self.x[k]);
                let narrowed =
                    if a == 1 { narrow_finite_unit(st, x, from, to) } else { narrow_finite_unit(st, x, -to, -from) };
                if !narrowed {
                    return Some(Status::Fail);
                }
                let (min, max) = st.dom(x).bounds();
                let now = if a == 1 { (min, max) } else { (-max, -min) };
                if now != (tlo, thi) {
                    lo += now.0 - tlo;
                    hi -= thi - now.1;
                    terms[k] = now;
                    if lo > c || hi < c {
                        return Some(Status::Fail);
                    }
                    quiet = 1;
                }
            }
        }
        Some(if lo == hi { Status::Entailed } else { Status::Ok })
    }
}

#[cfg(test)]
mod tests {
    use super::super::Status;
    use super::{Lin, Pass};
    use crate::clpfd::domain::Domain;
    use crate::clpfd::store::Store;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    /// The pass in i64 prunes as the one in i128 whenever no step
    /// overflows, and with coefficients and bounds whose products overflow
    /// it (narrow domains far from 0 times coefficients of 2^40) the pass
    /// that falls back to i128 leaves what the general pass leaves.
    #[test]
    fn checked_i64_sums_agree_with_i128_and_overflow_falls_back() {
        let mut rng = SmallRng::seed_from_u64(23);
        let mut overflowed = 0;
        for _ in 0..5_000 {
            let scale: i64 = if rng.random_bool(0.5) { 1 } else { 1 << 40 };
            let offset: i64 = if rng.random_bool(0.5) { 0 } else { 1 << 30 };
            let n = rng.random_range(1..=4);
            let a: Vec<i64> = (0..n).map(|_| [-7, -3, -1, 1, 2, 5][rng.random_range(0..6)] * scale).collect();
            let c = rng.random_range(-30..=30) * scale;
            let doms: Vec<Domain> = (0..n)
                .map(|_| {
                    let lo = offset + rng.random_range(-6..=6);
                    Domain::Range((lo, lo + rng.random_range(0..=9)))
                })
                .collect();
            let run = |how: u8| {
                let mut st = Store::default();
                let x: Vec<_> = doms.iter().map(|d| st.new_var(d.clone(), 0)).collect();
                let lin = Lin { a: a.clone().into(), x: x.clone().into(), c, rel: super::super::Rel::Eq };
                let status = match how {
                    0 => match lin.prop_eq_finite_as::<i64>(&mut st) {
                        Pass::Done(s) => Some(s),
                        _ => None,
                    },
                    1 => match lin.prop_eq_finite_as::<i128>(&mut st) {
                        Pass::Done(s) => Some(s),
                        _ => None,
                    },
                    2 => lin.prop_eq_finite(&mut st),
                    _ => Some(lin.prop_eq_general(&mut st)),
                };
                let doms: Vec<Domain> = x.iter().map(|&v| st.dom(v).clone()).collect();
                let failed = status == Some(Status::Fail);
                (status, if failed { Vec::new() } else { doms })
            };
            let wide = run(1);
            assert!(wide.0.is_some(), "{a:?} . {doms:?} = {c}: i128 overflowed");
            match run(0) {
                (None, _) => overflowed += 1,
                narrow => assert_eq!(narrow, wide, "{a:?} . {doms:?} = {c}"),
            }
            assert_eq!(run(2), run(3), "{a:?} . {doms:?} = {c}");
        }
        assert!(overflowed > 100, "only {overflowed} sums overflowed i64");
    }

    /// The pass of unit sums prunes as the i128 pass, and declines sums it
    /// does not take (a coefficient other than 1 or -1, large bounds).
    #[test]
    fn unit_sums_prune_as_the_general_passes() {
        let mut rng = SmallRng::seed_from_u64(31);
        let mut taken = 0;
        for _ in 0..5_000 {
            // (Past 16 terms the longer array; past 32, declined.)
            let n = if rng.random_bool(0.8) { rng.random_range(1..=6) } else { rng.random_range(14..=34) };
            let big = rng.random_bool(0.05);
            // (A long sum has a coefficient 2 in one term of 100, so that
            // most are taken.)
            let two = if n > 6 { 0.01 } else { 1.0 / 6.0 };
            let a: Vec<i64> =
                (0..n).map(|_| if rng.random_bool(two) { 2 } else { [-1, 1, 1][rng.random_range(0..3)] }).collect();
            let c = rng.random_range(-20..=30);
            let doms: Vec<Domain> = (0..n)
                .map(|_| {
                    let lo = if big { 1 << 57 } else { rng.random_range(-4..=7) };
                    let d = Domain::Range((lo, lo + rng.random_range(0..=8)));
                    if rng.random_bool(0.4) {
                        d.remove(lo + 1).unwrap_or(d)
                    } else {
                        d
                    }
                })
                .collect();
            let run = |units: bool| {
                let mut st = Store::default();
                let x: Vec<_> = doms.iter().map(|d| st.new_var(d.clone(), 0)).collect();
                let lin = Lin { a: a.clone().into(), x: x.clone().into(), c, rel: super::super::Rel::Eq };
                let status = if units {
                    lin.prop_eq_units::<false>(&mut st)
                } else {
                    match lin.prop_eq_finite_as::<i128>(&mut st) {
                        Pass::Done(s) => Some(s),
                        _ => None,
                    }
                };
                let doms: Vec<Domain> = x.iter().map(|&v| st.dom(v).clone()).collect();
                let failed = status == Some(Status::Fail);
                (status, if failed { Vec::new() } else { doms })
            };
            let units = run(true);
            let unit_sum = a.iter().all(|&k| k.abs() == 1);
            if unit_sum && !big && n <= 32 {
                taken += 1;
                assert_eq!(units, run(false), "{a:?} . {doms:?} = {c}");
            } else {
                assert_eq!(units.0, None, "{a:?} . {doms:?} = {c}");
            }
        }
        assert!(taken > 1_000, "only {taken} unit sums");
    }
}
