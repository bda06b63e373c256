//! Module builtins: module/2 (the declaration that opens a module file),
//! module/1 and context_module/1 (the toplevel's and the running goal's
//! module), strip_module/3, meta_predicate/1, module_transparent/1, and importing a module's
//! exports (the loading primitives behind use_module/1,2 are
//! `consult/builtins.rs`'s).

use super::{b, Builtin};
use crate::machine::modules::Module;
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Atom, Cell};
use std::rc::Rc;

pub const BUILTINS: &[Builtin] = &[
    b("module", 2, module2, "+atom,+list").doc(
        "Declares the file being loaded a module: Name, exporting the predicates (Name/Arity, \
         Name//Arity) and operators (op(P, T, N)) of the list. Only as the first directive of a file.\n\
         ?- catch(module(m, []), error(E, _), true).\n\
         E = permission_error(declare, module, m).",
    ),
    b("module", 1, module1, "+atom").doc(
        "Makes Module the module in which toplevel queries run (created when new).\n\
         ?- module(user), context_module(M).\n\
         M = user.",
    ),
    b("context_module", 1, context_module, "-atom").doc(
        "Module is the module in which the running goal resolves the goals it calls.\n\
         ?- context_module(M).\n\
         M = user.",
    ),
    b("strip_module", 3, strip_module, "+term,-atom,-term").doc(
        "Splits Module:Plain, taking the innermost qualification; an unqualified term gives the \
         context module.\n\
         ?- strip_module(a:b:g(x), M, G), M-G == b-g(x).\n\
         M = b, G = g(x).",
    ),
    b("meta_predicate", 1, meta_predicate, "+callable").doc(
        "Declares the module-sensitive arguments of predicates: 0..9 (a goal called with that many \
         more arguments), : (qualified data), ^ (bagof-style goal), // (a grammar body), and ?, +, - \
         for others. Callers from other modules pass those arguments qualified with their module.\n\
         ?- meta_predicate(twice(0)), predicate_property(twice(_), meta_predicate(S)).\n\
         false.",
    ),
    b("module_transparent", 1, |m| super::db::declare(m, super::db::Decl::Transparent), "+predicate_indicators").doc(
        "Declares the predicates transparent: a call of one runs in the context module of its \
         caller (or the module of a call Module:Goal), so that its meta-calls, context_module/1 and \
         strip_module/3 resolve there.\n\
         ?- module_transparent(here/1), assertz((here(M) :- context_module(M))), m:here(M).\n\
         M = m.",
    ),
    b("public", 1, public, "+predicate_indicators").doc(
        "DEC-10 declaration that the predicates may be called from outside (by other modules or \
         by meta-calls); accepted as SWI-Prolog does, as documentation.\n\
         ?- public(helper/2).\n\
         true.",
    ),
    b("export", 1, export, "+predicate_indicators").doc(
        "Adds the predicates (Name/Arity, Name//Arity, a comma list or a list of them) to the \
         exports of the context module, so that a module importing it later sees them.\n\
         ?- export(shared/1).\n\
         true.",
    ),
    b("import", 1, import, "+predicate_indicators").doc(
        "Imports the predicates (Module:Name/Arity, or unqualified from the module of the file \
         being loaded; a comma list or a list of them) into the context module.\n\
         ?- assertz(m:hello(world)), import(m:hello/1), hello(X).\n\
         X = world.",
    ),
    b("mode", 1, mode, "+callable").doc(
        "DEC-10 mode declaration (`mode(append(+, +, -))`): accepted and ignored, as SWI-Prolog \
         does.\n\
         ?- mode(append(+, +, -)).\n\
         true.",
    ),
    b("$modules", 1, modules_list, "-list"),
    b("$module_file", 2, module_file, "+atom,-atom"),
    b("$set_default_import_module", 2, set_default_import_module, "+atom,+atom"),
];

/// The text of a library name: `lists`, `dcg/basics`.
pub fn library_name(m: &Machine, t: Cell) -> Option<String> {
    let t = m.heap.deref(t);
    match t {
        Cell::Atom(a) => Some(m.atoms.text(a).to_string()),
        _ => match m.heap.functor_of(t) {
            Some((atoms::SLASH, 2)) => {
                let a = library_name(m, m.heap.arg(t, 0))?;
                let b = library_name(m, m.heap.arg(t, 1))?;
                Some(format!("{a}/{b}"))
            }
            _ => None,
        },
    }
}

fn module2(m: &mut Machine) -> Res {
    let name = match m.arg(0) {
        Cell::Atom(a) => a,
        c if c.is_var_ref() => return Err(m.err_instantiation()),
        c => return Err(m.err_type(atoms::ATOM, c)),
    };
    let exports = m.arg(1);
    let items = m.list_items(exports)?;
    let Some(ctx) = m.load_stack.last() else {
        let declare = m.atoms.intern("declare");
        return Err(m.err_permission(declare, atoms::MODULE, Cell::Atom(name)));
    };
    let file = ctx.file;
    let library = m.atoms.text(file).starts_with("$library(");
    let mut preds = Vec::new();
    let mut ops = Vec::new();
    for it in items {
        let it = m.heap.deref(it);
        match m.heap.functor_of(it) {
            Some((f @ (atoms::SLASH | atoms::DOUBLE_SLASH), 2)) => {
                let (n, a) = (m.heap.deref(m.heap.arg(it, 0)), m.heap.deref(m.heap.arg(it, 1)));
                match (n, a) {
                    (Cell::Atom(n), Cell::Int(a)) if a >= 0 => {
                        preds.push((n, a as u32 + if f == atoms::DOUBLE_SLASH { 2 } else { 0 }))
                    }
                    _ => {
                        let pi = m.atoms.intern("predicate_indicator");
                        return Err(m.err_type(pi, it));
                    }
                }
            }
            Some((f, 3)) if m.atoms.text(f) == "op" => {
                let (p, t, n) = (m.heap.arg(it, 0), m.heap.arg(it, 1), m.heap.arg(it, 2));
                m.x[0] = p;
                m.x[1] = t;
                m.x[2] = n;
                super::flags::op(m)?;
                if let (Cell::Int(p), Cell::Atom(t)) = (m.heap.deref(p), m.heap.deref(t)) {
                    let names = if matches!(m.heap.deref(n), Cell::Atom(a) if a != atoms::NIL) {
                        vec![n]
                    } else {
                        m.list_items(n)?
                    };
                    for n in names {
                        if let Cell::Atom(n) = m.heap.deref(n) {
                            ops.push((p as u32, t, n));
                        }
                    }
                }
            }
            _ => {
                let pi = m.atoms.intern("predicate_indicator");
                return Err(m.err_type(pi, it));
            }
        }
    }
    let ctx = m.load_stack.last_mut().expect("load context");
    ctx.module = name;
    ctx.declared = Some(name);
    let parent = if library { atoms::SYSTEM } else { atoms::USER };
    let mut module = Module::new(name, parent);
    module.file = Some(file);
    module.exports = preds;
    module.export_ops = ops;
    module.library = library;
    m.modules.insert(name, module);
    Ok(true)
}

fn module1(m: &mut Machine) -> Res {
    let name = match m.arg(0) {
        Cell::Atom(a) => a,
        c if c.is_var_ref() => return Err(m.err_instantiation()),
        c => return Err(m.err_type(atoms::ATOM, c)),
    };
    m.ensure_module(name);
    m.toplevel_module = name;
    Ok(true)
}

fn context_module(m: &mut Machine) -> Res {
    let c = Cell::Atom(m.context_module());
    let x0 = m.x[0];
    Ok(m.unify(x0, c))
}

fn strip_module(m: &mut Machine) -> Res {
    let ctx = m.context_module();
    let (module, plain) = m.strip_module(m.x[0], ctx);
    if matches!(m.heap.functor_of(plain), Some((atoms::COLON, 2)))
        && matches!(m.heap.deref(m.heap.arg(plain, 0)), Cell::Atom(_))
    {
        // Stopped inside a cycle of qualifications (`T = a:T`).
        let ty = m.atoms.intern("acyclic_term");
        let t = m.x[0];
        return Err(m.err_type(ty, t));
    }
    let (x1, x2) = (m.x[1], m.x[2]);
    Ok(m.unify(x1, Cell::Atom(module)) && m.unify(x2, plain))
}

/// The byte of one argument of a meta_predicate declaration.
fn meta_byte(m: &Machine, c: Cell) -> Option<u8> {
    match m.heap.deref(c) {
        Cell::Int(n @ 0..=9) => Some(b'0' + n as u8),
        Cell::Atom(a) if a == atoms::COLON => Some(b':'),
        Cell::Atom(a) if a == atoms::CARET => Some(b'^'),
        Cell::Atom(a) if a == atoms::DOUBLE_SLASH => Some(b'/'),
        Cell::Atom(a) if matches!(m.atoms.text(a), "?" | "+" | "-" | "*" | "@" | "!") => Some(b'?'),
        _ => None,
    }
}

fn meta_predicate(m: &mut Machine) -> Res {
    let decls = m.x[0];
    for (module, t) in super::db::declaration_items(m, decls)? {
        match m.heap.functor_of(t) {
            _ if t.is_var_ref() => return Err(m.err_instantiation()),
            Some((name, arity)) => {
                let mut spec = Vec::with_capacity(arity as usize);
                for i in 0..arity {
                    let a = m.heap.arg(t, i);
                    match meta_byte(m, a) {
                        Some(b) => spec.push(b),
                        None => {
                            let meta = m.atoms.intern("meta_argument_specifier");
                            let a = m.heap.deref(a);
                            return Err(m.err_domain(meta, a));
                        }
                    }
                }
                let p = m.pred_in(module, name, arity);
                m.preds[p as usize].meta = Some(Rc::from(spec));
            }
            None => return Err(m.err_type(atoms::CALLABLE, t)),
        }
    }
    Ok(true)
}

/// public/1: checks the indicators; hornbook needs no more.
fn public(m: &mut Machine) -> Res {
    if !crate::term::cycles::is_acyclic(&m.heap, m.x[0]) {
        let t = m.x[0];
        return Err(m.err_cyclic(t));
    }
    let mut work = vec![m.x[0]];
    while let Some(t) = work.pop() {
        let ctx = m.context_module();
        let (_, t) = m.strip_module(t, ctx);
        match m.heap.functor_of(t) {
            Some((atoms::COMMA, 2)) | Some((atoms::DOT, 2)) => {
                work.push(m.heap.arg(t, 1));
                work.push(m.heap.arg(t, 0));
            }
            Some((atoms::NIL, 0)) => {}
            Some((atoms::DOUBLE_SLASH, 2)) => {}
            _ => {
                super::db::indicator(m, t)?;
            }
        }
    }
    Ok(true)
}

/// Each indicator of a comma list or list of them, with the module it is
/// qualified with (else `default`): `Name//Arity` counts two more
/// arguments.
fn indicators(m: &mut Machine, t: Cell, default: Atom) -> Result<Vec<(Atom, Atom, u32)>, crate::machine::Exc> {
    let mut found = Vec::new();
    for (module, t) in super::db::declaration_items_in(m, t, default)? {
        if let Some((atoms::DOUBLE_SLASH, 2)) = m.heap.functor_of(t) {
            let args = [m.heap.arg(t, 0), m.heap.arg(t, 1)];
            let pi = m.heap.compound(atoms::SLASH, &args);
            let (name, arity) = super::db::indicator(m, pi)?;
            found.push((module, name, arity + 2));
        } else {
            let (name, arity) = super::db::indicator(m, t)?;
            found.push((module, name, arity));
        }
    }
    Ok(found)
}

/// export/1: adds to the exports of the context module (or of the module
/// an indicator is qualified with).
fn export(m: &mut Machine) -> Res {
    let ctx = m.context_module();
    for (module, name, arity) in indicators(m, m.x[0], ctx)? {
        let exports = &mut m.ensure_module(module).exports;
        if !exports.contains(&(name, arity)) {
            exports.push((name, arity));
        }
    }
    Ok(true)
}

/// import/1: each predicate, of the module it is qualified with (else the
/// module of the file being loaded), is imported into the context module.
fn import(m: &mut Machine) -> Res {
    let (ctx, source) = (m.context_module(), m.source_module());
    for (module, name, arity) in indicators(m, m.x[0], source)? {
        if module == ctx {
            continue;
        }
        let p = match m.resolve_pred(module, name, arity) {
            Some(p) => p,
            // Not defined yet: the import names the entry its definition fills.
            None => m.pred_in(module, name, arity),
        };
        m.import_pred(ctx, name, p, false);
    }
    Ok(true)
}

/// mode/1: a DEC-10 mode declaration, ignored (the term must be callable).
fn mode(m: &mut Machine) -> Res {
    let t = m.arg(0);
    if t.is_var_ref() {
        return Err(m.err_instantiation());
    }
    if !t.is_callable() {
        return Err(m.err_type(atoms::CALLABLE, t));
    }
    Ok(true)
}

fn modules_list(m: &mut Machine) -> Res {
    let mut names: Vec<Atom> = m.modules.keys().copied().collect();
    // A module that only `assertz(M:Clause)` or `M:Head :- Body` made has
    // predicates but no module entry; SWI-Prolog lists it too.
    let present = m.preds.iter().filter(|p| p.present()).map(|p| p.module);
    names.extend(present.filter(|module| !m.modules.contains_key(module)));
    names.sort_by(|a, b| m.atoms.text(*a).cmp(m.atoms.text(*b)));
    names.dedup();
    let items: Vec<Cell> = names.into_iter().map(Cell::Atom).collect();
    let l = m.heap.list(&items);
    let x0 = m.x[0];
    Ok(m.unify(x0, l))
}

/// '$module_file'(+Module, -File): the file a module was loaded from.
fn module_file(m: &mut Machine) -> Res {
    let Cell::Atom(module) = m.arg(0) else {
        return Ok(false);
    };
    let Some(file) = m.modules.get(&module).and_then(|md| md.file) else {
        return Ok(false);
    };
    let x1 = m.x[1];
    Ok(m.unify(x1, Cell::Atom(file)))
}

impl Machine {
    /// The module a loaded file declared.
    pub fn module_of_file(&self, file: Atom) -> Option<Atom> {
        self.modules.values().find(|md| md.file == Some(file)).map(|md| md.name)
    }

    /// Imports from `module` into `importer`: every export (`imports` None
    /// or `all`), the listed ones (`Name/Arity`, `Name//Arity`, `PI as
    /// NewName`), or all but some (`except(List)`).
    pub fn import_module(&mut self, importer: Atom, module: Atom, imports: Option<Cell>) -> Result<(), Exc> {
        if importer == module {
            return Ok(());
        }
        let exports = self.modules.get(&module).map(|md| md.exports.clone()).unwrap_or_default();
        let ops = self.modules.get(&module).map(|md| md.export_ops.clone()).unwrap_or_default();
        let spec = imports.map(|c| self.heap.deref(c));
        let all = |m: &Machine| -> bool {
            match spec {
                None => true,
                Some(Cell::Atom(a)) => m.atoms.text(a) == "all",
                _ => false,
            }
        };
        let mut chosen: Vec<((Atom, u32), Atom)> = Vec::new();
        let weak = all(self);
        if weak {
            chosen = exports.iter().map(|&(n, a)| ((n, a), n)).collect();
        } else {
            let spec = spec.expect("import list");
            let except = self.atoms.intern("except");
            if let Some((f, 1)) = self.heap.functor_of(spec) {
                if f == except {
                    let list = self.heap.arg(spec, 0);
                    let items = self.list_items(list)?;
                    let mut skip = Vec::new();
                    let mut renamed = Vec::new();
                    for it in items {
                        let (pi, new) = self.import_item(it)?;
                        match new {
                            Some(n) => renamed.push((pi, n)),
                            None => skip.push(pi),
                        }
                    }
                    for &(n, a) in &exports {
                        if skip.contains(&(n, a)) {
                            continue;
                        }
                        let name = renamed.iter().find(|(pi, _)| *pi == (n, a)).map(|&(_, new)| new).unwrap_or(n);
                        chosen.push(((n, a), name));
                    }
                }
            }
            if chosen.is_empty() && self.heap.functor_of(spec).is_none_or(|(f, _)| f != except) {
                for it in self.list_items(spec)? {
                    let it = self.heap.deref(it);
                    if let Some((f, 3)) = self.heap.functor_of(it) {
                        if self.atoms.text(f) == "op" {
                            continue;
                        }
                    }
                    let (pi, new) = self.import_item(it)?;
                    chosen.push((pi, new.unwrap_or(pi.0)));
                }
            }
        }
        for ((name, arity), as_name) in chosen {
            // A name the module leaves to the system (aggregate_all/3 is
            // listed by library(aggregate) in SWI-Prolog, a system predicate
            // here) is visible everywhere already: importing the module's
            // empty entry would run its goals in the library's module.
            if as_name == name && !self.modules.get(&module).is_some_and(|md| md.exports.contains(&(name, arity))) {
                if let Some(t) = self.resolve_pred(module, name, arity) {
                    if self.preds[t as usize].module == atoms::SYSTEM {
                        continue;
                    }
                }
            }
            let entry = self.pred_in(module, name, arity);
            let target = self.import_target(entry);
            self.import_pred(importer, as_name, target, weak);
        }
        // Operators are global in hornbook: make sure the exported ones are set.
        for (p, t, n) in ops {
            let t = crate::reader::ops::OpType::from_str(self.atoms.text(t));
            if let Some(t) = t {
                let _ = self.ops.add(p, t, self.atoms.text(n));
            }
        }
        Ok(())
    }

    /// One import list entry: (name/arity, new name for `as`).
    fn import_item(&mut self, it: Cell) -> Result<((Atom, u32), Option<Atom>), Exc> {
        let it = self.heap.deref(it);
        let as_atom = self.atoms.intern("as");
        if let Some((f, 2)) = self.heap.functor_of(it) {
            if f == as_atom {
                let (pi, _) = self.import_item(self.heap.arg(it, 0))?;
                return match self.heap.deref(self.heap.arg(it, 1)) {
                    Cell::Atom(n) => Ok((pi, Some(n))),
                    c => Err(self.err_type(atoms::ATOM, c)),
                };
            }
        }
        match self.heap.functor_of(it) {
            Some((f @ (atoms::SLASH | atoms::DOUBLE_SLASH), 2)) => {
                match (self.heap.deref(self.heap.arg(it, 0)), self.heap.deref(self.heap.arg(it, 1))) {
                    (Cell::Atom(n), Cell::Int(a)) if a >= 0 => {
                        Ok(((n, a as u32 + if f == atoms::DOUBLE_SLASH { 2 } else { 0 }), None))
                    }
                    _ if it.is_var_ref() => Err(self.err_instantiation()),
                    _ => {
                        let pi = self.atoms.intern("predicate_indicator");
                        Err(self.err_type(pi, it))
                    }
                }
            }
            _ if it.is_var_ref() => Err(self.err_instantiation()),
            _ => {
                let pi = self.atoms.intern("predicate_indicator");
                Err(self.err_type(pi, it))
            }
        }
    }
}

/// '$set_default_import_module'(+Module, +Parent): Module (created when new)
/// resolves the names it does not define in Parent, as the module of a
/// plunit test unit sees the predicates of the module around it.
fn set_default_import_module(m: &mut Machine) -> Res {
    let (Cell::Atom(module), Cell::Atom(parent)) = (m.arg(0), m.arg(1)) else {
        return Err(m.err_instantiation());
    };
    m.ensure_module(parent);
    m.ensure_module(module).parent = parent;
    Ok(true)
}
