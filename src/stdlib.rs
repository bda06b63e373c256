//! The standard library written in Prolog, embedded in the binary.
//!
//! `boot.pl` and the other system files make up the `system` module: they
//! are loaded when a machine starts and cannot be redefined. The libraries
//! are module files (`:- module(Name, Exports)`) loaded by
//! `use_module(library(Name))`, or on the first call of one of their
//! exports (autoloading: the exports are read from each library's module
//! declaration without loading it). None is loaded at start, as in
//! SWI-Prolog, which autoloads library(lists) and library(apply) too: the
//! system files use their own helpers ('$member_'/2, '$append_'/3, ...),
//! and loading those two at start was 29% of start-up.

use crate::machine::modules::AutoloadIndex;
use crate::machine::Machine;
use crate::term::{atoms, Atom};

mod swi_libraries;
pub use swi_libraries::is_swi_library;

const BOOT: &str = include_str!("../stdlib/boot.pl");

/// Files of the `system` module besides boot.pl.
const SYSTEM_FILES: &[(&str, &str)] = &[
    ("dcg", include_str!("../stdlib/dcg.pl")),
    ("system", include_str!("../stdlib/system.pl")),
    ("bags", include_str!("../stdlib/bags.pl")),
    ("toplevel", include_str!("../stdlib/toplevel.pl")),
    ("source", include_str!("../stdlib/source.pl")),
    ("dec10", include_str!("../stdlib/dec10.pl")),
    ("wildcard", include_str!("../stdlib/wildcard.pl")),
];

/// System files loaded on the first call of one of their entry predicates
/// (name, text, entries): few programs use them, and loading det.pl at
/// start cost 2.7% of start-up. A call compiled before the load names the
/// caller module's entry, which resolves through autoloading
/// ([`Embedded::autoload`]) to the system predicate once loaded.
const LAZY_SYSTEM_FILES: &[(&str, &str, &[(&str, u32)])] = &[
    ("inference_limit", include_str!("../stdlib/inference_limit.pl"), &[("call_with_inference_limit", 3)]),
    ("stacks", include_str!("../stdlib/stacks.pl"), &[("set_prolog_stack", 2), ("prolog_stack_property", 2)]),
    (
        "det",
        include_str!("../stdlib/det.pl"),
        // det/1 runs before '$det_call'/4 is ever compiled into a clause;
        // '$det_guard'/4 is compiled into clauses with a `$` guard at load.
        // '$det_goal_nondet'/2 and '$det_goal_fail'/2 into those with a `$/1`.
        &[
            ("det", 1),
            ("$", 1),
            ("$", 0),
            ("$det_guard", 4),
            ("$det_call", 4),
            ("$det_goal_nondet", 2),
            ("$det_goal_fail", 2),
            ("$det_guard_nondet", 1),
            ("$det_guard_fail", 1),
        ],
    ),
];

/// The term and goal expansion driver, a system file loaded on first need
/// ([`load_expander`]): most programs define no expansion hook, and
/// loading it at start cost a tenth of start-up.
const EXPANDER: &str = include_str!("../stdlib/expand.pl");

/// What a breach of a determinism declaration names and does, a system
/// file loaded on the first breach ([`load_det_errors`]).
const DET_ERRORS: &str = include_str!("../stdlib/det_errors.pl");

/// The libraries: `library(Name)` and their module files.
const LIBRARIES: &[(&str, &str)] = &[
    ("lists", include_str!("../stdlib/lists.pl")),
    ("apply", include_str!("../stdlib/apply.pl")),
    ("yall", include_str!("../stdlib/yall.pl")),
    ("pairs", include_str!("../stdlib/pairs.pl")),
    ("error", include_str!("../stdlib/error.pl")),
    ("assoc", include_str!("../stdlib/assoc.pl")),
    ("ordsets", include_str!("../stdlib/ordsets.pl")),
    ("solution_sequences", include_str!("../stdlib/solution_sequences.pl")),
    ("option", include_str!("../stdlib/option.pl")),
    ("debug", include_str!("../stdlib/debug.pl")),
    ("aggregate", include_str!("../stdlib/aggregate.pl")),
    ("gensym", include_str!("../stdlib/gensym.pl")),
    ("recorded", include_str!("../stdlib/recorded.pl")),
    ("quintus", include_str!("../stdlib/quintus.pl")),
    ("thread", include_str!("../stdlib/thread.pl")),
    ("pcre", include_str!("../stdlib/pcre.pl")),
    ("occurs", include_str!("../stdlib/occurs.pl")),
    ("varnumbers", include_str!("../stdlib/varnumbers.pl")),
    ("filesex", include_str!("../stdlib/filesex.pl")),
    ("terms", include_str!("../stdlib/terms.pl")),
    ("dcg/basics", include_str!("../stdlib/dcg/basics.pl")),
    ("ugraphs", include_str!("../stdlib/ugraphs.pl")),
    ("readutil", include_str!("../stdlib/readutil.pl")),
    ("strings", include_str!("../stdlib/strings.pl")),
    ("prolog_source", include_str!("../stdlib/prolog_source.pl")),
    ("dcg/high_order", include_str!("../stdlib/dcg/high_order.pl")),
    ("utf8", include_str!("../stdlib/utf8.pl")),
    ("nb_set", include_str!("../stdlib/nb_set.pl")),
    ("random", include_str!("../stdlib/random.pl")),
    ("tabling", include_str!("../stdlib/tabling.pl")),
    ("clpfd", include_str!("../stdlib/clpfd.pl")),
    ("clpfd/automaton", include_str!("../stdlib/clpfd/automaton.pl")),
    ("clpfd/gcc", include_str!("../stdlib/clpfd/gcc.pl")),
    ("writef", include_str!("../stdlib/writef.pl")),
    ("lazy_lists", include_str!("../stdlib/lazy_lists.pl")),
    ("pure_input", include_str!("../stdlib/pure_input.pl")),
    ("readln", include_str!("../stdlib/readln.pl")),
    ("main", include_str!("../stdlib/main.pl")),
    ("main_options", include_str!("../stdlib/main_options.pl")),
    ("optparse", include_str!("../stdlib/optparse.pl")),
    ("charsio", include_str!("../stdlib/charsio.pl")),
    ("plunit", include_str!("../stdlib/plunit.pl")),
    ("plunit/report", include_str!("../stdlib/plunit/report.pl")),
    ("heaps", include_str!("../stdlib/heaps.pl")),
    ("rbtrees", include_str!("../stdlib/rbtrees.pl")),
    ("date", include_str!("../stdlib/date.pl")),
    ("csv", include_str!("../stdlib/csv.pl")),
    ("record", include_str!("../stdlib/record.pl")),
    ("settings", include_str!("../stdlib/settings.pl")),
    ("prolog_stack", include_str!("../stdlib/prolog_stack.pl")),
    ("check", include_str!("../stdlib/check.pl")),
    ("make", include_str!("../stdlib/make.pl")),
    ("edit", include_str!("../stdlib/edit.pl")),
    ("explain", include_str!("../stdlib/explain.pl")),
    ("chr", include_str!("../stdlib/chr.pl")),
    ("chr/compile", include_str!("../stdlib/chr/compile.pl")),
    ("clpq", include_str!("../stdlib/clpq.pl")),
    ("clpr", include_str!("../stdlib/clpr.pl")),
    ("clpqr/store", include_str!("../stdlib/clpqr/store.pl")),
    ("clpqr/linear", include_str!("../stdlib/clpqr/linear.pl")),
    ("clpqr/simplex", include_str!("../stdlib/clpqr/simplex.pl")),
    ("simplex", include_str!("../stdlib/simplex.pl")),
    ("simplex/transport", include_str!("../stdlib/simplex/transport.pl")),
];

/// Libraries loaded only when a program asks for them with
/// `use_module(library(Name))`, never autoloaded: they export operators a
/// program without them must not see (as SWI-Prolog, which does not
/// autoload library(clpfd) either), or SWI-Prolog does not autoload them
/// (library(simplex), whose short names like `constraint/3` a program
/// may well define for itself). library(clpq) and library(clpr) define
/// {}/1, which a program may define for itself; their solver's modules
/// (clpqr/...) serve them only.
const ON_DEMAND: &[&str] = &[
    "clpfd",
    "clpfd/automaton",
    "clpfd/gcc",
    "record",
    "clpq",
    "clpr",
    "clpqr/store",
    "clpqr/linear",
    "clpqr/simplex",
    "simplex",
];

/// Libraries SWI-Prolog programs load whose predicates are built into
/// hornbook: use_module/1 accepts them and loads nothing.
/// library(apply_macros) only makes SWI-Prolog expand calls of maplist/N
/// and the like inline: loading it changes nothing here.
const BUILTIN_LIBRARIES: &[&str] =
    &["between", "format", "system", "listing", "dif", "freeze", "sort", "files", "when", "help", "apply_macros"];

/// Every embedded source as (name, text), the boot file first. The help
/// index reads the `%!` comments in them.
pub fn sources() -> impl Iterator<Item = (&'static str, &'static str)> {
    std::iter::once(("boot", BOOT))
        .chain(SYSTEM_FILES.iter().copied())
        .chain(LAZY_SYSTEM_FILES.iter().map(|&(name, text, _)| (name, text)))
        .chain(std::iter::once(("expand", EXPANDER)))
        .chain(std::iter::once(("det_errors", DET_ERRORS)))
        .chain(LIBRARIES.iter().copied())
}

/// The names of the embedded libraries.
pub fn library_names() -> impl Iterator<Item = &'static str> {
    LIBRARIES.iter().map(|&(n, _)| n)
}

/// The names of the libraries that are never autoloaded.
pub fn on_demand_libraries() -> impl Iterator<Item = &'static str> {
    ON_DEMAND.iter().copied()
}

/// The source text of `library(Name)`, if it is embedded.
pub fn library_text(name: &str) -> Option<&'static str> {
    LIBRARIES.iter().find(|(n, _)| *n == name).map(|&(_, t)| t)
}

/// Whether `library(Name)` names predicates that are built in.
pub fn is_builtin_library(name: &str) -> bool {
    BUILTIN_LIBRARIES.contains(&name)
}

/// The source name under which library predicates are recorded.
pub fn library_source(name: &str) -> String {
    format!("$library({name})")
}

/// The embedded libraries as the engine sees them (`Machine::libraries`).
pub struct Embedded;

impl crate::machine::Libraries for Embedded {
    fn autoload(&self, m: &mut Machine, name: Atom, arity: u32) -> Option<Atom> {
        if load_lazy_system_file(m, name, arity) {
            return Some(atoms::SYSTEM);
        }
        let lib = m.autoload_library(name, arity)?;
        m.load_library(lib).ok()
    }

    fn on_request_exporting(&self, m: &mut Machine, name: &str, arity: u32) -> Option<&'static str> {
        m.on_demand_library_exporting(name, arity)
    }

    fn autoloadable(&self, m: &mut Machine) -> Vec<(Atom, u32)> {
        let mut exports: Vec<(Atom, u32)> = m.autoload_index().exports.keys().copied().collect();
        for &(_, _, entries) in LAZY_SYSTEM_FILES {
            exports.extend(entries.iter().map(|&(name, arity)| (m.atoms.intern(name), arity)));
        }
        exports
    }

    fn autoload_module(&self, m: &mut Machine, module: Atom) -> bool {
        if m.modules.contains_key(&module) {
            return false;
        }
        let Some(lib) = m.autoload_index().modules.get(&module).copied() else {
            return false;
        };
        m.load_library(lib).is_ok()
    }
}

/// Loads stdlib/expand.pl into `system` unless it is loaded: by the loader
/// once an expansion hook applies, and by expand_term/2 and expand_goal/2.
/// Its predicates are system predicates, as those of the files loaded at
/// start.
pub fn load_expander(m: &mut Machine) {
    let expand = m.atoms.intern("$expand_term");
    if system_defines(m, expand, 3) {
        return;
    }
    // Its own clauses load as written, not through the hooks it drives
    // (which would come back here for each of them).
    let hooks = std::mem::replace(&mut m.expansion_hooks_exist, false);
    load_system_file(m, EXPANDER, "expand");
    m.expansion_hooks_exist = hooks;
}

/// Loads the determinism errors' system file (stdlib/det_errors.pl) unless
/// it is loaded.
pub fn load_det_errors(m: &mut Machine) {
    let report = m.atoms.intern("$det_report");
    load_system_file_unless_defined(m, DET_ERRORS, "det_errors", report, 3);
}

/// Loads the lazily loaded system file that has Name/Arity among its
/// entries, unless it is loaded; whether there is one.
fn load_lazy_system_file(m: &mut Machine, name: Atom, arity: u32) -> bool {
    let text = m.atoms.text(name);
    let Some(&(file, source, _)) =
        LAZY_SYSTEM_FILES.iter().find(|(_, _, entries)| entries.iter().any(|&(n, a)| n == text && a == arity))
    else {
        return false;
    };
    load_system_file_unless_defined(m, source, file, name, arity);
    true
}

/// Loads every system file that is otherwise loaded on first use (for
/// views of everything the system defines, such as the help index's
/// check that each page names a predicate).
pub fn load_lazy_system_files(m: &mut Machine) {
    for &(file, source, entries) in LAZY_SYSTEM_FILES {
        let (name, arity) = entries[0];
        let name = m.atoms.intern(name);
        load_system_file_unless_defined(m, source, file, name, arity);
    }
}

/// Loads a system file loaded on first need unless `system` defines
/// Name/Arity, one of its predicates (then it is loaded).
fn load_system_file_unless_defined(m: &mut Machine, text: &str, file: &str, name: Atom, arity: u32) {
    if !system_defines(m, name, arity) {
        load_system_file(m, text, file);
    }
}

fn system_defines(m: &Machine, name: Atom, arity: u32) -> bool {
    m.lookup_in(atoms::SYSTEM, name, arity).is_some_and(|p| m.preds[p as usize].present())
}

/// Consults a system file loaded on first need into `system`.
fn load_system_file(m: &mut Machine, text: &str, name: &str) {
    m.consult_str_in(text, &library_source(name), atoms::SYSTEM);
    // Entries for its predicates may predate the load (calls compiled in
    // the system files made them).
    for pred in m.preds.iter_mut() {
        if pred.module == atoms::SYSTEM && pred.present() {
            pred.system = true;
        }
    }
}

pub fn load(m: &mut Machine) {
    m.ensure_module(atoms::SYSTEM);
    m.ensure_module(atoms::USER);
    let before = m.preds.len();
    m.consult_str_in(BOOT, "$boot", atoms::SYSTEM);
    for (name, text) in SYSTEM_FILES {
        m.consult_str_in(text, &library_source(name), atoms::SYSTEM);
    }
    // Everything the system files defined is protected; entries created
    // for calls of library predicates are not.
    for p in before..m.preds.len() {
        let pred = &mut m.preds[p];
        if pred.module == atoms::SYSTEM && pred.present() {
            pred.system = true;
        } else if pred.module != atoms::SYSTEM && pred.defined {
            // Attribute hooks (freeze:attr_unify_hook/2, ...).
            pred.system = true;
        }
    }
}

impl Machine {
    /// Loads `library(Name)` unless it is loaded; returns its module.
    pub fn load_library(&mut self, name: &str) -> Result<Atom, String> {
        let source = library_source(name);
        let file = self.atoms.intern(&source);
        if let Some(module) = self.module_of_file(file) {
            return Ok(module);
        }
        let text = library_text(name).ok_or_else(|| format!("library({name})"))?;
        let before = self.preds.len();
        // A library loads untraced: its directives are not the program's
        // goals (a traced call that autoloads would show them).
        let tracing = std::mem::replace(&mut self.tracer.tracing, false);
        let (_, declared) = self.consult_str_in(text, &source, atoms::USER);
        self.tracer.tracing = tracing;
        if let Some(module) = declared {
            return Ok(module);
        }
        // A library file without a module declaration: its predicates went
        // to `user`; they make up a module of the library's name that
        // exports them all.
        let module = self.atoms.intern(name);
        let mut md = crate::machine::modules::Module::new(module, atoms::SYSTEM);
        md.file = Some(file);
        md.library = true;
        for p in before..self.preds.len() {
            let pred = &self.preds[p];
            if pred.module == atoms::USER && pred.defined && !self.atoms.text(pred.name).starts_with('$') {
                md.exports.push((pred.name, pred.arity));
            }
        }
        let exports = md.exports.clone();
        self.modules.insert(module, md);
        for (n, a) in exports {
            let p = self.pred_in(atoms::USER, n, a);
            let lp = self.pred_in(module, n, a);
            if lp != p {
                self.preds[lp as usize].kind = crate::machine::database::PredKind::Imported(p);
            }
        }
        Ok(module)
    }

    /// The library that exports Name/Arity, for autoloading.
    pub fn autoload_library(&mut self, name: Atom, arity: u32) -> Option<&'static str> {
        self.autoload_index().exports.get(&(name, arity)).copied()
    }

    /// What autoloading can load, the index built on first need.
    fn autoload_index(&mut self) -> &AutoloadIndex {
        let index = match self.autoload_index.take() {
            Some(index) => index,
            None => self.build_autoload_index(),
        };
        self.autoload_index.insert(index)
    }

    /// The library loaded only on request (never autoloaded) that exports
    /// Name/Arity, for the unknown-procedure hint.
    pub fn on_demand_library_exporting(&mut self, name: &str, arity: u32) -> Option<&'static str> {
        for &(lib, text) in LIBRARIES.iter().filter(|(lib, _)| ON_DEMAND.contains(lib)) {
            let exports = self.module_declaration(text).map(|(_, exports)| exports).unwrap_or_default();
            if exports.iter().any(|(n, a)| n == name && *a == arity) {
                return Some(lib);
            }
        }
        None
    }

    /// Reads the module declaration at the top of every library.
    fn build_autoload_index(&mut self) -> AutoloadIndex {
        let mut index = AutoloadIndex::default();
        for &(lib, text) in LIBRARIES.iter().filter(|(lib, _)| !ON_DEMAND.contains(lib)) {
            let Some((module, exports)) = self.module_declaration(text) else {
                continue;
            };
            let module = self.atoms.intern(&module);
            index.modules.entry(module).or_insert(lib);
            for (name, arity) in exports {
                let name = self.atoms.intern(&name);
                index.exports.entry((name, arity)).or_insert(lib);
            }
        }
        index
    }

    /// The module name and exports of `:- module(Name, Exports)`, the first
    /// term of `text`, if it is one.
    fn module_declaration(&mut self, text: &str) -> Option<(String, Vec<(String, u32)>)> {
        let mut reader = crate::reader::Reader::for_program(text);
        let flags = self.read_flags();
        let Ok(Some(rt)) = reader.next(&self.ops, &flags) else {
            return None;
        };
        let mark = self.heap.top();
        let (term, _) = self.build_read_term(&rt);
        let mut out = Vec::new();
        let mut module = None;
        let t = self.heap.deref(term);
        if let Some((atoms::NECK, 1)) = self.heap.functor_of(t) {
            let d = self.heap.deref(self.heap.arg(t, 0));
            if let Some((atoms::MODULE, 2)) = self.heap.functor_of(d) {
                if let crate::term::Cell::Atom(name) = self.heap.deref(self.heap.arg(d, 0)) {
                    module = Some(self.atoms.text(name).to_string());
                }
                let list = self.heap.arg(d, 1);
                for it in self.list_items(list).unwrap_or_default() {
                    let it = self.heap.deref(it);
                    if let Some((f @ (atoms::SLASH | atoms::DOUBLE_SLASH), 2)) = self.heap.functor_of(it) {
                        let (n, a) = (self.heap.deref(self.heap.arg(it, 0)), self.heap.deref(self.heap.arg(it, 1)));
                        if let (crate::term::Cell::Atom(n), crate::term::Cell::Int(a)) = (n, a) {
                            let extra = if f == atoms::DOUBLE_SLASH { 2 } else { 0 };
                            out.push((self.atoms.text(n).to_string(), a as u32 + extra));
                        }
                    }
                }
            }
        }
        self.heap.cells.truncate(mark as usize);
        module.map(|module| (module, out))
    }
}
