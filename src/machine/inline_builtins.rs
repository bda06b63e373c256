//! The frequent cases of three builtins, done in the dispatch loop: `=/2`,
//! `functor/3` and `arg/3` (the term-walking builtins of rewriters and
//! term copiers, called hundreds of thousands of times a second).
//!
//! The compiler emits `CallUnify`, `CallFunctor` and `CallArg` where it
//! would emit `CallBuiltin` or `CallNondet` for these builtins (only for
//! clauses compiled with the tracer off, as for inline arithmetic). Each
//! fast path here answers `Some(unified)` for a case it settles and `None`
//! for everything else (unbound or wrong-typed arguments, errors, an
//! enumerating arg/3, the tracer on, a pending wakeup, an interrupt poll
//! due), which then takes the builtin's ordinary call: same answers, same
//! errors, same choicepoints. A fast call counts one inference, as the
//! ordinary call does; the poll every 4096 inferences is left to the
//! ordinary call, which makes it.

use super::instr::RegOps;
use super::Machine;
use crate::term::{atoms, Addr, Atom, Cell};

/// Compounds functor/3 builds in the fast path have at most this many
/// arguments; larger ones (and the limits' errors) take the builtin.
const FAST_FUNCTOR_ARITY: i64 = 64;

impl Machine {
    /// Whether a fast path may run: no tracer, no wakeup pending (a call
    /// runs pending wakeups first), and the inference that the call counts
    /// does not fall on a poll.
    #[inline(always)]
    fn fast_call_allowed(&self) -> bool {
        !self.debug_mode && self.wake.is_empty() && self.inferences + 1 < self.poll_at
    }

    /// Unifies `value` (a heap cell, not dereferenced) with `answer`, an
    /// argument register that is most often a fresh unbound variable: that
    /// case binds at once unless `value` is an attributed variable; anything
    /// else is the unifier's.
    #[inline(always)]
    fn unify_answer(&mut self, value: Cell, answer: Cell) -> bool {
        if let Cell::Ref(v) = answer {
            if matches!(self.heap.get(v), Cell::Ref(w) if w == v) {
                let value = self.heap.deref(value);
                match value {
                    // Two plain variables: the younger is bound to the older,
                    // as the unifier does.
                    Cell::Ref(w) if w < v => self.bind(answer, value),
                    Cell::Ref(w) if w > v => self.bind(value, answer),
                    Cell::Ref(_) => {}
                    Cell::Attv(_) => return self.unify(value, answer),
                    _ => self.bind(answer, value),
                }
                return true;
            }
        }
        self.unify(value, answer)
    }

    /// `=/2` on the argument registers.
    #[inline(never)]
    pub(super) fn unify_fast(&mut self) -> Option<bool> {
        if !self.fast_call_allowed() {
            return None;
        }
        self.inferences += 1;
        let (a, b) = (self.x[0], self.x[1]);
        Some(self.unify(a, b))
    }

    /// The address of the argument that `arg(N, T, _)` selects, N and T as
    /// the call has them: Some(Some(address)) for a small integer index into
    /// a compound, Some(None) for an index out of range (the call fails),
    /// None for anything else (a negative index is the builtin's domain
    /// error). An address rather than the cell: a 16-byte cell inside the
    /// two options went through the stack.
    #[inline(always)]
    fn selected_arg(&self, n: Cell, t: Cell) -> Option<Option<Addr>> {
        let Cell::Int(n) = self.heap.deref(n) else { return None };
        let (first, arity) = match self.heap.deref(t) {
            Cell::Str(s) => match self.heap.get(s) {
                Cell::Fun(_, arity) => (s + 1, arity),
                _ => return None,
            },
            Cell::Lis(l) => (l, 2),
            _ => return None,
        };
        match n {
            _ if n < 0 => None,
            _ if n < 1 || n > arity as i64 => Some(None),
            _ => Some(Some(first + n as u32 - 1)),
        }
    }

    /// A new compound `f(_, ..., _)` of `n` (1 to [`FAST_FUNCTOR_ARITY`])
    /// fresh variables, a list cell for `'.'/2`.
    #[inline(always)]
    fn compound_of_vars(&mut self, f: Atom, n: u32) -> Cell {
        if f == atoms::DOT && n == 2 {
            Cell::Lis(self.heap.push_pair_of_vars())
        } else {
            Cell::Str(self.heap.push_struct_of_vars(f, n))
        }
    }

    /// `arg(N, T, A)` with N a small integer and T a compound.
    #[inline(never)]
    pub(super) fn arg_fast(&mut self) -> Option<bool> {
        if !self.fast_call_allowed() {
            return None;
        }
        let selected = self.selected_arg(self.x[0], self.x[1])?;
        self.inferences += 1;
        let Some(a) = selected else { return Some(false) };
        let (a, x2) = (self.heap.get(a), self.x[2]);
        Some(self.unify_answer(a, x2))
    }

    /// `functor(T, F, N)` with T a compound, or T an unbound plain variable
    /// and F an atom and N a small positive integer.
    #[inline(never)]
    pub(super) fn functor_fast(&mut self) -> Option<bool> {
        if !self.fast_call_allowed() {
            return None;
        }
        let t = self.heap.deref(self.x[0]);
        match t {
            Cell::Str(_) | Cell::Lis(_) => {
                // `f()` (arity 0) is functor/3's domain error: the builtin's.
                let (f, n) = self.heap.functor_of(t).filter(|&(_, n)| n > 0)?;
                self.inferences += 1;
                let (x1, x2) = (self.x[1], self.x[2]);
                Some(self.unify_answer(Cell::Atom(f), x1) && self.unify_answer(Cell::Int(n as i64), x2))
            }
            Cell::Ref(_) => {
                let (name, arity) = (self.heap.deref(self.x[1]), self.heap.deref(self.x[2]));
                let (Cell::Atom(f), Cell::Int(n)) = (name, arity) else { return None };
                if !(1..=FAST_FUNCTOR_ARITY).contains(&n) {
                    return None;
                }
                self.inferences += 1;
                let c = self.compound_of_vars(f, n as u32);
                self.bind(t, c);
                Some(true)
            }
            _ => None,
        }
    }

    /// `ArgIn`: `arg(N, T, A)` with N a small integer and T a compound,
    /// A a first occurrence whose register receives the argument cell
    /// itself. When the fast path does not settle the call, the argument
    /// registers are set up for arg/3's ordinary call, except with a
    /// wakeup pending: that runs first, and the instruction again.
    #[inline(never)]
    pub(super) fn arg_in(&mut self, ops: RegOps) -> Option<bool> {
        let selected =
            if self.fast_call_allowed() { self.selected_arg(self.reg(ops.get(0)), self.reg(ops.get(1))) } else { None };
        let Some(selected) = selected else {
            if self.wake.is_empty() {
                self.stage_in_place(ops, &[2]);
            }
            return None;
        };
        self.inferences += 1;
        let Some(a) = selected else { return Some(false) };
        self.set_reg(ops.get(2), self.heap.get(a));
        Some(true)
    }

    /// `FunctorOf`: `functor(T, F, N)` with F and N first occurrences and
    /// T a compound, an atom or a small integer.
    #[inline(never)]
    pub(super) fn functor_of_in(&mut self, ops: RegOps) -> Option<bool> {
        let t = self.heap.deref(self.reg(ops.get(0)));
        let answer = match t {
            Cell::Str(_) | Cell::Lis(_) => {
                self.heap.functor_of(t).filter(|&(_, n)| n > 0).map(|(f, n)| (Cell::Atom(f), n as i64))
            }
            Cell::Atom(_) | Cell::Int(_) => Some((t, 0)),
            _ => None,
        };
        match answer {
            Some((f, n)) if self.fast_call_allowed() => {
                self.inferences += 1;
                self.set_reg(ops.get(1), f);
                self.set_reg(ops.get(2), Cell::Int(n));
                Some(true)
            }
            _ => {
                self.stage_in_place(ops, &[1, 2]);
                None
            }
        }
    }

    /// `FunctorNew`: `functor(T, F, N)` with T a first occurrence, F an
    /// atom and N a small non-negative integer (0 makes T the atom).
    #[inline(never)]
    pub(super) fn functor_new_in(&mut self, ops: RegOps) -> Option<bool> {
        let (name, arity) = (self.heap.deref(self.reg(ops.get(1))), self.heap.deref(self.reg(ops.get(2))));
        match (name, arity) {
            (Cell::Atom(f), Cell::Int(n)) if (0..=FAST_FUNCTOR_ARITY).contains(&n) && self.fast_call_allowed() => {
                self.inferences += 1;
                let c = if n == 0 { name } else { self.compound_of_vars(f, n as u32) };
                self.set_reg(ops.get(0), c);
                Some(true)
            }
            _ => {
                self.stage_in_place(ops, &[0]);
                None
            }
        }
    }

    /// `UnifyRegs`: `=/2` of two registers.
    #[inline(never)]
    pub(super) fn unify_regs(&mut self, ops: RegOps) -> Option<bool> {
        let (a, b) = (self.reg(ops.get(0)), self.reg(ops.get(1)));
        if !self.fast_call_allowed() {
            self.x[0] = a;
            self.x[1] = b;
            return None;
        }
        self.inferences += 1;
        Some(self.unify(a, b))
    }

    /// Sets up the argument registers of a builtin done in place for its
    /// ordinary call: the operands in argument order, each answer register
    /// (`answers`, by argument position) given a fresh variable first
    /// (what the unfused `put_variable` would have made). Operands are read
    /// before any register is written: an operand may live in an argument
    /// register.
    #[cold]
    fn stage_in_place(&mut self, ops: RegOps, answers: &[usize]) {
        let mut args = ops.regs().map(|r| self.reg(r));
        for &i in answers {
            args[i] = self.heap.new_var();
            self.set_reg(ops.get(i), args[i]);
        }
        self.x[..3].copy_from_slice(&args);
    }
}
