//! `z = x ^ n` for a known exponent: bounds both ways, the exact roots of
//! a known power, and squares over small bounds in i64 (`square_small`).

use super::{b, check, pow_sat, Status, UNBOUNDED};
use crate::clpfd::domain::Domain;
use crate::clpfd::store::{Store, Var};

/// Integer n-th root of a non-negative bound, rounded down.
fn root_floor(v: i128, n: i64) -> i128 {
    if v <= 0 {
        return 0;
    }
    // A first guess in floating point (a square root costs far less than
    // a power), corrected below.
    let guess = if n == 2 { (v as f64).sqrt() } else { (v as f64).powf(1.0 / n as f64) };
    let mut r = guess as i128;
    let pow = |r: i128| pow_sat(r, n);
    while r > 0 && pow(r) > v {
        r -= 1;
    }
    while pow(r + 1) <= v {
        r += 1;
    }
    r
}

pub(super) fn power(st: &mut Store, x: Var, y: Var, z: Var) -> Result<(), Status> {
    check(st.set_min(y, 0))?;
    let Some(n) = st.value(y) else { return Ok(()) };
    if n == 0 {
        return check(st.assign(z, 1));
    }
    // A power is 0 only for x = 0, and SWI-Prolog removes that value
    // from each side the other lacks; the rest is bounds (it keeps
    // `Z #= X^2, X in 1..10` as `Z in 1..100`, not the squares).
    if !st.dom(z).contains(0) {
        check(st.remove(x, 0))?;
    }
    if !st.dom(x).contains(0) {
        check(st.remove(z, 0))?;
    }
    if n == 2 && st.value(z).is_none() {
        if let Some(done) = square_small(st, x, z) {
            done?;
            // A z fixed on the way has its exact roots found below.
            if st.value(z).is_none() {
                return Ok(());
            }
        }
    }
    power_wide(st, x, n, z)
}

/// `z = x ^ n` for `n >= 1` in the i128 view: a known z's exact roots, or
/// the bounds of each from the other's.
fn power_wide(st: &mut Store, x: Var, n: i64, z: Var) -> Result<(), Status> {
    let p = |v: i128| pow_sat(v, n);
    if let Some(zv) = st.value(z) {
        // A known power: its integer roots, or none (SWI-Prolog's
        // integer_kth_root; `X*X #= 49` gives `X in -7\/7`).
        let zv = zv as i128;
        if zv < 0 && n % 2 == 0 {
            return Err(Status::Fail);
        }
        let r = if zv < 0 { -root_floor(-zv, n) } else { root_floor(zv, n) };
        if p(r) != zv {
            return Err(Status::Fail);
        }
        let r = r as i64;
        let roots = if n % 2 == 0 && r != 0 { vec![(-r, -r), (r, r)] } else { vec![(r, r)] };
        let d = Domain::from_intervals(roots).ok_or(Status::Fail)?;
        return check(st.restrict(x, &d));
    }
    let xb = b(st, x);
    // An infinite end of z has infinite roots (z past the finite range
    // has roots that are not, but they are not known either).
    if n % 2 == 1 {
        check(st.set_bounds(z, p(xb.0), p(xb.1)))?;
        let zb = b(st, z);
        let lo = if zb.0 <= -UNBOUNDED {
            -UNBOUNDED
        } else if zb.0 >= 0 {
            root_floor(zb.0 - 1, n) + 1
        } else {
            -root_floor(-zb.0, n)
        };
        let hi = if zb.1 >= UNBOUNDED {
            UNBOUNDED
        } else if zb.1 >= 0 {
            root_floor(zb.1, n)
        } else {
            -(root_floor(-zb.1 - 1, n) + 1)
        };
        check(st.set_bounds(x, lo, hi))?;
    } else {
        let lo = if xb.0 > 0 {
            p(xb.0)
        } else if xb.1 < 0 {
            p(xb.1)
        } else {
            0
        };
        let hi = p(xb.0).max(p(xb.1));
        check(st.set_bounds(z, lo, hi))?;
        let (zl, zh) = b(st, z);
        if zh < UNBOUNDED {
            let r = root_floor(zh, n);
            check(st.set_bounds(x, -r, r))?;
        }
        // x of a known sign is at least the root of z's lower bound
        // (x*x #= 2^80, x #> 0 gives x = 2^40).
        // (Only when x's bound is below that root: a root costs.)
        let (xl, xh) = b(st, x);
        if zl > 0 && zl < UNBOUNDED && ((xl >= 0 && p(xl) < zl) || (xh <= 0 && p(xh) < zl)) {
            let r = root_floor(zl, n);
            let r = if p(r) == zl { r } else { r + 1 };
            if xl >= 0 {
                check(st.set_bounds(x, r, UNBOUNDED))?;
            } else {
                check(st.set_bounds(x, -UNBOUNDED, -r))?;
            }
        }
    }
    Ok(())
}

/// Largest magnitude of x that [`square_small`] handles: its square stays
/// below 2^52, exact in an f64 and far inside i64.
const SQUARE_SMALL: i64 = 1 << 26;

/// `z = x^2` over finite bounds of x within [`SQUARE_SMALL`], in i64: the
/// bounds of z from those of x and of x from those of z (the even case of
/// [`power`]'s bounds reasoning), repeated until neither moves. A sum of
/// squares (`A*A + B*B #= C*C`) otherwise climbs one value at a time
/// through a run of this propagator per step of its linear neighbour; the
/// repetition reaches in one run what those runs reach, as the fixpoint of
/// the same narrowings does not depend on their order. None when the
/// bounds are out of its range (the general reasoning in i128 runs).
fn square_small(st: &mut Store, x: Var, z: Var) -> Option<Result<(), Status>> {
    if st.has_beyond() {
        return None;
    }
    loop {
        let (xl, xh) = (st.min(x), st.max(x));
        if xl < -SQUARE_SMALL || xh > SQUARE_SMALL {
            return None;
        }
        let (lo, hi) = if xl > 0 {
            (xl * xl, xh * xh)
        } else if xh < 0 {
            (xh * xh, xl * xl)
        } else {
            (0, (xl * xl).max(xh * xh))
        };
        if !st.narrow_bounds(z, lo, hi) {
            return Some(Err(Status::Fail));
        }
        if st.value(z).is_some() {
            return Some(Ok(()));
        }
        let (zl, zh) = (st.min(z), st.max(z));
        let r = isqrt_small(zh);
        let (mut nl, mut nh) = (xl.max(-r), xh.min(r));
        // x of a known sign is at least the root of z's lower bound.
        if zl > 0 {
            let c = isqrt_small(zl);
            let c = if c * c == zl { c } else { c + 1 };
            if nl >= 0 {
                nl = nl.max(c);
            } else if nh <= 0 {
                nh = nh.min(-c);
            }
        }
        if (nl, nh) == (xl, xh) {
            return Some(Ok(()));
        }
        if !st.narrow_bounds(x, nl, nh) {
            return Some(Err(Status::Fail));
        }
    }
}

/// Integer square root, rounded down, of `0 <= v < 2^52`: the f64 root
/// (exact to within one there), corrected.
fn isqrt_small(v: i64) -> i64 {
    let mut r = (v as f64).sqrt() as i64;
    while r * r > v {
        r -= 1;
    }
    while (r + 1) * (r + 1) <= v {
        r += 1;
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What `power`'s steps leave, run until nothing moves: with the
    /// squares over small bounds, or with the i128 reasoning alone.
    fn settle(x0: (i64, i64), z0: (i64, i64), small: bool) -> Option<(Domain, Domain)> {
        let mut st = Store::default();
        let x = st.new_var(Domain::from_intervals(vec![x0])?, 0);
        let y = st.new_var(Domain::singleton(2), 0);
        let z = st.new_var(Domain::from_intervals(vec![z0])?, 0);
        loop {
            let before = (st.dom(x).clone(), st.dom(z).clone());
            let pass = if small {
                power(&mut st, x, y, z)
            } else {
                // power's steps without square_small.
                check(st.dom(z).contains(0) || st.remove(x, 0))
                    .and_then(|_| check(st.dom(x).contains(0) || st.remove(z, 0)))
                    .and_then(|_| power_wide(&mut st, x, 2, z))
            };
            pass.ok()?;
            if (st.dom(x).clone(), st.dom(z).clone()) == before {
                return Some(before);
            }
        }
    }

    /// The squares over small bounds reach the fixpoint the general
    /// reasoning reaches over several runs.
    #[test]
    fn square_small_reaches_the_general_fixpoint() {
        for xl in -7..=7 {
            for xh in xl..=7 {
                for zl in -3..=50 {
                    for zh in (zl..=50).step_by(3) {
                        let (x0, z0) = ((xl, xh), (zl, zh));
                        assert_eq!(settle(x0, z0, true), settle(x0, z0, false), "x {x0:?} z {z0:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn isqrt_small_is_exact_around_squares() {
        for r in (0..=SQUARE_SMALL).step_by(9973).chain([SQUARE_SMALL - 1, SQUARE_SMALL]) {
            let sq = r * r;
            assert_eq!(isqrt_small(sq), r);
            if r > 0 {
                assert_eq!(isqrt_small(sq - 1), r - 1);
            }
            // The last value before the next square.
            assert_eq!(isqrt_small(sq + 2 * r), r);
        }
    }
}
