//! Builtins of tabling: the Rust side of `stdlib/tabling.pl` over the
//! answer tables of `machine/tables.rs` (find or create the table of a
//! call variant, add answers, suspend continuations, hand out the work of
//! completion), table/1's declaration of a tabled predicate,
//! abolish_all_tables/0 and the dropping of one table
//! (abolish_table_subgoals/1).

use super::{b, nd, Builtin};
use crate::compile::Position;
use crate::machine::answers::call_args;
use crate::machine::copy::{copy_in, copy_out};
use crate::machine::instr::PredId;
use crate::machine::tables::{AnswerKind, Mode, Nested, Status, Table, Tabled};
use crate::machine::{Machine, Res};
use crate::term::{atoms, Atom, Cell};

pub const BUILTINS: &[Builtin] = &[
    b("$tbl_bound_moded", 3, bound_moded, "+callable,+list,-term"),
    b("$tbl_variant_table", 3, variant_table, "+callable,-integer,-atom"),
    b("$tbl_become_leader", 0, become_leader, ""),
    b("$tbl_moded_update", 3, moded_update, "+integer,+term,+term"),
    nd("$tbl_answer", 2, answer, "+integer,?term"),
    b("$tbl_delim_exit", 8, delim_exit, "+term,?term,+term,+integer,+list,-callable,-term,-term"),
    b("$tbl_next_work", 1, next_work, "-term"),
    b("$tbl_complete", 0, complete, ""),
    b("$tbl_push_evaluation", 1, push_evaluation, "+integer"),
    b("$tbl_pop_evaluation", 1, pop_evaluation, "-atom"),
    b("$tbl_abandon", 0, abandon, ""),
    b("$tbl_tables", 1, tables_list, "-list"),
    b("$tbl_drop_table", 1, drop_table, "+integer"),
    b("$tbl_declare", 5, declare, "+atom,+atom,+integer,+list,+atom"),
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

/// '$tbl_bound_moded'(+Call, +Modes, -Arg): Arg is the first argument of
/// Call that is bound while its mode is not `index` (tabling.pl raises
/// the error); fails when there is none.
fn bound_moded(m: &mut Machine) -> Res {
    let (first, n) = call_args(&m.heap, m.x[0]);
    let mut modes = m.heap.deref(m.x[1]);
    for i in 0..n {
        let Cell::Lis(l) = modes else { break };
        let arg = m.heap.deref(m.heap.get(first + i));
        if !arg.is_var_ref() && !matches!(m.heap.deref(m.heap.get(l)), Cell::Atom(a) if m.atoms.text(a) == "index") {
            return Ok(m.unify(m.x[2], arg));
        }
        modes = m.heap.deref(m.heap.get(l + 1));
    }
    Ok(false)
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

/// Runs `f` with table `id` taken out of the tables (so that `f` may
/// use the whole machine, to unify with its answers); None if there is no
/// such table.
fn with_table<R>(m: &mut Machine, id: u32, f: impl FnOnce(&mut Machine, &Table) -> R) -> Option<R> {
    let t = m.tables.tables.get_mut(id as usize)?.take()?;
    let r = f(m, &t);
    m.tables.tables[id as usize] = Some(t);
    Some(r)
}

/// '$tbl_moded_update'(+Table, +Old, +New): after the join goal of
/// '$tbl_delim_exit'/8, the joined answer New replaces the stored Old of
/// moded Table; fails when they are the same.
fn moded_update(m: &mut Machine) -> Res {
    let id = table_id(m, 0)?;
    let Some(AnswerKind::Joined(modes)) = m.tables.table(id).map(|t| t.kind.clone()) else { return Ok(false) };
    m.update_moded(id, m.x[1], m.x[2], &modes)
}

/// '$tbl_answer'(+Table, ?Answer): the live answers in insertion order.
fn answer(m: &mut Machine, p: PredId) -> Res {
    let id = table_id(m, 0)?;
    let mut i = match m.redo_state {
        Some(Cell::Int(i)) => i as usize,
        _ => 0,
    };
    let Some(t) = m.tables.table(id) else { return Ok(false) };
    while i < t.answers.len() && !t.live[i] {
        i += 1;
    }
    if i >= t.answers.len() {
        return Ok(false);
    }
    if t.answers.len() > i + 1 {
        m.push_redo(p, Cell::Int(i as i64 + 1));
    }
    let template = m.x[1];
    Ok(with_table(m, id, |m, t| m.unify_flat_answer(template, t.answers.get(i))).unwrap_or(false))
}

/// '$tbl_delim_exit'(+Cont, ?Ball, +Wrapper, +Table, +Modes, -Goal, -Old,
/// -New): what a worker run under reset/3 left. Cont 0: Wrapper is an
/// answer, added here (and this fails), unless its join with the stored
/// answer calls Prolog: then this succeeds with the goal that joins them,
/// the stored arguments and the joined ones, for '$tbl_moded_update'/3.
/// Else Ball is `call_info(Skeleton, Source)`: the continuation is
/// suspended on table Source, and this fails.
fn delim_exit(m: &mut Machine) -> Res {
    let cont = m.arg(0);
    if let Cell::Int(0) = cont {
        let id = table_id(m, 3)?;
        let wrapper = m.x[2];
        match m.tables.table(id).map(|t| t.kind.clone()) {
            Some(AnswerKind::Plain) => {
                m.add_table_answer(id, wrapper)?;
            }
            Some(AnswerKind::Moded(modes)) => {
                m.add_moded_answer(id, wrapper, &modes)?;
            }
            Some(AnswerKind::Joined(modes)) => {
                if let Some((goal, old, new)) = m.join_goal(id, wrapper, &modes)? {
                    return Ok(m.unify(m.x[5], goal) && m.unify(m.x[6], old) && m.unify(m.x[7], new));
                }
            }
            None => {}
        }
        return Ok(false);
    }
    let ball = m.arg(1);
    let call_info = m.atoms.intern("call_info");
    if m.heap.functor_of(ball) != Some((call_info, 2)) {
        return Ok(false);
    }
    let (skeleton, source) = (m.heap.arg(ball, 0), m.heap.deref(m.heap.arg(ball, 1)));
    let Cell::Int(source) = source else { return Ok(false) };
    let dep_name = m.atoms.intern("dep");
    let resume = resume_goal(m, cont);
    let dep = m.heap.compound(dep_name, &[skeleton, resume, m.x[2], m.x[3], m.x[4]]);
    let dep = copy_out(&m.heap, dep, false);
    m.tables.note_dependency(source as u32);
    let Some(t) = m.tables.table(source as u32) else { return Ok(false) };
    t.deps.push((dep, 0));
    m.tables.mark_dirty(source as u32);
    Ok(false)
}

/// The goal that resumes continuation `cont` (`call_continuation(Frames)`):
/// `tabling:'$tbl_resume'(Frames)`, which a meta-call finds in one lookup
/// (call_continuation/1 itself is looked for in module tabling, then
/// user, then system, at every answer fed).
fn resume_goal(m: &mut Machine, cont: Cell) -> Cell {
    let call_continuation = m.atoms.intern("call_continuation");
    if m.heap.functor_of(cont) != Some((call_continuation, 1)) {
        return cont;
    }
    let frames = m.heap.arg(cont, 0);
    let (tabling, resume) = (m.atoms.intern("tabling"), m.atoms.intern("$tbl_resume"));
    let goal = m.heap.compound(resume, &[frames]);
    m.heap.compound(atoms::COLON, &[Cell::Atom(tabling), goal])
}

/// '$tbl_next_work'(-Dep): a dependency `dep(Skeleton, ...)` with an answer
/// it has not consumed unified with Skeleton (`skip` if they do not unify).
fn next_work(m: &mut Machine) -> Res {
    let Some((id, i, d)) = m.tables.next_work() else { return Ok(false) };
    let out = m.x[0];
    let ok = with_table(m, id, |m, t| {
        let dep = copy_in(&mut m.heap, &t.deps[d].0);
        let skeleton = m.heap.arg(dep, 0);
        let fed = if m.unify_flat_answer(skeleton, t.answers.get(i)) { dep } else { status_atom(m, "skip") };
        m.unify(out, fed)
    });
    Ok(ok.unwrap_or(false))
}

fn complete(m: &mut Machine) -> Res {
    m.tables.complete_component();
    Ok(true)
}

/// '$tbl_push_evaluation'(+Table): Table, just created, leads a nested
/// evaluation.
fn push_evaluation(m: &mut Machine) -> Res {
    let id = table_id(m, 0)?;
    m.tables.push_evaluation(id);
    Ok(true)
}

/// '$tbl_pop_evaluation'(-Done): ends a nested evaluation; Done is
/// `complete`, or `merged` when it joined the enclosing one.
fn pop_evaluation(m: &mut Machine) -> Res {
    let done = match m.tables.pop_evaluation() {
        Nested::Complete => "complete",
        Nested::Merged => "merged",
    };
    let done = status_atom(m, done);
    Ok(m.unify(m.x[0], done))
}

fn abandon(m: &mut Machine) -> Res {
    m.tables.abandon_component();
    Ok(true)
}

/// '$tbl_tables'(-List): `table(Variant, Status, Id)` for every table a
/// call of its variant would use.
fn tables_list(m: &mut Machine) -> Res {
    let mut ids: Vec<u32> = m.tables.by_variant.values().copied().collect();
    ids.sort_unstable();
    let entries: Vec<_> =
        ids.into_iter().filter_map(|id| m.tables.table(id).map(|t| (t.variant.clone(), t.status, id))).collect();
    let table = m.atoms.intern("table");
    let mut items = Vec::with_capacity(entries.len());
    for (variant, status, id) in entries {
        let v = copy_in(&mut m.heap, &variant);
        let s = status_atom(m, if status == Status::Complete { "complete" } else { "incomplete" });
        items.push(m.heap.compound(table, &[v, s, Cell::Int(id as i64)]));
    }
    let list = m.heap.list(&items);
    Ok(m.unify(m.x[0], list))
}

/// '$tbl_drop_table'(+Table): a complete table is dropped: the next call
/// of its variant evaluates it again.
fn drop_table(m: &mut Machine) -> Res {
    let id = table_id(m, 0)?;
    m.tables.make_stale(id);
    m.free_unused_stale_tables();
    Ok(true)
}

/// '$tbl_declare'(+Module, +Name, +Arity, +Modes, +Incremental): Name/Arity
/// in Module is tabled (incremental when Incremental is `true`). Its clauses, as they are loaded, go to `'Name tabled'/Arity`;
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
    let incremental = matches!(m.arg(4), Cell::Atom(atoms::TRUE));
    if let Some(tabled) = m.tables.tabled.get_mut(&(module, name, arity)) {
        tabled.incremental |= incremental;
        return Ok(true);
    }
    let kind = answer_kind(m, modes, arity)?;
    m.tables.tabled.insert((module, name, arity), Tabled { modes: owned_modes.cells.clone(), incremental, kind });
    let worker_name = m.worker_name(name, "tabled");
    add_wrapper_clause(m, module, name, arity, worker_name, |m, head, qworker| {
        let qhead = m.heap.compound(atoms::COLON, &[Cell::Atom(module), head]);
        let start = m.atoms.intern("$tbl_start");
        let call = m.heap.compound(start, &[qhead, qworker, modes]);
        let tabling = m.atoms.intern("tabling");
        m.heap.compound(atoms::COLON, &[Cell::Atom(tabling), call])
    })
}

/// Makes Name/Arity in Module the one clause `Head :- Body` that runs its
/// worker `WorkerName/Arity` (table/1, det/1): `body` builds Body from the
/// head and the module-qualified worker goal, which share their arguments.
/// The worker counts as defined from now on, before its first clause.
pub(super) fn add_wrapper_clause(
    m: &mut Machine,
    module: Atom,
    name: Atom,
    arity: u32,
    worker_name: Atom,
    body: impl FnOnce(&mut Machine, Cell, Cell) -> Cell,
) -> Res {
    let args: Vec<Cell> = (0..arity).map(|_| m.heap.new_var()).collect();
    let head = if arity == 0 { Cell::Atom(name) } else { m.heap.compound(name, &args) };
    let worker = if arity == 0 { Cell::Atom(worker_name) } else { m.heap.compound(worker_name, &args) };
    let qworker = m.heap.compound(atoms::COLON, &[Cell::Atom(module), worker]);
    let body = body(m, head, qworker);
    let clause = m.heap.compound(atoms::NECK, &[head, body]);
    let source = m.clause_source.take();
    let r = m.add_clause(clause, Position::Last, false, module);
    m.clause_source = source;
    let p = r?;
    let w = m.pred_in(module, worker_name, arity);
    m.preds[w as usize].defined = true;
    m.preds[p as usize].defined = true;
    Ok(true)
}

/// How the tables of a predicate with modes `modes` (the list table/1
/// made: `index`, `min`, ..., `lattice(Name)`, `po(Name)`; `[]` for
/// variant tabling) add answers. Another list (of another length than the
/// arity, or with another mode) is a domain error (table/1 never makes one).
fn answer_kind(m: &mut Machine, modes: Cell, arity: u32) -> Result<AnswerKind, crate::machine::Exc> {
    let items = m.list_items(modes)?;
    let domain = m.atoms.intern("table_modes");
    if !items.is_empty() && items.len() != arity as usize {
        return Err(m.err_domain(domain, modes));
    }
    let (lattice, po) = (m.atoms.intern("lattice"), m.atoms.intern("po"));
    let mut parsed = Vec::new();
    for item in items {
        let item = m.heap.deref(item);
        let mode = match item {
            Cell::Atom(a) => match m.atoms.text(a) {
                "index" => Mode::Index,
                "min" => Mode::Min,
                "max" => Mode::Max,
                "first" => Mode::First,
                "last" => Mode::Last,
                "sum" => Mode::Sum,
                _ => return Err(m.err_domain(domain, modes)),
            },
            _ => {
                let name = match m.heap.functor_of(item) {
                    Some((_, 1)) => m.heap.deref(m.heap.arg(item, 0)),
                    _ => item,
                };
                match (m.heap.functor_of(item), name) {
                    (Some((f, 1)), Cell::Atom(name)) if f == lattice => Mode::Lattice(name),
                    (Some((f, 1)), Cell::Atom(name)) if f == po => Mode::Po(name),
                    _ => return Err(m.err_domain(domain, modes)),
                }
            }
        };
        parsed.push(mode);
    }
    Ok(if parsed.is_empty() {
        AnswerKind::Plain
    } else if parsed.iter().any(|mode| matches!(mode, Mode::Lattice(_) | Mode::Po(_))) {
        AnswerKind::Joined(parsed.into())
    } else {
        AnswerKind::Moded(parsed.into())
    })
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
