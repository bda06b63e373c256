//! The class of a character for the tokenizer and for writeq/1's quoting,
//! as SWI-Prolog 9 has them: ASCII and Latin-1 by SWI-Prolog's table of
//! Prolog character types, every character above U+00FF by `char_table.rs`
//! (generated from swipl by tools/char_classes.pl). So `été`, `日本` and
//! `x₁`... read as SWI-Prolog reads them: `Été` is a variable, `→`, `≤` and
//! `😀` are symbol characters that glue into one atom (`→→`), `₀` is an
//! atom of one character.

/// What a character does in unquoted text.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Class {
    /// Starts and continues names; an uppercase one (`char::is_uppercase`)
    /// or `_` starts a variable.
    Letter,
    /// A letter that is also a symbol character (`℘`, `℮`).
    LowerSym,
    /// Continues names (combining marks); alone, an atom of one character.
    Mark,
    /// A decimal digit: continues names (only ASCII digits start numbers).
    Digit,
    /// Continues names and glues with symbol characters (`‿`).
    ContSym,
    /// Glues with other symbol characters into one atom (`→`, `≤`, `😀`).
    Symbol,
    /// An atom of one character (`!`, `;`, `₀`, `²`).
    Solo,
    /// An atom of one character, written as an escape inside quotes (`\xAD\`).
    SoloEsc,
    /// ASCII punctuation and quotes (`(`, `,`, `|`, `'`, ...): tokens of
    /// their own, never part of an unquoted atom.
    Punct,
    /// White space.
    Layout,
    /// Not Prolog text outside quotes.
    Illegal,
}

use Class::*;

/// The class of `c`.
pub fn class(c: char) -> Class {
    let n = c as u32;
    if n < 0x80 {
        return match c {
            'a'..='z' | 'A'..='Z' | '_' => Letter,
            '0'..='9' => Digit,
            '#' | '$' | '&' | '*' | '+' | '-' | '.' | '/' | ':' | '<' | '=' | '>' | '?' | '@' | '^' | '~' | '\\' => {
                Symbol
            }
            ' ' | '\t' | '\n' | '\r' | '\u{B}' | '\u{C}' => Layout,
            '!' | ';' | '%' => Solo,
            _ if c.is_ascii_control() => Illegal,
            _ => Punct,
        };
    }
    if n <= 0xFF {
        return latin1(n);
    }
    let t = &super::char_table::TABLE;
    let i = t.partition_point(|&(start, _)| start <= n);
    if i == 0 {
        Illegal
    } else {
        t[i - 1].1
    }
}

/// SWI-Prolog's types of U+0080..U+00FF (pl-ctype.c): C1 controls, then
/// ISO Latin-1's letters (upper and lower), symbol characters and solo
/// characters.
fn latin1(n: u32) -> Class {
    match n {
        0x80..=0x9F => Illegal,
        0xA0 => Layout,
        0xAA | 0xB5 | 0xBA | 0xC0..=0xD6 | 0xD8..=0xF6 | 0xF8..=0xFF => Letter,
        0xAD | 0xB2 | 0xB3 | 0xB9 | 0xBC..=0xBE => Solo,
        _ => Symbol,
    }
}

/// `c` starts a name or a variable.
pub fn starts_name(c: char) -> bool {
    matches!(class(c), Letter | LowerSym)
}

/// `c` starts a variable: `_` or an uppercase letter.
pub fn starts_var(c: char) -> bool {
    c == '_' || (class(c) == Letter && c.is_uppercase())
}

/// `c` continues a name or a variable.
pub fn continues_name(c: char) -> bool {
    matches!(class(c), Letter | LowerSym | Mark | Digit | ContSym)
}

/// `c` glues with other symbol characters into one atom.
pub fn is_symbol(c: char) -> bool {
    matches!(class(c), Symbol | ContSym | LowerSym)
}

/// `c` is white space outside quotes.
pub fn is_layout(c: char) -> bool {
    class(c) == Layout
}

/// Inside quotes, writeq/1 writes `c` as an escape (`\x200B\`): control and
/// format characters, white space other than the space, unassigned ones.
pub fn escape_in_quotes(c: char) -> bool {
    c != ' ' && matches!(class(c), Layout | Illegal | SoloEsc)
}

/// An atom writeq/1 may write without quotes, as SWI-Prolog decides it:
/// a lowercase letter and name characters, or symbol characters only, or
/// one solo character of Latin-1 (`!`, `;`, `²`). Atoms of Latin-1 text
/// take Latin-1's letters only; a wide atom takes any name character.
/// `[]`, `{}`, `.` and `/*...` are the caller's.
pub fn unquoted_atom(text: &str) -> bool {
    let mut chars = text.chars();
    let Some(first) = chars.next() else {
        return false;
    };
    if starts_name(first) && !starts_var(first) {
        return chars.all(continues_name);
    }
    if is_symbol(first) {
        return text.chars().all(is_symbol);
    }
    chars.next().is_none() && (first as u32) <= 0xFF && class(first) == Solo && first != '%'
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reader_chars_classes() {
        assert_eq!(class('a'), Letter);
        assert!(starts_var('É') && starts_var('_') && starts_var('Ω') && !starts_var('é'));
        assert!(starts_name('日') && !starts_var('日'));
        assert_eq!(class('→'), Symbol);
        assert_eq!(class('≤'), Symbol);
        assert_eq!(class('😀'), Symbol);
        assert_eq!(class('·'), Symbol);
        assert_eq!(class('₀'), Solo);
        assert_eq!(class('²'), Solo);
        assert_eq!(class('\u{301}'), Mark);
        assert_eq!(class('\u{200B}'), SoloEsc);
        assert_eq!(class('\u{A0}'), Layout);
        assert_eq!(class('\u{2003}'), Layout);
        assert_eq!(class('\u{378}'), Illegal);
        assert_eq!(class('٣'), Digit);
        assert_eq!(class('‿'), ContSym);
        assert_eq!(class('℘'), LowerSym);
        // The table is sorted and starts above Latin-1.
        let t = &crate::reader::char_table::TABLE;
        assert_eq!(t[0].0, 0x100);
        assert!(t.windows(2).all(|w| w[0].0 < w[1].0));
    }

    #[test]
    fn reader_chars_unquoted_atoms() {
        for a in ["été", "日本", "a日", "日Ä", "日_x", "→", "-→", "→.", "·→", "¬¬", "²", "ǅ", "µ日", "!", ";"]
        {
            assert!(unquoted_atom(a), "{a}");
        }
        for a in
            ["Été", "A日", "_日", "ä→", "a²", "x₀", "₀", "a·", "¬a", "a-b", "%", ",", "|", "'", "(", "\u{200B}", ""]
        {
            assert!(!unquoted_atom(a), "{a}");
        }
    }
}
