//! Float functions: conversion to and from integers (`float`, `integer`,
//! `truncate`, `round`, `ceiling`, `floor`, the float parts), `copysign`,
//! `nexttoward`, logarithms and the trigonometric family. Every computed
//! float passes [`check`], which turns NaN into `evaluation_error(undefined)`
//! and infinities into `evaluation_error(float_overflow)` (SWI's default
//! `float_overflow=error`, `float_undefined=error`).

use crate::arith::big::{BigInt, BigIntExt};

use super::rational::{self, Rounding};
use super::{AResult, ArithError, Number, FLOAT_OVERFLOW, UNDEFINED, ZERO_DIVISOR};

/// Accepts a computed float, or reports why it is not a number.
pub(crate) fn check(f: f64) -> AResult {
    if f.is_nan() {
        Err(UNDEFINED)
    } else if f.is_infinite() {
        Err(FLOAT_OVERFLOW)
    } else {
        Ok(Number::Float(f))
    }
}

/// The argument as a float; integers beyond the float range overflow.
pub(crate) fn to_float(n: &Number) -> Result<f64, ArithError> {
    match n {
        Number::Float(f) => Ok(*f),
        Number::Int(i) => Ok(*i as f64),
        Number::Big(_) | Number::Rat(_) => {
            let f = n.to_f64();
            if f.is_finite() {
                Ok(f)
            } else {
                Err(FLOAT_OVERFLOW)
            }
        }
    }
}

/// Applies a float function to one argument and checks the result.
pub(crate) fn unary(x: &Number, f: impl Fn(f64) -> f64) -> AResult {
    check(f(to_float(x)?))
}

/// Rounds a float to an integer with `round_fn` (`f64::round` rounds half
/// away from zero, as ISO's `round/1` does), a rational the same way
/// exactly (`how`); integers are returned as is. Huge floats become exact
/// big integers: `truncate(1.0e20)`.
pub(crate) fn to_integer(x: &Number, round_fn: fn(f64) -> f64, how: Rounding) -> AResult {
    let f = match x {
        Number::Float(f) => *f,
        Number::Rat(r) => return Ok(rational::round(r, how)),
        _ => return Ok(x.clone()),
    };
    if !f.is_finite() {
        return Err(UNDEFINED);
    }
    let r = round_fn(f);
    // Below 2^63 in magnitude the cast is exact.
    if r.abs() < 9.223_372_036_854_776e18 {
        return Ok(Number::Int(r as i64));
    }
    Ok(Number::from_bigint(BigInt::from_f64_trunc(r).unwrap_or_default()))
}

/// `float_integer_part/1`: integers are their own integer part, a
/// rational's is the integer it truncates to (SWI).
pub(crate) fn float_integer_part(x: &Number) -> AResult {
    match x {
        Number::Float(f) => Ok(Number::Float(f.trunc())),
        Number::Rat(r) => Ok(rational::round(r, Rounding::Truncate)),
        _ => Ok(x.clone()),
    }
}

/// `float_fractional_part/1`: keeps the sign, `-2.5` gives `-0.5`; an
/// integer's fractional part is the integer 0 (SWI).
pub(crate) fn float_fractional_part(x: &Number) -> AResult {
    match x {
        Number::Float(f) if f.is_infinite() => Ok(Number::Float(0.0)),
        Number::Float(f) => check(f - f.trunc()),
        Number::Rat(r) => rational::sub(x, &rational::round(r, Rounding::Truncate)),
        _ => Ok(Number::Int(0)),
    }
}

/// `copysign(X, Y)`: magnitude of X, sign bit of Y, as a float.
pub(crate) fn copysign(x: &Number, y: &Number) -> AResult {
    Ok(Number::Float(to_float(x)?.copysign(to_float(y)?)))
}

/// `nexttoward(X, Y)`: the float next to X in the direction of Y.
pub(crate) fn nexttoward(x: &Number, y: &Number) -> AResult {
    let (a, b) = (to_float(x)?, to_float(y)?);
    if a.is_nan() || b.is_nan() {
        return Err(UNDEFINED);
    }
    if a == b {
        return Ok(Number::Float(a));
    }
    let next = if a == 0.0 {
        // The smallest subnormal, on the side of Y.
        f64::from_bits(1).copysign(b)
    } else if (b > a) == (a > 0.0) {
        f64::from_bits(a.to_bits() + 1)
    } else {
        f64::from_bits(a.to_bits() - 1)
    };
    check(next)
}

/// `atan2(Y, X)` and `atan(Y, X)`; ISO makes `atan2(0, 0)` undefined.
pub(crate) fn atan2(y: &Number, x: &Number) -> AResult {
    let (a, b) = (to_float(y)?, to_float(x)?);
    if a == 0.0 && b == 0.0 {
        return Err(UNDEFINED);
    }
    check(a.atan2(b))
}

/// `cot(X) = 1 / tan(X)`; the pole at zero is a zero division.
pub(crate) fn cot(x: &Number) -> AResult {
    let t = to_float(x)?.tan();
    if t == 0.0 {
        return Err(ZERO_DIVISOR);
    }
    check(1.0 / t)
}

/// log2 of a positive number; big integers beyond the float range are
/// scaled down first so that `log(2**2000)` still has an answer.
fn log2_positive(x: &Number) -> f64 {
    match x {
        Number::Big(b) if !x.to_f64().is_finite() => {
            let shift = b.bits() - 64;
            (b >> shift as usize).to_f64_nearest().log2() + shift as f64
        }
        _ => x.to_f64().log2(),
    }
}

/// ISO: the logarithm of zero or a negative number is undefined.
fn require_positive(x: &Number) -> Result<(), ArithError> {
    if x.signum() <= 0 && !x.is_nan() {
        Err(UNDEFINED)
    } else {
        Ok(())
    }
}

pub(crate) fn log(x: &Number) -> AResult {
    require_positive(x)?;
    match x {
        Number::Big(_) => check(log2_positive(x) * std::f64::consts::LN_2),
        _ => check(x.to_f64().ln()),
    }
}

pub(crate) fn log2(x: &Number) -> AResult {
    require_positive(x)?;
    check(log2_positive(x))
}

pub(crate) fn log10(x: &Number) -> AResult {
    require_positive(x)?;
    match x {
        Number::Big(_) => check(log2_positive(x) * std::f64::consts::LOG10_2),
        _ => check(x.to_f64().log10()),
    }
}

/// `log(Base, X)`: logarithm of X in base Base; base 1 has no logarithms.
pub(crate) fn log_base(base: &Number, x: &Number) -> AResult {
    require_positive(base)?;
    require_positive(x)?;
    let lb = log2_positive(base);
    if lb == 0.0 {
        return Err(UNDEFINED);
    }
    check(log2_positive(x) / lb)
}
