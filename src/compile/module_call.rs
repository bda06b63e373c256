//! `Module:Goal` in a clause body: when it compiles as a direct call of
//! the predicate Goal names in Module, and when it stays a meta-call.
//!
//! A direct call enters Module's entry for Name/Arity, as a call compiled
//! in Module would (machine/modules.rs): Module's own definition, one it
//! imports, or, when nothing defines the name yet (Module not loaded, or
//! not even known), the resolution at first call through Module's
//! imports, default import modules and the libraries. An undefined one
//! raises `existence_error(procedure, Module:Name/Arity)`. A callee that
//! is a meta-predicate of another module gets its goal arguments
//! qualified with Module (on entry through the import, or here when the
//! call is bound straight to a system predicate), so that they run in
//! Module, as `call(Module:Goal)` runs them.
//!
//! A control construct (`,`, `;`, `->`, `*->`, `\+`, `!`) is compiled in
//! place with Module put on each goal inside it, as SWI-Prolog does: a cut
//! in `Module:(G, !)` cuts the clause (in `call(Module:(G, !))` it stays
//! local to the call).
//!
//! What stays `call(Module:Goal)`: a variable module or goal; goals that
//! resolve to a builtin in Rust or a control predicate (call/N, catch/3,
//! findall/3, ...): those read the context module from the machine, which
//! a meta-call sets to Module; and goals that resolve to a
//! `module_transparent` predicate, whose context is Module likewise.

use crate::machine::database::PredKind;
use crate::machine::metacall::is_control;
use crate::machine::Machine;
use crate::term::{atoms, Atom, Cell};

/// How a body goal `Module:Goal` compiles.
pub enum ModuleCall {
    /// Goal compiled in place: one qualified with the module the clause is
    /// compiled in (as if it were written unqualified), or a control
    /// construct with the goals inside it qualified.
    Local(Cell),
    /// A direct call of Goal's predicate in Module.
    Direct(Atom, Cell),
    /// `call(Module:Goal)`.
    Meta,
}

impl Machine {
    /// How `t`, a goal `Module:Goal`, compiles. Nested qualifications
    /// (`M1:M2:G`): the innermost module wins.
    pub fn module_call(&mut self, t: Cell) -> ModuleCall {
        let mut module = self.compile_module;
        let mut goal = self.heap.deref(t);
        while let Some((atoms::COLON, 2)) = self.heap.functor_of(goal) {
            match self.heap.deref(self.heap.arg(goal, 0)) {
                Cell::Atom(m) => module = m,
                _ => return ModuleCall::Meta,
            }
            goal = self.heap.deref(self.heap.arg(goal, 1));
        }
        let (name, arity) = match goal {
            Cell::Atom(a) => (a, 0),
            Cell::Str(_) => self.heap.functor_of(goal).expect("compound"),
            // Variables, numbers (a type error at run time) and lists.
            _ => return ModuleCall::Meta,
        };
        if is_control(name, arity) || (name == atoms::BAR && arity == 2) {
            // As SWI-Prolog compiles it: the construct in place, with each
            // goal inside it qualified, so that a cut in it cuts the clause.
            if module == self.compile_module {
                return ModuleCall::Local(goal);
            }
            return ModuleCall::Local(self.qualify_control(module, goal));
        }
        if module == self.compile_module {
            return ModuleCall::Local(goal);
        }
        self.ensure_call_n(name, arity);
        // What the name means in Module now, without loading anything: a
        // builtin is visible from every module (system is at the end of
        // each chain), so one found later is a Prolog predicate.
        if let Some(p) = self.resolve_pred(module, name, arity) {
            let pred = &self.preds[p as usize];
            if !matches!(pred.kind, PredKind::User) || pred.transparent {
                return ModuleCall::Meta;
            }
        }
        ModuleCall::Direct(module, self.qualify_bound_meta_args(module, goal, name, arity))
    }

    /// `goal` with its goal arguments qualified with `module` when the
    /// call will be bound to a meta-predicate of another module without
    /// going through `module`'s entry (a system predicate: see
    /// `direct_target`), which would otherwise qualify them on entry.
    fn qualify_bound_meta_args(&mut self, module: Atom, goal: Cell, name: Atom, arity: u32) -> Cell {
        let Some(p) = self.direct_target(module, name, arity) else { return goal };
        let pred = &self.preds[p as usize];
        if pred.module == module {
            return goal;
        }
        let Some(spec) = pred.meta.clone() else { return goal };
        self.with_meta_args_qualified(goal, name, arity, &spec, module)
    }
}
