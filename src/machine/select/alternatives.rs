//! The clause alternatives of a call: which clause a call tries first,
//! and which one each retry tries, among its candidates ([`Cands`]) as the
//! logical update view lets it see them (the clauses the list had when the
//! call started, `len`, not dead at its generation `gen`).
//!
//! A clause alternative (`Alt::Clauses`, `choice.rs`) holds the code of the
//! clause its retry runs and the step its candidates go on from, both found
//! before the retry: a retry runs that code at once and only looks for the
//! alternative after it, so the last one ("trust") pops the choicepoint
//! without looking at the list again when its step is past the end.

use crate::machine::database::{Cands, ClauseEntry, ClauseList};
use crate::machine::instr::CodeAddr;

impl ClauseList {
    /// The first clause a call with candidates `cands` tries (its code),
    /// and the alternative after it if there is one: its code and the step
    /// the candidates go on from after it. One borrow of the list.
    #[inline]
    pub fn first_alternatives(&self, cands: &Cands, gen: u64, len: u32) -> Option<(CodeAddr, Option<(CodeAddr, u32)>)> {
        let clauses = self.clauses.borrow();
        let (code, after) = self.alternative_in(&clauses, cands, 0, gen, len)?;
        let next =
            if after < cands_end(cands, len) { self.alternative_in(&clauses, cands, after, gen, len) } else { None };
        Some((code, next))
    }

    /// The alternative at or after step `from` of a call's candidates: its
    /// code and the step after it. None at once when `from` is past the
    /// last step.
    #[inline(always)]
    pub fn alternative_after(&self, cands: &Cands, from: u32, gen: u64, len: u32) -> Option<(CodeAddr, u32)> {
        if from >= cands_end(cands, len) {
            return None;
        }
        self.next_alternative(cands, from, gen, len)
    }

    /// [`ClauseList::alternative_after`] past its check of the end.
    #[inline(never)]
    fn next_alternative(&self, cands: &Cands, from: u32, gen: u64, len: u32) -> Option<(CodeAddr, u32)> {
        let clauses = self.clauses.borrow();
        self.alternative_in(&clauses, cands, from, gen, len)
    }

    /// The alternative at or after step `from` in `clauses` (this list's).
    #[inline(always)]
    fn alternative_in(
        &self,
        clauses: &[ClauseEntry],
        cands: &Cands,
        from: u32,
        gen: u64,
        len: u32,
    ) -> Option<(CodeAddr, u32)> {
        if let (&Cands::Scan(k), false) = (cands, self.has_dead()) {
            // No dead clauses: only the key decides (as in Machine::enter).
            let len = len as usize;
            let mut i = (from as usize).max(self.live_start.get());
            while i < len && !clauses[i].matches(k) {
                i += 1;
            }
            return (i < len).then(|| (clauses[i].code, i as u32 + 1));
        }
        if let Cands::List(list) = cands {
            return self.list_alternative(clauses, list, from, gen, len);
        }
        let (step, pos) = Self::candidate_in(clauses, self.scan_start(gen), cands, from, gen, len)?;
        Some((clauses[pos as usize].code, step + 1))
    }

    /// The alternative at or after step `from` of the candidate positions
    /// `list` (from an index, ascending) in `clauses` (this list's).
    #[inline(always)]
    pub(in crate::machine) fn list_alternative(
        &self,
        clauses: &[ClauseEntry],
        list: &[u32],
        from: u32,
        gen: u64,
        len: u32,
    ) -> Option<(CodeAddr, u32)> {
        if !self.has_dead() {
            // Only the call's length decides.
            let &p = list.get(from as usize)?;
            return (p < len).then(|| (clauses[p as usize].code, from + 1));
        }
        let mut step = from as usize;
        while let Some(&p) = list.get(step) {
            if p >= len {
                return None;
            }
            if clauses[p as usize].info.died.get() > gen {
                return Some((clauses[p as usize].code, step as u32 + 1));
            }
            step += 1;
        }
        None
    }

    /// The first candidate at or after step `from` that a call started at
    /// generation `gen` with `len` clauses can see, as (step, clause position).
    #[inline]
    pub fn next_candidate(&self, cands: &Cands, from: u32, gen: u64, len: u32) -> Option<(u32, u32)> {
        let clauses = self.clauses.borrow();
        Self::candidate_in(&clauses, self.scan_start(gen), cands, from, gen, len)
    }

    #[inline]
    fn candidate_in(
        clauses: &[ClauseEntry],
        scan_start: usize,
        cands: &Cands,
        from: u32,
        gen: u64,
        len: u32,
    ) -> Option<(u32, u32)> {
        match cands {
            &Cands::Scan(k) => {
                let mut i = (from as usize).max(scan_start);
                while i < len as usize {
                    if clauses[i].candidate(k, gen) {
                        return Some((i as u32, i as u32));
                    }
                    i += 1;
                }
                None
            }
            Cands::List(list) => {
                // Positions from an index, ascending: past the call's
                // length none is visible.
                let mut step = from as usize;
                while let Some(&p) = list.get(step) {
                    if p >= len {
                        return None;
                    }
                    if clauses[p as usize].info.died.get() > gen {
                        return Some((step as u32, p));
                    }
                    step += 1;
                }
                None
            }
        }
    }
}

/// The step past a call's last candidate.
#[inline(always)]
fn cands_end(cands: &Cands, len: u32) -> u32 {
    match cands {
        Cands::Scan(_) => len,
        Cands::List(list) => list.len() as u32,
    }
}
