//! The big integer operations (`big.rs`, `big_pow.rs`) against simple
//! references on random values: i128 arithmetic where the values fit,
//! the defining identities of division and gcd where they do not, and a
//! digit-by-digit conversion for printing and reading. Sizes go from one
//! word to tens of thousands of bits, so the library's large-number
//! algorithms (not only its schoolbook ones) are exercised.

use super::big::{BigInt, BigIntExt};
use super::big_pow::{parse_digits, pow};
use super::Stop;

/// A small deterministic generator (xorshift), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A random integer of up to `max_limbs` 64-bit limbs, either sign.
    fn big(&mut self, max_limbs: u64) -> BigInt {
        let limbs: Vec<u64> = (0..1 + self.next() % max_limbs).map(|_| self.next()).collect();
        BigInt::from_limbs(self.next() % 2 == 0, &limbs)
    }
}

/// Decimal digits by repeated division by 10^18, the reference printer.
fn decimal_by_steps(n: &BigInt) -> String {
    let chunk = BigInt::from(1_000_000_000_000_000_000u64);
    let mut rest = n.abs();
    let mut parts = Vec::new();
    while !rest.is_zero() {
        let (q, r) = rest.div_rem_trunc(&chunk);
        parts.push(r.to_i64().unwrap());
        rest = q;
    }
    let mut text = if n.is_negative() { "-".to_string() } else { String::new() };
    match parts.split_last() {
        None => text.push('0'),
        Some((top, lower)) => {
            text.push_str(&top.to_string());
            for p in lower.iter().rev() {
                text.push_str(&format!("{p:018}"));
            }
        }
    }
    text
}

#[test]
fn small_values_agree_with_i128() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for _ in 0..2000 {
        let (a, b) = (rng.next() as i64 as i128, (rng.next() >> (rng.next() % 60)) as i64 as i128);
        let (x, y) = (BigInt::from(a), BigInt::from(b));
        assert_eq!(&x * &y, BigInt::from(a * b));
        assert_eq!(&x + &y, BigInt::from(a + b));
        if b != 0 {
            assert_eq!(x.div_rem_trunc(&y), (BigInt::from(a / b), BigInt::from(a % b)), "{a} / {b}");
            let floor = a.div_euclid(b) - i128::from(b < 0 && a.rem_euclid(b) != 0);
            assert_eq!(x.div_floor(&y), BigInt::from(floor), "{a} div {b}");
            assert_eq!(x.mod_floor(&y), BigInt::from(a - floor * b), "{a} mod {b}");
        }
        let shift = (rng.next() % 40) as usize;
        assert_eq!(&x >> shift, BigInt::from(a >> shift), "{a} >> {shift}");
        assert_eq!(&x & &y, BigInt::from(a & b));
        assert_eq!(&x | &y, BigInt::from(a | b));
        assert_eq!(&x ^ &y, BigInt::from(a ^ b));
        assert_eq!(x.to_f64_nearest(), a as f64);
        assert_eq!(x.to_string(), a.to_string());
    }
}

#[test]
fn large_values_satisfy_the_identities_of_division_and_gcd() {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    for round in 0..60 {
        let max = if round < 50 { 40 } else { 700 };
        let (a, b) = (rng.big(max), rng.big(max));
        if b.is_zero() {
            continue;
        }
        let (q, r) = a.div_rem_trunc(&b);
        assert_eq!(&q * &b + &r, a);
        assert!(r.abs() < b.abs() && (r.is_zero() || r.is_negative() == a.is_negative()));
        let (fq, fr) = a.div_mod_floor(&b);
        assert_eq!(&fq * &b + &fr, a);
        assert!(fr.abs() < b.abs() && (fr.is_zero() || fr.is_negative() == b.is_negative()));
        // A known common factor survives the gcd.
        let c = rng.big(max / 2 + 1);
        let (ac, bc) = (&a * &c, &b * &c);
        let g = ac.gcd(&bc);
        assert!(!g.is_negative());
        assert!(ac.mod_floor(&g).is_zero() && bc.mod_floor(&g).is_zero());
        assert_eq!((&ac / &g).gcd(&(&bc / &g)), BigInt::ONE);
        assert!(g.mod_floor(&c).is_zero());
        // Products against a sum of shifted partial products.
        let limbs = b.to_limbs().1;
        let by_parts =
            limbs.iter().enumerate().fold(BigInt::ZERO, |acc, (i, &l)| acc + ((a.abs() * BigInt::from(l)) << (64 * i)));
        assert_eq!((&a * &b).abs(), by_parts);
    }
}

#[test]
fn printing_and_reading_agree_with_digit_by_digit_conversion() {
    let mut rng = Rng(0xdead_beef_cafe_f00d);
    for round in 0..30 {
        let n = rng.big(if round < 25 { 30 } else { 3000 });
        let text = n.to_string();
        assert_eq!(text, decimal_by_steps(&n));
        let digits = text.trim_start_matches('-');
        let back = parse_digits(digits.as_bytes(), 10).unwrap();
        assert_eq!(if n.is_negative() { -back } else { back }, n);
        let hex = n.abs().to_str_radix(16);
        assert_eq!(parse_digits(hex.as_bytes(), 16).unwrap(), n.abs());
    }
}

#[test]
fn powers_agree_with_products_at_every_size() {
    for (base, e) in [(3i64, 1u64), (-3, 77), (12345, 1000), (-2, 70_001), (7, 40_000)] {
        let bits = (e as f64 * (base as f64).abs().log2()) as u128;
        let by_products = (0..e).fold(BigInt::ONE, |acc, _| acc * base);
        assert_eq!(pow(&BigInt::from(base), e, bits, &Stop::default()).unwrap(), by_products, "{base}^{e}");
    }
}

/// Integers are bounded by the memory limit the machine sets
/// (`int_bits_for`), not by a fixed size; a power of two of any size up to
/// the bound is a shift, and its sign follows the base's.
#[test]
fn integer_bound_follows_the_memory_limit() {
    use super::basic::int_pow;
    use super::{int_bits_for, max_int_bits, set_max_int_bits, ArithError, Number};
    let saved = max_int_bits();
    assert_eq!(int_bits_for(1 << 30, None), 1 << 29);
    assert_eq!(int_bits_for(1 << 30, Some(1000)), 8000);
    set_max_int_bits(int_bits_for(10_000_000, None));
    let stop = Stop::default();
    let big = int_pow(&Number::Int(-2), &Number::Int(4_000_001), &stop).expect("within the bound");
    let Number::Big(b) = big else { panic!("a big integer") };
    assert!(b < BigInt::ZERO && b.bits() == 4_000_002);
    assert_eq!(int_pow(&Number::Int(2), &Number::Int(6_000_000), &stop), Err(ArithError::ResourceMemory));
    assert_eq!(int_pow(&Number::Int(7), &Number::Int(3_000_000), &stop), Err(ArithError::ResourceMemory));
    set_max_int_bits(saved);
}
