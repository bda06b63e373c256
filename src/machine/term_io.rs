//! The engine's own term reading and writing: a read term (the parser's
//! tree of `Node`s) built on the machine's heap with its named variables,
//! what read_term/2, consult and the toplevel make of a clause or query
//! the reader gave (built in one pass over the node arena, children
//! first, so a very deep term needs no recursion); and a heap term's text with the machine's current
//! operators.

use crate::machine::{Exc, Machine};
use crate::reader::{Node, ReadFlags, ReadTerm};
use crate::term::{Atom, Cell};
use crate::write::WriteOptions;

impl Machine {
    /// Builds a read term on the heap; returns the term and its named variables.
    pub fn build_read_term(&mut self, rt: &ReadTerm) -> (Cell, Vec<(Atom, Cell)>) {
        let vars: Vec<Cell> = (0..rt.var_count).map(|_| self.heap.new_var()).collect();
        // Children come before their parents in the arena, so one pass in
        // order finds every argument built.
        let mut cells: Vec<Cell> = Vec::with_capacity(rt.nodes.len());
        let mut argv: Vec<Cell> = Vec::new();
        // The functor of the previous compound: a list repeats `'.'`.
        let mut last_functor: Option<(&str, Atom)> = None;
        for node in &rt.nodes {
            let cell = match node {
                Node::Var(v) => vars[*v as usize],
                Node::Atom(name) => Cell::Atom(self.atoms.intern(name)),
                Node::Int(i) => Cell::Int(*i),
                Node::BigInt(b) => self.heap.integer(b),
                Node::Rational(r) => self.heap.rational(&r.0, &r.1),
                Node::Float(f) => Cell::Flt(*f),
                Node::Str(s) => self.heap.string(s),
                Node::Compound(name, args) => {
                    let f = match last_functor {
                        Some((text, atom)) if text == name => atom,
                        _ => {
                            let atom = self.atoms.intern(name);
                            last_functor = Some((name, atom));
                            atom
                        }
                    };
                    argv.clear();
                    argv.extend(args.iter().map(|&a| cells[a as usize]));
                    if argv.is_empty() {
                        self.heap.compound0(f)
                    } else {
                        self.heap.compound(f, &argv)
                    }
                }
            };
            cells.push(cell);
        }
        let names = rt.var_names.iter().map(|(n, v)| (self.atoms.intern(n), vars[*v as usize])).collect();
        (cells[rt.root as usize], names)
    }

    pub fn read_flags(&self) -> ReadFlags {
        // The term being read counts against the memory limit.
        let room = self.stack_limit.saturating_sub(self.stack_usage());
        ReadFlags {
            double_quotes: self.flags.double_quotes,
            back_quotes: self.flags.back_quotes,
            positions: false,
            max_nodes: room / crate::reader::NODE_BYTES,
            iso: self.flags.iso,
            // Only a reader that handles the interrupt (`read_next`) is
            // given the flag: consult and the toplevel read terms of usual
            // size and have no way to go on after one.
            stop: crate::host::stop::Stop::default(),
        }
    }
}

impl Machine {
    /// How many heap cells a term being read may take: what the memory
    /// limit leaves.
    pub fn read_room_cells(&self) -> usize {
        self.stack_limit.saturating_sub(self.stack_usage()) / std::mem::size_of::<Cell>()
    }

    /// The text of a term under the given options, with the current operators.
    /// Under the flag `iso` the text is ISO's (`WriteOptions::iso`).
    pub fn term_text(&self, t: Cell, opts: &WriteOptions) -> String {
        if self.flags.iso && !opts.iso {
            let iso = WriteOptions { iso: true, ..opts.clone() };
            return crate::write::term_to_string(&self.heap, &self.atoms, &self.ops, t, &iso);
        }
        crate::write::term_to_string(&self.heap, &self.atoms, &self.ops, t, opts)
    }

    /// [`Machine::term_text`] for the builtins that write a term the
    /// program gave, which may be huge: Ctrl-C stops the writing and is
    /// handled as at a call ([`Machine::until_done`]).
    pub fn term_text_stoppable(&mut self, t: Cell, opts: &WriteOptions) -> Result<String, Exc> {
        let iso;
        let opts = if self.flags.iso && !opts.iso {
            iso = WriteOptions { iso: true, ..opts.clone() };
            &iso
        } else {
            opts
        };
        let stop = self.stop();
        self.until_done(|m| {
            let mut text = String::new();
            crate::write::write_term_stoppable(&mut text, &m.heap, &m.atoms, &m.ops, t, opts, &stop)?;
            Ok(text)
        })
    }
}
