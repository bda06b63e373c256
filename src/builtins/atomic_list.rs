//! SWI-Prolog's atomic_list_concat/2,3: joining the texts of a list of
//! atomic terms, with or without a separator, and splitting an atom at a
//! separator when the list is not given.

use super::atoms::TextKind;
use super::{b, Builtin};
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Cell};

pub const BUILTINS: &[Builtin] = &[
    b("atomic_list_concat", 2, atomic_list_concat2, "+list(atomic),-atom").doc(
        "True when Atom is the concatenation of the texts of the atomic terms in List.\n\
         ?- atomic_list_concat([a, 1, \"b\"], A).\n\
         A = a1b.",
    ),
    b("atomic_list_concat", 3, atomic_list_concat3, "?list(atomic),+atomic,?atom").doc(
        "Joins the atomic terms of List with Separator; with List unbound, splits Atom at each \
         Separator.\n\
         ?- atomic_list_concat(L, ',', 'a,b,c').\n\
         L = [a, b, c].",
    ),
];

/// The texts of a proper list of atomic terms. Ok(None) when the list is
/// partial or holds an unbound element (split mode may still apply);
/// `type_error(text, E)` for a compound element.
fn atomic_items(m: &mut Machine, l: Cell) -> Result<Option<Vec<String>>, Exc> {
    let mut out = Vec::new();
    let mut t = m.heap.deref(l);
    let mut partial = false;
    let mut cycle = crate::term::cycles::ListCycle::default();
    loop {
        match t {
            Cell::Atom(atoms::NIL) => break,
            Cell::Lis(a) if !cycle.closes_at(a) => {
                let item = m.heap.deref(m.heap.get(a));
                match m.atomic_text_stoppable(item)? {
                    Some(s) => {
                        out.push(s);
                        if out.len() % 0x10000 == 0 {
                            m.check_interrupt()?;
                        }
                    }
                    None if item.is_var_ref() => partial = true,
                    None => {
                        let ty = m.atoms.intern("text");
                        return Err(m.err_type(ty, item));
                    }
                }
                t = m.heap.deref(m.heap.get(a + 1));
            }
            c if c.is_var_ref() => return Ok(None),
            _ => {
                let whole = m.heap.deref(l);
                return Err(m.err_type(atoms::LIST, whole));
            }
        }
    }
    Ok(if partial { None } else { Some(out) })
}

fn atomic_list_concat2(m: &mut Machine) -> Res {
    match atomic_items(m, m.x[0])? {
        Some(items) => {
            m.reserve(items.iter().map(String::len).sum())?;
            let text = items.concat();
            let x1 = m.x[1];
            let unified = m.unify_text(x1, &text, TextKind::Atom, "atom")?;
            // Joining and interning a long text are not stopped midway;
            // an interrupt that came meanwhile is seen here, not lost
            // when few calls follow.
            m.check_interrupt()?;
            Ok(unified)
        }
        None => Err(m.err_instantiation()),
    }
}

/// atomic_list_concat(L, Sep, Atom): joins when L is a proper list of
/// atomic terms; otherwise splits Atom at each occurrence of Sep (which
/// must then be non-empty) into a list of atoms.
fn atomic_list_concat3(m: &mut Machine) -> Res {
    let sep = m.text_in(m.x[1], false, "text")?;
    if let Some(items) = atomic_items(m, m.x[0])? {
        let seps = sep.len().saturating_mul(items.len());
        m.reserve(items.iter().map(String::len).sum::<usize>().saturating_add(seps))?;
        let text = items.join(&sep);
        let x2 = m.x[2];
        let unified = m.unify_text(x2, &text, TextKind::Atom, "atom")?;
        // As in atomic_list_concat/2.
        m.check_interrupt()?;
        return Ok(unified);
    }
    let Some(full) = m.text_arg(m.x[2], false, "atomic")? else {
        return Err(m.err_instantiation());
    };
    if sep.is_empty() {
        let d = m.atoms.intern("non_empty_atom");
        let s = m.arg(1);
        return Err(m.err_domain(d, s));
    }
    let parts: Vec<Cell> = full.split(sep.as_str()).map(|p| Cell::Atom(m.atoms.intern(p))).collect();
    let l = m.heap.list(&parts);
    let x0 = m.x[0];
    Ok(m.unify(x0, l))
}
