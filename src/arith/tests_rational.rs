//! Tests of the rational side: normalisation (common factors, the sign of
//! the denominator, denominator one giving an integer), the functions on
//! rationals, the flag `prefer_rationals`, and exact comparison with
//! integers and floats. Expected values were checked against SWI-Prolog 9.

use std::cmp::Ordering;

use crate::arith::big::BigInt;

use super::rational::{self, ratio};
use super::tests_int::{b, err, f, i, ok};
use super::*;

/// The rational `n/d` (normalised).
fn q(n: i64, d: i64) -> Number {
    ratio(BigInt::from(n), BigInt::from(d)).expect("non-zero denominator")
}

fn parts_of(n: &Number) -> (BigInt, BigInt) {
    rational::parts(n).expect("exact number")
}

#[test]
fn ratio_normalises_factors_and_the_sign_of_the_denominator() {
    assert_eq!(parts_of(&q(2, 4)), (BigInt::from(1), BigInt::from(2)));
    assert_eq!(parts_of(&q(1, -3)), (BigInt::from(-1), BigInt::from(3)));
    assert_eq!(parts_of(&q(-1, -3)), (BigInt::from(1), BigInt::from(3)));
    assert_eq!(q(6, 3), i(2));
    assert_eq!(q(-6, 3), i(-2));
    assert_eq!(q(0, 5), i(0));
    assert_eq!(q(0, -5), i(0));
    assert!(matches!(q(1, 3), Number::Rat(_)));
    assert_eq!(ratio(BigInt::from(1), BigInt::from(0)), Err(ZERO_DIVISOR));
}

#[test]
fn a_quotient_with_denominator_one_is_a_big_integer_when_large() {
    let n = ok("rdiv", &[b("36893488147419103232"), i(2)]);
    assert_eq!(n, b("18446744073709551616"));
    assert!(matches!(n, Number::Big(_)));
    let r = ok("rdiv", &[b("36893488147419103232"), i(3)]);
    assert_eq!(parts_of(&r), (b("36893488147419103232").to_bigint().unwrap(), BigInt::from(3)));
}

#[test]
fn basic_operations_are_exact() {
    assert_eq!(ok("+", &[q(1, 3), i(1)]), q(4, 3));
    assert_eq!(ok("+", &[q(1, 3), q(2, 3)]), i(1));
    assert_eq!(ok("-", &[q(1, 3), q(1, 3)]), i(0));
    assert_eq!(ok("*", &[q(1, 3), i(3)]), i(1));
    assert_eq!(ok("*", &[q(2, 3), q(-3, 4)]), q(-1, 2));
    assert_eq!(ok("/", &[q(2, 3), i(2)]), q(1, 3));
    assert_eq!(ok("-", &[q(1, 3)]), q(-1, 3));
    assert_eq!(ok("abs", &[q(-1, 3)]), q(1, 3));
    assert_eq!(ok("sign", &[q(-1, 3)]), i(-1));
    assert_eq!(err("/", &[q(1, 3), i(0)]), ZERO_DIVISOR);
    assert_eq!(err("rdiv", &[i(1), i(0)]), ZERO_DIVISOR);
    assert_eq!(err("rdiv", &[f(0.5), i(1)]), ArithError::TypeRational(f(0.5)));
}

#[test]
fn a_float_operand_makes_a_float() {
    assert_eq!(ok("+", &[q(1, 3), f(0.5)]), f(0.8333333333333333));
    assert_eq!(ok("-", &[q(1, 2), f(0.5)]), f(0.0));
    assert_eq!(ok("float", &[q(1, 3)]), f(0.3333333333333333));
}

#[test]
fn integer_division_follows_prefer_rationals() {
    assert_eq!(ok("/", &[i(1), i(3)]), f(1.0 / 3.0));
    let mut ctx = ArithContext::new();
    ctx.prefer_rationals = true;
    let div = |a: Number, b: Number, ctx: &mut ArithContext| apply(Func::Div, &[a, b], ctx);
    assert_eq!(div(i(1), i(3), &mut ctx), Ok(q(1, 3)));
    assert_eq!(div(i(4), i(2), &mut ctx), Ok(i(2)));
    assert_eq!(div(i(7), i(-14), &mut ctx), Ok(q(-1, 2)));
    assert_eq!(div(f(2.0), i(4), &mut ctx), Ok(f(0.5)));
    assert_eq!(apply(Func::Caret, &[i(2), i(-1)], &mut ctx), Ok(q(1, 2)));
    assert_eq!(apply(Func::Caret, &[i(-2), i(-3)], &mut ctx), Ok(q(-1, 8)));
    assert_eq!(apply(Func::Caret, &[i(0), i(-1)], &mut ctx), Err(ZERO_DIVISOR));
    // Without the flag `^` keeps ISO's error.
    assert_eq!(err("^", &[i(2), i(-1)]), ArithError::TypeFloat(i(2)));
}

#[test]
fn powers_of_rationals() {
    assert_eq!(ok("^", &[q(1, 2), i(3)]), q(1, 8));
    assert_eq!(ok("^", &[q(1, 3), i(-2)]), i(9));
    assert_eq!(ok("**", &[q(2, 3), i(-3)]), q(27, 8));
    assert_eq!(ok("**", &[i(4), q(1, 2)]), i(2));
    assert_eq!(ok("^", &[i(-8), q(1, 3)]), i(-2));
    assert_eq!(ok("^", &[q(4, 9), q(-1, 2)]), q(3, 2));
    assert_eq!(ok("**", &[i(2), q(1, 2)]), f(std::f64::consts::SQRT_2));
    assert_eq!(err("^", &[i(0), q(-1, 2)]), ZERO_DIVISOR);
    assert_eq!(err("^", &[i(-8), q(1, 2)]), UNDEFINED);
}

#[test]
fn rounding_functions() {
    for (name, half, neg_half) in [("truncate", 3, -3), ("floor", 3, -4), ("ceiling", 4, -3), ("round", 4, -4)] {
        assert_eq!(ok(name, &[q(7, 2)]), i(half), "{name}(7r2)");
        assert_eq!(ok(name, &[q(-7, 2)]), i(neg_half), "{name}(-7r2)");
    }
    assert_eq!(ok("integer", &[q(-5, 2)]), i(-3));
    assert_eq!(ok("round", &[q(1, 3)]), i(0));
    assert_eq!(ok("float_integer_part", &[q(7, 2)]), i(3));
    assert_eq!(ok("float_fractional_part", &[q(-7, 2)]), q(-1, 2));
}

#[test]
fn integer_only_functions_refuse_rationals() {
    for name in ["mod", "//", "rem", "div", "gcd", ">>", "/\\"] {
        assert_eq!(err(name, &[q(1, 3), i(2)]), ArithError::TypeInteger(q(1, 3)), "{name}");
    }
    assert_eq!(err("msb", &[q(1, 3)]), ArithError::TypeInteger(q(1, 3)));
}

#[test]
fn rational_and_rationalize_of_floats() {
    assert_eq!(ok("rational", &[f(0.1)]), q(3602879701896397, 36028797018963968));
    assert_eq!(ok("rational", &[f(-0.25)]), q(-1, 4));
    assert_eq!(ok("rational", &[f(1.0e20)]), b("100000000000000000000"));
    assert_eq!(ok("rationalize", &[f(0.1)]), q(1, 10));
    assert_eq!(ok("rationalize", &[f(2.0 / 3.0)]), q(2, 3));
    assert_eq!(ok("rationalize", &[f(std::f64::consts::PI)]), q(245850922, 78256779));
    assert_eq!(ok("rationalize", &[q(1, 3)]), q(1, 3));
    assert_eq!(err("rational", &[f(f64::NAN)]), UNDEFINED);
    assert_eq!(err("rationalize", &[f(f64::INFINITY)]), ArithError::Evaluation("rational_overflow"));
    // The smallest subnormal is exact: 2^-1074.
    let tiny = ok("rational", &[f(5.0e-324)]);
    assert_eq!(parts_of(&tiny).1, BigInt::from(1) << 1074usize);
}

#[test]
fn numerator_and_denominator() {
    assert_eq!(ok("numerator", &[q(-2, 6)]), i(-1));
    assert_eq!(ok("denominator", &[q(-2, 6)]), i(3));
    assert_eq!(ok("denominator", &[i(5)]), i(1));
    assert_eq!(err("numerator", &[f(0.5)]), ArithError::TypeRational(f(0.5)));
}

#[test]
fn comparison_is_exact_across_kinds() {
    let cmp = |a: Number, b: Number| a.partial_compare(&b);
    assert_eq!(cmp(q(1, 3), q(1, 2)), Some(Ordering::Less));
    assert_eq!(cmp(q(1, 2), f(0.5)), Some(Ordering::Equal));
    assert_eq!(cmp(f(0.5), q(1, 3)), Some(Ordering::Greater));
    // The float nearest 1/3 is below it; the next float up is above it.
    assert_eq!(cmp(q(1, 3), f(0.3333333333333333)), Some(Ordering::Greater));
    assert_eq!(cmp(q(1, 3), f(0.33333333333333337)), Some(Ordering::Less));
    assert_eq!(cmp(q(7, 2), i(3)), Some(Ordering::Greater));
    assert_eq!(cmp(i(-4), q(-7, 2)), Some(Ordering::Less));
    assert_eq!(cmp(q(1, 3), b("100000000000000000000")), Some(Ordering::Less));
    assert_eq!(cmp(q(1, 3), f(f64::INFINITY)), Some(Ordering::Less));
    assert_eq!(cmp(f(f64::NEG_INFINITY), q(-1, 3)), Some(Ordering::Less));
    assert_eq!(cmp(q(1, 3), f(f64::NAN)), None);
}

#[test]
fn min_and_max_pick_by_value() {
    assert_eq!(ok("min", &[q(1, 3), f(0.3)]), f(0.3));
    assert_eq!(ok("max", &[q(1, 3), i(1)]), i(1));
    assert_eq!(ok("max", &[q(1, 3), q(1, 2)]), q(1, 2));
}

#[test]
fn rationals_round_trip_through_cells() {
    let mut heap = crate::term::Heap::new();
    for n in [q(1, 3), q(-22, 7), ok("rdiv", &[i(1), b("12345678901234567890123")])] {
        let c = n.to_cell(&mut heap);
        assert_eq!(Number::from_cell(&heap, c), Some(n));
    }
}
