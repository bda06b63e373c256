//! Rendering of diagnostics (syntax errors, and other source-located
//! messages the machine reports, such as warnings) as text with file name,
//! line, column and a caret under the offending span, using ariadne.

use ariadne::{Color, Config, IndexType, Label, Report, ReportKind, Source};

use crate::reader::{Span, SyntaxError};

/// 1-based line and column (in characters) of byte offset `byte` in `src`.
/// Offsets past the end or inside a character are clamped.
pub fn line_col(src: &str, byte: u32) -> (usize, usize) {
    let mut at = (byte as usize).min(src.len());
    while !src.is_char_boundary(at) {
        at -= 1;
    }
    let before = &src[..at];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    let col = before[line_start..].chars().count() + 1;
    (line, col)
}

/// A one-line hint for common syntax errors, where a useful one exists.
fn hint(message: &str) -> Option<&'static str> {
    let m = message;
    Some(if m.starts_with("operator expected") {
        "a term ended here; missing operator or comma?"
    } else if m.starts_with("operator priority clash") {
        "operators with these priorities cannot be combined; add parentheses"
    } else if m.starts_with("unexpected end of clause") {
        "the clause ended before this term was complete; unbalanced brackets?"
    } else if m.starts_with("unexpected end of file") {
        "the last clause is incomplete; missing `.` at its end?"
    } else if m.starts_with("unterminated quoted atom")
        || m.starts_with("unterminated string")
        || m.starts_with("unterminated back-quoted")
    {
        "no closing quote; a quote inside quoted text is written twice or escaped with `\\`"
    } else if m.starts_with("unterminated block comment") {
        "`/*` comments end with `*/`"
    } else if m.starts_with("undefined escape sequence") {
        "valid escapes: \\a \\b \\f \\n \\r \\t \\v \\e \\s \\\\ \\' \\\" \\` \\xHH\\ \\NNN\\"
    } else if m.contains("in list tail") {
        "a list has at most one `|`, followed by the tail and `]`"
    } else {
        return None;
    })
}

fn clamp_range(src: &str, span: Span) -> std::ops::Range<usize> {
    let fix = |x: u32| {
        let mut at = (x as usize).min(src.len());
        while !src.is_char_boundary(at) {
            at -= 1;
        }
        at
    };
    let start = fix(span.start);
    let end = fix(span.end).max(start);
    start..end
}

#[allow(clippy::too_many_arguments)]
fn render(
    kind: ReportKind,
    file: &str,
    src: &str,
    span: Span,
    message: &str,
    label: &str,
    help: Option<&str>,
    color: bool,
) -> String {
    let range = clamp_range(src, span);
    let file_id = file.to_string();
    let mut report = Report::build(kind, (file_id.clone(), range.clone()))
        .with_config(Config::default().with_color(color).with_index_type(IndexType::Byte))
        .with_message(message)
        .with_label(Label::new((file_id.clone(), range)).with_message(label).with_color(Color::Red));
    if let Some(h) = help {
        report = report.with_help(h);
    }
    let mut out = Vec::new();
    if report.finish().write((file_id, Source::from(src)), &mut out).is_err() {
        let (line, col) = line_col(src, span.start);
        return format!("{file}:{line}:{col}: {message}\n");
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// A syntax error as a multi-line report with file, line, column, a caret
/// at the span, the message and a hint where one helps.
pub fn render_syntax_error(file: &str, src: &str, err: &SyntaxError, color: bool) -> String {
    let msg = format!("syntax error: {}", err.message);
    render(ReportKind::Error, file, src, err.span, &msg, &err.message, hint(&err.message), color)
}

/// Any source-located error message, in the same format.
pub fn render_error(file: &str, src: &str, span: Span, message: &str, color: bool) -> String {
    render(ReportKind::Error, file, src, span, message, message, None, color)
}

/// A source-located warning (e.g. singleton variables), in the same format.
pub fn render_warning(file: &str, src: &str, span: Span, message: &str, color: bool) -> String {
    render(ReportKind::Warning, file, src, span, message, message, None, color)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reader::{Ops, ReadFlags, Reader};

    fn first_error(src: &str) -> SyntaxError {
        let mut rd = Reader::new(src);
        loop {
            match rd.next(&Ops::new(), &ReadFlags::default()) {
                Err(e) => return e,
                Ok(Some(_)) => {}
                Ok(None) => panic!("no error in {src:?}"),
            }
        }
    }

    #[test]
    fn diag_line_col() {
        let src = "ab\ncdé\nf";
        assert_eq!(line_col(src, 0), (1, 1));
        assert_eq!(line_col(src, 2), (1, 3));
        assert_eq!(line_col(src, 3), (2, 1));
        assert_eq!(line_col(src, 7), (2, 4));
        assert_eq!(line_col(src, 6), (2, 3));
        assert_eq!(line_col(src, 8), (3, 1));
        assert_eq!(line_col(src, 999), (3, 2));
    }

    #[test]
    fn diag_syntax_error_report() {
        let src = "ok.\nfoo(X) :- bar X.\n";
        let e = first_error(src);
        let out = render_syntax_error("test.pl", src, &e, false);
        assert!(out.contains("test.pl:2:15"), "{out}");
        assert!(out.contains("syntax error: operator expected"), "{out}");
        assert!(out.contains("missing operator or comma?"), "{out}");
        assert!(out.contains("foo(X) :- bar X."), "{out}");
        assert!(out.contains('^') || out.contains('┬') || out.contains('─'), "{out}");
        assert!(!out.contains('\x1b'), "no colour codes expected: {out}");
    }

    #[test]
    fn diag_color_and_eof() {
        let src = "foo(a";
        let e = first_error(src);
        let out = render_syntax_error("x.pl", src, &e, true);
        assert!(out.contains('\x1b'), "{out}");
        assert!(out.contains("missing `.`"), "{out}");
    }

    #[test]
    fn diag_generic_and_bad_spans() {
        let src = "p(X) :- q.\n";
        let out = render_error("a.pl", src, Span { start: 2, end: 3 }, "custom problem", false);
        assert!(out.contains("custom problem") && out.contains("a.pl:1:3"), "{out}");
        let out = render_warning("a.pl", src, Span { start: 2, end: 3 }, "singleton: X", false);
        assert!(out.contains("Warning") && out.contains("singleton: X"), "{out}");
        // Out-of-range spans and empty sources do not panic.
        let _ = render_error("a.pl", src, Span { start: 500, end: 3 }, "m", false);
        let _ = render_error("a.pl", "", Span { start: 0, end: 0 }, "m", false);
        let _ = render_error("a.pl", "é", Span { start: 1, end: 2 }, "m", false);
    }

    #[test]
    fn diag_hints() {
        assert!(hint("operator priority clash").is_some());
        assert!(hint("undefined escape sequence").is_some());
        assert!(hint("something else").is_none());
    }
}
