//! Messages: uncaught errors described in words the way SWI-Prolog does.

use crate::machine::Machine;
use crate::term::{atoms, Cell};
use crate::write::WriteOptions;

impl Machine {
    /// A one-line description of an error ball, SWI-Prolog style.
    pub fn describe_error(&mut self, ball: Cell) -> String {
        let q = WriteOptions::writeq();
        let ball = self.heap.deref(ball);
        let Some((atoms::ERROR, 2)) = self.heap.functor_of(ball) else {
            return format!("Unhandled exception: Unknown message: {}", self.term_text(ball, &q));
        };
        let formal = self.heap.deref(self.heap.arg(ball, 0));
        let ctx = self.heap.deref(self.heap.arg(ball, 1));
        let mut prefix = String::new();
        let mut suffix = String::new();
        if let Some((atoms::CONTEXT, 2)) = self.heap.functor_of(ctx) {
            let pi = self.heap.deref(self.heap.arg(ctx, 0));
            if !pi.is_var_ref() {
                prefix = format!("{}: ", self.term_text(pi, &q));
            }
            let msg = self.heap.deref(self.heap.arg(ctx, 1));
            if !msg.is_var_ref() {
                suffix = format!(" ({})", self.term_text(msg, &WriteOptions::write()));
            }
        }
        let arg = |m: &Machine, i| m.heap.deref(m.heap.arg(formal, i));
        let text = match self.heap.functor_of(formal) {
            Some((atoms::INSTANTIATION_ERROR, 0)) => "Arguments are not sufficiently instantiated".to_string(),
            Some((atoms::EXISTENCE_ERROR, 2)) if arg(self, 0).same(Cell::Atom(atoms::PROCEDURE)) => {
                format!("Unknown procedure: {}", self.term_text(arg(self, 1), &q))
            }
            Some((atoms::EXISTENCE_ERROR, 2)) => {
                format!("{} `{}' does not exist", self.term_text(arg(self, 0), &q), self.term_text(arg(self, 1), &q))
            }
            Some((atoms::TYPE_ERROR, 2)) => {
                let (t, c) = (arg(self, 0), arg(self, 1));
                format!("Type error: `{}' expected, found `{}'", self.term_text(t, &q), self.term_text(c, &q))
            }
            Some((atoms::DOMAIN_ERROR, 2)) => {
                let (t, c) = (arg(self, 0), arg(self, 1));
                format!("Domain error: `{}' expected, found `{}'", self.term_text(t, &q), self.term_text(c, &q))
            }
            Some((atoms::EVALUATION_ERROR, 1)) => {
                let w = arg(self, 0);
                match self.term_text(w, &q).as_str() {
                    "zero_divisor" => "Arithmetic: evaluation error: zero_divisor".to_string(),
                    other => format!("Arithmetic: evaluation error: {other}"),
                }
            }
            Some((atoms::PERMISSION_ERROR, 3)) => format!(
                "No permission to {} {} `{}'",
                self.term_text(arg(self, 0), &q),
                self.term_text(arg(self, 1), &q),
                self.term_text(arg(self, 2), &q)
            ),
            Some((atoms::REPRESENTATION_ERROR, 1)) => {
                format!("Cannot represent due to `{}'", self.term_text(arg(self, 0), &q))
            }
            Some((atoms::RESOURCE_ERROR, 1)) => {
                format!("Not enough resources: {}", self.term_text(arg(self, 0), &q))
            }
            Some((atoms::SYNTAX_ERROR, 1)) => {
                format!("Syntax error: {}", self.term_text(arg(self, 0), &WriteOptions::write()))
            }
            _ => format!("Unknown error term: {}", self.term_text(formal, &q)),
        };
        format!("{prefix}{text}{suffix}")
    }
}
