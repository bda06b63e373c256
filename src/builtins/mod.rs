//! Builtin predicates implemented in Rust. Each family file exports a
//! table of [`Builtin`] entries; adding a builtin touches one file. The
//! CLP(FD) families live with the solver, in `src/clpfd/builtins/`.
//!
//! The mode string documents the arguments in the usual notation
//! (`+` input, `-` output, `?` either, `:` goal) with the expected type.

pub mod arith;
pub mod atomic_list;
pub mod atoms;
pub mod attvar;
pub mod chario;
pub mod chartype;
pub mod clause_refs;
pub mod compare;
pub mod control;
pub mod db;
pub mod debug;
pub mod det;
pub mod dicts;
pub mod env;
pub mod files;
pub mod findall;
pub mod flags;
pub mod format;
pub mod io;
pub mod list_scan;
pub mod listing;
pub mod listing_source;
pub mod modules;
pub mod random;
pub mod read_term;
pub mod regex;
pub mod sort;
mod sort_stoppable;
pub mod source;
pub mod stream_pair;
pub mod stream_position;
pub mod streams;
pub mod strings;
pub mod subtext;
pub mod system;
pub mod tabling;
pub mod terms;
pub mod termtext;
pub mod text_input;
pub mod time;
pub mod toplevel;
pub mod types;
pub mod variant_hash;

use crate::clpfd::builtins as clpfd;
use crate::machine::database::{BuiltinFn, ControlOp, NondetFn, PredKind};
use crate::machine::Machine;

/// How a builtin is implemented.
#[derive(Copy, Clone)]
pub enum Impl {
    /// Deterministic: succeeds at most once.
    Det(BuiltinFn),
    /// Nondeterministic: may leave a choicepoint with `Machine::push_redo`.
    Nondet(NondetFn),
}

pub struct Builtin {
    pub name: &'static str,
    pub arity: u32,
    pub f: Impl,
    pub mode: &'static str,
    /// Help text: a one-line summary, then an example query and its first
    /// answer as the toplevel prints it (see `Builtin::doc`).
    pub doc: &'static str,
}

/// A deterministic table entry.
pub const fn b(name: &'static str, arity: u32, f: BuiltinFn, mode: &'static str) -> Builtin {
    Builtin { name, arity, f: Impl::Det(f), mode, doc: "" }
}

/// A nondeterministic table entry.
pub const fn nd(name: &'static str, arity: u32, f: NondetFn, mode: &'static str) -> Builtin {
    Builtin { name, arity, f: Impl::Nondet(f), mode, doc: "" }
}

impl Builtin {
    /// Attaches help text to a table entry:
    /// `b("atom_length", 2, atom_length, "+atom,?integer").doc("...")`.
    /// The text is a summary line, then `?- Query.` and the first answer:
    /// `"Length of Atom in characters.\n?- atom_length(abc, N).\nN = 3."`
    pub const fn doc(self, doc: &'static str) -> Builtin {
        Builtin { doc, ..self }
    }
}

/// Every builtin family's table.
const TABLES: &[&[Builtin]] = &[
    arith::BUILTINS,
    atoms::BUILTINS,
    atomic_list::BUILTINS,
    attvar::BUILTINS,
    chario::BUILTINS,
    chartype::BUILTINS,
    clause_refs::BUILTINS,
    clpfd::primitives::BUILTINS,
    clpfd::linear_post::BUILTINS,
    clpfd::label::BUILTINS,
    clpfd::relations::BUILTINS,
    clpfd::reify::BUILTINS,
    clpfd::globals::BUILTINS,
    clpfd::query::BUILTINS,
    compare::BUILTINS,
    list_scan::BUILTINS,
    dicts::BUILTINS,
    control::BUILTINS,
    db::BUILTINS,
    files::BUILTINS,
    debug::BUILTINS,
    det::BUILTINS,
    env::BUILTINS,
    findall::BUILTINS,
    variant_hash::BUILTINS,
    stream_pair::BUILTINS,
    flags::BUILTINS,
    format::BUILTINS,
    io::BUILTINS,
    listing::BUILTINS,
    modules::BUILTINS,
    random::BUILTINS,
    regex::BUILTINS,
    sort::BUILTINS,
    source::BUILTINS,
    streams::BUILTINS,
    stream_position::BUILTINS,
    strings::BUILTINS,
    subtext::BUILTINS,
    system::BUILTINS,
    tabling::BUILTINS,
    terms::BUILTINS,
    termtext::BUILTINS,
    text_input::BUILTINS,
    time::BUILTINS,
    toplevel::BUILTINS,
    types::BUILTINS,
];

/// Registers the builtins of this layer and call/N, catch/3 and the other
/// control constructs. The layers above register their own tables
/// (`register_table`): the loading builtins (`consult/builtins.rs`) and
/// help (`help/builtins.rs`), put together in `system.rs`.
pub fn register_all(m: &mut Machine) {
    for table in TABLES {
        register_table(m, table);
    }
    // The tracer's debug variants of clauses (machine/debug_code.rs).
    m.tracer.recompile = Some(|m, clause| m.compile_clause(clause).ok().map(|c| (c.code, c.max_reg)));
    for n in 1..=8u32 {
        m.define_call_n(n);
    }
    let controls = [
        ("catch", 3, ControlOp::Catch),
        ("@", 2, ControlOp::CallAt),
        ("reset", 3, ControlOp::Reset),
        ("$tbl_reset", 5, ControlOp::TableReset),
        ("shift", 1, ControlOp::Shift),
        ("call_continuation", 1, ControlOp::CallContinuation),
    ];
    for (name, arity, op) in controls {
        let name = m.atoms.intern(name);
        let p = m.system_pred(name, arity);
        let pred = &mut m.preds[p as usize];
        pred.kind = PredKind::Control(op);
        pred.defined = true;
        pred.system = true;
    }
}

/// Makes each entry of `table` a system predicate.
pub fn register_table(m: &mut Machine, table: &[Builtin]) {
    for entry in table {
        let name = m.atoms.intern(entry.name);
        let p = m.system_pred(name, entry.arity);
        let pred = &mut m.preds[p as usize];
        pred.kind = match entry.f {
            Impl::Det(f) => PredKind::Builtin(f),
            Impl::Nondet(f) => PredKind::Nondet(f),
        };
        pred.defined = true;
        pred.system = true;
    }
}

/// Every entry of this layer's builtin tables, internal (`$`-named) ones
/// included; `system::all_builtins` adds those of the layers above.
pub fn all() -> impl Iterator<Item = &'static Builtin> {
    TABLES.iter().flat_map(|t| t.iter())
}

/// The mode string of a builtin, for documentation and listing.
pub fn mode_of(name: &str, arity: u32) -> Option<&'static str> {
    TABLES.iter().flat_map(|t| t.iter()).find(|b| b.name == name && b.arity == arity).map(|b| b.mode)
}
