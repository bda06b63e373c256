//! Between limbs and transform coefficients: cutting the operands into
//! coefficients (`load`), and rebuilding the product's limbs from the
//! convolution's residues modulo the primes by the Chinese remainder
//! theorem in Garner's form, adding each coefficient at its bit offset
//! with the carries of those before (`combine_three`, `combine_two`).

use super::field::{slow_mul, Field, PRIMES};

/// Number of coefficients of `bits` bits that `limbs` 64-bit limbs make.
pub fn coefficient_count(limbs: usize, bits: u32) -> usize {
    (limbs * 64).div_ceil(bits as usize)
}

/// The `n` coefficients of `src` (`bits` bits each, the low ones first)
/// below `2p`, then zeros. Whole limbs (`bits == 64`) are reduced by a
/// Montgomery product with `R mod p` (the form of 1); shorter
/// coefficients are below the prime already. Each value is written
/// once: a vector zeroed first cost a pass over memory (`memset`).
pub fn load(field: &Field, n: usize, src: &[u64], bits: u32) -> Vec<u64> {
    let mut dest = Vec::with_capacity(n);
    if bits == 64 {
        dest.extend(src.iter().map(|&s| field.mul(s, field.one)));
    } else {
        let count = coefficient_count(src.len(), bits);
        let mask = (1u64 << bits) - 1;
        dest.extend((0..count).map(|i| {
            let bit = i * bits as usize;
            let (limb, shift) = (bit / 64, bit % 64);
            let mut value = src[limb] >> shift;
            if shift + bits as usize > 64 && limb + 1 < src.len() {
                value |= src[limb + 1] << (64 - shift);
            }
            value & mask
        }));
    }
    assert!(dest.len() <= n, "more coefficients than the transform's points");
    dest.resize(n, 0);
    dest
}

/// `R^2 / n mod p`: a Montgomery product by it takes a residue of the
/// backward transform, `n` times the coefficient and with the factor
/// `R^-1` of the pointwise product, to the coefficient.
fn unscale(field: &Field, n: usize) -> u64 {
    let n_inv = field.inverse(n as u64 % field.p);
    slow_mul(slow_mul(field.one, field.one, field.p), n_inv, field.p)
}

/// The product's `len` limbs from the three residue vectors (each `n`
/// times the convolution, indices reversed): each coefficient is scaled
/// by `1/n`, rebuilt below `p0 * p1 * p2` by Garner's method and added
/// at its limb with the carry of those before. `SIGNED`: coefficients
/// above half the modulus are negative (a sum of products of both signs,
/// `sums.rs`), the running carry is signed, and the limbs are the sum's
/// two's complement (all-ones limbs above a negative sum).
pub fn combine_three<const SIGNED: bool>(residues: &[Vec<u64>], len: usize) -> Vec<u64> {
    let n = residues[0].len();
    let fields = PRIMES.map(Field::new);
    let [p0, p1, p2] = PRIMES;
    let scale = fields.map(|f| unscale(&f, n));
    // Montgomery forms of the Garner constants.
    let inv_p0_mod_p1 = fields[1].to_mont(fields[1].inverse(p0 % p1));
    let p0_mod_p2 = fields[2].to_mont(p0 % p2);
    let p01_mod_p2 = slow_mul(p0 % p2, p1 % p2, p2);
    let inv_p01_mod_p2 = fields[2].to_mont(fields[2].inverse(p01_mod_p2));
    let p01 = p0 as u128 * p1 as u128;
    let (p01_low, p01_high) = (p01 as u64, (p01 >> 64) as u64);

    let mut out = vec![0u64; len];
    // The running sum above the limbs written so far, 192 bits.
    let (mut c0, mut c1, mut c2) = (0u64, 0u64, 0u64);
    // Coefficients below n and len - 1 can be non-zero (a product's last
    // limb, a wrapped product's last limbs, are carry only).
    let coefficients = n.min(len - 1);
    for (k, limb) in out.iter_mut().enumerate() {
        // The bits above the running sum: its sign.
        let extension = if SIGNED && (c2 as i64) < 0 { u64::MAX } else { 0 };
        if k >= coefficients {
            *limb = c0;
            (c0, c1, c2) = (c1, c2, extension);
            continue;
        }
        let i = (n - k) & (n - 1);
        let r0 = fields[0].mul_reduced(residues[0][i], scale[0]);
        let r1 = fields[1].mul_reduced(residues[1][i], scale[1]);
        let r2 = fields[2].mul_reduced(residues[2][i], scale[2]);
        // x = r0 + p0 * v1 + p0 * p1 * v2 with v1 < p1, v2 < p2.
        let d1 = if r1 >= r0 { r1 - r0 } else { r1 + p1 - r0 };
        let v1 = fields[1].mul_reduced(d1, inv_p0_mod_p1);
        let t = fields[2].mul_reduced(v1, p0_mod_p2) + r0;
        let t = if t >= p2 { t - p2 } else { t };
        let d2 = if r2 >= t { r2 - t } else { r2 + p2 - t };
        let v2 = fields[2].mul_reduced(d2, inv_p01_mod_p2);
        let low = r0 as u128 + p0 as u128 * v1 as u128;
        // A negative coefficient, x - p0 p1 p2 = low - p0 p1 (p2 - v2):
        // the top part's magnitude is subtracted (added negated, the
        // borrow running into the sign's extension).
        let negative = SIGNED && v2 > p2 / 2;
        let w = if negative { p2 - v2 } else { v2 };
        let top_low = p01_low as u128 * w as u128;
        let top_high = p01_high as u128 * w as u128;
        // top = top_low + top_high << 64, three limbs.
        let t0 = top_low as u64;
        let t1 = (top_low >> 64) + (top_high as u64) as u128;
        let t2 = ((top_high >> 64) + (t1 >> 64)) as u64;
        let (t0, t1, t2) = if negative {
            // Two's complement of (t0, t1, t2).
            let (n0, c) = (!t0).overflowing_add(1);
            let (n1, c) = (!(t1 as u64)).overflowing_add(c as u64);
            (n0, n1, (!t2).wrapping_add(c as u64))
        } else {
            (t0, t1 as u64, t2)
        };
        // Add low + top to (c0, c1, c2) modulo 2^192.
        let (s0, carry_a) = c0.overflowing_add(low as u64);
        let (s0, carry_b) = s0.overflowing_add(t0);
        let mid = c1 as u128 + (low >> 64) + t1 as u128 + carry_a as u128 + carry_b as u128;
        let high = c2.wrapping_add(t2).wrapping_add((mid >> 64) as u64);
        *limb = s0;
        c0 = mid as u64;
        c1 = high;
        c2 = if SIGNED && (high as i64) < 0 { u64::MAX } else { 0 };
    }
    debug_assert!(c0 == c2 && c1 == c2, "the sum has len limbs");
    out
}

/// The product's `len` limbs from the residues modulo the two largest
/// primes (indices reversed, `n` times the convolution, below `4p`) of
/// coefficients of `bits < 64` bits: each coefficient, below
/// `p1 * p2 < 2^124`, is rebuilt as a 128-bit number and added at bit
/// `i * bits` to a 256-bit window whose lowest limb is final once the
/// next coefficient's offset is past it (one limb at most a coefficient).
/// The products by constants are Shoup's (one high product, where
/// Montgomery's took two), and the window two 128-bit halves. `SIGNED`
/// as for [`combine_three`].
pub fn combine_two<const SIGNED: bool>(residues: &[Vec<u64>], len: usize, bits: u32) -> Vec<u64> {
    assert!(bits < 64, "coefficients shorter than a limb");
    let n = residues[0].len();
    let fields = [Field::new(PRIMES[1]), Field::new(PRIMES[2])];
    let [q0, q1] = [PRIMES[1], PRIMES[2]];
    // A constant with its Shoup quotient.
    let shoup = |w: u64, p: u64| (w, (((w as u128) << 64) / p as u128) as u64);
    // `R / n`: the residues carry `n` and the pointwise product's `R^-1`.
    let scale = fields.map(|f| shoup(slow_mul(f.one, f.inverse(n as u64 % f.p), f.p), f.p));
    let inv_q0_mod_q1 = shoup(fields[1].inverse(q0), q1);
    let mul = |f: &Field, x: u64, (w, w_shoup): (u64, u64)| f.reduce(f.mul_shoup(x, w, w_shoup));
    let mut out = vec![0u64; len];
    // The window: bits from `64 * written` on, low and high halves.
    let (mut low, mut high) = (0u128, 0u128);
    let mut written = 0usize;
    // The offset of the next coefficient within the window.
    let mut shift = 0u32;
    let count = n.min(coefficient_count(len, bits));
    for k in 0..count {
        let i = (n - k) & (n - 1);
        let r0 = mul(&fields[0], residues[0][i], scale[0]);
        let r1 = mul(&fields[1], residues[1][i], scale[1]);
        // x = r0 + q0 * v1 with v1 < q1 (r0 < q0 < q1).
        let d1 = if r1 >= r0 { r1 - r0 } else { r1 + q1 - r0 };
        let v1 = mul(&fields[1], d1, inv_q0_mod_q1);
        let x = r0 as u128 + q0 as u128 * v1 as u128;
        // A negative coefficient: x - q0 q1, below 2^124 in magnitude,
        // as a 128-bit two's complement whose sign extends to the window.
        let negative = SIGNED && v1 > q1 / 2;
        let x = if negative { x.wrapping_sub(q0 as u128 * q1 as u128) } else { x };
        // Add x << shift (shift < 64) to the window.
        let top = if shift == 0 {
            if negative {
                u128::MAX
            } else {
                0
            }
        } else {
            ((x as i128) >> (128 - shift)) as u128
        };
        let (sum, carry) = low.overflowing_add(x << shift);
        low = sum;
        high = high.wrapping_add(top).wrapping_add(carry as u128);
        shift += bits;
        if shift >= 64 {
            shift -= 64;
            if written < len {
                out[written] = low as u64;
                written += 1;
            }
            low = low >> 64 | high << 64;
            high = if SIGNED { ((high as i128) >> 64) as u128 } else { high >> 64 };
        }
    }
    let extension = if SIGNED && (high as i128) < 0 { u64::MAX } else { 0 };
    let rest = [low as u64, (low >> 64) as u64, high as u64, (high >> 64) as u64];
    for (limb, w) in out[written..].iter_mut().zip(rest.into_iter().chain(std::iter::repeat(extension))) {
        *limb = w;
    }
    out
}
