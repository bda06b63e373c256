//! Decimal digits of other scripts in number text, as SWI-Prolog reads
//! them in number_codes/2, atom_number/2 and number_string/2:
//! `number_codes(N, "١٢")` gives 12. Each such digit becomes its ASCII
//! digit before the number syntax is parsed. All the digits of one text
//! must come from one script (one block of ten), as SWI-Prolog requires.

/// The first code point (the zero) of each block of ten decimal digits
/// (Unicode general category Nd), in ascending order.
const ZEROS: &[u32] = &[
    0x30, 0x660, 0x6F0, 0x7C0, 0x966, 0x9E6, 0xA66, 0xAE6, 0xB66, 0xBE6, 0xC66, 0xCE6, 0xD66, 0xDE6, 0xE50, 0xED0,
    0xF20, 0x1040, 0x1090, 0x17E0, 0x1810, 0x1946, 0x19D0, 0x1A80, 0x1A90, 0x1B50, 0x1BB0, 0x1C40, 0x1C50, 0xA620,
    0xA8D0, 0xA900, 0xA9D0, 0xA9F0, 0xAA50, 0xABF0, 0xFF10, 0x104A0, 0x10D30, 0x11066, 0x110F0, 0x11136, 0x111D0,
    0x112F0, 0x11450, 0x114D0, 0x11650, 0x116C0, 0x11730, 0x118E0, 0x11950, 0x11C50, 0x11D50, 0x11DA0, 0x16A60,
    0x16AC0, 0x16B50, 0x1D7CE, 0x1D7D8, 0x1D7E2, 0x1D7EC, 0x1D7F6, 0x1E140, 0x1E2F0, 0x1E950, 0x1FBF0,
];

/// The zero of the block `c` is a digit of, and its value (char_type/2's
/// `decimal` classes use it too).
pub fn digit(c: char) -> Option<(u32, u32)> {
    let c = c as u32;
    let i = ZEROS.partition_point(|&z| z <= c);
    let zero = *ZEROS.get(i.checked_sub(1)?)?;
    (c - zero < 10).then_some((zero, c - zero))
}

/// `text` with its digits of another script made ASCII digits; None when
/// it has none, or digits of two different scripts.
pub fn ascii_digits(text: &str) -> Option<String> {
    if text.is_ascii() {
        return None;
    }
    let mut script = None;
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match digit(c) {
            Some((zero, value)) if zero != 0x30 => {
                if script.is_some_and(|s| s != zero) {
                    return None;
                }
                script = Some(zero);
                out.push(char::from_digit(value, 10).expect("below ten"));
            }
            _ => out.push(c),
        }
    }
    script.map(|_| out)
}

#[cfg(test)]
mod tests {
    use super::ascii_digits;

    #[test]
    fn digits_of_one_script_become_ascii() {
        assert_eq!(ascii_digits("-١٢.٣e٤").as_deref(), Some("-12.3e4"));
        assert_eq!(ascii_digits("१२३").as_deref(), Some("123"));
        assert_eq!(ascii_digits("123"), None);
        assert_eq!(ascii_digits("abé"), None);
        assert_eq!(ascii_digits("١१"), None);
    }
}
