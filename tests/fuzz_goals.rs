//! The in-suite fuzzer: random goals over the builtin tables and the
//! documented library predicates, with random arguments (atoms, small and
//! big integers, floats, strings, variables shared between arguments,
//! lists, partial lists, compound terms, arithmetic expressions, and cyclic
//! terms: `C1` ... `C5`, bound before the goal runs to `f(C1)`, `[a|C2]`,
//! `-(C3)`, `[1|C4]` and `[C5]`).
//!
//! A goal given a cyclic term may also run out its (shorter) time limit:
//! library predicates written in Prolog walk an infinite list for ever, as
//! SWI-Prolog's do, and the time limit stopping them shows the loop polls
//! for interrupts. A builtin looping in Rust on one never answers, and the
//! test fails when its 600-s wait runs out.
//!
//! Every goal runs under catch/3 and call_with_time_limit/2 in a machine
//! with a small memory limit. It must succeed, fail, or raise an ISO error
//! term; a panic, a non-ISO exception, a time-out (a hang) or a halt fails
//! the test, and proptest shrinks the goal to a small one. The long fuzz
//! (`cargo fuzz`, fuzz/README.md) runs the same idea without a bound.

use hornbook::toplevel::GoalResult;
use hornbook::Machine;
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestRng, TestRunner};
use std::cell::RefCell;

/// Goals per `cargo test` run.
const GOALS: u32 = 20_000;
/// The seed of the goals `cargo test` runs (see HORNBOOK_FUZZ_SEED).
const DEFAULT_SEED: u64 = 20_261_126;

/// A seed from the clock, for HORNBOOK_FUZZ_SEED=random.
fn rand_seed() -> u64 {
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    now.as_nanos() as u64
}
/// A fresh machine after this many goals: goals change flags, operators
/// and the database, and a fresh machine keeps failures reproducible.
const GOALS_PER_MACHINE: u32 = 1_000;

include!("fuzz_common/excluded.rs");

/// Helpers the goals use: which exception terms are ISO's.
const HELPERS: &str = r#"
'$fuzz_iso'(error(F, _)) :- '$fuzz_formal'(F).
'$fuzz_formal'(instantiation_error).
'$fuzz_formal'(uninstantiation_error(_)).
'$fuzz_formal'(type_error(_, _)).
'$fuzz_formal'(domain_error(_, _)).
'$fuzz_formal'(existence_error(_, _)).
'$fuzz_formal'(existence_error(_, _, _)).
'$fuzz_formal'(permission_error(_, _, _)).
'$fuzz_formal'(representation_error(_)).
'$fuzz_formal'(evaluation_error(_)).
'$fuzz_formal'(resource_error(_)).
'$fuzz_formal'(syntax_error(_)).
'$fuzz_formal'(format(_)).
'$fuzz_formal'(format(_, _)).
% SWI-Prolog's error for an argument a format/2 directive cannot take.
'$fuzz_formal'(format_argument_type(_, _)).
% A dict key given twice (put_dict/3, dict_create/3), as SWI-Prolog.
'$fuzz_formal'(duplicate_key(_)).
% library(debug)'s assertion/1, as SWI-Prolog.
'$fuzz_formal'(assertion_error(_, _)).
% library(plunit)'s end_tests/1 when no unit is open, as SWI-Prolog.
'$fuzz_formal'(context_error(plunit_close(_, _))).
'$fuzz_run'(G) :-
    catch(call_with_time_limit(5, G), E, true),
    (   var(E) -> true
    ;   '$fuzz_iso'(E) -> true
    ;   throw('$fuzz_not_iso'(E))
    ).
'$fuzz_cyclic'(C1, C2, C3, C4, C5) :-
    C1 = f(C1), C2 = [a|C2], C3 = -(C3), C4 = [1|C4], C5 = [C5].
'$fuzz_run_cyclic'(G) :-
    catch(call_with_time_limit(0.2, G), E, true),
    (   var(E) -> true
    ;   E == time_limit_exceeded -> true
    ;   '$fuzz_iso'(E) -> true
    ;   throw('$fuzz_not_iso'(E))
    ).
"#;

/// The predicates to call: (name, arity).
fn targets() -> Vec<(String, u32)> {
    let mut t: Vec<(String, u32)> = hornbook::system::all_builtins()
        .filter(|b| !b.name.starts_with('$'))
        .map(|b| (b.name.to_string(), b.arity))
        .chain(hornbook::help::documented_predicates())
        .filter(|(n, _)| !EXCLUDED.contains(&n.as_str()))
        .collect();
    t.sort();
    t.dedup();
    t
}

/// A random argument as Prolog text.
fn arg() -> impl Strategy<Value = String> {
    let leaf = prop_oneof![
        // Atoms, quoted as writeq would.
        prop::sample::select(vec![
            "a",
            "foo",
            "[]",
            "''",
            "'hello world'",
            "'+'",
            "'-'",
            "'.'",
            "'|'",
            "true",
            "fail",
            "'!'",
            "end_of_file",
            "user",
            "user_output",
            "error",
            "atom",
            "integer",
            "'\\n'",
            "'Ω'",
        ])
        .prop_map(str::to_string),
        // Integers around the edges: small, i64 limits, big, code points.
        prop::sample::select(vec![
            "0",
            "1",
            "-1",
            "2",
            "3",
            "7",
            "10",
            "255",
            "256",
            "-7",
            "1114111",
            "1114112",
            "9223372036854775807",
            "-9223372036854775808",
            "9223372036854775808",
            "100000000000000000000",
            "-100000000000000000000",
            "0x7fffffff",
        ])
        .prop_map(str::to_string),
        any::<i32>().prop_map(|n| format!("({n})")),
        prop::sample::select(vec!["0.0", "-0.0", "1.5", "-2.5", "1.0e308", "1.0Inf", "-1.0Inf", "1.5NaN"])
            .prop_map(str::to_string),
        prop::sample::select(vec!["\"\"", "\"abc\"", "\"~w~a\"", "\"~t~20|\"", "\"héllo\""]).prop_map(str::to_string),
        // Variables: X and Y repeat across arguments.
        prop::sample::select(vec!["_", "X", "Y", "_Z"]).prop_map(str::to_string),
        // Lists and partial lists.
        prop::sample::select(vec![
            "[a,b,c]",
            "[1,2,3]",
            "[X|_]",
            "[a|T]",
            "[a|b]",
            "[_,_]",
            "[0'a,0'b]",
            "[x-1,y-2]",
            "[X,Y,X]",
            "[1.5,a,\"s\"]",
        ])
        .prop_map(str::to_string),
        // Cyclic terms, bound by '$fuzz_cyclic'/5 before the goal.
        prop::sample::select(vec!["C1", "C2", "C3", "C4", "C5"]).prop_map(str::to_string),
        // Compound terms and arithmetic expressions.
        prop::sample::select(vec![
            "f(X)",
            "f(a,b)",
            "g(_,_,_)",
            "1+2",
            "a+1",
            "2**0.5",
            "max(1,2.0)",
            "X-Y",
            "(a:-b)",
            "(a,b)",
            "(a;b)",
            "(a->b;c)",
            "\\+a",
            "m:p",
            "'$stream'(1)",
            "'$stream'(99)",
            "- (1)",
            "{a}",
        ])
        .prop_map(str::to_string),
    ];
    leaf.prop_recursive(2, 8, 3, |inner| {
        prop_oneof![
            (prop::sample::select(vec!["f", "g", "[]", "'.'", "-", "+"]), prop::collection::vec(inner.clone(), 1..3))
                .prop_map(|(f, args)| format!("{f}({})", args.join(","))),
            prop::collection::vec(inner, 0..4).prop_map(|items| format!("[{}]", items.join(","))),
        ]
    })
}

/// A random goal: a target with random arguments.
fn goal(targets: Vec<(String, u32)>) -> impl Strategy<Value = String> {
    prop::sample::select(targets).prop_flat_map(|(name, arity)| {
        prop::collection::vec(arg(), arity as usize).prop_map(move |args| {
            let quoted = quote_atom(&name);
            if args.is_empty() {
                quoted
            } else {
                format!("{quoted}({})", args.join(","))
            }
        })
    })
}

fn quote_atom(name: &str) -> String {
    let plain = name.chars().next().is_some_and(|c| c.is_ascii_lowercase())
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if plain || name == "[]" {
        name.to_string()
    } else {
        format!("'{}'", name.replace('\\', "\\\\").replace('\'', "\\'"))
    }
}

fn fresh_machine() -> Machine {
    let mut m = Machine::new();
    m.consult_str(HELPERS, "fuzz_helpers");
    // Small, so that goals that grow without bound stop quickly.
    m.stack_limit = 64 << 20;
    // Output is kept in a capture, emptied after each goal; messages to
    // user_error are not wanted either.
    m.out.captures.push(String::new());
    let null = std::fs::OpenOptions::new().write(true).open("/dev/null").expect("/dev/null");
    if let Some(err) = m.out.get(hornbook::machine::streams::USER_ERROR) {
        err.sink = Some(hornbook::machine::streams::Sink::File(std::io::BufWriter::new(null)));
    }
    m
}

thread_local! {
    /// Goals whose text did not parse, to check that they stay rare.
    static UNPARSED: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

/// Runs one goal; Err says what went wrong.
fn run_one(m: &mut Machine, goal: &str) -> Result<(), String> {
    let cyclic = ["C1", "C2", "C3", "C4", "C5"].iter().any(|c| goal.contains(c));
    let text = if cyclic {
        format!("'$fuzz_cyclic'(C1, C2, C3, C4, C5), '$fuzz_run_cyclic'(({goal}))")
    } else {
        format!("'$fuzz_run'(({goal}))")
    };
    let r = m.run_goal_text(&text);
    if let Some(c) = m.out.captures.last_mut() {
        c.clear();
    } else {
        m.out.captures.push(String::new());
    }
    match r {
        GoalResult::Succeeded | GoalResult::Failed => Ok(()),
        // Generated text the machine's current operators do not parse
        // (a goal may have redefined one): not the goal's fault.
        GoalResult::SyntaxError(_) => {
            UNPARSED.with(|u| u.set(u.get() + 1));
            Ok(())
        }
        GoalResult::Error(msg) => Err(format!("{goal}: {msg}")),
        GoalResult::Halted(code) => Err(format!("{goal}: halted with {code}")),
    }
}

#[test]
fn random_goals_succeed_fail_or_raise_iso_errors() {
    // The fuzzer runs on its own thread so that a goal stuck in Rust code
    // (which no time limit can stop) fails the test instead of hanging it.
    let (done, wait) = std::sync::mpsc::channel();
    // The goal running now, for the report when one hangs.
    let current = std::sync::Arc::new(std::sync::Mutex::new(String::new()));
    let running = current.clone();
    let worker = std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(move || {
            let targets = targets();
            assert!(targets.len() > 200, "only {} predicates to call", targets.len());
            let machine = RefCell::new(fresh_machine());
            let count = RefCell::new(0u32);
            let config =
                Config { cases: GOALS, failure_persistence: None, max_shrink_iters: 2_000, ..Config::default() };
            // The same goals on every run (a red run is reproducible, and
            // CI does not turn red on its own); HORNBOOK_FUZZ_SEED=N picks
            // other goals, HORNBOOK_FUZZ_SEED=random new ones each run.
            let seed = match std::env::var("HORNBOOK_FUZZ_SEED") {
                Ok(s) if s == "random" => rand_seed(),
                Ok(s) => s.parse().expect("HORNBOOK_FUZZ_SEED: a number or random"),
                Err(_) => DEFAULT_SEED,
            };
            let mut seed_bytes = [0u8; 32];
            for (i, chunk) in seed_bytes.chunks_mut(8).enumerate() {
                chunk.copy_from_slice(&seed.wrapping_add(i as u64).to_le_bytes());
            }
            let rng = TestRng::from_seed(RngAlgorithm::ChaCha, &seed_bytes);
            eprintln!("fuzz_goals: seed {seed}");
            let mut runner = TestRunner::new_with_rng(config, rng);
            // HORNBOOK_FUZZ_ALL=1 lists every failing goal instead of
            // stopping at the first and shrinking it.
            let list_all = std::env::var_os("HORNBOOK_FUZZ_ALL").is_some();
            // HORNBOOK_FUZZ_SHOW=1 prints each goal before it runs: the
            // last line names a goal that kills the process.
            let show = std::env::var_os("HORNBOOK_FUZZ_SHOW").is_some();
            let failures = RefCell::new(Vec::new());
            let result = runner.run(&goal(targets), |g| {
                let mut n = count.borrow_mut();
                *n += 1;
                if (*n).is_multiple_of(GOALS_PER_MACHINE) {
                    *machine.borrow_mut() = fresh_machine();
                }
                drop(n);
                let mut m = machine.borrow_mut();
                if show {
                    eprintln!("{g}");
                }
                running.lock().expect("goal text").clone_from(&g);
                let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run_one(&mut m, &g)));
                if list_all && !matches!(r, Ok(Ok(()))) {
                    failures.borrow_mut().push(format!("{g}: {:?}", r.as_ref().map_err(|_| "panic")));
                    if r.is_err() {
                        *m = fresh_machine();
                    }
                    return Ok(());
                }
                match r {
                    Ok(Ok(())) => Ok(()),
                    Ok(Err(msg)) => Err(TestCaseError::fail(msg)),
                    Err(_) => {
                        // The machine may be inconsistent after a panic.
                        *m = fresh_machine();
                        Err(TestCaseError::fail(format!("{g}: panicked")))
                    }
                }
            });
            let failures = failures.into_inner();
            let result = match result {
                Ok(()) if !failures.is_empty() => Err(failures.join("\n")),
                other => other.map_err(|e| e.to_string()),
            };
            let unparsed = UNPARSED.with(|u| u.get());
            let result = match result {
                Ok(()) if unparsed > GOALS / 20 => Err(format!("{unparsed} goals did not parse")),
                other => other,
            };
            let _ = done.send((result, *count.borrow()));
        })
        .expect("fuzzer thread");
    match wait.recv_timeout(std::time::Duration::from_secs(600)) {
        Ok((Ok(()), n)) => {
            assert!(n >= GOALS, "only {n} goals ran");
            worker.join().expect("fuzzer thread");
        }
        Ok((Err(e), _)) => panic!("{e}"),
        Err(_) => {
            let goal = current.lock().map(|g| g.clone()).unwrap_or_default();
            panic!("a random goal hangs (no answer in 600 s): {goal}")
        }
    }
}
