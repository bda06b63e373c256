//! Division of very large magnitudes by a reciprocal computed with
//! Newton's iteration on the transform's products (`super::mul`): each
//! step doubles the reciprocal's correct bits at the cost of two products
//! of the current size, so the whole reciprocal costs a few products of
//! the final size, and the quotient is one more product, corrected by
//! the remainder. Every step gives up when Ctrl-C's flag rises
//! (`host/stop.rs`), inside its products.

use dashu_int::ops::BitTest;
use dashu_int::Word;

use super::super::big::{BigInt, UBig};
use super::{fold, mul_stoppable, mul_wrapped, pieces, small_difference, Factor};
use crate::host::stop::{Stop, Stopped};

/// Reciprocals of at most this many bits are one library division.
/// Newton's steps from 256 limbs cost fewer instructions than the
/// library's division of up to 2,048 limbs by 1,024 (the gcd of 7^240000-1
/// and 7^180000-1, two reciprocals of 2,600 limbs: 63.0M -> 61.7M;
/// 7^1183000 in decimal 1,109.3M -> 1,108.9M; 2*10^6 digits divided by
/// 10^6 digits 470.9M -> 470.5M).
const BASE_BITS: usize = 64 * 256;

/// Extra bits kept in every truncation, so that the errors of the steps
/// stay a few units of the last place.
const GUARD_BITS: usize = 64;

/// Bits of a wrapped product's modulus above the size of what it
/// recovers (a remainder of a few divisors, a Newton step's error of a few
/// units): room for errors up to 2^60 times larger than expected.
const WRAP_MARGIN_BITS: usize = 64;

/// `(a / b, a % b)` for `b > 0`. The quotient is found in pieces from
/// the top, as a schoolbook division whose digits are that large (GMP's
/// `mpn_mu_div_qr` does the same), with a reciprocal of a piece's size:
/// `pieces.rs` chooses their number. A divisor longer than the quotient
/// matters to it only by its top bits, as many as the quotient's: the
/// quotient of the tops is found, then the remainder by the whole
/// divisor (the gcd of 7^240000-1 and 7^180000-1 divides 10,530 limbs by
/// 7,900, then 7,900 by 2,630: 38.0M + 39.2M instructions for the two
/// divisions -> 31.1M + 31.0M).
pub fn div_rem(a: &UBig, b: &UBig, stop: &Stop) -> Result<(UBig, UBig), Stopped> {
    if a < b {
        return Ok((UBig::ZERO, a.clone()));
    }
    let (m, n) = (a.bit_len(), b.bit_len());
    let quotient_bits = m - n + 1;
    let kept = quotient_bits + GUARD_BITS;
    if n > kept + GUARD_BITS {
        // With a = a1 2^s + a0, b = b1 2^s + b0 and b1 of `kept` bits,
        // a1 / b1 is within 2 of a / b (their difference is below
        // a1 / b1^2 + 1 < 2^(quotient_bits - kept) + 1), so the
        // remainder by that quotient is within a few divisors.
        let s = n - kept;
        let (q, _) = in_pieces(&(a >> s), &(b >> s), false, stop)?;
        let (qb, modulus_bits) = mul_wrapped(b, &q, n + WRAP_MARGIN_BITS, stop)?;
        let r = small_difference(fold(a.clone(), modulus_bits), qb, modulus_bits);
        return Ok(corrected(q, r, b));
    }
    let (q, r) = in_pieces(a, b, true, stop)?;
    Ok((q, r.expect("the remainder was asked for")))
}

/// `a / b` in pieces, as `pieces.rs` cuts it, with the remainder when
/// `exact`; otherwise the quotient is within a few units (the last
/// piece's only estimated).
fn in_pieces(a: &UBig, b: &UBig, exact: bool, stop: &Stop) -> Result<(UBig, Option<UBig>), Stopped> {
    let (m, n) = (a.bit_len(), b.bit_len());
    if m < n {
        return Ok((UBig::ZERO, Some(a.clone())));
    }
    let pieces = pieces::piece_count(m - n + 1, n, GUARD_BITS, WRAP_MARGIN_BITS, exact);
    divide_in(pieces, a, b, exact, stop)
}

/// [`in_pieces`] with `pieces` pieces (`a >= b`).
fn divide_in(pieces: usize, a: &UBig, b: &UBig, exact: bool, stop: &Stop) -> Result<(UBig, Option<UBig>), Stopped> {
    let quotient_bits = a.bit_len() - b.bit_len() + 1;
    // Pieces of `piece` bits, a whole number of words, the quotient's
    // bits shared evenly among them.
    let piece_words = quotient_bits.div_ceil(pieces).div_ceil(Word::BITS as usize);
    let piece = piece_words * Word::BITS as usize;
    let reciprocal = Reciprocal::for_quotients(b, piece, exact || pieces > 1, stop)?;
    let words = a.as_words();
    // The top part, above all the pieces, is below 2^(n-1), so below b:
    // each step's dividend is below b * 2^piece and its quotient below
    // 2^piece.
    let mut r = a >> (pieces * piece);
    let mut q: Vec<Word> = vec![0; pieces * piece_words];
    for i in (0..pieces).rev() {
        // Pieces below the transform's sizes never look at the flag:
        // many of them must.
        stop.check()?;
        let from = (i * piece_words).min(words.len());
        let to = ((i + 1) * piece_words).min(words.len());
        let dividend = (r << piece) + UBig::from_words(&words[from..to]);
        if i == 0 && !exact {
            // The lowest piece's estimate, a few units off, may carry
            // into the piece above.
            return Ok((UBig::from_words(&q) + reciprocal.estimate(&dividend, stop)?, None));
        }
        let (qi, ri) = reciprocal.div_rem(&dividend, stop)?;
        let qi = qi.as_words();
        q[i * piece_words..i * piece_words + qi.len()].copy_from_slice(qi);
        r = ri;
    }
    Ok((UBig::from_words(&q), Some(r)))
}

/// `q + floor(r / b)` and `r mod b` for a remainder `r = a - q b`
/// within a few divisors.
fn corrected(q: UBig, r: BigInt, b: &UBig) -> (UBig, UBig) {
    let (adjust, r) = floor_div_rem(&r, &BigInt::from(b.clone()));
    let q = if adjust != BigInt::ZERO {
        UBig::try_from(BigInt::from(q) + adjust).expect("the quotient is not negative")
    } else {
        q
    };
    (q, UBig::try_from(r).expect("the remainder is not negative"))
}

/// A divisor with its reciprocal, for quotients of up to a given size:
/// dividing many numbers by one divisor (the powers of ten of decimal
/// conversion) computes the reciprocal once.
pub struct Reciprocal {
    divisor: Factor,
    /// Bits of the divisor.
    n: usize,
    /// Bits of precision: `x ~ 2^(2k) / d`, `d` the divisor's top `k`
    /// bits (or the divisor shifted up to `k` bits).
    k: usize,
    x: Factor,
}

impl Reciprocal {
    /// For quotients of at most `quotient_bits` bits.
    pub fn new(divisor: &UBig, quotient_bits: usize, stop: &Stop) -> Result<Reciprocal, Stopped> {
        Reciprocal::for_quotients(divisor, quotient_bits, true, stop)
    }

    /// For quotients of at most `quotient_bits` bits, with their
    /// remainders ([`Reciprocal::div_rem`]) or only estimated
    /// ([`Reciprocal::estimate`]: the divisor's transform is not
    /// prepared, which a division of one piece would not use).
    fn for_quotients(
        divisor: &UBig,
        quotient_bits: usize,
        remainders: bool,
        stop: &Stop,
    ) -> Result<Reciprocal, Stopped> {
        let n = divisor.bit_len();
        let k = quotient_bits + GUARD_BITS;
        let d = if k <= n { divisor >> (n - k) } else { divisor << (k - n) };
        let x = reciprocal(&d, k, stop)?;
        Reciprocal::with_reciprocal(divisor, n, k, x, remainders, stop)
    }

    /// For `square`, the square of this divisor, and quotients of at most
    /// `quotient_bits` bits: the square of this reciprocal is already the
    /// reciprocal of `square` to about this one's precision, half of what
    /// is needed, so one Newton step finishes it (decimal text's powers of
    /// ten are squares of each other: each level's reciprocal comes from
    /// the one below at the cost of the last step of its iteration).
    pub fn for_square(&self, square: &UBig, quotient_bits: usize, stop: &Stop) -> Result<Reciprocal, Stopped> {
        let n = square.bit_len();
        let k = quotient_bits + GUARD_BITS;
        let d = if k <= n { square >> (n - k) } else { square << (k - n) };
        let h = k / 2 + GUARD_BITS;
        // self.x ~ 2^(self.k + self.n) / divisor when self.k >= self.n,
        // so its square ~ 2^(2 self.k + 2 self.n) / square; the step wants
        // xh ~ 2^(2h) / (d >> (k - h)) ~ 2^(h + n) / square. The square's
        // error is about 2^(h - self.k + 6) units of xh: the step's output
        // keeps only its square, tiny while that is below 2^50 or so.
        let shift = (2 * (self.k + self.n)).checked_sub(h + n);
        match shift {
            Some(shift) if k > BASE_BITS && self.k >= self.n && h <= self.k + 40 => {
                let xh = super::square_stoppable(self.x.value(), stop)? >> shift;
                let x = newton_step(&d, k, h, xh, stop)?;
                Reciprocal::with_reciprocal(square, n, k, x, true, stop)
            }
            _ => Reciprocal::new(square, quotient_bits, stop),
        }
    }

    /// The divisor of `n` bits and `x ~ 2^(2k) / d`, `d` its top `k` bits;
    /// the divisor's transform prepared when there will be `remainders`.
    fn with_reciprocal(
        divisor: &UBig,
        n: usize,
        k: usize,
        x: UBig,
        remainders: bool,
        stop: &Stop,
    ) -> Result<Reciprocal, Stopped> {
        // Quotients have at most k bits, the dividends' tops k + GUARD.
        let x = Factor::new(x, k + GUARD_BITS, stop)?;
        // The remainder a - q * b is a few divisors: q * b is needed
        // modulo 2^K - 1 for K a little above the divisor's bits (a
        // factor prepared for products by nothing is left as it is).
        let others = if remainders { k } else { 0 };
        let divisor = Factor::new_wrapped(divisor.clone(), others, n + WRAP_MARGIN_BITS, stop)?;
        Ok(Reciprocal { divisor, n, k, x })
    }

    /// `(a / divisor, a % divisor)`, the quotient within the size given.
    pub fn div_rem(&self, a: &UBig, stop: &Stop) -> Result<(UBig, UBig), Stopped> {
        if a.bit_len() < self.n {
            return Ok((UBig::ZERO, a.clone()));
        }
        // The estimate is off by a few units: correct it by the remainder.
        let q = self.estimate(a, stop)?;
        let (qb, modulus_bits) = self.divisor.mul_wrapped(&q, stop)?;
        let r = small_difference(fold(a.clone(), modulus_bits), qb, modulus_bits);
        Ok(corrected(q, r, self.divisor.value()))
    }

    /// `a / divisor` within a few units, the quotient within the size
    /// given.
    fn estimate(&self, a: &UBig, stop: &Stop) -> Result<UBig, Stopped> {
        let (k, n) = (self.k, self.n);
        let m = a.bit_len();
        if m < n {
            return Ok(UBig::ZERO);
        }
        // a / b = a / (d * 2^(n-k)) ~ a * x / 2^(2k + n - k); only the top
        // k + GUARD bits of `a` matter for a quotient of under k bits.
        let drop = m.saturating_sub(k + GUARD_BITS);
        let a_top = a >> drop;
        Ok(self.x.mul(&a_top, stop)? >> (k + n - drop))
    }
}

/// Flooring `(r / b, r mod b)` for a small quotient (the library's
/// division is linear then).
fn floor_div_rem(r: &BigInt, b: &BigInt) -> (BigInt, BigInt) {
    use dashu_int::ops::DivRem;
    let (q, rem) = r.div_rem(b);
    if rem.sign() == dashu_int::Sign::Negative && rem != BigInt::ZERO {
        (q - 1, rem + b)
    } else {
        (q, rem)
    }
}

/// An approximation of `2^(2k) / d` for `d` of exactly `k` bits, within a
/// few units.
fn reciprocal(d: &UBig, k: usize, stop: &Stop) -> Result<UBig, Stopped> {
    if k <= BASE_BITS {
        return Ok((UBig::ONE << (2 * k)) / d);
    }
    // The reciprocal of the top h bits, to h bits, then one Newton step:
    // with x0 = xh * 2^(k-h), x1 = x0 + x0 * (2^(2k) - d * x0) / 2^(2k).
    let h = k / 2 + GUARD_BITS;
    let xh = reciprocal(&(d >> (k - h)), h, stop)?;
    newton_step(d, k, h, xh, stop)
}

/// `2^(2k) / d` within a few units, for `d` of exactly `k` bits, from
/// `xh ~ 2^(2h) / (d >> (k - h))` within up to about 2^50 units (`h` a
/// little above `k / 2`): one step of Newton's iteration, which squares
/// the relative error.
fn newton_step(d: &UBig, k: usize, h: usize, xh: UBig, stop: &Stop) -> Result<UBig, Stopped> {
    // e = 2^(2k) - d * xh * 2^(k-h), about 2^(2k-h) in magnitude: the
    // top h bits of d * xh ~ 2^(k+h) cancel, and 2^(k+h) - d * xh, below
    // 2^(k+8) or so, is taken from the product modulo 2^K - 1, K > k.
    let (dx, modulus_bits) = mul_wrapped(d, &xh, k + WRAP_MARGIN_BITS, stop)?;
    let e = small_difference(fold(UBig::ONE << (k + h), modulus_bits), dx, modulus_bits) << (k - h);
    // The correction x0 * e / 2^(2k) = xh * e / 2^(k+h) has about k - h
    // bits: the low `low` bits of e do not matter.
    let low = (2 * k).saturating_sub(2 * h + GUARD_BITS);
    let negative = e.sign() == dashu_int::Sign::Negative;
    let e_top = dashu_int::ops::UnsignedAbs::unsigned_abs(e) >> low;
    let correction = mul_stoppable(&xh, &e_top, stop)? >> (k + h - low);
    let x0 = xh << (k - h);
    Ok(if negative { x0 - correction } else { x0 + correction })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reciprocals_are_within_a_few_units() {
        for k in [BASE_BITS + 1, 3 * BASE_BITS + 17, 9 * BASE_BITS] {
            let d = (UBig::ONE << (k - 1)) + (UBig::from(3u8).pow(k / 2) % (UBig::ONE << (k - 1)));
            let exact = (UBig::ONE << (2 * k)) / &d;
            let got = reciprocal(&d, k, &Stop::default()).unwrap();
            let diff = if got > exact { &got - &exact } else { &exact - &got };
            assert!(diff < UBig::from(16u8), "k = {k}: off by {diff}");
        }
    }

    /// A number of `bits` bits from a xorshift generator.
    fn random(bits: usize, seed: &mut u64) -> UBig {
        let words = crate::arith::bigmul::tests::random_limbs(bits.div_ceil(64), seed);
        (UBig::from_words(&words) >> (words.len() * 64 - bits)) | (UBig::ONE << (bits - 1))
    }

    #[test]
    fn quotients_longer_than_the_divisor_are_found_in_pieces() {
        use dashu_int::ops::DivRem;
        let stop = Stop::default();
        let mut seed = 0x5EED_1234;
        for (n, quotient_bits) in [
            (BASE_BITS + 5, BASE_BITS + 6),
            (BASE_BITS + 5, 2 * BASE_BITS + 70),
            (BASE_BITS / 2 + 3, 5 * BASE_BITS / 2),
        ] {
            let divisors = [(UBig::ONE << n) - UBig::ONE, UBig::ONE << (n - 1), random(n, &mut seed)];
            for b in divisors {
                let largest = (&b << (quotient_bits - 1)) - UBig::ONE;
                let dividends = [random(n + quotient_bits - 1, &mut seed), largest, &b << (quotient_bits - 1)];
                for a in dividends {
                    let (q, r) = div_rem(&a, &b, &stop).unwrap();
                    assert_eq!((q, r), (&a).div_rem(&b), "{n} by {quotient_bits} bits");
                }
            }
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

        /// Any sizes, quotients up to eight times the divisor (in pieces
        /// from twice), against the library.
        #[test]
        fn random_quotients_agree_with_the_library(
            b in proptest::collection::vec(proptest::prelude::any::<u64>(), 1..40),
            ratio in 1usize..8,
            seed in proptest::prelude::any::<u64>(),
        ) {
            use dashu_int::ops::DivRem;
            let b = UBig::from_words(&b) + UBig::ONE;
            let mut seed = seed | 1;
            let a = random(b.bit_len() * (ratio + 1) + (seed % 61) as usize, &mut seed);
            proptest::prop_assert_eq!(div_rem(&a, &b, &Stop::default()).unwrap(), (&a).div_rem(&b));
        }
    }

    /// The divisor's extremes for its size (the largest and smallest
    /// reciprocal) and a random one.
    fn divisors(n: usize, seed: &mut u64) -> [UBig; 3] {
        [(UBig::ONE << n) - UBig::ONE, UBig::ONE << (n - 1), random(n, seed)]
    }

    /// Dividends of `m` bits or less for `b`: random, the largest with
    /// the quotient's top bit alone set, and `b` times a power of two.
    fn dividends(b: &UBig, m: usize, seed: &mut u64) -> [UBig; 3] {
        let q_bits = m - b.bit_len() + 1;
        [random(m, seed), (b << (q_bits - 1)) - UBig::ONE, b << (q_bits - 1)]
    }

    #[test]
    fn every_count_of_pieces_divides_as_the_library_does() {
        use dashu_int::ops::DivRem;
        let stop = Stop::default();
        let mut seed = 0xC0FF_EE11;
        // Quotients shorter than the divisor, as long, and longer; both
        // sides of the transform's threshold (`MUL_THRESHOLD` limbs).
        for (n, quotient_bits) in [(300, 200), (5000, 4990), (3000, 9000), (64 * 1500, 64 * 1600)] {
            for b in divisors(n, &mut seed) {
                for a in dividends(&b, n + quotient_bits - 1, &mut seed) {
                    let (q, r) = (&a).div_rem(&b);
                    for pieces in 1..=5 {
                        let (exact_q, exact_r) = divide_in(pieces, &a, &b, true, &stop).unwrap();
                        assert_eq!((&exact_q, exact_r.as_ref()), (&q, Some(&r)), "{n}, {quotient_bits}, {pieces}");
                        // The estimate (its last piece uncorrected) is
                        // off by a few units.
                        let (estimate, _) = divide_in(pieces, &a, &b, false, &stop).unwrap();
                        let off = if estimate > q { &estimate - &q } else { &q - &estimate };
                        assert!(off <= UBig::from(4u8), "{n}, {quotient_bits}, {pieces}: off by {off}");
                    }
                }
            }
        }
    }

    #[test]
    fn divisors_longer_than_the_quotient_divide_by_their_top() {
        use dashu_int::ops::DivRem;
        let stop = Stop::default();
        let mut seed = 0xB16_D1F;
        // Around the length where only the divisor's top is used
        // (`2 * GUARD_BITS` bits more than the quotient), and far above,
        // with library products and the transform's.
        let mut shapes: Vec<(usize, usize)> =
            (2 * GUARD_BITS - 2..2 * GUARD_BITS + 3).map(|d| (700 + d, 700)).collect();
        shapes.extend([(5000, 100), (64 * 7900, 64 * 2630), (64 * 3000, 64 * 1010)]);
        for (n, quotient_bits) in shapes {
            for b in divisors(n, &mut seed) {
                for a in dividends(&b, n + quotient_bits - 1, &mut seed) {
                    assert_eq!(div_rem(&a, &b, &stop).unwrap(), (&a).div_rem(&b), "{n} by {quotient_bits} bits");
                }
            }
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

        /// Any sizes with quotients shorter than the divisor, against the
        /// library.
        #[test]
        fn short_quotients_agree_with_the_library(
            b in proptest::collection::vec(proptest::prelude::any::<u64>(), 1..60),
            quotient_bits in 1usize..3000,
            seed in proptest::prelude::any::<u64>(),
        ) {
            use dashu_int::ops::DivRem;
            let b = UBig::from_words(&b) + UBig::ONE;
            let mut seed = seed | 1;
            let a = random(b.bit_len() + quotient_bits.min(b.bit_len()), &mut seed);
            proptest::prop_assert_eq!(div_rem(&a, &b, &Stop::default()).unwrap(), (&a).div_rem(&b));
        }
    }

    #[test]
    fn reciprocals_of_squares_divide_as_the_library_does() {
        use dashu_int::ops::DivRem;
        let stop = Stop::default();
        let mut seed = 0x9E37_79B9;
        let n = 3 * BASE_BITS / 2 + 77;
        // The divisors' extremes (the largest and smallest reciprocal for
        // their size), a power of ten as decimal text divides by, random.
        let divisors = [
            (UBig::ONE << n) - UBig::ONE,
            UBig::ONE << (n - 1),
            UBig::from(10u8).pow(n * 3 / 10),
            random(n, &mut seed),
        ];
        for b in divisors {
            let root = Reciprocal::new(&b, b.bit_len() + 1, &stop).unwrap();
            let square = b.sqr();
            // Quotients as long as the square (decimal text's levels), a
            // few thousand bits (its last division), and longer than the
            // root's precision allows (made anew).
            for quotient_bits in [square.bit_len() + 1, 3000, 3 * square.bit_len()] {
                let r = root.for_square(&square, quotient_bits, &stop).unwrap();
                let largest = (&square << (quotient_bits - 1)) - UBig::ONE;
                for a in [random(square.bit_len() + quotient_bits - 1, &mut seed), largest, square.clone()] {
                    assert_eq!(r.div_rem(&a, &stop).unwrap(), (&a).div_rem(&square), "{quotient_bits} bits");
                }
            }
        }
    }
}
