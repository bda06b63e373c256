//! The determinism guard `$/0` in a clause body (SWI-Prolog 8.5 and
//! later): a cut after which the rest of the body must succeed
//! deterministically. `H :- G1, $, G2.` loads as
//!
//! ```prolog
//! H :- G1, !, '$det_guard_enter'(W, M:N/A, M:LN/LA),
//!      (   G2, '$det_guard_nondet'(W)
//!      ;   '$det_guard_fail'(W)
//!      ).
//! ```
//!
//! which the compiler turns into the guard's instructions
//! (`machine/det_guard.rs`: the check that G2 left no choicepoint, a
//! failure branch, and G2's last call kept a last call when an enclosing
//! guard answers for it, so that a recursion through `$` runs in constant
//! stack). `LN/LA` is G2's last goal's indicator: the reports of
//! `stdlib/det.pl` name the predicate that breaks the promise from it
//! (SWI-Prolog's `guard_in_caller` when that is a user predicate the last
//! goal reaches, `guard` with the clause's own N/A otherwise). Only a `$`
//! of the body's top-level conjunction is a guard; elsewhere `$/0` is a
//! goal that succeeds.

use crate::compile::body::{DET_GUARD_ENTER, DET_GUARD_FAIL, DET_GUARD_NONDET};
use crate::machine::Machine;
use crate::term::{atoms, Cell};

impl Machine {
    /// The clause with its first top-level `$` guard rewritten (see the
    /// module comment); the clause itself when its body has none.
    pub(crate) fn rewrite_det_guard(&mut self, clause: Cell) -> Cell {
        let c = self.heap.deref(clause);
        if !matches!(self.heap.functor_of(c), Some((atoms::NECK, 2))) {
            return clause;
        }
        let Some(dollar) = self.atoms.lookup("$") else { return clause };
        let (head, body) = (self.heap.arg(c, 0), self.heap.arg(c, 1));
        let mut goals = Vec::new();
        let mut rest = body;
        loop {
            let g = self.heap.deref(rest);
            match self.heap.functor_of(g) {
                Some((atoms::COMMA, 2)) => {
                    goals.push(self.heap.arg(g, 0));
                    rest = self.heap.arg(g, 1);
                }
                _ => {
                    goals.push(g);
                    break;
                }
            }
        }
        let Some(at) = goals.iter().position(|&g| matches!(self.heap.deref(g), Cell::Atom(a) if a == dollar)) else {
            return clause;
        };
        let Some((name, arity)) = self.heap.functor_of(self.heap.deref(head)) else { return clause };
        let after: Vec<Cell> = goals.split_off(at + 1);
        goals[at] = Cell::Atom(atoms::CUT);
        if let Some(&last) = after.last() {
            let guarded = self.guarded_rest(after, last, name, arity);
            goals.push(guarded);
        }
        let body = self.goal_conjunction(&goals).expect("a cut at least");
        self.heap.compound(atoms::NECK, &[head, body])
    }

    /// The rest of a body after `$`, checked (see the module comment).
    fn guarded_rest(&mut self, mut rest: Vec<Cell>, last: Cell, name: crate::term::Atom, arity: u32) -> Cell {
        let word = self.heap.new_var();
        let module = Cell::Atom(self.source_module());
        let pi = self.heap.compound(atoms::SLASH, &[Cell::Atom(name), Cell::Int(arity as i64)]);
        let clause = self.heap.compound(atoms::COLON, &[module, pi]);
        // Only the last goal's indicator: the goal itself would keep its
        // variables alive (in the environment) across the guarded calls.
        let last = match self.heap.functor_of(self.heap.deref(last)) {
            Some((name, arity)) => {
                let pi = self.heap.compound(atoms::SLASH, &[Cell::Atom(name), Cell::Int(arity as i64)]);
                self.heap.compound(atoms::COLON, &[module, pi])
            }
            None => Cell::Atom(self.atoms.intern("none")),
        };
        let enter = self.atoms.intern(DET_GUARD_ENTER);
        let enter = self.heap.compound(enter, &[word, clause, last]);
        let (nondet, fail) = (self.atoms.intern(DET_GUARD_NONDET), self.atoms.intern(DET_GUARD_FAIL));
        let nondet = self.heap.compound(nondet, &[word]);
        let fail = self.heap.compound(fail, &[word]);
        // One flat conjunction: the compiler finds the rest's last goal
        // just before the report.
        rest.push(nondet);
        let run = self.goal_conjunction(&rest).expect("goals");
        let branches = self.heap.compound(atoms::SEMICOLON, &[run, fail]);
        self.heap.compound(atoms::COMMA, &[enter, branches])
    }

    /// `G1, (G2, ...)`, or None for no goals.
    fn goal_conjunction(&mut self, goals: &[Cell]) -> Option<Cell> {
        let (&last, init) = goals.split_last()?;
        Some(init.iter().rev().fold(last, |acc, &g| self.heap.compound(atoms::COMMA, &[g, acc])))
    }
}
