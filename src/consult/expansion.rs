//! term_expansion/2,4 and goal_expansion/2,4 while loading. Each term read
//! goes through `system:'$expand_load_term'/3` (stdlib/expand.pl) when a
//! module whose hooks apply (the module being loaded into, `user`,
//! `system`) has clauses for one of them; otherwise it is loaded as read,
//! at the cost of a test of `Machine::expansion_hooks_exist` (set when a
//! predicate of one of those names is first made), then of a few table
//! look-ups. At the end of a file the term
//! `end_of_file` is expanded too, as SWI-Prolog does, so that a hook may
//! add clauses there.

use super::LoadReport;
use crate::machine::copy::copy_in;
use crate::machine::run::Outcome;
use crate::machine::{Machine, Res};
use crate::reader::Span;
use crate::term::{atoms, Atom, Cell};

const HOOKS: [(Atom, u32); 4] =
    [(atoms::TERM_EXPANSION, 2), (atoms::TERM_EXPANSION, 4), (atoms::GOAL_EXPANSION, 2), (atoms::GOAL_EXPANSION, 4)];

impl Machine {
    /// Whether `module` itself holds clauses for `name/arity`.
    fn has_local_clauses(&self, module: Atom, name: Atom, arity: u32) -> bool {
        self.lookup_in(module, name, arity).is_some_and(|p| self.preds[p as usize].clauses.has_live())
    }

    /// Whether some hook applies to a load into `module`.
    pub(crate) fn expansion_hooks_apply(&self, module: Atom) -> bool {
        self.expansion_hooks_exist
            && [module, atoms::USER, atoms::SYSTEM]
                .into_iter()
                .any(|m| HOOKS.iter().any(|&(n, a)| self.has_local_clauses(m, n, a)))
    }

    /// The terms loading `term` adds after expansion: None when no hook
    /// applies (the term loads as read); none when an expansion raised an
    /// error, which is reported.
    pub(crate) fn expand_by_hooks(
        &mut self,
        term: Cell,
        name: &str,
        text: &str,
        span: Span,
        report: &mut LoadReport,
    ) -> Option<Vec<Cell>> {
        let module = self.source_module();
        if !self.expansion_hooks_apply(module) {
            return None;
        }
        crate::stdlib::load_expander(self);
        let pred = self.atoms.intern("$expand_load_term");
        let out = self.heap.new_var();
        let call = self.heap.compound(pred, &[term, Cell::Atom(module), out]);
        let goal = self.heap.compound(atoms::COLON, &[Cell::Atom(atoms::SYSTEM), call]);
        self.run_expansion(goal, 2, true, name, text, span, report)
    }

    /// Runs `Module:Call` once, where argument `out` of Call is a fresh
    /// variable for the expansion (term hooks and the expansion driver):
    /// None when it fails (the term loads as read), else the terms of its
    /// answer (a list, or one term); none when it raised an error, which is
    /// reported (with the goal's frames when `frames`).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn run_expansion(
        &mut self,
        goal: Cell,
        out: u32,
        frames: bool,
        name: &str,
        text: &str,
        span: Span,
        report: &mut LoadReport,
    ) -> Option<Vec<Cell>> {
        match self.run_once_copy(goal) {
            (Outcome::True, Some(copy)) => {
                let goal = copy_in(&mut self.heap, &copy);
                let call = self.heap.deref(self.heap.arg(goal, 1));
                let out = self.heap.deref(self.heap.arg(call, out));
                match out {
                    Cell::Lis(_) | Cell::Atom(atoms::NIL) => self.list_items(out).ok(),
                    _ => Some(vec![out]),
                }
            }
            (Outcome::True | Outcome::False, _) => None,
            (Outcome::Error(ball), _) => {
                report.errors += 1;
                self.report_goal_error(&ball, "this term could not be expanded", frames, name, text, span);
                Some(Vec::new())
            }
            (Outcome::Halt(code), _) => {
                self.out.flush();
                std::process::exit(code);
            }
        }
    }
}

/// '$local_hook'(+Module, +Name, +Arity): Module itself has clauses for
/// Name/Arity (an import or an inherited definition does not count).
pub(crate) fn local_hook(m: &mut Machine) -> Res {
    let (Cell::Atom(module), Cell::Atom(name), Cell::Int(arity)) = (m.arg(0), m.arg(1), m.arg(2)) else {
        return Ok(false);
    };
    Ok(arity >= 0 && m.has_local_clauses(module, name, arity as u32))
}
