//! The written form of `L #= R` and `L #\= R` that SWI-Prolog keeps in
//! the residual goal of the propagator it posts for it (its matching
//! rules, tried as written and then with the sides swapped, rule by
//! rule): `X #= Y+Z` is its `pplus(Y,Z,X)`, written back `Y+Z#=X`;
//! `X #= Y-Z` is `pplus(X,Z,Y)`; `X #\= Y+Z` is `x_neq_y_plus_z(X,Y,Z)`
//! and `X #\= Y-Z` is `x_neq_y_plus_z(Y,X,Z)`, where each of X, Y, Z is
//! a variable or an integer. Read here from the terms as posted, and
//! recorded beside the linear propagator (`propagators/shape.rs`): the
//! propagation never reads it.

use super::primitives::store_var;
use crate::clpfd::propagators::shape::{Shape, CONSTANT};
use crate::clpfd::propagators::Rel;
use crate::clpfd::store::Var;
use crate::machine::Machine;
use crate::term::Cell;

/// The three places of a written form, as terms.
pub(super) struct Written {
    not_equal: bool,
    places: [Cell; 3],
}

/// A side of a relation, dereferenced, with the `?(V)` that marks a
/// variable V taken off.
pub(super) fn marked_var(m: &Machine, side: Cell) -> Cell {
    let side = m.heap.deref(side);
    match m.heap.functor_of(side) {
        Some((f, 1)) if m.atoms.text(f) == "?" => m.heap.deref(m.heap.arg(side, 0)),
        _ => side,
    }
}

/// A variable or an integer (SWI-Prolog's `var/1` of its matching rules).
fn simple(m: &Machine, c: Cell) -> Option<Cell> {
    let c = marked_var(m, c);
    matches!(c, Cell::Ref(_) | Cell::Attv(_) | Cell::Int(_)).then_some(c)
}

/// `A op B` with A and B simple, op `+` or `-`.
fn binary(m: &Machine, e: Cell, op: &str) -> Option<(Cell, Cell)> {
    let e = m.heap.deref(e);
    let (f, 2) = m.heap.functor_of(e)? else { return None };
    if m.atoms.text(f) != op {
        return None;
    }
    Some((simple(m, m.heap.arg(e, 0))?, simple(m, m.heap.arg(e, 1))?))
}

/// The form SWI-Prolog keeps for `l rel r`, if it has one.
pub(super) fn written_form(m: &Machine, rel: Rel, l: Cell, r: Cell) -> Option<Written> {
    let orders = [(l, r), (r, l)];
    let rule = |op: &str, place: fn(Cell, Cell, Cell) -> [Cell; 3]| {
        orders.iter().find_map(|&(x, e)| {
            let x = simple(m, x)?;
            let (a, b) = binary(m, e, op)?;
            Some(place(x, a, b))
        })
    };
    let (not_equal, places) = match rel {
        Rel::Eq => (false, rule("+", |x, a, b| [a, b, x]).or_else(|| rule("-", |x, a, b| [x, b, a]))?),
        Rel::Ne => (true, rule("+", |x, a, b| [x, a, b]).or_else(|| rule("-", |x, a, b| [a, x, b]))?),
        Rel::Le => return None,
    };
    Some(Written { not_equal, places })
}

/// The shape of `w` over the variables `xs` of the propagator posted for
/// it: each place an index into `xs`, or the constant for an integer.
/// A sum when a place is neither (a variable bound or merged meanwhile).
pub(super) fn shape_of(m: &mut Machine, w: &Written, xs: &[Var]) -> Shape {
    let mut places = [CONSTANT; 3];
    for (place, &c) in places.iter_mut().zip(w.places.iter()) {
        *place = match m.heap.deref(c) {
            Cell::Int(_) => CONSTANT,
            Cell::Attv(a) => match store_var(m, a).and_then(|v| xs.iter().position(|&x| x == v)) {
                Some(i) if i < CONSTANT as usize => i as u8,
                _ => return Shape::Sum,
            },
            _ => return Shape::Sum,
        };
    }
    if w.not_equal {
        Shape::NePlus(places)
    } else {
        Shape::Plus(places)
    }
}
