//! Code for SWI-Prolog's determinism annotations in a clause body: the
//! guard a `$/0` leaves for the rest of the clause (consult/det_guard.rs
//! writes it as `'$det_guard_enter'(Word, M:Name/Arity, LastPI)`), and the
//! recognition of an in-line `$/1`'s if-then-else (compile/body.rs).

use super::Gen;
use crate::compile::body::{Goal, DET_GUARD_ENTER};
use crate::machine::det_guard::GuardInfo;
use crate::machine::instr::{Instr, Reg};
use crate::machine::Machine;
use crate::term::{atoms, Atom, Cell};

impl Gen<'_> {
    /// The register of the guard word of `t` when `t` is a guard goal
    /// `name(Word, ...)` of a rest after `$/0` (consult/det_guard.rs).
    pub(super) fn det_guard_word(&self, t: Cell, name: &str) -> Option<Reg> {
        let t = self.m.heap.deref(t);
        let (f, _) = self.m.heap.functor_of(t)?;
        if Some(f) != self.m.atoms.lookup(name) {
            return None;
        }
        let v = self.var_of(self.m.heap.arg(t, 0))?;
        self.regs.get(&v).copied()
    }

    /// `'$det_guard_enter'(Word, M:Name/Arity, LastPI)`: the guard word
    /// into Word's register, its clause described for the reports.
    pub(super) fn det_guard_enter(&mut self, t: Cell) {
        let word = self.det_guard_word(t, DET_GUARD_ENTER).expect("a guard word");
        let t = self.m.heap.deref(t);
        let pi = |m: &Machine, c: Cell| -> Option<(Atom, Atom, u32)> {
            let c = m.heap.deref(c);
            let (Some((atoms::COLON, 2)), Cell::Atom(module)) = (m.heap.functor_of(c), m.heap.deref(m.heap.arg(c, 0)))
            else {
                return None;
            };
            let pi = m.heap.deref(m.heap.arg(c, 1));
            match (m.heap.deref(m.heap.arg(pi, 0)), m.heap.deref(m.heap.arg(pi, 1))) {
                (Cell::Atom(name), Cell::Int(arity)) => Some((module, name, arity as u32)),
                _ => None,
            }
        };
        let (module, name, arity) = pi(self.m, self.m.heap.arg(t, 1)).expect("the guarded clause");
        let last = pi(self.m, self.m.heap.arg(t, 2)).map(|(_, n, a)| (n, a));
        let info = self.m.add_det_guard(GuardInfo { module, name, arity, last });
        self.code.push(Instr::DetGuardTry(word, info));
        if let Some(v) = self.var_of(self.m.heap.arg(t, 0)) {
            self.seen.insert(v);
        }
        self.det_try = Some(word);
    }

    /// Whether `c`, the condition of an if-then-else, is that of an
    /// in-line `$/1`: the goal, then its check (body.rs).
    pub(super) fn is_det_goal_cond(&self, c: &Goal) -> bool {
        matches!(c, Goal::And(gs) if matches!(gs.last(), Some(Goal::Call(t)) if self.is_det_goal_check(*t)))
    }

    /// Whether `t` is the nondet check of an in-line `$/1` (body.rs).
    pub(super) fn is_det_goal_check(&self, t: Cell) -> bool {
        let name = self.m.heap.functor_of(self.m.heap.deref(t)).map(|(n, _)| n);
        name.is_some() && name == self.m.atoms.lookup(crate::compile::body::DET_GOAL_NONDET)
    }
}

impl Machine {
    /// Names the clause's predicate `Module:Name/Arity` in the reports of
    /// its in-line `$/1` goals (body.rs), for their error's context, as
    /// SWI-Prolog names the frame that ran the `$/1`: known here, where at
    /// run time a report called last sees only its caller's continuation.
    /// A det/1 predicate's worker `'Name det'` is named as the predicate;
    /// a meta-called goal's clause and a system clause name none.
    pub(in crate::compile) fn name_det_reports(&mut self, goal: &Goal, module: Atom, name: Atom, arity: u32) {
        if name == atoms::CALL_BODY || module == atoms::SYSTEM {
            return;
        }
        let Some(report) = self.atoms.lookup(crate::compile::body::DET_GOAL_FAIL) else { return };
        let mut reports = Vec::new();
        collect_calls(goal, &mut |t| {
            if self.heap.functor_of(self.heap.deref(t)) == Some((report, 2)) {
                reports.push(self.heap.deref(self.heap.arg(t, 1)));
            }
        });
        if reports.is_empty() {
            return;
        }
        let mut shown = name;
        if let Some(base) = self.atoms.text(name).strip_suffix(" det").map(str::to_owned) {
            let base = self.atoms.intern(&base);
            if self.det_preds.contains(&(module, base, arity)) {
                shown = base;
            }
        }
        let pi = self.indicator(shown, arity);
        let pi = self.heap.compound(atoms::COLON, &[Cell::Atom(module), pi]);
        for owner in reports {
            // The variable is the reports' own, made by body.rs: no
            // binding to undo.
            if let Cell::Ref(a) = owner {
                self.heap.set(a, pi);
            }
        }
    }

    /// `goal` without the top-level cuts that can cut nothing: a cut after
    /// another with only in-line `$/1` goals between (`H => $G, $, R`,
    /// whose `$` cuts after the neck cut and `$G`). Such a goal ends with
    /// the choicepoints it found (its if-then-else cuts what the goal
    /// left) and no goal to wake (its cut ran them), or it raises; its
    /// failure report never succeeds. Dropped, the cut costs nothing, nor
    /// does the clause's cut level it would read (a slot and its store).
    pub(in crate::compile) fn drop_settled_cuts(&self, goal: Goal) -> Goal {
        let Goal::And(goals) = goal else { return goal };
        let mut settled = false;
        let mut kept = Vec::with_capacity(goals.len());
        for g in goals {
            match &g {
                Goal::Cut if settled => continue,
                Goal::Cut => settled = true,
                Goal::True => {}
                Goal::Ite(_, c, t, e) if self.is_det_goal_construct(c, t, e) => {}
                _ => settled = false,
            }
            kept.push(g);
        }
        Goal::And(kept)
    }

    /// Whether `( C -> T ; E )` is an in-line `$/1` (body.rs): C the goal
    /// and its nondet check, T `true`, E the system's failure report.
    fn is_det_goal_construct(&self, c: &Goal, t: &Goal, e: &Goal) -> bool {
        let name_of = |t: Cell| self.heap.functor_of(self.heap.deref(t));
        let check = self.atoms.lookup(crate::compile::body::DET_GOAL_NONDET);
        let report = self.atoms.lookup(crate::compile::body::DET_GOAL_FAIL);
        let (Some(check), Some(report)) = (check, report) else { return false };
        let cond_checks =
            matches!(c, Goal::And(gs) if matches!(gs.last(), Some(Goal::Call(g)) if name_of(*g) == Some((check, 2))));
        let system_report = matches!(e, Goal::Call(g) if name_of(*g) == Some((report, 2)))
            && self.resolve_pred(self.compile_module, report, 2) == self.lookup_in(atoms::SYSTEM, report, 2);
        cond_checks && matches!(t, Goal::True) && system_report
    }
}

/// Calls `f` on every call of `goal`.
fn collect_calls(goal: &Goal, f: &mut impl FnMut(Cell)) {
    match goal {
        Goal::Call(t) | Goal::CallIn(_, t) => f(*t),
        Goal::And(gs) => gs.iter().for_each(|g| collect_calls(g, f)),
        Goal::Or(_, l, r) => {
            collect_calls(l, f);
            collect_calls(r, f);
        }
        Goal::Ite(_, c, t, e) | Goal::Soft(_, c, t, e) => {
            collect_calls(c, f);
            collect_calls(t, f);
            collect_calls(e, f);
        }
        Goal::Not(_, g) => collect_calls(g, f),
        Goal::Cut | Goal::True | Goal::Fail => {}
    }
}

#[cfg(test)]
mod tests {
    use crate::machine::instr::Instr;
    use crate::machine::Machine;
    use crate::term::atoms;

    fn code(m: &mut Machine, text: &str) -> Vec<Instr> {
        let clause = m.parse_term_text(text).expect("reads").0;
        m.compile_module = atoms::USER;
        m.compile_clause(clause).expect("compiles").code
    }

    /// A cut after the neck cut with only `$/1` goals between cuts
    /// nothing: no cut of its own, no clause level kept for it.
    #[test]
    fn a_cut_after_a_cut_and_det_goals_is_dropped() {
        let mut m = Machine::new();
        let settled = code(&mut m, "(r(N) :- !, $(p), $(p), !, q(N))");
        assert!(!settled.iter().any(|i| matches!(i, Instr::GetLevel(_))), "{settled:?}");
        for text in ["(r(N) :- !, p, !, q(N))", "(r(N) :- !, $(p), X = 1, !, q(N, X))", "(r(N) :- $(p), !, q(N))"] {
            let kept = code(&mut m, text);
            assert!(kept.iter().any(|i| matches!(i, Instr::GetLevel(_))), "{text}: {kept:?}");
        }
    }
}
