//! Atoms and text (ISO 8.16): atom_codes/2, atom_chars/2, char_code/2,
//! atom_length/2, number_codes/2, number_chars/2, atom_number/2,
//! atom_string/2 and the text conversion helpers they share.

use super::{b, Builtin};
use crate::machine::{Exc, Machine, Res};
use crate::term::{atoms, Cell};

pub const BUILTINS: &[Builtin] = &[
    b("atom_codes", 2, atom_codes, "?atom,?codes"),
    b("atom_chars", 2, atom_chars, "?atom,?chars"),
    b("char_code", 2, char_code, "?character,?integer"),
    b("atom_length", 2, atom_length, "+atom,?integer"),
    b("number_codes", 2, number_codes, "?number,?codes"),
    b("number_chars", 2, number_chars, "?number,?chars"),
    b("atom_number", 2, atom_number, "?atom,?number"),
];

/// How a list of characters is spelled.
#[derive(Copy, Clone, PartialEq, Eq)]
pub enum TextList {
    Codes,
    Chars,
}

impl Machine {
    /// The text of an atomic term (atom, number, string).
    pub fn atomic_text(&self, c: Cell) -> Option<String> {
        match c {
            Cell::Atom(a) => Some(self.atoms.text(a).to_string()),
            Cell::Int(i) => Some(i.to_string()),
            Cell::Big(a) => Some(self.heap.bigint(a).to_string()),
            Cell::Flt(f) => Some(crate::write::format_float(f)),
            Cell::Stg(a) => Some(self.heap.string_at(a)),
            _ => None,
        }
    }

    /// Builds a code or char list for `text`.
    pub fn text_list(&mut self, text: &str, kind: TextList) -> Cell {
        let items: Vec<Cell> = match kind {
            TextList::Codes => text.chars().map(|c| Cell::Int(c as i64)).collect(),
            TextList::Chars => {
                let mut buf = [0u8; 4];
                text.chars().map(|c| Cell::Atom(self.atoms.intern(c.encode_utf8(&mut buf)))).collect()
            }
        };
        self.heap.list(&items)
    }

    /// Reads a code or char list into a string. Ok(None) when the list is
    /// partial or holds a variable (the caller decides whether that is an
    /// instantiation error).
    pub fn list_text(&mut self, l: Cell, kind: TextList) -> Result<Option<String>, Exc> {
        let mut out = String::new();
        let mut t = self.heap.deref(l);
        loop {
            match t {
                Cell::Atom(atoms::NIL) => return Ok(Some(out)),
                Cell::Lis(a) => {
                    let item = self.heap.deref(self.heap.get(a));
                    match (item, kind) {
                        (Cell::Ref(_) | Cell::Attv(_), _) => return Ok(None),
                        (Cell::Int(n), TextList::Codes) => match u32::try_from(n).ok().and_then(char::from_u32) {
                            Some(c) => out.push(c),
                            None => return Err(self.err_representation(atoms::CHARACTER_CODE)),
                        },
                        (Cell::Atom(x), TextList::Chars) => {
                            let s = self.atoms.text(x);
                            let mut cs = s.chars();
                            match (cs.next(), cs.next()) {
                                (Some(c), None) => out.push(c),
                                _ => return Err(self.err_type(atoms::CHARACTER, item)),
                            }
                        }
                        (_, TextList::Codes) => return Err(self.err_type(atoms::INTEGER, item)),
                        (_, TextList::Chars) => return Err(self.err_type(atoms::CHARACTER, item)),
                    }
                    t = self.heap.deref(self.heap.get(a + 1));
                }
                Cell::Ref(_) | Cell::Attv(_) => return Ok(None),
                _ => {
                    let whole = self.heap.deref(l);
                    return Err(self.err_type(atoms::LIST, whole));
                }
            }
        }
    }

    /// Parses number syntax as number_codes/2 does (leading layout allowed,
    /// nothing after the number). Err is a syntax error.
    pub fn parse_number(&mut self, text: &str) -> Result<Cell, Exc> {
        let trimmed = text.trim_start();
        let ok_start = trimmed.starts_with(|c: char| c.is_ascii_digit())
            || trimmed.starts_with('-') && trimmed[1..].starts_with(|c: char| c.is_ascii_digit());
        if ok_start && !text.ends_with(char::is_whitespace) {
            let src = format!("{trimmed} .");
            let mut reader = crate::reader::Reader::new(&src);
            let flags = crate::reader::ReadFlags::default();
            if let Ok(Some(rt)) = reader.next(&self.ops, &flags) {
                if let Ok(None) = reader.next(&self.ops, &flags) {
                    match &rt.nodes[rt.root as usize] {
                        crate::reader::Node::Int(i) => return Ok(Cell::Int(*i)),
                        crate::reader::Node::BigInt(b) => return Ok(self.heap.integer(b)),
                        crate::reader::Node::Float(f) => return Ok(Cell::Flt(*f)),
                        _ => {}
                    }
                }
            }
        }
        Err(self.err_syntax("illegal_number"))
    }
}

fn text_to_list(m: &mut Machine, kind: TextList) -> Res {
    let a = m.arg(0);
    match a {
        Cell::Atom(_) => {
            let text = m.atomic_text(a).expect("atom");
            let l = m.text_list(&text, kind);
            let x1 = m.x[1];
            Ok(m.unify(x1, l))
        }
        Cell::Ref(_) | Cell::Attv(_) => match m.list_text(m.x[1], kind)? {
            Some(text) => {
                let atom = Cell::Atom(m.atoms.intern(&text));
                Ok(m.unify(a, atom))
            }
            None => Err(m.err_instantiation()),
        },
        other => Err(m.err_type(atoms::ATOM, other)),
    }
}

fn atom_codes(m: &mut Machine) -> Res {
    text_to_list(m, TextList::Codes)
}

fn atom_chars(m: &mut Machine) -> Res {
    text_to_list(m, TextList::Chars)
}

fn char_code(m: &mut Machine) -> Res {
    let (ch, code) = (m.arg(0), m.arg(1));
    match ch {
        Cell::Atom(a) => {
            let s = m.atoms.text(a);
            let mut cs = s.chars();
            match (cs.next(), cs.next()) {
                (Some(c), None) => Ok(m.unify(code, Cell::Int(c as i64))),
                _ => Err(m.err_type(atoms::CHARACTER, ch)),
            }
        }
        Cell::Ref(_) | Cell::Attv(_) => match code {
            Cell::Int(n) => match u32::try_from(n).ok().and_then(char::from_u32) {
                Some(c) => {
                    let atom = Cell::Atom(m.atoms.intern(c.encode_utf8(&mut [0u8; 4])));
                    Ok(m.unify(ch, atom))
                }
                None => Err(m.err_representation(atoms::CHARACTER_CODE)),
            },
            Cell::Ref(_) | Cell::Attv(_) => Err(m.err_instantiation()),
            other => Err(m.err_type(atoms::INTEGER, other)),
        },
        other => Err(m.err_type(atoms::CHARACTER, other)),
    }
}

fn atom_length(m: &mut Machine) -> Res {
    let (a, l) = (m.arg(0), m.arg(1));
    let text = match a {
        Cell::Atom(_) | Cell::Stg(_) => m.atomic_text(a).expect("text"),
        Cell::Ref(_) | Cell::Attv(_) => return Err(m.err_instantiation()),
        other => return Err(m.err_type(atoms::ATOM, other)),
    };
    match l {
        Cell::Ref(_) | Cell::Attv(_) => {}
        Cell::Int(n) if n < 0 => return Err(m.err_domain(atoms::NOT_LESS_THAN_ZERO, l)),
        Cell::Int(_) => {}
        other => return Err(m.err_type(atoms::INTEGER, other)),
    }
    let n = text.chars().count() as i64;
    Ok(m.unify(l, Cell::Int(n)))
}

fn number_to_list(m: &mut Machine, kind: TextList) -> Res {
    let n = m.arg(0);
    let list = m.x[1];
    // A given list takes priority so that syntax errors are reported.
    match m.list_text(list, kind) {
        Ok(Some(text)) => {
            let v = m.parse_number(&text)?;
            return Ok(m.unify(n, v));
        }
        Ok(None) => {}
        Err(e) if !n.is_number() => return Err(e),
        Err(_) => {}
    }
    match n {
        Cell::Ref(_) | Cell::Attv(_) => Err(m.err_instantiation()),
        c if c.is_number() => {
            let text = m.atomic_text(c).expect("number");
            let l = m.text_list(&text, kind);
            Ok(m.unify(list, l))
        }
        other => Err(m.err_type(atoms::NUMBER, other)),
    }
}

fn number_codes(m: &mut Machine) -> Res {
    number_to_list(m, TextList::Codes)
}

fn number_chars(m: &mut Machine) -> Res {
    number_to_list(m, TextList::Chars)
}

fn atom_number(m: &mut Machine) -> Res {
    let a = m.arg(0);
    match a {
        Cell::Atom(_) => {
            let text = m.atomic_text(a).expect("atom");
            match m.parse_number(&text) {
                Ok(v) => {
                    let x1 = m.x[1];
                    Ok(m.unify(x1, v))
                }
                Err(_) => Ok(false),
            }
        }
        Cell::Ref(_) | Cell::Attv(_) => {
            let n = m.arg(1);
            if !n.is_number() {
                return Err(m.err_instantiation());
            }
            let text = m.atomic_text(n).expect("number");
            let atom = Cell::Atom(m.atoms.intern(&text));
            Ok(m.unify(a, atom))
        }
        other => Err(m.err_type(atoms::ATOM, other)),
    }
}
