//! Head unification in the dispatch loop (`run.rs`): the `Get*` and
//! `Unify*` instructions, which match a clause head's arguments in the
//! argument registers (read mode) or build the parts that are unbound
//! there (write mode). Each answers whether it unified, and the loop goes
//! on with the next instruction or backtracks. All in line into the loop,
//! where they were its arms: the hot ones keep their registers.

use super::Machine;
use crate::machine::instr::{MovePair, PairOps, Reg};
use crate::term::{Atom, Cell};

impl Machine {
    /// `GetVar2`: two register copies out of the argument registers.
    #[inline(always)]
    pub(super) fn get_var2(&mut self, pair: MovePair) {
        let (r, a) = pair.first();
        let v = self.arg_reg(a);
        self.set_reg(r, v);
        let (r, a) = pair.second();
        let v = self.arg_reg(a);
        self.set_reg(r, v);
    }

    /// `GetVal`: register `r` against argument register `a`.
    #[inline(always)]
    pub(super) fn get_val(&mut self, r: Reg, a: u32) -> bool {
        let (u, v) = (self.reg(r), self.arg_reg(a));
        self.unify(u, v)
    }

    /// `GetBlob`: argument register `a` against a string or big integer.
    #[inline(always)]
    pub(super) fn get_blob(&mut self, k: u32, a: u32) -> bool {
        let c = self.blob_cell(k);
        let v = self.arg_reg(a);
        self.unify(c, v)
    }

    /// `GetList`: argument register `a` is a list cell, read from S on, or
    /// unbound and bound to a new one, written from S on.
    #[inline(always)]
    pub(super) fn get_list(&mut self, a: u32) -> bool {
        match self.heap.deref(self.arg_reg(a)) {
            Cell::Lis(p) => {
                self.s = p;
                self.write_mode = false;
            }
            d @ (Cell::Ref(_) | Cell::Attv(_)) => {
                let p = self.heap.push_pair_of_vars();
                self.bind(d, Cell::Lis(p));
                self.s = p;
                self.write_mode = true;
            }
            _ => return false,
        }
        true
    }

    /// `GetListArgs`: `GetList` with its head and tail operands fused in.
    #[inline(always)]
    pub(super) fn get_list_args(&mut self, a: u32, ops: PairOps) -> bool {
        let (head, tail) = (ops.first(), ops.second());
        match self.heap.deref(self.arg_reg(a)) {
            Cell::Lis(p) => self.unify_op_read(head, p) && self.unify_op_read(tail, p + 1),
            d @ (Cell::Ref(_) | Cell::Attv(_)) => {
                let p = self.pair_cells_write(head, tail);
                self.bind(d, Cell::Lis(p));
                true
            }
            _ => false,
        }
    }

    /// `GetStruct2`: a binary structure `f(_, _)` with its two argument
    /// operands fused in.
    #[inline(always)]
    pub(super) fn get_struct2(&mut self, f: Atom, a: u32, ops: PairOps) -> bool {
        match self.heap.deref(self.arg_reg(a)) {
            Cell::Str(p) => {
                match self.heap.get(p) {
                    Cell::Fun(g, 2) if g == f => {}
                    _ => return false,
                }
                self.unify_op_read(ops.first(), p + 1) && self.unify_op_read(ops.second(), p + 2)
            }
            d @ (Cell::Ref(_) | Cell::Attv(_)) => {
                let p = self.heap.push(Cell::Fun(f, 2));
                self.pair_cells_write(ops.first(), ops.second());
                self.bind(d, Cell::Str(p));
                true
            }
            _ => false,
        }
    }

    /// `GetStruct`: argument register `a` is a structure `f/n`, its
    /// arguments read from S on, or unbound and bound to a new one of
    /// fresh variables, written from S on.
    #[inline(always)]
    pub(super) fn get_struct(&mut self, f: Atom, n: u32, a: u32) -> bool {
        match self.heap.deref(self.arg_reg(a)) {
            Cell::Str(p) => {
                match self.heap.get(p) {
                    Cell::Fun(g, m) if g == f && m == n => {}
                    _ => return false,
                }
                self.s = p + 1;
                self.write_mode = false;
            }
            d @ (Cell::Ref(_) | Cell::Attv(_)) => {
                let p = self.heap.push_struct_of_vars(f, n);
                self.bind(d, Cell::Str(p));
                self.s = p + 1;
                self.write_mode = true;
            }
            _ => return false,
        }
        true
    }

    /// `UnifyVar`: register `r` gets the argument at S. In write mode the
    /// cell is a fresh variable already.
    #[inline(always)]
    pub(super) fn unify_var(&mut self, r: Reg) {
        let c = self.heap.get(self.s);
        self.set_reg(r, c);
        self.s += 1;
    }

    /// `UnifyVal`: the argument at S is register `r` (write mode) or
    /// unifies with it (read mode).
    #[inline(always)]
    pub(super) fn unify_val(&mut self, r: Reg) -> bool {
        let v = self.reg(r);
        self.unify_next_cell(v)
    }

    /// `UnifyBlob`: `UnifyVal` of a string or big integer.
    #[inline(always)]
    pub(super) fn unify_blob(&mut self, k: u32) -> bool {
        let c = self.blob_cell(k);
        self.unify_next_cell(c)
    }

    /// The argument at S is `c` (write mode) or unifies with it (read mode).
    #[inline(always)]
    fn unify_next_cell(&mut self, c: Cell) -> bool {
        if self.write_mode {
            self.heap.set(self.s, c);
        } else {
            let h = self.heap.get(self.s);
            if !self.unify(c, h) {
                return false;
            }
        }
        self.s += 1;
        true
    }
}
