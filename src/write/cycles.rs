//! Writing rational trees (cyclic terms) as finite text, as SWI-Prolog
//! does: `X = f(X)` is written `@(S_1,[S_1=f(S_1)])`, the template and the
//! substitutions that close its cycles; the toplevel instead names the
//! nodes where cycles close after query variables (`X = f(X)`), through
//! [`WriteOptions::node_names`](super::WriteOptions::node_names).

use super::{Task, Writer};
use crate::term::cycles::node;
use crate::term::Cell;

impl Writer<'_> {
    /// Writes a cyclic term as `@(Template, [S_1=Value, ...])`, naming each
    /// node where a cycle closes (`_S1` without numbervars, where `S_1`
    /// would read as a variable name only through `'$VAR'`).
    /// `entries` are the term's
    /// [`cycle_entries`](crate::term::cycles::cycle_entries).
    pub(super) fn run_factorized(&mut self, term: Cell, entries: Vec<Cell>) {
        let names: Vec<String> = (1..=entries.len())
            .map(|i| if self.opts.numbervars { format!("S_{i}") } else { format!("_S{i}") })
            .collect();
        for (&e, name) in entries.iter().zip(&names) {
            self.node_names.insert(node(e).expect("compound"), name.clone());
        }
        self.token("@");
        self.raw("(");
        self.run_tasks(vec![Task::Term { cell: term, prec: 999, depth: 1, arg: true }]);
        // spacing(next_argument) (portray_clause/1, the toplevel) spaces
        // the commas of the @/2 term too, as SWI-Prolog does.
        let comma = if self.opts.space_args { ", " } else { "," };
        self.raw(comma);
        self.raw("[");
        for (i, (&e, name)) in entries.iter().zip(&names).enumerate() {
            if i > 0 {
                self.raw(comma);
            }
            self.token(name);
            self.raw("=");
            self.run_tasks(vec![Task::Expand { cell: e, prec: 699 }]);
        }
        self.raw("])");
    }

    /// Whether `cell` (dereferenced) is a node written by name.
    pub(super) fn is_named(&self, cell: Cell) -> bool {
        node(cell).is_some_and(|a| self.node_names.contains_key(&a))
    }

    /// Writes the name of `cell` if it is a named node.
    pub(super) fn node_name(&mut self, cell: Cell) -> bool {
        let Some(name) = node(cell).and_then(|a| self.node_names.get(&a)) else {
            return false;
        };
        let name = name.clone();
        self.token(&name);
        true
    }
}
