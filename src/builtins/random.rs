//! Random choices of library(random): random/1, random_between/3,
//! random_member/2, random_select/3 and random_permutation/2.
//!
//! Every draw comes from the arithmetic context's generator, the one that
//! `set_random(seed(N))` resets and that `X is random(N)` uses, so a seeded
//! run makes the same choices every time.

use super::sort::proper_list;
use super::{b, Builtin};
use crate::arith::big::{BigInt, BigIntExt};
use crate::arith::Number;
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Cell};
use rand::Rng;

pub const BUILTINS: &[Builtin] = &[
    b("random", 1, random, "-float").doc(
        "Unifies X with a random float with 0.0 < X < 1.0.\n\
         ?- set_random(seed(1)), random(X).\n\
         X = 0.8116121588818848.",
    ),
    b("random_between", 3, random_between, "+integer,+integer,-integer").doc(
        "Unifies X with a random integer with Low =< X =< High.\n\
         ?- set_random(seed(1)), random_between(1, 6, X).\n\
         X = 5.",
    ),
    b("random_member", 2, random_member, "-term,+list").doc(
        "Unifies X with a randomly chosen element of List.\n\
         ?- set_random(seed(1)), random_member(X, [a, b, c]).\n\
         X = c.",
    ),
    b("random_select", 3, random_select, "?term,?list,?list").doc(
        "Removes a randomly chosen element X from List, leaving Rest; or, with List unbound, \
         inserts X at a random place of Rest.\n\
         ?- random_select(X, [7], R).\n\
         X = 7, R = [].",
    ),
    b("random_permutation", 2, random_permutation, "?list,?list").doc(
        "Permutation is a random permutation of List.\n\
         ?- set_random(seed(1)), random_permutation([1, 2, 3], P).\n\
         P = [1, 2, 3].",
    ),
];

/// random(X): a float uniform in [0.0, 1.0).
fn random(m: &mut Machine) -> Res {
    let f: f64 = m.arith.rng().random();
    let x = m.x[0];
    Ok(m.unify(x, Cell::Flt(f)))
}

fn int_bound(m: &mut Machine, i: usize) -> Result<Number, Exc> {
    match m.arg(i) {
        c if m.heap.is_integer(c) => Ok(Number::from_cell(&m.heap, c).expect("integer")),
        c if c.is_var_ref() => Err(m.err_instantiation()),
        c => Err(m.err_type(atoms::INTEGER, c)),
    }
}

/// random_between(L, H, X): an integer with L =< X =< H; fails if H < L.
/// Bounds may be big integers.
fn random_between(m: &mut Machine) -> Res {
    let lo = int_bound(m, 0)?;
    let hi = int_bound(m, 1)?;
    let n = match (&lo, &hi) {
        (Number::Int(l), Number::Int(h)) => {
            if h < l {
                return Ok(false);
            }
            Cell::Int(m.arith.rng().random_range(*l..=*h))
        }
        _ => {
            let (l, h) = (lo.to_bigint().expect("integer"), hi.to_bigint().expect("integer"));
            if h < l {
                return Ok(false);
            }
            let span: BigInt = &h - &l + 1;
            // Draw 64 bits more than the span has and reduce: the bias is
            // below 2^-64.
            let words = (span.bits() / 32 + 3) as usize;
            let digits: Vec<u32> = (0..words).map(|_| m.arith.rng().random::<u32>()).collect();
            let r = crate::arith::big::from_u32_digits(&digits).mod_floor(&span) + l;
            Number::from_bigint(r).to_cell(&mut m.heap)
        }
    };
    let x = m.x[2];
    Ok(m.unify(x, n))
}

/// random_member(X, List): X is a random element of a proper list; fails
/// for the empty list.
fn random_member(m: &mut Machine) -> Res {
    let l = m.x[1];
    let items = proper_list(m, l)?;
    if items.is_empty() {
        return Ok(false);
    }
    let i = m.arith.rng().random_range(0..items.len());
    let x = m.x[0];
    Ok(m.unify(x, items[i]))
}

/// The items of argument `i` if it is a proper list.
fn proper(m: &mut Machine, i: usize) -> Option<Vec<Cell>> {
    let l = m.x[i];
    proper_list(m, l).ok()
}

/// Neither argument is a proper list: an instantiation error when both
/// are partial lists, otherwise the type error of the first that is not a
/// list at all.
fn neither_list(m: &mut Machine, a: usize, b: usize) -> Exc {
    for i in [a, b] {
        let l = m.x[i];
        if let Err(e) = proper_list(m, l) {
            if !is_partial(m, l) {
                return e;
            }
        }
    }
    m.err_instantiation()
}

fn is_partial(m: &Machine, l: Cell) -> bool {
    let mut t = m.heap.deref(l);
    // Bounded by the heap size, so a cyclic list ends the walk too.
    for _ in 0..=m.heap.top() {
        match t {
            Cell::Lis(a) => t = m.heap.deref(m.heap.get(a + 1)),
            c => return c.is_var_ref(),
        }
    }
    false
}

/// random_permutation(L, P): P is a random permutation of L; either
/// argument may be the proper list.
fn random_permutation(m: &mut Machine) -> Res {
    let (mut items, other) = match (proper(m, 0), proper(m, 1)) {
        (Some(items), _) => (items, 1),
        (None, Some(items)) => (items, 0),
        (None, None) => return Err(neither_list(m, 0, 1)),
    };
    // Fisher-Yates.
    for i in (1..items.len()).rev() {
        let j = m.arith.rng().random_range(0..=i);
        items.swap(i, j);
    }
    let l = m.heap.list(&items);
    let o = m.x[other];
    Ok(m.unify(o, l))
}

/// random_select(X, List, Rest): X is a random element of List and Rest
/// the others; or, when only Rest is a proper list, List is Rest with X
/// inserted at a random position.
fn random_select(m: &mut Machine) -> Res {
    if let Some(items) = proper(m, 1) {
        if items.is_empty() {
            return Ok(false);
        }
        let i = m.arith.rng().random_range(0..items.len());
        let rest: Vec<Cell> = items.iter().enumerate().filter(|(k, _)| *k != i).map(|(_, c)| *c).collect();
        let r = m.heap.list(&rest);
        let (x, rx) = (m.x[0], m.x[2]);
        return Ok(m.unify(x, items[i]) && m.unify(rx, r));
    }
    if let Some(mut rest) = proper(m, 2) {
        let i = m.arith.rng().random_range(0..=rest.len());
        rest.insert(i, m.x[0]);
        let l = m.heap.list(&rest);
        let lx = m.x[1];
        return Ok(m.unify(lx, l));
    }
    Err(neither_list(m, 1, 2))
}
