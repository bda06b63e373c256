//! Multiplication, powers and reading of very large integers. num-bigint
//! (the representation of `Number::Big`) multiplies with Toom-3 at most,
//! so `X is 7^10000000` took 2 s where SWI-Prolog (GMP) takes 0.1 s, and
//! reads decimal digits in quadratic time (800,000 digits took 6 s). Above
//! a size where it pays, the operands go to dashu-int, whose multiplication
//! is asymptotically faster, and the result comes back (the conversions
//! are linear); long digit strings are read by halves.

use dashu_int::UBig;
use num_bigint::{BigInt, BigUint, Sign};

use super::{ArithError, Stop};

/// Operands of at least this many bits (both of them) are multiplied by
/// dashu-int.
const FAST_MUL_BITS: u64 = 1 << 15;

/// Results of at least this many bits are raised to a power by dashu-int.
const FAST_POW_BITS: u128 = 1 << 16;

fn to_dashu(n: &BigInt) -> UBig {
    UBig::from_le_bytes(&n.magnitude().to_bytes_le())
}

fn from_dashu(sign: Sign, n: &UBig) -> BigInt {
    BigInt::from_biguint(sign, BigUint::from_bytes_le(&n.to_le_bytes()))
}

/// `x * y`.
pub fn mul(x: &BigInt, y: &BigInt) -> BigInt {
    if x.bits() < FAST_MUL_BITS || y.bits() < FAST_MUL_BITS {
        return x * y;
    }
    let sign = if x.sign() == y.sign() { Sign::Plus } else { Sign::Minus };
    from_dashu(sign, &(to_dashu(x) * to_dashu(y)))
}

/// `base ^ e`; `result_bits` is a lower bound of the result's size. Large
/// powers are computed by squaring here rather than by one dashu-int call,
/// so that Ctrl-C is seen between the squarings (`stop.rs`).
pub fn pow(base: &BigInt, e: u64, result_bits: u128, stop: &Stop) -> Result<BigInt, ArithError> {
    if result_bits < FAST_POW_BITS {
        return Ok(num_traits::Pow::pow(base, e));
    }
    let sign = if base.sign() == Sign::Minus && e % 2 == 1 { Sign::Minus } else { Sign::Plus };
    let b = to_dashu(base);
    let mut acc = UBig::ONE;
    for bit in (0..u64::BITS - e.leading_zeros()).rev() {
        stop.check()?;
        acc = acc.sqr();
        if e >> bit & 1 == 1 {
            acc *= &b;
        }
    }
    Ok(from_dashu(sign, &acc))
}

/// Digit strings up to this length are read by num-bigint directly.
const DIRECT_DIGITS: usize = 4096;

/// The integer written by `digits` (ASCII digits of `radix`, no sign or
/// separators); None when a digit is out of range. Long strings are
/// split in halves, `high * radix^len(low) + low`, so reading takes the
/// time of a few large multiplications rather than quadratic time.
pub fn parse_digits(digits: &[u8], radix: u32) -> Option<BigInt> {
    if digits.len() <= DIRECT_DIGITS || radix.is_power_of_two() {
        return BigInt::parse_bytes(digits, radix);
    }
    let low_len = digits.len() / 2;
    let (high, low) = digits.split_at(digits.len() - low_len);
    let high = parse_digits(high, radix)?;
    let low = parse_digits(low, radix)?;
    let bits = (low_len as f64 * (radix as f64).log2()) as u128;
    let scale = pow(&BigInt::from(radix), low_len as u64, bits, &Stop::default()).expect("no stop");
    Some(mul(&high, &scale) + low)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn large_products_and_powers_agree_with_num_bigint() {
        let a: BigInt = num_traits::Pow::pow(BigInt::from(-3), 30_001u32) + 12345;
        let b: BigInt = num_traits::Pow::pow(BigInt::from(7), 20_000u32) - 1;
        assert!(a.bits() >= FAST_MUL_BITS && b.bits() >= FAST_MUL_BITS);
        assert_eq!(mul(&a, &b), &a * &b);
        assert_eq!(mul(&b, &a), &a * &b);
        assert_eq!(mul(&a, &a), &a * &a);
        let p = pow(&BigInt::from(-7), 30_001, 80_000, &Stop::default()).unwrap();
        assert_eq!(p, num_traits::Pow::pow(BigInt::from(-7), 30_001u32));
        let q = pow(&BigInt::from(-7), 30_000, 80_000, &Stop::default()).unwrap();
        assert_eq!(q, num_traits::Pow::pow(BigInt::from(7), 30_000u32));
        assert_eq!(pow(&BigInt::from(5), 3, 7, &Stop::default()).unwrap(), BigInt::from(125));
    }

    #[test]
    fn long_digit_strings_read_by_halves_as_directly() {
        let digits: Vec<u8> = (0..20_011u32).map(|i| b"0123456789"[(i * 7 % 10) as usize]).collect();
        assert_eq!(parse_digits(&digits, 10), BigInt::parse_bytes(&digits, 10));
        let octal: Vec<u8> = (0..9_000u32).map(|i| b"01234567"[(i % 8) as usize]).collect();
        assert_eq!(parse_digits(&octal, 8), BigInt::parse_bytes(&octal, 8));
        let base36: Vec<u8> =
            (0..9_001u32).map(|i| b"0123456789abcdefghijklmnopqrstuvwxyz"[(i * 5 % 36) as usize]).collect();
        assert_eq!(parse_digits(&base36, 36), BigInt::parse_bytes(&base36, 36));
        let mut bad = digits.clone();
        bad[15_000] = b'a';
        assert_eq!(parse_digits(&bad, 10), None);
    }
}
