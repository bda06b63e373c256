//! Bounds reasoning in unbounded integers, for the constraints of a
//! variable whose bounds lie past the store's finite range
//! (`store/beyond.rs`: `X #= 2^200 + Y`, `X #> 2^99`, a product with
//! `3^80`). The propagators reason in i128, in which a bound past 2^96
//! (or a sum or product that passes it) is open: sound, but it learns
//! nothing. When one of their variables has such bounds, they hand over
//! to the functions here, which compute the same bounds consistency as
//! SWI-Prolog's unbounded arithmetic does: linear sums (`=`, `=<`, `\=`)
//! and products. Only a model with such values reaches this file.

use super::{ArithOp, Rel, Status};
use crate::clpfd::domain::{INF, SUP};
use crate::clpfd::store::{End, Store, Var};
use crate::term::{BigInt, BigIntExt};

/// Passes over an equation in one run (as the i128 equation's).
const MAX_PASSES: u32 = 64;

/// Whether one of `xs` has bounds past the finite range: the i128 view
/// of them (and of the products and sums of them) may be open where
/// these functions keep them exactly.
#[inline]
pub fn involves(st: &Store, xs: &[Var]) -> bool {
    st.has_beyond() && xs.iter().any(|&x| st.has_side(x))
}

fn big(x: i64) -> BigInt {
    BigInt::from(x)
}

/// `n / d` rounded down (`d` non-zero).
fn floor_div(n: &BigInt, d: &BigInt) -> BigInt {
    n.div_floor(d)
}

/// `n / d` rounded up (`d` non-zero).
fn ceil_div(n: &BigInt, d: &BigInt) -> BigInt {
    let negated = -n.clone();
    -negated.div_floor(d)
}

/// The bounds of `a * x` (None: unbounded on that side).
fn term(st: &Store, a: &BigInt, x: Var) -> (End, End) {
    let (lo, hi) = st.big_bounds(x);
    let times = |e: End| e.map(|b| &b * a);
    if *a >= BigInt::from(0) {
        (times(lo), times(hi))
    } else {
        (times(hi), times(lo))
    }
}

/// Sums of ends: the finite part, and how many ends were open.
struct Sum {
    lo: BigInt,
    hi: BigInt,
    lo_open: u32,
    hi_open: u32,
}

fn sum(terms: &[(End, End)]) -> Sum {
    let mut s = Sum { lo: big(0), hi: big(0), lo_open: 0, hi_open: 0 };
    for (l, h) in terms {
        match l {
            Some(l) => s.lo += l,
            None => s.lo_open += 1,
        }
        match h {
            Some(h) => s.hi += h,
            None => s.hi_open += 1,
        }
    }
    s
}

/// The sum of the other terms' lower (upper) ends, given this term's.
fn rest(total: &BigInt, open: u32, own: &End) -> End {
    match own {
        Some(t) if open == 0 => Some(total - t),
        None if open == 1 => Some(total.clone()),
        _ => None,
    }
}

/// Narrows `x` to `lo <= a*x <= hi`.
fn narrow_term(st: &mut Store, a: &BigInt, x: Var, lo: End, hi: End) -> bool {
    let positive = *a > big(0);
    let (xlo, xhi) = if positive {
        (lo.map(|l| ceil_div(&l, a)), hi.map(|h| floor_div(&h, a)))
    } else {
        (hi.map(|h| ceil_div(&h, a)), lo.map(|l| floor_div(&l, a)))
    };
    st.set_big_bounds(x, &xlo, &xhi)
}

/// `Σ a_i * x_i rel c` to bounds consistency in unbounded integers.
pub fn linear(st: &mut Store, a: &[i64], xs: &[Var], c: i64, rel: Rel) -> Status {
    let a: Vec<BigInt> = a.iter().map(|&k| big(k)).collect();
    let c = big(c);
    match rel {
        Rel::Eq => linear_eq(st, &a, xs, &c),
        Rel::Le => linear_le(st, &a, xs, &c),
        Rel::Ne => linear_ne(st, &a, xs, &c),
    }
}

fn terms(st: &Store, a: &[BigInt], xs: &[Var]) -> Vec<(End, End)> {
    a.iter().zip(xs).map(|(k, &x)| term(st, k, x)).collect()
}

fn linear_eq(st: &mut Store, a: &[BigInt], xs: &[Var], c: &BigInt) -> Status {
    for _ in 0..MAX_PASSES {
        let ts = terms(st, a, xs);
        let s = sum(&ts);
        if (s.lo_open == 0 && s.lo > *c) || (s.hi_open == 0 && s.hi < *c) {
            return Status::Fail;
        }
        let before = st.stats.prunings;
        for ((k, &x), (tlo, thi)) in a.iter().zip(xs).zip(ts.iter()) {
            // a*x = c - rest: its lower end from the others' upper ends.
            let lo = rest(&s.hi, s.hi_open, thi).map(|r| c - r);
            let hi = rest(&s.lo, s.lo_open, tlo).map(|r| c - r);
            if !narrow_term(st, k, x, lo, hi) {
                return Status::Fail;
            }
        }
        if st.stats.prunings == before {
            break;
        }
    }
    let s = sum(&terms(st, a, xs));
    if s.lo_open == 0 && s.hi_open == 0 && s.lo == s.hi {
        return if s.lo == *c { Status::Entailed } else { Status::Fail };
    }
    Status::Ok
}

fn linear_le(st: &mut Store, a: &[BigInt], xs: &[Var], c: &BigInt) -> Status {
    let ts = terms(st, a, xs);
    let s = sum(&ts);
    if s.lo_open == 0 && s.lo > *c {
        return Status::Fail;
    }
    if s.hi_open == 0 && s.hi <= *c {
        return Status::Entailed;
    }
    for ((k, &x), (tlo, _)) in a.iter().zip(xs).zip(ts.iter()) {
        if let Some(r) = rest(&s.lo, s.lo_open, tlo) {
            if !narrow_term(st, k, x, None, Some(c - r)) {
                return Status::Fail;
            }
        }
    }
    let s = sum(&terms(st, a, xs));
    if s.hi_open == 0 && s.hi <= *c {
        Status::Entailed
    } else {
        Status::Ok
    }
}

/// `\=`: decided once every variable is known; with one left, the value
/// it must not take goes (from its domain, or from an end of its side
/// interval; a value inside that interval waits).
fn linear_ne(st: &mut Store, a: &[BigInt], xs: &[Var], c: &BigInt) -> Status {
    let mut open = None;
    let mut total = big(0);
    for (k, (coef, &x)) in a.iter().zip(xs).enumerate() {
        match st.big_bounds(x) {
            (Some(l), Some(h)) if l == h => total += coef * &l,
            _ if open.is_none() => open = Some(k),
            _ => return Status::Ok,
        }
    }
    let Some(k) = open else {
        return if total == *c { Status::Fail } else { Status::Entailed };
    };
    let r = c - total;
    let (q, m) = r.div_mod_floor(&a[k]);
    if m != big(0) {
        return Status::Entailed;
    }
    let x = xs[k];
    if let Some(v) = i64::try_from(&q).ok().filter(|&v| v != INF && v != SUP) {
        return if st.remove(x, v) { Status::Entailed } else { Status::Fail };
    }
    let (lo, hi) = st.big_bounds(x);
    let one = big(1);
    let ok = if lo.as_ref() == Some(&q) {
        st.set_big_bounds(x, &Some(&q + &one), &None)
    } else if hi.as_ref() == Some(&q) {
        st.set_big_bounds(x, &None, &Some(&q - &one))
    } else {
        return Status::Ok;
    };
    let (lo, hi) = st.big_bounds(x);
    let outside = lo.as_ref().is_some_and(|l| q < *l) || hi.as_ref().is_some_and(|h| q > *h);
    match ok {
        false => Status::Fail,
        true if outside => Status::Entailed,
        true => Status::Ok,
    }
}

/// The value of `v` when it is known: fixed in range, or exact past it.
fn known(st: &Store, v: Var) -> Option<BigInt> {
    st.value(v).map(big).or_else(|| st.exact_big(v))
}

/// Results of at most this many bits are computed (`2^(2^20)` and the
/// like are left to bounds that stay open, as a domain without end).
const MAX_BITS: u64 = 1 << 20;

/// `z = x op y` with x and y known, when the value lies past the i128
/// view (`2^200`, a product of two such values): z is given it exactly.
/// None when this cannot say (another function, or a value past
/// [`MAX_BITS`]), else whether z can take it.
pub fn known_operands(st: &mut Store, op: ArithOp, x: Var, y: Var, z: Var) -> Option<bool> {
    let (a, b) = (known(st, x)?, known(st, y)?);
    let r = match op {
        ArithOp::Times => {
            if a.bits() + b.bits() > MAX_BITS {
                return None;
            }
            a * b
        }
        ArithOp::Pow | ArithOp::Shl => {
            let e = u64::try_from(&b).ok()?;
            if op == ArithOp::Shl {
                if e > MAX_BITS {
                    return None;
                }
                a << e as usize
            } else {
                if a.bits().saturating_mul(e) > MAX_BITS {
                    return None;
                }
                a.pow(e as usize)
            }
        }
        _ => return None,
    };
    let r = Some(r);
    Some(st.set_big_bounds(z, &r, &r))
}

/// The least and greatest of some values.
fn hull(values: impl Iterator<Item = BigInt>) -> Option<(BigInt, BigInt)> {
    values.fold(None, |acc, v| match acc {
        None => Some((v.clone(), v)),
        Some((l, h)) => Some((if v < l { v.clone() } else { l }, if v > h { v } else { h })),
    })
}

/// `x = z / y` narrowed from the bounds of z and y, when y's interval
/// leaves out 0 and z's is bounded: x lies between the quotients of the
/// ends (rounded inwards).
fn quotient(st: &mut Store, x: Var, z: Var, y: Var) -> bool {
    let (Some(zl), Some(zh)) = st.big_bounds(z) else { return true };
    let (Some(yl), Some(yh)) = st.big_bounds(y) else { return true };
    let zero = big(0);
    if yl <= zero && yh >= zero {
        return true;
    }
    let ends = [(&zl, &yl), (&zl, &yh), (&zh, &yl), (&zh, &yh)];
    let lo = ends.iter().map(|(n, d)| ceil_div(n, d)).min().expect("four ends");
    let hi = ends.iter().map(|(n, d)| floor_div(n, d)).max().expect("four ends");
    st.set_big_bounds(x, &Some(lo), &Some(hi))
}

/// `z = x * y` to bounds consistency where the bounds allow: z between
/// the products of the ends, and each factor between the quotients of
/// z's ends by the other's (when that leaves out 0).
pub fn times(st: &mut Store, x: Var, y: Var, z: Var) -> Status {
    for _ in 0..MAX_PASSES {
        let before = st.stats.prunings;
        if let ((Some(xl), Some(xh)), (Some(yl), Some(yh))) = (st.big_bounds(x), st.big_bounds(y)) {
            let products = [&xl * &yl, &xl * &yh, &xh * &yl, &xh * &yh];
            let (lo, hi) = hull(products.into_iter()).expect("four products");
            if !st.set_big_bounds(z, &Some(lo), &Some(hi)) {
                return Status::Fail;
            }
        }
        if !quotient(st, x, z, y) || !quotient(st, y, z, x) {
            return Status::Fail;
        }
        if st.stats.prunings == before {
            break;
        }
    }
    let fixed = |st: &Store, v: Var| matches!(st.big_bounds(v), (Some(l), Some(h)) if l == h);
    if fixed(st, x) && fixed(st, y) && fixed(st, z) {
        Status::Entailed
    } else {
        Status::Ok
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clpfd::domain::Domain;
    use crate::clpfd::store::NO_HEAP;

    fn p(n: u32) -> BigInt {
        BigInt::from(1) << n as usize
    }

    /// `X = K + Y` with K = 2^200 and Y in 0..10: X gets the interval
    /// 2^200..2^200+10, and X's upper end cut back cuts Y.
    #[test]
    fn sums_with_big_values() {
        let mut st = Store::default();
        let (x, y, k) = (
            st.new_var(Domain::FULL, NO_HEAP),
            st.new_var(Domain::Range((0, 10)), NO_HEAP),
            st.new_var(Domain::FULL, NO_HEAP),
        );
        st.mark = st.trail_len();
        assert!(st.set_big_bounds(k, &Some(p(200)), &Some(p(200))));
        assert_eq!(linear(&mut st, &[1, -1, -1], &[x, y, k], 0, Rel::Eq), Status::Ok);
        assert_eq!(st.big_bounds(x), (Some(p(200)), Some(p(200) + BigInt::from(10))));
        assert!(st.set_big_bounds(x, &None, &Some(p(200) + BigInt::from(3))));
        assert_eq!(linear(&mut st, &[1, -1, -1], &[x, y, k], 0, Rel::Eq), Status::Ok);
        assert_eq!((st.min(y), st.max(y)), (0, 3));
        assert_eq!(linear(&mut st, &[1, -1], &[x, k], 4, Rel::Le), Status::Entailed);
        // x - k =< 2 cuts x's upper end, and then holds.
        assert_eq!(linear(&mut st, &[1, -1], &[x, k], 2, Rel::Le), Status::Entailed);
        assert_eq!(st.big_bounds(x).1, Some(p(200) + BigInt::from(2)));
        assert_eq!(linear(&mut st, &[1, -1], &[x, k], 5, Rel::Eq), Status::Fail);
    }

    /// A product with a big factor: `P = 3^80 * Y`, Y in 1..5.
    #[test]
    fn products_with_big_values() {
        let mut st = Store::default();
        let (k, y, z) = (
            st.new_var(Domain::FULL, NO_HEAP),
            st.new_var(Domain::Range((1, 5)), NO_HEAP),
            st.new_var(Domain::FULL, NO_HEAP),
        );
        st.mark = st.trail_len();
        let k80 = (0..80).fold(BigInt::from(1), |acc, _| acc * BigInt::from(3));
        assert!(st.set_big_bounds(k, &Some(k80.clone()), &Some(k80.clone())));
        assert_eq!(times(&mut st, k, y, z), Status::Ok);
        assert_eq!(st.big_bounds(z), (Some(k80.clone()), Some(&k80 * BigInt::from(5))));
        assert!(st.set_big_bounds(z, &Some(&k80 * BigInt::from(3)), &None));
        assert_eq!(times(&mut st, k, y, z), Status::Ok);
        assert_eq!((st.min(y), st.max(y)), (3, 5));
    }
}
