//! The engine's own term reading and writing: a read term (the parser's
//! tree of `Node`s) built on the machine's heap with its named variables,
//! what read_term/2, consult and the toplevel make of a clause or query
//! the reader gave (built with an explicit work stack, so a very deep term
//! needs no recursion); and a heap term's text with the machine's current
//! operators.

use crate::machine::Machine;
use crate::reader::{Node, ReadFlags, ReadTerm};
use crate::term::{Atom, Cell};
use crate::write::WriteOptions;

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
                Node::Rational(r) => self.heap.rational(&r.0, &r.1),
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
                    if argv.is_empty() {
                        self.heap.compound0(f)
                    } else {
                        self.heap.compound(f, &argv)
                    }
                }
            };
            cells[id as usize] = Some(cell);
        }
        let names = rt.var_names.iter().map(|(n, v)| (self.atoms.intern(n), vars[*v as usize])).collect();
        (cells[rt.root as usize].expect("root"), names)
    }

    pub fn read_flags(&self) -> ReadFlags {
        ReadFlags { double_quotes: self.flags.double_quotes, back_quotes: self.flags.back_quotes, positions: false }
    }
}

impl Machine {
    /// The text of a term under the given options, with the current operators.
    pub fn term_text(&self, t: Cell, opts: &WriteOptions) -> String {
        crate::write::term_to_string(&self.heap, &self.atoms, &self.ops, t, opts)
    }
}
