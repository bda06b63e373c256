//! The editor behind edit/1 (stdlib/check.pl): `'$run_editor'(+File,
//! +Line, -Status)` runs `$EDITOR +Line File` (vi when EDITOR is unset or
//! empty) through the shell, so that an EDITOR with options (`code -w`)
//! works, on the terminal hornbook runs on, and waits for it; Status is
//! its exit status.

use crate::builtins::{b, Builtin};
use crate::machine::{Machine, Res};
use crate::term::Cell;

pub const BUILTINS: &[Builtin] = &[b("$run_editor", 3, run_editor, "+atom,+integer,-integer")];

/// The file and line are the shell's positional parameters, never part of
/// the command text, so no file name needs quoting.
const COMMAND: &str = "exec ${EDITOR:-vi} \"+$1\" \"$2\"";

fn run_editor(m: &mut Machine) -> Res {
    let file = match m.arg(0) {
        Cell::Atom(a) => m.atoms.text(a).to_string(),
        c if c.is_var_ref() => return Err(m.err_instantiation()),
        c => {
            let t = m.atoms.intern("atom");
            return Err(m.err_type(t, c));
        }
    };
    let line = match m.arg(1) {
        Cell::Int(n) => n,
        c if c.is_var_ref() => return Err(m.err_instantiation()),
        c => {
            let t = m.atoms.intern("integer");
            return Err(m.err_type(t, c));
        }
    };
    // What the program wrote so far is on the screen before the editor takes it.
    m.out.flush();
    let status = std::process::Command::new("sh")
        .arg("-c")
        .arg(COMMAND)
        .arg("hornbook")
        .arg(line.to_string())
        .arg(&file)
        .status();
    let code = match status {
        Ok(s) => s.code().unwrap_or(-1),
        Err(_) => 127,
    };
    Ok(m.unify(m.x[2], Cell::Int(i64::from(code))))
}
