//! The fixpoint loop: the queued propagators run by priority, the binary
//! disequalities of each newly fixed variable straight from its list,
//! until nothing is queued or one fails; and what a failure or an
//! abandoned fixpoint leaves (the queue emptied).

use super::bounds::unit_excluded;
use super::{Entry, Overflow, Store, Var, CHECK_EVERY, PROPAGATION_LIMIT, SUB_DIFF};
use crate::clpfd::domain::Domain;
use crate::clpfd::propagators::{ne2_exclude, Prop, Status};

impl Store {
    /// Runs queued propagators to a fixpoint. Ok(false) on failure.
    ///
    /// The binary disequalities of each newly fixed variable run first,
    /// straight from its `SUB_DIFF` list (most runs in queens-like
    /// models: no queue traffic), then the queue by priority. `fixed`
    /// holds only variables fixed since the caller's last fixpoint.
    pub fn propagate(&mut self) -> Result<bool, Overflow> {
        self.unbounded_steps = 0;
        // The runs are counted by `stats.resumptions` (the disequalities'
        // passes add theirs): one counter, and one comparison a run with
        // the next count at which the limit and the interrupt flag are
        // looked at (`Store::checkpoint`).
        let start = self.stats.resumptions;
        let mut check_at = start + CHECK_EVERY;
        let mut seen = 0;
        loop {
            while let Some(&v) = self.fixed.get(seen) {
                seen += 1;
                // Most fixed variables of models without binary
                // disequalities have none: no call.
                if self.subs[v as usize][SUB_DIFF as usize].is_empty() {
                    continue;
                }
                if self.run_diffs(v).is_none() {
                    return Ok(self.fail());
                }
            }
            if self.stats.resumptions >= check_at {
                // Between two propagators: the queue is as a new fixpoint
                // wants it, and the disequalities of the variables fixed
                // so far are dead, so walking `fixed` again is cheap.
                check_at = self.checkpoint(start)?;
            }
            let Some(p) = self.queue.pop() else { break };
            let info = &mut self.props[p as usize];
            if !info.alive {
                // A dead propagator stays `queued`.
                continue;
            }
            // An idempotent one stays `queued` while it runs.
            info.queued = info.idempotent;
            self.stats.resumptions += 1;
            let status = Prop::run_stored(self, p);
            let info = &mut self.props[p as usize];
            if let Status::Entailed = status {
                // Killed (as `Store::kill`, with the slot at hand): dead, it
                // stays `queued`.
                if info.alive {
                    info.alive = false;
                    info.queued = true;
                    self.trail.push(Entry::Kill(p));
                    self.stats.entailments += 1;
                }
                continue;
            }
            if info.idempotent {
                // Woken by nothing while it ran: queued only if dead.
                info.queued = !info.alive;
            }
            if let Status::Fail = status {
                return Ok(self.fail());
            }
        }
        if !self.beyond.is_empty() && !self.beyond_holds() {
            return Ok(self.fail());
        }
        Ok(true)
    }

    /// The checks of a long fixpoint, every `CHECK_EVERY` propagator runs
    /// from `start` (its count of runs when it began): past
    /// `PROPAGATION_LIMIT` runs it gives up before the next (the queue emptied), and it
    /// stops when the interrupt flag is up (the queue kept). Otherwise the
    /// count at which to look again.
    #[cold]
    #[inline(never)]
    fn checkpoint(&mut self, start: u64) -> Result<u64, Overflow> {
        let runs = self.stats.resumptions - start;
        if runs >= PROPAGATION_LIMIT {
            self.clear_queue();
            return Err(Overflow::Propagation);
        }
        if self.stop.as_ref().is_some_and(|f| f.load(std::sync::atomic::Ordering::Relaxed)) {
            return Err(Overflow::Interrupted);
        }
        Ok(start + (runs + CHECK_EVERY).min(PROPAGATION_LIMIT))
    }

    /// Runs the binary disequalities of `v`, just fixed, straight from
    /// its `SUB_DIFF` list: each removes at most two values from its other
    /// variable and is entailed, killed with one trail entry for the pass.
    /// The number of propagators run, or None on failure. Out of line:
    /// in the fixpoint loop its values took one more stack slot there,
    /// three instructions a disequality (queens(100)).
    #[inline(never)]
    fn run_diffs(&mut self, v: Var) -> Option<u32> {
        let value = self.value(v).expect("a fixed variable");
        let start = self.diff_kills.len();
        let mut ok = true;
        // Taken out while it is read: the removals wake the other
        // variables' lists, never a `SUB_DIFF` one.
        let list = std::mem::take(&mut self.subs[v as usize][SUB_DIFF as usize]);
        for &p in &list {
            let info = &self.props[p as usize];
            if !info.alive {
                continue;
            }
            ok = match info.prop {
                Some(Prop::Ne2 { a, x, b, y, c }) => {
                    let (k, other, k_other) = if x == v { (a, y, b) } else { (b, x, a) };
                    match unit_excluded(k, value, k_other, c) {
                        Some(e) => self.remove_excluded(other, e),
                        None => ne2_exclude_rare(self, k, value, other, k_other, c),
                    }
                }
                Some(Prop::AbsDiffNe { x, y, c }) => {
                    let other = if x == v { y } else { x };
                    self.remove_excluded(other, value.saturating_add(c))
                        && self.remove_excluded(other, value.saturating_sub(c))
                }
                _ => unreachable!("a binary disequality"),
            };
            if !ok {
                break;
            }
            let info = &mut self.props[p as usize];
            info.alive = false;
            info.queued = true;
            self.diff_kills.push(p);
        }
        self.subs[v as usize][SUB_DIFF as usize] = list;
        let killed = (self.diff_kills.len() - start) as u32;
        if killed > 0 {
            self.trail.push(Entry::DiffKills(killed));
            self.stats.entailments += killed as u64;
        }
        self.stats.resumptions += killed as u64 + !ok as u64;
        ok.then_some(killed)
    }

    /// [`Store::remove`] of the value a binary disequality excludes. A
    /// bitset (queens and most puzzles once search has made holes) loses
    /// it in line, as `remove_value` would: the store's removal looks at
    /// the value's presence a second time, behind a call (3% of
    /// queens_all(9)).
    #[inline(always)]
    fn remove_excluded(&mut self, v: Var, val: i64) -> bool {
        if let Domain::Bits { base, bits } = self.vars[v as usize].dom {
            return self.remove_from_bits(v, base, bits, val);
        }
        self.remove(v, val)
    }

    /// A propagator failed: empties the queue, counts the backtrack; false.
    pub(super) fn fail(&mut self) -> bool {
        self.clear_queue();
        self.stats.backtracks += 1;
        false
    }

    /// A fixpoint stopped by Ctrl-C will not be resumed (the query is
    /// aborted): nothing stays queued.
    pub fn abandon_fixpoint(&mut self) {
        self.clear_queue();
        self.forget_fixed();
    }

    pub(super) fn clear_queue(&mut self) {
        let props = &mut self.props;
        self.queue.clear(|p| {
            let info = &mut props[p as usize];
            info.queued = !info.alive;
        });
    }
}

/// A disequality with a coefficient other than ±1, met while the fixed
/// variables' lists are walked: rare, so kept out of `run_diffs`' loop,
/// whose body stays small where every disequality has unit coefficients
/// (queens_all(9) +2.1% when it was inlined there).
#[cold]
#[inline(never)]
fn ne2_exclude_rare(st: &mut Store, k: i64, value: i64, other: Var, k_other: i64, c: i64) -> bool {
    ne2_exclude(st, k, value, other, k_other, c)
}
