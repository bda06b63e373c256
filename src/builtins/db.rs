//! Clause database builtins (ISO 8.8, 8.9): assert/asserta/assertz,
//! abolish/1, dynamic/1 (and thread_local/1, the same with one thread), discontiguous/1, and the primitives behind
//! clause/2 and retract/1 (which are nondeterministic and written in
//! Prolog over a snapshot of the clause list: the logical update view).

use super::{b, nd, Builtin};
use crate::compile::Position;
use crate::machine::copy::copy_in;
use crate::machine::database::{Cands, ClauseList, PredKind};
use crate::machine::fact_code::FactCode;
use crate::machine::instr::PredId;
use crate::machine::select::index_key::{call_arg_key, key_of, key_word, Key};
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Atom, Cell};
use std::rc::Rc;

pub const BUILTINS: &[Builtin] = &[
    b("assert", 1, |m| assert(m, Position::Last), "+clause").doc(
        "Adds Clause at the end of its dynamic predicate; same as assertz/1.\n\
         ?- assert(fact(1)), fact(X).\n\
         X = 1.",
    ),
    b("assertz", 1, |m| assert(m, Position::Last), "+clause").doc(
        "Adds Clause at the end of its (dynamic) predicate.\n\
         ?- assertz(n(1)), assertz(n(2)), findall(X, n(X), L).\n\
         L = [1, 2].",
    ),
    b("asserta", 1, |m| assert(m, Position::First), "+clause").doc(
        "Adds Clause at the beginning of its (dynamic) predicate.\n\
         ?- asserta(n(1)), asserta(n(2)), findall(X, n(X), L).\n\
         L = [2, 1].",
    ),
    nd("$clause", 4, clause, "+callable,?callable,-term,+atom"),
    b("$erase", 1, erase, "+term"),
    b("$retract_all_open", 1, retract_all_open, "+callable"),
    b("abolish", 1, abolish, "+predicate_indicator").doc(
        "Removes every clause of the dynamic predicate Name/Arity and its properties.\n\
         ?- assertz(tmp(1)), abolish(tmp/1), catch(tmp(_), error(E, _), true).\n\
         E = existence_error(procedure, tmp/1).",
    ),
    b("dynamic", 1, |m| declare(m, Decl::Dynamic), "+predicate_indicators").doc(
        "Declares the predicates (Name/Arity, a list or a conjunction of them) dynamic: they may be \
         changed by assert and retract, and calling them without clauses fails. `Spec as incremental` \
         also drops the incremental tables that depend on them when they change.\n\
         ?- dynamic(counter/1), \\+ counter(_).\n\
         true.",
    ),
    b("dynamic", 2, dynamic_with_options, "+list,+list").doc(
        "Declares the predicates of the list dynamic, as dynamic/1; the option incremental(true) makes \
         them incremental (a change drops the incremental tables that depend on them).\n\
         ?- dynamic([stock/2], [incremental(true)]), \\+ stock(_, _).\n\
         true.",
    ),
    b("thread_local", 1, |m| declare(m, Decl::Dynamic), "+predicate_indicators").doc(
        "Declares the predicates thread-local: dynamic, with clauses of each thread's own. With the \
         one thread here this is dynamic/1.\n\
         ?- thread_local(seen/1), assertz(seen(a)), seen(X).\n\
         X = a.",
    ),
    b("discontiguous", 1, |m| declare(m, Decl::Discontiguous), "+predicate_indicators").doc(
        "Declares that the clauses of the predicates may be spread over the file, which silences \
         the warning for clauses not together.\n\
         ?- discontiguous(part/1).\n\
         true.",
    ),
    b("multifile", 1, |m| declare(m, Decl::Multifile), "+predicate_indicators").doc(
        "Declares that the clauses of the predicates may come from several files: loading \
         another file adds to them instead of replacing them.\n\
         ?- multifile(hook/1), \\+ hook(_).\n\
         true.",
    ),
    b("$ensure_dynamic", 1, ensure_dynamic, "+callable"),
];

fn assert(m: &mut Machine, pos: Position) -> Res {
    let ctx = m.context_module();
    let (module, c) = m.strip_module(m.x[0], ctx);
    let p = m.add_clause(c, pos, true, module)?;
    m.note_clause_change(p);
    Ok(true)
}

/// Resolves a head to its module, name and arity (following `M:Head`;
/// the context module otherwise).
fn head_pred(m: &mut Machine, head: Cell) -> Result<(Cell, Atom, Atom, u32), Exc> {
    let ctx = m.context_module();
    let (module, head) = m.strip_module(head, ctx);
    match head {
        Cell::Ref(_) | Cell::Attv(_) => Err(m.err_instantiation()),
        Cell::Atom(_) | Cell::Str(_) | Cell::Lis(_) => {
            let (name, arity) = m.heap.functor_of(head).expect("callable");
            Ok((head, module, name, arity))
        }
        other => Err(m.err_type(atoms::CALLABLE, other)),
    }
}

/// Whether Name/Arity is a predicate of the system that `module` may not
/// define or declare.
pub fn is_system_pred(m: &Machine, module: Atom, name: Atom, arity: u32) -> bool {
    // The cut is a control construct the compiler handles, with no entry
    // in the predicate table: ISO 8.8.1.3, 8.9.3.3 and 8.9.4.3 still make
    // clause/2, retract/1 and abolish/1 on it permission errors (GNU
    // Prolog and SWI-Prolog agree; found by tools/difffuzz).
    (name == atoms::CUT && arity == 0) || m.is_protected_system_pred(module, name, arity)
}

/// '$clause'(Head, Body, Ref, Action): on backtracking, each clause of
/// Head's predicate (as it was at the first call: the logical update view)
/// whose arguments could match, as a fresh copy `Head :- Body`, with its
/// reference. Action is `access` (clause/2) or `modify` (retract/1). The
/// clauses come from the first-argument index or another argument's
/// just-in-time index when a bound argument has one, as for a call.
fn clause(m: &mut Machine, p: PredId) -> Res {
    let (head, module, name, arity) = head_pred(m, m.x[0])?;
    let key = if arity > 0 { key_of(&m.heap, m.heap.arg(head, 0)) } else { None };
    let arg_key = |m: &Machine, i: u32| call_arg_key(&m.heap, |j| m.heap.arg(head, j), i);
    let (snapshot, from, pred, gen, len, walk, cands) = match (m.redo_state, m.redo_snapshot.take()) {
        (Some(Cell::Str(st)), Some(snap)) => {
            let field = |i| m.heap.get(st + 1 + i);
            let state = (field(0), field(1), field(2), field(3), field(4), field(5));
            let (Cell::Int(pred), Cell::Int(step), Cell::Int(gen), Cell::Int(len), Cell::Int(walk), Cell::Int(pos)) =
                state
            else {
                return Ok(false);
            };
            // The same candidate list as before, or a scan from the clause
            // it had reached when that list cannot be had again.
            let walk = Walk::from_code(walk);
            let cands = walk.cands(&snap, key, m.fact_code(pred as u32), |i| arg_key(m, i));
            let resume = match &cands {
                Some(Cands::List(l)) if l.get(step as usize) == Some(&(pos as u32)) => (walk, step as u32),
                Some(Cands::Scan(_)) => (walk, step as u32),
                _ => (Walk::Scan, pos as u32),
            };
            let cands = if resume.0 == walk { cands } else { None };
            (snap, resume.1, pred as u32, gen as u64, len as u32, resume.0, cands)
        }
        _ => {
            let body = m.arg(1);
            if !body.is_var_ref() && !body.is_callable() {
                return Err(m.err_type(atoms::CALLABLE, body));
            }
            let action = match m.arg(3) {
                Cell::Atom(a) => a,
                _ => atoms::ACCESS,
            };
            if name == atoms::CUT && arity == 0 {
                let pi = m.indicator(name, arity);
                let kind = if action == atoms::MODIFY { atoms::STATIC_PROCEDURE } else { atoms::PRIVATE_PROCEDURE };
                return Err(m.err_permission(action, kind, pi));
            }
            let Some(q) = m.resolve_pred(module, name, arity) else { return Ok(false) };
            let pr = &m.preds[q as usize];
            // Like SWI-Prolog, clause/2 may inspect static user predicates
            // (which meta-interpreters rely on); builtins and library
            // internals stay private.
            let system = !matches!(pr.kind, PredKind::User) || pr.system;
            let static_modify = !pr.dynamic && action == atoms::MODIFY && pr.clauses.has_live();
            if system || static_modify {
                let pi = m.indicator(name, arity);
                let kind = if action == atoms::MODIFY { atoms::STATIC_PROCEDURE } else { atoms::PRIVATE_PROCEDURE };
                return Err(m.err_permission(action, kind, pi));
            }
            if let Some(list) = Rc::get_mut(&mut m.preds[q as usize].clauses) {
                list.maybe_purge();
            }
            let pr = &m.preds[q as usize];
            let snapshot = Rc::clone(&pr.clauses);
            let (walk, cands) = Walk::choose(&snapshot, key, m.fact_code(q), |i| arg_key(m, i));
            let from = if walk == Walk::Scan { snapshot.live_start() as u32 } else { 0 };
            (snapshot, from, q, m.generation, pr.clauses.len() as u32, walk, Some(cands))
        }
    };
    let cands = match cands {
        Some(c) => c,
        None => walk.cands(&snapshot, key, m.fact_code(pred), |i| arg_key(m, i)).unwrap_or(Cands::Scan(key_word(key))),
    };
    let Some((step, i)) = snapshot.next_candidate(&cands, from, gen, len) else { return Ok(false) };
    let next = snapshot.next_candidate(&cands, step + 1, gen, len);
    let clause = snapshot.get(i as usize).expect("candidate");
    let (term, id) = (m.fact_code(pred).term(&clause), clause.id);
    if let Some((j, next_pos)) = next {
        let args = [pred as i64, j as i64, gen as i64, len as i64, walk.code(), next_pos as i64].map(Cell::Int);
        let state = m.heap.compound(atoms::WALK_STATE, &args);
        m.push_redo_snapshot(p, state, Rc::clone(&snapshot));
    }
    let t = copy_in(&mut m.heap, &term);
    let (h, b) = (m.heap.arg(t, 0), m.heap.arg(t, 1));
    let r = m.heap.compound(atoms::CLAUSE_REF, &[Cell::Int(pred as i64), Cell::Int(id as i64), Cell::Int(i as i64)]);
    let (x1, x2) = (m.x[1], m.x[2]);
    Ok(m.unify(head, h) && m.unify(x1, b) && m.unify(x2, r))
}

/// How '$clause' walks a predicate's clauses.
#[derive(Copy, Clone, PartialEq, Debug)]
enum Walk {
    /// Every clause, filtered by the first argument's key.
    Scan,
    /// The first-argument index's list for the key.
    FirstArg,
    /// The just-in-time index of this (0-based) argument.
    Arg(u32),
}

impl Walk {
    /// The walk a call of clause/2 or retract/1 with this head takes, and
    /// its candidates (what [`Walk::cands`] gives for it, found once).
    fn choose(
        list: &ClauseList,
        key: Option<Key>,
        facts: FactCode,
        arg_key: impl Fn(u32) -> Option<Key>,
    ) -> (Walk, Cands) {
        let scan = || (Walk::Scan, Cands::Scan(key_word(key)));
        let Cands::List(chosen) = list.candidates_for_call(key, facts, &arg_key) else {
            return scan();
        };
        if let Cands::List(first) = list.candidates(key) {
            // A key of one clause gets a fresh one-element list on each
            // look-up, so equal contents count as the same list (else such
            // a retract(f(K)) walked every clause: O(n) a call).
            if Rc::ptr_eq(&first, &chosen) || first == chosen {
                return (Walk::FirstArg, Cands::List(first));
            }
        }
        match list.other_arg_candidates(facts, arg_key) {
            Some((arg, other)) if Rc::ptr_eq(&other, &chosen) => (Walk::Arg(arg), Cands::List(chosen)),
            _ => scan(),
        }
    }

    /// Its candidates; None when that index is no longer there.
    fn cands(
        self,
        list: &ClauseList,
        key: Option<Key>,
        facts: FactCode,
        arg_key: impl Fn(u32) -> Option<Key>,
    ) -> Option<Cands> {
        match self {
            Walk::Scan => Some(Cands::Scan(key_word(key))),
            Walk::FirstArg => match list.candidates(key) {
                c @ Cands::List(_) => Some(c),
                Cands::Scan(_) => None,
            },
            Walk::Arg(arg) => list.arg_candidates(arg, arg_key(arg)?, facts).map(Cands::List),
        }
    }

    fn code(self) -> i64 {
        match self {
            Walk::Scan => 0,
            Walk::FirstArg => 1,
            Walk::Arg(a) => 2 + a as i64,
        }
    }

    fn from_code(c: i64) -> Walk {
        match c {
            1 => Walk::FirstArg,
            a if a >= 2 => Walk::Arg((a - 2) as u32),
            _ => Walk::Scan,
        }
    }
}

/// '$erase'('$cref'(Pred, Id, PosHint)): retracts a clause. It is marked
/// dead at a new generation rather than removed, so no running call loses
/// it; the list is purged once nothing shares it and half of it is dead.
fn erase(m: &mut Machine) -> Res {
    let r = m.arg(0);
    // A clause reference made by clause/2 or retract/1: '$cref'(Pred, Id,
    // Hint). Anything else (the primitive called by hand) is no clause.
    if !matches!(m.heap.functor_of(r), Some((_, n)) if n >= 3) {
        return Ok(false);
    }
    let field = |i| m.heap.deref(m.heap.arg(r, i));
    let (Cell::Int(p), Cell::Int(id), Cell::Int(hint)) = (field(0), field(1), field(2)) else {
        return Ok(false);
    };
    if p < 0 || p as usize >= m.preds.len() || id < 0 || hint < 0 {
        return Ok(false);
    }
    let erased = m.retract_clauses(p as u32, [(id as u64, hint as usize)]) == 1;
    if erased {
        m.note_clause_change(p as u32);
    }
    Ok(erased)
}

/// '$retract_all_open'(Head): retractall/1 of a head whose arguments are
/// distinct plain variables, which the head of every clause matches: the
/// live clauses are erased in one pass, rather than each copied out by
/// '$clause' to be unified and then erased (retracting 100,000 facts cost
/// 2,900 instructions a clause that way). Fails, leaving the work and the
/// errors to the general path, for any other head or predicate.
fn retract_all_open(m: &mut Machine) -> Res {
    let (head, module, name, arity) = head_pred(m, m.x[0])?;
    if !open_head(m, head, arity) {
        return Ok(false);
    }
    let Some(q) = m.resolve_pred(module, name, arity) else { return Ok(false) };
    let pr = &m.preds[q as usize];
    if pr.system || !matches!(pr.kind, PredKind::User) || !pr.dynamic {
        return Ok(false);
    }
    let live: Vec<(u64, usize)> = {
        let entries = pr.clauses.entries();
        let from = pr.clauses.live_start();
        entries.iter().enumerate().skip(from).filter(|(_, c)| c.alive()).map(|(i, c)| (c.info.id, i)).collect()
    };
    if m.retract_clauses(q, live) > 0 {
        m.note_clause_change(q);
    }
    Ok(true)
}

/// Whether the arguments of `head` are distinct unbound variables without
/// attributes (binding one could wake a goal). Heads of more than 16
/// arguments are left to the general path.
fn open_head(m: &Machine, head: Cell, arity: u32) -> bool {
    let mut seen = [0 as crate::term::Addr; 16];
    if arity as usize > seen.len() {
        return false;
    }
    for i in 0..arity as usize {
        match m.heap.deref(m.heap.arg(head, i as u32)) {
            Cell::Ref(v) if !seen[..i].contains(&v) => seen[i] = v,
            _ => return false,
        }
    }
    true
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
    let ctx = m.context_module();
    let (module, pi) = m.strip_module(m.x[0], ctx);
    let (name, arity) = indicator(m, pi)?;
    if is_system_pred(m, module, name, arity) {
        let pi = m.indicator(name, arity);
        return Err(m.err_permission(atoms::MODIFY, atoms::STATIC_PROCEDURE, pi));
    }
    let Some(p) = m.lookup_in(module, name, arity) else {
        return Ok(true);
    };
    let pred = &m.preds[p as usize];
    if pred.system || !matches!(pred.kind, PredKind::User) || !pred.dynamic && pred.clauses.has_live() {
        let pi = m.indicator(name, arity);
        return Err(m.err_permission(atoms::MODIFY, atoms::STATIC_PROCEDURE, pi));
    }
    m.drop_clauses(p);
    m.note_clause_change(p);
    m.tables.incremental_dynamic.remove(&p);
    let pred = &mut m.preds[p as usize];
    pred.dynamic = false;
    pred.defined = false;
    Ok(true)
}

#[derive(Copy, Clone)]
pub enum Decl {
    Dynamic,
    Discontiguous,
    Multifile,
    /// module_transparent/1 (`machine/transparent.rs`).
    Transparent,
}

/// dynamic/1, discontiguous/1 and multifile/1: `N/A`, `N//A`, `M:PI`,
/// `(PI, PI)` or a list of them.
/// `M:Name/Arity` reads as `M:(Name/Arity)` (`:` is 600, as in SWI-Prolog),
/// which `declaration_items` strips; a term built as `(M:Name)/Arity` is
/// taken too: the module and `Name/Arity` (or `Name//Arity`).
fn qualified_name_indicator(m: &mut Machine, module: Atom, t: Cell) -> (Atom, Cell) {
    if let Some((f @ (atoms::SLASH | atoms::DOUBLE_SLASH), 2)) = m.heap.functor_of(t) {
        let name = m.heap.deref(m.heap.arg(t, 0));
        if let Some((atoms::COLON, 2)) = m.heap.functor_of(name) {
            let (inner, name) = m.strip_module(name, module);
            let arity = m.heap.arg(t, 1);
            return (inner, m.heap.compound(f, &[name, arity]));
        }
    }
    (module, t)
}

/// The items of a declaration's argument (`a/1, b/2`, `[a/1, b/2]`, each
/// possibly `M:` qualified) in order, with the module each belongs to
/// (the context module when unqualified).
pub(super) fn declaration_items(m: &mut Machine, decls: Cell) -> Result<Vec<(Atom, Cell)>, Exc> {
    let context = m.context_module();
    declaration_items_in(m, decls, context)
}

/// As [`declaration_items`], unqualified items belonging to `default`.
pub(super) fn declaration_items_in(m: &mut Machine, decls: Cell, default: Atom) -> Result<Vec<(Atom, Cell)>, Exc> {
    // A cyclic list or conjunction of declarations would be unfolded for
    // ever.
    if !crate::term::cycles::is_acyclic(&m.heap, decls) {
        return Err(m.err_cyclic(decls));
    }
    let mut items = Vec::new();
    let mut work = vec![(default, decls)];
    while let Some((module, t)) = work.pop() {
        let (module, t) = m.strip_module(t, module);
        match m.heap.functor_of(t) {
            Some((atoms::COMMA, 2)) | Some((atoms::DOT, 2)) => {
                work.push((module, m.heap.arg(t, 1)));
                work.push((module, m.heap.arg(t, 0)));
            }
            Some((atoms::NIL, 0)) => {}
            _ => items.push((module, t)),
        }
    }
    Ok(items)
}

pub fn declare(m: &mut Machine, decl: Decl) -> Res {
    let decls = m.x[0];
    for (module, t) in declared_with_options(m, decl, decls)? {
        let (module, t, incremental) = match t {
            Declared::Plain(t) => (module, t, false),
            Declared::Incremental(t) => (module, t, true),
        };
        let (module, t) = qualified_name_indicator(m, module, t);
        let (name, arity) = non_terminal_indicator(m, t)?;
        if is_system_pred(m, module, name, arity) {
            let pi = m.indicator(name, arity);
            return Err(m.err_permission(atoms::MODIFY, atoms::STATIC_PROCEDURE, pi));
        }
        let p = m.pred_in(module, name, arity);
        if matches!(m.preds[p as usize].kind, PredKind::Imported(_)) {
            m.preds[p as usize].kind = PredKind::User;
        }
        let pred = &m.preds[p as usize];
        if pred.system || !matches!(pred.kind, PredKind::User) {
            let pi = m.indicator(name, arity);
            return Err(m.err_permission(atoms::MODIFY, atoms::STATIC_PROCEDURE, pi));
        }
        let source = m.load_stack.last().map(|l| l.file);
        // Met for the first time in a reload: the clauses the file gave it
        // before go (consult.rs).
        if let Some(ctx) = m.load_stack.last().filter(|ctx| !ctx.defined.contains(&p)) {
            let file = ctx.file;
            m.erase_clauses_of_file(p, file);
        }
        let pred = &mut m.preds[p as usize];
        match decl {
            Decl::Dynamic => {
                pred.dynamic = true;
                pred.defined = true;
            }
            Decl::Discontiguous => pred.discontiguous = true,
            Decl::Multifile => {
                pred.multifile = true;
                pred.defined = true;
            }
            Decl::Transparent => m.set_transparent(p),
        }
        let pred = &mut m.preds[p as usize];
        if pred.source.is_none() {
            pred.source = source;
        }
        if let Some(ctx) = m.load_stack.last_mut() {
            ctx.defined.insert(p);
        }
        if incremental {
            m.tables.incremental_dynamic.insert(p);
        }
    }
    Ok(true)
}

/// dynamic(+List, +Options): dynamic/1 of the list, `as incremental` when
/// Options hold incremental(true) (SWI-Prolog ignores the options it does
/// not know).
fn dynamic_with_options(m: &mut Machine) -> Res {
    let ctx = m.context_module();
    let (module, list) = m.strip_module(m.x[0], ctx);
    let items = m.list_items(list)?;
    let options = m.list_items(m.x[1])?;
    let incremental_name = m.atoms.intern("incremental");
    let incremental = options.iter().any(|&o| {
        let o = m.heap.deref(o);
        m.heap.functor_of(o) == Some((incremental_name, 1))
            && matches!(m.heap.deref(m.heap.arg(o, 0)), Cell::Atom(atoms::TRUE))
    });
    let specs = m.heap.list(&items);
    let specs = m.heap.compound(atoms::COLON, &[Cell::Atom(module), specs]);
    m.x[0] = if incremental {
        let as_op = m.atoms.intern("as");
        m.heap.compound(as_op, &[specs, Cell::Atom(incremental_name)])
    } else {
        specs
    };
    declare(m, Decl::Dynamic)
}

/// A declared item: `Spec as Options` of dynamic/1 may make it incremental.
enum Declared {
    Plain(Cell),
    Incremental(Cell),
}

/// The items of a declaration, each `Spec as Options` of dynamic/1 read:
/// its options are SWI-Prolog's (`incremental`, `opaque`, `abstract(0)`,
/// `monotonic`, `lazy`, `volatile`, `dynamic`, comma lists of them).
fn declared_with_options(m: &mut Machine, decl: Decl, decls: Cell) -> Result<Vec<(Atom, Declared)>, Exc> {
    let mut out = Vec::new();
    let as_op = m.atoms.intern("as");
    for (module, t) in declaration_items(m, decls)? {
        let t = m.heap.deref(t);
        if !matches!(decl, Decl::Dynamic) || m.heap.functor_of(t) != Some((as_op, 2)) {
            out.push((module, Declared::Plain(t)));
            continue;
        }
        let (specs, options) = (m.heap.arg(t, 0), m.heap.arg(t, 1));
        let incremental = incremental_option(m, options)?;
        let inner = m.heap.compound(atoms::COLON, &[Cell::Atom(module), specs]);
        for (module, spec) in declaration_items(m, inner)? {
            out.push((module, if incremental { Declared::Incremental(spec) } else { Declared::Plain(spec) }));
        }
    }
    Ok(out)
}

/// Reads the options after `as` in dynamic/1: whether `incremental` is one.
fn incremental_option(m: &mut Machine, options: Cell) -> Result<bool, Exc> {
    let options = m.heap.deref(options);
    match m.heap.functor_of(options) {
        _ if options.is_var_ref() => Err(m.err_instantiation()),
        Some((atoms::COMMA, 2)) => {
            let (a, b) = (m.heap.arg(options, 0), m.heap.arg(options, 1));
            Ok(incremental_option(m, a)? | incremental_option(m, b)?)
        }
        Some((name, 0)) if m.atoms.text(name) == "incremental" => Ok(true),
        Some((name, 0)) if ["opaque", "monotonic", "lazy", "volatile", "dynamic"].contains(&m.atoms.text(name)) => {
            Ok(false)
        }
        Some((name, 1)) if m.atoms.text(name) == "abstract" => Ok(false),
        _ => {
            let domain = m.atoms.intern("predicate_option");
            Err(m.err_domain(domain, options))
        }
    }
}

/// `Name/Arity`, or `Name//Arity` (a grammar rule: two more arguments).
fn non_terminal_indicator(m: &mut Machine, pi: Cell) -> Result<(Atom, u32), Exc> {
    let pi = m.heap.deref(pi);
    if let Some((atoms::DOUBLE_SLASH, 2)) = m.heap.functor_of(pi) {
        let (n, a) = (m.heap.arg(pi, 0), m.heap.arg(pi, 1));
        let plain = m.heap.compound(atoms::SLASH, &[n, a]);
        let (name, arity) = indicator(m, plain)?;
        return Ok((name, arity + 2));
    }
    indicator(m, pi)
}

/// Makes Head's predicate dynamic if it does not exist yet (retractall/1).
fn ensure_dynamic(m: &mut Machine) -> Res {
    let (_, module, name, arity) = head_pred(m, m.x[0])?;
    if is_system_pred(m, module, name, arity) {
        let pi = m.indicator(name, arity);
        return Err(m.err_permission(atoms::MODIFY, atoms::STATIC_PROCEDURE, pi));
    }
    let p = match m.resolve_pred(module, name, arity) {
        Some(p) if m.preds[p as usize].module != atoms::SYSTEM => p,
        _ => m.pred_in(module, name, arity),
    };
    let pred = &mut m.preds[p as usize];
    if !pred.defined {
        pred.dynamic = true;
        pred.defined = true;
    } else if pred.system || !matches!(pred.kind, PredKind::User) || !pred.dynamic && pred.clauses.has_live() {
        let pi = m.indicator(name, arity);
        return Err(m.err_permission(atoms::MODIFY, atoms::STATIC_PROCEDURE, pi));
    }
    Ok(true)
}
