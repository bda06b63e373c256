//! Offline help: every public builtin and library predicate has a mode
//! line, a summary and an example; every example runs and gives the
//! documented first answer and output; help/1 and apropos/1 print what
//! they should.

use crate::support::machine::output_of;
use crate::support::temp::TempDir;
use hornbook::help::text::{Example, Expected};
use hornbook::help::{index, HelpEntry, Origin};
use hornbook::machine::copy::{copy_in, copy_out};
use hornbook::machine::streams::Sink;
use hornbook::toplevel::GoalResult;
use hornbook::{Machine, Outcome};
use std::io::BufWriter;

/// Public predicates of a machine with every library loaded: builtins,
/// control predicates, system predicates and the libraries' exports,
/// without internal `$` names and module-local hooks (`dif:attr_unify_hook`).
fn public_predicates() -> Vec<(String, u32)> {
    let mut m = Machine::new();
    hornbook::stdlib::load_lazy_system_files(&mut m);
    for lib in hornbook::stdlib::library_names() {
        m.load_library(lib).expect("library loads");
    }
    let system = m.atoms.lookup("system").expect("system atom");
    let mut preds: Vec<(String, u32)> = m
        .preds
        .iter()
        .filter(|p| p.defined)
        .filter(|p| {
            p.module == system || m.modules.get(&p.module).is_some_and(|md| md.exports.contains(&(p.name, p.arity)))
        })
        .map(|p| (m.atoms.text(p.name).to_string(), p.arity))
        .filter(|(name, _)| !name.starts_with('$') && !is_module_local(name))
        .collect();
    preds.sort();
    preds.dedup();
    preds
}

/// `dif:attr_unify_hook`: a hook defined for one module (not `=:=`).
fn is_module_local(name: &str) -> bool {
    name.split_once(':').is_some_and(|(module, pred)| {
        !module.is_empty() && !pred.is_empty() && module.chars().all(|c| c.is_alphanumeric() || c == '_')
    })
}

#[test]
fn every_public_predicate_has_help() {
    let idx = index();
    let mut lacking = Vec::new();
    for (name, arity) in public_predicates() {
        let pi = format!("{name}/{arity}");
        let Some(e) = idx.get(&name, arity) else {
            lacking.push(format!("{pi}: no help text"));
            continue;
        };
        if e.mode_line.trim().is_empty() {
            lacking.push(format!("{pi}: no mode line"));
        }
        if e.summary().trim().is_empty() {
            lacking.push(format!("{pi}: no summary"));
        }
        match &e.text.example {
            None => lacking.push(format!("{pi}: no example (`?- Query.` then the answer)")),
            Some(ex) if ex.expected().is_none() => lacking.push(format!("{pi}: malformed answer line `{}`", ex.answer)),
            Some(_) => {}
        }
    }
    for (lib, line, text) in &idx.malformed {
        lacking.push(format!("stdlib/{lib}.pl:{line}: `%!  {text}` names no predicate"));
    }
    assert!(lacking.is_empty(), "{} predicates lack help:\n{}", lacking.len(), lacking.join("\n"));
}

#[test]
fn help_documents_only_predicates_that_exist() {
    let public = public_predicates();
    let stale: Vec<String> = index()
        .entries()
        .iter()
        .filter(|e| !(e.name == "!" && e.arity == 0))
        .filter(|e| !public.iter().any(|(n, a)| *n == e.name && *a == e.arity))
        .map(HelpEntry::indicator)
        .collect();
    assert!(stale.is_empty(), "help for predicates that do not exist: {stale:?}");
}

#[test]
fn builtin_mode_strings_have_one_mode_per_argument() {
    let wrong: Vec<String> = hornbook::system::all_builtins()
        .filter(|b| hornbook::help::text::split_args(b.mode).len() != b.arity as usize)
        .map(|b| format!("{}/{}: \"{}\"", b.name, b.arity, b.mode))
        .collect();
    assert!(wrong.is_empty(), "mode strings whose argument count is not the arity: {wrong:?}");
}

/// Whether written lines match documented ones, where a documented line
/// `...` stands for any number of lines and `...` inside a line for any
/// text (for output that changes from run to run, such as times).
fn lines_match(written: &[&str], documented: &[&str]) -> bool {
    match documented.split_first() {
        None => written.is_empty(),
        Some((&"...", rest)) => (0..=written.len()).any(|skip| lines_match(&written[skip..], rest)),
        Some((line, rest)) => {
            written.first().is_some_and(|w| line_matches(w, line)) && lines_match(&written[1..], rest)
        }
    }
}

fn line_matches(written: &str, documented: &str) -> bool {
    let mut parts = documented.split("...");
    let first = parts.next().unwrap_or("");
    let Some(mut rest) = written.strip_prefix(first) else {
        return false;
    };
    let parts: Vec<&str> = parts.collect();
    for (i, part) in parts.iter().enumerate() {
        if i + 1 == parts.len() {
            return rest.ends_with(part);
        }
        match rest.find(part) {
            Some(at) => rest = &rest[at + part.len()..],
            None => return false,
        }
    }
    rest.is_empty()
}

/// A temporary file that receives what an example writes to standard
/// output and standard error, in order, so that writes to `user_output`
/// and `user_error` are checked as well as those to the current output.
struct OutputFile {
    dir: TempDir,
}

impl OutputFile {
    const NAME: &str = "output";

    fn redirect(m: &mut Machine) -> OutputFile {
        let dir = TempDir::new("help");
        let file = std::fs::File::create(dir.path().join(Self::NAME)).expect("temporary output file");
        for id in [1, 2] {
            let f = file.try_clone().expect("temporary output file");
            // No buffering, so that the two streams interleave in order.
            m.out.get(id).expect("standard stream").sink = Some(Sink::File(BufWriter::with_capacity(0, f)));
        }
        OutputFile { dir }
    }

    fn contents(&self) -> String {
        std::fs::read_to_string(self.dir.path().join(Self::NAME)).unwrap_or_default()
    }
}

/// Runs the example of a system predicate (see `check_example_of`).
fn check_example(ex: &Example) -> Result<(), String> {
    check_example_of(ex, &Origin::Builtin)
}

/// Runs one example in a fresh machine (with the library it documents
/// loaded, when it is one that is not autoloaded); Err says how its first answer differs from
/// the documented one.
fn check_example_of(ex: &Example, origin: &Origin) -> Result<(), String> {
    let expected = ex.expected().ok_or_else(|| format!("malformed answer `{}`", ex.answer))?;
    let mut m = Machine::new();
    if let Origin::Library(lib) = origin {
        if hornbook::stdlib::on_demand_libraries().any(|l| l == *lib) {
            let goal = format!("use_module(library({lib}))");
            assert_eq!(m.run_goal_text(&goal), GoalResult::Succeeded, "{goal}");
        }
    }
    if !ex.input.is_empty() {
        let typed: String = ex.input.iter().map(|l| format!("{l}\n")).collect();
        // Standard input becomes the typed text, with nothing more to come.
        let stdin = m.out.get(0).and_then(|s| s.input.as_mut()).expect("standard input");
        stdin.data = typed.into_bytes();
        stdin.pos = 0;
        stdin.interactive = false;
        stdin.exhausted = true;
    }
    let written_to = OutputFile::redirect(&mut m);
    let mut q = m.open_query_text(&ex.query).map_err(|e| format!("query does not parse: {e}"))?;
    let outcome = m.next_solution(&mut q);
    m.out.flush();
    let written = written_to.contents();
    let check_output = |written: &str| {
        // Trailing blank lines are not compared: the toplevel puts the
        // answer on a fresh line either way.
        let lines: Vec<&str> = written.trim_end().lines().collect();
        let mut documented: Vec<&str> = ex.output.iter().map(String::as_str).collect();
        while documented.last().is_some_and(|l| l.trim().is_empty()) {
            documented.pop();
        }
        if !lines_match(&lines, &documented) {
            return Err(format!("output is\n{written}\nnot\n{}", documented.join("\n")));
        }
        Ok(())
    };
    match (expected, outcome) {
        (Expected::Failure, Outcome::False) => check_output(&written),
        (Expected::Halt(n), Outcome::Halt(code)) if n == code => Ok(()),
        (Expected::Error(msg), Outcome::Error(ball)) => {
            let b = copy_in(&mut m.heap, &ball);
            let text = m.describe_error(b);
            if text != msg {
                return Err(format!("error is `{text}`, not `{msg}`"));
            }
            check_output(&written)
        }
        (Expected::Success(bindings), Outcome::True) => {
            check_output(&written)?;
            let shown: Vec<(String, hornbook::term::Cell)> =
                q.vars.iter().filter(|(n, _)| !n.starts_with('_')).cloned().collect();
            let cells: Vec<_> = shown.iter().map(|&(_, c)| c).collect();
            let list = m.heap.list(&cells);
            let values = copy_out(&m.heap, list, false);
            m.close_query(q, false);
            compare_bindings(&mut m, &shown, &values, bindings)
        }
        (_, Outcome::Error(ball)) => {
            let b = copy_in(&mut m.heap, &ball);
            Err(format!("raised: {}", m.describe_error(b)))
        }
        (_, other) => Err(format!("outcome {other:?}")),
    }
}

/// The query's values (copied out after its first answer) must be a
/// variant of what the documented bindings make of the same variables.
fn compare_bindings(
    m: &mut Machine,
    shown: &[(String, hornbook::term::Cell)],
    values: &hornbook::machine::copy::OwnedTerm,
    bindings: &str,
) -> Result<(), String> {
    let (answer, names) = m.parse_term_text(bindings).map_err(|_| format!("answer `{bindings}` does not parse"))?;
    let mut documented = Vec::new();
    for (name, _) in shown {
        let var = names.iter().find(|&&(n, _)| m.atoms.text(n) == name).map(|&(_, c)| c);
        documented.push(var.unwrap_or_else(|| m.heap.new_var()));
    }
    let documented = m.heap.list(&documented);
    let actual = copy_in(&mut m.heap, values);
    let actual_text = m.term_text(actual, &hornbook::write::WriteOptions::writeq());
    let variant = m.atoms.intern("=@=");
    let same = m.heap.compound(variant, &[actual, documented]);
    let comma = m.atoms.intern(",");
    let goal = m.heap.compound(comma, &[answer, same]);
    let names: Vec<&str> = shown.iter().map(|(n, _)| n.as_str()).collect();
    match m.run_once(goal) {
        Outcome::True => Ok(()),
        other => Err(format!("bindings of {names:?} are {actual_text}, not `{bindings}` ({other:?})")),
    }
}

#[test]
fn every_example_gives_its_documented_answer() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for e in index().entries() {
        let Some(ex) = &e.text.example else { continue };
        checked += 1;
        if let Err(why) = check_example_of(ex, &e.origin) {
            failures.push(format!("{} `?- {}.`: {}", e.indicator(), ex.query, why));
        }
    }
    assert!(checked > 0);
    assert!(failures.is_empty(), "{} of {checked} examples fail:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn the_example_checker_rejects_a_wrong_answer() {
    let ex = |q: &str, out: &[&str], a: &str| Example {
        query: q.into(),
        input: vec![],
        output: out.iter().map(|s| s.to_string()).collect(),
        answer: a.into(),
    };
    assert!(check_example(&ex("atom_length(abc, N)", &[], "N = 3.")).is_ok());
    assert!(check_example(&ex("atom_length(abc, N)", &[], "N = 4.")).is_err());
    assert!(check_example(&ex("atom_length(abc, N)", &[], "false.")).is_err());
    assert!(check_example(&ex("X = f(Y)", &[], "X = f(Y).")).is_ok());
    assert!(check_example(&ex("X = f(Y)", &[], "X = f(_A).")).is_err());
    assert!(check_example(&ex("copy_term(f(Y), X)", &[], "X = f(_A).")).is_ok());
    assert!(check_example(&ex("X = f(Y, Y)", &[], "X = f(_A, _B).")).is_err());
    assert!(check_example(&ex("X = Y", &[], "X = Y.")).is_ok());
    assert!(check_example(&ex("write(hi)", &["hi"], "true.")).is_ok());
    assert!(check_example(&ex("write(hi)", &["ho"], "true.")).is_err());
    assert!(check_example(&ex("write(hi), nl, write(ho)", &["...", "ho"], "true.")).is_ok());
    assert!(check_example(&ex("write(hello)", &["h...o"], "true.")).is_ok());
    assert!(check_example(&ex("write(hello)", &["h...x"], "true.")).is_err());
    assert!(check_example(&ex("write(hello)", &[], "true.")).is_err());
    assert!(check_example(&ex(
        "atom_length(_, _)",
        &[],
        "ERROR: atom_length/2: Arguments are not sufficiently instantiated"
    ))
    .is_ok());
    assert!(check_example(&ex("halt(3)", &[], "% exits with status 3")).is_ok());
    let read =
        Example { query: "read(T)".into(), input: vec!["f(X).".into()], output: vec![], answer: "T = f(_).".into() };
    assert!(check_example(&read).is_ok());
}

/// What `goal`, which must succeed, writes in a fresh machine.
fn run_captured(goal: &str) -> String {
    output_of(&mut Machine::new(), goal)
}

#[test]
fn help_prints_mode_line_summary_and_example() {
    let out = run_captured("help(atom_length)");
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("atom_length(+atom, ?integer)"), "{out}");
    assert!(lines[0].ends_with("[builtin]"), "{out}");
    assert!(lines[1].starts_with("    ") && lines[1].len() > 10, "{out}");
    assert!(out.contains("    ?- atom_length("), "{out}");

    let out = run_captured("help(append/3)");
    assert!(out.starts_with("append(?List1, ?List2, ?List3)"), "{out}");
    assert!(out.contains("[library(lists)]"), "{out}");
    assert!(out.contains("    ?- append("), "{out}");

    // Every arity of a name, one after the other.
    let out = run_captured("help(format)");
    for head in ["format(+text)", "format(+text, +term)", "format(+sink, +text, +term)"] {
        assert!(out.lines().any(|l| l.starts_with(head)), "{head} in\n{out}");
    }
}

#[test]
fn help_for_an_unknown_predicate_suggests_close_names() {
    let out = run_captured("help(foo_bar_baz/9)");
    assert_eq!(out, "No help for foo_bar_baz/9.\nUse ?- apropos(query). to search for candidates.\n");
    let out = run_captured("help(apend/3)");
    assert!(out.starts_with("No help for apend/3.\nDid you mean append/"), "{out}");
    let out = run_captured("help(atom_length/7)");
    assert!(out.contains("atom_length/2"), "{out}");
}

#[test]
fn help_rejects_what_is_not_a_predicate_indicator() {
    let mut m = Machine::new();
    assert!(matches!(m.run_goal_text("help(_)"), GoalResult::Error(e) if e.contains("not sufficiently instantiated")));
    assert!(matches!(m.run_goal_text("help(f(x))"), GoalResult::Error(e) if e.contains("predicate_indicator")));
    assert!(matches!(m.run_goal_text("help(foo/bar)"), GoalResult::Error(e) if e.contains("integer")));
}

#[test]
fn apropos_lists_name_and_summary_matches_one_per_line() {
    let out = run_captured("apropos('ATOM_LENGTH')");
    let line = out.lines().find(|l| l.starts_with("atom_length/2")).expect("atom_length/2 listed");
    let summary = index().get("atom_length", 2).unwrap().summary();
    assert!(line.ends_with(&summary), "{line}");
    let out = run_captured("apropos(\"concat\")");
    for pi in ["atom_concat/3", "atomic_list_concat/3", "string_concat/3", "append/3"] {
        assert!(out.lines().any(|l| l.starts_with(pi)), "{pi} in\n{out}");
    }
    assert_eq!(run_captured("apropos(xyzzy_nothing)"), "No matches for xyzzy_nothing\n");
}

#[test]
fn help_without_argument_says_how_to_use_help_and_leave() {
    let out = run_captured("help");
    assert!(out.contains("help(Name)") && out.contains("apropos(Text)") && out.contains("halt."), "{out}");
}

#[test]
fn completion_list_holds_builtins_and_library_predicates() {
    let names = hornbook::help::documented_predicates();
    for pi in [("atom_length", 2), ("append", 3), ("maplist", 3), ("call", 1), ("between", 3)] {
        assert!(names.iter().any(|(n, a)| n == pi.0 && *a == pi.1), "{pi:?}");
    }
}
