//! Builtins of determinism declarations: the Rust side of `stdlib/det.pl`.
//! det/1 declares a predicate (`'$det_declare'/3`): its clauses, as they
//! are loaded, go to the worker `'Name det'/Arity` (`rename_det_clause`),
//! and the predicate itself becomes one clause that runs the worker under
//! `'$det_call'/4`, which checks for a deterministic exit. The other
//! builtins tell the Prolog side which predicate to name in a
//! `determinism_error`: the predicate a goal resolves to
//! (`'$det_target'/3`) and the predicate whose clause alternatives a
//! choicepoint holds (`'$choice_pred'/2`), each with a worker named back as
//! its declared predicate.

use super::{b, Builtin};
use crate::machine::choice::Alt;
use crate::machine::database::PredKind;
use crate::machine::det_guard;
use crate::machine::instr::PredId;
use crate::machine::{Machine, Res};
use crate::term::{atoms, Atom, Cell};
use std::rc::Rc;

pub const BUILTINS: &[Builtin] = &[
    b("$det_declare", 3, declare, "+atom,+atom,+integer"),
    b("$det_declared", 3, declared, "+atom,+atom,+integer"),
    b("$det_target", 3, target, "+atom,+callable,-term"),
    b("$choice_pred", 2, choice_pred, "+integer,-term"),
    b("$det_guard_info", 4, guard_info, "+integer,-term,-term,-integer"),
    b("$caller_pred", 1, caller_pred, "-term"),
];

/// '$caller_pred'(-Pred): the user predicate whose clause the calling
/// predicate returns to (the continuation register, which a builtin call
/// leaves as it is): the clause of a `$/1` that the library runs (a goal
/// not compiled in line, `$fail`), named in the failure's context as
/// SWI-Prolog names the frame. Pred is left unbound in a meta-called goal,
/// for system predicates, and where the `$/1` was its clause's last call
/// (the continuation is then its caller's).
fn caller_pred(m: &mut Machine) -> Res {
    let Some(p) = m.pred_at(m.cp) else { return Ok(true) };
    let Some(pi) = pred_pi(m, p) else { return Ok(true) };
    let x0 = m.arg(0);
    Ok(m.unify(x0, pi))
}

/// '$det_guard_info'(+Word, -Clause, -LastPI, -First): the guard word of a
/// `$/0` (machine/det_guard.rs) names the guarded clause's predicate
/// `M:Name/Arity`, its rest's last goal `M:N/A` (or none) and the first
/// choicepoint the rest made.
fn guard_info(m: &mut Machine) -> Res {
    let word = m.arg(0);
    let Cell::Int(_) = word else { return Err(m.err_instantiation()) };
    let Some(g) = m.det_guards.get(det_guard::info(word) as usize) else { return Ok(false) };
    let (module, name, arity, last) = (g.module, g.name, g.arity, g.last);
    let qpi = |m: &mut Machine, n: Atom, a: u32| {
        let pi = m.heap.compound(atoms::SLASH, &[Cell::Atom(n), Cell::Int(a as i64)]);
        m.heap.compound(atoms::COLON, &[Cell::Atom(module), pi])
    };
    let clause = qpi(m, name, arity);
    let last = match last {
        Some((n, a)) => qpi(m, n, a),
        None => Cell::Atom(m.atoms.intern("none")),
    };
    let first = Cell::Int(det_guard::level(word) as i64);
    let (x1, x2, x3) = (m.arg(1), m.arg(2), m.arg(3));
    Ok(m.unify(x1, clause) && m.unify(x2, last) && m.unify(x3, first))
}

/// '$det_declare'(+Module, +Name, +Arity): Name/Arity in Module is det.
/// Its clauses loaded from now on go to `'Name det'/Arity`; the predicate
/// becomes `Head :- '$choice_count'(C0), '$det_call'(Module:Worker, C0,
/// property(Module:Name/Arity), s(_))`. A predicate that already has
/// clauses (the wrapper of an earlier declaration when its file is loaded
/// again, or clauses loaded before the declaration) is only recorded: the
/// clauses loaded before stay unchecked, as det/1's help says.
fn declare(m: &mut Machine) -> Res {
    let (Cell::Atom(module), Cell::Atom(name), Cell::Int(arity)) = (m.arg(0), m.arg(1), m.arg(2)) else {
        return Err(m.err_instantiation());
    };
    let arity = arity as u32;
    m.det_preds.insert((module, name, arity));
    let p = m.pred_in(module, name, arity);
    if m.preds[p as usize].clauses.has_live() {
        return Ok(true);
    }
    let worker_name = m.worker_name(name, "det");
    super::tabling::add_wrapper_clause(m, module, name, arity, worker_name, |m, _head, qworker| {
        let c0 = m.heap.new_var();
        let count = m.atoms.intern("$choice_count");
        let count = m.heap.compound(count, &[c0]);
        let pi = m.heap.compound(atoms::SLASH, &[Cell::Atom(name), Cell::Int(arity as i64)]);
        let qpi = m.heap.compound(atoms::COLON, &[Cell::Atom(module), pi]);
        let property = m.atoms.intern("property");
        let check = m.heap.compound(property, &[qpi]);
        let state = m.heap.new_var();
        let s = m.atoms.intern("s");
        let state = m.heap.compound(s, &[state]);
        let det_call = m.atoms.intern("$det_call");
        let call = m.heap.compound(det_call, &[qworker, c0, check, state]);
        m.heap.compound(atoms::COMMA, &[count, call])
    })
}

/// '$det_declared'(+Module, +Name, +Arity): det/1 declared Name/Arity.
fn declared(m: &mut Machine) -> Res {
    let (Cell::Atom(module), Cell::Atom(name), Cell::Int(arity)) = (m.arg(0), m.arg(1), m.arg(2)) else {
        return Ok(false);
    };
    Ok(m.det_preds.contains(&(module, name, arity as u32)))
}

/// '$det_target'(+Module, +Goal, -Pred): Goal, called in Module, runs the
/// user predicate Pred (`M:Name/Arity`, a det worker named as its
/// predicate). Fails for a variable, a control construct or a system
/// predicate, and for a predicate not defined yet.
fn target(m: &mut Machine) -> Res {
    let Cell::Atom(module) = m.arg(0) else { return Ok(false) };
    let (module, goal) = m.strip_module(m.arg(1), module);
    let Some((name, arity)) = m.heap.functor_of(goal) else { return Ok(false) };
    let Some(p) = m.resolve_pred(module, name, arity) else { return Ok(false) };
    let pi = pred_pi(m, p);
    match pi {
        Some(pi) => {
            let x2 = m.arg(2);
            Ok(m.unify(x2, pi))
        }
        None => Ok(false),
    }
}

/// '$choice_pred'(+Index, -Pred): choicepoint Index (from the bottom)
/// holds the clause alternatives of the user predicate Pred.
fn choice_pred(m: &mut Machine) -> Res {
    let Cell::Int(i) = m.arg(0) else { return Ok(false) };
    let Some(ch) = usize::try_from(i).ok().and_then(|i| m.choices.get(i)) else { return Ok(false) };
    let Alt::Clauses { list, code, .. } = &ch.alt else { return Ok(false) };
    let (list, code) = (Rc::clone(list), *code);
    let owner = (0..m.preds.len()).find(|&p| Rc::ptr_eq(&m.preds[p].clauses, &list)).or_else(|| {
        // A snapshot the predicate no longer shares: the clause's code tells.
        (0..m.preds.len()).find(|&p| m.preds[p].clauses.entries().iter().any(|e| e.code == code))
    });
    let Some(pi) = owner.and_then(|p| pred_pi(m, p as PredId)) else { return Ok(false) };
    let x1 = m.arg(1);
    Ok(m.unify(x1, pi))
}

/// `Module:Name/Arity` of a user predicate (a det worker named as its
/// declared predicate); None for a system predicate.
fn pred_pi(m: &mut Machine, p: PredId) -> Option<Cell> {
    let pred = &m.preds[p as usize];
    if pred.system || pred.module == atoms::SYSTEM || !matches!(pred.kind, PredKind::User) {
        return None;
    }
    let (module, mut name, arity) = (pred.module, pred.name, pred.arity);
    if let Some(base) = m.atoms.text(name).strip_suffix(" det").map(str::to_owned) {
        let base = m.atoms.intern(&base);
        if m.det_preds.contains(&(module, base, arity)) {
            name = base;
        }
    }
    let pi = m.heap.compound(atoms::SLASH, &[Cell::Atom(name), Cell::Int(arity as i64)]);
    Some(m.heap.compound(atoms::COLON, &[Cell::Atom(module), pi]))
}

impl Machine {
    /// A clause of a det predicate being loaded goes to its worker
    /// `'Name det'`: the clause with its head renamed (else unchanged).
    pub fn rename_det_clause(&mut self, clause: Cell, module: Atom) -> Cell {
        if self.det_preds.is_empty() {
            return clause;
        }
        self.clause_for_worker(clause, "det", |m, name, arity| m.det_preds.contains(&(module, name, arity)))
    }
}
