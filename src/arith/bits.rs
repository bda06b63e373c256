//! Bit functions on integers of any size, with two's complement semantics
//! for negative numbers: shifts (`>>` is arithmetic, a negative count
//! shifts the other way), `/\`, `\/`, `xor`, `\`, `msb`, `lsb`,
//! `popcount` and `getbit`.

use crate::arith::big::{BigInt, BigIntExt};

use super::basic::{big, guard_bits};
use super::integer::require_int;
use super::number::bit_len;
use super::{AResult, ArithError, Number};

/// A shift count: `Ok(n)` when it fits `i64`, `Err(positive)` for counts
/// so large that only their sign matters.
fn count(n: &Number) -> Result<i64, bool> {
    match n {
        Number::Int(i) => Ok(*i),
        Number::Big(b) => b.to_i64().ok_or(b.is_positive()),
        Number::Float(_) | Number::Rat(_) => Ok(0),
    }
}

/// Shift left by `n >= 0` (given as u64 so `-i64::MIN` is representable).
fn shift_left(a: &Number, n: u64) -> AResult {
    if a.is_zero() {
        return Ok(Number::Int(0));
    }
    if let Number::Int(x) = a {
        if n < 63 {
            let r = x << n;
            if r >> n == *x {
                return Ok(Number::Int(r));
            }
        }
    }
    let b = big(a);
    guard_bits(bit_len(&b).saturating_add(n))?;
    Ok(Number::from_bigint(b << n as usize))
}

/// Arithmetic shift right by `n >= 0`: rounds toward negative infinity.
fn shift_right(a: &Number, n: u64) -> Number {
    match a {
        Number::Int(x) => Number::Int(if n >= 64 {
            if *x < 0 {
                -1
            } else {
                0
            }
        } else {
            x >> n
        }),
        _ => {
            let b = big(a);
            if n >= bit_len(&b) {
                Number::Int(if b.is_negative() { -1 } else { 0 })
            } else {
                Number::from_bigint(b >> n as usize)
            }
        }
    }
}

/// Everything shifted past its highest bit: 0 or -1.
fn sign_fill(a: &Number) -> Number {
    Number::Int(if a.signum() < 0 { -1 } else { 0 })
}

pub fn shl(a: &Number, n: &Number) -> AResult {
    require_int(a)?;
    require_int(n)?;
    match count(n) {
        Ok(k) if k >= 0 => shift_left(a, k as u64),
        Ok(k) => Ok(shift_right(a, k.unsigned_abs())),
        Err(true) if a.is_zero() => Ok(Number::Int(0)),
        Err(true) => Err(ArithError::ResourceMemory),
        Err(false) => Ok(sign_fill(a)),
    }
}

pub fn shr(a: &Number, n: &Number) -> AResult {
    require_int(a)?;
    require_int(n)?;
    match count(n) {
        Ok(k) if k >= 0 => Ok(shift_right(a, k as u64)),
        Ok(k) => shift_left(a, k.unsigned_abs()),
        Err(true) => Ok(sign_fill(a)),
        Err(false) if a.is_zero() => Ok(Number::Int(0)),
        Err(false) => Err(ArithError::ResourceMemory),
    }
}

/// Shared shape of the binary bitwise operators.
fn bitwise(a: &Number, b: &Number, small: fn(i64, i64) -> i64, large: fn(BigInt, BigInt) -> BigInt) -> AResult {
    require_int(a)?;
    require_int(b)?;
    if let (Number::Int(x), Number::Int(y)) = (a, b) {
        return Ok(Number::Int(small(*x, *y)));
    }
    Ok(Number::from_bigint(large(big(a), big(b))))
}

pub fn and(a: &Number, b: &Number) -> AResult {
    bitwise(a, b, |x, y| x & y, |x, y| x & y)
}

pub fn or(a: &Number, b: &Number) -> AResult {
    bitwise(a, b, |x, y| x | y, |x, y| x | y)
}

pub fn xor(a: &Number, b: &Number) -> AResult {
    bitwise(a, b, |x, y| x ^ y, |x, y| x ^ y)
}

/// `\X`: bitwise complement, `-X - 1`.
pub fn not(a: &Number) -> AResult {
    require_int(a)?;
    Ok(match a {
        Number::Int(x) => Number::Int(!x),
        _ => Number::from_bigint(-big(a) - 1),
    })
}

/// Requires a positive integer (SWI: `domain_error(not_less_than_one, N)`).
fn require_positive(a: &Number) -> Result<BigInt, ArithError> {
    require_int(a)?;
    if a.signum() <= 0 {
        return Err(ArithError::Domain("not_less_than_one", a.clone()));
    }
    Ok(big(a))
}

fn require_non_negative(a: &Number) -> Result<(), ArithError> {
    require_int(a)?;
    if a.signum() < 0 {
        return Err(ArithError::Domain("not_less_than_zero", a.clone()));
    }
    Ok(())
}

/// `msb(N)`: index of the highest set bit of a positive integer.
pub fn msb(a: &Number) -> AResult {
    if let Number::Int(x) = a {
        if *x > 0 {
            return Ok(Number::Int(63 - x.leading_zeros() as i64));
        }
    }
    Ok(Number::Int(bit_len(&require_positive(a)?) as i64 - 1))
}

/// `lsb(N)`: index of the lowest set bit of a positive integer.
pub fn lsb(a: &Number) -> AResult {
    let b = require_positive(a)?;
    Ok(Number::Int(b.trailing_zeros().unwrap_or(0) as i64))
}

/// `popcount(N)`: number of set bits of a non-negative integer.
pub fn popcount(a: &Number) -> AResult {
    require_non_negative(a)?;
    Ok(Number::Int(match a {
        Number::Int(x) => x.count_ones() as i64,
        _ => big(a).count_ones_magnitude() as i64,
    }))
}

/// `getbit(N, I)`: bit I of the non-negative integer N, as 0 or 1.
pub fn getbit(a: &Number, i: &Number) -> AResult {
    require_non_negative(a)?;
    require_non_negative(i)?;
    let bit = match count(i) {
        Ok(k) => big(a).test_bit(k as u64),
        Err(_) => false,
    };
    Ok(Number::Int(bit as i64))
}
