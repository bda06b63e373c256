//! The system's own algorithms for very large integers, above sizes where
//! they beat the library's (dashu-int, `big.rs`): products by a
//! number-theoretic transform (`ntt.rs` over `field.rs`, their tables of
//! roots in `roots.rs`), quotients by Newton's reciprocal on those
//! products (`newton.rs`, the quotient in pieces whose number `pieces.rs`
//! chooses), decimal text by
//! divide and conquer on those quotients (`decimal.rs`), greatest common
//! divisors by half-gcd on the products (`gcd.rs`). A factor of many
//! products keeps its transform (`Factor`), sums of products are added
//! up in the transform with each operand transformed once (`sums.rs`,
//! the half-gcd's 2x2 matrices), and a product needed only
//! modulo `2^K - 1` (a remainder known to be small) is a transform of
//! half the length (`mul_wrapped`). They work on the library's 64-bit
//! words, so every big integer stays a library value; on targets whose
//! words are 32 bits (wasm32) the library does it all but the gcd, whose
//! half-gcd is written on the library's operations.
//!
//! Each operation but the gcd has a form that gives up when Ctrl-C's flag
//! rises (`host/stop.rs`; `_stoppable`, looked at between the transforms'
//! stages), for the long computations of one builtin (a power, decimal
//! text), and a form without a flag for the products of other code. (A
//! gcd past 2^21 bits is `arith/integer.rs`'s stoppable binary gcd.)

// On 32-bit targets only the library's algorithms are called (and gcd.rs).
#![cfg_attr(not(target_pointer_width = "64"), allow(dead_code))]

mod crt;
mod decimal;
mod field;
mod gcd;
mod gcd_base;
#[cfg(target_arch = "x86_64")]
mod karatsuba;
mod newton;
pub(crate) mod ntt;
mod pieces;
mod roots;
mod sums;

pub use gcd::{gcd, GCD_THRESHOLD};

use dashu_int::ops::BitTest;
use dashu_int::Word;

use super::big::{BigInt, BigIntExt, Sign, UBig};
use crate::host::stop::{Stop, Stopped};

/// Products whose smaller operand has at least this many 64-bit limbs go
/// to the transform. Measured in CPU time, not instructions (the
/// library's Toom-3 runs at several instructions a cycle, the transform
/// at fewer, so counts put the crossover near 2,000 limbs): the transform
/// against the library, balanced products, 500 limbs 1.01x, 700 0.89x,
/// 1,000 0.71x, 1,500 0.58x, 2,000 0.56x; a 4:1 product 0.81x from 400
/// limbs (benches/README.md, "Big integers").
pub const MUL_THRESHOLD: usize = 700;
/// Squares of at least this many limbs go to the transform (CPU time
/// against the library's squaring: 650 limbs 1.02x, 700 0.84x, 1,000
/// 0.63x).
pub const SQUARE_THRESHOLD: usize = 700;

/// Divisions whose divisor and quotient both have at least this many
/// limbs go to Newton's reciprocal (on the products above, the decimal
/// text of 10^6 digits took 123 ms with 2,500, 110-114 with 1,000).
pub const DIV_THRESHOLD: usize = 1000;

/// The result of a computation given no flag, which nothing can stop.
fn unstopped<T>(result: Result<T, Stopped>) -> T {
    match result {
        Ok(value) => value,
        Err(Stopped) => unreachable!("a computation without a flag was stopped"),
    }
}

/// `a * b` (the half-gcd's products, which run below a stoppable caller).
pub fn mul(a: &UBig, b: &UBig) -> UBig {
    unstopped(mul_stoppable(a, b, &Stop::default()))
}

/// `a * b`; gives up when `stop`'s flag rises. Equal operands (`X * X`)
/// are squared, as GMP's `mpz_mul` does: a square transforms its operand
/// once, a product both (a third fewer transforms); below the transform,
/// the library's squaring is about two thirds of its product.
pub fn mul_stoppable(a: &UBig, b: &UBig, stop: &Stop) -> Result<UBig, Stopped> {
    if same_magnitude(a.as_words(), b.as_words()) {
        return square_stoppable(a, stop);
    }
    #[cfg(target_pointer_width = "64")]
    {
        let (x, y) = (a.as_words(), b.as_words());
        if x.len().min(y.len()) >= MUL_THRESHOLD {
            return Ok(UBig::from_words(&ntt::multiply(x, y, stop)?));
        }
    }
    let _ = stop;
    Ok(a * b)
}

/// Whether two magnitudes are equal, looked at only where a square pays:
/// from a few limbs (below, the library's product is as fast and the
/// comparison would be a cost of small products). Different operands
/// usually differ in their lowest limb, so the test costs one comparison;
/// equal ones cost a pass, far below their product.
fn same_magnitude(x: &[Word], y: &[Word]) -> bool {
    /// Limbs below which the library's product and square cost the same.
    const SQUARE_PAYS: usize = 8;
    x.len() >= SQUARE_PAYS && x == y
}

/// `a * a`; gives up when `stop`'s flag rises.
pub fn square_stoppable(a: &UBig, stop: &Stop) -> Result<UBig, Stopped> {
    #[cfg(target_pointer_width = "64")]
    {
        let x = a.as_words();
        if x.len() >= SQUARE_THRESHOLD {
            return Ok(UBig::from_words(&ntt::square(x, stop)?));
        }
    }
    let _ = stop;
    Ok(a.sqr())
}

/// `(a * b mod (2^K - 1), K)` for some `K` at least `min_bits` and the
/// operands' sizes: when the product's high part is known (a remainder
/// that is small, a Newton step whose top bits cancel), the low part is
/// recovered from this, which the transform computes at half the length.
/// Gives up when `stop`'s flag rises.
pub fn mul_wrapped(a: &UBig, b: &UBig, min_bits: usize, stop: &Stop) -> Result<(UBig, usize), Stopped> {
    #[cfg(target_pointer_width = "64")]
    {
        let (x, y) = (a.as_words(), b.as_words());
        if x.len().min(y.len()) >= MUL_THRESHOLD {
            let (limbs, k) = ntt::multiply_wrapped(x, y, min_bits, stop)?;
            return Ok((fold(UBig::from_words(&limbs), k), k));
        }
    }
    let k = min_bits.max(a.bit_len()).max(b.bit_len()).max(1);
    Ok((fold(mul_stoppable(a, b, stop)?, k), k))
}

/// `x mod (2^k - 1)`: the bits above `k` added to those below.
pub fn fold(mut x: UBig, k: usize) -> UBig {
    while x.bit_len() > k {
        let high = &x >> k;
        x = x - (&high << k) + high;
    }
    let modulus = (UBig::ONE << k) - UBig::ONE;
    if x >= modulus {
        x - modulus
    } else {
        x
    }
}

/// `x - y` from their residues modulo `2^k - 1`, for a difference known
/// to lie strictly between `-2^(k-2)` and `2^(k-2)`.
pub fn small_difference(x_mod: UBig, y_mod: UBig, k: usize) -> BigInt {
    let modulus = (UBig::ONE << k) - UBig::ONE;
    let t = if x_mod >= y_mod { x_mod - y_mod } else { x_mod + &modulus - y_mod };
    // t is the difference, or the modulus plus a negative one.
    if t.bit_len() < k - 1 {
        BigInt::from(t)
    } else {
        BigInt::from(t) - BigInt::from(modulus)
    }
}

/// A factor of many products (a divisor or its reciprocal dividing many
/// numbers): when large, its transform is computed once. Its making and
/// its products give up when `stop`'s flag rises.
pub struct Factor {
    value: UBig,
    /// For products modulo `2^K - 1` (`mul_wrapped`), `K` at least this.
    wrap_bits: Option<usize>,
    #[cfg(target_pointer_width = "64")]
    prepared: Option<ntt::Prepared>,
}

impl Factor {
    /// `value` for products by numbers of up to about `max_other_bits`.
    pub fn new(value: UBig, max_other_bits: usize, stop: &Stop) -> Result<Factor, Stopped> {
        Factor::prepare(value, max_other_bits, None, stop)
    }

    /// `value` for products modulo `2^K - 1`, `K >= min_bits`, by numbers
    /// of up to about `max_other_bits` (`mul_wrapped`).
    pub fn new_wrapped(value: UBig, max_other_bits: usize, min_bits: usize, stop: &Stop) -> Result<Factor, Stopped> {
        Factor::prepare(value, max_other_bits, Some(min_bits), stop)
    }

    fn prepare(value: UBig, max_other_bits: usize, wrap_bits: Option<usize>, stop: &Stop) -> Result<Factor, Stopped> {
        #[cfg(target_pointer_width = "64")]
        {
            let max_other = max_other_bits.div_ceil(64);
            let words = value.as_words();
            let prepared = (words.len().min(max_other) >= MUL_THRESHOLD)
                .then(|| match wrap_bits {
                    Some(min_bits) => ntt::Prepared::new_wrapped(words, max_other, min_bits, stop),
                    None => ntt::Prepared::new(words, max_other, stop),
                })
                .transpose()?;
            Ok(Factor { value, wrap_bits, prepared })
        }
        #[cfg(not(target_pointer_width = "64"))]
        {
            let _ = (max_other_bits, stop);
            Ok(Factor { value, wrap_bits })
        }
    }

    pub fn value(&self) -> &UBig {
        &self.value
    }

    /// The prepared transform when it suits an operand of `len` limbs:
    /// an operand much shorter than planned for costs less in a
    /// transform of its own size.
    #[cfg(target_pointer_width = "64")]
    fn prepared_for(&self, len: usize) -> Option<&ntt::Prepared> {
        self.prepared.as_ref().filter(|p| len >= MUL_THRESHOLD && len <= p.max_other() && 2 * len >= p.max_other())
    }

    /// `a * value`.
    pub fn mul(&self, a: &UBig, stop: &Stop) -> Result<UBig, Stopped> {
        #[cfg(target_pointer_width = "64")]
        {
            if let Some(prepared) = self.prepared_for(a.as_words().len()).filter(|_| self.wrap_bits.is_none()) {
                return Ok(UBig::from_words(&prepared.multiply(a.as_words(), stop)?));
            }
        }
        mul_stoppable(a, &self.value, stop)
    }

    /// `(a * value mod (2^K - 1), K)` as [`mul_wrapped`] for a factor
    /// made by `new_wrapped`.
    pub fn mul_wrapped(&self, a: &UBig, stop: &Stop) -> Result<(UBig, usize), Stopped> {
        let min_bits = self.wrap_bits.expect("a factor for wrapped products");
        #[cfg(target_pointer_width = "64")]
        {
            if let Some(prepared) = self.prepared_for(a.as_words().len()) {
                let k = prepared.modulus_bits();
                return Ok((fold(UBig::from_words(&prepared.multiply(a.as_words(), stop)?), k), k));
            }
        }
        mul_wrapped(a, &self.value, min_bits, stop)
    }
}

/// `a * b` for signed integers; gives up when `stop`'s flag rises (only
/// a transform can run long enough to look at it). The magnitudes are
/// copied only for the transform (the library's product takes the signed
/// values as they are).
pub fn mul_signed(a: &BigInt, b: &BigInt, stop: &Stop) -> Result<BigInt, Stopped> {
    let (la, lb) = (a.as_sign_words().1.len(), b.as_sign_words().1.len());
    let same = same_magnitude(a.as_sign_words().1, b.as_sign_words().1);
    if same || cfg!(target_pointer_width = "64") && la.min(lb) >= MUL_THRESHOLD {
        let magnitude = if same {
            square_stoppable(&a.magnitude(), stop)?
        } else {
            mul_stoppable(&a.magnitude(), &b.magnitude(), stop)?
        };
        let sign = if a.is_negative() != b.is_negative() { Sign::Negative } else { Sign::Positive };
        return Ok(BigInt::from_parts(sign, magnitude));
    }
    Ok(a * b)
}

/// `(a / b, a % b)` for `b > 0`, truncating.
pub fn div_rem(a: &UBig, b: &UBig) -> (UBig, UBig) {
    unstopped(div_rem_stoppable(a, b, &Stop::default()))
}

/// `(a / b, a % b)` for `b > 0`, truncating; gives up when `stop`'s flag
/// rises.
pub fn div_rem_stoppable(a: &UBig, b: &UBig, stop: &Stop) -> Result<(UBig, UBig), Stopped> {
    #[cfg(target_pointer_width = "64")]
    {
        let (la, lb) = (a.as_words().len(), b.as_words().len());
        if lb >= DIV_THRESHOLD && la >= lb + DIV_THRESHOLD {
            return newton::div_rem(a, b, stop);
        }
    }
    let _ = stop;
    Ok(dashu_int::ops::DivRem::div_rem(a, b))
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
