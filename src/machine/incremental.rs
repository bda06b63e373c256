//! Incremental tabling: a change to an incremental dynamic predicate
//! (`:- dynamic q/1 as incremental`, then assert or retract) drops the
//! complete tables of the incremental tabled predicates
//! (`:- table p/1 as incremental`) that depend on it, so that their next
//! call evaluates them again, as SWI-Prolog's incremental tabling does.
//!
//! What a tabled predicate depends on is found in its code when the change
//! happens: the predicates its worker's clauses call, and those named by
//! the goals written in them (`findall(X, q(X), L)` builds `q(X)`, a
//! tabled call builds its worker's head), followed through every clause
//! reached. This over-approximates the calls an evaluation made (a table
//! of `p(1)` is dropped with that of `p(2)` though only one read the
//! clause that changed), which costs a re-evaluation, never a stale
//! answer; and it keeps the call path of every other predicate as it is
//! (no call is watched). A goal built at run time from atoms (`=..`) is
//! not seen.

use super::database::PredKind;
use super::instr::{Instr, PredId};
use super::Machine;
use crate::term::atoms;
use std::collections::HashSet;

impl Machine {
    /// Clauses of predicate `p` were added or removed: when it is an
    /// incremental dynamic predicate, the tables that depend on it go.
    #[inline]
    pub fn note_clause_change(&mut self, p: PredId) {
        if !self.tables.incremental_dynamic.is_empty() && self.tables.incremental_dynamic.contains(&p) {
            self.invalidate_dependents(p);
        }
    }

    /// Drops the complete incremental tables whose predicate reaches `changed`.
    #[cold]
    fn invalidate_dependents(&mut self, changed: PredId) {
        let mut preds: Vec<(crate::term::Atom, crate::term::Atom, u32)> = Vec::new();
        for t in self.tables.tables.iter().flatten() {
            if let (true, Some(p), super::tables::Status::Complete) = (t.incremental, t.pred, t.status) {
                if !preds.contains(&p) {
                    preds.push(p);
                }
            }
        }
        if preds.is_empty() {
            return;
        }
        let affected: Vec<_> = preds.into_iter().filter(|&p| self.tabled_reaches(p, changed)).collect();
        let ids: Vec<u32> = (0..self.tables.tables.len() as u32)
            .filter(|&id| {
                self.tables.tables[id as usize].as_ref().is_some_and(|t| t.pred.is_some_and(|p| affected.contains(&p)))
            })
            .collect();
        for id in ids {
            self.tables.make_stale(id);
        }
        self.free_unused_stale_tables();
    }

    /// Whether the clauses of tabled predicate `(module, name, arity)` (its
    /// worker's) reach predicate `target`.
    fn tabled_reaches(
        &mut self,
        (module, name, arity): (crate::term::Atom, crate::term::Atom, u32),
        target: PredId,
    ) -> bool {
        let worker = self.atoms.intern(&format!("{} tabled", self.atoms.text(name)));
        let Some(start) = self.lookup_in(module, worker, arity) else { return false };
        let mut seen = HashSet::from([start]);
        let mut work = vec![start];
        while let Some(p) = work.pop() {
            if p == target {
                return true;
            }
            let pred = &self.preds[p as usize];
            if !matches!(pred.kind, PredKind::User) {
                continue;
            }
            let module = pred.module;
            let codes: Vec<(u32, u32)> = pred
                .clauses
                .entries()
                .iter()
                .filter(|e| e.info.died.get() == super::database::ALIVE)
                .map(|e| (e.info.code, e.info.len))
                .collect();
            for (code, len) in codes {
                for i in code..code + len {
                    let Some(q) = self.code.get(i as usize).and_then(|&ins| self.named_pred(ins, module)) else {
                        continue;
                    };
                    if seen.insert(q) {
                        work.push(q);
                    }
                }
            }
        }
        false
    }

    /// The predicate an instruction of a clause of `module` calls, or names
    /// by building a term of its name and arity (a goal passed on).
    fn named_pred(&self, ins: Instr, module: crate::term::Atom) -> Option<PredId> {
        let p = match ins {
            Instr::Call(p, _)
            | Instr::Execute(p, _)
            | Instr::DeallocExecute(p, _)
            | Instr::CallNondet(p)
            | Instr::DetGuardCall(p, _) => p,
            Instr::PutStruct(name, n, _) | Instr::GetStruct(name, n, _) => self.resolve_pred(module, name, n)?,
            Instr::PutStruct2(name, _, _) | Instr::GetStruct2(name, _, _) => self.resolve_pred(module, name, 2)?,
            Instr::PutAtom(name, _) | Instr::UnifyAtom(name) if name != atoms::NIL => {
                self.resolve_pred(module, name, 0)?
            }
            _ => return None,
        };
        Some(self.import_target(p))
    }

    /// Frees the stale tables that no walk over their answers
    /// (`'$tbl_answer'/2` left a choicepoint) still reads.
    pub fn free_unused_stale_tables(&mut self) {
        if self.tables.stale.is_empty() {
            return;
        }
        let name = self.atoms.intern("$tbl_answer");
        let answer = self.lookup_in(atoms::SYSTEM, name, 2);
        let mut in_use = HashSet::new();
        for c in &self.choices {
            if let super::choice::Alt::Redo { pred, .. } = c.alt {
                if Some(pred) == answer {
                    if let crate::term::Cell::Int(id) = self.heap.deref(self.argstack[c.args as usize]) {
                        in_use.insert(id as u32);
                    }
                }
            }
        }
        self.tables.free_stale(|id| in_use.contains(&id));
    }
}
