//! The list walks of stdlib/lists.pl done in Rust, one machine step for
//! the lot: memberchk/2's (the elements that certainly do not unify with
//! the sought term are passed over here, and only the others come back
//! to the Prolog side, which unifies them, attribute hooks and all) and
//! nth0/3's and nth1/3's (the cells before the index are skipped here, as
//! SWI-Prolog's `'$seek_list'/4` does, so that an index costs one
//! inference instead of one per element).

use super::{b, Builtin};
use crate::machine::{Machine, Res};
use crate::term::cycles::ListCycle;
use crate::term::{atoms, Cell};

pub const BUILTINS: &[Builtin] = &[
    b("$memberchk_scan", 4, memberchk_scan, "?term,?term,-term,-atom"),
    b("$seek_list", 4, seek_list, "+integer,?term,-integer,-term"),
];

/// '$memberchk_scan'(X, List, Rest, Cyclic): Rest is the first suffix of
/// List whose head may unify with X (or where List ends, in [], a
/// variable or another term); Cyclic is `true` when List turned out to
/// be cyclic with no such head, else `false`. An element is passed over
/// only when X and it differ in a way no binding can change: two
/// different atoms or small integers, or an atom or small integer against
/// a compound, or compounds of different name or arity.
fn memberchk_scan(m: &mut Machine) -> Res {
    let x = m.arg(0);
    let mut t = m.arg(1);
    let mut cycle = ListCycle::default();
    let mut cyclic = false;
    while let Cell::Lis(a) = t {
        let head = m.heap.deref(m.heap.get(a));
        if !certainly_different(m, x, head) {
            break;
        }
        if cycle.closes_at(a) {
            cyclic = true;
            break;
        }
        t = m.heap.deref(m.heap.get(a + 1));
    }
    let flag = Cell::Atom(if cyclic { atoms::TRUE } else { atoms::FALSE });
    let (x2, x3) = (m.x[2], m.x[3]);
    Ok(m.unify(x2, t) && m.unify(x3, flag))
}

/// '$seek_list'(N, List, RestN, Rest): Rest is what is left of List
/// after skipping min(N, K) of its cells, K the number of list cells it
/// starts with, and RestN is N less the cells skipped. The walk stops
/// where the list ends (a variable, [] or another term: the caller goes
/// on from there, extending a partial list) and where a cyclic list
/// comes back to a cell it passed (the caller's own walk goes on, and
/// can be interrupted). An N that is no small non-negative integer skips
/// nothing.
fn seek_list(m: &mut Machine) -> Res {
    let mut left = match m.arg(0) {
        Cell::Int(n) if n > 0 => n,
        _ => 0,
    };
    let mut t = m.arg(1);
    let mut cycle = ListCycle::default();
    while left > 0 {
        let Cell::Lis(a) = t else { break };
        if cycle.closes_at(a) {
            break;
        }
        t = m.heap.deref(m.heap.get(a + 1));
        left -= 1;
    }
    let (x2, x3) = (m.x[2], m.x[3]);
    Ok(m.unify(x2, Cell::Int(left)) && m.unify(x3, t))
}

/// Whether the dereferenced x and y cannot unify, judged from their
/// outermost cells only (false when it would take more).
fn certainly_different(m: &Machine, x: Cell, y: Cell) -> bool {
    let simple = |c: Cell| matches!(c, Cell::Atom(_) | Cell::Int(_));
    let compound = |c: Cell| matches!(c, Cell::Str(_) | Cell::Lis(_));
    match (x, y) {
        (Cell::Atom(a), Cell::Atom(b)) => a != b,
        (Cell::Int(i), Cell::Int(j)) => i != j,
        (a, b) if simple(a) && simple(b) => true,
        (a, b) if simple(a) && compound(b) => true,
        (a, b) if compound(a) && simple(b) => true,
        (a, b) if compound(a) && compound(b) => m.heap.functor_of(a) != m.heap.functor_of(b),
        _ => false,
    }
}
