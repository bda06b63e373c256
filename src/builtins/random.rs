//! Random choices of library(random): random/1, random_between/3,
//! random_member/2, random_select/3 and random_permutation/2.
//!
//! Every draw comes from the arithmetic context's generator, the one that
//! `set_random(seed(N))` resets and that `X is random(N)` uses, so a seeded
//! run makes the same choices every time.

use super::{b, Builtin};
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Cell};
use rand::Rng;

pub const BUILTINS: &[Builtin] = &[
    b("random", 1, random, "-float"),
    b("random_between", 3, random_between, "+integer,+integer,-integer"),
    b("random_member", 2, random_member, "-term,+list"),
    b("random_select", 3, random_select, "?term,?list,?list"),
    b("random_permutation", 2, random_permutation, "?list,?list"),
];

/// random(X): a float uniform in [0.0, 1.0).
fn random(m: &mut Machine) -> Res {
    let f: f64 = m.arith.rng().random();
    let x = m.x[0];
    Ok(m.unify(x, Cell::Flt(f)))
}

fn int_bound(m: &mut Machine, i: usize) -> Result<i64, Exc> {
    match m.arg(i) {
        Cell::Int(n) => Ok(n),
        c if c.is_var_ref() => Err(m.err_instantiation()),
        c if c.is_integer() => {
            // Bounds beyond 64 bits are not supported.
            Err(m.err_representation(atoms::INTEGER))
        }
        c => Err(m.err_type(atoms::INTEGER, c)),
    }
}

/// random_between(L, H, X): an integer with L =< X =< H; fails if H < L.
fn random_between(m: &mut Machine) -> Res {
    let lo = int_bound(m, 0)?;
    let hi = int_bound(m, 1)?;
    if hi < lo {
        return Ok(false);
    }
    let n = m.arith.rng().random_range(lo..=hi);
    let x = m.x[2];
    Ok(m.unify(x, Cell::Int(n)))
}

/// random_member(X, List): X is a random element of a proper list; fails
/// for the empty list.
fn random_member(m: &mut Machine) -> Res {
    let l = m.x[1];
    let items = m.list_items(l)?;
    if items.is_empty() {
        return Ok(false);
    }
    let i = m.arith.rng().random_range(0..items.len());
    let x = m.x[0];
    Ok(m.unify(x, items[i]))
}

/// The items of argument `i` if it is a proper list.
fn proper(m: &Machine, i: usize) -> Option<Vec<Cell>> {
    let mut items = Vec::new();
    let mut t = m.heap.deref(m.x[i]);
    loop {
        match t {
            Cell::Atom(atoms::NIL) => return Some(items),
            Cell::Lis(a) => {
                items.push(m.heap.get(a));
                t = m.heap.deref(m.heap.get(a + 1));
            }
            _ => return None,
        }
    }
}

/// Neither argument is a proper list: an instantiation error when both
/// are partial lists, otherwise the type error of the first that is not a
/// list at all.
fn neither_list(m: &mut Machine, a: usize, b: usize) -> Exc {
    for i in [a, b] {
        let l = m.x[i];
        if let Err(e) = m.list_items(l) {
            if !is_partial(m, l) {
                return e;
            }
        }
    }
    m.err_instantiation()
}

fn is_partial(m: &Machine, l: Cell) -> bool {
    let mut t = m.heap.deref(l);
    loop {
        match t {
            Cell::Lis(a) => t = m.heap.deref(m.heap.get(a + 1)),
            c => return c.is_var_ref(),
        }
    }
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
