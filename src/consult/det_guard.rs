//! The determinism guard `$/0` in a clause body (SWI-Prolog 8.5 and
//! later): a cut after which the rest of the body must succeed
//! deterministically. `H :- G1, $, G2.` loads as
//!
//! ```prolog
//! H :- G1, !,
//!      (   '$choice_count'(C0), G2, '$choice_count'(C1),
//!          (   C1 =:= C0 -> !
//!          ;   throw(error(determinism_error(N/A, det, nondet, guard_in_caller), _))
//!          )
//!      ;   throw(error(determinism_error(N/A, det, fail, guard), _))
//!      ).
//! ```
//!
//! so that G2 stays compiled code (a meta-call of it cost twenty times
//! more); the last `!` removes the failure branch once G2 has exited
//! deterministically. Unlike SWI-Prolog's, the last call of G2 is then no
//! longer a last call, and a nondeterministic exit names the clause's
//! predicate rather than the goal that left the choicepoint. Only a `$` of
//! the body's top-level conjunction is a guard; elsewhere `$/0` is a goal
//! that succeeds.

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
            let guarded = self.guarded_rest(rest, name, arity);
            goals.push(guarded);
        }
        let body = self.goal_conjunction(&goals).expect("a cut at least");
        self.heap.compound(atoms::NECK, &[head, body])
    }

    /// The rest of a body after `$`, checked (see the module comment).
    fn guarded_rest(&mut self, rest: Cell, name: crate::term::Atom, arity: u32) -> Cell {
        let choice_count = self.atoms.intern("$choice_count");
        let (c0, c1) = (self.heap.new_var(), self.heap.new_var());
        let count0 = self.heap.compound(choice_count, &[c0]);
        let count1 = self.heap.compound(choice_count, &[c1]);
        let same = self.heap.compound(atoms::ARITH_EQ, &[c1, c0]);
        let nondet = self.determinism_error(name, arity, "nondet", "guard_in_caller");
        let fail = self.determinism_error(name, arity, "fail", "guard");
        let check = self.heap.compound(atoms::ARROW, &[same, Cell::Atom(atoms::CUT)]);
        let check = self.heap.compound(atoms::SEMICOLON, &[check, nondet]);
        let run = self.goal_conjunction(&[count0, rest, count1, check]).expect("goals");
        self.heap.compound(atoms::SEMICOLON, &[run, fail])
    }

    /// `throw(error(determinism_error(Name/Arity, det, Found, Kind), _))`.
    fn determinism_error(&mut self, name: crate::term::Atom, arity: u32, found: &str, kind: &str) -> Cell {
        let pi = self.heap.compound(atoms::SLASH, &[Cell::Atom(name), Cell::Int(arity as i64)]);
        let (functor, det) = (self.atoms.intern("determinism_error"), self.atoms.intern("det"));
        let (found, kind) = (self.atoms.intern(found), self.atoms.intern(kind));
        let formal = self.heap.compound(functor, &[pi, Cell::Atom(det), Cell::Atom(found), Cell::Atom(kind)]);
        let context = self.heap.new_var();
        let error = self.heap.compound(atoms::ERROR, &[formal, context]);
        let throw = self.atoms.intern("throw");
        self.heap.compound(throw, &[error])
    }

    /// `G1, (G2, ...)`, or None for no goals.
    fn goal_conjunction(&mut self, goals: &[Cell]) -> Option<Cell> {
        let (&last, init) = goals.split_last()?;
        Some(init.iter().rev().fold(last, |acc, &g| self.heap.compound(atoms::COMMA, &[g, acc])))
    }
}
