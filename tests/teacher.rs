//! A teacher's commands, run in batch mode: list_undefined/0, check/0 and
//! make/0 print what swipl 9 prints for the same program (the expected
//! texts were taken from `swipl -q -g "consult(FILE)" -g GOAL -t halt`, with the file's
//! path put in), explain/1 says where a predicate is defined, who calls it,
//! its help and its clauses, edit/1 runs $EDITOR on the clause's file and
//! line and reloads what the editor changed, and print_message_lines/3
//! prefixes lines by kind as swipl does.

use crate::support::process::hornbook;
use crate::support::temp::TempDir;
use std::path::PathBuf;

/// Calls of undefined predicates from clauses, grammar rules and
/// meta-arguments, one undefined predicate called twice in a clause.
const PROGRAM: &str = "\
:- dynamic dd/1.
s --> [a], nt, {gg(1)}.
z(1) :- w(1), w(2).
z(2) :- w(3), dd(1), \\+ nn, forall(ff(X), hh(X)).
a :- w(1), call(zz, 1), findall(Y, yy(Y), _).
";

/// The file `name` with `text` in a new directory, and its absolute path
/// as swipl names it in messages.
fn program(dir: &TempDir, name: &str, text: &str) -> (PathBuf, String) {
    let file = dir.file(name, text);
    let absolute = std::fs::canonicalize(&file).expect("canonical path");
    let shown = absolute.to_string_lossy().to_string();
    (absolute, shown)
}

fn undefined_report(f: &str) -> String {
    format!(
        "Warning: The predicates below are not defined. If these are defined
Warning: at runtime using assert/1, use :- dynamic Name/Arity.
Warning: 
Warning: ff/1, which is referenced by
Warning: \t{f}:4:35: 2-nd clause of z/1
Warning: gg/1, which is referenced by
Warning: \t{f}:2: 1-st clause of s/2
Warning: hh/1, which is referenced by
Warning: \t{f}:4:42: 2-nd clause of z/1
Warning: nn/0, which is referenced by
Warning: \t{f}:4:24: 2-nd clause of z/1
Warning: nt/2, which is referenced by
Warning: \t{f}:2: 1-st clause of s/2
Warning: w/1, which is referenced by
Warning: \t{f}:5:5: 1-st clause of a/0
Warning: \t{f}:3:8: 1-st clause of z/1
Warning: \t{f}:3:14: 1-st clause of z/1
Warning: \t{f}:4:8: 2-nd clause of z/1
Warning: yy/1, which is referenced by
Warning: \t{f}:5:35: 1-st clause of a/0
Warning: zz/1, which is referenced by
Warning: \t{f}:5:16: 1-st clause of a/0
"
    )
}

#[test]
fn list_undefined_names_each_caller_with_file_line_and_column_as_swipl() {
    let dir = TempDir::new("list_undefined");
    let (file, shown) = program(&dir, "calls.pl", PROGRAM);
    let out = hornbook(&["-q", file.to_str().unwrap(), "-g", "list_undefined", "-t", "halt"]).run();
    assert_eq!(out.code(), Some(0), "{}", out.stderr);
    assert_eq!(out.stderr, undefined_report(&shown));
}

#[test]
fn make_lists_the_undefined_predicates_after_reloading() {
    let dir = TempDir::new("make_undefined");
    let (file, shown) = program(&dir, "calls.pl", PROGRAM);
    let out = hornbook(&["-q", file.to_str().unwrap(), "-g", "make", "-t", "halt"]).run();
    assert_eq!(out.code(), Some(0), "{}", out.stderr);
    assert_eq!(out.stderr, undefined_report(&shown));
}

#[test]
fn a_module_file_names_its_undefined_predicates_with_the_module() {
    let dir = TempDir::new("undefined_module");
    let (file, f) = program(&dir, "m1.pl", ":- module(m1, [go/0]).\ngo :- helper(1).\n");
    let out = hornbook(&["-q", file.to_str().unwrap(), "-g", "list_undefined", "-t", "halt"]).run();
    let expected = format!(
        "Warning: The predicates below are not defined. If these are defined
Warning: at runtime using assert/1, use :- dynamic Name/Arity.
Warning: 
Warning: m1:helper/1, which is referenced by
Warning: \t{f}:2:6: 1-st clause of m1:go/0
"
    );
    assert_eq!(out.stderr, expected);
}

#[test]
fn check_reports_trivial_failures_and_void_declarations_as_swipl() {
    let dir = TempDir::new("check");
    let text = ":- dynamic dd/1.\n:- discontiguous qq/2.\nx :- dd(1).\ny :- x(1).\nx(2).\n";
    let (file, f) = program(&dir, "e.pl", text);
    let out = hornbook(&[file.to_str().unwrap(), "-g", "check", "-t", "halt"]).run();
    assert_eq!(out.code(), Some(0), "{}", out.stderr);
    let expected = format!(
        "% Checking undefined predicates ...
% Checking trivial failures ...
Warning: The following goals fail because there are no matching clauses.
Warning: x(1), which is called from
Warning: \t{f}:4:5: 1-st clause of y/0
% Checking predicates with declarations but without clauses ...
Warning: qq/2 is declared as discontiguous, but has no clauses
"
    );
    let report = out.stderr.find("% Checking").map(|i| &out.stderr[i..]).unwrap_or(&out.stderr);
    assert_eq!(report, expected);
}

#[test]
fn explain_says_where_a_predicate_is_who_calls_it_and_lists_it() {
    let dir = TempDir::new("explain");
    let (file, f) = program(&dir, "family.pl", "parent(tom, bob).\ngrandparent(X, Z) :- parent(X, Y), parent(Y, Z).\n");
    let out = hornbook(&["-q", file.to_str().unwrap(), "-g", "explain(parent)", "-t", "halt"]).run();
    assert_eq!(out.code(), Some(0), "{}", out.stderr);
    let expected = format!(
        "% parent/2 is a predicate defined in {f}:1
%     Referenced from 1-st clause of grandparent/2 at {f}:2
parent(tom, bob).

"
    );
    assert_eq!(out.stdout, expected);
}

#[test]
fn explain_of_a_builtin_gives_its_help() {
    let out = hornbook(&["-q", "-g", "explain(atom_length/2)", "-t", "halt"]).run();
    assert!(
        out.stdout.starts_with("% atom_length/2 is a built-in predicate\natom_length(+atom, ?integer)"),
        "{}",
        out.stdout
    );
    assert!(out.stdout.contains("?- atom_length(hello, N)."), "{}", out.stdout);
    let out = hornbook(&["-q", "-g", "explain(hb_nothing_here)", "-t", "halt"]).run();
    assert_eq!(out.stdout, "% hb_nothing_here is an atom; no predicate is called hb_nothing_here\n");
}

#[test]
fn edit_runs_the_editor_on_the_clause_line_and_reloads_the_file() {
    let dir = TempDir::new("edit");
    let (file, f) = program(&dir, "greet.pl", "hello :- write(old), nl.\n\ngreet :- hello.\n");
    // The editor: says how it was called, then changes the file as a
    // person would.
    let editor = dir.file("editor.sh", "#!/bin/sh\necho \"editor $1 $2\"\nsed -i 's/old/new/' \"$2\"\n");
    std::fs::set_permissions(&editor, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    let out = hornbook(&["-q", file.to_str().unwrap(), "-g", "hello, edit(greet/0), hello", "-t", "halt"])
        .env("EDITOR", editor.to_str().unwrap())
        .run();
    assert_eq!(out.code(), Some(0), "{}", out.stderr);
    assert_eq!(out.stdout, format!("old\neditor +3 {f}\nnew\n"));
}

#[test]
fn edit_of_a_predicate_without_a_file_says_why() {
    let out =
        hornbook(&["-q", "-g", "assertz(counter(0)), \\+ edit(counter/1), \\+ edit(atom_length/2)", "-t", "halt"])
            .env("EDITOR", "false")
            .run();
    assert_eq!(out.code(), Some(0), "{}", out.stderr);
    assert_eq!(
        out.stderr,
        "Warning: counter/1 is a dynamic predicate: its clauses were asserted, not loaded from a file
Warning:     listing(counter/1) shows them
Warning: atom_length/2 is a built-in predicate: it has no source file to edit
Warning:     help(atom_length/2) describes it
"
    );
}

#[test]
fn print_message_lines_prefixes_each_line_by_kind_as_swipl() {
    let goal = "print_message_lines(user_output, kind(warning), ['x ~w'-[1], nl, y]), \
                print_message_lines(user_output, kind(error), [z]), \
                print_message_lines(user_output, kind(informational), [i])";
    let out = hornbook(&["-q", "-g", goal, "-t", "halt"]).run();
    assert_eq!(out.stdout, "Warning: x 1\nWarning: y\nERROR: z\n% i\n");
}

#[test]
fn print_message_lines_keeps_the_line_open_at_flush_and_continues_it_at_at_same_line() {
    // As swipl 9: a final flush leaves the line open for the next output,
    // a leading at_same_line prints the first line without the prefix, and
    // begin/end print nothing.
    let goal = "print_message_lines(user_output, '% ', [begin(x, _), 'a ~w'-[1], nl, b, flush]), \
                write(next), nl, \
                print_message_lines(user_output, 'P ', [at_same_line, c, nl, d, end(_)]), \
                write(z), nl";
    let out = hornbook(&["-q", "-g", goal, "-t", "halt"]).run();
    assert_eq!(out.stdout, "% a 1\n% bnext\nc\nP d\nz\n");
}
