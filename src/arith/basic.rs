//! The everyday functions: `+ - * /`, negation, `abs`, `sign`, `min`,
//! `max` and the two powers `**` and `^`. Integer results are exact
//! (overflowing `i64` promotes to a big integer); any float operand makes
//! the result a float, checked for overflow and NaN; otherwise a rational
//! operand makes the computation exact in `rational.rs`.

use crate::arith::big::{BigInt, BigIntExt};

use super::float::{check, to_float};
use super::number::{bit_len, ratio_to_f64};
use super::rational;
use super::{max_int_bits, AResult, ArithError, Number, UNDEFINED, ZERO_DIVISOR};

/// The value of an integer `Number` as a `BigInt` (floats give zero; callers
/// only pass integers).
pub(crate) fn big(n: &Number) -> BigInt {
    n.to_bigint().unwrap_or_default()
}

/// Fails with `resource_error(memory)` when an integer result would need
/// more than [`max_int_bits`] bits.
pub(crate) fn guard_bits(bits: u64) -> Result<(), ArithError> {
    if bits > max_int_bits() {
        Err(ArithError::ResourceMemory)
    } else {
        Ok(())
    }
}

pub fn add(a: &Number, b: &Number) -> AResult {
    match (a, b) {
        (Number::Int(x), Number::Int(y)) => Ok(match x.checked_add(*y) {
            Some(r) => Number::Int(r),
            None => Number::Big(BigInt::from(*x) + y),
        }),
        (Number::Float(_), _) | (_, Number::Float(_)) => check(to_float(a)? + to_float(b)?),
        (Number::Rat(_), _) | (_, Number::Rat(_)) => rational::add(a, b),
        _ => Ok(Number::from_bigint(big(a) + big(b))),
    }
}

pub fn sub(a: &Number, b: &Number) -> AResult {
    match (a, b) {
        (Number::Int(x), Number::Int(y)) => Ok(match x.checked_sub(*y) {
            Some(r) => Number::Int(r),
            None => Number::Big(BigInt::from(*x) - y),
        }),
        (Number::Float(_), _) | (_, Number::Float(_)) => check(to_float(a)? - to_float(b)?),
        (Number::Rat(_), _) | (_, Number::Rat(_)) => rational::sub(a, b),
        _ => Ok(Number::from_bigint(big(a) - big(b))),
    }
}

pub fn mul(a: &Number, b: &Number, stop: &super::Stop) -> AResult {
    match (a, b) {
        (Number::Int(x), Number::Int(y)) => Ok(match x.checked_mul(*y) {
            Some(r) => Number::Int(r),
            None => Number::Big(BigInt::from(*x) * y),
        }),
        (Number::Float(_), _) | (_, Number::Float(_)) => check(to_float(a)? * to_float(b)?),
        (Number::Rat(_), _) | (_, Number::Rat(_)) => rational::mul(a, b),
        // A big integer times a small one (a product loop) without a
        // copy of the big operand.
        (Number::Big(x), Number::Int(y)) | (Number::Int(y), Number::Big(x)) => {
            guard_bits(bit_len(x) + 64)?;
            Ok(Number::from_bigint(x * *y))
        }
        _ => {
            let (x, y) = (big(a), big(b));
            guard_bits(bit_len(&x) + bit_len(&y))?;
            Ok(Number::from_bigint(super::bigmul::mul_signed(&x, &y, stop)?))
        }
    }
}

/// `/`: exact integer quotient when the division is exact, otherwise the
/// nearest float, or with `prefer_rationals` the rational (SWI with
/// `iso=false`). A rational operand makes the quotient exact.
pub fn divide(a: &Number, b: &Number, prefer_rationals: bool) -> AResult {
    match (a, b) {
        (Number::Float(_), _) | (_, Number::Float(_)) => {
            let (x, y) = (to_float(a)?, to_float(b)?);
            if y == 0.0 {
                // 0/0 has no sensible limit; x/0 does, but is still a zero division.
                return Err(if x == 0.0 || x.is_nan() { UNDEFINED } else { ZERO_DIVISOR });
            }
            check(x / y)
        }
        (Number::Rat(_), _) | (_, Number::Rat(_)) => rational::div(a, b),
        (Number::Int(x), Number::Int(y)) => {
            if *y == 0 {
                return Err(ZERO_DIVISOR);
            }
            // checked_rem is None only for i64::MIN % -1, which divides exactly.
            if matches!(x.checked_rem(*y), Some(0) | None) {
                return Ok(match x.checked_div(*y) {
                    Some(q) => Number::Int(q),
                    None => Number::Big(-BigInt::from(*x)),
                });
            }
            if prefer_rationals {
                return rational::div(a, b);
            }
            // Within 2^53 both convert exactly, so one rounding happens.
            const EXACT: u64 = 1 << 53;
            if x.unsigned_abs() <= EXACT && y.unsigned_abs() <= EXACT {
                check(*x as f64 / *y as f64)
            } else {
                check(ratio_to_f64(&BigInt::from(*x), &BigInt::from(*y)))
            }
        }
        _ => {
            let (x, y) = (big(a), big(b));
            if y.is_zero() {
                return Err(ZERO_DIVISOR);
            }
            let (q, r) = x.div_rem_trunc(&y);
            if r.is_zero() {
                Ok(Number::from_bigint(q))
            } else if prefer_rationals {
                rational::div(a, b)
            } else {
                check(ratio_to_f64(&x, &y))
            }
        }
    }
}

pub fn neg(a: &Number) -> Number {
    match a {
        Number::Int(x) => match x.checked_neg() {
            Some(r) => Number::Int(r),
            None => Number::Big(-BigInt::from(*x)),
        },
        Number::Big(b) => Number::from_bigint(-b),
        Number::Rat(r) => rational::neg(r),
        Number::Float(f) => Number::Float(-f),
    }
}

pub fn abs(a: &Number) -> Number {
    match a {
        Number::Int(x) => match x.checked_abs() {
            Some(r) => Number::Int(r),
            None => Number::Big(BigInt::from(*x).abs()),
        },
        Number::Big(b) => Number::Big(b.abs()),
        Number::Rat(r) => rational::abs(r),
        Number::Float(f) => Number::Float(f.abs()),
    }
}

/// `sign/1`: -1, 0 or 1 of the argument's type; `sign(-0.0)` is `0.0`.
pub fn sign(a: &Number) -> Number {
    match a {
        Number::Float(f) if f.is_nan() => Number::Float(*f),
        Number::Float(_) => Number::Float(a.signum() as f64),
        _ => Number::Int(a.signum() as i64),
    }
}

/// `min/2` and `max/2` share this: NaN loses to any number, and on a tie
/// between an integer and a float the float wins (as in SWI), so
/// `max(1, 1.0)` is `1.0`. Between `0.0` and `-0.0`, `max` takes `0.0`.
fn pick(a: &Number, b: &Number, want_max: bool) -> Number {
    if a.is_nan() {
        return b.clone();
    }
    if b.is_nan() {
        return a.clone();
    }
    use std::cmp::Ordering::*;
    match (a.compare(b), want_max) {
        (Greater, true) | (Less, false) => a.clone(),
        (Less, true) | (Greater, false) => b.clone(),
        (Equal, _) => match (a, b) {
            (Number::Float(x), Number::Float(y)) => {
                // Equal floats differ at most in the sign of zero.
                let a_neg = x.is_sign_negative() && !y.is_sign_negative();
                if a_neg == want_max {
                    b.clone()
                } else {
                    a.clone()
                }
            }
            (Number::Float(_), _) => a.clone(),
            _ => b.clone(),
        },
    }
}

pub fn min(a: &Number, b: &Number) -> Number {
    pick(a, b, false)
}

pub fn max(a: &Number, b: &Number) -> Number {
    pick(a, b, true)
}

/// `**` (`caret == false`) and `^` (`caret == true`). With two integers
/// both give an exact integer for a non-negative exponent. For a negative
/// exponent `**` gives a float (SWI), while `^` follows ISO: only bases 1
/// and -1 are allowed, others raise `type_error(float, Base)`; with
/// `prefer_rationals` both give the exact rational. Base 0 with a negative
/// exponent is a zero division either way. A rational base with an integer
/// exponent is exact; a rational exponent is exact where the root is
/// (`4 ** 1r2` is 2), a float otherwise. A long integer power looks at
/// `stop` between squarings.
pub fn pow(a: &Number, b: &Number, caret: bool, prefer_rationals: bool, stop: &super::Stop) -> AResult {
    if a.is_float() || b.is_float() {
        return float_pow(a, b);
    }
    if let Number::Rat(e) = b {
        if a.is_zero() && e.is_negative() {
            return Err(ZERO_DIVISOR);
        }
        return rational::exact_root_pow(a, e).unwrap_or_else(|| float_pow(a, b));
    }
    if matches!(a, Number::Rat(_)) {
        return rational::pow_int(a, b);
    }
    if b.signum() >= 0 {
        return int_pow(a, b, stop);
    }
    if prefer_rationals {
        return rational::pow_int(a, b);
    }
    // Negative integer exponent.
    match a {
        Number::Int(0) => Err(ZERO_DIVISOR),
        Number::Int(1) => Ok(Number::Int(1)),
        Number::Int(-1) => Ok(Number::Int(if is_odd(b) { -1 } else { 1 })),
        _ if caret => Err(ArithError::TypeFloat(a.clone())),
        _ => {
            // |base| >= 2, so the result is tiny; an infinite base float
            // correctly yields 0.0 here rather than an overflow.
            check(a.to_f64().powf(b.to_f64()))
        }
    }
}

/// A power computed in floats (some operand is a float, or the root of a
/// rational exponent is not exact).
fn float_pow(a: &Number, b: &Number) -> AResult {
    let (x, y) = (to_float(a)?, to_float(b)?);
    if x == 0.0 && y < 0.0 {
        return Err(ZERO_DIVISOR);
    }
    check(x.powf(y))
}

fn is_odd(n: &Number) -> bool {
    match n {
        Number::Int(i) => i & 1 == 1,
        Number::Big(b) => b.is_odd(),
        Number::Rat(_) | Number::Float(_) => false,
    }
}

/// `base ^ exp` for integers with `exp >= 0`, refusing results beyond
/// [`max_int_bits`] before computing them. A power of two is a shift.
pub(crate) fn int_pow(base: &Number, exp: &Number, stop: &super::Stop) -> AResult {
    match base {
        Number::Int(0) => return Ok(Number::Int(if exp.is_zero() { 1 } else { 0 })),
        Number::Int(1) => return Ok(Number::Int(1)),
        Number::Int(-1) => return Ok(Number::Int(if is_odd(exp) { -1 } else { 1 })),
        _ => {}
    }
    let e = match exp {
        Number::Int(e) => *e as u64,
        _ => return Err(ArithError::ResourceMemory),
    };
    let base_big = big(base);
    // |base| >= 2 here, so the result has at least (bits - 1) * e + 1 bits.
    let bits_lower = (bit_len(&base_big) - 1) as u128 * e as u128 + 1;
    if bits_lower > max_int_bits() as u128 {
        return Err(ArithError::ResourceMemory);
    }
    if let (Number::Int(b), Ok(e32)) = (base, u32::try_from(e)) {
        if let Some(r) = b.checked_pow(e32) {
            return Ok(Number::Int(r));
        }
    }
    if let Number::Int(b) = base {
        if b.unsigned_abs().is_power_of_two() {
            // (±2^k)^e = ±2^(k*e): linear time where squarings are not.
            let shift = b.unsigned_abs().trailing_zeros() as usize * e as usize;
            let magnitude = BigInt::ONE << shift;
            return Ok(Number::from_bigint(if *b < 0 && e % 2 == 1 { -magnitude } else { magnitude }));
        }
    }
    Ok(Number::from_bigint(super::big_pow::pow(&base_big, e, bits_lower, stop)?))
}
