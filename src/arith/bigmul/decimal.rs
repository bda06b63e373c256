//! Decimal text of very large magnitudes by divide and conquer: the
//! number is split by `10^(D * 2^i)` (the powers computed by squaring)
//! into a high and a low half, each half split by the next smaller
//! power, down to pieces of `D` digits, a few hundred limbs, which the
//! library converts; each level's divisions share one reciprocal
//! (`newton.rs`). `D` is chosen for the number, the one of a range whose
//! powers' products take the fewest transform steps (`base_digits`). The
//! library's own conversion is quadratic in the pieces' size above a few
//! thousand digits. Ctrl-C
//! is looked at between the pieces and inside the products of the
//! powers' squarings, reciprocals and divisions (`host/stop.rs`).

use dashu_int::ops::BitTest;

use super::super::big::UBig;
use super::newton::Reciprocal;
use super::square_stoppable;
use crate::host::stop::{Stop, Stopped};

/// Leaves have from this many chunks of 19 digits to twice as many (127
/// to 253 limbs, the library's conversion taking about 0.5M instructions
/// for 200).
const LEAF_CHUNKS: usize = 128;

/// Magnitudes of fewer limbs than this are converted by the library.
pub const THRESHOLD_LIMBS: usize = 4 * 1000;

/// Powers of at least this many limbs divide through a reciprocal.
const RECIPROCAL_LIMBS: usize = 250;

/// One level of the split: `10^digits` and, when large enough, its
/// reciprocal.
struct Power {
    value: UBig,
    digits: usize,
    reciprocal: Option<Reciprocal>,
}

impl Power {
    fn div_rem(&self, x: &UBig, stop: &Stop) -> Result<(UBig, UBig), Stopped> {
        match &self.reciprocal {
            Some(r) => r.div_rem(x, stop),
            None => super::div_rem_stoppable(x, &self.value, stop),
        }
    }
}

/// The decimal digits of `n`, no sign, no leading zeros.
pub fn to_decimal(n: &UBig, stop: &Stop) -> Result<String, Stopped> {
    if n.as_words().len() < THRESHOLD_LIMBS {
        return Ok(n.to_string());
    }
    let base_digits = base_digits(n);
    // powers[i] = 10^(base_digits * 2^i), up to the last not above n. The
    // next one, above n, bounds it and is not computed when its fewest
    // possible bits already exceed n's (its square would be the largest
    // product of the conversion).
    let mut powers = vec![UBig::from(10u8).pow(base_digits)];
    loop {
        let last = powers.last().expect("one power at least");
        if 2 * last.bit_len() - 1 > n.bit_len() {
            break;
        }
        let next = square_stoppable(last, stop)?;
        if &next > n {
            break;
        }
        powers.push(next);
    }
    // The powers below the last divide many numbers, through a
    // reciprocal each, made from the one below (a power is the square of
    // the one below: `Reciprocal::for_square`). The last divides once, n,
    // through a reciprocal only when the one below has one.
    let top = powers.len();
    let mut levels: Vec<Power> = Vec::with_capacity(top);
    for (i, value) in powers.into_iter().enumerate() {
        stop.check()?;
        // Dividends at level i are below the next power: quotients have
        // at most as many bits as the power; the one dividend of the last
        // level is n.
        let quotient_bits =
            if i + 1 < top { value.bit_len() + 1 } else { (n.bit_len() + 1).saturating_sub(value.bit_len()).max(1) };
        let below = levels.last().and_then(|p: &Power| p.reciprocal.as_ref());
        let reciprocal = if value.as_words().len() < RECIPROCAL_LIMBS {
            None
        } else if let Some(below) = below {
            Some(below.for_square(&value, quotient_bits, stop)?)
        } else if i + 1 < top {
            Some(Reciprocal::new(&value, quotient_bits, stop)?)
        } else {
            None
        };
        levels.push(Power { value, digits: base_digits << i, reciprocal });
    }
    let mut out = String::with_capacity(levels.last().map_or(0, |p| 2 * p.digits));
    // n is below the power after the last: it is at that level.
    write(n, levels.len(), 0, &levels, &mut out, stop)?;
    Ok(out)
}

/// Digits of the leaves, `D`: the multiple of 19 from `19 * LEAF_CHUNKS`
/// to twice that whose tree costs the least transform steps
/// (`tree_cost`). The cost jumps where the powers' products cross a
/// transform length or leave the two-prime plans (`ntt.rs`), so that a
/// fixed `D` is sometimes far from the best: a run making and converting
/// 7^1183000 (999,755 digits) took 1,524M instructions with `D` = 4,750,
/// 1,313M with 3,914, 1,411M with 4,180, 1,849M with 4,940; one with
/// 7^1500000 2,157M, 1,896M, 2,123M and 2,545M; the estimate ranks the
/// six sizes tried for each as measured.
fn base_digits(n: &UBig) -> usize {
    // At most this many digits: n < 2^bits <= 10^(bits log10 2).
    let digits = (n.bit_len() * 30103).div_ceil(100_000) + 1;
    (LEAF_CHUNKS..2 * LEAF_CHUNKS)
        .map(|chunks| 19 * chunks)
        .min_by_key(|&base| tree_cost(base, digits))
        .expect("a range of sizes")
}

/// An estimate of the transform steps of the text of a number of
/// `digits` digits with leaves of `base` digits: at each level, a product
/// of two numbers of the power's size for each division by the power
/// (the reciprocal's product by the dividend's top), and three for the
/// power's square and its reciprocal (`Reciprocal::for_square`).
fn tree_cost(base: usize, digits: usize) -> u64 {
    let mut cost = 0u64;
    let mut power_digits = base;
    while power_digits <= digits {
        // log2 10 < 3.322.
        let limbs = power_digits * 3322 / 1000 / 64 + 1;
        let divisions = digits.div_ceil(2 * power_digits) as u64;
        cost = cost.saturating_add((divisions + 3).saturating_mul(product_cost(limbs)));
        power_digits *= 2;
    }
    cost
}

/// The transform steps of a product of two numbers of `limbs` limbs
/// (up to a constant factor, as `ntt.rs` counts them to choose a plan).
fn product_cost(limbs: usize) -> u64 {
    let plan = super::ntt::Plan::cheapest(|bits| 2 * super::crt::coefficient_count(limbs, bits) - 1, 1);
    (plan.primes().len() as u64 * u64::from(plan.log_len)) << plan.log_len
}

/// Appends `x < 10^(digits of level)` padded with zeros to `width`
/// digits (0: no padding), splitting it by the power below `level`.
fn write(x: &UBig, level: usize, width: usize, levels: &[Power], out: &mut String, stop: &Stop) -> Result<(), Stopped> {
    stop.check()?;
    if level == 0 {
        let text = x.to_string();
        if width > text.len() {
            out.extend(std::iter::repeat_n('0', width - text.len()));
        }
        out.push_str(&text);
        return Ok(());
    }
    let below = &levels[level - 1];
    if width == 0 && x < &below.value {
        return write(x, level - 1, 0, levels, out, stop);
    }
    let (high, low) = below.div_rem(x, stop)?;
    write(&high, level - 1, width.saturating_sub(below.digits), levels, out, stop)?;
    write(&low, level - 1, below.digits, levels, out, stop)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leaves_are_whole_chunks_in_their_range() {
        for bits in [64 * THRESHOLD_LIMBS, 64 * THRESHOLD_LIMBS + 1, 1 << 20, 3_321_000, 1 << 22, 10_000_000, 1 << 26] {
            let base = base_digits(&(UBig::ONE << (bits - 1)));
            assert_eq!(base % 19, 0, "{bits} bits");
            assert!((19 * LEAF_CHUNKS..38 * LEAF_CHUNKS).contains(&base), "{bits} bits: {base}");
        }
    }

    #[test]
    fn the_estimate_prefers_the_two_prime_plans() {
        // Measured on 7^1183000: 3,914-digit leaves cost 14% less than
        // 4,750 (products just past the two-prime plans' reach).
        let digits = 999_755;
        assert!(tree_cost(3914, digits) < tree_cost(4750, digits));
        assert!(tree_cost(4750, digits) < tree_cost(4940, digits));
    }

    #[test]
    fn text_at_the_split_points_of_the_chosen_leaves_agrees_with_the_library() {
        let stop = Stop::default();
        let mut seed = 1234;
        for limbs in [THRESHOLD_LIMBS, 6000, 12_345] {
            let n = UBig::from_words(&crate::arith::bigmul::tests::random_limbs(limbs, &mut seed));
            assert_eq!(to_decimal(&n, &stop), Ok(n.to_string()), "{limbs} limbs");
            // Powers of ten at the tree's splits for this size, and their
            // neighbours: runs of zeros and nines across the pieces.
            let base = base_digits(&n);
            let mut digits = base;
            while digits * 3322 / 1000 < 64 * limbs {
                let power = UBig::from(10u8).pow(digits);
                let padded = &power * UBig::from(10u8).pow(base / 2) + UBig::ONE;
                for m in [&power - UBig::ONE, power.clone(), &power + UBig::ONE, padded] {
                    if m.as_words().len() >= THRESHOLD_LIMBS {
                        assert_eq!(to_decimal(&m, &stop), Ok(m.to_string()), "10^{digits}, {base}-digit leaves");
                    }
                }
                digits *= 2;
            }
        }
    }
}
