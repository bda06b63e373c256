//! Builtins of the toplevel: `make/0` (reload the files changed since
//! they were loaded) and `'$defined'/2` (does a predicate have clauses or
//! a Rust definition; used to find the attribute_goals//1 of attribute
//! modules for residual goals).

use super::{b, Builtin};
use crate::machine::{Machine, Res};
use crate::term::{atoms, Cell};

pub const BUILTINS: &[Builtin] = &[
    b("$defined", 3, defined, "+atom,+atom,+integer"),
    b("make", 0, make, "").doc(
        "Reloads every consulted file that changed on disk since it was loaded, reporting each on user_error.\n\
         ?- make.\ntrue.",
    ),
];

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
        let started = std::time::Instant::now();
        match m.consult_file(&path) {
            Ok(report) => {
                let secs = started.elapsed().as_secs_f64();
                let msg = format!("% {} reloaded {secs:.2} sec, {} clauses\n", path.display(), report.clauses);
                m.out.write_err(&msg);
            }
            Err(e) => m.out.write_err(&format!("ERROR: {}: {e}\n", path.display())),
        }
    }
    Ok(true)
}

/// '$defined'(+Module, +Name, +Arity): Module itself defines Name/Arity.
fn defined(m: &mut Machine) -> Res {
    let Cell::Atom(module) = m.arg(0) else {
        return Ok(false);
    };
    let (name, arity) = match (m.arg(1), m.arg(2)) {
        (Cell::Atom(n), Cell::Int(a)) if a >= 0 => (n, a as u32),
        (n, a) if n.is_var_ref() || a.is_var_ref() => return Err(m.err_instantiation()),
        (Cell::Atom(_), a) => return Err(m.err_type(atoms::INTEGER, a)),
        (n, _) => return Err(m.err_type(atoms::ATOM, n)),
    };
    Ok(m.lookup_in(module, name, arity).is_some_and(|p| m.preds[p as usize].defined))
}
