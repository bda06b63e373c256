//! If-then-else and negation on simple tests, without a choicepoint.
//!
//! `( K =:= 1 -> T ; E )`, `( nonvar(M) -> T ; E )` or `\+ X == Y` are the
//! commonest conditions, and the general scheme (save the choicepoint
//! height, push a choicepoint for the else branch, cut it after the
//! condition) pays a whole choicepoint push, and on failure a whole
//! backtrack, for a test that cannot bind anything. When every goal of
//! the condition is such a test — an arithmetic comparison or a type or
//! order test — each compiles to an instruction that jumps to the else
//! branch when it fails: nothing was bound, so there is nothing to undo.
//! (The "shallow backtracking" of WAM implementations, here decided at
//! compile time.)

use super::Gen;
use crate::compile::body::Goal;
use crate::machine::database::PredKind;
use crate::machine::instr::Instr;
use crate::machine::Exc;

/// Builtins that only test their arguments: they never bind, never leave a
/// choicepoint and have no side effects, so failing one undoes nothing.
const TESTS: &[(&str, u32)] = &[
    ("var", 1),
    ("nonvar", 1),
    ("atom", 1),
    ("number", 1),
    ("integer", 1),
    ("float", 1),
    ("atomic", 1),
    ("compound", 1),
    ("callable", 1),
    ("is_list", 1),
    ("ground", 1),
    ("==", 2),
    ("\\==", 2),
    ("@<", 2),
    ("@>", 2),
    ("@=<", 2),
    ("@>=", 2),
];

impl Gen<'_> {
    /// Whether `g` is a conjunction of simple tests (see the module doc).
    /// Not while the tracer is on: there every goal keeps its ports.
    pub(super) fn is_shallow_test(&self, g: &Goal) -> bool {
        if self.m.debug_mode {
            return false;
        }
        match g {
            Goal::True => true,
            Goal::And(gs) => gs.iter().all(|g| self.is_shallow_test(g)),
            Goal::Call(t) => {
                let d = self.m.heap.deref(*t);
                let Some((name, arity)) = self.m.heap.functor_of(d) else { return false };
                if arity == 2 && matches!(super::arith_builtin(name), Some(super::ArithOp::Cmp(_))) {
                    return true;
                }
                let text = self.m.atoms.text(name);
                TESTS.iter().any(|&(n, a)| n == text && a == arity) && self.is_system_builtin(name, arity)
            }
            _ => false,
        }
    }

    /// The test resolves to the system's own builtin (not a user or library
    /// predicate of the same name in the module being compiled).
    fn is_system_builtin(&self, name: crate::term::Atom, arity: u32) -> bool {
        let module = self.m.compile_module;
        match self.m.direct_target(module, name, arity) {
            Some(p) => matches!(self.m.preds[p as usize].kind, PredKind::Builtin(_)),
            None => false,
        }
    }

    /// Emits the tests of `g` (accepted by [`Gen::is_shallow_test`]), each
    /// jumping to a label patched later; the positions to patch are
    /// appended to `jumps`.
    pub(super) fn emit_shallow_test(&mut self, g: &Goal, jumps: &mut Vec<usize>) -> Result<(), Exc> {
        match g {
            Goal::True => {}
            Goal::And(gs) => {
                for g in gs {
                    self.emit_shallow_test(g, jumps)?;
                }
            }
            Goal::Call(t) => {
                let d = self.m.heap.deref(*t);
                let (name, arity) = self.m.heap.functor_of(d).expect("callable goal");
                if let Some(super::ArithOp::Cmp(c)) = super::arith_builtin(name).filter(|_| arity == 2) {
                    let (lhs, rhs) = (self.m.heap.arg(d, 0), self.m.heap.arg(d, 1));
                    if let Some(ops) = self.cmp_operands(lhs, rhs, c) {
                        jumps.push(self.code.len());
                        self.code.push(Instr::ACmpElse(0, ops));
                    } else {
                        self.emit_expr(lhs);
                        self.emit_expr(rhs);
                        jumps.push(self.code.len());
                        self.code.push(Instr::ACompareElse(c, 0));
                    }
                } else {
                    for i in 0..arity {
                        let a = self.m.heap.arg(d, i);
                        self.put_term(a, i);
                    }
                    let module = self.m.compile_module;
                    let p = self.m.compile_target(module, name, arity);
                    jumps.push(self.code.len());
                    self.code.push(Instr::TestElse(p, 0));
                }
            }
            _ => unreachable!("not a shallow test"),
        }
        Ok(())
    }
}
