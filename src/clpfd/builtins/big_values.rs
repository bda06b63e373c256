//! Constraints between known values past the store's 64-bit range:
//! `X #= 2^70 + 1` binds X to 1180591620717411303425 and `2^70 #> 5`
//! holds, as in SWI-Prolog, whose domains are unbounded. The store keeps
//! i64 domains; what is folded here is an expression whose every leaf is
//! an integer, through the functions whose value is an integer for any
//! integers (`+ - * ^ abs min max`, `^` with an exponent of at most
//! [`MAX_EXPONENT`]), in unbounded integers. Anything else (a variable
//! leaf, another function, a constrained variable on the other side)
//! stays with the expression compiler.

use super::linear_form::Int;
use crate::clpfd::propagators::Rel;
use crate::machine::Machine;
use crate::term::{atoms, Cell};

/// The largest exponent folded (2^100000 has some 30,000 digits).
const MAX_EXPONENT: i128 = 100_000;

/// `L Rel R` with both sides known values, or one a plain unconstrained
/// variable and the other a known value and Rel `=`: decided, or the
/// variable bound. None when the constraint needs the store.
pub(crate) fn decide(m: &mut Machine, rel: Rel, shift: i128, l: Cell, r: Cell) -> Option<bool> {
    let (l, r) = (m.heap.deref(l), m.heap.deref(r));
    let plain = |c: Cell| matches!(c, Cell::Ref(_));
    let (lv, rv) = (value(m, l, 0), value(m, r, 0));
    match (lv, rv) {
        (Some(a), Some(b)) => Some(super::expr::holds(rel, shift, a.compare(&b))),
        (None, Some(v)) if rel == Rel::Eq && plain(l) => Some(bind(m, l, &v)),
        (Some(v), None) if rel == Rel::Eq && plain(r) => Some(bind(m, r, &v)),
        _ => None,
    }
}

fn bind(m: &mut Machine, var: Cell, v: &Int) -> bool {
    let cell = match *v {
        Int::Small(i) if i >= i64::MIN as i128 && i <= i64::MAX as i128 => Cell::Int(i as i64),
        Int::Small(i) => m.heap.integer(&crate::arith::big::BigInt::from(i)),
        Int::Big(ref b) => m.heap.integer(b),
    };
    m.unify(var, cell)
}

/// The value of a ground expression of the folded functions; None for
/// anything else (deep expressions are left to the compiler).
fn value(m: &Machine, e: Cell, depth: u32) -> Option<Int> {
    let e = m.heap.deref(e);
    if let Some(v) = Int::of_integer(&m.heap, e) {
        return Some(v);
    }
    if depth > 32 || !matches!(e, Cell::Str(_)) {
        return None;
    }
    let arg = |k| value(m, m.heap.arg(e, k), depth + 1);
    match m.heap.functor_of(e)? {
        (atoms::PLUS, 2) => Some(arg(0)?.plus(&arg(1)?)),
        (atoms::MINUS, 2) => Some(arg(0)?.plus(&arg(1)?.negated())),
        (atoms::MINUS, 1) => Some(arg(0)?.negated()),
        (atoms::PLUS, 1) => arg(0),
        (atoms::ABS, 1) => {
            let v = arg(0)?;
            Some(if v.compare(&Int::Small(0)).is_lt() { v.negated() } else { v })
        }
        (f, 2) => {
            let (a, b) = (arg(0)?, arg(1)?);
            match m.atoms.text(f) {
                "*" => Some(a.times(&b)),
                "min" => Some(if a.compare(&b).is_le() { a } else { b }),
                "max" => Some(if a.compare(&b).is_ge() { a } else { b }),
                "^" => power(&a, &b),
                _ => None,
            }
        }
        _ => None,
    }
}

/// `base ^ exponent` for an exponent in 0..=MAX_EXPONENT, by squaring.
fn power(base: &Int, exponent: &Int) -> Option<Int> {
    let Int::Small(mut e) = *exponent else { return None };
    if !(0..=MAX_EXPONENT).contains(&e) {
        return None;
    }
    let (mut result, mut square) = (Int::Small(1), base.clone());
    while e > 0 {
        if e & 1 == 1 {
            result = result.times(&square);
        }
        e >>= 1;
        if e > 0 {
            square = square.times(&square);
        }
    }
    Some(result)
}
