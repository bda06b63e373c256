//! Exact rational numbers (SWI-Prolog 9's `1r3`): the [`Rational`] value
//! and the operations the evaluable functions build on. A `Rational` is
//! always in canonical form: the denominator is greater than one and
//! shares no factor with the numerator. A quotient whose denominator
//! would be one is an integer, so [`ratio`] gives back an integer
//! [`Number`] there: every number has exactly one representation, which
//! keeps `==`, hashing and unification a comparison of parts.

use std::cmp::Ordering;
use std::fmt;

use crate::arith::big::{BigInt, BigIntExt};

use super::integer::gcd_u64;
use super::number::{bit_len, ratio_to_f64};
use super::{max_int_bits, AResult, ArithError, Number, ZERO_DIVISOR};

/// A canonical non-integer fraction `num / den` (`den > 1`, `gcd = 1`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rational {
    num: BigInt,
    den: BigInt,
}

impl Rational {
    /// The parts of a fraction already known to be canonical (read back
    /// from the heap, where only canonical ones are stored).
    pub(crate) fn from_canonical(num: BigInt, den: BigInt) -> Rational {
        debug_assert!(den > BigInt::ONE && num.gcd(&den).is_one());
        Rational { num, den }
    }

    pub fn numer(&self) -> &BigInt {
        &self.num
    }

    pub fn denom(&self) -> &BigInt {
        &self.den
    }

    pub fn is_negative(&self) -> bool {
        self.num.is_negative()
    }

    /// Nearest float (round to nearest even); infinite beyond the range.
    pub fn to_f64(&self) -> f64 {
        ratio_to_f64(&self.num, &self.den)
    }

    /// Exact comparison of two fractions by cross multiplication.
    pub fn cmp_ratio(an: &BigInt, ad: &BigInt, bn: &BigInt, bd: &BigInt) -> Ordering {
        (an * bd).cmp(&(bn * ad))
    }
}

/// Written as SWI-Prolog writes it: `1r3`, `-1r3`.
impl fmt::Display for Rational {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}r{}", self.num, self.den)
    }
}

/// `num / den` in canonical form: an integer when the denominator divides
/// the numerator, a [`Rational`] otherwise; a zero denominator is a zero
/// division. The sign is carried by the numerator.
pub fn ratio(num: BigInt, den: BigInt) -> AResult {
    if den.is_zero() {
        return Err(ZERO_DIVISOR);
    }
    let g = gcd(&num, &den);
    let (mut n, mut d) = if g.is_one() { (num, den) } else { (num / &g, den / &g) };
    if d.is_negative() {
        n = -n;
        d = -d;
    }
    if d.is_one() {
        return Ok(Number::from_bigint(n));
    }
    Ok(Number::Rat(Box::new(Rational { num: n, den: d })))
}

/// The functions of rationals proper: `rdiv/2`, `rational/1`,
/// `rationalize/1`, `numerator/1`, `denominator/1` (one call out of
/// [`super::apply`], whose other arms stay as they were).
#[inline(never)]
pub(crate) fn apply(f: super::Func, args: &[Number]) -> AResult {
    use super::Func;
    match (f, args) {
        (Func::Rdiv, [a, b]) => div(a, b),
        (Func::Rational, [Number::Float(x)]) => from_f64(*x),
        (Func::Rationalize, [Number::Float(x)]) => rationalize(*x),
        (Func::Rational | Func::Rationalize, [n]) => Ok(n.clone()),
        (Func::Numerator, [n]) => numerator(n),
        (Func::Denominator, [n]) => denominator(n),
        _ => Err(ArithError::TypeEvaluable(f.name().to_string(), args.len())),
    }
}

/// Numerator and denominator of an integer or rational; `None` for floats.
pub fn parts(n: &Number) -> Option<(BigInt, BigInt)> {
    match n {
        Number::Int(i) => Some((BigInt::from(*i), BigInt::ONE)),
        Number::Big(b) => Some((b.clone(), BigInt::ONE)),
        Number::Rat(r) => Some((r.num.clone(), r.den.clone())),
        Number::Float(_) => None,
    }
}

/// The parts of an exact operand, or `type_error(rational, F)` for a float
/// (the error of `rdiv/2`, `numerator/1` and `denominator/1`).
fn exact_parts(n: &Number) -> Result<(BigInt, BigInt), ArithError> {
    parts(n).ok_or_else(|| ArithError::TypeRational(n.clone()))
}

fn guard(bits: u64) -> Result<(), ArithError> {
    if bits > max_int_bits() {
        Err(ArithError::ResourceMemory)
    } else {
        Ok(())
    }
}

/// The greatest common divisor. Exact rational arithmetic on long
/// fractions (library(clpq) over many steps) spends most of its time
/// here; the library's gcd reduces a long side by a one-word one first.
fn gcd(a: &BigInt, b: &BigInt) -> BigInt {
    a.gcd(b)
}

/// `n / d` already in lowest terms with `d > 0`.
fn lowest(n: BigInt, d: BigInt) -> Number {
    if d.is_one() {
        Number::from_bigint(n)
    } else {
        Number::Rat(Box::new(Rational { num: n, den: d }))
    }
}

/// `an/ad + bn/bd` of canonical fractions. When a denominator is one or
/// the two share no factor, the sum is in lowest terms as it stands: no
/// gcd of the (long) result is needed.
fn sum(an: BigInt, ad: BigInt, bn: BigInt, bd: BigInt) -> AResult {
    if bd.is_one() {
        return Ok(lowest(an + bn * &ad, ad));
    }
    if ad.is_one() {
        return Ok(lowest(an * &bd + bn, bd));
    }
    if gcd(&ad, &bd).is_one() {
        return Ok(lowest(an * &bd + bn * &ad, ad * bd));
    }
    ratio(an * &bd + bn * &ad, ad * bd)
}

/// `an/ad * bn/bd` of canonical fractions (`bd > 0`), each numerator
/// reduced against the other's denominator first, so that the product is
/// in lowest terms.
fn product(an: BigInt, ad: BigInt, bn: BigInt, bd: BigInt) -> AResult {
    if an.is_zero() || bn.is_zero() {
        return Ok(Number::Int(0));
    }
    guard(bit_len(&an) + bit_len(&bn))?;
    guard(bit_len(&ad) + bit_len(&bd))?;
    let (g1, g2) = (gcd(&an, &bd), gcd(&bn, &ad));
    let (n1, d2) = if g1.is_one() { (an, bd) } else { (an / &g1, bd / &g1) };
    let (n2, d1) = if g2.is_one() { (bn, ad) } else { (bn / &g2, ad / &g2) };
    Ok(lowest(n1 * n2, d1 * d2))
}

/// The parts of an integer or rational when both fit in an `i64`: the
/// arithmetic of such operands (the common case, e.g. a simplex tableau's
/// entries) is done in `i128` and a machine-word gcd, without the big
/// integers' allocations.
fn small_parts(n: &Number) -> Option<(i64, i64)> {
    match n {
        Number::Int(i) => Some((*i, 1)),
        Number::Rat(r) => Some((r.num.to_i64()?, r.den.to_i64()?)),
        _ => None,
    }
}

/// Binary gcd of machine words (`gcd(0, b) = b`).
fn gcd_u128(mut a: u128, mut b: u128) -> u128 {
    if a <= u64::MAX as u128 && b <= u64::MAX as u128 {
        return gcd_u64(a as u64, b as u64) as u128;
    }
    if a == 0 {
        return b;
    }
    if b == 0 {
        return a;
    }
    let shift = (a | b).trailing_zeros();
    a >>= a.trailing_zeros();
    loop {
        b >>= b.trailing_zeros();
        if a > b {
            std::mem::swap(&mut a, &mut b);
        }
        b -= a;
        if b == 0 {
            return a << shift;
        }
    }
}

/// [`ratio`] of machine-word operands; `den` is not 0 and both are below
/// 2^127 in magnitude.
fn small_ratio(num: i128, den: i128) -> AResult {
    // 128-bit division is a library call: word-sized operands (the usual
    // case) take the 64-bit one.
    let (mut n, mut d) = match (i64::try_from(num), i64::try_from(den)) {
        (Ok(n), Ok(d)) if n != i64::MIN && d != i64::MIN => {
            let g = gcd_u128(n.unsigned_abs() as u128, d.unsigned_abs() as u128) as i64;
            ((n / g) as i128, (d / g) as i128)
        }
        _ => {
            let g = gcd_u128(num.unsigned_abs(), den.unsigned_abs()) as i128;
            (num / g, den / g)
        }
    };
    if d < 0 {
        n = -n;
        d = -d;
    }
    if d == 1 {
        return Ok(match i64::try_from(n) {
            Ok(i) => Number::Int(i),
            Err(_) => Number::Big(BigInt::from(n)),
        });
    }
    Ok(Number::Rat(Box::new(Rational { num: BigInt::from(n), den: BigInt::from(d) })))
}

/// `a + b` of exact operands (at least one of them a rational).
pub fn add(a: &Number, b: &Number) -> AResult {
    if let (Some((an, ad)), Some((bn, bd))) = (small_parts(a), small_parts(b)) {
        let (an, ad, bn, bd) = (an as i128, ad as i128, bn as i128, bd as i128);
        return small_ratio(an * bd + bn * ad, ad * bd);
    }
    let ((an, ad), (bn, bd)) = (exact_parts(a)?, exact_parts(b)?);
    sum(an, ad, bn, bd)
}

pub fn sub(a: &Number, b: &Number) -> AResult {
    if let (Some((an, ad)), Some((bn, bd))) = (small_parts(a), small_parts(b)) {
        let (an, ad, bn, bd) = (an as i128, ad as i128, bn as i128, bd as i128);
        return small_ratio(an * bd - bn * ad, ad * bd);
    }
    let ((an, ad), (bn, bd)) = (exact_parts(a)?, exact_parts(b)?);
    sum(an, ad, -bn, bd)
}

pub fn mul(a: &Number, b: &Number) -> AResult {
    if let (Some((an, ad)), Some((bn, bd))) = (small_parts(a), small_parts(b)) {
        return small_ratio(an as i128 * bn as i128, ad as i128 * bd as i128);
    }
    let ((an, ad), (bn, bd)) = (exact_parts(a)?, exact_parts(b)?);
    product(an, ad, bn, bd)
}

/// `a / b` exactly: `rdiv/2`, and `/` where a rational takes part or the
/// flag `prefer_rationals` is true. Floats are `type_error(rational, F)`.
pub fn div(a: &Number, b: &Number) -> AResult {
    if let (Some((an, ad)), Some((bn, bd))) = (small_parts(a), small_parts(b)) {
        if bn == 0 {
            return Err(ZERO_DIVISOR);
        }
        return small_ratio(an as i128 * bd as i128, ad as i128 * bn as i128);
    }
    let ((an, ad), (bn, bd)) = (exact_parts(a)?, exact_parts(b)?);
    if bn.is_zero() {
        return Err(ZERO_DIVISOR);
    }
    // a / b = a * (bd / bn), the sign moved to the numerator
    if bn.is_negative() {
        product(an, ad, -bd, -bn)
    } else {
        product(an, ad, bd, bn)
    }
}

pub fn neg(r: &Rational) -> Number {
    Number::Rat(Box::new(Rational { num: -&r.num, den: r.den.clone() }))
}

pub fn abs(r: &Rational) -> Number {
    Number::Rat(Box::new(Rational { num: r.num.abs(), den: r.den.clone() }))
}

/// `numerator/1` and `denominator/1`.
pub fn numerator(n: &Number) -> AResult {
    Ok(Number::from_bigint(exact_parts(n)?.0))
}

pub fn denominator(n: &Number) -> AResult {
    Ok(Number::from_bigint(exact_parts(n)?.1))
}

/// How a rational is rounded to an integer by the rounding functions.
#[derive(Clone, Copy)]
pub enum Rounding {
    Truncate,
    Floor,
    Ceiling,
    /// Half away from zero (`round/1`, `integer/1`).
    Nearest,
}

/// The integer a rational rounds to.
pub fn round(r: &Rational, how: Rounding) -> Number {
    let (fl, _) = r.num.div_mod_floor(&r.den);
    let value = match how {
        Rounding::Floor => fl,
        Rounding::Ceiling => fl + 1,
        Rounding::Truncate if r.is_negative() => fl + 1,
        Rounding::Truncate => fl,
        Rounding::Nearest => {
            // |r| + 1/2 floored, with the sign put back.
            let twice: BigInt = (r.num.abs() * 2 + &r.den) / (&r.den * 2);
            if r.is_negative() {
                -twice
            } else {
                twice
            }
        }
    };
    Number::from_bigint(value)
}

/// The exact value of a finite float as an integer or rational
/// (`rational/1`); infinities and NaN have none.
pub fn from_f64(f: f64) -> AResult {
    if f.is_nan() {
        return Err(super::UNDEFINED);
    }
    if f.is_infinite() {
        return Err(ArithError::Evaluation("rational_overflow"));
    }
    if f == 0.0 {
        return Ok(Number::Int(0));
    }
    let bits = f.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1u64 << 52) - 1);
    // value = mantissa * 2^e
    let (mantissa, e) = if exp == 0 { (frac, -1074) } else { (frac | (1u64 << 52), exp - 1075) };
    let m = if f < 0.0 { -BigInt::from(mantissa) } else { BigInt::from(mantissa) };
    if e >= 0 {
        Ok(Number::from_bigint(m << e as usize))
    } else {
        ratio(m, BigInt::ONE << (-e) as usize)
    }
}

/// The simplest fraction that converts back to the same float
/// (`rationalize/1`): the first convergent of the float's continued
/// fraction whose nearest float is the float itself.
pub fn rationalize(f: f64) -> AResult {
    let exact = from_f64(f)?;
    let Number::Rat(r) = &exact else {
        return Ok(exact);
    };
    let (mut p0, mut q0, mut p1, mut q1) = (BigInt::ZERO, BigInt::ONE, BigInt::ONE, BigInt::ZERO);
    let (mut n, mut d) = (r.num.clone(), r.den.clone());
    while !d.is_zero() {
        let (a, rest) = n.div_mod_floor(&d);
        let p2 = &a * &p1 + &p0;
        let q2 = &a * &q1 + &q0;
        if ratio_to_f64(&p2, &q2) == f {
            return ratio(p2, q2);
        }
        (p0, q0, p1, q1) = (p1, q1, p2, q2);
        (n, d) = (d, rest);
    }
    Ok(exact)
}

/// `base ^ exp` for an exact base and an integer exponent: exact for any
/// sign of the exponent (`(1r2)^ -2` is 4); zero to a negative power is
/// a zero division.
pub fn pow_int(base: &Number, exp: &Number) -> AResult {
    let (bn, bd) = exact_parts(base)?;
    let e = match exp {
        Number::Int(e) => *e,
        // |base| is not 0 or 1 here only if the caller let a huge exponent through.
        _ => return Err(ArithError::ResourceMemory),
    };
    if bn.is_zero() && e < 0 {
        return Err(ZERO_DIVISOR);
    }
    let k = e.unsigned_abs();
    let bits = bit_len(&bn).max(bit_len(&bd)) as u128 * k as u128;
    if bits > max_int_bits() as u128 && !(bn.abs().is_one() && bd.is_one()) {
        return Err(ArithError::ResourceMemory);
    }
    let k = u32::try_from(k).map_err(|_| ArithError::ResourceMemory)?;
    let (n, d) = (bn.pow(k as usize), bd.pow(k as usize));
    if e < 0 {
        ratio(d, n)
    } else {
        ratio(n, d)
    }
}

/// `base ^ (p/q)` when the `q`-th root of the exact base is exact (SWI:
/// `4 ** 1r2` is 2, `(-8)^(1r3)` is -2); `None` when it is not, and the
/// caller computes a float.
pub fn exact_root_pow(base: &Number, exp: &Rational) -> Option<AResult> {
    let (bn, bd) = parts(base)?;
    let q = u32::try_from(&exp.den).ok()?;
    if bn.is_negative() && q % 2 == 0 {
        return None;
    }
    let (rn, rd) = (bn.nth_root(q as usize), bd.nth_root(q as usize));
    if rn.pow(q as usize) != bn || rd.pow(q as usize) != bd {
        return None;
    }
    let root = match ratio(rn, rd) {
        Ok(r) => r,
        Err(e) => return Some(Err(e)),
    };
    let p = exp.num.to_i64()?;
    Some(pow_int(&root, &Number::Int(p)))
}

/// Exact comparison of a rational with a finite float or another exact
/// number; `None` for NaN. Infinite floats are beyond every rational.
pub fn compare(a: &Number, b: &Number) -> Option<Ordering> {
    let exact = |n: &Number| -> Option<(BigInt, BigInt)> {
        match n {
            Number::Float(f) => parts(&from_f64(*f).ok()?),
            _ => parts(n),
        }
    };
    match (a, b) {
        (Number::Float(f), _) | (_, Number::Float(f)) if f.is_nan() => None,
        (Number::Float(f), _) if f.is_infinite() => Some(if *f > 0.0 { Ordering::Greater } else { Ordering::Less }),
        (_, Number::Float(f)) if f.is_infinite() => Some(if *f > 0.0 { Ordering::Less } else { Ordering::Greater }),
        _ => {
            let ((an, ad), (bn, bd)) = (exact(a)?, exact(b)?);
            Some(Rational::cmp_ratio(&an, &ad, &bn, &bd))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn machine_word_gcd() {
        assert_eq!(gcd_u128(0, 0), 0);
        assert_eq!(gcd_u128(0, 6), 6);
        assert_eq!(gcd_u128(12, 18), 6);
        assert_eq!(gcd_u128(17, 5), 1);
        assert_eq!(gcd_u128(1 << 100, 3 << 90), 1 << 90);
        assert_eq!(gcd_u64(u64::MAX, 3), 3);
        assert_eq!(gcd_u64(1 << 63, 1 << 40), 1 << 40);
    }

    /// The machine-word path gives what the big-integer path gives.
    #[test]
    fn small_operands_agree_with_big_ones() {
        let q = |n: i64, d: i64| ratio(BigInt::from(n), BigInt::from(d)).unwrap();
        let values = [q(1, 3), q(-7, 4), q(5, 1), q(i64::MAX, 2), q(i64::MIN, 3), q(0, 1), q(-1, i64::MAX)];
        for a in &values {
            for b in &values {
                let ((an, ad), (bn, bd)) = (parts(a).unwrap(), parts(b).unwrap());
                let sum = ratio(&an * &bd + &bn * &ad, &ad * &bd).unwrap();
                assert_eq!(add(a, b).unwrap(), sum, "{a:?} + {b:?}");
                let diff = ratio(&an * &bd - &bn * &ad, &ad * &bd).unwrap();
                assert_eq!(sub(a, b).unwrap(), diff, "{a:?} - {b:?}");
                assert_eq!(mul(a, b).unwrap(), ratio(&an * &bn, &ad * &bd).unwrap(), "{a:?} * {b:?}");
                if !bn.is_zero() {
                    assert_eq!(div(a, b).unwrap(), ratio(&an * &bd, &ad * &bn).unwrap(), "{a:?} / {b:?}");
                }
            }
        }
    }
}
