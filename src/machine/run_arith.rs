//! Compiled arithmetic in the dispatch loop (`run.rs`): the instructions
//! that load values on the evaluation stack, apply functions to them and
//! store or unify the result (`ALoad` ... `AUnify`, the fused `AAddConst`).
//! The comparisons and the general evaluation behind them are in
//! `compiled_arith.rs`. All in line into the loop, where they were its
//! arms, except the rare error of an unknown evaluable.

use super::{Exc, Machine};
use crate::arith::{self, Func, Number};
use crate::machine::instr::{AddConst, Reg};
use crate::term::{atoms, Atom, Cell};

impl Machine {
    /// `ALoad`: the value of register `r` on the evaluation stack.
    #[inline(always)]
    pub(super) fn arith_load(&mut self, r: Reg) -> Result<(), Exc> {
        let c = self.heap.deref(self.reg(r));
        let n = match c {
            Cell::Int(i) => Number::Int(i),
            Cell::Flt(f) => Number::Float(f),
            _ => self.load_general(c)?,
        };
        self.astack.push(n);
        Ok(())
    }

    /// `ABlob`: the value of a big integer (or the error of a string) on
    /// the evaluation stack.
    #[inline(always)]
    pub(super) fn arith_blob(&mut self, k: u32) -> Result<(), Exc> {
        let c = self.blob_cell(k);
        let n = self.eval_in_expression(c)?;
        self.astack.push(n);
        Ok(())
    }

    /// `AApply`: function `f` of the values on top of the evaluation
    /// stack replaces them.
    #[inline(always)]
    pub(super) fn arith_apply(&mut self, f: Func) -> Result<(), Exc> {
        // Small-integer fast path for the common operations.
        if let [.., Number::Int(a), Number::Int(b)] = self.astack[..] {
            let r = match f {
                Func::Add => a.checked_add(b),
                Func::Sub => a.checked_sub(b),
                Func::Mul => a.checked_mul(b),
                // The divisions: a zero divisor (an error) and the one
                // overflowing quotient, i64::MIN by -1, take the general path.
                Func::IntDiv => arith::int_div_i64(a, b),
                Func::Rem => arith::rem_i64(a, b),
                Func::Mod => arith::mod_i64(a, b),
                Func::FloorDiv => arith::floor_div_i64(a, b),
                _ => None,
            };
            if let Some(v) = r {
                let len = self.astack.len();
                self.astack.truncate(len - 1);
                self.astack[len - 2] = Number::Int(v);
                return Ok(());
            }
        } else if !self.heap_operands.is_empty() {
            return self.apply_heap_operands(f);
        }
        let n = f.arity();
        if n > 2 && !self.heap_operands.is_empty() {
            // powm/3 of two small integers and a heap operand.
            return self.apply_heap_operands(f);
        }
        self.apply_on_stack(f, self.astack.len() - n)
    }

    /// The value on top of the evaluation stack, popped as a cell (a small
    /// integer without a call).
    #[inline(always)]
    fn pop_result(&mut self) -> Cell {
        match self.astack[..] {
            [.., Number::Int(i)] => {
                let len = self.astack.len();
                self.astack.truncate(len - 1);
                Cell::Int(i)
            }
            _ => self.pop_cell(),
        }
    }

    /// `AUnknown`: the type error of an expression that is not evaluable,
    /// which the compiler found in the clause.
    #[cold]
    #[inline(never)]
    pub(super) fn arith_unknown(&mut self, name: Atom, arity: u32) -> Exc {
        self.astack.clear();
        self.heap_operands.clear();
        let pi = self.indicator(name, arity);
        self.err_type(atoms::EVALUABLE, pi)
    }

    /// `ASet`: register `r` gets the value popped off the evaluation stack.
    #[inline(always)]
    pub(super) fn arith_set(&mut self, r: Reg) {
        let c = self.pop_result();
        self.set_reg(r, c);
    }

    /// `AAddConst`: `Dst is Src + K` (or `- K`) in one instruction.
    #[inline(always)]
    pub(super) fn arith_add_const(&mut self, op: AddConst) -> Result<(), Exc> {
        let c = self.heap.deref(self.reg(op.src()));
        let v = match c {
            Cell::Int(a) => op.apply_int(a).map(Cell::Int),
            _ => None,
        };
        let v = match v {
            Some(v) => v,
            None => self.add_const_general(c, op)?,
        };
        self.set_reg(op.dst(), v);
        Ok(())
    }

    /// `AUnify`: the value popped off the evaluation stack unifies with
    /// register `r`.
    #[inline(always)]
    pub(super) fn arith_unify(&mut self, r: Reg) -> bool {
        let c = self.pop_result();
        let t = self.reg(r);
        self.unify(t, c)
    }
}
