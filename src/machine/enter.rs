//! Predicate entry: the interrupt and memory polls a call passes through,
//! then by the predicate's kind: clauses (clause selection, `select/`),
//! builtins with their error context, control constructs, imports, and
//! unknown procedures.

use super::database::{ControlOp, NondetFn, PredKind};
use super::flags::Unknown;
use super::{Exc, Machine};
use crate::host::stop::{Stop, Stopped};
use crate::machine::instr::PredId;
use crate::term::{atoms, Cell};
use std::sync::atomic::Ordering as AtomicOrdering;

/// What a call's entry did (see [`Machine::enter_code`]).
#[derive(Copy, Clone, PartialEq, Eq)]
pub(crate) enum Entered {
    /// No clause or answer: the call fails.
    Failed,
    /// A clause is entered, or a builtin succeeded.
    Ok,
    /// An error, in `entry_exc`.
    Raised,
}

impl Machine {
    /// Fills in the context of an error raised by builtin `p`.
    pub(crate) fn add_context(&mut self, e: Exc, p: PredId) -> Exc {
        // A ball passed to throw/1 is the program's own: leave it as it is.
        if self.atoms.text(self.preds[p as usize].name) == "throw" {
            return e;
        }
        if let Exc::Throw(ball) = e {
            if let Cell::Str(a) = self.heap.deref(ball) {
                if let Cell::Fun(atoms::ERROR, 2) = self.heap.get(a) {
                    let mut ctx = self.heap.deref(self.heap.get(a + 2));
                    // context(_, Message) (an I/O error's words): fill in the culprit.
                    if let Some((atoms::CONTEXT, 2)) = self.heap.functor_of(ctx) {
                        let pi = self.heap.deref(self.heap.arg(ctx, 0));
                        if pi.is_var_ref() {
                            let (name, arity) = (self.preds[p as usize].name, self.preds[p as usize].arity);
                            let pi_term = self.indicator(name, arity);
                            self.bind(pi, pi_term);
                        }
                        ctx = Cell::Atom(atoms::NIL);
                    }
                    if ctx.is_var_ref() {
                        let (name, arity) = (self.preds[p as usize].name, self.preds[p as usize].arity);
                        let pi = self.indicator(name, arity);
                        let v = self.heap.new_var();
                        let c = self.heap.compound(atoms::CONTEXT, &[pi, v]);
                        self.bind(ctx, c);
                    }
                }
            }
            return Exc::Throw(ball);
        }
        e
    }

    /// [`Machine::enter`] for the dispatch loop, its answer in one byte
    /// rather than a `Result` returned through memory; an error is left in
    /// `entry_exc`.
    #[inline(never)]
    pub(crate) fn enter_code(&mut self, p: PredId) -> Entered {
        let r = if self.debug_mode { self.trace_enter(p) } else { self.enter_untraced(p) };
        self.entered(r)
    }

    /// A `Result` of entry as an [`Entered`].
    #[inline(always)]
    fn entered(&mut self, r: Result<bool, Exc>) -> Entered {
        match r {
            Ok(true) => Entered::Ok,
            Ok(false) => Entered::Failed,
            Err(e) => {
                self.entry_exc = Some(e);
                Entered::Raised
            }
        }
    }

    /// Enters predicate `p` with arguments in the argument registers; the
    /// continuation is already in `cp`. Ok(false) means the call failed.
    #[inline(never)]
    pub fn enter(&mut self, p: PredId) -> Result<bool, Exc> {
        if self.debug_mode {
            return self.trace_enter(p);
        }
        self.enter_untraced(p)
    }

    /// [`Machine::enter`] without the tracer: clause selection, or the builtin.
    ///
    /// A user predicate goes to clause selection ([`Machine::enter_clauses`],
    /// in line: the common case); everything else is in
    /// [`Machine::enter_general`], kept out of line so that this path needs
    /// few registers.
    #[inline(always)]
    pub(crate) fn enter_untraced(&mut self, p: PredId) -> Result<bool, Exc> {
        self.inferences += 1;
        if self.call_poll_due(self.inferences) {
            self.call_polls()?;
        }
        if let PredKind::User = self.preds[p as usize].kind {
            return self.enter_clauses(p);
        }
        self.enter_general(p)
    }

    /// Whether the call that makes the inference count `inferences` polls
    /// ([`Machine::call_polls`]). A call is a safe point for the collector:
    /// the machine's state is all in its registers and stacks (see gc.rs).
    #[inline(always)]
    pub(crate) fn call_poll_due(&self, inferences: u64) -> bool {
        inferences >= self.poll_at || self.heap.top() > self.gc.trigger
    }

    /// The interrupt, atom-collection and heap-collection polls of a call
    /// (`inferences` already counts it).
    #[inline(never)]
    pub(crate) fn call_polls(&mut self) -> Result<(), Exc> {
        if self.inferences >= self.poll_at {
            self.check_inference_limit()?;
            self.poll_interrupts()?;
            self.collect_atoms_if_due();
        }
        if self.heap.top() > self.gc.trigger {
            self.collect_at_call();
            self.check_memory()?;
        }
        Ok(())
    }

    /// Entry of everything but a small user predicate: an empty or
    /// undefined one, an indexed one, builtins, control constructs and
    /// imports.
    #[inline(never)]
    fn enter_general(&mut self, p: PredId) -> Result<bool, Exc> {
        let pred = &self.preds[p as usize];
        match pred.kind {
            // enter_untraced sends user predicates to enter_clauses.
            PredKind::User => self.enter_indexed(p),
            PredKind::Builtin(f) => {
                let r = f(self);
                self.builtin_returned(p, r)
            }
            PredKind::Nondet(f) => self.first_call_nondet(p, f),
            PredKind::Control(ControlOp::Call(n)) => {
                let goal = self.x[0];
                let extra = &self.x[1..n as usize];
                // The extra arguments copied to the Rust stack: a vector
                // each call was a malloc and a free per element of
                // maplist/3.
                let mut buf = [Cell::Int(0); 8];
                if extra.len() <= buf.len() {
                    let k = extra.len();
                    buf[..k].copy_from_slice(extra);
                    self.call_goal(goal, &buf[..k])?;
                } else {
                    let extra = extra.to_vec();
                    self.call_goal(goal, &extra)?;
                }
                Ok(true)
            }
            PredKind::Control(ControlOp::Catch) => {
                self.enter_catch()?;
                Ok(true)
            }
            PredKind::Control(ControlOp::CallAt) => {
                let (goal, module) = (self.x[0], self.x[1]);
                self.call_at(goal, module)?;
                Ok(true)
            }
            PredKind::Control(ControlOp::Reset) => {
                self.enter_reset()?;
                Ok(true)
            }
            PredKind::Control(ControlOp::TableReset) => {
                self.enter_table_reset()?;
                Ok(true)
            }
            PredKind::Control(ControlOp::Shift) => match self.enter_shift() {
                Err(e) => Err(self.add_context(e, p)),
                r => r,
            },
            PredKind::Control(ControlOp::CallContinuation) => match self.enter_call_continuation() {
                Err(e) => Err(self.add_context(e, p)),
                r => r,
            },
            PredKind::Imported(target) => self.enter_import(p, target),
        }
    }

    /// A call through an import: a meta-predicate gets its module-sensitive
    /// arguments qualified with the importing module first.
    #[inline(never)]
    fn enter_import(&mut self, p: PredId, target: PredId) -> Result<bool, Exc> {
        let (from, to) = (self.preds[p as usize].module, self.preds[target as usize].module);
        if from != to {
            if let Some(spec) = self.preds[target as usize].meta.clone() {
                self.qualify_meta_args(&spec, from);
            }
        }
        self.inferences -= 1;
        self.enter(target)
    }

    /// A call of a module's entry that nothing defines yet: it may name a
    /// predicate of the default import module or a library (resolved now,
    /// once); otherwise the unknown-procedure handling.
    #[cold]
    pub(crate) fn enter_unresolved(&mut self, p: PredId) -> Result<bool, Exc> {
        match self.resolve_undefined(p) {
            // Loading its module (a library) defined the entry itself.
            Some(target) if target == p => {
                self.inferences -= 1;
                self.enter(p)
            }
            Some(target) => self.enter_import(p, target),
            None => self.unknown_predicate(p),
        }
    }

    /// For Rust loops inside builtins that can run long (sorting, building
    /// text, propagating constraints): a pending Ctrl-C (or SIGTERM) is
    /// handled as at a call, at the cost of one load when none is.
    #[inline]
    pub fn check_interrupt(&mut self) -> Result<(), Exc> {
        if self.interrupt.load(AtomicOrdering::Relaxed) {
            return self.poll_interrupts();
        }
        Ok(())
    }

    /// Runs `work`, a Rust computation that gives up when the interrupt
    /// flag rises (`host/stop.rs`: reading, writing, decimal text), to its
    /// end: each time it gives up, the interrupt is handled as at a call
    /// (an abort or a halt is the error returned; the toplevel's menu asks)
    /// and, when the answer is to go on, `work` runs again from its start.
    pub fn until_done<T>(&mut self, mut work: impl FnMut(&mut Machine) -> Result<T, Stopped>) -> Result<T, Exc> {
        loop {
            match work(self) {
                Ok(v) => return Ok(v),
                Err(Stopped) => self.poll_interrupts()?,
            }
        }
    }

    /// The interrupt flag as the loops below the machine look at it.
    pub fn stop(&self) -> Stop {
        Stop::new(self.interrupt.clone())
    }

    /// Checked every few thousand calls: an interrupt from another thread
    /// (Ctrl-C) or an expired call_with_time_limit/2.
    #[cold]
    pub(crate) fn poll_interrupts(&mut self) -> Result<(), Exc> {
        self.poll_at = self.next_poll();
        if self.interrupt.load(AtomicOrdering::Relaxed) {
            self.interrupt.store(false, AtomicOrdering::Relaxed);
            if let Some(signal) = crate::host::termination_signal() {
                // SIGTERM or SIGHUP (host/signals.rs): halt, which flushes
                // and closes every stream, with the status a shell reports
                // for a process the signal killed.
                return Err(Exc::Halt(128 + signal));
            }
            if let Some(ask) = self.interrupt_handler {
                match ask(self) {
                    super::InterruptAction::Continue => {}
                    // The next call stops at its Call port.
                    super::InterruptAction::Trace => self.start_trace(),
                    super::InterruptAction::Abort => {
                        let a = self.atoms.intern("$aborted");
                        return Err(Exc::Throw(Cell::Atom(a)));
                    }
                    // SWI-Prolog's status for `e` at the Ctrl-C menu.
                    super::InterruptAction::Exit => return Err(Exc::Halt(4)),
                }
                return Ok(());
            }
            let a = self.atoms.intern("interrupted");
            let f = self.heap.compound(atoms::RESOURCE_ERROR, &[Cell::Atom(a)]);
            return Err(Exc::Throw(f));
        }
        if self.stack_usage() > self.stack_limit {
            // Give the space back before reporting: the handler (or the
            // top level) must be able to run.
            return Err(self.memory_exhausted());
        }
        if let Some(deadline) = self.deadline {
            if web_time::Instant::now() >= deadline && !self.query_deadline_moved(deadline) {
                // A sandboxed query's own deadline stays: it fires again
                // at the next poll, past any handler that caught it.
                self.deadline = self.query_deadline().filter(|&q| q <= deadline);
                let a = self.atoms.intern("time_limit_exceeded");
                return Err(Exc::Throw(Cell::Atom(a)));
            }
        }
        Ok(())
    }

    /// resource_error(memory) for a query that outgrew the stack limit. The
    /// ball is an atom-only term so that raising it needs no heap.
    #[cold]
    fn memory_exhausted(&mut self) -> Exc {
        let f = self.heap.compound(atoms::RESOURCE_ERROR, &[Cell::Atom(atoms::MEMORY)]);
        self.error_term(f)
    }

    /// [`Machine::enter`] of nondeterministic builtin `p` (`CallNondet`):
    /// the tracer and the polls as for any call, then the builtin.
    #[inline(never)]
    pub(crate) fn enter_nondet(&mut self, p: PredId) -> Entered {
        let inferences = self.inferences + 1;
        if self.debug_mode || self.call_poll_due(inferences) {
            let r = self.enter(p);
            return self.entered(r);
        }
        self.inferences = inferences;
        let PredKind::Nondet(f) = self.preds[p as usize].kind else { unreachable!("not a nondeterministic builtin") };
        let r = self.first_call_nondet(p, f);
        self.entered(r)
    }

    /// The first call of nondeterministic builtin `p`, function `f`.
    #[inline(always)]
    fn first_call_nondet(&mut self, p: PredId, f: NondetFn) -> Result<bool, Exc> {
        self.redo_state = None;
        let r = f(self, p);
        self.builtin_returned(p, r)
    }

    /// What builtin `p` called as a predicate answered: on success the
    /// continuation, and the wakeup of any attributed variable it bound;
    /// an error with the builtin's context.
    #[inline(always)]
    fn builtin_returned(&mut self, p: PredId, r: Result<bool, Exc>) -> Result<bool, Exc> {
        match r {
            Ok(true) => {
                self.pc = self.cp;
                if self.atoms.collectable_bytes() > self.atom_bytes_poll {
                    self.atoms_grew()?;
                }
                if !self.wake.is_empty() {
                    self.start_wakeup(0)?;
                }
                Ok(true)
            }
            Ok(false) => Ok(false),
            Err(e) => Err(self.add_context(e, p)),
        }
    }

    /// Re-enters nondeterministic builtin `p` after backtracking restored
    /// its arguments. Ok(false) means it has no more solutions.
    pub(crate) fn redo_builtin(&mut self, p: PredId, state: Cell) -> Result<bool, Exc> {
        let PredKind::Nondet(f) = self.preds[p as usize].kind else {
            return Ok(false);
        };
        self.redo_state = Some(state);
        let r = f(self, p);
        self.redo_state = None;
        self.builtin_returned(p, r)
    }

    /// The call of an entry nothing defines: the procedure is named
    /// `Module:Name/Arity` outside `user`, as SWI-Prolog names it.
    fn unknown_predicate(&mut self, p: PredId) -> Result<bool, Exc> {
        let pred = &self.preds[p as usize];
        let (module, name, arity) = (pred.module, pred.name, pred.arity);
        match self.flags.unknown {
            Unknown::Fail => Ok(false),
            Unknown::Warning => {
                let prefix =
                    if module == atoms::USER { String::new() } else { format!("{}:", self.atoms.text(module)) };
                let msg = format!("Warning: Unknown procedure: {prefix}{}/{}\n", self.atoms.text(name), arity);
                self.out.write_err(&msg);
                Ok(false)
            }
            Unknown::Error => {
                let mut pi = self.indicator(name, arity);
                if module != atoms::USER {
                    pi = self.heap.compound(atoms::COLON, &[Cell::Atom(module), pi]);
                }
                Err(self.err_existence(atoms::PROCEDURE, pi))
            }
        }
    }
}
