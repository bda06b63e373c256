//! Batch runs, `hornbook FILES... -g GOAL -t halt`: the exit status says
//! how the goals ended (0, 1 for a failure, 2 for an uncaught error, N for
//! halt(N)), an uncaught error is one line and the program's goals, and
//! syntax errors in a file are reported while the rest of it loads.

use crate::support::process::hornbook;
use crate::support::temp::TempDir;

#[test]
fn katamino_bad_height_is_a_one_line_error() {
    let out = hornbook(&["programs/katamino.pl", "-g", "katamino([l,t,w,k,y,r,z,c,p,i], 7)", "-t", "halt"]).run();
    assert_eq!(out.code(), Some(2));
    assert!(out.stdout.is_empty(), "no search output expected");
    let err = &out.stderr;
    // One line of message, then the backtrace of the program's goals.
    let first = err.lines().next().unwrap_or_default();
    assert!(first.contains("katamino_height") && first.contains('7'), "{err}");
    assert!(err.lines().skip(1).all(|l| l == "ERROR: In:" || l.starts_with("ERROR:   [")), "{err}");
    assert!(err.contains("katamino/2 at programs/katamino.pl:"), "{err}");
}

#[test]
fn failing_goal_exits_with_status_1() {
    let out = hornbook(&["-g", "fail"]).run();
    assert_eq!(out.code(), Some(1));
}

#[test]
fn uncaught_error_exits_with_status_2_and_names_the_error() {
    let out = hornbook(&["-g", "X is foo + 1"]).run();
    assert_eq!(out.code(), Some(2));
    let err = &out.stderr;
    assert!(err.contains("evaluable") && err.contains("foo/0"), "{err}");
}

#[test]
fn halt_status_is_the_exit_status() {
    let out = hornbook(&["-g", "write(hi), nl, halt(3)"]).run();
    assert_eq!(out.code(), Some(3));
    assert_eq!(out.stdout, "hi\n");
}

#[test]
fn syntax_errors_in_a_file_are_reported_with_line_and_column_and_loading_continues() {
    let dir = TempDir::new("syntax");
    let file = dir.file("bad.pl", "ok(1).\nbad(X :- .\nok(2).\nworse(a b).\nok(3).\n");
    let out = hornbook(&[file.to_str().unwrap(), "-g", "findall(X, ok(X), L), write(L), nl"]).run();
    assert!(out.status.success());
    assert_eq!(out.stdout, "[1,2,3]\n");
    let err = &out.stderr;
    assert!(err.contains("bad.pl:2:"), "{err}");
    assert!(err.contains("bad.pl:4:"), "{err}");
}

/// `:- initialization(main, main)`: main runs after the load, and its
/// outcome is the exit status (0, 1 when it fails, 2 for an uncaught error,
/// N for halt(N)), as in SWI-Prolog; the initialization/1 goals run first.
#[test]
fn initialization_main_runs_main_and_exits_with_its_status() {
    let dir = TempDir::new("init_main");
    let cases = [
        ("ok.pl", "main :- writeln(hi).\n", 0, "hi\n"),
        ("fails.pl", "main :- writeln(hi), fail.\n", 1, "hi\n"),
        ("raises.pl", "main :- writeln(hi), X is foo + 1, writeln(X).\n", 2, "hi\n"),
        ("halts.pl", "main :- writeln(hi), halt(3).\n", 3, "hi\n"),
    ];
    for (name, body, status, stdout) in cases {
        let file =
            dir.file(name, format!(":- initialization(writeln(first)).\n:- initialization(main, main).\n{body}"));
        let out = hornbook(&[file.to_str().unwrap()]).input("").run();
        assert_eq!(out.code(), Some(status), "{name}: {}", out.stderr);
        assert_eq!(out.stdout, format!("first\n{stdout}"), "{name}");
    }
}

#[test]
fn help_goes_to_standard_output_with_status_0_and_version_names_hornbook() {
    let out = hornbook(&["--help"]).run();
    assert_eq!(out.code(), Some(0));
    assert!(out.stdout.contains("Usage") && out.stdout.contains("--stack-limit"), "{}", out.stdout);
    assert!(out.stderr.is_empty());
    let out = hornbook(&["--version"]).run();
    assert_eq!(out.code(), Some(0));
    assert!(out.stdout.starts_with("hornbook version "), "{}", out.stdout);
    // A word that is not understood: the usage on standard error, status 1.
    let out = hornbook(&["--no-such-option"]).run();
    assert_eq!(out.code(), Some(1));
    assert!(out.stderr.contains("--no-such-option") && out.stderr.contains("Usage"), "{}", out.stderr);
}

#[test]
fn the_words_after_the_files_are_the_argv_flag_as_in_swi_prolog() {
    let dir = TempDir::new("argv");
    let script = dir.file(
        "script.pl",
        "#!/usr/bin/env hornbook\n:- initialization(main, main).\n\
         main :- current_prolog_flag(argv, L), writeq(L), nl.\n",
    );
    let s = script.to_str().unwrap();
    // swipl script.pl a b c: [a,b,c]; nothing after the script is loaded.
    let out = hornbook(&[s, "a", "b", "c"]).run();
    assert_eq!((out.stdout.as_str(), out.stderr.as_str(), out.code()), ("[a,b,c]\n", "", Some(0)));
    let out = hornbook(&[s, "a", "--", "c.pl"]).run();
    assert_eq!(out.stdout, "[a,--,'c.pl']\n");
    let out = hornbook(&[s, "--", "x.pl", "-g"]).run();
    assert_eq!(out.stdout, "['x.pl','-g']\n");
    let out = hornbook(&["-g", "current_prolog_flag(argv, L), writeq(L), nl", "-t", "halt"]).run();
    assert_eq!(out.stdout, "[]\n");
}

#[test]
fn command_line_options_as_swi_prolog_reads_them() {
    let dir = TempDir::new("options");
    let a = dir.file("a.pl", "a(1).\n");
    let b = dir.file("b", "b(2).\n");
    let shown = "a(A), b(B), current_prolog_flag(stack_limit, S), X = \"ab\", current_prolog_flag(traditional, T), \
                 writeq(A-B-S-X-T), nl";
    let (a, b) = (a.to_str().unwrap(), b.to_str().unwrap());
    let out =
        hornbook(&["-f", "none", "-l", a, "-s", b, "--stack-limit=10m", "--traditional", "-g", shown, "-t", "halt"])
            .run();
    assert_eq!(out.stdout, "1-2-10485760-[97,98]-true\n", "{}", out.stderr);
    let out = hornbook(&["-f", a, "-g", "a(X), write(X), nl", "-t", "halt"]).run();
    assert_eq!(out.stdout, "1\n");
}

#[test]
fn on_error_and_on_warning_decide_the_status() {
    let dir = TempDir::new("on_error");
    let bad = dir.file("bad.pl", "p(.\nq.\n");
    let warn = dir.file("warn.pl", "p(X).\n");
    let (bad, warn) = (bad.to_str().unwrap(), warn.to_str().unwrap());
    let go = ["-g", "write(ran), nl", "-t", "halt"];
    let run = |first: &[&str]| hornbook(&[first, &go[..]].concat()).run();
    // As swipl 9: halt stops at the first error, before the goals.
    let out = run(&["--on-error=halt", bad]);
    assert_eq!((out.stdout.as_str(), out.code()), ("", Some(1)));
    let out = run(&["--on-warning=halt", warn]);
    assert_eq!((out.stdout.as_str(), out.code()), ("", Some(1)));
    let out = run(&[bad]);
    assert_eq!((out.stdout.as_str(), out.code()), ("ran\n", Some(0)));
    let out = hornbook(&["--on-error=status", "-g", "print_message(error, format(x, []))", "-t", "halt"]).run();
    assert_eq!(out.code(), Some(1));
    let out = hornbook(&["--on-warning=status", warn, "-t", "halt"]).run();
    assert_eq!(out.code(), Some(1));
}

#[test]
fn quiet_silences_informational_messages() {
    let goal = "print_message(informational, format(hello, [])), print_message(warning, format(w, []))";
    let out = hornbook(&["-g", goal, "-t", "halt"]).run();
    assert_eq!(out.stderr, "% hello\nWarning: w\n");
    let out = hornbook(&["-q", "-g", goal, "-t", "halt"]).run();
    assert_eq!(out.stderr, "Warning: w\n");
}
