//! Output compared whatever the numbers of its fresh variables: the 123
//! of `_123` is a heap address, which says nothing about what a test
//! checks.

/// The text with every variable `_123` written as `_` (a `_` inside a
/// word, as in `tictactoe_mn`, is left alone).
pub fn anonymous_vars(text: &str) -> String {
    let mut out = String::new();
    let mut chars = text.chars().peekable();
    let mut prev_word = false;
    while let Some(c) = chars.next() {
        out.push(c);
        if c == '_' && !prev_word {
            while chars.peek().is_some_and(|d| d.is_ascii_digit()) {
                chars.next();
            }
        }
        prev_word = c.is_alphanumeric() || c == '_';
    }
    out
}
