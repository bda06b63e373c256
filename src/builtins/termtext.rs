//! Terms as text: term_to_atom/2, term_string/2, atom_to_term/3 and
//! read_term_from_atom/3. Text is parsed with the reader under the current
//! operators and flags; terms are written as writeq/1 does.

use super::atoms::TextKind;
use super::{b, Builtin};
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Atom, Cell};
use crate::write::WriteOptions;

pub const BUILTINS: &[Builtin] = &[
    b("term_to_atom", 2, term_to_atom, "?term,?atom").doc(
        "Converts between a term and an atom holding its text as writeq/1 writes it; parses Atom \
         when it is given.\n\
         ?- term_to_atom(f(a, 'B', \"s\"), A).\n\
         A = 'f(a,\\'B\\',\"s\")'.",
    ),
    b("term_string", 2, term_string, "?term,?string").doc(
        "Converts between a term and a string holding its text as writeq/1 writes it; parses String \
         when it is given.\n\
         ?- term_string(T, \"foo(bar, [1,2])\").\n\
         T = foo(bar, [1, 2]).",
    ),
    b("atom_to_term", 3, atom_to_term, "+atomic,-term,-list").doc(
        "Parses Atom as a term; Bindings is the list of Name = Var of its named variables.\n\
         ?- atom_to_term('p(X, Y, X)', T, B).\n\
         T = p(_A, _B, _A), B = ['X'=_A, 'Y'=_B].",
    ),
    b("read_term_from_atom", 3, read_term_from_atom, "+atomic,-term,+list").doc(
        "Parses Atom as a term, with read_term/2 options such as variable_names(Vs).\n\
         ?- read_term_from_atom('f(X, y)', T, []).\n\
         T = f(_, y).",
    ),
];

impl Machine {
    /// Reads one term from `text`; the final full stop is optional and text
    /// after the first term is ignored (as in SWI-Prolog). Empty text reads
    /// as `end_of_file`. Returns the term and its named variables.
    pub fn parse_term_text(&mut self, text: &str) -> Result<(Cell, Vec<(Atom, Cell)>), Exc> {
        if text.trim().is_empty() {
            return Ok((Cell::Atom(atoms::END_OF_FILE), Vec::new()));
        }
        let src = crate::reader::with_end_token(text);
        let mut reader = crate::reader::Reader::new(&src);
        let flags = self.read_flags();
        match reader.next(&self.ops, &flags) {
            Ok(Some(rt)) => Ok(self.build_read_term(&rt)),
            Ok(None) => Ok((Cell::Atom(atoms::END_OF_FILE), Vec::new())),
            Err(e) => Err(self.err_syntax(&e.message)),
        }
    }

    /// `['X'=_A, ...]` for the named variables of a read term.
    fn bindings_list(&mut self, names: &[(Atom, Cell)]) -> Cell {
        let items: Vec<Cell> =
            names.iter().map(|&(n, v)| self.heap.compound(atoms::EQUALS, &[Cell::Atom(n), v])).collect();
        self.heap.list(&items)
    }
}

/// term_to_atom/2 and term_string/2: parse the text when it is bound,
/// otherwise write the term.
fn term_text(m: &mut Machine, kind: TextKind) -> Res {
    let ty = if kind == TextKind::Atom { "atom" } else { "string" };
    if let Some(text) = m.text_arg(m.x[1], true, ty)? {
        let (t, _) = m.parse_term_text(&text)?;
        let x0 = m.x[0];
        return Ok(m.unify(x0, t));
    }
    let t = m.arg(0);
    let text = m.term_text(t, &WriteOptions::writeq());
    let out = m.make_text(&text, kind);
    let x1 = m.x[1];
    Ok(m.unify(x1, out))
}

fn term_to_atom(m: &mut Machine) -> Res {
    term_text(m, TextKind::Atom)
}

fn term_string(m: &mut Machine) -> Res {
    term_text(m, TextKind::Str)
}

fn atom_to_term(m: &mut Machine) -> Res {
    let text = m.text_in(m.x[0], true, "atom")?;
    let (t, names) = m.parse_term_text(&text)?;
    let bindings = m.bindings_list(&names);
    let (x1, x2) = (m.x[1], m.x[2]);
    Ok(m.unify(x1, t) && m.unify(x2, bindings))
}

/// read_term_from_atom(+Atom, -Term, +Options): the options are accepted
/// for compatibility; variable_names(V) is honoured.
fn read_term_from_atom(m: &mut Machine) -> Res {
    let text = m.text_in(m.x[0], true, "atom")?;
    let opts = m.list_items(m.x[2])?;
    let (t, names) = m.parse_term_text(&text)?;
    let x1 = m.x[1];
    if !m.unify(x1, t) {
        return Ok(false);
    }
    for o in opts {
        let o = m.heap.deref(o);
        if let Some((name, 1)) = m.heap.functor_of(o) {
            if name == atoms::VARIABLE_NAMES {
                let v = m.heap.arg(o, 0);
                let bindings = m.bindings_list(&names);
                if !m.unify(v, bindings) {
                    return Ok(false);
                }
            }
        }
    }
    Ok(true)
}
