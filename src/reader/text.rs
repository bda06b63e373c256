//! Decoding of the text inside tokens: escape sequences in quoted items
//! (ISO 6.4.2.1 plus SWI-Prolog's `\e`, `\s`, `\c`, `\uXXXX`, `\UXXXXXXXX`) and the
//! conversion of number token text to values.

use crate::arith::big::{BigInt, BigIntExt};
use nom::branch::alt;
use nom::bytes::complete::take_while_m_n;
use nom::character::complete::{char, hex_digit1, oct_digit1};
use nom::combinator::{map_opt, opt};
use nom::sequence::{preceded, terminated};
use nom::{IResult, Parser};

/// Numeric escapes: `\NNN\` (octal) and `\xHH\`. ISO requires the closing
/// backslash; SWI-Prolog accepts it missing, and so do we.
fn numeric_escape(s: &str) -> IResult<&str, char> {
    let oct = map_opt(oct_digit1, |d: &str| code_char(d, 8));
    let hex = map_opt(preceded(char('x'), hex_digit1), |d: &str| code_char(d, 16));
    terminated(alt((hex, oct)), opt(char('\\'))).parse(s)
}

/// `\uXXXX` and `\UXXXXXXXX` (SWI-Prolog).
fn unicode_escape(s: &str) -> IResult<&str, char> {
    let hex = |c: char| c.is_ascii_hexdigit();
    let short = preceded(char('u'), take_while_m_n(4, 4, hex));
    let long = preceded(char('U'), take_while_m_n(8, 8, hex));
    map_opt(alt((short, long)), |d: &str| code_char(d, 16)).parse(s)
}

fn code_char(digits: &str, radix: u32) -> Option<char> {
    u32::from_str_radix(digits, radix).ok().and_then(char::from_u32)
}

/// Decodes one escape sequence; `s` is the text just after the backslash.
/// Ok((bytes consumed, char)), where `None` means a line continuation that
/// contributes nothing. Err(bytes) gives the length of the bad sequence.
pub fn escape(s: &str) -> Result<(usize, Option<char>), usize> {
    let Some(c) = s.chars().next() else {
        return Err(0);
    };
    let simple = match c {
        'a' => Some('\x07'),
        'b' => Some('\x08'),
        'f' => Some('\x0C'),
        'n' => Some('\n'),
        'r' => Some('\r'),
        't' => Some('\t'),
        'v' => Some('\x0B'),
        'e' => Some('\x1B'),
        's' => Some(' '),
        '\\' | '\'' | '"' | '`' => Some(c),
        '\n' => return Ok((1, None)),
        // SWI-Prolog's `\c`: skips itself and the layout after it, so a long
        // quoted text can continue indented on the next line.
        'c' => {
            let layout: usize = s[1..].chars().take_while(|c| c.is_whitespace()).map(char::len_utf8).sum();
            return Ok((1 + layout, None));
        }
        '\r' if s[1..].starts_with('\n') => return Ok((2, None)),
        _ => None,
    };
    if let Some(ch) = simple {
        return Ok((1, Some(ch)));
    }
    match alt((numeric_escape, unicode_escape)).parse(s) {
        Ok((rest, ch)) => Ok((s.len() - rest.len(), Some(ch))),
        Err(_) => Err(c.len_utf8()),
    }
}

/// Whether the escape sequence starting at `s` (the text just after the
/// backslash) is one of ISO 6.4.2.1's: a meta or symbolic control
/// character, a new line (continuation), or an octal or `x` hexadecimal
/// code closed by a backslash. SWI-Prolog's `\e`, `\s`, `\c`, `\u` and
/// numeric escapes without the closing backslash are not.
pub fn iso_escape(s: &str) -> bool {
    let b = s.as_bytes();
    match b.first() {
        Some(b'a' | b'b' | b'f' | b'n' | b'r' | b't' | b'v' | b'\\' | b'\'' | b'"' | b'`' | b'\n') => true,
        Some(b'\r') => b.get(1) == Some(&b'\n'),
        Some(b'x') => {
            let n = b[1..].iter().take_while(|c| c.is_ascii_hexdigit()).count();
            n > 0 && b.get(1 + n) == Some(&b'\\')
        }
        Some(b'0'..=b'7') => {
            let n = b.iter().take_while(|c| matches!(c, b'0'..=b'7')).count();
            b.get(n) == Some(&b'\\')
        }
        _ => false,
    }
}

/// Value of an integer token in the given radix (the digit-group
/// underscores and layout the token pattern allows are dropped here).
pub enum IntVal {
    Small(i64),
    Big(BigInt),
}

pub fn int_value(digits: &str, radix: u32) -> Option<IntVal> {
    let cleaned: String;
    let d = if digits.contains(['_', ' ', '\t', '\r', '\n']) {
        cleaned = digits.chars().filter(|&c| !matches!(c, '_' | ' ' | '\t' | '\r' | '\n')).collect();
        cleaned.as_str()
    } else {
        digits
    };
    if let Ok(v) = i64::from_str_radix(d, radix) {
        return Some(IntVal::Small(v));
    }
    crate::arith::parse_digits(d.as_bytes(), radix).map(IntVal::Big)
}

/// Value of a float token: `1.5`, `1.5e3`, `1e10`, `1.0Inf`, `1.5NaN`.
/// None when the value overflows to infinity without being written as Inf.
pub fn float_value(text: &str) -> Option<f64> {
    let t: String = text.chars().filter(|&c| !matches!(c, '_' | ' ' | '\t' | '\r' | '\n')).collect();
    if let Some(m) = t.strip_suffix("Inf") {
        return m.parse::<f64>().ok().map(|_| f64::INFINITY);
    }
    if let Some(m) = t.strip_suffix("NaN") {
        return m.parse::<f64>().ok().map(|_| f64::NAN);
    }
    let v: f64 = t.parse().ok()?;
    v.is_finite().then_some(v)
}

/// Negates an integer literal value, folding back into i64 where it fits
/// (so `-9223372036854775808` is a small integer).
pub fn negate(v: IntVal) -> IntVal {
    match v {
        IntVal::Small(n) => match n.checked_neg() {
            Some(m) => IntVal::Small(m),
            None => IntVal::Big(-BigInt::from(n)),
        },
        IntVal::Big(b) => {
            let m = -b;
            match m.to_i64() {
                Some(n) => IntVal::Small(n),
                None => IntVal::Big(m),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reader_escape_basic() {
        assert_eq!(escape("n"), Ok((1, Some('\n'))));
        assert_eq!(escape("x41\\rest"), Ok((4, Some('A'))));
        assert_eq!(escape("101\\"), Ok((4, Some('A'))));
        assert_eq!(escape("x41"), Ok((3, Some('A'))));
        assert_eq!(escape("u00e9"), Ok((5, Some('é'))));
        assert_eq!(escape("\nabc"), Ok((1, None)));
        assert_eq!(escape("c\n    x"), Ok((6, None)));
        assert_eq!(escape("cx"), Ok((1, None)));
        assert_eq!(escape("z"), Err(1));
        assert_eq!(escape("xZZ"), Err(1));
        assert_eq!(escape("x110000\\"), Err(1));
        assert_eq!(escape(""), Err(0));
    }

    #[test]
    fn reader_number_values() {
        assert!(matches!(int_value("1_000", 10), Some(IntVal::Small(1000))));
        assert!(matches!(int_value("ff", 16), Some(IntVal::Small(255))));
        assert!(matches!(int_value("99999999999999999999", 10), Some(IntVal::Big(_))));
        assert!(matches!(negate(int_value("9223372036854775808", 10).unwrap()), IntVal::Small(i64::MIN)));
        assert_eq!(float_value("1.5e3"), Some(1500.0));
        assert_eq!(float_value("1.0Inf"), Some(f64::INFINITY));
        assert!(float_value("1.5NaN").unwrap().is_nan());
        assert_eq!(float_value("1e400"), None);
    }
}
