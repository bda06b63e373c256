//! The big integer type of the whole system and the one place that knows
//! which library provides it. [`BigInt`] is dashu-int's `IBig`, chosen by
//! measurement (benches/bigint/README: its products, powers, divisions
//! and gcd are 2-200x faster than num-bigint's at 10^6 digits, and it is
//! pure Rust, so it builds for WebAssembly). Small integers never come
//! here: they are tagged `Cell::Int`/`Number::Int` and have their own
//! fast paths.
//!
//! [`BigIntExt`] gives the rest of the code the operations it needs under
//! one name each (floor division, gcd, conversions, the heap's 64-bit
//! limbs), so that no other file imports the library's traits; the
//! arithmetic it adds (floor rounding, float conversion) is written here
//! once.

pub use dashu_int::{IBig as BigInt, Sign, UBig};

use std::borrow::Cow;

use crate::host::stop::{Stop, Stopped};

use dashu_int::ops::{Abs, BitTest, UnsignedAbs};
use dashu_int::Word;

/// Operations on [`BigInt`] used across the system, with num-bigint's
/// meanings (the rest of the code was written against them).
pub trait BigIntExt: Sized {
    /// Number of bits of the magnitude (0 for 0).
    fn bits(&self) -> u64;
    fn to_i64(&self) -> Option<i64>;
    /// The nearest float (ties to even); infinite when out of range.
    fn to_f64_nearest(&self) -> f64;
    /// The integer part of a finite float; None for NaN and infinities.
    fn from_f64_trunc(f: f64) -> Option<BigInt>;
    fn is_negative(&self) -> bool;
    fn is_positive(&self) -> bool;
    fn is_odd(&self) -> bool;
    fn abs(&self) -> BigInt;
    /// The magnitude, unsigned.
    fn magnitude(&self) -> UBig;
    /// Quotient rounded toward zero and the remainder (the dividend's sign).
    fn div_rem_trunc(&self, d: &BigInt) -> (BigInt, BigInt);
    /// Quotient rounded toward negative infinity and the remainder (the
    /// divisor's sign).
    fn div_mod_floor(&self, d: &BigInt) -> (BigInt, BigInt);
    fn div_floor(&self, d: &BigInt) -> BigInt {
        self.div_mod_floor(d).0
    }
    fn mod_floor(&self, d: &BigInt) -> BigInt {
        self.div_mod_floor(d).1
    }
    /// Non-negative greatest common divisor; gcd(0, 0) = 0.
    fn gcd(&self, other: &BigInt) -> BigInt;
    /// `self^exp mod m` for `self, exp >= 0`, `m >= 1`.
    fn modpow(&self, exp: &BigInt, m: &BigInt) -> BigInt;
    /// Bit `k` of the two's complement representation.
    fn test_bit(&self, k: u64) -> bool;
    /// Number of one bits of the magnitude.
    fn count_ones_magnitude(&self) -> u64;
    /// Lowest set bit; None for 0.
    fn lowest_set_bit(&self) -> Option<u64>;
    /// The digits in `radix` (2..=36), lower case, with a leading `-`.
    fn to_str_radix(&self, radix: u32) -> String;
    /// The decimal text, with a leading `-`: subquadratic for very large
    /// numbers (`bigmul::to_decimal`).
    fn to_decimal(&self) -> String;
    /// [`BigIntExt::to_decimal`], giving up when `stop`'s flag rises (a
    /// number of millions of digits takes seconds).
    fn to_decimal_stoppable(&self, stop: &Stop) -> Result<String, Stopped>;
    /// Whether the value is negative and its magnitude as 64-bit limbs,
    /// least significant first (the heap's layout); borrowed where the
    /// library's words are 64 bits.
    fn to_limbs(&self) -> (bool, Cow<'_, [u64]>);
    fn from_limbs(negative: bool, limbs: &[u64]) -> BigInt;
}

impl BigIntExt for BigInt {
    fn bits(&self) -> u64 {
        self.magnitude().bit_len() as u64
    }

    fn to_i64(&self) -> Option<i64> {
        i64::try_from(self).ok()
    }

    fn to_f64_nearest(&self) -> f64 {
        self.to_f64().value()
    }

    fn from_f64_trunc(f: f64) -> Option<BigInt> {
        if !f.is_finite() {
            return None;
        }
        let t = f.trunc();
        // Below 2^63 in magnitude the cast is exact.
        if t.abs() < 9.2e18 {
            return Some(BigInt::from(t as i64));
        }
        let bits = t.abs().to_bits();
        let exponent = ((bits >> 52) & 0x7ff) as i64 - 1075;
        let mantissa = (bits & ((1u64 << 52) - 1)) | (1u64 << 52);
        let magnitude = BigInt::from(mantissa) << exponent as usize;
        Some(if t < 0.0 { -magnitude } else { magnitude })
    }

    fn is_negative(&self) -> bool {
        self.sign() == Sign::Negative
    }

    fn is_positive(&self) -> bool {
        self.sign() == Sign::Positive && !self.is_zero()
    }

    fn is_odd(&self) -> bool {
        BitTest::bit(&self.magnitude(), 0)
    }

    fn abs(&self) -> BigInt {
        Abs::abs(self.clone())
    }

    fn magnitude(&self) -> UBig {
        UnsignedAbs::unsigned_abs(self)
    }

    fn div_rem_trunc(&self, d: &BigInt) -> (BigInt, BigInt) {
        super::bigmul::div_rem_signed(self, d)
    }

    fn div_mod_floor(&self, d: &BigInt) -> (BigInt, BigInt) {
        let (q, r) = super::bigmul::div_rem_signed(self, d);
        if !r.is_zero() && (r.sign() != d.sign()) {
            (q - 1, r + d)
        } else {
            (q, r)
        }
    }

    fn gcd(&self, other: &BigInt) -> BigInt {
        let (a, b) = (self.as_sign_words().1, other.as_sign_words().1);
        if a.len().min(b.len()) >= super::bigmul::GCD_THRESHOLD {
            return BigInt::from(super::bigmul::gcd(&UBig::from_words(a), &UBig::from_words(b)));
        }
        BigInt::from(dashu_int::ops::Gcd::gcd(self, other))
    }

    fn modpow(&self, exp: &BigInt, m: &BigInt) -> BigInt {
        if m.is_one() {
            return BigInt::ZERO;
        }
        let ring = dashu_int::fast_div::ConstDivisor::new(m.magnitude());
        let base = ring.reduce(self.magnitude());
        BigInt::from(base.pow(&exp.magnitude()).residue())
    }

    fn test_bit(&self, k: u64) -> bool {
        BitTest::bit(self, k as usize)
    }

    fn count_ones_magnitude(&self) -> u64 {
        self.magnitude().count_ones() as u64
    }

    fn lowest_set_bit(&self) -> Option<u64> {
        self.trailing_zeros().map(|z| z as u64)
    }

    fn to_str_radix(&self, radix: u32) -> String {
        if radix == 10 {
            return self.to_decimal();
        }
        self.in_radix(radix as u8).to_string()
    }

    fn to_decimal(&self) -> String {
        // Nothing stops a conversion without a flag.
        self.to_decimal_stoppable(&Stop::default()).unwrap_or_default()
    }

    fn to_decimal_stoppable(&self, stop: &Stop) -> Result<String, Stopped> {
        let (sign, words) = self.as_sign_words();
        if words.len() < 64 {
            return Ok(self.to_string());
        }
        let digits = super::bigmul::to_decimal(&self.magnitude(), stop)?;
        if sign == Sign::Negative {
            Ok(format!("-{digits}"))
        } else {
            Ok(digits)
        }
    }

    fn to_limbs(&self) -> (bool, Cow<'_, [u64]>) {
        let (sign, words) = self.as_sign_words();
        (sign == Sign::Negative, words_to_limbs(words))
    }

    fn from_limbs(negative: bool, limbs: &[u64]) -> BigInt {
        let sign = if negative { Sign::Negative } else { Sign::Positive };
        BigInt::from_parts(sign, limbs_to_ubig(limbs))
    }
}

/// The magnitude's machine words as 64-bit limbs (a copy on 64-bit
/// targets; pairs joined where words are 32 bits, as on wasm32).
#[cfg(target_pointer_width = "64")]
fn words_to_limbs(words: &[Word]) -> Cow<'_, [u64]> {
    Cow::Borrowed(words)
}

#[cfg(not(target_pointer_width = "64"))]
fn words_to_limbs(words: &[Word]) -> Cow<'_, [u64]> {
    Cow::Owned(words.chunks(2).map(|c| c[0] as u64 | c.get(1).map_or(0, |&h| (h as u64) << 32)).collect())
}

#[cfg(target_pointer_width = "64")]
fn limbs_to_ubig(limbs: &[u64]) -> UBig {
    UBig::from_words(limbs)
}

#[cfg(not(target_pointer_width = "64"))]
fn limbs_to_ubig(limbs: &[u64]) -> UBig {
    let words: Vec<Word> = limbs.iter().flat_map(|&l| [l as Word, (l >> 32) as Word]).collect();
    UBig::from_words(&words)
}

/// Number of bits of an unsigned big integer (0 for 0).
pub fn unsigned_bits(u: &UBig) -> u64 {
    u.bit_len() as u64
}

/// The integer made of 32-bit digits, least significant first (random
/// numbers are drawn as such).
pub fn from_u32_digits(digits: &[u32]) -> BigInt {
    let bytes: Vec<u8> = digits.iter().flat_map(|d| d.to_le_bytes()).collect();
    BigInt::from(UBig::from_le_bytes(&bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floor_division_rounds_toward_negative_infinity() {
        for (a, b, q, r) in [(7, 2, 3, 1), (-7, 2, -4, 1), (7, -2, -4, -1), (-7, -2, 3, -1), (6, -3, -2, 0)] {
            let (bq, br) = BigInt::from(a).div_mod_floor(&BigInt::from(b));
            assert_eq!((bq, br), (BigInt::from(q), BigInt::from(r)), "{a} / {b}");
            let (tq, tr) = BigInt::from(a).div_rem_trunc(&BigInt::from(b));
            assert_eq!((tq, tr), (BigInt::from(a / b), BigInt::from(a % b)), "{a} / {b}");
        }
    }

    #[test]
    fn limbs_and_floats_round_trip() {
        let n: BigInt = BigInt::from(-3).pow(200) - 1;
        let (neg, limbs) = n.to_limbs();
        assert_eq!(BigInt::from_limbs(neg, &limbs), n);
        assert_eq!(BigInt::from_f64_trunc(1e30).unwrap().to_f64_nearest(), 1e30);
        assert_eq!(BigInt::from_f64_trunc(-2.5e20).unwrap().to_f64_nearest(), -2.5e20);
        assert_eq!(BigInt::from_f64_trunc(-7.9), Some(BigInt::from(-7)));
        assert_eq!(BigInt::from(255).to_str_radix(16), "ff");
        assert!(!BigInt::from(-6).test_bit(0) && BigInt::from(-6).test_bit(1) && BigInt::from(-6).test_bit(200));
        assert_eq!(BigInt::from(4).modpow(&BigInt::from(13), &BigInt::from(497)), BigInt::from(445));
        assert_eq!(BigInt::from(-12).gcd(&BigInt::from(18)), BigInt::from(6));
    }
}
