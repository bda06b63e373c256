//! The incremental run of a long `Prop::BoolSum` (`linear_bool.rs`):
//! each run reads only the terms still open, not all of them.
//!
//! The sum keeps, in a block of trailed words of the store
//! (`store/trailed.rs`, keyed by its `PropId`), a sparse set of its
//! terms: a permutation of the terms whose prefix holds the terms
//! not yet known as fixed 0/1 values, and the sum of the contributions of
//! those past it. A run scans the prefix, swaps each term it finds fixed
//! at 0 or 1 past it and adds its contribution, then writes the prefix's
//! length and the fixed sum (trailed, one word) if they changed. The
//! swaps themselves are not trailed: backtracking restores the length,
//! and the terms removed since then are exactly those between the old
//! and the new end (a swap never moves a term across the end but the one
//! removed). Magic series' `S_i #= B_0i+...+B_19i` read its twenty-one
//! terms at every run; deep in the search most are decided.
//!
//! A fixed term of another value (the wide term x fixed past 0..1) stays
//! in the prefix, so that the fixed sum is at most the number of terms
//! and fits its word. The rest of the run is `linear_bool.rs`'s: the same
//! scan result, as its one pass would have found it, and the same
//! prunings.

use super::linear::{Lin, Rel};
use super::linear_bool::Scan;
use super::Status;
use crate::clpfd::domain::Domain;
use crate::clpfd::store::{PropId, Store};

/// Sums of fewer terms scan all of them: the block's lookup and the
/// trail entry of a run that fixes something cost about what a scan of a
/// few terms does, and the sums that fix many terms at once lose. Car
/// sequencing's class counts (ten terms, counts of 1 or 2) measured 1.6%
/// more instructions per solve with the incremental run, magic series'
/// twenty-one-term counts 3.5% fewer.
pub(super) const OPEN_MIN: usize = 16;
/// Longer sums scan all of them: the prefix's length and the fixed sum
/// (at most the length) share one trailed word, 16 bits each.
const OPEN_MAX: usize = i16::MAX as usize;

/// The block: the prefix's length (low 16 bits) and the fixed sum (high
/// 16 bits, an `i16`) in one word, then the terms, two words each: the
/// variable, and 1 for a coefficient of -1.
const STATE: u32 = 0;
const PERM: u32 = 1;

/// The state word of a prefix of length `end` and a fixed sum `fixed`.
fn state(end: usize, fixed: i64) -> u32 {
    end as u32 | (fixed as i16 as u16 as u32) << 16
}

impl Lin {
    /// `Prop::BoolSum`'s run for propagator `p`: the incremental scan for
    /// a long `=` or `=<` sum, the full one otherwise, the general passes
    /// when either declines.
    #[inline]
    pub(super) fn propagate_boolean_at(&self, st: &mut Store, p: PropId) -> Status {
        let status = if (OPEN_MIN..=OPEN_MAX).contains(&self.x.len()) && self.rel != Rel::Ne {
            self.prop_boolean_open(st, p)
        } else {
            self.prop_boolean(st)
        };
        match status {
            Some(status) => status,
            None => self.propagate(st),
        }
    }

    /// The run over the open terms; None to leave it to the general
    /// passes (a second wide term, which [`Lin::is_boolean_sum`] rules
    /// out).
    pub(super) fn prop_boolean_open(&self, st: &mut Store, p: PropId) -> Option<Status> {
        let n = self.x.len();
        let at = st.prop_block(p, PERM as usize + 2 * n, |w| {
            w[STATE as usize] = state(n, 0);
            for (k, w) in w[PERM as usize..].chunks_exact_mut(2).enumerate() {
                w[0] = self.x[k];
                w[1] = (self.a[k] < 0) as u32;
            }
        });
        let old = st.word(at + STATE);
        let (old_end, old_fixed) = ((old & 0xffff) as usize, (old >> 16) as u16 as i16 as i64);
        let (mut end, mut fixed) = (old_end, old_fixed);
        // The low ends of the open 0/1 terms, how many there are, and the
        // others (a wide term, or a term fixed past 0..1) apart.
        let (mut low, mut open, mut other, mut wide) = (0i64, 0i64, 0i128, None);
        // The prefix and the domains, borrowed together for the scan.
        let (terms, vars) = st.words_and_vars(at + PERM, 2 * old_end);
        let mut i = 0;
        while i < end {
            let (x, neg) = (terms[2 * i], terms[2 * i + 1] as i64);
            match vars[x as usize].dom {
                Domain::Range((min, max)) if (min | max) as u64 <= 1 => {
                    if min == max {
                        // Decided: out of the prefix (its last open term
                        // comes here, and is read next).
                        fixed += min - 2 * (neg & min);
                        end -= 1;
                        terms.swap(2 * i, 2 * end);
                        terms.swap(2 * i + 1, 2 * end + 1);
                        continue;
                    }
                    low -= neg;
                    open += 1;
                }
                ref d => {
                    let (min, max) = d.bounds();
                    let a = 1 - 2 * neg;
                    let span = max.wrapping_sub(min);
                    if span as u64 > 1 {
                        if wide.is_some() {
                            return None;
                        }
                        wide = Some((a, x, min, max));
                    } else {
                        other += if a > 0 { min as i128 } else { -(max as i128) };
                        open += span;
                    }
                }
            }
            i += 1;
        }
        if end != old_end {
            st.set_word(at + STATE, state(end, fixed));
        }
        self.decide_scan(st, Scan { low: other + (low + fixed) as i128, open, wide })
    }
}

#[cfg(test)]
mod tests {
    use super::super::Status;
    use super::{Lin, Rel, OPEN_MIN};
    use crate::clpfd::domain::Domain;
    use crate::clpfd::store::Store;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    /// Random long sums (0/1 terms with unit coefficients, some with one
    /// wide term), run at every step of a random walk that narrows terms,
    /// opens choicepoints and backtracks to them: the incremental run
    /// leaves the domains and the status a full scan leaves from the same
    /// domains, in a store that never ran the incremental one.
    #[test]
    fn open_prefix_runs_match_full_scans_across_backtracking() {
        let mut rng = SmallRng::seed_from_u64(41);
        for _ in 0..3_000 {
            let n = rng.random_range(OPEN_MIN..=OPEN_MIN + 14);
            let a: Vec<i64> = (0..n).map(|_| if rng.random_bool(0.8) { 1 } else { -1 }).collect();
            let mut doms = vec![Domain::Range((0, 1)); n];
            let wide = rng.random_bool(0.5).then(|| rng.random_range(0..n));
            if let Some(w) = wide {
                doms[w] = Domain::Range((rng.random_range(-3..=1), rng.random_range(2..=n as i64 + 2)));
            }
            let c = rng.random_range(-2..=n as i64 / 2 + 2);
            let rel = if rng.random_bool(0.6) { Rel::Eq } else { Rel::Le };
            let (mut inc, mut full) = (Store::default(), Store::default());
            let xi: Vec<_> = doms.iter().map(|d| inc.new_var(d.clone(), 0)).collect();
            let xf: Vec<_> = doms.iter().map(|d| full.new_var(d.clone(), 0)).collect();
            let lin = Lin { a: a.clone().into(), x: xi.clone().into(), c, rel };
            let lin_full = Lin { a: a.clone().into(), x: xf.clone().into(), c, rel };
            let mut marks: Vec<(u32, u32)> = Vec::new();
            for _ in 0..30 {
                match rng.random_range(0..10) {
                    // A choicepoint.
                    0 | 1 => {
                        marks.push((inc.trail_len(), full.trail_len()));
                        inc.mark = inc.trail_len();
                        full.mark = full.trail_len();
                    }
                    // Backtracking to one.
                    2 if !marks.is_empty() => {
                        let (mi, mf) = marks.swap_remove(rng.random_range(0..marks.len()));
                        marks.retain(|&(m, _)| m <= mi);
                        inc.undo_to(mi);
                        full.undo_to(mf);
                        inc.mark = marks.last().map_or(0, |m| m.0);
                        full.mark = marks.last().map_or(0, |m| m.1);
                    }
                    // A term narrowed, in both stores.
                    _ => {
                        let k = rng.random_range(0..n);
                        let (lo, hi) = inc.dom(xi[k]).bounds();
                        let v = rng.random_range(lo..=hi);
                        let (to_lo, to_hi) = if rng.random_bool(0.7) { (v, v) } else { (v, hi) };
                        let ok = inc.narrow_finite_bounds(xi[k], to_lo, to_hi);
                        assert_eq!(ok, full.narrow_finite_bounds(xf[k], to_lo, to_hi));
                    }
                }
                let got = lin.prop_boolean_open(&mut inc, 0);
                let want = lin_full.prop_boolean(&mut full);
                assert_eq!(got, want, "{a:?} {doms:?} {rel:?} {c}");
                let failed = got == Some(Status::Fail);
                for k in 0..n {
                    if !failed {
                        assert_eq!(inc.dom(xi[k]), full.dom(xf[k]), "{a:?} {doms:?} {rel:?} {c}");
                    }
                }
                if failed || got == Some(Status::Entailed) {
                    // Killed, or failed: revived by backtracking, if there
                    // is a choicepoint to go back to.
                    let Some((mi, mf)) = marks.pop() else { break };
                    inc.undo_to(mi);
                    full.undo_to(mf);
                    inc.mark = marks.last().map_or(0, |m| m.0);
                    full.mark = marks.last().map_or(0, |m| m.1);
                }
            }
        }
    }
}
