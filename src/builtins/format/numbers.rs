//! Number rendering for format/2: integers with an implied decimal point
//! and digit groups (`~d`, `~D`, `~I`), radix output (`~r`, `~R`), and the
//! C printf conversions `%e`, `%f` and `%g` that SWI-Prolog uses for `~e`,
//! `~f` and `~g` (and their upper-case forms).

use crate::arith::big::{BigInt, BigIntExt};

use crate::arith::Number;
use crate::host::stop::{Stop, Stopped};

/// Decimal text of `n` with a decimal point inserted `div` digits from the
/// right (zero-padded so that at least one digit precedes it) and, when
/// `group` is `Some((size, sep))`, the integer part split into groups of
/// `size` digits by `sep`. Gives up when `stop`'s flag rises (the digits
/// of a number of millions of digits take seconds).
pub fn decimal(n: &BigInt, div: usize, group: Option<(usize, char)>, stop: &Stop) -> Result<String, Stopped> {
    let mut digits = n.abs().to_decimal_stoppable(stop)?;
    if div > 0 && digits.len() <= div {
        digits = "0".repeat(div + 1 - digits.len()) + &digits;
    }
    let (int_part, frac) = digits.split_at(digits.len() - div);
    let mut out = String::with_capacity(digits.len() + digits.len() / 3 + 2);
    if n.is_negative() {
        out.push('-');
    }
    match group {
        Some((size, sep)) if size > 0 => {
            let len = int_part.len();
            for (i, ch) in int_part.chars().enumerate() {
                if i > 0 && (len - i) % size == 0 {
                    out.push(sep);
                }
                out.push(ch);
            }
        }
        _ => out.push_str(int_part),
    }
    if div > 0 {
        out.push('.');
        out.push_str(frac);
    }
    Ok(out)
}

/// `n` in base `radix` (2..=36), digits above 9 in the given case.
pub fn radix(n: &BigInt, radix: u32, upper: bool) -> String {
    let s = n.to_str_radix(radix);
    if upper {
        s.to_ascii_uppercase()
    } else {
        s
    }
}

/// The text of `~Ne`, `~Nf`, `~Ng` (`how` is one of `eEfgG`) for `prec`
/// digits. Small integers are converted to floats as C would see them; big
/// integers and rationals under `f` are written exactly, as SWI-Prolog does.
pub fn float_text(how: char, prec: usize, n: &Number) -> String {
    let f = match n {
        Number::Rat(r) if how == 'f' => return rational_fixed(r, prec),
        Number::Rat(r) => r.to_f64(),
        Number::Big(b) if how == 'f' => {
            let mut s = b.to_string();
            if prec > 0 {
                s.push('.');
                s.push_str(&"0".repeat(prec));
            }
            return s;
        }
        Number::Big(b) => b.to_f64_nearest(),
        Number::Int(i) => *i as f64,
        Number::Float(f) => *f,
    };
    let upper = how.is_ascii_uppercase();
    let s = if !f.is_finite() {
        let body = if f.is_nan() { "nan" } else { "inf" };
        if f.is_sign_negative() {
            format!("-{body}")
        } else {
            body.to_string()
        }
    } else {
        match how.to_ascii_lowercase() {
            'e' => printf_e(f, prec),
            'g' => printf_g(f, prec),
            _ => printf_f(f, prec),
        }
    };
    if upper {
        s.to_ascii_uppercase()
    } else {
        s
    }
}

/// Fraction digits beyond which a double's decimal expansion is all zeros
/// (the smallest subnormal has 1074). Rust's formatter rejects precisions
/// past `u16::MAX`, so larger requests are padded by hand.
const F_EXACT: usize = 1100;
/// Significant digits beyond which a double's expansion is all zeros.
const E_EXACT: usize = 800;

/// C `%.{prec}f`.
fn printf_f(f: f64, prec: usize) -> String {
    if prec <= F_EXACT {
        return format!("{:.*}", prec, f);
    }
    let mut s = format!("{:.*}", F_EXACT, f);
    s.push_str(&"0".repeat(prec - F_EXACT));
    s
}

/// C `%.{prec}e`: at least two exponent digits, always signed.
fn printf_e(f: f64, prec: usize) -> String {
    let s = format!("{:.*e}", prec.min(E_EXACT), f);
    let (mant, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let e: i32 = exp.parse().unwrap_or(0);
    let mut out = String::with_capacity(prec + 8);
    out.push_str(mant);
    if prec > E_EXACT {
        out.push_str(&"0".repeat(prec - E_EXACT));
    }
    out.push('e');
    out.push(if e < 0 { '-' } else { '+' });
    out.push_str(&format!("{:02}", e.unsigned_abs()));
    out
}

/// C `%.{prec}g`: `%e` or `%f` depending on the exponent, without trailing
/// zeros.
fn printf_g(f: f64, prec: usize) -> String {
    // Past E_EXACT digits the choice below and the stripped text are the
    // same as for E_EXACT (exponents never reach it).
    let p = prec.clamp(1, E_EXACT);
    let x = if f == 0.0 {
        0
    } else {
        let s = format!("{:.*e}", p - 1, f);
        s.split_once('e').and_then(|(_, e)| e.parse::<i64>().ok()).unwrap_or(0)
    };
    if x < p as i64 && x >= -4 {
        let digits = (p as i64 - 1 - x) as usize;
        strip_zeros(&format!("{:.*}", digits, f)).to_string()
    } else {
        let s = printf_e(f, p - 1);
        match s.split_once('e') {
            Some((mant, exp)) => format!("{}e{}", strip_zeros(mant), exp),
            None => s,
        }
    }
}

/// Drops trailing fraction zeros and a bare decimal point.
fn strip_zeros(s: &str) -> &str {
    if s.contains('.') {
        s.trim_end_matches('0').trim_end_matches('.')
    } else {
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fl(how: char, prec: usize, f: f64) -> String {
        float_text(how, prec, &Number::Float(f))
    }

    #[test]
    fn printf_forms() {
        assert_eq!(fl('e', 6, 1.0), "1.000000e+00");
        assert_eq!(fl('e', 3, 12345.678), "1.235e+04");
        assert_eq!(fl('e', 6, 1.0e-100), "1.000000e-100");
        assert_eq!(fl('E', 6, 1.5), "1.500000E+00");
        assert_eq!(fl('f', 0, 2.5), "2");
        assert_eq!(fl('f', 0, 3.5), "4");
        assert_eq!(fl('f', 6, -0.0), "-0.000000");
        assert_eq!(fl('g', 6, 0.1), "0.1");
        assert_eq!(fl('g', 6, 1.0e8), "1e+08");
        assert_eq!(fl('g', 6, 123456.0), "123456");
        assert_eq!(fl('g', 6, 1234567.0), "1.23457e+06");
        assert_eq!(fl('g', 6, 0.0001), "0.0001");
        assert_eq!(fl('g', 6, 0.00001), "1e-05");
        assert_eq!(fl('g', 3, 99999.0), "1e+05");
        assert_eq!(fl('g', 0, 2.5), "2");
        assert_eq!(fl('G', 6, 1.0e20), "1E+20");
        assert_eq!(fl('f', 6, f64::INFINITY), "inf");
        assert_eq!(fl('e', 6, f64::NEG_INFINITY), "-inf");
        assert_eq!(fl('f', 70000, 1.0).len(), 70002);
        assert_eq!(fl('e', 70000, 1.0).len(), 70006);
        assert_eq!(fl('g', 70000, 0.5), "0.5");
    }

    #[test]
    fn integers() {
        let n = |i: i64| BigInt::from(i);
        assert_eq!(decimal(&n(0), 0, None, &Stop::default()), Ok("0".to_string()));
        assert_eq!(decimal(&n(5), 2, None, &Stop::default()), Ok("0.05".to_string()));
        assert_eq!(decimal(&n(-5), 2, None, &Stop::default()), Ok("-0.05".to_string()));
        assert_eq!(decimal(&n(1234), 2, None, &Stop::default()), Ok("12.34".to_string()));
        assert_eq!(decimal(&n(1234567), 0, Some((3, ',')), &Stop::default()), Ok("1,234,567".to_string()));
        assert_eq!(decimal(&n(-1234567), 1, Some((3, ',')), &Stop::default()), Ok("-123,456.7".to_string()));
        assert_eq!(decimal(&n(1000000), 0, Some((2, '_')), &Stop::default()), Ok("1_00_00_00".to_string()));
        assert_eq!(radix(&n(-255), 16, false), "-ff");
        assert_eq!(radix(&n(255), 16, true), "FF");
    }
}

/// `~Nf` of a rational: its exact value rounded half away from zero to
/// `prec` decimals (`format("~4f", [-2r3])` writes `-0.6667`).
fn rational_fixed(r: &crate::arith::rational::Rational, prec: usize) -> String {
    let scale = BigInt::from(10).pow(prec);
    let twice: BigInt = (r.numer().abs() * &scale * 2 + r.denom()) / (r.denom() * 2);
    let mut digits = twice.to_string();
    if digits.len() <= prec {
        digits = format!("{}{digits}", "0".repeat(prec + 1 - digits.len()));
    }
    let sign = if r.is_negative() { "-" } else { "" };
    if prec == 0 {
        return format!("{sign}{digits}");
    }
    let (int, frac) = digits.split_at(digits.len() - prec);
    format!("{sign}{int}.{frac}")
}
