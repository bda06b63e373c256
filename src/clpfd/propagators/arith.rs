//! Propagators of the non-linear functions: `z = x*y`, `x // y`, `x div y`,
//! `x mod y`, `x rem y`, `min`, `max`, `x ^ y`, the shifts `<<` and `>>`,
//! the bitwise `/\`, `\/` and `xor` (evaluated once both operands are
//! known), `y = abs(x)`, and
//! `abs(x - y) \= c`, `abs(x - y) >= c`. Bounds reasoning in i128 (`wide` maps the infinite
//! ends far outside the i64 range; `clamp` maps them back).
//!
//! Values are unbounded integers, the store's domains 64-bit: a result
//! past the finite range (`2^70`, `3^50`, a product of two large bounds)
//! is not a failure but a value the store cannot name, which an unbounded
//! end of a domain keeps (`Store::set_bounds`). So an infinite bound stays
//! infinite through a division (`wide_div`), a root of `sup` is `sup`, and
//! value-by-value filtering keeps the values whose image lies beyond.

use super::linear::{div_ceil, div_floor};
use super::{big_bounds, check, ArithOp, Status};
use crate::clpfd::domain::{Domain, INF, SUP};
use crate::clpfd::store::{wide, Store, Var, EXACT_LIMIT};

mod power;
use power::power;

/// Domains at most this large are filtered value by value.
const ENUM_LIMIT: u64 = 4096;

/// `wide`'s infinities: every bound at least this far out is one.
const UNBOUNDED: i128 = 1 << 100;

/// `n / d` rounded by `round`, with `wide`'s infinite `n` staying infinite
/// (2^100 divided by a large finite bound would come back into range).
fn wide_div(n: i128, d: i128, round: fn(i128, i128) -> i128) -> i128 {
    if n.abs() >= UNBOUNDED {
        if (n < 0) == (d < 0) {
            UNBOUNDED
        } else {
            -UNBOUNDED
        }
    } else {
        round(n, d)
    }
}

/// `v^n` for n >= 0, saturating at the i128 extreme of its sign (by
/// repeated product: past 127 factors of at least 2 it has saturated).
fn pow_sat(v: i128, n: i64) -> i128 {
    if n == 2 {
        // Squares (`Q #= X*X` is posted as `X^2`): one product.
        return v.checked_mul(v).unwrap_or(i128::MAX);
    }
    match v {
        0 => return if n == 0 { 1 } else { 0 },
        1 => return 1,
        -1 => return if n % 2 == 0 { 1 } else { -1 },
        _ => {}
    }
    let sat = if v < 0 && n % 2 == 1 { i128::MIN } else { i128::MAX };
    if n >= 128 {
        return sat;
    }
    (0..n).try_fold(1i128, |acc, _| acc.checked_mul(v)).unwrap_or(sat)
}

/// An i128 value as a store value, None past the finite range.
fn fd_value(r: i128) -> Option<i64> {
    (r > i64::MIN as i128 && r < i64::MAX as i128).then_some(r as i64)
}

/// Whether `d` may hold `r`: its value, or an unbounded end on the side
/// of a value past the finite range.
fn may_hold(d: &Domain, r: i128) -> bool {
    match fd_value(r) {
        Some(v) => d.contains(v),
        None if r > 0 => d.max() == SUP,
        None => d.min() == INF,
    }
}

/// The bounds of `v`, or its exact value past the finite range.
fn b(st: &Store, v: Var) -> (i128, i128) {
    st.wide_bounds(v)
}

fn hull(vals: &[i128]) -> (i128, i128) {
    let lo = vals.iter().copied().min().expect("values");
    let hi = vals.iter().copied().max().expect("values");
    (lo, hi)
}

fn mul_bounds(x: (i128, i128), y: (i128, i128)) -> (i128, i128) {
    hull(&[x.0.saturating_mul(y.0), x.0.saturating_mul(y.1), x.1.saturating_mul(y.0), x.1.saturating_mul(y.1)])
}

/// Bounds of a / b (b's interval excluding 0) rounded outwards.
fn quot_bounds(z: (i128, i128), y: (i128, i128)) -> (i128, i128) {
    let cs = [(z.0, y.0), (z.0, y.1), (z.1, y.0), (z.1, y.1)];
    let lo = cs.iter().map(|&(a, b)| wide_div(a, b, div_ceil)).min().expect("corners");
    let hi = cs.iter().map(|&(a, b)| wide_div(a, b, div_floor)).max().expect("corners");
    (lo, hi)
}

fn all_fixed(st: &Store, vs: &[Var]) -> bool {
    vs.iter().all(|&v| st.value(v).is_some())
}

pub fn run(st: &mut Store, op: ArithOp, x: Var, y: Var, z: Var) -> Status {
    match run_inner(st, op, x, y, z) {
        Ok(()) => {
            if all_fixed(st, &[x, y, z]) {
                Status::Entailed
            } else {
                Status::Ok
            }
        }
        Err(s) => s,
    }
}

/// Evaluates `op` on two integers; None when undefined (division by zero,
/// negative exponent). A result past i128 saturates at its sign's extreme
/// (only which side of the finite range it lies on matters).
pub fn eval(op: ArithOp, a: i128, b: i128) -> Option<i128> {
    let r = match op {
        ArithOp::Times => a.checked_mul(b).unwrap_or(if (a < 0) == (b < 0) { i128::MAX } else { i128::MIN }),
        ArithOp::Div if b != 0 => a / b,
        ArithOp::FloorDiv if b != 0 => div_floor(a, b),
        ArithOp::Mod if b != 0 => a - div_floor(a, b) * b,
        ArithOp::Rem if b != 0 => a % b,
        ArithOp::Min => a.min(b),
        ArithOp::Max => a.max(b),
        ArithOp::Pow if b >= 0 => pow_sat(a, i64::try_from(b).unwrap_or(i64::MAX)),
        ArithOp::Shl | ArithOp::Shr => {
            let s = if op == ArithOp::Shl { b } else { -b };
            shift_left(a, s).unwrap_or(if a < 0 { i128::MIN } else { i128::MAX })
        }
        ArithOp::And => a & b,
        ArithOp::Or => a | b,
        ArithOp::Xor => a ^ b,
        _ => return None,
    };
    Some(r)
}

/// [`eval`] on two store values when its result is one too: the value
/// filter's common case, kept to i64 in and out (it runs once per value
/// of a domain). None when undefined or past the finite range.
#[inline]
fn eval_small(op: ArithOp, a: i64, b: i64) -> Option<i64> {
    // The engine names only term and clpfd (the layering test), so these
    // are not arith's integer divisions. A remainder is smaller than a
    // store value; a quotient by -1 may be i64::MAX, which stands for sup.
    match op {
        ArithOp::Mod if b != 0 => {
            let r = a.wrapping_rem(b);
            Some(if r != 0 && (r < 0) != (b < 0) { r + b } else { r })
        }
        ArithOp::Rem if b != 0 => Some(a.wrapping_rem(b)),
        ArithOp::Div if b != 0 && b != -1 => Some(a / b),
        _ => eval(op, a as i128, b as i128).and_then(fd_value),
    }
}

fn run_inner(st: &mut Store, op: ArithOp, x: Var, y: Var, z: Var) -> Result<(), Status> {
    // Known operands: in range, or exact values past it.
    let known = |st: &Store, v: Var| st.value(v).map(|a| a as i128).or_else(|| st.exact(v));
    if let (Some(a), Some(bv)) = (known(st, x), known(st, y)) {
        let Some(r) = eval(op, a, bv) else { return Err(Status::Fail) };
        if r.abs() >= EXACT_LIMIT {
            // Past the i128 view: computed exactly, or left open.
            if let Some(ok) = big_bounds::known_operands(st, op, x, y, z) {
                return Err(if ok { Status::Entailed } else { Status::Fail });
            }
        }
        return check(match fd_value(r) {
            Some(r) => st.assign(z, r),
            None => st.set_bounds(z, r, r),
        });
    }
    match op {
        ArithOp::Times if big_bounds::involves(st, &[x, y, z]) => {
            // Exact bounds first; the i128 reasoning (sound) then adds
            // what it knows of unbounded ends.
            match big_bounds::times(st, x, y, z) {
                Status::Ok => times(st, x, y, z)?,
                decided => return Err(decided),
            }
        }
        ArithOp::Times => match (st.value(x), st.value(y)) {
            // A known factor other than 0 and 1 scales the other's domain
            // interval by interval, as SWI-Prolog's product does then
            // (`scaled.rs`): `Z #= X*Y, X = 333, Y in 1\/5` gives
            // `Z in 333\/1665`.
            (Some(a), None) if a != 0 && a != 1 && y != z => super::scaled::run(st, a, y, z).map(|_| ())?,
            (None, Some(a)) if a != 0 && a != 1 && x != z => super::scaled::run(st, a, x, z).map(|_| ())?,
            _ => times(st, x, y, z)?,
        },
        ArithOp::Div | ArithOp::FloorDiv => division(st, x, y, z)?,
        ArithOp::Mod | ArithOp::Rem => modulo(st, op, x, y, z)?,
        ArithOp::Min | ArithOp::Max => min_max(st, op == ArithOp::Max, x, y, z)?,
        ArithOp::Pow => power(st, x, y, z)?,
        ArithOp::Shl | ArithOp::Shr => shift(st, op == ArithOp::Shl, x, y, z)?,
        ArithOp::And | ArithOp::Or | ArithOp::Xor => {}
    }
    // With y fixed and x small, filter x value by value (the divisions,
    // min and max: `ArithOp::bounds_only`).
    if let Some(yv) = st.value(y) {
        if !op.bounds_only() {
            match st.dom(x).size() {
                Some(n) if n <= FILTER_INLINE as u64 => filter_values_inline(st, op, x, yv, z)?,
                Some(n) if n <= ENUM_LIMIT => filter_values(st, op, x, yv, z)?,
                _ => {}
            }
        }
    }
    Ok(())
}

/// Whether `z = v op yv` may hold for a value of z's domain `zd`.
fn image_in(op: ArithOp, v: i64, yv: i64, zd: &Domain) -> bool {
    match eval_small(op, v, yv) {
        Some(r) => zd.contains(r),
        None => eval(op, v as i128, yv as i128).is_some_and(|r| may_hold(zd, r)),
    }
}

/// `z = x op yv` filtered value by value: x keeps the values whose image
/// may lie in z, and z, unless an image lies past the finite range
/// (which no list of intervals can name: z keeps its bounds), the
/// images of x.
fn filter_values(st: &mut Store, op: ArithOp, x: Var, yv: i64, z: Var) -> Result<(), Status> {
    let zd = st.dom(z).clone();
    let keep: Vec<(i64, i64)> = st.dom(x).values().filter(|&v| image_in(op, v, yv, &zd)).map(|v| (v, v)).collect();
    let d = Domain::from_intervals(keep).ok_or(Status::Fail)?;
    check(st.restrict(x, &d))?;
    let mut beyond = false;
    let img: Vec<(i64, i64)> = st
        .dom(x)
        .values()
        .filter_map(|v| match eval_small(op, v, yv) {
            Some(r) => Some((r, r)),
            None => {
                // Undefined, or a value past the finite range.
                beyond |= eval(op, v as i128, yv as i128).is_some();
                None
            }
        })
        .collect();
    if !beyond {
        let d = Domain::from_intervals(img).ok_or(Status::Fail)?;
        check(st.restrict(z, &d))?;
    }
    Ok(())
}

/// Most values of x that [`filter_values_inline`] holds on the stack.
const FILTER_INLINE: usize = 64;

/// [`filter_values`] for an x of at most [`FILTER_INLINE`] values, the
/// kept values and the images in arrays: the domains are built (and
/// allocated, for a list of intervals) only when they change. The
/// propagator runs at every step of a search (`Q #= X // 10`), and
/// mostly finds nothing to remove.
fn filter_values_inline(st: &mut Store, op: ArithOp, x: Var, yv: i64, z: Var) -> Result<(), Status> {
    let zd = st.dom(z).clone();
    let mut kept = [0i64; FILTER_INLINE];
    let (mut k, mut n) = (0, 0);
    for v in st.dom(x).values() {
        n += 1;
        if image_in(op, v, yv, &zd) {
            kept[k] = v;
            k += 1;
        }
    }
    if k < n {
        let d = Domain::from_intervals(kept[..k].iter().map(|&v| (v, v)).collect()).ok_or(Status::Fail)?;
        check(st.restrict(x, &d))?;
    }
    let mut img = [0i64; FILTER_INLINE];
    let mut m = 0;
    for &v in &kept[..k] {
        match eval_small(op, v, yv) {
            Some(r) => {
                img[m] = r;
                m += 1;
            }
            // Undefined, or a value past the finite range: z keeps its
            // bounds.
            None if eval(op, v as i128, yv as i128).is_some() => return Ok(()),
            None => {}
        }
    }
    let img = &mut img[..m];
    img.sort_unstable();
    let zd = st.dom(z);
    // Nothing to do when every value of z is an image.
    if zd.size().is_some_and(|s| s <= m as u64) && zd.values().all(|r| img.binary_search(&r).is_ok()) {
        return Ok(());
    }
    let d = Domain::from_intervals(img.iter().map(|&r| (r, r)).collect()).ok_or(Status::Fail)?;
    check(st.restrict(z, &d))
}

/// `a << b` for a shift either way (`>>` floors, as arithmetic shifts
/// do); None when it leaves the i128 range.
fn shift_left(a: i128, b: i128) -> Option<i128> {
    if b >= 0 {
        let r = a.checked_mul(1i128.checked_shl(u32::try_from(b).ok().filter(|&b| b < 127)?)?)?;
        (r.checked_shr(u32::try_from(b).ok()?)? == a).then_some(r)
    } else {
        Some(a >> (-b).min(127))
    }
}

/// `z = x << s` or `z = x >> s` once the shift s is known: a product by
/// or a flooring division by 2^s, on bounds. A shift too large to
/// reason about waits for x.
fn shift(st: &mut Store, left: bool, x: Var, y: Var, z: Var) -> Result<(), Status> {
    let Some(s) = st.value(y) else { return Ok(()) };
    let left = left == (s >= 0);
    let Some(p) = u32::try_from(s.unsigned_abs()).ok().filter(|&s| s < 62).map(|s| 1i128 << s) else {
        return Ok(());
    };
    let xb = b(st, x);
    if left {
        check(st.set_bounds(z, xb.0.saturating_mul(p), xb.1.saturating_mul(p)))?;
        let zb = b(st, z);
        check(st.set_bounds(x, wide_div(zb.0, p, div_ceil), wide_div(zb.1, p, div_floor)))?;
    } else {
        check(st.set_bounds(z, wide_div(xb.0, p, div_floor), wide_div(xb.1, p, div_floor)))?;
        let zb = b(st, z);
        check(st.set_bounds(x, zb.0.saturating_mul(p), zb.1.saturating_mul(p).saturating_add(p - 1)))?;
    }
    Ok(())
}

fn times(st: &mut Store, x: Var, y: Var, z: Var) -> Result<(), Status> {
    for _ in 0..8 {
        let before = (b(st, x), b(st, y), b(st, z));
        let (zl, zh) = mul_bounds(b(st, x), b(st, y));
        check(st.set_bounds(z, zl, zh))?;
        for (p, q) in [(x, y), (y, x)] {
            let qb = b(st, q);
            let zb = b(st, z);
            if qb.0 > 0 || qb.1 < 0 {
                let (l, h) = quot_bounds(zb, qb);
                check(st.set_bounds(p, l, h))?;
            } else if zb.0 > 0 || zb.1 < 0 {
                // z is never 0, so neither factor is.
                check(st.remove(p, 0))?;
            }
        }
        if before == (b(st, x), b(st, y), b(st, z)) {
            break;
        }
    }
    Ok(())
}

fn division(st: &mut Store, x: Var, y: Var, z: Var) -> Result<(), Status> {
    check(st.remove(y, 0))?;
    let (xb, yb) = (b(st, x), b(st, y));
    if yb.0 > 0 || yb.1 < 0 {
        // z lies between the corner quotients (truncated or floored).
        let cs = [(xb.0, yb.0), (xb.0, yb.1), (xb.1, yb.0), (xb.1, yb.1)];
        let lo = cs.iter().map(|&(a, b)| wide_div(a, b, div_floor)).min().expect("corners");
        let hi = cs.iter().map(|&(a, b)| wide_div(a, b, div_ceil)).max().expect("corners");
        check(st.set_bounds(z, lo, hi))?;
        // x = z*y + r with |r| < |y|
        let (pl, ph) = mul_bounds(b(st, z), b(st, y));
        let r = yb.0.abs().max(yb.1.abs()) - 1;
        check(st.set_bounds(x, pl.saturating_sub(r), ph.saturating_add(r)))?;
    }
    // All non-negative, z <= x/y < z+1, with one side known (where
    // SWI-Prolog narrows them): a known x gives y's bounds
    // x/(z+1) < y <= x/z (and those z's again); a known z gives
    // z*y <= x < (z+1)*y.
    let (xb, yb, zb) = (b(st, x), b(st, y), b(st, z));
    if xb.0 >= 0 && yb.0 > 0 && zb.0 >= 0 && zb.1 < (1 << 90) {
        if let Some(xv) = st.value(x) {
            let xv = xv as i128;
            let hi = if zb.0 > 0 { xv / zb.0 } else { yb.1 };
            check(st.set_bounds(y, xv / (zb.1 + 1) + 1, hi))?;
            let yb = b(st, y);
            check(st.set_bounds(z, xv / yb.1, xv / yb.0))?;
        } else if let Some(zv) = st.value(z) {
            let zv = zv as i128;
            let hi = if yb.1 < (1 << 90) { (zv + 1) * yb.1 - 1 } else { xb.1 };
            check(st.set_bounds(x, zv * yb.0, hi))?;
        }
    }
    Ok(())
}

/// `x mod y = z` and `x rem y = z`, as SWI-Prolog propagates them: nothing
/// on `x` until `y` is known (then `modulo_known`); for `rem`, bounds on
/// `z` from the size of `y` and the sign of `x`.
fn modulo(st: &mut Store, op: ArithOp, x: Var, y: Var, z: Var) -> Result<(), Status> {
    check(st.remove(y, 0))?;
    if let Some(m) = st.value(y).map(|m| m as i128).or_else(|| st.exact(y)) {
        return modulo_known(st, op, x, m, z);
    }
    if op == ArithOp::Mod {
        return Ok(());
    }
    let yb = b(st, y);
    let m = yb.0.abs().max(yb.1.abs()) - 1;
    let (mut lo, mut hi) = (-m, m);
    // x rem y has the sign of x, and |x rem y| <= |x|
    let xb = b(st, x);
    if xb.0 >= 0 {
        lo = 0;
        hi = hi.min(xb.1);
    }
    if xb.1 <= 0 {
        hi = 0;
        lo = lo.max(xb.0);
    }
    check(st.set_bounds(z, lo, hi))
}

/// `x mod m = z` or `x rem m = z` for a known `m`: bounds reasoning, as
/// SWI-Prolog's (whose domains the labeling options `ff`/`ffc` compare):
/// `z` within the remainders `m` allows; `x = z` when `x` lies within them;
/// otherwise each finite bound of `x` moves to the nearest value whose
/// remainder lies within `z`'s bounds (holes of `z` are not looked at).
fn modulo_known(st: &mut Store, op: ArithOp, x: Var, m: i128, z: Var) -> Result<(), Status> {
    let size = m.abs();
    let (xl, xh) = b(st, x);
    // The remainders x can have, and z's range.
    let (lo, hi) = match op {
        ArithOp::Mod if m > 0 => (0, size - 1),
        ArithOp::Mod => (1 - size, 0),
        _ => (if xl >= 0 { 0 } else { 1 - size }, if xh <= 0 { 0 } else { size - 1 }),
    };
    check(st.set_bounds(z, lo, hi))?;
    if xl >= lo && xh <= hi {
        // Each value of x is its own remainder.
        let zd = st.dom(z).clone();
        check(st.restrict(x, &zd))?;
        let xd = st.dom(x).clone();
        return check(st.restrict(z, &xd));
    }
    let (zl, zh) = b(st, z);
    // Remainders as residues r = |v| mod size: for v >= 0 (any v for mod).
    let pos = match op {
        ArithOp::Mod if m < 0 => neg_mod_residues(size, zl, zh),
        _ => residue_span(size, zl, zh),
    };
    // For rem, v <= 0 has remainder -(|v| mod size).
    let neg = residue_span(size, -zh, -zl);
    let low = if st.min(x) == INF {
        xl
    } else if op == ArithOp::Mod || xl >= 0 {
        next_up(xl, size, &pos).ok_or(Status::Fail)?
    } else {
        // the negative value nearest xl from above (the largest |v| <=
        // |xl|), else the first non-negative one
        match next_down(-xl, size, &neg) {
            Some(u) if u >= 0 => -u,
            _ => next_up(0, size, &pos).ok_or(Status::Fail)?,
        }
    };
    let high = if st.max(x) == SUP {
        xh
    } else if op == ArithOp::Mod || xh <= 0 {
        if op == ArithOp::Mod {
            next_down(xh, size, &pos).ok_or(Status::Fail)?
        } else {
            -next_up(-xh, size, &neg).ok_or(Status::Fail)?
        }
    } else {
        match next_down(xh, size, &pos) {
            Some(v) if v >= 0 => v,
            _ => -next_up(0, size, &neg).ok_or(Status::Fail)?,
        }
    };
    check(st.set_bounds(x, low, high))
}

/// The residues r in 0..size with r in lo..hi (none or one span).
fn residue_span(size: i128, lo: i128, hi: i128) -> Vec<(i128, i128)> {
    let (a, b) = (lo.max(0), hi.min(size - 1));
    if a <= b {
        vec![(a, b)]
    } else {
        Vec::new()
    }
}

/// The residues r = v mod size (in 0..size) of the v whose `v mod -size`
/// lies in lo..hi: that remainder is 0 for r = 0 and r - size otherwise.
fn neg_mod_residues(size: i128, lo: i128, hi: i128) -> Vec<(i128, i128)> {
    let mut spans = Vec::new();
    if lo <= 0 && 0 <= hi {
        spans.push((0, 0));
    }
    let (a, b) = ((lo + size).max(1), (hi + size).min(size - 1));
    if a <= b {
        spans.push((a, b));
    }
    spans
}

/// The smallest w >= v whose residue mod size lies in one of the spans.
fn next_up(v: i128, size: i128, spans: &[(i128, i128)]) -> Option<i128> {
    let r = v.rem_euclid(size);
    spans.iter().map(|&(a, b)| if a <= r && r <= b { v } else { v + (a - r).rem_euclid(size) }).min()
}

/// The largest w <= v whose residue mod size lies in one of the spans.
fn next_down(v: i128, size: i128, spans: &[(i128, i128)]) -> Option<i128> {
    let r = v.rem_euclid(size);
    spans.iter().map(|&(a, b)| if a <= r && r <= b { v } else { v - (r - b).rem_euclid(size) }).max()
}

fn min_max(st: &mut Store, is_max: bool, x: Var, y: Var, z: Var) -> Result<(), Status> {
    // max(x, y) = -min(-x, -y): work on min with flipped bounds.
    let get = |st: &Store, v: Var| {
        let (l, h) = b(st, v);
        if is_max {
            (-h, -l)
        } else {
            (l, h)
        }
    };
    let set = |st: &mut Store, v: Var, l: i128, h: i128| {
        if is_max {
            st.set_bounds(v, -h, -l)
        } else {
            st.set_bounds(v, l, h)
        }
    };
    // Unbounded ends, far beyond any domain bound but safe to negate.
    const LOW: i128 = -(1i128 << 120);
    const HIGH: i128 = 1i128 << 120;
    let (xb, yb) = (get(st, x), get(st, y));
    check(set(st, z, xb.0.min(yb.0), xb.1.min(yb.1)))?;
    let zb = get(st, z);
    // both arguments are at least z
    check(set(st, x, zb.0, HIGH))?;
    check(set(st, y, zb.0, HIGH))?;
    let (xb, yb) = (get(st, x), get(st, y));
    // if one is surely larger, z is the other
    if yb.0 > xb.1 {
        check(set(st, x, LOW, zb.1))?;
    } else if xb.0 > yb.1 {
        check(set(st, y, LOW, zb.1))?;
    }
    Ok(())
}

/// The bounds of `abs(x)` for `x` in `xl..xh`.
#[inline]
pub(super) fn abs_image<T: Copy + Ord + Default + std::ops::Neg<Output = T>>(xl: T, xh: T) -> (T, T) {
    let zero = T::default();
    if xl >= zero {
        (xl, xh)
    } else if xh <= zero {
        (-xh, -xl)
    } else {
        (zero, (-xl).max(xh))
    }
}

/// `y = abs(x)`.
pub fn abs(st: &mut Store, x: Var, y: Var) -> Status {
    if let Some(status) = super::binary_masks::abs_masks(st, x, y) {
        return status;
    }
    let inner = |st: &mut Store| -> Result<(), Status> {
        check(st.set_min(y, 0))?;
        let (xl, xh) = b(st, x);
        let (lo, hi) = abs_image(xl, xh);
        check(st.set_bounds(y, lo, hi))?;
        let d = abs_preimage(st.min(y), st.max(y)).ok_or(Status::Fail)?;
        check(st.restrict(x, &d))
    };
    // Restricting x to +-y can move x's bounds and so tighten y again; a
    // propagator is not re-run for its own changes, so reach the fixpoint
    // here (x in {0,2}, y in 1..2: x becomes 2, then y must become 2).
    loop {
        let before = (st.min(x), st.max(x), st.min(y), st.max(y));
        if let Err(s) = inner(st) {
            return s;
        }
        if before == (st.min(x), st.max(x), st.min(y), st.max(y)) {
            break;
        }
    }
    if st.value(x).is_some() && st.value(y).is_some() {
        Status::Entailed
    } else {
        Status::Ok
    }
}

/// The values v with `yl <= |v| <= yh` (`0 <= yl`). A bitset when that
/// spans 64 values or fewer (all_interval-like models: `abs` runs at
/// every step of their search, and a list would be built and dropped
/// each time), else built from its two intervals.
fn abs_preimage(yl: i64, yh: i64) -> Option<Domain> {
    if yl > 0 && yh < 32 {
        let run = (1u64 << (yh - yl + 1)) - 1;
        return Domain::from_mask(-yh, run | run << (yh + yl));
    }
    let neg = |v: i64| if v == SUP { INF } else { -v };
    Domain::from_intervals(vec![(neg(yh), neg(yl)), (yl, yh)])
}

/// `abs(x - y) \= c`: once one side is known, two values leave the other.
pub fn abs_diff_ne(st: &mut Store, x: Var, y: Var, c: i64) -> Status {
    for (p, q) in [(x, y), (y, x)] {
        if let Some(v) = st.value(p) {
            if !st.remove(q, v.saturating_add(c)) || !st.remove(q, v.saturating_sub(c)) {
                return Status::Fail;
            }
            return Status::Entailed;
        }
    }
    Status::Ok
}

/// `abs(x - y) >= c` (c > 0), arc consistent: a value v of one side has
/// a support in the other iff the other reaches v-c or below, or v+c or
/// above, so the other's bounds alone decide; the values max-c+1 ..
/// min+c-1 of the other's bounds have none and leave (a hole once a side
/// is known as v: v-c+1 .. v+c-1). GNU Prolog's `dist(X, Y) #>= C`
/// prunes so; SWI-Prolog's waits until a side is known.
pub fn abs_diff_ge(st: &mut Store, x: Var, y: Var, c: i64) -> Status {
    let c = c as i128;
    // Each side's supports read only the other's bounds: after y is cut
    // by x, cut each side by the other again while a cut moves a bound.
    if prune_far(st, x, y, c).is_none() {
        return Status::Fail;
    }
    let (mut p, mut q) = (y, x);
    loop {
        match prune_far(st, p, q, c) {
            None => return Status::Fail,
            Some(false) => break,
            Some(true) => (p, q) = (q, p),
        }
    }
    let ((xl, xh), (yl, yh)) = (wide_bounds(st, x), wide_bounds(st, y));
    if xh + c <= yl || yh + c <= xl {
        Status::Entailed
    } else {
        Status::Ok
    }
}

fn wide_bounds(st: &Store, v: Var) -> (i128, i128) {
    let (lo, hi) = st.dom(v).bounds();
    (wide(lo), wide(hi))
}

/// Removes from q the values that no value of p is c or more away from
/// (p's max-c+1 .. min+c-1): Some(whether q's bounds moved), None when q
/// is left empty.
fn prune_far(st: &mut Store, p: Var, q: Var, c: i128) -> Option<bool> {
    let (pl, ph) = wide_bounds(st, p);
    let (lo, hi) = (ph - c + 1, pl + c - 1);
    let (ql, qh) = wide_bounds(st, q);
    if lo > hi || hi < ql || lo > qh {
        return Some(false);
    }
    let ok = if lo <= ql {
        st.set_bounds(q, hi + 1, qh)
    } else if hi >= qh {
        st.set_bounds(q, ql, lo - 1)
    } else {
        // ql < lo <= hi < qh: a hole, as a bitset when q spans at most 64
        // values (no list built at each search step).
        let hole = if qh - ql < 64 {
            let span = qh - ql + 1;
            let all = if span == 64 { u64::MAX } else { (1u64 << span) - 1 };
            let cut = ((1u64 << (hi - lo + 1)) - 1) << (lo - ql);
            Domain::from_mask(ql as i64, all & !cut)
        } else {
            Domain::from_intervals(vec![(INF, clamp_i64(lo - 1)), (clamp_i64(hi + 1), SUP)])
        };
        return match hole {
            Some(d) if st.restrict(q, &d) => Some(false),
            _ => None,
        };
    };
    ok.then_some(true)
}

fn clamp_i64(v: i128) -> i64 {
    v.clamp(i64::MIN as i128 + 1, i64::MAX as i128 - 1) as i64
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bitset preimage of abs is the domain its two intervals give.
    #[test]
    fn abs_preimage_is_the_two_intervals() {
        for yl in 0..40 {
            for yh in yl..45 {
                let want = Domain::from_intervals(vec![(-yh, -yl), (yl, yh)]);
                assert_eq!(abs_preimage(yl, yh), want, "{yl}..{yh}");
            }
        }
        assert_eq!(abs_preimage(3, SUP), Domain::from_intervals(vec![(INF, -3), (3, SUP)]));
    }
}
