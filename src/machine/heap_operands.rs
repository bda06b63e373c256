//! Big integers that compiled arithmetic leaves on the heap while it
//! evaluates an expression (`Machine::heap_operands`), so that a product
//! loop (`F1 is F0*I`, a factorial) copies no limbs but the product's.
//!
//! Loaded the usual way, a big operand is copied out of the heap into the
//! library's representation, multiplied, and the product copied back: four
//! passes over the limbs where the product of a big and a small integer
//! computed from the heap's own limbs (`term/heap_big.rs`) takes one, and
//! the product is stored into its register as the cell itself.
//!
//! The evaluation stack (`Machine::astack`, numbers) is not changed for
//! this, so that small-integer arithmetic pays nothing for it: such an
//! operand stands on the stack as a placeholder, `Number::Big(0)` (a value
//! no computation gives: a big number is always beyond the small range),
//! and its heap address is kept on `heap_operands` in the same order (the
//! n-th placeholder from the top of the stack is the n-th address from the
//! top of `heap_operands`). Only the paths that already handle a value
//! other than a small integer look for placeholders: a load of a big
//! integer cell (`load_general`), a function of other than two small
//! integers (`apply_heap_operands`, only while `heap_operands` is not
//! empty), storing or unifying a result other than a small integer
//! (`pop_cell`), and comparing other than two small integers
//! (`pop_value`).
//!
//! The addresses only live between the instructions of one expression,
//! where nothing moves the heap (no call, so no collection); an interrupt
//! handled in the middle of a function (which may run goals) turns them
//! into values first, and an error clears them with the stack.

use super::{Exc, Machine};
use crate::arith::big::BigInt;
use crate::arith::{ArithError, Func, Number};
use crate::term::Cell;

/// Whether `n` is the placeholder of a heap operand.
#[inline(always)]
fn is_placeholder(n: &Number) -> bool {
    matches!(n, Number::Big(b) if *b == BigInt::ZERO)
}

impl Machine {
    /// `ALoad` of a cell other than a small integer or a float: a big
    /// integer stays on the heap, anything else is evaluated.
    #[cold]
    #[inline(never)]
    pub(super) fn load_general(&mut self, c: Cell) -> Result<Number, Exc> {
        if let Cell::Big(a) = c {
            if self.heap.is_bigint_at(a) {
                self.heap_operands.push(a);
                return Ok(Number::Big(BigInt::ZERO));
            }
        }
        self.eval(c).map_err(|e| self.abandon_expression(e))
    }

    /// The value of `c` (an `ABlob` constant); an error abandons the
    /// expression.
    #[inline(never)]
    pub(super) fn eval_in_expression(&mut self, c: Cell) -> Result<Number, Exc> {
        self.eval(c).map_err(|e| self.abandon_expression(e))
    }

    /// Clears the evaluation stacks on an error, so that no heap address
    /// outlives its expression; gives the error back.
    #[cold]
    #[inline(never)]
    pub(super) fn abandon_expression(&mut self, e: Exc) -> Exc {
        self.astack.clear();
        self.heap_operands.clear();
        e
    }

    /// Pops the evaluation stack's top as a cell (`ASet`, `AUnify` of other
    /// than a small integer): a heap operand is its own cell, a computed
    /// number is boxed on the heap if it must be.
    #[inline(never)]
    pub(super) fn pop_cell(&mut self) -> Cell {
        let v = self.astack.pop().expect("arith stack");
        if is_placeholder(&v) {
            return Cell::Big(self.heap_operands.pop().expect("heap operand"));
        }
        v.to_cell(&mut self.heap)
    }

    /// Pops the evaluation stack's top as a value (a heap operand read).
    #[inline]
    pub(super) fn pop_value(&mut self) -> Number {
        let v = self.astack.pop().expect("arith stack");
        if is_placeholder(&v) {
            return self.read_heap_operand();
        }
        v
    }

    /// The value of the topmost heap operand, popped off `heap_operands`.
    #[cold]
    #[inline(never)]
    fn read_heap_operand(&mut self) -> Number {
        let a = self.heap_operands.pop().expect("heap operand");
        Number::from_bigint(self.heap.bigint(a))
    }

    /// `AApply` of `f` while heap operands stand on the evaluation stack
    /// (its arguments are not two small integers): the product of a big
    /// and a small integer on the heap's limbs; anything else on the
    /// values, as `arith_apply` would.
    #[cold]
    #[inline(never)]
    pub(super) fn apply_heap_operands(&mut self, f: Func) -> Result<(), Exc> {
        let at = self.astack.len() - f.arity();
        if f == Func::Mul {
            let k = match &self.astack[at..] {
                [p, Number::Int(k)] | [Number::Int(k), p] if is_placeholder(p) => Some(*k),
                _ => None,
            };
            if let Some(k) = k {
                let a = *self.heap_operands.last().expect("heap operand");
                // Past the integer bound the library gives the error.
                let bits = self.heap.bigint_limbs(a) as u64 * 64 + 64;
                if bits <= crate::arith::max_int_bits() {
                    self.heap_operands.pop();
                    self.astack.truncate(at);
                    let product = self.heap.big_times_small(a, k);
                    self.push_cell_value(product);
                    return Ok(());
                }
            }
        }
        // The arguments' values (the topmost placeholders are theirs).
        for i in (at..self.astack.len()).rev() {
            if is_placeholder(&self.astack[i]) {
                self.astack[i] = self.read_heap_operand();
            }
        }
        self.apply_on_stack(f, at)
    }

    /// Function `f` of the values from `at` to the top of the evaluation
    /// stack replaces them (the general path of `AApply`).
    pub(super) fn apply_on_stack(&mut self, f: Func, at: usize) -> Result<(), Exc> {
        let r = match crate::arith::apply(f, &self.astack[at..], &mut self.arith) {
            Ok(v) => Ok(v),
            Err(ArithError::Interrupted) => self.apply_interrupted_at(f, at),
            Err(e) => Err(self.arith_error(f, e)),
        };
        self.astack.truncate(at);
        match r {
            Ok(v) => {
                self.astack.push(v);
                Ok(())
            }
            Err(e) => Err(self.abandon_expression(e)),
        }
    }

    /// Pushes an integer cell computed on the heap: a big one stays there.
    fn push_cell_value(&mut self, c: Cell) {
        match c {
            Cell::Big(a) => {
                self.heap_operands.push(a);
                self.astack.push(Number::Big(BigInt::ZERO));
            }
            Cell::Int(i) => self.astack.push(Number::Int(i)),
            other => unreachable!("an integer cell: {other:?}"),
        }
    }

    /// `AApply` of `f` to the stack's entries from `at`, interrupted: heap
    /// operands deeper on the stack are read first, since handling the
    /// interrupt may run goals and so move the heap.
    #[cold]
    #[inline(never)]
    pub(super) fn apply_interrupted_at(&mut self, f: Func, at: usize) -> Result<Number, Exc> {
        let args = self.astack[at..].to_vec();
        self.read_all_heap_operands();
        self.apply_interrupted(f, args)
    }

    /// Turns every heap operand on the evaluation stack into its value
    /// (before handling an interrupt, which may move the heap).
    #[cold]
    #[inline(never)]
    fn read_all_heap_operands(&mut self) {
        for i in (0..self.astack.len()).rev() {
            if self.heap_operands.is_empty() {
                break;
            }
            if is_placeholder(&self.astack[i]) {
                self.astack[i] = self.read_heap_operand();
            }
        }
    }
}
