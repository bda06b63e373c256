//! Exceptions: ISO error-term construction and throw/1 unwinding to the
//! innermost active catch/3 frame.

use super::choice::Alt;
use super::copy::{copy_in, copy_out, OwnedTerm};
use super::trace::Unwind;
use super::{Machine, NO_CATCH};
use crate::arith::{ArithError, Func};
use crate::term::{atoms, Atom, Cell};

/// Why a builtin or an instruction did not return normally.
#[derive(Debug, Clone, Copy)]
pub enum Exc {
    /// A ball on the heap.
    Throw(Cell),
    /// halt/0,1 with an exit status.
    Halt(i32),
}

impl Machine {
    /// `error(Formal, _)`.
    pub fn error_term(&mut self, formal: Cell) -> Exc {
        let ctx = self.heap.new_var();
        Exc::Throw(self.heap.compound(atoms::ERROR, &[formal, ctx]))
    }

    pub fn err_instantiation(&mut self) -> Exc {
        self.error_term(Cell::Atom(atoms::INSTANTIATION_ERROR))
    }

    pub fn err_type(&mut self, ty: Atom, culprit: Cell) -> Exc {
        let f = self.heap.compound(atoms::TYPE_ERROR, &[Cell::Atom(ty), culprit]);
        self.error_term(f)
    }

    pub fn err_domain(&mut self, domain: Atom, culprit: Cell) -> Exc {
        let f = self.heap.compound(atoms::DOMAIN_ERROR, &[Cell::Atom(domain), culprit]);
        self.error_term(f)
    }

    pub fn err_existence(&mut self, kind: Atom, culprit: Cell) -> Exc {
        let f = self.heap.compound(atoms::EXISTENCE_ERROR, &[Cell::Atom(kind), culprit]);
        self.error_term(f)
    }

    pub fn err_permission(&mut self, action: Atom, ty: Atom, culprit: Cell) -> Exc {
        let f = self.heap.compound(atoms::PERMISSION_ERROR, &[Cell::Atom(action), Cell::Atom(ty), culprit]);
        self.error_term(f)
    }

    /// `domain_error(acyclic_term, T)`: SWI-Prolog's error (its
    /// `must_be(acyclic, T)`) for a cyclic term where a builtin needs a
    /// finite one and has no more specific type error to give.
    pub fn err_cyclic(&mut self, t: Cell) -> Exc {
        let domain = self.atoms.intern("acyclic_term");
        self.err_domain(domain, t)
    }

    pub fn err_representation(&mut self, what: Atom) -> Exc {
        let f = self.heap.compound(atoms::REPRESENTATION_ERROR, &[Cell::Atom(what)]);
        self.error_term(f)
    }

    pub fn err_evaluation(&mut self, what: Atom) -> Exc {
        let f = self.heap.compound(atoms::EVALUATION_ERROR, &[Cell::Atom(what)]);
        self.error_term(f)
    }

    pub fn err_resource(&mut self, what: Atom) -> Exc {
        let f = self.heap.compound(atoms::RESOURCE_ERROR, &[Cell::Atom(what)]);
        self.error_term(f)
    }

    pub fn err_syntax(&mut self, message: &str) -> Exc {
        let m = self.atoms.intern(message);
        let f = self.heap.compound(atoms::SYNTAX_ERROR, &[Cell::Atom(m)]);
        self.error_term(f)
    }

    /// `Name/Arity`.
    pub fn indicator(&mut self, name: Atom, arity: u32) -> Cell {
        self.heap.compound(atoms::SLASH, &[Cell::Atom(name), Cell::Int(arity as i64)])
    }

    /// The error term of evaluating function `f`. A division by zero names
    /// the function in its context, `context((//)/2, _)`, as SWI-Prolog
    /// does; any other error leaves the context to the caller.
    pub fn arith_error(&mut self, f: Func, e: ArithError) -> Exc {
        let zero_divisor = e == crate::arith::ZERO_DIVISOR;
        let formal = e.to_term(&mut self.heap, &mut self.atoms);
        if !zero_divisor {
            return self.error_term(formal);
        }
        let name = self.atoms.intern(f.name());
        let pi = self.indicator(name, f.arity() as u32);
        let v = self.heap.new_var();
        let context = self.heap.compound(atoms::CONTEXT, &[pi, v]);
        Exc::Throw(self.heap.compound(atoms::ERROR, &[formal, context]))
    }

    /// Cleanup frames that an exception unwinds past (their goals have run
    /// through the handler inside setup_call_cleanup/3) stop being counted.
    fn forget_cleanups_above(&mut self, i: usize) {
        if self.cleanups == 0 {
            return;
        }
        let n =
            self.choices[i..].iter().filter(|c| matches!(c.alt, Alt::Cleanup { .. } | Alt::Undo { .. })).count() as u32;
        self.cleanups -= n;
    }

    /// The choicepoint of the innermost open query (its barrier).
    fn query_base(&self) -> usize {
        self.choices.iter().rposition(|c| matches!(c.alt, Alt::Barrier)).unwrap_or(0)
    }

    /// Unwinds to the innermost active catch/3 whose catcher unifies with the
    /// ball and starts its recovery goal. Err(ball) when nothing catches it
    /// (within the current query).
    pub fn handle_throw(&mut self, ball: Cell) -> Result<(), OwnedTerm> {
        self.drop_shallow();
        self.add_arith_context(ball);
        let owned = copy_out(&self.heap, ball, false);
        let origin = (self.pc, self.cp, self.e);
        loop {
            if self.tracer.frames_exist {
                // The traced calls being left report their Exception port.
                let down_to = if self.catch_top == NO_CATCH { self.query_base() } else { self.catch_top as usize };
                match self.trace_unwind(ball, down_to) {
                    Unwind::Resumed => return Ok(()),
                    Unwind::Throw(b) => return self.handle_throw(b),
                    Unwind::Continue => {}
                }
            }
            if self.catch_top == NO_CATCH {
                self.record_backtrace(origin.0, origin.1, origin.2);
                return Err(owned);
            }
            let i = self.catch_top as usize;
            if self.inference_limit != u64::MAX && self.catch_top <= self.inference_limit_catch {
                // Leaving the goal of call_with_inference_limit/3: its
                // recovery must not be stopped by the limit (the exception
                // would then escape the catch); the library puts back the
                // enclosing limit.
                self.set_inference_limit(u64::MAX);
            }
            let Alt::Catch { catcher, recovery, prev_catch, bags } = self.choices[i].alt.clone() else {
                // Cannot happen: catch_top always names a catch frame.
                return Err(owned);
            };
            let undos = self.undo_goals_above(i);
            self.restore_to(i);
            self.forget_cleanups_above(i);
            let cont_e = self.choices[i].e;
            let cont_cp = self.choices[i].cp;
            self.pop_choices_to(i);
            self.catch_top = prev_catch;
            self.bags.truncate(bags as usize);
            self.run_undo_goals(undos);
            let trail_mark = self.trail.len() as u32;
            let b = copy_in(&mut self.heap, &owned);
            if self.unify(catcher, b) {
                if self.tracer.frames_exist {
                    self.trace_ctx_below(i);
                }
                self.e = cont_e;
                self.cp = cont_cp;
                self.b0 = self.choices.len() as u32;
                self.free_atoms_after_unwinding();
                // Unqualified: catch/3 was called in `user` (enter_catch).
                let recovery = self.qualify(crate::term::atoms::USER, recovery);
                if let Err(e) = self.call_goal(recovery, &[]) {
                    match e {
                        Exc::Throw(ball2) => return self.handle_throw(ball2),
                        Exc::Halt(_) => return Err(owned),
                    }
                }
                return Ok(());
            }
            self.undo_trail(trail_mark);
        }
    }
}
