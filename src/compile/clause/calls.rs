//! The call instruction of a body goal once its arguments are in place,
//! and the direct call of `Module:Goal` (compile/module_call.rs).

use super::Gen;
use crate::machine::database::PredKind;
use crate::machine::instr::{Instr, PredId, SwitchHint};
use crate::machine::Exc;
use crate::term::{atoms, Atom, Cell};

impl Gen<'_> {
    /// `Module:Goal` called directly (body.rs, module_call.rs): Goal's
    /// predicate as `module` sees it, through that module's entry, which
    /// resolves on first call when nothing defines it yet.
    pub(super) fn emit_call_in(&mut self, module: Atom, t: Cell, last: bool) -> Result<(), Exc> {
        let d = self.m.heap.deref(t);
        let (name, arity) = self.m.heap.functor_of(d).expect("callable goal");
        for i in 0..arity {
            let a = self.m.heap.arg(d, i);
            self.put_term(a, i);
        }
        let p = self.m.compile_target(module, name, arity);
        self.emit_call_of(p, last);
        Ok(())
    }

    /// The call of predicate `p`, its arguments in place.
    pub(super) fn emit_call_of(&mut self, p: PredId, last: bool) {
        let (name, arity) = (self.m.preds[p as usize].name, self.m.preds[p as usize].arity);
        let inline = !self.m.debug_mode;
        if let PredKind::Builtin(_) = self.m.preds[p as usize].kind {
            self.code.push(match (name, arity) {
                (atoms::EQUALS, 2) if inline => Instr::CallUnify(p),
                (atoms::FUNCTOR, 3) if inline => Instr::CallFunctor(p),
                _ => Instr::CallBuiltin(p),
            });
            self.finish(last);
            return;
        }
        if last {
            self.code.push(if self.has_env {
                Instr::DeallocExecute(p, SwitchHint::UNSET)
            } else {
                Instr::Execute(p, SwitchHint::UNSET)
            });
        } else if let PredKind::Nondet(_) = self.m.preds[p as usize].kind {
            self.code.push(match (name, arity) {
                (atoms::ARG, 3) if inline => Instr::CallArg(p),
                _ => Instr::CallNondet(p),
            });
        } else if let Some(word) = self.det_last.take() {
            self.code.push(Instr::DetGuardCall(p, word));
        } else {
            self.code.push(Instr::Call(p, SwitchHint::UNSET));
        }
        self.chunk += 1;
    }
}
