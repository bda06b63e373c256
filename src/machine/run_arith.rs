//! Compiled arithmetic in the dispatch loop (`run.rs`): the instructions
//! that load values on the evaluation stack, apply functions to them and
//! store or unify the result (`ALoad` ... `AUnify`, the fused `AAddConst`).
//! The comparisons and the general evaluation behind them are in
//! `compiled_arith.rs`. All in line into the loop, where they were its
//! arms, except the rare error of an unknown evaluable.

use super::arith_stack::{read_heap_entries, Operand};
use super::{Exc, Machine};
use crate::arith::{ArithError, Func, Number};
use crate::machine::instr::{AddConst, Reg};
use crate::term::{atoms, Atom, Cell};

impl Machine {
    /// `ALoad`: the value of register `r` on the evaluation stack.
    #[inline(always)]
    pub(super) fn arith_load(&mut self, r: Reg) -> Result<(), Exc> {
        let c = self.heap.deref(self.reg(r));
        let n = match c {
            Cell::Int(i) => Operand::Num(Number::Int(i)),
            Cell::Flt(f) => Operand::Num(Number::Float(f)),
            Cell::Big(a) if self.heap.is_bigint_at(a) => Operand::HeapInt(a),
            _ => match self.eval(c) {
                Ok(n) => Operand::Num(n),
                Err(e) => {
                    // No entry outlives its expression (heap addresses
                    // would go stale).
                    self.astack.clear();
                    return Err(e);
                }
            },
        };
        self.astack.push(n);
        Ok(())
    }

    /// `ABlob`: the value of a big integer (or the error of a string) on
    /// the evaluation stack.
    #[inline(always)]
    pub(super) fn arith_blob(&mut self, k: u32) -> Result<(), Exc> {
        let c = self.blob_cell(k);
        let n = match self.eval(c) {
            Ok(n) => n,
            Err(e) => {
                self.astack.clear();
                return Err(e);
            }
        };
        self.astack.push(Operand::Num(n));
        Ok(())
    }

    /// `AApply`: function `f` of the values on top of the evaluation
    /// stack replaces them.
    #[inline(always)]
    pub(super) fn arith_apply(&mut self, f: Func) -> Result<(), Exc> {
        // Small-integer fast path for the common operations.
        if let [.., Operand::Num(Number::Int(a)), Operand::Num(Number::Int(b))] = self.astack[..] {
            let r = match f {
                Func::Add => a.checked_add(b),
                Func::Sub => a.checked_sub(b),
                Func::Mul => a.checked_mul(b),
                _ => None,
            };
            if let Some(v) = r {
                let len = self.astack.len();
                self.astack.truncate(len - 1);
                self.astack[len - 2] = Operand::Num(Number::Int(v));
                return Ok(());
            }
        }
        if f == Func::Mul {
            if let [.., Operand::HeapInt(a), Operand::Num(Number::Int(k))]
            | [.., Operand::Num(Number::Int(k)), Operand::HeapInt(a)] = self.astack[..]
            {
                // A big times a small integer, limbs read off the heap.
                let bits = self.heap.bigint_limbs(a) as u64 * 64 + 64;
                if bits <= crate::arith::max_int_bits() {
                    let len = self.astack.len();
                    self.astack.truncate(len - 1);
                    self.astack[len - 2] = Operand::of_cell(self.heap.big_times_small(a, k));
                    return Ok(());
                }
            }
        }
        let n = f.arity();
        let at = self.astack.len() - n;
        self.aargs.clear();
        for entry in self.astack.drain(at..) {
            self.aargs.push(entry.into_number(&self.heap));
        }
        let r = match crate::arith::apply(f, &self.aargs, &mut self.arith) {
            Ok(v) => Ok(v),
            Err(ArithError::Interrupted) => {
                // Handling the interrupt may run goals, and so move the heap.
                read_heap_entries(&mut self.astack, &self.heap);
                let args = self.aargs.clone();
                self.apply_interrupted(f, args)
            }
            Err(e) => Err(self.arith_error(e)),
        };
        match r {
            Ok(v) => {
                self.astack.push(Operand::Num(v));
                Ok(())
            }
            Err(e) => {
                self.astack.clear();
                Err(e)
            }
        }
    }

    /// `AUnknown`: the type error of an expression that is not evaluable,
    /// which the compiler found in the clause.
    #[cold]
    #[inline(never)]
    pub(super) fn arith_unknown(&mut self, name: Atom, arity: u32) -> Exc {
        self.astack.clear();
        let pi = self.indicator(name, arity);
        self.err_type(atoms::EVALUABLE, pi)
    }

    /// `ASet`: register `r` gets the value popped off the evaluation stack.
    #[inline(always)]
    pub(super) fn arith_set(&mut self, r: Reg) {
        let c = match self.astack[..] {
            [.., Operand::Num(Number::Int(i))] => {
                let len = self.astack.len();
                self.astack.truncate(len - 1);
                Cell::Int(i)
            }
            _ => self.astack.pop().expect("arith stack").into_cell(&mut self.heap),
        };
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
        let v = self.astack.pop().expect("arith stack");
        let c = v.into_cell(&mut self.heap);
        let t = self.reg(r);
        self.unify(t, c)
    }
}
