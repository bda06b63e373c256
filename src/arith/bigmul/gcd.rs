//! Greatest common divisor of very large magnitudes by half-gcd: the
//! Euclidean steps that take the top half of two numbers' bits down to a
//! quarter are found on the top halves alone (recursively, the same way),
//! collected in a 2x2 matrix, and applied to the whole numbers with a few
//! products (`super::mul`, the transform above its threshold). The
//! library's gcd (Lehmer's, one word of quotients a pass over the
//! numbers) is quadratic: 2·10^5 digits took three times as long as GMP.
//!
//! Every matrix is a product of Euclid's steps, sign changes and swaps, so
//! its determinant is ±1 and the numbers it gives have the same gcd as
//! those it was applied to, whatever the low bits did to the steps' choice:
//! a matrix found on the top bits that is wrong for the whole numbers only
//! reduces them less (the outer loop then takes a division step), never
//! changes the answer.

use dashu_int::ops::{BitTest, DivRem};

use dashu_int::Word;

use super::super::big::{BigInt, Sign, UBig};
use super::Factor;
use crate::host::stop::Stop;

/// Pairs whose smaller number has fewer limbs than this go to the library
/// (measured: at 1,600 limbs the library takes 50M instructions, this 67M;
/// at 3,200 both 181M; at 10,500 the library 1,947M, this 1,080M). With
/// the base case in place (`gcd_base.rs`), CPU time, best of seven: the
/// library 0.9 ms at 800 limbs, this 1.4; 2.8 ms at 1,600, this 3.9; at
/// 3,200 both 9 ms; the coprime pair of 10,500 and 12,300 limbs the same
/// with 1,600, 2,500 or 3,200 here (48-49 ms), 50 ms with 4,000. Since
/// the matrix products share the transforms of the applications
/// (`fused_with_product`) and the base case's passes make both rows at
/// once (`gcd_base.rs`), a random pair of 2,000 limbs takes 75.4M
/// instructions in the library, 69.1M here; of 2,500, 114.5M and 97.0M;
/// of 1,600, 50.1M both; the coprime pair of 10,500 and 12,300 limbs
/// 759M with 2,500 here, 741M with 1,600. Checked again in CPU time
/// (best of nine, alternating the thresholds, on a loaded host): the
/// coprime pair 53.3 ms with 1,200, 52.7 with 1,600, 52.8 with 2,000,
/// 53.2 with 2,400; random pairs of 4,000 limbs 13.8, 13.8, 13.8, 14.3
/// ms; of 2,400 limbs 6.9, 6.8, 6.9, 6.8 ms: 1,600 to 2,000 is the flat
/// bottom.
pub const GCD_THRESHOLD: usize = 1600;

/// Numbers of at most this many bits are reduced by the base case's
/// batches of steps on their top 128 bits (`gcd_base.rs`) rather than by
/// recursion. CPU time of the coprime pair of 10,500 and 12,300 limbs,
/// best of seven: 40 limbs 51-52 ms, 60 51, 100 50, 150 49.5, 200 49,
/// 300 and 400 48.4 (the batches cost no allocation since gcd_base.rs;
/// before, each was a dozen).
const BASE_BITS: usize = 64 * 200;

/// Matrix products, and matrices applied to two numbers, whose operands
/// all have at least this many limbs are sums of products by the
/// transform with each operand transformed once (`super::sums`).
const SUM_THRESHOLD: usize = 250;

/// Products below the transform whose shorter operand has at least this
/// many limbs are `karatsuba.rs`'s (below, a few limb products, where
/// the library's schoolbook is as good).
#[cfg(target_arch = "x86_64")]
const KARATSUBA_FROM: usize = 8;

/// When the larger number has this many bits more than the smaller, a
/// division step comes first (the top halves would say nothing).
const UNBALANCED_BITS: usize = 32;

/// `gcd(a, b)`.
pub fn gcd(a: &UBig, b: &UBig) -> UBig {
    gcd_above(a, b, GCD_THRESHOLD)
}

/// `gcd(a, b)`, handing pairs below `threshold` limbs to the library.
fn gcd_above(a: &UBig, b: &UBig, threshold: usize) -> UBig {
    let (mut x, mut y) = if a >= b { (a.clone(), b.clone()) } else { (b.clone(), a.clone()) };
    loop {
        // x >= y here.
        if y.as_words().len() < threshold.max(1) {
            return dashu_int::ops::Gcd::gcd(&x, &y);
        }
        if x.bit_len() - y.bit_len() <= UNBALANCED_BITS {
            // The outermost step needs no matrix: the steps of the top
            // half (found with theirs, recursively) applied to the whole
            // numbers take them from n bits to about 3n/4, and the loop
            // goes on from there. `half_reduce`'s second stage on the
            // whole numbers did the next quarter at about the cost of
            // that step and a matrix product more (the coprime pair of
            // 10,500 limbs: 75-79 ms -> 69-73 ms, a scratch loop, best of
            // five; the top third, as GMP's gcd takes it, is as fast).
            let (mut xr, mut yr) = (x.clone(), y.clone());
            reduce_by_top(&mut None, &mut xr, &mut yr, x.bit_len() / 2);
            if &xr + &yr < &x + &y {
                (x, y) = if xr >= yr { (xr, yr) } else { (yr, xr) };
                continue;
            }
        }
        // Newton's division from its threshold: more instructions than
        // the library's (the gcd of 7^240000-1 and 7^180000-1, two such
        // steps of 2,600- and 5,270-limb quotients: 184M against 205M)
        // but less time (7.5 ms -> 6.3-6.6 ms); the longer quotient now
        // in two pieces (newton.rs): 99M for the gcd -> 76M; the first
        // by the divisor's top only, the pieces counted by the
        // transforms' costs (pieces.rs): 76M -> 62M.
        let r = super::div_rem(&x, &y).1;
        (x, y) = (y, r);
    }
}

/// A 2x2 integer matrix of determinant ±1, rows first: the numbers
/// `(x', y') = M (x, y)`.
struct Matrix([[BigInt; 2]; 2]);

impl Matrix {
    fn identity() -> Matrix {
        Matrix([[BigInt::ONE, BigInt::ZERO], [BigInt::ZERO, BigInt::ONE]])
    }

    fn is_identity(&self) -> bool {
        let [[a, b], [c, d]] = &self.0;
        *a == BigInt::ONE && *b == BigInt::ZERO && *c == BigInt::ZERO && *d == BigInt::ONE
    }

    /// `t * self`: the steps of `t` after those of `self`.
    fn after(&self, t: &Matrix) -> Matrix {
        let m = &self.0;
        // c[i][j] = t[i][0] m[0][j] + t[i][1] m[1][j], the operands listed
        // t's entries first (row by row), then m's.
        let operands = [&t.0[0][0], &t.0[0][1], &t.0[1][0], &t.0[1][1], &m[0][0], &m[0][1], &m[1][0], &m[1][1]];
        let entry = |i: usize, j: usize| [(2 * i, 4 + j), (2 * i + 1, 6 + j)];
        if let Some([c00, c01, c10, c11]) =
            transform_sums(&operands, [entry(0, 0), entry(0, 1), entry(1, 0), entry(1, 1)])
        {
            return Matrix([[c00, c01], [c10, c11]]);
        }
        let longest = operands.iter().map(|v| v.as_sign_words().1.len()).max().unwrap_or(0);
        if longest < super::MUL_THRESHOLD {
            // Below the transform, Winograd's form of Strassen's product:
            // seven products and fifteen sums where there were eight
            // products (the coprime gcd of 7^240000-1 and 5^340000-1:
            // 741.3M -> 734.3M instructions).
            let [[a11, a12], [a21, a22]] = &t.0;
            let [[b11, b12], [b21, b22]] = m;
            let s1 = a21 + a22;
            let s2 = &s1 - a11;
            let s3 = a11 - a21;
            let s4 = a12 - &s2;
            let t1 = b12 - b11;
            let t2 = b22 - &t1;
            let t3 = b22 - b12;
            let t4 = &t2 - b21;
            let p1 = product(a11, b11);
            let p2 = product(a12, b21);
            let p3 = product(&s4, b22);
            let p4 = product(a22, &t4);
            let p5 = product(&s1, &t1);
            let p6 = product(&s2, &t2);
            let p7 = product(&s3, &t3);
            let u2 = &p1 + p6;
            let u3 = &u2 + p7;
            let u4 = u2 + &p5;
            return Matrix([[p1 + p2, u4 + p3], [&u3 - p4, u3 + p5]]);
        }
        // Each entry of `self` multiplies a column of `t`: its transform
        // serves both products.
        let column = |j: usize| {
            let [a0, a1] = products_by(&m[0][j], &t.0[0][0], &t.0[1][0]);
            let [b0, b1] = products_by(&m[1][j], &t.0[0][1], &t.0[1][1]);
            [a0 + b0, a1 + b1]
        };
        let [c00, c10] = column(0);
        let [c01, c11] = column(1);
        Matrix([[c00, c01], [c10, c11]])
    }

    /// Row `r` minus `q` times the other row (a Euclid step on number `r`).
    fn subtract_multiple(&mut self, r: usize, q: &UBig) {
        for j in 0..2 {
            let step = signed_product_u(&self.0[1 - r][j], q);
            self.0[r][j] -= step;
        }
    }
}

/// `a * b`, by the transform when both are large.
fn product(a: &BigInt, b: &BigInt) -> BigInt {
    let (sa, ma) = a.as_sign_words();
    let (sb, mb) = b.as_sign_words();
    if ma.len().min(mb.len()) >= super::MUL_THRESHOLD {
        let magnitude = super::mul(&UBig::from_words(ma), &UBig::from_words(mb));
        return BigInt::from_parts(sa * sb, magnitude);
    }
    // Below the transform, the products of `karatsuba.rs` where the CPU
    // has their instructions (the coprime gcd of 7^240000-1 and
    // 5^340000-1, CPU time best of five on a loaded host: 40.0 ms with
    // the library's products, 37.5 ms).
    #[cfg(target_arch = "x86_64")]
    if ma.len().min(mb.len()) >= KARATSUBA_FROM && super::karatsuba::available() {
        return BigInt::from_parts(sa * sb, UBig::from_words(&super::karatsuba::mul(ma, mb)));
    }
    a * b
}

/// `v * a` and `v * b`, the transform of `v` computed once when both
/// products are large enough for the transform (`super::Factor`): a
/// matrix's entry multiplies two entries of the other matrix, a low part
/// of the numbers both entries of a column.
fn products_by(v: &BigInt, a: &BigInt, b: &BigInt) -> [BigInt; 2] {
    let (sv, mv) = v.as_sign_words();
    let (la, lb) = (a.as_sign_words().1.len(), b.as_sign_words().1.len());
    if cfg!(target_pointer_width = "64") && mv.len().min(la).min(lb) >= super::MUL_THRESHOLD {
        let stop = Stop::default();
        let factor = super::unstopped(Factor::new(UBig::from_words(mv), la.max(lb) * Word::BITS as usize, &stop));
        return [a, b].map(|e| {
            let (se, me) = e.as_sign_words();
            BigInt::from_parts(sv * se, super::unstopped(factor.mul(&UBig::from_words(me), &stop)))
        });
    }
    [product(v, a), product(v, b)]
}

/// The sums of two products of `operands` (by their indices) that `sums`
/// lists, by the transform with each operand transformed once
/// (`super::sums`), when every operand has at least `SUM_THRESHOLD` limbs:
/// a product of unlike signs is subtracted in the transform, so each sum
/// is one backward transform.
#[cfg(target_pointer_width = "64")]
fn transform_sums<const N: usize>(operands: &[&BigInt], sums: [[(usize, usize); 2]; N]) -> Option<[BigInt; N]> {
    let parts: Vec<(Sign, &[Word])> = operands.iter().map(|v| v.as_sign_words()).collect();
    if parts.iter().any(|(_, words)| words.len() < SUM_THRESHOLD) {
        return None;
    }
    let limbs = sums.iter().flatten().map(|&(a, b)| parts[a].1.len() + parts[b].1.len()).max()?;
    // Room for a sum of two products of either sign.
    let plan = super::sums::SumPlan::new(limbs, 4);
    let transforms: Vec<_> = parts.iter().map(|(_, words)| plan.transform(words)).collect();
    Some(sums.map(|pairs| {
        let products = pairs.map(|(a, b)| (&transforms[a], &transforms[b], parts[a].0 != parts[b].0));
        let (negative, limbs) = plan.signed_sum(&products);
        BigInt::from_parts(if negative { Sign::Negative } else { Sign::Positive }, UBig::from_words(&limbs))
    }))
}

/// `T (x_low, y_low)` and `T M` by one [`transform_sums`], when the
/// matrix product needs a transform about as long as the application's:
/// the steps' entries are transformed once for both.
fn fused_with_product(t: &Matrix, x_low: &BigInt, y_low: &BigInt, m: &Matrix) -> Option<[BigInt; 6]> {
    let limbs = |v: &BigInt| v.as_sign_words().1.len();
    let apply = (0..2).map(|i| (limbs(&t.0[i][0]) + limbs(x_low)).max(limbs(&t.0[i][1]) + limbs(y_low))).max()?;
    let product = (0..2).flat_map(|i| (0..2).map(move |j| (i, j)));
    let product =
        product.map(|(i, j)| (limbs(&t.0[i][0]) + limbs(&m.0[0][j])).max(limbs(&t.0[i][1]) + limbs(&m.0[1][j])));
    let product = product.max()?;
    if product > apply + apply / 8 || apply > product + product / 2 {
        return None;
    }
    let [[t00, t01], [t10, t11]] = &t.0;
    let [[m00, m01], [m10, m11]] = &m.0;
    let operands = [t00, t01, t10, t11, x_low, y_low, m00, m01, m10, m11];
    let entry = |i: usize, j: usize| [(2 * i, 6 + j), (2 * i + 1, 8 + j)];
    transform_sums(&operands, [[(0, 4), (1, 5)], [(2, 4), (3, 5)], entry(0, 0), entry(0, 1), entry(1, 0), entry(1, 1)])
}

/// Without the transform (32-bit words), products one at a time.
#[cfg(not(target_pointer_width = "64"))]
fn transform_sums<const N: usize>(_: &[&BigInt], _: [[(usize, usize); 2]; N]) -> Option<[BigInt; N]> {
    None
}

/// `a * u` for a signed `a` and an unsigned `u`.
fn signed_product_u(a: &BigInt, u: &UBig) -> BigInt {
    let (sign, ma) = a.as_sign_words();
    if ma.len().min(u.as_words().len()) >= super::MUL_THRESHOLD {
        return BigInt::from_parts(sign, super::mul(&UBig::from_words(ma), u));
    }
    a * u
}

/// The magnitude of `v` and whether it was negative.
fn split_sign(v: BigInt) -> (bool, UBig) {
    let (sign, magnitude) = v.into_parts();
    (sign == Sign::Negative, magnitude)
}

/// Reduces `(x, y)` from `n` bits to about `n/2`: returns the
/// non-negative `(x', y') = M (x, y)`, the smaller below `2^(n/2+1)` when
/// the steps could be found (the larger at least that), and multiplies
/// `m` by `M` (on the left) when there is one: the outermost call, whose
/// numbers are the whole ones, needs no matrix.
fn half_reduce(x: UBig, y: UBig, m: &mut Option<Matrix>) -> (UBig, UBig) {
    let n = x.bit_len().max(y.bit_len());
    let s = n / 2 + 1;
    if n <= BASE_BITS {
        let (t, x, y) = super::gcd_base::base_reduce(&x, &y, s);
        if let Some(m) = m {
            *m = if m.is_identity() { Matrix(t) } else { m.after(&Matrix(t)) };
        }
        return (x, y);
    }
    let (mut x, mut y) = (x, y);
    // The top half reduced to its half takes a quarter off the whole.
    balance(m, &mut x, &mut y, s);
    if x.bit_len().min(y.bit_len()) > s {
        reduce_by_top(m, &mut x, &mut y, n / 2);
    }
    balance(m, &mut x, &mut y, s);
    let n2 = x.bit_len().max(y.bit_len());
    if x.bit_len().min(y.bit_len()) > s {
        // The top part's reduction by half takes the whole to about s
        // bits; at least a quarter is kept below it, so that a first
        // stage that did nothing still leaves a smaller problem.
        let k = (2 * s).saturating_sub(n2).max(n2 / 4);
        reduce_by_top(m, &mut x, &mut y, k);
    }
    while x.bit_len().min(y.bit_len()) > s {
        division_step(m, &mut x, &mut y);
    }
    (x, y)
}

/// Division steps while one number has `UNBALANCED_BITS` more than the
/// other (and the smaller is still above `2^s`).
fn balance(m: &mut Option<Matrix>, x: &mut UBig, y: &mut UBig, s: usize) {
    while x.bit_len().min(y.bit_len()) > s && x.bit_len().abs_diff(y.bit_len()) > UNBALANCED_BITS {
        division_step(m, x, y);
    }
}

/// One Euclid step: the larger number replaced by its remainder.
fn division_step(m: &mut Option<Matrix>, x: &mut UBig, y: &mut UBig) {
    let (r, q) = if *x >= *y {
        let (q, r) = (&*x).div_rem(&*y);
        *x = r;
        (0, q)
    } else {
        let (q, r) = (&*y).div_rem(&*x);
        *y = r;
        (1, q)
    };
    if let Some(m) = m {
        m.subtract_multiple(r, &q);
    }
}

/// Reduces the numbers' bits above `k` by [`half_reduce`] and applies the
/// steps found to the whole numbers: `x' = x_top' 2^k + t00 x_low + t01
/// y_low`, the top parts' results exact.
fn reduce_by_top(m: &mut Option<Matrix>, x: &mut UBig, y: &mut UBig, k: usize) {
    let (x_low, x_high) = std::mem::take(x).split_bits(k);
    let (y_low, y_high) = std::mem::take(y).split_bits(k);
    let mut steps = Some(Matrix::identity());
    let (x_top, y_top) = half_reduce(x_high, y_high, &mut steps);
    let mut t = steps.expect("the steps were asked for");
    let (x_low, y_low) = (BigInt::from(x_low), BigInt::from(y_low));
    // The steps' product with `m` in the transform that applies them,
    // when it fits there: its operands and backward transforms are then
    // all that it costs (the second stage of a half reduction: its
    // steps, the low parts and the first stage's matrix are all about a
    // quarter of the numbers' bits).
    let mut product = None;
    let [x_part, y_part] = match m.as_ref().and_then(|m| fused_with_product(&t, &x_low, &y_low, m)) {
        Some([x_part, y_part, c00, c01, c10, c11]) => {
            product = Some(Matrix([[c00, c01], [c10, c11]]));
            [x_part, y_part]
        }
        None => {
            // x_low multiplies the first column, y_low the second.
            let operands = [&t.0[0][0], &t.0[0][1], &t.0[1][0], &t.0[1][1], &x_low, &y_low];
            transform_sums(&operands, [[(0, 4), (1, 5)], [(2, 4), (3, 5)]]).unwrap_or_else(|| {
                let [x0, x1] = products_by(&x_low, &t.0[0][0], &t.0[1][0]);
                let [y0, y1] = products_by(&y_low, &t.0[0][1], &t.0[1][1]);
                [x0 + y0, x1 + y1]
            })
        }
    };
    let (x_new, y_new) = (BigInt::from(x_top << k) + x_part, BigInt::from(y_top << k) + y_part);
    let (x_negative, x_new) = split_sign(x_new);
    let (y_negative, y_new) = split_sign(y_new);
    for (row, negative) in [(0, x_negative), (1, y_negative)] {
        if negative {
            for matrix in [Some(&mut t), product.as_mut()].into_iter().flatten() {
                for entry in &mut matrix.0[row] {
                    *entry = -std::mem::take(entry);
                }
            }
        }
    }
    if let Some(m) = m {
        *m = match product {
            Some(product) => product,
            None if m.is_identity() => t,
            None => m.after(&t),
        };
    }
    (*x, *y) = (x_new, y_new);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn library_gcd(a: &UBig, b: &UBig) -> UBig {
        dashu_int::ops::Gcd::gcd(a, b)
    }

    /// Numbers of about `bits` bits from a simple generator.
    fn number(seed: u64, bits: usize) -> UBig {
        let mut state = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
        let words: Vec<u64> = (0..bits.div_ceil(64))
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                state
            })
            .collect();
        UBig::from_words(&words) >> (words.len() * 64 - bits)
    }

    #[test]
    fn agrees_with_the_library_at_every_size() {
        for (i, bits) in [70, 200, 1000, 3000, 9000, 30_000, 70_000].into_iter().enumerate() {
            let common = number(100 + i as u64, bits / 3);
            let cases = [
                (number(i as u64, bits), number(i as u64 + 50, bits)),
                (number(i as u64, bits), number(i as u64 + 50, bits - 20)),
                (number(i as u64, bits) * &common, number(i as u64 + 7, bits) * &common),
                (number(i as u64, bits) * &common, common.clone()),
                (number(i as u64, bits), UBig::ZERO),
                (number(i as u64, bits), number(i as u64, bits)),
            ];
            for (a, b) in cases {
                for threshold in [1, 3, GCD_THRESHOLD] {
                    assert_eq!(gcd_above(&a, &b, threshold), library_gcd(&a, &b), "{bits} bits, threshold {threshold}");
                }
            }
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]

        /// Random pairs with a random common factor, up to a few times the
        /// base case's size (every level of the recursion), against the library.
        #[test]
        fn random_pairs_agree_with_the_library(
            a in proptest::collection::vec(proptest::prelude::any::<u64>(), 1..600),
            b in proptest::collection::vec(proptest::prelude::any::<u64>(), 1..600),
            common in proptest::collection::vec(proptest::prelude::any::<u64>(), 0..200),
        ) {
            let common = UBig::from_words(&common) + UBig::ONE;
            let (a, b) = (UBig::from_words(&a) * &common, UBig::from_words(&b) * &common);
            proptest::prop_assert_eq!(gcd_above(&a, &b, 1), library_gcd(&a, &b));
        }
    }

    #[test]
    fn consecutive_fibonacci_numbers_all_quotients_one() {
        let (mut a, mut b) = (UBig::ONE, UBig::ONE);
        for _ in 0..40_000 {
            (a, b) = (&a + &b, a);
        }
        assert_eq!(gcd_above(&a, &b, 1), UBig::ONE);
        let g = number(9, 5000);
        assert_eq!(gcd_above(&(&a * &g), &(&b * &g), 1), g);
    }

    #[test]
    fn powers_minus_one_share_the_power_of_their_exponents_gcd() {
        let a = UBig::from(7u8).pow(24_000) - UBig::ONE;
        let b = UBig::from(7u8).pow(18_000) - UBig::ONE;
        assert_eq!(gcd_above(&a, &b, 1), UBig::from(7u8).pow(6000) - UBig::ONE);
        let c = UBig::from(5u8).pow(34_000) - UBig::ONE;
        assert_eq!(gcd_above(&a, &c, 1), library_gcd(&a, &c));
    }

    /// The shape of the benchmark's gcd, smaller: two Newton divisions
    /// (`newton.rs`), the first by a divisor three times longer than its
    /// quotient (only its top used), the second a quotient twice as long
    /// as the divisor, in pieces.
    #[test]
    fn powers_minus_one_by_newton_divisions() {
        let a = UBig::from(7u8).pow(120_000) - UBig::ONE;
        let b = UBig::from(7u8).pow(90_000) - UBig::ONE;
        assert_eq!(gcd(&a, &b), UBig::from(7u8).pow(30_000) - UBig::ONE);
        let c = &b * UBig::from(5u8).pow(2000) + UBig::from(12345u16);
        assert_eq!(gcd(&c, &b), library_gcd(&c, &b));
    }

    /// Matrix products below the transform (Winograd's seven products)
    /// and above it, against the definition, for entries of every sign
    /// and unlike lengths.
    #[test]
    fn matrix_products_are_exact() {
        let signed = |seed: u64, bits: usize| {
            let n = BigInt::from(number(seed, bits));
            if seed % 3 == 0 {
                -n
            } else {
                n
            }
        };
        for bits in [1, 64, 700, 64 * 300, 64 * 800] {
            let t = Matrix([[signed(1, bits), signed(2, bits + 5)], [signed(3, bits / 2 + 1), signed(4, bits)]]);
            let m = Matrix([[signed(5, bits + 64), signed(6, bits)], [signed(7, bits), signed(9, bits / 3 + 1)]]);
            let c = m.after(&t);
            let [[t00, t01], [t10, t11]] = &t.0;
            let [[m00, m01], [m10, m11]] = &m.0;
            let expected = [t00 * m00 + t01 * m10, t00 * m01 + t01 * m11, t10 * m00 + t11 * m10, t10 * m01 + t11 * m11];
            let [[c00, c01], [c10, c11]] = c.0;
            assert_eq!([c00, c01, c10, c11], expected, "{bits} bits");
        }
    }

    /// The steps' product with a matrix made in the transform of their
    /// application, against the products one at a time, for entries of
    /// either sign.
    #[test]
    fn products_in_the_application_transform_are_exact() {
        let signed = |seed: u64, bits: usize, negative: bool| {
            let n = BigInt::from(number(seed, bits));
            if negative {
                -n
            } else {
                n
            }
        };
        let bits = 64 * (SUM_THRESHOLD + 40);
        let t = Matrix([
            [signed(1, bits, false), signed(2, bits - 7, true)],
            [signed(3, bits + 90, true), signed(4, bits, false)],
        ]);
        let m = Matrix([
            [signed(5, bits, true), signed(6, bits + 64, false)],
            [signed(7, bits - 200, false), signed(8, bits, true)],
        ]);
        let (x_low, y_low) = (signed(9, bits, false), signed(10, bits - 3, false));
        let [x_part, y_part, c00, c01, c10, c11] =
            fused_with_product(&t, &x_low, &y_low, &m).expect("the operands are long enough");
        let [[t00, t01], [t10, t11]] = &t.0;
        let [[m00, m01], [m10, m11]] = &m.0;
        assert_eq!(x_part, t00 * &x_low + t01 * &y_low);
        assert_eq!(y_part, t10 * &x_low + t11 * &y_low);
        assert_eq!(
            [c00, c01, c10, c11],
            [t00 * m00 + t01 * m10, t00 * m01 + t01 * m11, t10 * m00 + t11 * m10, t10 * m01 + t11 * m11]
        );
    }

    /// Numbers large enough that the matrices' entries and the low parts
    /// they multiply pass `SUM_THRESHOLD` (sums of products in the
    /// transform), with and without a large common factor.
    #[test]
    fn large_pairs_agree_with_the_library() {
        let a = UBig::from(7u8).pow(120_000) - UBig::ONE;
        let b = UBig::from(5u8).pow(170_000) - UBig::ONE;
        assert_eq!(gcd_above(&a, &b, 1), library_gcd(&a, &b));
        let common = number(77, 40_000);
        let (x, y) = (number(78, 250_000) * &common, number(79, 249_000) * &common);
        assert_eq!(gcd_above(&x, &y, GCD_THRESHOLD), library_gcd(&x, &y));
    }
}
