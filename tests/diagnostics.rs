//! Diagnostics on small bad files (tests/diag/*.pl) through the hornbook
//! binary: each report's exact file:line:column, its hint in words, and
//! that the clauses after the error were loaded (queried with -g).

use crate::support::process::{hornbook, Run};

/// Runs `hornbook tests/diag/FILE... -g GOAL -t halt`.
fn load(files: &[&str], goal: &str) -> Run {
    let paths: Vec<String> = files.iter().map(|f| format!("tests/diag/{f}")).collect();
    let mut args: Vec<&str> = paths.iter().map(String::as_str).collect();
    args.extend(["-g", goal, "-t", "halt"]);
    hornbook(&args).run()
}

/// The report headers (`file:line:col`) in the order they were printed.
fn locations(stderr: &str) -> Vec<String> {
    stderr
        .lines()
        .filter_map(|l| l.trim_start().strip_prefix("╭─[ ").and_then(|r| r.strip_suffix(" ]")))
        .map(|s| s.trim_start_matches("tests/diag/").to_string())
        .collect()
}

/// The help lines, in order.
fn hints(stderr: &str) -> Vec<String> {
    stderr.lines().filter_map(|l| l.split_once("Help: ").map(|(_, h)| h.to_string())).collect()
}

/// Asserts that loading `file` reports exactly `expected` (location,
/// title, hint) and that `goal` then succeeds, printing `ok`.
fn check(file: &str, goal: &str, expected: &[(&str, &str, &str)]) -> Run {
    let run = load(&[file], &format!("{goal}, write(ok)"));
    assert_eq!(run.stdout, "ok", "{file}: the clauses after the errors are loaded\n{}", run.stderr);
    assert_eq!(run.code(), Some(0), "{file}\n{}", run.stderr);
    let want_locs: Vec<String> = expected.iter().map(|e| e.0.to_string()).collect();
    assert_eq!(locations(&run.stderr), want_locs, "{}", run.stderr);
    let got_hints = hints(&run.stderr);
    for (i, (_, title, hint)) in expected.iter().enumerate() {
        assert!(run.stderr.contains(title), "{file}: missing {title:?} in\n{}", run.stderr);
        if !hint.is_empty() {
            assert!(
                got_hints.iter().any(|h| h.contains(hint)),
                "{file}: report {i} wants hint {hint:?}, got {got_hints:?}"
            );
        }
    }
    assert!(!run.stderr.contains('\x1b'), "no colour when standard error is a pipe");
    run
}

#[test]
fn clause_running_into_the_next_head_is_reported_at_the_missing_dot() {
    check(
        "missing_dot.pl",
        "foo(b), bar(1), \\+ foo(a)",
        &[("missing_dot.pl:1:7", "Syntax error: Operator expected", "the clause on line 1 has no `.` at its end")],
    );
}

#[test]
fn missing_operator_between_body_lines() {
    check(
        "missing_operator.pl",
        "ok, \\+ catch(p, _, fail)",
        &[("missing_operator.pl:1:7", "Syntax error: Operator expected", "missing `,` or an operator?")],
    );
}

#[test]
fn comma_that_should_be_a_dot() {
    check(
        "comma_for_dot.pl",
        "t, a, b",
        &[("comma_for_dot.pl:1:7", "Syntax error: Operator priority clash", "should this `,` be `.`?")],
    );
}

#[test]
fn comma_making_two_facts_one_term() {
    check(
        "comma_term.pl",
        "ok",
        &[(
            "comma_term.pl:1:1",
            "No permission to modify static procedure `(',')/2'",
            "should the `,` at the end of line 1 be `.`?",
        )],
    );
}

#[test]
fn unbalanced_brackets() {
    let run = check(
        "brackets.pl",
        "ok1, ok2, ok3",
        &[
            ("brackets.pl:2:2", "Unexpected end of clause, expected `,` or `)`", "the `(` on line 1 is never closed"),
            ("brackets.pl:4:10", "Unexpected `]`, expected `,` or `)`", "the `(` on line 4 is closed by this `]`"),
            ("brackets.pl:6:11", "Unexpected `)`, expected operator or `.`", "this `)` closes nothing"),
        ],
    );
    assert!(run.stderr.contains("this `(` is not closed"), "{}", run.stderr);
}

#[test]
fn end_of_file_inside_a_clause() {
    check(
        "eof_clause.pl",
        "ok",
        &[("eof_clause.pl:2:9", "Syntax error: Unexpected end of file", "it ends with `,`: should that be `.`?")],
    );
    check(
        "eof_bracket.pl",
        "ok",
        &[("eof_bracket.pl:2:14", "Syntax error: Unexpected end of file", "the `(` on line 2 is never closed")],
    );
}

#[test]
fn end_of_file_inside_a_quoted_atom() {
    check(
        "eof_quote.pl",
        "ok",
        &[("eof_quote.pl:2:3", "Syntax error: Unterminated quoted atom", "end of file inside a quoted item")],
    );
}

#[test]
fn every_syntax_error_in_one_pass() {
    check(
        "many_errors.pl",
        "findall(X, a(X), [1,2,3,4])",
        &[
            ("many_errors.pl:2:11", "Syntax error: Operator expected", "missing operator or comma?"),
            ("many_errors.pl:4:11", "Syntax error: Unexpected end of clause, expected `)`", "never closed"),
            ("many_errors.pl:6:9", "Syntax error: Unexpected `|` in list tail", "at most one `|`"),
        ],
    );
}

#[test]
fn singleton_warnings() {
    let run = check(
        "singletons.pl",
        "q(1), r(1), r(1,1), r(2,2), t, u(2)",
        &[
            ("singletons.pl:1:3", "Warning: Singleton variables: [X,Y]", "start its name with `_`"),
            ("singletons.pl:4:3", "Singleton-marked variable appears more than once: _X", "without the leading `_`"),
            ("singletons.pl:6:8", "Singleton variable in branch: X", "each branch of a disjunction binds its own `X`"),
        ],
    );
    // `_X` once and `_x` twice draw nothing (as in SWI-Prolog).
    assert!(!run.stderr.contains("_x"), "{}", run.stderr);
}

#[test]
fn discontiguous_clauses() {
    // Every clause that returns to a predicate left earlier is reported,
    // dynamic predicates included, as SWI-Prolog does.
    let run = check(
        "discontiguous.pl",
        "findall(X, s(X), [1,2,3]), findall(X, t(X), [1,2]), findall(X, u(X), [1,2]), findall(X, d(X), [1,2])",
        &[
            (
                "discontiguous.pl:5:1",
                "Warning: Clauses of s/1 are not together in the source-file",
                "declare it discontiguous",
            ),
            ("discontiguous.pl:7:1", "Warning: Clauses of t/1 are not together in the source-file", ""),
            ("discontiguous.pl:10:1", "Warning: Clauses of s/1 are not together in the source-file", ""),
            ("discontiguous.pl:11:1", "Warning: Clauses of d/1 are not together in the source-file", ""),
        ],
    );
    assert!(run.stderr.contains("Earlier definition at tests/diag/discontiguous.pl:3"), "{}", run.stderr);
    assert!(run.stderr.contains("Current predicate: t/1"), "{}", run.stderr);
    assert!(run.stderr.contains("Use :- discontiguous s/1. to suppress this message"), "{}", run.stderr);
    assert!(!run.stderr.contains("Clauses of u/1"), "declared discontiguous: {}", run.stderr);
}

#[test]
fn redefining_a_builtin_is_an_error_but_a_library_predicate_may_be_redefined() {
    check(
        "builtin.pl",
        "ok, append([], X, X), X == mine, atom_length(abc, 3)",
        &[(
            "builtin.pl:1:1",
            "ERROR: No permission to modify static procedure `atom_length/2'",
            "atom_length/2 is built into hornbook and cannot be redefined",
        )],
    );
}

#[test]
fn predicate_redefined_by_another_file() {
    let run = load(&["redef_a.pl", "redef_b.pl"], "findall(X, s(X), [3]), write(ok)");
    assert_eq!(run.stdout, "ok", "{}", run.stderr);
    assert_eq!(locations(&run.stderr), vec!["redef_b.pl:1:1"], "{}", run.stderr);
    assert!(run.stderr.contains("Warning: Redefined static procedure s/1"), "{}", run.stderr);
    assert!(run.stderr.contains("Previously defined at tests/diag/redef_a.pl:1"), "{}", run.stderr);
    // Loading the same file again replaces its clauses silently.
    let run = load(&["redef_a.pl", "redef_a.pl"], "findall(X, s(X), [1,2]), write(ok)");
    assert_eq!((run.stdout.as_str(), run.stderr.as_str()), ("ok", ""));
    // Also when the second path names the same file differently.
    let run = load(&["redef_a.pl"], "consult('tests/../tests/diag/redef_a.pl'), findall(X, s(X), [1,2]), write(ok)");
    assert_eq!((run.stdout.as_str(), run.stderr.as_str()), ("ok", ""));
}

#[test]
fn directives_that_fail_or_raise() {
    let run = check(
        "directives.pl",
        "ok",
        &[
            ("directives.pl:1:1", "Warning: Goal (directive) failed: user:fail", ""),
            ("directives.pl:2:1", "ERROR: Unknown procedure: atom_length/3", ""),
            ("directives.pl:3:1", "ERROR: is/2: Arithmetic: evaluable foo/0 does not exist", ""),
        ],
    );
    assert!(run.stderr.contains("However, there are definitions for:"), "{}", run.stderr);
    assert!(run.stderr.contains("atom_length/2"), "{}", run.stderr);
}

#[test]
fn directive_error_shows_the_program_goals() {
    let run = check(
        "directive_backtrace.pl",
        "ok",
        &[("directive_backtrace.pl:2:1", "atom_length/2: Arguments are not sufficiently instantiated", "")],
    );
    assert!(run.stderr.contains("[2] init/0 at tests/diag/directive_backtrace.pl:1"), "{}", run.stderr);
}

#[test]
fn uncaught_errors_in_words_with_suggestions() {
    let run = load(&["backtrace.pl"], "lowx(1)");
    assert_eq!(run.code(), Some(2));
    assert_eq!(run.stderr, "ERROR: -g lowx(1): Unknown procedure: lowx/1\nERROR:   Did you mean low/1?\n");
    let run = load(&["backtrace.pl"], "mid(1, 2)");
    assert_eq!(
        run.stderr,
        "ERROR: -g mid(1, 2): Unknown procedure: mid/2\nERROR:   However, there are definitions for:\nERROR:         mid/1\n"
    );
    let run = load(&[], "appnd([], [], _)");
    assert!(run.stderr.contains("Unknown procedure: appnd/3\nERROR:   Did you mean append/3?"), "{}", run.stderr);
    let run = load(&[], "X is foo + 1");
    assert_eq!(run.stderr, "ERROR: -g X is foo + 1: is/2: Arithmetic: evaluable foo/0 does not exist\n");
    let run = load(&[], "X is sqr(2)");
    assert_eq!(
        run.stderr,
        "ERROR: -g X is sqr(2): is/2: Arithmetic: evaluable sqr/1 does not exist\nERROR:   Did you mean sqrt/1?\n"
    );
    let run = load(&[], "atom_length(f(x), _)");
    assert!(run.stderr.contains("Type error: `text' expected, found `f(x)' (a compound)"), "{}", run.stderr);
    let run = load(&[], "undefined_thing_xyzzy");
    assert_eq!(run.stderr, "ERROR: -g undefined_thing_xyzzy: Unknown procedure: undefined_thing_xyzzy/0\n");
}

#[test]
fn uncaught_error_backtrace_names_the_program_clauses() {
    let run = load(&["backtrace.pl"], "top");
    assert_eq!(run.code(), Some(2));
    let expected = "\
ERROR: -g top: //2: Arithmetic: evaluation error: zero_divisor
ERROR: In:
ERROR:   [6] low/1 at tests/diag/backtrace.pl:4
ERROR:   [5] mid/1 at tests/diag/backtrace.pl:2
ERROR:   [4] mid/1 at tests/diag/backtrace.pl:2
ERROR:   [3] mid/1 at tests/diag/backtrace.pl:2
ERROR:   [2] top/0 at tests/diag/backtrace.pl:1
";
    assert_eq!(run.stderr, expected);
    // A caught error leaves no backtrace behind for a later one.
    let run = load(&["backtrace.pl"], "catch(top, _, true), X is foo + 1");
    assert_eq!(
        run.stderr,
        "ERROR: -g catch(top, _, true), X is foo + 1: is/2: Arithmetic: evaluable foo/0 does not exist\n"
    );
}

#[test]
fn habits_from_other_languages() {
    check(
        "mistakes.pl",
        "ok",
        &[
            ("mistakes.pl:1:4", "Syntax error: Operator expected", "`Foo` is a variable; a predicate or functor name"),
            ("mistakes.pl:2:11", "Syntax error: Operator expected", "less than or equal is written `=<`"),
            ("mistakes.pl:3:11", "Syntax error: Operator expected", "not equal is written `\\=` (do not unify)"),
            ("mistakes.pl:4:11", "Syntax error: Unexpected end of clause", "the clause ends with `,`"),
            (
                "mistakes.pl:8:6",
                "Syntax error: Operator expected",
                "the quoted item that starts on line 6 runs over 3 lines",
            ),
        ],
    );
}

#[test]
fn clause_heads_that_cannot_be_defined() {
    check(
        "heads.pl",
        "ok",
        &[
            (
                "heads.pl:1:1",
                "ERROR: Type error: `callable' expected, found `1' (an integer)",
                "the head of a clause is an atom",
            ),
            ("heads.pl:2:1", "ERROR: Arguments are not sufficiently instantiated", "cannot be a variable"),
            ("heads.pl:3:1", "found `\"str\"' (a string)", "the head of a clause is an atom"),
        ],
    );
}

#[test]
fn print_message_prefixes_every_line() {
    let run = load(&[], "catch(atom_length(a, b, c), E, print_message(error, E))");
    assert_eq!(
        run.stderr,
        "ERROR: Unknown procedure: atom_length/3\nERROR:   However, there are definitions for:\nERROR:         atom_length/2\n"
    );
}

#[test]
fn local_definition_overriding_a_weak_import_is_reported_once() {
    // use_module/1 imports every export weakly: the file's own wi_foo/1
    // is used, as in SWI-Prolog, which warns at its first clause.
    check(
        "weak_import.pl",
        "findall(X, wi_foo(X), [local, local2]), wi_bar(imported)",
        &[("weak_import.pl:2:1", "Local definition of user:wi_foo/1 overrides weak import from weak_import_mod", "")],
    );
}
