//! Sandbox mode (`hornbook --sandbox`): what a sandboxed program may do
//! outside itself, and the guards that see to it. A program in the
//! sandbox computes, asserts, prints to the terminal and into atoms and
//! strings, and reads the files it was started with; it writes, deletes
//! and renames no file, reads no other file, asks nothing of the file
//! system or the environment, raises no memory limit, and each answer of
//! a query gets a time limit (`machine/sandbox.rs` keeps that state).
//!
//! Every builtin that can reach outside the process has a row in
//! [`GUARDED`] saying what it may still do ([`Check`]). When the sandbox
//! starts ([`enter`]), each of them gets a guard in place of its entry:
//! the guard applies the check, raises `permission_error(call,
//! sandboxed, Goal)` (SWI-Prolog's term) when it fails, and calls the
//! builtin when it passes. The check is made in that one place, at call
//! time, and the other builtins, and all of them without a sandbox, run
//! exactly as before: nothing is tested on their path.
//!
//! Library predicates written in Prolog reach files only through these
//! builtins, so they are covered. The classification is enforced by the
//! tests below: every builtin table is listed, and a table whose source
//! uses an outside-reaching API (std::fs, std::env, std::process,
//! opening files through the machine, ...) has each of its rows either in
//! [`GUARDED`] or in [`REVIEWED_PURE`]; a new builtin of such a table, or
//! the first outside-reaching call in another table, fails the test until
//! it is classified here.

use crate::machine::database::{BuiltinFn, PredKind};
use crate::machine::instr::PredId;
use crate::machine::sandbox::Sandbox;
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Cell};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// What a guarded builtin may still do in the sandbox. Arguments are
/// numbered from 0. An argument that is not a file name (unbound, of the
/// wrong type) passes: the builtin then raises its usual error without
/// touching anything.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Check {
    /// Nothing: it writes, deletes, renames or lists files, changes the
    /// working directory, or reads or changes the environment.
    Refuse,
    /// open/3,4: reading a readable file; never writing or appending.
    Open { path: usize, mode: usize },
    /// see/1: switching to an open stream, or reading a readable file.
    ReadSource(usize),
    /// tell/1, append/1: switching to an open stream only.
    WriteSink(usize),
    /// Loading: each file named (a list, perhaps module-qualified) is an
    /// embedded library, `user` (clauses typed in) or a readable file.
    Load(usize),
    /// A question about a file: asked of readable files only.
    Probe(usize),
    /// set_prolog_flag/2: the memory limit (flag `stack_limit`) may be
    /// lowered, not raised, as in SWI-Prolog's sandbox; other flags pass.
    FlagKeepsMemoryLimit,
}

/// The builtins that can reach outside the process, with what they may
/// still do in the sandbox.
pub const GUARDED: &[(&str, u32, Check)] = &[
    // src/builtins/files.rs
    ("exists_file", 1, Check::Probe(0)),
    ("exists_directory", 1, Check::Refuse),
    ("directory_files", 2, Check::Refuse),
    ("size_file", 2, Check::Probe(0)),
    ("same_file", 2, Check::Refuse),
    ("delete_file", 1, Check::Refuse),
    ("make_directory", 1, Check::Refuse),
    ("delete_directory", 1, Check::Refuse),
    ("rename_file", 2, Check::Refuse),
    ("working_directory", 2, Check::Refuse),
    // src/builtins/streams.rs
    ("open", 3, Check::Open { path: 0, mode: 1 }),
    ("open", 4, Check::Open { path: 0, mode: 1 }),
    ("see", 1, Check::ReadSource(0)),
    ("tell", 1, Check::WriteSink(0)),
    ("append", 1, Check::WriteSink(0)),
    // src/builtins/env.rs
    ("getenv", 2, Check::Refuse),
    ("setenv", 2, Check::Refuse),
    ("unsetenv", 1, Check::Refuse),
    // src/builtins/source.rs
    ("access_file", 2, Check::Probe(0)),
    ("tmp_file", 2, Check::Refuse),
    // src/consult/builtins.rs
    ("consult", 1, Check::Load(0)),
    ("ensure_loaded", 1, Check::Load(0)),
    ("$load_module_file", 3, Check::Load(1)),
    // src/consult/edit.rs: runs the user's editor, a process.
    ("$run_editor", 3, Check::Refuse),
    // src/builtins/flags.rs: memory is the sandbox's too.
    ("set_prolog_flag", 2, Check::FlagKeepsMemoryLimit),
];

/// The rows of the tables that reach outside (their sources use an
/// outside-reaching API) which were reviewed and need no guard: they name
/// files without touching them, work on streams already open, read the
/// process's own statistics or clock, or load only embedded libraries or
/// files already loaded.
pub const REVIEWED_PURE: &[(&str, u32)] = &[
    // src/builtins/files.rs: names of files, taken apart and put together.
    ("file_base_name", 2),
    ("file_directory_name", 2),
    ("file_name_extension", 3),
    ("directory_file_path", 3),
    ("is_absolute_file_name", 1),
    // src/builtins/streams.rs: streams already open.
    ("line_count", 2),
    ("line_position", 2),
    ("character_count", 2),
    ("open_string", 2),
    ("open_null_stream", 1),
    ("close", 1),
    ("close", 2),
    ("current_input", 1),
    ("current_output", 1),
    ("set_input", 1),
    ("set_output", 1),
    ("$stream_list", 1),
    ("at_end_of_stream", 0),
    ("at_end_of_stream", 1),
    ("flush_output", 0),
    ("flush_output", 1),
    ("set_stream", 2),
    ("seen", 0),
    ("told", 0),
    ("seeing", 1),
    ("telling", 1),
    ("prompt", 2),
    ("prompt1", 1),
    // src/builtins/source.rs: what was loaded; names made absolute
    // lexically, nothing read.
    ("$load_context", 1),
    ("source_location", 2),
    ("$source_files", 1),
    ("$pred_source", 2),
    ("$absolute_path", 3),
    // src/builtins/system.rs: the process's own statistics (/proc/self).
    ("statistics", 2),
    ("statistics", 0),
    ("garbage_collect", 0),
    ("garbage_collect_clauses", 0),
    ("garbage_collect_atoms", 0),
    ("trim_stacks", 0),
    ("nb_setval", 2),
    ("nb_getval", 2),
    ("b_setval", 2),
    ("b_getval", 2),
    ("nb_delete", 1),
    ("$nb_current", 2),
    ("$global_var_names", 1),
    ("$user_preds", 2),
    ("$pred_props", 2),
    ("$visible_heads", 1),
    // src/builtins/debug.rs: the process's own CPU clock (libc).
    ("$prolog_backtrace", 2),
    ("trace", 0),
    ("notrace", 0),
    ("tracing", 0),
    ("debug", 0),
    ("nodebug", 0),
    ("spy", 1),
    ("nospy", 1),
    ("nospyall", 0),
    ("debugging", 0),
    ("leash", 1),
    ("$time_start", 1),
    ("$time_report", 2),
    // src/builtins/time.rs: the clock and the local time zone (libc).
    ("get_time", 1),
    ("stamp_date_time", 3),
    ("date_time_stamp", 2),
    ("format_time", 3),
    ("format_time", 4),
    // src/consult/builtins.rs: embedded libraries, files already loaded
    // (make/0), settings of the load in progress.
    ("$load_expander", 0),
    ("$load_det_errors", 0),
    ("$make_reload", 0),
    ("style_check", 1),
    ("$embedded_library", 1),
    ("$no_library", 2),
    ("$load_library", 3),
    ("$set_source_module", 2),
    ("$load_term_hook", 2),
    // src/consult/xref.rs: reads the source of clauses already loaded
    // (check/0, list_undefined/0, explain/1), names files loaded.
    ("$call_sites", 1),
    ("$resolve", 4),
    ("$pred_source", 5),
    ("$void_declarations", 1),
    ("$local_hook", 3),
];

/// Closes the sandbox: from now on only the files loaded so far may be
/// read, the builtins of [`GUARDED`] are guarded, and each answer of a
/// query has `time_limit` to compute (none: no limit).
pub fn enter(m: &mut Machine, time_limit: Option<Duration>) {
    let loaded: Vec<PathBuf> = m.loaded_files.iter().map(|&f| PathBuf::from(m.atoms.text(f))).collect();
    let mut sandbox = Sandbox::new(loaded.iter().map(PathBuf::as_path), time_limit);
    for (i, &(name, arity, _)) in GUARDED.iter().enumerate() {
        let atom = m.atoms.intern(name);
        let p = m.system_pred(atom, arity);
        let kind = m.preds[p as usize].kind.clone();
        m.preds[p as usize].kind = match kind {
            PredKind::Nondet(_) => PredKind::Nondet(guard_nondet),
            _ => PredKind::Builtin(GUARDS[i]),
        };
        sandbox.guarded.push((p, kind));
    }
    m.sandbox = Some(Box::new(sandbox));
}

/// The guard of the deterministic builtin of row `I` of [`GUARDED`]: a
/// function per row, since a builtin's entry is told nothing of which
/// predicate it is.
fn guard<const I: usize>(m: &mut Machine) -> Res {
    let (p, original) = guarded(m, I);
    permit(m, GUARDED[I].2, p)?;
    match original {
        PredKind::Builtin(f) => f(m),
        _ => unreachable!("a deterministic builtin's guard"),
    }
}

/// The guard of a nondeterministic builtin (told its predicate): checked
/// on the first call, not when backtracking re-enters it.
fn guard_nondet(m: &mut Machine, p: PredId) -> Res {
    let sandbox = m.sandbox.as_ref().expect("guards exist with a sandbox");
    let i = sandbox.guarded.iter().position(|&(q, _)| q == p).expect("a guarded predicate");
    let (_, original) = guarded(m, i);
    if m.redo_state.is_none() {
        permit(m, GUARDED[i].2, p)?;
    }
    match original {
        PredKind::Nondet(f) => f(m, p),
        _ => unreachable!("a nondeterministic builtin's guard"),
    }
}

fn guarded(m: &Machine, i: usize) -> (PredId, PredKind) {
    m.sandbox.as_ref().expect("guards exist with a sandbox").guarded[i].clone()
}

macro_rules! guards {
    ($($i:literal)*) => { [$(guard::<$i> as BuiltinFn),*] };
}

/// One guard per row of [`GUARDED`] (a test checks there are enough).
const GUARDS: [BuiltinFn; 32] =
    guards!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31);

/// Passes when the call (of `p`, its arguments in the registers) may go
/// on; otherwise the sandbox's permission error.
fn permit(m: &mut Machine, check: Check, p: PredId) -> Result<(), Exc> {
    let allowed = match check {
        Check::Refuse => false,
        Check::Open { path, mode } => match m.arg(mode) {
            Cell::Atom(a) if m.atoms.text(a) == "read" => readable(m, m.arg(path)),
            Cell::Atom(a) => !matches!(m.atoms.text(a), "write" | "append"),
            _ => true,
        },
        Check::ReadSource(i) => {
            let s = m.arg(i);
            is_stream(m, s) || readable(m, s)
        }
        Check::WriteSink(i) => {
            let s = m.arg(i);
            s.is_var_ref() || is_stream(m, s)
        }
        Check::Load(i) => loadable(m, m.x[i]),
        Check::Probe(i) => readable(m, m.arg(i)),
        Check::FlagKeepsMemoryLimit => match (m.arg(0), m.arg(1)) {
            (Cell::Atom(f), Cell::Int(n)) if m.atoms.text(f) == "stack_limit" => {
                usize::try_from(n).is_ok_and(|n| n <= m.stack_limit)
            }
            _ => true,
        },
    };
    if allowed {
        Ok(())
    } else {
        Err(m.sandbox_refusal(p))
    }
}

/// Whether `c` names a stream that is open (a stream term or an alias).
fn is_stream(m: &mut Machine, c: Cell) -> bool {
    !c.is_var_ref() && m.resolve_stream(c).is_ok()
}

/// Whether the file `c` names may be read; a term that names no file
/// passes, for the builtin to reject.
fn readable(m: &Machine, c: Cell) -> bool {
    match m.atomic_text(c) {
        Some(name) if matches!(c, Cell::Atom(_) | Cell::Stg(_)) => m.may_read_file(Path::new(&name)),
        _ => true,
    }
}

/// Whether each file of a load may be read: libraries are embedded,
/// `user` is the terminal, a file is found as the loader finds it.
fn loadable(m: &mut Machine, spec: Cell) -> bool {
    let ctx = m.context_module();
    let (_, spec) = m.strip_module(spec, ctx);
    let files = match spec {
        Cell::Lis(_) => match m.list_items(spec) {
            Ok(items) => items,
            Err(_) => return true,
        },
        _ => vec![spec],
    };
    files.into_iter().all(|f| {
        let f = m.heap.deref(f);
        match f {
            Cell::Atom(atoms::USER) => true,
            Cell::Atom(_) | Cell::Stg(_) => {
                let name = m.atomic_text(f).unwrap_or_default();
                m.resolve_file(&name).is_some_and(|path| m.may_read_file(&path))
            }
            _ => true,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::builtins::Builtin;
    use std::collections::HashSet;

    /// Every builtin table, with the source file that defines its rows.
    const FAMILIES: &[(&str, &[Builtin])] = {
        use crate::builtins as b;
        use crate::clpfd::builtins as fd;
        &[
            ("src/builtins/arith.rs", b::arith::BUILTINS),
            ("src/builtins/atoms.rs", b::atoms::BUILTINS),
            ("src/builtins/atomic_list.rs", b::atomic_list::BUILTINS),
            ("src/builtins/attvar.rs", b::attvar::BUILTINS),
            ("src/builtins/chario.rs", b::chario::BUILTINS),
            ("src/builtins/chartype.rs", b::chartype::BUILTINS),
            ("src/builtins/clause_refs.rs", b::clause_refs::BUILTINS),
            ("src/clpfd/builtins/primitives.rs", fd::primitives::BUILTINS),
            ("src/clpfd/builtins/linear_post.rs", fd::linear_post::BUILTINS),
            ("src/clpfd/builtins/label.rs", fd::label::BUILTINS),
            ("src/clpfd/builtins/relations.rs", fd::relations::BUILTINS),
            ("src/clpfd/builtins/reify.rs", fd::reify::BUILTINS),
            ("src/clpfd/builtins/globals.rs", fd::globals::BUILTINS),
            ("src/clpfd/builtins/query.rs", fd::query::BUILTINS),
            ("src/builtins/compare.rs", b::compare::BUILTINS),
            ("src/builtins/dicts.rs", b::dicts::BUILTINS),
            ("src/builtins/control.rs", b::control::BUILTINS),
            ("src/builtins/db.rs", b::db::BUILTINS),
            ("src/builtins/files.rs", b::files::BUILTINS),
            ("src/builtins/debug.rs", b::debug::BUILTINS),
            ("src/builtins/det.rs", b::det::BUILTINS),
            ("src/builtins/env.rs", b::env::BUILTINS),
            ("src/builtins/findall.rs", b::findall::BUILTINS),
            ("src/builtins/flags.rs", b::flags::BUILTINS),
            ("src/builtins/format", b::format::BUILTINS),
            ("src/builtins/io.rs", b::io::BUILTINS),
            ("src/builtins/list_scan.rs", b::list_scan::BUILTINS),
            ("src/builtins/listing.rs", b::listing::BUILTINS),
            ("src/builtins/modules.rs", b::modules::BUILTINS),
            ("src/builtins/random.rs", b::random::BUILTINS),
            ("src/builtins/regex", b::regex::BUILTINS),
            ("src/builtins/sort.rs", b::sort::BUILTINS),
            ("src/builtins/source.rs", b::source::BUILTINS),
            ("src/builtins/streams.rs", b::streams::BUILTINS),
            ("src/builtins/stream_pair.rs", b::stream_pair::BUILTINS),
            ("src/builtins/stream_position.rs", b::stream_position::BUILTINS),
            ("src/builtins/strings.rs", b::strings::BUILTINS),
            ("src/builtins/subtext.rs", b::subtext::BUILTINS),
            ("src/builtins/system.rs", b::system::BUILTINS),
            ("src/builtins/tabling.rs", b::tabling::BUILTINS),
            ("src/builtins/terms.rs", b::terms::BUILTINS),
            ("src/builtins/termtext.rs", b::termtext::BUILTINS),
            ("src/builtins/text_input.rs", b::text_input::BUILTINS),
            ("src/builtins/time.rs", b::time::BUILTINS),
            ("src/builtins/toplevel.rs", b::toplevel::BUILTINS),
            ("src/builtins/types.rs", b::types::BUILTINS),
            ("src/builtins/variant_hash.rs", b::variant_hash::BUILTINS),
            ("src/consult/builtins.rs", crate::consult::builtins::BUILTINS),
            ("src/consult/xref.rs", crate::consult::xref::BUILTINS),
            ("src/consult/edit.rs", crate::consult::edit::BUILTINS),
            ("src/help/builtins.rs", crate::help::builtins::BUILTINS),
        ]
    };

    /// What in a builtin's source reaches outside the process: the
    /// standard library's file system, environment, processes and
    /// network, the C library, the host layer (src/host/), and the
    /// machine's and loader's ways of opening and reading files.
    const OUTSIDE: &[&str] = &[
        "std::fs",
        "fs::",
        "std::env",
        "env::",
        "std::process",
        "process::",
        "std::net",
        "libc::",
        "open_file",
        "read_file",
        "consult_file",
        "resolve_file",
        "load_library",
        "set_current_dir",
        "Command::new",
        // What the host layer offers in place of the above.
        "host::files",
        "host::set_env",
        "host::temp_dir",
    ];

    /// The source of a family without its unit tests (a file, or every
    /// file of a folder).
    fn family_source(path: &str) -> String {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
        let files: Vec<PathBuf> = if root.is_dir() {
            let mut v: Vec<PathBuf> =
                std::fs::read_dir(&root).expect("a family folder").map(|e| e.unwrap().path()).collect();
            v.sort();
            v
        } else {
            vec![root]
        };
        let mut text = String::new();
        for f in files {
            let source = std::fs::read_to_string(&f).expect("a family source");
            text.push_str(source.split("#[cfg(test)]").next().unwrap_or(""));
        }
        text
    }

    fn key(name: &str, arity: u32) -> String {
        format!("{name}/{arity}")
    }

    #[test]
    fn every_builtin_table_is_listed() {
        let listed: HashSet<String> =
            FAMILIES.iter().flat_map(|(_, t)| t.iter()).map(|b| key(b.name, b.arity)).collect();
        let missing: Vec<String> =
            crate::system::all_builtins().map(|b| key(b.name, b.arity)).filter(|k| !listed.contains(k)).collect();
        assert!(missing.is_empty(), "builtins of a table FAMILIES does not list: {missing:?}");
    }

    /// The check of the module doc: a builtin of a table that reaches
    /// outside is guarded or reviewed, and no other table reaches outside.
    #[test]
    fn every_builtin_that_reaches_outside_is_classified() {
        let guarded: HashSet<String> = GUARDED.iter().map(|&(n, a, _)| key(n, a)).collect();
        let pure: HashSet<String> = REVIEWED_PURE.iter().map(|&(n, a)| key(n, a)).collect();
        let mut unclassified = Vec::new();
        for (path, table) in FAMILIES {
            let source = family_source(path);
            let Some(api) = OUTSIDE.iter().find(|api| source.contains(**api)) else { continue };
            for b in table.iter() {
                let k = key(b.name, b.arity);
                if !guarded.contains(&k) && !pure.contains(&k) {
                    unclassified.push(format!("{k} ({path} uses {api})"));
                }
            }
        }
        assert!(
            unclassified.is_empty(),
            "builtins that may reach outside, in neither GUARDED nor REVIEWED_PURE of src/sandbox.rs: {unclassified:?}"
        );
    }

    #[test]
    fn every_classified_row_is_a_builtin_classified_once() {
        let all: HashSet<String> = crate::system::all_builtins().map(|b| key(b.name, b.arity)).collect();
        let mut seen = HashSet::new();
        let rows = GUARDED.iter().map(|&(n, a, _)| key(n, a)).chain(REVIEWED_PURE.iter().map(|&(n, a)| key(n, a)));
        for k in rows {
            assert!(all.contains(&k), "{k} is classified but is no builtin");
            assert!(seen.insert(k.clone()), "{k} is classified twice");
        }
        assert!(GUARDED.len() <= GUARDS.len(), "add guards to GUARDS for the rows of GUARDED");
    }

    #[test]
    fn entering_the_sandbox_guards_every_row() {
        let mut m = Machine::new();
        let before: Vec<usize> = GUARDED
            .iter()
            .map(|&(n, a, _)| {
                let name = m.atoms.intern(n);
                let p = m.system_pred(name, a);
                match m.preds[p as usize].kind {
                    PredKind::Builtin(f) => f as usize,
                    PredKind::Nondet(f) => f as usize,
                    _ => panic!("{n}/{a} is no builtin"),
                }
            })
            .collect();
        enter(&mut m, None);
        for (&(n, a, _), old) in GUARDED.iter().zip(before) {
            let name = m.atoms.intern(n);
            let p = m.system_pred(name, a);
            let now = match m.preds[p as usize].kind {
                PredKind::Builtin(f) => f as usize,
                PredKind::Nondet(f) => f as usize,
                _ => panic!("{n}/{a} lost its entry"),
            };
            assert_ne!(now, old, "{n}/{a} is not guarded");
        }
    }
}
