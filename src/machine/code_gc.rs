//! Reclaiming the code area: the code of clauses that are gone (retracted,
//! abolished, or replaced by a reconsult) once no running computation can
//! still run it, as SWI-Prolog's clause garbage collection.
//!
//! **Pending clauses.** When a clause dies (`'$erase'`) or leaves its
//! predicate with the whole list ([`Machine::drop_clauses`]: abolish/1, a
//! file redefining a predicate), its `Rc<ClauseInfo>` goes on a pending
//! list. While any clause list still holds it (the predicate's own list,
//! until it is purged, or the snapshot of a call, of clause/2 or of
//! retract/1 that started before it died) a call may still select it or
//! rebuild its term from its code, so it stays pending: the `Rc` count
//! tells.
//!
//! **Roots.** A clause no list holds can still be running. Its code
//! addresses are in the registers `pc` and `cp`, in the environment stack
//! (each frame's continuation, and the `pc` a wakeup frame saved: every
//! `Raw` cell is taken as an address, conservatively), in choicepoints
//! (their continuation, a disjunction's else-branch), in the `pc` each open
//! nested query saved ([`CgcState::query_pcs`]) and in the backtrace of the
//! last uncaught error. Delimited continuations (`continuation.rs`) are
//! heap terms that hold return addresses and may be copied anywhere (tables,
//! findall/3 bags, asserted clauses), so capturing a frame pins its address
//! ([`Machine::pin_code`]): code a continuation refers to is never
//! reclaimed. The tracer's frames hold addresses of their own, so nothing
//! is collected while they exist, as for the other collectors.
//!
//! **Free ranges.** A reclaimed clause unpins its atoms (`atom_gc.rs`); its
//! range gives back the strings and big integers its instructions
//! numbered in the blob pool (`blob_pool.rs`),
//! and is overwritten with `Fail`, so a
//! stale jump into it fails rather than running another clause's code, and
//! goes on a free list (best fit, neighbours merged). The area never
//! shortens: the dispatch loop fetches without a bounds check. `add_clause` takes its
//! code from there before growing the area ([`Machine::place_code`]).
//!
//! **When.** At `place_code`, once the pending code has grown past
//! `CgcState::trigger`: what the last collection kept pending plus the
//! larger of [`MIN_PENDING`] instructions and an eighth of the roots it
//! scanned, so that a collection costs a bounded amount of work per
//! instruction it may reclaim. Adding a clause is a safe point: it happens
//! inside a builtin, where the machine's registers and stacks hold the
//! whole state of the computation. garbage_collect/0 and
//! garbage_collect_clauses/0 collect at once.

use super::atom_gc::for_clause_atoms;
use super::blob_pool::BlobPool;
use super::choice::Alt;
use super::database::ClauseInfo;
use super::transparent::CodeOwner;
use super::Machine;
use crate::machine::instr::{CodeAddr, Instr};
use crate::term::{Atom, Cell};
use std::collections::{BTreeMap, BTreeSet};
use std::rc::Rc;
use web_time::{Duration, Instant};

/// Pending instructions that start a collection at the least.
pub const MIN_PENDING: usize = 1 << 12;

/// Root cells scanned per pending instruction a collection may reclaim.
const WORK_PER_INSTR: usize = 8;

/// The clause collector's state and counters.
pub struct CgcState {
    /// Clauses that left the database and whose code is not reclaimed yet.
    pending: Vec<Rc<ClauseInfo>>,
    /// Instructions of the pending clauses.
    pending_size: usize,
    /// Pending size at which `place_code` collects.
    trigger: usize,
    /// Free ranges by start (their length), and by (length, start) for the best fit.
    free_by_start: BTreeMap<CodeAddr, u32>,
    free_by_len: BTreeSet<(u32, CodeAddr)>,
    /// Instructions in free ranges.
    free_size: usize,
    /// Return addresses captured by delimited continuations; sorted and
    /// without duplicates up to `pins_sorted`.
    pins: Vec<CodeAddr>,
    pins_sorted: usize,
    /// The `pc` of the caller of each open nested query, with the index of
    /// the query's barrier choicepoint (ascending).
    pub(crate) query_pcs: Vec<(u32, CodeAddr)>,
    pub collections: u64,
    /// Clauses whose code was reclaimed.
    pub gained: u64,
    /// Instructions reclaimed.
    pub gained_codes: u64,
    pub time: Duration,
}

impl Default for CgcState {
    fn default() -> Self {
        CgcState {
            pending: Vec::new(),
            pending_size: 0,
            trigger: MIN_PENDING,
            free_by_start: BTreeMap::new(),
            free_by_len: BTreeSet::new(),
            free_size: 0,
            pins: Vec::new(),
            pins_sorted: 0,
            query_pcs: Vec::new(),
            collections: 0,
            gained: 0,
            gained_codes: 0,
            time: Duration::ZERO,
        }
    }
}

impl CgcState {
    /// Puts a clause that left the database on the pending list.
    pub(crate) fn release(&mut self, clause: Rc<ClauseInfo>) {
        self.pending_size += clause.len as usize;
        self.pending.push(clause);
    }

    /// Pending instructions (code of clauses gone but not yet reclaimed).
    pub fn pending_size(&self) -> usize {
        self.pending_size
    }

    /// Sorts the pins and drops duplicates.
    fn tidy_pins(&mut self) {
        if self.pins_sorted < self.pins.len() {
            self.pins.sort_unstable();
            self.pins.dedup();
            self.pins_sorted = self.pins.len();
        }
    }

    /// Adds `[start, start + len)` to the free ranges, merged with free
    /// neighbours.
    fn add_free(&mut self, mut start: CodeAddr, mut len: u32) {
        if let Some((&s, &l)) = self.free_by_start.range(..start).next_back() {
            if s + l == start {
                self.remove_free(s, l);
                start = s;
                len += l;
            }
        }
        if let Some(&l) = self.free_by_start.get(&(start + len)) {
            self.remove_free(start + len, l);
            len += l;
        }
        self.insert_free(start, len);
    }

    /// Adds `[start, start + len)`, which has no free neighbour, to both
    /// maps of free ranges.
    fn insert_free(&mut self, start: CodeAddr, len: u32) {
        self.free_by_start.insert(start, len);
        self.free_by_len.insert((len, start));
        self.free_size += len as usize;
    }

    fn remove_free(&mut self, start: CodeAddr, len: u32) {
        self.free_by_start.remove(&start);
        self.free_by_len.remove(&(len, start));
        self.free_size -= len as usize;
    }

    /// Takes `n` instructions from the smallest free range that holds them.
    fn take_free(&mut self, n: u32) -> Option<CodeAddr> {
        let &(len, start) = self.free_by_len.range((n, 0)..).next()?;
        self.remove_free(start, len);
        if len > n {
            // The rest has no free neighbour (ranges are merged as they are
            // freed), so it goes back as it is.
            self.insert_free(start + n, len - n);
        }
        Some(start)
    }

    /// Adds the ranges `runs` (ascending, disjoint, none free yet) to the
    /// free ranges, merged with each other and with free neighbours. Many
    /// of them at once (a collection after a burst of retracts) are merged
    /// into the existing ranges in one pass and both maps built anew, which
    /// costs a fraction of one map update per range; a few go one by one.
    fn add_free_runs(&mut self, runs: &[(CodeAddr, u32)]) {
        if runs.len() < 64 || runs.len() * 4 < self.free_by_start.len() {
            runs.iter().for_each(|&(start, len)| self.add_free(start, len));
            return;
        }
        let old = std::mem::take(&mut self.free_by_start);
        let mut merged: Vec<(CodeAddr, u32)> = Vec::with_capacity(old.len() + runs.len());
        let mut push = |start: CodeAddr, len: u32| match merged.last_mut() {
            Some((s, l)) if *s + *l == start => *l += len,
            _ => merged.push((start, len)),
        };
        let (mut a, mut b) = (old.into_iter().peekable(), runs.iter().copied().peekable());
        loop {
            let next = match (a.peek(), b.peek()) {
                (Some(x), Some(y)) if x.0 <= y.0 => a.next(),
                (Some(_), Some(_)) | (None, Some(_)) => b.next(),
                (Some(_), None) => a.next(),
                (None, None) => break,
            };
            let (start, len) = next.expect("a peeked range");
            push(start, len);
        }
        self.free_size += runs.iter().map(|&(_, l)| l as usize).sum::<usize>();
        self.free_by_len = merged.iter().map(|&(s, l)| (l, s)).collect();
        self.free_by_start = merged.into_iter().collect();
    }
}

impl Machine {
    /// Instructions in use: the code area less its free ranges (statistics
    /// key `codes`).
    pub fn live_code_size(&self) -> usize {
        self.code.len() - self.cgc.free_size
    }

    /// Removes every clause of predicate `p`, putting those still alive on
    /// the pending list (the dead ones are there already).
    pub(crate) fn drop_clauses(&mut self, p: u32) {
        let clauses = &mut self.preds[p as usize].clauses;
        for entry in clauses.entries().iter() {
            if entry.alive() && !entry.is_placeholder() {
                self.cgc.release(Rc::clone(&entry.info));
            }
        }
        Rc::make_mut(clauses).clear();
    }

    /// Retracts the clauses of predicate `p` that were loaded from `file`
    /// (one generation: calls running keep seeing them): reloading a file
    /// replaces the clauses it gave a dynamic, multifile or declared
    /// predicate, as in SWI-Prolog.
    pub(crate) fn erase_clauses_of_file(&mut self, p: u32, file: Atom) {
        let from_file: Vec<(u64, usize)> = self.preds[p as usize]
            .clauses
            .entries()
            .iter()
            .enumerate()
            .filter(|(_, c)| c.alive() && !c.is_placeholder() && c.info.source().is_some_and(|(f, _)| f == file))
            .map(|(i, c)| (c.info.id, i))
            .collect();
        self.retract_clauses(p, from_file);
    }

    /// Retracts the clauses `(id, position hint)` of predicate `p` at one
    /// new generation (calls running keep seeing them), hands them to the
    /// collector and purges the list when nothing shares it. Returns how
    /// many were alive.
    pub(crate) fn retract_clauses(&mut self, p: u32, clauses: impl IntoIterator<Item = (u64, usize)>) -> usize {
        let gen = self.generation + 1;
        let list = &mut self.preds[p as usize].clauses;
        let mut erased = 0;
        for (id, hint) in clauses {
            if let Some(clause) = list.erase(id, hint, gen) {
                self.cgc.release(clause);
                erased += 1;
            }
        }
        if erased > 0 {
            self.generation = gen;
            // Purge when nothing shares the list (copying it is what this avoids).
            if let Some(list) = Rc::get_mut(list) {
                list.maybe_purge();
            }
        }
        erased
    }

    /// Keeps the code around a continuation's return address for good.
    pub(crate) fn pin_code(&mut self, addr: CodeAddr) {
        let cgc = &mut self.cgc;
        cgc.pins.push(addr);
        if cgc.pins.len() >= 2 * cgc.pins_sorted + 1024 {
            cgc.tidy_pins();
        }
    }

    /// Places a clause's instructions, compiled from address 0, in a free
    /// range or at the end of the area; `relocate` moves an instruction's
    /// jump targets to the address chosen. Collects first when enough code
    /// is pending. Returns the address.
    ///
    /// This is where the dispatch loop's unchecked reads become sound (see
    /// `run.rs`): the code must end with an instruction that does not fall
    /// through and jump only inside itself, so that every address the loop
    /// reaches lies in the area (which never shortens, [`Machine::free_code`]);
    /// and the register file grows to hold every X register it names.
    pub(crate) fn place_code(
        &mut self,
        code: &[Instr],
        owner: impl Into<CodeOwner>,
        relocate: impl Fn(Instr, CodeAddr) -> Instr,
    ) -> CodeAddr {
        let owner = owner.into();
        let n = code.len() as u32;
        assert!(code.last().is_some_and(|i| !i.falls_through()), "clause code that runs off its end");
        let mut regs = 0;
        for &ins in code {
            assert!(ins.target().is_none_or(|l| l < n), "a jump out of its clause's code");
            ins.x_registers(|i| regs = regs.max(i as usize + 1));
        }
        self.ensure_regs(regs);
        if self.cgc.pending_size >= self.cgc.trigger {
            self.collect_code();
        }
        let base = match self.cgc.take_free(n) {
            Some(start) => {
                let range = &mut self.code[start as usize..(start + n) as usize];
                debug_assert!(range.iter().all(|i| matches!(i, Instr::Fail)), "a free code range was written to");
                for (slot, &ins) in range.iter_mut().zip(code) {
                    *slot = relocate(ins, start);
                }
                start
            }
            None => {
                let start = self.code.len() as CodeAddr;
                self.code.extend(code.iter().map(|&ins| relocate(ins, start)));
                start
            }
        };
        self.note_code_module(base, base + n, owner);
        base
    }

    /// Records that code in `[start, end)` belongs to `module` (see
    /// `code_modules`): the range may lie between other clauses' code.
    pub(crate) fn note_code_module(&mut self, start: CodeAddr, end: CodeAddr, module: impl Into<CodeOwner>) {
        let module = module.into();
        if end as usize == self.code.len() && self.code_modules.last().is_none_or(|&(s, _)| s <= start) {
            // Appended: the usual case, while files load.
            if self.code_modules.last().map(|&(_, m)| m) != Some(module) {
                self.code_modules.push((start, module));
            }
            return;
        }
        let after = ((end as usize) < self.code.len()).then(|| self.code_owner_at(end)).flatten();
        let cm = &mut self.code_modules;
        let lo = cm.partition_point(|&(s, _)| s < start);
        let hi = cm.partition_point(|&(s, _)| s <= end);
        cm.drain(lo..hi);
        let mut at = lo;
        if at == 0 || cm[at - 1].1 != module {
            cm.insert(at, (start, module));
            at += 1;
        }
        if let Some(next) = after.filter(|&a| a != module) {
            cm.insert(at, (end, next));
        }
    }

    /// Reclaims the code of pending clauses that nothing can run any more
    /// (garbage_collect_clauses/0). Returns how many clauses' code it
    /// freed. Does nothing while the tracer holds frames.
    pub fn collect_code(&mut self) -> usize {
        if self.tracer.frames_exist {
            return 0;
        }
        let started = Instant::now();
        let pending = std::mem::take(&mut self.cgc.pending);
        let (mut unlisted, mut kept): (Vec<_>, Vec<_>) = pending.into_iter().partition(|c| Rc::strong_count(c) == 1);
        unlisted.sort_unstable_by_key(|c| c.code);
        // The code ranges of the unlisted clauses and of their debug
        // variants (debug_code.rs), by start: (start, length, clause).
        let mut ranges: Vec<(CodeAddr, u32, usize)> = Vec::with_capacity(unlisted.len());
        for (i, c) in unlisted.iter().enumerate() {
            ranges.push((c.code, c.len, i));
            if let Some((start, len)) = self.variant_range(c.code) {
                ranges.push((start, len, i));
            }
        }
        ranges.sort_unstable_by_key(|r| r.0);
        // The unlisted clause whose code (or variant) holds `a`.
        let holding = |a: CodeAddr| {
            let i = ranges.partition_point(|r| r.0 <= a);
            (i > 0 && a < ranges[i - 1].0 + ranges[i - 1].1).then(|| ranges[i - 1].2)
        };
        let mut running = vec![false; unlisted.len()];
        let mut pinned = vec![false; unlisted.len()];
        self.cgc.tidy_pins();
        for &a in &self.cgc.pins {
            if let Some(i) = holding(a) {
                pinned[i] = true;
            }
        }
        let work = self.visit_code_roots(|a| {
            if let Some(i) = holding(a) {
                running[i] = true;
            }
        });
        let mut freed = 0;
        // Ranges to free, ascending, adjacent ones merged (fewer free-list updates).
        let mut runs: Vec<(CodeAddr, u32)> = Vec::new();
        let mut variant_runs: Vec<(CodeAddr, u32)> = Vec::new();
        for (i, clause) in unlisted.into_iter().enumerate() {
            if running[i] && !pinned[i] {
                kept.push(clause);
                continue;
            }
            self.cgc.pending_size -= clause.len as usize;
            // Its record and term go now (memory.rs counts them).
            let record =
                super::memory::CLAUSE_RECORD_BYTES + clause.term.as_deref().map_or(0, super::memory::owned_bytes);
            self.clause_store_bytes = self.clause_store_bytes.saturating_sub(record);
            if !pinned[i] {
                // The atoms add_clause pinned for this clause.
                let code = &self.code[clause.code as usize..(clause.code + clause.len) as usize];
                let atoms = &mut self.atoms;
                for_clause_atoms(code, clause.term.as_deref(), clause.source().map(|(f, _)| f), |a| atoms.unpin(a));
                self.cgc.gained_codes += clause.len as u64;
                freed += 1;
                match runs.last_mut() {
                    Some((start, len)) if *start + *len == clause.code => *len += clause.len,
                    _ => runs.push((clause.code, clause.len)),
                }
                // Its debug variant goes with it; a clause placed here
                // later must not find it.
                if let Some(v) = self.tracer.variants.remove(&clause.code).filter(|v| v.len > 0) {
                    variant_runs.push((v.code, v.len));
                }
            }
        }
        self.cgc.pending = kept;
        for (start, len) in variant_runs {
            self.free_code(start, len);
        }
        self.free_code_runs(&runs);
        let cgc = &mut self.cgc;
        cgc.collections += 1;
        cgc.gained += freed as u64;
        cgc.time += started.elapsed();
        cgc.trigger = cgc.pending_size + MIN_PENDING.max((work + cgc.pending.len()) / WORK_PER_INSTR);
        freed
    }

    /// Calls `visit` with every code address a running computation holds
    /// (the roots: see the module comment); returns the number of cells
    /// and entries looked at.
    fn visit_code_roots(&self, mut visit: impl FnMut(CodeAddr)) -> usize {
        visit(self.pc);
        visit(self.cp);
        for c in &self.stack {
            if let Cell::Raw(v) = *c {
                if let Ok(a) = CodeAddr::try_from(v) {
                    visit(a);
                }
            }
        }
        let live_barriers = self.choices.len() as u32;
        for &(barrier, pc) in &self.cgc.query_pcs {
            if barrier < live_barriers {
                visit(pc);
            }
        }
        for b in &self.choices {
            visit(b.cp);
            if let Alt::Code(a) = b.alt {
                visit(a);
            }
        }
        if let Some(bt) = &self.backtrace {
            visit(bt.pc);
            visit(bt.cp);
            bt.returns.iter().for_each(|&a| visit(a));
        }
        self.stack.len() + self.choices.len() + self.cgc.query_pcs.len() + self.cgc.pins.len()
    }

    /// Overwrites `[start, start + len)` with `Fail` and frees it. The
    /// area never shortens, even when the range reaches its end: the
    /// dispatch loop reads the instruction at any address it was given
    /// without a bounds check, and a stale address must still find `Fail`.
    fn free_code(&mut self, start: CodeAddr, len: u32) {
        self.wipe_code(start, len);
        self.cgc.add_free(start, len);
    }

    /// Frees the ranges `runs` (ascending, disjoint) as [`Machine::free_code`]
    /// does each.
    fn free_code_runs(&mut self, runs: &[(CodeAddr, u32)]) {
        for &(start, len) in runs {
            self.wipe_code(start, len);
        }
        self.cgc.add_free_runs(runs);
    }

    /// Releases the blobs `[start, start + len)` numbers and overwrites it
    /// with `Fail`.
    fn wipe_code(&mut self, start: CodeAddr, len: u32) {
        let range = start as usize..(start + len) as usize;
        // The strings and big integers only this code mentioned.
        release_blobs(&mut self.blobs, &self.code[range.clone()]);
        self.code[range].fill(Instr::Fail);
    }
}

/// Releases the blob-pool entries that `code` numbers (each clause has
/// its own).
pub(crate) fn release_blobs(blobs: &mut BlobPool, code: &[Instr]) {
    for ins in code {
        if let (_, Some(k)) = ins.constants() {
            blobs.release(k);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::machine::instr::Reg;
    use crate::term::atoms;

    #[test]
    fn free_ranges_merge_and_fit_best() {
        let mut c = CgcState::default();
        c.add_free(10, 5);
        c.add_free(20, 3);
        c.add_free(15, 5);
        // 10..15, 15..20, 20..23 merge into one range.
        assert_eq!(c.free_by_start.len(), 1);
        assert_eq!(c.free_size, 13);
        c.add_free(40, 4);
        // The smallest range that fits is taken, and split.
        assert_eq!(c.take_free(2), Some(40));
        assert_eq!(c.free_by_start.get(&42), Some(&2));
        assert_eq!(c.take_free(13), Some(10));
        assert_eq!(c.take_free(3), None);
        assert_eq!(c.free_size, 2);
    }

    #[test]
    fn many_runs_at_once_free_as_one_by_one() {
        let (mut one, mut batch) = (CgcState::default(), CgcState::default());
        for c in [&mut one, &mut batch] {
            c.add_free(0, 3);
            c.add_free(100, 4);
            c.add_free(1000, 2);
        }
        // Runs that touch the old ranges and each other, and some that don't.
        let runs: Vec<(CodeAddr, u32)> = (0..200)
            .map(|i| (3 + 5 * i, if i % 3 == 0 { 5 } else { 2 }))
            .filter(|&(s, _)| s < 100 || s > 104)
            .collect();
        runs.iter().for_each(|&(s, l)| one.add_free(s, l));
        batch.add_free_runs(&runs);
        assert!(runs.len() >= 64, "the batch path is taken");
        assert_eq!(batch.free_by_start, one.free_by_start);
        assert_eq!(batch.free_by_len, one.free_by_len);
        assert_eq!(batch.free_size, one.free_size);
        assert_eq!(batch.take_free(4), one.take_free(4));
        assert_eq!(batch.free_by_len, one.free_by_len);
    }

    #[test]
    fn placed_code_grows_the_register_file_and_must_end_in_a_jump() {
        let mut m = Machine::bare();
        let user = m.atom("user");
        let code = [Instr::GetVar(Reg::X(300), 2), Instr::PutAtom(atoms::NIL, 700), Instr::Proceed];
        m.place_code(&code, user, |i, _| i);
        assert!(m.x.len() > 700, "X700 is in the register file");
        let falls_off = [Instr::PutAtom(atoms::NIL, 0)];
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| m.place_code(&falls_off, user, |i, _| i)));
        assert!(r.is_err(), "code that runs off its end is refused");
        let jumps_out = [Instr::Jump(5), Instr::Proceed];
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| m.place_code(&jumps_out, user, |i, _| i)));
        assert!(r.is_err(), "a jump out of the clause is refused");
    }

    #[test]
    fn freeing_the_last_range_keeps_the_area_length() {
        let mut m = Machine::bare();
        let user = m.atom("user");
        let code = [Instr::PutAtom(atoms::NIL, 0), Instr::Proceed];
        let at = m.place_code(&code, user, |i, _| i);
        let len = m.code.len();
        m.free_code(at, 2);
        assert_eq!(m.code.len(), len);
        assert!(matches!(m.code[at as usize + 1], Instr::Fail));
        assert_eq!(m.place_code(&code, user, |i, _| i), at, "the range is used again");
    }

    #[test]
    fn code_modules_of_a_reused_range() {
        let mut m = Machine::bare();
        let (a, b) = (m.atom("a"), m.atom("b"));
        m.code.resize(100, Instr::Fail);
        m.code_modules = vec![(8, a.into())];
        m.note_code_module(20, 30, b);
        assert_eq!(m.code_modules, vec![(8, a.into()), (20, b.into()), (30, a.into())]);
        assert_eq!(
            (m.module_at(19), m.module_at(20), m.module_at(29), m.module_at(30)),
            (Some(a), Some(b), Some(b), Some(a))
        );
        // The same range given back to `a` leaves one entry.
        m.note_code_module(20, 30, a);
        assert_eq!(m.module_at(25), Some(a));
        assert_eq!(m.module_at(35), Some(a));
        // A range at the end has nothing after it.
        m.note_code_module(90, 100, b);
        assert_eq!(m.module_at(99), Some(b));
        assert_eq!(m.module_at(89), Some(a));
    }
}
