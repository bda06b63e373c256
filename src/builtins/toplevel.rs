//! Builtins of the toplevel: `'$defined'/3` (does a predicate have clauses
//! or a Rust definition; used to find the attribute_goals//1 of attribute
//! modules for residual goals). make/0 is `consult/builtins.rs`'s.

use super::{b, Builtin};
use crate::machine::{Machine, Res};
use crate::term::{atoms, Cell};

pub const BUILTINS: &[Builtin] = &[b("$defined", 3, defined, "+atom,+atom,+integer")];

/// '$defined'(+Module, +Name, +Arity): Module itself defines Name/Arity.
fn defined(m: &mut Machine) -> Res {
    let Cell::Atom(module) = m.arg(0) else {
        return Ok(false);
    };
    let (name, arity) = match (m.arg(1), m.arg(2)) {
        (Cell::Atom(n), Cell::Int(a)) if a >= 0 => (n, a as u32),
        (n, a) if n.is_var_ref() || a.is_var_ref() => return Err(m.err_instantiation()),
        (Cell::Atom(_), a) => return Err(m.err_type(atoms::INTEGER, a)),
        (n, _) => return Err(m.err_type(atoms::ATOM, n)),
    };
    Ok(m.lookup_in(module, name, arity).is_some_and(|p| m.preds[p as usize].defined))
}
