//! Decoding input bytes as UTF-8 text. Source files, text streams and
//! standard input may hold bytes that are not UTF-8; as SWI-Prolog does,
//! each bad sequence becomes U+FFFD and is reported with its line and
//! column, and the rest of the text is used as it is.

/// Where a bad byte sequence was: 1-based line, 0-based column (in
/// characters), as SWI-Prolog prints them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BadUtf8 {
    pub line: u64,
    pub column: usize,
    /// A byte that cannot start a character, rather than a character cut short.
    pub start: bool,
}

impl BadUtf8 {
    /// SWI-Prolog's words for it.
    pub fn what(&self) -> &'static str {
        if self.start {
            "Illegal UTF-8 start"
        } else {
            "Illegal UTF-8 continuation"
        }
    }
}

/// Decodes `bytes`, replacing each invalid sequence by U+FFFD. `line` and
/// `column` are where the bytes start (for text read a line at a time).
pub fn decode(bytes: Vec<u8>, line: u64, column: usize) -> (String, Vec<BadUtf8>) {
    let bytes = match String::from_utf8(bytes) {
        Ok(s) => return (s, Vec::new()),
        Err(e) => e.into_bytes(),
    };
    let mut out = String::with_capacity(bytes.len() + 16);
    let mut bad = Vec::new();
    let (mut line, mut column) = (line, column);
    let mut rest = &bytes[..];
    while !rest.is_empty() {
        let (valid, skip) = match std::str::from_utf8(rest) {
            Ok(s) => (s, 0),
            Err(e) => {
                // SAFETY-free: the prefix up to valid_up_to is valid UTF-8.
                let valid = std::str::from_utf8(&rest[..e.valid_up_to()]).unwrap_or_default();
                (valid, e.error_len().unwrap_or(rest.len() - e.valid_up_to()))
            }
        };
        for c in valid.chars() {
            if c == '\n' {
                line += 1;
                column = 0;
            } else {
                column += 1;
            }
        }
        out.push_str(valid);
        if skip == 0 {
            break;
        }
        let first = rest[valid.len()];
        // 10xxxxxx and bytes past 0xF4 never start a character.
        let start = (0x80..0xC0).contains(&first) || first >= 0xF5 || first == 0xC0 || first == 0xC1;
        bad.push(BadUtf8 { line, column, start });
        out.push(char::REPLACEMENT_CHARACTER);
        column += 1;
        rest = &rest[valid.len() + skip..];
    }
    (out, bad)
}

/// The length of the character (or of the bad sequence, which reads as one
/// U+FFFD) at the start of `bytes`, which is not empty.
pub fn char_len(bytes: &[u8]) -> usize {
    let want = match bytes[0] {
        0x00..=0x7F => return 1,
        0xC2..=0xDF => 2,
        0xE0..=0xEF => 3,
        0xF0..=0xF4 => 4,
        _ => return 1,
    };
    let have = want.min(bytes.len());
    match std::str::from_utf8(&bytes[..have]) {
        Ok(_) => have,
        Err(e) => e.error_len().unwrap_or(have).max(1),
    }
}

/// At most this many bad sequences of one text are reported one by one.
const MAX_REPORTED: usize = 10;

/// The warnings for the bad sequences of the text called `name`, one line
/// each (and a count of the rest), as SWI-Prolog words them.
pub fn warnings(name: &str, bad: &[BadUtf8]) -> String {
    let mut out = String::new();
    for b in bad.iter().take(MAX_REPORTED) {
        // Columns count from 1 here, as in syntax error reports.
        out.push_str(&format!("Warning: {name}:{}:{}: {} (read as U+FFFD)\n", b.line, b.column + 1, b.what()));
    }
    if bad.len() > MAX_REPORTED {
        out.push_str(&format!("Warning: {name}: {} more illegal UTF-8 sequences\n", bad.len() - MAX_REPORTED));
    }
    out
}

/// A file's text, decoded as [`decode`] does, and the warnings about it.
pub fn read_file(path: &std::path::Path) -> std::io::Result<(String, String)> {
    let (text, bad) = decode(crate::host::files::read(path)?, 1, 0);
    Ok((text, warnings(&path.to_string_lossy(), &bad)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn valid_text_is_unchanged() {
        assert_eq!(decode("héllo\n".as_bytes().to_vec(), 1, 0), ("héllo\n".to_string(), vec![]));
    }

    #[test]
    fn a_bad_byte_becomes_a_replacement_character_with_its_place() {
        let (s, bad) = decode(b"a(1).\n% x \xff y\nb.\n".to_vec(), 1, 0);
        assert_eq!(s, "a(1).\n% x \u{FFFD} y\nb.\n");
        assert_eq!(bad, vec![BadUtf8 { line: 2, column: 4, start: true }]);
    }

    #[test]
    fn a_cut_short_character_keeps_the_next_one() {
        let (s, bad) = decode(b"a\xc3bc".to_vec(), 1, 0);
        assert_eq!(s, "a\u{FFFD}bc");
        assert_eq!(bad, vec![BadUtf8 { line: 1, column: 1, start: false }]);
        assert_eq!(char_len(b"\xc3bc"), 1);
        assert_eq!(char_len("é".as_bytes()), 2);
        assert_eq!(char_len(b"\xe2\x82"), 2);
    }
}
