//! Binary constraints propagated on whole domains when both are masks of
//! at most 64 values (`Domain::as_mask`), by word operations that build
//! no intermediate domain: `x = ±y + c` (unit coefficients; golomb rulers
//! and Langford sequences run it at every step of their search, and
//! `Lin::binary_domains` in linear.rs takes it first) and `y = abs(x)`
//! (all-interval series; `arith::abs` takes it first). Each reaches the
//! same domains as the general propagator it stands in for.

use super::Status;
use crate::clpfd::domain::Domain;
use crate::clpfd::store::{Store, Var};

/// `binary_domains` over two domains of at most 64 values each, far
/// inside the range (golomb's and langford's `x = ±y + c`, run at every
/// step of their search): x keeps the image `kx ± y` of y's mask, then y
/// the image `ky ± x` of x's new one, word operations that build no
/// projected domain. None when a domain is not such a mask (or x is y):
/// the general projection then runs.
#[inline]
pub(super) fn binary_masks(
    st: &mut Store,
    x: Var,
    y: Var,
    negate: bool,
    kx: i64,
    ky: i64,
) -> Option<Result<bool, Status>> {
    const NEAR: i64 = 1 << 60;
    let inside = |b: i64, m: u64| b.abs() < NEAR && (b + 63 - m.leading_zeros() as i64) < NEAR;
    let (xb, xm) = st.dom(x).as_mask()?;
    let (yb, ym) = st.dom(y).as_mask()?;
    if x == y || kx.abs() >= NEAR || ky.abs() >= NEAR || !inside(xb, xm) || !inside(yb, ym) {
        return None;
    }
    let (ib, im) = Domain::mask_image(yb, ym, negate, kx)?;
    let nx = Domain::mask_meet(xb, xm, ib, im);
    if nx == 0 {
        return Some(Err(Status::Fail));
    }
    let (jb, jm) = Domain::mask_image(xb, nx, negate, ky)?;
    let ny = Domain::mask_meet(yb, ym, jb, jm);
    if ny == 0 {
        return Some(Err(Status::Fail));
    }
    narrow_to_mask(st, x, xb, xm, nx);
    narrow_to_mask(st, y, yb, ym, ny);
    Some(Ok(true))
}

/// Narrows `v`, whose domain is the mask `old` over `base`, to `new`, a
/// non-empty subset of it (nothing if it is all of it). The bounds moved
/// iff the lowest or the highest bit did: the masks say so without the
/// store reading both domains' ends.
#[inline]
fn narrow_to_mask(st: &mut Store, v: Var, base: i64, old: u64, new: u64) {
    // Often nothing moved (abs runs on each bounds change of either
    // side): that costs a comparison here, not a call.
    if new != old {
        narrow_to_new_mask(st, v, base, old, new);
    }
}

/// [`narrow_to_mask`] when `new` is a strict subset of `old`.
#[inline(never)]
fn narrow_to_new_mask(st: &mut Store, v: Var, base: i64, old: u64, new: u64) {
    let bounds = old.trailing_zeros() != new.trailing_zeros() || old.leading_zeros() != new.leading_zeros();
    st.narrow_with_bounds(v, Domain::from_mask(base, new).expect("a non-empty mask"), bounds);
}

/// The bits `i` of a mask over `base` whose values `base + i` lie in
/// `lo..=hi`. Every argument lies within ±2^61 (`abs_masks` reads only
/// masks whose values stay below 2^60 in magnitude), so the differences
/// fit in an i64.
#[inline]
fn range_mask(base: i64, lo: i64, hi: i64) -> u64 {
    let (l, h) = ((lo - base).max(0), (hi - base).min(63));
    if l > h {
        return 0;
    }
    u64::MAX >> (63 - (h - l)) << l
}

/// The least and greatest value of a non-empty mask over `base`.
#[inline]
fn mask_bounds(base: i64, m: u64) -> (i64, i64) {
    (base + m.trailing_zeros() as i64, base + 63 - m.leading_zeros() as i64)
}

/// `y = abs(x)` over masks, to the fixpoint of `arith::abs`: y within
/// the absolute bounds of x's bounds, and x within `±(min(y)..max(y))`,
/// until no bound moves. The domains change once each at the end, the
/// first to have narrowed first (so its subscribers queue as they would
/// have). None when a domain is not such a mask (or x is y).
#[inline]
pub(super) fn abs_masks(st: &mut Store, x: Var, y: Var) -> Option<Status> {
    const NEAR: i64 = 1 << 60;
    let (xb, x0) = st.dom(x).as_mask()?;
    let (yb, y0) = st.dom(y).as_mask()?;
    if x == y || xb.abs() >= NEAR || yb.abs() >= NEAR {
        return None;
    }
    let (mut xm, mut ym) = (x0, y0);
    let (mut xl, mut xh) = mask_bounds(xb, xm);
    // Whether y narrowed in the first round: if not, x narrowed first.
    let mut y_first = None;
    loop {
        let (lo, hi) = super::arith::abs_image(xl, xh);
        ym &= range_mask(yb, lo, hi);
        if ym == 0 {
            return Some(Status::Fail);
        }
        y_first.get_or_insert(ym != y0);
        let (yl, yh) = mask_bounds(yb, ym);
        xm &= range_mask(xb, yl, yh) | range_mask(xb, -yh, -yl);
        if xm == 0 {
            return Some(Status::Fail);
        }
        // y's narrowing reads only x's bounds, and x's only y's bounds,
        // which y's narrowing just set: when x's bounds stay, a second
        // round would change nothing.
        let now = mask_bounds(xb, xm);
        if now == (xl, xh) {
            break;
        }
        (xl, xh) = now;
    }
    if y_first == Some(false) {
        narrow_to_mask(st, x, xb, x0, xm);
        narrow_to_mask(st, y, yb, y0, ym);
    } else {
        narrow_to_mask(st, y, yb, y0, ym);
        narrow_to_mask(st, x, xb, x0, xm);
    }
    Some(if xm.is_power_of_two() && ym.is_power_of_two() { Status::Entailed } else { Status::Ok })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::rngs::SmallRng;
    use rand::{Rng, SeedableRng};

    /// Each domain keeps exactly its values with a partner in the other
    /// (the domain consistency of a binary equation), as enumeration
    /// finds them.
    #[test]
    fn masks_keep_the_supported_values() {
        let mut rng = SmallRng::seed_from_u64(5);
        for _ in 0..20_000 {
            let random_domain = |rng: &mut SmallRng| {
                let base = rng.random_range(-70..70);
                let width = rng.random_range(1..=64u32);
                let full = if width == 64 { u64::MAX } else { (1u64 << width) - 1 };
                Domain::from_mask(base, (rng.random::<u64>() | rng.random::<u64>()) & full | 1).expect("non-empty")
            };
            let (dx, dy) = (random_domain(&mut rng), random_domain(&mut rng));
            let negate = rng.random_bool(0.5);
            // x = kx + s*y and y = ky + s*x: ky is kx read backwards.
            let kx: i64 = rng.random_range(-90..90);
            let ky = if negate { kx } else { -kx };
            let image = |v: i64, k: i64| if negate { k - v } else { k + v };
            let want_x: Vec<i64> = dx.values().filter(|&v| dy.contains(image(v, ky))).collect();
            let want_y: Vec<i64> = dy.values().filter(|&w| dx.contains(image(w, kx))).collect();
            let mut st = Store::default();
            let (x, y) = (st.new_var(dx.clone(), 0), st.new_var(dy.clone(), 0));
            match binary_masks(&mut st, x, y, negate, kx, ky).expect("masks") {
                Err(status) => {
                    assert_eq!(status, Status::Fail);
                    assert!(want_x.is_empty(), "{dx:?} {dy:?} {negate} {kx}");
                }
                Ok(_) => {
                    let got_x: Vec<i64> = st.dom(x).values().collect();
                    let got_y: Vec<i64> = st.dom(y).values().collect();
                    assert_eq!((got_x, got_y), (want_x, want_y), "{dx:?} {dy:?} {negate} {kx}");
                }
            }
        }
    }
    /// `abs_masks` leaves what `arith::abs`'s rules leave, applied to
    /// value lists until no bound moves: y within the absolute bounds of
    /// x's bounds (and >= 0), then x within `±(min(y)..max(y))`.
    #[test]
    fn abs_on_masks_reaches_the_rules_fixpoint() {
        let mut rng = SmallRng::seed_from_u64(9);
        for _ in 0..20_000 {
            let random_domain = |rng: &mut SmallRng, lo: i64| {
                let base = rng.random_range(lo..20);
                let width = rng.random_range(1..=64u32);
                let full = if width == 64 { u64::MAX } else { (1u64 << width) - 1 };
                let m = if rng.random_bool(0.3) { full } else { rng.random::<u64>() & full | 1 };
                Domain::from_mask(base, m).expect("non-empty")
            };
            let (dx, dy) = (random_domain(&mut rng, -40), random_domain(&mut rng, -5));
            let (mut xs, mut ys): (Vec<i64>, Vec<i64>) = (dx.values().collect(), dy.values().collect());
            let want = loop {
                let (xl, xh) = (xs[0], xs[xs.len() - 1]);
                let (lo, hi) = if xl >= 0 {
                    (xl, xh)
                } else if xh <= 0 {
                    (-xh, -xl)
                } else {
                    (0, (-xl).max(xh))
                };
                let before = (xl, xh, ys[0], ys[ys.len() - 1]);
                ys.retain(|&v| v >= lo.max(0) && v <= hi);
                if ys.is_empty() {
                    break None;
                }
                let (yl, yh) = (ys[0], ys[ys.len() - 1]);
                xs.retain(|&v| v.abs() >= yl && v.abs() <= yh);
                if xs.is_empty() {
                    break None;
                }
                if before == (xs[0], xs[xs.len() - 1], ys[0], ys[ys.len() - 1]) {
                    break Some((xs.clone(), ys.clone()));
                }
            };
            let mut st = Store::default();
            let (x, y) = (st.new_var(dx.clone(), 0), st.new_var(dy.clone(), 0));
            let status = abs_masks(&mut st, x, y).expect("masks");
            match want {
                None => assert_eq!(status, Status::Fail, "{dx:?} {dy:?}"),
                Some((wx, wy)) => {
                    let got: (Vec<i64>, Vec<i64>) = (st.dom(x).values().collect(), st.dom(y).values().collect());
                    assert_eq!(got, (wx.clone(), wy.clone()), "{dx:?} {dy:?}");
                    let fixed = wx.len() == 1 && wy.len() == 1;
                    assert_eq!(status, if fixed { Status::Entailed } else { Status::Ok }, "{dx:?} {dy:?}");
                }
            }
        }
    }
}
