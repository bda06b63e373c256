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

use super::Machine;
use crate::term::{atoms, Cell};

/// Compounds functor/3 builds in the fast path have at most this many
/// arguments; larger ones (and the limits' errors) take the builtin.
const FAST_FUNCTOR_ARITY: i64 = 64;

impl Machine {
    /// Whether a fast path may run: no tracer, no wakeup pending (a call
    /// runs pending wakeups first), and the inference that the call counts
    /// does not fall on a poll.
    #[inline(always)]
    fn fast_call_allowed(&self) -> bool {
        !self.debug_mode && self.wake.is_empty() && (self.inferences + 1) & 0xFFF != 0
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

    /// `arg(N, T, A)` with N a small integer and T a compound.
    #[inline(never)]
    pub(super) fn arg_fast(&mut self) -> Option<bool> {
        if !self.fast_call_allowed() {
            return None;
        }
        let (n, t) = (self.heap.deref(self.x[0]), self.heap.deref(self.x[1]));
        let Cell::Int(n) = n else { return None };
        let (first, arity) = match t {
            Cell::Str(s) => match self.heap.get(s) {
                Cell::Fun(_, arity) => (s + 1, arity),
                _ => return None,
            },
            Cell::Lis(l) => (l, 2),
            _ => return None,
        };
        self.inferences += 1;
        if n < 1 || n > arity as i64 {
            // Out of range fails (n < 0 is a domain error: the builtin's).
            return if n < 0 { None } else { Some(false) };
        }
        let a = self.heap.get(first + n as u32 - 1);
        let x2 = self.x[2];
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
                let (f, n) = self.heap.functor_of(t)?;
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
                let c = if f == atoms::DOT && n == 2 {
                    let a = self.heap.top();
                    self.heap.push2(Cell::Ref(a), Cell::Ref(a + 1));
                    Cell::Lis(a)
                } else {
                    let a = self.heap.push(Cell::Fun(f, n as u32));
                    for i in 1..=n as u32 {
                        self.heap.push(Cell::Ref(a + i));
                    }
                    Cell::Str(a)
                };
                self.bind(t, c);
                Some(true)
            }
            _ => None,
        }
    }
}
