//! Reader tests for malformed input: the error message, the span it points
//! at, and recovery so that the following clause is still read.

use super::tests::{r, read_with};
use super::*;

/// All results of reading `src` to the end: canonical terms or `ERR: msg @start..end`.
fn read_all(src: &str) -> Vec<String> {
    let ops = Ops::new();
    let f = ReadFlags::default();
    let mut rd = Reader::new(src);
    let mut out = Vec::new();
    for _ in 0..100 {
        match rd.next(&ops, &f) {
            Ok(Some(t)) => out.push(t.to_canonical()),
            Ok(None) => return out,
            Err(e) => out.push(format!("ERR: {} @{}..{}", e.message, e.span.start, e.span.end)),
        }
    }
    panic!("reader does not make progress on {src:?}");
}

fn err_at(src: &str) -> (String, String) {
    match Reader::new(src).next(&Ops::new(), &ReadFlags::default()) {
        Err(e) => (e.message, src[e.span.start as usize..e.span.end as usize].to_string()),
        Ok(t) => panic!("expected an error for {src:?}, got {:?}", t.map(|t| t.to_canonical())),
    }
}

#[test]
fn reader_err_operator_expected() {
    assert_eq!(err_at("a b. c."), ("operator expected".into(), "b".into()));
    assert_eq!(read_all("a b. c."), vec!["ERR: operator expected @2..3", "c"]);
}

#[test]
fn reader_err_unclosed_args() {
    let (msg, at) = err_at("f(a. g.");
    assert!(msg.starts_with("unexpected end of clause"), "{msg}");
    assert_eq!(at, ".");
    assert_eq!(read_all("f(a. g."), vec!["ERR: unexpected end of clause, expected `,` or `)` @3..4", "g"]);
}

#[test]
fn reader_err_eof_in_clause() {
    assert_eq!(err_at("f(a"), ("unexpected end of file".into(), "".into()));
    assert_eq!(err_at("foo"), ("unexpected end of file".into(), "".into()));
    assert_eq!(read_all("a. f(a"), vec!["a", "ERR: unexpected end of file @6..6"]);
}

#[test]
fn reader_err_list_tail() {
    let (msg, at) = err_at("X = [a|b|c]. ok.");
    assert!(msg.contains("list tail"), "{msg}");
    assert_eq!(at, "|");
    assert_eq!(read_all("X = [a|b|c]. ok.").last().unwrap(), "ok");
    assert!(r("[a|b,c]").starts_with("ERR: unexpected `,` in list tail"));
}

#[test]
fn reader_err_priority_clash() {
    assert_eq!(err_at("a :- b :- c. d."), ("operator priority clash".into(), ":-".into()));
    assert_eq!(read_all("a :- b :- c. d.").last().unwrap(), "d");
    assert_eq!(err_at("x is 2**3**4."), ("operator priority clash".into(), "**".into()));
    assert_eq!(err_at("a = b = c."), ("operator priority clash".into(), "=".into()));
    assert_eq!(err_at("X = \\+ b."), ("operator priority clash".into(), "\\+".into()));
}

#[test]
fn reader_err_float_without_fraction() {
    assert_eq!(err_at("X = 1.e."), ("operator expected".into(), ".".into()));
    assert_eq!(err_at("X = 1.e5."), ("operator expected".into(), ".".into()));
    assert_eq!(err_at("X = 1.0e."), ("operator expected".into(), "e".into()));
    assert_eq!(read_all("X = 1.e. y."), vec!["ERR: operator expected @5..6", "y"]);
}

#[test]
fn reader_err_illegal_escape() {
    assert_eq!(err_at("X = 'a\\zb'. y."), ("undefined escape sequence".into(), "\\z".into()));
    assert_eq!(read_all("X = 'a\\zb'. y."), vec!["ERR: undefined escape sequence @6..8", "y"]);
    assert_eq!(err_at("X = 0'\\z."), ("undefined escape sequence".into(), "\\z".into()));
    assert_eq!(err_at("X = \"\\q\"."), ("undefined escape sequence".into(), "\\q".into()));
}

#[test]
fn reader_err_unterminated_quote() {
    assert_eq!(err_at("X = 'abc. y."), ("unterminated quoted atom".into(), "'".into()));
    assert_eq!(read_all("a. X = 'abc. y."), vec!["a", "ERR: unterminated quoted atom @7..8"]);
    assert_eq!(err_at("X = \"abc"), ("unterminated string".into(), "\"".into()));
    assert_eq!(err_at("X = `abc"), ("unterminated back-quoted string".into(), "`".into()));
}

#[test]
fn reader_err_unterminated_comment() {
    assert_eq!(err_at("a /* b."), ("unterminated block comment".into(), "/".into()));
}

#[test]
fn reader_err_misc_starts() {
    assert!(r(")").starts_with("ERR: illegal start of term"));
    assert!(r("f(,)").starts_with("ERR: illegal start of term"));
    assert_eq!(r("f(a b)"), "ERR: operator expected");
    assert_eq!(r("(a"), "ERR: unexpected end of clause, expected `)`");
    assert_eq!(r("{a"), "ERR: unexpected end of clause, expected `}`");
    assert_eq!(r("[a"), "ERR: unexpected end of clause, expected `,`, `|` or `]`");
    assert!(r("f(a]").starts_with("ERR: unexpected `]`"));
    assert_eq!(r("0'ab"), "ERR: operator expected");
    assert_eq!(read_with(". a.", &ReadFlags::default()), "ERR: unexpected end of clause");
    assert_eq!(read_all(". a."), vec!["ERR: unexpected end of clause @0..1", "a"]);
    assert_eq!(read_with("X = 0'", &ReadFlags::default()), "ERR: unexpected end of file");
    assert_eq!(r("X = 1e400"), "ERR: float overflow");
    assert_eq!(r("a \u{378} b"), "ERR: illegal character");
    // A symbol character is an atom, not an operator (as SWI-Prolog reads it).
    assert_eq!(r("a \u{2192} b"), "ERR: operator expected");
}

#[test]
fn reader_err_recovery_sequence() {
    let src = "ok1. bad( . ok2. f(a b). ok3. [a|b|c]. ok4. 'x\\q'. ok5.";
    let got = read_all(src);
    let oks: Vec<&String> = got.iter().filter(|s| !s.starts_with("ERR")).collect();
    assert_eq!(oks, vec!["ok1", "ok2", "ok3", "ok4", "ok5"]);
    assert_eq!(got.len(), 9);
}

#[test]
fn reader_err_no_panic_on_garbage() {
    let samples = [
        "", ".", "..", "'", "\"", "0'", "0x", "f(", "[", "{", "|", "||", ")", "]", "}", ",", "- ", "-", "a:-", ":-",
        "\\", "0'\\", "'\\", "/*", "%", "[a|", "f(a,", "1.", "1.0e", "\u{0}", "é", "X = é.", "0b2", "0o9", "1_",
        "1__0", "_(", "[](", "{}(", "a.b.c.",
    ];
    for s in samples {
        let _ = read_all(s);
        let _ = term_end(s);
    }
}

#[test]
fn reader_err_no_panic_on_random_input() {
    // Deterministic pseudo-random strings over characters that matter to
    // the tokenizer and parser.
    let alphabet: Vec<char> = "aX_0'\"`\\()[]{},|.%/*-+= \n:eé9x".chars().collect();
    let mut seed: u64 = 0x2545_F491_4F6C_DD1D;
    for _ in 0..3000 {
        let mut s = String::new();
        for _ in 0..(seed % 24) {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            s.push(alphabet[((seed >> 33) as usize) % alphabet.len()]);
        }
        let _ = read_all(&s);
        let _ = read_program(&s);
        let _ = term_end(&s);
        if let Err(e) = Reader::new(&s).next(&Ops::new(), &ReadFlags::default()) {
            let _ = crate::messages::diag::render_syntax_error("f.pl", &s, &e, false);
        }
    }
}

/// Clauses and errors as a program reader sees them: after a clause that
/// runs into the next line's head, reading resumes at that head.
fn read_program(src: &str) -> Vec<String> {
    let (ops, f) = (Ops::new(), ReadFlags::default());
    let mut rd = Reader::for_program(src);
    let mut out = Vec::new();
    for _ in 0..100 {
        match rd.next(&ops, &f) {
            Ok(Some(t)) => out.push(t.to_canonical()),
            Ok(None) => return out,
            Err(e) => out.push(format!("ERR @{}..{}: {}", e.span.start, e.span.end, e.hint.unwrap_or_default())),
        }
    }
    panic!("reader does not make progress on {src:?}");
}

#[test]
fn reader_err_missing_dot_resumes_at_next_head() {
    let got = read_program("foo(a)\nfoo(b).\nbar.");
    assert_eq!(got.len(), 3, "{got:?}");
    assert!(got[0].starts_with("ERR @6..6: the clause on line 1 has no `.`"), "{got:?}");
    assert_eq!(&got[1..], ["foo(b)", "bar"]);
    // read/1 keeps ISO's rule: skip to the end token.
    assert_eq!(read_all("foo(a)\nfoo(b).\nbar.").len(), 2);
    // An indented line continues the clause: no resumption there.
    let got = read_program("p :- a\n  b.\nq.");
    assert_eq!(got.len(), 2, "{got:?}");
    assert!(got[0].contains("missing `,` or an operator?"), "{got:?}");
}

#[test]
fn reader_err_comma_for_dot_resumes_at_next_head() {
    let got = read_program("s :- a,\nt :- b.\nu.");
    assert!(got[0].starts_with("ERR @6..7: line 1 ends with `,`"), "{got:?}");
    assert_eq!(&got[1..], [":-(t,b)", "u"]);
    // A `,` inside brackets is an argument separator: the bracket is the problem.
    let got = read_program("p :- q(X,\nr.\nu.");
    assert!(got[0].contains("the `(` on line 1 is never closed"), "{got:?}");
    assert_eq!(got.last().unwrap(), "u");
}
