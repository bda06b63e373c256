//! How the dispatch loop's instructions reach their operands: the X and Y
//! registers, the fused unify operands of list and binary-structure
//! instructions, and constants matched against argument registers or
//! subterms. All in line into the loop (`run.rs`).

use super::{Machine, FRAME_HEADER};
use crate::machine::instr::{Reg, UnifyOp};
use crate::term::Cell;

// The dispatch loop (`run.rs`) reads instructions and X registers without bounds
// checks (in nrev, 7% of the instructions and 12% of the time went to
// them). What makes that sound is checked once, where code enters the area
// (`Machine::place_code`, code_gc.rs): a clause's code jumps only inside
// itself and ends with an instruction that does not fall through, so the
// loop only reaches addresses inside the area, which never shortens; and
// the register file is grown past every X register placed code names, and
// never shrinks. Instructions come only from the code area, so the
// registers they name are in the file.
impl Machine {
    /// Register `r` of an instruction in the code area.
    /// The two kinds choose a place, and the cell is read from it once:
    /// choosing between two cells read first joined them in a stack slot,
    /// a store and a load on every register move.
    #[inline(always)]
    pub(crate) fn reg(&self, r: Reg) -> Cell {
        let place = match r {
            // SAFETY: as for arg_reg.
            Reg::X(i) => unsafe { self.x.get_unchecked(i as usize) },
            Reg::Y(i) => &self.stack[(self.e + FRAME_HEADER + i) as usize],
        };
        *place
    }

    /// Sets register `r` of an instruction in the code area.
    #[inline(always)]
    pub(crate) fn set_reg(&mut self, r: Reg, c: Cell) {
        match r {
            Reg::X(i) => self.set_arg_reg(i, c),
            Reg::Y(i) => self.stack[(self.e + FRAME_HEADER + i) as usize] = c,
        }
    }

    /// X register `i` named by an instruction in the code area.
    #[inline(always)]
    pub(super) fn arg_reg(&self, i: u32) -> Cell {
        debug_assert!((i as usize) < self.x.len(), "X{i} is not in the register file");
        // SAFETY: place_code grew the register file past every X register
        // of placed code (see the note above this impl).
        unsafe { *self.x.get_unchecked(i as usize) }
    }

    /// Sets X register `i` named by an instruction in the code area.
    #[inline(always)]
    pub(super) fn set_arg_reg(&mut self, i: u32, c: Cell) {
        debug_assert!((i as usize) < self.x.len(), "X{i} is not in the register file");
        // SAFETY: as for arg_reg.
        unsafe { *self.x.get_unchecked_mut(i as usize) = c }
    }

    /// A fused `unify_variable`/`unify_value` in read mode, on heap cell `p`.
    #[inline(always)]
    pub(super) fn unify_op_read(&mut self, op: UnifyOp, p: u32) -> bool {
        let c = self.heap.get(p);
        if op.is_value() {
            let v = self.reg(op.reg());
            self.unify(v, c)
        } else {
            self.set_reg(op.reg(), c);
            true
        }
    }

    /// Two new argument cells (a list cell, or a binary structure's
    /// arguments) that the fused unify operands make in write mode: a
    /// variable operand gets a fresh variable, a value operand's register
    /// is stored. Returns the first cell's address.
    #[inline(always)]
    pub(super) fn pair_cells_write(&mut self, head: UnifyOp, tail: UnifyOp) -> u32 {
        let p = self.heap.top();
        let h = if head.is_value() { self.reg(head.reg()) } else { Cell::Ref(p) };
        if !head.is_value() {
            // Before the tail is read: `[X|X]` first met here.
            self.set_reg(head.reg(), h);
        }
        let t = if tail.is_value() { self.reg(tail.reg()) } else { Cell::Ref(p + 1) };
        if !tail.is_value() {
            self.set_reg(tail.reg(), t);
        }
        self.heap.push2(h, t);
        p
    }

    /// get_atom/get_integer/get_float: argument register `a` against constant `c`.
    #[inline(always)]
    pub(super) fn get_const(&mut self, c: Cell, a: u32) -> bool {
        let d = self.heap.deref(self.arg_reg(a));
        self.match_const(d, c)
    }

    /// unify_atom/unify_integer/unify_float: the next argument of the
    /// structure at S is written (write mode) or matched (read mode).
    #[inline(always)]
    pub(super) fn unify_next_const(&mut self, c: Cell) -> bool {
        if self.write_mode {
            self.heap.set(self.s, c);
        } else {
            let d = self.heap.deref(self.heap.get(self.s));
            if !self.match_const(d, c) {
                return false;
            }
        }
        self.s += 1;
        true
    }

    #[inline(always)]
    pub(super) fn match_const(&mut self, d: Cell, c: Cell) -> bool {
        match d {
            Cell::Ref(_) | Cell::Attv(_) => {
                self.bind(d, c);
                true
            }
            _ => d.same(c),
        }
    }

    /// Materialises a constant-pool blob (big integer or string) on the heap.
    pub fn blob_cell(&mut self, k: u32) -> Cell {
        self.blobs.to_heap(k, &mut self.heap)
    }
}
