//! The writer as the machine uses it: a heap term's text under given
//! options with the machine's current operators (the reader's table, read
//! through `OpLookup`).

use super::{OpLookup, WriteOptions};
use crate::machine::Machine;
use crate::reader::Ops;
use crate::term::Cell;

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

impl Machine {
    /// The text of a term under the given options, with the current operators.
    pub fn term_text(&self, t: Cell, opts: &WriteOptions) -> String {
        crate::write::term_to_string(&self.heap, &self.atoms, &self.ops, t, opts)
    }
}
