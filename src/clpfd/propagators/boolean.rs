//! The reified connectives over 0/1 variables: `b <=> x and y` and
//! `b <=> x or y` (the truth values of a nested `#/\` and `#\/`, or of
//! `#==>` through a negated operand). Each is one propagator woken when
//! a variable is fixed; it reaches domain consistency, which is what the
//! three linear constraints it replaces (`b =< x, b =< y, x + y =< b + 1`
//! for and; `x =< b, y =< b, b =< x + y` for or) reach together on three
//! distinct 0/1 variables, so propagation is unchanged, in one run of a
//! few comparisons instead of three linear propagators.
//!
//! Or is and over the complements (`b <=> x or y` is `not b <=> not x and
//! not y`): both run [`connective`] with the value that decides it.

use super::Status;
use crate::clpfd::store::{Store, Var};

/// `b <=> x and y`, with x, y, b distinct 0/1 variables.
pub fn and(st: &mut Store, x: Var, y: Var, b: Var) -> Status {
    connective(st, x, y, b, 0)
}

/// `b <=> x or y`, with x, y, b distinct 0/1 variables.
pub fn or(st: &mut Store, x: Var, y: Var, b: Var) -> Status {
    connective(st, x, y, b, 1)
}

/// `b <=> x and y` where `decisive` is the operand value that decides the
/// result by itself (0 for and, 1 for or; the other value is `1 - decisive`).
fn connective(st: &mut Store, x: Var, y: Var, b: Var, decisive: i64) -> Status {
    let other = 1 - decisive;
    let assign = |st: &mut Store, v: Var, val: i64| if st.assign(v, val) { Status::Entailed } else { Status::Fail };
    let (vx, vy) = (st.value(x), st.value(y));
    if vx == Some(decisive) || vy == Some(decisive) {
        return assign(st, b, decisive);
    }
    match st.value(b) {
        // The result is the other value: so is each operand.
        Some(v) if v == other => {
            if st.assign(x, other) && st.assign(y, other) {
                Status::Entailed
            } else {
                Status::Fail
            }
        }
        // The result is decisive: one operand is, and once the other is
        // not, it is.
        Some(_) => match (vx, vy) {
            (Some(_), _) => assign(st, y, decisive),
            (_, Some(_)) => assign(st, x, decisive),
            _ => Status::Ok,
        },
        None if vx.is_some() && vy.is_some() => assign(st, b, other),
        None => Status::Ok,
    }
}
