//! Linear constraints from heap terms: `sum(a_i * x_i) rel c` read from
//! coefficient and term lists (`'$fd_lin'/4`, the library's call) or from
//! pairs the expression compiler collected, with integers and fixed
//! variables folded into the constant, repeated variables merged and the
//! ranges the store's i64 propagators hold checked; and posting the
//! result.

use super::primitives::{big_integer, fd_int, fd_var, post, set_mark, settle, store_var};
use crate::arith::big::BigInt;
use crate::builtins::{b, Builtin};
use crate::clpfd::domain::{Domain, INF, SUP};
use crate::clpfd::propagators::{Lin, Prop, Rel};
use crate::clpfd::store::{Var, NO_HEAP};
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Cell};

pub const BUILTINS: &[Builtin] = &[b("$fd_lin", 4, fd_lin, "+list,+list,+atom,+integer")];

fn rel_arg(m: &mut Machine, c: Cell) -> Result<Rel, Exc> {
    match m.heap.deref(c) {
        Cell::Atom(a) => match m.atoms.text(a) {
            "=" => Ok(Rel::Eq),
            "=<" => Ok(Rel::Le),
            "\\=" => Ok(Rel::Ne),
            _ => Err(m.err_domain(atoms::OPERATOR, Cell::Atom(a))),
        },
        c => Err(m.err_type(atoms::ATOM, c)),
    }
}

/// Builds `sum(a_i * x_i) rel c` from coefficient and term lists, folding
/// integer terms into the constant and merging repeated variables.
pub(super) fn build_lin(m: &mut Machine) -> Result<Lin, Exc> {
    if !proper_lists_of_equal_length(m, m.x[0], m.x[1]) {
        return build_lin_checked(m);
    }
    let rel = rel_arg(m, m.x[2])?;
    let c0 = m.arg(3);
    let c = fd_int(m, c0)? as i128;
    // The library's calls: two proper lists, read in place (no item vectors).
    let mut pairs = std::mem::take(&mut m.fd.scratch_terms);
    pairs.clear();
    let (mut ks, mut ts) = (m.heap.deref(m.x[0]), m.heap.deref(m.x[1]));
    while let (Cell::Lis(a), Cell::Lis(b)) = (ks, ts) {
        let k = m.heap.deref(m.heap.get(a));
        match fd_int(m, k) {
            Ok(k) => pairs.push((k as i128, m.heap.get(b))),
            Err(e) => {
                m.fd.scratch_terms = pairs;
                return Err(e);
            }
        }
        ks = m.heap.deref(m.heap.get(a + 1));
        ts = m.heap.deref(m.heap.get(b + 1));
    }
    let lin = make_lin(m, &pairs, rel, c);
    m.fd.scratch_terms = pairs;
    lin
}

/// Whether `a` and `b` are proper lists of the same length.
fn proper_lists_of_equal_length(m: &Machine, a: Cell, b: Cell) -> bool {
    let (mut a, mut b) = (m.heap.deref(a), m.heap.deref(b));
    loop {
        match (a, b) {
            (Cell::Lis(x), Cell::Lis(y)) => {
                a = m.heap.deref(m.heap.get(x + 1));
                b = m.heap.deref(m.heap.get(y + 1));
            }
            (Cell::Atom(atoms::NIL), Cell::Atom(atoms::NIL)) => return true,
            _ => return false,
        }
    }
}

/// build_lin for any other arguments, with list_items's errors.
fn build_lin_checked(m: &mut Machine) -> Result<Lin, Exc> {
    let coeffs = m.list_items(m.x[0])?;
    let terms = m.list_items(m.x[1])?;
    let rel = rel_arg(m, m.x[2])?;
    let c0 = m.arg(3);
    let c = fd_int(m, c0)? as i128;
    let mut pairs = Vec::with_capacity(terms.len());
    for (k, t) in coeffs.iter().zip(terms.iter()) {
        let k = m.heap.deref(*k);
        pairs.push((fd_int(m, k)? as i128, *t));
    }
    make_lin(m, &pairs, rel, c)
}

/// A term of a linear sum: Ok(its value) when it is an integer or a fixed
/// variable, Err(its store variable) otherwise. Always inlined: its
/// callers (`make_lin`, the binary disequality of `relations.rs`) read a
/// term per call, and one more caller of `make_lin` once made the
/// compiler keep it out of line (queens(100): 1% more instructions).
#[inline(always)]
pub(crate) fn linear_term(m: &mut Machine, t: Cell) -> Result<Result<i128, Var>, Exc> {
    let t = m.heap.deref(t);
    // The usual terms first: a constrained variable, a small integer.
    match t {
        Cell::Attv(a) => {
            if let Some(v) = store_var(m, a) {
                return Ok(m.fd.value(v).map(|val| val as i128).ok_or(v));
            }
        }
        Cell::Int(i) if i != INF && i != SUP => return Ok(Ok(i as i128)),
        _ => {}
    }
    if let Cell::Int(_) | Cell::Big(_) = t {
        if big_integer(m, t).is_none() {
            return Ok(Ok(fd_int(m, t)? as i128));
        }
    }
    let v = fd_var(m, t)?;
    Ok(m.fd.value(v).map(|val| val as i128).ok_or(v))
}

/// Whether a coefficient or constant fits the store's (i64) propagators.
pub(crate) fn in_fd_range(v: i128) -> bool {
    v > INF as i128 && v < SUP as i128
}

/// `sum(k_i * t_i) rel c` over terms (variables or integers) as a
/// linear propagator: integers and fixed variables go into the constant,
/// repeated variables are merged, zero coefficients dropped.
pub(crate) fn make_lin(m: &mut Machine, pairs: &[(i128, Cell)], rel: Rel, c: i128) -> Result<Lin, Exc> {
    let mut c = c;
    let mut terms = std::mem::take(&mut m.fd.scratch_lin);
    terms.clear();
    for &(k, t) in pairs {
        match linear_term(m, t) {
            // A product past i128 leaves a constant no propagator holds.
            Ok(Ok(val)) => {
                // val is an i64: times a coefficient that is one too, the
                // product fits i128 with no overflow check.
                let product =
                    if k as i64 as i128 == k { Some(k * val) } else { crate::clpfd::wide_mul::checked_mul(k, val) };
                c = product.and_then(|p| c.checked_sub(p)).unwrap_or(i128::MAX)
            }
            Ok(Err(v)) => match terms.iter_mut().find(|(_, y)| *y == v) {
                Some(term) => term.0 += k,
                None => terms.push((k, v)),
            },
            Err(e) => {
                m.fd.scratch_lin = terms;
                return Err(e);
            }
        }
    }
    terms.retain(|&(k, _)| k != 0);
    if !in_fd_range(c) && c != i128::MAX {
        // A constant past the finite range (`X #> 2^64`): a store constant
        // kept exactly, `Σ terms - K rel 0`.
        let k = m.fd.new_var(Domain::FULL, NO_HEAP);
        let value = Some(BigInt::from(c));
        m.fd.set_big_bounds(k, &value, &value);
        terms.push((-1, k));
        c = 0;
    }
    // The propagator sums `k * x` in i128: with the coefficients' absolute
    // values adding up to less than 2^63, no sum of products of i64 values
    // (nor a difference of two of them) leaves i128.
    let (mut weight, mut fits) = (0i128, in_fd_range(c));
    for &(k, _) in terms.iter() {
        fits &= in_fd_range(k);
        weight = weight.saturating_add(k.abs());
    }
    let lin = if !fits || weight >= SUP as i128 {
        let e = m.atoms.intern("clpfd_integer");
        Err(m.err_representation(e))
    } else {
        Ok(lent_lin(m, &terms, rel, c as i64))
    };
    m.fd.scratch_lin = terms;
    lin
}

/// `Σ terms rel c` in slices lent by the store's pool (allocated when it
/// has none of that length); every coefficient fits an i64.
#[inline(always)]
pub(super) fn lent_lin(m: &mut Machine, terms: &[(i128, Var)], rel: Rel, c: i64) -> Lin {
    let (a, x) = match m.fd.lin_slices(terms.len()) {
        Some((mut a, mut x)) => {
            for (i, &(k, v)) in terms.iter().enumerate() {
                a[i] = k as i64;
                x[i] = v;
            }
            (a, x)
        }
        None => (terms.iter().map(|&(k, _)| k as i64).collect(), terms.iter().map(|&(_, v)| v).collect()),
    };
    Lin { a, x, c, rel }
}

/// The linear propagator `sum(a_i * x_i) rel c` over distinct unfixed
/// store variables with small coefficients (what `make_lin` makes of
/// them, without reading terms): the clause over two truth values that a
/// disjunction posts.
#[inline]
pub(crate) fn lin_of_vars(m: &mut Machine, terms: &[(i64, Var)], rel: Rel, c: i64) -> Lin {
    let (a, x) = match m.fd.lin_slices(terms.len()) {
        Some((mut a, mut x)) => {
            for (i, &(k, v)) in terms.iter().enumerate() {
                a[i] = k;
                x[i] = v;
            }
            (a, x)
        }
        None => (terms.iter().map(|&(k, _)| k).collect(), terms.iter().map(|&(_, v)| v).collect()),
    };
    Lin { a, x, c, rel }
}

fn fd_lin(m: &mut Machine) -> Res {
    let lin = build_lin(m)?;
    post_lin(m, lin)
}

/// Posts a linear constraint; one without variables is just checked, and
/// one over a single variable (`X #= 3`, `X #\= 0`, `2*X #=< 7`) narrows
/// its domain with no propagator left behind ([`Store::run_unary_lin`]:
/// it would be dead after its first run), which saves adding,
/// subscribing, queueing and killing one (zebra's `Milk #= 3`). Not when
/// some variable has bounds past the finite range: those are checked by
/// the fixpoint's end, which a post reaches.
///
/// Always inlined, as it was when it had no more than the two checks of
/// its callers' posts (the one-variable case is a call of its own).
///
/// [`Store::run_unary_lin`]: crate::clpfd::store::Store::run_unary_lin
#[inline(always)]
pub(crate) fn post_lin(m: &mut Machine, lin: Lin) -> Res {
    if lin.x.is_empty() {
        let c = lin.c;
        return Ok(match lin.rel {
            Rel::Eq => c == 0,
            Rel::Le => 0 <= c,
            Rel::Ne => c != 0,
        });
    }
    if lin.x.len() == 1 && !m.fd.has_beyond() {
        return post_unary(m, lin);
    }
    let prop = Prop::sum(lin, &m.fd);
    post(m, prop)
}

/// [`post_lin`] for a relation over one variable.
fn post_unary(m: &mut Machine, lin: Lin) -> Res {
    set_mark(m);
    match m.fd.run_unary_lin(lin) {
        Ok(true) => settle(m),
        Ok(false) => {
            m.fd.forget_fixed();
            Ok(false)
        }
        Err(lin) => post(m, Prop::Lin(lin)),
    }
}
