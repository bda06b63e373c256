//! `x = ±y + c` (unit coefficients) when both domains are single
//! intervals wider than the masks of `binary_masks.rs`: the image of an
//! interval under a shift or a negation is an interval, so each side's
//! projection is two bounds, not a domain built, shifted and
//! intersected (`Y #= X + 1` over `0..99` as posted, the start times of
//! a schedule). It reaches the same domains as the general projection.

use super::Status;
use crate::clpfd::domain::Domain;
use crate::clpfd::store::{Store, Var};

/// Bounds this far inside the range are exact images under `±v + k`.
const NEAR: i64 = 1 << 60;

/// `binary_domains` over two intervals far inside the range: x narrowed
/// to the image `kx ± y` of y's interval, then y to the image `ky ± x` of
/// x's new one (`negate` for the minus sign). None when a domain is not
/// one interval (or x is y): the general projection then runs.
#[inline]
pub(super) fn interval_pair(
    st: &mut Store,
    x: Var,
    y: Var,
    negate: bool,
    kx: i64,
    ky: i64,
) -> Option<Result<bool, Status>> {
    let (&Domain::Range((xl, xh)), &Domain::Range((yl, yh))) = (st.dom(x), st.dom(y)) else { return None };
    let inside = |v: i64| v.abs() < NEAR;
    if x == y || ![xl, xh, yl, yh, kx, ky].into_iter().all(inside) {
        return None;
    }
    let image = |k: i64, lo: i64, hi: i64| if negate { (k - hi, k - lo) } else { (k + lo, k + hi) };
    let (il, ih) = image(kx, yl, yh);
    let (nxl, nxh) = (xl.max(il), xh.min(ih));
    if nxl > nxh {
        return Some(Err(Status::Fail));
    }
    let (jl, jh) = image(ky, nxl, nxh);
    let (nyl, nyh) = (yl.max(jl), yh.min(jh));
    if nyl > nyh {
        return Some(Err(Status::Fail));
    }
    if (nxl, nxh) != (xl, xh) {
        st.narrow_finite_bounds(x, nxl, nxh);
    }
    if (nyl, nyh) != (yl, yh) {
        st.narrow_finite_bounds(y, nyl, nyh);
    }
    Some(Ok(true))
}
