//! Single sided unification rules, `Head, Guard => Body` (SWI-Prolog 8.3
//! and later), as ordinary clauses. The call must be an instance of Head:
//! matching never binds a variable of the call. The rule loads as
//!
//! ```prolog
//! Head' :- Match, Guard, !, Body.      % Guard left out when there is none
//! ```
//!
//! where Head' has Head's variables where Head has a variable met for the
//! first time, and fresh variables elsewhere, and Match is compiled code
//! that matches each fresh variable against its part of Head, one way:
//! an atomic part is `A == Part`; a compound part `f(P1, ..., Pn)` is
//! `nonvar(A), A = f(B1, ..., Bn)` where each Bi is a variable of Head met
//! for the first time (unification can then bind only those) or a fresh
//! variable matched the same way in turn; a variable met before is
//! `A == Var`. So `p(0) => ...` costs one comparison, not the building of
//! the head and a call to a matching builtin (four times the cost of the
//! `:-` clause, before).

use crate::machine::Machine;
use crate::term::{atoms, Cell};

impl Machine {
    /// The clause for a `Head, Guard => Body` rule (see the module comment),
    /// or None when Head is not callable.
    pub(super) fn ssu_translate(&mut self, rule: Cell) -> Option<Cell> {
        let lhs = self.heap.deref(self.heap.arg(rule, 0));
        let body = self.heap.arg(rule, 1);
        let (head, guard) = match self.heap.functor_of(lhs) {
            Some((atoms::COMMA, 2)) => (self.heap.arg(lhs, 0), self.heap.arg(lhs, 1)),
            _ => (lhs, Cell::Atom(atoms::TRUE)),
        };
        let source = self.source_module();
        let (module, head) = self.strip_module(head, source);
        let (name, arity) = match head {
            Cell::Atom(a) => (a, 0),
            Cell::Str(_) | Cell::Lis(_) => self.heap.functor_of(head)?,
            _ => return None,
        };
        let committed = self.heap.compound(atoms::COMMA, &[Cell::Atom(atoms::CUT), body]);
        // Without a guard the match goals go straight on to the cut: a
        // clause guard (select/clause_guard.rs) then decides `p(0) => ...`
        // (`p(A) :- A == 0, !, ...`) at entry, with no choicepoint.
        let mut goal = match guard {
            Cell::Atom(atoms::TRUE) => committed,
            _ => self.heap.compound(atoms::COMMA, &[guard, committed]),
        };
        let new_head = if arity == 0 {
            head
        } else {
            let mut seen: Vec<Cell> = Vec::new();
            let mut matches: Vec<Cell> = Vec::new();
            let mut args = Vec::with_capacity(arity as usize);
            for i in 0..arity {
                let part = self.heap.deref(self.heap.arg(head, i));
                args.push(self.match_slot(part, &mut seen, &mut matches));
            }
            for &m in matches.iter().rev() {
                goal = self.heap.compound(atoms::COMMA, &[m, goal]);
            }
            self.heap.compound(name, &args)
        };
        let new_head =
            if module == source { new_head } else { self.heap.compound(atoms::COLON, &[Cell::Atom(module), new_head]) };
        if let Some(ctx) = self.load_stack.last_mut() {
            if !ctx.ssu.contains(&(module, name, arity)) {
                ctx.ssu.push((module, name, arity));
            }
        }
        Some(self.heap.compound(atoms::NECK, &[new_head, goal]))
    }

    /// What stands in a head or a compound of the match for `part`: the
    /// variable itself when it is met for the first time, else a fresh
    /// variable whose match goals are appended to `matches` (parts left to
    /// right, each compound's goals before those of its arguments; a work
    /// list, so a deep head does not recurse).
    fn match_slot(&mut self, part: Cell, seen: &mut Vec<Cell>, matches: &mut Vec<Cell>) -> Cell {
        let part = self.heap.deref(part);
        if part.is_var_ref() && !seen.iter().any(|v| v.same(part)) {
            seen.push(part);
            return part;
        }
        let slot = self.heap.new_var();
        let mut work = vec![(slot, part)];
        while let Some((var, part)) = work.pop() {
            let part = self.heap.deref(part);
            match self.heap.functor_of(part) {
                _ if part.is_var_ref() => {
                    // Met before: the same part of the call.
                    let same = self.atoms.intern("==");
                    let g = self.heap.compound(same, &[var, part]);
                    matches.push(g);
                }
                Some((f, n)) if n > 0 => {
                    let nonvar = self.atoms.intern("nonvar");
                    let g = self.heap.compound(nonvar, &[var]);
                    matches.push(g);
                    let mut inner = Vec::with_capacity(n as usize);
                    let mut later = Vec::new();
                    for i in 0..n {
                        let p = self.heap.deref(self.heap.arg(part, i));
                        if p.is_var_ref() && !seen.iter().any(|v| v.same(p)) {
                            seen.push(p);
                            inner.push(p);
                        } else {
                            let fresh = self.heap.new_var();
                            inner.push(fresh);
                            later.push((fresh, p));
                        }
                    }
                    let shape = self.heap.compound(f, &inner);
                    let g = self.heap.compound(atoms::EQUALS, &[var, shape]);
                    matches.push(g);
                    work.extend(later.into_iter().rev());
                }
                _ => {
                    let same = self.atoms.intern("==");
                    let g = self.heap.compound(same, &[var, part]);
                    matches.push(g);
                }
            }
        }
        slot
    }
}
