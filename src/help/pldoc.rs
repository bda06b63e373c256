//! Structured comments in Prolog source, PlDoc style, as the library in
//! `stdlib/*.pl` writes them before each public predicate:
//!
//! ```prolog
//! %!  append(?List1, ?List2, ?List3) is nondet
//! %
//! %   True when List3 is List1 followed by List2.
//! %
//! %   ?- append([a], [b,c], L).
//! %   L = [a,b,c].
//! ```
//!
//! A block is a run of lines starting with `%`; it documents a predicate
//! when its first line starts with `%!`. Several `%!` lines at the start of
//! one block document several predicates with one text.

use super::text::{split_args, DocText};

/// One documented predicate found in a source text.
#[derive(Clone, Debug)]
pub struct Documented {
    pub name: String,
    pub arity: u32,
    /// The `%!` line without its marker, e.g. `append(?List1, ?List2, ?List3) is nondet`.
    pub mode_line: String,
    pub text: DocText,
    /// 1-based line of the `%!` line.
    pub line: usize,
}

/// Every `%!` block of `source`. Mode lines that do not name a predicate
/// are returned as errors with their line number, so that a test can
/// report them.
pub fn scan(source: &str) -> (Vec<Documented>, Vec<(usize, String)>) {
    let lines: Vec<&str> = source.lines().collect();
    let mut found = Vec::new();
    let mut bad = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        if !lines[i].starts_with("%!") {
            i += 1;
            continue;
        }
        let mut heads = Vec::new();
        while i < lines.len() && lines[i].starts_with("%!") {
            heads.push((i + 1, lines[i][2..].trim().to_string()));
            i += 1;
        }
        let mut body = Vec::new();
        while i < lines.len() && lines[i].starts_with('%') && !lines[i].starts_with("%!") {
            body.push(strip_comment(lines[i]));
            i += 1;
        }
        let text = DocText::parse(body.iter().map(String::as_str));
        for (line, mode_line) in heads {
            match head_indicator(&mode_line) {
                Some((name, arity)) => {
                    found.push(Documented { name, arity, mode_line, text: text.clone(), line });
                }
                None => bad.push((line, mode_line)),
            }
        }
    }
    (found, bad)
}

/// A comment line's text: the `%` and up to three spaces of indentation
/// removed, so that output lines in examples keep their own spacing.
fn strip_comment(line: &str) -> String {
    let rest = &line[1..];
    let indent = rest.len() - rest.trim_start_matches(' ').len();
    rest[indent.min(3)..].trim_end().to_string()
}

/// The name and arity a mode line declares: `append(?L1, ?L2, ?L3) is det`
/// gives `append`/3, `'$x'(+A)` gives `$x`/1, `repeat` gives `repeat`/0 and
/// `[+File|+Files]` (the list notation for consulting) gives `.`/2; a
/// grammar rule `digits(-Codes)// is det` gives `digits`/3 (two more).
pub fn head_indicator(mode_line: &str) -> Option<(String, u32)> {
    let line = mode_line.trim();
    if line.starts_with('[') {
        return Some((".".to_string(), 2));
    }
    let (name, rest) = if let Some(quoted) = line.strip_prefix('\'') {
        let mut name = String::new();
        let mut chars = quoted.char_indices().peekable();
        let mut end = None;
        while let Some((at, c)) = chars.next() {
            if c == '\'' {
                if chars.peek().map(|&(_, c)| c) == Some('\'') {
                    chars.next();
                    name.push('\'');
                    continue;
                }
                end = Some(at + 1);
                break;
            }
            if c == '\\' {
                if let Some((_, e)) = chars.next() {
                    name.push(e);
                }
                continue;
            }
            name.push(c);
        }
        (name, &quoted[end?..])
    } else {
        let end = line
            .char_indices()
            .find(|&(i, c)| c == '(' || c.is_whitespace() || (i > 0 && line[i..].starts_with("//")))
            .map_or(line.len(), |(i, _)| i);
        (line[..end].to_string(), &line[end..])
    };
    if name.is_empty() {
        return None;
    }
    let Some(args) = rest.strip_prefix('(') else {
        let grammar = if rest.starts_with("//") { 2 } else { 0 };
        return Some((name, grammar));
    };
    let close = matching_paren(args)?;
    let grammar = if args[close + 1..].starts_with("//") { 2 } else { 0 };
    Some((name, split_args(&args[..close]).len() as u32 + grammar))
}

/// The byte position of the `)` closing an argument list that has just been
/// opened.
fn matching_paren(args: &str) -> Option<usize> {
    let mut depth = 0i32;
    for (at, c) in args.char_indices() {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' if depth == 0 => return Some(at),
            ')' | ']' | '}' => depth -= 1,
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indicators_of_mode_lines() {
        assert_eq!(head_indicator("append(?L1, ?L2, ?L3) is det"), Some(("append".into(), 3)));
        assert_eq!(head_indicator("repeat is multi"), Some(("repeat".into(), 0)));
        assert_eq!(head_indicator("','(:Goal1, :Goal2)"), Some((",".into(), 2)));
        assert_eq!(head_indicator("foldl(:Goal, ?List(a,b), +V0, -V)"), Some(("foldl".into(), 4)));
        assert_eq!(head_indicator("[+File|+Files]"), Some((".".into(), 2)));
        assert_eq!(head_indicator("f(unclosed"), None);
    }

    #[test]
    fn scans_blocks() {
        let src = "%!  a(+X) is det\n%\n%   Summary here.\n%\n%   ?- a(1).\n%   true.\na(_).\n% plain\nb.\n";
        let (found, bad) = scan(src);
        assert!(bad.is_empty());
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].name, "a");
        assert_eq!(found[0].text.summary(), "Summary here.");
        assert_eq!(found[0].text.example.as_ref().unwrap().answer, "true.");
    }
}
