//! Conditional compilation: `:- if(Cond)`, `:- elif(Cond)`, `:- else` and
//! `:- endif`, also nested and across included files, as SWI-Prolog has
//! them. The open sections are a stack in the load context
//! ([`Condition`]); while the innermost is not taking clauses, every term
//! up to its `endif` is read and skipped (and conditions inside a skipped
//! section are not run).

use crate::machine::load_ctx::Condition;
use crate::machine::run::Outcome;
use crate::machine::Machine;
use crate::messages::diag::Diagnostic;
use crate::reader::Span;
use crate::term::{atoms, Cell};

impl Machine {
    /// Handles `term` if it is a conditional compilation directive, or
    /// skips it inside a section not taken: true when the loader must not
    /// load it.
    pub(crate) fn conditional_compilation(&mut self, term: Cell, name: &str, text: &str, span: Span) -> bool {
        let skipping =
            self.load_stack.last().and_then(|c| c.conditions.last()).is_some_and(|c| *c != Condition::Taking);
        let t = self.heap.deref(term);
        let directive = match self.heap.functor_of(t) {
            Some((atoms::NECK, 1)) => self.heap.deref(self.heap.arg(t, 0)),
            _ => return skipping,
        };
        let (kind, cond) = match self.heap.functor_of(directive) {
            Some((f, 1)) if matches!(self.atoms.text(f), "if" | "elif") => {
                (self.atoms.text(f).to_string(), Some(self.heap.arg(directive, 0)))
            }
            Some((a, 0)) if matches!(self.atoms.text(a), "else" | "endif") => (self.atoms.text(a).to_string(), None),
            _ => return skipping,
        };
        let top = self.load_stack.last().and_then(|c| c.conditions.last().copied());
        let next = match (kind.as_str(), top) {
            ("if", _) if skipping => Some(Condition::Done),
            ("if", _) => Some(self.condition_holds(cond.expect("if/1"), name, text, span)),
            (_, None) => {
                let msg = format!(":- {kind} without :- if");
                self.emit(&Diagnostic::error(span, &msg), name, text);
                return true;
            }
            ("elif", Some(Condition::Waiting)) => {
                self.pop_condition();
                Some(self.condition_holds(cond.expect("elif/1"), name, text, span))
            }
            ("elif", Some(_)) | ("else", Some(Condition::Taking)) => {
                self.pop_condition();
                Some(Condition::Done)
            }
            ("else", Some(Condition::Waiting)) => {
                self.pop_condition();
                Some(Condition::Taking)
            }
            ("else", Some(Condition::Done)) => None,
            _ => {
                self.pop_condition();
                None
            }
        };
        if let (Some(state), Some(ctx)) = (next, self.load_stack.last_mut()) {
            ctx.conditions.push(state);
        }
        true
    }

    fn pop_condition(&mut self) {
        if let Some(ctx) = self.load_stack.last_mut() {
            ctx.conditions.pop();
        }
    }

    /// Runs the condition of an `if` or `elif`: Taking when it succeeds;
    /// Waiting when it fails or raises (the error reported, as SWI-Prolog).
    fn condition_holds(&mut self, cond: Cell, name: &str, text: &str, span: Span) -> Condition {
        let module = self.source_module();
        let goal = if module == atoms::USER { cond } else { self.qualify(module, cond) };
        match self.run_once(goal) {
            Outcome::True => Condition::Taking,
            Outcome::False => Condition::Waiting,
            Outcome::Error(ball) => {
                let b = crate::machine::copy::copy_in(&mut self.heap, &ball);
                let msg = self.describe_error(b);
                let mut d = Diagnostic::error(span, &msg);
                d.label = "this condition raised an error";
                self.emit(&d, name, text);
                Condition::Waiting
            }
            Outcome::Halt(code) => {
                self.out.flush();
                std::process::exit(code);
            }
        }
    }

    /// At the end of a file's load: a section left open is reported.
    pub(crate) fn check_conditions_closed(&mut self, name: &str) {
        let open = self.load_stack.last().map_or(0, |c| c.conditions.len());
        if open > 0 {
            self.out
                .write_err(&format!("Warning: {name}: {open} conditional compilation section(s) without :- endif\n"));
        }
    }
}
