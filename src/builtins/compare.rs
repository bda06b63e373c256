//! Unification and comparison builtins (ISO 8.2, 8.4).

use super::{b, Builtin};
use crate::machine::{Machine, Res};
use crate::term::{atoms, Cell};
use std::cmp::Ordering;

pub const BUILTINS: &[Builtin] = &[
    b("=", 2, |m| Ok(m.unify(m.x[0], m.x[1])), "?term,?term"),
    b("\\=", 2, not_unifiable, "?term,?term"),
    b("unify_with_occurs_check", 2, |m| Ok(m.unify_occurs_check(m.x[0], m.x[1])), "?term,?term"),
    b("==", 2, |m| Ok(m.compare_terms(m.x[0], m.x[1]) == Ordering::Equal), "?term,?term"),
    b("\\==", 2, |m| Ok(m.compare_terms(m.x[0], m.x[1]) != Ordering::Equal), "?term,?term"),
    b("@<", 2, |m| Ok(m.compare_terms(m.x[0], m.x[1]) == Ordering::Less), "?term,?term"),
    b("@>", 2, |m| Ok(m.compare_terms(m.x[0], m.x[1]) == Ordering::Greater), "?term,?term"),
    b("@=<", 2, |m| Ok(m.compare_terms(m.x[0], m.x[1]) != Ordering::Greater), "?term,?term"),
    b("@>=", 2, |m| Ok(m.compare_terms(m.x[0], m.x[1]) != Ordering::Less), "?term,?term"),
    b("compare", 3, compare, "?atom,?term,?term"),
    b("=@=", 2, |m| Ok(m.variant(m.x[0], m.x[1])), "?term,?term"),
    b("\\=@=", 2, |m| Ok(!m.variant(m.x[0], m.x[1])), "?term,?term"),
    b("subsumes_term", 2, subsumes_term, "?term,?term"),
];

fn not_unifiable(m: &mut Machine) -> Res {
    let mark = m.trail.len() as u32;
    let saved_hb = m.hb;
    // Trail everything so the trial bindings can be undone exactly.
    m.hb = m.heap.top();
    let ok = m.unify(m.x[0], m.x[1]);
    m.undo_trail(mark);
    m.hb = saved_hb;
    m.wake.clear();
    Ok(!ok)
}

fn compare(m: &mut Machine) -> Res {
    let order = m.arg(0);
    match order {
        Cell::Ref(_) | Cell::Attv(_) => {}
        Cell::Atom(a) => {
            let text = m.atoms.text(a);
            if !matches!(text, "<" | ">" | "=") {
                return Err(m.err_domain(atoms::ORDER, order));
            }
        }
        _ => return Err(m.err_type(atoms::ATOM, order)),
    }
    let r = match m.compare_terms(m.x[1], m.x[2]) {
        Ordering::Less => atoms::LT,
        Ordering::Equal => atoms::EQUALS,
        Ordering::Greater => atoms::GT,
    };
    Ok(m.unify(order, Cell::Atom(r)))
}

/// subsumes_term(General, Specific): General can be made equal to Specific
/// by binding only variables of General.
fn subsumes_term(m: &mut Machine) -> Res {
    let (g, s) = (m.x[0], m.x[1]);
    let mark = m.trail.len() as u32;
    let saved_hb = m.hb;
    m.hb = m.heap.top();
    let before = crate::machine::copy::copy_out(&m.heap, s, false);
    let ok = m.unify(g, s);
    let result = ok && {
        // Specific must be unchanged by the unification.
        let after = crate::machine::copy::copy_out(&m.heap, s, false);
        let b0 = crate::machine::copy::copy_in(&mut m.heap, &before);
        let a0 = crate::machine::copy::copy_in(&mut m.heap, &after);
        m.variant(b0, a0) && m.variant(b0, s)
    };
    m.undo_trail(mark);
    m.hb = saved_hb;
    m.wake.clear();
    Ok(result)
}
