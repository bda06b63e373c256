//! Facts keep only their code; clause/2, retract/1, listing/1 and the
//! indexes on other arguments rebuild the term from it
//! (`src/machine/fact_code.rs`). Random fact heads, asserted and consulted,
//! must come back from clause/2 as variants of what was stored, be found
//! through every argument's index, and be listed as written.

use crate::support::machine::run_captured;
use hornbook::toplevel::GoalResult;
use hornbook::Machine;
use proptest::prelude::*;
use proptest::test_runner::FileFailurePersistence;

/// A random term's text: atoms (quoted too), small, negative and big
/// integers, floats, strings, a few shared variables, lists (proper and
/// partial), `{}/1` and compound terms, nested a few levels.
fn term() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        prop::sample::select(vec!["a", "[]", "'Q x'", "{}", "'hello world'", "f"]).prop_map(str::to_string),
        (-1000i64..1000).prop_map(|i| format!("({i})")),
        prop::sample::select(vec!["123456789012345678901234567890", "-98765432109876543210987654321"])
            .prop_map(|s| format!("({s})")),
        (-100.0f64..100.0).prop_map(|x| format!("({x:?})")),
        "[a-z ]{0,12}".prop_map(|s| format!("\"{s}\"")),
        prop::sample::select(vec!["X", "Y", "Z"]).prop_map(str::to_string),
        Just("_".to_string()),
    ];
    leaf.prop_recursive(4, 24, 4, |inner| {
        prop_oneof![
            (prop::sample::select(vec!["f", "g", "-", "+"]), prop::collection::vec(inner.clone(), 1..4))
                .prop_map(|(f, args)| format!("'{f}'({})", args.join(", "))),
            prop::collection::vec(inner.clone(), 0..4).prop_map(|items| format!("[{}]", items.join(", "))),
            (prop::collection::vec(inner.clone(), 1..3), inner.clone())
                .prop_map(|(items, tail)| format!("[{}|{tail}]", items.join(", "))),
            inner.prop_map(|t| format!("{{{t}}}")),
        ]
    })
}

fn run(m: &mut Machine, goal: &str) -> GoalResult {
    run_captured(m, goal).0
}

proptest! {
    // Failing cases are kept beside this file (tests/fact_rebuild.proptest-regressions),
    // where proptest puts them when tests/ has no main.rs.
    #![proptest_config(ProptestConfig {
        cases: 300,
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource("proptest-regressions"))),
        ..ProptestConfig::default()
    })]

    #[test]
    fn asserted_facts_come_back_as_variants(heads in prop::collection::vec(prop::collection::vec(term(), 1..4), 1..6)) {
        let mut m = Machine::new();
        let facts: Vec<String> = heads.iter().map(|args| format!("p{}({})", args.len(), args.join(", "))).collect();
        for f in &facts {
            prop_assert_eq!(run(&mut m, &format!("assertz({f})")), GoalResult::Succeeded, "{}", f);
        }
        for arity in 1..4 {
            let mine: Vec<&String> = facts.iter().filter(|f| f.starts_with(&format!("p{arity}("))).collect();
            let vars: Vec<String> = (0..arity).map(|i| format!("A{i}")).collect();
            let head = format!("p{arity}({})", vars.join(", "));
            // Each clause a variant of its fact (the facts' variables are
            // each clause's own, so they are compared one by one).
            let names: Vec<String> = (0..mine.len()).map(|i| format!("C{i}")).collect();
            let checks: String = mine.iter().zip(&names).map(|(f, c)| format!(", {c} =@= {f}")).collect();
            let goal = format!("findall({head}, clause({head}, true), L), L = [{}]{checks}", names.join(", "));
            prop_assert_eq!(run(&mut m, &goal), GoalResult::Succeeded, "{}", goal);
            // Each fact is found by a call with any one argument bound to
            // its value (the just-in-time indexes rebuild the keys).
            for f in &mine {
                for i in 0..arity {
                    let goal = format!(
                        "F = {f}, arg({n}, F, V), Call = {head}, arg({n}, Call, V), \
                         ( ground(V) -> once((call(Call), Call =@= F)) ; true )",
                        n = i + 1
                    );
                    prop_assert_eq!(run(&mut m, &goal), GoalResult::Succeeded, "{}", goal);
                }
            }
        }
    }
}

#[test]
fn consulted_facts_are_listed_and_retracted_from_their_code() {
    let mut m = Machine::new();
    let program = "\
:- dynamic q/2.
q(X, X).
q(f(X, g(Y, X)), [Y, _|_]).
q(\"str\", 123456789012345678901234567890).
q(_, -1.5).
q({a}, [1,2,3]).
r.
r :- q(_, _).
";
    assert_eq!(m.consult_str(program, "facts").errors, 0);
    let (r, text) = run_captured(&mut m, "listing(q/2), listing(r/0)");
    assert_eq!(r, GoalResult::Succeeded);
    assert_eq!(
        text,
        ":- dynamic q/2.\n\nq(A, A).\nq(f(A, g(B, A)), [B, _|_]).\nq(\"str\", 123456789012345678901234567890).\n\
         q(_, -1.5).\nq({a}, [1, 2, 3]).\n\nr.\nr :-\n    q(_, _).\n\n"
    );
    assert_eq!(
        run(
            &mut m,
            "retract(q(\"str\", S)), S == \"str\", \
             retract(q(f(_, _), L)), L = [_, _|T], var(T), \
             findall(A-B, q(A, B), R), R = [\"str\"-N, _-F, {a}-[1, 2, 3]], \
             N == 123456789012345678901234567890, F == -1.5, \
             predicate_property(r, number_of_rules(1)), predicate_property(r, number_of_clauses(2))"
        ),
        GoalResult::Succeeded
    );
}
