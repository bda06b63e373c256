//! Atom and string quoting for `writeq`: deciding whether an atom can be
//! written bare so that a reader gives the same atom back, and writing the
//! quoted form with escapes in SWI-Prolog's style (`\n`, `\'`, `\x7F\`).

/// ASCII symbol ("graphic") characters: these glue together into one token.
pub(crate) fn is_symbol_char(c: char) -> bool {
    matches!(c, '#' | '$' | '&' | '*' | '+' | '-' | '.' | '/' | ':' | '<' | '=' | '>' | '?' | '@' | '^' | '~' | '\\')
}

/// Characters that may continue an unquoted name or variable: letters,
/// digits, `_`, and non-ASCII letters together with combining marks.
pub(crate) fn is_alnum_char(c: char) -> bool {
    if c.is_ascii() {
        c.is_ascii_alphanumeric() || c == '_'
    } else {
        c.is_alphabetic() || ('\u{300}'..='\u{36F}').contains(&c)
    }
}

/// A character that may start an unquoted atom made of letters: lowercase
/// ASCII, or a non-ASCII letter that is not uppercase (an uppercase start
/// would read back as a variable).
fn is_atom_start(c: char) -> bool {
    if c.is_ascii() {
        c.is_ascii_lowercase()
    } else {
        c.is_alphabetic() && !c.is_uppercase()
    }
}

/// True when `text` must be quoted for `writeq` to read back as the same atom.
pub fn atom_needs_quotes(text: &str) -> bool {
    let mut chars = text.chars();
    let Some(first) = chars.next() else {
        return true;
    };
    if is_atom_start(first) {
        return !chars.all(is_alnum_char);
    }
    match text {
        "[]" | "{}" | "!" | ";" => return false,
        // `.` alone would end the clause; `/*` would open a comment.
        "." => return true,
        _ => {}
    }
    if is_symbol_char(first) {
        return text.starts_with("/*") || !text.chars().all(is_symbol_char);
    }
    true
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
            // Other control characters and invisible spaces (NBSP, U+2028)
            // would be lost or mangled by editors; write them as hex escapes.
            c if c.is_control() || (c.is_whitespace() && c != ' ') => {
                out.push_str(&format!("\\x{:X}\\", c as u32));
            }
            c => out.push(c),
        }
    }
    out.push(q);
}

/// Writes an atom for `writeq` or `write`: quoted only when needed and asked for.
pub(crate) fn push_atom(out: &mut String, text: &str, quoted: bool) {
    if quoted && atom_needs_quotes(text) {
        quote_atom(out, text);
    } else {
        out.push_str(text);
    }
}
