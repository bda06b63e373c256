//! The process environment: getenv/2, setenv/2, unsetenv/1 (SWI-Prolog's
//! names). Values are text; a name or value given as a number is written
//! out first, as SWI-Prolog does. Changing the environment is not safe
//! while other threads read it (C's setenv), so the test suite, which runs
//! many machines in threads of one process, reads it only.

use super::{b, Builtin};
use crate::machine::{Exc, Machine, Res};
use crate::term::Cell;

pub const BUILTINS: &[Builtin] = &[
    b("getenv", 2, getenv, "+text,-atom").doc(
        "Value is the value of the environment variable Name, as an atom; fails when it is not set.\n\
         ?- getenv(hb_no_such_variable, V).\n\
         false.",
    ),
    b("setenv", 2, setenv, "+text,+text").doc(
        "Sets the environment variable Name to Value (text or a number) for this process and the \
         processes it starts.\n\
         ?- catch(setenv('a=b', x), error(E, _), true).\n\
         E = domain_error(environment_variable_name, 'a=b').",
    ),
    b("unsetenv", 1, unsetenv, "+text").doc(
        "Removes the environment variable Name; succeeds also when it was not set.\n\
         ?- catch(unsetenv(_), error(E, _), true).\n\
         E = instantiation_error.",
    ),
];

/// The text of argument `i`: an atom, string or number.
fn text(m: &mut Machine, i: usize) -> Result<String, Exc> {
    let c = m.arg(i);
    m.text_in(c, false, "text")
}

/// A name the operating system can hold: not empty, no `=` and no NUL.
fn env_name(m: &mut Machine, i: usize) -> Result<String, Exc> {
    let name = text(m, i)?;
    if name.is_empty() || name.contains('=') || name.contains('\0') {
        let d = m.atoms.intern("environment_variable_name");
        let c = m.arg(i);
        return Err(m.err_domain(d, c));
    }
    Ok(name)
}

fn getenv(m: &mut Machine) -> Res {
    let name = env_name(m, 0)?;
    match std::env::var_os(&name) {
        Some(v) => {
            let v = Cell::Atom(m.atoms.intern(&v.to_string_lossy()));
            let x1 = m.x[1];
            Ok(m.unify(x1, v))
        }
        None => Ok(false),
    }
}

fn setenv(m: &mut Machine) -> Res {
    let name = env_name(m, 0)?;
    let value = text(m, 1)?;
    if value.contains('\0') {
        let c = m.arg(1);
        let d = m.atoms.intern("environment_variable_value");
        return Err(m.err_domain(d, c));
    }
    Ok(crate::host::set_env(&name, Some(&value)))
}

fn unsetenv(m: &mut Machine) -> Res {
    let name = env_name(m, 0)?;
    Ok(crate::host::set_env(&name, None))
}
