//! Powers and reading of very large integers. A power is computed by
//! squarings here rather than by one library call, so that Ctrl-C is seen
//! between them (`host/stop.rs`); digit strings are checked here and read by
//! the library, whose radix conversion is subquadratic.

use super::big::{BigInt, BigIntExt, UBig};
use super::{bigmul, ArithError, Stop};

/// Results of fewer bits than this are one library call: they take
/// microseconds.
const STOPPABLE_POW_BITS: u128 = 1 << 16;

/// `base ^ e`; `result_bits` is a lower bound of the result's size.
pub fn pow(base: &BigInt, e: u64, result_bits: u128, stop: &Stop) -> Result<BigInt, ArithError> {
    if result_bits < STOPPABLE_POW_BITS {
        return Ok(base.pow(e as usize));
    }
    let negative = base.is_negative() && e % 2 == 1;
    let b = base.magnitude();
    let mut acc = UBig::ONE;
    for bit in (0..u64::BITS - e.leading_zeros()).rev() {
        stop.check()?;
        // The last squarings take hundreds of milliseconds for 10^7
        // digits: their transforms look at the flag too.
        acc = bigmul::square_stoppable(&acc, stop)?;
        if e >> bit & 1 == 1 {
            acc = bigmul::mul_stoppable(&acc, &b, stop)?;
        }
    }
    stop.check()?;
    let acc = BigInt::from(acc);
    Ok(if negative { -acc } else { acc })
}

/// The integer written by `digits` (ASCII digits of `radix`, no sign or
/// separators); None when a digit is out of range.
pub fn parse_digits(digits: &[u8], radix: u32) -> Option<BigInt> {
    if digits.is_empty() || !digits.iter().all(|&d| (d as char).to_digit(radix).is_some()) {
        return None;
    }
    let text = std::str::from_utf8(digits).ok()?;
    UBig::from_str_radix(text, radix).ok().map(BigInt::from)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Powers by repeated multiplication, the reference.
    fn power_by_products(base: i64, e: u64) -> BigInt {
        (0..e).fold(BigInt::ONE, |acc, _| acc * base)
    }

    #[test]
    fn large_powers_agree_with_repeated_products() {
        for (base, e) in [(-7i64, 30_001u64), (-7, 30_000), (3, 41_000), (5, 3)] {
            let bits = (e as f64 * (base as f64).abs().log2()) as u128;
            assert_eq!(pow(&BigInt::from(base), e, bits, &Stop::default()).unwrap(), power_by_products(base, e));
        }
    }

    #[test]
    fn digit_strings_read_in_any_radix() {
        let digits: Vec<u8> = (0..20_011u32).map(|i| b"0123456789"[(i * 7 % 10) as usize]).collect();
        let by_steps = digits.iter().fold(BigInt::ZERO, |acc, d| acc * 10 + (d - b'0') as i64);
        assert_eq!(parse_digits(&digits, 10), Some(by_steps));
        let base36: Vec<u8> =
            (0..901u32).map(|i| b"0123456789abcdefghijklmnopqrstuvwxyz"[(i * 5 % 36) as usize]).collect();
        let by_steps = base36.iter().fold(BigInt::ZERO, |acc, d| acc * 36 + (*d as char).to_digit(36).unwrap() as i64);
        assert_eq!(parse_digits(&base36, 36), Some(by_steps));
        let mut bad = digits.clone();
        bad[15_000] = b'a';
        assert_eq!(parse_digits(&bad, 10), None);
        assert_eq!(parse_digits(b"12_3", 10), None);
        assert_eq!(parse_digits(b"-1", 10), None);
    }
}
