//! Products of a few dozen to a few hundred limbs (the half-gcd's
//! matrices and applications below the transform, `gcd.rs`) by Karatsuba
//! over a schoolbook whose rows are one `mulx` pass each, with the two
//! carry chains of a row (the products' high words, the sum with the
//! row before) in the carry and overflow flags (`adcx`, `adox`), as
//! GMP's `addmul_1` does on these CPUs. The library's schoolbook takes
//! 9.5 instructions a limb product (two multiplier words a pass, its
//! carries in registers); this loop takes under 5.
//!
//! Only on x86-64 CPUs with BMI2 and ADX (looked for at run time: the
//! build targets the baseline x86-64); elsewhere the caller keeps the
//! library's product. Callgrind does not see it: valgrind's CPU has no
//! ADX, so under it the library's products run.

/// Products whose shorter operand has fewer limbs than this are the
/// schoolbook's. CPU time of the coprime gcd of 7^240000-1 and
/// 5^340000-1 (benches/bigint, best of five, a loaded host): 20 limbs
/// 41.5 ms (the library's products: 40.0), 48 37.5, 64 37.7, 96 38.3,
/// 128 38.8.
const KARATSUBA_LIMBS: usize = 48;

/// Whether [`mul`] may be called: the CPU has `mulx`, `adcx` and `adox`.
pub fn available() -> bool {
    std::arch::is_x86_feature_detected!("bmi2") && std::arch::is_x86_feature_detected!("adx")
}

/// `a * b` in `a.len() + b.len()` limbs, for non-empty operands. Only
/// when [`available`].
pub fn mul(a: &[u64], b: &[u64]) -> Vec<u64> {
    assert!(available(), "the CPU lacks BMI2 or ADX");
    let (a, b) = if a.len() >= b.len() { (a, b) } else { (b, a) };
    let mut out = vec![0; a.len() + b.len()];
    mul_into(&mut out, a, b);
    out
}

/// `out = a * b` for `a.len() >= b.len() >= 1` and `out` of
/// `a.len() + b.len()` limbs (its old contents are overwritten).
fn mul_into(out: &mut [u64], a: &[u64], b: &[u64]) {
    let (n, m) = (a.len(), b.len());
    debug_assert!(n >= m && m >= 1 && out.len() == n + m);
    if m < KARATSUBA_LIMBS {
        schoolbook(out, a, b);
        return;
    }
    let h = n.div_ceil(2);
    let (a0, a1) = a.split_at(h);
    if m <= h {
        // Unbalanced: the halves of `a` by `b` (each at least as long as
        // `b`), the high one added at its offset.
        mul_into(&mut out[..h + m], a0, b);
        out[h + m..].fill(0);
        let mut high = vec![0; a1.len() + m];
        if a1.len() >= m {
            mul_into(&mut high, a1, b);
        } else {
            mul_into(&mut high, b, a1);
        }
        let carry = add_to(&mut out[h..], &high);
        debug_assert!(!carry);
        return;
    }
    let (b0, b1) = b.split_at(h);
    // a b = z0 + (z0 + z2 - (a0 - a1)(b0 - b1)) B^h + z2 B^2h.
    let (low, high) = out.split_at_mut(2 * h);
    mul_into(low, a0, b0);
    if a1.len() >= b1.len() {
        mul_into(high, a1, b1);
    } else {
        mul_into(high, b1, a1);
    }
    let (da, a_negative) = difference(a0, a1);
    let (db, b_negative) = difference(b0, b1);
    let mut cross = vec![0; 2 * h];
    mul_into(&mut cross, &da, &db);
    // middle = z0 + z2 -+ cross, non-negative (it is a0 b1 + a1 b0).
    let mut middle = vec![0; 2 * h + 1];
    middle[..2 * h].copy_from_slice(low);
    let carry = add_to(&mut middle[..2 * h], high) as u64;
    middle[2 * h] = carry;
    if a_negative == b_negative {
        let borrow = sub_from(&mut middle, &cross);
        debug_assert!(!borrow);
    } else {
        let carry = add_to(&mut middle, &cross);
        debug_assert!(!carry);
    }
    // The whole product fits `out`: a top limb of `middle` past its end
    // is zero.
    let room = out.len() - h;
    debug_assert!(middle[room.min(middle.len())..].iter().all(|&w| w == 0));
    let carry = add_to(&mut out[h..], &middle[..room.min(middle.len())]);
    debug_assert!(!carry);
}

/// `|x - y|` in `x.len()` limbs and whether `x < y`, for
/// `x.len() >= y.len()`.
fn difference(x: &[u64], y: &[u64]) -> (Vec<u64>, bool) {
    let longer_top = x[y.len()..].iter().any(|&w| w != 0);
    let x_smaller = !longer_top && x[..y.len()].iter().rev().cmp(y[..y.len()].iter().rev()).is_lt();
    let mut d = vec![0; x.len()];
    if x_smaller {
        d[..y.len()].copy_from_slice(y);
        let borrow = sub_from(&mut d, x);
        debug_assert!(!borrow);
    } else {
        d.copy_from_slice(x);
        let borrow = sub_from(&mut d, y);
        debug_assert!(!borrow);
    }
    (d, x_smaller)
}

/// `dst += src` (`src` no longer than `dst`), the carry out of `dst`.
fn add_to(dst: &mut [u64], src: &[u64]) -> bool {
    let mut carry = false;
    let (head, tail) = dst.split_at_mut(src.len());
    for (d, &s) in head.iter_mut().zip(src) {
        let (v, c1) = d.overflowing_add(s);
        let (v, c2) = v.overflowing_add(carry as u64);
        *d = v;
        carry = c1 | c2;
    }
    for d in tail {
        if !carry {
            break;
        }
        (*d, carry) = d.overflowing_add(1);
    }
    carry
}

/// `dst -= src` (`src` no longer than `dst`), the borrow out of `dst`.
fn sub_from(dst: &mut [u64], src: &[u64]) -> bool {
    let mut borrow = false;
    let (head, tail) = dst.split_at_mut(src.len());
    for (d, &s) in head.iter_mut().zip(src) {
        let (v, b1) = d.overflowing_sub(s);
        let (v, b2) = v.overflowing_sub(borrow as u64);
        *d = v;
        borrow = b1 | b2;
    }
    for d in tail {
        if !borrow {
            break;
        }
        (*d, borrow) = d.overflowing_sub(1);
    }
    borrow
}

/// `out = a * b` a row of `b` at a time.
fn schoolbook(out: &mut [u64], a: &[u64], b: &[u64]) {
    let n = a.len();
    out[..n].fill(0);
    for (j, &m) in b.iter().enumerate() {
        out[j + n] = add_product(&mut out[j..j + n], a, m);
    }
}

/// `row += a * m` for `row` as long as `a`: the carry out (one limb).
fn add_product(row: &mut [u64], a: &[u64], m: u64) -> u64 {
    debug_assert_eq!(row.len(), a.len());
    let (mut carry, done) = if a.len() >= 4 {
        // SAFETY: `mul` checked that the CPU has BMI2 and ADX; the slices
        // are as long as the loop's `4 * (len / 4)` limbs.
        unsafe { add_product_adx(row.as_mut_ptr(), a.as_ptr(), a.len() / 4, m) }
    } else {
        (0, 0)
    };
    for (r, &x) in row[done..].iter_mut().zip(&a[done..]) {
        let p = x as u128 * m as u128 + *r as u128 + carry as u128;
        *r = p as u64;
        carry = (p >> 64) as u64;
    }
    carry
}

/// The first `4 * turns` limbs of [`add_product`]: each limb is a `mulx`,
/// an `adcx` of the previous limb's high word (carry flag), an `adox` of
/// the row's limb (overflow flag) and a store; the count steps by `lea`
/// and `jrcxz`, which leave both flags alone. Gives the carry and the
/// limbs done.
///
/// # Safety
/// The CPU has BMI2 and ADX; `turns >= 1`; `row` and `a` hold `4 * turns`
/// limbs.
unsafe fn add_product_adx(row: *mut u64, a: *const u64, turns: usize, m: u64) -> (u64, usize) {
    let carry: u64;
    // SAFETY: the loop reads `4 * turns` limbs from `a` and reads and
    // writes as many at `row`, within the caller's ranges.
    unsafe {
        std::arch::asm!(
            "xor {hb:e}, {hb:e}", // the previous high word: 0; CF = OF = 0
            "2:",
            "mulx {ha}, {lo}, [{a}]",
            "adcx {lo}, {hb}",
            "adox {lo}, [{row}]",
            "mov [{row}], {lo}",
            "mulx {hb}, {lo}, [{a} + 8]",
            "adcx {lo}, {ha}",
            "adox {lo}, [{row} + 8]",
            "mov [{row} + 8], {lo}",
            "mulx {ha}, {lo}, [{a} + 16]",
            "adcx {lo}, {hb}",
            "adox {lo}, [{row} + 16]",
            "mov [{row} + 16], {lo}",
            "mulx {hb}, {lo}, [{a} + 24]",
            "adcx {lo}, {ha}",
            "adox {lo}, [{row} + 24]",
            "mov [{row} + 24], {lo}",
            "lea {a}, [{a} + 32]",
            "lea {row}, [{row} + 32]",
            "lea rcx, [rcx - 1]",
            "jrcxz 3f",
            "jmp 2b",
            "3:",
            // The two chains' last carries into the high word: the sum
            // fits (a row plus a product of it by one limb).
            "mov {lo:e}, 0",
            "adcx {hb}, {lo}",
            "adox {hb}, {lo}",
            a = inout(reg) a => _,
            row = inout(reg) row => _,
            inout("rcx") turns => _,
            in("rdx") m,
            lo = out(reg) _,
            ha = out(reg) _,
            hb = out(reg) carry,
            options(nostack),
        );
    }
    (carry, 4 * turns)
}

#[cfg(test)]
mod tests {
    use super::super::super::big::UBig;
    use super::*;

    fn library(a: &[u64], b: &[u64]) -> Vec<u64> {
        let mut p = (UBig::from_words(a) * UBig::from_words(b)).as_words().to_vec();
        p.resize(a.len() + b.len(), 0);
        p
    }

    #[test]
    fn every_shape_around_the_thresholds_agrees_with_the_library() {
        if !available() {
            return;
        }
        let limbs = |seed: u64, n: usize| -> Vec<u64> {
            let mut state = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
            (0..n)
                .map(|_| {
                    state ^= state << 13;
                    state ^= state >> 7;
                    state ^= state << 17;
                    state
                })
                .collect()
        };
        for n in [1, 3, 4, 5, 31, 32, 33, 63, 64, 65, 97, 200, 257] {
            for m in [1, 4, 7, 31, 32, 33, 64, 100, 129, 257] {
                let (a, b) = (limbs(n as u64, n), limbs(1000 + m as u64, m));
                assert_eq!(mul(&a, &b), library(&a, &b), "{n} x {m}");
                let ones = vec![u64::MAX; n];
                let ones_b = vec![u64::MAX; m];
                assert_eq!(mul(&ones, &ones_b), library(&ones, &ones_b), "{n} x {m} all ones");
            }
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(200))]

        /// Random operands of every length up to a few Karatsuba levels,
        /// their limbs often all ones or zero (the carries' extremes).
        #[test]
        fn random_products_agree_with_the_library(
            a in proptest::collection::vec(proptest::prop_oneof![proptest::prelude::any::<u64>(), proptest::prelude::Just(u64::MAX), proptest::prelude::Just(0u64)], 1..300),
            b in proptest::collection::vec(proptest::prop_oneof![proptest::prelude::any::<u64>(), proptest::prelude::Just(u64::MAX), proptest::prelude::Just(0u64)], 1..300),
        ) {
            if available() {
                proptest::prop_assert_eq!(mul(&a, &b), library(&a, &b));
            }
        }
    }
}
