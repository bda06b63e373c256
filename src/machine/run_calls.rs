//! Calls and returns in the dispatch loop (`run.rs`): `Call`, `Execute`,
//! `DeallocExecute` and `Proceed`, the builtin calls (`CallBuiltin`, the
//! in-place `=/2`, `functor/3` and `arg/3` of `inline_builtins.rs`,
//! `TestElse`), and the wakeups of attributed-variable goals that run
//! before them. Predicate entry itself is `enter.rs`.
//!
//! Each handler gets the loop's program counter and moves it (see the
//! note on `Machine::run`: `self.pc` is written before anything that may
//! read it and read back after anything that may move it), and answers
//! as a builtin does: `Ok(true)` to go on at the pc, `Ok(false)` to
//! backtrack, `Err` to raise. All in line into the loop, where they were
//! its arms.

use super::database::PredKind;
use super::enter::Entered;
use super::{Exc, Machine, Res};
use crate::machine::instr::{CodeAddr, PredId, SwitchHint};

impl Machine {
    /// `Call`: a call that returns to the next instruction.
    #[inline(always)]
    pub(super) fn call(&mut self, pc: &mut CodeAddr, p: PredId, via_switch: SwitchHint) -> Res {
        self.call_returning(pc, p, via_switch, false)
    }

    /// `CallNondet`: `Call` of a nondeterministic builtin, entered as one
    /// (`Machine::enter_nondet`).
    #[inline(always)]
    pub(super) fn call_nondet(&mut self, pc: &mut CodeAddr, p: PredId) -> Res {
        self.call_returning(pc, p, SwitchHint::UNSET, true)
    }

    /// The two calls that return to the next instruction; `nondet` for
    /// `CallNondet`.
    #[inline(always)]
    fn call_returning(&mut self, pc: &mut CodeAddr, p: PredId, via_switch: SwitchHint, nondet: bool) -> Res {
        if !self.wake.is_empty() {
            let n = self.preds[p as usize].arity;
            self.wake_before(pc, n)?;
            return Ok(true);
        }
        self.cp = *pc + 1;
        self.b0 = self.choices.len() as u32;
        if via_switch.is_set() {
            if let Some(found) = self.settled_by_switch(pc, p) {
                return Ok(found);
            }
        }
        self.pc = *pc;
        let entered = if nondet { self.enter_nondet(p) } else { self.enter_code(p) };
        self.after_entry(pc, entered)
    }

    /// `CallArg` and `ArgIn`: arg/3, in place when its fast path settled
    /// it (`fast`), else as a call of the builtin (which may enumerate).
    #[inline(always)]
    pub(super) fn call_arg(&mut self, pc: &mut CodeAddr, p: PredId, fast: Option<bool>) -> Res {
        match fast {
            Some(true) => {
                *pc += 1;
                if !self.wake.is_empty() {
                    self.wake_before(pc, 0)?;
                }
                return Ok(true);
            }
            Some(false) => return Ok(false),
            None => {}
        }
        if !self.wake.is_empty() {
            // Then the instruction again (an ArgIn's operands may be in
            // any register).
            self.wake_before_live(pc)?;
            return Ok(true);
        }
        self.cp = *pc + 1;
        self.b0 = self.choices.len() as u32;
        self.pc = *pc;
        let entered = self.enter_nondet(p);
        self.after_entry(pc, entered)
    }

    /// `Execute`: a last call, which returns where the clause returns.
    #[inline(always)]
    pub(super) fn execute(&mut self, pc: &mut CodeAddr, p: PredId, via_switch: SwitchHint) -> Res {
        if !self.wake.is_empty() {
            let n = self.preds[p as usize].arity;
            self.wake_before(pc, n)?;
            return Ok(true);
        }
        self.enter_last_call(pc, p, via_switch)
    }

    /// `DeallocExecute`: `Deallocate` and `Execute` in one instruction.
    #[inline(always)]
    pub(super) fn dealloc_execute(&mut self, pc: &mut CodeAddr, p: PredId, via_switch: SwitchHint) -> Res {
        if !self.wake.is_empty() {
            // The wakeup returns here with this frame still in place, and
            // the instruction runs again.
            let n = self.preds[p as usize].arity;
            self.wake_before(pc, n)?;
            return Ok(true);
        }
        self.deallocate();
        self.enter_last_call(pc, p, via_switch)
    }

    /// The entry of the predicate of `Execute` and `DeallocExecute`.
    #[inline(always)]
    fn enter_last_call(&mut self, pc: &mut CodeAddr, p: PredId, via_switch: SwitchHint) -> Res {
        self.b0 = self.choices.len() as u32;
        if via_switch.is_set() {
            if let Some(found) = self.settled_by_switch(pc, p) {
                return Ok(found);
            }
        }
        self.pc = *pc;
        let entered = self.enter_code(p);
        self.after_entry(pc, entered)
    }

    /// `Proceed`: the clause returns to its continuation.
    #[inline(always)]
    pub(super) fn proceed(&mut self, pc: &mut CodeAddr) -> Res {
        if !self.wake.is_empty() {
            if self.shallow.active {
                // A fact's head entered shallow woke goals: they run over
                // its choicepoint, and return to the call's continuation.
                self.materialise_shallow();
            }
            self.wake_before(pc, 0)?;
            return Ok(true);
        }
        *pc = self.cp;
        Ok(true)
    }

    /// `CallBuiltin`, and `CallFunctor`, `CallUnify`, `FunctorOf`,
    /// `FunctorNew`, `UnifyRegs`: a deterministic builtin, in place when
    /// the instruction's fast path settled it (`fast`).
    #[inline(always)]
    pub(super) fn call_builtin(&mut self, pc: &mut CodeAddr, p: PredId, fast: Option<bool>) -> Res {
        match fast {
            Some(true) => return self.next_after_builtin(pc),
            Some(false) => return Ok(false),
            None => {}
        }
        if !self.wake.is_empty() {
            // Goals woken by the head's bindings (the clause's first
            // goal is this builtin) run first, then the instruction again.
            self.wake_before_live(pc)?;
            return Ok(true);
        }
        let PredKind::Builtin(f) = self.preds[p as usize].kind else { unreachable!("not a builtin") };
        // Builtins read the pc (the context module, roots of the code
        // collector) but do not move it.
        self.pc = *pc;
        self.count_builtin_inference()?;
        if self.debug_mode {
            if !self.trace_call_builtin(p)? {
                return Ok(false);
            }
            return self.next_after_builtin(pc);
        }
        match f(self) {
            Ok(true) => self.next_after_builtin(pc),
            Ok(false) => Ok(false),
            Err(e) => Err(self.add_context(e, p)),
        }
    }

    /// `TestElse`: a deterministic test builtin that jumps to `else_addr`
    /// rather than failing.
    #[inline(always)]
    pub(super) fn test_else(&mut self, pc: &mut CodeAddr, p: PredId, else_addr: CodeAddr) -> Res {
        if !self.wake.is_empty() {
            self.wake_before_live(pc)?;
            return Ok(true);
        }
        let PredKind::Builtin(f) = self.preds[p as usize].kind else { unreachable!("not a builtin") };
        self.pc = *pc;
        self.count_builtin_inference()?;
        let passed = if self.debug_mode { self.trace_call_builtin(p) } else { f(self) };
        match passed {
            Ok(true) => *pc += 1,
            Ok(false) => *pc = else_addr,
            Err(e) => return Err(self.add_context(e, p)),
        }
        Ok(true)
    }

    /// Counts a builtin's inference. Every site that counts an inference
    /// polls on the same multiple: a loop of one builtin and one call
    /// counts in steps of two and would otherwise never meet it.
    #[inline(always)]
    fn count_builtin_inference(&mut self) -> Result<(), Exc> {
        self.inferences += 1;
        if self.inferences >= self.poll_at {
            self.poll_interrupts()?;
            self.collect_atoms_if_due();
        }
        Ok(())
    }

    /// Past a builtin that succeeded: the next instruction, after the
    /// goals its bindings woke.
    #[inline(always)]
    fn next_after_builtin(&mut self, pc: &mut CodeAddr) -> Res {
        *pc += 1;
        if !self.wake.is_empty() {
            // Temporaries may be live across an inline builtin: keep
            // every register the code after it may read.
            self.wake_before_live(pc)?;
        }
        Ok(true)
    }

    /// Runs the goals that bindings woke before the instruction at `pc`,
    /// which they return to, its first `n` argument registers kept
    /// (`Machine::start_wakeup`).
    #[inline(always)]
    fn wake_before(&mut self, pc: &mut CodeAddr, n: u32) -> Result<(), Exc> {
        self.pc = *pc;
        self.start_wakeup(n)?;
        *pc = self.pc;
        Ok(())
    }

    /// As [`Machine::wake_before`], keeping the argument registers the
    /// instruction at `pc` and the code after it may read
    /// (`Machine::start_wakeup_live`).
    #[inline(always)]
    fn wake_before_live(&mut self, pc: &mut CodeAddr) -> Result<(), Exc> {
        self.pc = *pc;
        self.start_wakeup_live()?;
        *pc = self.pc;
        Ok(())
    }

    /// A call that its predicate's switch settles (enter.rs), tried for
    /// the calls whose hint says the switch settled them last time:
    /// Some(true) with `pc` at the clause, Some(false) when no clause
    /// matches, None for the ordinary entry.
    #[inline(always)]
    fn settled_by_switch(&mut self, pc: &mut CodeAddr, p: PredId) -> Option<bool> {
        match self.switch_entry(p)? {
            Some(code) => {
                *pc = code;
                Some(true)
            }
            None => Some(false),
        }
    }

    /// The dispatch loop's side of predicate entry: `self.pc` at the
    /// clause entered, or a failure, or the entry's error.
    #[inline(always)]
    fn after_entry(&mut self, pc: &mut CodeAddr, entered: Entered) -> Res {
        match entered {
            Entered::Ok => {
                *pc = self.pc;
                Ok(true)
            }
            Entered::Failed => Ok(false),
            Entered::Raised => Err(self.entry_exc.take().expect("the entry's error")),
        }
    }
}
