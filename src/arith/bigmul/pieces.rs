//! How many pieces a Newton division (`newton.rs`) cuts its quotient
//! into. Each piece costs a product by the reciprocal and one by the
//! divisor; the reciprocal, of a piece's size, costs about two products
//! of that size. Fewer, longer pieces are not always cheaper: the
//! transform's lengths are powers of two, so a product just past one
//! doubles in cost, and the count that keeps both of a piece's products
//! and the reciprocal's within the shortest lengths wins. The cost of
//! each candidate count is added up from the transforms' plans
//! (`ntt::Plan`), the count of the fewest butterflies taken: measured in
//! instructions, it picked the cheapest of the counts tried on every
//! shape below (the gcd of 7^240000-1 and 7^180000-1 divides a
//! 168,000-bit quotient by its divisor's top and a 337,000-bit one by a
//! 168,000-bit divisor: 3 pieces each; a 10^6-digit divisor, quotients of
//! its size: 2 pieces, of twice its size: 4).

use super::crt::coefficient_count;
use super::ntt::Plan;
use super::MUL_THRESHOLD;

/// Candidate counts above the fewest that keep each piece within the
/// divisor's size.
const EXTRA_PIECES: usize = 3;

/// The number of pieces for a quotient of `quotient_bits` bits and a
/// divisor of `n` bits, `guard_bits` of precision kept beyond a piece by
/// the reciprocal and `wrap_bits` beyond the divisor by the products
/// modulo `2^K - 1`. With `exact`, the last piece's remainder is
/// computed too (otherwise its quotient is only estimated).
pub fn piece_count(quotient_bits: usize, n: usize, guard_bits: usize, wrap_bits: usize, exact: bool) -> usize {
    let fewest = quotient_bits.div_ceil(n);
    let n_words = n.div_ceil(64);
    let cost = |pieces: usize| {
        let piece_words = quotient_bits.div_ceil(pieces).div_ceil(64);
        let reciprocal_words = (piece_words * 64 + guard_bits).div_ceil(64);
        // The reciprocal times a dividend's top, and a piece's quotient
        // times the divisor modulo 2^K - 1.
        let by_reciprocal = transform_cost(Plan::cheapest(
            |bits| coefficient_count(reciprocal_words, bits) + coefficient_count(reciprocal_words + 1, bits) - 1,
            1,
        ));
        let by_divisor = transform_cost(Plan::cheapest(
            |bits| coefficient_count(n_words.max(piece_words), bits).max((n + wrap_bits).div_ceil(bits as usize)),
            1,
        ));
        let remainders = if exact { pieces } else { pieces - 1 };
        // Newton's iteration about two products of three transforms,
        // each factor transformed once (`Factor`), then each product
        // the other operand's forward transform and the backward one.
        (6 + 1 + 2 * pieces as u64) * by_reciprocal + (1 + 2 * remainders as u64) * by_divisor
    };
    (fewest..=fewest + EXTRA_PIECES)
        .filter(|&pieces| pieces == fewest || quotient_bits.div_ceil(pieces) >= MUL_THRESHOLD * 64)
        .min_by_key(|&pieces| cost(pieces))
        .unwrap_or(fewest)
}

/// Butterflies of one transform of `plan`, all its primes.
fn transform_cost(plan: Plan) -> u64 {
    (plan.primes().len() as u64 * plan.log_len as u64) << plan.log_len
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_stay_within_their_candidates() {
        for (quotient_bits, n) in
            [(1, 1), (64_000, 64_000), (64_000, 700_000), (10_000_000, 70_000), (3_000_000, 3_000_000)]
        {
            for exact in [false, true] {
                let pieces = piece_count(quotient_bits, n, 64, 64, exact);
                let fewest = quotient_bits.div_ceil(n);
                assert!((fewest..=fewest + EXTRA_PIECES).contains(&pieces), "{quotient_bits} by {n}: {pieces}");
                assert!(pieces == fewest || quotient_bits.div_ceil(pieces) >= MUL_THRESHOLD * 64);
            }
        }
    }
}
