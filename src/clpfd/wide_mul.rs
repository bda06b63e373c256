//! Exact products for the solver's i128 arithmetic (linear sums, posting
//! coefficients). WebAssembly has no 64x64->128-bit multiply: an i128
//! product there is a call to `__multi3` (`__muloti4` when checked),
//! measured at 2% of the 13 Shapely puzzles in the browser. The values
//! and coefficients of finite-domain problems nearly always fit in 32
//! bits, whose product one i64 multiply gives exactly, so on wasm32 that
//! case skips the call. Natively the i128 multiply is one instruction and
//! these are the plain products.

/// `a * b`, exactly.
#[inline]
pub fn mul(a: i64, b: i64) -> i128 {
    #[cfg(target_arch = "wasm32")]
    if a as i32 as i64 == a && b as i32 as i64 == b {
        return (a * b) as i128;
    }
    a as i128 * b as i128
}

/// `a * b`, None on overflow of i128.
#[inline]
pub fn checked_mul(a: i128, b: i128) -> Option<i128> {
    #[cfg(target_arch = "wasm32")]
    if a as i32 as i128 == a && b as i32 as i128 == b {
        return Some((a as i64 * b as i64) as i128);
    }
    a.checked_mul(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn products_are_exact_at_the_32_and_64_bit_edges() {
        let edges = [0, 1, -1, 7, i32::MAX as i64, i32::MIN as i64, i32::MAX as i64 + 1, i64::MAX, i64::MIN];
        for &a in &edges {
            for &b in &edges {
                assert_eq!(mul(a, b), a as i128 * b as i128, "{a} * {b}");
                assert_eq!(checked_mul(a as i128, b as i128), (a as i128).checked_mul(b as i128));
            }
        }
        assert_eq!(checked_mul(i128::MAX, 2), None);
        assert_eq!(checked_mul(1 << 100, -(1 << 27)), Some(i128::MIN));
    }
}
