//! The context of an error raised by compiled arithmetic: a clause body's
//! `Y is X + foo` (consulted, or a meta-called goal's clause from
//! `goal_cache.rs`) runs as instructions (`ALoad` ... `ASet`, `ACompare`),
//! not as a call, so the error has no builtin to name. The builtin is found
//! from the instructions when the error is thrown (a cold path): the
//! machine's pc is then the instruction that raised it, and a call's error
//! (pc at the call) is left alone. The error is the one a call of is/2 or of
//! the comparison raises, `error(type_error(evaluable, foo/0), context((is)/2,
//! _))`, as in SWI-Prolog.

use super::instr::{ArithCmp, Instr};
use super::Machine;
use crate::term::{atoms, Atom, Cell};

/// Instructions looked at, at most, for the end of an arithmetic sequence.
const SCAN: usize = 4096;

impl Machine {
    /// Fills the unbound context of `error(Formal, Context)` raised at an
    /// arithmetic instruction at `pc` with the builtin the instructions
    /// compute; any other ball is left alone.
    pub(crate) fn add_arith_context(&mut self, ball: Cell) {
        let Some(builtin) = self.arith_builtin_at(self.pc) else { return };
        let Cell::Str(a) = self.heap.deref(ball) else { return };
        if !matches!(self.heap.get(a), Cell::Fun(atoms::ERROR, 2)) {
            return;
        }
        let context = self.heap.deref(self.heap.get(a + 2));
        if context.is_var_ref() {
            let pi = self.indicator(builtin, 2);
            let v = self.heap.new_var();
            let c = self.heap.compound(atoms::CONTEXT, &[pi, v]);
            self.bind(context, c);
        }
    }

    /// The builtin (is/2 or a comparison) whose compiled arithmetic the
    /// instruction at `pc` belongs to, if it is one.
    fn arith_builtin_at(&self, pc: u32) -> Option<Atom> {
        let code = self.code.get(pc as usize..)?;
        for ins in code.iter().take(SCAN) {
            match *ins {
                Instr::ALoad(_)
                | Instr::AInt(_)
                | Instr::AFlt(_)
                | Instr::ABlob(_)
                | Instr::AApply(_)
                | Instr::AUnknown(..) => {}
                Instr::ASet(_) | Instr::AAddConst(_) | Instr::AUnify(_) => return Some(atoms::IS),
                Instr::ACompare(op) | Instr::ACompareElse(op, _) => return Some(comparison(op)),
                Instr::ACmp(ops) | Instr::ACmpElse(_, ops) => return Some(comparison(ops.op())),
                _ => return None,
            }
        }
        None
    }
}

fn comparison(op: ArithCmp) -> Atom {
    match op {
        ArithCmp::Lt => atoms::LT,
        ArithCmp::Le => atoms::LE,
        ArithCmp::Gt => atoms::GT,
        ArithCmp::Ge => atoms::GE,
        ArithCmp::Eq => atoms::ARITH_EQ,
        ArithCmp::Ne => atoms::ARITH_NE,
    }
}
