//! A clause body's own work in the dispatch loop (`run.rs`), between its
//! calls: the environment frame (`Allocate`, `Deallocate`) and the `Put*`
//! instructions that load a call's argument registers, building the
//! lists and structures they pass. None of them fails. All in line into
//! the loop, where they were its arms.

use super::{Machine, FRAME_HEADER};
use crate::machine::instr::{MovePair, PairOps, Reg};
use crate::term::{Atom, Cell};

impl Machine {
    /// `Allocate`: a new environment frame of `n` permanent variables on
    /// top of the stack, which saves the continuation.
    #[inline(always)]
    pub(super) fn allocate(&mut self, n: u32) {
        let new_e = self.env_top();
        let end = (new_e + FRAME_HEADER + n) as usize;
        let header = [Cell::Raw(self.e as u64), Cell::Raw(self.cp as u64), Cell::Raw(n as u64)];
        self.stack.truncate(new_e as usize);
        // The header in one copy (one capacity check rather than three);
        // the permanent variables start as integers, not stale cells,
        // because the collector reads every slot of a frame.
        self.stack.extend_from_slice(&header);
        self.stack.resize(end, Cell::Int(0));
        self.e = new_e;
    }

    /// `Deallocate` (and the first half of `DeallocExecute`): the
    /// continuation and frame that the current frame saved come back.
    #[inline(always)]
    pub(super) fn deallocate(&mut self) {
        let e = self.e as usize;
        let (Cell::Raw(ce), Cell::Raw(cp)) = (self.stack[e], self.stack[e + 1]) else { unreachable!("corrupt frame") };
        self.cp = cp as u32;
        self.e = ce as u32;
    }

    /// `PutVar`: a fresh variable in register `r` and argument register `a`.
    #[inline(always)]
    pub(super) fn put_var(&mut self, r: Reg, a: u32) {
        let v = self.heap.new_var();
        self.set_reg(r, v);
        self.set_arg_reg(a, v);
    }

    /// `PutVal2`: two register copies into the argument registers.
    #[inline(always)]
    pub(super) fn put_val2(&mut self, pair: MovePair) {
        let (r, a) = pair.first();
        self.set_arg_reg(a, self.reg(r));
        let (r, a) = pair.second();
        self.set_arg_reg(a, self.reg(r));
    }

    /// `PutVoid`: a fresh variable in argument register `a` only.
    #[inline(always)]
    pub(super) fn put_void(&mut self, a: u32) {
        let v = self.heap.new_var();
        self.set_arg_reg(a, v);
    }

    /// `PutBlob`: a string or big integer in argument register `a`.
    #[inline(always)]
    pub(super) fn put_blob(&mut self, k: u32, a: u32) {
        let c = self.blob_cell(k);
        self.set_arg_reg(a, c);
    }

    /// `PutList`: a new list cell of fresh variables in argument register
    /// `a`, its head and tail written from S on.
    #[inline(always)]
    pub(super) fn put_list(&mut self, a: u32) {
        let p = self.heap.push_pair_of_vars();
        self.set_arg_reg(a, Cell::Lis(p));
        self.s = p;
        self.write_mode = true;
    }

    /// `PutListArgs`: `PutList` with its head and tail operands fused in.
    #[inline(always)]
    pub(super) fn put_list_args(&mut self, a: u32, ops: PairOps) {
        let (head, tail) = (ops.first(), ops.second());
        let p = self.pair_cells_write(head, tail);
        self.set_arg_reg(a, Cell::Lis(p));
    }

    /// `PutStruct2`: a new binary structure `f(_, _)` with its two argument
    /// operands fused in.
    #[inline(always)]
    pub(super) fn put_struct2(&mut self, f: Atom, a: u32, ops: PairOps) {
        let p = self.heap.push(Cell::Fun(f, 2));
        self.pair_cells_write(ops.first(), ops.second());
        self.set_arg_reg(a, Cell::Str(p));
    }

    /// `PutStruct`: a new structure `f/n` of fresh variables in argument
    /// register `a`, its arguments written from S on.
    #[inline(always)]
    pub(super) fn put_struct(&mut self, f: Atom, n: u32, a: u32) {
        let p = self.heap.push_struct_of_vars(f, n);
        self.set_arg_reg(a, Cell::Str(p));
        self.s = p + 1;
        self.write_mode = true;
    }
}
