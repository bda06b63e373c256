//! A relation between sums of finite-domain variables posted in one
//! reading: `L Rel R` whose sides are built from variables that already
//! have a store variable, integers, `+`, `-` and multiplication by an
//! integer (`lin_sum(Bs, E), E #= 3`, `S + D #=< S2`, `Green #= White + 1`)
//! goes to its linear propagator as the general path (`relations.rs`: the
//! walk of `linear_form.rs`, then `make_lin` of `linear_post.rs`) would
//! post it, without the walk's work stack of i128 coefficients, its
//! list of term cells and the second dereferencing of every term. Each
//! variable is looked up once, a fixed one folded into the constant and
//! a repeated one merged as it is read.
//!
//! Disequalities are left to the general path (`relations.rs` does not
//! call this for them): most are between two variables, which have their
//! own propagator, and reading them here first would be wasted.
//!
//! Whatever else the general path does with a relation is left to it: a
//! plain variable (which gets its store variable in SWI-Prolog's order), a
//! variable with other attributes only, `?(X)`, any other operator, a
//! top-level product of an equation (`Y #= 3*X` keeps its holes), an
//! equation between two variables or that says two variables are equal
//! (both unified), constants past the store's range and long sums (checked
//! for cycles there). The reading only looks, so giving up costs no more
//! than the cells it read.

use super::linear_post::{in_fd_range, lent_lin, post_lin};
use super::primitives::store_var_inline;
use super::written::written_form;
use crate::clpfd::domain::{INF, SUP};
use crate::clpfd::propagators::shape::Shape;
use crate::clpfd::propagators::{Lin, Rel};
use crate::clpfd::store::Var;
use crate::machine::{Machine, Res};
use crate::term::{atoms, Addr, Cell};

/// The most cells read: a cyclic side (`E = X + E`) ends the reading
/// here, to be checked by the general path; a longer sum is read there.
const MAX_NODES: usize = 512;

/// Coefficients are kept below this (in absolute value), so that the
/// merged ones of [`MAX_NODES`] occurrences and their products with
/// values stay far inside i128 and their sum inside the store's range.
const MAX_COEFFICIENT: i128 = 1 << 40;

/// What the general walk would have counted of the sides: every
/// variable read (fixed or repeated), the sum of the integers read, and
/// the first two variables' coefficients; and `c` of `Σ terms rel c`.
#[derive(Clone, Copy)]
struct Read {
    occurrences: usize,
    integers: i128,
    first_two: [i128; 2],
    c: i128,
}

/// Posts `l rel r`, the constant shifted by `shift` (`<` is `=<` with
/// c - 1), when it is a relation this reading takes (see the module
/// comment): Some(the post's result), or None with nothing done.
#[inline(never)]
pub(super) fn post_direct(m: &mut Machine, rel: Rel, shift: i128, l: Cell, r: Cell) -> Option<Res> {
    let (l, r) = (m.heap.deref(l), m.heap.deref(r));
    // A plain variable for a side (`N1 #= N - 1`, arithmetic on known
    // values) or two integers (`Y #> Size`, a test): given up before
    // anything is read.
    let atomic = |c: Cell| !matches!(c, Cell::Attv(_) | Cell::Str(_));
    if matches!(l, Cell::Ref(_)) || matches!(r, Cell::Ref(_)) || (atomic(l) && atomic(r)) {
        return None;
    }
    if rel == Rel::Eq && (is_product(m, l) || is_product(m, r) || (l.is_var_ref() && r.is_var_ref())) {
        return None;
    }
    // The store's buffers, taken and given back for their capacity.
    let mut terms = std::mem::take(&mut m.fd.scratch_lin);
    let mut pending = std::mem::take(&mut m.fd.scratch_work);
    terms.clear();
    pending.clear();
    let read = read_sides(m, l, r, shift, &mut terms, &mut pending);
    m.fd.scratch_work = pending;
    let lin = read.and_then(|read| propagator_of(m, rel, &mut terms, read).map(|lin| (lin, read)));
    m.fd.scratch_lin = terms;
    let (lin, read) = lin?;
    // The written form the residual goal keeps, chosen as the general
    // path chooses it (by the variables read and the integers' sum).
    let shape = match read.occurrences {
        3 => written_form(m, rel, l, r),
        2 if read.integers != 0 || (read.first_two[0] > 0) == (read.first_two[1] > 0) => written_form(m, rel, l, r),
        _ => Shape::Sum,
    };
    if shape == Shape::Sum {
        return Some(post_lin(m, lin));
    }
    m.fd.pending_shape = shape;
    let posted = post_lin(m, lin);
    // Taken by the propagator, unless there was none to add.
    m.fd.pending_shape = Shape::Sum;
    Some(posted)
}

/// Reads `l - r` (and `shift`) into `terms`, the distinct unfixed
/// variables with their coefficients in reading order, left to right;
/// None at anything else than what the module comment lists.
#[inline(always)]
fn read_sides(
    m: &mut Machine,
    l: Cell,
    r: Cell,
    shift: i128,
    terms: &mut Vec<(i128, Var)>,
    pending: &mut Vec<(Cell, i128)>,
) -> Option<Read> {
    let mut read = Read { occurrences: 0, integers: 0, first_two: [0; 2], c: shift };
    let mut seen = 0u64;
    pending.push((r, -1));
    let (mut t, mut k) = (l, 1i128);
    for _ in 0..MAX_NODES {
        let d = m.heap.deref(t);
        match d {
            Cell::Attv(a) => variable(m, a, k, &mut read, terms, &mut seen)?,
            Cell::Int(i) if i != INF && i != SUP => read.integers += k * i as i128,
            Cell::Str(_) => match m.heap.functor_of(d) {
                Some((f @ (atoms::PLUS | atoms::MINUS), 2)) => {
                    let right = (m.heap.arg(d, 1), if f == atoms::PLUS { k } else { -k });
                    match m.heap.deref(m.heap.arg(d, 0)) {
                        // A variable on the left (`X + Rest`, the sum of a
                        // list): read now, and on to the right operand.
                        Cell::Attv(a) => {
                            variable(m, a, k, &mut read, terms, &mut seen)?;
                            (t, k) = right;
                        }
                        left => {
                            pending.push(right);
                            t = left;
                        }
                    }
                    continue;
                }
                Some((atoms::STAR, 2)) => {
                    // `K * A` first, as the general walk reads it.
                    let (p, q) = (m.heap.deref(m.heap.arg(d, 0)), m.heap.deref(m.heap.arg(d, 1)));
                    let (factor, operand) = match (p, q) {
                        (Cell::Int(i), x) => (i, x),
                        (x, Cell::Int(i)) => (i, x),
                        _ => return None,
                    };
                    k *= factor as i128;
                    if k.abs() >= MAX_COEFFICIENT {
                        return None;
                    }
                    t = operand;
                    continue;
                }
                _ => return None,
            },
            _ => return None,
        }
        // The right side waits under the left one's operands: it is
        // read last, as the general walk reads it.
        match pending.pop() {
            Some(next) => (t, k) = next,
            None => return Some(read),
        }
    }
    None
}

/// A variable `k * X` read, X's attributed variable at `a`: into the
/// constant if X is fixed, merged with the term of X if X was read
/// before, a new term otherwise. `seen` has bit `v % 64` set for each
/// store variable `v` read, so that the terms are searched for X only
/// when it may be there. None if X has no store variable.
#[inline(always)]
fn variable(
    m: &mut Machine,
    a: Addr,
    k: i128,
    read: &mut Read,
    terms: &mut Vec<(i128, Var)>,
    seen: &mut u64,
) -> Option<()> {
    let v = store_var_inline(m, a)?;
    if read.occurrences < 2 {
        read.first_two[read.occurrences] = k;
    }
    read.occurrences += 1;
    match m.fd.value(v) {
        Some(val) => read.c -= k * val as i128,
        None => {
            let bit = 1u64 << (v % 64);
            let repeated = if *seen & bit != 0 { terms.iter_mut().find(|(_, y)| *y == v) } else { None };
            match repeated {
                Some(term) => term.0 += k,
                None => terms.push((k, v)),
            }
            *seen |= bit;
        }
    }
    Some(())
}

/// The linear propagator of what [`read_sides`] read, as `make_lin` of
/// `linear_post.rs` would build it; None for the cases the general path
/// posts otherwise (an equation that unifies two variables, a
/// disequality of two, no variable, a constant past the store's range).
#[inline(always)]
fn propagator_of(m: &mut Machine, rel: Rel, terms: &mut Vec<(i128, Var)>, read: Read) -> Option<Lin> {
    if read.occurrences == 0 || (rel == Rel::Ne && read.occurrences == 2) {
        // (A disequality does not come here; were it to, this would be
        // its case of two variables.)
        return None;
    }
    terms.retain(|&(k, _)| k != 0);
    let c = read.c - read.integers;
    if !in_fd_range(c) || terms.iter().any(|&(k, _)| k.abs() >= MAX_COEFFICIENT) {
        return None;
    }
    if rel == Rel::Eq && c == 0 && terms.len() == 2 && terms[0].0 == -terms[1].0 {
        return None;
    }
    Some(lent_lin(m, terms, rel, c as i64))
}

/// Whether a (dereferenced) side is a product: an equation with one may
/// be `Y #= A*X`, posted with the holes of the domains kept
/// (`relations.rs`). (A negation, `Y #= -X`, is no operator read here.)
fn is_product(m: &Machine, c: Cell) -> bool {
    matches!(m.heap.functor_of(c), Some((atoms::STAR, 2)))
}
