//! Builtins of tabling: the Rust side of `stdlib/tabling.pl` over the
//! answer tables of `machine/tables.rs` (find or create the table of a
//! call variant, add answers, suspend continuations, hand out the work of
//! completion), table/1's declaration of a tabled predicate, and
//! abolish_all_tables/0.

use super::{b, nd, Builtin};
use crate::compile::instr::PredId;
use crate::compile::Position;
use crate::machine::copy::{copy_in, copy_out};
use crate::machine::tables::{variant_key, Status, Tabled};
use crate::machine::{Machine, Res};
use crate::term::{atoms, Cell};

pub const BUILTINS: &[Builtin] = &[
    b("$tbl_variant_table", 3, variant_table, "+callable,-integer,-atom"),
    b("$tbl_become_leader", 0, become_leader, ""),
    b("$tbl_add_answer", 2, add_answer, "+integer,+term"),
    b("$tbl_moded_get", 3, moded_get, "+integer,+term,-term"),
    b("$tbl_moded_set", 3, moded_set, "+integer,+term,+term"),
    nd("$tbl_answer", 2, answer, "+integer,?term"),
    b("$tbl_add_dependency", 2, add_dependency, "+integer,+term"),
    b("$tbl_next_work", 2, next_work, "-term,-term"),
    b("$tbl_complete", 0, complete, ""),
    b("$tbl_abandon", 0, abandon, ""),
    b("$tbl_tables", 1, tables_list, "-list"),
    b("$tbl_declare", 4, declare, "+atom,+atom,+integer,+list"),
    b("$tbl_tabled", 3, is_tabled, "+atom,+atom,+integer"),
    b("abolish_all_tables", 0, abolish_all_tables, "").doc(
        "Removes every answer table, so that tabled predicates are evaluated again on their next call.\n\
         ?- abolish_all_tables.\n\
         true.",
    ),
];

fn status_atom(m: &mut Machine, s: &str) -> Cell {
    Cell::Atom(m.atoms.intern(s))
}

fn table_id(m: &mut Machine, i: usize) -> Result<u32, crate::machine::Exc> {
    match m.arg(i) {
        Cell::Int(n) if n >= 0 => Ok(n as u32),
        c if c.is_var_ref() => Err(m.err_instantiation()),
        c => Err(m.err_type(atoms::INTEGER, c)),
    }
}

/// '$tbl_variant_table'(+Variant, -Table, -Status): the table of the
/// variant of the call; Status is fresh when it was just created.
fn variant_table(m: &mut Machine) -> Res {
    let variant = copy_out(&m.heap, m.x[0], false);
    let (id, fresh) = m.tables.find_or_create(variant);
    let status = if fresh {
        "fresh"
    } else {
        match m.tables.table(id).map(|t| t.status) {
            Some(Status::Complete) => "complete",
            _ => "incomplete",
        }
    };
    let s = status_atom(m, status);
    Ok(m.unify(m.x[1], Cell::Int(id as i64)) && m.unify(m.x[2], s))
}

/// Succeeds when no evaluation is running: the caller leads the next one.
fn become_leader(m: &mut Machine) -> Res {
    if m.tables.leader.is_some() {
        return Ok(false);
    }
    m.tables.leader = Some(0);
    Ok(true)
}

/// '$tbl_add_answer'(+Table, +Answer): succeeds when Answer is new.
fn add_answer(m: &mut Machine) -> Res {
    let id = table_id(m, 0)?;
    let answer = copy_out(&m.heap, m.x[1], false);
    let key = variant_key(&answer);
    let Some(t) = m.tables.table(id) else { return Ok(false) };
    if !t.seen.insert(key) {
        return Ok(false);
    }
    t.answers.push(answer);
    t.live.push(true);
    m.tables.mark_dirty(id);
    Ok(true)
}

/// '$tbl_moded_get'(+Table, +Key, -Answer): the current answer for the
/// non-moded arguments Key.
fn moded_get(m: &mut Machine) -> Res {
    let id = table_id(m, 0)?;
    let key = variant_key(&copy_out(&m.heap, m.x[1], false));
    let Some(t) = m.tables.table(id) else { return Ok(false) };
    let Some(&i) = t.moded.get(&key) else { return Ok(false) };
    let answer = t.answers[i].clone();
    let c = copy_in(&mut m.heap, &answer);
    Ok(m.unify(m.x[2], c))
}

/// '$tbl_moded_set'(+Table, +Key, +Answer): Answer replaces the answer
/// for Key (which is marked superseded).
fn moded_set(m: &mut Machine) -> Res {
    let id = table_id(m, 0)?;
    let key = variant_key(&copy_out(&m.heap, m.x[1], false));
    let answer = copy_out(&m.heap, m.x[2], false);
    let Some(t) = m.tables.table(id) else { return Ok(false) };
    if let Some(&old) = t.moded.get(&key) {
        t.live[old] = false;
    }
    t.moded.insert(key, t.answers.len());
    t.answers.push(answer);
    t.live.push(true);
    m.tables.mark_dirty(id);
    Ok(true)
}

/// '$tbl_answer'(+Table, ?Answer): the live answers in insertion order.
fn answer(m: &mut Machine, p: PredId) -> Res {
    let id = table_id(m, 0)?;
    let mut i = match m.redo_state {
        Some(Cell::Int(i)) => i as usize,
        _ => 0,
    };
    loop {
        let Some(t) = m.tables.table(id) else { return Ok(false) };
        if i >= t.answers.len() {
            return Ok(false);
        }
        if !t.live[i] {
            i += 1;
            continue;
        }
        let answer = t.answers[i].clone();
        let more = t.answers.len() > i + 1;
        if more {
            m.push_redo(p, Cell::Int(i as i64 + 1));
        }
        let c = copy_in(&mut m.heap, &answer);
        return Ok(m.unify(m.x[1], c));
    }
}

/// '$tbl_add_dependency'(+Table, +Dep): a continuation waits for the
/// answers of Table.
fn add_dependency(m: &mut Machine) -> Res {
    let id = table_id(m, 0)?;
    let dep = copy_out(&m.heap, m.x[1], false);
    let Some(t) = m.tables.table(id) else { return Ok(false) };
    t.deps.push((dep, 0));
    m.tables.mark_dirty(id);
    Ok(true)
}

/// '$tbl_next_work'(-Answer, -Dep): an answer a dependency has not consumed.
fn next_work(m: &mut Machine) -> Res {
    let Some((answer, dep)) = m.tables.next_work() else { return Ok(false) };
    let a = copy_in(&mut m.heap, &answer);
    let d = copy_in(&mut m.heap, &dep);
    Ok(m.unify(m.x[0], a) && m.unify(m.x[1], d))
}

fn complete(m: &mut Machine) -> Res {
    m.tables.complete_component();
    Ok(true)
}

fn abandon(m: &mut Machine) -> Res {
    m.tables.abandon_component();
    Ok(true)
}

/// '$tbl_tables'(-List): Variant-Status pairs of every table.
fn tables_list(m: &mut Machine) -> Res {
    let entries: Vec<_> = m.tables.tables.iter().flatten().map(|t| (t.variant.clone(), t.status)).collect();
    let mut items = Vec::with_capacity(entries.len());
    for (variant, status) in entries {
        let v = copy_in(&mut m.heap, &variant);
        let s = status_atom(m, if status == Status::Complete { "complete" } else { "incomplete" });
        items.push(m.heap.compound(atoms::MINUS, &[v, s]));
    }
    let list = m.heap.list(&items);
    Ok(m.unify(m.x[0], list))
}

/// '$tbl_declare'(+Module, +Name, +Arity, +Modes): Name/Arity in Module
/// is tabled. Its clauses, as they are loaded, go to `'Name tabled'/Arity`;
/// the predicate itself becomes one clause calling the tabling runtime:
/// `Head :- tabling:'$tbl_start'(Module:Head, Module:Worker, Modes)`.
fn declare(m: &mut Machine) -> Res {
    let (module, name, arity) = (m.arg(0), m.arg(1), m.arg(2));
    let (Cell::Atom(module), Cell::Atom(name), Cell::Int(arity)) = (module, name, arity) else {
        return Err(m.err_instantiation());
    };
    let arity = arity as u32;
    let modes = m.arg(3);
    let owned_modes = copy_out(&m.heap, modes, false);
    if m.tables.tabled.contains_key(&(module, name, arity)) {
        return Ok(true);
    }
    m.tables.tabled.insert((module, name, arity), Tabled { modes: owned_modes.cells.clone() });
    let worker_name = m.atoms.intern(&format!("{} tabled", m.atoms.text(name)));
    let args: Vec<Cell> = (0..arity).map(|_| m.heap.new_var()).collect();
    let head = if arity == 0 { Cell::Atom(name) } else { m.heap.compound(name, &args) };
    let worker = if arity == 0 { Cell::Atom(worker_name) } else { m.heap.compound(worker_name, &args) };
    let qhead = m.heap.compound(atoms::COLON, &[Cell::Atom(module), head]);
    let qworker = m.heap.compound(atoms::COLON, &[Cell::Atom(module), worker]);
    let start = m.atoms.intern("$tbl_start");
    let call = m.heap.compound(start, &[qhead, qworker, modes]);
    let tabling = m.atoms.intern("tabling");
    let body = m.heap.compound(atoms::COLON, &[Cell::Atom(tabling), call]);
    let clause = m.heap.compound(atoms::NECK, &[head, body]);
    let source = m.clause_source.take();
    let r = m.add_clause(clause, Position::Last, false, module);
    m.clause_source = source;
    let p = r?;
    // The worker exists (and is defined) even before its first clause.
    let w = m.pred_in(module, worker_name, arity);
    m.preds[w as usize].defined = true;
    m.preds[p as usize].defined = true;
    Ok(true)
}

/// '$tbl_tabled'(+Module, +Name, +Arity): Name/Arity is tabled in Module.
fn is_tabled(m: &mut Machine) -> Res {
    let (module, name, arity) = (m.arg(0), m.arg(1), m.arg(2));
    let (Cell::Atom(module), Cell::Atom(name), Cell::Int(arity)) = (module, name, arity) else {
        return Ok(false);
    };
    Ok(m.tables.tabled.contains_key(&(module, name, arity as u32)))
}

fn abolish_all_tables(m: &mut Machine) -> Res {
    m.tables.abolish_all();
    Ok(true)
}
