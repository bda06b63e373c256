//! Term output and input on the standard streams: write/1 and friends,
//! nl/0, tab/1, put_char/1, output capture for with_output_to/2, and
//! read_term/2 from standard input.

use super::{b, Builtin};
use crate::machine::{Exc, Machine, Res};
use crate::reader::{Node, Ops, ReadFlags, ReadTerm};
use crate::term::{atoms, Atom, Cell};
use crate::write::{OpLookup, WriteOptions};

pub const BUILTINS: &[Builtin] = &[
    b("write", 1, |m| write_with(m, 0, WriteOptions::write()), "+term"),
    b("print", 1, |m| write_with(m, 0, WriteOptions::writeq()), "+term"),
    b("writeq", 1, |m| write_with(m, 0, WriteOptions::writeq()), "+term"),
    b("write_canonical", 1, |m| write_with(m, 0, WriteOptions::canonical()), "+term"),
    b("write_term", 2, write_term, "+term,+list"),
    b("nl", 0, |m| put(m, "\n"), ""),
    b("tab", 1, tab, "+evaluable"),
    b("put_char", 1, put_char, "+character"),
    b("flush_output", 0, |m| {
        m.out.flush();
        Ok(true)
    }, ""),
    b("$capture_start", 0, |m| {
        m.out.captures.push(String::new());
        Ok(true)
    }, ""),
    b("$capture_end", 1, capture_end, "-atom"),
    b("read_term", 2, read_term, "-term,+list"),
    b("read", 1, read, "-term"),
];

impl OpLookup for Ops {
    fn prefix(&self, name: &str) -> Option<(u32, &'static str)> {
        Ops::prefix(self, name).map(|d| (d.priority, d.typ.name()))
    }
    fn infix(&self, name: &str) -> Option<(u32, &'static str)> {
        Ops::infix(self, name).map(|d| (d.priority, d.typ.name()))
    }
    fn postfix(&self, name: &str) -> Option<(u32, &'static str)> {
        Ops::postfix(self, name).map(|d| (d.priority, d.typ.name()))
    }
}

fn put(m: &mut Machine, s: &str) -> Res {
    m.out.write_str(s);
    Ok(true)
}

impl Machine {
    /// The text of a term under the given options, with the current operators.
    pub fn term_text(&self, t: Cell, opts: &WriteOptions) -> String {
        crate::write::term_to_string(&self.heap, &self.atoms, &self.ops, t, opts)
    }
}

fn write_with(m: &mut Machine, i: usize, opts: WriteOptions) -> Res {
    let s = m.term_text(m.x[i], &opts);
    put(m, &s)
}

fn bool_opt(m: &mut Machine, v: Cell, opt: Cell) -> Result<bool, Exc> {
    match m.heap.deref(v) {
        Cell::Atom(atoms::TRUE) => Ok(true),
        Cell::Atom(atoms::FALSE) => Ok(false),
        c if c.is_var_ref() => Err(m.err_instantiation()),
        _ => {
            let wo = m.atoms.intern("write_option");
            Err(m.err_domain(wo, opt))
        }
    }
}

/// Parses a write_term/2 option list.
pub fn write_options(m: &mut Machine, list: Cell) -> Result<WriteOptions, Exc> {
    let mut opts = WriteOptions::default();
    let items = m.list_items(list)?;
    let wo = m.atoms.intern("write_option");
    for item in items {
        let item = m.heap.deref(item);
        if item.is_var_ref() {
            return Err(m.err_instantiation());
        }
        let Some((name, 1)) = m.heap.functor_of(item) else { return Err(m.err_domain(wo, item)) };
        let v = m.heap.arg(item, 0);
        match name {
            atoms::QUOTED => opts.quoted = bool_opt(m, v, item)?,
            atoms::IGNORE_OPS => opts.ignore_ops = bool_opt(m, v, item)?,
            atoms::NUMBERVARS => opts.numbervars = bool_opt(m, v, item)?,
            atoms::MAX_DEPTH => match m.heap.deref(v) {
                Cell::Int(n) => opts.max_depth = n.max(0) as usize,
                _ => return Err(m.err_domain(wo, item)),
            },
            atoms::VARIABLE_NAMES => {
                for pair in m.list_items(v)? {
                    let pair = m.heap.deref(pair);
                    if let (Some((atoms::EQUALS, 2)), true) = (m.heap.functor_of(pair), true) {
                        let n = m.heap.deref(m.heap.arg(pair, 0));
                        let var = m.heap.deref(m.heap.arg(pair, 1));
                        if let (Cell::Atom(n), Cell::Ref(a) | Cell::Attv(a)) = (n, var) {
                            opts.var_names.push((a, m.atoms.text(n).to_string()));
                        }
                    }
                }
            }
            _ => {
                let text = m.atoms.text(name);
                match text {
                    "brace_terms" => opts.no_brace_terms = !bool_opt(m, v, item)?,
                    "portray" | "spacing" | "character_escapes" | "fullstop" | "nl" | "priority" | "cycles" | "attributes"
                    | "dotlists" | "no_lists" | "partial" | "module" | "blobs" | "portray_goal" => {}
                    _ => return Err(m.err_domain(wo, item)),
                }
            }
        }
    }
    Ok(opts)
}

fn write_term(m: &mut Machine) -> Res {
    let opts = write_options(m, m.x[1])?;
    write_with(m, 0, opts)
}

fn tab(m: &mut Machine) -> Res {
    let n = m.eval(m.x[0])?;
    let n = match n {
        crate::arith::Number::Int(n) => n,
        other => {
            let c = other.to_cell(&mut m.heap);
            return Err(m.err_type(atoms::INTEGER, c));
        }
    };
    let s = " ".repeat(n.max(0) as usize);
    put(m, &s)
}

fn put_char(m: &mut Machine) -> Res {
    match m.arg(0) {
        Cell::Atom(a) => {
            let s = m.atoms.text(a).to_string();
            if s.chars().count() != 1 {
                let c = m.arg(0);
                return Err(m.err_type(atoms::CHARACTER, c));
            }
            put(m, &s)
        }
        c if c.is_var_ref() => Err(m.err_instantiation()),
        c => Err(m.err_type(atoms::CHARACTER, c)),
    }
}

fn capture_end(m: &mut Machine) -> Res {
    let text = m.out.captures.pop().unwrap_or_default();
    let a = Cell::Atom(m.atoms.intern(&text));
    let x0 = m.x[0];
    Ok(m.unify(x0, a))
}

impl Machine {
    /// Builds a read term on the heap; returns the term and its named variables.
    pub fn build_read_term(&mut self, rt: &ReadTerm) -> (Cell, Vec<(Atom, Cell)>) {
        let vars: Vec<Cell> = (0..rt.var_count).map(|_| self.heap.new_var()).collect();
        let mut cells: Vec<Option<Cell>> = vec![None; rt.nodes.len()];
        let mut stack = vec![(rt.root, false)];
        while let Some((id, expanded)) = stack.pop() {
            if cells[id as usize].is_some() {
                continue;
            }
            let cell = match &rt.nodes[id as usize] {
                Node::Var(v) => vars[*v as usize],
                Node::Atom(name) => Cell::Atom(self.atoms.intern(name)),
                Node::Int(i) => Cell::Int(*i),
                Node::BigInt(b) => self.heap.integer(b),
                Node::Float(f) => Cell::Flt(*f),
                Node::Str(s) => self.heap.string(s),
                Node::Compound(name, args) => {
                    if !expanded {
                        stack.push((id, true));
                        for &a in args.iter().rev() {
                            if cells[a as usize].is_none() {
                                stack.push((a, false));
                            }
                        }
                        continue;
                    }
                    let f = self.atoms.intern(name);
                    let argv: Vec<Cell> = args.iter().map(|&a| cells[a as usize].expect("built")).collect();
                    self.heap.compound(f, &argv)
                }
            };
            cells[id as usize] = Some(cell);
        }
        let names = rt.var_names.iter().map(|(n, v)| (self.atoms.intern(n), vars[*v as usize])).collect();
        (cells[rt.root as usize].expect("root"), names)
    }

    pub fn read_flags(&self) -> ReadFlags {
        ReadFlags { double_quotes: self.flags.double_quotes, back_quotes: self.flags.back_quotes }
    }

    /// Reads the next term from standard input. `end_of_file` at the end.
    pub fn read_stdin_term(&mut self) -> Result<(Cell, Vec<(Atom, Cell)>, Vec<Atom>), Exc> {
        use std::io::BufRead;
        self.out.flush();
        loop {
            if let Some(end) = crate::reader::term_end(&self.input) {
                let text: String = self.input.drain(..end).collect();
                let mut r = crate::reader::Reader::new(&text);
                let flags = self.read_flags();
                return match r.next(&self.ops, &flags) {
                    Ok(Some(rt)) => {
                        let singles: Vec<Atom> = rt.singletons.iter().map(|(n, _)| self.atoms.intern(n)).collect();
                        let (t, names) = self.build_read_term(&rt);
                        Ok((t, names, singles))
                    }
                    Ok(None) => Ok((Cell::Atom(atoms::END_OF_FILE), vec![], vec![])),
                    Err(e) => Err(self.err_syntax(&e.message)),
                };
            }
            let mut line = String::new();
            let n = std::io::stdin().lock().read_line(&mut line).unwrap_or(0);
            if n == 0 {
                // End of input: whatever is left is either layout or an
                // unterminated term.
                let rest = std::mem::take(&mut self.input);
                if rest.trim().is_empty() {
                    return Ok((Cell::Atom(atoms::END_OF_FILE), vec![], vec![]));
                }
                let text = format!("{rest} .");
                let mut r = crate::reader::Reader::new(&text);
                let flags = self.read_flags();
                return match r.next(&self.ops, &flags) {
                    Ok(Some(rt)) => {
                        let (t, names) = self.build_read_term(&rt);
                        Ok((t, names, vec![]))
                    }
                    _ => Err(self.err_syntax("end_of_file")),
                };
            }
            self.input.push_str(&line);
        }
    }
}

fn read(m: &mut Machine) -> Res {
    let (t, _, _) = m.read_stdin_term()?;
    let x0 = m.x[0];
    Ok(m.unify(x0, t))
}

fn read_term(m: &mut Machine) -> Res {
    let opts = m.list_items(m.x[1])?;
    let (t, names, singles) = m.read_stdin_term()?;
    let x0 = m.x[0];
    if !m.unify(x0, t) {
        return Ok(false);
    }
    for o in opts {
        let o = m.heap.deref(o);
        let Some((name, 1)) = m.heap.functor_of(o) else { continue };
        let v = m.heap.arg(o, 0);
        let value = match m.atoms.text(name) {
            "variable_names" => {
                let items: Vec<Cell> = names.iter().map(|&(n, var)| m.heap.compound(atoms::EQUALS, &[Cell::Atom(n), var])).collect();
                m.heap.list(&items)
            }
            "variables" => {
                let vars = m.term_vars(t);
                m.heap.list(&vars)
            }
            "singletons" => {
                let items: Vec<Cell> = names
                    .iter()
                    .filter(|(n, _)| singles.contains(n))
                    .map(|&(n, var)| m.heap.compound(atoms::EQUALS, &[Cell::Atom(n), var]))
                    .collect();
                m.heap.list(&items)
            }
            _ => continue,
        };
        if !m.unify(v, value) {
            return Ok(false);
        }
    }
    Ok(true)
}
