//! The values of a variable whose bounds lie past the store's 64-bit
//! range (its domain and its side interval, `store/beyond.rs`) as terms:
//! fd_dom/2 and the residual `X in Dom` print
//! `1180591620717411303424..1180591620717411303434` as SWI-Prolog does,
//! fd_inf/2, fd_sup/2 and fd_size/2 give big integers, and the `enum`
//! branching its values. The caller asks first with
//! [`Store::big_intervals`](crate::clpfd::store::Store::big_intervals),
//! which answers only for such a variable. The other way, a domain term
//! with such a bound (`X in 0..2^70`) is read and put on a variable.

use super::primitives::{big_integer, fd_int, fd_var};
use crate::arith::big::BigInt;
use crate::clpfd::store::{End, Var};
use crate::machine::{Machine, Res};
use crate::term::Cell;

/// An unbounded integer as a term (a big integer past the i64 range).
pub(crate) fn big_cell(m: &mut Machine, b: &BigInt) -> Cell {
    match i64::try_from(b) {
        Ok(i) => Cell::Int(i),
        Err(_) => m.heap.integer(b),
    }
}

/// An end as a term: its value, or `inf` (a lower end) / `sup` (an
/// upper one) when open.
pub(crate) fn end_cell(m: &mut Machine, e: &End, lower: bool) -> Cell {
    match e {
        Some(b) => big_cell(m, b),
        None => Cell::Atom(m.atoms.intern(if lower { "inf" } else { "sup" })),
    }
}

/// The domain term of intervals `iv`: `L..H` pieces joined by `\/`
/// (left-nested, as SWI), a single value as itself.
pub(crate) fn intervals_term(m: &mut Machine, iv: &[(End, End)]) -> Option<Cell> {
    let dots = m.atoms.intern("..");
    let or = m.atoms.intern("\\/");
    let mut acc: Option<Cell> = None;
    for (lo, hi) in iv {
        let piece = if lo.is_some() && lo == hi {
            end_cell(m, lo, true)
        } else {
            let (l, h) = (end_cell(m, lo, true), end_cell(m, hi, false));
            m.heap.compound(dots, &[l, h])
        };
        acc = Some(match acc {
            None => piece,
            Some(a) => m.heap.compound(or, &[a, piece]),
        });
    }
    acc
}

/// fd_dom/2's answer for `v` (an empty interval list cannot happen
/// after a fixpoint, but gives `1..0`, SWI's empty domain).
pub(crate) fn dom_term(m: &mut Machine, iv: &[(End, End)]) -> Cell {
    match intervals_term(m, iv) {
        Some(t) => t,
        None => {
            let dots = m.atoms.intern("..");
            m.heap.compound(dots, &[Cell::Int(1), Cell::Int(0)])
        }
    }
}

/// The number of values of intervals `iv`; None for an open end.
pub(crate) fn size(iv: &[(End, End)]) -> Option<BigInt> {
    let mut n = BigInt::from(0);
    for (lo, hi) in iv {
        let (Some(lo), Some(hi)) = (lo, hi) else { return None };
        n += hi - lo + BigInt::from(1);
    }
    Some(n)
}

/// fd_size/2's answer: the number of values, `sup` for an open end.
pub(crate) fn size_cell(m: &mut Machine, iv: &[(End, End)]) -> Cell {
    match size(iv) {
        Some(n) => big_cell(m, &n),
        None => Cell::Atom(m.atoms.intern("sup")),
    }
}

/// The values of `v` in the order `down` asks, for the `enum` branching;
/// None when they are not finite or too many to list.
pub(crate) fn values(m: &mut Machine, v: Var, down: bool) -> Option<Vec<Cell>> {
    /// Lists longer than this are refused as a domain without end is.
    const MAX_VALUES: u32 = 1 << 20;
    let iv = m.fd.big_intervals(v)?;
    if size(&iv)? > BigInt::from(MAX_VALUES) {
        return None;
    }
    let mut vals: Vec<BigInt> = Vec::new();
    for (lo, hi) in &iv {
        let (mut k, hi) = (lo.clone()?, hi.clone()?);
        while k <= hi {
            vals.push(k.clone());
            k += BigInt::from(1);
        }
    }
    if down {
        vals.reverse();
    }
    Some(vals.iter().map(|b| big_cell(m, b)).collect())
}

/// A domain term `L..H` (or an integer) with a bound past the finite
/// range (`X in 0..2^70`, and the halves and values the `bisect` and
/// `enum` branchings try for such a variable), as unbounded integer
/// ends (None for `inf`/`sup`); None for any other domain, which
/// `parse_domain` reads.
pub(crate) fn wide_interval(m: &mut Machine, t: Cell) -> Option<(End, End)> {
    let t = m.heap.deref(t);
    if let Cell::Big(_) = t {
        let b = big_integer(m, t)?;
        return Some((Some(b.clone()), Some(b)));
    }
    let (f, 2) = m.heap.functor_of(t)? else { return None };
    if m.atoms.text(f) != ".." {
        return None;
    }
    let (l, h) = (m.heap.deref(m.heap.arg(t, 0)), m.heap.deref(m.heap.arg(t, 1)));
    if !matches!(l, Cell::Big(_)) && !matches!(h, Cell::Big(_)) {
        return None;
    }
    let end = |m: &Machine, c: Cell, open: &str| match c {
        Cell::Int(i) => Some(Some(BigInt::from(i))),
        Cell::Big(_) => Some(Some(big_integer(m, c)?)),
        Cell::Atom(a) if m.atoms.text(a) == open => Some(None),
        _ => None,
    };
    Some((end(m, l, "inf")?, end(m, h, "sup")?))
}

/// Narrows the term `x` (a variable or an integer) to `lo..hi`,
/// unbounded integer ends, without running the store: false when it
/// cannot hold.
pub(crate) fn narrow_wide(m: &mut Machine, x: Cell, lo: &End, hi: &End) -> Res {
    let x = m.heap.deref(x);
    if let Cell::Int(_) | Cell::Big(_) = x {
        let r = match x {
            Cell::Int(i) => BigInt::from(i),
            _ => match big_integer(m, x) {
                Some(b) => b,
                None => BigInt::from(fd_int(m, x)?),
            },
        };
        return Ok(lo.as_ref().is_none_or(|l| *l <= r) && hi.as_ref().is_none_or(|h| r <= *h));
    }
    let v = fd_var(m, x)?;
    Ok(m.fd.set_big_bounds(v, lo, hi))
}
