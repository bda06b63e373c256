//! The system's own algorithms for very large integers, above sizes where
//! they beat the library's (dashu-int, `big.rs`): products by a
//! number-theoretic transform (`ntt.rs` over `field.rs`), quotients by
//! Newton's reciprocal on those products (`newton.rs`), decimal text by
//! divide and conquer on those quotients (`decimal.rs`). They work on the
//! library's 64-bit words, so every big integer stays a library value;
//! on targets whose words are 32 bits (wasm32) the library does it all.

// On 32-bit targets only the library's algorithms are called.
#![cfg_attr(not(target_pointer_width = "64"), allow(dead_code))]

mod crt;
mod decimal;
mod field;
mod newton;
pub(crate) mod ntt;

use super::big::{BigInt, BigIntExt, Sign, UBig};
use crate::host::stop::{Stop, Stopped};

/// Products whose smaller operand has at least this many 64-bit limbs go
/// to the transform (measured: see benches/README.md, "Big integers").
pub const MUL_THRESHOLD: usize = 2000;
/// Squares of at least this many limbs go to the transform.
pub const SQUARE_THRESHOLD: usize = 2000;

/// Divisions whose divisor and quotient both have at least this many
/// limbs go to Newton's reciprocal.
pub const DIV_THRESHOLD: usize = 2500;

/// `a * b`.
pub fn mul(a: &UBig, b: &UBig) -> UBig {
    #[cfg(target_pointer_width = "64")]
    {
        let (x, y) = (a.as_words(), b.as_words());
        if x.len().min(y.len()) >= MUL_THRESHOLD {
            return UBig::from_words(&ntt::multiply(x, y));
        }
    }
    a * b
}

/// `a * a`.
pub fn square(a: &UBig) -> UBig {
    #[cfg(target_pointer_width = "64")]
    {
        let x = a.as_words();
        if x.len() >= SQUARE_THRESHOLD {
            return UBig::from_words(&ntt::square(x));
        }
    }
    a.sqr()
}

/// `a * b` for signed integers. The magnitudes are copied only for the
/// transform (the library's product takes the signed values as they are).
pub fn mul_signed(a: &BigInt, b: &BigInt) -> BigInt {
    let (la, lb) = (a.as_sign_words().1.len(), b.as_sign_words().1.len());
    if cfg!(target_pointer_width = "64") && la.min(lb) >= MUL_THRESHOLD {
        let magnitude = mul(&a.magnitude(), &b.magnitude());
        let sign = if a.is_negative() != b.is_negative() { Sign::Negative } else { Sign::Positive };
        return BigInt::from_parts(sign, magnitude);
    }
    a * b
}

/// `(a / b, a % b)` for `b > 0`, truncating.
pub fn div_rem(a: &UBig, b: &UBig) -> (UBig, UBig) {
    #[cfg(target_pointer_width = "64")]
    {
        let (la, lb) = (a.as_words().len(), b.as_words().len());
        if lb >= DIV_THRESHOLD && la >= lb + DIV_THRESHOLD {
            return newton::div_rem(a, b);
        }
    }
    dashu_int::ops::DivRem::div_rem(a, b)
}

/// `(a / b, a % b)` for signed integers, `b != 0`: the quotient rounded
/// toward zero, the remainder with the sign of `a`.
pub fn div_rem_signed(a: &BigInt, b: &BigInt) -> (BigInt, BigInt) {
    let (la, lb) = (a.as_sign_words().1.len(), b.as_sign_words().1.len());
    if cfg!(target_pointer_width = "64") && lb >= DIV_THRESHOLD && la >= lb + DIV_THRESHOLD {
        let (q, r) = div_rem(&a.magnitude(), &b.magnitude());
        let q_sign = if a.is_negative() != b.is_negative() { Sign::Negative } else { Sign::Positive };
        let r_sign = if a.is_negative() { Sign::Negative } else { Sign::Positive };
        return (BigInt::from_parts(q_sign, q), BigInt::from_parts(r_sign, r));
    }
    dashu_int::ops::DivRem::div_rem(a, b)
}

/// The decimal digits of `n` (no sign); gives up when `stop`'s flag rises.
pub fn to_decimal(n: &UBig, stop: &Stop) -> Result<String, Stopped> {
    #[cfg(target_pointer_width = "64")]
    {
        decimal::to_decimal(n, stop)
    }
    #[cfg(not(target_pointer_width = "64"))]
    {
        stop.check()?;
        Ok(n.to_string())
    }
}

#[cfg(test)]
mod tests;
