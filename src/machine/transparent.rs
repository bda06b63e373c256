//! `module_transparent` predicates: clauses that run in the context module
//! of their caller, as in SWI-Prolog.
//!
//! A predicate's context module is where its meta-calls (call/N,
//! findall/3, assert, `strip_module/3`, context_module/1) resolve names.
//! For most code it is the module the clause was compiled for, which the
//! program counter tells (`code_modules`). The code of a transparent
//! predicate is marked (`CodeOwner::transparent`) and its context comes
//! from the call instead: the caller's context, or the module a call
//! `Module:Goal` or `@(Goal, Module)` names (`explicit_context`, set by the
//! meta-call that enters it).
//!
//! The entry of a transparent predicate (clause selection, which goes
//! through [`Machine::enter_transparent`] because such a predicate never
//! builds a first-argument switch) reads that context at the call site
//! and pushes a one-slot frame holding it, whose continuation is
//! `addr::CONTEXT_EXIT` (`Deallocate`, `Proceed`: the frame is dropped and
//! the call returns). The clauses run under that frame: a choicepoint for
//! the next clause keeps it, a clause's own environment names it as its
//! parent, and [`Machine::transparent_context`] finds it from either. A
//! last call made under such a frame into another transparent predicate
//! drops the frame first, so that recursion through transparent
//! predicates runs in constant stack.

use super::database::PredKind;
use super::{addr, Exc, Machine, FRAME_HEADER};
use crate::machine::instr::PredId;
use crate::term::{Atom, Cell};

/// Who owns a range of code: the module its clauses were compiled for,
/// and whether they are clauses of a transparent predicate.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CodeOwner {
    pub module: Atom,
    pub transparent: bool,
}

impl From<Atom> for CodeOwner {
    fn from(module: Atom) -> CodeOwner {
        CodeOwner { module, transparent: false }
    }
}

impl Machine {
    /// Declares `p` transparent (`module_transparent/1`): calls of it
    /// from now on take their caller's context, also for the clauses it
    /// already has.
    pub fn set_transparent(&mut self, p: PredId) {
        let pred = &mut self.preds[p as usize];
        if !matches!(pred.kind, PredKind::User) || pred.transparent {
            return;
        }
        pred.transparent = true;
        // Entry goes through enter_transparent only while the
        // first-argument switch is not built (select/entry.rs).
        pred.clauses.switch().reset();
        let ranges: Vec<(u32, u32)> =
            pred.clauses.entries().iter().map(|e| (e.info.code, e.info.code + e.info.len)).collect();
        for (start, end) in ranges {
            let module = self.module_at(start).unwrap_or(self.preds[p as usize].module);
            self.note_code_module(start, end, CodeOwner { module, transparent: true });
        }
    }

    /// The entry of transparent predicate `p`, before its clauses are
    /// selected: pushes the frame that holds the caller's context module,
    /// then selects as for any predicate.
    pub(crate) fn enter_transparent(&mut self, p: PredId) -> Result<bool, Exc> {
        if !self.preds[p as usize].clauses.is_empty() {
            let context = self.context_module();
            if self.cp == addr::CONTEXT_EXIT {
                // A last call from transparent code that ran under its
                // frame: that frame would only be dropped on return.
                self.deallocate_frame();
            }
            self.push_one_slot_frame(Cell::Atom(context), addr::CONTEXT_EXIT);
        }
        self.enter_indexed(p)
    }

    /// Makes the frame at `e` the current one's parent and continuation
    /// current (what `Deallocate` does).
    fn deallocate_frame(&mut self) {
        let e = self.e as usize;
        if let (Cell::Raw(ce), Cell::Raw(cp)) = (self.stack[e], self.stack[e + 1]) {
            self.cp = cp as u32;
            self.e = ce as u32;
        }
    }

    /// The context module of the transparent clause whose code is
    /// running: the one its entry frame holds. The current environment is
    /// that frame, or the clause's own environment, whose continuation is
    /// the frame's exit.
    pub(crate) fn transparent_context(&self) -> Atom {
        let mut frame = self.e as usize;
        if let (Cell::Raw(ce), Cell::Raw(cp)) = (self.stack[frame], self.stack[frame + 1]) {
            if cp == addr::CONTEXT_EXIT as u64 {
                frame = ce as usize;
            }
        }
        match self.stack.get(frame + FRAME_HEADER as usize) {
            Some(&Cell::Atom(m)) => m,
            // Not under an entry frame (a clause retried by a choicepoint
            // made before the declaration): the clause's own module.
            _ => self.module_at(self.pc).unwrap_or(crate::term::atoms::USER),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn context_from_the_entry_frame_or_the_clause_environment() {
        let mut m = Machine::bare();
        let qm = m.atom("qm");
        // The entry frame, as enter_transparent pushes it.
        let frame = m.stack.len() as u32;
        let (e, cp) = (m.e, m.cp);
        m.stack.extend_from_slice(&[Cell::Raw(e as u64), Cell::Raw(cp as u64), Cell::Raw(1), Cell::Atom(qm)]);
        m.e = frame;
        assert_eq!(m.transparent_context(), qm);
        // A clause environment allocated under it.
        let env = m.stack.len() as u32;
        m.stack.extend_from_slice(&[
            Cell::Raw(frame as u64),
            Cell::Raw(addr::CONTEXT_EXIT as u64),
            Cell::Raw(1),
            Cell::Int(7),
        ]);
        m.e = env;
        assert_eq!(m.transparent_context(), qm);
    }

    #[test]
    fn code_owner_of_a_module_is_not_transparent() {
        let mut m = Machine::bare();
        let a = m.atom("a");
        assert_eq!(CodeOwner::from(a), CodeOwner { module: a, transparent: false });
    }
}
