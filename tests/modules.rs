//! Modules: a program split into module files, import and export lists,
//! a user predicate with a library predicate's name, meta-predicate
//! argument qualification, exported operators, multifile predicates
//! across files, library directories, and the errors of each.

use crate::support::machine::run_captured as run;
use crate::support::path;
use hornbook::toplevel::GoalResult;
use hornbook::Machine;
use std::path::PathBuf;

fn dir() -> PathBuf {
    path("tests/modules")
}

/// A machine with the given files of tests/modules consulted.
fn machine(files: &[&str]) -> Machine {
    let mut m = Machine::new();
    for f in files {
        m.consult_file(&dir().join(f)).expect("test file loads");
    }
    m
}

/// The goal must succeed.
fn ok(m: &mut Machine, goal: &str) {
    let (r, out) = run(m, goal);
    assert_eq!(r, GoalResult::Succeeded, "{goal}\n{out}");
}

#[test]
fn program_of_three_module_files() {
    let mut m = machine(&["main.pl"]);
    let (r, out) = run(&mut m, "main");
    assert_eq!(r, GoalResult::Succeeded, "{out}");
    assert_eq!(out, "square(3)===>9\n14\n3\nmine\n6\n[a,c]\n");
}

#[test]
fn private_predicates_stay_in_their_module() {
    let mut m = machine(&["main.pl"]);
    // square/2 is not exported by shapes: unknown in user, callable qualified.
    ok(&mut m, "catch(square(3, _), error(existence_error(procedure, square/2), _), true)");
    ok(&mut m, "shapes:square(3, A), A == 9");
    ok(&mut m, "geometry:square(3, A), A == not_this_one");
    // The user's inc/2 is what apply_twice/3 calls, not report's own.
    ok(&mut m, "apply_twice(inc, 5, X), X == 7");
    ok(&mut m, "report:inc(1, X), X == 101");
}

#[test]
fn a_user_predicate_may_have_a_library_name() {
    let mut m = machine(&["main.pl"]);
    ok(&mut m, "append(a, b, X), X == mine");
    ok(&mut m, "lists:append([a], [b], X), X == [a, b]");
    // Library predicates that use append/3 internally still get the library's.
    ok(&mut m, "last([a, b, c], X), X == c");
    ok(&mut m, "subtract(5, 2, X), X == 3");
}

#[test]
fn meta_predicate_arguments_are_qualified_with_the_caller() {
    let mut m = machine(&["main.pl"]);
    ok(&mut m, "predicate_property(report:apply_twice(_, _, _), meta_predicate(S)), S == apply_twice(2, ?, ?)");
    ok(&mut m, "strip_module(foo, M, G), M == user, G == foo");
    ok(&mut m, "report:apply_twice(inc, 0, X), X == 200");
    ok(&mut m, "report:apply_twice(user:inc, 0, X), X == 2");
    // maplist/3 (library apply) runs a closure of module geometry there.
    ok(&mut m, "geometry:maplist(add_area, [square(1)], [0], [T]), T == 1");
}

#[test]
fn exported_operators_reach_the_importer() {
    let mut m = machine(&["ops_user.pl"]);
    ok(&mut m, "rule(R), R = (A ===> B), A == a, B == b");
    ok(&mut m, "current_op(700, xfx, ===>)");
}

#[test]
fn multifile_clauses_come_from_several_files() {
    let mut m = machine(&["hooks_a.pl", "hooks_b.pl"]);
    ok(&mut m, "findall(X, hook(X), L), L == [a, b]");
    ok(&mut m, "predicate_property(hook(_), multifile)");
}

#[test]
fn import_lists_except_and_renaming() {
    let mut m = Machine::new();
    let shapes = dir().join("shapes.pl");
    let geometry = dir().join("geometry.pl");
    let s = shapes.to_string_lossy();
    let g = geometry.to_string_lossy();
    ok(&mut m, &format!("use_module('{s}', [area/2 as surface])"));
    ok(&mut m, "surface(square(2), A), A == 4");
    ok(&mut m, "catch(area(square(2), _), error(existence_error(procedure, area/2), _), true)");
    ok(&mut m, &format!("use_module('{g}', except([total_area/2]))"));
    ok(&mut m, "describe(square(1), D), D == (square(1) ===> 1)");
    ok(&mut m, "catch(total_area([], _), error(existence_error(procedure, total_area/2), _), true)");
    ok(&mut m, "use_module(library(lists), [nth0/3 as at])");
    ok(&mut m, "at(1, [a, b], X), X == b");
}

#[test]
fn library_resolution_and_errors() {
    let mut m = Machine::new();
    ok(&mut m, "catch(use_module(library(no_such_lib)), error(E, _), true), E == existence_error(source_sink, library(no_such_lib))");
    ok(&mut m, "catch(use_module(library(mylib)), error(existence_error(source_sink, _), _), true)");
    // A library of SWI-Prolog's that hornbook does not have: the error says so.
    for goal in ["use_module(library(sgml))", "use_module(library(http/json), [])", "ensure_loaded(library(clpb))"] {
        let (r, _) = run(&mut m, goal);
        let GoalResult::Error(text) = r else { panic!("{goal}: {r:?}") };
        assert!(
            text.contains("source_sink `library(")
                && text.contains("a library of SWI-Prolog that hornbook does not have"),
            "{text}"
        );
    }
    let (r, _) = run(&mut m, "use_module(library(no_such_lib))");
    assert!(matches!(r, GoalResult::Error(ref text) if !text.contains("SWI-Prolog")), "{r:?}");
    // Libraries whose predicates are built in load nothing.
    ok(&mut m, "use_module(library(apply_macros)), use_module(library(when)), use_module(library(help))");
    let lib = dir().join("lib");
    let l = lib.to_string_lossy();
    ok(&mut m, &format!("assertz(user:file_search_path(library, '{l}'))"));
    ok(&mut m, "use_module(library(mylib)), twice(4, X), X == 8");
    ok(&mut m, "predicate_property(twice(_, _), imported_from(mylib))");

    let mut m = Machine::new();
    ok(&mut m, &format!("assertz(user:library_directory('{l}')), use_module(library(mylib)), twice(1, 2)"));
}

#[test]
fn predicate_properties_of_modules() {
    let mut m = Machine::new();
    ok(&mut m, "use_module(library(lists)), predicate_property(append(_, _, _), imported_from(lists))");
    ok(&mut m, "predicate_property(lists:append(_, _, _), exported)");
    ok(&mut m, "predicate_property(lists:append(_, _, _), defined)");
    ok(&mut m, "predicate_property(lists:append(_, _, _), number_of_clauses(2))");
    ok(&mut m, "\\+ predicate_property(lists:'$append'(_, _, _), exported)");
    ok(&mut m, "assertz(counter(0)), predicate_property(counter(_), dynamic)");
    ok(&mut m, "\\+ predicate_property(counter(_), imported_from(_))");
    ok(&mut m, "current_module(lists), current_module(user), current_module(system)");
}

#[test]
fn system_predicates_cannot_be_redefined() {
    let mut m = Machine::new();
    ok(&mut m, "catch(assertz(atom_length(_, _)), error(E, _), true), E == permission_error(modify, static_procedure, atom_length/2)");
    ok(&mut m, "catch(assertz(foo:findall(_, _, _)), error(E, _), true), E == permission_error(modify, static_procedure, findall/3)");
    // Library predicates may be redefined (in the user module).
    ok(&mut m, "assertz(member(x, y)), member(A, B), A-B == x-y");
    ok(&mut m, "lists:member(b, [a, b])");
}

#[test]
fn qualified_definitions_calls_and_context() {
    let mut m = Machine::new();
    ok(&mut m, "assertz(zoo:animal(cat)), zoo:animal(X), X == cat");
    ok(&mut m, "catch(animal(_), error(existence_error(procedure, animal/1), _), true)");
    ok(&mut m, "zoo:assertz(animal(dog)), findall(X, zoo:animal(X), L), L == [cat, dog]");
    ok(&mut m, "zoo:context_module(M), M == zoo");
    ok(&mut m, "context_module(M), M == user");
    ok(&mut m, "findall(X, zoo:(animal(X), X \\== cat), L), L == [dog]");
    ok(&mut m, "catch(call(_:foo), error(E, _), true), E == instantiation_error");
    // As in SWI-Prolog, module/1 sets the module of the queries that
    // follow; the goals of the running query keep the one it began in.
    ok(&mut m, "module(zoo), context_module(M), M == user");
    ok(&mut m, "context_module(M), module(user), M == zoo");
}

#[test]
fn operators_a_module_does_not_export_stay_in_it() {
    let mut m = machine(&[]);
    ok(&mut m, "use_module('tests/modules/ops_local')");
    ok(&mut m, "\\+ current_op(_, _, ~~>)");
    ok(&mut m, "current_op(700, xfx, ===>>)");
    ok(&mut m, "rule(R), R == ~~>(a, b)");
    ok(&mut m, "rule(R), R == ===>>(c, d)");
    ok(&mut m, "X = (p ===>> q), X == ===>>(p, q)");
    ok(&mut m, "current_op(700, xfx, <~>), current_op(700, xfx, user:(<~>))");
    ok(&mut m, "\\+ current_op(_, _, ~>>)");
    ok(&mut m, "rule(R), R == <~>(e, f)");
    ok(&mut m, "rule(R), R == ~>>(g, h)");
}

/// Runs the module-context property (tests/modules/meta_context_driver.pl)
/// from `file`'s module over every embedded library: the report of calls
/// that did not find the module's own goals must be empty.
fn meta_context_report(file: &str, load: &str) -> String {
    let mut m = Machine::new();
    let path = dir().join(file);
    let libs: Vec<String> = hornbook::stdlib::library_names().map(|l| format!("'{l}'")).collect();
    let goal = format!(
        "{load}('{}'), check_meta_context([{}], R), forall(member(P, R), (print(P), nl))",
        path.display(),
        libs.join(", ")
    );
    let (r, out) = run(&mut m, &goal);
    assert_eq!(r, GoalResult::Succeeded, "{out}");
    out
}

#[test]
fn meta_predicates_find_goals_of_user() {
    assert_eq!(meta_context_report("meta_context_user.pl", "consult"), "");
}

#[test]
fn meta_predicates_find_goals_of_a_program_module() {
    assert_eq!(meta_context_report("meta_context_client.pl", "use_module"), "");
}

#[test]
fn a_catch_recovery_runs_in_the_module_that_called_catch() {
    // The error comes from inside library(lists) code (sum_list/2), the
    // recovery local/2 is private to the module that called catch/3.
    let mut m = machine(&["catch_context.pl"]);
    ok(&mut m, "catch_context:sum_or_error([a], X), X == caught(type_error(evaluable, a/0))");
    ok(&mut m, "catch_context:sort_or_error(a, X), X == caught(type_error(list, a))");
}

/// library(lists) and library(apply) are not loaded at start: the first
/// call of one of their predicates loads the library (autoloading), as in
/// SWI-Prolog, where current_module/1 is false for them until then.
#[test]
fn lists_and_apply_load_on_first_use() {
    let mut m = Machine::new();
    ok(&mut m, "\\+ current_module(lists), \\+ current_module(apply)");
    ok(&mut m, "append(X, [c], [a, b, c]), X == [a, b]");
    ok(&mut m, "current_module(lists), \\+ current_module(apply)");
    ok(&mut m, "predicate_property(user:append(_, _, _), imported_from(lists))");
    ok(&mut m, "maplist(succ, [1, 2], L), L == [2, 3], current_module(apply)");
}

/// `Module:Goal` into a library module not loaded yet loads the library,
/// also for a predicate it does not export, and also through a meta-call.
#[test]
fn a_qualified_call_loads_its_library_module() {
    let mut m = Machine::new();
    ok(&mut m, "findall(X-Y, lists:append(X, Y, [1, 2]), L), L == [[]-[1, 2], [1]-[2], [1, 2]-[]]");
    ok(&mut m, "current_module(lists)");
    let mut m = Machine::new();
    ok(&mut m, "apply:maplist(succ, [1, 2], L), L == [2, 3]");
    let mut m = Machine::new();
    ok(&mut m, "G = apply:maplist(succ), call(G, [1], L), L == [2]");
    // '$append'/3 is lists' own worker, which it does not export.
    let mut m = Machine::new();
    ok(&mut m, "\\+ predicate_property(lists:'$append'(_, _, _), exported)");
    ok(&mut m, "lists:'$append'(X, [b], [a, b]), X == [a]");
    // A module that is no library's stays unknown.
    let mut m = Machine::new();
    ok(&mut m, "catch(nomod:nosuch(1), error(existence_error(procedure, _), _), true), \\+ current_module(nomod)");
}

/// As in SWI-Prolog: clause/2 and current_predicate/1 do not load a
/// library for a qualified predicate of it (they fail until it is
/// loaded); predicate_property/2 and listing/1 do.
#[test]
fn inspecting_a_library_predicate_before_its_library_is_loaded() {
    let mut m = Machine::new();
    ok(&mut m, "\\+ clause(lists:append(_, _, _), _), \\+ current_predicate(lists:append/3)");
    ok(&mut m, "\\+ current_module(lists)");
    ok(&mut m, "predicate_property(lists:append(_, _, _), exported), current_module(lists)");
    ok(&mut m, "clause(lists:append(_, _, _), _), current_predicate(lists:append/3)");
    let mut m = Machine::new();
    let (r, out) = run(&mut m, "listing(apply:maplist/3)");
    assert_eq!(r, GoalResult::Succeeded, "{out}");
    assert!(out.starts_with(":- meta_predicate maplist(2,?,?).\n\nmaplist("), "{out}");
    let (r, out) = run(
        &mut m,
        "catch(listing(lists:nosuch/3), error(E, _), true), E == existence_error(procedure, lists:nosuch/3)",
    );
    assert_eq!(r, GoalResult::Succeeded, "{out}");
}
