//! Property: what writeq/1 writes reads back as a variant of the term.
//! Random terms are built from operators of every kind (prefix, infix,
//! postfix, the standard ones and some a program declares), operator
//! atoms as operands, negative numbers, curly and list terms. Each is
//! given in canonical form (always readable), written with writeq and
//! read again.

use crate::support::machine::run_captured;
use hornbook::toplevel::GoalResult;
use hornbook::Machine;
use proptest::prelude::*;
use proptest::test_runner::{Config, TestCaseError, TestRunner};
use std::cell::RefCell;

const SETUP: &str = r#"
:- op(200, xf, ++).
:- op(700, xf, '$$').
:- op(200, fy, ~~).
:- op(900, fx, pre).
:- op(100, yfx, @@).
% Operators of every type at the priority of `-` and `^` (200), where a
% prefix operator's argument may take the next operator in.
:- op(200, xfx, ===>).
:- op(200, xfy, ^^).
:- op(200, yfx, @>).
:- op(200, fx, ~>).
:- op(200, yf, +*).
roundtrip(T) :-
    with_output_to(string(S), writeq(T)),
    (   catch(term_string(T2, S), E, (print_message(error, E), fail))
    ->  (   T =@= T2
        ->  true
        ;   throw(not_a_variant(S, T2))
        )
    ;   throw(unreadable(S))
    ).
"#;

/// Operand leaves: atoms (operators among them), numbers, variables.
fn leaf() -> impl Strategy<Value = String> {
    prop::sample::select(vec![
        "a", "'-'", "'+'", "'\\\\+'", "'++'", "'$$'", "'~~'", "pre", "'@@'", "'*'", "'^'", "':-'", "'='", "'[]'",
        "'{}'", "'|'", "','", "';'", "'->'", "1", "-1", "0.5", "-0.5", "2", "- 1", "X", "Y", "_", "\"s\"", "'a b'",
        "'.'", "'===>'", "'^^'", "'@>'", "'~>'", "'+*'",
    ])
    .prop_map(|s| match s {
        // `- 1` in canonical form is the compound -(1).
        "- 1" => "'-'(1)".to_string(),
        "','" => "','".to_string(),
        other => other.to_string(),
    })
}

fn term() -> impl Strategy<Value = String> {
    leaf().prop_recursive(4, 24, 2, |inner| {
        let unary = prop::sample::select(vec![
            "-", "+", "\\+", "\\", "++", "$$", "~~", "pre", "?-", ":-", "f", "{}", "~>", "+*",
        ]);
        let binary = prop::sample::select(vec![
            "-", "+", "*", "^", "=", ",", ";", "->", ":-", "@@", "|", "**", "=..", "is", ":", "f", ".", "===>", "^^",
            "@>",
        ]);
        prop_oneof![
            (unary, inner.clone()).prop_map(|(f, a)| format!("'{}'({a})", f.replace('\\', "\\\\"))),
            (binary, inner.clone(), inner.clone())
                .prop_map(|(f, a, b)| format!("'{}'({a},{b})", f.replace('\\', "\\\\"))),
            prop::collection::vec(inner, 1..3).prop_map(|items| format!("[{}]", items.join(","))),
        ]
    })
}

#[test]
fn writeq_reads_back_as_a_variant() {
    let mut m = Machine::new();
    m.consult_str(SETUP, "roundtrip_setup");
    let m = RefCell::new(m);
    let unparsed = RefCell::new(Vec::new());
    let config = Config { cases: 3_000, failure_persistence: None, ..Config::default() };
    let mut runner = TestRunner::new(config);
    let result = runner.run(&term(), |t| {
        let mut m = m.borrow_mut();
        let (r, _) = run_captured(&mut m, &format!("roundtrip({t})"));
        match r {
            GoalResult::Succeeded => Ok(()),
            // Canonical text the reader rejects is the generator's doing.
            GoalResult::SyntaxError(_) => {
                unparsed.borrow_mut().push(t);
                Ok(())
            }
            other => Err(TestCaseError::fail(format!("{t}: {other:?}"))),
        }
    });
    if let Err(e) = result {
        panic!("{e}");
    }
    let unparsed = unparsed.into_inner();
    assert!(unparsed.len() < 300, "{} generated terms did not parse, such as {:?}", unparsed.len(), &unparsed[..3]);
}
