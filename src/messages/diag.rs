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

thread_local! {
    /// The last [`clause_line`] answer: (text address and length, offset, line).
    static LAST_LINE: std::cell::Cell<((usize, usize), usize, usize)> = const { std::cell::Cell::new(((0, 0), 0, 1)) };
}

/// Forgets the last [`clause_line`] answer: a load calls it before its
/// first clause, since a new text may sit where a freed one was.
pub fn start_clause_lines() {
    LAST_LINE.with(|last| last.set(((0, 0), 0, 1)));
}

/// The line of byte `byte` of `src`, for loading, which asks for the line
/// of every clause in order: counting on from the previous answer (for the
/// same text, not further on) keeps loading a file of n clauses linear.
pub fn clause_line(src: &str, byte: u32) -> usize {
    let at = (byte as usize).min(src.len());
    let key = (src.as_ptr() as usize, src.len());
    let (mut from, mut line) = (0, 1);
    LAST_LINE.with(|last| {
        let (k, l_at, l_line) = last.get();
        if k == key && l_at <= at {
            (from, line) = (l_at, l_line);
        }
    });
    line += src.as_bytes()[from..at].iter().filter(|&&b| b == b'\n').count();
    LAST_LINE.with(|last| last.set((key, at, line)));
    line
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

/// One report: where, what, and what else to point at.
pub struct Diagnostic<'a> {
    pub kind: ReportKind<'a>,
    pub span: Span,
    pub message: &'a str,
    /// Text under the caret.
    pub label: &'a str,
    /// Other places the message concerns, each with its label.
    pub related: Vec<(Span, String)>,
    pub help: Option<&'a str>,
    /// Further lines after the help (such as SWI-Prolog's
    /// "Use :- discontiguous ... to suppress this message").
    pub note: Option<&'a str>,
}

impl<'a> Diagnostic<'a> {
    pub fn error(span: Span, message: &'a str) -> Self {
        Diagnostic {
            kind: ReportKind::Error,
            span,
            message,
            label: message,
            related: Vec::new(),
            help: None,
            note: None,
        }
    }

    pub fn warning(span: Span, message: &'a str) -> Self {
        Diagnostic { kind: ReportKind::Warning, ..Diagnostic::error(span, message) }
    }

    pub fn render(&self, file: &str, src: &str, color: bool) -> String {
        render(self, file, src, color)
    }
}

/// Longest source line a report shows whole; longer ones are clipped
/// around the places the report points at.
const MAX_LINE: usize = 160;
/// Characters kept on each side of a place in a clipped line.
const CLIP_CONTEXT: usize = 60;

/// The source a report shows, and how its byte offsets move: the same
/// text with every line longer than [`MAX_LINE`] characters cut down to
/// the part around the report's places (`...` marks each cut), so that a
/// 10 MB line is not printed. Lines keep their numbers.
struct ShownSource {
    text: String,
    /// (original start, original end, shown start) of each kept piece.
    pieces: Vec<(usize, usize, usize)>,
}

impl ShownSource {
    /// The text from byte `first` (a line start after `lines_before`
    /// lines, which are shown empty) to the end of `src`.
    fn new(src: &str, first: usize, lines_before: usize, places: &[usize]) -> ShownSource {
        let mut text = "\n".repeat(lines_before);
        let mut pieces = vec![(0, 0, 0)];
        let mut line_start = first;
        for line in src[first..].split_inclusive('\n') {
            let end = line_start + line.len();
            let body = line.strip_suffix('\n').unwrap_or(line);
            if body.len() <= MAX_LINE || body.chars().nth(MAX_LINE).is_none() {
                pieces.push((line_start, end, text.len()));
                text.push_str(line);
            } else {
                // Each place keeps CLIP_CONTEXT characters on both sides;
                // windows that touch are merged, and `...` marks every cut
                // (two places far apart on one 10 MB line print two short
                // pieces, not the text between them).
                let mut windows: Vec<(usize, usize)> = Vec::new();
                let here = places.iter().copied().filter(|&p| p >= line_start && p <= end);
                for p in here.map(|p| p - line_start) {
                    let (from, to) = (back_chars(body, p, CLIP_CONTEXT), forward_chars(body, p, CLIP_CONTEXT));
                    match windows.last_mut() {
                        Some(last) if from <= last.1 => last.1 = last.1.max(to),
                        _ => windows.push((from, to)),
                    }
                }
                if windows.is_empty() {
                    windows.push((0, forward_chars(body, 0, CLIP_CONTEXT)));
                }
                for &(from, to) in &windows {
                    if from > 0 {
                        text.push_str("...");
                    }
                    pieces.push((line_start + from, line_start + to, text.len()));
                    text.push_str(&body[from..to]);
                }
                if windows.last().is_some_and(|w| w.1 < body.len()) {
                    text.push_str("...");
                }
                if line.ends_with('\n') {
                    text.push('\n');
                }
            }
            line_start = end;
        }
        ShownSource { text, pieces }
    }

    /// Where original byte offset `at` is in the shown text (the nearest
    /// kept byte when it was cut).
    fn map(&self, at: usize) -> usize {
        let i = self.pieces.partition_point(|p| p.0 <= at).saturating_sub(1);
        match self.pieces.get(i) {
            Some(&(start, end, shown)) => shown + at.clamp(start, end) - start,
            None => 0,
        }
    }
}

/// The byte offset `n` characters before `at` in `s` (or 0).
fn back_chars(s: &str, at: usize, n: usize) -> usize {
    let at = at.min(s.len());
    s[..at].char_indices().rev().nth(n.saturating_sub(1)).map_or(0, |(i, _)| i)
}

/// The byte offset `n` characters after `at` in `s` (or its end).
fn forward_chars(s: &str, at: usize, n: usize) -> usize {
    let at = at.min(s.len());
    s[at..].char_indices().nth(n).map_or(s.len(), |(i, _)| at + i)
}

/// Texts at least this long keep their indexed source between reports.
const CACHED_TEXT: usize = 1 << 12;

thread_local! {
    /// The indexed source of the last long text reported on (its identity,
    /// whether it has a line longer than [`MAX_LINE`], the source): a file
    /// with thousands of syntax errors or warnings is indexed once, not
    /// once per report.
    static LAST_SOURCE: std::cell::RefCell<Option<IndexedSource>> =
        const { std::cell::RefCell::new(None) };
}

/// A reported text's identity, whether it has a line longer than
/// [`MAX_LINE`], and its line index.
type IndexedSource = (TextKey, bool, std::rc::Rc<Source<String>>);

/// A text's address, length and a sample of its bytes: what tells a text
/// seen before from another one allocated in its place.
#[derive(PartialEq, Clone, Copy)]
struct TextKey(usize, usize, u64);

fn text_key(src: &str) -> TextKey {
    let bytes = src.as_bytes();
    let step = (bytes.len() / 256).max(1);
    let sample = bytes.iter().step_by(step).fold(0u64, |h, &b| h.rotate_left(5) ^ b as u64);
    TextKey(src.as_ptr() as usize, src.len(), sample)
}

/// Whether `src` has a line longer than [`MAX_LINE`], and its indexed source.
fn indexed_source(src: &str) -> (bool, std::rc::Rc<Source<String>>) {
    let index = || (src.split('\n').any(|l| l.len() > MAX_LINE), std::rc::Rc::new(Source::from(src.to_string())));
    if src.len() < CACHED_TEXT {
        return index();
    }
    let key = text_key(src);
    LAST_SOURCE.with(|last| {
        let mut last = last.borrow_mut();
        if let Some((k, long, source)) = last.as_ref() {
            if *k == key {
                return (*long, source.clone());
            }
        }
        let (long, source) = index();
        *last = Some((key, long, source.clone()));
        (long, source)
    })
}

/// Forgets the indexed source kept for reports (a load calls it when its
/// text is done with).
pub fn forget_indexed_source() {
    LAST_SOURCE.with(|last| last.borrow_mut().take());
}

/// The most places a report points at besides its own: drawing a label
/// costs about the width of its line, so a clause with thousands of
/// singletons on one long line would print hundreds of megabytes (the
/// message itself still names every one).
const MAX_RELATED_LABELS: usize = 9;

fn render(d: &Diagnostic, file: &str, src: &str, color: bool) -> String {
    if d.related.len() > MAX_RELATED_LABELS {
        let more = format!("{} more places are not shown", d.related.len() - MAX_RELATED_LABELS);
        let note = match d.note {
            Some(n) => format!("{n}\n{more}"),
            None => more,
        };
        let related = d.related[..MAX_RELATED_LABELS].to_vec();
        let shown = Diagnostic { related, note: Some(&note), ..*d };
        return render(&shown, file, src, color);
    }
    let (has_long_line, source) = indexed_source(src);
    if !has_long_line {
        return render_shown(d, file, src, &source, color);
    }
    let mut places = vec![clamp_range(src, d.span).start, clamp_range(src, d.span).end];
    places.extend(d.related.iter().map(|(s, _)| clamp_range(src, *s).start));
    places.sort_unstable();
    // Only the lines of the places are shown: the lines before them are
    // kept empty (so that line numbers stay), the lines after are left out.
    let first = src[..places[0]].rfind('\n').map_or(0, |i| i + 1);
    let last = places[places.len() - 1];
    let end = src[last..].find('\n').map_or(src.len(), |i| last + i + 1);
    let lines_before = clause_line(src, first as u32) - 1;
    let shown = ShownSource::new(&src[..end], first, lines_before, &places);
    let span_in = |s: Span| {
        let r = clamp_range(src, s);
        Span { start: shown.map(r.start) as u32, end: shown.map(r.end) as u32 }
    };
    let related: Vec<(Span, String)> = d.related.iter().map(|(s, l)| (span_in(*s), l.clone())).collect();
    let moved = Diagnostic { span: span_in(d.span), related, ..*d };
    let out = render_shown(&moved, file, &shown.text, &Source::from(shown.text.clone()), color);
    // The header names the place in the file, not in the clipped text.
    let (line, col) = line_col(&src[first..end], clamp_range(src, d.span).start.saturating_sub(first) as u32);
    let line = line + lines_before;
    let (_, shown_col) =
        line_col(&shown.text[shown.map(first)..], (moved.span.start as usize - shown.map(first)) as u32);
    out.replacen(&format!(":{line}:{shown_col} "), &format!(":{line}:{col} "), 1)
}

fn render_shown(d: &Diagnostic, file: &str, src: &str, source: &Source<String>, color: bool) -> String {
    let range = clamp_range(src, d.span);
    let file_id = file.to_string();
    let main_colour = if matches!(d.kind, ReportKind::Warning) { Color::Yellow } else { Color::Red };
    let mut report = Report::build(d.kind, (file_id.clone(), range.clone()))
        .with_config(Config::default().with_color(color).with_index_type(IndexType::Byte))
        .with_message(d.message);
    // ariadne draws labels in one snippet only when they come in line order.
    let mut labels: Vec<(std::ops::Range<usize>, &str, Color)> = vec![(range, d.label, main_colour)];
    for (span, label) in &d.related {
        labels.push((clamp_range(src, *span), label, Color::Blue));
    }
    labels.sort_by_key(|l| l.0.start);
    for (r, label, colour) in labels {
        report = report.with_label(Label::new((file_id.clone(), r)).with_message(label).with_color(colour));
    }
    if let Some(h) = d.help {
        report = report.with_help(h);
    }
    if let Some(n) = d.note {
        report = report.with_note(n);
    }
    let (span, message) = (d.span, d.message);
    let mut out = Vec::new();
    if report.finish().write((file_id, source), &mut out).is_err() {
        let (line, col) = line_col(src, span.start);
        return format!("{file}:{line}:{col}: {message}\n");
    }
    let text = String::from_utf8_lossy(&out).into_owned();
    // ariadne's header says `Error:`; every other error says `ERROR:`.
    if matches!(d.kind, ReportKind::Error) {
        return text.replacen("Error:", "ERROR:", 1);
    }
    text
}

/// A syntax error as a multi-line report with file, line, column, a caret
/// at the span, the message and a hint in words: the reader's own when it
/// could tell the cause, else one from the message.
pub fn render_syntax_error(file: &str, src: &str, err: &SyntaxError, color: bool) -> String {
    let msg = format!("Syntax error: {}", capitalised(&err.message));
    let mut d = Diagnostic::error(err.span, &msg);
    d.label = &err.message;
    d.help = err.hint.as_deref().or_else(|| hint(&err.message));
    d.related = err.related.iter().cloned().collect();
    d.render(file, src, color)
}

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

/// Any source-located error message, in the same format.
pub fn render_error(file: &str, src: &str, span: Span, message: &str, color: bool) -> String {
    Diagnostic::error(span, message).render(file, src, color)
}

/// A source-located warning (e.g. singleton variables), in the same format.
pub fn render_warning(file: &str, src: &str, span: Span, message: &str, color: bool) -> String {
    Diagnostic::warning(span, message).render(file, src, color)
}

impl crate::machine::Machine {
    /// Writes a diagnostic about `text` (source `name`) to standard error,
    /// in colour when that is a terminal.
    pub(crate) fn emit(&mut self, d: &Diagnostic, name: &str, text: &str) {
        let colour = crate::messages::diag::stderr_colour(&self.out);
        let rendered = d.render(name, text, colour);
        self.out.write_err(&rendered);
    }
}

/// Whether reports written to `out`'s standard error may use colour: only
/// when it is the process's standard error, that is a terminal, and
/// NO_COLOR is not set.
pub fn stderr_colour(out: &crate::machine::streams::Output) -> bool {
    use std::io::IsTerminal;
    let is_stderr = matches!(
        out.table.get(crate::machine::streams::USER_ERROR),
        Some(Some(crate::machine::streams::Stream { sink: Some(crate::machine::streams::Sink::Stderr), .. }))
    );
    is_stderr && std::env::var_os("NO_COLOR").is_none() && std::io::stderr().is_terminal()
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
        assert!(out.contains("Syntax error: Operator expected"), "{out}");
        assert!(out.contains("missing operator or comma?"), "{out}");
        assert!(out.contains("foo(X) :- bar X."), "{out}");
        assert!(out.contains('^') || out.contains('┬') || out.contains('─'), "{out}");
        assert!(!out.contains('\x1b'), "no colour codes expected: {out}");
    }

    #[test]
    fn diag_two_places_far_apart_on_a_long_line_show_two_pieces() {
        // The `[` at the start is related to the error at the end: the
        // report shows the text around each, not the 400,000 bytes between.
        let src = format!("big([{}]).\n", "7,".repeat(200_000));
        let e = first_error(&src);
        assert!(e.related.is_some(), "{e:?}");
        let out = render_syntax_error("big.pl", &src, &e, false);
        assert!(out.len() < 4_000, "{} bytes: {}", out.len(), &out[..out.len().min(600)]);
        assert!(out.contains("big.pl:1:400006"), "{out}");
        assert!(out.contains("big([7,7") && out.contains("7,7,]"), "{out}");
        assert!(out.contains("..."), "{out}");
    }

    #[test]
    fn diag_color_and_eof() {
        let src = "foo(a";
        let e = first_error(src);
        let out = render_syntax_error("x.pl", src, &e, true);
        assert!(out.contains('\x1b'), "{out}");
        assert!(out.contains("the `(` on line 1 is never closed"), "{out}");
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
