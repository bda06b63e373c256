//! The text a read from a stream parses. A file's bytes are lent to the
//! read rather than copied: the stream's buffer is taken out while the
//! term is parsed and handed back before the stream moves on, so reading
//! a term that is most of a large file costs no second copy of it.
//! Terminal input, which may still grow, and text that is not valid UTF-8
//! (read with replacement characters) are copied.

use super::streams::{next_term_len, Stream};

pub enum TermText {
    /// The stream's buffer, and the range of it that is the text.
    Lent {
        data: Vec<u8>,
        from: usize,
        len: usize,
    },
    Copied(String),
}

impl TermText {
    pub fn as_str(&self) -> &str {
        match self {
            TermText::Lent { data, from, len } => {
                std::str::from_utf8(&data[*from..*from + *len]).expect("checked when lent")
            }
            TermText::Copied(text) => text,
        }
    }
}

impl Stream {
    /// The unread text up to the end of the next term, lent when it can
    /// be; give it back with [`Stream::give_back`] before the stream is
    /// read or moved on.
    pub fn lend_term_text(&mut self) -> TermText {
        let Some(inp) = self.input.as_mut().filter(|inp| !inp.interactive) else {
            return TermText::Copied(self.text_for_term());
        };
        let from = inp.pos;
        let len = next_term_len(&inp.data[from..]);
        if std::str::from_utf8(&inp.data[from..from + len]).is_err() {
            return TermText::Copied(self.text_for_term());
        }
        TermText::Lent { data: std::mem::take(&mut inp.data), from, len }
    }

    /// Puts lent text back into the stream's buffer.
    pub fn give_back(&mut self, text: TermText) {
        if let (TermText::Lent { data, .. }, Some(inp)) = (text, self.input.as_mut()) {
            inp.data = data;
        }
    }
}
