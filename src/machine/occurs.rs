//! The `occurs_check` flag. With the flag `true` or `error`, binding a
//! variable to a compound queues a check, run with the attributed-variable
//! wakeup (before the next call, proceed, or after the builtin that bound
//! it), so that a head unification is checked once it is complete: a
//! binding that made the variable part of its own value fails, or raises
//! `occurs_check(Var, Term)`. With the flag `false` (the default, as in
//! SWI-Prolog) unification makes rational trees and nothing is queued.
//!
//! A queued check rides in the wakeup list as `(Raw(OCCURS_MARK), Ref(var))`,
//! an entry no attribute list can look like.

use super::flags::OccursCheck;
use super::{Exc, Machine};
use crate::term::cycles::{node, Visited};
use crate::term::{Addr, Cell};

const OCCURS_MARK: u64 = u64::MAX - 0x0cc0;

fn is_occurs_entry(attrs: Cell) -> bool {
    matches!(attrs, Cell::Raw(OCCURS_MARK))
}

impl Machine {
    /// Queues the check of the binding of the variable at `var`.
    pub(super) fn queue_occurs_check(&mut self, var: Addr) {
        self.wake.push((Cell::Raw(OCCURS_MARK), Cell::Ref(var)));
    }

    /// Runs the queued checks, leaving the real wakeups in the list: false
    /// when a binding made a cyclic term and the flag says to fail; the
    /// `occurs_check` error when it says so.
    pub(super) fn check_occurs_queue(&mut self) -> Result<bool, Exc> {
        if !self.wake.iter().any(|&(attrs, _)| is_occurs_entry(attrs)) {
            return Ok(true);
        }
        let entries = std::mem::take(&mut self.wake);
        let mut cyclic = None;
        for &(attrs, var) in &entries {
            if let (true, Cell::Ref(a)) = (is_occurs_entry(attrs), var) {
                if cyclic.is_none() && self.binding_reaches_itself(a) {
                    cyclic = Some(a);
                }
            } else {
                self.wake.push((attrs, var));
            }
        }
        let Some(a) = cyclic else {
            return Ok(true);
        };
        self.wake.clear();
        if self.flags.occurs_check == OccursCheck::Error {
            // The ball shows the variable unbound in its would-be value:
            // occurs_check(X, f(X)). Backtracking to the catch undoes the
            // binding for good.
            let value = self.heap.get(a);
            self.heap.set(a, Cell::Ref(a));
            let name = self.atoms.intern("occurs_check");
            let formal = self.heap.compound(name, &[Cell::Ref(a), value]);
            let ball = self.heap.new_var();
            let err = self.heap.compound(crate::term::atoms::ERROR, &[formal, ball]);
            return Err(Exc::Throw(err));
        }
        Ok(false)
    }

    /// Whether the value bound to the variable at `var` leads back to it.
    fn binding_reaches_itself(&self, var: Addr) -> bool {
        let mut work = vec![self.heap.get(var)];
        let mut nodes = Visited::default();
        while let Some(mut c) = work.pop() {
            // Follow reference chains a link at a time: any link may be `var`.
            while let Cell::Ref(x) | Cell::Attv(x) = c {
                if x == var {
                    return true;
                }
                let next = self.heap.get(x);
                if next.same(c) {
                    break;
                }
                c = next;
            }
            if node(c).is_some_and(|n| nodes.first_visit(n)) {
                let (_, n) = self.heap.functor_of(c).expect("compound");
                for i in 0..n {
                    work.push(self.heap.arg(c, i));
                }
            }
        }
        false
    }
}
