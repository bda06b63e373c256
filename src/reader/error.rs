//! Syntax error value produced by the reader, and the source span type it
//! (and every parsed node) carries.

use std::fmt;

/// A byte range in the source text.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub struct Span {
    pub start: u32,
    pub end: u32,
}

impl Span {
    pub fn new(start: usize, end: usize) -> Span {
        // Sources beyond 4 GiB are not supported; saturate rather than wrap.
        let c = |x: usize| u32::try_from(x).unwrap_or(u32::MAX);
        Span { start: c(start), end: c(end) }
    }
}

/// A syntax error: an ISO-style description and the span where it is
/// reported, with what the reader could tell about the cause.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SyntaxError {
    pub message: String,
    pub span: Span,
    /// What is probably wrong and how to fix it, in words.
    pub hint: Option<String>,
    /// Another place the error concerns (an open bracket, the token where
    /// the parser stopped), with a label.
    pub related: Option<(Span, String)>,
    /// Not a syntax error: the term outgrew the memory the reader was
    /// given (`ReadFlags::max_nodes`); the machine raises
    /// `resource_error(memory)` for it.
    pub out_of_memory: bool,
    /// Not a syntax error: the interrupt flag rose (`ReadFlags::stop`)
    /// and the parse gave up; the reader is back at the term's start.
    pub interrupted: bool,
}

impl SyntaxError {
    pub fn new(message: impl Into<String>, span: Span) -> SyntaxError {
        SyntaxError {
            message: message.into(),
            span,
            hint: None,
            related: None,
            out_of_memory: false,
            interrupted: false,
        }
    }

    /// The term being read at `span` needs more nodes than allowed.
    pub fn out_of_memory(span: Span) -> SyntaxError {
        SyntaxError { out_of_memory: true, ..SyntaxError::new("term too large for the memory limit", span) }
    }

    /// The parse of the term at `span` gave up on Ctrl-C.
    pub fn interrupted(span: Span) -> SyntaxError {
        SyntaxError { interrupted: true, ..SyntaxError::new("interrupted", span) }
    }
}

impl fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "syntax error: {} at {}..{}", self.message, self.span.start, self.span.end)
    }
}

impl std::error::Error for SyntaxError {}
