//! memberchk/2's walk in Rust (stdlib/lists.pl calls it): the elements
//! that certainly do not unify with the sought term are passed over
//! here, one machine step for the lot, and only the others come back to
//! the Prolog side, which unifies them (attribute hooks and all).

use super::{b, Builtin};
use crate::machine::{Machine, Res};
use crate::term::cycles::ListCycle;
use crate::term::{atoms, Cell};

pub const BUILTINS: &[Builtin] = &[b("$memberchk_scan", 4, memberchk_scan, "?term,?term,-term,-atom")];

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
