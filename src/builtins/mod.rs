//! Builtin predicates implemented in Rust. Each family file exports a
//! table of [`Builtin`] entries; adding a builtin touches one file.
//!
//! The mode string documents the arguments in the usual notation
//! (`+` input, `-` output, `?` either, `:` goal) with the expected type.

pub mod arith;
pub mod atoms;
pub mod attvar;
pub mod compare;
pub mod control;
pub mod db;
pub mod findall;
pub mod flags;
pub mod format;
pub mod io;
pub mod load;
pub mod random;
pub mod sort;
pub mod terms;
pub mod types;

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
}

/// A deterministic table entry.
pub const fn b(name: &'static str, arity: u32, f: BuiltinFn, mode: &'static str) -> Builtin {
    Builtin { name, arity, f: Impl::Det(f), mode }
}

/// A nondeterministic table entry.
pub const fn nd(name: &'static str, arity: u32, f: NondetFn, mode: &'static str) -> Builtin {
    Builtin { name, arity, f: Impl::Nondet(f), mode }
}

pub fn register_all(m: &mut Machine) {
    let tables: &[&[Builtin]] = &[
        control::BUILTINS,
        types::BUILTINS,
        compare::BUILTINS,
        terms::BUILTINS,
        arith::BUILTINS,
        atoms::BUILTINS,
        db::BUILTINS,
        findall::BUILTINS,
        io::BUILTINS,
        load::BUILTINS,
        flags::BUILTINS,
        attvar::BUILTINS,
        format::BUILTINS,
        sort::BUILTINS,
        random::BUILTINS,
    ];
    for table in tables {
        for entry in *table {
            let name = m.atoms.intern(entry.name);
            let p = m.pred_id(name, entry.arity);
            let pred = &mut m.preds[p as usize];
            pred.kind = match entry.f {
                Impl::Det(f) => PredKind::Builtin(f),
                Impl::Nondet(f) => PredKind::Nondet(f),
            };
            pred.defined = true;
            pred.system = true;
        }
    }
    for n in 1..=8u32 {
        let call = m.atoms.intern("call");
        let p = m.pred_id(call, n);
        let pred = &mut m.preds[p as usize];
        pred.kind = PredKind::Control(ControlOp::Call(n));
        pred.defined = true;
        pred.system = true;
    }
    let catch = m.atoms.intern("catch");
    let p = m.pred_id(catch, 3);
    let pred = &mut m.preds[p as usize];
    pred.kind = PredKind::Control(ControlOp::Catch);
    pred.defined = true;
    pred.system = true;
}

/// The mode string of a builtin, for documentation and listing.
pub fn mode_of(name: &str, arity: u32) -> Option<&'static str> {
    let tables: &[&[Builtin]] = &[
        control::BUILTINS,
        types::BUILTINS,
        compare::BUILTINS,
        terms::BUILTINS,
        arith::BUILTINS,
        atoms::BUILTINS,
        db::BUILTINS,
        findall::BUILTINS,
        io::BUILTINS,
        load::BUILTINS,
        flags::BUILTINS,
        attvar::BUILTINS,
        format::BUILTINS,
        sort::BUILTINS,
        random::BUILTINS,
    ];
    tables.iter().flat_map(|t| t.iter()).find(|b| b.name == name && b.arity == arity).map(|b| b.mode)
}
