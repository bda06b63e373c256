//! Reader tests for the syntax SWI-Prolog 7 added or reads its own way, each
//! checked against swipl 9's write_canonical/1: compounds of no arguments
//! (`f()`), `:` at priority 600, and Unicode names, variables and symbol
//! characters; dicts (`Tag{k: V}`) and their functional notation (`X.k`).

use super::tests::r;

fn check(cases: &[(&str, &str)]) {
    for (src, want) in cases {
        assert_eq!(r(src), *want, "reading {src:?}");
    }
}

#[test]
fn reader_swi_zero_argument_compounds() {
    check(&[
        ("f()", "f()"),
        ("f( )", "f()"),
        ("g(f())", "g(f())"),
        ("-()", "-()"),
        ("[]()", "[]()"),
        ("'hello world'()", "'hello world'()"),
        ("a- f()", "-(a,f())"),
        ("p :- f()", ":-(p,f())"),
        ("f() = X", "=(f(),_0)"),
        ("[f(), g()]", "[f(),g()]"),
    ]);
    // A space before `(` is not functional notation; `f()()` is not a term.
    assert!(r("- ()").starts_with("ERR"));
    assert!(r("f(()").starts_with("ERR"));
    assert!(r("f()()").starts_with("ERR"));
}

#[test]
fn reader_swi_colon_priority() {
    check(&[
        ("a:b*c", ":(a,*(b,c))"),
        ("m:p/2", ":(m,/(p,2))"),
        ("a:b:c", ":(a,:(b,c))"),
        ("m:a-b", ":(m,-(a,b))"),
        ("a=m:b", "=(a,:(m,b))"),
        ("a:b^c", ":(a,^(b,c))"),
        ("- a:b", ":(-(a),b)"),
        ("m:(a:-b)", ":(m,:-(a,b))"),
    ]);
}

#[test]
fn reader_swi_unicode_names() {
    check(&[
        ("été", "été"),
        ("日本", "日本"),
        ("Été", "_0"),
        ("Ωmega", "_0"),
        ("ωmega", "ωmega"),
        ("a٣", "a٣"),
        ("x̃", "x̃"),
        ("f(été, Été)", "f(été,_0)"),
        ("µ", "µ"),
    ]);
}

#[test]
fn reader_swi_unicode_symbols() {
    check(&[
        ("→", "→"),
        ("→→", "→→"),
        ("-→", "-→"),
        ("≤(a, b)", "≤(a,b)"),
        ("😀😀", "😀😀"),
        ("f(→)", "f(→)"),
        ("[→|≤]", "[→|≤]"),
        ("¬¬", "¬¬"),
        ("·", "·"),
        ("‿‿", "‿‿"),
        ("a‿b", "a‿b"),
    ]);
    // Solo characters are atoms of one character; two of them do not glue.
    check(&[("₀", "'₀'"), ("²", "²")]);
    assert!(r("₀₀").starts_with("ERR"));
    assert!(r("a₀").starts_with("ERR"));
    // A symbol character does not continue a name.
    assert!(r("a→b").starts_with("ERR"));
    // No-break space and the other Unicode spaces are layout.
    check(&[("f(a,\u{a0}b)", "f(a,b)"), ("f(\u{2003}a)", "f(a)")]);
    assert!(r("[a\u{a0}b]").starts_with("ERR"));
    // Unassigned characters and digits of other scripts are not read.
    assert!(r("\u{378}").starts_with("ERR"));
    assert!(r("٣").starts_with("ERR"));
}

#[test]
fn reader_swi_dicts() {
    check(&[
        ("point{y:2, x:1}", "'$dict'(point,1,x,2,y)"),
        ("_{}", "'$dict'(_0)"),
        ("'a b'{k:1}", "'$dict'('a b',1,k)"),
        ("-{a:1}", "'$dict'(-,1,a)"),
        ("t{b:2, 1:a}", "'$dict'(t,a,1,2,b)"),
        ("T{a:T}", "'$dict'(_0,_0,a)"),
        ("_{a:b:c}", "'$dict'(_0,:(b,c),a)"),
        ("_{a:(x,y)}", "'$dict'(_0,','(x,y),a)"),
        ("X.a", "'$dot'(_0,a)"),
        ("X .a", "'$dot'(_0,a)"),
        ("X.put(a, 1)", "'$dot'(_0,put(a,1))"),
        ("X.a.b", "'$dot'('$dot'(_0,a),b)"),
        ("_{a:1}.a", "'$dot'('$dict'(_0,1,a),a)"),
        ("f(X.a)", "f('$dot'(_0,a))"),
        ("X.Y", "'$dot'(_0,_1)"),
        // Not dicts: a `{` after layout or after an infix operator.
        ("p-->{true}", "-->(p,{}(true))"),
        ("a, {b}", "','(a,{}(b))"),
    ]);
    for bad in ["_{a:1, a:2}", "_{f(x):1}", "_{a}", "_{a:1,}", "f(a){x:1}", "1{a:1}", "a.b"] {
        assert!(r(bad).starts_with("ERR"), "{bad}");
    }
}
