//! Tests of the writer. Terms are built from canonical (operator-free)
//! text by a small parser here, and the expected strings are what
//! SWI-Prolog 9 prints for the same terms.

use super::*;
use crate::term::{AtomTable, Cell, Heap};

/// The default operator table, as SWI-Prolog 9 defines it.
pub(crate) struct IsoOps;

impl OpLookup for IsoOps {
    fn prefix(&self, name: &str) -> Option<(u32, &'static str)> {
        Some(match name {
            ":-" | "?-" => (1200, "fx"),
            "dynamic" | "discontiguous" | "initialization" | "table" => (1150, "fx"),
            "\\+" => (900, "fy"),
            "+" | "-" | "\\" => (200, "fy"),
            "$" => (1, "fx"),
            _ => return None,
        })
    }
    fn infix(&self, name: &str) -> Option<(u32, &'static str)> {
        Some(match name {
            ":-" | "-->" => (1200, "xfx"),
            "|" => (1105, "xfy"),
            ";" => (1100, "xfy"),
            "->" | "*->" => (1050, "xfy"),
            "," => (1000, "xfy"),
            "=" | "\\=" | "==" | "\\==" | "@<" | "@>" | "@=<" | "@>=" | "=.." | "is" | "=:=" | "=\\=" | "<" | ">"
            | "=<" | ">=" => (700, "xfx"),
            ":" => (600, "xfy"),
            "+" | "-" | "/\\" | "\\/" => (500, "yfx"),
            "xor" | "*" | "/" | "//" | "rem" | "mod" | "div" | "<<" | ">>" => (400, "yfx"),
            "**" => (200, "xfx"),
            "^" => (200, "xfy"),
            _ => return None,
        })
    }
    fn postfix(&self, _name: &str) -> Option<(u32, &'static str)> {
        None
    }
}

/// A heap, an atom table and a parser of canonical term text.
pub(crate) struct T {
    pub heap: Heap,
    pub atoms: AtomTable,
    vars: Vec<(String, Cell)>,
}

impl T {
    pub fn new() -> Self {
        T { heap: Heap::new(), atoms: AtomTable::new(), vars: Vec::new() }
    }

    pub fn atom(&mut self, s: &str) -> Cell {
        Cell::Atom(self.atoms.intern(s))
    }

    pub fn f(&mut self, name: &str, args: &[Cell]) -> Cell {
        let a = self.atoms.intern(name);
        self.heap.compound(a, args)
    }

    /// Parses canonical syntax: `f(a,'B c',[1,2|T],"s",-1,-(1),1.5,{x})`.
    pub fn p(&mut self, src: &str) -> Cell {
        let chars: Vec<char> = src.chars().collect();
        let mut i = 0;
        let c = self.parse(&chars, &mut i);
        assert_eq!(i, chars.len(), "trailing text in {src}");
        c
    }

    fn parse(&mut self, s: &[char], i: &mut usize) -> Cell {
        let c = s[*i];
        if c.is_ascii_digit() || (c == '-' && s.get(*i + 1).is_some_and(|d| d.is_ascii_digit())) {
            let start = *i;
            *i += 1;
            while *i < s.len()
                && (s[*i].is_ascii_alphanumeric()
                    || s[*i] == '.'
                    || s[*i] == '+'
                    || (s[*i] == '-' && matches!(s[*i - 1], 'e' | 'E')))
            {
                *i += 1;
            }
            let text: String = s[start..*i].iter().collect();
            if let Ok(n) = text.parse::<i64>() {
                return Cell::Int(n);
            }
            if let Ok(n) = text.parse::<crate::arith::big::BigInt>() {
                return self.heap.integer(&n);
            }
            return Cell::Flt(text.parse().expect("number"));
        }
        if c == '[' {
            *i += 1;
            if s[*i] == ']' {
                *i += 1;
                return self.name_or_compound("[]".into(), s, i);
            }
            let mut items = Vec::new();
            let mut tail = self.atom("[]");
            loop {
                items.push(self.parse(s, i));
                match s[*i] {
                    ',' => *i += 1,
                    '|' => {
                        *i += 1;
                        tail = self.parse(s, i);
                    }
                    _ => {}
                }
                if s[*i] == ']' {
                    *i += 1;
                    break;
                }
            }
            return self.heap.list_with_tail(&items, tail);
        }
        if c == '{' {
            *i += 1;
            if s[*i] == '}' {
                *i += 1;
                return self.name_or_compound("{}".into(), s, i);
            }
            let x = self.parse(s, i);
            assert_eq!(s[*i], '}');
            *i += 1;
            return self.f("{}", &[x]);
        }
        if c == '"' {
            *i += 1;
            let text = self.quoted(s, i, '"');
            return self.heap.string(&text);
        }
        if c.is_uppercase() || c == '_' {
            let start = *i;
            while *i < s.len() && is_alnum_char(s[*i]) {
                *i += 1;
            }
            let name: String = s[start..*i].iter().collect();
            if let Some((_, v)) = self.vars.iter().find(|(n, _)| *n == name) {
                return *v;
            }
            let v = self.heap.new_var();
            self.vars.push((name, v));
            return v;
        }
        let name = if c == '\'' {
            *i += 1;
            self.quoted(s, i, '\'')
        } else if is_alnum_char(c) {
            let start = *i;
            while *i < s.len() && is_alnum_char(s[*i]) {
                *i += 1;
            }
            s[start..*i].iter().collect()
        } else if is_symbol_char(c) {
            let start = *i;
            while *i < s.len() && is_symbol_char(s[*i]) {
                *i += 1;
            }
            s[start..*i].iter().collect()
        } else {
            *i += 1;
            c.to_string()
        };
        self.name_or_compound(name, s, i)
    }

    fn name_or_compound(&mut self, name: String, s: &[char], i: &mut usize) -> Cell {
        if s.get(*i) != Some(&'(') {
            return self.atom(&name);
        }
        *i += 1;
        let mut args = Vec::new();
        loop {
            args.push(self.parse(s, i));
            let c = s[*i];
            *i += 1;
            if c == ')' {
                break;
            }
        }
        // Built directly so that '.'(H,T) stays a structure when asked for.
        self.f(&name, &args)
    }

    fn quoted(&mut self, s: &[char], i: &mut usize, q: char) -> String {
        let mut text = String::new();
        while s[*i] != q {
            if s[*i] == '\\' {
                *i += 1;
                match s[*i] {
                    'n' => text.push('\n'),
                    't' => text.push('\t'),
                    'x' => {
                        let start = *i + 1;
                        while s[*i] != '\\' {
                            *i += 1;
                        }
                        let hex: String = s[start..*i].iter().collect();
                        text.push(char::from_u32(u32::from_str_radix(&hex, 16).unwrap()).unwrap());
                    }
                    c => text.push(c),
                }
            } else {
                text.push(s[*i]);
            }
            *i += 1;
        }
        *i += 1;
        text
    }

    pub fn out(&self, c: Cell, opts: &WriteOptions) -> String {
        term_to_string(&self.heap, &self.atoms, &IsoOps, c, opts)
    }
}

/// `writeq` of a canonical term text.
fn wq(src: &str) -> String {
    let mut t = T::new();
    let c = t.p(src);
    t.out(c, &WriteOptions::writeq())
}

fn with(src: &str, opts: WriteOptions) -> String {
    let mut t = T::new();
    let c = t.p(src);
    t.out(c, &opts)
}

macro_rules! cases {
    ($($name:ident: $f:ident($src:expr) => $want:expr;)*) => {
        $(#[test] fn $name() { assert_eq!($f($src), $want, "input {}", $src); })*
    };
}

fn w(src: &str) -> String {
    with(src, WriteOptions::write())
}
fn wc(src: &str) -> String {
    with(src, WriteOptions::canonical())
}
fn io(src: &str) -> String {
    with(src, WriteOptions { quoted: true, ignore_ops: true, ..Default::default() })
}
fn d3(src: &str) -> String {
    with(src, WriteOptions { max_depth: 3, ..Default::default() })
}

mod atoms_and_numbers;
mod deep;
mod iso;
mod operators;
