//! Tabling across modules, with listing/1 and the tracer: a tabled
//! predicate defined in a module and called from user, the same name
//! tabled in two modules with separate tables, listing of a tabled
//! predicate, and a traced call of one.

use crate::support::machine::run_captured as run;
use crate::support::temp::TempDir;
use hornbook::toplevel::GoalResult;
use hornbook::Machine;

const GRAPH_MODULE: &str = "
:- module(graph, [reach/2]).
:- table reach/2.
reach(X, Y) :- reach(X, Z), edge(Z, Y).
reach(X, Y) :- edge(X, Y).
edge(a, b). edge(b, c). edge(c, a).
";

const USER_FILE: &str = "
:- use_module(graph).
:- table reach/2.
reach(X, Y) :- reach(X, Z), link(Z, Y).
reach(X, Y) :- link(X, Y).
link(1, 2). link(2, 1).
";

/// A machine with the two files loaded, from a directory of its own: the
/// tests run in parallel threads of one process, and a directory shared
/// between them would have one test read a file while another rewrites it.
/// The directory lasts as long as the test keeps it.
fn machine() -> (TempDir, Machine) {
    let dir = TempDir::new("tabling");
    dir.file("graph.pl", GRAPH_MODULE);
    let main = dir.file("main.pl", USER_FILE);
    let mut m = Machine::new();
    m.consult_file(&main).expect("loads");
    (dir, m)
}

#[test]
fn a_tabled_predicate_of_a_module_is_called_from_user() {
    let (_dir, mut m) = machine();
    let (r, out) = run(&mut m, "findall(Y, graph:reach(a, Y), L), msort(L, S), write(S), nl");
    assert_eq!(r, GoalResult::Succeeded);
    assert_eq!(out, "[a,b,c]\n");
    // user's own reach/2 has its own tables.
    let (r, out) = run(&mut m, "findall(X-Y, reach(X, Y), L), msort(L, S), write(S), nl");
    assert_eq!(r, GoalResult::Succeeded);
    assert_eq!(out, "[1-1,1-2,2-1,2-2]\n");
    let (r, out) = run(&mut m, "forall(current_table(M:V, S), (write(M:V-S), nl))");
    assert_eq!(r, GoalResult::Succeeded);
    assert!(out.contains("graph:reach(a,_") && out.contains("user:reach(_"), "{out}");
}

#[test]
fn listing_and_tracing_a_tabled_predicate() {
    let (_dir, mut m) = machine();
    let (r, out) = run(&mut m, "listing(reach/2)");
    assert_eq!(r, GoalResult::Succeeded, "{out}");
    assert!(out.contains("reach("), "{out}");
    let (r, _) = run(&mut m, "trace, findall(Y, reach(1, Y), L), notrace, L == [2, 1]");
    assert_eq!(r, GoalResult::Succeeded);
}
