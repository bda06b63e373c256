//! Tabling across modules, with listing/1 and the tracer: a tabled
//! predicate defined in a module and called from user, the same name
//! tabled in two modules with separate tables, listing of a tabled
//! predicate, and a traced call of one.

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

fn run(m: &mut Machine, goal: &str) -> (GoalResult, String) {
    m.out.captures.push(String::new());
    let r = m.run_goal_text(goal);
    let out = m.out.captures.pop().unwrap_or_default();
    (r, out)
}

/// A machine with the two files loaded, from a directory of its own: the
/// tests run in parallel threads of one process, and a directory shared
/// between them would have one test read a file while another rewrites it.
fn machine() -> Machine {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let mut m = Machine::new();
    let dir = std::env::temp_dir().join(format!("hornbook_tabling_{}_{n}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    std::fs::write(dir.join("graph.pl"), GRAPH_MODULE).expect("write module");
    std::fs::write(dir.join("main.pl"), USER_FILE).expect("write main");
    m.consult_file(&dir.join("main.pl")).expect("loads");
    m
}

#[test]
fn a_tabled_predicate_of_a_module_is_called_from_user() {
    let mut m = machine();
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
    let mut m = machine();
    let (r, out) = run(&mut m, "listing(reach/2)");
    assert_eq!(r, GoalResult::Succeeded, "{out}");
    assert!(out.contains("reach("), "{out}");
    let (r, _) = run(&mut m, "trace, findall(Y, reach(1, Y), L), notrace, L == [2, 1]");
    assert_eq!(r, GoalResult::Succeeded);
}
