//! Arithmetic modulo one of the three primes of the number-theoretic
//! transform (`ntt.rs`): Montgomery multiplication with R = 2^64, kept
//! lazy (results in `[0, 2p)`) so that a butterfly needs no division and
//! few comparisons. The primes are below 2^62, so that sums of two lazy
//! values and differences shifted by `2p` stay below 2^64, and `2^40`
//! divides `p - 1`, so that transforms of up to 2^40 points exist.

/// The three primes, `c * 2^40 + 1` just below 2^62, in increasing order
/// (the CRT in `ntt.rs` relies on the order). Their product exceeds
/// 2^183, room for the convolution of 64-bit limbs up to 2^55 points.
pub const PRIMES: [u64; 3] = [4_194_180 << 40 | 1, 4_194_238 << 40 | 1, 4_194_240 << 40 | 1];

/// log2 of the largest transform length the primes allow.
pub const MAX_LOG_LEN: u32 = 40;

/// One prime and its Montgomery constants.
#[derive(Clone, Copy, Debug)]
pub struct Field {
    pub p: u64,
    /// `p^-1 mod 2^64`.
    p_inv: u64,
    /// `R^2 mod p`: `mul(x, r2)` takes `x` into Montgomery form.
    r2: u64,
    /// `R mod p`, the Montgomery form of 1.
    pub one: u64,
}

impl Field {
    pub fn new(p: u64) -> Field {
        // Newton's iteration doubles the correct low bits of the inverse
        // each step: 5 steps from the 3 bits `p * p = 1 mod 8` gives.
        let mut p_inv = p;
        for _ in 0..5 {
            p_inv = p_inv.wrapping_mul(2u64.wrapping_sub(p.wrapping_mul(p_inv)));
        }
        let one = ((1u128 << 64) % p as u128) as u64;
        let r2 = slow_mul(one, one, p);
        Field { p, p_inv, r2, one }
    }

    /// `a * b / R mod p`, in `[0, 2p)` (lazy), for `a * b < p * 2^64`
    /// (any `a` with `b < p`, or both below `2p`).
    #[inline(always)]
    pub fn mul(&self, a: u64, b: u64) -> u64 {
        let t = a as u128 * b as u128;
        let m = (t as u64).wrapping_mul(self.p_inv);
        let mp_high = ((m as u128 * self.p as u128) >> 64) as u64;
        // t - m*p is divisible by 2^64 and lies in (-p*2^64, p*2^64).
        ((t >> 64) as u64).wrapping_add(self.p).wrapping_sub(mp_high)
    }

    /// Shoup's quotient (`w * 2^64 / p` rounded down, for
    /// [`Field::mul_shoup`]) of the factor whose Montgomery form (reduced) is
    /// `w_mont`, without a division: `w * 2^64 - w_mont` is a multiple of
    /// `p` whose quotient is below 2^64, so it is that difference times
    /// `p^-1` modulo 2^64, and `w * 2^64` vanishes modulo 2^64.
    #[inline]
    pub fn shoup_of_mont(&self, w_mont: u64) -> u64 {
        w_mont.wrapping_neg().wrapping_mul(self.p_inv)
    }

    /// `x * w mod p` in `[0, 2p)` (lazy) for any `x`, a plain `w < p` and
    /// its Shoup quotient `w_shoup` (`shoup_of_mont`): the quotient
    /// `x * w / p` is taken from the precomputed one to within one unit,
    /// so one high and two low products replace the Montgomery product's
    /// two high and one low.
    #[inline(always)]
    pub fn mul_shoup(&self, x: u64, w: u64, w_shoup: u64) -> u64 {
        let q = ((x as u128 * w_shoup as u128) >> 64) as u64;
        x.wrapping_mul(w).wrapping_sub(q.wrapping_mul(self.p))
    }

    /// `x` in `[0, 2p)` fully reduced.
    #[inline(always)]
    pub fn reduce(&self, x: u64) -> u64 {
        if x >= self.p {
            x - self.p
        } else {
            x
        }
    }

    /// `a * b / R mod p` fully reduced.
    #[inline(always)]
    pub fn mul_reduced(&self, a: u64, b: u64) -> u64 {
        self.reduce(self.mul(a, b))
    }

    /// The Montgomery form `x * R mod p`, reduced.
    pub fn to_mont(&self, x: u64) -> u64 {
        self.mul_reduced(x % self.p, self.r2)
    }

    /// `base^e` for `base` in Montgomery form (result in the same form).
    pub fn pow_mont(&self, base: u64, mut e: u64) -> u64 {
        let (mut acc, mut b) = (self.one, base);
        while e > 0 {
            if e & 1 == 1 {
                acc = self.mul_reduced(acc, b);
            }
            b = self.mul_reduced(b, b);
            e >>= 1;
        }
        acc
    }

    /// The inverse of `x` (a plain residue, not zero), plain.
    pub fn inverse(&self, x: u64) -> u64 {
        let inv_mont = self.pow_mont(self.to_mont(x), self.p - 2);
        self.mul_reduced(inv_mont, 1)
    }

    /// A root of unity of order exactly `2^log_len`, in Montgomery form.
    pub fn root_of_unity(&self, log_len: u32) -> u64 {
        debug_assert!(log_len <= MAX_LOG_LEN);
        // A quadratic non-residue g has order divisible by 2^40, so
        // g^((p-1) / 2^40) has order 2^40.
        let minus_one = self.to_mont(self.p - 1);
        let g = (2..)
            .map(|g| self.to_mont(g))
            .find(|&g| self.pow_mont(g, (self.p - 1) / 2) == minus_one)
            .expect("a prime has quadratic non-residues");
        let root = self.pow_mont(g, (self.p - 1) >> MAX_LOG_LEN);
        self.pow_mont(root, 1 << (MAX_LOG_LEN - log_len))
    }
}

/// `a * b mod p` through a 128-bit division: for constants only.
pub fn slow_mul(a: u64, b: u64, p: u64) -> u64 {
    (a as u128 * b as u128 % p as u128) as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Deterministic Miller-Rabin for 64-bit numbers.
    fn is_prime(n: u64) -> bool {
        let (mut d, mut s) = (n - 1, 0);
        while d % 2 == 0 {
            d /= 2;
            s += 1;
        }
        let pow = |mut b: u64, mut e: u64| {
            let mut acc = 1u64;
            while e > 0 {
                if e & 1 == 1 {
                    acc = slow_mul(acc, b, n);
                }
                b = slow_mul(b, b, n);
                e >>= 1;
            }
            acc
        };
        [2u64, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37].iter().all(|&a| {
            let mut x = pow(a, d);
            if x == 1 || x == n - 1 {
                return true;
            }
            (1..s).any(|_| {
                x = slow_mul(x, x, n);
                x == n - 1
            })
        })
    }

    #[test]
    fn the_primes_are_primes_of_the_promised_shape() {
        assert!(PRIMES[0] < PRIMES[1] && PRIMES[1] < PRIMES[2] && PRIMES[2] < 1 << 62);
        for p in PRIMES {
            assert!(is_prime(p), "{p}");
            assert_eq!((p - 1) % (1 << MAX_LOG_LEN), 0);
        }
    }

    #[test]
    fn montgomery_products_and_roots_agree_with_plain_arithmetic() {
        for p in PRIMES {
            let f = Field::new(p);
            for (a, b) in [(0, 5), (p - 1, p - 1), (12345678901234567, 98765432109876543), (u64::MAX, p - 2)] {
                let got = f.mul_reduced(f.mul_reduced(f.to_mont(a % p), f.to_mont(b % p)), 1);
                assert_eq!(got, slow_mul(a % p, b % p, p));
                // Lazy inputs below 2p.
                let lazy = f.reduce(f.mul(f.to_mont(a % p) + p, f.to_mont(b % p)));
                assert_eq!(f.mul_reduced(lazy, 1), slow_mul(a % p, b % p, p));
            }
            for (x, w) in [(0, 0), (u64::MAX, p - 1), (2 * p - 1, 1), (12345678901234567, 98765432109876543 % p)] {
                // Shoup's quotient by a division, the reference.
                let w_shoup = (((w as u128) << 64) / p as u128) as u64;
                assert_eq!(f.shoup_of_mont(f.to_mont(w)), w_shoup, "the quotient of {w} without a division");
                let got = f.mul_shoup(x, w, w_shoup);
                assert!(got < 2 * p, "lazy result below 2p");
                assert_eq!(got % p, slow_mul(x % p, w, p));
            }
            assert_eq!(slow_mul(f.inverse(123456789), 123456789, p), 1);
            let w = f.root_of_unity(10);
            assert_eq!(f.pow_mont(w, 1 << 10), f.one);
            assert_ne!(f.pow_mont(w, 1 << 9), f.one);
        }
    }
}
