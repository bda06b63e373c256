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
use crate::clpfd::domain::{INF, SUP};
use crate::clpfd::store::End;
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

/// An end of a domain was open where the `enum` branching looked for a
/// value.
pub(crate) struct OpenEnd;

/// The value of the intervals `iv` (ascending) that follows `after` in
/// the order `down` asks, the first one without `after`: the `enum`
/// branching's next value, found without listing the values (a domain
/// of 2^70 values is walked as one of ten). None past the last.
pub(crate) fn next_value(iv: &[(End, End)], after: Option<&BigInt>, down: bool) -> Result<Option<BigInt>, OpenEnd> {
    let one = BigInt::from(1);
    if down {
        for (lo, hi) in iv.iter().rev() {
            let to = match (after, hi) {
                (Some(a), Some(h)) => (a - &one).min(h.clone()),
                (Some(a), None) => a - &one,
                (None, Some(h)) => h.clone(),
                (None, None) => return Err(OpenEnd),
            };
            if lo.as_ref().is_none_or(|l| to >= *l) {
                return Ok(Some(to));
            }
        }
    } else {
        for (lo, hi) in iv {
            let from = match (after, lo) {
                (Some(a), Some(l)) => (a + &one).max(l.clone()),
                (Some(a), None) => a + &one,
                (None, Some(l)) => l.clone(),
                (None, None) => return Err(OpenEnd),
            };
            if hi.as_ref().is_none_or(|h| from <= *h) {
                return Ok(Some(from));
            }
        }
    }
    Ok(None)
}

/// A domain term `L..H` (or an integer) with a bound past the finite
/// range (`X in 0..2^70`, and the halves and values the `bisect` and
/// `enum` branchings try for such a variable), as unbounded integer
/// ends (None for `inf`/`sup`); None for any other domain, which
/// `parse_domain` reads.
pub(crate) fn wide_interval(m: &mut Machine, t: Cell) -> Option<(End, End)> {
    // The i64 extremes stand for `inf` and `sup` in a domain: as values
    // (2^63 - 1, the `enum` and `bisect` branchings' values and bounds
    // next to 2^63) they are past the range too.
    let past = |c: Cell| match c {
        Cell::Big(_) => true,
        Cell::Int(i) => i == INF || i == SUP,
        _ => false,
    };
    let t = m.heap.deref(t);
    if past(t) {
        let b = big_integer(m, t)?;
        return Some((Some(b.clone()), Some(b)));
    }
    let (f, 2) = m.heap.functor_of(t)? else { return None };
    if m.atoms.text(f) != ".." {
        return None;
    }
    let (l, h) = (m.heap.deref(m.heap.arg(t, 0)), m.heap.deref(m.heap.arg(t, 1)));
    if !past(l) && !past(h) {
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
