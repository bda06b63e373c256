//! Labeling support: the variable choice of labeling/2 (`'$fd_select'/3`,
//! used by the enum and bisect branchings) and `'$fd_step'/4`, the default
//! `step` branching done natively: choose a variable, try it at its
//! smallest (largest, for `down`) value, and on backtracking remove that
//! value. One call labels variable after variable without returning to
//! Prolog, leaving one choicepoint per choice (with the chosen variable as
//! its redo state); it hands back to Prolog only when every variable is
//! fixed or when a binding woke goals of other attribute modules
//! (freeze/2, dif/2), which must run before labeling goes on. After
//! backtracking the store is as it was before the choice, so the value
//! tried is the chosen variable's first value again: a retry neither
//! chooses again nor keeps the value. The variable list is read once per
//! call: its store variables are kept in a labeling frame of the store
//! (undone by backtracking past the call), from which every choice takes
//! the unfixed ones in place: the frame's start skips its fixed prefix (a
//! trailed index), the variable choice passes over the fixed ones after
//! it, and nothing is copied.
//!
//! The `enum` branching tries the values of the chosen variable one by one
//! with `'$fd_enum'/3`, which reads them off the domain as it goes (the
//! redo state is the value tried), so that a domain of any size, such as
//! `0..2^70`, is enumerated as SWI-Prolog does, with no list of values.
//!
//! labeling([max(E)]) and [min(E)] look for the best value by one search
//! (branch and bound without restarts): `'$fd_objective_push'/2` names the
//! objective, each solution tightens its bound
//! (`'$fd_objective_found'/1`), and every retry of a choice imposes the
//! bound before going on, so the rest of the search only looks for
//! better solutions; `'$fd_objective_pop'/1` gives the best value.

use super::primitives::{big_integer, set_mark, settle};
use super::query::var_of;
use super::wide_domains::{big_cell, next_value};
use crate::arith::big::BigInt;
use crate::builtins::{b, nd, Builtin};
use crate::clpfd::labeling::{select, Select};
use crate::clpfd::store::{Objective, Var};
use crate::machine::instr::PredId;
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Cell};

pub const BUILTINS: &[Builtin] = &[
    b("$fd_label_vars", 1, label_vars, "+list"),
    b("$fd_select", 3, fd_select, "+list,+atom,-var"),
    nd("$fd_step", 4, fd_step, "+list,+atom,+atom,-atom"),
    nd("$fd_enum", 3, fd_enum, "?var,+atom,-integer"),
    b("$fd_objective_push", 2, objective_push, "+atom,?var"),
    b("$fd_objective_found", 1, objective_found, "+integer"),
    b("$fd_objective_pop", 1, objective_pop, "-term"),
];

/// '$fd_objective_push'(+Dir, ?S): a search for the best value of S
/// (Dir max or min) begins.
fn objective_push(m: &mut Machine) -> Res {
    let maximise = matches!(m.arg(0), Cell::Atom(a) if m.atoms.text(a) == "max");
    let var = super::primitives::fd_var(m, m.x[1])?;
    m.fd.objectives.push(Objective { var, maximise, best: None });
    Ok(true)
}

/// '$fd_objective_found'(+V): a solution with objective value V.
fn objective_found(m: &mut Machine) -> Res {
    let Cell::Int(v) = m.arg(0) else { return Ok(false) };
    if let Some(o) = m.fd.objectives.last_mut() {
        let better = match o.best {
            None => true,
            Some(b) => (o.maximise && v > b) || (!o.maximise && v < b),
        };
        if better {
            o.best = Some(v);
        }
    }
    Ok(true)
}

/// '$fd_objective_pop'(-Best): the search ends; Best is the best value
/// found, or `none`.
fn objective_pop(m: &mut Machine) -> Res {
    let best = match m.fd.objectives.pop().and_then(|o| o.best) {
        Some(v) => Cell::Int(v),
        None => Cell::Atom(m.atoms.intern("none")),
    };
    let x0 = m.x[0];
    Ok(m.unify(x0, best))
}

/// Imposes the bound of the innermost branch-and-bound search: only a
/// better solution is worth looking for. False when none can exist here.
fn impose_objective(m: &mut Machine) -> bool {
    match m.fd.objectives.last() {
        Some(&Objective { var, maximise: true, best: Some(b) }) => b < i64::MAX && m.fd.set_min(var, b + 1),
        Some(&Objective { var, maximise: false, best: Some(b) }) => b > i64::MIN && m.fd.set_max(var, b - 1),
        _ => true,
    }
}

fn selection(m: &mut Machine, c: Cell) -> Result<Select, Exc> {
    let how = match c {
        Cell::Atom(a) => Select::from_name(m.atoms.text(a)),
        _ => None,
    };
    how.ok_or_else(|| {
        let a = m.atoms.intern("labeling_option");
        m.err_domain(a, c)
    })
}

/// The unfixed FD variables of a list into `vars` (and their heap cells
/// into `cells`, when given); an error for a variable without a finite
/// domain or a non-integer. Walks the list in place (no item vector).
fn candidates(m: &mut Machine, list: Cell, vars: &mut Vec<Var>, mut cells: Option<&mut Vec<Cell>>) -> Result<(), Exc> {
    vars.clear();
    let mut t = m.heap.deref(list);
    let mut cycle = crate::term::cycles::ListCycle::default();
    loop {
        let a = match t {
            Cell::Atom(atoms::NIL) => return Ok(()),
            Cell::Lis(a) if !cycle.closes_at(a) => a,
            Cell::Ref(_) | Cell::Attv(_) => return Err(m.err_instantiation()),
            _ => {
                let whole = m.heap.deref(list);
                return Err(m.err_type(atoms::LIST, whole));
            }
        };
        let c = m.heap.deref(m.heap.get(a));
        t = m.heap.deref(m.heap.get(a + 1));
        match c {
            Cell::Int(_) | Cell::Big(_) => {}
            Cell::Attv(_) | Cell::Ref(_) => match var_of(m, c) {
                Some(v) if m.fd.value(v).is_none() => {
                    if !m.fd.dom(v).is_finite() && !m.fd.wide_finite(v) {
                        return Err(m.err_instantiation());
                    }
                    vars.push(v);
                    if let Some(cells) = cells.as_mut() {
                        cells.push(c);
                    }
                }
                Some(_) => {}
                None => return Err(m.err_instantiation()),
            },
            c => return Err(m.err_type(atoms::INTEGER, c)),
        }
    }
}

/// '$fd_label_vars'(+Vars): every item of Vars is an integer or a
/// variable with a finite domain (SWI-Prolog's check, made before the
/// options are read): an instantiation error for a variable without one,
/// a type error for any other term. One native walk rather than a Prolog
/// loop with a type test per item (about 1,000 instructions a variable).
fn label_vars(m: &mut Machine) -> Res {
    let mut vars = std::mem::take(&mut m.fd.scratch_vars);
    let checked = candidates(m, m.x[0], &mut vars, None);
    m.fd.scratch_vars = vars;
    checked.map(|()| true)
}

/// '$fd_select'(+Vars, +Selection, -Var): the variable to label next;
/// fails when all are fixed.
fn fd_select(m: &mut Machine) -> Res {
    let how = selection(m, m.arg(1))?;
    let (mut vars, mut cells) = (Vec::new(), Vec::new());
    candidates(m, m.x[0], &mut vars, Some(&mut cells))?;
    match select(&m.fd, how, &vars) {
        Some(k) => {
            let x2 = m.x[2];
            Ok(m.unify(x2, cells[k]))
        }
        None => Ok(false),
    }
}

/// '$fd_step'(+Vars, +Selection, +Order, -More): labels Vars; More =
/// false when every variable is fixed, More = true when woken goals must
/// run first (the caller then calls again).
fn fd_step(m: &mut Machine, p: PredId) -> Res {
    let how = selection(m, m.arg(1))?;
    let down = matches!(m.arg(2), Cell::Atom(a) if m.atoms.text(a) == "down");
    let mut vars = std::mem::take(&mut m.fd.scratch_vars);
    let result = label_from(m, p, how, down, &mut vars);
    m.fd.scratch_vars = vars;
    result
}

/// The body of '$fd_step'/4; `vars` is the buffer the list is read into
/// on a first call.
fn label_from(m: &mut Machine, p: PredId, how: Select, down: bool, vars: &mut Vec<Var>) -> Res {
    let more = m.x[3];
    let retry = m.redo_state;
    // A retry reads the variables from the frame its first call left,
    // restored to what it was at the choice: from its start on it holds
    // the chosen variable, so it is empty only if there is no frame.
    if retry.is_none() || m.fd.label_frame().is_empty() {
        candidates(m, m.x[0], vars, None)?;
        if vars.is_empty() {
            return Ok(m.unify(more, Cell::Atom(atoms::FALSE)));
        }
        m.fd.push_label_frame(vars);
    }
    // A first call imposes the objective's bound at once; a retry does
    // when it removes the value tried (with the store as it was then).
    if retry.is_none() && !m.fd.objectives.is_empty() {
        set_mark(m);
        if !impose_objective(m) || !settle(m)? {
            return Ok(false);
        }
    }
    if let Some(Cell::Int(chosen)) = retry {
        // The store is as it was at the choice: the value tried is the
        // chosen variable's first value again.
        let v = chosen as Var;
        let d = m.fd.dom(v);
        let tried = if down { d.max() } else { d.min() };
        set_mark(m);
        if !impose_objective(m) || !m.fd.remove(v, tried) || !settle(m)? {
            return Ok(false);
        }
    } else if let Some(Cell::Atom(atoms::NIL)) = retry {
        // The bound tried was past the finite range (`step_beyond`).
        let Some(v) = choose(m, how) else {
            return Ok(m.unify(more, Cell::Atom(atoms::FALSE)));
        };
        let (lo, hi) = m.fd.big_bounds(v);
        let one = BigInt::from(1);
        let (lo, hi) = if down { (lo, hi.map(|h| h - one)) } else { (lo.map(|l| l + one), hi) };
        set_mark(m);
        if !impose_objective(m) || !m.fd.set_big_bounds(v, &lo, &hi) || !settle(m)? {
            return Ok(false);
        }
    }
    loop {
        if !m.wake.is_empty() {
            return Ok(m.unify(more, Cell::Atom(atoms::TRUE)));
        }
        m.fd.skip_label_prefix();
        let Some(v) = choose(m, how) else {
            return Ok(m.unify(more, Cell::Atom(atoms::FALSE)));
        };
        if m.fd.has_beyond() && m.fd.wide_finite(v) && !m.fd.dom(v).is_finite() {
            if !step_beyond(m, p, v, down)? {
                return Ok(false);
            }
            continue;
        }
        let d = m.fd.dom(v);
        let value = if down { d.max() } else { d.min() };
        m.push_redo(p, Cell::Int(v as i64));
        set_mark(m);
        if !m.fd.assign(v, value) || !settle(m)? {
            return Ok(false);
        }
    }
}

/// The variable to label next, read from the newest labeling frame (its
/// fixed prefix already skipped); None when every variable is fixed.
#[inline]
fn choose(m: &Machine, how: Select) -> Option<Var> {
    let frame = m.fd.label_frame();
    select(&m.fd, how, frame).map(|k| frame[k])
}

/// One choice of the `step` labeling for a variable with bounds past the
/// finite range: its lowest (highest, for `down`) value. The redo state
/// is `[]` rather than the value (an i64): after backtracking the store is
/// as it was, so the value tried is that bound again, and the retry moves
/// the bound past it.
fn step_beyond(m: &mut Machine, p: PredId, v: Var, down: bool) -> Res {
    let (lo, hi) = m.fd.big_bounds(v);
    let value = if down { hi } else { lo };
    m.push_redo(p, Cell::Atom(atoms::NIL));
    set_mark(m);
    Ok(m.fd.set_big_bounds(v, &value, &value) && settle(m)?)
}

/// '$fd_enum'(?V, +Order, -X): X is each value of V's domain in turn,
/// smallest first (largest for `down`). A retry finds the value after the
/// one it tried in the domain, which backtracking has restored to what
/// the first call saw; the last value leaves no choicepoint.
fn fd_enum(m: &mut Machine, p: PredId) -> Res {
    let down = matches!(m.arg(1), Cell::Atom(a) if m.atoms.text(a) == "down");
    let x = m.heap.deref(m.x[0]);
    let x2 = m.x[2];
    if let Cell::Int(_) | Cell::Big(_) = x {
        return Ok(m.redo_state.is_none() && m.unify(x2, x));
    }
    let Some(v) = var_of(m, x) else { return Err(m.err_instantiation()) };
    let tried = m.redo_state;
    if let Some(iv) = m.fd.big_intervals(v) {
        let after = tried.and_then(|c| match c {
            Cell::Int(i) => Some(BigInt::from(i)),
            c => big_integer(m, c),
        });
        let next = |after: Option<&BigInt>| next_value(&iv, after, down);
        let Ok(value) = next(after.as_ref()) else { return Err(m.err_instantiation()) };
        let Some(value) = value else { return Ok(false) };
        let more = matches!(next(Some(&value)), Ok(Some(_)));
        let cell = big_cell(m, &value);
        if more {
            m.push_redo(p, cell);
        }
        return Ok(m.unify(x2, cell));
    }
    let after = match tried {
        Some(Cell::Int(k)) => Some(k),
        _ => None,
    };
    if after.is_none() && !m.fd.dom(v).is_finite() {
        return Err(m.err_instantiation());
    }
    let d = m.fd.dom(v);
    let value = match (after, down) {
        (None, false) => Some(d.min()),
        (None, true) => Some(d.max()),
        (Some(k), false) => d.next_above(k),
        (Some(k), true) => d.next_below(k),
    };
    let Some(value) = value else { return Ok(false) };
    let more = if down { d.next_below(value).is_some() } else { d.next_above(value).is_some() };
    if more {
        m.push_redo(p, Cell::Int(value));
    }
    Ok(m.unify(x2, Cell::Int(value)))
}
