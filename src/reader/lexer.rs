//! Tokenizer (ISO 6.4): turns source text into tokens. logos recognises the
//! tokens; callbacks handle the context-sensitive parts (quoted text, `0'c`
//! character codes, block comments, identifiers with Unicode letters, the
//! end token). Layout is skipped, and whether a token was preceded by
//! layout is recovered from the gap to the previous token, which the parser
//! needs to tell `f(` (functional notation) from `- (`.

use logos::{FilterResult, Logos, Skip};

use super::chars::{self, Class};
use super::error::{Span, SyntaxError};
use super::text::{self, IntVal};

/// Lexical error kinds. `BadEscape` positions are relative to the token start.
#[derive(Clone, Debug, PartialEq, Default)]
pub enum LexErr {
    #[default]
    IllegalChar,
    Unterminated(&'static str),
    BadEscape {
        at: usize,
        len: usize,
    },
    EofInCharCode,
    /// ISO mode: a layout character other than a space inside a quoted
    /// item or after `0'`, at this offset from the token start.
    Layout(usize),
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum IdKind {
    Name,
    Var,
}

/// What a token starting with a non-ASCII character is (see `chars`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum WideKind {
    /// A name or variable of letters.
    Id(IdKind),
    /// A run of symbol characters, or one solo character: a name.
    Name,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum SymKind {
    Name,
    End,
}

// The extras are the ISO mode (flag `iso`): the callbacks of quoted
// items and `0'c` then accept only what ISO 13211-1 accepts.
#[derive(Logos, Debug, Clone, PartialEq)]
#[logos(error = LexErr)]
#[logos(extras = bool)]
enum Raw {
    #[regex(r"[ \t\r\n\x0B\x0C]+", logos::skip)]
    #[regex(r"%[^\n]*", logos::skip, allow_greedy = true)]
    Layout,
    #[token("/*", block_comment)]
    Comment,
    #[regex(r"[a-zA-Z_]", ident)]
    Ident(IdKind),
    #[regex(r"[^\x00-\x7F]", wide)]
    Wide(WideKind),
    // A symbol-char token is the longest run of symbol chars (`symbol`
    // extends this first one). `/*` starts a comment only where a token
    // starts (the longer `/*` token above wins there); inside a run it is
    // part of the name, as ISO says: `//*` and `-/*.*/-` are atoms.
    #[regex(r"[+\-*/\\^<>=~:.?@#&$]", symbol)]
    Symbol(SymKind),
    // Digit groups as SWI-Prolog 7 reads them in integers: `1_000_000`,
    // `1_ 000` (an underscore, then optional layout) and `1 000 000`
    // (exactly one space).
    // `Radix'Digits` (Edinburgh, radix 2 to 36: `16'ff`) and the digit
    // groups of `0x`, `0o`, `0b` numbers are read on by `Lexer::number_tail`,
    // which keeps the automaton (and the time per decimal number) as small
    // as without them.
    #[regex(r"[0-9]+(?:_[ \t\r\n]*[0-9]+| [0-9]+)*")]
    Dec,
    // Floats have no digit groups: SWI-Prolog reads `1_000.5` as the
    // integer 1000 followed by `.5`.
    #[regex(r"[0-9]+\.[0-9]+(?:[eE][+-]?[0-9]+)?")]
    #[regex(r"[0-9]+[eE][+-]?[0-9]+")]
    #[regex(r"[0-9]+\.[0-9]+(?:Inf|NaN)")]
    Float,
    // SWI-Prolog 9's rational numbers: `1r3` (flag rational_syntax=compatibility).
    #[regex(r"[0-9]+r[0-9]+")]
    Rat,
    #[regex(r"0x[0-9a-fA-F]+")]
    Hex,
    #[regex(r"0o[0-7]+")]
    Oct,
    #[regex(r"0b[01]+")]
    Bin,

    #[token("0'", char_code)]
    CharCode(u32),
    #[token("'", |lex| quoted(lex, '\''))]
    Quoted(String),
    #[token("\"", |lex| quoted(lex, '"'))]
    DQuoted(String),
    #[token("`", |lex| quoted(lex, '`'))]
    BQuoted(String),
    #[token("(")]
    Open,
    #[token(")")]
    Close,
    #[token("[")]
    OpenList,
    #[token("]")]
    CloseList,
    #[token("{")]
    OpenCurly,
    #[token("}")]
    CloseCurly,
    #[token(",")]
    Comma,
    #[token("|")]
    Bar,
    #[token("!")]
    Cut,
    #[token(";")]
    Semi,
}

fn block_comment(lex: &mut logos::Lexer<Raw>) -> Result<Skip, LexErr> {
    let rest = lex.remainder();
    match rest.find("*/") {
        Some(i) => {
            lex.bump(i + 2);
            Ok(Skip)
        }
        None => {
            lex.bump(rest.len());
            Err(LexErr::Unterminated("block comment"))
        }
    }
}

/// A name or variable starting with an ASCII letter or `_`; it goes on
/// over every character that continues names (`été`, `x₁` does not).
fn ident(lex: &mut logos::Lexer<Raw>) -> IdKind {
    let first = lex.slice().chars().next().unwrap_or('a');
    let rest = lex.remainder();
    let n = rest.find(|c: char| !chars::continues_name(c)).unwrap_or(rest.len());
    lex.bump(n);
    if chars::starts_var(first) {
        IdKind::Var
    } else {
        IdKind::Name
    }
}

/// A token starting with a non-ASCII character, by its class as SWI-Prolog
/// reads it: a name or a variable of letters (`日本`, `Été`), a run of
/// symbol characters (`→`, `≤≥`, `😀`), a solo character (`₀`), layout
/// (no-break space), or an illegal character.
fn wide(lex: &mut logos::Lexer<Raw>) -> FilterResult<WideKind, LexErr> {
    let Some(first) = lex.slice().chars().next() else {
        return FilterResult::Error(LexErr::IllegalChar);
    };
    let rest = lex.remainder();
    match chars::class(first) {
        Class::Layout => FilterResult::Skip,
        Class::Letter | Class::LowerSym => {
            let n = rest.find(|c: char| !chars::continues_name(c)).unwrap_or(rest.len());
            lex.bump(n);
            FilterResult::Emit(WideKind::Id(if chars::starts_var(first) { IdKind::Var } else { IdKind::Name }))
        }
        Class::Symbol | Class::ContSym => {
            let n = rest.find(|c: char| !chars::is_symbol(c)).unwrap_or(rest.len());
            lex.bump(n);
            FilterResult::Emit(WideKind::Name)
        }
        Class::Mark | Class::Solo | Class::SoloEsc => FilterResult::Emit(WideKind::Name),
        // SWI-Prolog reads digits of other scripts as numbers; hornbook's
        // numbers are ASCII.
        Class::Digit | Class::Punct | Class::Illegal => FilterResult::Error(LexErr::IllegalChar),
    }
}

/// A run of symbol characters starting with an ASCII one; it goes on over
/// non-ASCII symbol characters too (`-→`).
fn symbol(lex: &mut logos::Lexer<Raw>) -> SymKind {
    let rest = lex.remainder();
    let n = rest.find(|c: char| !chars::is_symbol(c)).unwrap_or(rest.len());
    lex.bump(n);
    if lex.slice() == "." {
        match lex.remainder().chars().next() {
            None => return SymKind::End,
            Some(c) if c.is_whitespace() || c == '%' => return SymKind::End,
            _ => {}
        }
    }
    SymKind::Name
}

/// How many bytes at the start of `rest` are digits of `radix` and digit
/// groups as SWI-Prolog 9 reads them: `_` (then optional layout) before
/// more digits in every radix, one space before more digits only in a
/// radix up to 10 (`0b1000 0000`, `0o10 0000`, not `0xff ff`).
fn digits_and_groups(rest: &[u8], radix: u32) -> usize {
    let digit = |i: usize| rest.get(i).is_some_and(|&c| (c as char).to_digit(radix).is_some());
    let mut i = 0;
    loop {
        if digit(i) {
            i += 1;
        } else if rest.get(i) == Some(&b'_') {
            let mut j = i + 1;
            while rest.get(j).is_some_and(|c| matches!(c, b' ' | b'\t' | b'\r' | b'\n')) {
                j += 1;
            }
            if !digit(j) {
                return i;
            }
            i = j;
        } else if rest.get(i) == Some(&b' ') && radix <= 10 && digit(i + 1) {
            i += 1;
        } else {
            return i;
        }
    }
}

/// What `char_code` gives for a `0'` that is the integer 0 followed by a
/// quoted item (ISO mode); no character has this code.
const ZERO_THEN_QUOTE: u32 = u32::MAX;

fn char_code(lex: &mut logos::Lexer<Raw>) -> Result<u32, LexErr> {
    let rest = lex.remainder();
    let Some(c) = rest.chars().next() else {
        return Err(LexErr::EofInCharCode);
    };
    if lex.extras {
        // ISO: `0'` then a layout character other than a space is an error;
        // `0''` not followed by a third quote, and `0'\` then a new line, are
        // the integer 0 followed by a quoted item (the lexer reads on at the quote).
        if c != ' ' && chars::class(c) == Class::Layout || c.is_ascii_whitespace() && c != ' ' {
            return Err(LexErr::Layout(2));
        }
        if c == '\'' && !rest.starts_with("''") || c == '\\' && rest[1..].starts_with(['\n', '\r']) {
            return Ok(ZERO_THEN_QUOTE);
        }
        if c == '\\' && !text::iso_escape(&rest[1..]) {
            let n = rest[1..].chars().next().map_or(0, char::len_utf8);
            lex.bump(1 + n);
            return Err(LexErr::BadEscape { at: 2, len: 1 + n });
        }
    }
    match c {
        '\\' => match text::escape(&rest[1..]) {
            Ok((n, Some(ch))) => {
                lex.bump(1 + n);
                Ok(ch as u32)
            }
            Ok((n, None)) => {
                lex.bump(1 + n);
                Err(LexErr::BadEscape { at: 2, len: 1 + n })
            }
            Err(n) => {
                lex.bump(1 + n);
                Err(LexErr::BadEscape { at: 2, len: 1 + n })
            }
        },
        // ISO wants the quote doubled (`0''`); SWI-Prolog also takes `0'`
        // followed by a single quote.
        '\'' => {
            lex.bump(if rest.starts_with("''") { 2 } else { 1 });
            Ok(39)
        }
        _ => {
            lex.bump(c.len_utf8());
            Ok(c as u32)
        }
    }
}

fn quoted(lex: &mut logos::Lexer<Raw>, q: char) -> Result<String, LexErr> {
    let rest = lex.remainder();
    let mut out = String::new();
    let mut err = None;
    let mut i = 0;
    loop {
        let Some(c) = rest[i..].chars().next() else {
            lex.bump(rest.len());
            return Err(LexErr::Unterminated(match q {
                '\'' => "quoted atom",
                '"' => "string",
                _ => "back-quoted string",
            }));
        };
        if c == q {
            if rest[i + 1..].starts_with(q) {
                out.push(q);
                i += 2;
                continue;
            }
            lex.bump(i + 1);
            return match err {
                Some(e) => Err(e),
                None => Ok(out),
            };
        }
        if lex.extras && c != ' ' && (c.is_ascii_whitespace() || chars::class(c) == Class::Layout) {
            err.get_or_insert(LexErr::Layout(1 + i));
        }
        if c == '\\' && lex.extras && !text::iso_escape(&rest[i + 1..]) {
            let n = rest[i + 1..].chars().next().map_or(0, char::len_utf8);
            err.get_or_insert(LexErr::BadEscape { at: 1 + i, len: 1 + n });
        }
        if c == '\\' {
            match text::escape(&rest[i + 1..]) {
                Ok((n, ch)) => {
                    out.extend(ch);
                    i += 1 + n;
                }
                Err(n) => {
                    // Keep scanning to the closing quote so that the reader
                    // resumes after the whole quoted item.
                    err.get_or_insert(LexErr::BadEscape { at: 1 + i, len: 1 + n });
                    i += 1;
                }
            }
            continue;
        }
        out.push(c);
        i += c.len_utf8();
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum Tok {
    /// Unquoted name: letters, symbol chars, `!`, `;`.
    Name(String),
    /// Quoted atom.
    QName(String),
    Var(String),
    Int(i64),
    BigInt(crate::arith::big::BigInt),
    /// A rational in canonical form (not an integer): numerator,
    /// denominator; boxed so that every token stays small.
    Rat(Box<(crate::arith::big::BigInt, crate::arith::big::BigInt)>),
    Float(f64),
    DQ(String),
    BQ(String),
    Open,
    Close,
    OpenList,
    CloseList,
    OpenCurly,
    CloseCurly,
    Comma,
    Bar,
    End,
    Eof,
}

impl Tok {
    pub fn is_number(&self) -> bool {
        matches!(self, Tok::Int(_) | Tok::BigInt(_) | Tok::Rat(_) | Tok::Float(_))
    }

    /// Short description for error messages.
    pub fn describe(&self) -> String {
        match self {
            Tok::Name(n) => format!("`{n}`"),
            Tok::QName(n) => format!("'{n}'"),
            Tok::Var(n) => format!("variable `{n}`"),
            Tok::Int(_) | Tok::BigInt(_) | Tok::Rat(_) | Tok::Float(_) => "number".into(),
            Tok::DQ(_) | Tok::BQ(_) => "string".into(),
            Tok::Open => "`(`".into(),
            Tok::Close => "`)`".into(),
            Tok::OpenList => "`[`".into(),
            Tok::CloseList => "`]`".into(),
            Tok::OpenCurly => "`{`".into(),
            Tok::CloseCurly => "`}`".into(),
            Tok::Comma => "`,`".into(),
            Tok::Bar => "`|`".into(),
            Tok::End => "end of clause".into(),
            Tok::Eof => "end of file".into(),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    pub tok: Tok,
    pub span: Span,
    /// Layout (white space or comment) directly before this token.
    pub layout_before: bool,
}

pub struct Lexer<'a> {
    inner: logos::Lexer<'a, Raw>,
    base: usize,
    prev_end: usize,
    src_len: usize,
    /// ISO mode (the flag `iso`): only ISO's tokens are read.
    iso: bool,
}

impl<'a> Lexer<'a> {
    /// Lexes `src` from byte `offset` (moved back to a char boundary if it
    /// falls inside a character, clamped to the end).
    pub fn new(src: &'a str, offset: usize) -> Lexer<'a> {
        let mut off = offset.min(src.len());
        while !src.is_char_boundary(off) {
            off -= 1;
        }
        Lexer { inner: Raw::lexer(&src[off..]), base: off, prev_end: off, src_len: src.len(), iso: false }
    }

    /// Switches ISO mode on or off for the tokens not read yet.
    pub fn set_iso(&mut self, iso: bool) {
        self.iso = iso;
        self.inner.extras = iso;
    }

    /// Goes on lexing at byte `at` of the source (after the token just
    /// read, which ended before it), keeping the mode.
    pub fn restart_at(&mut self, at: usize) {
        let rel = at.saturating_sub(self.base).min(self.inner.source().len());
        let rest = &self.inner.source()[rel..];
        self.inner = Raw::lexer_with_extras(rest, self.iso);
        self.base += rel;
        self.prev_end = self.prev_end.min(self.base);
    }

    /// Byte offset just after the last token produced.
    pub fn offset(&self) -> usize {
        self.base + self.inner.span().end
    }

    pub fn next_token(&mut self) -> Result<Token, SyntaxError> {
        let Some(raw) = self.inner.next() else {
            let at = self.src_len;
            return Ok(Token { tok: Tok::Eof, span: Span::new(at, at), layout_before: at > self.prev_end });
        };
        let r = self.inner.span();
        let (start, end) = (self.base + r.start, self.base + r.end);
        let layout_before = start > self.prev_end;
        self.prev_end = end;
        let span = Span::new(start, end);
        let raw = raw.map_err(|e| lex_error(e, start, end))?;
        let slice = self.inner.slice();
        let int = |digits: &str, radix: u32| match text::int_value(digits, radix) {
            Some(IntVal::Small(n)) => Ok(Tok::Int(n)),
            Some(IntVal::Big(b)) => Ok(Tok::BigInt(b)),
            None => Err(SyntaxError::new("illegal number", span)),
        };
        let tok = match raw {
            Raw::Layout | Raw::Comment => unreachable_layout(span)?,
            Raw::Ident(IdKind::Name) => Tok::Name(slice.to_string()),
            Raw::Ident(IdKind::Var) => Tok::Var(slice.to_string()),
            Raw::Wide(WideKind::Id(IdKind::Name)) | Raw::Wide(WideKind::Name) => Tok::Name(slice.to_string()),
            Raw::Wide(WideKind::Id(IdKind::Var)) => Tok::Var(slice.to_string()),
            Raw::Symbol(SymKind::Name) => Tok::Name(slice.to_string()),
            Raw::Symbol(SymKind::End) => Tok::End,
            // A number that goes on (`16'ff`, `0xff_ff`) is read on by
            // `number_tail`, off the path of the plain number.
            // Only the number tokens and back-quoted text differ in ISO
            // mode; names, the most frequent, go by without a test.
            Raw::Dec | Raw::Rat | Raw::Float | Raw::Hex | Raw::Oct | Raw::Bin | Raw::CharCode(_) | Raw::BQuoted(_)
                if self.iso =>
            {
                return self.iso_token(&raw, start, end, layout_before)
            }
            Raw::Dec if self.inner.remainder().starts_with('\'') => {
                return self.number_tail(&raw, start, layout_before)
            }
            Raw::Hex | Raw::Oct | Raw::Bin if self.inner.remainder().starts_with(['_', ' ']) => {
                return self.number_tail(&raw, start, layout_before)
            }
            Raw::Dec => int(slice, 10)?,
            Raw::Rat => rational(slice).ok_or_else(|| SyntaxError::new("illegal number", span))?,
            Raw::Hex => int(&slice[2..], 16)?,
            Raw::Oct => int(&slice[2..], 8)?,
            Raw::Bin => int(&slice[2..], 2)?,
            Raw::Float => match text::float_value(slice) {
                Some(f) => Tok::Float(f),
                None => return Err(SyntaxError::new("float overflow", span)),
            },
            Raw::CharCode(c) => Tok::Int(i64::from(c)),
            Raw::Quoted(s) => Tok::QName(s),
            Raw::DQuoted(s) => Tok::DQ(s),
            Raw::BQuoted(s) => Tok::BQ(s),
            Raw::Open => Tok::Open,
            Raw::Close => Tok::Close,
            Raw::OpenList => Tok::OpenList,
            Raw::CloseList => Tok::CloseList,
            Raw::OpenCurly => Tok::OpenCurly,
            Raw::CloseCurly => Tok::CloseCurly,
            Raw::Comma => Tok::Comma,
            Raw::Bar => Tok::Bar,
            Raw::Cut => Tok::Name("!".into()),
            Raw::Semi => Tok::Name(";".into()),
        };
        Ok(Token { tok, span, layout_before })
    }
}

impl Lexer<'_> {
    /// A number token or back-quoted text in ISO mode. A token longer than
    /// ISO's token at the same place (`1e9`, `1_000`, `1r3`, `1.0Inf`,
    /// `0''` not followed by a third quote) is cut to ISO's, a number, and
    /// lexing goes on after it; digit groups and `16'ff` are not read on;
    /// back-quoted text is an error (ISO has no term of it).
    #[cold]
    fn iso_token(&mut self, raw: &Raw, start: usize, end: usize, layout_before: bool) -> Result<Token, SyntaxError> {
        let slice = self.inner.slice();
        let digits = slice.bytes().take_while(u8::is_ascii_digit).count();
        let (cut, radix) = match raw {
            Raw::CharCode(ZERO_THEN_QUOTE) => (1, 10),
            Raw::CharCode(c) => {
                let tok = Tok::Int(i64::from(*c));
                return Ok(Token { tok, span: Span::new(start, end), layout_before });
            }
            Raw::BQuoted(_) => {
                return Err(SyntaxError::new("back-quoted text is not ISO syntax", Span::new(start, end)));
            }
            Raw::Hex => (slice.len(), 16),
            Raw::Oct => (slice.len(), 8),
            Raw::Bin => (slice.len(), 2),
            Raw::Float if slice[digits..].starts_with('.') => {
                let cut = if slice.ends_with("Inf") || slice.ends_with("NaN") { slice.len() - 3 } else { slice.len() };
                (cut, 0)
            }
            _ => (digits, 10),
        };
        let span = Span::new(start, start + cut);
        let text = &slice[..cut];
        let tok = if radix == 0 {
            match text::float_value(text) {
                Some(f) => Tok::Float(f),
                None => return Err(SyntaxError::new("float overflow", span)),
            }
        } else {
            let digits = if radix == 10 { text } else { &text[2..] };
            match text::int_value(digits, radix) {
                Some(IntVal::Small(n)) => Tok::Int(n),
                Some(IntVal::Big(b)) => Tok::BigInt(b),
                None => return Err(SyntaxError::new("illegal number", span)),
            }
        };
        if start + cut < end {
            self.restart_at(start + cut);
            self.prev_end = start + cut;
        }
        Ok(Token { tok, span, layout_before })
    }

    /// A number token followed by `'`, `_` or a space: reads on over the
    /// digit groups of a `0x`, `0o` or `0b` number, or over `'digits` after
    /// a decimal radix 2..=36 (`16'ff`), and gives the number. After `37'`
    /// or `16'x` the quote starts a quoted atom, as in SWI-Prolog (where a
    /// number followed by one is a syntax error anyway).
    #[cold]
    fn number_tail(&mut self, raw: &Raw, start: usize, layout_before: bool) -> Result<Token, SyntaxError> {
        let rest = self.inner.remainder().as_bytes();
        let (radix, skip) = match raw {
            Raw::Dec => match self.inner.slice().parse::<u32>() {
                Ok(r) if (2..=36).contains(&r) && self.inner.slice().len() <= 2 && rest.first() == Some(&b'\'') => {
                    match digits_and_groups(&rest[1..], r) {
                        0 => (10, 0),
                        n => {
                            self.inner.bump(1 + n);
                            (r, self.inner.slice().find('\'').map_or(0, |q| q + 1))
                        }
                    }
                }
                _ => (10, 0),
            },
            _ => {
                let radix = match raw {
                    Raw::Hex => 16,
                    Raw::Oct => 8,
                    _ => 2,
                };
                let n = digits_and_groups(rest, radix);
                self.inner.bump(n);
                (radix, 2)
            }
        };
        let end = self.base + self.inner.span().end;
        self.prev_end = end;
        let span = Span::new(start, end);
        let tok = match text::int_value(&self.inner.slice()[skip..], radix) {
            Some(IntVal::Small(n)) => Tok::Int(n),
            Some(IntVal::Big(b)) => Tok::BigInt(b),
            None => return Err(SyntaxError::new("illegal number", span)),
        };
        Ok(Token { tok, span, layout_before })
    }
}

/// The token of `NrD`: a rational in canonical form, or the integer it
/// reduces to (`4r2` is 2); `None` for a zero denominator.
fn rational(text: &str) -> Option<Tok> {
    let (n, d) = text.split_once('r')?;
    let digits = |s: &str| crate::arith::parse_digits(s.as_bytes(), 10);
    match crate::arith::rational::ratio(digits(n)?, digits(d)?).ok()? {
        crate::arith::Number::Int(i) => Some(Tok::Int(i)),
        crate::arith::Number::Big(b) => Some(Tok::BigInt(b)),
        crate::arith::Number::Rat(r) => Some(Tok::Rat(Box::new((r.numer().clone(), r.denom().clone())))),
        crate::arith::Number::Float(_) => None,
    }
}

// Layout and comments are always skipped by their callbacks, so they never
// reach the token stream; report rather than panic should that change.
fn unreachable_layout(span: Span) -> Result<Tok, SyntaxError> {
    Err(SyntaxError::new("internal tokenizer error", span))
}

fn lex_error(e: LexErr, start: usize, end: usize) -> SyntaxError {
    match e {
        LexErr::IllegalChar => SyntaxError::new("illegal character", Span::new(start, end)),
        LexErr::Unterminated(what) => SyntaxError::new(format!("unterminated {what}"), Span::new(start, start + 1)),
        LexErr::BadEscape { at, len } => {
            SyntaxError::new("undefined escape sequence", Span::new(start + at, (start + at + len).min(end)))
        }
        LexErr::EofInCharCode => SyntaxError::new("unexpected end of file", Span::new(start, end)),
        LexErr::Layout(at) => SyntaxError::new(
            "a layout character other than a space in quoted text (ISO)",
            Span::new(start + at, (start + at + 1).min(end)),
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn toks(src: &str) -> Vec<Tok> {
        let mut lx = Lexer::new(src, 0);
        let mut v = Vec::new();
        loop {
            match lx.next_token() {
                Ok(t) if t.tok == Tok::Eof => return v,
                Ok(t) => v.push(t.tok),
                Err(e) => v.push(Tok::Name(format!("ERR:{}", e.message))),
            }
        }
    }

    fn n(s: &str) -> Tok {
        Tok::Name(s.into())
    }

    #[test]
    fn reader_lex_names_and_symbols() {
        assert_eq!(
            toks("foo Bar _x _"),
            vec![n("foo"), Tok::Var("Bar".into()), Tok::Var("_x".into()), Tok::Var("_".into())]
        );
        assert_eq!(toks(":- =.. \\+"), vec![n(":-"), n("=.."), n("\\+")]);
        assert_eq!(toks("a/*c*/b"), vec![n("a"), n("b")]);
        // Inside a run of symbol chars `/*` is part of the name (ISO 6.4.2,
        // as SWI-Prolog reads it).
        assert_eq!(toks("=/* c */="), vec![n("=/*"), n("c"), n("*/=")]);
        assert_eq!(toks("= /* c */="), vec![n("="), n("=")]);
        assert_eq!(toks("//*"), vec![n("//*")]);
        assert_eq!(toks("// /"), vec![n("//"), n("/")]);
        assert_eq!(toks("kiír Ár első_lyuk"), vec![n("kiír"), Tok::Var("Ár".into()), n("első_lyuk")]);
        assert_eq!(toks("!;"), vec![n("!"), n(";")]);
    }

    #[test]
    fn reader_lex_end_token() {
        assert_eq!(toks("a. b.% c\n"), vec![n("a"), Tok::End, n("b"), Tok::End]);
        assert_eq!(toks("a.b"), vec![n("a"), n("."), n("b")]);
        assert_eq!(toks("a."), vec![n("a"), Tok::End]);
    }

    #[test]
    fn reader_lex_numbers() {
        assert_eq!(toks("1.e5"), vec![Tok::Int(1), n("."), n("e5")]);
        assert_eq!(toks("1.0e"), vec![Tok::Float(1.0), n("e")]);
        // Two spaces: one space between octal digits would be a digit group.
        assert_eq!(toks("1e10 0x1F 0o17  0b101"), vec![Tok::Float(1e10), Tok::Int(31), Tok::Int(15), Tok::Int(5)]);
        assert_eq!(toks("0o17 0b101"), vec![Tok::Int(0o170), n("b101")]);
        assert_eq!(toks("0'a 0''"), vec![Tok::Int(97), Tok::Int(39)]);
        assert_eq!(toks("1_000_000"), vec![Tok::Int(1000000)]);
        assert_eq!(
            toks("16'ff 2'0101 36'zz 16'ff_ff"),
            vec![Tok::Int(255), Tok::Int(5), Tok::Int(1295), Tok::Int(65535)]
        );
        assert_eq!(toks("2'12"), vec![Tok::Int(1), Tok::Int(2)]);
        assert_eq!(toks("2'1 0"), vec![Tok::Int(2)]);
        assert_eq!(toks("16'1 0"), vec![Tok::Int(1), Tok::Int(0)]);
        assert_eq!(toks("37'1"), vec![Tok::Int(37), n("ERR:unterminated quoted atom")]);
        assert_eq!(toks("16'x'"), vec![Tok::Int(16), Tok::QName("x".into())]);
        assert_eq!(toks("0b1000_0000  0b1000 0000  0o10 0000"), vec![Tok::Int(128), Tok::Int(128), Tok::Int(32768)]);
        assert_eq!(toks("0x8000_0000 0x1_ 0"), vec![Tok::Int(0x8000_0000), Tok::Int(16)]);
        assert_eq!(toks("0xff ff"), vec![Tok::Int(255), n("ff")]);
    }

    #[test]
    fn reader_lex_layout_flag() {
        let mut lx = Lexer::new("f( - (", 0);
        let flags: Vec<bool> = (0..4).map(|_| lx.next_token().unwrap().layout_before).collect();
        assert_eq!(flags, vec![false, false, true, true]);
    }

    #[test]
    fn reader_lex_errors_recover() {
        let t = toks("'a\\zb' c");
        assert_eq!(t, vec![n("ERR:undefined escape sequence"), n("c")]);
        assert_eq!(toks("/* x"), vec![n("ERR:unterminated block comment")]);
        assert_eq!(toks("'abc"), vec![n("ERR:unterminated quoted atom")]);
        assert_eq!(toks("a \u{378} b"), vec![n("a"), n("ERR:illegal character"), n("b")]);
        assert_eq!(toks("a\u{a0}b"), vec![n("a"), n("b")]);
    }
}
