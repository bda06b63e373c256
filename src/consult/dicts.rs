//! The functional notation on dicts, expanded when a clause is loaded, as
//! SWI-Prolog does: the reader makes `Dict.key` and `Dict.put(New)` the
//! term `'$dot'(Dict, Function)`; here each goal that holds one gets a
//! fresh variable in its place and a call `'.'(Dict, Function, Var)`
//! before it (inner ones first, so `X.a.b` evaluates `X.a` first). The
//! goals of control constructs (`,`, `;`, `->`, `*->`, `\+`) and of
//! findall/3, forall/2, once/1 and ignore/1 are expanded each on its own;
//! a dot in the head is evaluated at the start of the body.

use crate::machine::Machine;
use crate::term::{atoms, Cell};

impl Machine {
    /// `clause` with its dict calls expanded; itself when it has none.
    pub(crate) fn expand_dict_calls(&mut self, clause: Cell) -> Cell {
        let c = self.heap.deref(clause);
        if !self.holds_dict_call(c) {
            return c;
        }
        let (head, body) = match self.heap.functor_of(c) {
            Some((atoms::NECK, 2)) => (self.heap.arg(c, 0), Some(self.heap.arg(c, 1))),
            _ => (c, None),
        };
        let mut evals = Vec::new();
        let head = self.replace_dict_calls(head, &mut evals);
        let body = match body {
            Some(b) => self.expand_dict_goal(b),
            None => Cell::Atom(atoms::TRUE),
        };
        let body = self.conjunction(&evals, body);
        self.heap.compound(atoms::NECK, &[head, body])
    }

    /// A goal (a directive's, a query's) with its dict calls expanded.
    pub(crate) fn expand_dict_goal(&mut self, goal: Cell) -> Cell {
        crate::host::grow_stack(|| {
            let g = self.heap.deref(goal);
            if !self.holds_dict_call(g) {
                return g;
            }
            let Some((f, n)) = self.heap.functor_of(g) else {
                return g;
            };
            let text = self.atoms.text(f);
            // Which arguments are goals expanded on their own.
            let goal_args: &[u32] = match (text, n) {
                (",", 2) | (";", 2) | ("|", 2) | ("->", 2) | ("*->", 2) | ("forall", 2) => &[0, 1],
                ("\\+", 1) | ("once", 1) | ("ignore", 1) => &[0],
                ("findall", 3) => &[1],
                _ => &[],
            };
            if goal_args.is_empty() {
                let mut evals = Vec::new();
                let g = self.replace_dict_calls(g, &mut evals);
                return self.conjunction(&evals, g);
            }
            let mut args: Vec<Cell> = (0..n).map(|i| self.heap.arg(g, i)).collect();
            for &i in goal_args {
                args[i as usize] = self.expand_dict_goal(args[i as usize]);
            }
            let mut evals = Vec::new();
            for i in 0..n {
                if !goal_args.contains(&i) {
                    args[i as usize] = self.replace_dict_calls(args[i as usize], &mut evals);
                }
            }
            let g = self.heap.compound(f, &args);
            self.conjunction(&evals, g)
        })
    }

    /// `t` with each `'$dot'(Dict, Function)` replaced by a fresh variable
    /// V, and `'.'(Dict, Function, V)` added to `evals`, inner ones first.
    fn replace_dict_calls(&mut self, t: Cell, evals: &mut Vec<Cell>) -> Cell {
        crate::host::grow_stack(|| {
            let t = self.heap.deref(t);
            if !self.holds_dict_call(t) {
                return t;
            }
            let Some((f, n)) = self.heap.functor_of(t) else {
                return t;
            };
            let args: Vec<Cell> = (0..n).map(|i| self.heap.arg(t, i)).collect();
            let args: Vec<Cell> = args.into_iter().map(|a| self.replace_dict_calls(a, evals)).collect();
            if f == atoms::DICT_DOT && n == 2 {
                let v = self.heap.new_var();
                let call = self.heap.compound(atoms::DOT, &[args[0], args[1], v]);
                evals.push(call);
                return v;
            }
            self.heap.compound(f, &args)
        })
    }

    /// `'$dot'/2` occurs in `t` (a term from the reader: finite).
    fn holds_dict_call(&self, t: Cell) -> bool {
        let mut work = vec![t];
        while let Some(t) = work.pop() {
            let t = self.heap.deref(t);
            if let Some((f, n)) = self.heap.functor_of(t) {
                if f == atoms::DICT_DOT && n == 2 {
                    return true;
                }
                if matches!(t, Cell::Str(_) | Cell::Lis(_)) {
                    work.extend((0..n).map(|i| self.heap.arg(t, i)));
                }
            }
        }
        false
    }

    /// `(E1, (E2, ... Goal))`.
    fn conjunction(&mut self, evals: &[Cell], goal: Cell) -> Cell {
        evals.iter().rev().fold(goal, |g, &e| self.heap.compound(atoms::COMMA, &[e, g]))
    }
}
