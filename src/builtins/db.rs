//! Clause database builtins (ISO 8.8, 8.9): assert/asserta/assertz,
//! abolish/1, dynamic/1, discontiguous/1, and the primitives behind
//! clause/2 and retract/1 (which are nondeterministic and written in
//! Prolog over a snapshot of the clause list: the logical update view).

use super::{b, Builtin};
use crate::compile::Position;
use crate::machine::copy::copy_in;
use crate::machine::database::{key_of, PredKind};
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Atom, Cell};
use std::rc::Rc;

pub const BUILTINS: &[Builtin] = &[
    b("assert", 1, |m| assert(m, Position::Last), "+clause"),
    b("assertz", 1, |m| assert(m, Position::Last), "+clause"),
    b("asserta", 1, |m| assert(m, Position::First), "+clause"),
    b("$clause_list", 4, clause_list, "+callable,?callable,-list,+atom"),
    b("$erase", 1, erase, "+term"),
    b("abolish", 1, abolish, "+predicate_indicator"),
    b("dynamic", 1, |m| declare(m, Decl::Dynamic), "+predicate_indicators"),
    b("discontiguous", 1, |m| declare(m, Decl::Discontiguous), "+predicate_indicators"),
    b("$ensure_dynamic", 1, ensure_dynamic, "+callable"),
];

fn assert(m: &mut Machine, pos: Position) -> Res {
    let c = m.x[0];
    // Check the body before compiling so the error names the whole clause's body.
    m.add_clause(c, pos, true)?;
    Ok(true)
}

/// Resolves a head to its predicate (following `M:Head`).
fn head_pred(m: &mut Machine, head: Cell) -> Result<(Cell, Atom, u32), Exc> {
    let mut head = m.heap.deref(head);
    let mut qualify = None;
    if let Some((atoms::COLON, 2)) = m.heap.functor_of(head) {
        if let Cell::Atom(module) = m.heap.deref(m.heap.arg(head, 0)) {
            qualify = Some(module);
            head = m.heap.deref(m.heap.arg(head, 1));
        }
    }
    match head {
        Cell::Ref(_) | Cell::Attv(_) => Err(m.err_instantiation()),
        Cell::Atom(_) | Cell::Str(_) | Cell::Lis(_) => {
            let (name, arity) = m.heap.functor_of(head).expect("callable");
            let name = match qualify {
                Some(module) => m.qualified_name(module, name),
                None => name,
            };
            Ok((head, name, arity))
        }
        other => Err(m.err_type(atoms::CALLABLE, other)),
    }
}

/// '$clause_list'(Head, Body, List, Action): List holds `Ref-(H:-B)` for
/// every clause of Head's predicate whose first argument could match, as
/// fresh copies. Action is `access` (clause/2) or `modify` (retract/1).
fn clause_list(m: &mut Machine) -> Res {
    let (head, name, arity) = head_pred(m, m.x[0])?;
    let body = m.arg(1);
    if !body.is_var_ref() && !body.is_callable() {
        return Err(m.err_type(atoms::CALLABLE, body));
    }
    let action = match m.arg(3) {
        Cell::Atom(a) => a,
        _ => atoms::ACCESS,
    };
    let Some(p) = m.lookup_pred(name, arity) else {
        return unify_nil(m);
    };
    let pred = &m.preds[p as usize];
    // Like SWI-Prolog, clause/2 may inspect static user predicates (which
    // meta-interpreters rely on); builtins and library internals stay private.
    let system = !matches!(pred.kind, PredKind::User) || pred.system;
    let static_modify = !pred.dynamic && action == atoms::MODIFY && !pred.clauses.clauses.is_empty();
    if system || static_modify {
        let pi = m.indicator(name, arity);
        let kind = if action == atoms::MODIFY { atoms::STATIC_PROCEDURE } else { atoms::PRIVATE_PROCEDURE };
        return Err(m.err_permission(action, kind, pi));
    }
    let key = if arity > 0 { key_of(&m.heap, m.heap.arg(head, 0)) } else { None };
    let snapshot = Rc::clone(&m.preds[p as usize].clauses);
    let mut items = Vec::new();
    for c in snapshot.clauses.iter().filter(|c| c.matches(key)) {
        let t = copy_in(&mut m.heap, &c.term);
        let r = m
            .heap
            .compound(m.atoms.lookup("$cref").unwrap_or(atoms::CLAUSE), &[Cell::Int(p as i64), Cell::Int(c.id as i64)]);
        items.push(m.heap.compound(atoms::MINUS, &[r, t]));
    }
    let l = m.heap.list(&items);
    let x2 = m.x[2];
    Ok(m.unify(x2, l))
}

fn unify_nil(m: &mut Machine) -> Res {
    let x2 = m.x[2];
    Ok(m.unify(x2, Cell::Atom(atoms::NIL)))
}

fn erase(m: &mut Machine) -> Res {
    let r = m.arg(0);
    let (Cell::Int(p), Cell::Int(id)) = (m.heap.deref(m.heap.arg(r, 0)), m.heap.deref(m.heap.arg(r, 1))) else {
        return Ok(false);
    };
    let pred = &mut m.preds[p as usize];
    Ok(Rc::make_mut(&mut pred.clauses).remove_id(id as u64))
}

/// Reads `Name/Arity`, raising the ISO errors.
pub fn indicator(m: &mut Machine, pi: Cell) -> Result<(Atom, u32), Exc> {
    let pi = m.heap.deref(pi);
    match pi {
        Cell::Ref(_) | Cell::Attv(_) => return Err(m.err_instantiation()),
        Cell::Str(_) if m.heap.functor_of(pi) == Some((atoms::SLASH, 2)) => {}
        _ => {
            let pind = m.atoms.intern("predicate_indicator");
            return Err(m.err_type(pind, pi));
        }
    }
    let (n, a) = (m.heap.deref(m.heap.arg(pi, 0)), m.heap.deref(m.heap.arg(pi, 1)));
    if n.is_var_ref() || a.is_var_ref() {
        return Err(m.err_instantiation());
    }
    let Cell::Atom(name) = n else {
        return Err(m.err_type(atoms::ATOM, n));
    };
    let arity = match a {
        Cell::Int(k) if k < 0 => return Err(m.err_domain(atoms::NOT_LESS_THAN_ZERO, a)),
        Cell::Int(k) if k > 1_000_000 => return Err(m.err_representation(atoms::MAX_ARITY)),
        Cell::Int(k) => k as u32,
        _ => return Err(m.err_type(atoms::INTEGER, a)),
    };
    Ok((name, arity))
}

fn abolish(m: &mut Machine) -> Res {
    let (name, arity) = indicator(m, m.x[0])?;
    let Some(p) = m.lookup_pred(name, arity) else {
        return Ok(true);
    };
    let pred = &m.preds[p as usize];
    if pred.system || !matches!(pred.kind, PredKind::User) || !pred.dynamic && !pred.clauses.clauses.is_empty() {
        let pi = m.indicator(name, arity);
        return Err(m.err_permission(atoms::MODIFY, atoms::STATIC_PROCEDURE, pi));
    }
    let pred = &mut m.preds[p as usize];
    Rc::make_mut(&mut pred.clauses).clear();
    pred.dynamic = false;
    pred.defined = false;
    Ok(true)
}

#[derive(Copy, Clone)]
enum Decl {
    Dynamic,
    Discontiguous,
}

/// dynamic/1 and discontiguous/1: `N/A`, `(PI, PI)` or a list of them.
fn declare(m: &mut Machine, decl: Decl) -> Res {
    let mut work = vec![m.x[0]];
    while let Some(t) = work.pop() {
        let t = m.heap.deref(t);
        match m.heap.functor_of(t) {
            Some((atoms::COMMA, 2)) | Some((atoms::DOT, 2)) => {
                work.push(m.heap.arg(t, 1));
                work.push(m.heap.arg(t, 0));
                continue;
            }
            Some((atoms::NIL, 0)) => continue,
            _ => {}
        }
        let (name, arity) = indicator(m, t)?;
        let p = m.pred_id(name, arity);
        let pred = &m.preds[p as usize];
        if pred.system || !matches!(pred.kind, PredKind::User) {
            let pi = m.indicator(name, arity);
            return Err(m.err_permission(atoms::MODIFY, atoms::STATIC_PROCEDURE, pi));
        }
        let source = m.load_stack.last().map(|l| l.file);
        let pred = &mut m.preds[p as usize];
        match decl {
            Decl::Dynamic => {
                pred.dynamic = true;
                pred.defined = true;
            }
            Decl::Discontiguous => pred.discontiguous = true,
        }
        if pred.source.is_none() {
            pred.source = source;
        }
        if let Some(ctx) = m.load_stack.last_mut() {
            ctx.defined.insert(p);
        }
    }
    Ok(true)
}

/// Makes Head's predicate dynamic if it does not exist yet (retractall/1).
fn ensure_dynamic(m: &mut Machine) -> Res {
    let (_, name, arity) = head_pred(m, m.x[0])?;
    let p = m.pred_id(name, arity);
    let pred = &mut m.preds[p as usize];
    if !pred.defined {
        pred.dynamic = true;
        pred.defined = true;
    } else if pred.system || !matches!(pred.kind, PredKind::User) || !pred.dynamic && !pred.clauses.clauses.is_empty() {
        let pi = m.indicator(name, arity);
        return Err(m.err_permission(atoms::MODIFY, atoms::STATIC_PROCEDURE, pi));
    }
    Ok(true)
}
