//! Unifications at the start of a body moved into the head, as
//! SWI-Prolog's `optimise_unify`: `a(A, B) :- A = [x|C], b(C, B).` is
//! compiled (and kept, as clause/2 and listing/1 show it) as
//! `a([x|C], B) :- b(C, B).`
//!
//! The translation of grammar rules writes every terminal at the start of
//! a rule that way (`S0 = [x|S1]`), so without the move a nonterminal's
//! clauses all have a variable where the list is and are tried one by
//! one; in the head, the list's first element is an argument the indexes
//! see (`arg_index.rs`), and the unification is head code instead of a
//! call.
//!
//! A goal `V = T` (or `T = V`) moves when V is a head argument that occurs
//! nowhere else in the head, not in T and not in the rest of the body:
//! then unifying the argument with T at the head is the same as unifying
//! it at the first goal. Goals move one after another while they qualify.
//! Not while the tracer is on, so that a clause consulted in debug mode
//! shows the goal's ports; and not in a clause of a predicate that is
//! dynamic when the clause comes, whose clause/2, retract/1
//! and listing/1 see it as written, as in SWI-Prolog (a clause that
//! creates its predicate by assert moves, as there).

use crate::machine::Machine;
use crate::term::{atoms, Atom, Cell};

impl Machine {
    /// `clause` with its leading head-argument unifications moved into the
    /// head; `clause` itself when none moves, or when its predicate (in
    /// `module`, where the clause goes) is dynamic already.
    pub(crate) fn move_head_unifications(&mut self, clause: Cell, module: Atom) -> Cell {
        let clause = self.heap.deref(clause);
        let Some((atoms::NECK, 2)) = self.heap.functor_of(clause) else { return clause };
        let head = self.heap.deref(self.heap.arg(clause, 0));
        let Some((name, arity)) = self.heap.functor_of(head) else { return clause };
        if arity == 0 || name == atoms::COLON && arity == 2 {
            return clause;
        }
        if self.lookup_in(module, name, arity).is_some_and(|p| self.preds[p as usize].dynamic) {
            return clause;
        }
        let mut args: Vec<Cell> = (0..arity).map(|i| self.heap.arg(head, i)).collect();
        let mut body = self.heap.deref(self.heap.arg(clause, 1));
        let mut moved = false;
        loop {
            let (first, rest) = match self.heap.functor_of(body) {
                Some((atoms::COMMA, 2)) => (self.heap.deref(self.heap.arg(body, 0)), self.heap.arg(body, 1)),
                _ => (body, Cell::Atom(atoms::TRUE)),
            };
            let Some((atoms::EQUALS, 2)) = self.heap.functor_of(first) else { break };
            let (l, r) = (self.heap.arg(first, 0), self.heap.arg(first, 1));
            let Some((i, value)) = self.movable(&args, l, r, rest).or_else(|| self.movable(&args, r, l, rest)) else {
                break;
            };
            args[i] = value;
            body = self.heap.deref(rest);
            moved = true;
        }
        if !moved {
            return clause;
        }
        let head = self.heap.compound(name, &args);
        self.heap.compound(atoms::NECK, &[head, body])
    }

    /// When `var = value` can move into the head: the argument position of
    /// `var` and the value that takes its place.
    fn movable(&self, args: &[Cell], var: Cell, value: Cell, rest: Cell) -> Option<(usize, Cell)> {
        let Cell::Ref(v) = self.heap.deref(var) else { return None };
        let i = args.iter().position(|&a| matches!(self.heap.deref(a), Cell::Ref(w) if w == v))?;
        let elsewhere = args.iter().enumerate().any(|(j, &a)| j != i && self.occurs_in(v, a));
        if elsewhere || self.occurs_in(v, value) || self.occurs_in(v, rest) {
            return None;
        }
        Some((i, value))
    }
}
