//! Type checking builtins (ISO 8.3).

use super::{b, Builtin};
use crate::machine::{Machine, Res};
use crate::term::{atoms, Cell};

pub const BUILTINS: &[Builtin] = &[
    b("var", 1, |m| Ok(m.arg(0).is_var_ref()), "?term"),
    b("nonvar", 1, |m| Ok(!m.arg(0).is_var_ref()), "?term"),
    b("atom", 1, |m| Ok(matches!(m.arg(0), Cell::Atom(_))), "?term"),
    b("number", 1, |m| Ok(m.arg(0).is_number()), "?term"),
    b("integer", 1, |m| Ok(m.arg(0).is_integer()), "?term"),
    b("float", 1, |m| Ok(matches!(m.arg(0), Cell::Flt(_))), "?term"),
    b("atomic", 1, |m| Ok(m.arg(0).is_atomic()), "?term"),
    b("compound", 1, |m| Ok(matches!(m.arg(0), Cell::Str(_) | Cell::Lis(_))), "?term"),
    b("callable", 1, |m| Ok(m.arg(0).is_callable()), "?term"),
    b("is_list", 1, is_list, "?term"),
    b("string", 1, |m| Ok(matches!(m.arg(0), Cell::Stg(_))), "?term"),
    b("is_dict", 1, |_| Ok(false), "?term"),
    b("blob", 2, blob, "?term,?atom"),
    b("ground", 1, |m| Ok(m.is_ground(m.x[0])), "?term"),
    b("attvar", 1, |m| Ok(matches!(m.arg(0), Cell::Attv(_))), "?term"),
];

fn is_list(m: &mut Machine) -> Res {
    let mut t = m.arg(0);
    loop {
        match t {
            Cell::Atom(atoms::NIL) => return Ok(true),
            Cell::Lis(a) => t = m.heap.deref(m.heap.get(a + 1)),
            _ => return Ok(false),
        }
    }
}

fn blob(m: &mut Machine) -> Res {
    match m.arg(0) {
        Cell::Atom(_) => {
            let text = Cell::Atom(m.atoms.intern("text"));
            let t = m.x[1];
            Ok(m.unify(t, text))
        }
        _ => Ok(false),
    }
}

impl Machine {
    pub fn is_ground(&self, t: crate::term::Cell) -> bool {
        let mut work = vec![t];
        while let Some(c) = work.pop() {
            match self.heap.deref(c) {
                Cell::Ref(_) | Cell::Attv(_) => return false,
                d @ (Cell::Str(_) | Cell::Lis(_)) => {
                    let (_, n) = self.heap.functor_of(d).expect("compound");
                    for i in 0..n {
                        work.push(self.heap.arg(d, i));
                    }
                }
                _ => {}
            }
        }
        true
    }
}
