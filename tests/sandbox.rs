//! Sandbox mode, `hornbook --sandbox FILES`: each family of builtins that
//! reaches outside the process is refused with `permission_error(call,
//! sandboxed, Goal)` (file writes, reads of files not loaded, the
//! environment and the file system's questions), library predicates that
//! reach files through them are refused too, what stays allowed works,
//! and the time limit stops a query (even one that catches the limit)
//! while the next query runs, at the terminal too. Without `--sandbox` the
//! same calls work.

use crate::support::process::{hornbook, Run};
use crate::support::temp::TempDir;
use std::path::Path;

/// The probe loaded with every sandboxed run: `try(G)` prints how G ended
/// (true, false, or the formal of its error), its variables named, and
/// keeps none of its bindings (the goals of a run share their variables).
const PROBE: &str = "\
try(G) :-
    \\+ \\+ ( catch((G -> R = true ; R = false), error(E, _), R = E),
            numbervars(R, 0, _),
            write_term(R, [quoted(true), numbervars(true)]) ),
    nl.
fact(1).
";

/// A directory with the probe (loaded, so readable) and a file that is
/// not loaded.
struct Setup {
    dir: TempDir,
}

impl Setup {
    fn new(label: &str) -> Setup {
        let dir = TempDir::new(label);
        dir.file("probe.pl", PROBE);
        dir.file("other.pl", "secret(42).\n");
        Setup { dir }
    }

    fn path(&self, name: &str) -> String {
        self.dir.path().join(name).to_str().expect("a UTF-8 path").to_string()
    }

    /// `hornbook --sandbox probe.pl -g GOAL -t halt`.
    fn run(&self, goal: &str) -> Run {
        let probe = self.path("probe.pl");
        hornbook(&["--sandbox", &probe, "-g", goal, "-t", "halt"]).run()
    }

    /// The lines `try/1` printed for each goal, run in one sandboxed process.
    fn tries(&self, goals: &[String]) -> Vec<String> {
        let goal = goals.iter().map(|g| format!("try(({g}))")).collect::<Vec<_>>().join(", ");
        let out = self.run(&goal);
        assert_eq!(out.code(), Some(0), "{goal}: {}", out.stderr);
        out.stdout.lines().map(str::to_string).collect()
    }
}

/// `'path'` as writeq/1 writes an atom of that text.
fn quoted(path: &str) -> String {
    format!("'{}'", path.replace('\\', "\\\\").replace('\'', "\\'"))
}

/// The error term of a refused call of `goal` (as written with its
/// variables named A, B, ...).
fn refusal(goal: &str) -> String {
    format!("permission_error(call,sandboxed,{goal})")
}

#[test]
fn file_writes_are_refused_and_nothing_is_written() {
    let s = Setup::new("sandbox_writes");
    let (new, probe) = (s.path("new.txt"), s.path("probe.pl"));
    let (qn, qp) = (quoted(&new), quoted(&probe));
    let goals = [
        format!("open({qn}, write, _)"),
        format!("open({qn}, append, _)"),
        format!("open({qn}, write, _, [])"),
        format!("tell({qn})"),
        format!("append({qn})"),
        format!("delete_file({qp})"),
        format!("rename_file({qp}, {qn})"),
        "tmp_file(x, _)".to_string(),
        // Library predicates write through open/4.
        format!("csv_write_file({qn}, [row(a)])"),
    ];
    let want = [
        refusal(&format!("open({qn},write,A)")),
        refusal(&format!("open({qn},append,A)")),
        refusal(&format!("open({qn},write,A,[])")),
        refusal(&format!("tell({qn})")),
        refusal(&format!("append({qn})")),
        refusal(&format!("delete_file({qp})")),
        refusal(&format!("rename_file({qp},{qn})")),
        refusal("tmp_file(x,A)"),
        refusal(&format!("open({qn},write,A,[])")),
    ];
    assert_eq!(s.tries(&goals), want);
    assert!(!Path::new(&new).exists(), "a file was written");
    assert!(Path::new(&probe).exists(), "a file was deleted");
}

#[test]
fn reads_of_files_not_loaded_are_refused() {
    let s = Setup::new("sandbox_reads");
    let other = s.path("other.pl");
    let q = quoted(&other);
    let base = quoted(other.trim_end_matches(".pl"));
    let goals = [
        format!("open({q}, read, _)"),
        format!("open({q}, read, _, [])"),
        format!("see({q})"),
        format!("consult({q})"),
        format!("consult({base})"),
        format!("[{q}]"),
        format!("ensure_loaded({q})"),
        format!("use_module({q})"),
        format!("exists_file({q})"),
        format!("size_file({q}, _)"),
        format!("access_file({q}, read)"),
        // A library predicate reads through open/3.
        format!("read_file_to_string({q}, _, [])"),
        "catch(secret(_), error(existence_error(_, _), _), fail)".to_string(),
    ];
    let want = [
        format!("open({q},read,A)"),
        format!("open({q},read,A,[])"),
        format!("see({q})"),
        format!("consult({q})"),
        format!("consult({base})"),
        format!("consult([{q}])"),
        format!("ensure_loaded({q})"),
        format!("'$load_module_file'(user,{q},all)"),
        format!("exists_file({q})"),
        format!("size_file({q},A)"),
        format!("access_file({q},read)"),
        format!("open({q},read,A)"),
    ]
    .map(|culprit| refusal(&culprit));
    // The culprit is the builtin the guard stopped: [F] calls consult/1,
    // use_module/1 its loader; the last line says secret/1 is not loaded.
    let lines = s.tries(&goals);
    assert_eq!(lines[..want.len()], want);
    assert_eq!(lines[want.len()..], ["false"]);
}

#[test]
fn the_environment_and_the_file_systems_questions_are_refused() {
    let s = Setup::new("sandbox_env");
    let goals = ["getenv('HOME', _)", "setenv(hornbook_x, 1)", "unsetenv('HOME')", "working_directory(_, '/')"]
        .into_iter()
        .chain(["directory_files('.', _)", "exists_directory('.')", "same_file('a', 'b')"])
        // The memory limit may go down, not up.
        .chain(["set_prolog_flag(stack_limit, 1000000000000)"])
        .map(str::to_string)
        .collect::<Vec<_>>();
    let want = [
        "getenv('HOME',A)",
        "setenv(hornbook_x,1)",
        "unsetenv('HOME')",
        "working_directory(A,/)",
        "directory_files('.',A)",
        "exists_directory('.')",
        "same_file(a,b)",
        "set_prolog_flag(stack_limit,1000000000000)",
    ]
    .map(refusal);
    assert_eq!(s.tries(&goals), want);
    // hornbook has no predicate that runs another program: a builtin
    // that did would use std::process, and the classification test of
    // src/sandbox.rs would ask for its row in GUARDED.
    let shell = s.tries(&["shell(ls)".to_string(), "process_create(path(ls), [], [])".to_string()]);
    assert_eq!(shell, ["existence_error(procedure,shell/1)", "existence_error(procedure,process_create/3)"]);
}

#[test]
fn what_stays_allowed_works() {
    let s = Setup::new("sandbox_allowed");
    let probe = quoted(&s.path("probe.pl"));
    let goals = [
        // The loaded file may be read, asked about and loaded again.
        format!("open({probe}, read, S), read(S, T), close(S), T = (try(_) :- _)"),
        format!("see({probe}), read(T), seen, T = (try(_) :- _)"),
        format!("exists_file({probe})"),
        format!("consult({probe}), fact(1)"),
        // The terminal's streams, the database, text in memory, libraries.
        "tell(user_output), told".to_string(),
        "assertz(counter(1)), retract(counter(1))".to_string(),
        "format(atom(A), '~w-~a', [x, y]), A == 'x-y'".to_string(),
        "with_output_to(string(S), write(hello)), S == \"hello\"".to_string(),
        "use_module(library(lists)), last([1, 2, 3], 3)".to_string(),
        "file_name_extension(B, pl, 'x.pl'), B == x".to_string(),
        "catch(call_with_time_limit(0.05, (repeat, fail)), time_limit_exceeded, true)".to_string(),
        "current_prolog_flag(stack_limit, L), L2 is L // 2, set_prolog_flag(stack_limit, L2)".to_string(),
        "set_prolog_flag(double_quotes, atom)".to_string(),
    ];
    let lines = s.tries(&goals);
    assert_eq!(lines, vec!["true"; goals.len()]);
}

#[test]
fn halt_still_ends_the_run_with_its_status() {
    let s = Setup::new("sandbox_halt");
    let out = s.run("write(bye), nl, halt(3)");
    assert_eq!((out.code(), out.stdout.as_str()), (Some(3), "bye\n"));
}

#[test]
fn an_uncaught_refusal_is_reported_as_swi_prolog_words_it() {
    let s = Setup::new("sandbox_message");
    let out = s.run("getenv('HOME', _)");
    assert_eq!(out.code(), Some(2));
    assert!(out.stderr.contains("No permission to call sandboxed `getenv('HOME',"), "{}", out.stderr);
}

#[test]
fn without_the_sandbox_the_same_calls_work() {
    let s = Setup::new("sandbox_off");
    let other = quoted(&s.path("other.pl"));
    let goal = format!("try(exists_file({other})), try(consult({other})), try(secret(42)), try(getenv('HOME', _))");
    let out = hornbook(&[&s.path("probe.pl"), "-g", &goal, "-t", "halt"]).run();
    assert_eq!(out.stdout, "true\ntrue\ntrue\ntrue\n", "{}", out.stderr);
}

#[test]
fn include_in_clauses_typed_in_is_refused() {
    let s = Setup::new("sandbox_include");
    let other = quoted(&s.path("other.pl"));
    let input = format!(
        "[user].\n:- include({other}).\n:- (catch(secret(_), _, fail) -> write(included) ; write(refused)), nl.\n"
    );
    let out = hornbook(&["--sandbox", &s.path("probe.pl")]).input(input).run();
    assert!(out.stderr.contains("include/1: no permission to read"), "{}", out.stderr);
    assert!(out.stdout.starts_with("refused\n"), "{}", out.stdout);
}

#[test]
fn the_time_limit_stops_a_query_and_the_next_one_runs() {
    let s = Setup::new("sandbox_time");
    let input = "\
repeat, fail.
X = next.
catch((repeat, fail), _, (repeat, fail)).
'$restore_deadline'([]), repeat, fail.
Y = last.
";
    let probe = s.path("probe.pl");
    let out = hornbook(&["--sandbox", "--time-limit=0.3", &probe]).input(input).run();
    assert_eq!(out.stdout, "X = next.\n\nY = last.\n\n", "{}", out.stderr);
    let stopped = out.stderr.matches("Time limit exceeded").count();
    assert_eq!(stopped, 3, "{}", out.stderr);
}

#[test]
fn the_time_limit_needs_the_sandbox() {
    let out = hornbook(&["--time-limit=5", "-g", "true", "-t", "halt"]).run();
    assert_eq!(out.code(), Some(1));
    assert!(out.stderr.contains("--sandbox"), "{}", out.stderr);
    let help = hornbook(&["--help"]).run();
    assert!(help.stdout.contains("--sandbox") && help.stdout.contains("--time-limit"), "{}", help.stdout);
}

/// At the interactive toplevel: a loop is stopped by the time limit, the
/// prompt comes back, and the next query answers.
#[test]
fn at_the_terminal_the_time_limit_gives_the_prompt_back() {
    let s = Setup::new("sandbox_pty");
    let probe = s.path("probe.pl");
    let mut t = crate::support::pty::hornbook(&["--sandbox", "--time-limit=0.5", &probe]).spawn();
    t.wait_for_prompt("?-");
    t.send_line("repeat, fail.");
    t.wait_for("Time limit exceeded");
    t.wait_for_prompt("?-");
    t.send_line("X = after.");
    t.wait_for("X = after.");
    t.wait_for_prompt("?-");
    t.send_line("halt.");
    assert_eq!(t.wait_exit(), 0);
}
