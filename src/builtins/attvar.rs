//! Attributed variables: put_attr/3, get_attr/3, del_attr/2.
//!
//! An attributed variable at `a` has its attributes at `a+1` as a chain
//! `att(Module, Value, More)` ending in `[]`. Every change is trailed, so
//! backtracking restores the attributes. Binding one wakes the
//! `attr_unify_hook/2` of each module (see `$wakeup/1` in stdlib/boot.pl).

use super::{b, Builtin};
use crate::machine::copy::{copy_in, copy_out};
use crate::machine::{Machine, Res};
use crate::term::{atoms, Addr, Cell};

pub const BUILTINS: &[Builtin] = &[
    b("put_attr", 3, put_attr, "-var,+atom,+term").doc(
        "Sets the Module attribute of Var to Value, making Var an attributed variable.\n\
         ?- put_attr(X, color, red), get_attr(X, color, C), del_attr(X, color).\n\
         C = red.",
    ),
    b("get_attr", 3, get_attr, "-var,+atom,-term").doc(
        "True when Var is an attributed variable whose Module attribute is Value; fails otherwise.\n\
         ?- put_attr(X, size, 3), get_attr(X, size, S), del_attr(X, size).\n\
         S = 3.",
    ),
    b("del_attr", 2, del_attr, "-var,+atom").doc(
        "Removes the Module attribute of Var, if it has one.\n\
         ?- put_attr(X, m, 1), del_attr(X, m), \\+ attvar(X).\n\
         true.",
    ),
    b("$attrs", 2, attrs, "-var,-term"),
    b("$residue_vars", 2, residue_vars, "+integer,-list"),
    b("term_attvars", 2, term_attvars, "+term,-list").doc(
        "AttVars is the list of attributed variables in Term, also those reached through attributes.\n\
         ?- freeze(X, true), term_attvars(f(X, Y), Vs), del_attr(X, freeze).\nVs = [X].",
    ),
    b("copy_term_nat", 2, copy_term_nat, "+term,-term").doc(
        "Copy is a copy of Term without the attributes of its variables.\n\
         ?- freeze(X, true), copy_term_nat(X, Y), del_attr(X, freeze), attvar(Y).\nfalse.",
    ),
];

/// term_attvars(+Term, -AttVars): the attributed variables of Term, also
/// those reached through the attributes of attributed variables (so a
/// `dif/2` partner shows up), in depth-first order without duplicates.
fn term_attvars(m: &mut Machine) -> Res {
    let mut seen = std::collections::HashSet::new();
    let mut found = Vec::new();
    let mut work = vec![m.x[0]];
    let mut nodes = crate::term::cycles::Visited::default();
    while let Some(c) = work.pop() {
        match m.heap.deref(c) {
            v @ Cell::Attv(a) if seen.insert(a) => {
                found.push(v);
                work.push(m.heap.get(a + 1));
            }
            d @ (Cell::Str(n) | Cell::Lis(n)) if nodes.first_visit(n) => {
                let (_, n) = m.heap.functor_of(d).expect("compound");
                for i in (0..n).rev() {
                    work.push(m.heap.arg(d, i));
                }
            }
            _ => {}
        }
    }
    let l = m.heap.list(&found);
    let x1 = m.x[1];
    Ok(m.unify(x1, l))
}

/// The address of the `att/3` cell for `module`, if present.
fn find_att(m: &Machine, var: Addr, module: crate::term::Atom) -> Option<Addr> {
    let mut t = m.heap.deref(m.heap.get(var + 1));
    while let Cell::Str(a) = t {
        if let Cell::Atom(x) = m.heap.deref(m.heap.get(a + 1)) {
            if x == module {
                return Some(a);
            }
        }
        t = m.heap.deref(m.heap.get(a + 3));
    }
    None
}

fn module_arg(m: &mut Machine) -> Result<crate::term::Atom, crate::machine::Exc> {
    match m.arg(1) {
        Cell::Atom(a) => Ok(a),
        c if c.is_var_ref() => Err(m.err_instantiation()),
        c => Err(m.err_type(atoms::ATOM, c)),
    }
}

fn put_attr(m: &mut Machine) -> Res {
    let module = module_arg(m)?;
    let value = m.x[2];
    let var = match m.arg(0) {
        Cell::Attv(a) => a,
        Cell::Ref(a) => {
            // Turn the plain variable into an attributed one.
            let n = m.heap.top();
            m.heap.push(Cell::Attv(n));
            m.heap.push(Cell::Atom(atoms::NIL));
            m.trail_value(a);
            m.heap.set(a, Cell::Attv(n));
            n
        }
        c => {
            let uninst = m.atoms.intern("uninstantiation_error");
            let f = m.heap.compound(uninst, &[c]);
            return Err(m.error_term(f));
        }
    };
    if let Some(att) = find_att(m, var, module) {
        m.trail_value(att + 2);
        m.heap.set(att + 2, value);
        return Ok(true);
    }
    let new = m.heap.compound(atoms::ATT, &[Cell::Atom(module), value, Cell::Atom(atoms::NIL)]);
    // Append at the end of the chain.
    let mut slot = var + 1;
    while let Cell::Str(a) = m.heap.deref(m.heap.get(slot)) {
        slot = a + 3;
    }
    m.trail_value(slot);
    m.heap.set(slot, new);
    Ok(true)
}

fn get_attr(m: &mut Machine) -> Res {
    let module = module_arg(m)?;
    let Cell::Attv(var) = m.arg(0) else {
        return Ok(false);
    };
    match find_att(m, var, module) {
        Some(att) => {
            let v = m.heap.get(att + 2);
            let x2 = m.x[2];
            Ok(m.unify(x2, v))
        }
        None => Ok(false),
    }
}

fn del_attr(m: &mut Machine) -> Res {
    let module = module_arg(m)?;
    let Cell::Attv(var) = m.arg(0) else {
        return Ok(true);
    };
    let mut slot = var + 1;
    while let Cell::Str(a) = m.heap.deref(m.heap.get(slot)) {
        if let Cell::Atom(x) = m.heap.deref(m.heap.get(a + 1)) {
            if x == module {
                let rest = m.heap.get(a + 3);
                m.trail_value(slot);
                m.heap.set(slot, rest);
                // Without attributes it is a plain variable again.
                if slot == var + 1 && matches!(m.heap.deref(rest), Cell::Atom(atoms::NIL)) {
                    m.trail_value(var);
                    m.heap.set(var, Cell::Ref(var));
                }
                return Ok(true);
            }
        }
        slot = a + 3;
    }
    Ok(true)
}

fn attrs(m: &mut Machine) -> Res {
    let Cell::Attv(var) = m.arg(0) else {
        return Ok(false);
    };
    let v = m.heap.get(var + 1);
    let x1 = m.x[1];
    Ok(m.unify(x1, v))
}

fn copy_term_nat(m: &mut Machine) -> Res {
    let owned = copy_out(&m.heap, m.x[0], false);
    let c = copy_in(&mut m.heap, &owned);
    let x1 = m.x[1];
    Ok(m.unify(x1, c))
}

/// '$residue_vars'(+B, -Vars): the attributed variables, still unbound and
/// with attributes, made or changed since choicepoint B was pushed
/// (call_residue_vars/2 in stdlib/system.pl): those above its heap top,
/// and the older ones whose cell or attribute chain (`att/3` cells) has a
/// cell the trail recorded since: the choicepoint makes every change of an
/// older cell trailed. Its marks follow the heap collector, as an address
/// taken before the goal would not. Oldest first.
fn residue_vars(m: &mut Machine) -> Res {
    let Cell::Int(b) = m.arg(0) else { return Err(m.err_instantiation()) };
    let Some(ch) = usize::try_from(b).ok().and_then(|b| m.choices.get(b)) else { return Ok(false) };
    let (heap_top, trail_top) = (ch.heap_top, ch.trail_top as usize);
    let changed: std::collections::HashSet<Addr> =
        m.trail.iter_from(trail_top.min(m.trail.len())).map(|(a, _)| a).filter(|&a| a < heap_top).collect();
    let mut found: Vec<Addr> = Vec::new();
    // Older variables: only when the goal changed an older cell at all.
    let old = if changed.is_empty() { 0 } else { heap_top };
    for a in 0..old {
        if live_attvar(m, a) && chain_cells(m, a).any(|c| changed.contains(&c)) {
            found.push(a);
        }
    }
    for a in heap_top..m.heap.top() {
        if live_attvar(m, a) {
            found.push(a);
        }
    }
    let vars: Vec<Cell> = found.into_iter().map(Cell::Attv).collect();
    let list = m.heap.list(&vars);
    let x1 = m.arg(1);
    Ok(m.unify(x1, list))
}

/// Whether an unbound attributed variable with attributes sits at `a`.
fn live_attvar(m: &Machine, a: Addr) -> bool {
    matches!(m.heap.cells.get(a as usize), Some(&Cell::Attv(x)) if x == a)
        && !matches!(m.heap.cells.get(a as usize + 1), Some(&Cell::Atom(atoms::NIL)) | None)
}

/// The cells of the attribute chain of the attributed variable at `var`:
/// its attribute slot, then the module, value and link of each `att/3`.
fn chain_cells(m: &Machine, var: Addr) -> impl Iterator<Item = Addr> + '_ {
    let mut slot = Some(var + 1);
    let mut pending: Vec<Addr> = Vec::new();
    std::iter::from_fn(move || {
        if let Some(c) = pending.pop() {
            return Some(c);
        }
        let s = slot.take()?;
        if let Cell::Str(a) = m.heap.deref(m.heap.get(s)) {
            pending.extend([a + 1, a + 2]);
            slot = Some(a + 3);
        }
        Some(s)
    })
}
