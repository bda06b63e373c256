//! The helpers of compiled arithmetic (`ALoad` ... `ACompare` and the
//! fused `AAddConst`, `ACmp`, `ACmpElse` of `instr.rs`): comparing the
//! values on the evaluation stack, and the general evaluation that a fused
//! instruction falls back to when its operands are not small integers.

use super::{Exc, Machine};
use crate::arith::Number;
use crate::machine::instr::{AddConst, ArithCmp, CmpOperands, CmpRight};
use crate::term::Cell;
use std::cmp::Ordering;

impl Machine {
    /// `AAddConst` past small integers: a float, a big result, an
    /// expression bound to the source, or an error, as the four
    /// instructions it stands for would give.
    #[cold]
    #[inline(never)]
    pub(super) fn add_const_general(&mut self, c: Cell, op: AddConst) -> Result<Cell, Exc> {
        let a = match c {
            Cell::Int(i) => Number::Int(i),
            Cell::Flt(f) => Number::Float(f),
            _ => self.eval(c)?,
        };
        let args = [a, Number::Int(op.k())];
        match crate::arith::apply(op.func(), &args, &mut self.arith) {
            Ok(v) => Ok(v.to_cell(&mut self.heap)),
            Err(crate::arith::ArithError::Interrupted) => {
                let v = self.apply_interrupted(op.func(), args.to_vec())?;
                Ok(v.to_cell(&mut self.heap))
            }
            Err(e) => Err(self.arith_error(op.func(), e)),
        }
    }

    /// Pops two numbers off the evaluation stack and compares them.
    #[inline]
    pub(super) fn compare_popped(&mut self, op: ArithCmp) -> bool {
        let ord = if let [.., Number::Int(x), Number::Int(y)] = self.astack[..] {
            // Two small integers, the common case, compare in place.
            let len = self.astack.len();
            self.astack.truncate(len - 2);
            x.cmp(&y)
        } else {
            return self.compare_popped_general(op);
        };
        holds(op, ord)
    }

    /// [`Machine::compare_popped`] past two small integers.
    #[inline(never)]
    fn compare_popped_general(&mut self, op: ArithCmp) -> bool {
        let b = self.pop_value();
        let a = self.pop_value();
        // NaN compares unequal to everything, including itself.
        if is_nan(&a) || is_nan(&b) {
            return op == ArithCmp::Ne;
        }
        holds(op, a.compare(&b))
    }

    /// `ACmp`/`ACmpElse`: whether the comparison holds.
    #[inline(always)]
    pub(super) fn compare_operands(&mut self, c: CmpOperands) -> Result<bool, Exc> {
        let a = self.heap.deref(self.reg(c.left()));
        let b = match c.right() {
            CmpRight::Reg(r) => self.heap.deref(self.reg(r)),
            CmpRight::Int(k) => Cell::Int(k),
        };
        if let (Cell::Int(x), Cell::Int(y)) = (a, b) {
            return Ok(holds(c.op(), x.cmp(&y)));
        }
        self.compare_general(a, b, c.op())
    }

    /// [`Machine::compare_operands`] past two small integers: the values
    /// are evaluated left to right as the loads they stand for would.
    #[cold]
    #[inline(never)]
    fn compare_general(&mut self, a: Cell, b: Cell, op: ArithCmp) -> Result<bool, Exc> {
        for c in [a, b] {
            let n = match c {
                Cell::Int(i) => Number::Int(i),
                Cell::Flt(f) => Number::Float(f),
                _ => match self.eval(c) {
                    Ok(n) => n,
                    Err(e) => return Err(self.abandon_expression(e)),
                },
            };
            self.astack.push(n);
        }
        Ok(self.compare_popped(op))
    }
}

fn is_nan(n: &Number) -> bool {
    matches!(n, Number::Float(f) if f.is_nan())
}

/// Whether comparison `op` holds of two values ordered `ord`.
#[inline(always)]
fn holds(op: ArithCmp, ord: Ordering) -> bool {
    match op {
        ArithCmp::Lt => ord == Ordering::Less,
        ArithCmp::Le => ord != Ordering::Greater,
        ArithCmp::Gt => ord == Ordering::Greater,
        ArithCmp::Ge => ord != Ordering::Less,
        ArithCmp::Eq => ord == Ordering::Equal,
        ArithCmp::Ne => ord != Ordering::Equal,
    }
}
