//! `B #<==> (X #/\ Y)` and `B #<==> (X #\/ Y)` (either side of `#<==>`)
//! over three distinct 0/1 variables, posted straight as the connective's
//! propagator (`Prop::BoolAnd`, `Prop::BoolOr`), with no walk of the
//! formula: counting models post one per pair of cells (bibd's rows, 147
//! of them for bibd(7,7,3,3,1)), and the walk of `reify.rs` read the
//! variables and their attributes two or three times each.
//!
//! The walk posts exactly this for such a formula: B's truth value (a new
//! 0/1 variable when B is a plain one, nothing when it is one already),
//! nothing for the operands (0/1 already), then the connective's
//! propagator, idle (over three unknown truth values it prunes nothing).
//! So propagation, residual goals and the statistics are unchanged. Any
//! other case (an operand that is not an unfixed 0/1 variable of its own,
//! B known, wider or the same variable as an operand) is left to the walk,
//! before anything is posted here.

use super::primitives::{fresh_var_in, store_var_inline};
use crate::clpfd::domain::Domain;
use crate::clpfd::propagators::Prop;
use crate::clpfd::store::Var;
use crate::machine::Machine;
use crate::term::Cell;

/// Posts `b #<==> formula` when `formula` is `X #/\ Y` (`and`) or
/// `X #\/ Y` (the caller read its functor) over three distinct unfixed
/// 0/1 variables (`b`, dereferenced, may be a plain variable); false, with
/// nothing done, otherwise.
// Inlined into `reify.rs`'s post_equiv_direct: out of line it measured
// 1% slower on bibd, which posts it for every pair of blocks.
#[inline(always)]
pub(super) fn post_equiv_connective(m: &mut Machine, b: Cell, formula: Cell, and: bool) -> bool {
    let Some(x) = open_truth_var(m, m.heap.arg(formula, 0)) else { return false };
    let Some(y) = open_truth_var(m, m.heap.arg(formula, 1)).filter(|&y| y != x) else { return false };
    let b = match b {
        Cell::Attv(a) => match store_var_inline(m, a) {
            Some(v) if v != x && v != y && is_open_truth_value(m, v) => v,
            _ => return false,
        },
        // A plain variable: a new truth value (as `post_bool` makes it).
        _ => match fresh_var_in(m, b, &Domain::Range((0, 1)), 2) {
            Some(v) => v,
            None => return false,
        },
    };
    m.fd.add_prop_idle(if and { Prop::BoolAnd { x, y, b } } else { Prop::BoolOr { x, y, b } });
    true
}

/// The store variable of the term `t` if it is an unfixed 0/1 variable.
// Marked inline because post_equiv_connective is inlined into another
// module: out of line it cost bibd 0.4%.
#[inline]
fn open_truth_var(m: &mut Machine, t: Cell) -> Option<Var> {
    let Cell::Attv(a) = m.heap.deref(t) else { return None };
    // The lookup inlined too: bibd reads three truth values a post.
    store_var_inline(m, a).filter(|&v| is_open_truth_value(m, v))
}

/// Whether `v` is a truth value not known yet (its domain 0..1).
#[inline]
pub(super) fn is_open_truth_value(m: &Machine, v: Var) -> bool {
    m.fd.min(v) == 0 && m.fd.max(v) == 1
}
