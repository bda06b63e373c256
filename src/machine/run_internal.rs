//! The machine-internal continuations in the dispatch loop (`run.rs`):
//! the instructions at the fixed addresses of `addr` that frames the
//! machine pushes itself return to, never produced by the clause
//! compiler: `ResumeAfterWake` (the end of a wakeup), `CatchExit` (the
//! goal of catch/3 succeeded) and `Raise` (a pending exception, the
//! tracer's Exit port, the end of reset/3's goal, the exit of a fact
//! entered shallow). Each moves the loop's
//! program counter; `Raise`, which may fail or raise, answers as
//! `run_calls.rs`'s handlers do. All in line into the loop, where they
//! were its arms.

use super::choice::Alt;
use super::{addr, Exc, Machine, Res, FRAME_HEADER};
use crate::machine::instr::CodeAddr;
use crate::term::Cell;

impl Machine {
    /// `Raise`: the exception left in `pending_exc`; at
    /// `addr::TRACE_EXIT`, the Exit port of a traced call; at
    /// `addr::RESET_EXIT`, the end of the goal of reset/3; at
    /// `addr::SHALLOW_EXIT`, the exit of a fact entered shallow.
    #[inline(always)]
    pub(super) fn raise(&mut self, pc: &mut CodeAddr) -> Res {
        // The commonest of them: a fact's head unified with its
        // alternative left shallow (`shallow.rs`).
        if *pc == addr::SHALLOW_EXIT {
            self.materialise_shallow();
            *pc = self.cp;
            return Ok(true);
        }
        // TRACE_EXIT and RESET_EXIT share this instruction: a further
        // variant in Instr makes the dispatch of every instruction cost
        // more, and all three are rare.
        if *pc == addr::TRACE_EXIT || *pc == addr::RESET_EXIT {
            self.pc = *pc;
            let exit = if *pc == addr::TRACE_EXIT { self.trace_exit() } else { self.reset_exit() };
            if let Ok(true) = exit {
                *pc = self.pc;
            }
            return exit;
        }
        Err(self.pending_exc.take().unwrap_or(Exc::Halt(1)))
    }

    /// `ResumeAfterWake`: the registers, continuation and cut barrier that
    /// `Machine::start_wakeup` saved come back, and the instruction it
    /// interrupted runs.
    #[inline(always)]
    pub(super) fn resume_after_wake(&mut self, pc: &mut CodeAddr) {
        let e = self.e as usize;
        let Cell::Raw(n) = self.stack[e + 2] else { unreachable!() };
        let Cell::Raw(cp) = self.stack[e + 3] else { unreachable!() };
        let Cell::Raw(b0) = self.stack[e + 4] else { unreachable!() };
        let n = n as usize - 2;
        self.x[..n].copy_from_slice(&self.stack[e + 5..e + 5 + n]);
        self.b0 = b0 as u32;
        let (Cell::Raw(ce), Cell::Raw(resume)) = (self.stack[e], self.stack[e + 1]) else { unreachable!() };
        self.e = ce as u32;
        self.cp = cp as u32;
        *pc = resume as u32;
    }

    /// `CatchExit`: the goal of catch/3 succeeded; its catch frame stops
    /// being active, and the call returns.
    #[inline(always)]
    pub(super) fn catch_exit(&mut self, pc: &mut CodeAddr) {
        let e = self.e as usize;
        let Cell::Int(idx) = self.stack[e + FRAME_HEADER as usize] else { unreachable!() };
        let idx = idx as usize;
        if let Alt::Catch { prev_catch, .. } = self.choices[idx].alt {
            self.catch_top = prev_catch;
        }
        // If the goal left no choicepoints the frame can go altogether
        // (undo/1 goals above it stay, machine/undo.rs).
        if self.choices.len() == idx + 1 {
            self.pc = *pc;
            self.pop_choices_to(idx);
        } else if self.cleanups > 0 && self.only_undos_from(idx + 1) {
            self.pc = *pc;
            let undos = self.undos_cut(idx as u32 + 1);
            self.pop_choices_to(idx);
            self.keep_undos(undos);
        }
        let (Cell::Raw(ce), Cell::Raw(cp)) = (self.stack[e], self.stack[e + 1]) else { unreachable!() };
        self.e = ce as u32;
        self.cp = cp as u32;
        *pc = self.cp;
    }
}
