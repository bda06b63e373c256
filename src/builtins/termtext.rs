//! Terms as text: term_to_atom/2, term_string/2, atom_to_term/3 and
//! read_term_from_atom/3. Text is parsed with the reader under the current
//! operators and flags, with read_term's options where they take some
//! (`builtins::read_term`); terms are written as writeq/1 does.

use super::atoms::TextKind;
use super::read_term::{is_syntax_error, OnSyntaxError, ReadOptions, ReadResult, ReadWants};
use super::{b, Builtin};
use crate::machine::read_positions::TextOrigin;
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
        "Parses Atom as a term, with read_term/2 options such as variable_names(Vs) and \
         subterm_positions(P).\n\
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
        let src = with_full_stop(text);
        let mut reader = crate::reader::Reader::new(&src);
        match self.read_next(&mut reader, &src, TextOrigin::default(), ReadWants::default())? {
            Ok(Some(read)) => Ok((read.result.term, read.result.names)),
            Ok(None) => Ok((Cell::Atom(atoms::END_OF_FILE), Vec::new())),
            Err(e) if e.out_of_memory => Err(self.err_memory()),
            Err(e) => Err(self.err_syntax(&e.message)),
        }
    }

    /// Reads one term from `text` as parse_term_text/1 does, with the
    /// extras `wants` asks for; offsets count from the start of `text`.
    pub fn read_text_term(&mut self, text: &str, wants: ReadWants) -> Result<ReadResult, Exc> {
        if text.trim().is_empty() {
            return Ok(ReadResult::end_of_file());
        }
        let src = with_full_stop(text);
        let mut reader = crate::reader::Reader::new(&src);
        match self.read_next(&mut reader, &src, TextOrigin::default(), wants)? {
            Ok(Some(read)) => {
                if wants.warn_singletons {
                    self.warn_singletons(&read.single_names, None);
                }
                Ok(read.result)
            }
            Ok(None) => Ok(ReadResult::end_of_file()),
            Err(e) if e.out_of_memory => Err(self.err_memory()),
            Err(e) => Err(self.err_syntax(&e.message)),
        }
    }

    /// Reads `text` under read options: a syntax error is thrown, or
    /// printed and/or failed on (`None`), or read as `end_of_file` after
    /// printing (dec10, there being nothing more to read).
    fn read_text_with(&mut self, text: &str, opts: &ReadOptions) -> Result<Option<ReadResult>, Exc> {
        match self.read_text_term(text, opts.wants) {
            Ok(r) => Ok(Some(r)),
            Err(Exc::Throw(ball)) if opts.on_error != OnSyntaxError::Error && is_syntax_error(self, ball) => {
                if opts.on_error != OnSyntaxError::Quiet {
                    self.print_syntax_error(ball);
                }
                // Nothing is left of the text to read on.
                if opts.on_error == OnSyntaxError::Dec10 {
                    return Ok(Some(ReadResult::end_of_file()));
                }
                Ok(None)
            }
            Err(e) => Err(e),
        }
    }

    /// `['X'=_A, ...]` for the named variables of a read term.
    fn bindings_list(&mut self, names: &[(Atom, Cell)]) -> Cell {
        let items: Vec<Cell> =
            names.iter().map(|&(n, v)| self.heap.compound(atoms::EQUALS, &[Cell::Atom(n), v])).collect();
        self.heap.list(&items)
    }
}

/// `text` with an end token after it, which a term given without its full
/// stop needs. A text that has one already reads the same first term (the
/// reader stops there); finding out whether it has one
/// (`reader::with_end_token`) would lex all of it, a pass over a large
/// atom that Ctrl-C could not stop.
fn with_full_stop(text: &str) -> String {
    format!("{text} .")
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
    let text = m.term_text_stoppable(t, &WriteOptions::writeq())?;
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

/// Reads `text` into argument `ti` under the options in argument `oi`.
fn read_text_into(m: &mut Machine, text: &str, ti: usize, oi: usize) -> Res {
    // Options of no read are ignored here, as SWI-Prolog does (term_string/3
    // passes its write options too).
    let opts = m.read_options(m.x[oi], false)?;
    let Some(r) = m.read_text_with(text, &opts)? else {
        return Ok(false);
    };
    let x = m.x[ti];
    Ok(m.unify(x, r.term) && m.unify_read_options(&opts, &r))
}

/// read_term_from_atom(+Atom, -Term, +Options).
fn read_term_from_atom(m: &mut Machine) -> Res {
    let text = m.text_in(m.x[0], true, "atom")?;
    read_text_into(m, &text, 1, 2)
}
