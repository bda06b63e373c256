//! Products of very large magnitudes by number-theoretic transforms. Each
//! 64-bit limb is one coefficient; the cyclic convolution of the two limb
//! vectors is computed modulo three primes of about 2^62 (`field.rs`),
//! whose product bounds every coefficient of the convolution (`n * 2^128`
//! for `n` points), and the coefficients are rebuilt by the Chinese
//! remainder theorem (Garner's form) while their carries are added up.
//!
//! A transform is the forward one twice: decimation in frequency from
//! natural order to bit-reversed order, then, on the pointwise product,
//! decimation in time from bit-reversed order back to natural order. The
//! second computes the same transform with the same root, which yields
//! `n * c[-k mod n]`: the inverse up to a reversal of the indices and the
//! factor `n`, both undone while the coefficients are read. So there is
//! no bit-reversal pass and one table of roots serves both directions.

use super::crt;
use super::field::{Field, MAX_LOG_LEN, PRIMES};

/// The limbs of `a * b` (`a.len() + b.len()` of them, the top ones
/// possibly zero). Both operands must be non-empty.
pub fn multiply(a: &[u64], b: &[u64]) -> Vec<u64> {
    product(a, Some(b))
}

/// The limbs of `a * a` (`2 * a.len()` of them): one forward transform
/// per prime instead of two.
pub fn square(a: &[u64]) -> Vec<u64> {
    product(a, None)
}

/// How a product is transformed: with the three primes and one limb per
/// coefficient, or with the two largest and `bits < 64` bits per
/// coefficient (as many as their product leaves room for), whichever
/// needs fewer transform steps: the two-prime form wins when its shorter
/// coefficients still fit the same power of two.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Plan {
    primes: usize,
    bits: u32,
    log_len: u32,
}

impl Plan {
    fn choose(a_len: usize, b_len: usize) -> Plan {
        let three = Plan { primes: 3, bits: 64, log_len: transform_log_len(a_len + b_len - 1) };
        let room = PRIMES[1] as u128 * PRIMES[2] as u128;
        for log_len in 1..=MAX_LOG_LEN {
            // The largest width whose convolution sums stay below the
            // product of the two primes: n * (2^bits - 1)^2 < p1 * p2.
            let Some(bits) = (1..64u32).rev().find(|&bits| {
                let top = (1u128 << bits) - 1;
                top * top < room >> log_len
            }) else {
                break;
            };
            let coefficients = crt::coefficient_count(a_len, bits) + crt::coefficient_count(b_len, bits) - 1;
            if coefficients <= 1 << log_len {
                let two = Plan { primes: 2, bits, log_len };
                return if two.cost() < three.cost() { two } else { three };
            }
        }
        three
    }

    /// Butterflies of all the transforms, up to a constant factor.
    fn cost(&self) -> u64 {
        self.primes as u64 * (self.log_len as u64) << self.log_len
    }

    fn primes(&self) -> &'static [u64] {
        &PRIMES[3 - self.primes..]
    }
}

fn product(a: &[u64], b: Option<&[u64]>) -> Vec<u64> {
    product_by(a, b, Plan::choose(a.len(), b.map_or(a.len(), <[u64]>::len)))
}

fn product_by(a: &[u64], b: Option<&[u64]>, plan: Plan) -> Vec<u64> {
    let len = a.len() + b.map_or(a.len(), <[u64]>::len);
    let n = 1usize << plan.log_len;
    let mut residues: Vec<Vec<u64>> = Vec::with_capacity(plan.primes);
    let mut other = if b.is_some() { vec![0u64; n] } else { Vec::new() };
    for &p in plan.primes() {
        let field = Field::new(p);
        let roots = root_table(&field, plan.log_len);
        let mut fa = vec![0u64; n];
        crt::load(&field, &mut fa, a, plan.bits);
        forward(&field, &mut fa, &roots);
        match b {
            Some(b) => {
                crt::load(&field, &mut other, b, plan.bits);
                forward(&field, &mut other, &roots);
                for (x, &y) in fa.iter_mut().zip(other.iter()) {
                    *x = field.mul(*x, y);
                }
            }
            None => {
                for x in fa.iter_mut() {
                    *x = field.mul(*x, *x);
                }
            }
        }
        backward(&field, &mut fa, &roots);
        residues.push(fa);
    }
    if plan.primes == 3 {
        crt::combine_three(&residues, len)
    } else {
        crt::combine_two(&residues, len, plan.bits)
    }
}

/// log2 of the transform length for `count` coefficients.
fn transform_log_len(count: usize) -> u32 {
    let log_len = count.max(2).next_power_of_two().trailing_zeros();
    assert!(log_len <= MAX_LOG_LEN, "product too large for the transform");
    log_len
}

/// `table[m + j] = w_2m^j` (Montgomery form, reduced) for every power of
/// two `m < 2^log_len` and `j < m`, where `w_2m` is a root of unity of
/// order `2m`: the twiddle factors of every stage, each stage's
/// contiguous. The top stage is a chain of products; each lower stage
/// takes every other entry of the one above.
fn root_table(field: &Field, log_len: u32) -> Vec<u64> {
    let n = 1usize << log_len;
    let mut table = vec![0u64; n.max(2)];
    let half = n / 2;
    let w = field.root_of_unity(log_len);
    let mut x = field.one;
    for j in 0..half {
        table[half + j] = x;
        x = field.mul_reduced(x, w);
    }
    let mut m = half / 2;
    while m >= 1 {
        for j in 0..m {
            table[m + j] = table[2 * m + 2 * j];
        }
        m /= 2;
    }
    table
}

/// Forward transform, decimation in frequency: values below `2p` in
/// natural order to values below `2p` in bit-reversed order.
fn forward(field: &Field, a: &mut [u64], roots: &[u64]) {
    let two_p = 2 * field.p;
    let mut m = a.len() / 2;
    while m >= 1 {
        let twiddles = &roots[m..2 * m];
        for block in a.chunks_exact_mut(2 * m) {
            let (low, high) = block.split_at_mut(m);
            for ((x, y), &w) in low.iter_mut().zip(high.iter_mut()).zip(twiddles) {
                let (u, v) = (*x, *y);
                let sum = u + v;
                *x = if sum >= two_p { sum - two_p } else { sum };
                *y = field.mul(u + two_p - v, w);
            }
        }
        m /= 2;
    }
}

/// The same transform by decimation in time: values below `2p` in
/// bit-reversed order to values below `2p` in natural order.
fn backward(field: &Field, a: &mut [u64], roots: &[u64]) {
    let two_p = 2 * field.p;
    let mut m = 1;
    while m < a.len() {
        let twiddles = &roots[m..2 * m];
        for block in a.chunks_exact_mut(2 * m) {
            let (low, high) = block.split_at_mut(m);
            for ((x, y), &w) in low.iter_mut().zip(high.iter_mut()).zip(twiddles) {
                let u = *x;
                let v = field.mul(*y, w);
                let sum = u + v;
                *x = if sum >= two_p { sum - two_p } else { sum };
                let diff = u + two_p - v;
                *y = if diff >= two_p { diff - two_p } else { diff };
            }
        }
        m *= 2;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Schoolbook product, the reference.
    fn schoolbook(a: &[u64], b: &[u64]) -> Vec<u64> {
        let mut out = vec![0u64; a.len() + b.len()];
        for (i, &x) in a.iter().enumerate() {
            let mut carry = 0u128;
            for (j, &y) in b.iter().enumerate() {
                let t = x as u128 * y as u128 + out[i + j] as u128 + carry;
                out[i + j] = t as u64;
                carry = t >> 64;
            }
            out[i + b.len()] = carry as u64;
        }
        out
    }

    #[test]
    fn small_products_agree_with_the_schoolbook() {
        let ones = vec![u64::MAX; 70];
        assert_eq!(multiply(&ones, &ones), schoolbook(&ones, &ones));
        assert_eq!(square(&ones), schoolbook(&ones, &ones));
        assert_eq!(multiply(&[3], &[5]), vec![15, 0]);
        assert_eq!(square(&[u64::MAX]), vec![1, u64::MAX - 1]);
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for (la, lb) in [(1, 1), (1, 9), (2, 2), (5, 3), (31, 33), (64, 64), (100, 7)] {
            let a: Vec<u64> = (0..la).map(|_| next()).collect();
            let b: Vec<u64> = (0..lb).map(|_| next()).collect();
            assert_eq!(multiply(&a, &b), schoolbook(&a, &b), "{la} x {lb}");
            assert_eq!(square(&a), schoolbook(&a, &a), "{la}^2");
            // Both forms of transform, whichever the sizes would choose.
            let three = Plan { primes: 3, bits: 64, log_len: transform_log_len(la + lb - 1) };
            assert_eq!(product_by(&a, Some(&b), three), schoolbook(&a, &b), "{la} x {lb}, three primes");
            for bits in [1, 13, 52, 53] {
                let coefficients = crt::coefficient_count(la, bits) + crt::coefficient_count(lb, bits) - 1;
                let two = Plan { primes: 2, bits, log_len: transform_log_len(coefficients) };
                assert_eq!(product_by(&a, Some(&b), two), schoolbook(&a, &b), "{la} x {lb}, {bits} bits");
                let log_len = transform_log_len(2 * crt::coefficient_count(la, bits) - 1);
                let ones = &ones[..la.min(70)];
                let two = Plan { primes: 2, bits, log_len };
                assert_eq!(
                    product_by(ones, None, two),
                    schoolbook(ones, ones),
                    "{la} all-ones limbs squared, {bits} bits"
                );
            }
        }
        // Ten-million-digit squares fit two primes at 52 bits.
        assert_eq!(Plan::choose(52_000, 52_000), Plan { primes: 2, bits: 53, log_len: 17 });
    }
}
