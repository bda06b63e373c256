//! The loading builtins: consult/1 (also for a list of files), style_check/1,
//! ensure_loaded/1, the reload behind make/0 (stdlib/make.pl), and the primitives behind use_module/1,2
//! (stdlib/system.pl): loading a module file or an embedded library and
//! importing its exports; and what a library may change about the load in
//! progress: the module its clauses go to ('$set_source_module'/2) and the
//! hook that rewrites the terms read ('$load_term_hook'/2, for
//! library(plunit)). At the loading layer, above the other builtins:
//! `system.rs` registers this table.

use super::LoadReport;
use crate::builtins::modules::library_name;
use crate::builtins::{b, Builtin};
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Cell};

pub const BUILTINS: &[Builtin] = &[
    b("consult", 1, |m| load(m, false), "+file_or_list").doc(
        "Loads a source file (or each file of a list), replacing the clauses that earlier loads of \
         the same file defined; the extension .pl may be omitted.\n\
         ?- catch(consult(no_such_file), error(E, _), true).\n\
         E = existence_error(source_sink, no_such_file).",
    ),
    b("ensure_loaded", 1, |m| load(m, true), "+file").doc(
        "Loads a source file unless it is already loaded.\n\
         ?- catch(ensure_loaded(no_such_file), error(E, _), true).\n\
         E = existence_error(source_sink, no_such_file).",
    ),
    b(
        "$load_expander",
        0,
        |m| {
            crate::stdlib::load_expander(m);
            Ok(true)
        },
        "",
    ),
    b(
        "$load_det_errors",
        0,
        |m| {
            crate::stdlib::load_det_errors(m);
            Ok(true)
        },
        "",
    ),
    b("$make_reload", 0, make, ""),
    b("style_check", 1, style_check, "?term").doc(
        "Turns a load-time warning on (+Kind) or off (-Kind), or asks whether it is on (?(Kind)), \
         until the end of the file being loaded: singleton and discontiguous are checked; \
         no_effect, var_branches, atom and charset are accepted.\n\
         ?- style_check(-singleton), style_check(?(singleton)).\n\
         false.",
    ),
    b("$embedded_library", 1, embedded_library, "+atom"),
    b("$no_library", 2, no_library, "+atom,+term"),
    b("$load_library", 3, load_library, "+atom,+atom,+term"),
    b("$load_module_file", 3, load_module_file, "+atom,+atom,+term"),
    b("$set_source_module", 2, set_source_module, "?atom,+atom"),
    b("$load_term_hook", 2, load_term_hook, "?term,+term"),
    b("$local_hook", 3, super::expansion::local_hook, "+atom,+atom,+integer"),
];

/// style_check(+Kind), style_check(-Kind), style_check(?(Kind)).
fn style_check(m: &mut Machine) -> Res {
    let spec = m.arg(0);
    if spec.is_var_ref() {
        return Err(m.err_instantiation());
    }
    let (sign, kind) = match m.heap.functor_of(spec) {
        Some((f, 1)) if matches!(m.atoms.text(f), "+" | "-" | "?") => {
            (m.atoms.text(f).to_string(), m.heap.deref(m.heap.arg(spec, 0)))
        }
        _ => {
            let t = m.atoms.intern("+|-|?(Flag)");
            return Err(m.err_type(t, spec));
        }
    };
    let name = match kind {
        Cell::Atom(a) => m.atoms.text(a).to_string(),
        c if c.is_var_ref() && sign == "?" => {
            // ?(Kind) with Kind unbound: the first kind that is on.
            let on = if m.flags.style.singleton { "singleton" } else { "discontiguous" };
            let a = Cell::Atom(m.atoms.intern(on));
            return Ok((m.flags.style.singleton || m.flags.style.discontiguous) && m.unify(c, a));
        }
        c if c.is_var_ref() => return Err(m.err_instantiation()),
        _ => {
            let d = m.atoms.intern("style_name");
            return Err(m.err_domain(d, kind));
        }
    };
    let slot = match name.as_str() {
        "singleton" => Some(&mut m.flags.style.singleton),
        "discontiguous" => Some(&mut m.flags.style.discontiguous),
        "no_effect" | "var_branches" | "atom" | "charset" => None,
        _ => {
            let d = m.atoms.intern("style_name");
            return Err(m.err_domain(d, kind));
        }
    };
    match (sign.as_str(), slot) {
        ("?", Some(on)) => Ok(*on),
        ("?", None) => Ok(name == "no_effect"),
        (sign, Some(on)) => {
            *on = sign == "+";
            Ok(true)
        }
        (_, None) => Ok(true),
    }
}

fn load(m: &mut Machine, once: bool) -> Res {
    let ctx = m.context_module();
    let (module, spec) = m.strip_module(m.x[0], ctx);
    let files = match spec {
        Cell::Lis(_) | Cell::Atom(atoms::NIL) => m.list_items(spec)?,
        _ => vec![spec],
    };
    for f in files {
        let f = m.heap.deref(f);
        if f.is_var_ref() {
            return Err(m.err_instantiation());
        }
        // library(Name): an embedded library, loaded once and imported.
        if let Some((atoms::LIBRARY, 1)) = m.heap.functor_of(f) {
            let name = library_name(m, m.heap.arg(f, 0));
            match name {
                Some(n) if crate::stdlib::library_text(&n).is_some() => {
                    let lib = m.load_library(&n).map_err(|_| m.err_existence(atoms::SOURCE_SINK, f))?;
                    m.import_module(module, lib, None)?;
                }
                Some(n) if crate::stdlib::is_builtin_library(&n) => {}
                _ => return Err(missing_library(m, f, None)),
            }
            continue;
        }
        // [user], consult(user): clauses typed at the terminal.
        if f.same(Cell::Atom(atoms::USER)) {
            load_user(m, module)?;
            continue;
        }
        let Some(name) = m.atomic_text(f) else {
            return Err(m.err_type(atoms::ATOM, f));
        };
        let Some(path) = m.resolve_file(&name) else {
            if std::path::Path::new(&name).is_dir() {
                return Err(is_a_directory(m, f));
            }
            return Err(m.err_existence(atoms::SOURCE_SINK, f));
        };
        let key = m.atoms.intern(&path.to_string_lossy());
        if once && m.loaded_files.contains(&key) {
            continue;
        }
        m.loaded_files.insert(key);
        match m.consult_file_in(&path, module) {
            Ok((LoadReport { stopped: Some(e), .. }, _)) => return Err(e),
            Ok((_, Some(declared))) => m.import_module(module, declared, None)?,
            Ok((_, None)) => {}
            Err(_) => return Err(m.err_existence(atoms::SOURCE_SINK, f)),
        }
    }
    Ok(true)
}

/// existence_error(file, Spec) for a directory, with SWI-Prolog's words.
fn is_a_directory(m: &mut Machine, spec: Cell) -> Exc {
    let file = Cell::Atom(m.atoms.intern("file"));
    let formal = m.heap.compound(atoms::EXISTENCE_ERROR, &[file, spec]);
    let pi = m.heap.new_var();
    let words = Cell::Atom(m.atoms.intern("is a directory"));
    let context = m.heap.compound(atoms::CONTEXT, &[pi, words]);
    Exc::Throw(m.heap.compound(atoms::ERROR, &[formal, context]))
}

/// `[user]`: reads clauses from user_input until its end (Ctrl-D on a
/// terminal, with the `|: ` prompt before each line) and loads them as
/// the source `user://N`, as SWI-Prolog does; reports the load on
/// user_error unless the flag verbose is silent.
fn load_user(m: &mut Machine, module: crate::term::Atom) -> Result<(), Exc> {
    let n = 1 + m.loaded_files.iter().filter(|&&f| m.atoms.text(f).starts_with("user://")).count();
    let name = format!("user://{n}");
    let mut text = String::new();
    while let Some(line) = m.out.read_user_line() {
        text.push_str(&line);
    }
    if m.out.user_input_is_terminal() {
        // The end of input typed (Ctrl-D) is not echoed.
        m.out.write_str("\n");
    }
    let started = web_time::Instant::now();
    let key = m.atoms.intern(&name);
    m.loaded_files.insert(key);
    let (report, declared) = m.consult_str_in(&text, &name, module);
    if let Some(e) = report.stopped {
        return Err(e);
    }
    if let Some(declared) = declared {
        m.import_module(module, declared, None)?;
    }
    if !verbose_silent(m) {
        let secs = started.elapsed().as_secs_f64();
        m.out.write_err(&format!("% {name} compiled {secs:.2} sec, {} clauses\n", report.clauses));
    }
    Ok(())
}

/// Whether the flag verbose is `silent` (`hornbook -q`).
pub(crate) fn verbose_silent(m: &mut Machine) -> bool {
    let Some(flag) = m.flags.values.iter().find(|f| m.atoms.text(f.name) == "verbose") else {
        return false;
    };
    let value = flag.value.clone();
    let mark = m.heap.top();
    let v = crate::machine::copy::copy_in(&mut m.heap, &value);
    let silent = matches!(m.heap.deref(v), Cell::Atom(a) if m.atoms.text(a) == "silent");
    m.heap.cells.truncate(mark as usize);
    silent
}

fn make(m: &mut Machine) -> Res {
    let mut changed: Vec<(crate::term::Atom, std::path::PathBuf)> = m
        .file_times
        .iter()
        .filter_map(|(&file, &loaded)| {
            let path = std::path::PathBuf::from(m.atoms.text(file));
            let now = std::fs::metadata(&path).and_then(|md| md.modified()).ok()?;
            (now > loaded).then_some((file, path))
        })
        .collect();
    changed.sort_by(|a, b| a.1.cmp(&b.1));
    for (_, path) in changed {
        let started = web_time::Instant::now();
        // Into user, whichever module called make/0 (library(make) does):
        // a module file declares its own module anyway.
        let reloaded = m.consult_file_in(&path, atoms::USER).map(|(report, declared)| {
            if let Some(module) = declared {
                let _ = m.import_module(atoms::USER, module, None);
            }
            report
        });
        match reloaded {
            Ok(LoadReport { stopped: Some(e), .. }) => return Err(e),
            Ok(report) => {
                let secs = started.elapsed().as_secs_f64();
                // An informational message, as SWI-Prolog's: not under -q.
                if !verbose_silent(m) {
                    let msg = format!("% {} reloaded {secs:.2} sec, {} clauses\n", path.display(), report.clauses);
                    m.out.write_err(&msg);
                }
            }
            Err(e) => m.out.write_err(&format!("ERROR: {}: {e}\n", path.display())),
        }
    }
    Ok(true)
}

fn embedded_library(m: &mut Machine) -> Res {
    let Some(name) = library_name(m, m.x[0]) else {
        return Ok(false);
    };
    Ok(crate::stdlib::library_text(&name).is_some() || crate::stdlib::is_builtin_library(&name))
}

/// '$no_library'(+Name, +PI): raises the error of use_module/1,2 for a
/// library(Name) that is not there, PI the predicate that raises it.
fn no_library(m: &mut Machine) -> Res {
    let name = m.x[0];
    let spec = m.heap.compound(atoms::LIBRARY, &[name]);
    let pi = m.x[1];
    Err(missing_library(m, spec, Some(pi)))
}

/// existence_error(source_sink, library(Name)), whose context says so
/// when Name is a library of SWI-Prolog that hornbook does not have; the
/// context's predicate is `pi`, or the builtin raising it when None.
fn missing_library(m: &mut Machine, spec: Cell, pi: Option<Cell>) -> Exc {
    let name = library_name(m, m.heap.arg(spec, 0));
    let formal = m.heap.compound(atoms::EXISTENCE_ERROR, &[Cell::Atom(atoms::SOURCE_SINK), spec]);
    let context = if name.as_deref().is_some_and(crate::stdlib::is_swi_library) {
        let words = Cell::Atom(m.atoms.intern("a library of SWI-Prolog that hornbook does not have"));
        let pi = pi.unwrap_or_else(|| m.heap.new_var());
        m.heap.compound(atoms::CONTEXT, &[pi, words])
    } else {
        pi.unwrap_or_else(|| m.heap.new_var())
    };
    Exc::Throw(m.heap.compound(atoms::ERROR, &[formal, context]))
}

/// '$load_library'(+Importer, +Name, +Imports): loads an embedded library
/// (once) and imports from it.
fn load_library(m: &mut Machine) -> Res {
    let Cell::Atom(importer) = m.arg(0) else {
        return Err(m.err_instantiation());
    };
    let spec = m.x[1];
    let Some(name) = library_name(m, spec) else {
        return Err(m.err_type(atoms::ATOM, spec));
    };
    if crate::stdlib::library_text(&name).is_none() {
        // A library whose predicates are built in.
        return Ok(true);
    }
    let module = match m.load_library(&name) {
        Ok(md) => md,
        Err(msg) => {
            let a = m.atoms.intern(&msg);
            return Err(m.err_existence(atoms::SOURCE_SINK, Cell::Atom(a)));
        }
    };
    let imports = m.x[2];
    m.import_module(importer, module, Some(imports))?;
    Ok(true)
}

/// '$load_module_file'(+Importer, +File, +Imports): loads a file once (a
/// module file into its own module, any other into Importer) and imports
/// the module's exports.
fn load_module_file(m: &mut Machine) -> Res {
    let Cell::Atom(importer) = m.arg(0) else {
        return Err(m.err_instantiation());
    };
    let spec = m.arg(1);
    let Some(text) = m.atomic_text(spec) else {
        return Err(m.err_type(atoms::ATOM, spec));
    };
    let Some(path) = m.resolve_file(&text) else {
        return Err(m.err_existence(atoms::SOURCE_SINK, spec));
    };
    let key = m.atoms.intern(&path.to_string_lossy());
    let module = if m.loaded_files.contains(&key) {
        m.module_of_file(key)
    } else {
        match m.consult_file_in(&path, importer) {
            Ok((LoadReport { stopped: Some(e), .. }, _)) => return Err(e),
            Ok((_, declared)) => declared,
            Err(_) => return Err(m.err_existence(atoms::SOURCE_SINK, spec)),
        }
    };
    if let Some(module) = module {
        let imports = m.x[2];
        m.import_module(importer, module, Some(imports))?;
    }
    Ok(true)
}

/// '$set_source_module'(?Old, +New): Old is the module the clauses being
/// loaded go to (the toplevel's module when nothing is loading), which
/// becomes New (created when new) for the rest of the load, as in
/// SWI-Prolog.
fn set_source_module(m: &mut Machine) -> Res {
    let old = Cell::Atom(m.source_module());
    let x0 = m.x[0];
    if !m.unify(x0, old) {
        return Ok(false);
    }
    let new = match m.arg(1) {
        Cell::Atom(a) => a,
        c if c.is_var_ref() => return Err(m.err_instantiation()),
        c => return Err(m.err_type(atoms::ATOM, c)),
    };
    m.ensure_module(new);
    match m.load_stack.last_mut() {
        Some(ctx) => ctx.module = new,
        None => m.toplevel_module = new,
    }
    Ok(true)
}

/// '$load_term_hook'(?Old, +New): Old is the term hook of the load in
/// progress (`Module:Name`, or `none`), which becomes New: consult offers
/// each term it reads to `Module:Name(Term, Terms)` and loads Terms instead
/// when that succeeds (`LoadCtx::term_hook`). Fails when nothing is loading.
fn load_term_hook(m: &mut Machine) -> Res {
    let Some(current) = m.load_stack.last().map(|ctx| ctx.term_hook) else {
        return Ok(false);
    };
    let old = match current {
        Some((module, name)) => m.heap.compound(atoms::COLON, &[Cell::Atom(module), Cell::Atom(name)]),
        None => Cell::Atom(m.atoms.intern("none")),
    };
    let x0 = m.x[0];
    if !m.unify(x0, old) {
        return Ok(false);
    }
    let new = m.arg(1);
    let hook = match new {
        Cell::Atom(a) if m.atoms.text(a) == "none" => None,
        _ => match m.heap.functor_of(new) {
            Some((atoms::COLON, 2)) => match (m.heap.deref(m.heap.arg(new, 0)), m.heap.deref(m.heap.arg(new, 1))) {
                (Cell::Atom(module), Cell::Atom(name)) => Some((module, name)),
                _ => return Err(m.err_type(atoms::CALLABLE, new)),
            },
            _ if new.is_var_ref() => return Err(m.err_instantiation()),
            _ => return Err(m.err_type(atoms::CALLABLE, new)),
        },
    };
    if let Some(ctx) = m.load_stack.last_mut() {
        ctx.term_hook = hook;
    }
    Ok(true)
}
