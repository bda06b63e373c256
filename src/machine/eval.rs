//! The general evaluator of arithmetic expressions: a term known only at
//! run time (is/2 called through call/N, the operands compiled arithmetic
//! does not settle) evaluated with an explicit work stack, so a deep
//! expression needs no recursion. The functions themselves are `arith`'s.
//!
//! A cyclic expression (`X = -(X), Y is X`) would be walked for ever, its
//! work stack growing without bound. The evaluator counts the compound
//! nodes it enters; past [`WALK_BUDGET`] it checks the whole expression
//! for cycles once, and a cyclic one is SWI-Prolog's
//! `type_error(expression, E)` with the context message `'cyclic term'`.
//! Expressions of normal size pay one counter.

use crate::arith::{apply, ArithError, Func, Number};
use crate::machine::{Exc, Machine};
use crate::term::cycles::{is_acyclic, WALK_BUDGET};
use crate::term::{atoms, Cell};

enum Step {
    Eval(Cell),
    Apply(Func),
}

impl Machine {
    /// Evaluates an arithmetic expression term (explicit stack).
    pub fn eval(&mut self, t0: Cell) -> Result<Number, Exc> {
        // Room for a usual expression at once: growing from empty cost
        // more reallocations than the arithmetic of `I*7 mod 1000`.
        let mut work = Vec::with_capacity(8);
        work.push(Step::Eval(t0));
        let mut values: Vec<Number> = Vec::with_capacity(8);
        let mut nodes = 0usize;
        while let Some(step) = work.pop() {
            match step {
                Step::Apply(f) => {
                    let at = values.len() - f.arity();
                    let r = match apply(f, &values[at..], &mut self.arith) {
                        Err(ArithError::Interrupted) => self.apply_interrupted(f, values[at..].to_vec()),
                        r => r.map_err(|e| self.arith_error(f, e)),
                    };
                    values.truncate(at);
                    values.push(r?);
                }
                Step::Eval(t) => {
                    let d = self.heap.deref(t);
                    if let Some(n) = Number::from_cell(&self.heap, d) {
                        values.push(n);
                        continue;
                    }
                    match d {
                        Cell::Ref(_) | Cell::Attv(_) => return Err(self.err_instantiation()),
                        Cell::Atom(a) => match Func::lookup(self.atoms.text(a), 0) {
                            Some(f) => work.push(Step::Apply(f)),
                            None => {
                                let pi = self.indicator(a, 0);
                                return Err(self.err_unknown_evaluable(t0, pi));
                            }
                        },
                        Cell::Lis(a) => {
                            // "a" and [X] evaluate to their single element.
                            let tail = self.heap.deref(self.heap.get(a + 1));
                            if !matches!(tail, Cell::Atom(atoms::NIL)) {
                                let pi = self.indicator(atoms::DOT, 2);
                                return Err(self.err_type(atoms::EVALUABLE, pi));
                            }
                            values.push(self.list_element_code(self.heap.get(a))?);
                        }
                        Cell::Str(_) => {
                            nodes += 1;
                            if nodes == WALK_BUDGET && !is_acyclic(&self.heap, t0) {
                                return Err(self.err_cyclic_expression(t0));
                            }
                            let (f, n) = self.heap.functor_of(d).expect("compound");
                            match Func::lookup(self.atoms.text(f), n as usize) {
                                Some(func) => {
                                    work.push(Step::Apply(func));
                                    for i in (0..n).rev() {
                                        work.push(Step::Eval(self.heap.arg(d, i)));
                                    }
                                }
                                None => {
                                    let pi = self.indicator(f, n);
                                    return Err(self.err_unknown_evaluable(t0, pi));
                                }
                            }
                        }
                        Cell::Stg(a) => {
                            let s = self.heap.string_at(a);
                            let mut chars = s.chars();
                            match (chars.next(), chars.next()) {
                                (Some(c), None) => values.push(Number::Int(c as i64)),
                                _ => return Err(self.err_type(atoms::EVALUABLE, d)),
                            }
                        }
                        _ => return Err(self.err_type(atoms::EVALUABLE, d)),
                    }
                }
            }
        }
        Ok(values.pop().expect("one value"))
    }

    /// Function `f` of `args` after Ctrl-C stopped it (`host/stop.rs`):
    /// the interrupt is handled as at a call (an abort is an exception, the
    /// toplevel's menu asks); when the answer is to go on, the function
    /// runs again from the start.
    #[cold]
    #[inline(never)]
    pub(crate) fn apply_interrupted(&mut self, f: Func, args: Vec<Number>) -> Result<Number, Exc> {
        loop {
            self.poll_interrupts()?;
            match apply(f, &args, &mut self.arith) {
                Err(ArithError::Interrupted) => continue,
                r => return r.map_err(|e| self.arith_error(f, e)),
            }
        }
    }

    /// The value of `[X]`: as in SWI-Prolog, X must be a character code or
    /// a one-character atom (`X is [a]` is 97), nothing else; so `[X]`
    /// never nests, and `X = [X], Y is X` is a type error at once.
    fn list_element_code(&mut self, x: Cell) -> Result<Number, Exc> {
        let x = self.heap.deref(x);
        match x {
            Cell::Ref(_) | Cell::Attv(_) => Err(self.err_instantiation()),
            Cell::Int(c) if (0..=0x10FFFF).contains(&c) => Ok(Number::Int(c)),
            Cell::Atom(a) => {
                let mut chars = self.atoms.text(a).chars();
                match (chars.next(), chars.next()) {
                    (Some(c), None) => Ok(Number::Int(c as i64)),
                    _ => Err(self.err_type(atoms::CHARACTER, x)),
                }
            }
            _ => Err(self.err_type(atoms::CHARACTER, x)),
        }
    }

    /// `type_error(evaluable, Name/Arity)`, unless the whole expression
    /// `e` is cyclic: SWI-Prolog checks for cycles first, so
    /// `X = f(X), Y is X` is the cyclic term's error, not f/1's.
    #[cold]
    fn err_unknown_evaluable(&mut self, e: Cell, pi: Cell) -> Exc {
        if !is_acyclic(&self.heap, e) {
            return self.err_cyclic_expression(e);
        }
        self.err_type(atoms::EVALUABLE, pi)
    }

    /// `error(type_error(expression, E), context(_, 'cyclic term'))`, as
    /// SWI-Prolog raises for a cyclic arithmetic expression.
    #[cold]
    pub fn err_cyclic_expression(&mut self, e: Cell) -> Exc {
        let expression = Cell::Atom(self.atoms.intern("expression"));
        let formal = self.heap.compound(atoms::TYPE_ERROR, &[expression, e]);
        let message = Cell::Atom(self.atoms.intern("cyclic term"));
        let pi = self.heap.new_var();
        let context = self.heap.compound(atoms::CONTEXT, &[pi, message]);
        Exc::Throw(self.heap.compound(atoms::ERROR, &[formal, context]))
    }
}
