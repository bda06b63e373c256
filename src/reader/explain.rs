//! Explaining a syntax error in words. The parser says what it met and
//! what it expected; this pass re-reads the tokens of the bad clause and
//! says what is probably wrong and where the fix goes: a clause that runs
//! into the next clause's head (missing `.`), a `,` that should be a `.`,
//! an unbalanced bracket, the end of the file inside a clause or a quoted
//! item. It also says where reading may resume so that the next clause is
//! not lost.

use super::lexer::{Lexer, Tok, Token};
use super::{Span, SyntaxError};

/// What the explanation found: the error to report (span and hint may
/// have moved) and, when the bad clause ended early, where the next clause
/// begins.
pub struct Explained {
    pub error: SyntaxError,
    pub resume_at: Option<usize>,
}

/// 1-based line of byte offset `at`.
fn line_of(src: &str, at: u32) -> usize {
    let at = (at as usize).min(src.len());
    src.as_bytes()[..at].iter().filter(|&&b| b == b'\n').count() + 1
}

/// The layout between two tokens contains a line break.
fn newline_between(src: &str, end: u32, start: u32) -> bool {
    let (a, b) = (end as usize, start as usize);
    a < b && b <= src.len() && src.as_bytes()[a..b].contains(&b'\n')
}

/// The token begins a line with no indentation.
fn at_column_one(src: &str, start: u32) -> bool {
    let s = start as usize;
    s == 0 || src.as_bytes().get(s - 1) == Some(&b'\n')
}

/// Operators from other languages that Prolog writes differently.
fn operator_mistake(text: &str) -> Option<String> {
    let (meant, what) = match text {
        "<=" => ("`=<`", "less than or equal"),
        "!=" | "<>" => ("`\\=` (do not unify) or `=\\=` (arithmetic)", "not equal"),
        "=/=" => ("`=\\=`", "arithmetic not equal"),
        "&&" => ("`,`", "and"),
        "||" => ("`;`", "or"),
        "=!=" => ("`\\==`", "not identical"),
        _ => return None,
    };
    Some(format!("`{text}` is not a Prolog operator; {what} is written {meant}"))
}

fn bracket_text(t: &Tok) -> &'static str {
    match t {
        Tok::Open => "(",
        Tok::Close => ")",
        Tok::OpenList => "[",
        Tok::CloseList => "]",
        Tok::OpenCurly => "{",
        _ => "}",
    }
}

fn closer_of(open: &Tok) -> Tok {
    match open {
        Tok::Open => Tok::Close,
        Tok::OpenList => Tok::CloseList,
        _ => Tok::CloseCurly,
    }
}

/// The tokens of the clause starting at `clause_start`, up to (not
/// including) the one at `err_start`. Tokens the lexer rejects are skipped.
fn clause_tokens(src: &str, clause_start: usize, err_start: u32) -> Vec<Token> {
    let mut lx = Lexer::new(src, clause_start);
    let mut out = Vec::new();
    // Every token, good or bad, consumes input: at most one per byte.
    for _ in 0..=src.len().saturating_sub(clause_start) {
        match lx.next_token() {
            Ok(t) if t.span.start >= err_start || matches!(t.tok, Tok::Eof) => break,
            Ok(t) => out.push(t),
            Err(e) if e.span.start >= err_start => break,
            Err(_) => {}
        }
    }
    out
}

/// Explains `err`, raised while reading the clause that starts at byte
/// `clause_start` of `src`.
pub fn explain(src: &str, clause_start: usize, err: SyntaxError) -> Explained {
    let toks = clause_tokens(src, clause_start, err.span.start);
    let mut err = err;
    let msg = err.message.clone();
    let at_end = msg.starts_with("unexpected end of clause") || msg.starts_with("unexpected end of file");
    let err_line = line_of(src, err.span.start);

    // A `,` outside brackets ending a line whose next line starts a new
    // clause at column 1.
    let mut depth = 0usize;
    let mut dangling_comma = None;
    for (i, t) in toks.iter().enumerate() {
        match t.tok {
            Tok::Open | Tok::OpenList | Tok::OpenCurly => depth += 1,
            Tok::Close | Tok::CloseList | Tok::CloseCurly => depth = depth.saturating_sub(1),
            Tok::Comma if depth == 0 => {
                if let Some(next) = toks.get(i + 1) {
                    if newline_between(src, t.span.end, next.span.start) && at_column_one(src, next.span.start) {
                        dangling_comma = Some((t.span, next.span.start as usize));
                    }
                }
            }
            _ => {}
        }
    }
    let last = toks.last();

    // The error token starts a line: the clause before it ran on.
    if let Some(prev) = last {
        if msg.starts_with("operator expected") && newline_between(src, prev.span.end, err.span.start) {
            let line = line_of(src, prev.span.end);
            let head = at_column_one(src, err.span.start);
            let hint = if head {
                format!("the clause on line {line} has no `.` at its end, so it runs into the next line; missing `.`?")
            } else {
                format!("line {line} ends a goal and line {err_line} starts another; missing `,` or an operator?")
            };
            let next_span = err.span;
            err.span = Span { start: prev.span.end, end: prev.span.end };
            err.hint = Some(hint);
            err.related = Some((next_span, "the next term starts here".into()));
            let resume_at = head.then_some(next_span.start as usize);
            return Explained { error: err, resume_at };
        }
    }

    if msg.starts_with("operator expected") {
        let mut err_text = src.get(err.span.start as usize..err.span.end as usize).unwrap_or("");
        // `!` is a token by itself, so `!=` arrives as `!` then `=`.
        if err_text == "!" && src.get(err.span.end as usize..).is_some_and(|r| r.starts_with('=')) {
            err_text = "!=";
        }
        if let Some(hint) = operator_mistake(err_text) {
            err.hint = Some(hint);
            return Explained { error: err, resume_at: None };
        }
        if let Some(Token { tok: Tok::Var(v), span, .. }) = last {
            if err_text == "(" && span.end == err.span.start {
                let lower: String = v.chars().flat_map(char::to_lowercase).collect();
                err.hint = Some(format!(
                    "`{v}` is a variable; a predicate or functor name starts with a lowercase letter (`{lower}(`) or is quoted"
                ));
                return Explained { error: err, resume_at: None };
            }
        }
    }

    if let Some((comma, next_start)) = dangling_comma {
        let line = line_of(src, comma.start);
        err.hint = Some(format!(
            "line {line} ends with `,` and line {} starts a new clause; should this `,` be `.`?",
            line_of(src, next_start as u32)
        ));
        err.related = Some((err.span, "reading stopped here".into()));
        err.span = comma;
        return Explained { error: err, resume_at: Some(next_start) };
    }

    // Brackets still open at the error, innermost last. (A closer that
    // does not match is itself the error token, so none is met here.)
    let mut open: Vec<&Token> = Vec::new();
    for t in &toks {
        match t.tok {
            Tok::Open | Tok::OpenList | Tok::OpenCurly => open.push(t),
            Tok::Close | Tok::CloseList | Tok::CloseCurly => {
                open.pop();
            }
            _ => {}
        }
    }
    let err_text = src.get(err.span.start as usize..err.span.end as usize).unwrap_or("");
    let closer = matches!(err_text, ")" | "]" | "}");
    if closer {
        match open.last() {
            Some(o) => {
                let ot = bracket_text(&o.tok);
                let line = line_of(src, o.span.start);
                err.hint = Some(if bracket_text(&closer_of(&o.tok)) == err_text {
                    format!("the `{ot}` on line {line} is closed here, but the term inside it is not complete")
                } else {
                    format!("unbalanced brackets: the `{ot}` on line {line} is closed by this `{err_text}`")
                });
                err.related = Some((o.span, format!("this `{ot}` is still open")));
            }
            None => err.hint = Some(format!("unbalanced brackets: this `{err_text}` closes nothing")),
        }
        return Explained { error: err, resume_at: None };
    }
    if at_end {
        if let Some(o) = open.last() {
            let ot = bracket_text(&o.tok);
            err.hint =
                Some(format!("unbalanced brackets: the `{ot}` on line {} is never closed", line_of(src, o.span.start)));
            err.related = Some((o.span, format!("this `{ot}` is not closed")));
            return Explained { error: err, resume_at: None };
        }
        if msg.starts_with("unexpected end of file") {
            let first = toks.first().map_or(err.span, |t| t.span);
            let start_line = line_of(src, first.start);
            err.hint = Some(match last {
                Some(t) if matches!(t.tok, Tok::Comma) => {
                    format!("end of file inside the clause that starts on line {start_line}; it ends with `,`: should that be `.`?")
                }
                _ => format!("end of file inside the clause that starts on line {start_line}; missing `.` at its end?"),
            });
            err.related = Some((first, "the clause starts here".into()));
            return Explained { error: err, resume_at: None };
        }
        if let Some(t) = last.filter(|t| matches!(t.tok, Tok::Comma | Tok::Bar)) {
            err.hint = Some(format!(
                "the clause ends with `{}`; a goal or argument is missing after it",
                if matches!(t.tok, Tok::Comma) { "," } else { "|" }
            ));
            return Explained { error: err, resume_at: None };
        }
    }
    if msg.starts_with("unterminated quoted atom")
        || msg.starts_with("unterminated string")
        || msg.starts_with("unterminated back-quoted")
    {
        let q = err_text.chars().next().unwrap_or('\'');
        err.hint = Some(format!(
            "end of file inside a quoted item: the `{q}` on line {err_line} is never closed; a `{q}` inside quoted text is written twice (`{q}{q}`) or as `\\{q}`"
        ));
        return Explained { error: err, resume_at: None };
    }
    // A quoted item over several lines usually means a quote is missing.
    if let Some(t) = toks.iter().find(|t| {
        matches!(t.tok, Tok::QName(_) | Tok::DQ(_) | Tok::BQ(_)) && newline_between(src, t.span.start, t.span.end)
    }) {
        err.hint = Some(format!(
            "the quoted item that starts on line {} runs over {} lines; is a quote missing or extra?",
            line_of(src, t.span.start),
            line_of(src, t.span.end) - line_of(src, t.span.start) + 1
        ));
        err.related = Some((Span { start: t.span.start, end: t.span.start + 1 }, "quoted item starts here".into()));
    }
    Explained { error: err, resume_at: None }
}
