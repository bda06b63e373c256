//! Atoms, quoting, strings, numbers, variables, lists and the options.

use super::*;

fn with_d2(src: &str) -> String {
    with(src, WriteOptions { max_depth: 2, ..Default::default() })
}

cases! {
    nil: wq("[]") => "[]";
    curly_atom: wq("{}") => "{}";
    cut: wq("!") => "!";
    semicolon: wq(";") => ";";
    comma_atom: wq("','") => "','";
    bar_atom: wq("'|'") => "'|'";
    space_atom: wq("'hello world'") => "'hello world'";
    upper_atom: wq("'Abc'") => "'Abc'";
    underscore_atom: wq("'_x'") => "'_x'";
    newline_atom: wq("'a\\nb'") => "'a\\nb'";
    tab_atom: wq("'\\t'") => "'\\t'";
    empty_atom: wq("''") => "''";
    symbol_atoms: wq("f(+,->,\\+,=..,#)") => "f(+,->,\\+,=..,#)";
    backslash_atom: wq("'\\\\'") => "\\";
    hungarian: wq("f(első_lyuk,kiír)") => "f(első_lyuk,kiír)";
    greek_lower: wq("λ") => "λ";
    greek_upper: wq("'Σ'") => "'Σ'";
    cjk: wq("'日本'") => "日本";
    quote_in_atom: wq("'don\\'t'") => "'don\\'t'";
    backslash_in_atom: wq("'a\\\\b'") => "'a\\\\b'";
    control_char: wq("'\\x1\\'") => "'\\x1\\'";
    del_char: wq("'\\x7F\\'") => "'\\x7F\\'";
    nbsp: wq("'\\xA0\\'") => "'\\xA0\\'";
    dot_atom: wq("'.'") => "'.'";
    dot_in_atom: wq("'a.b'") => "'a.b'";
    dollar_name: wq("'$a'") => "'$a'";
    alnum_atom: wq("a1_B") => "a1_B";
    comment_atom: wq("'/*'") => "'/*'";
    percent_atom: wq("'%'") => "'%'";
    quoted_functor: wq("'Hello'(world)") => "'Hello'(world)";
    plain_functor: wq("hello(world)") => "hello(world)";
    nil_functor: wq("[](a)") => "[](a)";
    dollar_symbol: wq("$") => "$";
    brackets_atoms: wq("f('[ ]','{ }','[a]')") => "f('[ ]','{ }','[a]')";
    write_unquoted: w("f('A b','don\\'t',[])") => "f(A b,don't,[])";
    string_q: wq("\"abc\"") => "\"abc\"";
    string_escape: wq("\"a\\nb\\\"c'd\"") => "\"a\\nb\\\"c'd\"";
    string_w: w("\"a\\\"b'c\"") => "a\"b'c";
    int: wq("42") => "42";
    neg_int: wq("-42") => "-42";
    bigint: wq("123456789012345678901234567890") => "123456789012345678901234567890";
    neg_bigint: wq("f(-123456789012345678901234567890)") => "f(-123456789012345678901234567890)";
    minus_bigint: wq("-(123456789012345678901234567890)") => "- 123456789012345678901234567890";
    list: wq("[a,b,c]") => "[a,b,c]";
    partial_list: wq("[a,b|T]") => "[a,b|_0]";
    pair_list: wq("[a|b]") => "[a|b]";
    dot_struct: wq("'.'(a,b)") => "[a|b]";
    dot_struct_nil: wq("'.'(a,[])") => "[a]";
    list_neg: wq("[-1,-(1),-]") => "[-1,- 1,-]";
    list_strings: wq("[\"a\",'B'|c]") => "[\"a\",'B'|c]";
    nested_lists: wq("[[a],[],[[b]]]") => "[[a],[],[[b]]]";
    vars: wq("f(X,Y,X)") => "f(_0,_1,_0)";
    var_alone: wq("X") => "_0";
    numbervars_b: wq("'$VAR'(1)") => "B";
    numbervars_b1: wq("'$VAR'(27)") => "B1";
    numbervars_a: wq("'$VAR'(0)") => "A";
    numbervars_z: wq("'$VAR'(25)") => "Z";
    numbervars_a1: wq("'$VAR'(26)") => "A1";
    numbervars_name: wq("'$VAR'('Foo')") => "Foo";
    numbervars_underscore: wq("'$VAR'('_Foo')") => "_Foo";
    numbervars_lower: wq("'$VAR'(foo)") => "'$VAR'(foo)";
    numbervars_spaced: wq("'$VAR'('Foo bar')") => "'$VAR'('Foo bar')";
    numbervars_string: wq("'$VAR'(\"Foo\")") => "'$VAR'(\"Foo\")";
    numbervars_other: wq("'$VAR'(1.0)") => "'$VAR'(1.0)";
    numbervars_neg: wq("'$VAR'(-1)") => "'$VAR'(-1)";
    numbervars_two: wq("'$VAR'(1,2)") => "'$VAR'(1,2)";
    numbervars_prefix: wq("-('$VAR'(1))") => "-B";
    numbervars_infix: wq("-('$VAR'(1),'$VAR'(2))") => "B-C";
    numbervars_off: wc("'$VAR'(1)") => "'$VAR'(1)";
    canonical_ops: wc("f(+(1,2),-(1),-(-(1)),-1,'a b')") => "f(+(1,2),-(1),-(-(1)),-1,'a b')";
    canonical_list: wc("[a,'B'|c]") => "[a,'B'|c]";
    canonical_clause: wc(":-(a,','(b,c))") => ":-(a,','(b,c))";
    canonical_curly: wc("{','(a,b)}") => "{}(','(a,b))";
    canonical_string: wc("\"s\"") => "\"s\"";
    ignore_ops_plus: io("+(1,2)") => "+(1,2)";
    ignore_ops_minus: io("-(1)") => "-(1)";
    ignore_ops_neg: io("-1") => "-1";
    ignore_ops_atom: io("-(a)") => "-(a)";
    ignore_ops_nested: io("-(1,-1)") => "-(1,-1)";
    ignore_ops_list: io("[1,2]") => "[1,2]";
    depth_compound: d3("f(g(h(i(j(k)))))") => "f(g(h(...)))";
    depth_list: d3("[1,2,3,4,5,6]") => "[1,2|...]";
    depth_list_in_compound: d3("f([1,2,3,4],g(a,b,c))") => "f([1|...],g(a,b,c))";
    depth_ops: d3("+(+(+(+(+(1,2),3),4),5),6)") => "... + ... + 5+6";
    depth_wide: d3("f(a,b,c,d,e,f,g)") => "f(a,b,c,d,e,f,g)";
    depth_short_list: d3("[1,2]") => "[1,2]";
    depth_partial: d3("[1|T]") => "[1|_0]";
    depth_prefix: d3("-(-(-(-(a))))") => "- - - ...";
    depth_infix_sides: with_d2("-(f(a),-(-(b,c),d))") => "f(...)-(... - ...)";
    depth_right_nest: d3("+(1,+(2,+(3,+(4,5))))") => "1+(2+(... + ...))";
    depth_in_arg: d3("f(+(+(+(1,2),3),4))") => "f(... + ... + 4)";
    symbol_atom_operand: wq("-('#',a)") => "# - a";
    symbol_atoms_operands: wq("-('#','#')") => "# - #";
    floats: wq("f(1.0,-0.0,0.1,1.0e10,1.0e22,1.0e-10,123456789.0)")
        => "f(1.0,-0.0,0.1,10000000000.0,1.0e+22,1.0e-10,123456789.0)";
}

#[test]
fn depth_one_and_two_lists() {
    let l = "[1,2,3,4,5,6]";
    assert_eq!(with(l, WriteOptions { max_depth: 1, ..Default::default() }), "[...|...]");
    assert_eq!(with(l, WriteOptions { max_depth: 2, ..Default::default() }), "[1|...]");
}

#[test]
fn depth_quoted_mixed() {
    let o = WriteOptions { max_depth: 2, quoted: true, ..Default::default() };
    assert_eq!(with("f('A b',\"str\",[x])", o), "f('A b',\"str\",[...])");
}

#[test]
fn no_lists_option() {
    let o = WriteOptions { quoted: true, ignore_ops: true, no_lists: true, ..Default::default() };
    assert_eq!(with("[a,b]", o.clone()), "'.'(a,'.'(b,[]))");
    assert_eq!(with("[a|T]", o), "'.'(a,_0)");
}

#[test]
fn no_brace_terms_option() {
    let o = WriteOptions { quoted: true, no_brace_terms: true, ..Default::default() };
    assert_eq!(with("{a}", o), "{}(a)");
}

#[test]
fn variable_names_option() {
    let mut t = T::new();
    let c = t.p("f(X,Y,Z)");
    let Cell::Str(a) = c else { panic!() };
    let addr = |i: u32| match t.heap.get(a + 1 + i) {
        Cell::Ref(v) => v,
        _ => panic!(),
    };
    let o = WriteOptions {
        quoted: true,
        var_names: vec![(addr(0), "Xs".into()), (addr(1), "_Y".into())],
        ..Default::default()
    };
    assert_eq!(t.out(c, &o), format!("f(Xs,_Y,_{})", addr(2)));
}

#[test]
fn bound_variables_are_followed() {
    let mut t = T::new();
    let v = t.heap.new_var();
    let w = t.heap.new_var();
    let x = t.atom("x");
    let Cell::Ref(va) = v else { panic!() };
    let Cell::Ref(wa) = w else { panic!() };
    t.heap.set(va, w);
    t.heap.set(wa, x);
    let f = t.f("f", &[v]);
    assert_eq!(t.out(f, &WriteOptions::writeq()), "f(x)");
}

#[test]
fn attributed_variable() {
    let mut t = T::new();
    let a = t.heap.top();
    t.heap.push(Cell::Attv(a));
    let nil = t.atom("[]");
    t.heap.push(nil);
    assert_eq!(t.out(Cell::Attv(a), &WriteOptions::writeq()), format!("_{a}"));
}

#[test]
fn bad_cells_do_not_panic() {
    let t = T::new();
    let o = WriteOptions::writeq();
    for c in [Cell::Str(99999), Cell::Lis(99999), Cell::Big(99999), Cell::Stg(99999), Cell::Raw(1), Cell::Ref(99999)] {
        let _ = t.out(c, &o);
    }
}

#[test]
fn float_formats() {
    let cases: &[(f64, &str)] = &[
        (1.0, "1.0"),
        (-0.0, "-0.0"),
        (0.0, "0.0"),
        (0.1, "0.1"),
        (1.0e10, "10000000000.0"),
        (1.0e14, "100000000000000.0"),
        (1.0e15, "1.0e+15"),
        (1.0e22, "1.0e+22"),
        (1.0 / 3.0, "0.3333333333333333"),
        (1.0e-10, "1.0e-10"),
        (123456789.0, "123456789.0"),
        (0.0001, "0.0001"),
        (0.000123, "0.000123"),
        (1.0e-5, "1.0e-5"),
        (5.0e-324, "5.0e-324"),
        (0.1 + 0.2, "0.30000000000000004"),
        (1.0e15 + 0.5, "1000000000000000.5"),
        (1234567890123456.0, "1.234567890123456e+15"),
        (f64::MAX, "1.7976931348623157e+308"),
        (2f64.sqrt(), "1.4142135623730951"),
        (-2.5, "-2.5"),
        (f64::INFINITY, "1.0Inf"),
        (f64::NEG_INFINITY, "-1.0Inf"),
        (f64::NAN, "1.5NaN"),
    ];
    for &(f, want) in cases {
        assert_eq!(format_float(f), want, "{f:e}");
    }
}

#[test]
fn floats_read_back() {
    for f in [0.1, 1.0 / 3.0, 1e300, 2.5e-308, 123.456, 1e16, 9007199254740993.0, 1e-7] {
        assert_eq!(format_float(f).parse::<f64>().unwrap(), f);
    }
}

#[test]
fn quoting_rules() {
    for (text, q) in [
        ("abc", false),
        ("aBc_1", false),
        ("[]", false),
        ("{}", false),
        ("!", false),
        (";", false),
        (",", true),
        ("|", true),
        ("", true),
        ("Abc", true),
        ("_", true),
        ("a b", true),
        ("+", false),
        ("->", false),
        ("\\+", false),
        ("/*", true),
        ("/", false),
        (".", true),
        ("a.", true),
        ("első_lyuk", false),
        ("Ölb", true),
        ("1a", true),
        ("[ ]", true),
        ("!!", true),
    ] {
        assert_eq!(atom_needs_quotes(text), q, "{text}");
    }
    let mut s = String::new();
    quote_atom(&mut s, "it's\n\\\u{7}\u{0}");
    assert_eq!(s, "'it\\'s\\n\\\\\\a\\x0\\'");
}

#[test]
fn write_appends_without_leading_space() {
    let mut t = T::new();
    let a = t.atom("a");
    let mut s = String::from("b");
    write_term(&mut s, &t.heap, &t.atoms, &IsoOps, a, &WriteOptions::write());
    assert_eq!(s, "ba");
}
