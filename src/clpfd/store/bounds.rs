//! Bounds arithmetic shared by the store and the propagators: i64 bounds
//! widened to i128 and back (the infinities kept outside every finite
//! product), and the in-line unit case of a two-variable disequality.

use crate::clpfd::domain::{INF, SUP};

/// The value `k*value + k_other*other #\= c` excludes from `other` when
/// both coefficients are units (`X #\= Y`, `X #\= Y + C`: queens, most
/// disequalities) and it lies in the finite range, in i64 in line; None
/// for the general case (`ne2_exclude`, in i128, out of line).
#[inline(always)]
pub(super) fn unit_excluded(k: i64, value: i64, k_other: i64, c: i64) -> Option<i64> {
    if k.unsigned_abs() != 1 || k_other.unsigned_abs() != 1 {
        return None;
    }
    let e = c.checked_sub(value.checked_mul(k)?)?.checked_mul(k_other)?;
    (e != INF && e != SUP).then_some(e)
}

/// An i128 bound as an i64 value, infinite beyond the i64 range.
pub fn clamp(x: i128) -> i64 {
    if x <= i64::MIN as i128 {
        INF
    } else if x >= i64::MAX as i128 {
        SUP
    } else {
        x as i64
    }
}

/// An i64 bound as i128, with the infinities far outside any product of
/// finite values' range checks (so `inf` stays below every finite value).
#[inline]
pub fn wide(x: i64) -> i128 {
    match x {
        INF => -(1i128 << 100),
        SUP => 1i128 << 100,
        v => v as i128,
    }
}
