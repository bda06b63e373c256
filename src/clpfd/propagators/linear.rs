//! Linear constraints `sum(a_i * x_i) rel c` with `rel` one of `=`, `=<`,
//! `\=`, propagated to bounds consistency (and to domain consistency for
//! `x = ±y + c`); their reified form `b <=> lin` is `reified_linear.rs`.
//!
//! Sums are computed in i128 with the infinite ends counted apart, so an
//! unbounded term never overflows and never hides the finite part.

use super::binary_masks::binary_masks;
use super::interval_pair::interval_pair;
use super::{big_bounds, check, Status, LIN_EQ_EVENTS, LIN_NE_EVENTS};
use crate::clpfd::domain::{INF, SUP};
use crate::clpfd::store::{clamp, Store, Var, EV_BOUNDS, EV_DOM, EXACT_LIMIT};
use crate::clpfd::wide_mul::mul;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rel {
    Eq,
    Le,
    Ne,
}

#[derive(Clone, Debug)]
pub struct Lin {
    pub a: Box<[i64]>,
    pub x: Box<[Var]>,
    pub c: i64,
    pub rel: Rel,
}

/// Passes over an equation in one run before handing back to the queue
/// (slowly converging equations then reach the global propagation limit).
pub(super) const MAX_PASSES: u32 = 64;

/// Bounds of the sum: finite parts and how many terms are unbounded below/above.
struct SumBounds {
    lo: i128,
    hi: i128,
    lo_inf: u32,
    hi_inf: u32,
}

/// The bounds of `a * x` as (lo, hi) with None for an infinite end.
fn term_bounds(a: i64, min: i64, max: i64) -> (Option<i128>, Option<i128>) {
    let fin = |v: i64| (v != INF && v != SUP).then_some(mul(v, a));
    if a >= 0 {
        (fin(min), fin(max))
    } else {
        (fin(max), fin(min))
    }
}

/// The bounds of term `a * x` in the store: [`term_bounds`], or, for an
/// unbounded x, the product with its bounds past the finite range (its
/// side interval, `store/beyond.rs`).
#[inline]
fn term_range(st: &Store, a: i64, x: Var) -> (Option<i128>, Option<i128>) {
    let t = term_bounds(a, st.min(x), st.max(x));
    if (t.0.is_some() && t.1.is_some()) || !st.has_beyond() {
        return t;
    }
    let (l, h) = st.wide_bounds(x);
    let product = |r: i128| {
        if r.abs() >= EXACT_LIMIT {
            None
        } else if r > INF as i128 && r < SUP as i128 {
            Some(mul(r as i64, a))
        } else {
            // Kept far inside i128, so that sums of such terms cannot
            // overflow.
            (a as i128).checked_mul(r).filter(|p| p.abs() < 1 << 110)
        }
    };
    if a >= 0 {
        (product(l), product(h))
    } else {
        (product(h), product(l))
    }
}

impl Lin {
    pub fn event(&self) -> u8 {
        match self.rel {
            // `x = y` (two variables unified, or `X - Y #= 0`, which
            // SWI-Prolog answers by unifying them) keeps one domain.
            Rel::Eq if self.unit_binary() && self.c == 0 && self.a[0] == -self.a[1] => EV_DOM,
            // Any other `x = ±y + c` as the longer sums: SWI-Prolog wakes
            // them on bounds, and a hole inside y's domain reaches x only
            // at the next run.
            Rel::Eq | Rel::Le => LIN_EQ_EVENTS,
            Rel::Ne => LIN_NE_EVENTS,
        }
    }

    /// The events on its variables that wake `b <=> lin`: what it reads
    /// is bounds (entailment by the bounds of the sum, and propagation to
    /// bounds consistency once b is known), except for one variable
    /// (`x = c` is decided by c's presence in x's domain) and `x = ±y + c`
    /// (domains). A hole that moves no bound then wakes nothing that
    /// could decide or prune.
    pub fn reified_event(&self) -> u8 {
        if self.rel == Rel::Le || (self.x.len() >= 2 && !self.unit_binary()) {
            EV_BOUNDS
        } else {
            EV_DOM
        }
    }

    /// Whether binding some of its variables can leave it saying no more
    /// than that two variables are equal (`x - y = 0` once the others are
    /// fixed: `clpfd/builtins/aliasing.rs`): an equation of three terms or
    /// more with a coefficient 1 and a coefficient -1 (a propagator's
    /// coefficients never change). A sum whose coefficients all have one
    /// sign (a kakuro run, a magic square line), or whose terms of one sign
    /// are all scaled (`V #= 20*X + 27*Y + ...`, a knapsack's value), never
    /// leaves `1*x + -1*y`, so binding its variables needs no look.
    pub fn watches_aliasing(&self) -> bool {
        self.rel == Rel::Eq && self.x.len() >= 3 && self.a.contains(&1) && self.a.contains(&-1)
    }

    /// `x = ±y + c` with unit coefficients: propagated on whole domains.
    fn unit_binary(&self) -> bool {
        self.x.len() == 2 && self.a[0].abs() == 1 && self.a[1].abs() == 1
    }

    /// The negation: `=` ↔ `\=`, and `s =< c` ↔ `-s =< -c-1`.
    pub fn negation(&self) -> Lin {
        match self.rel {
            Rel::Eq => Lin { rel: Rel::Ne, ..self.clone() },
            Rel::Ne => Lin { rel: Rel::Eq, ..self.clone() },
            Rel::Le => Lin { a: self.a.iter().map(|&a| -a).collect(), x: self.x.clone(), c: -self.c - 1, rel: Rel::Le },
        }
    }

    fn bounds(&self, st: &Store) -> SumBounds {
        let mut s = SumBounds { lo: 0, hi: 0, lo_inf: 0, hi_inf: 0 };
        for (&a, &x) in self.a.iter().zip(self.x.iter()) {
            let (lo, hi) = term_range(st, a, x);
            match lo {
                Some(v) => s.lo += v,
                None => s.lo_inf += 1,
            }
            match hi {
                Some(v) => s.hi += v,
                None => s.hi_inf += 1,
            }
        }
        s
    }

    pub fn propagate(&self, st: &mut Store) -> Status {
        match self.rel {
            Rel::Eq => self.prop_eq(st),
            Rel::Le => self.prop_le(st),
            Rel::Ne => self.prop_ne(st),
        }
    }

    /// Propagates the negation (what `self.negation().propagate(st)`
    /// does) without building it, so a reified relation is posted without
    /// a second copy of its terms: `=` and `\=` read the same terms, and
    /// `s =< c` negated is `s >= c + 1`, propagated here on finite bounds
    /// (a variable with an infinite end takes the built negation).
    pub fn propagate_negation(&self, st: &mut Store) -> Status {
        match self.rel {
            Rel::Eq => self.prop_ne(st),
            Rel::Ne => self.prop_eq(st),
            Rel::Le => match self
                .c
                .checked_add(1)
                .filter(|_| self.x.len() >= small::SHORTEST_LE)
                .and_then(|c| self.prop_le_small(st, true, c))
                .or_else(|| self.prop_ge_finite(st, self.c as i128 + 1))
            {
                Some(status) => status,
                None => self.negation().propagate(st),
            },
        }
    }

    /// Narrows term i to `lo <= a_i * x_i <= hi` (None: unbounded).
    fn narrow_term(st: &mut Store, a: i64, x: Var, lo: Option<i128>, hi: Option<i128>) -> bool {
        let a = a as i128;
        let (xlo, xhi) = if a > 0 {
            (lo.map(|l| div_ceil(l, a)), hi.map(|h| div_floor(h, a)))
        } else {
            (hi.map(|h| div_ceil(h, a)), lo.map(|l| div_floor(l, a)))
        };
        let (min, max) = (st.min(x), st.max(x));
        let (mut new_min, mut new_max) = (min, max);
        if let Some(l) = xlo {
            if l > max as i128 && max != SUP {
                return false;
            }
            if l > min as i128 {
                if l >= SUP as i128 {
                    // Past the finite range: the store keeps it beside the
                    // domain (`store/beyond.rs`).
                    return st.set_bounds(x, l, xhi.unwrap_or(1 << 120));
                }
                new_min = clamp(l);
            } else if min == INF && l > -EXACT_LIMIT {
                // A lower bound past the range, for a domain unbounded below.
                return st.set_bounds(x, l, xhi.unwrap_or(1 << 120));
            }
        }
        if let Some(h) = xhi {
            if h < min as i128 && min != INF {
                return false;
            }
            if h < max as i128 {
                if h <= INF as i128 {
                    return st.set_bounds(x, xlo.unwrap_or(-(1 << 120)), h);
                }
                new_max = clamp(h);
            } else if max == SUP && h < EXACT_LIMIT {
                return st.set_bounds(x, xlo.unwrap_or(-(1 << 120)), h);
            }
        }
        // Both ends in one change when both move (`Store::narrow_bounds`).
        (new_min, new_max) == (min, max) || st.narrow_bounds(x, new_min, new_max)
    }

    fn prop_le(&self, st: &mut Store) -> Status {
        let small = if self.x.len() >= small::SHORTEST_LE { self.prop_le_small(st, false, self.c) } else { None };
        match small.or_else(|| self.prop_le_finite(st)) {
            Some(status) => status,
            None => self.prop_le_general(st),
        }
    }

    /// `prop_le` over any bounds (infinite ones counted apart).
    fn prop_le_general(&self, st: &mut Store) -> Status {
        if big_bounds::involves(st, &self.x) {
            return big_bounds::linear(st, &self.a, &self.x, self.c, self.rel);
        }
        let s = self.bounds(st);
        let c = self.c as i128;
        if s.lo_inf == 0 && s.lo > c {
            return Status::Fail;
        }
        if s.hi_inf == 0 && s.hi <= c {
            return Status::Entailed;
        }
        for (&a, &x) in self.a.iter().zip(self.x.iter()) {
            let (tlo, _) = term_range(st, a, x);
            // rest_min = sum of the other terms' minima
            let rest = match tlo {
                Some(t) if s.lo_inf == 0 => Some(s.lo - t),
                None if s.lo_inf == 1 => Some(s.lo),
                _ => None,
            };
            if let Some(r) = rest {
                if !Self::narrow_term(st, a, x, None, Some(c - r)) {
                    return Status::Fail;
                }
            }
        }
        let s = self.bounds(st);
        if s.hi_inf == 0 && s.hi <= c {
            Status::Entailed
        } else {
            Status::Ok
        }
    }

    /// The bounds of the sum when every variable's are finite; None when
    /// one has an infinite end (the finite passes' common start).
    #[inline]
    fn finite_sum(&self, st: &Store) -> Option<(i128, i128)> {
        let (mut lo, mut hi) = (0i128, 0i128);
        for (&a, &x) in self.a.iter().zip(self.x.iter()) {
            let d = st.dom(x);
            let (min, max) = (d.min(), d.max());
            if min == INF || max == SUP {
                return None;
            }
            let (tlo, thi) = finite_term(a, min, max);
            lo += tlo;
            hi += thi;
        }
        Some((lo, hi))
    }

    /// `prop_le` when every variable has finite bounds (the common case);
    /// None when one has not. Narrowing a term lowers only its upper end,
    /// so the minimum of the sum stays as it was and one pass is the
    /// fixpoint; a term whose span fits in the slack `c - min` cannot
    /// narrow and costs no division, and the maximum of the sum is kept
    /// as terms narrow, for the entailment test at the end.
    fn prop_le_finite(&self, st: &mut Store) -> Option<Status> {
        let c = self.c as i128;
        let (lo, mut hi) = self.finite_sum(st)?;
        if lo > c {
            return Some(Status::Fail);
        }
        if hi <= c {
            return Some(Status::Entailed);
        }
        let slack = c - lo;
        for (&a, &x) in self.a.iter().zip(self.x.iter()) {
            let (min, max) = (st.min(x), st.max(x));
            let (tlo, thi) = finite_term(a, min, max);
            if thi - tlo <= slack {
                continue;
            }
            if !narrow_finite_above(st, a, x, tlo + slack) {
                return Some(Status::Fail);
            }
            let (_, thi2) = finite_term(a, st.min(x), st.max(x));
            hi += thi2 - thi;
        }
        Some(if hi <= c { Status::Entailed } else { Status::Ok })
    }

    /// `sum >= c` over finite bounds, `prop_le_finite` mirrored: narrowing
    /// a term raises only its lower end, so the maximum of the sum stays
    /// and one pass is the fixpoint. None when a variable has an infinite
    /// end.
    fn prop_ge_finite(&self, st: &mut Store, c: i128) -> Option<Status> {
        let (mut lo, hi) = self.finite_sum(st)?;
        if hi < c {
            return Some(Status::Fail);
        }
        if lo >= c {
            return Some(Status::Entailed);
        }
        let slack = hi - c;
        for (&a, &x) in self.a.iter().zip(self.x.iter()) {
            let (tlo, thi) = finite_term(a, st.min(x), st.max(x));
            if thi - tlo <= slack {
                continue;
            }
            if !narrow_finite_above(st, -a, x, slack - thi) {
                return Some(Status::Fail);
            }
            let (tlo2, _) = finite_term(a, st.min(x), st.max(x));
            lo += tlo2 - tlo;
        }
        Some(if lo >= c { Status::Entailed } else { Status::Ok })
    }

    fn prop_eq(&self, st: &mut Store) -> Status {
        if self.unit_binary() {
            match self.binary_domains(st) {
                Err(s) => return s,
                // Each domain is now the image of the other: the bounds
                // are consistent too, and one fixed fixes both.
                Ok(true) if st.value(self.x[0]).is_some() => return Status::Entailed,
                Ok(true) => return Status::Ok,
                Ok(false) => {}
            }
        } else if self.x.len() <= 3 {
            // (A sum of three terms: the look reads at most three values,
            // where the pass's scan reads all bounds.)
            if let Some(status) = self.reduced_pair_status(st) {
                return status;
            }
        }
        // Longer sums: the small passes find a sum reduced to two unit
        // terms themselves (`prop_eq_units` says how), the others look
        // for it first.
        let fixed_before = st.fixed.len();
        let status = match self.prop_eq_units::<true>(st).or_else(|| self.prop_eq_small::<true>(st)) {
            Some(status) => status,
            None => return self.prop_eq_wide(st),
        };
        if status == Status::Ok && st.fixed.len() != fixed_before && self.x.len() >= 3 {
            return self.project_reduced_pair(st);
        }
        status
    }

    /// `prop_eq` past the small passes (large or infinite bounds, large
    /// coefficients, long sums).
    #[inline(never)]
    fn prop_eq_wide(&self, st: &mut Store) -> Status {
        // (A sum of three terms has been looked at.)
        if !self.unit_binary() && self.x.len() > 3 {
            if let Some(status) = self.reduced_pair_status(st) {
                return status;
            }
        }
        let fixed_before = st.fixed.len();
        let status = match self.prop_eq_finite(st) {
            Some(status) => status,
            None => self.prop_eq_general(st),
        };
        if status == Status::Ok && st.fixed.len() != fixed_before && self.x.len() >= 3 {
            return self.project_reduced_pair(st);
        }
        status
    }

    /// What `prop_eq` returns when [`Lin::reduced_unit_pair`] finds a
    /// pair and its projection applies; None otherwise (the passes
    /// follow).
    #[inline]
    pub(super) fn reduced_pair_status(&self, st: &mut Store) -> Option<Status> {
        let (a0, x, a1, y, c) = self.reduced_unit_pair(st)?;
        match project_unit_pair(st, a0, x, a1, y, c) {
            Err(s) => Some(s),
            Ok(true) if st.value(x).is_some() => Some(Status::Entailed),
            Ok(true) => Some(Status::Ok),
            Ok(false) => None,
        }
    }

    /// Terms i and j, unit ones, the only ones not fixed, the others'
    /// sum `c - rest`: `a_i*x + a_j*y = rest` projected on whole domains,
    /// as `prop_eq` does with what [`Lin::reduced_unit_pair`] finds (None
    /// when that would not apply: one variable twice, or a large rest).
    #[inline(never)]
    pub(super) fn open_pair(&self, st: &mut Store, i: usize, j: usize, rest: i64) -> Option<Status> {
        let (x, y) = (self.x[i], self.x[j]);
        if x == y || rest.unsigned_abs() >= 1 << 61 {
            return None;
        }
        match project_unit_pair(st, self.a[i], x, self.a[j], y, rest) {
            Err(s) => Some(s),
            Ok(true) if st.value(x).is_some() => Some(Status::Entailed),
            Ok(true) => Some(Status::Ok),
            Ok(false) => None,
        }
    }

    /// After a pass that fixed variables: if all but two unit terms are
    /// now fixed, what the next run would find (SWI-Prolog's sum re-runs
    /// after its own changes and then becomes `x + y = k`), so that one
    /// run is the fixpoint. Out of line: rare, and `prop_eq` stays small.
    #[cold]
    #[inline(never)]
    fn project_reduced_pair(&self, st: &mut Store) -> Status {
        match self.reduced_unit_pair(st) {
            Some((a0, x, a1, y, c)) => match project_unit_pair(st, a0, x, a1, y, c) {
                Err(s) => s,
                Ok(true) if st.value(x).is_some() => Status::Entailed,
                Ok(_) => Status::Ok,
            },
            None => Status::Ok,
        }
    }

    /// `prop_eq` over any bounds (infinite ones counted apart).
    pub(super) fn prop_eq_general(&self, st: &mut Store) -> Status {
        if big_bounds::involves(st, &self.x) {
            return big_bounds::linear(st, &self.a, &self.x, self.c, self.rel);
        }
        let c = self.c as i128;
        for _ in 0..MAX_PASSES {
            let s = self.bounds(st);
            if (s.lo_inf == 0 && s.lo > c) || (s.hi_inf == 0 && s.hi < c) {
                return Status::Fail;
            }
            let mut changed = false;
            for (&a, &x) in self.a.iter().zip(self.x.iter()) {
                let (tlo, thi) = term_range(st, a, x);
                let rest_lo = match tlo {
                    Some(t) if s.lo_inf == 0 => Some(s.lo - t),
                    None if s.lo_inf == 1 => Some(s.lo),
                    _ => None,
                };
                let rest_hi = match thi {
                    Some(t) if s.hi_inf == 0 => Some(s.hi - t),
                    None if s.hi_inf == 1 => Some(s.hi),
                    _ => None,
                };
                // Any change counts (a bound past the range moves no
                // domain bound).
                let before = st.stats.prunings;
                // a*x = c - rest: lo from rest_hi, hi from rest_lo
                if !Self::narrow_term(st, a, x, rest_hi.map(|r| c - r), rest_lo.map(|r| c - r)) {
                    return Status::Fail;
                }
                if st.stats.prunings != before {
                    // The sums are now stale but still sound (looser); the
                    // next pass recomputes them.
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        if self.x.iter().all(|&x| st.value(x).is_some()) {
            let s = self.bounds(st);
            return if s.lo == c { Status::Entailed } else { Status::Fail };
        }
        Status::Ok
    }

    /// `a0*x + a1*y = c` with unit coefficients: x's domain follows y's.
    /// Ok(true) when both domains are now each the image of the other
    /// (one was finite, and no bound is near the ends of the range),
    /// Ok(false) otherwise (both unbounded: nothing was done).
    fn binary_domains(&self, st: &mut Store) -> Result<bool, Status> {
        project_unit_pair(st, self.a[0], self.x[0], self.a[1], self.x[1], self.c)
    }

    /// A longer sum all of whose variables but two are fixed, those two
    /// with unit coefficients: `a0*x + a1*y = c - fixed` as
    /// (a0, x, a1, y, c - fixed). SWI-Prolog's sum then becomes `x + y = k`
    /// (its `pplus` once one of `x + y = z` is known), which projects
    /// whole domains each time it runs.
    fn reduced_unit_pair(&self, st: &Store) -> Option<(i64, Var, i64, Var, i64)> {
        // Fewer than two unit coefficients (a weighted sum): never,
        // whatever is fixed, so no look at the domains. (Counted only in a
        // longer sum whose first term is scaled: the scan below stops soon
        // enough in a short one or a unit sum.)
        let unit = |a: i64| a.unsigned_abs() == 1;
        if self.x.len() > 3 && !unit(self.a[0]) && self.a.iter().map(|&a| unit(a) as usize).sum::<usize>() < 2 {
            return None;
        }
        let mut open = [(0i64, 0 as Var); 2];
        let mut n = 0;
        let mut rest = self.c as i128;
        // From the last term back: a leftmost labeling fixes the terms in
        // front first, so an open scaled term (knapsack's value `V #= 20*X
        // + ... + 66*Z`, whose unit term V is first) ends the scan at once
        // instead of after the fixed ones. The open unit terms fill `open`
        // from its end, so that two of them are in the order of the sum
        // (which the projection narrows first).
        for (&a, &x) in self.a.iter().zip(self.x.iter()).rev() {
            match st.value(x) {
                Some(v) => rest -= mul(a, v),
                None if n < 2 && a.abs() == 1 => {
                    n += 1;
                    open[2 - n] = (a, x);
                }
                None => return None,
            }
        }
        let [(a0, x), (a1, y)] = open;
        (n == 2 && x != y && rest.unsigned_abs() < 1 << 61).then_some((a0, x, a1, y, rest as i64))
    }

    fn prop_ne(&self, st: &mut Store) -> Status {
        if big_bounds::involves(st, &self.x) {
            return big_bounds::linear(st, &self.a, &self.x, self.c, self.rel);
        }
        let mut open = None;
        let mut sum: i128 = 0;
        for (k, (&a, &x)) in self.a.iter().zip(self.x.iter()).enumerate() {
            match st.value(x) {
                Some(v) => sum += mul(a, v),
                None => match term_range(st, a, x) {
                    (Some(t), Some(u)) if t == u => sum += t,
                    _ if open.is_none() => open = Some(k),
                    _ => return Status::Ok,
                },
            }
        }
        let c = self.c as i128;
        match open {
            None => {
                if sum == c {
                    Status::Fail
                } else {
                    Status::Entailed
                }
            }
            Some(k) => {
                let a = self.a[k] as i128;
                let r = c - sum;
                if r % a == 0 {
                    let v = r / a;
                    if v > INF as i128 && v < SUP as i128 {
                        if !st.remove(self.x[k], v as i64) {
                            return Status::Fail;
                        }
                    } else if v.abs() < EXACT_LIMIT {
                        // A value past the finite range: x may get it
                        // exactly later, so the constraint stays; at an
                        // end of x's side interval it moves that end.
                        let x = self.x[k];
                        let (lo, hi) = st.wide_bounds(x);
                        let ok = if v == lo {
                            st.set_bounds(x, lo + 1, hi)
                        } else if v == hi {
                            st.set_bounds(x, lo, hi - 1)
                        } else {
                            return Status::Ok;
                        };
                        let (lo, hi) = st.wide_bounds(x);
                        return match ok {
                            false => Status::Fail,
                            // (A half-open interval may have kept its end.)
                            true if v < lo || v > hi => Status::Entailed,
                            true => Status::Ok,
                        };
                    }
                }
                Status::Entailed
            }
        }
    }

    /// Some(true) if the constraint holds in every assignment, Some(false)
    /// if in none, None if undecided.
    pub fn entailed(&self, st: &Store) -> Option<bool> {
        // Finite bounds (the common case) are summed without the infinite
        // ends' bookkeeping.
        let s = match self.finite_sum(st) {
            Some((lo, hi)) => SumBounds { lo, hi, lo_inf: 0, hi_inf: 0 },
            None => self.bounds(st),
        };
        let c = self.c as i128;
        let lo_gt = s.lo_inf == 0 && s.lo > c;
        let hi_lt = s.hi_inf == 0 && s.hi < c;
        let fixed = s.lo_inf == 0 && s.hi_inf == 0 && s.lo == s.hi;
        match self.rel {
            Rel::Le => {
                if s.hi_inf == 0 && s.hi <= c {
                    Some(true)
                } else if lo_gt {
                    Some(false)
                } else {
                    None
                }
            }
            Rel::Eq | Rel::Ne => {
                let holds = if self.x.len() == 1 {
                    // a*x = c: decided by whether c/a is (still) in x's domain
                    let (a, d) = (self.a[0], st.dom(self.x[0]));
                    if self.c % a != 0 || !d.contains(self.c / a) {
                        Some(false)
                    } else if d.value().is_some() {
                        Some(true)
                    } else {
                        None
                    }
                } else if lo_gt || hi_lt || (self.unit_binary() && self.binary_disjoint(st)) {
                    Some(false)
                } else if fixed {
                    Some(s.lo == c)
                } else {
                    None
                };
                if self.rel == Rel::Ne {
                    holds.map(|h| !h)
                } else {
                    holds
                }
            }
        }
    }

    /// For `x = ±y + c`: no value of y gives a value of x.
    fn binary_disjoint(&self, st: &Store) -> bool {
        let (a0, a1, c) = (self.a[0], self.a[1], self.c);
        let d = st.dom(self.x[1]);
        let d = if a0 * a1 > 0 { d.negate() } else { d.clone() };
        st.dom(self.x[0]).intersect(&d.shift(a0 * c)).is_none()
    }
}

/// `a0*x + a1*y = c` with unit coefficients: x's domain follows y's.
/// Ok(true) when both domains are now each the image of the other (one
/// was finite, and no bound is near the ends of the range), Ok(false)
/// otherwise (both unbounded: nothing was done).
pub(super) fn project_unit_pair(st: &mut Store, a0: i64, x: Var, a1: i64, y: Var, c: i64) -> Result<bool, Status> {
    // x = (c - a1*y) / a0 = a0*c - a0*a1*y  (a0 = ±1)
    let project = |st: &Store, a0: i64, a1: i64, c: i64, from: Var| {
        let d = st.dom(from);
        let d = if a0 * a1 > 0 { d.negate() } else { d.clone() };
        d.shift(a0 * c)
    };
    if let Some(done) = binary_masks(st, x, y, a0 * a1 > 0, a0 * c, a1 * c) {
        return done;
    }
    if let Some(done) = interval_pair(st, x, y, a0 * a1 > 0, a0 * c, a1 * c) {
        return done;
    }
    if !st.dom(y).is_finite() && !st.dom(x).is_finite() {
        return Ok(false);
    }
    let dx = project(st, a0, a1, c, y);
    check(st.restrict(x, &dx))?;
    let dy = project(st, a1, a0, c, x);
    check(st.restrict(y, &dy))?;
    // The projections saturate at the ends of the finite range: they
    // are exact images only for bounds well inside it.
    let inside = |v: i64| v.unsigned_abs() < 1 << 61;
    Ok(inside(c) && [x, y].iter().all(|&v| inside(st.min(v)) && inside(st.max(v))))
}

/// The range of `a*x` over x's finite bounds `min..max`.
#[inline]
pub(super) fn finite_term(a: i64, min: i64, max: i64) -> (i128, i128) {
    let (lo, hi) = (mul(a, min), mul(a, max));
    if a > 0 {
        (lo, hi)
    } else {
        (hi, lo)
    }
}

/// Narrows a finite x to `lo <= a*x <= hi` (what `Lin::narrow_term` does
/// with both ends given, for the finite passes): no infinite end or side
/// interval to consider, and no division for a unit coefficient.
#[inline]
pub(super) fn narrow_finite(st: &mut Store, a: i64, x: Var, lo: i128, hi: i128) -> bool {
    let (xlo, xhi) = match a {
        1 => (lo, hi),
        -1 => (-hi, -lo),
        a if a > 0 => (div_ceil(lo, a as i128), div_floor(hi, a as i128)),
        a => (div_ceil(hi, a as i128), div_floor(lo, a as i128)),
    };
    let (min, max) = (st.min(x), st.max(x));
    if xlo > max as i128 || xhi < min as i128 {
        return false;
    }
    // Both inside min..max now, so in range.
    let (new_min, new_max) = (xlo.max(min as i128) as i64, xhi.min(max as i128) as i64);
    (new_min, new_max) == (min, max) || st.narrow_finite_bounds(x, new_min, new_max)
}

/// [`narrow_finite`] for a unit coefficient, `lo <= x <= hi`, in i64.
#[inline]
pub(super) fn narrow_finite_unit(st: &mut Store, x: Var, lo: i64, hi: i64) -> bool {
    let (min, max) = st.dom(x).bounds();
    if lo > max || hi < min {
        return false;
    }
    let (new_min, new_max) = (lo.max(min), hi.min(max));
    (new_min, new_max) == (min, max) || st.narrow_finite_bounds(x, new_min, new_max)
}

/// Narrows a finite x to `a*x <= hi` (one end of [`narrow_finite`]; `a*x
/// >= lo` is `-a*x <= -lo`).
#[inline]
pub(super) fn narrow_finite_above(st: &mut Store, a: i64, x: Var, hi: i128) -> bool {
    let (min, max) = (st.min(x) as i128, st.max(x) as i128);
    if a > 0 {
        let top = if a == 1 { hi } else { div_floor(hi, a as i128) };
        top >= max || (top >= min && st.narrow_finite_bounds(x, min as i64, top as i64))
    } else {
        let bottom = if a == -1 { -hi } else { div_ceil(hi, a as i128) };
        bottom <= min || (bottom <= max && st.narrow_finite_bounds(x, bottom as i64, max as i64))
    }
}

/// `a / b` and `a % b` in i64 when both fit (and the quotient cannot
/// overflow): i128 division is a slow library call, and bounds are
/// almost always small.
#[inline]
fn narrow_div(a: i128, b: i128) -> Option<(i128, i128)> {
    let (a, b) = (i64::try_from(a).ok()?, i64::try_from(b).ok()?);
    if a == i64::MIN && b == -1 {
        return None;
    }
    Some(((a / b) as i128, (a % b) as i128))
}

pub fn div_floor(a: i128, b: i128) -> i128 {
    if let Some((q, r)) = narrow_div(a, b) {
        return if r != 0 && ((a < 0) != (b < 0)) { q - 1 } else { q };
    }
    let q = a / b;
    if (a % b != 0) && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

pub fn div_ceil(a: i128, b: i128) -> i128 {
    if let Some((q, r)) = narrow_div(a, b) {
        return if r != 0 && ((a < 0) == (b < 0)) { q + 1 } else { q };
    }
    let q = a / b;
    if (a % b != 0) && ((a < 0) == (b < 0)) {
        q + 1
    } else {
        q
    }
}

mod small;
#[cfg(test)]
mod tests;
