//! The determinism guard `$/0` in a clause body (SWI-Prolog 8.5 and
//! later): a cut after which the rest of the body must succeed
//! deterministically. `H :- G1, $, G2.` loads as
//!
//! ```prolog
//! H :- G1, !,
//!      (   '$choice_count'(C0), G2, '$choice_count'(C1),
//!          (   C1 =:= C0 -> !
//!          ;   '$det_guard'(nondet, M:N/A, M:LN/LA, C0)
//!          )
//!      ;   '$det_guard'(fail, M:N/A, M:LN/LA, C0)
//!      ).
//! ```
//!
//! so that G2 stays compiled code (a meta-call of it cost twenty times
//! more); the last `!` removes the failure branch once G2 has exited
//! deterministically. `LN/LA` is G2's last goal's indicator: `'$det_guard'/4`
//! (`stdlib/det.pl`) names the predicate that breaks the promise from it
//! (SWI-Prolog's `guard_in_caller` when that is a user predicate the last
//! goal reaches, `guard` with the clause's own N/A otherwise). Unlike
//! SWI-Prolog's, the last call of G2 is then no longer a last call. Only a
//! `$` of the body's top-level conjunction is a guard; elsewhere `$/0` is a
//! goal that succeeds.

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
        if let Some(rest) = self.goal_conjunction(&after) {
            let last = *after.last().expect("a goal at least");
            let guarded = self.guarded_rest(rest, last, name, arity);
            goals.push(guarded);
        }
        let body = self.goal_conjunction(&goals).expect("a cut at least");
        self.heap.compound(atoms::NECK, &[head, body])
    }

    /// The rest of a body after `$`, checked (see the module comment).
    fn guarded_rest(&mut self, rest: Cell, last: Cell, name: crate::term::Atom, arity: u32) -> Cell {
        let choice_count = self.atoms.intern("$choice_count");
        let (c0, c1) = (self.heap.new_var(), self.heap.new_var());
        let count0 = self.heap.compound(choice_count, &[c0]);
        let count1 = self.heap.compound(choice_count, &[c1]);
        let same = self.heap.compound(atoms::ARITH_EQ, &[c1, c0]);
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
        let guard = self.atoms.intern("$det_guard");
        let (nondet, fail) = (self.atoms.intern("nondet"), self.atoms.intern("fail"));
        let nondet = self.heap.compound(guard, &[Cell::Atom(nondet), clause, last, c0]);
        let fail = self.heap.compound(guard, &[Cell::Atom(fail), clause, last, c0]);
        let check = self.heap.compound(atoms::ARROW, &[same, Cell::Atom(atoms::CUT)]);
        let check = self.heap.compound(atoms::SEMICOLON, &[check, nondet]);
        let run = self.goal_conjunction(&[count0, rest, count1, check]).expect("goals");
        self.heap.compound(atoms::SEMICOLON, &[run, fail])
    }

    /// `G1, (G2, ...)`, or None for no goals.
    fn goal_conjunction(&mut self, goals: &[Cell]) -> Option<Cell> {
        let (&last, init) = goals.split_last()?;
        Some(init.iter().rev().fold(last, |acc, &g| self.heap.compound(atoms::COMMA, &[g, acc])))
    }
}
