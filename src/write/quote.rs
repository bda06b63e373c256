//! Atom and string quoting for `writeq`: deciding whether an atom can be
//! written bare so that a reader gives the same atom back, and writing the
//! quoted form with escapes in SWI-Prolog's style (`\n`, `\'`, `\x7F\`).

use crate::reader::chars;

/// Symbol ("graphic") characters: these glue together into one token
/// (ASCII's `+-*/\\^<>=~:.?@#&$`, Latin-1's and Unicode's symbols).
pub(crate) fn is_symbol_char(c: char) -> bool {
    chars::is_symbol(c)
}

/// Characters that may continue an unquoted name or variable: letters,
/// digits, `_`, and the other characters SWI-Prolog lets continue names
/// (combining marks).
pub(crate) fn is_alnum_char(c: char) -> bool {
    chars::continues_name(c)
}

/// True when `text` must be quoted for `writeq` to read back as the same
/// atom (`reader::chars::unquoted_atom`, as SWI-Prolog decides it).
pub fn atom_needs_quotes(text: &str) -> bool {
    match text {
        "[]" | "{}" => return false,
        // `.` alone would end the clause; `/*` would open a comment.
        "." => return true,
        _ if text.starts_with("/*") => return true,
        _ => {}
    }
    !chars::unquoted_atom(text)
}

/// Writes `text` between single quotes, escaping what a reader would not
/// take literally.
pub fn quote_atom(out: &mut String, text: &str) {
    quote_text(out, text, '\'');
}

/// Writes `text` between `q` quotes (`'` for atoms, `"` for strings).
pub(crate) fn quote_text(out: &mut String, text: &str, q: char) {
    out.push(q);
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            '\u{7}' => out.push_str("\\a"),
            '\u{8}' => out.push_str("\\b"),
            '\u{C}' => out.push_str("\\f"),
            '\u{B}' => out.push_str("\\v"),
            c if c == q => {
                out.push('\\');
                out.push(c);
            }
            // Other control characters, invisible spaces (NBSP, U+2028) and
            // format characters (U+200B) would be lost or mangled by
            // editors; write them as hex escapes, as SWI-Prolog does.
            c if c.is_control() || chars::escape_in_quotes(c) => {
                out.push_str(&format!("\\x{:X}\\", c as u32));
            }
            c => out.push(c),
        }
    }
    out.push(q);
}
