//! The written form of `L #= R` and `L #\= R` that SWI-Prolog keeps in
//! the residual goal of the propagator it posts for it (its matching
//! rules, tried as written and then with the sides swapped, rule by
//! rule): `X #= Y+Z` is its `pplus(Y,Z,X)`, written back `Y+Z#=X`;
//! `X #= Y-Z` is `pplus(X,Z,Y)`; `X #\= Y+Z` is `x_neq_y_plus_z(X,Y,Z)`
//! and `X #\= Y-Z` is `x_neq_y_plus_z(Y,X,Z)`, where each of X, Y, Z is
//! a variable or an integer. Read here from the terms as posted, and
//! recorded beside the linear propagator (`propagators/shape.rs`): the
//! propagation never reads it.

use crate::clpfd::propagators::shape::{Shape, CONSTANT};
use crate::clpfd::propagators::Rel;
use crate::machine::Machine;
use crate::term::{atoms, Atom, Cell};

/// A side of a relation, dereferenced, with the `?(V)` that marks a
/// variable V taken off.
pub(super) fn marked_var(m: &Machine, side: Cell) -> Cell {
    let side = m.heap.deref(side);
    match m.heap.functor_of(side) {
        Some((atoms::FD_MARKED, 1)) => m.heap.deref(m.heap.arg(side, 0)),
        _ => side,
    }
}

/// A variable or an integer (SWI-Prolog's `var/1` of its matching rules).
fn simple(m: &Machine, c: Cell) -> Option<Cell> {
    let c = marked_var(m, c);
    matches!(c, Cell::Ref(_) | Cell::Attv(_) | Cell::Int(_)).then_some(c)
}

/// The operator of a side `A + B` or `A - B` (dereferenced).
fn sum_operator(m: &Machine, side: Cell) -> Option<Atom> {
    match m.heap.functor_of(side) {
        Some((f, 2)) if f == atoms::PLUS || f == atoms::MINUS => Some(f),
        _ => None,
    }
}

/// The form SWI-Prolog keeps for `l rel r`, over the variables of the
/// linear propagator posted for it: those are the variables of the
/// constraint in reading order (left to right, integers folded into its
/// constant), so each place is the count of variables read before it. A
/// sum when no rule applies, or when a variable occurs twice (the
/// propagator then has it once).
///
/// Inline, it reads two cells for the relations between two variables or
/// a variable and an integer, which models post by the thousand.
#[inline(always)]
pub(super) fn written_form(m: &Machine, rel: Rel, l: Cell, r: Cell) -> Shape {
    if rel == Rel::Le {
        return Shape::Sum;
    }
    let (l, r) = (m.heap.deref(l), m.heap.deref(r));
    if !matches!(l, Cell::Str(_)) && !matches!(r, Cell::Str(_)) {
        return Shape::Sum;
    }
    written_sum(m, rel, l, r)
}

/// [`written_form`] with a compound side.
fn written_sum(m: &Machine, rel: Rel, l: Cell, r: Cell) -> Shape {
    let (lop, rop) = (sum_operator(m, l), sum_operator(m, r));
    if lop.is_none() && rop.is_none() {
        return Shape::Sum;
    }
    // SWI-Prolog tries each rule as written and then swapped; its `+`
    // rules come before its `-` rules.
    let mut found = None;
    'rules: for op in [atoms::PLUS, atoms::MINUS] {
        for (x, e, eop, x_first) in [(l, r, rop, true), (r, l, lop, false)] {
            if eop != Some(op) {
                continue;
            }
            let (Some(x), Some(a), Some(b)) = (simple(m, x), simple(m, m.heap.arg(e, 0)), simple(m, m.heap.arg(e, 1)))
            else {
                continue;
            };
            found = Some((op, [x, a, b], x_first));
            break 'rules;
        }
    }
    let Some((op, cells, x_first)) = found else { return Shape::Sum };
    // The place of each of x, a, b among the propagator's variables.
    let mut index = [CONSTANT; 3];
    let mut next = 0;
    for role in if x_first { [0, 1, 2] } else { [1, 2, 0] } {
        if let Cell::Int(_) = cells[role] {
            continue;
        }
        if (0..3).any(|other| other != role && index[other] != CONSTANT && cells[other].same(cells[role])) {
            return Shape::Sum;
        }
        index[role] = next;
        next += 1;
    }
    let [x, a, b] = index;
    match (rel, op == atoms::PLUS) {
        // x = a + b: pplus(a, b, x); x = a - b: pplus(x, b, a).
        (Rel::Eq, true) => Shape::Plus([a, b, x]),
        (Rel::Eq, false) => Shape::Plus([x, b, a]),
        // x =\= a + b: x_neq_y_plus_z(x, a, b); x =\= a - b: (a, x, b).
        (_, true) => Shape::NePlus([x, a, b]),
        (_, false) => Shape::NePlus([a, x, b]),
    }
}
