//! The cross-reference of the consulted program: every goal a clause body
//! of a consulted file calls, found by walking the stored clause through
//! the control constructs and the meta-arguments of the predicates it
//! calls (the closure of `call(zz, 1)` is the goal `zz(_)`), each with
//! where it is written: file, line and column, the column read again from
//! the source as listing/1 does (a grammar rule, rewritten when loaded,
//! has none, as in SWI-Prolog). check/0, list_undefined/0, make/0 and
//! explain/1 (stdlib/check.pl, stdlib/explain.pl) are written over the
//! primitives of this file:
//!
//! - `'$call_sites'(-Sites)`: `site(Module, Goal, Caller, Nth, File, Line,
//!   Column)` for every call, Caller as `M:Name/Arity`, Nth the clause's
//!   place among its predicate's clauses, File absolute, Column 0-based or
//!   `-` when the source does not show it;
//! - `'$resolve'(+Module, +Name, +Arity, -DefModule)`: the module whose
//!   predicate a call of Name/Arity in Module runs (autoloading it as a
//!   call would); fails for an undefined predicate;
//! - `'$pred_source'(+Module, +Name, +Arity, -File, -Line)`: where the
//!   predicate's first consulted clause is;
//! - `'$void_declarations'(-List)`: `M:Name/Arity` of each predicate
//!   declared discontiguous that has no clauses (and is not dynamic).

use crate::builtins::{b, Builtin};
use crate::machine::copy::copy_in;
use crate::machine::database::PredKind;
use crate::machine::instr::PredId;
use crate::machine::{Machine, Res};
use crate::reader::{Node, ReadTerm, Reader};
use crate::term::{atoms, Atom, Cell};
use std::collections::HashMap;

pub const BUILTINS: &[Builtin] = &[
    b("$call_sites", 1, call_sites, "-list"),
    b("$resolve", 4, resolve, "+atom,+atom,+integer,-atom"),
    b("$pred_source", 5, pred_source, "+atom,+atom,+integer,-atom,-integer"),
    b("$void_declarations", 1, void_declarations, "-list"),
];

/// Most terms read from a clause's line before giving up (several clauses
/// on one line).
const TERMS_ON_A_LINE: usize = 8;

/// A goal of a clause body: the module it is called in, the goal as called,
/// and its name and arity as written (a closure is written with fewer
/// arguments than it is called with).
struct BodyGoal {
    module: Atom,
    goal: Cell,
    name: Atom,
    written_arity: u32,
}

/// A source file's text and where each of its lines starts.
struct SourceText {
    text: String,
    line_starts: Vec<usize>,
}

impl SourceText {
    fn read(path: &str) -> Option<SourceText> {
        let bytes = crate::host::files::read(std::path::Path::new(path)).ok()?;
        let text = String::from_utf8(bytes).ok()?;
        let line_starts = std::iter::once(0).chain(text.match_indices('\n').map(|(i, _)| i + 1)).collect();
        Some(SourceText { text, line_starts })
    }

    /// The 1-based line and 0-based column (in characters) of byte `offset`.
    fn position(&self, offset: usize) -> (u32, u32) {
        let line = self.line_starts.partition_point(|&s| s <= offset) - 1;
        let column = self.text[self.line_starts[line]..offset].chars().count();
        (line as u32 + 1, column as u32)
    }
}

fn call_sites(m: &mut Machine) -> Res {
    let mut texts: HashMap<Atom, Option<SourceText>> = HashMap::new();
    let mut sites = Vec::new();
    let pred_count = m.preds.len();
    for p in 0..pred_count as PredId {
        let pred = &m.preds[p as usize];
        if pred.system || !matches!(pred.kind, PredKind::User) || m.atoms.text(pred.name).starts_with('$') {
            continue;
        }
        let (module, name, arity) = (pred.module, pred.name, pred.arity);
        let clauses: Vec<_> = {
            let entries = pred.clauses.entries();
            entries.iter().filter(|e| e.alive()).map(|e| (e.info.term.clone(), e.info.source())).collect()
        };
        for (nth, (term, source)) in clauses.into_iter().enumerate() {
            let (Some(term), Some((file, line))) = (term, source) else {
                continue;
            };
            if m.atoms.text(file).starts_with('$') {
                continue;
            }
            let clause = copy_in(&mut m.heap, &term);
            let Some((atoms::NECK, 2)) = m.heap.functor_of(clause) else {
                continue;
            };
            let body = m.heap.arg(clause, 1);
            let goals = body_goals(m, module, body);
            if goals.is_empty() {
                continue;
            }
            let source = texts.entry(file).or_insert_with(|| SourceText::read(m.atoms.text(file)));
            let written = source.as_ref().and_then(|s| goal_positions(m, s, line, (name, arity), &goals));
            let file_cell = Cell::Atom(absolute_file(m, file));
            let caller = {
                let pi = m.heap.compound(atoms::SLASH, &[Cell::Atom(name), Cell::Int(arity as i64)]);
                m.heap.compound(atoms::COLON, &[Cell::Atom(module), pi])
            };
            for (i, g) in goals.iter().enumerate() {
                let (goal_line, column) = match written.as_ref().and_then(|w| w[i]) {
                    Some((l, c)) => (l, Cell::Int(c as i64)),
                    None => (line, Cell::Atom(m.atoms.intern("-"))),
                };
                let site = m.atoms.intern("site");
                let args = [
                    Cell::Atom(g.module),
                    g.goal,
                    caller,
                    Cell::Int(nth as i64 + 1),
                    file_cell,
                    Cell::Int(goal_line as i64),
                    column,
                ];
                sites.push(m.heap.compound(site, &args));
            }
        }
    }
    let list = m.heap.list(&sites);
    Ok(m.unify(m.x[0], list))
}

/// The goals of a clause body in the order they are written: through the
/// control constructs, module qualification, and the meta-arguments of
/// the predicates called (a closure given N more arguments).
fn body_goals(m: &mut Machine, module: Atom, body: Cell) -> Vec<BodyGoal> {
    let mut goals = Vec::new();
    // (module, goal, extra arguments a closure is called with)
    let mut work = vec![(module, body, 0u32)];
    while let Some((module, goal, extra)) = work.pop() {
        let goal = m.heap.deref(goal);
        let (name, arity) = match goal {
            Cell::Atom(a) => (a, 0),
            Cell::Str(_) => match m.heap.functor_of(goal) {
                Some(f) => f,
                None => continue,
            },
            _ => continue,
        };
        if name == atoms::COLON && arity == 2 {
            if let Cell::Atom(qualifier) = m.heap.deref(m.heap.arg(goal, 0)) {
                work.push((qualifier, m.heap.arg(goal, 1), extra));
            }
            continue;
        }
        if extra == 0 {
            if name == atoms::CUT && arity == 0 {
                continue;
            }
            let control = matches!(
                (name, arity),
                (atoms::COMMA | atoms::SEMICOLON | atoms::ARROW | atoms::SOFT_ARROW | atoms::BAR, 2)
                    | (atoms::NOT_PROVABLE | atoms::CALL, 1)
            );
            if control {
                for i in (0..arity).rev() {
                    work.push((module, m.heap.arg(goal, i), 0));
                }
                continue;
            }
        }
        let called = if extra == 0 { goal } else { with_more_arguments(m, goal, name, arity, extra) };
        goals.push(BodyGoal { module, goal: called, name, written_arity: arity });
        let Some(p) = m.resolve_or_autoload(module, name, arity + extra) else {
            continue;
        };
        let Some(spec) = m.preds[p as usize].meta.clone() else {
            continue;
        };
        let mut nested = Vec::new();
        for (i, &s) in spec.iter().enumerate() {
            let arg = m.heap.arg(called, i as u32);
            match s {
                b'0'..=b'9' => nested.push((module, arg, u32::from(s - b'0'))),
                b'^' => {
                    let mut g = m.heap.deref(arg);
                    while let Some((atoms::CARET, 2)) = m.heap.functor_of(g) {
                        g = m.heap.deref(m.heap.arg(g, 1));
                    }
                    nested.push((module, g, 0));
                }
                _ => {}
            }
        }
        work.extend(nested.into_iter().rev());
    }
    goals
}

/// `Closure` called with `extra` more arguments: a goal with fresh
/// variables in their places.
fn with_more_arguments(m: &mut Machine, closure: Cell, name: Atom, arity: u32, extra: u32) -> Cell {
    let mut args: Vec<Cell> = (0..arity).map(|i| m.heap.arg(closure, i)).collect();
    args.extend((0..extra).map(|_| m.heap.new_var()));
    m.heap.compound(name, &args)
}

/// Where each goal of a clause is written: the clause read again from its
/// line, each goal found as the next occurrence of its name and arity in
/// the body. None when the source does not give the clause as a rule
/// (a grammar rule, a changed file).
fn goal_positions(
    m: &Machine,
    source: &SourceText,
    line: u32,
    (name, arity): (Atom, u32),
    goals: &[BodyGoal],
) -> Option<Vec<Option<(u32, u32)>>> {
    let start = *source.line_starts.get(line.checked_sub(1)? as usize)?;
    let mut reader = Reader::for_program(&source.text[start..]);
    let flags = m.read_flags();
    let head_name = m.atoms.text(name);
    for _ in 0..TERMS_ON_A_LINE {
        let rt = reader.next(&m.ops, &flags).ok()??;
        let Node::Compound(neck, parts) = rt.root_node() else {
            continue;
        };
        if neck != ":-" || parts.len() != 2 {
            continue;
        }
        let head_matches = match rt.node(parts[0]) {
            Node::Atom(a) => a == head_name && arity == 0,
            Node::Compound(f, args) => f == head_name && args.len() == arity as usize,
            _ => false,
        };
        if !head_matches {
            continue;
        }
        let written = preorder(&rt, parts[1]);
        let mut seen: HashMap<(Atom, u32), usize> = HashMap::new();
        let positions = goals
            .iter()
            .map(|g| {
                let k = seen.entry((g.name, g.written_arity)).or_insert(0);
                let text = m.atoms.text(g.name);
                let found = written
                    .iter()
                    .filter(|&&id| match rt.node(id) {
                        Node::Atom(a) => g.written_arity == 0 && a == text,
                        Node::Compound(f, args) => args.len() == g.written_arity as usize && f == text,
                        _ => false,
                    })
                    .nth(*k)
                    .map(|&id| source.position(start + rt.spans[id as usize].start as usize));
                *k += 1;
                found
            })
            .collect();
        return Some(positions);
    }
    None
}

/// The nodes of a read term under `root`, parents before children, left
/// to right.
fn preorder(rt: &ReadTerm, root: u32) -> Vec<u32> {
    let mut order = Vec::new();
    let mut work = vec![root];
    while let Some(id) = work.pop() {
        order.push(id);
        if let Node::Compound(_, args) = rt.node(id) {
            work.extend(args.iter().rev());
        }
    }
    order
}

/// A loaded file's name as an absolute path, as SWI-Prolog names it.
fn absolute_file(m: &mut Machine, file: Atom) -> Atom {
    let name = m.atoms.text(file);
    // `user://1`, the clauses typed after [user], is no file.
    if name.contains("://") {
        return file;
    }
    let path = std::path::Path::new(name);
    let absolute = std::fs::canonicalize(path).or_else(|_| std::path::absolute(path));
    match absolute {
        Ok(p) => m.atoms.intern(&p.to_string_lossy()),
        Err(_) => file,
    }
}

/// '$resolve'(+Module, +Name, +Arity, -DefModule).
fn resolve(m: &mut Machine) -> Res {
    let (Cell::Atom(module), Cell::Atom(name), Cell::Int(arity)) = (m.arg(0), m.arg(1), m.arg(2)) else {
        return Ok(false);
    };
    let Ok(arity) = u32::try_from(arity) else {
        return Ok(false);
    };
    let Some(p) = m.resolve_or_autoload(module, name, arity) else {
        return Ok(false);
    };
    let def = Cell::Atom(m.preds[p as usize].module);
    Ok(m.unify(m.x[3], def))
}

/// '$pred_source'(+Module, +Name, +Arity, -File, -Line): the first
/// consulted clause of the predicate Name/Arity means in Module.
fn pred_source(m: &mut Machine) -> Res {
    let (Cell::Atom(module), Cell::Atom(name), Cell::Int(arity)) = (m.arg(0), m.arg(1), m.arg(2)) else {
        return Ok(false);
    };
    let Ok(arity) = u32::try_from(arity) else {
        return Ok(false);
    };
    let Some(p) = m.resolve_pred(module, name, arity) else {
        return Ok(false);
    };
    let source = {
        let entries = m.preds[p as usize].clauses.entries();
        entries.iter().filter(|e| e.alive()).find_map(|e| e.info.source())
    };
    let Some((file, line)) = source.filter(|(f, _)| !m.atoms.text(*f).starts_with('$')) else {
        return Ok(false);
    };
    let file = Cell::Atom(absolute_file(m, file));
    Ok(m.unify(m.x[3], file) && m.unify(m.x[4], Cell::Int(line as i64)))
}

/// '$void_declarations'(-List).
fn void_declarations(m: &mut Machine) -> Res {
    let mut found = Vec::new();
    for p in 0..m.preds.len() {
        let pred = &m.preds[p];
        if !pred.discontiguous || pred.dynamic || pred.system || pred.clauses.has_live() {
            continue;
        }
        let (module, name, arity) = (pred.module, pred.name, pred.arity);
        let pi = m.heap.compound(atoms::SLASH, &[Cell::Atom(name), Cell::Int(arity as i64)]);
        found.push(m.heap.compound(atoms::COLON, &[Cell::Atom(module), pi]));
    }
    let list = m.heap.list(&found);
    Ok(m.unify(m.x[0], list))
}
