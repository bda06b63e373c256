//! Reader tests for ISO mode (`ReadFlags::iso`, the flag `iso`): each input
//! is read in both modes, since the default mode reads as SWI-Prolog 9 and
//! must not change. Outcomes in ISO mode are GNU Prolog 1.4's.

use super::tests::read_with;
use super::ReadFlags;

fn iso(src: &str) -> String {
    read_with(&format!("{src} ."), &ReadFlags { iso: true, ..ReadFlags::default() })
}

fn swi(src: &str) -> String {
    read_with(&format!("{src} ."), &ReadFlags::default())
}

/// `src` reads as `want` by default and is a syntax error in ISO mode.
fn only_default(cases: &[(&str, &str)]) {
    for (src, want) in cases {
        assert_eq!(swi(src), *want, "default mode, reading {src:?}");
        assert!(iso(src).starts_with("ERR"), "ISO mode reads {src:?} as {}", iso(src));
    }
}

/// `src` reads as `by_default` by default and as `by_iso` in ISO mode.
fn differs(cases: &[(&str, &str, &str)]) {
    for (src, by_default, by_iso) in cases {
        assert_eq!(swi(src), *by_default, "default mode, reading {src:?}");
        assert_eq!(iso(src), *by_iso, "ISO mode, reading {src:?}");
    }
}

#[test]
fn reader_iso_quoted_text() {
    only_default(&[
        ("'a\nb'", "'a\\nb'"),
        ("'a\tb'", "'a\\tb'"),
        ("'\\e'", "'\\x1B\\'"),
        ("'\\s'", "' '"),
        ("'\\141'", "a"),
        ("'\\x61'", "a"),
        ("'\\u0061'", "a"),
        ("'\\c  a'", "a"),
        ("0'\t", "9"),
        ("X = `a`", "=(_0,[97])"),
    ]);
    // What ISO has stays: continuation, numeric escapes with their closing
    // backslash, the doubled quote.
    differs(&[
        ("'a\\\nb'", "ab", "ab"),
        ("'\\141\\\\x61\\'", "aa", "aa"),
        ("'it''s'", "'it\\'s'", "'it\\'s'"),
        ("0' ", "32", "32"),
        ("0'''", "39", "39"),
    ]);
}

#[test]
fn reader_iso_numbers() {
    differs(&[
        // No exponent without a fraction: `1e9` is 1 then the name e9.
        ("1.5e3", "1500.0", "1500.0"),
        ("- 1", "-(1)", "-1"),
        ("'-'1", "-(1)", "-1"),
        ("- 1^2", "-(^(1,2))", "^(-1,2)"),
        ("- (1)", "-(1)", "-(1)"),
        ("a- 1", "-(a,1)", "-(a,1)"),
    ]);
    // `0''` not followed by a third quote is 0 and then the atom '', which
    // is an error here and `0 ''` with `''` a postfix operator.
    only_default(&[("0''", "39")]);
    only_default(&[
        ("1e9", "1000000000.0"),
        ("1E9", "1000000000.0"),
        ("1_000", "1000"),
        ("1 000", "1000"),
        ("16'ff", "255"),
        ("1r3", "1r3"),
        ("0'\\e", "27"),
    ]);
}

#[test]
fn reader_iso_operators_as_operands() {
    only_default(&[
        ("- = -", "=(-,-)"),
        (":- = :-", "=(:-,:-)"),
        ("(- -)", "-(-)"),
        ("[:- -c]", "[:-(-(c))]"),
        ("f(a:-b)", "f(:-(a,b))"),
        ("[a:-b]", "[:-(a,b)]"),
        ("f()", "f()"),
        ("X{a:1}", "'$dict'(_0,1,a)"),
    ]);
    // Bracketed, as an argument or as a list element an operator stands.
    differs(&[
        ("(-) = (-)", "=(-,-)", "=(-,-)"),
        ("f(-, :-)", "f(-,:-)", "f(-,:-)"),
        ("[-|:-]", "[-|:-]", "[-|:-]"),
        ("- (-)", "-(-)", "-(-)"),
        ("f((a:-b))", "f(:-(a,b))", "f(:-(a,b))"),
    ]);
    // `-{a}` starts a dict by default (an error, as in SWI-Prolog 9).
    assert!(swi("-{a}").starts_with("ERR"));
    assert_eq!(iso("-{a}"), iso("-({a})"));
}
