//! Tests of the integer side: `+ - * /` on integers, overflow promotion,
//! the division family, powers, gcd/lcm and the bit functions. Expected
//! values were checked against SWI-Prolog.

use crate::arith::big::{BigInt, BigIntExt};

use super::*;

pub(super) fn ev(name: &str, args: &[Number]) -> Result<Number, ArithError> {
    let f = Func::lookup(name, args.len()).unwrap_or_else(|| panic!("no evaluable {name}/{}", args.len()));
    let mut ctx = ArithContext::new();
    ctx.set_seed(42);
    apply(f, args, &mut ctx)
}

pub(super) fn i(n: i64) -> Number {
    Number::Int(n)
}

pub(super) fn f(x: f64) -> Number {
    Number::Float(x)
}

pub(super) fn b(text: &str) -> Number {
    Number::from_bigint(text.parse::<BigInt>().unwrap())
}

pub(super) fn ok(name: &str, args: &[Number]) -> Number {
    ev(name, args).unwrap_or_else(|e| panic!("{name}{args:?} raised {e:?}"))
}

pub(super) fn err(name: &str, args: &[Number]) -> ArithError {
    match ev(name, args) {
        Ok(v) => panic!("{name}{args:?} gave {v:?}, expected an error"),
        Err(e) => e,
    }
}

const MAX: i64 = i64::MAX;
const MIN: i64 = i64::MIN;
const TWO_63: &str = "9223372036854775808";
/// 2^63 as a float.
const TWO_63_F: f64 = 9_223_372_036_854_775_808.0;
const TWO_64: &str = "18446744073709551616";
const TWO_100: &str = "1267650600228229401496703205376";
const TWO_200: &str = "1606938044258990275541962092341162602522202993782792835301376";

fn two_100() -> Number {
    b(TWO_100)
}

// ---- Number basics ----

#[test]
fn from_bigint_normalizes() {
    assert_eq!(Number::from_bigint(BigInt::from(5)), i(5));
    assert_eq!(Number::from_bigint(BigInt::from(MIN)), i(MIN));
    assert!(matches!(b(TWO_63), Number::Big(_)));
}

#[test]
fn cell_round_trip() {
    let mut heap = crate::term::Heap::new();
    for n in [i(7), i(MIN), f(2.5), b(TWO_200), b("-9223372036854775809")] {
        let c = n.to_cell(&mut heap);
        assert_eq!(Number::from_cell(&heap, c), Some(n));
    }
    assert_eq!(Number::from_cell(&heap, Cell::Atom(atoms::NIL)), None);
    assert!(matches!(b(TWO_64).to_cell(&mut heap), Cell::Big(_)));
}

#[test]
fn is_zero_kinds() {
    assert!(i(0).is_zero());
    assert!(f(0.0).is_zero());
    assert!(f(-0.0).is_zero());
    assert!(!i(1).is_zero());
    assert!(!two_100().is_zero());
}

// ---- Addition, subtraction, multiplication ----

#[test]
fn add_small() {
    assert_eq!(ok("+", &[i(2), i(3)]), i(5));
    assert_eq!(ok("plus", &[i(2), i(3)]), i(5));
}

#[test]
fn add_overflow_promotes() {
    assert_eq!(ok("+", &[i(MAX), i(1)]), b(TWO_63));
    assert_eq!(ok("+", &[i(MIN), i(-1)]), b("-9223372036854775809"));
}

#[test]
fn add_big_back_to_small() {
    assert_eq!(ok("+", &[b(TWO_63), i(-1)]), i(MAX));
    assert_eq!(ok("-", &[b(TWO_63), i(1)]), i(MAX));
}

#[test]
fn add_mixed_float() {
    assert_eq!(ok("+", &[i(1), f(0.5)]), f(1.5));
    assert_eq!(ok("+", &[two_100(), f(1.0)]), f(1.2676506002282294e30));
}

#[test]
fn sub_overflow_promotes() {
    assert_eq!(ok("-", &[i(MIN), i(1)]), b("-9223372036854775809"));
    assert_eq!(ok("-", &[i(0), i(MIN)]), b(TWO_63));
}

#[test]
fn mul_small_and_overflow() {
    assert_eq!(ok("*", &[i(6), i(7)]), i(42));
    assert_eq!(ok("*", &[i(1 << 32), i(1 << 32)]), b(TWO_64));
    assert_eq!(ok("*", &[i(MIN), i(-1)]), b(TWO_63));
}

#[test]
fn mul_big() {
    assert_eq!(ok("*", &[two_100(), two_100()]), b(TWO_200));
    assert_eq!(ok("*", &[two_100(), i(0)]), i(0));
}

#[test]
fn mul_mixed_float() {
    assert_eq!(ok("*", &[i(3), f(0.5)]), f(1.5));
}

#[test]
fn negation() {
    assert_eq!(ok("-", &[i(5)]), i(-5));
    assert_eq!(ok("-", &[i(MIN)]), b(TWO_63));
    assert_eq!(ok("-", &[b(TWO_63)]), i(MIN));
    assert_eq!(ok("-", &[f(0.0)]), f(-0.0));
    assert_eq!(ok("+", &[i(3)]), i(3));
}

#[test]
fn abs_values() {
    assert_eq!(ok("abs", &[i(-3)]), i(3));
    assert_eq!(ok("abs", &[i(MIN)]), b(TWO_63));
    assert_eq!(ok("abs", &[b("-1267650600228229401496703205376")]), two_100());
    assert_eq!(ok("abs", &[f(-2.0)]), f(2.0));
    assert_eq!(ok("abs", &[f(-0.0)]), f(0.0));
}

#[test]
fn sign_values() {
    assert_eq!(ok("sign", &[i(-3)]), i(-1));
    assert_eq!(ok("sign", &[i(0)]), i(0));
    assert_eq!(ok("sign", &[two_100()]), i(1));
    assert_eq!(ok("sign", &[f(-2.5)]), f(-1.0));
    assert_eq!(ok("sign", &[f(-0.0)]), f(0.0));
}

// ---- Division ----

#[test]
fn slash_exact_is_integer() {
    assert_eq!(ok("/", &[i(6), i(2)]), i(3));
    assert_eq!(ok("/", &[i(-6), i(3)]), i(-2));
    assert_eq!(ok("/", &[i(MIN), i(-1)]), b(TWO_63));
}

#[test]
fn slash_inexact_is_float() {
    assert_eq!(ok("/", &[i(7), i(2)]), f(3.5));
    assert_eq!(ok("/", &[i(-7), i(2)]), f(-3.5));
    assert_eq!(ok("/", &[i(1), i(3)]), f(1.0 / 3.0));
    assert_eq!(ok("/", &[i(5), i(MIN)]), f(-5.0 / TWO_63_F));
}

#[test]
fn slash_big() {
    let p1100 = ok("**", &[i(2), i(1100)]);
    let p1099 = ok("**", &[i(2), i(1099)]);
    assert_eq!(ok("/", &[p1100.clone(), p1099.clone()]), i(2));
    assert_eq!(ok("/", &[p1099.clone(), p1100.clone()]), f(0.5));
    assert_eq!(ok("/", &[p1100.clone(), i(1)]), p1100);
    assert_eq!(err("/", &[ok("**", &[i(2), i(1100)]), i(3)]), FLOAT_OVERFLOW);
}

#[test]
fn slash_big_ratio_precision() {
    // (2^100 + 1) / 3 is not exact; the float must be the correctly rounded one.
    let n = ok("+", &[two_100(), i(1)]);
    assert_eq!(ok("/", &[n, i(3)]), f(4.2255020007607647e29));
    assert_eq!(ok("/", &[i(9007199254740993), i(2)]), f(4503599627370496.5));
}

#[test]
fn slash_zero_divisor() {
    assert_eq!(err("/", &[i(7), i(0)]), ZERO_DIVISOR);
    assert_eq!(err("/", &[i(0), i(0)]), ZERO_DIVISOR);
    assert_eq!(err("/", &[two_100(), i(0)]), ZERO_DIVISOR);
    assert_eq!(err("/", &[f(7.0), i(0)]), ZERO_DIVISOR);
    assert_eq!(err("/", &[i(1), f(0.0)]), ZERO_DIVISOR);
    assert_eq!(err("/", &[i(-1), f(-0.0)]), ZERO_DIVISOR);
}

#[test]
fn slash_zero_by_zero_float_undefined() {
    assert_eq!(err("/", &[f(0.0), i(0)]), UNDEFINED);
    assert_eq!(err("/", &[i(0), f(0.0)]), UNDEFINED);
}

#[test]
fn int_div_truncates() {
    assert_eq!(ok("//", &[i(7), i(2)]), i(3));
    assert_eq!(ok("//", &[i(-7), i(2)]), i(-3));
    assert_eq!(ok("//", &[i(7), i(-2)]), i(-3));
}

#[test]
fn int_div_overflow_and_big() {
    assert_eq!(ok("//", &[i(MIN), i(-1)]), b(TWO_63));
    let n = ok("+", &[two_100(), i(7)]);
    assert_eq!(ok("//", &[n, i(-3)]), b("-422550200076076467165567735127"));
    assert_eq!(ok("//", &[i(5), two_100()]), i(0));
}

#[test]
fn int_div_errors() {
    assert_eq!(err("//", &[i(7), i(0)]), ZERO_DIVISOR);
    assert_eq!(err("//", &[i(5), f(2.0)]), ArithError::TypeInteger(f(2.0)));
    assert_eq!(err("//", &[f(5.0), f(2.0)]), ArithError::TypeInteger(f(5.0)));
}

#[test]
fn mod_sign_of_divisor() {
    assert_eq!(ok("mod", &[i(7), i(2)]), i(1));
    assert_eq!(ok("mod", &[i(-7), i(2)]), i(1));
    assert_eq!(ok("mod", &[i(7), i(-2)]), i(-1));
    assert_eq!(ok("mod", &[i(-7), i(-2)]), i(-1));
    assert_eq!(ok("mod", &[i(MIN), i(-1)]), i(0));
}

#[test]
fn mod_big() {
    let n = ok("+", &[two_100(), i(7)]);
    assert_eq!(ok("mod", &[n.clone(), i(-3)]), i(-1));
    assert_eq!(ok("mod", &[ok("-", &[n]), i(3)]), i(1));
    assert_eq!(ok("mod", &[i(-1), two_100()]), b("1267650600228229401496703205375"));
}

#[test]
fn mod_errors() {
    assert_eq!(err("mod", &[i(7), i(0)]), ZERO_DIVISOR);
    assert_eq!(err("mod", &[f(5.0), i(2)]), ArithError::TypeInteger(f(5.0)));
}

#[test]
fn rem_sign_of_dividend() {
    assert_eq!(ok("rem", &[i(-7), i(2)]), i(-1));
    assert_eq!(ok("rem", &[i(7), i(-2)]), i(1));
    assert_eq!(ok("rem", &[i(MIN), i(-1)]), i(0));
    assert_eq!(err("rem", &[i(7), i(0)]), ZERO_DIVISOR);
}

#[test]
fn rem_big() {
    let n = ok("+", &[two_100(), i(7)]);
    assert_eq!(ok("rem", &[n, i(-3)]), i(2));
}

#[test]
fn div_floors() {
    assert_eq!(ok("div", &[i(-7), i(2)]), i(-4));
    assert_eq!(ok("div", &[i(7), i(2)]), i(3));
    assert_eq!(ok("div", &[i(7), i(-2)]), i(-4));
    assert_eq!(ok("div", &[i(MIN), i(-1)]), b(TWO_63));
    assert_eq!(err("div", &[i(7), i(0)]), ZERO_DIVISOR);
}

#[test]
fn div_big() {
    let n = ok("+", &[two_100(), i(7)]);
    assert_eq!(ok("div", &[n, i(-3)]), b("-422550200076076467165567735128"));
    assert_eq!(ok("div", &[i(-1), two_100()]), i(-1));
}

// ---- min / max ----

#[test]
fn min_max_ints() {
    assert_eq!(ok("min", &[i(1), i(2)]), i(1));
    assert_eq!(ok("max", &[i(1), i(2)]), i(2));
    assert_eq!(ok("max", &[two_100(), i(MAX)]), two_100());
}

#[test]
fn min_max_mixed() {
    assert_eq!(ok("min", &[i(2), f(1.5)]), f(1.5));
    assert_eq!(ok("max", &[i(2), f(1.5)]), i(2));
    // Ties between int and float give the float, in either order.
    assert_eq!(ok("max", &[i(1), f(1.0)]), f(1.0));
    assert_eq!(ok("min", &[f(1.0), i(1)]), f(1.0));
}

#[test]
fn min_max_exact_compare() {
    // 2^53 + 1 is greater than the float 2^53 although it converts to it.
    assert_eq!(ok("max", &[i(9007199254740993), f(9007199254740992.0)]), i(9007199254740993));
}

#[test]
fn min_max_nan_and_zero_sign() {
    assert_eq!(ok("max", &[f(f64::NAN), i(1)]), i(1));
    assert_eq!(ok("min", &[i(1), f(f64::NAN)]), i(1));
    assert_eq!(ok("max", &[f(-0.0), f(0.0)]), f(0.0));
    assert_eq!(ok("min", &[f(0.0), f(-0.0)]), f(-0.0));
    assert_eq!(ok("min", &[i(0), f(-0.0)]), f(-0.0));
}

// ---- Powers ----

#[test]
fn pow_int_int() {
    assert_eq!(ok("**", &[i(2), i(3)]), i(8));
    assert_eq!(ok("^", &[i(2), i(3)]), i(8));
    assert_eq!(ok("^", &[i(-3), i(3)]), i(-27));
    assert_eq!(ok("**", &[i(0), i(0)]), i(1));
    assert_eq!(ok("^", &[i(0), i(5)]), i(0));
}

#[test]
fn pow_big_results() {
    assert_eq!(ok("**", &[i(2), i(200)]), b(TWO_200));
    assert_eq!(ok("^", &[i(2), i(64)]), b(TWO_64));
    assert_eq!(ok("^", &[i(3), i(100)]), b("515377520732011331036461129765621272702107522001"));
    assert_eq!(ok("^", &[two_100(), i(2)]), b(TWO_200));
}

#[test]
fn pow_negative_exponent_star_star() {
    assert_eq!(ok("**", &[i(2), i(-1)]), f(0.5));
    assert_eq!(ok("**", &[i(3), i(-2)]), f(1.0 / 9.0));
    assert_eq!(ok("**", &[i(1), i(-5)]), i(1));
    assert_eq!(ok("**", &[i(-1), i(-3)]), i(-1));
    assert_eq!(ok("**", &[i(-1), i(-4)]), i(1));
    assert_eq!(ok("**", &[i(2), i(-100000000000)]), f(0.0));
}

#[test]
fn pow_negative_exponent_caret() {
    assert_eq!(err("^", &[i(2), i(-1)]), ArithError::TypeFloat(i(2)));
    assert_eq!(ok("^", &[i(1), i(-1)]), i(1));
    assert_eq!(ok("^", &[i(-1), i(-1)]), i(-1));
    assert_eq!(ok("^", &[i(-1), i(-2)]), i(1));
}

#[test]
fn pow_zero_negative_exponent() {
    assert_eq!(err("**", &[i(0), i(-1)]), ZERO_DIVISOR);
    assert_eq!(err("^", &[i(0), i(-2)]), ZERO_DIVISOR);
    assert_eq!(err("**", &[f(0.0), i(-1)]), ZERO_DIVISOR);
    assert_eq!(err("**", &[i(0), f(-1.0)]), ZERO_DIVISOR);
}

#[test]
fn pow_huge_exponents() {
    assert_eq!(ok("^", &[i(1), i(100000000000)]), i(1));
    assert_eq!(ok("^", &[i(-1), i(100000000001)]), i(-1));
    assert_eq!(ok("^", &[i(0), i(100000000000)]), i(0));
    assert_eq!(ok("^", &[i(-1), two_100()]), i(1));
    assert_eq!(err("**", &[i(2), i(100000000000)]), ArithError::ResourceMemory);
    assert_eq!(err("^", &[i(7), i(100000000000)]), ArithError::ResourceMemory);
    assert_eq!(err("^", &[i(2), two_100()]), ArithError::ResourceMemory);
}

#[test]
fn pow_cap_checked_before_computing() {
    // Under a bound of 2^26 bits (what a 128 MiB memory limit gives),
    // 2^(2^26) needs one bit more; refused without building it.
    super::set_max_int_bits(super::int_bits_for(128 << 20, None));
    assert_eq!(err("^", &[i(2), i(1 << 26)]), ArithError::ResourceMemory);
    assert_eq!(err("*", &[ok("<<", &[i(1), i(1 << 25)]), ok("<<", &[i(1), i(1 << 25)])]), ArithError::ResourceMemory);
}

#[test]
fn pow_just_under_cap() {
    let r = ok("^", &[i(2), i(1 << 20)]);
    assert_eq!(ok("msb", &[r]), i(1 << 20));
}

// ---- gcd / lcm / powm ----

#[test]
fn gcd_small() {
    assert_eq!(ok("gcd", &[i(12), i(-18)]), i(6));
    assert_eq!(ok("gcd", &[i(0), i(0)]), i(0));
    assert_eq!(ok("gcd", &[i(0), i(-5)]), i(5));
}

#[test]
fn gcd_min_int() {
    assert_eq!(ok("gcd", &[i(MIN), i(0)]), b(TWO_63));
    assert_eq!(ok("gcd", &[i(MIN), i(6)]), i(2));
}

#[test]
fn gcd_big() {
    let y = ok("*", &[ok("^", &[i(2), i(80)]), i(3)]);
    assert_eq!(ok("gcd", &[two_100(), y]), b("1208925819614629174706176"));
    assert_eq!(ok("gcd", &[two_100(), i(12)]), i(4));
}

#[test]
fn gcd_type_error() {
    assert_eq!(err("gcd", &[f(1.0), i(2)]), ArithError::TypeInteger(f(1.0)));
    assert_eq!(err("gcd", &[i(1), f(2.0)]), ArithError::TypeInteger(f(2.0)));
}

#[test]
fn lcm_values() {
    assert_eq!(ok("lcm", &[i(4), i(6)]), i(12));
    assert_eq!(ok("lcm", &[i(-4), i(6)]), i(12));
    assert_eq!(ok("lcm", &[i(0), i(6)]), i(0));
    assert_eq!(ok("lcm", &[i(MAX), i(2)]), b("18446744073709551614"));
}

#[test]
fn powm_values() {
    assert_eq!(ok("powm", &[i(3), i(200), i(7)]), i(2));
    assert_eq!(err("powm", &[i(-2), i(3), i(5)]), ArithError::Domain("not_less_than_zero", i(-2)));
    assert_eq!(err("powm", &[i(2), i(3), i(-5)]), ArithError::Domain("not_less_than_one", i(-5)));
    assert_eq!(err("powm", &[i(2), i(3), i(0)]), ArithError::Domain("not_less_than_one", i(0)));
    assert_eq!(err("powm", &[f(2.0), i(3), i(5)]), ArithError::TypeInteger(f(2.0)));
    assert_eq!(ok("powm", &[two_100(), two_100(), i(1000007)]), i(152411));
    assert_eq!(err("powm", &[i(2), i(-3), i(5)]), ArithError::Domain("not_less_than_zero", i(-3)));
}

// ---- Shifts ----

#[test]
fn shift_small() {
    assert_eq!(ok("<<", &[i(1), i(3)]), i(8));
    assert_eq!(ok(">>", &[i(-16), i(2)]), i(-4));
    assert_eq!(ok(">>", &[i(-1), i(5)]), i(-1));
    assert_eq!(ok(">>", &[i(5), i(1)]), i(2));
}

#[test]
fn shift_negative_count_reverses() {
    assert_eq!(ok(">>", &[i(1), i(-1)]), i(2));
    assert_eq!(ok("<<", &[i(1), i(-1)]), i(0));
    assert_eq!(ok("<<", &[i(-8), i(-2)]), i(-2));
    // `1 >> min_int` shifts left by 2^63 bits: too big to build.
    assert_eq!(err(">>", &[i(1), i(MIN)]), ArithError::ResourceMemory);
}

#[test]
fn shift_promotes() {
    assert_eq!(ok("<<", &[i(1), i(100)]), two_100());
    assert_eq!(ok("<<", &[i(1), i(63)]), b(TWO_63));
    assert_eq!(ok("<<", &[i(-1), i(63)]), i(MIN));
    assert_eq!(ok("<<", &[i(MAX), i(1)]), b("18446744073709551614"));
}

#[test]
fn shift_big_right() {
    assert_eq!(ok(">>", &[two_100(), i(98)]), i(4));
    assert_eq!(ok(">>", &[ok("-", &[two_100()]), i(98)]), i(-4));
    // Arithmetic shift rounds toward negative infinity.
    let n = ok("-", &[ok("+", &[two_100(), i(1)])]);
    assert_eq!(ok(">>", &[n, i(100)]), i(-2));
}

#[test]
fn shift_huge_counts() {
    assert_eq!(ok(">>", &[i(1), i(100000000000)]), i(0));
    assert_eq!(ok(">>", &[i(-1), i(100000000000)]), i(-1));
    assert_eq!(ok(">>", &[i(5), two_100()]), i(0));
    assert_eq!(ok(">>", &[i(-5), two_100()]), i(-1));
    assert_eq!(ok(">>", &[two_100(), i(200)]), i(0));
    assert_eq!(ok("<<", &[i(0), two_100()]), i(0));
}

#[test]
fn shift_resource_error() {
    super::set_max_int_bits(super::int_bits_for(128 << 20, None));
    assert_eq!(err("<<", &[i(1), i(100000000000)]), ArithError::ResourceMemory);
    assert_eq!(err("<<", &[i(1), two_100()]), ArithError::ResourceMemory);
    assert_eq!(err("<<", &[two_100(), i(1 << 26)]), ArithError::ResourceMemory);
}

#[test]
fn shift_type_errors() {
    assert_eq!(err("<<", &[i(1), f(3.0)]), ArithError::TypeInteger(f(3.0)));
    assert_eq!(err("<<", &[f(1.0), i(3)]), ArithError::TypeInteger(f(1.0)));
    assert_eq!(err(">>", &[f(1.0), f(3.0)]), ArithError::TypeInteger(f(1.0)));
}

// ---- Bitwise ----

#[test]
fn bitwise_small() {
    assert_eq!(ok("/\\", &[i(5), i(-2)]), i(4));
    assert_eq!(ok("\\/", &[i(5), i(-8)]), i(-3));
    assert_eq!(ok("xor", &[i(7), i(3)]), i(4));
    assert_eq!(ok("\\", &[i(5)]), i(-6));
    assert_eq!(ok("\\", &[i(MIN)]), i(MAX));
}

#[test]
fn bitwise_big_twos_complement() {
    let m = ok("-", &[two_100(), i(1)]);
    assert_eq!(ok("/\\", &[m.clone(), i(255)]), i(255));
    assert_eq!(ok("/\\", &[ok("-", &[two_100()]), i(-1)]), ok("-", &[two_100()]));
    assert_eq!(ok("\\/", &[two_100(), i(1)]), ok("+", &[two_100(), i(1)]));
    assert_eq!(ok("xor", &[two_100(), two_100()]), i(0));
    assert_eq!(ok("\\", &[two_100()]), b("-1267650600228229401496703205377"));
    assert_eq!(ok("\\", &[b("-9223372036854775809")]), b(TWO_63));
}

#[test]
fn bitwise_type_errors() {
    assert_eq!(err("/\\", &[i(5), f(3.0)]), ArithError::TypeInteger(f(3.0)));
    assert_eq!(err("\\/", &[f(5.0), i(3)]), ArithError::TypeInteger(f(5.0)));
    assert_eq!(err("xor", &[i(5), f(3.0)]), ArithError::TypeInteger(f(3.0)));
    assert_eq!(err("\\", &[f(2.0)]), ArithError::TypeInteger(f(2.0)));
}

#[test]
fn msb_values() {
    assert_eq!(ok("msb", &[i(1)]), i(0));
    assert_eq!(ok("msb", &[i(MAX)]), i(62));
    assert_eq!(ok("msb", &[two_100()]), i(100));
    assert_eq!(ok("msb", &[b(TWO_63)]), i(63));
}

#[test]
fn msb_errors() {
    assert_eq!(err("msb", &[i(0)]), ArithError::Domain("not_less_than_one", i(0)));
    assert_eq!(err("msb", &[i(-1)]), ArithError::Domain("not_less_than_one", i(-1)));
    assert_eq!(err("msb", &[f(2.0)]), ArithError::TypeInteger(f(2.0)));
}

#[test]
fn lsb_values() {
    assert_eq!(ok("lsb", &[i(12)]), i(2));
    assert_eq!(ok("lsb", &[two_100()]), i(100));
    assert_eq!(err("lsb", &[i(0)]), ArithError::Domain("not_less_than_one", i(0)));
}

#[test]
fn popcount_values() {
    assert_eq!(ok("popcount", &[i(255)]), i(8));
    assert_eq!(ok("popcount", &[i(0)]), i(0));
    assert_eq!(ok("popcount", &[ok("-", &[two_100(), i(1)])]), i(100));
    assert_eq!(err("popcount", &[i(-1)]), ArithError::Domain("not_less_than_zero", i(-1)));
}

#[test]
fn getbit_values() {
    assert_eq!(ok("getbit", &[i(5), i(0)]), i(1));
    assert_eq!(ok("getbit", &[i(5), i(1)]), i(0));
    assert_eq!(ok("getbit", &[two_100(), i(100)]), i(1));
    assert_eq!(ok("getbit", &[i(5), two_100()]), i(0));
    assert_eq!(err("getbit", &[i(-5), i(1)]), ArithError::Domain("not_less_than_zero", i(-5)));
}

// ---- long computations and Ctrl-C (host/stop.rs) ----

fn big_pow(base: i64, e: u32) -> BigInt {
    BigInt::from(base).pow(e as usize)
}

#[test]
fn gcd_and_lcm_of_numbers_of_many_bits_agree_with_the_library() {
    // Both above the size where the stoppable gcd takes over, with a
    // common factor and common powers of two.
    let common: BigInt = big_pow(3, 12_000) << 7;
    let x: BigInt = (&common * big_pow(7, 9_000)) << 3;
    let y: BigInt = &common * big_pow(5, 9_000) * 11;
    let (nx, ny) = (Number::from_bigint(x.clone()), Number::from_bigint(y.clone()));
    assert_eq!(ok("gcd", &[nx.clone(), ny.clone()]), Number::from_bigint(x.gcd(&y)));
    assert_eq!(ok("gcd", &[nx.clone(), ny.clone()]), Number::from_bigint(common));
    assert_eq!(ok("lcm", &[nx.clone(), ny.clone()]), Number::from_bigint(&x / x.gcd(&y) * &y));
    // Very different sizes: the remainder steps.
    let z = Number::from_bigint(big_pow(3, 40_000) * big_pow(2, 20_000));
    let expected: BigInt = big_pow(3, 12_000) << 10;
    assert_eq!(ok("gcd", &[z, nx]), Number::from_bigint(expected));
}

#[test]
fn a_raised_interrupt_flag_stops_large_powers_and_gcds_only() {
    let flag = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true));
    let mut ctx = ArithContext::new();
    ctx.stop = Stop::new(flag);
    let power = apply(Func::Pow, &[i(7), i(3_000_000)], &mut ctx);
    assert_eq!(power, Err(ArithError::Interrupted));
    let (x, y) = (Number::from_bigint(big_pow(7, 800_000)), Number::from_bigint(big_pow(5, 950_000)));
    assert_eq!(apply(Func::Gcd, &[x, y], &mut ctx), Err(ArithError::Interrupted));
    // Small computations finish: they never look at the flag.
    assert_eq!(apply(Func::Pow, &[i(7), i(3)], &mut ctx), Ok(i(343)));
    assert_eq!(apply(Func::Gcd, &[i(12), i(18)], &mut ctx), Ok(i(6)));
}
