//! Loading source files from a running program: consult/1 (also for a
//! list of files), ensure_loaded/1.

use super::{b, Builtin};
use crate::machine::{Machine, Res};
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
    b("$load_library", 1, load_library, "+atom"),
];

/// '$load_library'(Name): loads an on-demand library (library(clpfd)) the
/// first time; succeeds for the libraries that are always present.
fn load_library(m: &mut Machine) -> Res {
    if let Cell::Atom(a) = m.arg(0) {
        let name = m.atoms.text(a).to_string();
        crate::stdlib::load_library(m, &name);
    }
    Ok(true)
}

fn load(m: &mut Machine, once: bool) -> Res {
    let spec = m.arg(0);
    let files = match spec {
        Cell::Lis(_) | Cell::Atom(atoms::NIL) => m.list_items(spec)?,
        _ => vec![spec],
    };
    for f in files {
        let f = m.heap.deref(f);
        if f.is_var_ref() {
            return Err(m.err_instantiation());
        }
        // library(Name) names a library that is part of the system.
        if let Some((lib, 1)) = m.heap.functor_of(f) {
            if m.atoms.text(lib) == "library" {
                if let Cell::Atom(name) = m.heap.deref(m.heap.arg(f, 0)) {
                    let name = m.atoms.text(name).to_string();
                    crate::stdlib::load_library(m, &name);
                }
                continue;
            }
        }
        let Some(name) = m.atomic_text(f) else {
            return Err(m.err_type(atoms::ATOM, f));
        };
        let Some(path) = m.resolve_file(&name) else {
            return Err(m.err_existence(atoms::SOURCE_SINK, f));
        };
        let key = m.atoms.intern(&path.to_string_lossy());
        if once && m.loaded_files.contains(&key) {
            continue;
        }
        m.loaded_files.insert(key);
        if let Err(e) = m.consult_file(&path) {
            let msg = m.atoms.intern(&e.to_string());
            let _ = msg;
            return Err(m.err_existence(atoms::SOURCE_SINK, f));
        }
    }
    Ok(true)
}
