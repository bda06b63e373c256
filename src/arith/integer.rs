//! Integer-only functions: the division family (`//` truncating, `div`
//! flooring, `rem` with the sign of the dividend, `mod` with the sign of the
//! divisor), `gcd`, `lcm` and `powm`. Floats and rationals are rejected
//! with `type_error(integer, X)`, checking arguments left to right.

use crate::arith::big::{unsigned_bits, BigInt, BigIntExt};

use super::basic::{big, guard_bits};
use super::number::bit_len;
use super::{AResult, ArithError, Number, Stop, ZERO_DIVISOR};

/// Rejects floats and rationals with `type_error(integer, X)`.
#[inline(always)]
pub(crate) fn require_int(n: &Number) -> Result<(), ArithError> {
    match n {
        Number::Int(_) | Number::Big(_) => Ok(()),
        _ => Err(not_integer(n)),
    }
}

/// The error of [`require_int`], out of line: building it (a rational
/// culprit is cloned) would otherwise weigh on every integer function.
#[cold]
#[inline(never)]
fn not_integer(n: &Number) -> ArithError {
    ArithError::TypeInteger(n.clone())
}

/// Shared shape of the four division functions: type checks, zero check,
/// an `i64` fast path that returns `None` on overflow, and a big path.
/// Always in line, so that each function's small path is its own (whether
/// LLVM inlines it otherwise changes with the crate's code-generation
/// units: primes' `mod` cost 1.8% more instructions when it did not).
#[inline(always)]
fn divide_with(
    a: &Number,
    b: &Number,
    small: fn(i64, i64) -> Option<i64>,
    large: fn(&BigInt, &BigInt) -> BigInt,
) -> AResult {
    // Two small integers first: no type check is needed for them.
    if let (Number::Int(x), Number::Int(y)) = (a, b) {
        if *y != 0 {
            if let Some(r) = small(*x, *y) {
                return Ok(Number::Int(r));
            }
        }
    }
    divide_general(a, b, large)
}

/// [`divide_with`] past two small integers (or on their overflow).
#[inline(never)]
fn divide_general(a: &Number, b: &Number, large: fn(&BigInt, &BigInt) -> BigInt) -> AResult {
    require_int(a)?;
    require_int(b)?;
    if b.is_zero() {
        return Err(ZERO_DIVISOR);
    }
    Ok(Number::from_bigint(large(&big(a), &big(b))))
}

/// `//`: truncates toward zero (flag `integer_rounding_function=toward_zero`).
pub fn int_div(a: &Number, b: &Number) -> AResult {
    divide_with(a, b, int_div_i64, |x, y| x.div_rem_trunc(y).0)
}

/// `rem`: remainder of `//`, same sign as the dividend.
pub fn rem(a: &Number, b: &Number) -> AResult {
    divide_with(a, b, rem_i64, |x, y| x.div_rem_trunc(y).1)
}

/// `mod`: remainder of flooring division, same sign as the divisor.
pub fn modulo(a: &Number, b: &Number) -> AResult {
    divide_with(a, b, mod_i64, |x, y| x.mod_floor(y))
}

/// `div`: flooring division.
pub fn floor_div(a: &Number, b: &Number) -> AResult {
    divide_with(a, b, floor_div_i64, |x, y| x.div_floor(y))
}

// The four divisions of two small integers, shared by the evaluator above
// and the compiled arithmetic's fast path (machine/run_arith.rs): None for
// a zero divisor and for the one quotient past i64, i64::MIN by -1.

/// `//` of two small integers.
#[inline(always)]
pub fn int_div_i64(x: i64, y: i64) -> Option<i64> {
    x.checked_div(y)
}

/// `rem` of two small integers (i64::MIN rem -1 overflows in hardware but
/// is mathematically 0).
#[inline(always)]
pub fn rem_i64(x: i64, y: i64) -> Option<i64> {
    (y != 0).then(|| x.wrapping_rem(y))
}

/// `mod` of two small integers: the sign of the divisor.
#[inline(always)]
pub fn mod_i64(x: i64, y: i64) -> Option<i64> {
    let r = rem_i64(x, y)?;
    Some(if r != 0 && (r < 0) != (y < 0) { r + y } else { r })
}

/// `div` of two small integers: flooring.
#[inline(always)]
pub fn floor_div_i64(x: i64, y: i64) -> Option<i64> {
    let q = int_div_i64(x, y)?;
    Some(if x % y != 0 && (x < 0) != (y < 0) { q - 1 } else { q })
}

/// `gcd/2`: always non-negative; `gcd(0, 0)` is 0.
pub fn gcd(a: &Number, b: &Number, stop: &Stop) -> AResult {
    require_int(a)?;
    require_int(b)?;
    if let (Number::Int(x), Number::Int(y)) = (a, b) {
        // Magnitudes fit u64 even for i64::MIN; the result may be 2^63.
        let g = gcd_u64(x.unsigned_abs(), y.unsigned_abs());
        return Ok(Number::from_bigint(BigInt::from(g)));
    }
    Ok(Number::from_bigint(big_gcd(&big(a), &big(b), stop)?))
}

/// Binary gcd of two machine words (`gcd(0, b) = b`).
pub(super) fn gcd_u64(mut a: u64, mut b: u64) -> u64 {
    if a == 0 || b == 0 {
        return a | b;
    }
    let shift = (a | b).trailing_zeros();
    a >>= a.trailing_zeros();
    while b != 0 {
        b >>= b.trailing_zeros();
        if a > b {
            std::mem::swap(&mut a, &mut b);
        }
        b -= a;
    }
    a << shift
}

/// Operands of fewer bits than this (either of them) go to the library's
/// gcd, which is much faster (Lehmer's algorithm) but cannot be stopped;
/// at this size it takes under a second.
const STOPPABLE_GCD_BITS: u64 = 1 << 21;

/// The gcd of two big integers. Above [`STOPPABLE_GCD_BITS`] a binary
/// gcd runs here, looking at Ctrl-C (`stop`) every few dozen steps; a step
/// whose operands differ much in size is a remainder instead, as in
/// Euclid's algorithm.
fn big_gcd(a: &BigInt, b: &BigInt, stop: &Stop) -> Result<BigInt, ArithError> {
    if a.bits() < STOPPABLE_GCD_BITS || b.bits() < STOPPABLE_GCD_BITS {
        return Ok(a.gcd(b));
    }
    let (mut u, mut v) = (a.magnitude(), b.magnitude());
    let shift = u.trailing_zeros().unwrap_or(0).min(v.trailing_zeros().unwrap_or(0));
    u >>= u.trailing_zeros().unwrap_or(0);
    let mut steps = 0u32;
    // u is odd, v is not zero.
    while let Some(zeros) = v.trailing_zeros() {
        steps = steps.wrapping_add(1);
        if steps % 32 == 0 {
            stop.check()?;
        }
        v >>= zeros;
        if u > v {
            std::mem::swap(&mut u, &mut v);
        }
        if unsigned_bits(&v) > unsigned_bits(&u) + 64 {
            v %= &u;
        } else {
            v -= &u;
        }
    }
    Ok(BigInt::from(u << shift))
}

/// `lcm/2`: non-negative least common multiple; 0 if either is 0.
pub fn lcm(a: &Number, b: &Number, stop: &Stop) -> AResult {
    require_int(a)?;
    require_int(b)?;
    let (x, y) = (big(a), big(b));
    if x.is_zero() || y.is_zero() {
        return Ok(Number::Int(0));
    }
    guard_bits(bit_len(&x) + bit_len(&y))?;
    let g = big_gcd(&x, &y, stop)?;
    Ok(Number::from_bigint((x / g * y).abs()))
}

/// `powm(Base, Exp, Mod)`: `Base^Exp mod Mod` without the intermediate power.
pub fn powm(base: &Number, exp: &Number, modulus: &Number) -> AResult {
    require_int(base)?;
    require_int(exp)?;
    require_int(modulus)?;
    if modulus.signum() <= 0 {
        return Err(ArithError::Domain("not_less_than_one", modulus.clone()));
    }
    // SWI accepts only non-negative bases and exponents.
    for n in [base, exp] {
        if n.signum() < 0 {
            return Err(ArithError::Domain("not_less_than_zero", n.clone()));
        }
    }
    let m = big(modulus);
    Ok(Number::from_bigint(big(base).modpow(&big(exp), &m)))
}
