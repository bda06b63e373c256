//! The system's own large-integer algorithms against the library's
//! results: random operands of many sizes, the sizes around each
//! threshold, all-ones limbs (the largest coefficients), and properties.

use proptest::prelude::*;

use super::*;

/// Random limbs from a xorshift generator (the tests are reproducible).
pub(super) fn random_limbs(len: usize, seed: &mut u64) -> Vec<u64> {
    (0..len)
        .map(|_| {
            *seed ^= *seed << 13;
            *seed ^= *seed >> 7;
            *seed ^= *seed << 17;
            *seed
        })
        .collect()
}

fn square(a: &UBig) -> UBig {
    square_stoppable(a, &Stop::default()).unwrap()
}

fn ubig(limbs: &[u64]) -> UBig {
    BigInt::from_limbs(false, limbs).magnitude()
}

#[test]
fn products_agree_with_the_library_around_the_thresholds() {
    let mut seed = 0x2545_F491_4F6C_DD1D;
    for len in [MUL_THRESHOLD - 1, MUL_THRESHOLD, MUL_THRESHOLD + 1, SQUARE_THRESHOLD, 4095, 4096, 4097, 9000] {
        let a = ubig(&random_limbs(len, &mut seed));
        let b = ubig(&random_limbs(len + len / 3, &mut seed));
        assert_eq!(mul(&a, &b), &a * &b, "{len} limbs");
        assert_eq!(mul(&b, &a), &a * &b, "{len} limbs, swapped");
        assert_eq!(square(&a), a.sqr(), "{len} limbs squared");
        let ones = ubig(&vec![u64::MAX; len]);
        assert_eq!(square(&ones), ones.sqr(), "{len} all-ones limbs squared");
        assert_eq!(mul(&ones, &a), &ones * &a, "{len} all-ones limbs times random");
    }
}

#[test]
fn unbalanced_and_sparse_products_agree_with_the_library() {
    let mut seed = 77;
    let long = ubig(&random_limbs(20_000, &mut seed));
    let short = ubig(&random_limbs(MUL_THRESHOLD, &mut seed));
    assert_eq!(mul(&long, &short), &long * &short);
    // A power of two times a number: most coefficients are zero.
    let sparse = UBig::ONE << (64 * 5000 + 3);
    assert_eq!(mul(&sparse, &long), &sparse * &long);
    assert_eq!(square(&sparse), sparse.sqr());
}

#[test]
fn products_by_a_prepared_factor_agree_with_the_library() {
    let mut seed = 0x5EED;
    for (factor_len, max_other) in [(MUL_THRESHOLD, MUL_THRESHOLD), (MUL_THRESHOLD + 1, 3000), (4000, 9000)] {
        let b = ubig(&random_limbs(factor_len, &mut seed));
        let factor = Factor::new(b.clone(), 64 * max_other, &Stop::default()).unwrap();
        // Below the threshold, below half the planned size, at half, at
        // the planned size, and above it (the plain product).
        for len in
            [1, MUL_THRESHOLD - 1, max_other / 2 - 1, max_other.div_ceil(2), max_other - 1, max_other, max_other + 1]
        {
            let a = ubig(&random_limbs(len, &mut seed));
            assert_eq!(
                factor.mul(&a, &Stop::default()).unwrap(),
                &a * &b,
                "{len} x {factor_len} limbs, planned for {max_other}"
            );
        }
        let ones = ubig(&vec![u64::MAX; max_other]);
        assert_eq!(factor.mul(&ones, &Stop::default()).unwrap(), &ones * &b, "all-ones limbs times {factor_len} limbs");
        let sparse = UBig::ONE << (64 * max_other - 1);
        assert_eq!(factor.mul(&sparse, &Stop::default()).unwrap(), &sparse * &b, "2^k times {factor_len} limbs");
        assert_eq!(factor.mul(&UBig::ZERO, &Stop::default()), Ok(UBig::ZERO));
        let all_ones = Factor::new(ubig(&vec![u64::MAX; factor_len]), 64 * max_other, &Stop::default()).unwrap();
        assert_eq!(all_ones.mul(&ones, &Stop::default()).unwrap(), &ones * all_ones.value(), "all-ones limbs both");
    }
}

/// `x mod (2^k - 1)` the long way.
fn modulo_mersenne(x: &UBig, k: usize) -> UBig {
    x % ((UBig::ONE << k) - UBig::ONE)
}

#[test]
fn wrapped_products_agree_with_the_library() {
    let mut seed = 0xFACE;
    for (la, lb, min_bits) in [
        (1, 1, 1),
        (MUL_THRESHOLD - 1, MUL_THRESHOLD + 3, 64 * MUL_THRESHOLD),
        (MUL_THRESHOLD, MUL_THRESHOLD, 10),
        (MUL_THRESHOLD + 1, 4000, 64 * 4000 + 64),
        (4096, 4096, 64 * 4096),
        (5000, 2500, 64 * 9000),
    ] {
        let a = ubig(&random_limbs(la, &mut seed));
        let b = ubig(&random_limbs(lb, &mut seed));
        let (w, k) = mul_wrapped(&a, &b, min_bits, &Stop::default()).unwrap();
        assert!(k >= min_bits && k >= a.bit_len() && k >= b.bit_len(), "{la} x {lb}: modulus of {k} bits");
        assert_eq!(w, modulo_mersenne(&(&a * &b), k), "{la} x {lb} limbs wrapped at {k} bits");
        let ones = ubig(&vec![u64::MAX; la]);
        let (w, k) = mul_wrapped(&ones, &ones, min_bits, &Stop::default()).unwrap();
        assert_eq!(w, modulo_mersenne(&ones.sqr(), k), "{la} all-ones limbs squared, wrapped");
        let factor = Factor::new_wrapped(b.clone(), 64 * la, min_bits, &Stop::default()).unwrap();
        for x in [&a, &ones, &(UBig::ONE << (64 * la - 1)), &UBig::ZERO] {
            let (w, k) = factor.mul_wrapped(x, &Stop::default()).unwrap();
            assert_eq!(w, modulo_mersenne(&(x * &b), k), "{la} x {lb} limbs by a prepared factor");
        }
    }
}

#[test]
fn folds_and_small_differences_are_exact() {
    for k in [1, 63, 64, 65, 1000] {
        let modulus = (UBig::ONE << k) - UBig::ONE;
        for x in [UBig::ZERO, modulus.clone(), &modulus + UBig::ONE, modulus.sqr(), UBig::from(3u8).pow(3 * k)] {
            assert_eq!(fold(x.clone(), k), modulo_mersenne(&x, k), "{x} mod 2^{k} - 1");
        }
    }
    let k = 200;
    let big = UBig::from(7u8).pow(300);
    for d in [0i64, 1, -1, 12345, -12345] {
        let y = &big + UBig::from(d.unsigned_abs()) * UBig::from(2u8);
        let x = if d >= 0 { &big + UBig::from(d.unsigned_abs()) * UBig::from(3u8) } else { big.clone() };
        let expected = BigInt::from(x.clone()) - BigInt::from(y.clone());
        let got = small_difference(fold(x, k), fold(y, k), k);
        assert_eq!(got, expected, "difference {d}");
    }
}

#[test]
fn signed_products_take_the_sign_of_the_operands() {
    let mut seed = 5;
    let a = BigInt::from(ubig(&random_limbs(MUL_THRESHOLD + 7, &mut seed)));
    let b = BigInt::from(ubig(&random_limbs(MUL_THRESHOLD + 2, &mut seed)));
    for (x, y) in [(&a, &b), (&-&a, &b), (&a, &-&b), (&-&a, &-&b)] {
        assert_eq!(mul_signed(x, y, &Stop::default()), Ok(x * y));
    }
    assert_eq!(mul_signed(&a, &BigInt::ZERO, &Stop::default()), Ok(BigInt::ZERO));
}

#[test]
fn products_of_equal_operands_are_their_squares() {
    let mut seed = 0xA5A5;
    // Below the size from which equal operands are squared, at it, in the
    // library's range and in the transform's.
    for len in [1, 7, 8, 9, 40, 500, MUL_THRESHOLD - 1, MUL_THRESHOLD, 5000] {
        let limbs = random_limbs(len, &mut seed);
        // Two values, not two references to one: the operands of `X * X`.
        let (a, b) = (ubig(&limbs), ubig(&limbs));
        let expected = &a * &b;
        assert_eq!(mul(&a, &b), expected, "{len} limbs");
        // Equal but for the top limb, or but for the lowest: a product.
        let mut other = limbs.clone();
        other[len - 1] ^= 1 << 63;
        assert_eq!(mul(&a, &ubig(&other)), &a * &ubig(&other), "{len} limbs, top limbs differ");
        other[len - 1] = limbs[len - 1];
        other[0] ^= 1;
        assert_eq!(mul(&a, &ubig(&other)), &a * &ubig(&other), "{len} limbs, low limbs differ");
        let (x, y) = (BigInt::from(a.clone()), BigInt::from(b));
        for (x, y) in [(&x, &y), (&-&x, &y), (&x, &-&y), (&-&x, &-&y)] {
            assert_eq!(mul_signed(x, y, &Stop::default()), Ok(x * y), "{len} limbs, signed");
        }
    }
}

/// Transforms of doubling lengths in one thread, as a power's squarings
/// take them (the cached root tables grow from the shorter ones), then
/// shorter ones again (served by the longest table), against the library.
#[test]
fn transforms_of_growing_then_shrinking_lengths_agree_with_the_library() {
    let mut seed = 0x0DDB_A115;
    for len in [1, 2, 5, 17, 70, 300, 1200, 5000, 20_000, 3, 600, 9000] {
        let a = random_limbs(len, &mut seed);
        let b = random_limbs(len + len / 2, &mut seed);
        let square = ubig(&ntt::square(&a, &Stop::default()).unwrap());
        assert_eq!(square, ubig(&a).sqr(), "{len} limbs squared");
        let product = ubig(&ntt::multiply(&a, &b, &Stop::default()).unwrap());
        assert_eq!(product, &ubig(&a) * &ubig(&b), "{len} x {} limbs", b.len());
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// The transform itself at any size, even below the threshold.
    #[test]
    fn transform_products_are_exact(
        a in prop::collection::vec(any::<u64>(), 1..300),
        b in prop::collection::vec(any::<u64>(), 1..300),
    ) {
        let expected = &ubig(&a) * &ubig(&b);
        prop_assert_eq!(ubig(&ntt::multiply(&a, &b, &Stop::default()).unwrap()), expected);
        prop_assert_eq!(ubig(&ntt::square(&a, &Stop::default()).unwrap()), ubig(&a).sqr());
    }
}

#[test]
fn quotients_agree_with_the_library() {
    let mut seed = 0xDEAD_BEEF;
    for (la, lb) in [
        (2 * DIV_THRESHOLD, DIV_THRESHOLD),
        (2 * DIV_THRESHOLD + 1, DIV_THRESHOLD),
        (3 * DIV_THRESHOLD, DIV_THRESHOLD + 5),
        (9000, 4000),
        (12_000, 3000),
    ] {
        let a = ubig(&random_limbs(la, &mut seed));
        let b = ubig(&random_limbs(lb, &mut seed));
        assert_eq!(div_rem(&a, &b), dashu_int::ops::DivRem::div_rem(&a, &b), "{la} / {lb} limbs");
        // An exact quotient and the largest remainder.
        let exact = mul(&a, &b);
        assert_eq!(div_rem(&exact, &b), (a.clone(), UBig::ZERO), "exact {la} / {lb}");
        let largest = &exact - UBig::ONE;
        assert_eq!(div_rem(&largest, &b), (&a - UBig::ONE, &b - UBig::ONE), "{la} / {lb}, largest remainder");
        let ones = ubig(&vec![u64::MAX; la]);
        let top = ubig(&[vec![0; lb - 1], vec![1u64 << 63]].concat());
        assert_eq!(div_rem(&ones, &top), dashu_int::ops::DivRem::div_rem(&ones, &top), "all ones / 2^k");
    }
    let (a, b) =
        (BigInt::from(ubig(&random_limbs(6000, &mut seed))), BigInt::from(ubig(&random_limbs(2800, &mut seed))));
    for (x, y) in [(&a, &b), (&-&a, &b), (&a, &-&b), (&-&a, &-&b)] {
        assert_eq!(div_rem_signed(x, y), (x / y, x % y));
    }
}

#[test]
fn decimal_text_agrees_with_the_library() {
    let mut seed = 99;
    for limbs in [decimal::THRESHOLD_LIMBS - 1, decimal::THRESHOLD_LIMBS, 9000, 20_000] {
        let n = ubig(&random_limbs(limbs, &mut seed));
        assert_eq!(to_decimal(&n, &Stop::default()), Ok(n.to_string()), "{limbs} limbs");
    }
    // Zeros at the split points: 10^k, 10^k - 1, 10^k + 1.
    let power = UBig::from(10u8).pow(19 * 4000);
    for n in [&power - UBig::ONE, power.clone(), &power + UBig::ONE, power.sqr() + UBig::from(7u8)] {
        assert_eq!(to_decimal(&n, &Stop::default()), Ok(n.to_string()));
    }
}

#[test]
fn a_raised_interrupt_flag_stops_long_decimal_text_only() {
    let raised = Stop::new(std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true)));
    let mut seed = 5;
    let large = ubig(&random_limbs(decimal::THRESHOLD_LIMBS, &mut seed));
    assert_eq!(to_decimal(&large, &raised), Err(Stopped));
    // Below the threshold the library converts at once, with no check.
    let small = ubig(&random_limbs(decimal::THRESHOLD_LIMBS - 1, &mut seed));
    assert_eq!(to_decimal(&small, &raised), Ok(small.to_string()));
}

#[test]
fn a_raised_interrupt_flag_stops_transform_products_and_newton_quotients() {
    let raised = Stop::new(std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true)));
    let mut seed = 11;
    let a = ubig(&random_limbs(2 * DIV_THRESHOLD + 1, &mut seed));
    let b = ubig(&random_limbs(DIV_THRESHOLD, &mut seed));
    assert_eq!(mul_stoppable(&a, &b, &raised), Err(Stopped));
    assert_eq!(square_stoppable(&a, &raised), Err(Stopped));
    assert_eq!(div_rem_stoppable(&a, &b, &raised), Err(Stopped));
    assert!(Factor::new(b.clone(), 64 * a.as_words().len(), &raised).is_err());
    // Products of the library's sizes take microseconds: no check.
    let small = ubig(&random_limbs(MUL_THRESHOLD - 1, &mut seed));
    assert_eq!(mul_stoppable(&small, &small, &raised), Ok(small.sqr()));
    assert_eq!(square_stoppable(&small, &raised), Ok(small.sqr()));
    // The flag down, the same products are made.
    let down = Stop::new(std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false)));
    assert_eq!(mul_stoppable(&a, &b, &down), Ok(&a * &b));
    assert_eq!(div_rem_stoppable(&a, &b, &down), Ok(dashu_int::ops::DivRem::div_rem(&a, &b)));
}
