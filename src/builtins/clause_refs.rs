//! Clause references (SWI-Prolog, from DEC-10 Prolog): assert/2,
//! asserta/2 and assertz/2 give the reference of the clause they add, and
//! `'$cref_clause'/3` goes from a reference back to the clause (clause/3
//! with a bound reference, instance/2). A reference is the term
//! `'$cref'(Pred, Id, PosHint)` that clause/2 and retract/1 already use
//! (`db.rs`); erase/1 and the recorded database are in
//! `stdlib/recorded.pl`.

use super::{b, Builtin};
use crate::compile::Position;
use crate::machine::copy::copy_in;
use crate::machine::database::ClauseInfo;
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Cell};
use std::rc::Rc;

pub const BUILTINS: &[Builtin] = &[
    b("assert", 2, |m| assert_with_ref(m, Position::Last), "+clause,-term").doc(
        "Adds Clause at the end of its dynamic predicate, as assertz/1, and gives its reference.\n\
         ?- assert(stock(pen), _R), clause(stock(X), true, _R).\n\
         X = pen.",
    ),
    b("assertz", 2, |m| assert_with_ref(m, Position::Last), "+clause,-term").doc(
        "Adds Clause at the end of its dynamic predicate and gives its reference (for clause/3, \
         erase/1 and instance/2).\n\
         ?- assertz(stock(pen), _R), erase(_R), \\+ stock(_).\n\
         true.",
    ),
    b("asserta", 2, |m| assert_with_ref(m, Position::First), "+clause,-term").doc(
        "Adds Clause at the beginning of its dynamic predicate and gives its reference.\n\
         ?- asserta(stock(pen)), asserta(stock(ink), _R), clause(stock(X), true, _R).\n\
         X = ink.",
    ),
    b("$cref_clause", 3, cref_clause, "+term,?callable,?callable"),
];

/// assert/2, asserta/2, assertz/2: adds the clause, then finds it in its
/// predicate's list (the last entry, or the first live one for asserta) to
/// make its reference.
fn assert_with_ref(m: &mut Machine, pos: Position) -> Res {
    // The reference must be unbound, checked before the clause is added:
    // SWI-Prolog raises uninstantiation_error(R) for assert(f(1), abc)
    // and adds nothing (adding and then failing left f(1) behind).
    let given = m.arg(1);
    if !given.is_var_ref() {
        let uninst = m.atoms.intern("uninstantiation_error");
        let f = m.heap.compound(uninst, &[given]);
        return Err(m.error_term(f));
    }
    let ctx = m.context_module();
    let (module, c) = m.strip_module(m.x[0], ctx);
    let p = m.add_clause(c, pos, true, module)?;
    m.note_clause_change(p);
    let found = {
        let entries = m.preds[p as usize].clauses.entries();
        let mut live = entries.iter().enumerate().filter(|(_, e)| !e.is_placeholder() && e.alive());
        let entry = match pos {
            Position::Last => live.last(),
            Position::First => live.next(),
        };
        entry.map(|(i, e)| (i, e.info.id))
    };
    let Some((pos_hint, id)) = found else { return Ok(false) };
    let r =
        m.heap.compound(atoms::CLAUSE_REF, &[Cell::Int(p as i64), Cell::Int(id as i64), Cell::Int(pos_hint as i64)]);
    let out = m.x[1];
    Ok(m.unify(out, r))
}

/// '$cref_clause'(+Ref, ?Head, ?Body): a fresh copy of the clause Ref names
/// when it is still alive; fails for an erased clause, as SWI-Prolog does.
/// Anything but a clause reference is `type_error(db_reference, Ref)`.
fn cref_clause(m: &mut Machine) -> Res {
    let r = m.arg(0);
    if r.is_var_ref() {
        return Err(m.err_instantiation());
    }
    let Some(info) = referenced_clause(m, r)? else { return Ok(false) };
    let pred = cref_field(m, r, 0) as u32;
    let term = m.fact_code(pred).term(&info);
    let t = copy_in(&mut m.heap, &term);
    let (h, body) = (m.heap.arg(t, 0), m.heap.arg(t, 1));
    let (x1, x2) = (m.x[1], m.x[2]);
    Ok(m.unify(x1, h) && m.unify(x2, body))
}

fn cref_field(m: &Machine, r: Cell, i: u32) -> i64 {
    match m.heap.deref(m.heap.arg(r, i)) {
        Cell::Int(n) => n,
        _ => -1,
    }
}

/// The live clause a `'$cref'(Pred, Id, Hint)` term names (None when it was
/// erased); a type error for any other term.
fn referenced_clause(m: &mut Machine, r: Cell) -> Result<Option<Rc<ClauseInfo>>, Exc> {
    let is_cref = matches!(m.heap.functor_of(r), Some((atoms::CLAUSE_REF, 3)));
    let (p, id, hint) =
        if is_cref { (cref_field(m, r, 0), cref_field(m, r, 1), cref_field(m, r, 2)) } else { (-1, -1, -1) };
    if p < 0 || p as usize >= m.preds.len() || id < 0 || hint < 0 {
        let db_reference = m.atoms.intern("db_reference");
        return Err(m.err_type(db_reference, r));
    }
    let entries = m.preds[p as usize].clauses.entries();
    let at_hint = entries.get(hint as usize).filter(|e| e.info.id == id as u64);
    let entry = at_hint.or_else(|| entries.iter().find(|e| e.info.id == id as u64));
    Ok(entry.filter(|e| e.alive()).map(|e| Rc::clone(&e.info)))
}
