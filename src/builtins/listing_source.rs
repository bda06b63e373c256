//! The source variable names of a consulted clause, for listing/1: as
//! SWI-Prolog does, the clause is read again from its file at the line the
//! load recorded, with its variable names, and when what is read is a
//! variant of the stored clause its variables take their source names
//! (`max_list2([H|T], M) :- ...` rather than `max_list2([A|B], C)`). A
//! clause that was rewritten while loading (a grammar rule, a term hook),
//! or whose file changed or is gone, keeps the names `A`, `B`, ...

use crate::machine::Machine;
use crate::reader::Reader;
use crate::term::{atoms, Atom, Cell};
use std::collections::HashMap;

/// The texts of the source files a listing has read, by file name (None
/// for a file that cannot be read).
pub type SourceTexts = HashMap<Atom, Option<String>>;

/// Most terms read from the clause's line before giving up (several
/// clauses on one line).
const TERMS_ON_A_LINE: usize = 8;

/// The clause `stored` (a `Head :- Body` term on the heap) as read again
/// from `file` at `line`, its source-named variables bound to
/// `'$VAR'(Name)` (trailed: the caller undoes them) and the others left
/// for the caller to name; None when the source does not give the clause.
pub fn named_clause(m: &mut Machine, texts: &mut SourceTexts, (file, line): (Atom, u32), stored: Cell) -> Option<Cell> {
    let text = texts
        .entry(file)
        .or_insert_with(|| {
            crate::host::files::read(std::path::Path::new(m.atoms.text(file)))
                .ok()
                .and_then(|b| String::from_utf8(b).ok())
        })
        .as_deref()?;
    let start = match line {
        0 | 1 => 0,
        l => text.match_indices('\n').nth(l as usize - 2)?.0 + 1,
    };
    let rest = &text[start..];
    let line_end = rest.find('\n').unwrap_or(rest.len());
    let mut reader = Reader::for_program(rest);
    let flags = m.read_flags();
    for _ in 0..TERMS_ON_A_LINE {
        let rt = reader.next(&m.ops, &flags).ok()??;
        if rt.span.start as usize > line_end {
            return None;
        }
        let (read, names) = m.build_read_term(&rt);
        let read = as_rule(m, read);
        if m.variant(read, stored) {
            name_variables(m, read, &names);
            return Some(read);
        }
    }
    None
}

/// A fact `Head` as the stored form `Head :- true`.
fn as_rule(m: &mut Machine, t: Cell) -> Cell {
    let t = m.heap.deref(t);
    match m.heap.functor_of(t) {
        Some((atoms::NECK, 2)) => t,
        _ => m.heap.compound(atoms::NECK, &[t, Cell::Atom(atoms::TRUE)]),
    }
}

/// Binds each named variable that occurs more than once in `t` to
/// `'$VAR'(Name)`; a variable met once is left, to be written `_`.
fn name_variables(m: &mut Machine, t: Cell, names: &[(Atom, Cell)]) {
    let mut count: HashMap<u32, u32> = HashMap::new();
    let mut work = vec![t];
    while let Some(c) = work.pop() {
        match m.heap.deref(c) {
            Cell::Ref(a) | Cell::Attv(a) => *count.entry(a).or_insert(0) += 1,
            Cell::Str(a) => {
                if let Cell::Fun(_, n) = m.heap.get(a) {
                    work.extend((0..n).map(|i| m.heap.get(a + 1 + i)));
                }
            }
            Cell::Lis(a) => {
                work.push(m.heap.get(a));
                work.push(m.heap.get(a + 1));
            }
            _ => {}
        }
    }
    let var = m.atoms.intern("$VAR");
    for &(name, v) in names {
        if let Cell::Ref(a) = m.heap.deref(v) {
            if count.get(&a).copied().unwrap_or(0) > 1 {
                let named = m.heap.compound(var, &[Cell::Atom(name)]);
                m.trail_value(a);
                m.heap.set(a, named);
            }
        }
    }
}
