//! Float formatting in SWI-Prolog's style: the shortest digit string that
//! reads back to the same float, always with a `.` so it reads as a float,
//! positional up to 15 integer digits and exponential beyond
//! (`1.0e+15`, `1.0e-5`), and `1.0Inf`, `-1.0Inf`, `1.5NaN` for the
//! non-finite values.

/// Formats `f` so that it reads back as exactly `f`.
pub fn format_float(f: f64) -> String {
    if f.is_nan() {
        return "1.5NaN".to_string();
    }
    if f.is_infinite() {
        return if f > 0.0 { "1.0Inf" } else { "-1.0Inf" }.to_string();
    }
    let mut out = String::new();
    if f.is_sign_negative() {
        out.push('-');
    }
    if f == 0.0 {
        out.push_str("0.0");
        return out;
    }
    // Rust's `{:e}` gives the shortest round-trip digits: "d.ddddde-x".
    let sci = format!("{:e}", f.abs());
    let (mantissa, exp) = sci.split_once('e').unwrap_or((sci.as_str(), "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let digits: String = mantissa.chars().filter(|c| c.is_ascii_digit()).collect();
    // Position of the decimal point relative to the start of `digits`.
    let decpt = exp + 1;
    let ndigits = digits.len() as i32;
    let exponential = |out: &mut String| {
        out.push_str(&digits[..1]);
        out.push('.');
        if digits.len() > 1 {
            out.push_str(&digits[1..]);
        } else {
            out.push('0');
        }
        let e = decpt - 1;
        if e < 0 {
            out.push_str(&format!("e{e}"));
        } else {
            out.push_str(&format!("e+{e}"));
        }
    };
    if decpt <= 0 {
        if decpt <= -4 {
            exponential(&mut out);
        } else {
            out.push_str("0.");
            for _ in 0..-decpt {
                out.push('0');
            }
            out.push_str(&digits);
        }
    } else if ndigits > decpt {
        out.push_str(&digits[..decpt as usize]);
        out.push('.');
        out.push_str(&digits[decpt as usize..]);
    } else if decpt > 15 {
        exponential(&mut out);
    } else {
        out.push_str(&digits);
        for _ in 0..decpt - ndigits {
            out.push('0');
        }
        out.push_str(".0");
    }
    out
}
