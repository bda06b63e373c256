//! Debug variants of clauses: the code a clause runs while the tracer
//! shows its goals.
//!
//! The compiler does is/2 and the arithmetic comparisons in line
//! (`ALoad` ... `ACmpElse`), which have no ports. A clause compiled while
//! the debugger is on keeps them as builtin calls instead, and so does its
//! *debug variant*: the same clause compiled again, from the term it keeps
//! for clause/2, with `debug_mode` on. The tracer enters a clause's variant
//! in place of its code when a traced frame of a program predicate starts
//! a clause (`trace_enter`, and each clause a retry tries): then
//! `Call: (2) 3>1` and `Call: (2) _ is _+1` show with their ports, as in
//! SWI-Prolog. Variants are made on the first traced entry of their clause
//! and kept (`Tracer::variants`, by the clause's code address); a clause
//! with nothing in line maps to its own code. The untraced machine never
//! looks at them: nothing here costs a call that the tracer does not see.
//!
//! The compiler is a layer above the machine: it is reached through the
//! hook `Tracer::recompile`, which the builtins install. The code
//! collector (`code_gc.rs`) frees a clause's variant with its code, and
//! the backtrace (`backtrace.rs`) reads a variant's addresses as its
//! clause's.

use super::database::ClauseInfo;
use super::Machine;
use crate::machine::copy::{copy_in, OwnedTerm};
use crate::machine::instr::{CodeAddr, Instr, PredId};
use crate::term::Cell;
use std::rc::Rc;

/// Compiles clause `Head :- Body` (a heap term) with the machine's
/// `compile_module` and `debug_mode` as they are: its code from address 0
/// and its highest register. None when it does not compile.
pub type Recompile = fn(&mut Machine, Cell) -> Option<(Vec<Instr>, u32)>;

/// The code a traced clause runs: `code` and `len` of its variant, or the
/// clause's own code with `len` 0 when it needs none.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DebugVariant {
    pub code: CodeAddr,
    pub len: u32,
}

impl Machine {
    /// The code a traced call of `p` runs for its clause starting at
    /// `code`: the clause's debug variant, made now if need be.
    #[cold]
    pub(crate) fn debug_variant(&mut self, p: PredId, code: CodeAddr) -> CodeAddr {
        if let Some(v) = self.tracer.variants.get(&code) {
            return v.code;
        }
        let v = self.make_debug_variant(p, code).unwrap_or(DebugVariant { code, len: 0 });
        self.tracer.variants.insert(code, v);
        v.code
    }

    /// Compiles the variant of the clause of `p` at `code` and places it,
    /// when the clause does something in line that has ports when called.
    fn make_debug_variant(&mut self, p: PredId, code: CodeAddr) -> Option<DebugVariant> {
        let recompile = self.tracer.recompile?;
        let (len, term) = self.clause_at(p, code)?;
        let range = code as usize..(code + len) as usize;
        if !self.code.get(range)?.iter().any(|i| i.hides_a_goal()) {
            return None;
        }
        // The clause's body runs in the module its code was placed for.
        let owner = self.code_owner_at(code).unwrap_or_else(|| self.preds[p as usize].module.into());
        let module = owner.module;
        let clause = copy_in(&mut self.heap, &term);
        let (saved_module, saved_debug) = (self.compile_module, self.debug_mode);
        self.compile_module = module;
        self.debug_mode = true;
        self.backtrack_slow = true;
        let compiled = recompile(self, clause);
        self.compile_module = saved_module;
        self.debug_mode = saved_debug;
        self.backtrack_slow = saved_debug;
        let (instrs, max_reg) = compiled?;
        let arity = self.preds[p as usize].arity;
        let base = self.place_code(&instrs, owner, |ins, base| ins.map_target(|l| l + base));
        self.ensure_regs(max_reg as usize + arity as usize + 1);
        Some(DebugVariant { code: base, len: instrs.len() as u32 })
    }

    /// The length and the stored term of the clause of `p` whose code
    /// starts at `code` (a fact whose term is rebuilt from its code has
    /// nothing in line, hence no term here).
    fn clause_at(&self, p: PredId, code: CodeAddr) -> Option<(u32, Rc<OwnedTerm>)> {
        let entries = self.preds.get(p as usize)?.clauses.entries();
        let info: &ClauseInfo = &entries.iter().find(|e| e.code == code && !e.is_placeholder())?.info;
        Some((info.len, info.term.clone()?))
    }

    /// The variant of the clause at `code`, if it has one of its own.
    pub(crate) fn variant_range(&self, code: CodeAddr) -> Option<(CodeAddr, u32)> {
        self.tracer.variants.get(&code).filter(|v| v.len > 0).map(|v| (v.code, v.len))
    }
}
