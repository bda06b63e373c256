//! The arithmetic value type [`Number`]: conversion from and to heap cells,
//! exact comparison across integers and floats, and the exact
//! integer-to-float conversions the evaluable functions rely on.

use std::cmp::Ordering;

use crate::arith::big::{BigInt, BigIntExt};

use super::rational::{self, Rational};
use crate::term::{Cell, Heap};

/// An evaluated number. `Big` never holds a value that fits an `i64`, so
/// that every integer has exactly one representation and `Int` fast paths
/// never miss; likewise `Rat` is never an integer (see `rational.rs`). The
/// rational is boxed so that the common variants stay small.
#[derive(Clone, Debug)]
pub enum Number {
    Int(i64),
    Big(BigInt),
    Rat(Box<Rational>),
    Float(f64),
}

/// Structural equality: same kind and same value. Floats are equal when
/// their bits are, so that `nan` equals itself and `0.0` differs from `-0.0`
/// (what tests and term identity want; arithmetic equality is [`Number::compare`]).
impl PartialEq for Number {
    fn eq(&self, other: &Number) -> bool {
        match (self, other) {
            (Number::Int(a), Number::Int(b)) => a == b,
            (Number::Big(a), Number::Big(b)) => a == b,
            (Number::Rat(a), Number::Rat(b)) => a == b,
            (Number::Float(a), Number::Float(b)) => a.to_bits() == b.to_bits(),
            _ => false,
        }
    }
}

impl From<i64> for Number {
    fn from(i: i64) -> Number {
        Number::Int(i)
    }
}

impl From<f64> for Number {
    fn from(f: f64) -> Number {
        Number::Float(f)
    }
}

impl From<BigInt> for Number {
    fn from(b: BigInt) -> Number {
        Number::from_bigint(b)
    }
}

impl Number {
    /// Wraps a big integer, narrowing it to `Int` when it fits.
    pub fn from_bigint(b: BigInt) -> Number {
        match b.to_i64() {
            Some(i) => Number::Int(i),
            None => Number::Big(b),
        }
    }

    /// Reads a number cell (already dereferenced); anything else gives `None`.
    pub fn from_cell(heap: &Heap, c: Cell) -> Option<Number> {
        match c {
            Cell::Int(i) => Some(Number::Int(i)),
            Cell::Flt(f) => Some(Number::Float(f)),
            Cell::Big(a) => Some(match heap.rational_parts(a) {
                Some((num, den)) => Number::Rat(Box::new(Rational::from_canonical(num, den))),
                None => Number::from_bigint(heap.bigint(a)),
            }),
            _ => None,
        }
    }

    /// Stores the number as a cell, boxing big integers on the heap.
    pub fn to_cell(&self, heap: &mut Heap) -> Cell {
        match self {
            Number::Int(i) => Cell::Int(*i),
            Number::Float(f) => Cell::Flt(*f),
            Number::Big(b) => heap.integer(b),
            Number::Rat(r) => heap.rational(r.numer(), r.denom()),
        }
    }

    pub fn is_zero(&self) -> bool {
        match self {
            Number::Int(i) => *i == 0,
            Number::Big(_) | Number::Rat(_) => false,
            Number::Float(f) => *f == 0.0,
        }
    }

    pub fn is_integer(&self) -> bool {
        matches!(self, Number::Int(_) | Number::Big(_))
    }

    /// An integer or a rational: a number computed exactly.
    pub fn is_exact(&self) -> bool {
        !matches!(self, Number::Float(_))
    }

    pub fn is_float(&self) -> bool {
        matches!(self, Number::Float(_))
    }

    /// The integer value as a `BigInt`; `None` for floats and rationals.
    pub fn to_bigint(&self) -> Option<BigInt> {
        match self {
            Number::Int(i) => Some(BigInt::from(*i)),
            Number::Big(b) => Some(b.clone()),
            Number::Rat(_) | Number::Float(_) => None,
        }
    }

    /// Sign of the value: -1, 0 or 1 (0 also for NaN).
    pub fn signum(&self) -> i32 {
        match self {
            Number::Int(i) => i.signum() as i32,
            Number::Big(b) => {
                if b.is_negative() {
                    -1
                } else {
                    1
                }
            }
            Number::Rat(r) => {
                if r.is_negative() {
                    -1
                } else {
                    1
                }
            }
            Number::Float(f) => {
                if *f > 0.0 {
                    1
                } else if *f < 0.0 {
                    -1
                } else {
                    0
                }
            }
        }
    }

    /// Nearest float to the value (round to nearest even); may be infinite
    /// for big integers beyond the float range.
    pub fn to_f64(&self) -> f64 {
        match self {
            Number::Int(i) => *i as f64,
            Number::Big(b) => b.to_f64_nearest(),
            Number::Rat(r) => r.to_f64(),
            Number::Float(f) => *f,
        }
    }

    /// Arithmetic comparison, exact across kinds: `9007199254740993 > 9007199254740992.0`.
    /// NaN is unordered in Prolog (`nan =:= nan` and `nan < 1` both fail);
    /// this total version places it above every other number and equal to
    /// itself. Comparison predicates should use [`Number::partial_compare`].
    pub fn compare(&self, other: &Number) -> Ordering {
        match self.partial_compare(other) {
            Some(o) => o,
            None => match (self.is_nan(), other.is_nan()) {
                (true, true) => Ordering::Equal,
                (true, false) => Ordering::Greater,
                _ => Ordering::Less,
            },
        }
    }

    /// Arithmetic comparison; `None` when either side is NaN. A rational
    /// compares exactly with every other number, floats included (as
    /// integers do).
    pub fn partial_compare(&self, other: &Number) -> Option<Ordering> {
        match (self, other) {
            (Number::Rat(_), _) | (_, Number::Rat(_)) => rational::compare(self, other),
            (Number::Int(a), Number::Int(b)) => Some(a.cmp(b)),
            (Number::Int(_), Number::Big(b)) => Some(if b.is_negative() { Ordering::Greater } else { Ordering::Less }),
            (Number::Big(a), Number::Int(_)) => Some(if a.is_negative() { Ordering::Less } else { Ordering::Greater }),
            (Number::Big(a), Number::Big(b)) => Some(a.cmp(b)),
            (Number::Float(a), Number::Float(b)) => a.partial_cmp(b),
            (Number::Float(f), i) => cmp_int_float(i, *f).map(Ordering::reverse),
            (i, Number::Float(f)) => cmp_int_float(i, *f),
        }
    }

    pub fn is_nan(&self) -> bool {
        matches!(self, Number::Float(f) if f.is_nan())
    }
}

/// Compares an integer `i` with a float `f` without rounding `i`.
fn cmp_int_float(i: &Number, f: f64) -> Option<Ordering> {
    if f.is_nan() {
        return None;
    }
    if f.is_infinite() {
        return Some(if f > 0.0 { Ordering::Less } else { Ordering::Greater });
    }
    // Compare with floor(f) exactly; if equal, any fractional part of f decides.
    let fl = f.floor();
    let frac = f > fl;
    let ord = match i {
        Number::Int(a) => {
            // Every i64 and every float below 2^63 in magnitude fits an i128.
            if fl.abs() < 1.7e38 {
                (*a as i128).cmp(&(fl as i128))
            } else if fl > 0.0 {
                Ordering::Less
            } else {
                Ordering::Greater
            }
        }
        Number::Big(b) => b.cmp(&BigInt::from_f64_trunc(fl).unwrap_or_default()),
        // Not reached from partial_compare, but still well defined.
        Number::Float(g) => return g.partial_cmp(&f),
        Number::Rat(_) => return rational::compare(i, &Number::Float(f)),
    };
    Some(if ord == Ordering::Equal && frac { Ordering::Less } else { ord })
}

/// Number of significant bits of |b| (0 for zero).
pub(crate) fn bit_len(b: &BigInt) -> u64 {
    b.bits()
}

/// `2^e` scaling without intermediate overflow or underflow of the factor.
pub(crate) fn ldexp(mut x: f64, mut e: i64) -> f64 {
    while e > 1000 {
        x *= 2f64.powi(1000);
        e -= 1000;
        if x.is_infinite() {
            return x;
        }
    }
    while e < -1000 {
        x *= 2f64.powi(-1000);
        e += 1000;
        if x == 0.0 {
            return x;
        }
    }
    x * 2f64.powi(e as i32)
}

/// The float nearest to `a / b` for integers (b != 0), correct even when
/// both are far beyond the float range (`2**1100 / 3`).
pub(crate) fn ratio_to_f64(a: &BigInt, b: &BigInt) -> f64 {
    if a.is_zero() {
        return 0.0;
    }
    let neg = a.is_negative() != b.is_negative();
    let (ma, mb) = (a.abs(), b.abs());
    // Scale so the integer quotient has at least 66 significant bits, then
    // fold the remainder into a sticky bit so the final rounding is right.
    let shift: i64 = 66 - (bit_len(&ma) as i64 - bit_len(&mb) as i64);
    let (num, den) = if shift >= 0 { (ma << (shift as usize), mb) } else { (ma, mb << ((-shift) as usize)) };
    let q = &num / &den;
    let sticky = !(&num % &den).is_zero();
    let q = if sticky { (q << 1usize) | BigInt::from(1) } else { q << 1usize };
    let r = ldexp(q.to_f64_nearest(), -(shift + 1));
    if neg {
        -r
    } else {
        r
    }
}
