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
//!
//! The butterflies are Shoup's products by tabled twiddles on values kept
//! lazily below `2p` (forward) or `4p` (backward, Harvey's form), two
//! radix-2 stages a pass over memory. The stages whose butterflies stay
//! within `BLOCK` values run chunk by chunk while the chunk is in cache,
//! and a product's pointwise step runs between a chunk's last forward
//! stages and its first backward ones (`cyclic_product`).
//!
//! Ctrl-C (`host/stop.rs`) is looked at between the transforms and
//! between the stages of each (the chunked stages: between chunks): a
//! transform of a ten-million-digit product takes a tenth of a second, a
//! stage a few milliseconds.

use super::crt;
use super::field::{Field, MAX_LOG_LEN, PRIMES};
pub(super) use super::roots::cached_roots;
use crate::host::stop::{Stop, Stopped};

/// The limbs of `a * b` (`a.len() + b.len()` of them, the top ones
/// possibly zero). Both operands must be non-empty.
pub fn multiply(a: &[u64], b: &[u64], stop: &Stop) -> Result<Vec<u64>, Stopped> {
    product(a, Some(b), stop)
}

/// The limbs of `a * a` (`2 * a.len()` of them): one forward transform
/// per prime instead of two.
pub fn square(a: &[u64], stop: &Stop) -> Result<Vec<u64>, Stopped> {
    product(a, None, stop)
}

/// How a product is transformed: with the three primes and one limb per
/// coefficient, or with the two largest and `bits < 64` bits per
/// coefficient (as many as their product leaves room for), whichever
/// needs fewer transform steps: the two-prime form wins when its shorter
/// coefficients still fit the same power of two.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Plan {
    primes: usize,
    bits: u32,
    pub(super) log_len: u32,
}

impl Plan {
    fn choose(a_len: usize, b_len: usize) -> Plan {
        Plan::cheapest(|bits| crt::coefficient_count(a_len, bits) + crt::coefficient_count(b_len, bits) - 1, 1)
    }

    /// For a product modulo `2^K - 1`, `K = bits * 2^log_len` at least
    /// `min_bits`, of operands below `2^K`: the cyclic convolution wraps
    /// the coefficients above `K` onto the low ones, which is that
    /// modulus, so the transform needs only as many points as the longer
    /// operand (or `min_bits`) has coefficients.
    fn choose_wrapped(a_len: usize, b_len: usize, min_bits: usize) -> Plan {
        Plan::cheapest(
            |bits| {
                let longer = crt::coefficient_count(a_len.max(b_len), bits);
                longer.max(min_bits.div_ceil(bits as usize))
            },
            1,
        )
    }

    /// The cheaper of the three-prime plan and the smallest two-prime one
    /// for a sum of `terms` convolutions of `coefficients(bits)`
    /// coefficients.
    pub(super) fn cheapest(coefficients: impl Fn(u32) -> usize, terms: u128) -> Plan {
        let three = Plan { primes: 3, bits: 64, log_len: transform_log_len(coefficients(64)) };
        let room = PRIMES[1] as u128 * PRIMES[2] as u128;
        for log_len in 1..=MAX_LOG_LEN {
            // The largest width whose convolution sums stay below the
            // product of the two primes: terms * n * (2^bits - 1)^2 < p1 * p2.
            let Some(bits) = (1..64u32).rev().find(|&bits| {
                let top = (1u128 << bits) - 1;
                (top * top).checked_mul(terms).is_some_and(|sum| sum < room >> log_len)
            }) else {
                break;
            };
            if coefficients(bits) <= 1 << log_len {
                let two = Plan { primes: 2, bits, log_len };
                return if two.cost() < three.cost() { two } else { three };
            }
        }
        three
    }

    /// `K` of a wrapped product: the bits of all the coefficients.
    fn modulus_bits(&self) -> usize {
        (self.bits as usize) << self.log_len
    }

    /// Limbs that hold the sum of a wrapped product's coefficients at
    /// their offsets before it is reduced modulo `2^K - 1`: each
    /// coefficient is below `2^(2 bits + log_len)`.
    fn wrapped_len(&self) -> usize {
        (self.modulus_bits() + self.bits as usize + self.log_len as usize + 1).div_ceil(64) + 1
    }

    /// Butterflies of all the transforms, up to a constant factor.
    fn cost(&self) -> u64 {
        self.primes as u64 * (self.log_len as u64) << self.log_len
    }

    pub(super) fn primes(&self) -> &'static [u64] {
        &PRIMES[3 - self.primes..]
    }
}

/// `a * b mod (2^K - 1)` unreduced (below `2^K` times a small factor:
/// `Plan::wrapped_len` limbs) and `K`, some multiple of a power of two
/// at least `min_bits` and the operands' sizes.
pub fn multiply_wrapped(a: &[u64], b: &[u64], min_bits: usize, stop: &Stop) -> Result<(Vec<u64>, usize), Stopped> {
    let plan = Plan::choose_wrapped(a.len(), b.len(), min_bits);
    Ok((product_by(a, Some(b), plan, plan.wrapped_len(), stop)?, plan.modulus_bits()))
}

fn product(a: &[u64], b: Option<&[u64]>, stop: &Stop) -> Result<Vec<u64>, Stopped> {
    let len = a.len() + b.map_or(a.len(), <[u64]>::len);
    product_by(a, b, Plan::choose(a.len(), b.map_or(a.len(), <[u64]>::len)), len, stop)
}

/// The first `len` limbs of the sum of the convolution's coefficients at
/// their offsets.
fn product_by(a: &[u64], b: Option<&[u64]>, plan: Plan, len: usize, stop: &Stop) -> Result<Vec<u64>, Stopped> {
    let residues = plan
        .primes()
        .iter()
        .map(|&p| {
            let field = Field::new(p);
            let roots = cached_roots(&field, plan.log_len);
            let fb = b.map(|b| transformed(&field, b, plan, &roots, stop)).transpose()?;
            let mut fa = crt::load(&field, 1 << plan.log_len, a, plan.bits);
            cyclic_product(&field, &mut fa, fb.as_deref(), &roots, stop)?;
            Ok(fa)
        })
        .collect::<Result<Vec<_>, Stopped>>()?;
    Ok(combine(&residues, len, plan))
}

/// The forward transform of `limbs` cut as `plan` says.
pub(super) fn transformed(
    field: &Field,
    limbs: &[u64],
    plan: Plan,
    roots: &[[u64; 2]],
    stop: &Stop,
) -> Result<Vec<u64>, Stopped> {
    stop.check()?;
    let mut t = crt::load(field, 1 << plan.log_len, limbs, plan.bits);
    forward(field, &mut t, roots, stop)?;
    Ok(t)
}

/// `a[i] *= b[i]` (Montgomery: the factor `R^-1` is undone when the
/// coefficients are read).
fn pointwise(field: &Field, a: &mut [u64], b: &[u64]) {
    for (x, &y) in a.iter_mut().zip(b) {
        *x = field.mul(*x, y);
    }
}

/// `n` times the cyclic convolution of the loaded values `a` and those
/// whose forward transform is `other` (`a` itself when none), indices
/// reversed, as `backward` leaves it. The forward transform's last
/// stages, the pointwise product and the backward transform's first
/// stages run chunk by chunk while the chunk is in cache: two passes
/// over the vector fewer than the three steps one after the other.
fn cyclic_product(
    field: &Field,
    a: &mut [u64],
    other: Option<&[u64]>,
    roots: &[[u64; 2]],
    stop: &Stop,
) -> Result<(), Stopped> {
    forward_top(field, a, roots, stop)?;
    for (i, chunk) in a.chunks_mut(BLOCK).enumerate() {
        stop.check()?;
        forward_chunk(field, chunk, roots);
        match other {
            Some(b) => pointwise(field, chunk, &b[i * BLOCK..]),
            None => {
                for x in chunk.iter_mut() {
                    *x = field.mul(*x, *x);
                }
            }
        }
        backward_chunk(field, chunk, roots);
    }
    backward_top(field, a, roots, stop)
}

/// The product's `len` limbs from the residues of `plan`'s transforms.
pub(super) fn combine(residues: &[Vec<u64>], len: usize, plan: Plan) -> Vec<u64> {
    combine_signed::<false>(residues, len, plan)
}

/// [`combine`], of a sum of products of both signs when `SIGNED` (its
/// limbs in two's complement, `crt::combine_three`).
pub(super) fn combine_signed<const SIGNED: bool>(residues: &[Vec<u64>], len: usize, plan: Plan) -> Vec<u64> {
    if plan.primes == 3 {
        crt::combine_three::<SIGNED>(residues, len)
    } else {
        crt::combine_two::<SIGNED>(residues, len, plan.bits)
    }
}

/// An operand transformed once for many products by it (a divisor, or
/// its reciprocal, that divides many numbers): each product then costs
/// the other operand's forward transform and the backward one, two
/// transforms of three.
pub struct Prepared {
    plan: Plan,
    limbs: usize,
    max_other: usize,
    /// Products modulo `2^K - 1` (`multiply_wrapped`'s form).
    wrapped: bool,
    transforms: Vec<Vec<u64>>,
}

impl Prepared {
    /// `b` (non-empty) for products by operands of up to `max_other` limbs.
    pub fn new(b: &[u64], max_other: usize, stop: &Stop) -> Result<Prepared, Stopped> {
        // The plan for the largest operand serves the shorter ones: their
        // convolutions have fewer, not larger, coefficients.
        Prepared::with_plan(b, max_other, Plan::choose(max_other.max(1), b.len()), false, stop)
    }

    /// `b` for products modulo `2^K - 1`, `K` at least `min_bits`, by
    /// operands of up to `max_other` limbs.
    pub fn new_wrapped(b: &[u64], max_other: usize, min_bits: usize, stop: &Stop) -> Result<Prepared, Stopped> {
        let plan = Plan::choose_wrapped(max_other.max(1), b.len(), min_bits);
        Prepared::with_plan(b, max_other, plan, true, stop)
    }

    fn with_plan(b: &[u64], max_other: usize, plan: Plan, wrapped: bool, stop: &Stop) -> Result<Prepared, Stopped> {
        let transforms = plan
            .primes()
            .iter()
            .map(|&p| {
                let field = Field::new(p);
                transformed(&field, b, plan, &cached_roots(&field, plan.log_len), stop)
            })
            .collect::<Result<_, Stopped>>()?;
        Ok(Prepared { plan, limbs: b.len(), max_other, wrapped, transforms })
    }

    /// `K` of the wrapped form.
    pub fn modulus_bits(&self) -> usize {
        self.plan.modulus_bits()
    }

    /// Operands of up to this many limbs can be multiplied.
    pub fn max_other(&self) -> usize {
        self.max_other
    }

    /// The limbs of `a * b` (`a.len() + b.len()` of them), or in the
    /// wrapped form those of `a * b mod (2^K - 1)` unreduced, for a
    /// non-empty `a` of at most `max_other` limbs.
    pub fn multiply(&self, a: &[u64], stop: &Stop) -> Result<Vec<u64>, Stopped> {
        assert!(!a.is_empty() && a.len() <= self.max_other, "operand larger than prepared for");
        let residues = self
            .plan
            .primes()
            .iter()
            .zip(&self.transforms)
            .map(|(&p, tb)| {
                let field = Field::new(p);
                let roots = cached_roots(&field, self.plan.log_len);
                stop.check()?;
                let mut fa = crt::load(&field, 1 << self.plan.log_len, a, self.plan.bits);
                cyclic_product(&field, &mut fa, Some(tb), &roots, stop)?;
                Ok(fa)
            })
            .collect::<Result<Vec<_>, Stopped>>()?;
        let len = if self.wrapped { self.plan.wrapped_len() } else { a.len() + self.limbs };
        Ok(combine(&residues, len, self.plan))
    }
}

/// log2 of the transform length for `count` coefficients.
fn transform_log_len(count: usize) -> u32 {
    let log_len = count.max(2).next_power_of_two().trailing_zeros();
    assert!(log_len <= MAX_LOG_LEN, "product too large for the transform");
    log_len
}

/// Elements of the chunks the transforms finish (forward) or start
/// (backward) one at a time: every stage whose butterflies stay within
/// such a chunk runs on it while it is in cache (64 KB of values, the
/// stages' twiddles twice that), instead of each stage passing over the
/// whole vector, which for a 10^6-digit product does not fit the cache.
const BLOCK: usize = 1 << 13;

/// Forward transform, decimation in frequency: values below `2p` in
/// natural order to values below `2p` in bit-reversed order. Its stages
/// of half-size `m` go from `n / 2` down: those above `BLOCK / 2` over
/// the whole vector (`forward_top`), the others chunk by chunk
/// (`forward_chunk`).
fn forward(field: &Field, a: &mut [u64], roots: &[[u64; 2]], stop: &Stop) -> Result<(), Stopped> {
    forward_top(field, a, roots, stop)?;
    for chunk in a.chunks_mut(BLOCK) {
        stop.check()?;
        forward_chunk(field, chunk, roots);
    }
    Ok(())
}

/// The forward transform's stages of half-size above `BLOCK / 2`.
fn forward_top(field: &Field, a: &mut [u64], roots: &[[u64; 2]], stop: &Stop) -> Result<(), Stopped> {
    let split = BLOCK / 2;
    let mut m = a.len() / 2;
    while m > split {
        stop.check()?;
        m = dif_stages(field, a, m, split, roots);
    }
    Ok(())
}

/// The forward transform's other stages on one chunk of `BLOCK` values
/// (or the whole vector when shorter).
fn forward_chunk(field: &Field, chunk: &mut [u64], roots: &[[u64; 2]]) {
    let mut m = chunk.len() / 2;
    while m >= 4 {
        m = dif_stages(field, chunk, m, 2, roots);
    }
    dif_last_two(field, chunk, roots);
}

/// The stage of half-size `m` over `a`, and the next one with it when
/// it is above `lowest` too (two stages a pass: half the loads and
/// stores); gives the half-size of the stage that follows.
#[inline(always)]
fn dif_stages(field: &Field, a: &mut [u64], m: usize, lowest: usize, roots: &[[u64; 2]]) -> usize {
    let two_p = 2 * field.p;
    if m / 2 > lowest {
        // Blocks of four quarters: the stage of half-size 2q pairs the
        // first with the third and the second with the fourth, the next
        // the first with the second and the third with the fourth.
        let q = m / 2;
        let (outer, inner) = (&roots[2 * q..4 * q], &roots[q..2 * q]);
        let (outer_low, outer_high) = outer.split_at(q);
        for block in a.chunks_exact_mut(4 * q) {
            let (b0, rest) = block.split_at_mut(q);
            let (b1, rest) = rest.split_at_mut(q);
            let (b2, b3) = rest.split_at_mut(q);
            let values = b0.iter_mut().zip(b1.iter_mut()).zip(b2.iter_mut().zip(b3.iter_mut()));
            let twiddles = outer_low.iter().zip(outer_high).zip(inner);
            for (((v0, v1), (v2, v3)), ((&[w0, w0_shoup], &[w1, w1_shoup]), &[w, w_shoup])) in values.zip(twiddles) {
                let (x0, x1, x2, x3) = (*v0, *v1, *v2, *v3);
                let y0 = reduce2(x0 + x2, two_p);
                let y2 = field.mul_shoup(x0 + two_p - x2, w0, w0_shoup);
                let y1 = reduce2(x1 + x3, two_p);
                let y3 = field.mul_shoup(x1 + two_p - x3, w1, w1_shoup);
                *v0 = reduce2(y0 + y1, two_p);
                *v1 = field.mul_shoup(y0 + two_p - y1, w, w_shoup);
                *v2 = reduce2(y2 + y3, two_p);
                *v3 = field.mul_shoup(y2 + two_p - y3, w, w_shoup);
            }
        }
        return q / 2;
    }
    let twiddles = &roots[m..2 * m];
    for block in a.chunks_exact_mut(2 * m) {
        let (low, high) = block.split_at_mut(m);
        for ((x, y), &[w, w_shoup]) in low.iter_mut().zip(high.iter_mut()).zip(twiddles) {
            let (u, v) = (*x, *y);
            *x = reduce2(u + v, two_p);
            *y = field.mul_shoup(u + two_p - v, w, w_shoup);
        }
    }
    m / 2
}

/// The last two stages of the forward transform together, four values
/// at a time: as blocks of 4 then 2 they were mostly the loops' own
/// work, and their twiddles are 1 and w_4, then 1, which needs no
/// product (a 10^6-digit square: 9.2-10.2 ms -> 8.4-8.9 ms).
fn dif_last_two(field: &Field, a: &mut [u64], roots: &[[u64; 2]]) {
    let two_p = 2 * field.p;
    if a.len() >= 4 {
        let [w4, w4_shoup] = roots[3];
        for q in a.chunks_exact_mut(4) {
            let (u0, u1, u2, u3) = (q[0], q[1], q[2], q[3]);
            let s0 = reduce2(u0 + u2, two_p);
            let d0 = reduce2(u0 + two_p - u2, two_p);
            let s1 = reduce2(u1 + u3, two_p);
            let d1 = field.mul_shoup(u1 + two_p - u3, w4, w4_shoup);
            q[0] = reduce2(s0 + s1, two_p);
            q[1] = reduce2(s0 + two_p - s1, two_p);
            q[2] = reduce2(d0 + d1, two_p);
            q[3] = reduce2(d0 + two_p - d1, two_p);
        }
    } else if a.len() == 2 {
        let (u, v) = (a[0], a[1]);
        a[0] = reduce2(u + v, two_p);
        a[1] = reduce2(u + two_p - v, two_p);
    }
}

/// `x` in `[0, 4p)` to `[0, 2p)`. `x - 2p` lies within `(-2^63, 2^63)`
/// (`p < 2^62`), so its sign says which to keep: a subtraction and a
/// conditional move, where the comparison took two more instructions.
#[inline(always)]
pub(super) fn reduce2(x: u64, two_p: u64) -> u64 {
    let d = x.wrapping_sub(two_p);
    if (d as i64) < 0 {
        x
    } else {
        d
    }
}

/// The same transform by decimation in time: values below `2p` in
/// bit-reversed order to values below `4p` in natural order (Harvey's
/// butterfly: each stage's values stay below `4p`, the first of a pair
/// is reduced below `2p` before the sum and the difference, the second
/// needs no reduction as it only enters a product). Its stages
/// of half-size `m` go up from 1: those below `BLOCK` chunk by chunk,
/// the others over the whole vector.
pub(super) fn backward(field: &Field, a: &mut [u64], roots: &[[u64; 2]], stop: &Stop) -> Result<(), Stopped> {
    for chunk in a.chunks_mut(BLOCK) {
        stop.check()?;
        backward_chunk(field, chunk, roots);
    }
    backward_top(field, a, roots, stop)
}

/// The backward transform's stages of half-size below `BLOCK` on one
/// chunk of `BLOCK` values (or the whole vector when shorter).
fn backward_chunk(field: &Field, chunk: &mut [u64], roots: &[[u64; 2]]) {
    dit_first_two(field, chunk, roots);
    let mut m = 4;
    while m < chunk.len() {
        m = dit_stages(field, chunk, m, chunk.len(), roots);
    }
}

/// The backward transform's stages of half-size `BLOCK` and above.
fn backward_top(field: &Field, a: &mut [u64], roots: &[[u64; 2]], stop: &Stop) -> Result<(), Stopped> {
    let n = a.len();
    let mut m = n.min(BLOCK).max(4);
    while m < n {
        stop.check()?;
        m = dit_stages(field, a, m, n, roots);
    }
    Ok(())
}

/// The first two stages of the backward transform together, four values
/// at a time, as in `forward` (twiddles 1, then 1 and w_4).
fn dit_first_two(field: &Field, a: &mut [u64], roots: &[[u64; 2]]) {
    let two_p = 2 * field.p;
    if a.len() >= 4 {
        let [w4, w4_shoup] = roots[3];
        for q in a.chunks_exact_mut(4) {
            let (u0, u1, u2, u3) = (q[0], q[1], q[2], q[3]);
            let s0 = reduce2(u0 + u1, two_p);
            let d0 = reduce2(u0 + two_p - u1, two_p);
            let s1 = reduce2(u2 + u3, two_p);
            let d1 = field.mul_shoup(u2 + two_p - u3, w4, w4_shoup);
            q[0] = reduce2(s0 + s1, two_p);
            q[2] = reduce2(s0 + two_p - s1, two_p);
            q[1] = reduce2(d0 + d1, two_p);
            q[3] = reduce2(d0 + two_p - d1, two_p);
        }
    } else if a.len() == 2 {
        let (u, v) = (a[0], a[1]);
        a[0] = reduce2(u + v, two_p);
        a[1] = reduce2(u + two_p - v, two_p);
    }
}

/// The stage of half-size `m` over `a`, and the next one with it when
/// it stays below `end` too (two stages a pass); gives the half-size of
/// the stage that follows.
#[inline(always)]
fn dit_stages(field: &Field, a: &mut [u64], m: usize, end: usize, roots: &[[u64; 2]]) -> usize {
    let two_p = 2 * field.p;
    if 2 * m < end {
        // Blocks of four quarters: the stage of half-size m pairs the
        // first with the second and the third with the fourth, the next
        // the first with the third and the second with the fourth. The
        // third and fourth values of the first stage only enter
        // products, which take any value: they are left below 4p.
        let (inner, outer) = (&roots[m..2 * m], &roots[2 * m..4 * m]);
        for block in a.chunks_exact_mut(4 * m) {
            let (b0, rest) = block.split_at_mut(m);
            let (b1, rest) = rest.split_at_mut(m);
            let (b2, b3) = rest.split_at_mut(m);
            for j in 0..m {
                let (x0, x1, x2, x3) = (reduce2(b0[j], two_p), b1[j], reduce2(b2[j], two_p), b3[j]);
                let [w, w_shoup] = inner[j];
                let [w0, w0_shoup] = outer[j];
                let [w1, w1_shoup] = outer[j + m];
                let v1 = field.mul_shoup(x1, w, w_shoup);
                let y0 = reduce2(x0 + v1, two_p);
                let y1 = reduce2(x0 + two_p - v1, two_p);
                let v3 = field.mul_shoup(x3, w, w_shoup);
                let v2 = field.mul_shoup(x2 + v3, w0, w0_shoup);
                let v3 = field.mul_shoup(x2 + two_p - v3, w1, w1_shoup);
                b0[j] = y0 + v2;
                b2[j] = y0 + two_p - v2;
                b1[j] = y1 + v3;
                b3[j] = y1 + two_p - v3;
            }
        }
        return 4 * m;
    }
    let twiddles = &roots[m..2 * m];
    for block in a.chunks_exact_mut(2 * m) {
        let (low, high) = block.split_at_mut(m);
        for ((x, y), &[w, w_shoup]) in low.iter_mut().zip(high.iter_mut()).zip(twiddles) {
            let u = reduce2(*x, two_p);
            let v = field.mul_shoup(*y, w, w_shoup);
            *x = u + v;
            *y = u + two_p - v;
        }
    }
    2 * m
}

#[cfg(test)]
mod tests {
    use super::*;

    fn multiply(a: &[u64], b: &[u64]) -> Vec<u64> {
        super::multiply(a, b, &Stop::default()).unwrap()
    }

    fn square(a: &[u64]) -> Vec<u64> {
        super::square(a, &Stop::default()).unwrap()
    }

    fn product_by(a: &[u64], b: Option<&[u64]>, plan: Plan, len: usize) -> Vec<u64> {
        super::product_by(a, b, plan, len, &Stop::default()).unwrap()
    }

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
            assert_eq!(product_by(&a, Some(&b), three, la + lb), schoolbook(&a, &b), "{la} x {lb}, three primes");
            for bits in [1, 13, 52, 53] {
                let coefficients = crt::coefficient_count(la, bits) + crt::coefficient_count(lb, bits) - 1;
                let two = Plan { primes: 2, bits, log_len: transform_log_len(coefficients) };
                assert_eq!(product_by(&a, Some(&b), two, la + lb), schoolbook(&a, &b), "{la} x {lb}, {bits} bits");
                let log_len = transform_log_len(2 * crt::coefficient_count(la, bits) - 1);
                let ones = &ones[..la.min(70)];
                let two = Plan { primes: 2, bits, log_len };
                assert_eq!(
                    product_by(ones, None, two, 2 * ones.len()),
                    schoolbook(ones, ones),
                    "{la} all-ones limbs squared, {bits} bits"
                );
            }
        }
        // Ten-million-digit squares fit two primes at 52 bits.
        assert_eq!(Plan::choose(52_000, 52_000), Plan { primes: 2, bits: 53, log_len: 17 });
    }

    /// Products whose transforms are shorter than, as long as, and one to
    /// three stages longer than the chunks run in cache (`BLOCK`), with
    /// three primes and with two (at the widest coefficients the length
    /// allows, all-ones operands making the largest coefficients),
    /// against the library.
    #[test]
    fn products_across_the_cache_chunks_agree_with_the_library() {
        use crate::arith::big::UBig;
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let mut random = |len: usize| -> Vec<u64> {
            (0..len)
                .map(|_| {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    seed
                })
                .collect()
        };
        let block_log = BLOCK.trailing_zeros();
        for log_len in block_log - 1..=block_log + 3 {
            let n = 1usize << log_len;
            let two = Plan::cheapest(|_| n, 1);
            assert_eq!((two.primes, two.log_len), (2, log_len));
            for plan in [Plan { primes: 3, bits: 64, log_len }, two] {
                // Operands whose product has just n coefficients.
                let la = n * plan.bits as usize / 128;
                let lb = (n + 1 - crt::coefficient_count(la, plan.bits)) * plan.bits as usize / 64;
                for (a, b) in [(random(la), random(lb)), (vec![u64::MAX; la], vec![u64::MAX; lb])] {
                    let expected = UBig::from_words(&a) * UBig::from_words(&b);
                    let got = product_by(&a, Some(&b), plan, la + lb);
                    assert_eq!(UBig::from_words(&got), expected, "{la} x {lb} limbs, {plan:?}");
                    let got = product_by(&a, None, plan, 2 * la);
                    assert_eq!(UBig::from_words(&got), UBig::from_words(&a).sqr(), "{la} limbs squared, {plan:?}");
                }
            }
        }
    }
}
