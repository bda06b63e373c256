//! Random goals over the builtin tables: the input bytes choose a
//! predicate and its arguments (atoms, small and big integers, floats,
//! strings, shared variables, lists, partial lists, compound terms). Each
//! goal must succeed, fail or raise an ISO error term. The same check as
//! tests/fuzz_goals.rs, without a bound on the number of goals.
#![no_main]

use hornbook::toplevel::GoalResult;
use hornbook::Machine;
use libfuzzer_sys::fuzz_target;
use std::cell::RefCell;

include!("../../tests/fuzz_common/excluded.rs");

const ARGS: &[&str] = &[
    "a", "foo", "[]", "''", "'hello world'", "'+'", "'-'", "'.'", "'|'", "true", "fail", "0", "1", "-1", "255",
    "1114112", "9223372036854775807", "-9223372036854775808", "9223372036854775808", "100000000000000000000",
    "0.0", "-0.0", "1.5", "1.0e308", "1.0Inf", "1.5NaN", "\"\"", "\"abc\"", "\"~w~a\"", "_", "X", "Y", "[a,b,c]",
    "[X|_]", "[a|b]", "[0'a,0'b]", "[x-1,y-2]", "f(X)", "f(a,b)", "1+2", "a+1", "(a:-b)", "(a,b)", "(a;b)",
    "(a->b;c)", "\\+a", "m:p", "'$stream'(1)", "{a}",
];

const HELPERS: &str = "
fuzz_iso(error(F, _)) :- fuzz_formal(F).
fuzz_formal(instantiation_error).
fuzz_formal(uninstantiation_error(_)).
fuzz_formal(type_error(_, _)).
fuzz_formal(domain_error(_, _)).
fuzz_formal(existence_error(_, _)).
fuzz_formal(existence_error(_, _, _)).
fuzz_formal(permission_error(_, _, _)).
fuzz_formal(representation_error(_)).
fuzz_formal(evaluation_error(_)).
fuzz_formal(resource_error(_)).
fuzz_formal(syntax_error(_)).
fuzz_formal(format(_)).
fuzz_formal(format(_, _)).
fuzz_run(G) :-
    catch(call_with_time_limit(5, G), E, true),
    ( var(E) -> true ; fuzz_iso(E) -> true ; throw(fuzz_not_iso(E)) ).
";

thread_local! {
    static STATE: RefCell<Option<(Machine, Vec<(String, u32)>)>> = const { RefCell::new(None) };
}

fn quote_atom(name: &str) -> String {
    format!("'{}'", name.replace('\\', "\\\\").replace('\'', "\\'"))
}

/// A term from the bytes: an argument, or a compound or list of them.
fn term(bytes: &mut impl Iterator<Item = u8>, depth: u32) -> String {
    let b = bytes.next().unwrap_or(0);
    match b % 8 {
        6 if depth < 3 => format!("f({},{})", term(bytes, depth + 1), term(bytes, depth + 1)),
        7 if depth < 3 => format!("[{},{}|{}]", term(bytes, depth + 1), term(bytes, depth + 1), term(bytes, depth + 1)),
        _ => ARGS[bytes.next().unwrap_or(0) as usize % ARGS.len()].to_string(),
    }
}

fuzz_target!(|data: &[u8]| {
    STATE.with(|s| {
        let mut s = s.borrow_mut();
        let (m, targets) = s.get_or_insert_with(|| {
            let mut m = Machine::new();
            m.consult_str(HELPERS, "fuzz_helpers");
            m.stack_limit = 64 << 20;
            m.out.captures.push(String::new());
            let targets = hornbook::system::all_builtins()
                .filter(|b| !b.name.starts_with('$') && !EXCLUDED.contains(&b.name))
                .map(|b| (b.name.to_string(), b.arity))
                .collect();
            (m, targets)
        });
        let mut bytes = data.iter().copied();
        let pick = u16::from_le_bytes([bytes.next().unwrap_or(0), bytes.next().unwrap_or(0)]) as usize;
        let (name, arity) = &targets[pick % targets.len()];
        let args: Vec<String> = (0..*arity).map(|_| term(&mut bytes, 0)).collect();
        let goal = if args.is_empty() { quote_atom(name) } else { format!("{}({})", quote_atom(name), args.join(",")) };
        let r = m.run_goal_text(&format!("fuzz_run(({goal}))"));
        if let Some(c) = m.out.captures.last_mut() {
            c.clear();
        }
        match r {
            GoalResult::Succeeded | GoalResult::Failed | GoalResult::SyntaxError(_) => {}
            other => panic!("{goal}: {other:?}"),
        }
    });
});
