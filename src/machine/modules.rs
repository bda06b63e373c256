//! Modules: the module table, how a predicate name resolves in a module,
//! imports, and the context module of a running goal.
//!
//! Every predicate belongs to a module (`Pred::module`); the predicate table
//! is keyed by (module, name, arity). A module sees, in this order, its own
//! predicates (defined, declared or imported: an import is an entry of kind
//! `PredKind::Imported(target)`), then those its default import module sees
//! (`user` for program modules, `system` for `user` and the libraries),
//! then the exports of the libraries (autoloading, as SWI-Prolog does by
//! default).
//!
//! Resolution happens when a clause is compiled where it can: a call of a
//! `system` predicate is bound to it directly; any other call goes to the
//! entry in the calling module, which a local definition, an import, or the
//! first call (lazily, in `resolve_undefined`) fills in. So the hot call path
//! is the same as without modules; only a call through an import pays one
//! more dispatch.
//!
//! The context module of a meta-call (call/N, assert, findall, ...) is the
//! module of the clause whose code is running (`code_modules` maps code
//! ranges to modules). Code of the `system` module is transparent: its
//! meta-calls run in the module that loads or queries (`source_module`),
//! which is right because calls from other modules into system predicates
//! qualify their module-sensitive arguments when they are compiled, calls
//! through an import of a `meta_predicate` qualify them on entry, and a
//! meta-call qualifies them whenever the callee would run them in another
//! module than the caller's (`inferred_context`): `call(user:call, p(X))`
//! from library code passes `user:p(X)` to call/1.

use super::database::{ControlOp, PredKind};
use super::transparent::CodeOwner;
use super::Machine;
use crate::machine::instr::{CodeAddr, PredId};
use crate::term::{atoms, Atom, Cell};
use std::collections::HashMap;

/// What autoloading can load, read from the `:- module` declarations of
/// the embedded libraries without loading them.
#[derive(Default)]
pub struct AutoloadIndex {
    /// Exported Name/Arity -> the library that exports it.
    pub exports: HashMap<(Atom, u32), &'static str>,
    /// Module name -> the library that defines it.
    pub modules: HashMap<Atom, &'static str>,
}

/// One module: what it exports and where its unknown names go.
pub struct Module {
    pub name: Atom,
    /// The file that defined it with `:- module(Name, Exports)`.
    pub file: Option<Atom>,
    /// Exported predicates (name, arity).
    pub exports: Vec<(Atom, u32)>,
    /// Exported operators: (priority, type, name).
    pub export_ops: Vec<(u32, Atom, Atom)>,
    /// The default import module: names the module does not define resolve there.
    pub parent: Atom,
    /// An embedded library (`library(Name)`).
    pub library: bool,
}

impl Module {
    pub fn new(name: Atom, parent: Atom) -> Module {
        Module { name, file: None, exports: Vec::new(), export_ops: Vec::new(), parent, library: false }
    }
}

/// Argument kinds of a `meta_predicate` declaration that take a module.
pub fn is_module_sensitive(spec: u8) -> bool {
    matches!(spec, b'0'..=b'9' | b':' | b'^' | b'/')
}

impl Machine {
    /// The module `name`, created (with default import module `user`) when new.
    pub fn ensure_module(&mut self, name: Atom) -> &mut Module {
        // system is its own default import module; user imports from system.
        let parent = if name == atoms::SYSTEM || name == atoms::USER { atoms::SYSTEM } else { atoms::USER };
        self.modules.entry(name).or_insert_with(|| Module::new(name, parent))
    }

    /// The default import module of `module` (`system` for unknown modules).
    fn parent_of(&self, module: Atom) -> Atom {
        self.modules.get(&module).map(|m| m.parent).unwrap_or(atoms::USER)
    }

    /// The predicate that `Name/Arity` means in `module`, following imports
    /// and default import modules; None when nothing visible defines it.
    pub fn resolve_pred(&self, module: Atom, name: Atom, arity: u32) -> Option<PredId> {
        let mut m = module;
        // user -> system; a module chain is at most a few steps long.
        for _ in 0..8 {
            if let Some(p) = self.lookup_in(m, name, arity) {
                if self.preds[p as usize].present() {
                    return Some(self.import_target(p));
                }
            }
            if m == atoms::SYSTEM {
                break;
            }
            m = if m == atoms::USER { atoms::SYSTEM } else { self.parent_of(m) };
        }
        None
    }

    /// call/N is a system predicate for every N >= 1, as in SWI-Prolog:
    /// call/N for an N not asked for before is made when a clause or a
    /// meta-call first names it.
    pub fn ensure_call_n(&mut self, name: Atom, arity: u32) {
        if name == atoms::CALL && arity >= 1 && self.lookup_in(atoms::SYSTEM, name, arity).is_none() {
            self.define_call_n(arity);
        }
    }

    /// Makes call/`arity` the control construct, with its meta_predicate
    /// spec (`call(N-1, ?, ...)`).
    pub fn define_call_n(&mut self, arity: u32) {
        let p = self.system_pred(atoms::CALL, arity);
        let pred = &mut self.preds[p as usize];
        pred.kind = PredKind::Control(ControlOp::Call(arity));
        pred.defined = true;
        pred.system = true;
        let closure = b'0' + (arity - 1).min(9) as u8;
        let mut spec = vec![b'?'; arity as usize];
        spec[0] = closure;
        if arity <= 10 {
            pred.meta = Some(spec.into());
        }
    }

    /// As `resolve_pred`, then the exports of the embedded libraries (which
    /// are loaded when one of them is needed).
    pub fn resolve_or_autoload(&mut self, module: Atom, name: Atom, arity: u32) -> Option<PredId> {
        self.ensure_call_n(name, arity);
        // `lists:Goal` before library(lists) is loaded: loading it first
        // makes the module, whose own predicates then resolve (an unknown
        // module would send the name on to `user`, whose own append/3 is
        // not lists:append/3).
        if !self.modules.contains_key(&module) {
            if let Some(libraries) = self.libraries {
                libraries.autoload_module(self, module);
            }
        }
        if let Some(p) = self.resolve_pred(module, name, arity) {
            return Some(p);
        }
        let libraries = self.libraries?;
        let lib_module = libraries.autoload(self, name, arity)?;
        self.lookup_in(lib_module, name, arity).filter(|&p| self.preds[p as usize].present())
    }

    /// The predicate a meta-call of `Name/Arity` in `module` enters: the
    /// visible one, or the module's own (undefined) entry.
    pub fn call_target(&mut self, module: Atom, name: Atom, arity: u32) -> PredId {
        if let Some(p) = self.lookup_in(module, name, arity) {
            if self.preds[p as usize].present() {
                return self.import_target(p);
            }
        }
        match self.resolve_or_autoload(module, name, arity) {
            Some(p) => p,
            None => self.pred_in(module, name, arity),
        }
    }

    /// The entry a compiled call in `module` names: a system predicate
    /// directly (a protected one cannot be redefined), otherwise the module's
    /// own entry, which resolves when the predicate is defined, imported or
    /// first called.
    pub fn compile_target(&mut self, module: Atom, name: Atom, arity: u32) -> PredId {
        self.ensure_call_n(name, arity);
        match self.direct_target(module, name, arity) {
            Some(p) => p,
            None => self.pred_in(module, name, arity),
        }
    }

    /// The predicate a call compiled in `module` is bound to at compile
    /// time, if any: the module's own definition, the target of its import
    /// of a builtin, or a system predicate no module may shadow. None when
    /// the call must go through the module's entry. The compiler asks this
    /// whenever it treats a goal as a builtin (no environment, a register
    /// test), so that what it assumes is what the call instruction reaches.
    pub fn direct_target(&self, module: Atom, name: Atom, arity: u32) -> Option<PredId> {
        if let Some(p) = self.lookup_in(module, name, arity) {
            if let PredKind::Imported(t) = self.preds[p as usize].kind {
                if !matches!(self.preds[t as usize].kind, PredKind::User) {
                    return Some(t);
                }
            }
            if self.preds[p as usize].present() {
                return Some(p);
            }
        }
        let p = self.lookup_in(atoms::SYSTEM, name, arity)?;
        let pred = &self.preds[p as usize];
        // Internal `$` predicates in Prolog may have namesakes in other
        // modules (defined later in the file), and a program may define its
        // own version of a system predicate that is not protected
        // (protected.rs): those resolve on first call, through the module's
        // entry, which a later definition takes over.
        let text = self.atoms.text(name);
        let shadowable = (matches!(pred.kind, PredKind::User) && text.starts_with('$'))
            || (!text.starts_with('$') && !super::protected::is_protected(text, arity));
        (pred.system && pred.present() && (module == atoms::SYSTEM || !shadowable)).then_some(p)
    }

    /// A call reached entry `p` of a module that does not define it: finds
    /// what the name means there now and makes `p` an import of it. `p`
    /// itself when that loaded the module (a library named in `Lib:Goal`
    /// before it was loaded), which defined it.
    pub(crate) fn resolve_undefined(&mut self, p: PredId) -> Option<PredId> {
        let (module, name, arity) = {
            let pred = &self.preds[p as usize];
            (pred.module, pred.name, pred.arity)
        };
        let target = self.resolve_or_autoload(module, name, arity)?;
        if target == p {
            return Some(p);
        }
        self.preds[p as usize].kind = PredKind::Imported(target);
        self.preds[p as usize].weak_import = false;
        Some(target)
    }

    /// Imports predicate `target` into `module` under `name`; a predicate the
    /// module defines itself wins over the import. `weak` when the import
    /// is of all the exports (`Pred::weak_import`).
    pub fn import_pred(&mut self, module: Atom, name: Atom, target: PredId, weak: bool) {
        let arity = self.preds[target as usize].arity;
        let p = self.pred_in(module, name, arity);
        if p == target {
            return;
        }
        let pred = &mut self.preds[p as usize];
        let local = matches!(pred.kind, PredKind::User) && (pred.dynamic || pred.clauses.has_live());
        if !local && !pred.system {
            pred.kind = PredKind::Imported(target);
            pred.weak_import = weak;
        }
    }

    /// Whether Name/Arity is a system predicate that `module` may not define
    /// or declare (internal `$` names do not count: modules may have their own).
    pub fn is_protected_system_pred(&self, module: Atom, name: Atom, arity: u32) -> bool {
        // The hash lookup first: most names (every user predicate's) are
        // not system predicates, and the table search compares strings.
        module != atoms::SYSTEM
            && self.lookup_in(atoms::SYSTEM, name, arity).is_some_and(|p| {
                let pred = &self.preds[p as usize];
                pred.system && pred.present()
            })
            && !self.atoms.text(name).starts_with('$')
            && super::protected::is_protected(self.atoms.text(name), arity)
    }

    /// The module whose clause holds code address `pc`, if any.
    pub fn module_at(&self, pc: CodeAddr) -> Option<Atom> {
        self.code_owner_at(pc).map(|owner| owner.module)
    }

    /// The module and transparency of the clause that holds code address
    /// `pc`, if any.
    pub fn code_owner_at(&self, pc: CodeAddr) -> Option<CodeOwner> {
        let i = self.code_modules.partition_point(|&(start, _)| start <= pc);
        (i > 0).then(|| self.code_modules[i - 1].1)
    }

    /// The module a file being loaded defines clauses in, else the
    /// toplevel's module (`module/1`).
    pub fn source_module(&self) -> Atom {
        match self.load_stack.last() {
            Some(ctx) => ctx.module,
            None => self.toplevel_module,
        }
    }

    /// The module in which the running goal's meta-calls resolve names.
    pub fn context_module(&self) -> Atom {
        if let Some(m) = self.explicit_context {
            return m;
        }
        match self.code_owner_at(self.pc) {
            Some(owner) if owner.transparent => self.transparent_context(),
            Some(owner) if owner.module != atoms::SYSTEM => owner.module,
            _ => self.source_module(),
        }
    }

    /// The module in which predicate `p`, called now from the running
    /// code, runs the unqualified goals of its meta-arguments: its own for a
    /// library predicate; for a system predicate written in Prolog the source
    /// module (its code is transparent); for one in Rust (builtins, call/N,
    /// catch/3) the context module of the caller's code, which is where the
    /// program counter still is. A meta-call from any other module must
    /// qualify the goals it passes (`call_in`): `call(user:call, p(X))` run
    /// from library code would otherwise look for `p/1` in the library.
    pub(crate) fn inferred_context(&self, p: PredId) -> Atom {
        let pred = &self.preds[p as usize];
        if pred.module != atoms::SYSTEM {
            pred.module
        } else if matches!(pred.kind, PredKind::User) {
            self.source_module()
        } else {
            self.context_module()
        }
    }

    /// `Module:Goal` unless Goal is already qualified (or a variable is
    /// wanted as it is).
    pub fn qualify(&mut self, module: Atom, goal: Cell) -> Cell {
        let g = self.heap.deref(goal);
        if let Some((atoms::COLON, 2)) = self.heap.functor_of(g) {
            return g;
        }
        self.heap.compound(atoms::COLON, &[Cell::Atom(module), g])
    }

    /// Qualifies the module-sensitive arguments (per `spec`) in the argument
    /// registers with `module`: a call through an import of a meta-predicate.
    pub(crate) fn qualify_meta_args(&mut self, spec: &[u8], module: Atom) {
        for (i, &s) in spec.iter().enumerate() {
            if is_module_sensitive(s) {
                let a = self.x[i];
                self.x[i] = self.qualify_meta_arg(module, a);
            }
        }
    }

    /// A meta-argument as the meta-predicate sees it: `Module:Arg` when
    /// it is not qualified, else its innermost qualification, as in
    /// SWI-Prolog (`m2:m1:x` is given as `m1:x`, `m2:42:x` as `42:x`: the
    /// module is not checked). A cyclic chain (`T = a:T`) is given as it is.
    pub fn qualify_meta_arg(&mut self, module: Atom, arg: Cell) -> Cell {
        let mut g = self.heap.deref(arg);
        if !matches!(self.heap.functor_of(g), Some((atoms::COLON, 2))) {
            return self.heap.compound(atoms::COLON, &[Cell::Atom(module), g]);
        }
        let outer = g;
        let mut cycle = crate::term::cycles::ListCycle::default();
        loop {
            let inner = self.heap.deref(self.heap.arg(g, 1));
            let (Cell::Str(a), Some((atoms::COLON, 2))) = (inner, self.heap.functor_of(inner)) else { return g };
            if cycle.closes_at(a) {
                return outer;
            }
            g = inner;
        }
    }

    /// Strips `M:` qualifications: (innermost module or `default`, term).
    /// A cyclic chain (`T = a:T`) stops at a `:` term, which is how a
    /// caller that must refuse it tells (see `strip_module/3`).
    pub fn strip_module(&self, t: Cell, default: Atom) -> (Atom, Cell) {
        let mut module = default;
        let mut t = self.heap.deref(t);
        // Brent's cycle check: a node met again after a power of two steps.
        let (mut mark, mut steps, mut limit) = (t, 0u32, 1u32);
        while let Some((atoms::COLON, 2)) = self.heap.functor_of(t) {
            match self.heap.deref(self.heap.arg(t, 0)) {
                Cell::Atom(m) => module = m,
                _ => break,
            }
            t = self.heap.deref(self.heap.arg(t, 1));
            if t.same(mark) {
                break;
            }
            steps += 1;
            if steps == limit {
                (mark, steps, limit) = (t, 0, limit.saturating_mul(2));
            }
        }
        (module, t)
    }

    /// A control construct with every goal inside it qualified with
    /// `module`, so that '$call_body'/2 runs them there; cuts stay cuts.
    pub(crate) fn qualify_control(&mut self, module: Atom, goal: Cell) -> Cell {
        crate::host::grow_stack(|| {
            let g = self.heap.deref(goal);
            match self.heap.functor_of(g) {
                Some((f @ (atoms::COMMA | atoms::SEMICOLON | atoms::BAR | atoms::ARROW | atoms::SOFT_ARROW), 2)) => {
                    let (a, b) = (self.heap.arg(g, 0), self.heap.arg(g, 1));
                    let a = self.qualify_control(module, a);
                    let b = self.qualify_control(module, b);
                    self.heap.compound(f, &[a, b])
                }
                Some((atoms::NOT_PROVABLE, 1)) => {
                    let a = self.heap.arg(g, 0);
                    let a = self.qualify_control(module, a);
                    self.heap.compound(atoms::NOT_PROVABLE, &[a])
                }
                Some((atoms::CUT, 0)) => g,
                _ if g.is_var_ref() => self.qualify(module, g),
                _ => self.qualify(module, g),
            }
        })
    }

    /// A control construct of a goal run by `@(Goal, At)` from module
    /// `module`: each goal inside it becomes `@(module:G, At)`; cuts stay
    /// cuts.
    pub(crate) fn control_at(&mut self, module: Atom, at: Atom, goal: Cell) -> Cell {
        crate::host::grow_stack(|| {
            let g = self.heap.deref(goal);
            match self.heap.functor_of(g) {
                Some((f @ (atoms::COMMA | atoms::SEMICOLON | atoms::BAR | atoms::ARROW | atoms::SOFT_ARROW), 2)) => {
                    let (a, b) = (self.heap.arg(g, 0), self.heap.arg(g, 1));
                    let a = self.control_at(module, at, a);
                    let b = self.control_at(module, at, b);
                    self.heap.compound(f, &[a, b])
                }
                Some((atoms::NOT_PROVABLE, 1)) => {
                    let a = self.heap.arg(g, 0);
                    let a = self.control_at(module, at, a);
                    self.heap.compound(atoms::NOT_PROVABLE, &[a])
                }
                Some((atoms::CUT, 0)) => g,
                _ => {
                    let q = self.qualify(module, g);
                    let call_at = self.atoms.intern("@");
                    self.heap.compound(call_at, &[q, Cell::Atom(at)])
                }
            }
        })
    }
}
