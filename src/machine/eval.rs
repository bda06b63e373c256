//! The general evaluator of arithmetic expressions: a term known only at
//! run time (is/2 called through call/N, the operands compiled arithmetic
//! does not settle) evaluated with an explicit work stack, so a deep
//! expression needs no recursion. The functions themselves are `arith`'s.

use crate::arith::{apply, Func, Number};
use crate::machine::{Exc, Machine};
use crate::term::{atoms, Cell};

enum Step {
    Eval(Cell),
    Apply(Func),
}

impl Machine {
    /// Evaluates an arithmetic expression term (explicit stack).
    pub fn eval(&mut self, t: Cell) -> Result<Number, Exc> {
        let mut work = vec![Step::Eval(t)];
        let mut values: Vec<Number> = Vec::new();
        while let Some(step) = work.pop() {
            match step {
                Step::Apply(f) => {
                    let at = values.len() - f.arity();
                    let r = apply(f, &values[at..], &mut self.arith);
                    values.truncate(at);
                    match r {
                        Ok(v) => values.push(v),
                        Err(e) => return Err(self.arith_error(e)),
                    }
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
                                return Err(self.err_type(atoms::EVALUABLE, pi));
                            }
                        },
                        Cell::Lis(a) => {
                            // "a" and [X] evaluate to their single element.
                            let tail = self.heap.deref(self.heap.get(a + 1));
                            if !matches!(tail, Cell::Atom(atoms::NIL)) {
                                let pi = self.indicator(atoms::DOT, 2);
                                return Err(self.err_type(atoms::EVALUABLE, pi));
                            }
                            work.push(Step::Eval(self.heap.get(a)));
                        }
                        Cell::Str(_) => {
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
                                    return Err(self.err_type(atoms::EVALUABLE, pi));
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
}
