//! Reader tests for well-formed input: each case reads one term and compares
//! its canonical form (checked against SWI-Prolog's write_canonical/1 for
//! ISO-conforming input; lists print in bracket notation, variables as `_N`).

use super::*;

pub(super) fn read_with(src: &str, flags: &ReadFlags) -> String {
    match Reader::new(src).next(&Ops::new(), flags) {
        Ok(Some(t)) => t.to_canonical(),
        Ok(None) => "NONE".into(),
        Err(e) => format!("ERR: {}", e.message),
    }
}

/// Reads `src` followed by an end token.
pub(super) fn r(src: &str) -> String {
    read_with(&format!("{src} ."), &ReadFlags::default())
}

macro_rules! cases {
    ($($name:ident: $src:expr => $want:expr,)*) => {
        $(
            #[test]
            fn $name() {
                assert_eq!(r($src), $want, "reading {:?}", $src);
            }
        )*
    };
}

cases! {
    reader_atom: "foo" => "foo",
    reader_var: "X" => "_0",
    reader_compound: "f(a, B, c)" => "f(a,_0,c)",
    reader_clause: "p(X) :- q(X, Y), r(Y)" => ":-(p(_0),','(q(_0,_1),r(_1)))",
    reader_directive: ":- dynamic foo/1" => ":-(dynamic(/(foo,1)))",
    reader_dynamic_list: "p :- dynamic a/1, b/2" => ":-(p,dynamic(','(/(a,1),/(b,2))))",
    reader_query: "?- X = 1" => "?-(=(_0,1))",
    reader_arith_prec: "X is 1 + 2 * 3 - 4" => "is(_0,-(+(1,*(2,3)),4))",
    reader_yfx_left: "a - b - c" => "-(-(a,b),c)",
    reader_xfy_right: "2^3^4" => "^(2,^(3,4))",
    reader_colon: "a:b:c" => ":(a,:(b,c))",
    reader_neg_literal: "-1" => "-1",
    reader_neg_layout: "- 1" => "-(1)",
    reader_neg_paren: "- (1)" => "-(1)",
    reader_neg_functional: "-(1)" => "-(1)",
    reader_neg_nested: "-(-(1))" => "-(-(1))",
    reader_neg_of_neg: "-(-1)" => "-(-1)",
    reader_neg_float: "-1.5" => "-1.5",
    reader_neg_pow: "- 2^2" => "-(^(2,2))",
    reader_neglit_pow: "-2^2" => "^(-2,2)",
    reader_neg_functional_pow: "-(2)^2" => "^(-(2),2)",
    reader_minus_binary: "a - 1" => "-(a,1)",
    reader_minus_nolayout: "a-1" => "-(a,1)",
    reader_minus_neg: "a- -1" => "-(a,-1)",
    reader_minus_chain: "a- - -b" => "-(a,-(-(b)))",
    reader_times_neg: "a * -1" => "*(a,-1)",
    reader_times_prefix: "a * - 1" => "*(a,-(1))",
    reader_plus_one: "+1" => "+(1)",
    reader_minus_atom: "-a" => "-(a)",
    reader_minus_two_args: "-(1,2)" => "-(1,2)",
    reader_minus_paren_pair: "- (1,2)" => "-(','(1,2))",
    reader_prefix_paren_times: "- (a)*b" => "*(-(a),b)",
    reader_double_minus: "- - a" => "-(-(a))",
    reader_double_not: "\\+ \\+ a" => "\\+(\\+(a))",
    reader_double_bslash: "\\ \\ a" => "\\(\\(a))",
    reader_not_paren: "\\+ (a,b)" => "\\+(','(a,b))",
    reader_not_eq: "\\+ a = b" => "\\+(=(a,b))",
    reader_ops_as_args: "f(+, -)" => "f(+,-)",
    reader_alakzat: "alakzat(+, [0-1,1-0])" => "alakzat(+,[-(0,1),-(1,0)])",
    reader_neck_arg: "f(:-)" => "f(:-)",
    reader_prefix_high_in_arg: "f(:- a)" => "f(:-(a))",
    reader_op_list: "[-]" => "[-]",
    reader_op_paren: "(-)" => "-",
    reader_op_eq: "X = (+)" => "=(_0,+)",
    reader_op_rhs: "X = -" => "=(_0,-)",
    reader_op_lhs: "- = a" => "=(-,a)",
    reader_op_head: "[+|T]" => "[+|_0]",
    reader_op_last_arg: "f(x, -)" => "f(x,-)",
    reader_op_before_comma: "f(- , a)" => "f(-,a)",
    reader_prefix_of_atom_op: "- +" => "-(+)",
    reader_not_atom: "a = \\+" => "=(a,\\+)",
    reader_dynamic_atom: "f(dynamic)" => "f(dynamic)",
    reader_semicolon_arg: "f(a;b)" => "f(;(a,b))",
    reader_semicolon_atoms: "f(;, '|', '||')" => "f(;,'|','||')",
    reader_if_then_else: "(a:-b,c;d->e)" => ":-(a,;(','(b,c),->(d,e)))",
    reader_soft_cut: "(a *-> b ; c)" => ";(*->(a,b),c)",
    reader_curly: "{a,b}" => "{}(','(a,b))",
    reader_curly_empty: "{}" => "{}",
    reader_curly_functional: "{}(a)" => "{}(a)",
    reader_nil: "[]" => "[]",
    reader_nil_quoted: "'[]'" => "[]",
    reader_bar_infix: "(a|b)" => "'|'(a,b)",
    reader_list: "[a,b,c]" => "[a,b,c]",
    reader_list_tail: "[H|T]" => "[_0|_1]",
    reader_list_partial: "[a,b|T]" => "[a,b|_0]",
    reader_list_nil_tail: "[a|[]]" => "[a]",
    reader_list_nested: "[[a],[]]" => "[[a],[]]",
    reader_list_ops: "[a:-b, (c,d)]" => "[:-(a,b),','(c,d)]",
    reader_arg_high_op: "f(a :- b, c)" => "f(:-(a,b),c)",
    reader_arg_bar: "f(a|b)" => "f('|'(a,b))",
    reader_tail_high_op: "[a|b:-c]" => "[a|:-(b,c)]",
    reader_prefix_arg_comma: "f(dynamic a, b)" => "f(dynamic(a),b)",
    reader_prefix_then_infix: "- 1 + 2" => "+(-(1),2)",
    reader_functional_then_infix: "-(1) + 2" => "+(-(1),2)",
    reader_not_comma: "\\+ a, b" => "','(\\+(a),b)",
    reader_op_after_comma_arg: "f(a, :- )" => "f(a,:-)",
    reader_quoted_prefix_op: "'-'1" => "-(1)",
    reader_quoted_infix_op: "a '+' b" => "+(a,b)",
    reader_comma_atom: "','(a,b)" => "','(a,b)",
    reader_cut: "p :- !, q" => ":-(p,','(!,q))",
    reader_quoted_functor: "'hello world'(x)" => "'hello world'(x)",
    reader_quoted_op_functional: "'-'(1)" => "-(1)",
    reader_eq_ops: "a =.. b" => "=..(a,b)",
    reader_xfx_chain_paren: "(a = b) = c" => "=(=(a,b),c)",
    reader_mod: "X is 7 mod 3" => "is(_0,mod(7,3))",
    reader_rem_div: "X is a rem b div c" => "is(_0,div(rem(a,b),c))",
    reader_pow: "X is 2 ** 3" => "is(_0,**(2,3))",
    reader_bitops: "X is a /\\ b \\/ c" => "is(_0,\\/(/\\(a,b),c))",
    reader_shift: "X is 1 << 2 >> 3" => "is(_0,>>(<<(1,2),3))",
    reader_dcg: "a --> b, [c]" => "-->(a,','(b,[c]))",
    reader_ssu: "a => b" => "=>(a,b)",
    reader_std_order: "a @=< b" => "@=<(a,b)",
    reader_var_eq: "a =@= b" => "=@=(a,b)",
    reader_dollar: "$a" => "$(a)",
    reader_space_before_paren_arg: "f( a )" => "f(a)",
    reader_nested: "f(g(h(i)))" => "f(g(h(i)))",
    reader_char_code: "0'a" => "97",
    reader_char_quote2: "0''" => "39",
    reader_char_quote_single: "0'' " => "39",
    reader_char_space: "0' " => "32",
    reader_char_newline_esc: "0'\\n" => "10",
    reader_char_backslash: "0'\\\\" => "92",
    reader_char_tab: "0'\\t" => "9",
    reader_char_hex: "0'\\x41\\" => "65",
    reader_char_unicode: "0'é" => "233",
    reader_neg_char: "-0'a" => "-97",
    reader_hex: "0x1F" => "31",
    reader_oct: "0o17" => "15",
    reader_bin: "0b101" => "5",
    reader_digit_groups: "1_000_000" => "1000000",
    reader_bigint: "123456789012345678901234567890" => "123456789012345678901234567890",
    reader_neg_bigint: "-123456789012345678901234567890" => "-123456789012345678901234567890",
    reader_i64_min: "-9223372036854775808" => "-9223372036854775808",
    reader_i64_max_plus: "9223372036854775808" => "9223372036854775808",
    reader_float: "1.0" => "1.0",
    reader_float_exp: "1.0e10" => "10000000000.0",
    reader_float_neg_exp: "1.5E-3" => "0.0015",
    reader_float_no_frac: "1e10" => "10000000000.0",
    reader_float_inf: "1.0Inf" => "1.0Inf",
    reader_float_nan: "1.5NaN" => "1.5NaN",
    reader_float_half: "0.5e10" => "5000000000.0",
    reader_quoted_escapes: "'\\a\\b\\f\\n\\r\\t\\v'" => "'\\x7\\\\x8\\\\xC\\\\n\\xD\\\\t\\xB\\'",
    reader_quoted_octal: "'\\101\\'" => "'A'",
    reader_quoted_hex: "'\\x41\\'" => "'A'",
    reader_quoted_quotes: "'\\\\\\'\\\"\\`'" => "'\\\\\\'\"`'",
    reader_quoted_doubled: "'it''s'" => "'it\\'s'",
    reader_quoted_continuation: "'ab\\\ncd'" => "abcd",
    reader_quoted_swi_escapes: "'\\e\\s'" => "'\\x1B\\ '",
    reader_quoted_newline: "'a\nb'" => "'a\\nb'",
    reader_quoted_nul: "'\\0\\'" => "'\\x0\\'",
    reader_unicode_atoms: "f(első_lyuk, kiír, töröl, között)" => "f(első_lyuk,kiír,töröl,között)",
    reader_unicode_vars: "f(Maradék, Ár, Maradék)" => "f(_0,_1,_0)",
    reader_underscore_var: "f(_Foo, _, _)" => "f(_0,_1,_2)",
    reader_symbol_atoms: "f(+-*, <=>, ::, @#&)" => "f(+-*,<=>,::,@#&)",
    reader_comments: "f(a, % line\n /* block */ b)" => "f(a,b)",
    reader_layout_in_list: "[ a , b ]" => "[a,b]",
}

fn flags(dq: Quotes) -> ReadFlags {
    ReadFlags { double_quotes: dq, ..ReadFlags::default() }
}

#[test]
fn reader_double_quotes_flags() {
    assert_eq!(read_with("X = \"ab\".", &flags(Quotes::Codes)), "=(_0,[97,98])");
    assert_eq!(read_with("X = \"ab\".", &flags(Quotes::Chars)), "=(_0,[a,b])");
    assert_eq!(read_with("X = \"ab\".", &flags(Quotes::Atom)), "=(_0,ab)");
    assert_eq!(read_with("X = \"ab\".", &flags(Quotes::String)), "=(_0,\"ab\")");
    assert_eq!(read_with("X = \"\".", &flags(Quotes::Codes)), "=(_0,[])");
    assert_eq!(read_with("X = \"\\x41\\\".", &flags(Quotes::Atom)), "=(_0,'A')");
    assert_eq!(read_with("X = `ab`.", &flags(Quotes::String)), "=(_0,[97,98])");
    let bq = ReadFlags { back_quotes: Quotes::String, ..ReadFlags::default() };
    assert_eq!(read_with("X = `ab`.", &bq), "=(_0,\"ab\")");
}

#[test]
fn reader_end_token_forms() {
    let f = ReadFlags::default();
    assert_eq!(read_with("a.", &f), "a");
    assert_eq!(read_with("a.%c", &f), "a");
    assert_eq!(read_with("a.\n", &f), "a");
    assert_eq!(read_with("   % only comment\n /* c */ ", &f), "NONE");
    assert_eq!(read_with("", &f), "NONE");
    assert_eq!(read_with("X = '.'.", &f), "=(_0,'.')");
    assert_eq!(read_with("X = \"a.b\".", &flags(Quotes::Atom)), "=(_0,'a.b')");
}

#[test]
fn reader_several_clauses() {
    let src = "a. b(X) :- c(X).\n% comment\nd.";
    let ops = Ops::new();
    let f = ReadFlags::default();
    let mut rd = Reader::new(src);
    let mut got = Vec::new();
    while let Some(t) = rd.next(&ops, &f).unwrap() {
        got.push(t.to_canonical());
    }
    assert_eq!(got, vec!["a", ":-(b(_0),c(_0))", "d"]);
    assert_eq!(rd.offset(), src.len());
}

#[test]
fn reader_with_offset() {
    let src = "a. b. c.";
    let mut rd = Reader::with_offset(src, 3);
    let t = rd.next(&Ops::new(), &ReadFlags::default()).unwrap().unwrap();
    assert_eq!(t.to_canonical(), "b");
    assert_eq!(t.span, Span { start: 3, end: 4 });
    assert_eq!(t.end, 5);
    // An offset inside a character does not panic.
    let mut rd = Reader::with_offset("é. a.", 1);
    assert!(rd.next(&Ops::new(), &ReadFlags::default()).is_ok());
    let mut rd = Reader::with_offset("a.", 99);
    assert!(rd.next(&Ops::new(), &ReadFlags::default()).unwrap().is_none());
}

#[test]
fn reader_variables_and_singletons() {
    let src = "p(X, Y, _Z, _, X, _) :- q(W).";
    let t = Reader::new(src).next(&Ops::new(), &ReadFlags::default()).unwrap().unwrap();
    assert_eq!(t.to_canonical(), ":-(p(_0,_1,_2,_3,_0,_4),q(_5))");
    assert_eq!(t.var_count, 6);
    let names: Vec<(&str, u32)> = t.var_names.iter().map(|(n, i)| (n.as_str(), *i)).collect();
    assert_eq!(names, vec![("X", 0), ("Y", 1), ("_Z", 2), ("W", 5)]);
    let singles: Vec<&str> = t.singletons.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(singles, vec!["Y", "W"]);
    let y = &t.singletons[0].1;
    assert_eq!(&src[y.start as usize..y.end as usize], "Y");
}

#[test]
fn reader_spans() {
    let src = "  foo(X, bar) :- baz.  ";
    let t = Reader::new(src).next(&Ops::new(), &ReadFlags::default()).unwrap().unwrap();
    let text = |s: Span| &src[s.start as usize..s.end as usize];
    assert_eq!(text(t.span), "foo(X, bar) :- baz");
    assert_eq!(t.end as usize, src.find(". ").unwrap() + 1);
    assert_eq!(text(t.spans[t.root as usize]), "foo(X, bar) :- baz");
    let Node::Compound(_, args) = t.root_node() else { panic!() };
    assert_eq!(text(t.spans[args[0] as usize]), "foo(X, bar)");
    assert_eq!(text(t.spans[args[1] as usize]), "baz");
    let t = Reader::new("[a, b|T].").next(&Ops::new(), &ReadFlags::default()).unwrap().unwrap();
    assert_eq!(t.spans[t.root as usize], Span { start: 0, end: 8 });
}

#[test]
fn reader_user_ops() {
    let mut ops = Ops::new();
    ops.add(700, OpType::XFX, "===>").unwrap();
    ops.add(200, OpType::XF, "++").unwrap();
    ops.add(900, OpType::FY, "not").unwrap();
    let f = ReadFlags::default();
    let rd = |s: &str| match Reader::new(s).next(&ops, &f) {
        Ok(Some(t)) => t.to_canonical(),
        other => format!("{other:?}"),
    };
    assert_eq!(rd("a ===> b."), "===>(a,b)");
    assert_eq!(rd("X = a ++ ."), "=(_0,++(a))");
    assert_eq!(rd("X = (a ++) ++ ."), "=(_0,++(++(a)))");
    assert_eq!(rd("not not a."), "not(not(a))");
    assert_eq!(rd("a '===>' b."), "===>(a,b)");
    ops.add(0, OpType::YFX, "-").unwrap();
    let rd2 = |s: &str| Reader::new(s).next(&ops, &f).map(|t| t.map(|t| t.to_canonical()));
    assert!(rd2("a - b.").is_err());
}

#[test]
fn reader_term_end() {
    assert_eq!(term_end("foo(a)."), Some(7));
    assert_eq!(term_end("foo(a). bar."), Some(7));
    assert_eq!(term_end("foo('a. b')"), None);
    assert_eq!(term_end("foo(\"x. \") .\n"), Some(12));
    assert_eq!(term_end("foo % a. b\n"), None);
    assert_eq!(term_end("foo /* a. */ x. "), Some(15));
    assert_eq!(term_end("X = 'abc"), None);
    assert_eq!(term_end("X = 1.5"), None);
    assert_eq!(term_end(""), None);
}

#[test]
fn reader_deep_nesting() {
    let n = 1_000_000;
    let mut src = String::with_capacity(n * 3 + 4);
    for _ in 0..n {
        src.push_str("f(");
    }
    src.push('a');
    for _ in 0..n {
        src.push(')');
    }
    src.push('.');
    let t = Reader::new(&src).next(&Ops::new(), &ReadFlags::default()).unwrap().unwrap();
    assert_eq!(t.nodes.len(), n + 1);
    let printed = t.to_canonical();
    assert_eq!(printed.len(), src.len() - 1);
    drop(t);
}

#[test]
fn reader_long_list() {
    let n = 1_000_000;
    let mut src = String::from("[");
    for i in 0..n {
        if i > 0 {
            src.push(',');
        }
        src.push('x');
    }
    src.push_str("].");
    let t = Reader::new(&src).next(&Ops::new(), &ReadFlags::default()).unwrap().unwrap();
    assert_eq!(t.nodes.len(), 2 * n + 1);
}

#[test]
fn reader_long_operator_chain() {
    let n = 100_000;
    let parts: Vec<String> = (0..n).map(|i| format!("a{i}")).collect();
    let src = format!("p :- {}.", parts.join(", "));
    let t = Reader::new(&src).next(&Ops::new(), &ReadFlags::default()).unwrap().unwrap();
    assert_eq!(t.nodes.len(), 2 * n + 1);
    let src = format!("X is {}.", vec!["1"; n].join(" + "));
    let t = Reader::new(&src).next(&Ops::new(), &ReadFlags::default()).unwrap().unwrap();
    assert_eq!(t.nodes.len(), 2 * n + 1);
    // Deeply nested prefix operators and parentheses.
    let src = format!("X = {}a{}.", "- (".repeat(n), ")".repeat(n));
    assert!(Reader::new(&src).next(&Ops::new(), &ReadFlags::default()).is_ok());
}

/// A term needing more nodes than `max_nodes` is an out-of-memory error
/// (not a syntax error), the reader goes on with the next term, and a term
/// within the budget reads.
#[test]
fn reader_budget_stops_a_term_that_outgrows_it() {
    let flags = ReadFlags { max_nodes: 100, ..ReadFlags::default() };
    let long = format!("[{}] . ok .", vec!["1"; 200].join(","));
    let mut reader = Reader::new(&long);
    let err = reader.next(&Ops::new(), &flags).expect_err("over the budget");
    assert!(err.out_of_memory, "{err:?}");
    let next = reader.next(&Ops::new(), &flags).expect("next term").expect("a term");
    assert_eq!(next.to_canonical(), "ok");
    let codes = format!("X = \"{}\" .", "a".repeat(200));
    assert!(Reader::new(&codes).next(&Ops::new(), &flags).expect_err("codes over the budget").out_of_memory);
    assert_eq!(read_with("[1,2,3] .", &flags), "[1,2,3]");
}
