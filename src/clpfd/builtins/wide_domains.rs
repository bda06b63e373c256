//! The values of a variable whose bounds lie past the store's 64-bit
//! range (its domain and its side interval, `store/beyond.rs`) as terms:
//! fd_dom/2 and the residual `X in Dom` print
//! `1180591620717411303424..1180591620717411303434` as SWI-Prolog does,
//! fd_inf/2, fd_sup/2 and fd_size/2 give big integers, and the `enum`
//! branching its values. The caller asks first with
//! [`Store::wide_intervals`](crate::clpfd::store::Store::wide_intervals),
//! which answers only for such a variable.

use crate::arith::big::BigInt;
use crate::clpfd::store::{wide, Var};
use crate::machine::Machine;
use crate::term::Cell;

/// An i128 value as a term: `inf`/`sup` for the open ends, a big integer
/// past the i64 range.
pub(crate) fn wide_cell(m: &mut Machine, r: i128) -> Cell {
    if r <= wide(crate::clpfd::domain::INF) {
        Cell::Atom(m.atoms.intern("inf"))
    } else if r >= wide(crate::clpfd::domain::SUP) {
        Cell::Atom(m.atoms.intern("sup"))
    } else {
        integer_cell(m, r)
    }
}

/// An i128 integer as a term (a big integer past the i64 range).
pub(crate) fn integer_cell(m: &mut Machine, r: i128) -> Cell {
    match i64::try_from(r) {
        Ok(i) => Cell::Int(i),
        Err(_) => m.heap.integer(&BigInt::from(r)),
    }
}

/// The domain term of intervals `iv`: `L..H` pieces joined by `\/`
/// (left-nested, as SWI), a single value as itself.
pub(crate) fn intervals_term(m: &mut Machine, iv: &[(i128, i128)]) -> Option<Cell> {
    let dots = m.atoms.intern("..");
    let or = m.atoms.intern("\\/");
    let mut acc: Option<Cell> = None;
    for &(lo, hi) in iv {
        let piece = if lo == hi {
            wide_cell(m, lo)
        } else {
            let (l, h) = (wide_cell(m, lo), wide_cell(m, hi));
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
pub(crate) fn dom_term(m: &mut Machine, iv: &[(i128, i128)]) -> Cell {
    match intervals_term(m, iv) {
        Some(t) => t,
        None => {
            let dots = m.atoms.intern("..");
            m.heap.compound(dots, &[Cell::Int(1), Cell::Int(0)])
        }
    }
}

/// fd_size/2's answer: the number of values, `sup` for an open end.
pub(crate) fn size_cell(m: &mut Machine, iv: &[(i128, i128)]) -> Cell {
    let open = |r: i128| r <= wide(crate::clpfd::domain::INF) || r >= wide(crate::clpfd::domain::SUP);
    let mut n: i128 = 0;
    for &(lo, hi) in iv {
        if open(lo) || open(hi) {
            return Cell::Atom(m.atoms.intern("sup"));
        }
        n += hi - lo + 1;
    }
    wide_cell(m, n)
}

/// The values of `v` in the order `down` asks, for the `enum` branching;
/// None when they are not finite or too many to list.
pub(crate) fn values(m: &mut Machine, v: Var, down: bool) -> Option<Vec<Cell>> {
    /// Lists longer than this are refused as a domain without end is.
    const MAX_VALUES: i128 = 1 << 20;
    let iv = m.fd.wide_intervals(v)?;
    let (lo, hi) = (iv.first()?.0, iv.last()?.1);
    if lo <= wide(crate::clpfd::domain::INF) || hi >= wide(crate::clpfd::domain::SUP) {
        return None;
    }
    if iv.iter().map(|&(a, b)| b - a + 1).sum::<i128>() > MAX_VALUES {
        return None;
    }
    let mut vals: Vec<i128> = iv.iter().flat_map(|&(a, b)| a..=b).collect();
    if down {
        vals.reverse();
    }
    Some(vals.into_iter().map(|r| wide_cell(m, r)).collect())
}
