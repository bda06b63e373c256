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
];

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
            let name = super::modules::library_name(m, m.heap.arg(f, 0));
            match name {
                Some(n) if crate::stdlib::library_text(&n).is_some() => {
                    let lib = m.load_library(&n).map_err(|_| m.err_existence(atoms::SOURCE_SINK, f))?;
                    m.import_module(module, lib, None)?;
                }
                Some(n) if crate::stdlib::is_builtin_library(&n) => {}
                _ => return Err(m.err_existence(atoms::SOURCE_SINK, f)),
            }
            continue;
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
        match m.consult_file_in(&path, module) {
            Ok((_, Some(declared))) => m.import_module(module, declared, None)?,
            Ok((_, None)) => {}
            Err(_) => return Err(m.err_existence(atoms::SOURCE_SINK, f)),
        }
    }
    Ok(true)
}
